# Een commandoregel die niet gelezen kon worden: de korte reden (het onderwerp van de
# foutmelding) en de uitleg. $word is wat de afzender schreef; $usage de vormen van het
# commando als blok. Commandowoorden blijven in elke taal zoals ze zijn.

syntax-unknown = onbekend commando
    .missing = Het commandowoord na 'stratego' ontbreekt; stuur 'stratego help commands' voor de lijst met commando's.
    .near =
        '{ $word }' is geen commando; bedoelde je '{ $verb }'? Dat schrijf je zo:
        { $usage }

        Stuur 'stratego help commands' voor de lijst met commando's.
    .detail = '{ $word }' is geen commando; stuur 'stratego help commands' voor de lijst met commando's.

syntax-usage = verkeerd aantal woorden
    .detail =
        Verkeerd aantal woorden. Schrijf het zo:
        { $usage }

syntax-game-number = ongeldig partijnummer
    .detail = '{ $word }' is geen partijnummer; partijnummers zijn gehele getallen zoals 12.

syntax-userid = ongeldige gebruikersnaam
    .detail = '{ $word }' is geen geldige gebruikersnaam: 2 tot 20 tekens, letters, cijfers, '_', '.' of '-', beginnend met een letter.

syntax-password = ongeldig wachtwoord
    .detail = Het wachtwoord is ongeldig: 1 tot 64 afdrukbare tekens zonder spaties.

syntax-setting = onbekende instelling
    .detail = '{ $word }' is geen instelling; gebruik flip, noflip, html, nohtml, announce, noannounce, password <nieuw wachtwoord> of address <nieuw adres>.

syntax-move = onleesbare zet
    .none = Er ontbreekt een zet.
    .detail = '{ $word }' is geen zet: schrijf het veld waar het stuk staat en het veld waar het naartoe gaat, zoals e4-e5.
    .square = '{ $word }' is geen veld: schrijf een kolomletter en een rijnummer, zoals e4.

syntax-ply-number = ongeldig zetnummer
    .detail = '{ $word }' is geen zetnummer; schrijf het zoals in e4-e5#12, of laat de #N weg.

syntax-address = ongeldig adres
    .detail = '{ $word }' is geen mailadres.

syntax-placeholder = plaatshouder in het commando
    .detail = '{ $word }' is een plaatshouder uit onze mails: schrijf op die plek je eigen waarde (bij een wachtwoord het wachtwoord waarmee je je geregistreerd hebt), zonder punthaken of sterretjes. Woorden tussen <punthaken> staan voor wat je invult, en met '********' verbergen onze antwoorden een wachtwoord.

syntax-code = ongeldige bevestigingscode
    .detail = '{ $word }' is geen bevestigingscode; de code is het woord van letters en cijfers na 'stratego confirm' in de bevestigingsmail.

syntax-days = ongeldig aantal dagen
    .detail = '{ $word }' is geen aantal dagen; schrijf een geheel getal zoals 14, of 0 om terug te komen.

syntax-tournament-number = ongeldig toernooinummer
    .detail = '{ $word }' is geen toernooinummer; toernooinummers zijn gehele getallen zoals 3.

syntax-rounds = ongeldig aantal ronden
    .detail = '{ $word }' is geen aantal ronden; schrijf het zoals in -swiss=5, of alleen -swiss.

syntax-ban-days = ongeldige duur van de schorsing
    .detail = '{ $word }' is geen duur van een schorsing; schrijf een geheel aantal dagen vanaf 1, of forever.

syntax-winner = ongeldige uitslag
    .detail = '{ $word }' is geen uitslag; schrijf red, blue of draw (de winnaar, of remise).

syntax-systems = twee toernooisystemen
    .detail = { $first } en { $second } gaan niet samen: een toernooi heeft één systeem, -swiss (de standaard), -swiss=RONDEN, -roundrobin of -doubleroundrobin.

syntax-tournament-name = ongeldige toernooinaam
    .detail =
        De naam van een toernooi heeft 1 tot 40 tekens en staat vóór de opties, zoals:
          stratego tournament new <gebruikersnaam> <wachtwoord> Najaar -swiss=5

syntax-tournament-word = onbekend toernooicommando
    .detail = '{ $word }' is geen toernooicommando; na 'tournament' komt new, join, leave, close, reopen, start, cancel of het nummer van een toernooi.

# De plaatshouders en opmerkingen in de vormen van de commando's (`stratego register
# <gebruikersnaam> <wachtwoord>`): woorden voor de lezer, tussen punthaken zoals in het Engels.
syntax-placeholders =
    .code = <code uit de bevestigingsmail>
    .army-in-body = (de opstelling in de tekst)
    .message-in-body = (het bericht in de tekst)
    .back-now = (0: nu terug)
    .new-password = <nieuw wachtwoord>
    .new-address = <nieuw adres>
    .days-or-forever = <dagen|forever>
    .from-to = <van>-<naar>
    .userid = <gebruikersnaam>
    .password = <wachtwoord>
    .opponent = <tegenstander>
    .options = [opties]
    .game = <partij>
    .square = <veld>
    .topic = <onderwerp>
    .days = <dagen>
    .name = <naam>
    .number = <nummer>
    .why = <reden>
    .title = <titel>
