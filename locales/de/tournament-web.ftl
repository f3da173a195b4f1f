# Turniere: die Wörter der Webseiten `/tournaments` und `/tournaments/T` (die
# Überschriften ihrer Tabellen sind `tournament-columns`, ihre Abschnitte
# `tournament-section`).

tournament-web-none = Noch gibt es kein Turnier.
# Unter dem Namen eines Turniers in der Liste.
tournament-web-entry = { $kind }, { $players } Spieler
# `Schweizer System, 5 Runden, classic. Turnierleiter: alice. Läuft.` ($state: open,
# closed, running, over)
tournament-web-facts = { $kind }. Turnierleiter: { $director }. { $state ->
        [open] Offen für Anmeldungen
        [closed] Anmeldung geschlossen, noch nicht gestartet
        [running] Läuft
       *[over] Beendet
    }.
tournament-web-players = Spieler
tournament-web-standings = Tabelle
tournament-web-crosstable = Kreuztabelle
tournament-web-crosstable-note = Jede Runde: die Nummer des Gegners, die Farbe (r Rot, b Blau) und das Ergebnis (1 Sieg, = Remis, 0 Niederlage, + und - kampflos, U Freilos).
tournament-web-rounds = Runden
tournament-web-round = Runde { $round }
