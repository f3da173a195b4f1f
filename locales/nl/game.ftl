# Een bordmail: onderwerp, eerste regels en wat je nu kunt doen. Antwoordwoorden (wissel,
# remise, opgeven, toon, aannemen, weigeren, auto) in de taal van de lezer; commando's
# blijven zoals ze zijn.

game-subject-over = Stratego-partij { $game }: partij afgelopen - { $result }
game-subject-deploy = Stratego-partij { $game }: stel je stukken op
game-subject-waiting-deploy = Stratego-partij { $game }: wachten op de opstelling van { $opponent }
game-subject-deploying = Stratego-partij { $game }: de opstellingen komen binnen
game-subject-draw-offered = Stratego-partij { $game }: { $opponent } biedt remise aan
game-subject-you-offered = Stratego-partij { $game }: je hebt remise aangeboden
game-subject-your-move = Stratego-partij { $game }: jij bent aan zet
game-subject-to-move = Stratego-partij { $game }: { $player } is aan zet

game-intro = Stratego-partij { $game } ({ $variant }): { $red } (Rood) tegen { $blue } (Blauw).
game-options = Opties: { $options }

game-comment = { $author } schrijft:

game-next-over =
    Voor een nieuwe partij antwoord je op deze mail met:
      stratego challenge <gebruikersnaam> <tegenstander>
    Van elders voeg je je wachtwoord toe als laatste woord.
game-next-over-observer =
    Voor een nieuwe partij stuur je:
      stratego challenge <gebruikersnaam> <tegenstander> <wachtwoord>
game-next-waiting-deploy =
    De partij begint zodra { $opponent } heeft opgesteld. Tot dan kun je je opstelling opnieuw sturen of twee stukken wisselen met een antwoord als:
      wissel a1 b1
game-next-watching =
    Je kijkt mee met deze partij. Stoppen doe je met:
      stratego unsubscribe { $game } { $user } <wachtwoord>
game-next-your-move = Antwoord op deze mail met je zet op de eerste regel, zoals { $example }; wat je eronder schrijft, gaat naar { $opponent }.
game-next-your-move-robot = Antwoord op deze mail met je zet op de eerste regel, zoals { $example }; { $opponent } is de computer en leest verder niets.
game-next-or-reply = Of antwoord met remise, opgeven of toon.
game-next-draw-offered = { $opponent } biedt remise aan: antwoord met aannemen of weigeren. Doe je in plaats daarvan een zet, dan wijs je het aanbod af.
game-next-command =
    Zonder antwoordadres stuur je:
      stratego move { $game } { $user } <wachtwoord> { $example }#{ $next }
game-next-waiting-draw = Wachten op de zet van { $player }; daarna krijg je je bord. { $opponent } biedt remise aan: antwoord met aannemen of weigeren.
game-next-waiting = Wachten op de zet van { $opponent }; daarna krijg je je bord. Antwoord op deze mail om { $opponent } te schrijven, of met remise, opgeven of toon.
game-next-waiting-robot = Wachten op de zet van { $opponent }. Antwoord met remise, opgeven of toon.

game-deploy = Antwoord op deze mail met het woord auto voor een willekeurige opstelling, of met je opstelling bovenaan: { $size } tekens in { $rows } rijen van { $files }, je voorste rij (bij de meren) eerst, elke rij van links naar rechts gezien vanaf jouw kant. Een ? laat een stuk aan het toeval over.
game-deploy-table = stukken: { $table }
game-deploy-sparse = Je { $pieces } stukken staan waar je wilt op deze { $size } velden: zet . (of -) op elk veld dat leeg blijft. Een ? plaatst een van de stukken die je niet genoemd hebt.
game-deploy-example = Bijvoorbeeld:
game-deploy-tiles = Je hebt deze { $tiles } stenen gekregen: de [0-0], de [6-6] en { $random } willekeurige. Deze regel is een kant-en-klare opstelling (de [6-6] als laatste, op je achterste rij): antwoord ermee zoals hij is, of in een andere volgorde.
game-deploy-tiles-rows = De opstelling is { $size } stenen in { $rows } rijen van { $files }: je voorste rij eerst, elke rij van links naar rechts gezien vanaf jouw kant. Schrijf elke steen als aanvalscijfer en dan verdedigingscijfer (53, 5-3 of [5-3]): 53 valt aan met 5 en verdedigt met 3, 35 andersom. Een ? laat een steen aan het toeval over (willekeurig gedraaid), of schrijf het woord auto.
game-deploy-again =
    Zolang niet beide opstellingen binnen zijn, kun je je opstelling opnieuw sturen of twee van je { $what ->
        [tiles] stenen
       *[pieces] stukken
    } wisselen met een antwoord als:
      wissel a1 b1

    Zonder antwoordadres stuur je dit met de opstelling in de tekst:
      stratego deploy { $game } { $user } <wachtwoord>

game-chase = Achtervolgingsregel: je achtervolgt { $count ->
    [one] het stuk van de tegenstander op { $chased }
   *[other] de stukken van de tegenstander op { $chased }
} (een onafgebroken achtervolging sinds zet { $since }). Een achtervolgende zet mag geen stelling terugbrengen die in deze achtervolging al voorkwam{ $moves ->
    [0] : nog geen van je zetten doet dat.
    [one] : { $forbidden } is nu niet toegestaan.
   *[other] : { $forbidden } zijn nu niet toegestaan.
}
game-and = { $init } en { $last }
