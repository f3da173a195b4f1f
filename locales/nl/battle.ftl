# De zin van een gevecht.

battle-piece = { $owner ->
    [you] jouw { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    }
   *[other] de { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    } van { $side }
}
battle-piece-at = { $owner ->
    [you] jouw { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    } op { $square }
   *[other] de { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    } van { $side } op { $square }
}
battle-target = { $owner ->
    [you] jouw { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    }
   *[other] de { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    } van { $side }
}
battle-target-at = { $owner ->
    [you] jouw { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    } op { $square }
   *[other] de { $kind ->
        [spy] spion
        [bomb] bom
        [flag] vlag
        [tile] steen { $rank }
       *[other] { $rank }
    } van { $side } op { $square }
}

battle-flag = { $owner ->
    [you] jouw vlag
   *[other] de vlag van { $side }
}
battle-flag-at = { $owner ->
    [you] jouw vlag op { $square }
   *[other] de vlag van { $side } op { $square }
}
battle-flag-tile = { $owner ->
    [you] jouw vlag, de steen { $tile }
   *[other] de vlag van { $side }, de steen { $tile }
}
battle-flag-tile-at = { $owner ->
    [you] jouw vlag, de steen { $tile }, op { $square }
   *[other] de vlag van { $side }, de steen { $tile }, op { $square }
}

battle-struck = { $attacker } viel { $defender } aan: { $result ->
    [defender] { $lost } sneuvelde
    [attacker] { $lost } sneuvelde
    [both] beide sneuvelden
    [flag-lost-both] beide sneuvelden, waaronder { $flag }
   *[both-flags] beide vlaggen vielen
}.
battle-struck-and-fell = { $attacker } viel { $defender } aan en sneuvelde: { $flag } is verloren.
battle-captured = { $attacker } veroverde { $flag }.
battle-captured-and-fell = { $attacker } veroverde { $flag } en sneuvelde daarbij.
