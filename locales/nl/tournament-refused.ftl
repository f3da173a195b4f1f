# Toernooien: de weigeringen van toernooicommando's. Het bericht is de korte reden in het
# onderwerp, de `.detail` zegt wat er mis was en hoe het wel moet.
# $tournament is het nummer van het toernooi; $state: open, closed, running, over.

tournament-no-such = geen toernooi met dat nummer
    .detail = Er is geen toernooi { $tournament }. Stuur 'stratego tournaments' voor de lijst.

tournament-not-open = toernooi niet open
    .detail =
        Toernooi { $tournament } neemt geen spelers meer aan: { $state ->
            [closed] de inschrijving is gesloten, het is nog niet begonnen. De spelers
            [running] het wordt al gespeeld. De stand
           *[over] het is afgelopen. De stand
        }:
          stratego tournament { $tournament }

tournament-full = toernooi vol
    .detail = Toernooi { $tournament } is vol: het heeft al zijn { $max } spelers.

tournament-already-in = al ingeschreven
    .detail = { $user } doet al mee aan toernooi { $tournament }: één plaats per speler.

tournament-already-withdrawn = al teruggetrokken
    .detail = { $user } heeft zich al teruggetrokken uit toernooi { $tournament }: er valt niets meer te verlaten.

tournament-not-in = niet ingeschreven
    .detail = { $user } doet niet mee aan toernooi { $tournament }, er valt dus niets te verlaten.

tournament-not-director = niet de toernooileider
    .detail = Alleen de toernooileider van toernooi { $tournament }, { $director }, mag het sluiten, heropenen, starten of afgelasten.

tournament-too-few = te weinig spelers
    .detail =
        Toernooi { $tournament } heeft { $players ->
            [one] { $players } speler
           *[other] { $players } spelers
        }; om te starten zijn er minstens { $min } nodig. Spelers schrijven zich zo in:
          stratego tournament join { $tournament } <gebruikersnaam> <wachtwoord>

tournament-too-few-to-close = te weinig spelers
    .detail =
        Toernooi { $tournament } heeft { $players ->
            [one] { $players } speler
           *[other] { $players } spelers
        }; om te starten zijn er minstens { $min } nodig, dus de inschrijving blijft open. Spelers schrijven zich zo in:
          stratego tournament join { $tournament } <gebruikersnaam> <wachtwoord>
        Om het in plaats daarvan af te gelasten:
          stratego tournament cancel { $tournament } <gebruikersnaam> <wachtwoord>

tournament-not-closed = toernooi niet gesloten
    .detail = Toernooi { $tournament } { $state ->
        [open] staat open voor inschrijving
        [running] wordt al gespeeld
       *[over] is afgelopen
    } en de inschrijving is niet gesloten: er valt niets te heropenen.

tournament-started-already = toernooi al begonnen
    .detail = Toernooi { $tournament } { $state ->
        [running] wordt al gespeeld
        [open] staat open voor inschrijving
        [closed] is gesloten voor inschrijving, maar nog niet begonnen
       *[over] is al afgelopen
    }, dus dit kan nu niet meer.

# Een optie die de server niet kent.
tournament-unknown-option = onbekende optie
    .detail = Onbekende optie '{ $option }'. Het systeem van een toernooi is -swiss, -swiss=RONDEN, -roundrobin of -doubleroundrobin; de partijen kennen -small, -barrage, -duel, -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=DAGEN en -forfeit=DAGEN. Stuur 'stratego help options' om te lezen wat elke partijoptie doet.
# Twee soorten spel, of een herinnering na het verlopen: $error zegt wat.
tournament-option-conflict = twee soorten spel
    .detail = { $error }.
tournament-option-nag = verkeerde toernooioptie
    .detail = { $error }.
# De waarde van een andere optie: $error zegt wat.
tournament-bad-option = verkeerde toernooioptie
    .detail = { $error }. Stuur 'stratego help options' om te lezen wat elke partijoptie doet.

tournament-bad-rounds = verkeerd aantal ronden
    .detail = Een toernooi volgens het Zwitsers systeem heeft 1 tot { $max } ronden, niet { $rounds }. Laat het getal weg (-swiss) voor het gebruikelijke aantal bij zijn spelers.

tournament-bad-name = verkeerde toernooinaam
    .detail =
        De naam van een toernooi is 1 tot { $max } tekens lang en staat vóór de opties, zo:
          stratego tournament new <gebruikersnaam> <wachtwoord> Voorjaarstoernooi -swiss=5

tournament-server-error = serverfout
    .detail = Probeer het nog eens.

tournament-robot-by-director = alleen de toernooileider schrijft de computer in
    .detail =
        De computer, { $robot }, heeft geen wachtwoord: de toernooileider van toernooi { $tournament } schrijft hem in met zijn eigen wachtwoord:
          stratego tournament join { $tournament } { $robot } <wachtwoord>
