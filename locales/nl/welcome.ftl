# Het welkom: het antwoord op `stratego register`. Bewust kort: de eerste mail beslist of
# een nieuwkomer gaat spelen. $words zijn de antwoordwoorden (help-reply-words).

welcome =
    Welkom, { $user }!

    Je gebruikersnaam { $user } is geregistreerd voor het adres { $address }.

    1. Bevestig je adres

    Beantwoord deze mail (wat je schrijft, wordt niet gelezen) of stuur:
      stratego confirm { $code }

    Tot dan kan { $user } niet spelen. Is het adres niet vóór { $until } bevestigd, dan wordt het account verwijderd. Heb je je niet geregistreerd, negeer deze mail dan.

    2. Begin een partij

    Daag een andere speler uit, of de computer ({ $robot }):
      stratego challenge { $user } <tegenstander> <wachtwoord>
      stratego challenge { $user } { $robot } <wachtwoord>

    Je speelt Rood en zet als eerste; wil je Blauw spelen, noem dan eerst je tegenstander.

    3. Speel door te antwoorden

    Elke mail over je partij toont je bord. Om te spelen klik je op Beantwoorden en schrijf je op de eerste regel. Het eerste bord vraagt om je opstelling: antwoord met het woord auto voor een willekeurige. Daarna antwoord je met een zet zoals b4-b5: eerst het veld waar een stuk staat, dan het veld waar het naartoe gaat.

    In plaats van een zet kan een antwoord een van deze woorden bevatten:

    { $words }

    Al het andere dat je schrijft, gaat naar je tegenstander.

    Help: stuur 'stratego help' voor het overzicht, of 'stratego help moves' voor één onderwerp.

    Je wachtwoord wordt alleen als hash bewaard: het kan je niet worden toegestuurd. Ben je het vergeten, stuur dan dit en beantwoord de mail die dan komt met een nieuw wachtwoord:
      stratego forgot { $user }

    Om te vertrekken en je gegevens te laten verwijderen: 'stratego help account'.
