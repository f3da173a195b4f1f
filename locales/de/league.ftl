# Die Liga: die Tabelle, die Wertungen und Ergebnisse eines Spielers, die neuen Wertungen
# unter dem Ende einer gewerteten Partie. Die Spielarten (classic, small, ...) sind
# Befehlswörter und bleiben.

league-ratings = Wertungszahlen ({ $kind }): { $red }; { $blue }.
league-rating-change = { $user } { $rating } +/- { $deviation } ({ $change }, { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }{ $provisional ->
        [yes] , vorläufig
       *[no] {""}
    })

league-standings = Tabelle: { $kind } (Glicko-2-Wertungszahlen aus gewerteten Partien zwischen Spielern)
    .subject = Stratego: Tabelle { $kind }
league-standings-empty = Es ist noch keine gewertete Partie { $kind } zu Ende.
league-columns = Platz Spieler Wertung Partien G V R
league-standings-deviation = +/- ist die Abweichung der Wertungszahl: wie sicher sie ist. Ein ? steht bei einer vorläufigen Wertungszahl (Abweichung über { $deviation }): zu wenige Partien, um es zu sagen. G, V, R: gewonnen, verloren, Remis.
league-standings-robot = Ein * steht beim Computergegner: Auch seine Partien werden gewertet.
league-standings-others =
    Andere Spielarten: { $kinds }. Wertungszahlen und Ergebnisse eines Spielers:
      stratego rating <benutzername>

league-unknown-kind = unbekannte Spielart
    .detail =
        '{ $asked }' ist hier keine Spielart; die Spielarten sind: { $kinds }. Zum Beispiel:
          stratego standings { $example }

league-rating = Wertungszahlen von { $user } (Glicko-2, eine je Spielart):
    .subject = Stratego: Wertungszahl von { $user }
league-rating-none = Noch keine gewertete Partie.
league-rating-place = { $rating }, Platz { $place }{ $provisional ->
        [yes] {" "}(vorläufig)
       *[no] {""}
    }
league-rating-record = { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: { $won } gewonnen, { $lost } verloren, { $drawn } Remis
league-recent = Letzte gewertete Partien, neueste zuerst:
league-recent-game = Partie { $game } ({ $kind }): { $result ->
        [won] gewonnen
        [lost] verloren
       *[drew] Remis
    } gegen { $opponent }
league-recent-end = { $why }; Wertungszahl { $before } -> { $after }
