# The league: the standings, one player's ratings and results, the new ratings under the
# end of a rated game. Kinds of game (classic, small, ...) are command words and stay.

# Under the end of a rated game: both new ratings ($red, $blue: league-rating-change).
league-ratings = Ratings ({ $kind }): { $red }; { $blue }.
# One player's new rating: `alice 1662 +/- 290 (+12, 3 games, provisional)`. $rating,
# $deviation and $change come as written figures.
league-rating-change = { $user } { $rating } +/- { $deviation } ({ $change }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }{ $provisional ->
        [yes] , provisional
       *[no] {""}
    })

# The standings table: a heading, the columns (each a word of the header) and notes.
league-standings = Standings: { $kind } (Glicko-2 ratings of rated games between players)
    .subject = Stratego: standings { $kind }
league-standings-empty = No rated { $kind } game has ended yet.
# The seven headings of the table's columns, one word each: place, player, rating, games,
# won, lost, drawn (the +/- column is the same everywhere).
league-columns = Rank Player Rating Games W L D
league-standings-deviation = +/- is the rating's deviation: how sure it is. A ? marks a provisional rating (a deviation above { $deviation }): too few games to tell.
league-standings-robot = A * marks the computer opponent: its games are rated too.
# $kinds: the other kinds' commands, `stratego standings small, stratego standings duel`.
league-standings-others =
    Other kinds: { $kinds }. One player's ratings and results:
      stratego rating <userid>

league-unknown-kind = unknown kind of game
    .detail =
        '{ $asked }' is not a kind of game here; the kinds are: { $kinds }. For example:
          stratego standings { $example }

# `stratego rating <userid>`.
league-rating = Ratings of { $user } (Glicko-2, one per kind of game):
    .subject = Stratego: rating of { $user }
league-rating-none = No rated game yet.
league-rating-place = { $rating }, place { $place }{ $provisional ->
        [yes] {" "}(provisional)
       *[no] {""}
    }
league-rating-record = { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $won } won, { $lost } lost, { $drawn } drawn
league-recent = Last rated games, newest first:
league-recent-game = game { $game } ({ $kind }): { $result ->
        [won] won
        [lost] lost
       *[drew] drew
    } against { $opponent }
league-recent-end = { $why }; rating { $before } -> { $after }
