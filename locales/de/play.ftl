# Spielen: Herausforderung, Aufstellung, Zug, Remis, Aufgabe, Nachricht. Was eine
# Ablehnung sagt, und die Zeile über dem Spielbrett, die sagt, was geschah.

play-not-your-game = nicht deine Partie
    .detail = { $user } spielt nicht in Partie { $game }.

play-unknown-userid = unbekannter Benutzername
    .detail = Es gibt keinen Benutzer '{ $user }': Beide Spieler müssen sich vor einer Herausforderung registrieren.

play-same-player = zweimal derselbe Spieler
    .detail = Eine Partie braucht zwei verschiedene Spieler.

play-not-a-players-address = nicht die Adresse eines Spielers
    .detail = Eine Herausforderung muss von der registrierten Adresse von { $red } oder { $blue } kommen; deine Mail kam von { $from }.

play-opponent-not-confirmed = Gegner nicht bestätigt
    .detail = { $opponent } hat sich registriert, die Adresse aber noch nicht bestätigt, und kann deshalb noch nicht herausgefordert werden. Sende die Herausforderung erneut, sobald { $opponent } auf die Bestätigungsmail geantwortet hat.

play-empty-message = leere Nachricht
    .detail = Deine Nachricht hat keinen Text: Schreibe sie in den Text der Mail (zitierte Zeilen und die Signatur werden weggelassen).

play-no-move-made = Es wurde kein Zug gespielt; du bist weiter am Zug.

play-robot-reads-nothing = der Roboter liest keine Nachrichten
    .detail = { $robot } ist der Computergegner: Er liest keine Nachrichten, und niemand schaut Partie { $game } zu, dein Text würde also niemanden erreichen. Um zu spielen, antworte mit deinem Zug in der ersten Zeile, etwa e4-e5.

play-answer-by-reply = Antworte auf diese Mail, um { $author } zu antworten. Eine Antwort, deren erste Zeile ein Zug ist, spielt ihn.
play-watching = (Du bekommst dies, weil du Partie { $game } zuschaust.)

play-message-subject = Stratego-Partie { $game }: Nachricht von { $author }
play-message-sent-subject = { $moved ->
    [no] Stratego-Partie { $game }: Nachricht gesendet, kein Zug gespielt
   *[yes] Stratego-Partie { $game }: Nachricht gesendet
}

play-message-went = { $observers ->
    [0] Deine Nachricht ging an { $opponent }.
    [one] Deine Nachricht ging an { $opponent } und den Zuschauer von Partie { $game }.
   *[other] Deine Nachricht ging an { $opponent } und die { $observers } Zuschauer von Partie { $game }.
}
play-message-went-robot = { $observers ->
    [one] Deine Nachricht ging an den Zuschauer von Partie { $game }; { $opponent }, der Computergegner, liest keine Nachrichten.
   *[other] Deine Nachricht ging an die { $observers } Zuschauer von Partie { $game }; { $opponent }, der Computergegner, liest keine Nachrichten.
}

play-comment-not-read = Dein Kommentar wurde nicht weitergegeben: { $robot } liest keine Nachrichten.

play-draw-offered = { $user } bietet Remis an.
play-draw-agreed = { $user } hat dem angebotenen Remis zugestimmt.
play-draw-accepted = { $user } hat das Remis angenommen.
play-draw-declined = { $user } hat das Remis abgelehnt.
play-draw-robot-accepted = { $user } hat Remis angeboten; { $robot } hat angenommen.
play-draw-robot-declined = { $user } hat Remis angeboten; { $robot } hat abgelehnt.
play-draw-you-offered = Du hast Remis angeboten. { $opponent } kann annehmen oder ablehnen.

play-resigned = { $user } hat aufgegeben.

play-swapped = { $user } hat die Figuren auf { $a } und { $b } getauscht.

play-you-challenged = { $color ->
    [red] Du hast { $opponent } herausgefordert: Du spielst Rot und ziehst zuerst, { $opponent } spielt Blau.
   *[blue] Du hast { $opponent } herausgefordert: Du spielst Blau, { $opponent } spielt Rot und zieht zuerst.
}
play-challenged-you = { $color ->
    [red] { $challenger } hat dich herausgefordert: { $challenger } spielt Rot und zieht zuerst, du spielst Blau.
   *[blue] { $challenger } hat dich herausgefordert: { $challenger } spielt Blau, du spielst Rot und ziehst zuerst.
}
play-robot-deployed = { $robot } hat aufgestellt.

play-you-deployed = Du hast deine Figuren aufgestellt.
play-deployed = { $user } hat aufgestellt.
play-game-begins = { $user } hat aufgestellt. Beide Aufstellungen sind da: Die Partie beginnt, Rot zieht zuerst.

play-played = { $user } ({ $side }) spielte { $move }.

play-robot-cannot-play = der Roboter kann diese Partie nicht spielen
    .detail = { $robot } kann diese Herausforderung nicht annehmen: { $why }. Es wurde keine Partie angelegt; fordere ihn zu einer dieser Partien heraus oder fordere einen Menschen zu einer Partie { $kind } heraus.
    .deploy = { $why }.

play-comment-cut = [... gekürzt: Kommentare haben höchstens { $max } Zeichen]
