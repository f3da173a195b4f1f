# Confirmations: a new account's address, a challenge held until its sender confirms it,
# and the refusals of a code.

# `$doing`: challenge, watch or tournament.
confirm-not-confirmed = address not confirmed
    .detail = { $user } cannot { $doing ->
        [watch] watch a game
        [tournament] tournament
       *[challenge] challenge
    } before its address is confirmed. Reply to the mail that answered the registration (the subject starts 'Stratego: registered { $user }'), or send the line 'stratego confirm <code>' it shows, from { $address }. An account not confirmed within { $days } days of registering is removed.

confirm-too-many-held = too many challenges waiting
    .detail =
        { $challenger } has { $held } challenges waiting for confirmation already, the most there may be. Confirm them by replying to their confirmation mails, or send the challenge with your password as its last word:
        {"  "}{ $command } <password>

# `$shown` is confirm-comment, or nothing.
confirm-held-challenge =
    Hello { $challenger },

    A mail from your address challenged { $opponent }:
    {"  "}{ $command }
    { $shown }
    A challenge without your password is held until you confirm that you sent it: { $opponent } hears nothing before that.

    To confirm, reply to this mail (what you write is not read), or send:
      stratego confirm { $code }

    If you did not send it, ignore this mail: the challenge is dropped on { $until }.

    A challenge that carries your password as its last word, or that you send as a reply to a mail of one of your games, starts at once:
    {"  "}{ $command } <password>
    .subject = Stratego: confirm your challenge of { $opponent }
# The comment of a held challenge, as the opponent would see it (`$quoted`: its lines,
# each after `  | `).
confirm-comment =
    with the comment:
    { $quoted }

confirm-unknown-code = unknown confirmation
    .detail = This is no confirmation code this server gave out, or one so old that it was forgotten. Reply to the newest confirmation mail you got, or send the command again (a new registration, a new challenge) for a new one.

confirm-expired = confirmation expired
confirm-expired-account = This confirmation counted until { $until }. The account was not confirmed in time and is removed: register again, and reply to the new confirmation mail.
confirm-expired-challenge =
    This confirmation counted until { $until }. The challenge was dropped. Send it again, with your password as its last word so that it needs no confirmation:
    {"  "}{ $command } <password>

confirm-account-gone = unknown confirmation
    .detail = The account this confirmation was for does not exist any more.

confirm-from-elsewhere = confirmation from another address
    .detail = A confirmation counts only from the address its mail was sent to (the registered address of { $user }); your mail came from { $from }, so it confirmed nothing. Reply to the confirmation mail from the address it came to.

confirm-confirmed =
    Hello { $user },

    Your address { $address } is confirmed: { $user } can now play and watch games.

    To start a game, send one of these:

      stratego challenge { $user } <opponent> <password>
      stratego challenge { $user } { $robot } <password>

    You play Red and move first; to play Blue, name your opponent first. Send 'stratego help' for the overview.
    .subject = Stratego: { $user } confirmed

# `$used`: account, game (the challenge became game `$game`) or challenge.
confirm-already-used = already confirmed
    .detail = This confirmation was used on { $when }: { $used ->
        [account] the address of the account was confirmed then
        [game] the challenge became game { $game } then
       *[challenge] the challenge was answered then
    }. Nothing more to do; a confirmation counts once.

