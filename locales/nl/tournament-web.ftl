# Toernooien: de woorden van de webpagina's `/tournaments` en `/tournaments/T` (de koppen
# van hun tabellen zijn `tournament-columns`, hun delen `tournament-section`).

tournament-web-none = Er is nog geen toernooi.
# Onder de naam van een toernooi in de lijst.
tournament-web-entry = { $kind }, { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }
# `Zwitsers systeem, 5 ronden, classic. Toernooileider: alice. Wordt gespeeld.` ($state:
# open, closed, running, over)
tournament-web-facts = { $kind }. Toernooileider: { $director }. { $state ->
        [open] Open voor inschrijving
        [closed] Inschrijving gesloten, nog niet begonnen
        [running] Wordt gespeeld
       *[over] Afgelopen
    }.
tournament-web-players = Spelers
tournament-web-standings = Stand
tournament-web-crosstable = Kruistabel
tournament-web-crosstable-note = Per ronde: het nummer van de tegenstander, de kleur (r Rood, b Blauw) en de uitslag (1 winst, = remise, 0 verlies, + en - reglementair, U bye).
tournament-web-rounds = Ronden
tournament-web-round = Ronde { $round }
