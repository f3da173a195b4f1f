# Het kader van een foutantwoord.

refusal-command = Je commando
refusal-not-carried-out = is niet uitgevoerd:
refusal-mail = Je mail is niet uitgevoerd:
refusal-nothing-changed = Er is niets veranderd.
refusal-help = Stuur 'stratego help' voor het overzicht.
