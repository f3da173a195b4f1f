# De grenzen die voorkomen dat een speler, een vervalser of een maillus iemand overspoelt:
# partijen die niet afgelopen zijn, mails aan één adres, foutantwoorden per uur.

limits-free =
    Maak er eerst een af, of geef er een op die je niet kunt winnen:
      stratego move <partij> { $challenger } <wachtwoord> opgeven
    Stuur 'stratego games { $challenger }' voor de lijst.

limits-too-many-games-robot = te veel partijen tegen de robot
    .detail = { $challenger } heeft { $open } partijen tegen de robot die niet afgelopen zijn, meer mag een speler niet tegelijk hebben. { $free }
limits-too-many-games-opponent = te veel partijen tegen deze speler
    .detail = { $challenger } en { $opponent } hebben { $open } partijen die niet afgelopen zijn, meer mogen twee spelers niet tegelijk hebben. { $free }
limits-too-many-games = te veel partijen
    .detail = { $challenger } heeft { $open } partijen die niet afgelopen zijn, meer mag een speler niet tegelijk hebben. { $free }

limits-too-many-mails = te veel mails aan dit adres
    .detail = { $address } kreeg het afgelopen uur al { $limit } antwoorden op mails waarvan de afzender niet vaststond, het maximum. Probeer het over een uur opnieuw, of stuur het commando met je wachtwoord.

limits-last-error-reply = Dit is het { $limit }e foutantwoord aan je adres binnen een uur: verdere mails van { $from } die een fout veroorzaken, blijven tot het einde van het uur onbeantwoord.
