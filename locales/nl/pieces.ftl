# De twee kanten en de stukken, zoals het bord en zijn zinnen ze noemen.

side = { $side ->
    [red] Rood
   *[blue] Blauw
}

piece-name = { $rank ->
    [1] Maarschalk
    [2] Generaal
    [3] Kolonel
    [4] Majoor
    [5] Kapitein
    [6] Luitenant
    [7] Sergeant
    [8] Mineur
    [9] Verkenner
    [S] Spion
    [B] Bom
   *[F] Vlag
}

piece-tile = steen
