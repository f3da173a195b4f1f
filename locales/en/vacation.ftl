# Vacations: the answers to `stratego vacation`, and what opponents are told.
# Commands (`stratego vacation ...`) stay as they are in every language.

vacation-not-on = not on vacation
    .detail =
        { $user } is not on vacation, so there is nothing to end. To go away, send:
          stratego vacation { $user } <password> <days>

vacation-too-long = vacation too long
    .detail = A vacation is at most { $max } { $max ->
        [one] day
       *[other] days
    } at a time; you asked for { $asked }. Send a shorter one, and another when it ends if you need more (at most { $per_year } days in a year).

vacation-no-days-left = no vacation days left
    .detail = A player may be away at most { $per_year } days in any 365 days; { $user } has used { $used } of them, so at most { $left } more { $left ->
        [one] day
       *[other] days
    } can be taken now.

vacation-back-to-opponent = { $user } is back from vacation: the reminder and forfeit clocks of game { $game } run again.
    .subject = Stratego game { $game }: { $user } is back

vacation-welcome-back =
    Your vacation has ended: the clocks of your games run again.

    Your games that are not over: { $games }.
    .subject = Stratego: welcome back

vacation-away-to-opponent = { $user } is on vacation until { $back }. Until then (or until { $user } moves), the reminder and forfeit clocks of game { $game } stand still. You may still move.
    .subject = Stratego game { $game }: { $user } is on vacation

vacation-away =
    { $user } is on vacation until { $back }. The reminder and forfeit clocks of your games stand still until then; your opponents have been told.

    Your games that are not over: { $games }.

    A move of yours ends the vacation, and so does:
      stratego vacation { $user } <password> 0

    Days used in the last 365 days: { $used } of { $per_year }.
    .subject = Stratego: vacation until { $back }

vacation-back-by-moving = { $user } is back from vacation.
