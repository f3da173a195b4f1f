# Eine Mail als Ganzes: eine zu große, eine ohne Befehl.

mail-too-large = Mail zu groß
    .detail = Deine Mail ist größer als { $max } KiB und wurde darum nicht gelesen. Sende den Befehl noch einmal in einer reinen Textmail ohne Anhänge.

mail-no-command = kein Befehl gefunden
    .detail = Weder der Betreff noch der Text deiner Mail enthält einen Befehl: eine Zeile, die mit dem Wort stratego beginnt. Sende 'stratego help' als Betreff, dann bekommst du die Liste der Befehle.
