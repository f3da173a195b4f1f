# Klicken statt tippen (issue 79): der Link im HTML-Teil einer Brett-Mail und die Seiten
# `/play` und `/setup`.

## Der Link in einer Brett-Mail

compose-play-link = Deinen Zug anklicken
compose-setup-link = Deine Aufstellung per Klick bauen
compose-link-note = Die Seite schreibt die Antwort-Mail für dich; du klickst auf Senden.

## Die Seiten

compose-play-heading = Dein Zug
compose-setup-heading = Deine Aufstellung
compose-play-intro = Klick auf eine deiner Figuren, dann auf das Feld, auf das sie zieht. Die markierten Felder sind die, auf die sie darf. Dann schreib die Mail: Dein Mailprogramm öffnet sie mit dem Zug darin, und du klickst auf Senden.
compose-setup-intro = Klick auf zwei Felder, um sie zu tauschen, oder auf eine Figur unter dem Brett und dann auf ein Feld. Zufall stellt eine zufällige Aufstellung auf, Leeren nimmt alle Figuren vom Brett. Wenn alle Figuren stehen, schreib die Mail: Dein Mailprogramm öffnet sie mit der Aufstellung darin, und du klickst auf Senden.
compose-setup-alone = Ohne Partie schreibt die Seite die Aufstellung als Text, den du in eine Mail mit deploy kopierst.
compose-game-kind = Spielart
compose-auto = Zufall
compose-clear = Leeren
compose-turn = Stein drehen
compose-write = Mail schreiben
compose-preview = In der Mail steht:
compose-preview-head =
    .to = An:
    .subject = Betreff:
compose-army-text = Deine Aufstellung zum Kopieren:
compose-tray = Noch nicht aufgestellt:

## Was die Seite beim Klicken sagt

compose-pick-piece = Klick auf eine deiner Figuren.
compose-cannot-move = Diese Figur kann dort nicht hin oder gar nicht ziehen. Wähl eine andere.
compose-pick-square = Klick jetzt auf ein markiertes Feld oder auf eine andere Figur.
compose-move-ready = Fertig: Schreib die Mail oder klick noch einmal, um den Zug zu ändern.
compose-place-all = Stell alle Figuren auf, dann kannst du die Mail schreiben.
compose-army-ready = Fertig: Schreib die Mail oder tausch weitere Felder.
compose-broken-link = Dieser Link ist unvollständig. Öffne ihn noch einmal aus deiner Mail oder antworte von Hand auf die Mail.
compose-needs-script = Diese Seite braucht JavaScript. Ohne JavaScript antworte von Hand auf die Mail.
compose-privacy = Was diese Seite über deine Partie weiß, steht im Link hinter dem #, und das schickt dein Browser nie an den Server. Die Seite sendet nichts: Es zählt nur die Mail, die du abschickst.
