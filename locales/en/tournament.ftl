# Tournaments: the answers to the director and the players, and the mails of a
# tournament's life (the pairing line of a board mail, the bye, what a game's end means).
# Commands (`stratego tournament ...`) stay as they are in every language.
# $tournament is the tournament's number, $name its name.

# A title, or the start of a sentence.
tournament-heading = Tournament { $tournament } ({ $name })

# The system of a tournament, as its kind names it ($system: swiss, roundrobin,
# doubleroundrobin).
tournament-system = { $system ->
    [swiss] Swiss
    [roundrobin] round robin
   *[doubleroundrobin] double round robin
}

# What kind of tournament: `Swiss, 5 rounds, classic`; the game's options follow as
# written. $rounds is `none` when the system decides them.
tournament-kind = { $system }{ $rounds ->
    [none] {""}
    [one] , 1 round
   *[other] , { $rounds } rounds
}, { $variant }

tournament-created =
    Tournament { $tournament } ({ $name }) is open for entries: { $kind }. You direct it; to play in it too, join it as any player does.

    Players join with:
      stratego tournament join { $tournament } <userid> <password>

    When everyone is in, start it (at least { $min } players):
      stratego tournament start { $tournament } <userid> <password>

    To stop entries before the start (and to take them again, or to call the tournament off):
      stratego tournament close { $tournament } <userid> <password>
      stratego tournament reopen { $tournament } <userid> <password>
      stratego tournament cancel { $tournament } <userid> <password>
    .subject = Stratego: tournament { $tournament } created

tournament-joined = { $user } is in tournament { $tournament } ({ $name }) ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    } so far). When the director starts it, each round's game comes in its own mail, asking for your army.
    .subject = Stratego: { $user } joined tournament { $tournament }

tournament-joined-robot = The computer, { $user }, is in tournament { $tournament } ({ $name }) ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    } so far). It sets up its army and plays its games by itself: nothing is asked of you for it.

tournament-left = { $user } is no longer in tournament { $tournament } ({ $name }).
    .subject = Stratego: { $user } left tournament { $tournament }

tournament-withdrawn = { $user } has withdrawn from tournament { $tournament } ({ $name }): not paired again. The results so far stay, and an unfinished game of this tournament is lost by forfeit.

tournament-closed =
    Tournament { $tournament } ({ $name }) takes no more players ({ $players } in). Start it with:
      stratego tournament start { $tournament } <userid> <password>
    To take entries again:
      stratego tournament reopen { $tournament } <userid> <password>
    .subject = Stratego: tournament { $tournament } closed

tournament-reopened =
    Tournament { $tournament } ({ $name }) is open for entries again ({ $players ->
        [one] { $players } player
       *[other] { $players } players
    } so far). Players join with:
      stratego tournament join { $tournament } <userid> <password>
    .subject = Stratego: tournament { $tournament } reopened

tournament-cancelled = Tournament { $tournament } ({ $name }) is cancelled: it will not be played, and its players are told.
    .subject = Stratego: tournament { $tournament } cancelled

# To each player who had joined. (A line that starts with a placeable does not count in
# the indentation Fluent takes off, so the command's two spaces are written out.)
tournament-cancelled-to-player =
    { $user }, the director has cancelled tournament { $tournament } ({ $name }) before its start: it will not be played. To see the other tournaments:
    {"  "}stratego tournaments

# To the director.
tournament-started = Tournament { $tournament } ({ $name }) has started with { $players } players and { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }. Every player has their game of round 1 in its own mail.
    .subject = Stratego: tournament { $tournament } started

tournament-started-bye = Tournament { $tournament } ({ $name }) has started with { $players } players and { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }. Every other player has their game of round 1 in its own mail; { $bye } has the bye and is told so.

# The line of the first board mail of a tournament game.
tournament-pairing = Tournament { $tournament } ({ $name }), round { $round } of { $rounds }: { $red } plays Red and moves first, { $blue } plays Blue. Send your army, then your moves: whoever sends neither for { $days ->
        [one] 1 day
       *[other] { $days } days
    } loses by forfeit.

# After the pairing line when the computer plays the game.
tournament-robot-deployed = { $robot } has deployed its army.

tournament-bye = { $user }, you have the bye in round { $round } of tournament { $tournament } ({ $name }): no game this round, and the points of a win (1).
    .subject = Stratego: tournament { $tournament }, round { $round }: a bye

# When round $round is not the last.
tournament-next-round = Round { $next } is paired as soon as the last game of round { $round } ends.

# The line of the board mail of a game lost because its player was taken out ($why: left,
# banned or deleted).
tournament-forfeit = { $why ->
        [left] { $user } has withdrawn from tournament { $tournament } ({ $name }) and loses this game by forfeit.
        [banned] { $user } was banned from this server by a moderator, so is out of tournament { $tournament } ({ $name }) and loses this game by forfeit.
       *[deleted] { $user }'s account was deleted, so { $user } is out of tournament { $tournament } ({ $name }) and loses this game by forfeit.
    }

# A tournament game whose setup ran out of time.
tournament-setup-forfeit = { $user } did not send an army within { $days ->
        [one] 1 day
       *[other] { $days } days
    } and loses this tournament game by forfeit.
tournament-setup-forfeit-both = Neither player sent an army within { $days ->
        [one] 1 day
       *[other] { $days } days
    }: both lose this tournament game by forfeit.

# What the game-over board of a tournament game says: the round, what a double forfeit
# counts for, what comes next, where the standings are.
tournament-game-of-round = This was a game of round { $round } of tournament { $tournament } ({ $name }).
tournament-both-lost-cancelled = A cancelled game counts in the tournament as lost by both players by forfeit: no points and no tie-break for either, and they are not paired again.
tournament-both-lost = It counts as lost by both players by forfeit: no points for either.
tournament-next-over = It was the last game of the tournament: the final table comes in its own mail.
tournament-next-paired = It ended round { $round }: round { $next } is paired, and each game comes in its own mail.
tournament-next-final = The final table comes as soon as the last game of round { $round } ends.
tournament-see-standings =
    The standings:
      stratego tournament { $tournament }

# The line of a game's web page that names its tournament and round.
tournament-game-in = Tournament { $tournament } ({ $name }), round { $round }
