# Spelen: uitdaging, opstelling, zet, remise, opgeven, bericht. Wat een weigering zegt, en
# de regel boven het bord die zegt wat er gebeurde.

play-not-your-game = niet jouw partij
    .detail = { $user } speelt niet mee in partij { $game }.

play-unknown-userid = onbekende gebruikersnaam
    .detail = Er is geen gebruiker '{ $user }': beide spelers moeten zich registreren voor een uitdaging.

play-same-player = twee keer dezelfde speler
    .detail = Een partij heeft twee verschillende spelers nodig.

play-not-a-players-address = niet het adres van een speler
    .detail = Een uitdaging moet komen van het geregistreerde adres van { $red } of { $blue }; je mail kwam van { $from }.

play-opponent-not-confirmed = tegenstander niet bevestigd
    .detail = { $opponent } heeft zich geregistreerd maar het adres nog niet bevestigd, en kan dus nog niet uitgedaagd worden. Stuur de uitdaging opnieuw zodra { $opponent } op de bevestigingsmail heeft geantwoord.

play-empty-message = leeg bericht
    .detail = Je bericht heeft geen tekst: schrijf het in de tekst van de mail (geciteerde regels en de handtekening worden weggelaten).

play-no-move-made = Er is geen zet gedaan; je bent nog steeds aan zet.

play-robot-reads-nothing = de robot leest geen berichten
    .detail = { $robot } is de computerspeler: hij leest geen berichten, en niemand kijkt mee met partij { $game }, dus je tekst zou niemand bereiken. Om te spelen, antwoord je met je zet op de eerste regel, zoals e4-e5.

play-answer-by-reply = Antwoord op deze mail om { $author } te antwoorden. Een antwoord waarvan de eerste regel een zet is, speelt die zet.
play-watching = (Je krijgt dit omdat je meekijkt met partij { $game }.)

play-message-subject = Stratego-partij { $game }: bericht van { $author }
play-message-sent-subject = { $moved ->
    [no] Stratego-partij { $game }: bericht verstuurd, geen zet gedaan
   *[yes] Stratego-partij { $game }: bericht verstuurd
}

play-message-went = { $observers ->
    [0] Je bericht ging naar { $opponent }.
    [one] Je bericht ging naar { $opponent } en de toeschouwer van partij { $game }.
   *[other] Je bericht ging naar { $opponent } en de { $observers } toeschouwers van partij { $game }.
}
play-message-went-robot = { $observers ->
    [one] Je bericht ging naar de toeschouwer van partij { $game }; { $opponent }, de computerspeler, leest geen berichten.
   *[other] Je bericht ging naar de { $observers } toeschouwers van partij { $game }; { $opponent }, de computerspeler, leest geen berichten.
}

play-comment-not-read = Je opmerking is niet doorgegeven: { $robot } leest geen berichten.

play-draw-offered = { $user } biedt remise aan.
play-draw-agreed = { $user } stemde in met het remiseaanbod.
play-draw-accepted = { $user } nam het remiseaanbod aan.
play-draw-declined = { $user } weigerde het remiseaanbod.
play-draw-robot-accepted = { $user } bood remise aan; { $robot } nam het aanbod aan.
play-draw-robot-declined = { $user } bood remise aan; { $robot } weigerde het aanbod.
play-draw-you-offered = Je hebt remise aangeboden. { $opponent } kan het aanbod aannemen of weigeren.

play-resigned = { $user } heeft opgegeven.

play-swapped = { $user } wisselde de stukken op { $a } en { $b }.

play-you-challenged = { $color ->
    [red] Je hebt { $opponent } uitgedaagd: jij speelt Rood en begint, { $opponent } speelt Blauw.
   *[blue] Je hebt { $opponent } uitgedaagd: jij speelt Blauw, { $opponent } speelt Rood en begint.
}
play-challenged-you = { $color ->
    [red] { $challenger } heeft je uitgedaagd: { $challenger } speelt Rood en begint, jij speelt Blauw.
   *[blue] { $challenger } heeft je uitgedaagd: { $challenger } speelt Blauw, jij speelt Rood en begint.
}
play-robot-deployed = { $robot } heeft zijn stukken opgesteld.

play-you-deployed = Je hebt je stukken opgesteld.
play-deployed = { $user } heeft opgesteld.
play-game-begins = { $user } heeft opgesteld. Beide opstellingen zijn binnen: de partij begint, Rood zet als eerste.

play-played = { $user } ({ $side }) speelde { $move }.

play-robot-cannot-play = de robot kan deze partij niet spelen
    .detail = { $robot } kan deze uitdaging niet aannemen: { $why }. Er is geen partij gemaakt; daag hem uit voor een van die partijen, of daag een mens uit voor een partij { $kind }.
    .deploy = { $why }.

play-comment-cut = [... ingekort: opmerkingen hebben hoogstens { $max } tekens]
