# Die beiden Seiten und die Figuren, wie das Spielbrett und seine Sätze sie nennen.

side = { $side ->
    [red] Rot
   *[blue] Blau
}

piece-name = { $rank ->
    [1] Feldmarschall
    [2] General
    [3] Oberst
    [4] Major
    [5] Hauptmann
    [6] Leutnant
    [7] Unteroffizier
    [8] Mineur
    [9] Aufklärer
    [S] Spionin
    [B] Bombe
   *[F] Fahne
}

piece-tile = Stein
