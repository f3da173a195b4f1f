# Die Mails des täglichen Laufs: eine im Aufbau entfernte Partie, Verlust durch
# Zeitüberschreitung, eine Erinnerung.

reminders-removed =
    Partie { $game } ({ $red } gegen { $blue }) wurde entfernt: { $waiting } { $count ->
        [one] hat
       *[other] haben
    } die Aufstellung nicht innerhalb { $days ->
        [one] eines Tages
       *[other] von { $days } Tagen
    } geschickt.
    Für eine neue Partie sende:
      stratego challenge <benutzername> <gegner> <passwort>
    .subject = Stratego-Partie { $game }: entfernt - Aufbau nicht fertig
reminders-both = { $first } und { $second }

reminders-forfeit = { $loser } hat { $days ->
        [one] einen Tag
       *[other] { $days } Tage
    } lang nicht gezogen und verliert durch Zeitüberschreitung.

reminders-deploy = Erinnerung: Partie { $game } wartet seit { $waited ->
        [one] einem Tag
       *[other] { $waited } Tagen
    } auf dich. Wenn du deine Aufstellung nicht bis { $deadline } schickst, wird die Partie entfernt.
    .subject = Stratego-Partie { $game }: Erinnerung - schick deine Aufstellung
reminders-deploy-tournament = Erinnerung: Partie { $game } wartet seit { $waited ->
        [one] einem Tag
       *[other] { $waited } Tagen
    } auf dich. Wenn du deine Aufstellung nicht bis { $deadline } schickst, verlierst du durch Zeitüberschreitung.
    .subject = Stratego-Partie { $game }: Erinnerung - schick deine Aufstellung
reminders-move = Erinnerung: Partie { $game } wartet seit { $waited ->
        [one] einem Tag
       *[other] { $waited } Tagen
    } auf dich. Wenn du nicht bis { $deadline } ziehst, verlierst du durch Zeitüberschreitung.
    .subject = Stratego-Partie { $game }: Erinnerung - du bist am Zug
