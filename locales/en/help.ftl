# The help: the overview (`stratego help`), one mail per topic (`stratego help moves`), the
# answer to a topic there is not. Topic names (moves, setup, ...) are command words: the same
# in every language. A line indented two more spaces than the prose is a block (a command, a
# table): sent as written, never wrapped.

# Subjects: the overview, one topic, the list of topics.
help-subject = Stratego: help
    .topic = Stratego: help on { $topic }
    .topics = Stratego: help topics

# The reply words and what each does, one a line (the code indents them as a block). The
# reader's own words first.
help-reply-words =
    draw     offer a draw
    accept   accept a draw offer
    reject   turn a draw offer down
    resign   give up the game
    show     send the board again

# What each topic answers, in the overview's list.
help-about =
    .moves = how pieces move and how to write a move; battles; rules
    .setup = how to send your army
    .variants = classic, small, barrage, duel and domino
    .options = the options of a challenge
    .robot = playing the computer
    .ratings = ratings, standings and a player's record
    .vacation = stopping your clocks while you are away
    .tournaments = tournaments: joining, playing, directing one
    .account = password, address and how boards look
    .watch = following other players' games
    .commands = every command, with its words

# $words: the reply words (help-reply-words) as a block; $topics: the list of topics.
help-overview =
    Stratego by mail

    Send each command as the subject of a mail to this address (or as the first line of the body). <userid> and <password> are yours; <game> is a game number.

    To start:

      stratego register <userid> <password>
      stratego challenge <userid> <opponent> <password>
      stratego challenge <userid> { $robot } <password>

    In a game, press reply: the first line you write is the command, with no password and no game number. Write your army (or auto) while the game is set up, then a move like b4-b5, or one of these words:

    { $words }

    Anything else you write goes to your opponent.

    A piece moves one square, not diagonally; Bombs and the Flag never move; a Scout goes any distance in a straight line over empty squares; no piece enters a lake (send 'stratego help moves').

    For one topic, send 'stratego help TOPIC', like 'stratego help moves'. The topics:

    { $topics }

# $topics: one `stratego help TOPIC` a line, as a block.
help-unknown =
    There is no help topic '{ $topic }'. Send 'stratego help TOPIC' with one of these:

    { $topics }

help-moves =
    Moves

    A piece moves one square forward, back or sideways, never diagonally. Bombs and the Flag never move. A Scout (9) moves any number of squares in a straight line, over empty squares only. No piece enters a lake, and one move moves one piece.

    Name the square a piece stands on and the square it goes to: e4-e5. Also read: e4e5, E4 E5 and e4xe5. A Scout names the square where it stops: b4-b8.

    Columns are a to j from Red's left, rows 1 to 10 from Red's side (in the small game a to h and 1 to 8). Red sets up on rows 1 to 4 and moves first; Blue on rows 7 to 10.

    In a game, reply to the newest mail with the move on the first line. From anywhere else, send it with your password:

      stratego move <game> <userid> <password> e4-e5

    Moves are numbered through the game, one number for each player's turn: Red plays move 1, Blue move 2, Red move 3, and so on. Your board says which move is next. Add #N to name it (e4-e5#12): a move sent twice, or after the board changed, is then refused instead of played blindly.

    Battles: when a piece moves onto an enemy, both are shown and the higher rank wins; equal ranks both go. The Spy takes the Marshal when the Spy strikes. A Bomb beats every piece but the Miner. Whoever takes the enemy Flag wins.

    Two-squares rule: a piece may not move back and forth between the same two squares more than 3 times in a row. Chase rule (more-squares): a piece chasing an enemy piece may not bring back a position that already occurred during that chase. Your board says when a rule stops a move.

# $army: an example army as a block; $classic, ...: the pieces of each game (1x1, 1x2, ...).
help-setup =
    Your army

    The first board of a game asks for your army. Reply with the word auto for a random army, or write your army at the top of the reply: one symbol a piece, your front row (next to the lakes) first, each row from your left to your right.

      1 Marshal   4 Major       7 Sergeant   S Spy
      2 General   5 Captain     8 Miner      B Bomb
      3 Colonel   6 Lieutenant  9 Scout      F Flag
      ? any piece you leave to chance

    A classic army, for example:

    { $army }

    The pieces of each game:

      classic  { $classic }
      small    { $small }
      barrage  { $barrage }
      duel     { $duel }

    In barrage and duel, your pieces stand anywhere on your 4 rows: write . (or -) for each empty square. In domino, the board lists the tiles you were dealt (send 'stratego help variants').

    Until both armies are in, you may send your army again, or swap two of your pieces with a reply like:

      swap a1 b1

    Without a reply address, send this with the army in the body:

      stratego deploy <game> <userid> <password>

help-variants =
    Games

    A challenge is a classic game unless it names another:

      classic   10x10 board, 40 pieces each (the default)
      -small    8x8 board, 24 pieces each
      -barrage  the classic board, 8 pieces each
      -duel     the classic board, 10 pieces each
      -domino   Domino Stratego, 8x10 board without lakes

    For example:

      stratego challenge <userid> <opponent> -small <password>

    All but domino play by the classic rules. The small game has no Marshal: there the Spy takes the General. In barrage and duel your pieces stand anywhere on your 4 home rows and the other squares stay empty.

    Domino: each player is dealt the [0-0], the [6-6] and 22 more tiles of a double-six set (the other 4 are never shown) and sets them on 3 rows, each tile turned as they like: the first digit attacks, the second defends. Every tile steps one square. In a battle the attacker's attack meets the defender's defence: the greater wins, equal both go; the [0-0] beats the [6-6] whoever strikes. Whoever destroys the other's [6-6] wins (both at once: a draw). No repetition rule unless asked for (-twosquare=N, -chase=on); 100 moves without a strike: a draw. Write each tile as its attack digit, then its defence digit: 53, 5-3 or [5-3].

help-options =
    Challenge options

    Options go between the two userids and your password:

      stratego challenge <userid> <opponent> -twosquare=5 <password>

      -twosquare=N     moves in a row between two squares (default 3,
                       0 for no limit)
      -noscoutstrike   a Scout that moves more than one square may not
                       strike
      -reveal=keep     pieces shown by a battle stay shown (the default)
      -reveal=turn     they are shown for one turn only
      -chase=off       no more-squares rule (default on)
      -nag=DAYS        a reminder after DAYS without a move (default 7)
      -forfeit=DAYS    the game is lost after DAYS (default 21)

    The game itself is an option too: -small, -barrage, -duel or -domino (send 'stratego help variants').

help-robot =
    Playing the computer

    No opponent at hand? Challenge the computer, { $robot }:

      stratego challenge <userid> { $robot } <password>

    Add -small, -barrage, -duel or -domino for those games; name { $robot } first to let it play Red. It sets up its army at once and answers each of your moves in the mail that shows yours, so you get one mail a move with both on the board.

    It sees only what its side may see and reads nothing you write. It accepts a draw when it is behind, or when no piece has fallen for 100 moves. Its games are rated like any other (marked robot in the standings).

help-ratings =
    Ratings

    Every game between two players that ends after both armies are in is rated (Glicko-2, one rating for each game: classic, small, ...). Resigning and losing on time count as a loss. A rating is provisional until there are enough games to be sure of it.

      stratego standings          the classic table
      stratego standings small    the table of another game
      stratego rating <userid>    a player's ratings and last games

help-vacation =
    Vacation

      stratego vacation <userid> <password> 14

    This stops the reminder and forfeit clocks of all your games for 14 days, and your opponents are told until when. A move of yours ends the vacation, and so does the same command with 0 days.

    Here a vacation is at most { $max } days at a time and { $per_year } days in any 365 days. Days not used because you came back early are given back.

help-account =
    Your account

      stratego set <userid> <password> password <new password>
      stratego set <userid> <password> address <new address>

    A new address must be confirmed, like the first: reply to the mail it brings. Either change gives your games new reply addresses, so old mails no longer move pieces.

    Mails come in English, German or Dutch. To choose the language (de, nl or en), or to choose it when you register:

      stratego set <userid> <password> language de|nl|en
      stratego register <userid> <password> -language=de

    Your board shows your own army at the bottom. To keep Red at the bottom always:

      stratego set <userid> <password> noflip
      stratego set <userid> <password> flip

    Board mails also hold the board as a table, for mail programs that show text in a proportional font. To get the text alone, or the table back:

      stratego set <userid> <password> nohtml
      stratego set <userid> <password> html

    The club's announcements come at most once a day. To stop them, or get them again:

      stratego set <userid> <password> noannounce
      stratego set <userid> <password> announce

    A forgotten password: send this from any address. A mail goes to your registered address; reply to it within an hour with the new password alone on the first line.

      stratego forgot <userid>

    To get everything stored about you, mailed to you as one file:

      stratego mydata <userid> <password>

    To leave, send this and reply to the mail it brings. Your open games are resigned, and your address, password and mail are deleted. Your finished games stay, played by a name like deleted-7.

      stratego leave <userid> <password>

help-watch =
    Watching games

      stratego games                the games being played
      stratego games <userid>       a player's games
      stratego show <game>          a game's board as an observer sees it
      stratego history <game>       every move of a game

    To get every board of a game as it is played:

      stratego subscribe <game> <userid> <password>
      stratego unsubscribe <game> <userid> <password>

    An observer sees what both players have revealed, never a hidden piece.

# $usages: every command's forms, one a line, as a block.
help-commands =
    Commands

    Each is the subject of a mail to this address. In a game, a reply needs only the words after the password.

    { $usages }

    The mod commands are for moderators: 'stratego help mod' says what each one does.
