# Urlaub: die Antworten auf `stratego vacation` und was Gegner erfahren.

vacation-not-on = nicht im Urlaub
    .detail =
        { $user } ist nicht im Urlaub, es gibt also nichts zu beenden. Um in den Urlaub zu gehen, sende:
          stratego vacation { $user } <passwort> <tage>

vacation-too-long = Urlaub zu lang
    .detail = Ein Urlaub dauert höchstens { $max } { $max ->
        [one] Tag
       *[other] Tage
    } am Stück; du wolltest { $asked }. Sende einen kürzeren und, wenn du mehr brauchst, nach seinem Ende einen weiteren (höchstens { $per_year } Tage im Jahr).

vacation-no-days-left = keine Urlaubstage mehr
    .detail = Ein Spieler darf in 365 Tagen höchstens { $per_year } Tage weg sein; { $user } hat davon { $used } genutzt, jetzt sind also höchstens noch { $left } { $left ->
        [one] Tag
       *[other] Tage
    }.

vacation-back-to-opponent = { $user } ist aus dem Urlaub zurück: Die Erinnerungs- und Verfallsfristen von Partie { $game } laufen wieder.
    .subject = Stratego-Partie { $game }: { $user } ist zurück

vacation-welcome-back =
    Dein Urlaub ist zu Ende: Die Fristen deiner Partien laufen wieder.

    Deine laufenden Partien: { $games }.
    .subject = Stratego: Willkommen zurück

vacation-away-to-opponent = { $user } ist bis { $back } im Urlaub. Bis dahin (oder bis { $user } zieht) stehen die Erinnerungs- und Verfallsfristen von Partie { $game } still. Du darfst trotzdem ziehen.
    .subject = Stratego-Partie { $game }: { $user } ist im Urlaub

vacation-away =
    { $user } ist bis { $back } im Urlaub. Bis dahin stehen die Erinnerungs- und Verfallsfristen deiner Partien still; deine Gegner wissen Bescheid.

    Deine laufenden Partien: { $games }.

    Ein Zug von dir beendet den Urlaub, ebenso:
      stratego vacation { $user } <passwort> 0

    Genutzte Tage in den letzten 365 Tagen: { $used } von { $per_year }.
    .subject = Stratego: Urlaub bis { $back }

vacation-back-by-moving = { $user } ist aus dem Urlaub zurück.
