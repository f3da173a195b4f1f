# The two sides and the pieces, as the board and its sentences name them.

# A side in prose. $side: red or blue.
side = { $side ->
    [red] Red
   *[blue] Blue
}

# A rank's name (legends, the titles of the HTML board). $rank: the rank's letter
# (1-9 as the army writes it: 1 the Marshal, 9 the Scout; S, B, F).
piece-name = { $rank ->
    [1] Marshal
    [2] General
    [3] Colonel
    [4] Major
    [5] Captain
    [6] Lieutenant
    [7] Sergeant
    [8] Miner
    [9] Scout
    [S] Spy
    [B] Bomb
   *[F] Flag
}

# A Domino tile, before its two digits: "tile [5-3]".
piece-tile = tile
