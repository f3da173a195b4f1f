# Die Begrüßung: die Antwort auf `stratego register`. Absichtlich kurz: Die erste Mail
# entscheidet, ob ein Neuling spielt. $words sind die Antwortwörter (help-reply-words).

welcome =
    Willkommen, { $user }!

    Dein Benutzername { $user } ist für die Adresse { $address } registriert.

    1. Bestätige deine Adresse

    Antworte auf diese Mail (was du schreibst, wird nicht gelesen) oder sende:
      stratego confirm { $code }

    Bis dahin kann { $user } nicht spielen. Ist die Adresse bis { $until } nicht bestätigt, wird das Konto gelöscht. Wenn du dich nicht registriert hast, ignoriere diese Mail.

    2. Starte eine Partie

    Fordere einen anderen Spieler heraus oder den Computer ({ $robot }):
      stratego challenge { $user } <gegner> <passwort>
      stratego challenge { $user } { $robot } <passwort>

    Du spielst Rot und ziehst zuerst; um Blau zu spielen, nenne deinen Gegner zuerst.

    3. Spiele per Antwort

    Jede Mail zu deiner Partie zeigt dein Brett. Um zu spielen, klicke auf Antworten und schreib in die erste Zeile. Das erste Brett fragt nach deiner Aufstellung: Antworte mit dem Wort auto für eine zufällige. Danach antwortest du mit einem Zug wie b4-b5: erst das Feld, auf dem eine Figur steht, dann das Feld, auf das sie zieht.

    Statt eines Zuges kann eine Antwort eines dieser Wörter enthalten:

    { $words }

    Alles andere, was du schreibst, geht an deinen Gegner.

    Hilfe: Sende 'stratego help' für die Übersicht oder 'stratego help moves' für ein Thema.

    Dein Passwort ist nur als Hash gespeichert: Es kann dir nicht zugeschickt werden. Wenn du es vergisst, sende dies und antworte auf die Mail, die dann kommt, mit einem neuen:
      stratego forgot { $user }

    Um dich abzumelden und deine Daten löschen zu lassen: 'stratego help account'.
