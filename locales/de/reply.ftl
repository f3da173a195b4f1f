# Antworten: eine Mail an die Antwortadresse eines Spielers (das Reply-To jeder Mail zu
# einer Partie), die nicht gelesen werden konnte oder von einer anderen Adresse kam.

reply-unknown-address = unbekannte Antwortadresse
    .detail =
        Die Adresse, an die du geschrieben hast, ist keine Antwortadresse dieses Servers, deshalb wurde die Mail nicht als Zug gelesen. Antworte auf die neueste Mail deiner Partie oder schicke den Befehl mit deinem Passwort, etwa
          stratego move <partie> <benutzername> <passwort> e4-e5
        Schicke 'stratego help' für die Liste der Befehle.

reply-old-address = alte Antwortadresse
    .detail =
        Du hast auf eine Mail der Partie { $game } geantwortet, deren Antwortadresse am { $date } ersetzt wurde (seitdem haben sich Passwort oder Adresse von { $user } geändert), deshalb wurde die Mail nicht als Zug gelesen. Antworte auf eine neuere Mail der Partie { $game } oder schicke den Befehl mit deinem Passwort, etwa
          stratego move { $game } { $user } <passwort> e4-e5

reply-used-from-elsewhere =
    Hallo { $user },

    an deine Antwortadresse für die Partie { $game } wurde eine Mail von { $from } geschickt. Dort zählt nur Mail von deiner registrierten Adresse ({ $address }), deshalb hat sie nichts geändert.

    Wenn du sie von einer anderen Adresse geschickt hast, schicke sie noch einmal von { $address } oder ändere deine registrierte Adresse mit:
      stratego set { $user } <passwort> address <neue adresse>

    Wenn nicht, hat jemand eine Kopie einer Mail dieser Partie. Wenn du dein Passwort änderst, bekommen deine Partien neue Antwortadressen:
      stratego set { $user } <passwort> password <neues passwort>
    .subject = Stratego-Partie { $game }: deine Antwortadresse wurde von einer anderen Adresse benutzt

reply-empty = leere Antwort
    .detail = Deine Antwort in Partie { $game } enthält keinen eigenen Text (zitierte Zeilen und Signaturen werden nicht gelesen). Schreibe deinen Zug, etwa e4-e5, in die erste Zeile deiner Antwort.

reply-not-understood = Antwort nicht verstanden
    .detail =
        Deine Antwort in Partie { $game } wurde nicht verstanden: '{ $line }' ist weder ein Zug noch ein Antwortwort{ $guess }. Es wurde nichts gezogen und nichts an deinen Gegner weitergegeben.

        Schreibe einen Zug als das Feld, auf dem eine Figur steht, und dann das Feld, auf das sie zieht:
          e4-e5

        Oder antworte mit einem dieser Wörter:
          remis  annehmen  ablehnen  aufgeben  zeigen

        Vor dem Beginn der Partie antworte mit deiner Aufstellung, mit auto oder mit einem Tausch wie:
          tauschen a1 b1

        Um deinem Gegner zu schreiben, schreibe einen Satz.

reply-did-you-mean = { " " }(meintest du { $word }?)

reply-quoted = { $line }   (deine Antwort in Partie { $game })
