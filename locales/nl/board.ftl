# De woorden onder het bord (tekst en HTML) en de namen van zijn velden.

board-viewer = { $viewer ->
    [red] Je bent Rood: jouw stukken zijn { $red }, die van Blauw { $blue }.
    [blue] Je bent Blauw: jouw stukken zijn { $blue }, die van Rood { $red }.
    [observer] Je kijkt als toeschouwer: rode stukken zijn { $red }, blauwe stukken { $blue }.
   *[referee] Beide opstellingen open: rode stukken zijn { $red }, blauwe stukken { $blue }.
}

board-last-move = Laatste zet: { $side } { $from }-{ $to } (zet { $ply }).

board-setting-up = Opstellen: Rood { $red ->
    [yes] heeft opgesteld
   *[no] heeft nog niet opgesteld
}, Blauw { $blue ->
    [yes] heeft opgesteld
   *[no] heeft nog niet opgesteld
}.

board-to-play = { $you ->
    [yes] Jij bent aan zet: zet { $next }.
   *[no] { $side } is aan zet: zet { $next }.
}
board-draw-offered = { $side } biedt remise aan.

board-game-over = Partij afgelopen: { $result }.

board-lost = Verloren stukken van { $side }: { $pieces }
board-lost-none = Verloren stukken van { $side }: geen

board-unseen = { $by_you ->
    [yes] Stukken van { $side } die je nog niet gezien hebt:
   *[no] Stukken van { $side }, nog niet gezien:
}

board-table =
    .rank = rang
    .count = aantal

board-legend = Legenda: [x] rood stuk, (x) blauw stuk, x zijn rang ({ $ranks }), ? een rang die je niet kent, . leeg, ~ meer. Na een stuk: '{ $nb }het heeft bewogen, !{ $nb }zijn rang is bekend bij de tegenstander, *{ $nb }allebei.
board-legend-tiles = Legenda: [53] rode steen, (53) blauwe steen: aanvalscijfer, dan verdedigingscijfer; ?? een steen die je niet kent, . leeg. Na een steen: '{ $nb }hij heeft bewogen, !{ $nb }hij is bekend bij de tegenstander, *{ $nb }allebei.
board-legend-last-move = > markeert de twee velden van de laatste zet.

board-html-legend = Legenda: een stuk toont zijn rang ({ $ranks }), ? een rang die je niet kent, ~ een meer. Na de rang: ' het heeft bewogen, ! zijn rang is bekend bij de tegenstander, * allebei.
board-html-legend-tiles = Legenda: een steen toont zijn aanvalscijfer, dan zijn verdedigingscijfer; ?? een steen die je niet kent. Na de cijfers: ' hij heeft bewogen, ! zijn waarde is bekend bij de tegenstander, * allebei.
board-html-legend-last-move = Een dik { $frame } markeert de twee velden van de laatste zet.
board-html-legend-frame = kader

board-label = { $viewer ->
    [red] Het bord zoals Rood het ziet
    [blue] Het bord zoals Blauw het ziet
    [observer] Het bord zoals een toeschouwer het ziet
   *[referee] Het bord met beide opstellingen open
}

board-cell =
    .lake = meer
    .empty = leeg
    .red = rood
    .blue = blauw
    .unknown = onbekend
    .moved = , heeft bewogen
    .known = , bekend bij de tegenstander
    .last-move = , laatste zet
