# Eine Brett-Mail: Betreff, erste Zeilen und was als Nächstes zu tun ist. Antwortwörter
# (tauschen, remis, aufgeben, zeigen, annehmen, ablehnen, auto) in der Sprache des Lesers;
# Befehle bleiben, wie sie sind.

game-subject-over = Stratego-Partie { $game }: Partie beendet - { $result }
game-subject-deploy = Stratego-Partie { $game }: Stelle deine Figuren auf
game-subject-waiting-deploy = Stratego-Partie { $game }: Warten auf die Aufstellung von { $opponent }
game-subject-deploying = Stratego-Partie { $game }: Aufbau läuft
game-subject-draw-offered = Stratego-Partie { $game }: { $opponent } bietet Remis an
game-subject-you-offered = Stratego-Partie { $game }: Du hast Remis angeboten
game-subject-your-move = Stratego-Partie { $game }: Du bist am Zug
game-subject-to-move = Stratego-Partie { $game }: { $player } ist am Zug

game-intro = Stratego-Partie { $game } ({ $variant }): { $red } (Rot) gegen { $blue } (Blau).
game-options = Optionen: { $options }

game-comment = { $author } schreibt:

game-next-over =
    Für eine neue Partie antworte auf diese Mail mit:
      stratego challenge <benutzername> <gegner>
    Von anderswo füge dein Passwort als letztes Wort hinzu.
game-next-over-observer =
    Für eine neue Partie sende:
      stratego challenge <benutzername> <gegner> <passwort>
game-next-waiting-deploy =
    Die Partie beginnt, sobald { $opponent } aufgestellt hat. Bis dahin kannst du deine Aufstellung erneut senden oder zwei Figuren tauschen, mit einer Antwort wie:
      tauschen a1 b1
game-next-watching =
    Du schaust dieser Partie zu. Um aufzuhören, sende:
      stratego unsubscribe { $game } { $user } <passwort>
game-next-your-move = Antworte auf diese Mail mit deinem Zug in der ersten Zeile, etwa { $example }; was du darunter schreibst, geht an { $opponent }.
game-next-your-move-robot = Antworte auf diese Mail mit deinem Zug in der ersten Zeile, etwa { $example }; { $opponent } ist der Computer und liest sonst nichts.
game-next-or-reply = Oder antworte mit remis, aufgeben oder zeigen.
game-next-draw-offered = { $opponent } bietet Remis an: Antworte mit annehmen oder ablehnen. Ein Zug lehnt das Angebot stattdessen ab.
game-next-command =
    Ohne Antwortadresse sende:
      stratego move { $game } { $user } <passwort> { $example }#{ $next }
game-next-waiting-draw = Warten auf den Zug von { $player }; dein Spielbrett kommt, sobald gezogen ist. { $opponent } bietet Remis an: Antworte mit annehmen oder ablehnen.
game-next-waiting = Warten auf den Zug von { $opponent }; dein Spielbrett kommt, sobald gezogen ist. Antworte auf diese Mail, um { $opponent } zu schreiben, oder mit remis, aufgeben oder zeigen.
game-next-waiting-robot = Warten auf den Zug von { $opponent }. Antworte mit remis, aufgeben oder zeigen.

game-deploy = Antworte auf diese Mail mit dem Wort auto für eine zufällige Aufstellung oder mit deiner Aufstellung ganz oben: { $size } Zeichen in { $rows } Reihen zu { $files }, deine vordere Reihe (an den Seen) zuerst, jede Reihe von links nach rechts, wie du sie siehst. Ein ? überlässt eine Figur dem Zufall.
game-deploy-table = Figuren: { $table }
game-deploy-sparse = Deine { $pieces } Figuren stehen irgendwo auf diesen { $size } Feldern: Setze . (oder -) auf jedes Feld, das leer bleibt. Ein ? stellt eine der Figuren, die du nicht genannt hast.
game-deploy-example = Zum Beispiel:
game-deploy-tiles = Du hast diese { $tiles } Steine bekommen: den [0-0], den [6-6] und { $random } zufällige. Diese Zeile ist eine fertige Aufstellung (der [6-6] zuletzt, in deiner hinteren Reihe): Antworte mit ihr, wie sie ist, oder umgestellt.
game-deploy-tiles-rows = Die Aufstellung sind { $size } Steine in { $rows } Reihen zu { $files }: deine vordere Reihe zuerst, jede Reihe von links nach rechts, wie du sie siehst. Schreibe jeden Stein als Angriffsziffer, dann Verteidigungsziffer (53, 5-3 oder [5-3]): 53 greift mit 5 an und verteidigt mit 3, 35 umgekehrt. Ein ? überlässt einen Stein dem Zufall (zufällig gedreht), oder schreibe das Wort auto.
game-deploy-again =
    Bis beide Aufstellungen da sind, kannst du deine Aufstellung erneut senden oder zwei deiner { $what ->
        [tiles] Steine
       *[pieces] Figuren
    } tauschen, mit einer Antwort wie:
      tauschen a1 b1

    Ohne Antwortadresse sende dies mit der Aufstellung im Text:
      stratego deploy { $game } { $user } <passwort>

game-chase = Verfolgungsregel: Du verfolgst { $count ->
    [one] die gegnerische Figur auf { $chased }
   *[other] die gegnerischen Figuren auf { $chased }
} (eine ununterbrochene Verfolgung seit Zug { $since }). Ein verfolgender Zug darf keine Stellung wiederholen, die in dieser Verfolgung schon vorkam{ $moves ->
    [0] : Noch keiner deiner Züge tut das.
    [one] : { $forbidden } ist jetzt nicht erlaubt.
   *[other] : { $forbidden } sind jetzt nicht erlaubt.
}
game-and = { $init } und { $last }
