# Moderation: die Antworten und Ablehnungen für Moderatoren, was ein gesperrter Spieler
# erfährt, das Ende einer Partie, die ein Moderator entschieden hat, Ankündigungen und die
# Moderationsseite. Befehle und ihre Wörter (`ban`, `forever`, `red|blue|draw`) bleiben.

moderation-not-moderator = kein Moderator
    .detail = Nur Moderatoren dürfen den Befehl mod verwenden, und { $user } ist keiner. Der Versuch steht im Moderationsprotokoll. Wenn du meinst, dass ein Moderator eingreifen sollte, schreib einem von ihnen.

moderation-help =
    Befehle für Moderatoren

    Moderatoren sorgen per Mail dafür, dass der Club läuft. Jeder Befehl enthält deinen eigenen Benutzernamen (<name>) und dein Passwort, wie jeder andere auch. Jeder Befehl, ob ausgeführt oder abgelehnt, kommt ins Moderationsprotokoll, das die Moderationsseite zeigt. Du bekommst eine Mail, die sagt, was getan wurde.

      stratego mod <name> <passwort> ban <spieler> <tage> <grund>
      stratego mod <name> <passwort> ban <spieler> forever <grund>

    Sperrt einen Spieler für eine Anzahl Tage (1 oder mehr) oder für immer. Der Spieler wird aus jedem Turnier zurückgezogen und verliert jede laufende Partie kampflos, mit Wertung. Er bekommt eine Mail mit dem Grund und dem Ende der Sperre. Seine nächste Mail wird einmal beantwortet, spätere nicht mehr, und solange kann von seiner Adresse kein Konto angemeldet werden.

      stratego mod <name> <passwort> unban <spieler> [<grund>]

    Hebt eine Sperre auf. Der Spieler bekommt eine Mail.

      stratego mod <name> <passwort> adjudicate <nr> red|blue|draw <grund>

    Beendet die Partie <nr> mit dem Ergebnis, das du angibst, mit Wertung. Beide Spieler und die Zuschauer bekommen die Endstellung mit beiden Aufstellungen offen und den Grund.

      stratego mod <name> <passwort> cancel <nr> <grund>

    Beendet die Partie <nr> ohne Ergebnis und ohne Wertung. Beide Spieler und die Zuschauer bekommen die Endstellung und den Grund.

      stratego mod <name> <passwort> announce [<titel>]

    Schickt den Text deiner Mail an jeden Spieler, der Ankündigungen nicht abbestellt hat, mit dem Titel als Betreff. Höchstens eine am Tag.

      stratego mod <name> <passwort> reset <spieler>

    Schickt dem Spieler eine Mail zum Zurücksetzen des Passworts, wie 'stratego forgot' (höchstens { $resets } am Tag).

      stratego mod <name> <passwort> delete <spieler> <grund>

    Löscht das Konto sofort, als wäre der Spieler ausgetreten: Er wird aus seinen Turnieren zurückgezogen, seine laufenden Partien gelten als aufgegeben, und er bekommt eine letzte Mail mit dem Grund.

    Nur der Moderator, den der Betreiber als ersten nennt, darf einen anderen Moderator sperren. Niemand darf sich selbst sperren oder austreten, solange er der letzte Moderator ist.

moderation-no-such-player = kein solcher Spieler
    .detail = Es gibt keinen Spieler { $user }. Prüfe den Benutzernamen (sende 'stratego games { $user }').

moderation-robot-spared = der Computergegner
    .detail = { $robot } ist der Computergegner: Er kann nicht gesperrt oder gelöscht werden.

moderation-not-yourself = nicht du selbst
    .detail = Ein Moderator kann sich nicht selbst sperren.

moderation-moderator-spared = ein Moderator
    .detail = { $user } ist Moderator. Nur der Moderator, den der Betreiber in seiner Einstellung --moderators als ersten nennt, darf einen anderen Moderator sperren; oder bitte den Betreiber, { $user } zuerst als Moderator abzusetzen.

moderation-banned-already = schon gesperrt
    .detail = { $user } ist schon gesperrt, { $lasts ->
        [forever] für immer
       *[until] bis { $until }
    }. Hebe die Sperre zuerst auf, um sie zu ändern.

moderation-not-banned = nicht gesperrt
    .detail = { $user } ist nicht gesperrt: Es gibt nichts aufzuheben.

moderation-game-over = Partie vorbei
    .detail = Partie { $game } ist schon vorbei: Ihr Ergebnis bleibt.

moderation-not-started = Partie nicht begonnen
    .detail =
        Partie { $game } hat noch nicht begonnen (es sind noch nicht beide Aufstellungen da), also gibt es nichts zu entscheiden. Um sie zu beenden, sende:
          stratego mod <benutzername> <passwort> cancel { $game } <grund>

moderation-announce-too-soon = eine Ankündigung am Tag
    .detail = Vor weniger als einem Tag ging schon eine Ankündigung hinaus; mehr als eine am Tag gibt es nicht. Sende diese nach { $next } noch einmal.

moderation-announce-empty = keine Ankündigung
    .detail = Die Mail hatte keinen Text zum Ankündigen. Schreib die Ankündigung in den Text der Mail, unter die Befehlszeile.

moderation-ended-forfeit = { $games ->
    [one] Deine { $games } laufende Partie ist kampflos verloren.
   *[other] Deine { $games } laufenden Partien sind kampflos verloren.
    }
moderation-ended-forfeit-withdrawn = { $games ->
    [one] Deine { $games } laufende Partie ist kampflos verloren
   *[other] Deine { $games } laufenden Partien sind kampflos verloren
    }, und du bist aus { $tournaments ->
    [one] { $tournaments } Turnier zurückgezogen.
   *[other] { $tournaments } Turnieren zurückgezogen.
    }
moderation-ended-resigned = { $games ->
    [one] Deine { $games } laufende Partie gilt als aufgegeben.
   *[other] Deine { $games } laufenden Partien gelten als aufgegeben.
    }
moderation-ended-resigned-withdrawn = { $games ->
    [one] Deine { $games } laufende Partie gilt als aufgegeben
   *[other] Deine { $games } laufenden Partien gelten als aufgegeben
    }, und du bist aus { $tournaments ->
    [one] { $tournaments } Turnier zurückgezogen.
   *[other] { $tournaments } Turnieren zurückgezogen.
    }
moderation-ended-withdrawn = Du bist aus { $tournaments ->
    [one] { $tournaments } Turnier zurückgezogen.
   *[other] { $tournaments } Turnieren zurückgezogen.
    }

moderation-banned-notice =
    Hallo { $user },

    ein Moderator dieses Servers hat { $user } { $lasts ->
        [forever] für immer
       *[until] bis { $until }
    } gesperrt, aus diesem Grund:
      {"  "}{ $reason }

    { $ended }{ $lasts ->
        [forever] Mails von dir werden nicht mehr beantwortet
       *[until] Mails von dir werden nicht beantwortet, solange die Sperre gilt
    }, und von deiner Adresse kann kein neues Konto registriert werden.
    .subject = Stratego: { $user } ist gesperrt

moderation-banned-answer = gesperrt
    .detail =
        { $user } ist auf diesem Server { $lasts ->
        [forever] für immer
       *[until] bis { $until }
    } gesperrt, aus diesem Grund:
          {"  "}{ $reason }

        Das ist die einzige Antwort: Weitere Mails von dir werden { $lasts ->
            [forever] nicht beantwortet.
           *[until] nicht beantwortet, solange die Sperre gilt.
        }

moderation-banned-player = Spieler gesperrt
    .detail = { $user } ist auf diesem Server { $lasts ->
        [forever] für immer
       *[until] bis { $until }
    } gesperrt: Keine neue Partie mit { $user } kann beginnen.

moderation-unbanned-notice =
    Hallo { $user },

    ein Moderator hat die Sperre von { $user } aufgehoben: Deine Mails werden wieder beantwortet, und du kannst wie zuvor Spieler herausfordern.
    .subject = Stratego: { $user } darf wieder spielen

moderation-adjudicated =
    Ein Moderator hat diese Partie entschieden, aus diesem Grund:
      {"  "}{ $reason }
moderation-cancelled =
    Ein Moderator hat diese Partie annulliert: Sie hat kein Ergebnis und wird nicht gewertet. Der Grund:
      {"  "}{ $reason }
moderation-forfeit-by-ban = { $user } wurde von einem Moderator auf diesem Server gesperrt und verliert kampflos.

moderation-done-ban = { $user } ist { $lasts ->
        [forever] für immer
       *[until] bis { $until }
    } gesperrt; { $games ->
    [0] keine laufende Partie
    [one] { $games } laufende Partie kampflos beendet
   *[other] { $games } laufende Partien kampflos beendet
    }{ $tournaments ->
    [0] {""}
    [one] , aus { $tournaments } Turnier zurückgezogen
   *[other] , aus { $tournaments } Turnieren zurückgezogen
    }; { $user } weiß Bescheid.
moderation-done-unban = die Sperre von { $user } ist aufgehoben; { $user } weiß Bescheid.
moderation-done-reset = eine Mail zum Zurücksetzen des Passworts ging an { $user }.
moderation-done-delete = das Konto { $user } ist gelöscht; { $games ->
    [0] keine laufende Partie
    [one] { $games } laufende Partie aufgegeben
   *[other] { $games } laufende Partien aufgegeben
    }{ $tournaments ->
    [0] {""}
    [one] , aus { $tournaments } Turnier zurückgezogen
   *[other] , aus { $tournaments } Turnieren zurückgezogen
    }; seine beendeten Partien spielt jetzt { $name }.
moderation-done-decided = Partie { $game } ist entschieden: { $result }. Beide Spieler und die Zuschauer haben die Endstellung bekommen.
moderation-done-cancelled = Partie { $game } ist annulliert, ohne Wertung. Beide Spieler und die Zuschauer haben die Endstellung bekommen.
moderation-done-announce = { $readers ->
    [one] die Ankündigung ging an { $readers } Spieler.
   *[other] die Ankündigung ging an { $readers } Spieler.
    }

moderation-too-many-resets = zu viele Passwort-Mails
    .detail = { $user } hat heute schon { $limit } Mails zum Zurücksetzen des Passworts bekommen, mehr gibt es nicht. Versuch es morgen wieder.

moderation-done =
    Erledigt, { $moderator }: { $what }

    Diese Aktion steht im Moderationsprotokoll.
    .subject = Stratego: Moderation erledigt

moderation-announcement-footer =
    Du bekommst das als Spieler dieses Servers ({ $user }). Um keine Ankündigungen mehr zu bekommen, nutze den Abbestellen-Knopf deines Mailprogramms, oder sende:
      stratego set { $user } <passwort> noannounce
    .subject = Stratego: { $title }
    .untitled = Stratego: Ankündigung

moderation-unsubscribed =
    Hallo { $user },

    du bekommst keine Ankündigungen mehr. Deine Mails zu Partien bleiben, wie sie sind. Um wieder Ankündigungen zu bekommen, sende:
      stratego set { $user } <passwort> announce
    .subject = Stratego: keine Ankündigungen mehr

moderation-announce-on = announce: Du bekommst die Ankündigungen des Clubs
moderation-announce-off = noannounce: Du bekommst keine Ankündigungen; deine Mails zu Partien bleiben, wie sie sind

moderation-page = Moderation: Sperren und Entscheidungen
    .intro = Die Sperren und die Partien, die die Moderatoren dieses Servers entschieden oder annulliert haben, die neuesten zuerst, mit den Gründen, die sie angegeben haben.
    .bans = Sperren
    .no-bans = Bisher wurde kein Spieler gesperrt.
    .decisions = Entschiedene oder annullierte Partien
    .no-decisions = Bisher wurde keine Partie entschieden oder annulliert.
moderation-page-column =
    .date = Datum
    .player = Spieler
    .until = Bis
    .reason = Grund
    .game = Partie
    .decision = Entscheidung
moderation-page-lifted = aufgehoben am { $date }
moderation-page-for-good = für immer
moderation-page-cancelled = annulliert, ohne Wertung
moderation-page-decided = Ergebnis entschieden
