# De weigeringen van de regels, zoals een speler ze leest: een zet die niet mag, een
# opstelling die niet klopt, een stap bij het opstellen, remise of opgeven op het verkeerde
# moment, een optie van een uitdaging. Velden, zetten, symbolen en opties blijven zoals ze zijn.

## Stukken per `$rank`, zoals de Nederlandse editie ze noemt; `tile` is een dominosteen.

errors-your-piece = { $rank ->
        [marshal] je maarschalk
        [general] je generaal
        [colonel] je kolonel
        [major] je majoor
        [captain] je kapitein
        [lieutenant] je luitenant
        [sergeant] je sergeant
        [miner] je mineur
        [scout] je verkenner
        [spy] je spion
        [bomb] je bom
        [flag] je vlag
       *[tile] je steen [{ $tile }]
    }
    .start = { $rank ->
        [marshal] Je maarschalk
        [general] Je generaal
        [colonel] Je kolonel
        [major] Je majoor
        [captain] Je kapitein
        [lieutenant] Je luitenant
        [sergeant] Je sergeant
        [miner] Je mineur
        [scout] Je verkenner
        [spy] Je spion
        [bomb] Je bom
        [flag] Je vlag
       *[tile] Je steen [{ $tile }]
    }

errors-pieces = { $rank ->
        [marshal] maarschalken
        [general] generaals
        [colonel] kolonels
        [major] majoors
        [captain] kapiteins
        [lieutenant] luitenants
        [sergeant] sergeanten
        [miner] mineurs
        [scout] verkenners
        [spy] spionnen
        [bomb] bommen
        [flag] vlaggen
       *[tile] stenen
    }

errors-color = { $color ->
        [red] Rood
       *[blue] Blauw
    }

## Een zet die de regels niet toestaan.

errors-illegal-move = zet niet toegestaan
errors-move-not-started = De partij is nog niet begonnen: eerst moeten beide opstellingen staan, dus { $mv } mag niet.
errors-move-over = De partij is afgelopen, dus { $mv } mag niet.
errors-move-not-your-turn = Je bent niet aan zet: { $color } is aan zet, dus { $mv } mag niet.
errors-move-off-board = { $square } ligt niet op het bord, dus { $mv } mag niet.
errors-move-empty = Er staat niets op { $square }, dus { $mv } mag niet.
errors-move-not-yours = { $noun ->
        [tile] De steen
       *[piece] Het stuk
    } op { $square } is niet van jou, dus { $mv } mag niet.
errors-move-immovable = { $rank ->
        [flag] De vlag kan niet bewegen: je stuk op { $square } is de vlag
       *[bomb] Bommen kunnen niet bewegen: je stuk op { $square } is een bom
    }, dus { $mv } mag niet.
errors-move-same-square = { $mv } gaat nergens heen.
errors-move-not-straight = { $mv } is geen rechte zet: { $noun ->
        [tile] stenen
       *[piece] stukken
    } gaan langs rijen en kolommen, nooit schuin.
errors-move-lake = { $square } is een meer: geen stuk mag erin, dus { $mv } mag niet.
errors-move-own-piece = Op { $to } staat { $noun ->
        [tile] een van je eigen stenen
       *[piece] een van je eigen stukken
    }, dus { $mv } mag niet.
errors-move-too-far = { $piece } gaat maar één veld per zet; { $rank ->
        [tile] geen steen gaat verder
       *[other] alleen verkenners (9) gaan verder
    }, dus { $mv } mag niet.
errors-move-blocked = De weg is bij { $at } versperd; een verkenner kan niet over stukken of meren heen, dus { $mv } mag niet.
errors-move-scout-strike = In deze partij mag een verkenner die meer dan één veld gaat, in dezelfde zet niet slaan, dus { $mv } mag niet.
errors-move-two-squares = Tweevakregel: { $mv } zou de { $count }e zet op rij van { $noun ->
        [tile] deze steen
       *[piece] dit stuk
    } tussen { $a } en { $b } zijn; in deze partij is de grens { $limit }.
errors-move-chase = Achtervolgingsregel: { $piece } op { $from } achtervolgt { $chased } (een voortdurende achtervolging sinds zet { $since }), en { $mv } zou een stelling terugbrengen die in deze achtervolging al voorkwam; dat mag de achtervolger niet. Speel een zet die { $chased } niet bedreigt (een zet met een ander stuk, of naar een veld dat er niet naast ligt): dat beëindigt de achtervolging{ $back }.
errors-move-chase-back = ; of { $back }, terug naar waar dit stuk bij je vorige zet vandaan kwam, wat de regel altijd toestaat
errors-chased = { $count ->
        [0] geen stuk van de tegenstander
        [one] het stuk van de tegenstander op { $last }
       *[other] de stukken van de tegenstander op { $init } en { $last }
    }

errors-not-your-turn = niet aan zet
    .detail = Je bent niet aan zet: { $opponent } is aan zet. Je zet { $mv } is niet gespeeld; stuur hem opnieuw als je bord zegt dat jij aan zet bent.

errors-stale-move = verouderde zet
    .detail = Je hebt { $mv } als zet nr. { $n } gemarkeerd, maar de volgende zet van partij { $game } is nr. { $next }: het bord is veranderd sinds je hem schreef (of deze zet is al gespeeld). Bekijk je nieuwste bord en stuur je zet dan opnieuw.

## Opstellen.

errors-setup-closed = partij is begonnen
errors-armies-fixed = Beide opstellingen staan en de partij is begonnen ({ $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    } gespeeld): de opstellingen kunnen niet meer veranderen.
errors-game-over = De partij is afgelopen.

errors-cannot-deploy = opstellen niet mogelijk
errors-cannot-swap = wisselen niet mogelijk
errors-setup-started = De partij is begonnen: de opstellingen kunnen niet meer veranderen.
errors-setup-over = De partij is afgelopen.
errors-setup-wrong-variant = Deze opstelling is voor een { $army }-partij, maar dit is een { $game }-partij.
errors-setup-no-deal = In deze partij zijn geen stenen gedeeld, dus er kan geen opstelling komen.
errors-setup-not-dealt = Je hebt de steen [{ $tile }] niet gekregen: gebruik alleen de stenen die je gedeeld zijn.
errors-setup-not-deployed = Je hebt nog geen opstelling gestuurd: stuur die eerst.
errors-setup-not-your-square = { $square } is geen van je opstelvelden.
errors-setup-same-square = Voor een wissel zijn twee verschillende velden nodig.

## Een opstelling die niet klopt.

errors-bad-army = ongeldige opstelling
errors-army-problems = De opstelling kon niet gebruikt worden ({ $count ->
        [one] { $count } fout
       *[other] { $count } fouten
    }):
errors-army-too-few-symbols = de opstelling heeft { $found } tekens maar heeft er { $expected } nodig: één voor elk van je opstelvelden
errors-army-piece-count = { $found } stukken opgegeven, een opstelling heeft er { $expected }
errors-army-unknown-symbol = regel { $line }: '{ $symbol }' is geen teken van een opstelling ({ $sparse ->
        [yes] gebruik 1-9, S, B, F, ? of . voor een leeg veld
       *[no] gebruik 1-9, S, B, F of ?
    })
errors-army-too-many = te veel { $pieces } ({ $symbol }): { $found } opgegeven, een opstelling heeft er { $expected }
errors-army-too-few = te weinig { $pieces } ({ $symbol }): { $found } opgegeven, een opstelling heeft er { $expected }
errors-army-no-room = { $missing } stukken zijn niet genoemd, maar er zijn maar { $jokers } velden met een ? voor: zet voor elk ervan een ? of de letter van het stuk op nog een veld
errors-army-unknown-tile-symbol = regel { $line }: '{ $symbol }' hoort niet bij een steen: schrijf elke steen als zijn twee cijfers 0-6, aanval eerst (53, 5-3 of [5-3]), of ? voor een steen die het toeval plaatst
errors-army-tile-twice = de steen [{ $tile }] staat twee keer in de opstelling: elk van je stenen komt op één veld
errors-army-not-dealt = je hebt de steen [{ $tile }] niet gekregen: gebruik alleen de stenen die je gedeeld zijn
errors-army-too-many-tiles = de opstelling heeft { $found } stenen maar heeft er { $expected } nodig: één voor elk van je opstelvelden
errors-army-more = ... en nog { $count } fouten
errors-army-help =
    Een opstelling bestaat uit { $size } tekens in { $rows } rijen van { $files }, je voorste rij eerst, elke rij van links gezien vanaf jouw kant.
    Stukken: { $table }. Gebruik ? voor elk stuk dat het toeval mag plaatsen, of alleen het woord auto.
errors-army-help-sparse = De { $pieces } stukken staan ergens op je { $squares } opstelvelden: zet . (of -) op elk veld dat leeg blijft.
errors-army-help-tiles = Een opstelling bestaat uit { $size } stenen in { $rows } rijen van { $files }, je voorste rij eerst, elke rij van links gezien vanaf jouw kant. Schrijf elke steen met eerst het aanvalscijfer en dan het verdedigingscijfer (53, 5-3 of [5-3]); gebruik ? voor een steen die het toeval mag plaatsen, of alleen het woord auto.
errors-army-your-tiles = Je stenen: { $deal }
errors-army-kept = Je vorige opstelling blijft staan.
errors-army-none = Er is geen opstelling gezet.

## Remise en opgeven op het verkeerde moment.

errors-not-possible-now = nu niet mogelijk
errors-action-over = De partij is afgelopen.
errors-action-not-started = Remise kan pas aangeboden worden als de partij begonnen is.
errors-action-no-offer = Je tegenstander heeft geen remise aangeboden waarop je kunt antwoorden.
errors-action-already-offered = Je hebt al remise aangeboden; wacht op het antwoord.

## Opties van een uitdaging.

errors-bad-option = ongeldige optie
errors-option-unknown = Onbekende optie '{ $option }': de opties zijn -small, -barrage, -duel, -domino, -twosquare=N, -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=DAGEN, -forfeit=DAGEN.
errors-option-number = De optie '{ $option }' heeft een geheel getal van { $min } tot { $max } nodig, zoals { $option }={ $example }.
errors-option-reveal = De optie '-reveal' neemt keep of turn, zoals -reveal=turn.
errors-option-chase = De optie '-chase' neemt on of off, zoals -chase=off.
errors-option-nag = De herinneringstermijn (-nag={ $nag }) moet korter zijn dan de termijn tot tijdsoverschrijding (-forfeit={ $forfeit }): { $how ->
        [short] -forfeit heeft minstens 2 dagen nodig, zodat er eerst een herinnering kan komen
        [given] geef een kortere, zoals -nag={ $shorter }
       *[default] -nag={ $nag } is de standaard, dus geef een kortere op, zoals -nag={ $shorter }
    }.
errors-option-conflict = { $first } en { $second } gaan niet samen: een partij is van één soort, dus geef maar één van -small, -barrage, -duel, -domino (of geen voor de klassieke partij).

## Woorden die geen veld of zet zijn.

errors-parse-square = '{ $text }' is geen veld: schrijf een letter voor de kolom en een getal voor de rij, zoals e4
errors-parse-move = '{ $text }' is geen zet: schrijf het veld waar het stuk staat en het veld waar het heen gaat, zoals e4-e5
