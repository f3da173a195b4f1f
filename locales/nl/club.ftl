# Terug in je account en eruit: een vergeten wachtwoord, vertrekken, en je eigen gegevens.
# Commando's (`stratego forgot`, `stratego leave`) blijven zoals ze zijn.

club-forgot =
    Als { $user } hier een speler is, ging er een mail om het wachtwoord opnieuw in te stellen naar het adres waarmee het account geregistreerd is (hoogstens { $resets } zulke mails per dag). Het onderwerp is '{ club-reset.subject }'.

    Beantwoord binnen een uur die mail (niet deze) met alleen je nieuwe wachtwoord op de eerste regel.

    De mail gaat alleen naar het geregistreerde adres. Lees je dat adres niet meer, vraag dan een moderator om hulp.
    .subject = Stratego: wachtwoord van { $user }

club-reset =
    Hallo { $user },

    Iemand heeft een nieuw wachtwoord voor { $user } aangevraagd (misschien jij, of een moderator voor jou).

    Om het in te stellen, beantwoord je deze mail met alleen het nieuwe wachtwoord op de eerste regel: 1 tot 64 tekens, geen spaties. Het antwoord telt één keer, tot { $until }.

    Heb je niets aangevraagd, negeer deze mail dan: je wachtwoord blijft zoals het is.
    .subject = Stratego: wachtwoord van { $user } opnieuw instellen

club-reset-done =
    Hallo { $user },

    Je nieuwe wachtwoord is ingesteld; het oude werkt niet meer. Antwoorden op je oudere mails over partijen tellen ook niet meer: antwoord op de volgende.
    .subject = Stratego: nieuw wachtwoord voor { $user }

club-reset-no-password = geen nieuw wachtwoord
    .detail = Op de eerste regel van je antwoord hoort alleen het nieuwe wachtwoord te staan: 1 tot 64 tekens, geen spaties. Beantwoord de mail om je wachtwoord opnieuw in te stellen nog een keer.

club-key-used = al gebruikt
    .detail = Deze mail is al op { $when } beantwoord; hij telt één keer. Voor een nieuw wachtwoord, stuur: stratego forgot <gebruikersnaam>
club-key-expired = te laat
    .detail = Deze mail gold tot { $until }: je wachtwoord is niet veranderd. Voor een nieuwe mail om het wachtwoord opnieuw in te stellen, stuur: stratego forgot <gebruikersnaam>
club-key-from-elsewhere = van een ander adres
    .detail = Zo'n antwoord telt alleen vanaf het adres waar de mail naartoe ging; het jouwe kwam van { $from }, dus het deed niets.

club-leave =
    Hallo { $user },

    Je hebt gevraagd het account { $user } te verwijderen. Antwoord op deze mail om te bevestigen (wat je schrijft, wordt niet gelezen), tot { $until }.

    Dan worden je lopende partijen opgegeven, en worden je adres, wachtwoord, instellingen en bewaarde mail verwijderd. Je afgelopen partijen blijven, gespeeld door een naam als deleted-7, zodat de resultaten van anderen niet veranderen. Niemand mag de gebruikersnaam { $user } de komende { $days } dagen nemen.

    Heb je dit niet gevraagd, negeer deze mail dan: er verandert niets.
    .subject = Stratego: { $user } verwijderen? - graag bevestigen

club-deleted =
    Hallo { $user },

    Het account { $user } is verwijderd. Je hebt daar zelf om gevraagd.

    { $ended }Je adres, wachtwoord, instellingen en bewaarde mail zijn weg; je afgelopen partijen blijven, gespeeld door { $name }. Dit is de laatste mail aan jou.
    .subject = Stratego: { $user } verwijderd
club-deleted-by-moderator =
    Hallo { $user },

    Het account { $user } is verwijderd. Een moderator heeft het verwijderd, om deze reden:
      {"  "}{ $reason }

    { $ended }Je adres, wachtwoord, instellingen en bewaarde mail zijn weg; je afgelopen partijen blijven, gespeeld door { $name }. Dit is de laatste mail aan jou.

club-robot-stays = de computertegenstander
    .detail = { $robot } is de computertegenstander: dat account kan niet worden verwijderd.

club-last-moderator = de laatste moderator
    .detail = { $user } is de laatste moderator van deze server: zonder moderator kan niemand optreden tegen valsspelen of beledigingen. Vraag de beheerder eerst een andere moderator aan te stellen.

club-mydata =
    Hallo { $user },

    In de bijlage ({ $file }) staat alles wat deze server over { $user } bewaart: het account en de instellingen, de partijen, de ratings en de mails van jou die hij nog bewaart, tabel voor tabel, als JSON. Wachtwoorden en geheime antwoordadressen zijn weggelaten.

    Om het account te verwijderen, stuur:
      stratego leave { $user } <wachtwoord>
    .subject = Stratego: de gegevens van { $user }

club-address-banned = adres van een geschorste speler
    .detail = Het adres { $address } hoort bij een speler die een moderator heeft geschorst: zolang de schorsing duurt, kan er geen account bij horen.

club-userid-held = gebruikersnaam bezet
    .detail = De gebruikersnaam { $user } kan niet geregistreerd worden: hij hoort bij een verwijderd account (de gebruikersnaam van een verwijderd account blijft { $days } dagen bezet, en namen als deleted-7 staan in oude partijen voor verwijderde accounts). Kies een andere gebruikersnaam en stuur het commando register opnieuw.
