# Plain replies: a mail to a player's reply address (the Reply-To of every mail about a
# game) that could not be read, or came from another address.

reply-unknown-address = unknown reply address
    .detail =
        The address you wrote to is not a reply address this server gave out, so the mail was not read as a move. Reply to the newest mail of your game, or send the command with your password, like
          stratego move <game> <userid> <password> e4-e5
        Send 'stratego help' for the list of commands.

reply-old-address = old reply address
    .detail =
        You replied to a mail of game { $game } whose reply address was replaced on { $date } (the password or address of { $user } changed since), so the mail was not read as a move. Reply to a newer mail of game { $game }, or send the command with your password, like
          stratego move { $game } { $user } <password> e4-e5

reply-used-from-elsewhere =
    Hello { $user },

    A mail from { $from } was sent to your reply address for game { $game }. Only mail from your registered address ({ $address }) counts there, so it changed nothing.

    If you sent it from another address of yours, send it again from { $address }, or change your registered address with:
      stratego set { $user } <password> address <new address>

    If you did not, someone has a copy of a mail of this game; changing your password gives your games new reply addresses:
      stratego set { $user } <password> password <new password>
    .subject = Stratego game { $game }: your reply address was used from another address

reply-empty = empty reply
    .detail = Your reply in game { $game } holds no text of yours (quoted lines and signatures are not read). Write your move, like e4-e5, on the first line of your reply.

# `$guess` is reply-did-you-mean, or empty.
reply-not-understood = reply not understood
    .detail =
        Your reply in game { $game } was not understood: '{ $line }' is neither a move nor a reply word{ $guess }. Nothing was played and nothing was passed on to your opponent.

        Write a move as the square a piece stands on, then the square it goes to:
          e4-e5

        Or reply with one of these words:
          draw  accept  reject  resign  show

        Before the game starts, reply with your army, auto, or a swap like:
          swap a1 b1

        To write to your opponent, write a sentence.

reply-did-you-mean = { " " }(did you mean { $word }?)

# How a plain reply is quoted in the answers to it.
reply-quoted = { $line }   (your reply in game { $game })
