# A command line that could not be read: the short reason (the error's subject) and the
# detail. $word is what the sender wrote; $usage the forms of the command, as a block.
# Command words stay as they are in every language.

syntax-unknown = unknown command
    .missing = The command word after 'stratego' is missing; send 'stratego help commands' for the list of commands.
    .near =
        '{ $word }' is not a command; did you mean '{ $verb }'? It is written:
        { $usage }

        Send 'stratego help commands' for the list of commands.
    .detail = '{ $word }' is not a command; send 'stratego help commands' for the list of commands.

syntax-usage = wrong number of words
    .detail =
        Wrong number of words. Write it as:
        { $usage }

syntax-game-number = bad game number
    .detail = '{ $word }' is not a game number; game numbers are whole numbers like 12.

syntax-userid = bad userid
    .detail = '{ $word }' is not a valid userid: 2 to 20 characters, letters, digits, '_', '.' or '-', starting with a letter.

syntax-password = bad password
    .detail = The password is not valid: 1 to 64 printable characters without spaces.

syntax-setting = unknown setting
    .detail = '{ $word }' is not a setting; use flip, noflip, html, nohtml, announce, noannounce, password <new> or address <email>.

syntax-move = unreadable move
    .none = No move given.
    .detail = '{ $word }' is not a move: write the square the piece stands on and the square it goes to, like e4-e5.
    .square = '{ $word }' is not a square: write a column letter and a row number, like e4.

syntax-ply-number = bad move number
    .detail = '{ $word }' is not a move number; write it like e4-e5#12, or leave the #N off.

syntax-address = bad address
    .detail = '{ $word }' is not a mail address.

syntax-placeholder = placeholder in the command
    .detail = '{ $word }' is a placeholder from our mails: write your own value in its place (for a password, your own password, the one you registered with), without angle brackets or stars. Words in <angle brackets> stand for what you fill in, and '********' is how our replies hide a password.

syntax-code = bad confirmation code
    .detail = '{ $word }' is not a confirmation code; the code is the word of letters and digits after 'stratego confirm' in the confirmation mail.

syntax-days = bad number of days
    .detail = '{ $word }' is not a number of days; write a whole number like 14, or 0 to come back.

syntax-tournament-number = bad tournament number
    .detail = '{ $word }' is not a tournament number; tournament numbers are whole numbers like 3.

syntax-rounds = bad number of rounds
    .detail = '{ $word }' is not a number of rounds; write it like -swiss=5, or -swiss alone.

syntax-ban-days = bad length of ban
    .detail = '{ $word }' is not a length of ban; write a whole number of days from 1, or forever.

syntax-winner = bad result
    .detail = '{ $word }' is not a result; write red, blue or draw (the winner, or a draw).

syntax-systems = two tournament systems
    .detail = { $first } and { $second } cannot go together: a tournament has one system, -swiss (the default), -swiss=ROUNDS, -roundrobin or -doubleroundrobin.

syntax-tournament-name = bad tournament name
    .detail =
        A tournament's name is 1 to 40 characters, written before its options, like:
          stratego tournament new <userid> <password> Spring club -swiss=5

syntax-tournament-word = unknown tournament command
    .detail = '{ $word }' is not a tournament command; after 'tournament' come new, join, leave, close, reopen, start, cancel, or a tournament's number.

# The placeholders and notes in the forms of the commands (`stratego register <userid>
# <password>`): words for the reader, in angle brackets as in English.
syntax-placeholders =
    .code = <code from the confirmation mail>
    .army-in-body = (the army in the body)
    .message-in-body = (the message in the body)
    .back-now = (0: back now)
    .new-password = <new password>
    .new-address = <new address>
    .days-or-forever = <days|forever>
    .from-to = <from>-<to>
    .userid = <userid>
    .password = <password>
    .opponent = <opponent>
    .options = [options]
    .game = <game>
    .square = <square>
    .topic = <topic>
    .days = <days>
    .name = <name>
    .number = <number>
    .why = <why>
    .title = <title>
