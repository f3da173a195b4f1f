# Der Satz eines Kampfes. Ziffern, Spionin, Bombe und Fahne sind weiblich (die 9), ein
# Dominostein männlich (der Stein [5-3]).

battle-piece = { $owner ->
    [you] { $kind ->
        [tile] dein
       *[other] deine
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    }
   *[other] { $kind ->
        [tile] der
       *[other] die
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    } von { $side }
}
battle-piece-at = { $owner ->
    [you] { $kind ->
        [tile] dein
       *[other] deine
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    } auf { $square }
   *[other] { $kind ->
        [tile] der
       *[other] die
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    } von { $side } auf { $square }
}
battle-target = { $owner ->
    [you] { $kind ->
        [tile] deinen
       *[other] deine
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    }
   *[other] { $kind ->
        [tile] den
       *[other] die
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    } von { $side }
}
battle-target-at = { $owner ->
    [you] { $kind ->
        [tile] deinen
       *[other] deine
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    } auf { $square }
   *[other] { $kind ->
        [tile] den
       *[other] die
    } { $kind ->
        [spy] Spionin
        [bomb] Bombe
        [flag] Fahne
        [tile] Stein { $rank }
       *[other] { $rank }
    } von { $side } auf { $square }
}

battle-flag = { $owner ->
    [you] deine Fahne
   *[other] die Fahne von { $side }
}
battle-flag-at = { $owner ->
    [you] deine Fahne auf { $square }
   *[other] die Fahne von { $side } auf { $square }
}
battle-flag-tile = { $owner ->
    [you] deine Fahne, den Stein { $tile }
   *[other] die Fahne von { $side }, den Stein { $tile }
}
battle-flag-tile-at = { $owner ->
    [you] deine Fahne, den Stein { $tile }, auf { $square }
   *[other] die Fahne von { $side }, den Stein { $tile }, auf { $square }
}

battle-struck = { $attacker } griff { $defender } an: { $result ->
    [defender] { $lost } fiel
    [attacker] { $lost } fiel
    [both] beide fielen
    [flag-lost-both] beide fielen, darunter { $flag }
   *[both-flags] beide Fahnen fielen
}.
battle-struck-and-fell = { $attacker } griff { $defender } an und fiel: { $flag } ist verloren.
battle-captured = { $attacker } eroberte { $flag }.
battle-captured-and-fell = { $attacker } eroberte { $flag } und fiel dabei.
