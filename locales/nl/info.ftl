# Partijen bekijken: de onderwerpen van `show` en `showas`, `games`, `history`, `subscribe`
# en `unsubscribe`. (De mails met het bord zelf zijn woorden van het bord.)

info-board-subject = Stratego: bord van partij { $game }
info-own-board-subject = Stratego: bord van partij { $game } zoals { $user } het ziet

info-not-your-game = niet jouw partij
    .detail = { $user } speelt niet mee in partij { $game }; 'stratego show { $game }' toont wat toeschouwers zien.

info-unknown-userid = onbekende gebruikersnaam
    .detail = Er is geen gebruiker '{ $userid }' geregistreerd.

info-no-such-game = die partij bestaat niet
    .detail = Er is geen partij { $game }. Stuur 'stratego games' voor de lijst met partijen.

info-games-of = Partijen van { $user }:
info-games-all = Alle partijen:
info-games-none = (geen)
info-games-heading = #{ $game } { $kind }  { $red } (Rood) tegen { $blue } (Blauw)
info-games-state = { $state }; laatst actief op { $date }
info-games-setup = bezig met opstellen
info-games-to-play = { $user } is aan zet, zet nr. { $ply }
info-games-won = afgelopen: { $winner } heeft gewonnen, { $why }
info-games-drawn = afgelopen: remise, { $why }
info-games-end = Stuur 'stratego show <partij>' voor een bord, 'stratego history <partij>' voor de zetten.
    .subject = Stratego: lijst met partijen


info-history = Partij { $game } ({ $kind }): { $red } (Rood) tegen { $blue } (Blauw), { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }.
    .subject = Stratego: verloop van partij { $game }
info-history-result = Uitslag: { $result }.
info-side = { $color ->
        [red] Rood
       *[blue] Blauw
    }

info-plays-anyway = je speelt in deze partij
    .detail = { $user } speelt mee in partij { $game } en krijgt de borden toch al.

info-too-many-observers = te veel toeschouwers
    .detail = Partij { $game } heeft al { $observers } toeschouwers, het maximum voor een partij. Stuur 'stratego show { $game }' om het bord te zien wanneer je maar wilt.

info-watching = { $user } kijkt nu mee met deze partij.
    .subject = Stratego: je kijkt mee met partij { $game }
info-watching-already = { $user } kijkt al mee met deze partij.

info-stopped-watching = { $user } krijgt de borden van partij { $game } niet meer.
    .subject = Stratego: je kijkt niet meer mee met partij { $game }
info-not-watching = { $user } keek niet mee met partij { $game }; er is niets veranderd.

info-offer-watching =
    Wil je na elke zet het bord krijgen, stuur dan:
      stratego subscribe { $game } { $user } <wachtwoord>
info-anyone = <gebruikersnaam>
