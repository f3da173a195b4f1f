# Tournaments: the refusals of tournament commands. The message is the short reason of
# the subject, its `.detail` what was wrong and how to put it right.
# $tournament is the tournament's number; $state: open, closed, running, over.

tournament-no-such = no such tournament
    .detail = There is no tournament { $tournament }. Send 'stratego tournaments' for the list.

tournament-not-open = tournament not open
    .detail =
        Tournament { $tournament } takes no more players: it is { $state ->
            [closed] closed to entries, not started. Its players
            [running] being played. Its standings
           *[over] over. Its standings
        }:
          stratego tournament { $tournament }

tournament-full = tournament full
    .detail = Tournament { $tournament } is full: it has its { $max } players.

tournament-already-in = already in the tournament
    .detail = { $user } is in tournament { $tournament } already: one place each.

tournament-already-withdrawn = already withdrawn
    .detail = { $user } has already withdrawn from tournament { $tournament }: there is nothing more to leave.

tournament-not-in = not in the tournament
    .detail = { $user } does not play in tournament { $tournament }, so there is nothing to leave.

tournament-not-director = not the director
    .detail = Only the director of tournament { $tournament }, { $director }, may close, reopen, start or cancel it.

tournament-too-few = too few players
    .detail =
        Tournament { $tournament } has { $players ->
            [one] { $players } player
           *[other] { $players } players
        }; it needs at least { $min } to start. Players join with:
          stratego tournament join { $tournament } <userid> <password>

tournament-too-few-to-close = too few players
    .detail =
        Tournament { $tournament } has { $players ->
            [one] { $players } player
           *[other] { $players } players
        }; it needs at least { $min } to start, so entries stay open. Players join with:
          stratego tournament join { $tournament } <userid> <password>
        To call it off instead:
          stratego tournament cancel { $tournament } <userid> <password>

tournament-not-closed = tournament not closed
    .detail = Tournament { $tournament } is { $state ->
        [open] open for entries
        [running] being played
       *[over] over
    }, not closed to entries, so there is nothing to reopen.

tournament-started-already = tournament already started
    .detail = Tournament { $tournament } is { $state ->
        [running] being played
        [open] open for entries
        [closed] closed to entries, not started
       *[over] over
    } already, so this cannot be done now.

# An option the server does not know.
tournament-unknown-option = unknown option
    .detail = Unknown option '{ $option }'. A tournament's system is -swiss, -swiss=ROUNDS, -roundrobin or -doubleroundrobin; its games take -small, -barrage, -duel, -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=DAYS and -forfeit=DAYS. Send 'stratego help options' for what each game option does.
# Two kinds of game, or a reminder after the forfeit: $error says what.
tournament-option-conflict = two kinds of game
    .detail = { $error }.
tournament-option-nag = bad tournament option
    .detail = { $error }.
# Another option's value: $error says what.
tournament-bad-option = bad tournament option
    .detail = { $error }. Send 'stratego help options' for what each game option does.

tournament-bad-rounds = bad number of rounds
    .detail = A Swiss tournament has 1 to { $max } rounds, not { $rounds }. Leave the number off (-swiss) for the usual number for its players.

tournament-bad-name = bad tournament name
    .detail =
        A tournament's name is 1 to { $max } characters, written before its options, like:
          stratego tournament new <userid> <password> Spring club -swiss=5

tournament-server-error = server error
    .detail = Please try again.

tournament-robot-by-director = only the director enters the computer
    .detail =
        The computer, { $robot }, has no password: the director of tournament { $tournament } enters it with their own password:
          stratego tournament join { $tournament } { $robot } <password>
