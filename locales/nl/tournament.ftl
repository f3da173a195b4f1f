# Toernooien: de antwoorden aan toernooileider en spelers, en de mails van een toernooi
# (de indelingsregel van een bordmail, de bye, wat het einde van een partij betekent).
# Commando's (`stratego tournament ...`) blijven in elke taal zoals ze zijn.
# $tournament is het nummer van het toernooi, $name de naam.

# Een titel, of het begin van een zin.
tournament-heading = Toernooi { $tournament } ({ $name })

# Het systeem van een toernooi ($system: swiss, roundrobin, doubleroundrobin).
tournament-system = { $system ->
    [swiss] Zwitsers systeem
    [roundrobin] halve competitie
   *[doubleroundrobin] dubbele competitie
}

# Wat voor toernooi: `Zwitsers systeem, 5 ronden, classic`; de opties van de partijen
# volgen zoals ze geschreven zijn. $rounds is `none` als het systeem ze bepaalt.
tournament-kind = { $system }{ $rounds ->
    [none] {""}
    [one] , 1 ronde
   *[other] , { $rounds } ronden
}, { $variant }

tournament-created =
    Toernooi { $tournament } ({ $name }) staat open voor inschrijving: { $kind }. Jij bent de toernooileider; wil je zelf meespelen, schrijf je dan in zoals elke speler.

    Spelers schrijven zich zo in:
      stratego tournament join { $tournament } <gebruikersnaam> <wachtwoord>

    Als iedereen er is, start je het (minstens { $min } spelers):
      stratego tournament start { $tournament } <gebruikersnaam> <wachtwoord>

    Om de inschrijving vóór de start te sluiten (en weer te openen, of het toernooi af te gelasten):
      stratego tournament close { $tournament } <gebruikersnaam> <wachtwoord>
      stratego tournament reopen { $tournament } <gebruikersnaam> <wachtwoord>
      stratego tournament cancel { $tournament } <gebruikersnaam> <wachtwoord>
    .subject = Stratego: toernooi { $tournament } aangemaakt

tournament-joined = { $user } doet mee aan toernooi { $tournament } ({ $name }) ({ $players ->
        [one] tot nu toe { $players } speler
       *[other] tot nu toe { $players } spelers
    }). Als de toernooileider het start, komt de partij van elke ronde in een eigen mail, die om je opstelling vraagt.
    .subject = Stratego: { $user } doet mee aan toernooi { $tournament }

tournament-joined-robot = De computer, { $user }, doet mee aan toernooi { $tournament } ({ $name }) ({ $players ->
        [one] tot nu toe { $players } speler
       *[other] tot nu toe { $players } spelers
    }). Hij stuurt zelf zijn opstelling en speelt zijn partijen alleen: daar hoef je niets voor te doen.

tournament-left = { $user } doet niet meer mee aan toernooi { $tournament } ({ $name }).
    .subject = Stratego: { $user } heeft toernooi { $tournament } verlaten

tournament-withdrawn = { $user } heeft zich teruggetrokken uit toernooi { $tournament } ({ $name }) en wordt niet meer ingedeeld. De uitslagen tot nu toe blijven staan; een onafgemaakte partij van dit toernooi is reglementair verloren.

tournament-closed =
    Toernooi { $tournament } ({ $name }) neemt geen spelers meer aan ({ $players } ingeschreven). Start het met:
      stratego tournament start { $tournament } <gebruikersnaam> <wachtwoord>
    Om weer inschrijvingen aan te nemen:
      stratego tournament reopen { $tournament } <gebruikersnaam> <wachtwoord>
    .subject = Stratego: inschrijving voor toernooi { $tournament } gesloten

tournament-reopened =
    Toernooi { $tournament } ({ $name }) staat weer open voor inschrijving ({ $players ->
        [one] tot nu toe { $players } speler
       *[other] tot nu toe { $players } spelers
    }). Spelers schrijven zich zo in:
      stratego tournament join { $tournament } <gebruikersnaam> <wachtwoord>
    .subject = Stratego: toernooi { $tournament } weer open

tournament-cancelled = Toernooi { $tournament } ({ $name }) is afgelast: het wordt niet gespeeld, en de spelers krijgen bericht.
    .subject = Stratego: toernooi { $tournament } afgelast

# Aan elke speler die zich had ingeschreven. (Een regel die met een plaatshouder begint,
# telt voor Fluents inspringing niet mee; daarom staan de twee spaties van het commando
# uitgeschreven.)
tournament-cancelled-to-player =
    { $user }, de toernooileider heeft toernooi { $tournament } ({ $name }) vóór de start afgelast: het wordt niet gespeeld. De andere toernooien zie je met:
    {"  "}stratego tournaments

# Aan de toernooileider.
tournament-started = Toernooi { $tournament } ({ $name }) is begonnen met { $players } spelers en { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } ronden
    }. Elke speler krijgt zijn partij van ronde 1 in een eigen mail.
    .subject = Stratego: toernooi { $tournament } is begonnen

tournament-started-bye = Toernooi { $tournament } ({ $name }) is begonnen met { $players } spelers en { $rounds ->
        [one] 1 ronde
       *[other] { $rounds } ronden
    }. Alle andere spelers krijgen hun partij van ronde 1 in een eigen mail; { $bye } heeft een bye en krijgt dat te horen.

# De regel van de eerste bordmail van een toernooipartij.
tournament-pairing = Toernooi { $tournament } ({ $name }), ronde { $round } van { $rounds }: { $red } speelt Rood en begint, { $blue } speelt Blauw. Stuur je opstelling en daarna je zetten: wie { $days ->
        [one] 1 dag
       *[other] { $days } dagen
    } lang geen van beide stuurt, verliest door tijdsoverschrijding.

# Na de indelingsregel, als de computer de partij speelt.
tournament-robot-deployed = { $robot } heeft zijn opstelling al gestuurd.

tournament-bye = { $user }, je hebt een bye in ronde { $round } van toernooi { $tournament } ({ $name }): geen partij deze ronde, wel de punten van een overwinning (1).
    .subject = Stratego: toernooi { $tournament }, ronde { $round }: bye

# Als ronde $round niet de laatste is.
tournament-next-round = Ronde { $next } wordt ingedeeld zodra de laatste partij van ronde { $round } afgelopen is.

# De regel van de bordmail van een partij die verloren is omdat de speler eruit ging.
tournament-forfeit = { $why ->
        [left] { $user } heeft zich teruggetrokken uit toernooi { $tournament } ({ $name }) en verliest deze partij reglementair.
        [banned] { $user } is door een moderator van deze server geschorst, doet dus niet meer mee aan toernooi { $tournament } ({ $name }) en verliest deze partij reglementair.
       *[deleted] Het account van { $user } is verwijderd; { $user } doet dus niet meer mee aan toernooi { $tournament } ({ $name }) en verliest deze partij reglementair.
    }

# Een toernooipartij waarvan het opstellen te lang duurde.
tournament-setup-forfeit = { $user } heeft binnen { $days ->
        [one] 1 dag
       *[other] { $days } dagen
    } geen opstelling gestuurd en verliest deze toernooipartij door tijdsoverschrijding.
tournament-setup-forfeit-both = Geen van beide spelers heeft binnen { $days ->
        [one] 1 dag
       *[other] { $days } dagen
    } een opstelling gestuurd: allebei verliezen ze deze toernooipartij door tijdsoverschrijding.

# Wat het bord aan het einde van een toernooipartij zegt: de ronde, wat een dubbel
# reglementair verlies telt, wat er nu komt, waar de stand staat.
tournament-game-of-round = Dit was een partij van ronde { $round } van toernooi { $tournament } ({ $name }).
tournament-both-lost-cancelled = Een afgebroken partij telt in het toernooi als reglementair verloren voor beide spelers: geen punten en geen tiebreak voor wie dan ook, en ze worden niet nog eens tegen elkaar ingedeeld.
tournament-both-lost = Ze telt als reglementair verloren voor beide spelers: geen punten voor wie dan ook.
tournament-next-over = Het was de laatste partij van het toernooi: de eindstand komt in een eigen mail.
tournament-next-paired = Ze was de laatste van ronde { $round }: ronde { $next } is ingedeeld, en elke partij komt in een eigen mail.
tournament-next-final = De eindstand komt zodra de laatste partij van ronde { $round } afgelopen is.
tournament-see-standings =
    De stand:
      stratego tournament { $tournament }

# De regel op de webpagina van een partij die haar toernooi en ronde noemt.
tournament-game-in = Toernooi { $tournament } ({ $name }), ronde { $round }
