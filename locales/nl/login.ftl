# Wachtwoorden: een mislukte aanmelding, een geblokkeerde gebruikersnaam en de berichten aan
# de eigenaar van een account over verkeerde wachtwoorden en gebruik vanaf andere adressen.

login-wrong-password = verkeerd wachtwoord
    .detail =
        Het wachtwoord voor { $user } is verkeerd. Na { $failures } verkeerde wachtwoorden binnen een uur wordt een gebruikersnaam 15 minuten geblokkeerd.

        Vergeten? Stuur dit en beantwoord de mail die komt op het adres waarmee { $user } geregistreerd is:
          stratego forgot { $user }

login-unknown = onbekende gebruikersnaam
    .detail =
        Er is geen gebruiker '{ $user }' geregistreerd. Controleer de spelling, of registreer de naam met:
          stratego register <gebruikersnaam> <wachtwoord>

# $own is `yes` als het commando van het geregistreerde adres kwam.
login-locked = account geblokkeerd
    .detail = Er waren te veel verkeerde wachtwoorden voor { $user }: { $own ->
        [yes] commando's voor { $user } worden
       *[other] commando's voor { $user } van andere adressen dan het geregistreerde worden
    } tot { $until } geweigerd. Probeer het daarna opnieuw.

login-locked-notice =
    Hallo { $user },

    Binnen een uur waren er { $failures } verkeerde wachtwoorden voor je gebruikersnaam, het laatste vanaf { $from }.
    Commando's voor { $user } worden tot { $until } geweigerd.

    Was jij dat niet, dan probeert iemand je wachtwoord te raden. Verander het zodra de blokkade voorbij is, met:
      stratego set { $user } <wachtwoord> password <nieuw wachtwoord>

    Zolang je geblokkeerd bent, staan de verloopklokken van je partijen stil.
    .subject = Stratego: je account is 15 minuten geblokkeerd

login-elsewhere-notice =
    Hallo { $user },

    Het afgelopen etmaal { $count ->
        [one] was er 1 verkeerd wachtwoord
       *[other] waren er { $count } verkeerde wachtwoorden
    } voor je gebruikersnaam in mails van andere adressen dan het jouwe:
    { $addresses }

    Ze sluiten je niet buiten: commando's van je eigen adres werken zoals altijd. Heb jij ze niet gestuurd, dan probeert iemand je wachtwoord te raden; een lang, eigen wachtwoord houdt hem buiten:
      stratego set { $user } <wachtwoord> password <nieuw wachtwoord>
    Je hoort hoogstens één keer per dag over zulke mails.
    .subject = Stratego: verkeerde wachtwoorden vanaf andere adressen

login-used-elsewhere =
    Hallo { $user },

    Je account is gebruikt vanaf het adres { $from }, dat niet je geregistreerde adres is, voor het commando:
    {"  "}{ $command }

    Was jij dat niet, verander dan meteen je wachtwoord:
      stratego set { $user } <wachtwoord> password <nieuw wachtwoord>
    .subject = Stratego: je account is gebruikt vanaf een ander adres
