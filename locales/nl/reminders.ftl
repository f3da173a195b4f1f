# De mails van de dagelijkse ronde: een partij verwijderd tijdens het opstellen, verlies
# door tijdsoverschrijding, een herinnering.

reminders-removed =
    Partij { $game } ({ $red } tegen { $blue }) is verwijderd: { $waiting } { $count ->
        [one] heeft
       *[other] hebben
    } de opstelling niet binnen { $days ->
        [one] een dag
       *[other] { $days } dagen
    } gestuurd.
    Voor een nieuwe partij stuur je:
      stratego challenge <gebruikersnaam> <tegenstander> <wachtwoord>
    .subject = Stratego-partij { $game }: verwijderd - opstellen niet klaar
reminders-both = { $first } en { $second }

reminders-forfeit = { $loser } heeft { $days ->
        [one] een dag
       *[other] { $days } dagen
    } geen zet gedaan en verliest door tijdsoverschrijding.

reminders-deploy = Herinnering: partij { $game } wacht al { $waited ->
        [one] een dag
       *[other] { $waited } dagen
    } op je. Als je je opstelling niet vóór { $deadline } stuurt, wordt de partij verwijderd.
    .subject = Stratego-partij { $game }: herinnering - stuur je opstelling
reminders-deploy-tournament = Herinnering: partij { $game } wacht al { $waited ->
        [one] een dag
       *[other] { $waited } dagen
    } op je. Als je je opstelling niet vóór { $deadline } stuurt, verlies je door tijdsoverschrijding.
    .subject = Stratego-partij { $game }: herinnering - stuur je opstelling
reminders-move = Herinnering: partij { $game } wacht al { $waited ->
        [one] een dag
       *[other] { $waited } dagen
    } op je. Als je niet vóór { $deadline } een zet doet, verlies je door tijdsoverschrijding.
    .subject = Stratego-partij { $game }: herinnering - jij bent aan zet
