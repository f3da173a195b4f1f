# Die Grenzen, die verhindern, dass ein Spieler, ein Fälscher oder eine Mailschleife
# jemanden überflutet: offene Partien, Mails an eine Adresse, Fehlerantworten pro Stunde.

limits-free =
    Beende zuerst eine oder gib eine auf, die du nicht gewinnen kannst:
      stratego move <partie> { $challenger } <passwort> aufgeben
    Schicke 'stratego games { $challenger }' für die Liste.

limits-too-many-games-robot = zu viele Partien gegen den Roboter
    .detail = { $challenger } hat { $open } Partien gegen den Roboter, die nicht vorbei sind, mehr darf ein Spieler nicht gleichzeitig haben. { $free }
limits-too-many-games-opponent = zu viele Partien gegen diesen Spieler
    .detail = { $challenger } und { $opponent } haben { $open } Partien, die nicht vorbei sind, mehr dürfen zwei Spieler nicht gleichzeitig haben. { $free }
limits-too-many-games = zu viele Partien
    .detail = { $challenger } hat { $open } Partien, die nicht vorbei sind, mehr darf ein Spieler nicht gleichzeitig haben. { $free }

limits-too-many-mails = zu viele Mails an diese Adresse
    .detail = { $address } hat in der letzten Stunde schon { $limit } Antworten auf Mails ohne nachgewiesenen Absender bekommen, mehr dürfen es nicht sein. Versuche es in einer Stunde noch einmal oder schicke den Befehl mit deinem Passwort.

limits-last-error-reply = Das ist die { $limit }. Fehlerantwort an deine Adresse innerhalb einer Stunde: Weitere Mails von { $from }, die einen Fehler auslösen, bleiben bis zum Ende der Stunde unbeantwortet.
