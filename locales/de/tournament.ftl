# Turniere: die Antworten an Turnierleiter und Spieler und die Mails eines Turniers
# (die Paarungszeile einer Brett-Mail, das Freilos, was das Ende einer Partie bedeutet).
# Befehle (`stratego tournament ...`) bleiben in jeder Sprache, wie sie sind.
# $tournament ist die Nummer des Turniers, $name sein Name.

# Ein Titel oder ein Satzanfang.
tournament-heading = Turnier { $tournament } ({ $name })

# Das System eines Turniers ($system: swiss, roundrobin, doubleroundrobin).
tournament-system = { $system ->
    [swiss] Schweizer System
    [roundrobin] Rundenturnier
   *[doubleroundrobin] doppelrundiges Rundenturnier
}

# Was für ein Turnier: `Schweizer System, 5 Runden, classic`; die Optionen der Partien
# folgen, wie sie geschrieben wurden. $rounds ist `none`, wenn das System sie bestimmt.
tournament-kind = { $system }{ $rounds ->
    [none] {""}
    [one] , 1 Runde
   *[other] , { $rounds } Runden
}, { $variant }

tournament-created =
    Turnier { $tournament } ({ $name }) ist offen für Anmeldungen: { $kind }. Du leitest es; um selbst mitzuspielen, melde dich an wie jeder Spieler.

    Spieler melden sich so an:
      stratego tournament join { $tournament } <benutzername> <passwort>

    Wenn alle dabei sind, starte es (mindestens { $min } Spieler):
      stratego tournament start { $tournament } <benutzername> <passwort>

    Um die Anmeldung vor dem Start zu schließen (und wieder zu öffnen oder das Turnier abzusagen):
      stratego tournament close { $tournament } <benutzername> <passwort>
      stratego tournament reopen { $tournament } <benutzername> <passwort>
      stratego tournament cancel { $tournament } <benutzername> <passwort>
    .subject = Stratego: Turnier { $tournament } angelegt

tournament-joined = { $user } spielt in Turnier { $tournament } ({ $name }) mit (bisher { $players } Spieler). Wenn der Turnierleiter es startet, kommt die Partie jeder Runde in einer eigenen Mail, die nach deiner Aufstellung fragt.
    .subject = Stratego: { $user } ist in Turnier { $tournament } angemeldet

tournament-joined-robot = Der Computer, { $user }, spielt in Turnier { $tournament } ({ $name }) mit (bisher { $players } Spieler). Er schickt seine Aufstellung selbst und spielt seine Partien allein: Dafür musst du nichts tun.

tournament-left = { $user } ist nicht mehr in Turnier { $tournament } ({ $name }) angemeldet.
    .subject = Stratego: { $user } hat Turnier { $tournament } verlassen

tournament-withdrawn = { $user } hat sich aus Turnier { $tournament } ({ $name }) zurückgezogen und wird nicht mehr gepaart. Die bisherigen Ergebnisse bleiben; eine nicht beendete Partie dieses Turniers ist kampflos verloren.

tournament-closed =
    Turnier { $tournament } ({ $name }) nimmt keine Spieler mehr auf ({ $players } angemeldet). Starte es mit:
      stratego tournament start { $tournament } <benutzername> <passwort>
    Um wieder Anmeldungen anzunehmen:
      stratego tournament reopen { $tournament } <benutzername> <passwort>
    .subject = Stratego: Anmeldung für Turnier { $tournament } geschlossen

tournament-reopened =
    Turnier { $tournament } ({ $name }) ist wieder offen für Anmeldungen (bisher { $players } Spieler). Spieler melden sich so an:
      stratego tournament join { $tournament } <benutzername> <passwort>
    .subject = Stratego: Turnier { $tournament } wieder offen

tournament-cancelled = Turnier { $tournament } ({ $name }) ist abgesagt: Es wird nicht gespielt, und seine Spieler werden benachrichtigt.
    .subject = Stratego: Turnier { $tournament } abgesagt

# An jeden Spieler, der sich angemeldet hatte. (Eine Zeile, die mit einem Platzhalter
# beginnt, zählt für Fluents Einrückung nicht; deshalb stehen die zwei Leerzeichen des
# Befehls ausgeschrieben da.)
tournament-cancelled-to-player =
    { $user }, der Turnierleiter hat Turnier { $tournament } ({ $name }) vor dem Start abgesagt: Es wird nicht gespielt. Die anderen Turniere siehst du mit:
    {"  "}stratego tournaments

# An den Turnierleiter.
tournament-started = Turnier { $tournament } ({ $name }) hat mit { $players } Spielern und { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    } begonnen. Jeder Spieler bekommt seine Partie der 1. Runde in einer eigenen Mail.
    .subject = Stratego: Turnier { $tournament } hat begonnen

tournament-started-bye = Turnier { $tournament } ({ $name }) hat mit { $players } Spielern und { $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    } begonnen. Alle anderen Spieler bekommen ihre Partie der 1. Runde in einer eigenen Mail; { $bye } hat ein Freilos und erfährt es.

# Die Zeile der ersten Brett-Mail einer Turnierpartie.
tournament-pairing = Turnier { $tournament } ({ $name }), Runde { $round } von { $rounds }: { $red } spielt Rot und zieht zuerst, { $blue } spielt Blau. Sende deine Aufstellung, dann deine Züge: Wer { $days ->
        [one] 1 Tag
       *[other] { $days } Tage
    } lang keins von beiden sendet, verliert durch Zeitüberschreitung.

# Nach der Paarungszeile, wenn der Computer die Partie spielt.
tournament-robot-deployed = { $robot } hat seine Aufstellung schon gesendet.

tournament-bye = { $user }, du hast in Runde { $round } von Turnier { $tournament } ({ $name }) ein Freilos: keine Partie in dieser Runde, dafür die Punkte eines Siegs (1).
    .subject = Stratego: Turnier { $tournament }, Runde { $round }: Freilos

# Wenn Runde $round nicht die letzte ist.
tournament-next-round = Runde { $next } wird gepaart, sobald die letzte Partie von Runde { $round } endet.

# Die Zeile der Brett-Mail einer Partie, die verloren ist, weil ihr Spieler ausschied.
tournament-forfeit = { $why ->
        [left] { $user } hat sich aus Turnier { $tournament } ({ $name }) zurückgezogen und verliert diese Partie kampflos.
        [banned] { $user } wurde von einem Moderator auf diesem Server gesperrt, ist damit aus Turnier { $tournament } ({ $name }) ausgeschieden und verliert diese Partie kampflos.
       *[deleted] Das Konto von { $user } wurde gelöscht; { $user } ist damit aus Turnier { $tournament } ({ $name }) ausgeschieden und verliert diese Partie kampflos.
    }

# Eine Turnierpartie, deren Aufbau die Zeit überschritten hat.
tournament-setup-forfeit = { $user } hat binnen { $days ->
        [one] 1 Tag
       *[other] { $days } Tagen
    } keine Aufstellung gesendet und verliert diese Turnierpartie durch Zeitüberschreitung.
tournament-setup-forfeit-both = Keiner der beiden Spieler hat binnen { $days ->
        [one] 1 Tag
       *[other] { $days } Tagen
    } eine Aufstellung gesendet: Beide verlieren diese Turnierpartie durch Zeitüberschreitung.

# Was das Spielbrett am Ende einer Turnierpartie sagt: die Runde, was eine beidseitige
# kampflose Niederlage zählt, was als Nächstes kommt, wo die Tabelle steht.
tournament-game-of-round = Das war eine Partie der { $round }. Runde von Turnier { $tournament } ({ $name }).
tournament-both-lost-cancelled = Eine abgebrochene Partie zählt im Turnier als kampflose Niederlage für beide Spieler: keine Punkte und keine Feinwertung für beide, und sie werden nicht noch einmal gegeneinander gepaart.
tournament-both-lost = Sie zählt als kampflose Niederlage für beide Spieler: keine Punkte für beide.
tournament-next-over = Es war die letzte Partie des Turniers: Die Abschlusstabelle kommt in einer eigenen Mail.
tournament-next-paired = Sie hat Runde { $round } beendet: Runde { $next } ist gepaart, und jede Partie kommt in einer eigenen Mail.
tournament-next-final = Die Abschlusstabelle kommt, sobald die letzte Partie von Runde { $round } endet.
tournament-see-standings =
    Die Tabelle:
      stratego tournament { $tournament }

# Die Zeile der Webseite einer Partie, die ihr Turnier und ihre Runde nennt.
tournament-game-in = Turnier { $tournament } ({ $name }), Runde { $round }
