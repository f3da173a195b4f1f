# Turniere: die Ablehnungen von Turnierbefehlen. Die Nachricht ist der kurze Grund im
# Betreff, ihr `.detail` sagt, was falsch war und wie es richtig geht.
# $tournament ist die Nummer des Turniers; $state: open, closed, running, over.

tournament-no-such = kein solches Turnier
    .detail = Es gibt kein Turnier { $tournament }. Sende 'stratego tournaments' für die Liste.

tournament-not-open = Turnier nicht offen
    .detail =
        Turnier { $tournament } nimmt keine Spieler mehr auf: { $state ->
            [closed] Die Anmeldung ist geschlossen, es hat noch nicht begonnen. Seine Spieler
            [running] Es läuft schon. Seine Tabelle
           *[over] Es ist beendet. Seine Tabelle
        }:
          stratego tournament { $tournament }

tournament-full = Turnier voll
    .detail = Turnier { $tournament } ist voll: Es hat schon seine { $max } Spieler.

tournament-already-in = schon im Turnier
    .detail = { $user } ist schon in Turnier { $tournament } angemeldet: ein Platz pro Spieler.

tournament-already-withdrawn = schon ausgeschieden
    .detail = { $user } hat sich schon aus Turnier { $tournament } zurückgezogen: Es gibt nichts mehr zu verlassen.

tournament-not-in = nicht im Turnier
    .detail = { $user } spielt nicht in Turnier { $tournament } mit, es gibt also nichts zu verlassen.

tournament-not-director = nicht der Turnierleiter
    .detail = Nur der Turnierleiter von Turnier { $tournament }, { $director }, darf es schließen, wieder öffnen, starten oder absagen.

tournament-too-few = zu wenige Spieler
    .detail =
        Turnier { $tournament } hat { $players } Spieler; zum Start braucht es mindestens { $min }. Spieler melden sich so an:
          stratego tournament join { $tournament } <benutzername> <passwort>

tournament-too-few-to-close = zu wenige Spieler
    .detail =
        Turnier { $tournament } hat { $players } Spieler; zum Start braucht es mindestens { $min }, deshalb bleibt die Anmeldung offen. Spieler melden sich so an:
          stratego tournament join { $tournament } <benutzername> <passwort>
        Um es stattdessen abzusagen:
          stratego tournament cancel { $tournament } <benutzername> <passwort>

tournament-not-closed = Turnier nicht geschlossen
    .detail = Turnier { $tournament } { $state ->
        [open] ist offen für Anmeldungen
        [running] läuft schon
       *[over] ist beendet
    }, die Anmeldung ist nicht geschlossen: Es gibt nichts wieder zu öffnen.

tournament-started-already = Turnier schon gestartet
    .detail = Turnier { $tournament } { $state ->
        [running] läuft schon
        [open] ist offen für Anmeldungen
        [closed] ist für Anmeldungen geschlossen, aber noch nicht gestartet
       *[over] ist schon beendet
    }, deshalb geht das jetzt nicht mehr.

# Eine Option, die der Server nicht kennt.
tournament-unknown-option = unbekannte Option
    .detail = Unbekannte Option '{ $option }'. Das System eines Turniers ist -swiss, -swiss=RUNDEN, -roundrobin oder -doubleroundrobin; seine Partien nehmen -small, -barrage, -duel, -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=TAGE und -forfeit=TAGE. Sende 'stratego help options', um zu erfahren, was jede Option einer Partie bewirkt.
# Zwei Spielarten, oder eine Erinnerung nach dem Verfall: $error sagt, was.
tournament-option-conflict = zwei Spielarten
    .detail = { $error }.
tournament-option-nag = falsche Turnieroption
    .detail = { $error }.
# Der Wert einer anderen Option: $error sagt, was.
tournament-bad-option = falsche Turnieroption
    .detail = { $error }. Sende 'stratego help options', um zu erfahren, was jede Option einer Partie bewirkt.

tournament-bad-rounds = falsche Zahl von Runden
    .detail = Ein Turnier im Schweizer System hat 1 bis { $max } Runden, nicht { $rounds }. Lass die Zahl weg (-swiss), dann bekommt es die übliche Zahl für seine Spieler.

tournament-bad-name = falscher Turniername
    .detail =
        Der Name eines Turniers hat 1 bis { $max } Zeichen und steht vor seinen Optionen, etwa so:
          stratego tournament new <benutzername> <passwort> Frühjahrsturnier -swiss=5

tournament-server-error = Serverfehler
    .detail = Bitte versuche es noch einmal.

tournament-robot-by-director = nur der Turnierleiter meldet den Computer an
    .detail =
        Der Computer, { $robot }, hat kein Passwort: Der Turnierleiter von Turnier { $tournament } meldet ihn mit seinem eigenen Passwort an:
          stratego tournament join { $tournament } { $robot } <passwort>
