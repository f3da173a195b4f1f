# Getting back into an account and out of it (issue 78): a forgotten password, leaving,
# and a player's own data. Commands (`stratego forgot`, `stratego leave`) stay as they are
# in every language.

# The answer to `forgot`, the same whether the userid exists or not. `$resets`: the most
# reset mails in a day.
club-forgot =
    If { $user } is a player here, a mail to reset its password went to the address it is registered with (at most { $resets } such mails a day). Its subject is '{ club-reset.subject }'.

    Reply to that mail, not to this one, with your new password alone on the first line, within an hour.

    The mail goes only to the registered address. If you no longer read that address, ask a moderator for help.
    .subject = Stratego: password of { $user }

# The reset mail to the registered address; a reply to it sets the password.
club-reset =
    Hello { $user },

    Someone asked for a new password for { $user } (perhaps you, or a moderator for you).

    To set one, reply to this mail with the new password alone on the first line: 1 to 64 characters, no spaces. The reply counts once, until { $until }.

    If you did not ask, ignore this mail: your password stays as it is.
    .subject = Stratego: reset the password of { $user }

club-reset-done =
    Hello { $user },

    Your new password is set; the old one no longer works. Replies to your older game mails no longer count either: reply to the next ones.
    .subject = Stratego: new password for { $user }

club-reset-no-password = no new password
    .detail = The first line of your reply should hold the new password alone: 1 to 64 characters, no spaces. Reply to the reset mail again.

# A reply to a reset or leave mail that does not count.
club-key-used = used already
    .detail = This mail was answered on { $when } already; it counts once. For a new password, send: stratego forgot <userid>
club-key-expired = too late
    .detail = This mail counted until { $until }: your password is the one you had. For a new reset mail, send: stratego forgot <userid>
club-key-from-elsewhere = from another address
    .detail = Such a reply counts only from the address the mail was sent to; yours came from { $from }, so it did nothing.

# The mail that asks a player to confirm leaving. `$days`: how long the userid stays taken.
club-leave =
    Hello { $user },

    You asked to delete the account { $user }. Reply to this mail to confirm (what you write is not read), until { $until }.

    Then your open games are resigned, and your address, password, settings and stored mail are deleted. Your finished games stay, played by a name like deleted-7, so that no one else's record changes. Nobody may take the userid { $user } for { $days } days.

    If you did not ask, ignore this mail: nothing changes.
    .subject = Stratego: delete { $user }? - please confirm

# The last mail to a deleted account: the player asked for it, or a moderator did it.
# `$ended`: a sentence of what ended and a space, or nothing; `$name`: the account's
# stand-in in its finished games (`deleted-7`); `$reason`, the moderator's, is a block
# (see moderation.ftl).
club-deleted =
    Hello { $user },

    The account { $user } is deleted. You asked for this.

    { $ended }Your address, password, settings and stored mail are gone; your finished games stay, played by { $name }. This is the last mail to you.
    .subject = Stratego: { $user } deleted
club-deleted-by-moderator =
    Hello { $user },

    The account { $user } is deleted. A moderator deleted it, for this reason:
      {"  "}{ $reason }

    { $ended }Your address, password, settings and stored mail are gone; your finished games stay, played by { $name }. This is the last mail to you.

club-robot-stays = the computer opponent
    .detail = { $robot } is the computer opponent: its account cannot be deleted.

club-last-moderator = the last moderator
    .detail = { $user } is the last moderator of this server: without one, nobody could act on cheating or insults. Ask the host to appoint another moderator first.

# The mail that carries a player's data; `$file` is the attachment's name.
club-mydata =
    Hello { $user },

    Attached ({ $file }) is everything this server stores about { $user }: the account and its settings, the games, the ratings, and the mails of yours it still keeps, table by table, as JSON. Passwords and secret reply addresses are left out.

    To delete the account, send:
      stratego leave { $user } <password>
    .subject = Stratego: the data of { $user }

club-address-banned = address banned
    .detail = The address { $address } belongs to a player a moderator banned: it cannot hold an account while the ban lasts.

club-userid-held = userid taken
    .detail = The userid { $user } cannot be registered: it belongs to a deleted account (a deleted account's userid stays taken for { $days } days, and names like deleted-7 stand for deleted accounts in old games). Choose another userid and send the register command again.
