# Die Worte unter dem Spielbrett (Text und HTML) und die Beschriftung seiner Felder.

board-viewer = { $viewer ->
    [red] Du bist Rot: deine Figuren sind { $red }, die von Blau { $blue }.
    [blue] Du bist Blau: deine Figuren sind { $blue }, die von Rot { $red }.
    [observer] Zuschauersicht: Rote Figuren sind { $red }, blaue Figuren { $blue }.
   *[referee] Beide Aufstellungen offen: Rote Figuren sind { $red }, blaue Figuren { $blue }.
}

board-last-move = Letzter Zug: { $side } { $from }-{ $to } (Zug { $ply }).

board-setting-up = Aufbau: Rot { $red ->
    [yes] hat aufgestellt
   *[no] hat noch nicht aufgestellt
}, Blau { $blue ->
    [yes] hat aufgestellt
   *[no] hat noch nicht aufgestellt
}.

board-to-play = { $you ->
    [yes] Du bist am Zug: Zug { $next }.
   *[no] { $side } ist am Zug: Zug { $next }.
}
board-draw-offered = { $side } bietet Remis an.

board-game-over = Partie beendet: { $result }.

board-lost = Verluste von { $side }: { $pieces }
board-lost-none = Verluste von { $side }: keine

board-unseen = { $by_you ->
    [yes] Figuren von { $side }, die du noch nicht gesehen hast:
   *[no] Figuren von { $side }, noch nicht gesehen:
}

board-table =
    .rank = Rang
    .count = Anzahl

board-legend = Legende: [x] rote Figur, (x) blaue Figur, x ihr Rang ({ $ranks }), ? ein Rang, den du nicht kennst, . leer, ~ See. Nach einer Figur: '{ $nb }sie ist gezogen, !{ $nb }ihr Rang ist dem Gegner bekannt, *{ $nb }beides.
board-legend-tiles = Legende: [53] roter Stein, (53) blauer Stein: Angriffsziffer, dann Verteidigungsziffer; ?? ein Stein, den du nicht kennst, . leer. Nach einem Stein: '{ $nb }er ist gezogen, !{ $nb }er ist dem Gegner bekannt, *{ $nb }beides.
board-legend-last-move = > markiert die beiden Felder des letzten Zuges.

board-html-legend = Legende: Eine Figur zeigt ihren Rang ({ $ranks }), ? einen Rang, den du nicht kennst, ~ einen See. Nach dem Rang: ' sie ist gezogen, ! ihr Rang ist dem Gegner bekannt, * beides.
board-html-legend-tiles = Legende: Ein Stein zeigt seine Angriffsziffer, dann seine Verteidigungsziffer; ?? ein Stein, den du nicht kennst. Nach den Ziffern: ' er ist gezogen, ! er ist dem Gegner bekannt, * beides.
board-html-legend-last-move = Ein dicker { $frame } markiert die beiden Felder des letzten Zuges.
board-html-legend-frame = Rahmen

board-label = { $viewer ->
    [red] Das Spielbrett, wie Rot es sieht
    [blue] Das Spielbrett, wie Blau es sieht
    [observer] Das Spielbrett, wie ein Zuschauer es sieht
   *[referee] Das Spielbrett mit beiden Aufstellungen offen
}

board-cell =
    .lake = See
    .empty = leer
    .red = rot
    .blue = blau
    .unknown = unbekannt
    .moved = , gezogen
    .known = , dem Gegner bekannt
    .last-move = , letzter Zug
