# Een mail als geheel: een te grote, een zonder commando.

mail-too-large = bericht te groot
    .detail = Je mail is groter dan { $max } KiB en is daarom niet gelezen. Stuur het commando opnieuw in een gewone tekstmail zonder bijlagen.

mail-no-command = geen commando gevonden
    .detail = Noch het onderwerp noch de tekst van je mail bevat een commando: een regel die begint met het woord stratego. Stuur 'stratego help' als onderwerp voor de lijst met commando's.
