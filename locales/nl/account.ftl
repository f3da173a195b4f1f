# Accounts: registreren, de antwoorden op `stratego set`, het bericht over een gewijzigd adres.
# Het welkom dat op `register` antwoordt hoort bij de help (help.ftl); het onderwerp staat hier.

account-server-address = het adres van de server
    .detail = { $address } is het eigen adres van deze server: daar kan geen account bij horen. Registreer je vanaf je eigen adres.

account-too-many = te veel accounts
    .detail = Bij het adres { $address } horen al { $held } accounts, het maximum voor één adres. Gebruik er een van (stuur 'stratego games' voor hun partijen) of registreer je vanaf een ander adres.

account-userid-taken = gebruikersnaam bezet
    .detail = De gebruikersnaam { $userid } is al geregistreerd. Kies een andere gebruikersnaam en stuur het commando register opnieuw.

account-robot-userid = gebruikersnaam bezet
    .detail = De gebruikersnaam { $robot } is van de computertegenstander: daag hem uit om tegen hem te spelen (stratego challenge { $user } { $robot }). Kies een andere gebruikersnaam en stuur het commando register opnieuw.

account-unknown-language = onbekende taal
    .detail =
        '{ $code }' is geen taal van deze server. Schrijf een van de drie codes: de (Deutsch), nl (Nederlands) of en (English), bijvoorbeeld:
        { $command ->
            [register] {"  "}stratego register <gebruikersnaam> <wachtwoord> -language=nl
           *[set] {"  "}stratego set <gebruikersnaam> <wachtwoord> language nl
        }

account-registered-subject = Stratego: { $user } geregistreerd - bevestig dit alsjeblieft

account-set-done = Gedaan voor { $user }: { $what }.
    .subject = Stratego: instellingen van { $user } gewijzigd
account-set-flip = flip: als Blauw zie je je opstelling onderaan het bord
account-set-noflip = noflip: de kant van Rood staat op je bord altijd onderaan
account-set-html = html: je bordmails bevatten na de tekst ook het bord als tabel (HTML)
account-set-nohtml = nohtml: je bordmails zijn voortaan alleen tekst
account-set-password = je wachtwoord is gewijzigd; antwoorden op je oudere partijmails tellen niet meer, antwoord op de volgende
account-set-address = je adres is nu { $address }
account-set-language = language nl: je mails zijn vanaf nu in het Nederlands

account-address-changed =
    Hallo { $user },

    het adres van je Stratego-account is door een mail van { $from } gewijzigd van { $old } in { $new }. Je partijmails gaan nu naar het nieuwe adres.

    Als je hier niet om hebt gevraagd, kent iemand je wachtwoord.
    .subject = Stratego: je adres is gewijzigd
