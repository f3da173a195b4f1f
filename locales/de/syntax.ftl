# Eine Befehlszeile, die nicht gelesen werden konnte: der kurze Grund (der Betreff der
# Fehlermeldung) und die Erklärung. $word ist, was der Absender schrieb; $usage die Formen
# des Befehls als Block. Befehlswörter bleiben in jeder Sprache, wie sie sind.

syntax-unknown = unbekannter Befehl
    .missing = Das Befehlswort nach 'stratego' fehlt; sende 'stratego help commands' für die Liste der Befehle.
    .near =
        '{ $word }' ist kein Befehl; meintest du '{ $verb }'? Er wird so geschrieben:
        { $usage }

        Sende 'stratego help commands' für die Liste der Befehle.
    .detail = '{ $word }' ist kein Befehl; sende 'stratego help commands' für die Liste der Befehle.

syntax-usage = falsche Anzahl von Wörtern
    .detail =
        Falsche Anzahl von Wörtern. So lautet der Befehl:
        { $usage }

syntax-game-number = ungültige Partienummer
    .detail = '{ $word }' ist keine Partienummer; Partienummern sind ganze Zahlen wie 12.

syntax-userid = ungültiger Benutzername
    .detail = '{ $word }' ist kein gültiger Benutzername: 2 bis 20 Zeichen, Buchstaben, Ziffern, '_', '.' oder '-', am Anfang ein Buchstabe.

syntax-password = ungültiges Passwort
    .detail = Das Passwort ist ungültig: 1 bis 64 druckbare Zeichen ohne Leerzeichen.

syntax-setting = unbekannte Einstellung
    .detail = '{ $word }' ist keine Einstellung; möglich sind flip, noflip, html, nohtml, announce, noannounce, password <neues passwort> oder address <neue adresse>.

syntax-move = unlesbarer Zug
    .none = Es fehlt ein Zug.
    .detail = '{ $word }' ist kein Zug: Schreib das Feld, auf dem die Figur steht, und das Feld, auf das sie zieht, etwa e4-e5.
    .square = '{ $word }' ist kein Feld: Schreib einen Spaltenbuchstaben und eine Reihennummer, etwa e4.

syntax-ply-number = ungültige Zugnummer
    .detail = '{ $word }' ist keine Zugnummer; schreib sie wie in e4-e5#12 oder lass das #N weg.

syntax-address = ungültige Adresse
    .detail = '{ $word }' ist keine Mailadresse.

syntax-placeholder = Platzhalter im Befehl
    .detail = '{ $word }' ist ein Platzhalter aus unseren Mails: Schreib an seine Stelle deinen eigenen Wert (bei einem Passwort dein eigenes, mit dem du dich registriert hast), ohne spitze Klammern oder Sternchen. Wörter in <spitzen Klammern> stehen für das, was du einsetzt, und mit '********' verbergen unsere Antworten ein Passwort.

syntax-code = ungültiger Bestätigungscode
    .detail = '{ $word }' ist kein Bestätigungscode; der Code ist das Wort aus Buchstaben und Ziffern nach 'stratego confirm' in der Bestätigungsmail.

syntax-days = ungültige Anzahl Tage
    .detail = '{ $word }' ist keine Anzahl von Tagen; schreib eine ganze Zahl wie 14, oder 0, um zurückzukommen.

syntax-tournament-number = ungültige Turniernummer
    .detail = '{ $word }' ist keine Turniernummer; Turniernummern sind ganze Zahlen wie 3.

syntax-rounds = ungültige Anzahl Runden
    .detail = '{ $word }' ist keine Anzahl von Runden; schreib sie wie in -swiss=5 oder nur -swiss.

syntax-ban-days = ungültige Sperrdauer
    .detail = '{ $word }' ist keine Sperrdauer; schreib eine ganze Zahl von Tagen ab 1 oder forever.

syntax-winner = ungültiges Ergebnis
    .detail = '{ $word }' ist kein Ergebnis; schreib red, blue oder draw (den Sieger oder Remis).

syntax-systems = zwei Turniersysteme
    .detail = { $first } und { $second } passen nicht zusammen: Ein Turnier hat ein System, -swiss (der Standard), -swiss=RUNDEN, -roundrobin oder -doubleroundrobin.

syntax-tournament-name = ungültiger Turniername
    .detail =
        Der Name eines Turniers hat 1 bis 40 Zeichen und steht vor seinen Optionen, etwa:
          stratego tournament new <benutzername> <passwort> Herbst 26 -swiss=5

syntax-tournament-word = unbekannter Turnierbefehl
    .detail = '{ $word }' ist kein Turnierbefehl; nach 'tournament' kommt new, join, leave, close, reopen, start, cancel oder die Nummer eines Turniers.

# Die Platzhalter und Hinweise in den Formen der Befehle (`stratego register <benutzername>
# <passwort>`): Wörter für den Leser, in spitzen Klammern wie im Englischen.
syntax-placeholders =
    .code = <code aus der bestätigungsmail>
    .army-in-body = (die Aufstellung im Text)
    .message-in-body = (die Nachricht im Text)
    .back-now = (0: sofort zurück)
    .new-password = <neues passwort>
    .new-address = <neue adresse>
    .days-or-forever = <tage|forever>
    .from-to = <von>-<nach>
    .userid = <benutzername>
    .password = <passwort>
    .opponent = <gegner>
    .options = [optionen]
    .game = <partie>
    .square = <feld>
    .topic = <thema>
    .days = <tage>
    .name = <name>
    .number = <nummer>
    .why = <grund>
    .title = <titel>
