# Die öffentlichen Webseiten (`stratego-pbem web`) und der Link darauf in Brett-Mails.

## Der Rahmen jeder Seite

web-site = Stratego per Mail
web-title = { $page } - { web-site }
web-nav-games = Partien
web-nav-standings = Tabellen
web-nav-tournaments = Turniere
web-language = Sprache
web-language-en = English
web-language-de = Deutsch
web-language-nl = Nederlands

## Fehlerseiten

web-error-forbidden = Diese Seite ist für den Betreiber des Servers, mit seinem Token.
web-error-not-found = Diese Seite gibt es nicht.
web-error-bad-request = Diese Adresse ist nicht lesbar.
web-error-read-only = Diese Seiten kann man nur lesen.
web-error-failed = Die Seite konnte nicht erstellt werden. Versuch es gleich noch einmal.

## Listen von Partien

web-all-games = Partien, die neuesten zuerst
web-older-games = Ältere Partien
web-newest-games = Neueste Partien
web-no-games = Noch keine Partie.
web-filter =
    .all = Alle
    .running = Laufend
    .finished = Beendet
web-list-game = { $game }, { $kind }: { $red } gegen { $blue }
web-list-state = { $state }; letzter Zug am { $date }

## Eine Partie und ihr Stand

web-game = Partie { $game }
web-game-at = Partie { $game }, Zug { $ply }
web-color = { $side ->
    [red] Rot
   *[blue] Blau
}
web-side = { $computer ->
    [yes] ({ $color }, Computer)
   *[no] ({ $color })
}
web-game-players = { $red } gegen { $blue }, { $kind }.
web-options = Optionen: { $options }
web-setting-up = im Aufbau
web-to-play = { $color } ({ $name }) ist am Zug, Zug Nr. { $next }
web-deployed-both = Beide Aufstellungen stehen
web-deployed-none = Aufbau: weder Rot ({ $red }) noch Blau ({ $blue }) hat schon aufgestellt
web-deployed-one = { $done ->
    [red] Aufbau: Rot ({ $red }) hat aufgestellt, Blau ({ $blue }) noch nicht
   *[blue] Aufbau: Blau ({ $blue }) hat aufgestellt, Rot ({ $red }) noch nicht
}
web-over = { $winner ->
    [red] Rot hat nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } gewonnen
    [blue] Blau hat nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    } gewonnen
   *[none] remis nach { $moves } { $moves ->
        [one] Zug
       *[other] Zügen
    }
}: { $why }
web-both-armies-open = Die Partie ist vorbei: Beide Aufstellungen sind offen zu sehen.
web-observer-view = Die Partie läuft: Du siehst sie wie ein Zuschauer, ohne verdeckte Figuren.
web-armies-deploying = Die Spieler stellen noch auf: Das Spielbrett erscheint, sobald beide Aufstellungen stehen.
web-no-replay = Dieser Zug lässt sich nicht zeigen: Die Aufzeichnung der Partie passt nicht dazu.

## Das Nachspielen

web-replay = Nachspielen
    .first = Anfang
    .previous = Zurück
    .next = Weiter
    .last = Ende
web-keys = Tasten: Pfeil links und rechts gehen Zug für Zug, Pos1 und Ende springen.
web-replay-start = Vor Zug 1 von { $last }.
web-replay-now = Nach Zug { $ply } von { $last }: die Partie, wie sie jetzt steht.
web-replay-after = Nach Zug { $ply } von { $last }.
web-moves = Züge
web-no-moves = Noch kein Zug.

## Tabellen und Spieler

web-standings = Tabelle: { $kind }
web-standings-intro = Glicko-2-Wertungszahlen aus den gewerteten Partien zwischen Spielern.
web-no-standings = Noch keine gewertete Partie { $kind } ist zu Ende.
web-standings-columns =
    .rank = Platz
    .player = Spieler
    .rating = Wertung
    .deviation = +/-
    .games = Partien
    .won = Gew.
    .lost = Verl.
    .drawn = Remis
web-provisional-note = +/- ist die Abweichung der Wertung: wie sicher sie ist. Ein ? zeigt eine vorläufige Wertung: zu wenige Partien für ein Urteil.
web-robot-note = Ein * zeigt den Computergegner: Auch seine Partien werden gewertet.
web-ratings = Wertungszahlen
web-ratings-columns =
    .kind = Spielart
    .rating = Wertung
    .deviation = +/-
    .won = Gew.
    .lost = Verl.
    .drawn = Remis
web-rating-history = Verlauf der Wertung
web-history-columns =
    .date = Datum
    .game = Partie
    .against = Gegner
    .result = Ergebnis
    .rating = Wertung
web-no-rated-games = Noch keine gewertete Partie ist zu Ende.
web-player-games = Partien
web-result = { $result ->
    [won] gewonnen
    [lost] verloren
   *[drawn] remis
}
web-rating-change = { $before } auf { $after } ({ $change })

## Der Link in einer Brett-Mail

web-see-on-the-web = Die Partie im Web ansehen
