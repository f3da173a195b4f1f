# De help: het overzicht (`stratego help`), één mail per onderwerp (`stratego help moves`),
# het antwoord op een onderwerp dat er niet is. De namen van de onderwerpen zijn
# commandowoorden. Een regel die twee spaties verder inspringt dan de tekst, is een blok (een
# commando, een tabel): die wordt verstuurd zoals hij is, nooit afgebroken.

help-subject = Stratego: help
    .topic = Stratego: help bij { $topic }
    .topics = Stratego: helponderwerpen

# De antwoordwoorden en wat elk doet, één per regel (de code laat ze als blok inspringen).
help-reply-words =
    remise     remise aanbieden
    aannemen   een remiseaanbod aannemen (ook: ja)
    weigeren   een remiseaanbod weigeren (ook: nee)
    opgeven    de partij opgeven
    toon       het bord opnieuw sturen

help-about =
    .moves = zetten en hoe je ze schrijft; gevechten; regels
    .setup = hoe je je opstelling stuurt
    .variants = classic, small, barrage, duel en domino
    .options = de opties van een uitdaging
    .robot = tegen de computer spelen
    .ratings = ratings, de stand en de partijen van een speler
    .vacation = je klokken stilzetten als je weg bent
    .tournaments = toernooien: meedoen, spelen, organiseren
    .account = wachtwoord, adres, taal en hoe het bord eruitziet
    .watch = partijen van anderen volgen
    .commands = alle commando's, met hun woorden

help-overview =
    Stratego per mail

    Stuur elk commando als onderwerp van een mail naar dit adres (of als eerste regel van de tekst). <gebruikersnaam> en <wachtwoord> zijn de jouwe; <partij> is het nummer van een partij.

    Om te beginnen:

      stratego register <gebruikersnaam> <wachtwoord>
      stratego challenge <gebruikersnaam> <tegenstander> <wachtwoord>
      stratego challenge <gebruikersnaam> { $robot } <wachtwoord>

    In een partij klik je op Beantwoorden: de eerste regel die je schrijft is het commando, zonder wachtwoord en zonder partijnummer. Schrijf tijdens het opstellen je opstelling (of auto), daarna een zet zoals b4-b5, of een van deze woorden:

    { $words }

    Al het andere dat je schrijft, gaat naar je tegenstander.

    Een stuk gaat één veld, niet schuin; bommen en de vlag bewegen nooit; een verkenner gaat elke afstand in een rechte lijn over lege velden; geen stuk gaat een meer in (stuur 'stratego help moves').

    Voor één onderwerp stuur je 'stratego help ONDERWERP', zoals 'stratego help moves'. De onderwerpen:

    { $topics }

help-unknown =
    Er is geen helponderwerp '{ $topic }'. Stuur 'stratego help ONDERWERP' met een van deze:

    { $topics }

help-moves =
    Zetten

    Een stuk gaat één veld vooruit, achteruit of opzij, nooit schuin. Bommen en de vlag bewegen nooit. Een verkenner (9) gaat een willekeurig aantal velden in een rechte lijn, alleen over lege velden. Geen stuk gaat een meer in, en per zet verplaats je één stuk.

    Noem het veld waar een stuk staat en het veld waar het naartoe gaat: e4-e5. Ook e4e5, E4 E5 en e4xe5 worden begrepen. Een verkenner noemt het veld waar hij stopt: b4-b8.

    De kolommen zijn a tot j, vanaf de linkerkant van Rood, de rijen 1 tot 10 vanaf de kant van Rood (in het kleine spel a tot h en 1 tot 8). Rood stelt op in de rijen 1 tot 4 en zet als eerste; Blauw in de rijen 7 tot 10.

    In een partij beantwoord je de nieuwste mail, met de zet op de eerste regel. Van elders stuur je hem met je wachtwoord:

      stratego move <partij> <gebruikersnaam> <wachtwoord> e4-e5

    De zetten zijn door de hele partij genummerd, één nummer voor elke beurt van een speler: Rood speelt zet 1, Blauw zet 2, Rood zet 3, enzovoort. Je bord zegt welke zet de volgende is. Voeg #N toe om het nummer te noemen (e4-e5#12): een zet die twee keer komt, of nadat het bord veranderd is, wordt dan geweigerd in plaats van blind gespeeld.

    Gevechten: gaat een stuk naar een veld met een stuk van de tegenstander, dan worden beide getoond en wint de hoogste rang; bij gelijke rang gaan beide van het bord. De spion slaat de maarschalk als de spion aanvalt. Een bom verslaat elk stuk behalve de mineur. Wie de vlag van de tegenstander verovert, wint.

    Tweevakregel: een stuk mag niet meer dan 3 keer achter elkaar heen en weer gaan tussen dezelfde twee velden. Achtervolgingsregel: een stuk dat een stuk van de tegenstander achtervolgt, mag geen stelling terugbrengen die tijdens die achtervolging al voorkwam. Je bord zegt het als een regel een zet tegenhoudt.

help-setup =
    Je opstelling

    Het eerste bord van een partij vraagt om je opstelling. Antwoord met het woord auto voor een willekeurige opstelling, of schrijf je opstelling bovenaan je antwoord: één teken per stuk, eerst je voorste rij (bij de meren), elke rij van links naar rechts gezien vanaf jouw kant.

      1 Maarschalk   4 Majoor      7 Sergeant    S Spion
      2 Generaal     5 Kapitein    8 Mineur      B Bom
      3 Kolonel      6 Luitenant   9 Verkenner   F Vlag
      ? een stuk dat je aan het toeval overlaat

    Een klassieke opstelling, bijvoorbeeld:

    { $army }

    De stukken van elk spel:

      classic  { $classic }
      small    { $small }
      barrage  { $barrage }
      duel     { $duel }

    Bij barrage en duel staan je stukken waar je wilt in je 4 rijen: schrijf . (of -) voor elk leeg veld. Bij domino toont het bord de stenen die je gekregen hebt (stuur 'stratego help variants').

    Zolang niet beide opstellingen binnen zijn, mag je je opstelling opnieuw sturen, of twee van je stukken wisselen met een antwoord zoals:

      wissel a1 b1

    Zonder antwoordadres stuur je dit, met de opstelling in de tekst:

      stratego deploy <partij> <gebruikersnaam> <wachtwoord>

help-variants =
    Spellen

    Een uitdaging is een klassiek spel, tenzij ze een ander noemt:

      classic   bord van 10x10, 40 stukken elk (de standaard)
      -small    bord van 8x8, 24 stukken elk
      -barrage  het klassieke bord, 8 stukken elk
      -duel     het klassieke bord, 10 stukken elk
      -domino   Domino-Stratego, bord van 8x10 zonder meren

    Bijvoorbeeld:

      stratego challenge <gebruikersnaam> <tegenstander> -small <wachtwoord>

    Alle spellen behalve domino volgen de klassieke regels. Het kleine spel heeft geen maarschalk: daar slaat de spion de generaal. Bij barrage en duel staan je stukken waar je wilt in je 4 thuisrijen en blijven de andere velden leeg.

    Domino: elke speler krijgt de [0-0], de [6-6] en nog 22 stenen van een dubbel-zesspel (de andere 4 worden nooit getoond) en zet ze op 3 rijen, elke steen naar keuze gedraaid: het eerste cijfer valt aan, het tweede verdedigt. Elke steen gaat één veld. In een gevecht treft de aanval van de aanvaller de verdediging van de verdediger: de hoogste wint, bij gelijke cijfers gaan beide van het bord; de [0-0] verslaat de [6-6], wie ook aanvalt. Wie de [6-6] van de ander vernietigt, wint (beide tegelijk: remise). Geen herhalingsregel, tenzij gevraagd (-twosquare=N, -chase=on); 100 zetten zonder slag: remise. Schrijf elke steen als aanvalscijfer, dan verdedigingscijfer: 53, 5-3 of [5-3].

help-options =
    Opties van een uitdaging

    Opties staan tussen de twee gebruikersnamen en je wachtwoord:

      stratego challenge <gebruikersnaam> <tegenstander> -nag=3 <wachtwoord>

      -twosquare=N     zetten achter elkaar tussen twee velden
                       (standaard 3, 0 voor geen grens)
      -noscoutstrike   een verkenner die meer dan één veld gaat, mag niet
                       slaan
      -reveal=keep     stukken die een gevecht toont, blijven zichtbaar
                       (de standaard)
      -reveal=turn     ze blijven maar één beurt zichtbaar
      -chase=off       geen achtervolgingsregel (standaard aan)
      -nag=DAGEN       een herinnering na DAGEN zonder zet (standaard 7)
      -forfeit=DAGEN   de partij is verloren na DAGEN (standaard 21)

    Ook het spel zelf is een optie: -small, -barrage, -duel of -domino (stuur 'stratego help variants').

help-robot =
    Tegen de computer spelen

    Geen tegenstander bij de hand? Daag de computer uit, { $robot }:

      stratego challenge <gebruikersnaam> { $robot } <wachtwoord>

    Voeg -small, -barrage, -duel of -domino toe voor die spellen; noem { $robot } eerst om hem Rood te laten spelen. Hij stuurt zijn opstelling meteen en beantwoordt elke zet van jou in de mail die de jouwe toont: je krijgt dus één mail per zet, met beide op het bord.

    Hij ziet alleen wat zijn kant mag zien en leest niets van wat je schrijft. Hij neemt remise aan als hij achterstaat, of als er 100 zetten lang geen stuk is gevallen. Zijn partijen tellen mee voor de rating zoals alle andere (in de stand gemarkeerd als robot).

help-ratings =
    Ratings

    Elke partij tussen twee spelers die eindigt nadat beide opstellingen binnen zijn, telt mee voor de rating (Glicko-2, één rating voor elk spel: classic, small, ...). Opgeven en verlies door tijdsoverschrijding tellen als een nederlaag. Een rating is voorlopig tot er genoeg partijen zijn om er zeker van te zijn.

      stratego standings                de stand van het klassieke spel
      stratego standings small          de stand van een ander spel
      stratego rating <gebruikersnaam>  ratings en laatste partijen

help-vacation =
    Vakantie

      stratego vacation <gebruikersnaam> <wachtwoord> 14

    Dit zet de herinnerings- en verloopklokken van al je partijen 14 dagen stil, en je tegenstanders horen tot wanneer. Een zet van jou beëindigt de vakantie, en hetzelfde commando met 0 dagen ook.

    Hier duurt een vakantie hoogstens { $max ->
        [one] 1 dag
       *[other] { $max } dagen
    } achter elkaar en hoogstens { $per_year ->
        [one] 1 dag
       *[other] { $per_year } dagen
    } in 365 dagen. Dagen die je niet gebruikt omdat je eerder terugkwam, krijg je terug.

help-account =
    Je account

      stratego set <gebruikersnaam> <wachtwoord> password <nieuw wachtwoord>
      stratego set <gebruikersnaam> <wachtwoord> address <nieuw adres>

    Een nieuw adres moet bevestigd worden, net als het eerste: beantwoord de mail die dan komt. Beide wijzigingen geven je partijen nieuwe antwoordadressen, dus oude mails verzetten geen stukken meer.

    Mails komen in het Nederlands, Duits of Engels. Zo kies je de taal (nl, de of en), ook meteen bij het registreren:

      stratego set <gebruikersnaam> <wachtwoord> language nl|de|en
      stratego register <gebruikersnaam> <wachtwoord> -language=nl

    Je bord toont je eigen opstelling onderaan. Om Rood altijd onderaan te houden, of om dat terug te draaien:

      stratego set <gebruikersnaam> <wachtwoord> noflip
      stratego set <gebruikersnaam> <wachtwoord> flip

    Bordmails bevatten het bord ook als tabel, voor mailprogramma's die tekst in een proportioneel lettertype tonen. Voor alleen de tekst, of om de tabel terug te krijgen:

      stratego set <gebruikersnaam> <wachtwoord> nohtml
      stratego set <gebruikersnaam> <wachtwoord> html

    De aankondigingen van de club komen hoogstens één keer per dag. Om ze stop te zetten of weer te krijgen:

      stratego set <gebruikersnaam> <wachtwoord> noannounce
      stratego set <gebruikersnaam> <wachtwoord> announce

    Wachtwoord vergeten? Stuur dit vanaf een willekeurig adres. Er gaat een mail naar je geregistreerde adres; beantwoord die binnen een uur met alleen het nieuwe wachtwoord op de eerste regel.

      stratego forgot <gebruikersnaam>

    Om alles wat over jou bewaard is als één bestand toegestuurd te krijgen:

      stratego mydata <gebruikersnaam> <wachtwoord>

    Om te vertrekken stuur je dit en beantwoord je de mail die dan komt. Je lopende partijen worden opgegeven, en je adres, wachtwoord en mails worden verwijderd. Je afgelopen partijen blijven, gespeeld door een naam zoals deleted-7.

      stratego leave <gebruikersnaam> <wachtwoord>

help-watch =
    Partijen volgen

      stratego games                   de partijen die gespeeld worden
      stratego games <gebruikersnaam>  de partijen van een speler
      stratego show <partij>           het bord zoals toeschouwers het zien
      stratego history <partij>        alle zetten van een partij

    Om elk bord van een partij te krijgen terwijl ze gespeeld wordt:

      stratego subscribe <partij> <gebruikersnaam> <wachtwoord>
      stratego unsubscribe <partij> <gebruikersnaam> <wachtwoord>

    Een toeschouwer ziet wat beide spelers hebben onthuld, nooit een verborgen stuk.

help-commands =
    Commando's

    Elk commando is het onderwerp van een mail naar dit adres. In een partij heeft een antwoord alleen de woorden na het wachtwoord nodig.

    { $usages }

    De mod-commando's zijn voor moderatoren: 'stratego help mod' zegt wat elk ervan doet.
