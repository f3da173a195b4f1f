# De competitie: de stand, de ratings en uitslagen van een speler, de nieuwe ratings onder
# het einde van een partij met rating. Soorten spel (classic, small, ...) zijn
# commandowoorden en blijven zoals ze zijn.

league-ratings = Nieuwe ratings ({ $kind }): { $red }; { $blue }.
league-rating-change = { $user } { $rating } +/- { $deviation } ({ $change }, { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }{ $provisional ->
        [yes] , voorlopig
       *[no] {""}
    })

league-standings = Stand: { $kind } (Glicko-2-ratings uit partijen met rating tussen spelers)
    .subject = Stratego: stand { $kind }
league-standings-empty = Er is nog geen partij { $kind } met rating afgelopen.
league-columns = Plaats Speler Rating Partijen G V R
league-standings-deviation = +/- is de afwijking van de rating: hoe zeker die is. Een ? staat bij een voorlopige rating (afwijking boven { $deviation }): te weinig partijen om het te zeggen. G, V, R: gewonnen, verloren, remise.
league-standings-robot = Een * staat bij de computertegenstander: ook zijn partijen tellen voor de rating.
league-standings-others =
    Andere soorten spel: { $kinds }. De ratings en uitslagen van één speler:
      stratego rating <gebruikersnaam>

league-unknown-kind = onbekende soort spel
    .detail =
        '{ $asked }' is hier geen soort spel; de soorten zijn: { $kinds }. Bijvoorbeeld:
          stratego standings { $example }

league-rating = Ratings van { $user } (Glicko-2, één per soort spel):
    .subject = Stratego: rating van { $user }
league-rating-none = Nog geen partij met rating.
league-rating-place = { $rating }, plaats { $place }{ $provisional ->
        [yes] {" "}(voorlopig)
       *[no] {""}
    }
league-rating-record = { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }: { $won } gewonnen, { $lost } verloren, { $drawn } remise
league-recent = Laatste partijen met rating, nieuwste eerst:
league-recent-game = partij { $game } ({ $kind }): { $result ->
        [won] gewonnen
        [lost] verloren
       *[drew] remise
    } tegen { $opponent }
league-recent-end = { $why }; rating was { $before }, nu { $after }
