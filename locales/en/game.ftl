# A board mail: its subject, its first lines, and what to do next. Reply words (swap,
# draw, resign, show, accept, reject, auto) are the reader's own; commands stay as they
# are. A line that starts with two spaces is a block (a command to copy).

# Subjects. $game: the game's number; $opponent, $player: userids; $result: result.ftl.
game-subject-over = Stratego game { $game }: game over - { $result }
game-subject-deploy = Stratego game { $game }: deploy your army
game-subject-waiting-deploy = Stratego game { $game }: waiting for { $opponent } to deploy
game-subject-deploying = Stratego game { $game }: armies being deployed
game-subject-draw-offered = Stratego game { $game }: { $opponent } offers a draw
game-subject-you-offered = Stratego game { $game }: you offered a draw
game-subject-your-move = Stratego game { $game }: your move
game-subject-to-move = Stratego game { $game }: { $player } to move

# The first line of every board mail. $variant: classic, small, ... (as commands write it).
game-intro = Stratego game { $game } ({ $variant }): { $red } (Red) against { $blue } (Blue).
# The game's options as a challenge writes them (twosquare=off ...).
game-options = Options: { $options }

# A relayed comment's heading; its lines follow, marked.
game-comment = { $author } writes:

# What to do next, for a player whose game is over ...
game-next-over =
    For a new game, reply to this mail with:
      stratego challenge <userid> <opponent>
    From anywhere else, add your password as the last word.
# ... and for an observer.
game-next-over-observer =
    For a new game, send:
      stratego challenge <userid> <opponent> <password>
# A player who has deployed, while $opponent has not.
game-next-waiting-deploy =
    The game starts when { $opponent } has deployed. Until then you may send your army again, or swap two pieces with a reply like:
      swap a1 b1
# An observer of a game not over. $user: the observer's userid.
game-next-watching =
    You are watching this game. To stop, send:
      stratego unsubscribe { $game } { $user } <password>
# The player to move. $example: a legal move (e4-e5); $opponent: the other player.
game-next-your-move = Reply to this mail with your move on the first line, like { $example }; what you write below it goes to { $opponent }.
# The same against the computer ($opponent), which reads nothing.
game-next-your-move-robot = Reply to this mail with your move on the first line, like { $example }; { $opponent } is the computer and reads nothing else.
# After game-next-your-move, when no draw is offered.
game-next-or-reply = Or reply with draw, resign or show.
# After game-next-your-move, when $opponent offers a draw (a paragraph of its own).
game-next-draw-offered = { $opponent } offers a draw: reply with accept or reject. A move instead turns the offer down.
# The end of the mail of the player to move. $next: the move's number.
game-next-command =
    Without a reply address, send:
      stratego move { $game } { $user } <password> { $example }#{ $next }
# A player waiting for $player to move, while $opponent offers a draw.
game-next-waiting-draw = Waiting for { $player } to move; your board comes when they have. { $opponent } offers a draw: reply with accept or reject.
# A player waiting for $opponent to move: against a person, and against the computer.
game-next-waiting = Waiting for { $opponent } to move; your board comes when they have. Reply to this mail to write to { $opponent }, or with draw, resign or show.
game-next-waiting-robot = Waiting for { $opponent } to move. Reply with draw, resign or show.

# How to send an army. $size: symbols in all, $rows rows of $files; $table: the army
# table (1x1, 1x2, 2x3, ...).
game-deploy = Reply to this mail with the word auto for a random army, or with your army at the top: { $size } symbols in { $rows } rows of { $files }, your front row (next to the lakes) first, each row from your left to your right. Use ? for a piece you leave to chance.
game-deploy-table = pieces: { $table }
# Barrage and Duel: $pieces pieces on $size squares.
game-deploy-sparse = Your { $pieces } pieces stand anywhere on these { $size } squares: put . (or -) on each square you leave empty. A ? places one of the pieces you did not name.
game-deploy-example = For example:
# Domino: $tiles tiles dealt, $random of them at random; the hand follows on a line.
game-deploy-tiles = You were dealt these { $tiles } tiles: the [0-0], the [6-6] and { $random } at random. This line is a ready army (the [6-6] last, on your back row): reply with it as it is, or reordered.
game-deploy-tiles-rows = The army is { $size } tiles in { $rows } rows of { $files }: your front row first, each row from your left to your right. Write each tile as its attack digit, then its defence digit (53, 5-3 or [5-3]): 53 attacks with 5 and defends with 3, 35 the other way round. Use ? for a tile you leave to chance (turned at random), or the word auto.
# The end of the deploy instructions. $what: pieces or tiles.
game-deploy-again =
    Until both armies are in, you may send your army again, or swap two of your { $what ->
        [tiles] tiles
       *[pieces] pieces
    } with a reply like:
      swap a1 b1

    Without a reply address, send this with the army in the body:
      stratego deploy { $game } { $user } <password>

# The chaser's notice of the more-squares rule. $chased: the squares of the pieces
# chased (f6, or f6, g7 and a1), $count how many; $since: the move the chase began;
# $forbidden: the moves not allowed now, $moves how many (0 when none yet).
game-chase = More-squares rule: you are chasing { $count ->
    [one] the enemy piece on { $chased }
   *[other] the enemy pieces on { $chased }
} (a continuous chase since move { $since }). A chasing move may not bring back a position that already occurred during this chase{ $moves ->
    [0] : none of your moves does yet.
    [one] : { $forbidden } is not allowed now.
   *[other] : { $forbidden } are not allowed now.
}
# A list's last two: "f6, g7 and a1".
game-and = { $init } and { $last }
