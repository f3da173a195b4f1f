# The words under a board (text and HTML), and the labels of its squares.
# $red and $blue are how each army's pieces look on this board ([x], (x)).

# Whose view the board is. $viewer: red, blue (a player), observer, or referee (both
# armies open, once a game is over).
board-viewer = { $viewer ->
    [red] You are Red: your pieces are { $red }, Blue's are { $blue }.
    [blue] You are Blue: your pieces are { $blue }, Red's are { $red }.
    [observer] Observer's view: Red pieces are { $red }, Blue pieces are { $blue }.
   *[referee] Both armies open: Red pieces are { $red }, Blue pieces are { $blue }.
}

# $side: the side that moved (see `side`), $ply: the move's number.
board-last-move = Last move: { $side } { $from }-{ $to } (move { $ply }).

# $red, $blue: yes when that side has deployed.
board-setting-up = Setting up: Red { $red ->
    [yes] has deployed
   *[no] has not deployed yet
}, Blue { $blue ->
    [yes] has deployed
   *[no] has not deployed yet
}.

# $you: yes when the reader is to move; else $side is. $next: the move's number.
board-to-play = { $you ->
    [yes] You are to play move { $next }.
   *[no] { $side } is to play move { $next }.
}
# After board-to-play, when $side offers a draw.
board-draw-offered = { $side } offers a draw.

# $result: the outcome (see result.ftl).
board-game-over = Game over: { $result }.

# $pieces: the lost pieces' symbols (9 9 B).
board-lost = { $side } has lost: { $pieces }
board-lost-none = { $side } has lost: none

# $by_you: yes for a player, no for an observer.
board-unseen = { $by_you ->
    [yes] { $side } pieces not yet seen by you:
   *[no] { $side } pieces not yet seen:
}

# The first column of the table of unseen pieces: each rank, how many of it.
board-table =
    .rank = rank
    .count = count

# The legend under a text board. $ranks: the game's ranks (1 Marshal .. 9 Scout, S Spy,
# B Bomb, F Flag). $nb stands between a mark and its meaning: a line never breaks there.
board-legend = Legend: [x] Red piece, (x) Blue piece, x its rank ({ $ranks }), ? a rank not known to you, . empty, ~ lake. After a piece: '{ $nb }it has moved, !{ $nb }its rank is known to the opponent, *{ $nb }both.
board-legend-tiles = Legend: [53] Red tile, (53) Blue tile: attack digit, then defence digit; ?? a tile not known to you, . empty. After a tile: '{ $nb }it has moved, !{ $nb }it is known to the opponent, *{ $nb }both.
# After the legend once a move was played.
board-legend-last-move = > marks the two squares of the last move.

# The legend under an HTML board.
board-html-legend = Legend: a piece shows its rank ({ $ranks }), ? a rank not known to you, ~ a lake. After the rank: ' it has moved, ! its rank is known to the opponent, * both.
board-html-legend-tiles = Legend: a tile shows its attack digit, then its defence digit; ?? a tile not known to you. After the digits: ' it has moved, ! its rank is known to the opponent, * both.
# After the HTML legend once a move was played; $frame is the word below, drawn framed.
board-html-legend-last-move = A thick { $frame } marks the two squares of the last move.
board-html-legend-frame = frame

# What the HTML board's table shows, for screen readers. $viewer as in board-viewer.
board-label = { $viewer ->
    [red] The board as Red sees it
    [blue] The board as Blue sees it
    [observer] The board as an observer sees it
   *[referee] The board with both armies open
}

# The title of a square of the HTML board: the square, then what it holds (e4 red
# Marshal, moved, last move).
board-cell =
    .lake = lake
    .empty = empty
    .red = red
    .blue = blue
    .unknown = unknown
    .moved = , moved
    .known = , known to the opponent
    .last-move = , last move
