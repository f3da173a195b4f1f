# Toernooien: de stand na elke ronde, de eindstand, `stratego tournament <T>` en
# `stratego tournaments`. De kolommen van een tabel zijn zo breed als hun langste kop of
# waarde (dat meet de code).

# De koppen van de stand en van de indeling van een ronde. Kort: een tabel is hoogstens
# 72 tekens breed.
tournament-columns =
    .rank = Plaats
    .number = Nr
    .player = Speler
    .points = Pnt
    .buchholz-cut1 = WP-1
    .buchholz = WP
    .sonneborn-berger = SB
    .direct = OR
    .wins = W
    .red = Rood
    .blue = Blauw
    .result = Uitslag
    .game = Partij

# Wat de kolommen betekenen, onder een tabel ($system: swiss, anders een competitie).
tournament-legend = { $system ->
    [swiss] Pnt punten (winst 1, remise ½, bye 1), WP-1 weerstandspunten (Buchholz) zonder de zwakste tegenstander, WP weerstandspunten (Buchholz), SB Sonneborn-Berger-punten, OR onderling resultaat, W aantal gewonnen partijen. Bij een gelijke stand beslist deze volgorde.
   *[other] Pnt punten (winst 1, remise ½, bye 1), SB Sonneborn-Berger-punten, OR onderling resultaat, W aantal gewonnen partijen. Bij een gelijke stand beslist deze volgorde.
}
tournament-legend-withdrawn = Een * staat bij een speler die niet meer meedoet: teruggetrokken, geschorst of account verwijderd.

# De uitslag van een bord in de lijst van een ronde ($result: playing, win, loss, draw,
# forfeit-win, forfeit-loss, both-forfeit, bye). `regl.`: reglementair.
tournament-result = { $result ->
    [win] 1-0
    [loss] 0-1
    [draw] remise
    [forfeit-win] 1-0 regl.
    [forfeit-loss] 0-1 regl.
    [both-forfeit] beide regl.
    [bye] bye
   *[playing] bezig
}

tournament-round = Ronde { $round }:
# De partij van een bord, na de uitslag.
tournament-round-game = partij { $game }
# De regel van de bye in de lijst van een ronde.
tournament-round-bye = bye (1 punt)

tournament-standings-after = Toernooi { $tournament } ({ $name }): de stand na ronde { $round }.
    .subject = Stratego: toernooi { $tournament }, stand na ronde { $round }
tournament-standings-next = Ronde { $next } is ingedeeld: je partij (of je bye) komt in een eigen mail.

# Een speler die niet meer meedoet: zijn uitslagen blijven zoals gespeeld.
tournament-withdrawn-name = { $user } (teruggetrokken)

tournament-over = Toernooi { $tournament } ({ $name }) is afgelopen. Niemand heeft gespeeld.
    .subject = Stratego: toernooi { $tournament } is afgelopen
tournament-over-winner = Toernooi { $tournament } ({ $name }) is afgelopen. { $winner } wint.
    .subject = Stratego: toernooi { $tournament } is afgelopen: { $winner } wint
# $winners: allemaal behalve de laatste, gescheiden door komma's.
tournament-over-shared = Toernooi { $tournament } ({ $name }) is afgelopen. { $winners } en { $last } delen de eerste plaats.
    .subject = Stratego: toernooi { $tournament } is afgelopen: gedeelde eerste plaats
tournament-final-table = De eindstand:

# `stratego tournament <T>` ($state: open, closed, running, over).
tournament-overview = Toernooi { $tournament } ({ $name }): { $kind }. Toernooileider: { $director }. { $state ->
        [open] Open voor inschrijving
        [closed] Inschrijving gesloten, nog niet begonnen
        [running] Wordt gespeeld
       *[over] Afgelopen
    }.
    .subject = Stratego: { $title }
# De titel in het onderwerp (ingekort als hij lang is).
tournament-overview-title = toernooi { $tournament } ({ $name })
tournament-no-players = Er heeft zich nog geen speler ingeschreven.
tournament-players = Spelers ({ $count }): { $players }.
tournament-to-join =
    Om mee te doen:
      stratego tournament join { $tournament } <gebruikersnaam> <wachtwoord>

    De toernooileider start het als iedereen er is (minstens { $min } spelers).
tournament-starts-when-ready = De toernooileider start het zodra hij zover is.
tournament-no-round-ended = Er is nog geen ronde afgelopen.
tournament-standings-after-round = Stand na ronde { $round }:
tournament-is-over-won = Het toernooi is afgelopen: { $winner } heeft gewonnen.
tournament-is-over = Het toernooi is afgelopen.
tournament-round-playing = Ronde { $round } van { $rounds } wordt gespeeld ({ $open ->
        [one] nog { $open } partij bezig
       *[other] nog { $open } partijen bezig
    }). Ronde { $next } wordt ingedeeld zodra de laatste partij afgelopen is.
tournament-last-round-playing = De laatste ronde, { $round }, wordt gespeeld ({ $open ->
        [one] nog { $open } partij bezig
       *[other] nog { $open } partijen bezig
    }). De eindstand komt zodra de laatste partij afgelopen is.

# `stratego tournaments`.
tournament-list = Toernooien
    .subject = Stratego: toernooien
# De delen van de lijst en van de webpagina ($state: open, closed, running, over).
tournament-section = { $state ->
    [open] Open voor inschrijving
    [closed] Gesloten, nog niet begonnen
    [running] Bezig
   *[over] Afgelopen
}
# Na de naam van een toernooi in de lijst.
tournament-list-players = ({ $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    })
tournament-list-players-round = ({ $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }, ronde { $round })
tournament-list-none =
    Er is nog geen toernooi. Zo maak je er een:
      stratego tournament new <gebruikersnaam> <wachtwoord> <naam> -swiss
tournament-list-one =
    De stand en de ronde van één toernooi:
      stratego tournament <nummer>
