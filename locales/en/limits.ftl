# The limits that keep one player, a forger or a mail loop from flooding anyone: games not
# over, mails to one address, error replies an hour.

# How to free a place under a cap on games (the end of each limits-too-many-games-*).
limits-free =
    Finish one first, or resign one you cannot win:
      stratego move <game> { $challenger } <password> resign
    Send 'stratego games { $challenger }' for the list.

limits-too-many-games-robot = too many games against the robot
    .detail = { $challenger } has { $open } games against the robot that are not over, the most one player may have at once. { $free }
limits-too-many-games-opponent = too many games against this player
    .detail = { $challenger } and { $opponent } have { $open } games that are not over, the most two players may have at once. { $free }
limits-too-many-games = too many games
    .detail = { $challenger } has { $open } games that are not over, the most one player may have at once. { $free }

limits-too-many-mails = too many mails to this address
    .detail = { $address } got { $limit } mails in the last hour for mail that did not prove its sender, the most there may be. Try again in an hour, or send the command with your password.

# `$limit` is an ordinal number (10th).
limits-last-error-reply = This is the { $limit ->
        [one] { $limit }st
        [two] { $limit }nd
        [few] { $limit }rd
       *[other] { $limit }th
    } error reply to your address within an hour: further mails from { $from } that cause an error stay unanswered until the hour is over.
