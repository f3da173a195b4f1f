# Playing a game: challenge, deploy, move, draw, resign, chat. What a refusal says, and
# the line above the board that says what happened.

play-not-your-game = not your game
    .detail = { $user } does not play in game { $game }.

play-unknown-userid = unknown userid
    .detail = No user '{ $user }' is registered: both players must register before a challenge.

play-same-player = same player twice
    .detail = A game needs two different players.

play-not-a-players-address = not a player's address
    .detail = A challenge must come from the registered address of { $red } or { $blue }; your mail came from { $from }.

play-opponent-not-confirmed = opponent not confirmed
    .detail = { $opponent } has registered but has not confirmed their address yet, so they cannot be challenged. Send the challenge again once { $opponent } has replied to the confirmation mail.

play-empty-message = empty message
    .detail = Your chat mail has no text: write the message in the body (quoted lines and the signature are left out).

# The start of the sender's answer when a reply held no move on their turn.
play-no-move-made = No move was made; it is still your turn.

play-robot-reads-nothing = the robot reads no messages
    .detail = { $robot } is the computer player: it reads no messages, and nobody watches game { $game }, so your text would reach no one. To play, reply with your move on the first line, like e4-e5.

# Under a relayed message, for the opponent ...
play-answer-by-reply = Reply to this mail to answer { $author }. A reply whose first line is a move plays it.
# ... and for an observer.
play-watching = (You get this because you watch game { $game }.)

play-message-subject = Stratego game { $game }: message from { $author }
play-message-sent-subject = { $moved ->
    [no] Stratego game { $game }: message sent, no move made
   *[yes] Stratego game { $game }: message sent
}

# Where a message went. $observers: how many watch (0 when none).
play-message-went = { $observers ->
    [0] Your message went to { $opponent }.
    [one] Your message went to { $opponent } and the observer of game { $game }.
   *[other] Your message went to { $opponent } and the { $observers } observers of game { $game }.
}
play-message-went-robot = { $observers ->
    [one] Your message went to the observer of game { $game }; { $opponent }, the computer player, reads no messages.
   *[other] Your message went to the { $observers } observers of game { $game }; { $opponent }, the computer player, reads no messages.
}

# Under the event, for a player whose comment went to the computer ($robot).
play-comment-not-read = Your comment was not passed on: { $robot } reads no messages.

# What happened to a draw offer. $user: who offered or answered; $robot: the computer.
play-draw-offered = { $user } offers a draw.
play-draw-agreed = { $user } agreed to the draw offered.
play-draw-accepted = { $user } accepted the draw.
play-draw-declined = { $user } declined the draw.
play-draw-robot-accepted = { $user } offered a draw; { $robot } accepted it.
play-draw-robot-declined = { $user } offered a draw; { $robot } declined it.
# The offerer's own line.
play-draw-you-offered = You offered a draw. { $opponent } may accept or reject it.

play-resigned = { $user } resigned.

# A swap of two pieces in setup.
play-swapped = { $user } swapped the pieces on { $a } and { $b }.

# A new game: for the challenger ... ($color: the challenger's, red or blue)
play-you-challenged = { $color ->
    [red] You have challenged { $opponent }: you play Red and move first, { $opponent } plays Blue.
   *[blue] You have challenged { $opponent }: you play Blue, { $opponent } plays Red and moves first.
}
# ... and for the player challenged.
play-challenged-you = { $color ->
    [red] { $challenger } has challenged you: { $challenger } plays Red and moves first, you play Blue.
   *[blue] { $challenger } has challenged you: { $challenger } plays Blue, you play Red and move first.
}
# After it, when the computer ($robot) set up at once.
play-robot-deployed = { $robot } has deployed its army.

play-you-deployed = You have deployed your army.
play-deployed = { $user } has deployed their army.
# The second army is in.
play-game-begins = { $user } has deployed. Both armies are in: the game begins, Red moves first.

# A move. $side: the mover's side (see `side`).
play-played = { $user } ({ $side }) played { $move }.

play-robot-cannot-play = robot cannot play this game
    .detail = { $robot } cannot play this challenge: { $why }. No game was made; challenge it to one of those, or challenge a person to a { $kind } game.
    .deploy = { $why }.

# The end of a comment cut short; $max: the most characters a comment keeps.
play-comment-cut = [... cut: comments are limited to { $max } characters]
