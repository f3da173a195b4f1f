# Partien ansehen: die Betreffs von `show` und `showas`, `games`, `history`, `subscribe`
# und `unsubscribe`. (Die Mails mit dem Spielbrett selbst sind Worte des Bretts.)

info-board-subject = Stratego: Spielbrett der Partie { $game }
info-own-board-subject = Stratego: Spielbrett der Partie { $game } für { $user }

info-not-your-game = nicht deine Partie
    .detail = { $user } spielt nicht in Partie { $game } mit; 'stratego show { $game }' zeigt die Sicht der Zuschauer.

info-unknown-userid = unbekannter Benutzername
    .detail = Es ist kein Benutzer '{ $userid }' registriert.

info-no-such-game = keine solche Partie
    .detail = Es gibt keine Partie { $game }. Sende 'stratego games' für die Liste der Partien.

info-games-of = Partien von { $user }:
info-games-all = Alle Partien:
info-games-none = (keine)
info-games-heading = #{ $game } { $kind }  { $red } (Rot) gegen { $blue } (Blau)
info-games-state = { $state }; zuletzt aktiv am { $date }
info-games-setup = im Aufbau
info-games-to-play = { $user } ist am Zug, Zug Nr. { $ply }
info-games-won = beendet: { $winner } hat gewonnen, { $why }
info-games-drawn = beendet: Remis, { $why }
info-games-end = Sende 'stratego show <partie>' für ein Spielbrett, 'stratego history <partie>' für die Züge.
    .subject = Stratego: Liste der Partien


info-history = Partie { $game } ({ $kind }): { $red } (Rot) gegen { $blue } (Blau), { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }.
    .subject = Stratego: Verlauf der Partie { $game }
info-history-result = Ergebnis: { $result }.
info-side = { $color ->
        [red] Rot
       *[blue] Blau
    }

info-plays-anyway = du spielst in dieser Partie
    .detail = { $user } spielt in Partie { $game } mit und bekommt ihre Spielbretter ohnehin.

info-too-many-observers = zu viele Zuschauer
    .detail = Partie { $game } hat schon { $observers } Zuschauer, mehr geht nicht. Sende 'stratego show { $game }', um ihr Spielbrett zu sehen, wann immer du willst.

info-watching = { $user } schaut dieser Partie jetzt zu.
    .subject = Stratego: Zuschauer bei Partie { $game }
info-watching-already = { $user } schaut dieser Partie schon zu.

info-stopped-watching = { $user } bekommt die Spielbretter von Partie { $game } nicht mehr.
    .subject = Stratego: kein Zuschauer mehr bei Partie { $game }
info-not-watching = { $user } hat Partie { $game } nicht zugeschaut; nichts geändert.

info-offer-watching =
    Um nach jedem Zug das Spielbrett zu bekommen, sende:
      stratego subscribe { $game } { $user } <passwort>
info-anyone = <benutzername>
