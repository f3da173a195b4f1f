# Tournaments: the standings after each round, the final table, `stratego tournament <T>`
# and `stratego tournaments`. A table's columns are as wide as their longest header or
# value (the code measures them), so a header may be longer here than in English.

# The headers of the standings and of a round's boards. Short: a table is at most 72
# columns wide.
tournament-columns =
    .rank = Rank
    .number = No
    .player = Player
    .points = Pts
    .buchholz-cut1 = BH-C1
    .buchholz = BH
    .sonneborn-berger = SB
    .direct = DE
    .wins = W
    .red = Red
    .blue = Blue
    .result = Result
    .game = Game

# What the columns mean, under a table ($system: swiss, or another for round robins).
tournament-legend = { $system ->
    [swiss] Pts points (win 1, draw 1/2, bye 1), BH-C1 Buchholz without the lowest opponent, BH Buchholz, SB Sonneborn-Berger, DE direct encounter, W wins. Ties are broken in that order.
   *[other] Pts points (win 1, draw 1/2, bye 1), SB Sonneborn-Berger, DE direct encounter, W wins. Ties are broken in that order.
}
tournament-legend-withdrawn = A * marks a player withdrawn from the tournament: by leaving, a ban or a deleted account.

# A board's result in a round's list ($result: playing, win, loss, draw, forfeit-win,
# forfeit-loss, both-forfeit, bye).
tournament-result = { $result ->
    [win] 1-0
    [loss] 0-1
    [draw] draw
    [forfeit-win] 1-0 forfeit
    [forfeit-loss] 0-1 forfeit
    [both-forfeit] both forfeit
    [bye] bye
   *[playing] playing
}

tournament-round = Round { $round }:
# A board's game, after its result.
tournament-round-game = game { $game }
# The bye's line of a round's list.
tournament-round-bye = bye (1 point)

tournament-standings-after = Tournament { $tournament } ({ $name }): the standings after round { $round }.
    .subject = Stratego: tournament { $tournament }, standings after round { $round }
tournament-standings-next = Round { $next } is paired: your game (or your bye) comes in its own mail.

# A player who was taken out: their results stand as played.
tournament-withdrawn-name = { $user } (withdrawn)

tournament-over = Tournament { $tournament } ({ $name }) is over. Nobody played.
    .subject = Stratego: tournament { $tournament } is over
tournament-over-winner = Tournament { $tournament } ({ $name }) is over. { $winner } wins.
    .subject = Stratego: tournament { $tournament } is over: { $winner } wins
# $winners: all but the last, separated by commas.
tournament-over-shared = Tournament { $tournament } ({ $name }) is over. { $winners } and { $last } share first place.
    .subject = Stratego: tournament { $tournament } is over: shared first place
tournament-final-table = The final table:

# `stratego tournament <T>` ($state: open, closed, running, over).
tournament-overview = Tournament { $tournament } ({ $name }): { $kind }. Director: { $director }. { $state ->
        [open] Open for entries
        [closed] Closed to entries, not started
        [running] Being played
       *[over] Over
    }.
    .subject = Stratego: { $title }
# The subject's title (clipped when long).
tournament-overview-title = tournament { $tournament } ({ $name })
tournament-no-players = No player has joined yet.
tournament-players = Players ({ $count }): { $players }.
tournament-to-join =
    To join:
      stratego tournament join { $tournament } <userid> <password>

    The director starts it when everyone is in (at least { $min } players).
tournament-starts-when-ready = The director starts it when ready.
tournament-no-round-ended = No round has ended yet.
tournament-standings-after-round = Standings after round { $round }:
tournament-is-over-won = The tournament is over: { $winner } won.
tournament-is-over = The tournament is over.
tournament-round-playing = Round { $round } of { $rounds } is being played ({ $open ->
        [one] { $open } game
       *[other] { $open } games
    } still going). Round { $next } is paired as soon as its last game ends.
tournament-last-round-playing = The last round, { $round }, is being played ({ $open ->
        [one] { $open } game
       *[other] { $open } games
    } still going). The final table comes when its last game ends.

# `stratego tournaments`.
tournament-list = Tournaments
    .subject = Stratego: tournaments
# The sections of the list and of the web page ($state: open, closed, running, over).
tournament-section = { $state ->
    [open] Open for entries
    [closed] Closed, not started
    [running] Being played
   *[over] Over
}
# After a tournament's name in the list.
tournament-list-players = ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    })
tournament-list-players-round = ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    }, round { $round })
tournament-list-none =
    There is no tournament yet. To make one:
      stratego tournament new <userid> <password> <name> -swiss
tournament-list-one =
    One tournament's standings and round:
      stratego tournament <number>
