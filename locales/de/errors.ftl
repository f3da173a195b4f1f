# Die Ablehnungen der Regeln, wie ein Spieler sie liest: ein unerlaubter Zug, eine
# Aufstellung, die nicht passt, ein Schritt im Aufbau, Remis oder Aufgabe zur falschen Zeit,
# eine Option der Herausforderung. Felder, Züge, Symbole und Optionen bleiben, wie sie sind.

## Figuren nach `$rank`, wie die deutsche Ausgabe sie nennt; `tile` ist ein Domino-Stein.

errors-your-piece = { $rank ->
        [marshal] dein Feldmarschall
        [general] dein General
        [colonel] dein Oberst
        [major] dein Major
        [captain] dein Hauptmann
        [lieutenant] dein Leutnant
        [sergeant] dein Unteroffizier
        [miner] dein Mineur
        [scout] dein Aufklärer
        [spy] deine Spionin
        [bomb] deine Bombe
        [flag] deine Fahne
       *[tile] dein Stein [{ $tile }]
    }
    .start = { $rank ->
        [marshal] Dein Feldmarschall
        [general] Dein General
        [colonel] Dein Oberst
        [major] Dein Major
        [captain] Dein Hauptmann
        [lieutenant] Dein Leutnant
        [sergeant] Dein Unteroffizier
        [miner] Dein Mineur
        [scout] Dein Aufklärer
        [spy] Deine Spionin
        [bomb] Deine Bombe
        [flag] Deine Fahne
       *[tile] Dein Stein [{ $tile }]
    }

errors-pieces = { $rank ->
        [marshal] Feldmarschälle
        [general] Generäle
        [colonel] Oberste
        [major] Majore
        [captain] Hauptleute
        [lieutenant] Leutnants
        [sergeant] Unteroffiziere
        [miner] Mineure
        [scout] Aufklärer
        [spy] Spioninnen
        [bomb] Bomben
        [flag] Fahnen
       *[tile] Steine
    }

errors-color = { $color ->
        [red] Rot
       *[blue] Blau
    }

## Ein Zug, den die Regeln nicht erlauben.

errors-illegal-move = unerlaubter Zug
errors-move-not-started = Die Partie hat noch nicht begonnen: Erst müssen beide Aufstellungen stehen, deshalb ist { $mv } nicht erlaubt.
errors-move-over = Die Partie ist vorbei, deshalb ist { $mv } nicht erlaubt.
errors-move-not-your-turn = Du bist nicht am Zug: { $color } ist am Zug, deshalb ist { $mv } nicht erlaubt.
errors-move-off-board = { $square } liegt nicht auf dem Spielbrett, deshalb ist { $mv } nicht erlaubt.
errors-move-empty = Auf { $square } steht nichts, deshalb ist { $mv } nicht erlaubt.
errors-move-not-yours = { $noun ->
        [tile] Der Stein
       *[piece] Die Figur
    } auf { $square } gehört nicht dir, deshalb ist { $mv } nicht erlaubt.
errors-move-immovable = { $rank ->
        [flag] Die Fahne kann nicht ziehen: Deine Figur auf { $square } ist die Fahne
       *[bomb] Bomben können nicht ziehen: Deine Figur auf { $square } ist eine Bombe
    }, deshalb ist { $mv } nicht erlaubt.
errors-move-same-square = { $mv } führt nirgendwohin.
errors-move-not-straight = { $mv } ist kein gerader Zug: { $noun ->
        [tile] Steine
       *[piece] Figuren
    } ziehen entlang der Reihen und Spalten, nie schräg.
errors-move-lake = { $square } ist ein See: Keine Figur darf ihn betreten, deshalb ist { $mv } nicht erlaubt.
errors-move-own-piece = Auf { $to } steht { $noun ->
        [tile] einer deiner eigenen Steine
       *[piece] eine deiner eigenen Figuren
    }, deshalb ist { $mv } nicht erlaubt.
errors-move-too-far = { $piece } zieht nur ein Feld weit; { $rank ->
        [tile] kein Stein zieht weiter
       *[other] nur Aufklärer (9) ziehen weiter
    }, deshalb ist { $mv } nicht erlaubt.
errors-move-blocked = Der Weg ist bei { $at } versperrt; ein Aufklärer kann nicht über Figuren oder Seen ziehen, deshalb ist { $mv } nicht erlaubt.
errors-move-scout-strike = In dieser Partie darf ein Aufklärer, der mehr als ein Feld zieht, im selben Zug nicht schlagen, deshalb ist { $mv } nicht erlaubt.
errors-move-two-squares = Zwei-Felder-Regel: { $mv } wäre der { $count }. Zug in Folge { $noun ->
        [tile] dieses Steins
       *[piece] dieser Figur
    } zwischen { $a } und { $b }; in dieser Partie ist die Grenze { $limit }.
errors-move-chase = Verfolgungsregel: { $piece } auf { $from } verfolgt { $chased } (eine ununterbrochene Verfolgung seit Zug { $since }), und { $mv } würde eine Stellung wiederholen, die in dieser Verfolgung schon vorkam; das darf der Verfolger nicht. Spiele einen Zug, der { $chased } nicht bedroht (einen Zug einer anderen Figur oder auf ein Feld, das nicht daneben liegt): Das beendet die Verfolgung{ $back }.
errors-move-chase-back = ; oder { $back }, zurück dorthin, woher diese Figur in deinem letzten Zug kam, was die Regel immer erlaubt
errors-chased = { $count ->
        [0] keine gegnerische Figur
        [one] die gegnerische Figur auf { $last }
       *[other] die gegnerischen Figuren auf { $init } und { $last }
    }

errors-not-your-turn = nicht am Zug
    .detail = Du bist nicht am Zug: { $opponent } ist am Zug. Dein Zug { $mv } wurde nicht gespielt; schicke ihn noch einmal, wenn dein Spielbrett sagt, dass du am Zug bist.

errors-stale-move = veralteter Zug
    .detail = Du hast { $mv } als Zug Nr. { $n } markiert, aber der nächste Zug der Partie { $game } ist Nr. { $next }: Das Spielbrett hat sich geändert, seit du ihn geschrieben hast (oder dieser Zug wurde schon gespielt). Sieh dir dein neuestes Spielbrett an und schicke deinen Zug dann noch einmal.

## Aufbau.

errors-setup-closed = Partie hat begonnen
errors-armies-fixed = Beide Aufstellungen stehen, und die Partie hat begonnen ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } gespielt): Die Aufstellungen können nicht mehr geändert werden.
errors-game-over = Die Partie ist vorbei.

errors-cannot-deploy = Aufstellen nicht möglich
errors-cannot-swap = Tauschen nicht möglich
errors-setup-started = Die Partie hat begonnen: Die Aufstellungen können nicht mehr geändert werden.
errors-setup-over = Die Partie ist vorbei.
errors-setup-wrong-variant = Diese Aufstellung ist für eine Partie { $army }, dies ist aber eine Partie { $game }.
errors-setup-no-deal = In dieser Partie wurden keine Steine ausgeteilt, deshalb ist keine Aufstellung möglich.
errors-setup-not-dealt = Du hast den Stein [{ $tile }] nicht bekommen: Nimm nur die Steine, die dir ausgeteilt wurden.
errors-setup-not-deployed = Du hast noch keine Aufstellung geschickt: Schick zuerst deine Aufstellung.
errors-setup-not-your-square = { $square } ist keines deiner Aufstellungsfelder.
errors-setup-same-square = Zum Tauschen braucht es zwei verschiedene Felder.

## Eine Aufstellung, die nicht passt.

errors-bad-army = fehlerhafte Aufstellung
errors-army-problems = Die Aufstellung konnte nicht verwendet werden ({ $count } Fehler):
errors-army-too-few-symbols = die Aufstellung hat { $found } Symbole, braucht aber { $expected }: eines für jedes deiner Aufstellungsfelder
errors-army-piece-count = { $found } Figuren angegeben, eine Aufstellung hat { $expected }
errors-army-unknown-symbol = Zeile { $line }: '{ $symbol }' ist kein Symbol einer Aufstellung ({ $sparse ->
        [yes] nimm 1-9, S, B, F, ? oder . für ein leeres Feld
       *[no] nimm 1-9, S, B, F oder ?
    })
errors-army-too-many = zu viele { $pieces } ({ $symbol }): { $found } angegeben, eine Aufstellung hat { $expected }
errors-army-too-few = zu wenige { $pieces } ({ $symbol }): { $found } angegeben, eine Aufstellung hat { $expected }
errors-army-no-room = { $missing } Figuren sind nicht genannt, aber nur { $jokers } Felder sind für sie mit ? markiert: Setze für jede ein ? oder den Buchstaben der Figur auf ein weiteres Feld
errors-army-unknown-tile-symbol = Zeile { $line }: '{ $symbol }' gehört zu keinem Stein: Schreibe jeden Stein als seine zwei Ziffern 0-6, Angriff zuerst (53, 5-3 oder [5-3]), oder ? für einen Stein, den der Zufall setzt
errors-army-tile-twice = der Stein [{ $tile }] steht zweimal in der Aufstellung: Jeder deiner Steine kommt auf ein Feld
errors-army-not-dealt = du hast den Stein [{ $tile }] nicht bekommen: Nimm nur die Steine, die dir ausgeteilt wurden
errors-army-too-many-tiles = die Aufstellung hat { $found } Steine, braucht aber { $expected }: einen für jedes deiner Aufstellungsfelder
errors-army-more = ... und { $count } weitere Fehler
errors-army-help =
    Eine Aufstellung besteht aus { $size } Symbolen in { $rows } Reihen zu { $files }, deine vordere Reihe zuerst, jede Reihe von links aus deiner Sicht.
    Figuren: { $table }. Nimm ? für jede Figur, die der Zufall setzen soll, oder allein das Wort auto.
errors-army-help-sparse = Die { $pieces } Figuren stehen irgendwo auf deinen { $squares } Aufstellungsfeldern: Setze . (oder -) auf jedes Feld, das leer bleibt.
errors-army-help-tiles = Eine Aufstellung besteht aus { $size } Steinen in { $rows } Reihen zu { $files }, deine vordere Reihe zuerst, jede Reihe von links aus deiner Sicht. Schreibe jeden Stein mit der Angriffsziffer zuerst, dann der Verteidigungsziffer (53, 5-3 oder [5-3]); nimm ? für einen Stein, den der Zufall setzen soll, oder allein das Wort auto.
errors-army-your-tiles = Deine Steine: { $deal }
errors-army-kept = Deine bisherige Aufstellung bleibt stehen.
errors-army-none = Es wurde keine Aufstellung übernommen.

## Remis und Aufgabe zur falschen Zeit.

errors-not-possible-now = jetzt nicht möglich
errors-action-over = Die Partie ist vorbei.
errors-action-not-started = Remis kann erst angeboten werden, wenn die Partie begonnen hat.
errors-action-no-offer = Dein Gegner hat kein Remis angeboten, auf das du antworten könntest.
errors-action-already-offered = Du hast schon Remis angeboten; warte auf die Antwort.

## Optionen der Herausforderung.

errors-bad-option = ungültige Option
errors-option-unknown = Unbekannte Option '{ $option }': Die Optionen sind -small, -barrage, -duel, -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=TAGE, -forfeit=TAGE.
errors-option-number = Die Option '{ $option }' braucht eine ganze Zahl von { $min } bis { $max }, etwa { $option }={ $example }.
errors-option-reveal = Die Option '-reveal' nimmt keep oder turn, etwa -reveal=turn.
errors-option-chase = Die Option '-chase' nimmt on oder off, etwa -chase=off.
errors-option-nag = Die Erinnerungszeit (-nag={ $nag }) muss kürzer sein als die Zeit bis zur Zeitüberschreitung (-forfeit={ $forfeit }): { $how ->
        [short] -forfeit braucht mindestens 2 Tage, damit vorher eine Erinnerung kommen kann
        [given] Nimm eine kürzere, etwa -nag={ $shorter }
       *[default] -nag={ $nag } ist der Standard, also gib eine kürzere an, etwa -nag={ $shorter }
    }.
errors-option-conflict = { $first } und { $second } passen nicht zusammen: Eine Partie hat nur eine Art, also gib nur eine von -small, -barrage, -duel, -domino an (oder keine für die klassische Partie).

## Wörter, die kein Feld oder Zug sind.

errors-parse-square = '{ $text }' ist kein Feld: Schreibe einen Buchstaben für die Spalte und eine Zahl für die Reihe, etwa e4
errors-parse-move = '{ $text }' ist kein Zug: Schreibe das Feld, auf dem die Figur steht, und das Feld, auf das sie zieht, etwa e4-e5
