# Tournaments: the words of the web pages `/tournaments` and `/tournaments/T` (the headers
# of their tables are `tournament-columns`, their sections `tournament-section`).

tournament-web-none = There is no tournament yet.
# Under a tournament's name in the list.
tournament-web-entry = { $kind }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
# `Swiss, 5 rounds, classic. Director: alice. Being played.` ($state: open, closed,
# running, over)
tournament-web-facts = { $kind }. Director: { $director }. { $state ->
        [open] Open for entries
        [closed] Closed to entries, not started
        [running] Being played
       *[over] Over
    }.
tournament-web-players = Players
tournament-web-standings = Standings
tournament-web-crosstable = Crosstable
tournament-web-crosstable-note = Each round: the opponent's number, the colour (r Red, b Blue) and the result (1 win, = draw, 0 loss, + and - by forfeit, U bye).
tournament-web-rounds = Rounds
tournament-web-round = Round { $round }
