# Wie eine Partie endete.

result = { $winner ->
    [none] { $reason ->
        [flag] Remis, beide Fahnen fielen im selben Kampf
        [draw-agreed] Remis nach Vereinbarung
        [cancelled] kein Ergebnis, von einem Moderator abgebrochen
        [forfeit] kein Sieger, abgebrochen (Zeit oder Abwesenheit)
        [setup-forfeit] kein Sieger, beide verlieren durch Zeitüberschreitung
        [no-moves] Remis, kein gültiger Zug mehr
        [both-immobile] Remis, keine Seite kann ziehen
        [resign] Remis durch Aufgabe
        [no-strike] Remis, zu lange kein Schlag
        [adjudicated] Remis nach Entscheidung eines Moderators
       *[other] Remis
    }
   *[other] { $reason ->
        [resign] { $winner } gewinnt, { $loser } hat aufgegeben
        [forfeit] { $winner } gewinnt, { $loser } verliert durch Zeitüberschreitung
        [no-moves] { $winner } gewinnt, { $loser } hat keinen gültigen Zug
        [flag] { $winner } gewinnt, Fahne erobert
        [both-immobile] { $winner } gewinnt, keine Seite kann ziehen
        [draw-agreed] { $winner } gewinnt nach Vereinbarung
        [no-strike] { $winner } gewinnt, zu lange kein Schlag
        [adjudicated] { $winner } gewinnt nach Entscheidung eines Moderators
        [cancelled] { $winner } gewinnt, von einem Moderator abgebrochen
       *[other] { $winner } gewinnt
    }
}

end = { $reason ->
        [flag] die Fahne von { $loser } wurde erobert
        [flag-both] beide Fahnen sind gefallen
        [no-moves] { $loser } konnte nicht mehr ziehen
        [both-immobile] keine Seite konnte ziehen
        [resign] { $loser } hat aufgegeben
        [draw-agreed] vereinbart
        [forfeit] { $loser } verliert durch Zeitüberschreitung
        [adjudicated] von einem Moderator entschieden
        [cancelled] von einem Moderator abgebrochen, ohne Wertung
       *[other] beendet
    }
end-someone = ein Spieler
