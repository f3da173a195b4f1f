# Toernooien: `stratego help tournaments`. De kolom van de opties blijft uitgelijnd: de
# uitleg begint in elke taal in dezelfde kolom.

tournament-help =
    Toernooien

    Een toernooileider maakt een toernooi aan, spelers schrijven zich in, de toernooileider start het. Elke ronde deelt de server de spelers in en maakt per paar één partij, met de opties van het toernooi: er is geen uitdaging om aan te nemen, je partij komt in een eigen mail die om je opstelling vraagt. De volgende ronde wordt ingedeeld zodra de laatste partij van een ronde afgelopen is; na elke ronde krijgt elke speler de stand, en na de laatste de eindstand.

      stratego tournaments
      stratego tournament <nummer>
      stratego tournament join <nummer> <gebruikersnaam> <wachtwoord>
      stratego tournament leave <nummer> <gebruikersnaam> <wachtwoord>

    Om er een te leiden:

      stratego tournament new <gebruikersnaam> <wachtwoord> <naam> -swiss
      stratego tournament close <nummer> <gebruikersnaam> <wachtwoord>
      stratego tournament start <nummer> <gebruikersnaam> <wachtwoord>
      stratego tournament reopen <nummer> <gebruikersnaam> <wachtwoord>
      stratego tournament cancel <nummer> <gebruikersnaam> <wachtwoord>

    Met close sluit je de inschrijving (minstens { $min } spelers), met reopen open je ze weer, met cancel gelast je een toernooi af dat nog niet begonnen is.

      -swiss             toernooi volgens Zwitsers systeem (standaard)
      -swiss=RONDEN      met zoveel ronden
      -roundrobin        iedereen speelt één keer tegen iedereen
      -doubleroundrobin  twee keer, één keer met elke kleur

    Elke optie van een uitdaging mag volgen (stuur 'stratego help options'): het spel (-small, -barrage, -duel, -domino, één daarvan), -nag=DAGEN (de herinnering, 7 dagen tenzij opgegeven), -forfeit=DAGEN (21 tenzij opgegeven; langer dan -nag) en de rest. Een toernooi volgens het Zwitsers systeem heeft zoveel ronden als nodig zijn om een winnaar te vinden, tenzij opgegeven.

    Een winst is 1 punt, een remise ½, een verlies 0; een partij die door tijdsoverschrijding verloren is of nooit opgesteld werd, is reglementair verloren. Bij een oneven aantal spelers heeft elke ronde één speler een bye: de punten van een winst. Bij een gelijke stand beslissen in het Zwitsers systeem de weerstandspunten (Buchholz) zonder de zwakste tegenstander, de weerstandspunten, de Sonneborn-Berger-punten, het onderling resultaat en het aantal winstpartijen; in een competitie de Sonneborn-Berger-punten, het onderling resultaat en het aantal winstpartijen.

    Trek je je na de start terug, dan doe je niet meer mee: je wordt niet meer ingedeeld, en een toernooipartij die je nog niet uitgespeeld hebt, is reglementair verloren. Toernooipartijen tellen mee voor de rating zoals alle andere.
