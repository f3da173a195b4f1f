# Turniere: `stratego help tournaments`. Die Spalte der Optionen bleibt ausgerichtet: Ihre
# Erklärungen beginnen in jeder Sprache in derselben Spalte.

tournament-help =
    Turniere

    Ein Turnierleiter legt ein Turnier an, Spieler melden sich an, der Turnierleiter startet es. In jeder Runde paart der Server die Spieler und legt für jedes Paar eine Partie mit den Optionen des Turniers an: Es gibt keine Herausforderung anzunehmen, deine Partie kommt in einer eigenen Mail, die nach deiner Aufstellung fragt. Die nächste Runde wird gepaart, sobald die letzte Partie einer Runde endet; nach jeder Runde bekommt jeder Spieler die Tabelle, nach der letzten die Abschlusstabelle.

      stratego tournaments
      stratego tournament <nummer>
      stratego tournament join <nummer> <benutzername> <passwort>
      stratego tournament leave <nummer> <benutzername> <passwort>

    Um eins zu leiten:

      stratego tournament new <benutzername> <passwort> <name> -swiss
      stratego tournament close <nummer> <benutzername> <passwort>
      stratego tournament start <nummer> <benutzername> <passwort>
      stratego tournament reopen <nummer> <benutzername> <passwort>
      stratego tournament cancel <nummer> <benutzername> <passwort>

    Close schließt die Anmeldung (mindestens { $min } Spieler); reopen öffnet sie wieder; cancel sagt ein Turnier ab, das noch nicht begonnen hat.

      -swiss             ein Turnier im Schweizer System (der Standard)
      -swiss=RUNDEN      mit so vielen Runden
      -roundrobin        jeder spielt einmal gegen jeden
      -doubleroundrobin  zweimal, einmal mit jeder Farbe

    Jede Option einer Herausforderung kann folgen (sende 'stratego help options'): die Spielart (-small, -barrage, -duel, -domino, eine davon), -nag=TAGE (die Erinnerung, 7 Tage, wenn nicht angegeben), -forfeit=TAGE (21, wenn nicht angegeben; länger als -nag) und die übrigen. Ein Turnier im Schweizer System hat so viele Runden, wie nötig sind, um einen Sieger zu finden, wenn nicht angegeben.

    Ein Sieg zählt 1 Punkt, ein Remis ½, eine Niederlage 0; eine Partie, die durch Zeitüberschreitung verloren geht oder nie aufgebaut wurde, ist kampflos verloren. Bei einer ungeraden Zahl von Spielern hat in jeder Runde ein Spieler ein Freilos: die Punkte eines Siegs. Die Feinwertung ist im Schweizer System Buchholz-1 (Buchholz ohne den schwächsten Gegner), Buchholz, Sonneborn-Berger, direkter Vergleich und Siege; im Rundenturnier Sonneborn-Berger, direkter Vergleich und Siege.

    Trittst du nach dem Start aus, scheidest du aus: Du wirst nicht mehr gepaart, und eine Turnierpartie, die du nicht beendet hast, ist kampflos verloren. Turnierpartien werden gewertet wie alle anderen.
