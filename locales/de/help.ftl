# Die Hilfe: die Übersicht (`stratego help`), eine Mail je Thema (`stratego help moves`),
# die Antwort auf ein Thema, das es nicht gibt. Die Namen der Themen sind Befehlswörter. Eine
# Zeile, die zwei Leerzeichen weiter eingerückt ist als der Text, ist ein Block (ein Befehl,
# eine Tabelle): Sie wird gesendet, wie sie ist, nie umbrochen.

help-subject = Stratego: Hilfe
    .topic = Stratego: Hilfe zu { $topic }
    .topics = Stratego: Hilfethemen

# Die Antwortwörter und was jedes tut, eins pro Zeile (der Code rückt sie als Block ein).
help-reply-words =
    remis      ein Remis anbieten (auch: remise)
    annehmen   ein Remisangebot annehmen (auch: ja)
    ablehnen   ein Remisangebot ablehnen (auch: nein)
    aufgeben   die Partie aufgeben
    zeigen     das Brett noch einmal schicken

help-about =
    .moves = Züge und wie man sie schreibt; Kämpfe; Regeln
    .setup = wie du deine Aufstellung schickst
    .variants = classic, small, barrage, duel und domino
    .options = die Optionen einer Herausforderung
    .robot = gegen den Computer spielen
    .ratings = Wertungszahlen, Tabellen und die Partien eines Spielers
    .vacation = deine Fristen anhalten, während du weg bist
    .tournaments = Turniere: mitspielen, ausrichten, leiten
    .account = Passwort, Adresse, Sprache und Aussehen des Bretts
    .watch = Partien anderer Spieler verfolgen
    .commands = alle Befehle mit ihren Wörtern

help-overview =
    Stratego per Mail

    Sende jeden Befehl als Betreff einer Mail an diese Adresse (oder als erste Zeile des Textes). <benutzername> und <passwort> sind deine; <partie> ist die Nummer einer Partie.

    Zum Start:

      stratego register <benutzername> <passwort>
      stratego challenge <benutzername> <gegner> <passwort>
      stratego challenge <benutzername> { $robot } <passwort>

    In einer Partie klickst du auf Antworten: Die erste Zeile, die du schreibst, ist der Befehl, ohne Passwort und ohne Partienummer. Schreib deine Aufstellung (oder auto), solange die Partie aufgebaut wird, danach einen Zug wie b4-b5 oder eines dieser Wörter:

    { $words }

    Alles andere, was du schreibst, geht an deinen Gegner.

    Eine Figur zieht ein Feld weit, nicht diagonal; Bomben und die Fahne ziehen nie; ein Aufklärer zieht beliebig weit geradeaus über leere Felder; keine Figur betritt einen See (sende 'stratego help moves').

    Für ein Thema sende 'stratego help THEMA', etwa 'stratego help moves'. Die Themen:

    { $topics }

help-unknown =
    Es gibt kein Hilfethema '{ $topic }'. Sende 'stratego help THEMA' mit einem dieser Themen:

    { $topics }

help-moves =
    Züge

    Eine Figur zieht ein Feld vorwärts, rückwärts oder seitwärts, nie diagonal. Bomben und die Fahne ziehen nie. Ein Aufklärer (9) zieht beliebig viele Felder geradeaus, nur über leere Felder. Keine Figur betritt einen See, und ein Zug bewegt eine Figur.

    Nenne das Feld, auf dem eine Figur steht, und das Feld, auf das sie zieht: e4-e5. Auch e4e5, E4 E5 und e4xe5 werden verstanden. Ein Aufklärer nennt das Feld, auf dem er stehen bleibt: b4-b8.

    Die Spalten heißen a bis j, von Rot aus gesehen von links nach rechts, die Reihen 1 bis 10, von Rots Seite aus gezählt (im kleinen Spiel a bis h und 1 bis 8). Rot stellt auf den Reihen 1 bis 4 auf und zieht zuerst; Blau auf den Reihen 7 bis 10.

    In einer Partie antwortest du auf die neueste Mail, mit dem Zug in der ersten Zeile. Von anderswo sende ihn mit deinem Passwort:

      stratego move <partie> <benutzername> <passwort> e4-e5

    Die Züge sind durch die ganze Partie nummeriert, eine Nummer für jeden Zug eines Spielers: Rot spielt Zug 1, Blau Zug 2, Rot Zug 3 und so weiter. Dein Brett sagt, welcher Zug als Nächstes dran ist. Häng #N an, um ihn zu nennen (e4-e5#12): Ein Zug, der doppelt kommt oder nachdem sich das Brett geändert hat, wird dann abgelehnt, statt blind gespielt zu werden.

    Kämpfe: Zieht eine Figur auf eine gegnerische, werden beide aufgedeckt, und der höhere Rang gewinnt; bei gleichem Rang gehen beide vom Brett. Die Spionin schlägt den Feldmarschall, wenn sie angreift. Eine Bombe besiegt jede Figur außer dem Mineur. Wer die gegnerische Fahne erobert, gewinnt.

    Zwei-Felder-Regel: Eine Figur darf nicht öfter als 3-mal hintereinander zwischen denselben zwei Feldern hin und her ziehen. Verfolgungsregel: Eine Figur, die eine gegnerische Figur verfolgt, darf keine Stellung wiederholen, die es während dieser Verfolgung schon gab. Dein Brett sagt es, wenn eine Regel einen Zug verbietet.

help-setup =
    Deine Aufstellung

    Das erste Brett einer Partie fragt nach deiner Aufstellung. Antworte mit dem Wort auto für eine zufällige Aufstellung, oder schreib deine Aufstellung an den Anfang der Antwort: ein Zeichen pro Figur, zuerst deine vordere Reihe (an den Seen), jede Reihe von links nach rechts, wie du sie siehst.

      1 Feldmarschall  4 Major       7 Unteroffizier  S Spionin
      2 General        5 Hauptmann   8 Mineur         B Bombe
      3 Oberst         6 Leutnant    9 Aufklärer      F Fahne
      ? eine Figur, die du dem Zufall überlässt

    Eine klassische Aufstellung zum Beispiel:

    { $army }

    Die Figuren jeder Spielart:

      classic  { $classic }
      small    { $small }
      barrage  { $barrage }
      duel     { $duel }

    Bei barrage und duel stehen deine Figuren irgendwo auf deinen 4 Reihen: Schreib . (oder -) für jedes leere Feld. Bei domino zeigt das Brett die Steine, die du bekommen hast (sende 'stratego help variants').

    Solange nicht beide Aufstellungen da sind, kannst du deine Aufstellung noch einmal schicken oder zwei deiner Figuren tauschen, mit einer Antwort wie:

      tauschen a1 b1

    Ohne Antwortadresse sende dies, mit der Aufstellung im Text:

      stratego deploy <partie> <benutzername> <passwort>

help-variants =
    Spielarten

    Eine Herausforderung gilt dem klassischen Spiel, wenn sie kein anderes nennt:

      classic   10x10-Brett, je 40 Figuren (der Standard)
      -small    8x8-Brett, je 24 Figuren
      -barrage  das klassische Brett, je 8 Figuren
      -duel     das klassische Brett, je 10 Figuren
      -domino   Domino-Stratego, 8x10-Brett ohne Seen

    Zum Beispiel:

      stratego challenge <benutzername> <gegner> -small <passwort>

    Alle außer domino folgen den klassischen Regeln. Das kleine Spiel hat keinen Feldmarschall: Dort schlägt die Spionin den General. Bei barrage und duel stehen deine Figuren irgendwo auf deinen 4 Heimreihen, die übrigen Felder bleiben leer.

    Domino: Jeder Spieler bekommt den [0-0], den [6-6] und 22 weitere Steine eines Doppel-Sechs-Spiels (die übrigen 4 werden nie gezeigt) und setzt sie auf 3 Reihen, jeden Stein gedreht, wie er will: Die erste Ziffer greift an, die zweite verteidigt. Jeder Stein zieht ein Feld weit. In einem Kampf trifft der Angriff des Angreifers auf die Verteidigung des Verteidigers: Der größere Wert gewinnt, bei Gleichstand gehen beide; der [0-0] besiegt den [6-6], egal wer angreift. Wer den [6-6] des anderen zerstört, gewinnt (beide zugleich: Remis). Keine Wiederholungsregel, außer sie wird verlangt (-twosquare=N, -chase=on); 100 Züge ohne Schlag: Remis. Schreib jeden Stein als Angriffsziffer, dann Verteidigungsziffer: 53, 5-3 oder [5-3].

help-options =
    Optionen einer Herausforderung

    Optionen stehen zwischen den beiden Benutzernamen und deinem Passwort:

      stratego challenge <benutzername> <gegner> -twosquare=5 <passwort>

      -twosquare=N     Züge hintereinander zwischen zwei Feldern
                       (Standard 3, 0 für keine Grenze)
      -noscoutstrike   ein Aufklärer, der mehr als ein Feld zieht, darf
                       nicht schlagen
      -reveal=keep     im Kampf aufgedeckte Figuren bleiben aufgedeckt
                       (der Standard)
      -reveal=turn     sie bleiben nur einen Zug lang aufgedeckt
      -chase=off       keine Verfolgungsregel (Standard: an)
      -nag=TAGE        eine Erinnerung nach TAGE ohne Zug (Standard 7)
      -forfeit=TAGE    die Partie ist nach TAGE verloren (Standard 21)

    Auch das Spiel selbst ist eine Option: -small, -barrage, -duel oder -domino (sende 'stratego help variants').

help-robot =
    Gegen den Computer spielen

    Kein Gegner zur Hand? Fordere den Computer heraus, { $robot }:

      stratego challenge <benutzername> { $robot } <passwort>

    Häng -small, -barrage, -duel oder -domino für diese Spiele an; nenne { $robot } zuerst, damit er Rot spielt. Er schickt seine Aufstellung sofort und beantwortet jeden deiner Züge in der Mail, die deinen zeigt: Du bekommst also eine Mail pro Zug, mit beiden auf dem Brett.

    Er sieht nur, was seine Seite sehen darf, und liest nichts, was du schreibst. Er nimmt ein Remis an, wenn er zurückliegt oder wenn 100 Züge lang keine Figur gefallen ist. Seine Partien werden gewertet wie alle anderen (in der Tabelle als Roboter markiert).

help-ratings =
    Wertungen

    Jede Partie zwischen zwei Spielern, die endet, nachdem beide Aufstellungen da sind, wird gewertet (Glicko-2, eine Wertungszahl für jedes Spiel: classic, small, ...). Aufgeben und Zeitüberschreitung zählen als Niederlage. Eine Wertungszahl ist vorläufig, bis es genug Partien gibt, um sicher zu sein.

      stratego standings              die Tabelle des klassischen Spiels
      stratego standings small        die Tabelle eines anderen Spiels
      stratego rating <benutzername>  Wertungen und letzte Partien

help-vacation =
    Urlaub

      stratego vacation <benutzername> <passwort> 14

    Das hält die Erinnerungs- und Verfallsfristen all deiner Partien 14 Tage lang an, und deine Gegner erfahren, bis wann. Ein Zug von dir beendet den Urlaub, ebenso derselbe Befehl mit 0 Tagen.

    Hier dauert ein Urlaub höchstens { $max ->
        [one] 1 Tag
       *[other] { $max } Tage
    } am Stück und höchstens { $per_year ->
        [one] 1 Tag
       *[other] { $per_year } Tage
    } in 365 Tagen. Tage, die du nicht brauchst, weil du früher zurückkommst, bekommst du zurück.

help-account =
    Dein Konto

      stratego set <benutzername> <passwort> password <neues passwort>
      stratego set <benutzername> <passwort> address <neue adresse>

    Eine neue Adresse muss bestätigt werden wie die erste: Antworte auf die Mail, die dann kommt. Beide Änderungen geben deinen Partien neue Antwortadressen, alte Mails ziehen also keine Figuren mehr.

    Mails kommen auf Deutsch, Englisch oder Niederländisch. So wählst du die Sprache (de, nl oder en), auch gleich bei der Registrierung:

      stratego set <benutzername> <passwort> language de|nl|en
      stratego register <benutzername> <passwort> -language=de

    Dein Brett zeigt deine eigene Aufstellung unten. Damit Rot immer unten bleibt, oder wieder wie zuvor:

      stratego set <benutzername> <passwort> noflip
      stratego set <benutzername> <passwort> flip

    Brett-Mails enthalten das Brett auch als Tabelle, für Mailprogramme, die Text in einer Proportionalschrift zeigen. Für den Text allein, oder um die Tabelle zurückzubekommen:

      stratego set <benutzername> <passwort> nohtml
      stratego set <benutzername> <passwort> html

    Die Ankündigungen des Clubs kommen höchstens einmal am Tag. Um sie abzubestellen oder wieder zu bekommen:

      stratego set <benutzername> <passwort> noannounce
      stratego set <benutzername> <passwort> announce

    Passwort vergessen? Sende dies von einer beliebigen Adresse. Eine Mail geht an deine registrierte Adresse; antworte darauf innerhalb einer Stunde mit dem neuen Passwort allein in der ersten Zeile.

      stratego forgot <benutzername>

    Um alles, was über dich gespeichert ist, als eine Datei zugeschickt zu bekommen:

      stratego mydata <benutzername> <passwort>

    Um dich abzumelden, sende dies und antworte auf die Mail, die dann kommt. Deine laufenden Partien werden aufgegeben, deine Adresse, dein Passwort und deine Mails gelöscht. Deine beendeten Partien bleiben, gespielt von einem Namen wie deleted-7.

      stratego leave <benutzername> <passwort>

help-watch =
    Partien zuschauen

      stratego games                 die laufenden Partien
      stratego games <benutzername>  die Partien eines Spielers
      stratego show <partie>         das Brett, wie ein Zuschauer es sieht
      stratego history <partie>      alle Züge einer Partie

    Um jedes Brett einer Partie zu bekommen, während sie gespielt wird:

      stratego subscribe <partie> <benutzername> <passwort>
      stratego unsubscribe <partie> <benutzername> <passwort>

    Ein Zuschauer sieht, was beide Spieler aufgedeckt haben, nie eine verdeckte Figur.

help-commands =
    Befehle

    Jeder Befehl ist der Betreff einer Mail an diese Adresse. In einer Partie braucht eine Antwort nur die Wörter nach dem Passwort.

    { $usages }

    Die mod-Befehle sind für Moderatoren: 'stratego help mod' sagt, was jeder tut.
