# Vakantie: de antwoorden op `stratego vacation`, en wat tegenstanders te horen krijgen.

vacation-not-on = niet op vakantie
    .detail =
        { $user } is niet op vakantie, er valt dus niets te beëindigen. Om weg te gaan, stuur:
          stratego vacation { $user } <wachtwoord> <dagen>

vacation-too-long = vakantie te lang
    .detail = Een vakantie duurt hoogstens { $max } { $max ->
        [one] dag
       *[other] dagen
    } achter elkaar; je vroeg er { $asked }. Stuur een kortere, en als die afloopt een volgende als je meer nodig hebt (hoogstens { $per_year } dagen per jaar).

vacation-no-days-left = geen vakantiedagen meer
    .detail = Een speler mag in 365 dagen hoogstens { $per_year } dagen weg zijn; { $user } heeft er { $used } gebruikt, dus nu kunnen er nog hoogstens { $left } { $left ->
        [one] dag
       *[other] dagen
    } bij.

vacation-back-to-opponent = { $user } is terug van vakantie: de herinnerings- en verloopklokken van partij { $game } lopen weer.
    .subject = Stratego-partij { $game }: { $user } is terug

vacation-welcome-back =
    Je vakantie is voorbij: de klokken van je partijen lopen weer.

    Je partijen die nog lopen: { $games }.
    .subject = Stratego: welkom terug

vacation-away-to-opponent = { $user } is op vakantie tot { $back }. Tot dan (of tot { $user } een zet doet) staan de herinnerings- en verloopklokken van partij { $game } stil. Je mag gewoon zetten.
    .subject = Stratego-partij { $game }: { $user } is op vakantie

vacation-away =
    { $user } is op vakantie tot { $back }. Tot dan staan de herinnerings- en verloopklokken van je partijen stil; je tegenstanders zijn op de hoogte gebracht.

    Je partijen die nog lopen: { $games }.

    Een zet van jou beëindigt de vakantie, en dit ook:
      stratego vacation { $user } <wachtwoord> 0

    Gebruikte dagen in de laatste 365 dagen: { $used } van { $per_year }.
    .subject = Stratego: vakantie tot { $back }

vacation-back-by-moving = { $user } is terug van vakantie.
