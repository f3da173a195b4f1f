# Bestätigungen: die Adresse eines neuen Kontos, eine zurückgehaltene Herausforderung und
# die Ablehnungen eines Codes.

confirm-not-confirmed = Adresse nicht bestätigt
    .detail = { $user } kann { $doing ->
        [watch] keiner Partie zusehen
        [tournament] an keinem Turnier teilnehmen
       *[challenge] niemanden herausfordern
    }, bevor die Adresse bestätigt ist. Antworte auf die Mail, die die Registrierung beantwortet hat (Betreff: '{ account-registered-subject }'), oder schicke die Zeile 'stratego confirm <code>', die darin steht, von { $address }. Ein Konto, das nicht innerhalb von { $days } Tagen nach der Registrierung bestätigt ist, wird gelöscht.

confirm-too-many-held = zu viele wartende Herausforderungen
    .detail =
        { $challenger } hat schon { $held } Herausforderungen, die auf Bestätigung warten, mehr dürfen es nicht sein. Bestätige sie, indem du auf ihre Bestätigungsmails antwortest, oder schicke die Herausforderung mit deinem Passwort als letztem Wort:
        {"  "}{ $command } <passwort>

confirm-held-challenge =
    Hallo { $challenger },

    eine Mail von deiner Adresse hat { $opponent } herausgefordert:
    {"  "}{ $command }
    { $shown }
    Eine Herausforderung ohne dein Passwort wird zurückgehalten, bis du bestätigst, dass du sie geschickt hast: Bis dahin erfährt { $opponent } nichts davon.

    Zum Bestätigen antworte auf diese Mail (was du schreibst, wird nicht gelesen) oder schicke:
      stratego confirm { $code }

    Wenn du sie nicht geschickt hast, ignoriere diese Mail: Die Herausforderung verfällt am { $until }.

    Eine Herausforderung mit deinem Passwort als letztem Wort oder als Antwort auf eine Mail einer deiner Partien beginnt sofort:
    {"  "}{ $command } <passwort>
    .subject = Stratego: Bestätige deine Herausforderung an { $opponent }
confirm-comment =
    mit dem Kommentar:
    { $quoted }

confirm-unknown-code = unbekannte Bestätigung
    .detail = Das ist kein Bestätigungscode dieses Servers, oder einer, der so alt ist, dass er vergessen wurde. Antworte auf die neueste Bestätigungsmail, die du bekommen hast, oder schicke den Befehl noch einmal (eine neue Registrierung, eine neue Herausforderung), um einen neuen zu bekommen.

confirm-expired = Bestätigung abgelaufen
confirm-expired-account = Diese Bestätigung galt bis { $until }. Das Konto wurde nicht rechtzeitig bestätigt und ist gelöscht: Registriere dich noch einmal und antworte auf die neue Bestätigungsmail.
confirm-expired-challenge =
    Diese Bestätigung galt bis { $until }. Die Herausforderung ist verfallen. Schicke sie noch einmal, mit deinem Passwort als letztem Wort, damit sie keine Bestätigung braucht:
    {"  "}{ $command } <passwort>

confirm-account-gone = unbekannte Bestätigung
    .detail = Das Konto, für das diese Bestätigung war, gibt es nicht mehr.

confirm-from-elsewhere = Bestätigung von einer anderen Adresse
    .detail = Eine Bestätigung zählt nur von der Adresse, an die ihre Mail ging (der registrierten Adresse von { $user }); deine Mail kam von { $from }, deshalb hat sie nichts bestätigt. Antworte auf die Bestätigungsmail von der Adresse, an die sie ging.

confirm-confirmed =
    Hallo { $user },

    deine Adresse { $address } ist bestätigt: { $user } kann jetzt Partien spielen und ihnen zusehen.

    Um eine Partie zu beginnen, schicke eine dieser Zeilen:

      stratego challenge { $user } <gegner> <passwort>
      stratego challenge { $user } { $robot } <passwort>

    Du spielst Rot und ziehst zuerst; um Blau zu spielen, nenne deinen Gegner zuerst. Schicke 'stratego help' für die Übersicht.
    .subject = Stratego: { $user } bestätigt

confirm-already-used = schon bestätigt
    .detail = Diese Bestätigung wurde am { $when } benutzt: { $used ->
        [account] Damals wurde die Adresse des Kontos bestätigt
        [game] Damals wurde aus der Herausforderung die Partie { $game }
       *[challenge] Damals wurde die Herausforderung beantwortet
    }. Es gibt nichts mehr zu tun; eine Bestätigung zählt einmal.

