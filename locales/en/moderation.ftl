# Moderation (issue 78): a moderator's answers and refusals, what a banned player is told,
# the end of a game a moderator decided, announcements, and the moderation page.
# Commands (`stratego mod ...`) and their words (`ban`, `forever`, `red|blue|draw`) stay as
# they are in every language. A reason or an announcement is the moderator's own text,
# relayed as written, as a block: Fluent drops the spaces before a line's first argument,
# so such a line opens with the block's two spaces as {"  "}.

moderation-not-moderator = not a moderator
    .detail = Only moderators may use the mod command, and { $user } is not one. The attempt is in the moderation log. If you think a moderator should act, write to one of them.

# `stratego help mod`. `$resets`: the most password reset mails in a day.
moderation-help =
    Moderators' commands

    Moderators keep the club running, by mail. Each command carries your own userid and password, like any other. Every one, done or refused, is written to the moderation log, which the moderation page shows. You get a mail saying what was done.

      stratego mod <userid> <password> ban <player> <days> <why>
      stratego mod <userid> <password> ban <player> forever <why>

    Bans a player for a number of days (1 or more) or for good. The player is withdrawn from every tournament and loses every open game by forfeit, rated. The player gets a mail with the reason and the end of the ban. Their next mail is answered once, later ones not, and no account can be registered from their address meanwhile.

      stratego mod <userid> <password> unban <player> [<why>]

    Lifts a ban. The player gets a mail.

      stratego mod <userid> <password> adjudicate <game> red|blue|draw <why>

    Ends a game with the result you give, rated. Both players and the observers get the final board, with both armies open, and the reason.

      stratego mod <userid> <password> cancel <game> <why>

    Ends a game with no result, not rated. Both players and the observers get the final board and the reason.

      stratego mod <userid> <password> announce [<title>]

    Sends the text of your mail to every player who has not turned announcements off, with the title as its subject. At most one a day.

      stratego mod <userid> <password> reset <player>

    Sends the player a password reset mail, as 'stratego forgot' does (at most { $resets } a day).

      stratego mod <userid> <password> delete <player> <why>

    Deletes the account at once, as if the player had left: they are withdrawn from their tournaments, their open games are resigned, and they get a last mail with the reason.

    Only the moderator the host names first may ban another moderator. Nobody may ban themselves, or leave while they are the last moderator.

moderation-no-such-player = no such player
    .detail = There is no player { $user }. Check the userid (send 'stratego games { $user }').

moderation-robot-spared = the computer opponent
    .detail = { $robot } is the computer opponent: it cannot be banned or deleted.

moderation-not-yourself = not yourself
    .detail = A moderator cannot ban themselves.

moderation-moderator-spared = a moderator
    .detail = { $user } is a moderator. Only the moderator the host names first in its --moderators setting may ban another moderator; or ask the host to remove { $user } as a moderator first.

# `$lasts` (here and below): `forever`, or `until` with `$until` the moment the ban ends.
moderation-banned-already = banned already
    .detail = { $user } is banned already, { $lasts ->
        [forever] for good
       *[until] until { $until }
    }. Unban first to change the ban.

moderation-not-banned = not banned
    .detail = { $user } is not banned: nothing to lift.

moderation-game-over = game over
    .detail = Game { $game } is over already: its result stands.

moderation-not-started = game not started
    .detail =
        Game { $game } has not started (the armies are not both deployed), so there is nothing to decide. To end it, send:
          stratego mod <userid> <password> cancel { $game } <why>

moderation-announce-too-soon = one announcement a day
    .detail = An announcement went out less than a day ago; at most one goes out a day. Send this one again after { $next }.

moderation-announce-empty = no announcement
    .detail = The mail had no text to announce. Write the announcement in the body of the mail, below the command line.

# What ending a player's games did, told to the player: `$games` games that were not over
# (lost by forfeit after a ban, resigned when the account is deleted) and `$tournaments`
# tournaments left. The code picks the message by which of the two are not 0.
moderation-ended-forfeit = { $games ->
    [one] Your { $games } game that was not over is lost by forfeit.
   *[other] Your { $games } games that were not over are lost by forfeit.
    }
moderation-ended-forfeit-withdrawn = { $games ->
    [one] Your { $games } game that was not over is lost by forfeit
   *[other] Your { $games } games that were not over are lost by forfeit
    }, and you are withdrawn from { $tournaments ->
    [one] { $tournaments } tournament.
   *[other] { $tournaments } tournaments.
    }
moderation-ended-resigned = { $games ->
    [one] Your { $games } game that was not over is resigned.
   *[other] Your { $games } games that were not over are resigned.
    }
moderation-ended-resigned-withdrawn = { $games ->
    [one] Your { $games } game that was not over is resigned
   *[other] Your { $games } games that were not over are resigned
    }, and you are withdrawn from { $tournaments ->
    [one] { $tournaments } tournament.
   *[other] { $tournaments } tournaments.
    }
moderation-ended-withdrawn = You are withdrawn from { $tournaments ->
    [one] { $tournaments } tournament.
   *[other] { $tournaments } tournaments.
    }

# `$ended`: one of the sentences above and a space, or nothing.
moderation-banned-notice =
    Hello { $user },

    A moderator of this server banned { $user } { $lasts ->
        [forever] for good
       *[until] until { $until }
    }, for this reason:
      {"  "}{ $reason }

    { $ended }{ $lasts ->
        [forever] Mail from you is not answered any more
       *[until] Mail from you is not answered while the ban lasts
    }, and no new account can be registered from your address.
    .subject = Stratego: { $user } is banned

moderation-banned-answer = banned
    .detail =
        { $user } is banned from this server { $lasts ->
        [forever] for good
       *[until] until { $until }
    }, for this reason:
          {"  "}{ $reason }

        This is the only answer: further mail from you is not answered{ $lasts ->
            [forever] .
           *[until] {" "}while the ban lasts.
        }

moderation-banned-player = player banned
    .detail = { $user } is banned from this server { $lasts ->
        [forever] for good
       *[until] until { $until }
    }: no new game with { $user } can start.

moderation-unbanned-notice =
    Hello { $user },

    A moderator lifted the ban of { $user }: your mail is answered again, and you may challenge players as before.
    .subject = Stratego: { $user } may play again

# The event of a board mail: a moderator decided or cancelled the game, or one of its
# players was banned.
moderation-adjudicated =
    A moderator decided this game, for this reason:
      {"  "}{ $reason }
moderation-cancelled =
    A moderator cancelled this game: it has no result and is not rated. The reason:
      {"  "}{ $reason }
moderation-forfeit-by-ban = { $user } was banned from this server by a moderator and loses by forfeit.

# What was done, told to the moderator (after "Done, <moderator>:").
moderation-done-ban = { $user } is banned { $lasts ->
        [forever] for good
       *[until] until { $until }
    }; { $games ->
    [0] no open game
    [one] { $games } open game ended by forfeit
   *[other] { $games } open games ended by forfeit
    }{ $tournaments ->
    [0] {""}
    [one] , withdrawn from { $tournaments } tournament
   *[other] , withdrawn from { $tournaments } tournaments
    }; { $user } was told.
moderation-done-unban = the ban of { $user } is lifted; { $user } was told.
moderation-done-reset = a password reset mail went to { $user }.
moderation-done-delete = the account { $user } is deleted; { $games ->
    [0] no open game
    [one] { $games } open game resigned
   *[other] { $games } open games resigned
    }{ $tournaments ->
    [0] {""}
    [one] , withdrawn from { $tournaments } tournament
   *[other] , withdrawn from { $tournaments } tournaments
    }; its finished games are played by { $name }.
# `$result`: who won and how, or a draw.
moderation-done-decided = game { $game } is decided: { $result }. Both players and the observers got the final board.
moderation-done-cancelled = game { $game } is cancelled, unrated. Both players and the observers got the final board.
moderation-done-announce = { $readers ->
    [one] the announcement went to { $readers } player.
   *[other] the announcement went to { $readers } players.
    }

moderation-too-many-resets = too many resets
    .detail = { $user } had { $limit } password reset mails today already, the most there may be. Try again tomorrow.

moderation-done =
    Done, { $moderator }: { $what }

    This action is in the moderation log.
    .subject = Stratego: moderation done

# Below an announcement, after the signature line: why the reader gets it and how to stop.
moderation-announcement-footer =
    You get this as a player of this server ({ $user }). To stop announcements, use your mail program's unsubscribe button, or send:
      stratego set { $user } <password> noannounce
    .subject = Stratego: { $title }
    .untitled = Stratego: announcement

moderation-unsubscribed =
    Hello { $user },

    You will get no more announcements. Your game mail is not changed. To get announcements again, send:
      stratego set { $user } <password> announce
    .subject = Stratego: no more announcements

# What `stratego set ... announce` and `... noannounce` did.
moderation-announce-on = announce: you get the club's announcements
moderation-announce-off = noannounce: you get no announcements; your game mail is not changed

# The moderation page (`/moderation`).
moderation-page = Moderation
    .intro = The bans and the games the moderators of this server decided or cancelled, newest first, with the reasons they gave.
    .bans = Bans
    .no-bans = No player has been banned.
    .decisions = Games decided or cancelled
    .no-decisions = No game has been decided or cancelled.
# The column heads of the page's tables.
moderation-page-column =
    .date = Date
    .player = Player
    .until = Until
    .reason = Reason
    .game = Game
    .decision = Decision
# The "until" cell of a ban.
moderation-page-lifted = lifted { $date }
moderation-page-for-good = for good
# The decision cell.
moderation-page-cancelled = cancelled, unrated
moderation-page-decided = result decided
