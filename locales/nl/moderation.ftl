# Moderatie: de antwoorden en weigeringen voor moderatoren, wat een geschorste speler
# hoort, het einde van een partij waarover een moderator besliste, aankondigingen en de
# moderatiepagina. Commando's en hun woorden (`ban`, `forever`, `red|blue|draw`) blijven.

moderation-not-moderator = geen moderator
    .detail = Alleen moderatoren mogen het commando mod gebruiken, en { $user } is er geen. De poging staat in het moderatielogboek. Vind je dat een moderator moet ingrijpen, schrijf dan een van hen.

moderation-help =
    Commando's voor moderatoren

    Moderatoren houden de club per mail draaiende. Elk commando bevat je eigen gebruikersnaam (<naam>) en wachtwoord, zoals elk ander commando. Elk commando, uitgevoerd of geweigerd, komt in het moderatielogboek, dat de moderatiepagina toont. Je krijgt een mail met wat er gedaan is.

      stratego mod <naam> <wachtwoord> ban <speler> <dagen> <reden>
      stratego mod <naam> <wachtwoord> ban <speler> forever <reden>

    Schorst een speler voor een aantal dagen (1 of meer) of voorgoed. De speler wordt uit elk toernooi teruggetrokken en verliest elke lopende partij reglementair, met rating. De speler krijgt een mail met de reden en het einde van de schorsing. Zijn volgende mail wordt één keer beantwoord, latere niet, en intussen kan vanaf zijn adres geen account worden aangemaakt.

      stratego mod <naam> <wachtwoord> unban <speler> [<reden>]

    Heft een schorsing op. De speler krijgt een mail.

      stratego mod <naam> <wachtwoord> adjudicate <nr> red|blue|draw <reden>

    Beëindigt partij <nr> met de uitslag die jij opgeeft, met rating. Beide spelers en de toeschouwers krijgen de eindpositie, met beide opstellingen open, en de reden.

      stratego mod <naam> <wachtwoord> cancel <nr> <reden>

    Beëindigt partij <nr> zonder uitslag en zonder rating. Beide spelers en de toeschouwers krijgen de eindpositie en de reden.

      stratego mod <naam> <wachtwoord> announce [<titel>]

    Stuurt de tekst van je mail naar elke speler die aankondigingen niet heeft uitgezet, met de titel als onderwerp. Hoogstens één per dag.

      stratego mod <naam> <wachtwoord> reset <speler>

    Stuurt de speler een mail om het wachtwoord opnieuw in te stellen, zoals 'stratego forgot' doet (hoogstens { $resets } per dag).

      stratego mod <naam> <wachtwoord> delete <speler> <reden>

    Verwijdert het account meteen, alsof de speler was vertrokken: hij wordt uit zijn toernooien teruggetrokken, zijn lopende partijen worden opgegeven, en hij krijgt een laatste mail met de reden.

    Alleen de moderator die de beheerder als eerste noemt, mag een andere moderator schorsen. Niemand mag zichzelf schorsen, of vertrekken zolang hij de laatste moderator is.

moderation-no-such-player = speler bestaat niet
    .detail = Er is geen speler { $user }. Controleer de gebruikersnaam (stuur 'stratego games { $user }').

moderation-robot-spared = de computertegenstander
    .detail = { $robot } is de computertegenstander: die kan niet worden geschorst of verwijderd.

moderation-not-yourself = niet jezelf
    .detail = Een moderator kan zichzelf niet schorsen.

moderation-moderator-spared = een moderator
    .detail = { $user } is moderator. Alleen de moderator die de beheerder als eerste noemt in de instelling --moderators, mag een andere moderator schorsen; of vraag de beheerder om { $user } eerst als moderator af te zetten.

moderation-banned-already = al geschorst
    .detail = { $user } is al geschorst, { $lasts ->
        [forever] voorgoed
       *[until] tot { $until }
    }. Hef de schorsing eerst op om die te veranderen.

moderation-not-banned = niet geschorst
    .detail = { $user } is niet geschorst: er valt niets op te heffen.

moderation-game-over = partij afgelopen
    .detail = Partij { $game } is al afgelopen: de uitslag blijft staan.

moderation-not-started = partij niet begonnen
    .detail =
        Partij { $game } is nog niet begonnen (de opstellingen zijn er nog niet allebei), dus er valt niets te beslissen. Om haar te beëindigen, stuur:
          stratego mod <gebruikersnaam> <wachtwoord> cancel { $game } <reden>

moderation-announce-too-soon = één aankondiging per dag
    .detail = Minder dan een dag geleden ging er al een aankondiging uit, en er gaat hoogstens één per dag uit. Stuur deze opnieuw na { $next }.

moderation-announce-empty = geen aankondiging
    .detail = De mail had geen tekst om aan te kondigen. Schrijf de aankondiging in de tekst van de mail, onder de commandoregel.

moderation-ended-forfeit = { $games ->
    [one] Je { $games } lopende partij is reglementair verloren.
   *[other] Je { $games } lopende partijen zijn reglementair verloren.
    }
moderation-ended-forfeit-withdrawn = { $games ->
    [one] Je { $games } lopende partij is reglementair verloren
   *[other] Je { $games } lopende partijen zijn reglementair verloren
    }, en je bent uit { $tournaments ->
    [one] { $tournaments } toernooi teruggetrokken.
   *[other] { $tournaments } toernooien teruggetrokken.
    }
moderation-ended-resigned = { $games ->
    [one] Je { $games } lopende partij is opgegeven.
   *[other] Je { $games } lopende partijen zijn opgegeven.
    }
moderation-ended-resigned-withdrawn = { $games ->
    [one] Je { $games } lopende partij is opgegeven
   *[other] Je { $games } lopende partijen zijn opgegeven
    }, en je bent uit { $tournaments ->
    [one] { $tournaments } toernooi teruggetrokken.
   *[other] { $tournaments } toernooien teruggetrokken.
    }
moderation-ended-withdrawn = Je bent uit { $tournaments ->
    [one] { $tournaments } toernooi teruggetrokken.
   *[other] { $tournaments } toernooien teruggetrokken.
    }

moderation-banned-notice =
    Hallo { $user },

    Een moderator van deze server heeft { $user } { $lasts ->
        [forever] voorgoed
       *[until] tot { $until }
    } geschorst, om deze reden:
      {"  "}{ $reason }

    { $ended }{ $lasts ->
        [forever] Mail van jou wordt niet meer beantwoord
       *[until] Mail van jou wordt niet beantwoord zolang de schorsing duurt
    }, en vanaf je adres kan geen nieuw account worden aangemaakt.
    .subject = Stratego: { $user } is geschorst

moderation-banned-answer = geschorst
    .detail =
        { $user } is { $lasts ->
        [forever] voorgoed
       *[until] tot { $until }
    } geschorst op deze server, om deze reden:
          {"  "}{ $reason }

        Dit is het enige antwoord: verdere mail van jou wordt niet beantwoord{ $lasts ->
            [forever] .
           *[until] {" "}zolang de schorsing duurt.
        }

moderation-banned-player = speler geschorst
    .detail = { $user } is { $lasts ->
        [forever] voorgoed
       *[until] tot { $until }
    } geschorst op deze server: er kan geen nieuwe partij met { $user } beginnen.

moderation-unbanned-notice =
    Hallo { $user },

    Een moderator heeft de schorsing van { $user } opgeheven: je mail wordt weer beantwoord, en je kunt spelers uitdagen zoals voorheen.
    .subject = Stratego: { $user } mag weer spelen

moderation-adjudicated =
    Een moderator heeft over deze partij beslist, om deze reden:
      {"  "}{ $reason }
moderation-cancelled =
    Een moderator heeft deze partij geannuleerd: ze heeft geen uitslag en telt niet voor de rating. De reden:
      {"  "}{ $reason }
moderation-forfeit-by-ban = { $user } is door een moderator op deze server geschorst en verliest reglementair.

moderation-done-ban = { $user } is { $lasts ->
        [forever] voorgoed
       *[until] tot { $until }
    } geschorst; { $games ->
    [0] geen lopende partij
    [one] { $games } lopende partij reglementair beëindigd
   *[other] { $games } lopende partijen reglementair beëindigd
    }{ $tournaments ->
    [0] {""}
    [one] , uit { $tournaments } toernooi teruggetrokken
   *[other] , uit { $tournaments } toernooien teruggetrokken
    }; { $user } is ingelicht.
moderation-done-unban = de schorsing van { $user } is opgeheven; { $user } is ingelicht.
moderation-done-reset = er ging een mail om het wachtwoord opnieuw in te stellen naar { $user }.
moderation-done-delete = het account { $user } is verwijderd; { $games ->
    [0] geen lopende partij
    [one] { $games } lopende partij opgegeven
   *[other] { $games } lopende partijen opgegeven
    }{ $tournaments ->
    [0] {""}
    [one] , uit { $tournaments } toernooi teruggetrokken
   *[other] , uit { $tournaments } toernooien teruggetrokken
    }; de afgelopen partijen staan nu op naam van { $name }.
moderation-done-decided = over partij { $game } is beslist: { $result }. Beide spelers en de toeschouwers hebben de eindpositie gekregen.
moderation-done-cancelled = partij { $game } is geannuleerd, zonder rating. Beide spelers en de toeschouwers hebben de eindpositie gekregen.
moderation-done-announce = { $readers ->
    [one] de aankondiging ging naar { $readers } speler.
   *[other] de aankondiging ging naar { $readers } spelers.
    }

moderation-too-many-resets = te veel wachtwoordmails
    .detail = { $user } kreeg vandaag al { $limit } mails om het wachtwoord opnieuw in te stellen, het maximum. Probeer het morgen opnieuw.

moderation-done =
    Gedaan, { $moderator }: { $what }

    Deze actie staat in het moderatielogboek.
    .subject = Stratego: moderatie uitgevoerd

moderation-announcement-footer =
    Je krijgt dit als speler van deze server ({ $user }). Wil je geen aankondigingen meer, gebruik dan de afmeldknop van je mailprogramma, of stuur:
      stratego set { $user } <wachtwoord> noannounce
    .subject = Stratego: { $title }
    .untitled = Stratego: aankondiging

moderation-unsubscribed =
    Hallo { $user },

    Je krijgt geen aankondigingen meer. Je mail over partijen blijft zoals die is. Wil je weer aankondigingen krijgen, stuur dan:
      stratego set { $user } <wachtwoord> announce
    .subject = Stratego: geen aankondigingen meer

moderation-announce-on = announce: je krijgt de aankondigingen van de club
moderation-announce-off = noannounce: je krijgt geen aankondigingen; je mail over partijen blijft zoals die is

moderation-page = Moderatie
    .intro = De schorsingen en de partijen waarover de moderatoren van deze server beslisten of die ze annuleerden, nieuwste eerst, met de redenen die ze gaven.
    .bans = Schorsingen
    .no-bans = Er is nog geen speler geschorst.
    .decisions = Besliste of geannuleerde partijen
    .no-decisions = Er is nog over geen partij beslist en geen partij geannuleerd.
moderation-page-column =
    .date = Datum
    .player = Speler
    .until = Tot
    .reason = Reden
    .game = Partij
    .decision = Beslissing
moderation-page-lifted = opgeheven op { $date }
moderation-page-for-good = voorgoed
moderation-page-cancelled = geannuleerd, zonder rating
moderation-page-decided = uitslag beslist
