# Konten: Anmelden, die Antworten auf `stratego set`, der Hinweis auf eine geänderte Adresse.
# Die Begrüßung als Antwort auf `register` gehört zur Hilfe (help.ftl); ihr Betreff steht hier.

account-server-address = die Adresse des Servers
    .detail = { $address } ist die eigene Adresse dieses Servers: Sie kann kein Konto haben. Registriere dich von deiner eigenen Adresse aus.

account-too-many = zu viele Konten
    .detail = Zur Adresse { $address } gehören schon { $held } Konten, mehr geht für eine Adresse nicht. Nutze eines davon (sende 'stratego games' für ihre Partien) oder registriere dich von einer anderen Adresse aus.

account-userid-taken = Benutzername vergeben
    .detail = Der Benutzername { $userid } ist schon vergeben. Wähle einen anderen und sende den Befehl register noch einmal.

account-robot-userid = Benutzername vergeben
    .detail = Der Benutzername { $robot } gehört dem Computergegner: Fordere ihn heraus, um gegen ihn zu spielen (stratego challenge { $user } { $robot }). Wähle einen anderen Benutzernamen und sende den Befehl register noch einmal.

account-unknown-language = unbekannte Sprache
    .detail =
        '{ $code }' ist keine Sprache dieses Servers. Schreib einen seiner drei Codes: de (Deutsch), nl (Nederlands) oder en (English), etwa so:
        { $command ->
            [register] {"  "}stratego register <benutzername> <passwort> -language=de
           *[set] {"  "}stratego set <benutzername> <passwort> language de
        }

account-registered-subject = Stratego: { $user } registriert - bitte bestätigen

account-set-done = Erledigt für { $user }: { $what }.
    .subject = Stratego: Einstellungen von { $user } geändert
account-set-flip = flip: Als Blau siehst du deine Aufstellung unten auf dem Brett
account-set-noflip = noflip: Rots Seite ist auf deinem Brett immer unten
account-set-html = html: Deine Mails mit dem Spielbrett zeigen es nach dem Text auch als Tabelle (HTML)
account-set-nohtml = nohtml: Deine Mails mit dem Spielbrett sind nur noch reiner Text
account-set-password = Dein Passwort ist geändert; Antworten auf deine älteren Partie-Mails zählen nicht mehr, antworte auf die nächsten
account-set-address = Deine Adresse ist jetzt { $address }
account-set-language = language de: Deine Mails kommen ab jetzt auf Deutsch

account-address-changed =
    Hallo { $user },

    die Adresse deines Stratego-Kontos wurde durch eine Mail von { $from } von { $old } auf { $new } geändert. Deine Partie-Mails gehen jetzt an die neue Adresse.

    Wenn du das nicht veranlasst hast, kennt jemand dein Passwort.
    .subject = Stratego: Deine Adresse wurde geändert
