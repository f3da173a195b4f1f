# Passwörter: eine misslungene Anmeldung, ein gesperrter Benutzername und die Hinweise an
# den Inhaber eines Kontos über falsche Passwörter und Zugriffe von anderen Adressen.

login-wrong-password = falsches Passwort
    .detail =
        Das Passwort für { $user } ist falsch. Nach { $failures } falschen Passwörtern innerhalb einer Stunde wird ein Benutzername für 15 Minuten gesperrt.

        Vergessen? Sende dies und antworte auf die Mail, die an die Adresse kommt, mit der { $user } registriert ist:
          stratego forgot { $user }

login-unknown = unbekannter Benutzername
    .detail =
        Es ist kein Benutzer '{ $user }' registriert. Prüfe die Schreibweise oder registriere den Namen mit:
          stratego register <benutzername> <passwort>

# $own ist `yes`, wenn der Befehl von der registrierten Adresse kam.
login-locked = Konto gesperrt
    .detail = Es gab zu viele falsche Passwörter für { $user }: { $own ->
        [yes] Befehle für { $user } werden
       *[other] Befehle für { $user } von anderen Adressen als der registrierten werden
    } bis { $until } abgelehnt. Versuche es danach noch einmal.

login-locked-notice =
    Hallo { $user },

    innerhalb einer Stunde gab es { $failures } falsche Passwörter für deinen Benutzernamen, das letzte von { $from }.
    Befehle für { $user } werden bis { $until } abgelehnt.

    Falls du das nicht warst, versucht jemand, dein Passwort zu erraten. Ändere es, sobald die Sperre vorbei ist, mit:
      stratego set { $user } <passwort> password <neues passwort>

    Solange du gesperrt bist, stehen die Verfallsfristen deiner Partien still.
    .subject = Stratego: Dein Konto ist für 15 Minuten gesperrt

login-elsewhere-notice =
    Hallo { $user },

    am letzten Tag gab es { $count ->
        [one] 1 falsches Passwort
       *[other] { $count } falsche Passwörter
    } für deinen Benutzernamen in Mails von anderen Adressen als deiner:
    { $addresses }

    Sie sperren dich nicht aus: Befehle von deiner eigenen Adresse gehen wie bisher. Wenn du sie nicht geschickt hast, versucht jemand, dein Passwort zu erraten; ein langes, eigenes Passwort hält ihn draußen:
      stratego set { $user } <passwort> password <neues passwort>
    Von solchen Mails hörst du höchstens einmal am Tag.
    .subject = Stratego: falsche Passwörter von anderen Adressen

login-used-elsewhere =
    Hallo { $user },

    dein Konto wurde von der Adresse { $from } aus benutzt, die nicht deine registrierte ist, und zwar für den Befehl:
    {"  "}{ $command }

    Falls du das nicht warst, ändere sofort dein Passwort:
      stratego set { $user } <passwort> password <neues passwort>
    .subject = Stratego: Dein Konto wurde von einer anderen Adresse benutzt
