# The sentence of a battle, in the board mail and the lines that tell a move.
# $owner: you (the reader's piece), or other (then $side names the side).
# $kind: digit, spy, bomb, flag or tile; $rank: the digit, or the tile ([5-3]). A rank
# is named by its digit, the others by a word. The server puts a capital
# on a sentence's first letter.

# A piece that strikes (the sentence's subject): "your 9", "Blue's bomb".
battle-piece = { $owner ->
    [you] your { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    }
   *[other] { $side }'s { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    }
}
battle-piece-at = { $owner ->
    [you] your { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    } at { $square }
   *[other] { $side }'s { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    } at { $square }
}
# A piece that is struck (the object).
battle-target = { $owner ->
    [you] your { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    }
   *[other] { $side }'s { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    }
}
battle-target-at = { $owner ->
    [you] your { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    } at { $square }
   *[other] { $side }'s { $kind ->
        [spy] spy
        [bomb] bomb
        [flag] flag
       *[other] { $rank }
    } at { $square }
}

# A side's flag: "your flag", "Blue's flag"; where the flag is a tile ($tile: [6-6]) the
# capture names it, and its square where the sentence stands alone.
battle-flag = { $owner ->
    [you] your flag
   *[other] { $side }'s flag
}
battle-flag-at = { $owner ->
    [you] your flag at { $square }
   *[other] { $side }'s flag at { $square }
}
battle-flag-tile = { $owner ->
    [you] your flag, the { $tile }
   *[other] { $side }'s flag, the { $tile }
}
battle-flag-tile-at = { $owner ->
    [you] your flag, the { $tile }, at { $square }
   *[other] { $side }'s flag, the { $tile }, at { $square }
}

# $attacker struck $defender (pieces as above). $result: defender or attacker ($lost is
# the piece that fell), both, flag-lost-both ($flag is the striker's flag), both-flags.
battle-struck = { $attacker } struck { $defender }: { $result ->
    [defender] { $lost } lost
    [attacker] { $lost } lost
    [both] both lost
    [flag-lost-both] both lost, { $flag } among them
   *[both-flags] both flags lost
}.
# The striker was its side's flag (a Domino [6-6]) and fell.
battle-struck-and-fell = { $attacker } struck { $defender } and fell: { $flag } is lost.
# The striker took the flag ($flag: battle-flag and its place).
battle-captured = { $attacker } captured { $flag }.
battle-captured-and-fell = { $attacker } captured { $flag } and was lost with it.
