# Antwoorden: een mail aan het antwoordadres van een speler (de Reply-To van elke mail
# over een partij) die niet gelezen kon worden of van een ander adres kwam.

reply-unknown-address = onbekend antwoordadres
    .detail =
        Het adres waar je naartoe schreef, is geen antwoordadres van deze server, dus de mail is niet als zet gelezen. Beantwoord de nieuwste mail van je partij, of stuur het commando met je wachtwoord, zoals
          stratego move <partij> <gebruikersnaam> <wachtwoord> e4-e5
        Stuur 'stratego help' voor de lijst met commando's.

reply-old-address = oud antwoordadres
    .detail =
        Je beantwoordde een mail van partij { $game } waarvan het antwoordadres op { $date } is vervangen (het wachtwoord of adres van { $user } is sindsdien veranderd), dus de mail is niet als zet gelezen. Beantwoord een nieuwere mail van partij { $game }, of stuur het commando met je wachtwoord, zoals
          stratego move { $game } { $user } <wachtwoord> e4-e5

reply-used-from-elsewhere =
    Hallo { $user },

    Er is een mail van { $from } naar je antwoordadres voor partij { $game } gestuurd. Daar telt alleen mail van je geregistreerde adres ({ $address }), dus hij heeft niets veranderd.

    Als je hem van een ander adres van jezelf stuurde, stuur hem dan opnieuw vanaf { $address }, of verander je geregistreerde adres met:
      stratego set { $user } <wachtwoord> address <nieuw adres>

    Zo niet, dan heeft iemand een kopie van een mail van deze partij. Als je je wachtwoord verandert, krijgen je partijen nieuwe antwoordadressen:
      stratego set { $user } <wachtwoord> password <nieuw wachtwoord>
    .subject = Stratego-partij { $game }: je antwoordadres is vanaf een ander adres gebruikt

reply-empty = leeg antwoord
    .detail = Je antwoord in partij { $game } bevat geen eigen tekst (geciteerde regels en handtekeningen worden niet gelezen). Schrijf je zet, zoals e4-e5, op de eerste regel van je antwoord.

reply-not-understood = antwoord niet begrepen
    .detail =
        Je antwoord in partij { $game } is niet begrepen: '{ $line }' is geen zet en geen antwoordwoord{ $guess }. Er is niets gespeeld en niets aan je tegenstander doorgegeven.

        Schrijf een zet als het veld waar een stuk staat, en dan het veld waar het heen gaat:
          e4-e5

        Of antwoord met een van deze woorden:
          remise  aannemen  weigeren  opgeven  toon

        Antwoord voor het begin van de partij met je opstelling, met auto of met een wissel zoals:
          wissel a1 b1

        Wil je je tegenstander iets schrijven, schrijf dan gewoon een zin.

reply-did-you-mean = { " " }(bedoelde je { $word }?)

reply-quoted = { $line }   (je antwoord in partij { $game })
