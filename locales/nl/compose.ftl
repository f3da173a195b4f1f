# Klikken in plaats van typen (issue 79): de link in het HTML-deel van een bordmail en de
# pagina's `/play` en `/setup`.

## De link in een bordmail

compose-play-link = Kies je zet door te klikken
compose-setup-link = Stel je opstelling samen door te klikken
compose-link-note = De pagina schrijft de antwoordmail voor je; jij drukt op verzenden.

## De pagina's

compose-play-heading = Jouw zet
compose-setup-heading = Jouw opstelling
compose-play-intro = Klik op een van je stukken en dan op het veld waar het heen gaat. De gemarkeerde velden zijn waar het heen mag. Schrijf dan de mail: je mailprogramma opent hem met de zet erin, en jij drukt op verzenden.
compose-setup-intro = Klik op twee velden om ze te wisselen, of op een stuk onder het bord en dan op een veld. Willekeurig zet een willekeurige opstelling neer, Leegmaken haalt alle stukken van het bord. Staan alle stukken, schrijf dan de mail: je mailprogramma opent hem met de opstelling erin, en jij drukt op verzenden.
compose-setup-alone = Zonder partij schrijft de pagina de opstelling als tekst, die je in een mail met deploy kopieert.
compose-game-kind = Spelsoort
compose-auto = Willekeurig
compose-clear = Leegmaken
compose-turn = Steen draaien
compose-write = Mail schrijven
compose-preview = In de mail komt te staan:
compose-preview-head =
    .to = Aan:
    .subject = Onderwerp:
compose-army-text = Je opstelling, om te kopiëren:
compose-tray = Nog niet geplaatst:

## Wat de pagina zegt terwijl je klikt

compose-pick-piece = Klik op een van je stukken.
compose-cannot-move = Dat stuk kan daar niet heen, of kan helemaal niet bewegen. Kies een ander.
compose-pick-square = Klik nu op een gemarkeerd veld, of op een ander stuk.
compose-move-ready = Klaar: schrijf de mail, of klik opnieuw om de zet te veranderen.
compose-place-all = Plaats alle stukken om de mail te schrijven.
compose-army-ready = Klaar: schrijf de mail, of wissel nog meer velden.
compose-broken-link = Deze link is onvolledig. Open hem opnieuw vanuit je mail, of beantwoord de mail met de hand.
compose-needs-script = Deze pagina heeft JavaScript nodig. Zonder JavaScript beantwoord je de mail met de hand.
compose-privacy = Wat deze pagina van je partij weet, stond in de link na het #, en dat stuurt je browser nooit naar de server. De pagina verstuurt niets: alleen de mail die jij verstuurt telt.
