# De openbare webpagina's (`stratego-pbem web`) en de link ernaar in bordmails.

## Het kader van elke pagina

web-site = Stratego per mail
web-title = { $page } - { web-site }
web-nav-games = Partijen
web-nav-standings = Stand
web-nav-tournaments = Toernooien
web-language = Taal
web-language-en = English
web-language-de = Deutsch
web-language-nl = Nederlands

## Foutpagina's

web-error-forbidden = Deze pagina is voor de beheerder van de server, met diens token.
web-error-not-found = Deze pagina bestaat niet.
web-error-bad-request = Dit adres is niet te lezen.
web-error-read-only = Deze pagina's kun je alleen lezen.
web-error-failed = De pagina kon niet worden gemaakt. Probeer het zo nog eens.

## Lijsten van partijen

web-all-games = Partijen, nieuwste eerst
web-older-games = Oudere partijen
web-newest-games = Nieuwste partijen
web-no-games = Nog geen partij.
web-filter =
    .all = Alle
    .running = Lopend
    .finished = Afgelopen
web-list-game = { $game }, { $kind }: { $red } tegen { $blue }
web-list-state = { $state }; laatste zet op { $date }

## Een partij en haar stand

web-game = Partij { $game }
web-game-at = Partij { $game }, zet { $ply }
web-color = { $side ->
    [red] Rood
   *[blue] Blauw
}
web-side = { $computer ->
    [yes] ({ $color }, computer)
   *[no] ({ $color })
}
web-game-players = { $red } tegen { $blue }, { $kind }.
web-options = Opties: { $options }
web-setting-up = wordt opgesteld
web-to-play = { $color } ({ $name }) is aan zet, zet nr. { $next }
web-deployed-both = Beide opstellingen staan
web-deployed-none = Opstellen: Rood ({ $red }) en Blauw ({ $blue }) hebben nog niet opgesteld
web-deployed-one = { $done ->
    [red] Opstellen: Rood ({ $red }) heeft opgesteld, Blauw ({ $blue }) nog niet
   *[blue] Opstellen: Blauw ({ $blue }) heeft opgesteld, Rood ({ $red }) nog niet
}
web-over = { $winner ->
    [red] Rood heeft gewonnen
    [blue] Blauw heeft gewonnen
   *[none] remise
} na { $moves } { $moves ->
    [one] zet
   *[other] zetten
}: { $why }
web-both-armies-open = De partij is voorbij: beide opstellingen zijn open te zien.
web-observer-view = De partij loopt: je ziet haar zoals een toeschouwer, zonder verborgen stukken.
web-armies-deploying = De spelers stellen nog op: het bord verschijnt zodra beide opstellingen staan.
web-no-replay = Deze zet kan niet worden getoond: het verslag van de partij past er niet bij.

## Naspelen

web-replay = Naspelen
    .first = Begin
    .previous = Vorige
    .next = Volgende
    .last = Laatste
web-keys = Toetsen: pijl links en rechts lopen door de zetten, Home en End springen.
web-replay-start = Voor zet 1 van { $last }.
web-replay-now = Na zet { $ply } van { $last }: de partij zoals ze nu staat.
web-replay-after = Na zet { $ply } van { $last }.
web-moves = Zetten
web-no-moves = Nog geen zet.

## Stand en spelers

web-standings = Stand: { $kind }
web-standings-intro = Glicko-2-ratings uit de partijen met rating tussen spelers.
web-no-standings = Er is nog geen partij { $kind } met rating afgelopen.
web-standings-columns =
    .rank = Plaats
    .player = Speler
    .rating = Rating
    .deviation = +/-
    .games = Partijen
    .won = Gew.
    .lost = Verl.
    .drawn = Rem.
web-provisional-note = +/- is de afwijking van de rating: hoe zeker die is. Een ? wijst op een voorlopige rating: te weinig partijen om het te zeggen.
web-robot-note = Een * wijst op de computertegenstander: ook diens partijen tellen mee voor de rating.
web-ratings = Ratings per soort
web-ratings-columns =
    .kind = Soort
    .rating = Rating
    .deviation = +/-
    .won = Gew.
    .lost = Verl.
    .drawn = Rem.
web-rating-history = Verloop van de rating
web-history-columns =
    .date = Datum
    .game = Partij
    .against = Tegen
    .result = Uitslag
    .rating = Rating
web-no-rated-games = Nog geen partij met rating afgelopen.
web-player-games = Partijen
web-result = { $result ->
    [won] gewonnen
    [lost] verloren
   *[drawn] remise
}
web-rating-change = { $before } naar { $after } ({ $change })

## De link in een bordmail

web-see-on-the-web = Bekijk de partij op het web
