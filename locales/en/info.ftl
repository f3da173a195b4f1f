# Looking at games: the subjects of `show` and `showas`, `games`, `history`, `subscribe`
# and `unsubscribe`. (The board mails themselves are the board's words.)

info-board-subject = Stratego: board of game { $game }
info-own-board-subject = Stratego: board of game { $game } as { $user }

info-not-your-game = not your game
    .detail = { $user } does not play in game { $game }; 'stratego show { $game }' shows the observer's view.

info-unknown-userid = unknown userid
    .detail = No user '{ $userid }' is registered.

info-no-such-game = no such game
    .detail = There is no game { $game }. Send 'stratego games' for the list of games.

# The list of games. Each game is two block lines: the heading (number and kind padded by
# the code) and where it stands.
info-games-of = Games of { $user }:
info-games-all = All games:
info-games-none = (none)
info-games-heading = #{ $game } { $kind }  { $red } (Red) against { $blue } (Blue)
info-games-state = { $state }; last activity { $date }
info-games-setup = setting up
info-games-to-play = { $user } to play move { $ply }
info-games-won = over: { $winner } won, { $why }
info-games-drawn = over: drawn, { $why }
info-games-end = Send 'stratego show <game>' to see a board, 'stratego history <game>' for the moves.
    .subject = Stratego: list of games


# A game's history: the heading, then one line a move (the side: info-side), the result.
info-history = Game { $game } ({ $kind }): { $red } (Red) against { $blue } (Blue), { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
    .subject = Stratego: history of game { $game }
info-history-result = Result: { $result }.
info-side = { $color ->
        [red] Red
       *[blue] Blue
    }

info-plays-anyway = you play in this game
    .detail = { $user } plays in game { $game } and gets its boards anyway.

info-too-many-observers = too many observers
    .detail = Game { $game } has { $observers } observers already, the most a game may have. Send 'stratego show { $game }' to see its board whenever you like.

# The line above the board that starts watching.
info-watching = { $user } now watches this game.
    .subject = Stratego: watching game { $game }
info-watching-already = { $user } already watches this game.

info-stopped-watching = { $user } no longer gets the boards of game { $game }.
    .subject = Stratego: stopped watching game { $game }
info-not-watching = { $user } was not watching game { $game }; nothing changed.

# The end of a board shown to someone who does not watch the game (`show`): how to watch,
# in place of game-next-watching (the same command's words after `subscribe`). $user is
# info-anyone.
info-offer-watching =
    To get the board after every move, send:
      stratego subscribe { $game } { $user } <password>
# Stands for the userid of whoever asked to see a board.
info-anyone = <you>
