# Accounts: registering, the answers to `stratego set`, the notice of a changed address.
# The welcome that answers `register` is the help's (help.ftl); its subject is here.

account-server-address = the server's address
    .detail = { $address } is this server's own address: it cannot hold an account. Register from your own address.

account-too-many = too many accounts
    .detail = The address { $address } holds { $held } accounts already, the most one address may hold. Use one of them (send 'stratego games' for their games), or register from another address.

account-userid-taken = userid taken
    .detail = The userid { $userid } is already registered. Choose another userid and send the register command again.

account-robot-userid = userid taken
    .detail = The userid { $robot } is the computer opponent's: challenge it to play it (stratego challenge { $user } { $robot }). Choose another userid and send the register command again.

# `set ... language fr`, `register ... -language=fr`: a language the server does not have.
account-unknown-language = unknown language
    .detail =
        '{ $code }' is not a language of this server. Write one of its three codes: de (Deutsch), nl (Nederlands) or en (English), like:
        { $command ->
            [register] {"  "}stratego register <userid> <password> -language=de
           *[set] {"  "}stratego set <userid> <password> language de
        }

# The subject of the confirmation mail that answers `register`.
account-registered-subject = Stratego: registered { $user } - please confirm

# The answer to `set`: what was done, after `Done for alice: `.
account-set-done = Done for { $user }: { $what }.
    .subject = Stratego: settings of { $user } changed
account-set-flip = flip: as Blue you see your army at the bottom of the board
account-set-noflip = noflip: Red's side is always at the bottom of your board
account-set-html = html: your board mails carry the board as a table (HTML) after the text
account-set-nohtml = nohtml: your board mails are plain text only
account-set-password = your password has been changed; replies to your older game mails no longer count, reply to the next ones
account-set-address = your address is now { $address }
# Said in the language just chosen.
account-set-language = language en: your mails from now on are in English

# To the old address of an account whose address was changed.
account-address-changed =
    Hello { $user },

    The address of your Stratego account has been changed from { $old } to { $new } by a mail from { $from }. Your game mail now goes to the new address.

    If you did not ask for this, someone knows your password.
    .subject = Stratego: your address was changed
