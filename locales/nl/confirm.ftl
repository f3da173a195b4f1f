# Bevestigingen: het adres van een nieuw account, een uitdaging die wacht op bevestiging,
# en de weigeringen van een code.

confirm-not-confirmed = adres niet bevestigd
    .detail = { $user } kan { $doing ->
        [watch] geen partij volgen
        [tournament] niet aan een toernooi meedoen
       *[challenge] niemand uitdagen
    } voordat het adres bevestigd is. Beantwoord de mail die je na het registreren kreeg (onderwerp '{ account-registered-subject }'), of stuur vanaf { $address } de regel 'stratego confirm <code>' die erin staat. Een account dat niet binnen { $days } dagen na de registratie bevestigd is, wordt verwijderd.

confirm-too-many-held = te veel wachtende uitdagingen
    .detail =
        { $challenger } heeft al { $held } uitdagingen die op bevestiging wachten, het maximum. Bevestig ze door hun bevestigingsmails te beantwoorden, of stuur de uitdaging met je wachtwoord als laatste woord:
        {"  "}{ $command } <wachtwoord>

confirm-held-challenge =
    Hallo { $challenger },

    Een mail van jouw adres heeft { $opponent } uitgedaagd:
    {"  "}{ $command }
    { $shown }
    Een uitdaging zonder je wachtwoord wacht tot je bevestigt dat jij hem stuurde: tot dan hoort { $opponent } er niets van.

    Om te bevestigen beantwoord je deze mail (wat je schrijft, wordt niet gelezen), of stuur je:
      stratego confirm { $code }

    Als jij hem niet stuurde, negeer deze mail dan: de uitdaging vervalt op { $until }.

    Een uitdaging met je wachtwoord als laatste woord, of die je stuurt als antwoord op een mail van een van je partijen, begint meteen:
    {"  "}{ $command } <wachtwoord>
    .subject = Stratego: bevestig je uitdaging aan { $opponent }
confirm-comment =
    met het commentaar:
    { $quoted }

confirm-unknown-code = onbekende bevestiging
    .detail = Dit is geen bevestigingscode van deze server, of een die zo oud is dat hij vergeten is. Beantwoord de nieuwste bevestigingsmail die je kreeg, of stuur het commando opnieuw (een nieuwe registratie, een nieuwe uitdaging) voor een nieuwe.

confirm-expired = bevestiging verlopen
confirm-expired-account = Deze bevestiging gold tot { $until }. Het account is niet op tijd bevestigd en is verwijderd: registreer je opnieuw en beantwoord de nieuwe bevestigingsmail.
confirm-expired-challenge =
    Deze bevestiging gold tot { $until }. De uitdaging is vervallen. Stuur hem opnieuw, met je wachtwoord als laatste woord, zodat hij geen bevestiging nodig heeft:
    {"  "}{ $command } <wachtwoord>

confirm-account-gone = onbekende bevestiging
    .detail = Het account waarvoor deze bevestiging was, bestaat niet meer.

confirm-from-elsewhere = bevestiging van een ander adres
    .detail = Een bevestiging telt alleen vanaf het adres waar de mail heen ging (het geregistreerde adres van { $user }); je mail kwam van { $from }, dus er is niets bevestigd. Beantwoord de bevestigingsmail vanaf het adres waar hij heen ging.

confirm-confirmed =
    Hallo { $user },

    Je adres { $address } is bevestigd: { $user } kan nu partijen spelen en volgen.

    Om een partij te beginnen, stuur je een van deze regels:

      stratego challenge { $user } <tegenstander> <wachtwoord>
      stratego challenge { $user } { $robot } <wachtwoord>

    Je speelt Rood en zet als eerste; om Blauw te spelen, noem je je tegenstander eerst. Stuur 'stratego help' voor het overzicht.
    .subject = Stratego: { $user } bevestigd

confirm-already-used = al bevestigd
    .detail = Deze bevestiging is gebruikt op { $when }: { $used ->
        [account] toen is het adres van het account bevestigd
        [game] toen is de uitdaging partij { $game } geworden
       *[challenge] toen is de uitdaging beantwoord
    }. Er is niets meer te doen; een bevestiging telt één keer.

