# Passwords: a login that failed, a locked userid, and the notices to an account's owner
# about wrong passwords and use from another address.

login-wrong-password = wrong password
    .detail =
        The password for { $user } is wrong. After { $failures } wrong passwords within an hour a userid is locked for 15 minutes.

        Forgot it? Send this, and reply to the mail that comes to the address { $user } is registered with:
          stratego forgot { $user }

login-unknown = unknown userid
    .detail =
        No user '{ $user }' is registered. Check the spelling, or register it with:
          stratego register <userid> <password>

# $own is `yes` when the command came from the registered address (which the lock covers
# only when the wrong passwords came from it).
login-locked = account locked
    .detail = There were too many wrong passwords for { $user }: { $own ->
        [yes] its commands are refused
       *[other] its commands from addresses other than its registered one are refused
    } until { $until }. Try again after that.

login-locked-notice =
    Hello { $user },

    There were { $failures } wrong passwords for your userid within an hour, the last from { $from }.
    Commands for { $user } are refused until { $until }.

    If that was not you, someone is guessing your password: once the lock is over, change it with
      stratego set { $user } <password> password <new password>

    While you are locked out, your games' forfeit clocks stand still.
    .subject = Stratego: your account is locked for 15 minutes

# $addresses: one address a line, as a block.
login-elsewhere-notice =
    Hello { $user },

    Within the last day there { $count ->
        [one] was 1 wrong password
       *[other] were { $count } wrong passwords
    } for your userid in mails from addresses other than yours:
    { $addresses }

    They do not lock you out: commands from your own address work as before. If you did not send them, someone is guessing your password; a long password of your own keeps them out:
      stratego set { $user } <password> password <new password>
    You hear of such mails at most once a day.
    .subject = Stratego: wrong passwords for your userid from other addresses

# $command: the command as it came, passwords masked.
login-used-elsewhere =
    Hello { $user },

    Your account was used from the address { $from }, which is not your registered address, for the command:
    {"  "}{ $command }

    If that was not you, change your password at once:
      stratego set { $user } <password> password <new password>
    .subject = Stratego: your account was used from another address
