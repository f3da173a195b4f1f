# Wie eine Partie endete.

result = { $winner ->
    [none] { $reason ->
        [flag] Remis: Beide Fahnen fielen im selben Kampf
        [draw-agreed] Remis nach Vereinbarung
        [cancelled] kein Ergebnis: von einem Moderator abgebrochen
        [forfeit] kein Sieger: abgebrochen (Zeit oder Abwesenheit)
        [setup-forfeit] kein Sieger: Beide verlieren durch Zeitüberschreitung
        [no-moves] Remis: kein gültiger Zug mehr
        [both-immobile] Remis: Keine Seite kann ziehen
        [resign] Remis: aufgegeben
        [no-strike] Remis: zu lange kein Schlag
        [adjudicated] Remis: von einem Moderator entschieden
       *[other] Remis
    }
   *[other] { $reason ->
        [resign] { $winner } gewinnt: { $loser } hat aufgegeben
        [forfeit] { $winner } gewinnt: { $loser } verliert durch Zeitüberschreitung
        [no-moves] { $winner } gewinnt: { $loser } hat keinen gültigen Zug
        [flag] { $winner } gewinnt: Fahne erobert
        [both-immobile] { $winner } gewinnt: Keine Seite kann ziehen
        [draw-agreed] { $winner } gewinnt: vereinbart
        [no-strike] { $winner } gewinnt: zu lange kein Schlag
        [adjudicated] { $winner } gewinnt: von einem Moderator entschieden
        [cancelled] { $winner } gewinnt: von einem Moderator abgebrochen
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
