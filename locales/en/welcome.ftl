# The welcome: the answer to `stratego register`. Short on purpose: the first mail decides
# whether a newcomer plays. $words is the block of reply words (help-reply-words), indented.

welcome =
    Welcome, { $user }!

    Your userid { $user } is registered to the address { $address }.

    1. Confirm your address

    Reply to this mail (what you write is not read), or send:
      stratego confirm { $code }

    Until then { $user } cannot play. If the address is not confirmed by { $until }, the account is removed. If you did not register, ignore this mail.

    2. Start a game

    Challenge another player, or the computer ({ $robot }):
      stratego challenge { $user } <opponent> <password>
      stratego challenge { $user } { $robot } <password>

    You play Red and move first; to play Blue, name your opponent first.

    3. Play by replying

    Every mail about your game shows your board. To play, press reply and write on the first line. The first board asks for your army: reply with the word auto for a random one. After that, reply with a move like b4-b5: the square a piece stands on, then the square it goes to.

    Instead of a move, a reply may hold one of these words:

    { $words }

    Anything else you write goes to your opponent.

    Help: send 'stratego help' for the overview, or 'stratego help moves' for one topic.

    Your password is stored only as a hash: it cannot be mailed back to you. If you forget it, send this, and reply to the mail it brings with a new one:
      stratego forgot { $user }

    To leave and have your data deleted: 'stratego help account'.
