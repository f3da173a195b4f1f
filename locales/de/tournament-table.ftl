# Turniere: die Tabelle nach jeder Runde, die Abschlusstabelle, `stratego tournament <T>`
# und `stratego tournaments`. Die Spalten einer Tabelle sind so breit wie ihre längste
# Überschrift oder ihr längster Wert (das misst der Code).

# Die Überschriften der Tabelle und der Paarungen einer Runde. Kurz: Eine Tabelle ist
# höchstens 72 Zeichen breit.
tournament-columns =
    .rank = Platz
    .number = Nr
    .player = Spieler
    .points = Pkt
    .buchholz-cut1 = BH-1
    .buchholz = BH
    .sonneborn-berger = SoBe
    .direct = DV
    .wins = S
    .red = Rot
    .blue = Blau
    .result = Ergebnis
    .game = Partie

# Was die Spalten bedeuten, unter einer Tabelle ($system: swiss, sonst ein Rundenturnier).
tournament-legend = { $system ->
    [swiss] Pkt Punkte (Sieg 1, Remis ½, Freilos 1), BH-1 Buchholz ohne den schwächsten Gegner, BH Buchholz, SoBe Sonneborn-Berger, DV direkter Vergleich, S Siege. Bei Punktgleichheit entscheidet die Feinwertung in dieser Reihenfolge.
   *[other] Pkt Punkte (Sieg 1, Remis ½, Freilos 1), SoBe Sonneborn-Berger, DV direkter Vergleich, S Siege. Bei Punktgleichheit entscheidet die Feinwertung in dieser Reihenfolge.
}
tournament-legend-withdrawn = Ein * kennzeichnet einen Spieler, der aus dem Turnier ausgeschieden ist: durch Rückzug, Sperre oder ein gelöschtes Konto.

# Das Ergebnis einer Paarung in der Liste einer Runde ($result: playing, win, loss, draw,
# forfeit-win, forfeit-loss, both-forfeit, bye).
tournament-result = { $result ->
    [win] 1-0
    [loss] 0-1
    [draw] Remis
    [forfeit-win] 1-0 kampflos
    [forfeit-loss] 0-1 kampflos
    [both-forfeit] beide kampflos
    [bye] Freilos
   *[playing] läuft
}

tournament-round = Runde { $round }:
# Die Partie einer Paarung, nach ihrem Ergebnis.
tournament-round-game = Partie { $game }
# Die Zeile des Freiloses in der Liste einer Runde.
tournament-round-bye = Freilos (1 Punkt)

tournament-standings-after = Turnier { $tournament } ({ $name }): die Tabelle nach Runde { $round }.
    .subject = Stratego: Turnier { $tournament }, Tabelle nach Runde { $round }
tournament-standings-next = Runde { $next } ist gepaart: Deine Partie (oder dein Freilos) kommt in einer eigenen Mail.

# Ein ausgeschiedener Spieler: Seine Ergebnisse bleiben, wie gespielt.
tournament-withdrawn-name = { $user } (ausgeschieden)

tournament-over = Turnier { $tournament } ({ $name }) ist beendet. Niemand hat gespielt.
    .subject = Stratego: Turnier { $tournament } ist beendet
tournament-over-winner = Turnier { $tournament } ({ $name }) ist beendet. { $winner } gewinnt.
    .subject = Stratego: Turnier { $tournament } ist beendet: { $winner } gewinnt
# $winners: alle außer dem letzten, durch Kommas getrennt.
tournament-over-shared = Turnier { $tournament } ({ $name }) ist beendet. { $winners } und { $last } teilen sich den ersten Platz.
    .subject = Stratego: Turnier { $tournament } ist beendet: geteilter erster Platz
tournament-final-table = Die Abschlusstabelle:

# `stratego tournament <T>` ($state: open, closed, running, over).
tournament-overview = Turnier { $tournament } ({ $name }): { $kind }. Turnierleiter: { $director }. { $state ->
        [open] Offen für Anmeldungen
        [closed] Anmeldung geschlossen, noch nicht gestartet
        [running] Läuft
       *[over] Beendet
    }.
    .subject = Stratego: { $title }
# Der Titel im Betreff (gekürzt, wenn er lang ist).
tournament-overview-title = Turnier { $tournament } ({ $name })
tournament-no-players = Noch hat sich kein Spieler angemeldet.
tournament-players = Spieler ({ $count }): { $players }.
tournament-to-join =
    Zum Anmelden:
      stratego tournament join { $tournament } <benutzername> <passwort>

    Der Turnierleiter startet es, wenn alle dabei sind (mindestens { $min } Spieler).
tournament-starts-when-ready = Der Turnierleiter startet es, sobald er bereit ist.
tournament-no-round-ended = Noch ist keine Runde zu Ende.
tournament-standings-after-round = Tabelle nach Runde { $round }:
tournament-is-over-won = Das Turnier ist beendet: { $winner } hat gewonnen.
tournament-is-over = Das Turnier ist beendet.
tournament-round-playing = Runde { $round } von { $rounds } läuft ({ $open ->
        [one] { $open } Partie läuft noch
       *[other] { $open } Partien laufen noch
    }). Runde { $next } wird gepaart, sobald ihre letzte Partie endet.
tournament-last-round-playing = Die letzte Runde, { $round }, läuft ({ $open ->
        [one] { $open } Partie läuft noch
       *[other] { $open } Partien laufen noch
    }). Die Abschlusstabelle kommt, sobald ihre letzte Partie endet.

# `stratego tournaments`.
tournament-list = Turniere
    .subject = Stratego: Turniere
# Die Abschnitte der Liste und der Webseite ($state: open, closed, running, over).
tournament-section = { $state ->
    [open] Offen für Anmeldungen
    [closed] Geschlossen, noch nicht gestartet
    [running] Laufend
   *[over] Beendet
}
# Nach dem Namen eines Turniers in der Liste.
tournament-list-players = ({ $players } Spieler)
tournament-list-players-round = ({ $players } Spieler, Runde { $round })
tournament-list-none =
    Noch gibt es kein Turnier. So legst du eins an:
      stratego tournament new <benutzername> <passwort> <name> -swiss
tournament-list-one =
    Tabelle und Runde eines Turniers:
      stratego tournament <nummer>
