# Der Rahmen einer Fehlerantwort.

refusal-command = Dein Befehl
refusal-not-carried-out = wurde nicht ausgeführt:
refusal-mail = Deine Mail wurde nicht ausgeführt:
refusal-nothing-changed = Es wurde nichts geändert.
refusal-help = Sende 'stratego help' für die Übersicht.
