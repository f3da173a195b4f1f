# The public web pages (`stratego-pbem web`) and the link to them in board mails.
# Userids, game numbers, squares (`a4-a5`) and the kinds of game (`classic`, `small`) are
# the same in every language. Arguments named `$red`, `$blue`, `$game` in messages that
# hold links are filled in with the links after the words are escaped.

## The frame of every page

web-site = Stratego by mail
# A page's title: `Standings - Stratego by mail`.
web-title = { $page } - { web-site }
web-nav-games = Games
web-nav-standings = Standings
web-nav-tournaments = Tournaments
# The language switch at the top of every page: its label for screen readers, and each
# language named in its own words (the same in every language).
web-language = Language
web-language-en = English
web-language-de = Deutsch
web-language-nl = Nederlands

## Error pages

web-error-forbidden = This page is for the server's operator, with its token.
web-error-not-found = There is no such page.
web-error-bad-request = This address cannot be read.
web-error-read-only = These pages can only be read.
web-error-failed = The page could not be made. Try again in a moment.

## Lists of games

web-all-games = Games, newest first
web-older-games = Older games
web-newest-games = Newest games
web-no-games = No game yet.
web-filter =
    .all = All
    .running = Running
    .finished = Finished
# A game in a list: `Game 3, classic: alice (Red) against bob (Blue)`.
web-list-game = { $game }, { $kind }: { $red } against { $blue }
# A game's state in a list, and when it last moved.
web-list-state = { $state }; last move { $date }

## A game and its state

web-game = Game { $game }
# A page of a replay: `Game 3, move 12`.
web-game-at = Game { $game }, move { $ply }
# A side's colour.
web-color = { $side ->
    [red] Red
   *[blue] Blue
}
# Beside a player's name: `(Red)`, `(Blue, computer)` for the computer opponent.
web-side = { $computer ->
    [yes] ({ $color }, computer)
   *[no] ({ $color })
}
web-game-players = { $red } against { $blue }, { $kind }.
web-options = Options: { $options }
web-setting-up = setting up
# Whose turn it is: `Blue (bob) to play move 35` (a move is one player's turn).
web-to-play = { $color } ({ $name }) to play move { $next }
web-deployed-both = Both armies are in
web-deployed-none = Setting up: neither Red ({ $red }) nor Blue ({ $blue }) has deployed yet
web-deployed-one = { $done ->
    [red] Setting up: Red ({ $red }) has deployed, Blue ({ $blue }) not yet
   *[blue] Setting up: Blue ({ $blue }) has deployed, Red ({ $red }) not yet
}
# A finished game: `Red won after 40 moves: bob's flag was captured`.
web-over = { $winner ->
    [red] Red won
    [blue] Blue won
   *[none] draw
} after { $moves } { $moves ->
    [one] move
   *[other] moves
}: { $why }
web-both-armies-open = The game is over: both armies are shown open.
web-observer-view = The game is running: you see it as an observer does, with no hidden piece shown.
web-armies-deploying = The armies are being deployed: the board is shown once both are in.
web-no-replay = This move cannot be shown: the game's record does not fit it.

## The replay

web-replay = Replay
    .first = First
    .previous = Previous
    .next = Next
    .last = Last
web-keys = Keys: left and right arrows step through the moves, Home and End jump.
web-replay-start = Before move 1 of { $last }.
web-replay-now = After move { $ply } of { $last }: the game as it stands.
web-replay-after = After move { $ply } of { $last }.
web-moves = Moves
web-no-moves = No move yet.

## Standings and players

web-standings = Standings: { $kind }
web-standings-intro = Glicko-2 ratings of the rated games between players.
web-no-standings = No rated { $kind } game has ended yet.
web-standings-columns =
    .rank = Rank
    .player = Player
    .rating = Rating
    .deviation = +/-
    .games = Games
    .won = Won
    .lost = Lost
    .drawn = Drawn
web-provisional-note = +/- is the rating's deviation: how sure it is. A ? marks a provisional rating: too few games to tell.
web-robot-note = A * marks the computer opponent: its games are rated too.
web-ratings = Ratings
web-ratings-columns =
    .kind = Kind
    .rating = Rating
    .deviation = +/-
    .won = Won
    .lost = Lost
    .drawn = Drawn
web-rating-history = Rating history
web-history-columns =
    .date = Date
    .game = Game
    .against = Against
    .result = Result
    .rating = Rating
web-no-rated-games = No rated game has ended yet.
web-player-games = Games
# A player's result in a rated game.
web-result = { $result ->
    [won] won
    [lost] lost
   *[drawn] drawn
}
# A rating before and after a game: `1500 to 1662 (+162)`.
web-rating-change = { $before } to { $after } ({ $change })

## The link in a board mail

web-see-on-the-web = See the game on the web
