# The rules' refusals as a player reads them: an illegal move, an army that cannot be used,
# a setup step, a draw or resignation at the wrong time, a challenge option. Squares (e4),
# moves (e4-e5), army symbols and options (-small) are the same in every language.

## Pieces, by `$rank`: marshal, general, colonel, major, captain, lieutenant, sergeant,
## miner, scout, spy, bomb, flag, or tile (a Domino tile, written `$tile` as 5-3).

errors-your-piece = { $rank ->
        [marshal] your Marshal
        [general] your General
        [colonel] your Colonel
        [major] your Major
        [captain] your Captain
        [lieutenant] your Lieutenant
        [sergeant] your Sergeant
        [miner] your Miner
        [scout] your Scout
        [spy] your Spy
        [bomb] your Bomb
        [flag] your Flag
       *[tile] your tile [{ $tile }]
    }
    .start = { $rank ->
        [marshal] Your Marshal
        [general] Your General
        [colonel] Your Colonel
        [major] Your Major
        [captain] Your Captain
        [lieutenant] Your Lieutenant
        [sergeant] Your Sergeant
        [miner] Your Miner
        [scout] Your Scout
        [spy] Your Spy
        [bomb] Your Bomb
        [flag] Your Flag
       *[tile] Your tile [{ $tile }]
    }

# More than one piece of a rank, in "too many Colonels".
errors-pieces = { $rank ->
        [marshal] Marshals
        [general] Generals
        [colonel] Colonels
        [major] Majors
        [captain] Captains
        [lieutenant] Lieutenants
        [sergeant] Sergeants
        [miner] Miners
        [scout] Scouts
        [spy] Spies
        [bomb] Bombs
        [flag] Flags
       *[tile] tiles
    }

errors-color = { $color ->
        [red] Red
       *[blue] Blue
    }

## A move the rules do not allow: the reason first, the move named once. `$noun` is piece,
## or tile in Domino.

errors-illegal-move = illegal move
errors-move-not-started = The game has not started: both armies must be deployed first, so { $mv } is not allowed.
errors-move-over = The game is over, so { $mv } is not allowed.
errors-move-not-your-turn = It is not your turn: { $color } is to move, so { $mv } is not allowed.
errors-move-off-board = { $square } is not on the board, so { $mv } is not allowed.
errors-move-empty = { $square } is empty, so { $mv } is not allowed.
errors-move-not-yours = The { $noun ->
        [tile] tile
       *[piece] piece
    } on { $square } is not yours, so { $mv } is not allowed.
errors-move-immovable = { $rank ->
        [flag] The flag cannot move: your piece on { $square } is a flag
       *[bomb] Bombs cannot move: your piece on { $square } is a bomb
    }, so { $mv } is not allowed.
errors-move-same-square = { $mv } does not go anywhere.
errors-move-not-straight = { $mv } is not a straight move: { $noun ->
        [tile] tiles
       *[piece] pieces
    } move along rows and columns, never diagonally.
errors-move-lake = { $square } is a lake: no piece may enter it, so { $mv } is not allowed.
errors-move-own-piece = { $to } holds one of your own { $noun ->
        [tile] tiles
       *[piece] pieces
    }, so { $mv } is not allowed.
# `$piece` is errors-your-piece.start.
errors-move-too-far = { $piece } moves one square at a time; { $rank ->
        [tile] no tile moves farther
       *[other] only Scouts (9) move farther
    }, so { $mv } is not allowed.
errors-move-blocked = The way is blocked at { $at }; a Scout cannot pass pieces or lakes, so { $mv } is not allowed.
errors-move-scout-strike = In this game a Scout that moves more than one square may not strike in the same move, so { $mv } is not allowed.
# `$count` is an ordinal number: 4th.
errors-move-two-squares = Two-squares rule: { $mv } would be the { $count ->
        [one] { $count }st
        [two] { $count }nd
        [few] { $count }rd
       *[other] { $count }th
    } move in a row of that { $noun ->
        [tile] tile
       *[piece] piece
    } between { $a } and { $b }; the limit in this game is { $limit }.
# `$piece` is errors-your-piece, `$chased` errors-chased, `$back` errors-move-chase-back or
# nothing.
errors-move-chase = More-squares rule: { $piece } on { $from } is chasing { $chased } (a continuous chase since move { $since }), and { $mv } would bring back a position that already occurred during this chase, which the chaser may not do. Play a move that does not threaten { $chased } (a move of another piece, or to a square not next to it): that ends the chase{ $back }.
errors-move-chase-back = ; or { $back }, back to where this piece came from on your last turn, which the rule always allows
# The chased pieces: `$last` alone, or `$init` (a list with commas) and `$last`.
errors-chased = { $count ->
        [0] no enemy piece
        [one] the enemy piece on { $last }
       *[other] the enemy pieces on { $init } and { $last }
    }

# A move sent while the opponent is to move: not a wrong move but a wrong moment.
errors-not-your-turn = not your turn
    .detail = It is not your turn: { $opponent } is to move. Your move { $mv } was not played; send it again when your board says it is your move.

# A move marked `#n` when another ply is next.
errors-stale-move = stale move
    .detail = You marked { $mv } as move #{ $n }, but the next move of game { $game } is #{ $next }: the board has changed since you wrote it (or this move was already played). Look at your latest board, then send your move again.

## Setting up.

errors-setup-closed = game has started
errors-armies-fixed = Both armies are in and the game has started ({ $count } { $count ->
        [one] move
       *[other] moves
    } played): armies can no longer be changed.
errors-game-over = The game is over.

errors-cannot-deploy = cannot deploy
errors-cannot-swap = cannot swap
errors-setup-started = the game has started: armies can no longer be changed.
errors-setup-over = the game is over.
errors-setup-wrong-variant = this army is for the { $army } game, but this is a { $game } game.
errors-setup-no-deal = no tiles were dealt in this game, so no army can be set up.
errors-setup-not-dealt = you were not dealt the tile [{ $tile }]: use only the tiles of your deal.
errors-setup-not-deployed = you have not deployed an army yet: send a deploy first.
errors-setup-not-your-square = { $square } is not one of your setup squares.
errors-setup-same-square = swap needs two different squares.

## An army that cannot be used: every problem, then how an army is written.

errors-bad-army = bad army
errors-army-problems = The army could not be used ({ $count } { $count ->
        [one] problem
       *[other] problems
    }):
errors-army-too-few-symbols = the army has { $found } symbols but needs { $expected }: one for each of your setup squares
errors-army-piece-count = { $found } pieces given, an army has { $expected }
errors-army-unknown-symbol = line { $line }: '{ $symbol }' is not an army symbol ({ $sparse ->
        [yes] use 1-9, S, B, F, ? or . for an empty square
       *[no] use 1-9, S, B, F or ?
    })
errors-army-too-many = too many { $pieces } ({ $symbol }): { $found } given, an army has { $expected }
errors-army-too-few = too few { $pieces } ({ $symbol }): { $found } given, an army has { $expected }
errors-army-no-room = { $missing } pieces are not named but only { $jokers } squares are marked ? for them: put a ? or the piece's letter on one more square for each
errors-army-unknown-tile-symbol = line { $line }: '{ $symbol }' is not part of a tile: write each tile as its two digits 0-6, attack first (53, 5-3 or [5-3]), or ? for a tile left to chance
errors-army-tile-twice = the tile [{ $tile }] is in the army twice: each of your tiles goes on one square
errors-army-not-dealt = you were not dealt the tile [{ $tile }]: use only the tiles of your deal
errors-army-too-many-tiles = the army has { $found } tiles but needs { $expected }: one for each of your setup squares
errors-army-more = ... and { $count } more problems
errors-army-help =
    An army is { $size } symbols, { $rows } rows of { $files }, your front row first, each row from your left.
    Pieces: { $table }. Use ? for any piece you leave to chance, or the single word auto.
errors-army-help-sparse = The { $pieces } pieces stand anywhere on your { $squares } home squares: put . (or -) on each square you leave empty.
errors-army-help-tiles = An army is { $size } tiles, { $rows } rows of { $files }, your front row first, each row from your left. Write each tile attack digit then defence digit (53, 5-3 or [5-3]); use ? for a tile you leave to chance, or the single word auto.
errors-army-your-tiles = Your tiles: { $deal }
errors-army-kept = Your previous army stays in place.
errors-army-none = No army was set.

## Draws and resignations at the wrong time.

errors-not-possible-now = not possible now
errors-action-over = the game is over.
errors-action-not-started = a draw can be offered once the game has started.
errors-action-no-offer = there is no draw offer from your opponent to answer.
errors-action-already-offered = you have already offered a draw; wait for the answer.

## Challenge options.

errors-bad-option = bad challenge option
errors-option-unknown = unknown option '{ $option }': the options are -small, -barrage, -duel, -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=DAYS, -forfeit=DAYS.
errors-option-number = option '{ $option }' needs a whole number from { $min } to { $max }, like { $option }={ $example }.
errors-option-reveal = option '-reveal' takes keep or turn, like -reveal=turn.
errors-option-chase = option '-chase' takes on or off, like -chase=off.
# `$how`: short (the forfeit time is 1 day), given (the player wrote -nag) or default.
errors-option-nag = the reminder time (-nag={ $nag }) must be shorter than the forfeit time (-forfeit={ $forfeit }): { $how ->
        [short] -forfeit needs at least 2 days, so that a reminder can come first
        [given] give a shorter one, like -nag={ $shorter }
       *[default] -nag={ $nag } is the default, so add a shorter one, like -nag={ $shorter }
    }.
errors-option-conflict = { $first } and { $second } cannot go together: a game is of one kind, so give only one of -small, -barrage, -duel, -domino (or none for the classic game).

## Words that are no square or move (in a command's syntax error).

errors-parse-square = '{ $text }' is not a square: write a column letter and a row number, like e4
errors-parse-move = '{ $text }' is not a move: write the square the piece stands on and the square it goes to, like e4-e5
