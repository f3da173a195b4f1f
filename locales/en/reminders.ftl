# The daily job's mails: a game removed in setup, a forfeit, a reminder.

# $waiting: who did not deploy (one userid, or reminders-both); $count: how many (1 or 2),
# for the verb of languages that inflect it.
reminders-removed =
    Game { $game } ({ $red } against { $blue }) has been removed: { $waiting } { $count ->
        [one] did
       *[other] did
    } not deploy within { $days } days.
    For a new game, send:
      stratego challenge <userid> <opponent> <password>
    .subject = Stratego game { $game }: removed - setup not finished
reminders-both = { $first } and { $second }

# The line above the board of a game lost by forfeit.
reminders-forfeit = { $loser } did not move within { $days } days and loses by forfeit.

# A reminder: its subject and the line above the board. $deadline is a moment
# (2026-11-21 00:15 UTC).
reminders-deploy = Reminder: game { $game } has waited for you for { $waited } days. If you do not deploy by { $deadline }, the game is removed.
    .subject = Stratego game { $game }: reminder - deploy your army
reminders-deploy-tournament = Reminder: game { $game } has waited for you for { $waited } days. If you do not deploy by { $deadline }, you lose by forfeit.
    .subject = Stratego game { $game }: reminder - deploy your army
reminders-move = Reminder: game { $game } has waited for you for { $waited } days. If you do not move by { $deadline }, you lose by forfeit.
    .subject = Stratego game { $game }: reminder - your move
