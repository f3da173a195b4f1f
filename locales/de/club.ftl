# Zurück ins Konto und hinaus: ein vergessenes Passwort, austreten, und die eigenen Daten.
# Befehle (`stratego forgot`, `stratego leave`) bleiben, wie sie sind.

club-forgot =
    Wenn { $user } hier ein Spieler ist, ging eine Mail zum Zurücksetzen des Passworts an die Adresse, mit der das Konto registriert ist (höchstens { $resets } solche Mails am Tag). Ihr Betreff ist '{ club-reset.subject }'.

    Antworte auf die Mail zum Zurücksetzen, nicht auf diese hier, mit deinem neuen Passwort allein in der ersten Zeile, innerhalb einer Stunde.

    Die Mail geht nur an die registrierte Adresse. Wenn du diese Adresse nicht mehr liest, bitte einen Moderator um Hilfe.
    .subject = Stratego: Passwort von { $user }

club-reset =
    Hallo { $user },

    jemand hat ein neues Passwort für { $user } angefordert (vielleicht du oder ein Moderator für dich).

    Um eines zu setzen, antworte auf diese Mail mit dem neuen Passwort allein in der ersten Zeile: 1 bis 64 Zeichen, keine Leerzeichen. Die Antwort zählt einmal, bis { $until }.

    Wenn du es nicht angefordert hast, ignoriere diese Mail: Dein Passwort bleibt, wie es ist.
    .subject = Stratego: Passwort von { $user } zurücksetzen

club-reset-done =
    Hallo { $user },

    dein neues Passwort ist gesetzt; das alte gilt nicht mehr. Antworten auf deine älteren Mails zu Partien zählen auch nicht mehr: Antworte auf die nächsten.
    .subject = Stratego: neues Passwort für { $user }

club-reset-no-password = kein neues Passwort
    .detail = In der ersten Zeile deiner Antwort sollte allein das neue Passwort stehen: 1 bis 64 Zeichen, keine Leerzeichen. Antworte noch einmal auf die Mail zum Zurücksetzen.

club-key-used = schon benutzt
    .detail = Diese Mail wurde schon am { $when } beantwortet; sie zählt nur einmal. Für ein neues Passwort sende: stratego forgot <benutzername>
club-key-expired = zu spät
    .detail = Diese Mail galt bis { $until }: Dein Passwort ist das alte geblieben. Für eine neue Mail zum Zurücksetzen sende: stratego forgot <benutzername>
club-key-from-elsewhere = von einer anderen Adresse
    .detail = So eine Antwort zählt nur von der Adresse, an die die Mail ging; deine kam von { $from }, also hat sie nichts bewirkt.

club-leave =
    Hallo { $user },

    du möchtest das Konto { $user } löschen. Antworte zur Bestätigung auf diese Mail (was du schreibst, wird nicht gelesen), bis { $until }.

    Dann gelten deine laufenden Partien als aufgegeben, und deine Adresse, dein Passwort, deine Einstellungen und deine gespeicherten Mails werden gelöscht. Deine beendeten Partien bleiben, gespielt von einem Namen wie deleted-7, damit sich an der Bilanz anderer nichts ändert. Niemand darf den Benutzernamen { $user } { $days } Tage lang nehmen.

    Wenn du das nicht wolltest, ignoriere diese Mail: Es ändert sich nichts.
    .subject = Stratego: { $user } löschen? - bitte bestätigen

club-deleted =
    Hallo { $user },

    das Konto { $user } ist gelöscht. Du hast darum gebeten.

    { $ended }Deine Adresse, dein Passwort, deine Einstellungen und deine gespeicherten Mails sind weg; deine beendeten Partien bleiben, gespielt von { $name }. Dies ist die letzte Mail an dich.
    .subject = Stratego: { $user } gelöscht
club-deleted-by-moderator =
    Hallo { $user },

    das Konto { $user } ist gelöscht. Ein Moderator hat es gelöscht, aus diesem Grund:
      {"  "}{ $reason }

    { $ended }Deine Adresse, dein Passwort, deine Einstellungen und deine gespeicherten Mails sind weg; deine beendeten Partien bleiben, gespielt von { $name }. Dies ist die letzte Mail an dich.

club-robot-stays = der Computergegner
    .detail = { $robot } ist der Computergegner: Sein Konto kann nicht gelöscht werden.

club-last-moderator = der letzte Moderator
    .detail = { $user } ist der letzte Moderator dieses Servers: Ohne einen könnte niemand gegen Betrug oder Beleidigungen vorgehen. Bitte den Betreiber, zuerst einen anderen Moderator zu ernennen.

club-mydata =
    Hallo { $user },

    im Anhang ({ $file }) steht alles, was dieser Server über { $user } speichert: das Konto und seine Einstellungen, die Partien, die Wertungen und die Mails von dir, die er noch aufbewahrt, Tabelle für Tabelle, als JSON. Passwörter und geheime Antwortadressen sind weggelassen.

    Um das Konto zu löschen, sende:
      stratego leave { $user } <passwort>
    .subject = Stratego: die Daten von { $user }

club-address-banned = Adresse gesperrt
    .detail = Die Adresse { $address } gehört einem Spieler, den ein Moderator gesperrt hat: Solange die Sperre gilt, kann sie kein Konto haben.

club-userid-held = Benutzername vergeben
    .detail = Der Benutzername { $user } kann nicht registriert werden: Er gehört einem gelöschten Konto (der Benutzername eines gelöschten Kontos bleibt { $days } Tage lang vergeben, und Namen wie deleted-7 stehen in alten Partien für gelöschte Konten). Wähle einen anderen Benutzernamen und sende den Befehl register noch einmal.
