//! Issue 81 for the club: each mail of moderation, a password reset, leaving and an
//! announcement is in its recipient's language, whoever caused it.

use super::*;

/// Sets `user`'s language in the database, as `set ... language` would.
fn speaks(env: &Env, user: &str, lang: &str) {
    let conn = Connection::open(&env.db).unwrap();
    let changed = conn
        .execute(
            "UPDATE users SET language = ?1 WHERE userid_key = ?2",
            [lang, user],
        )
        .unwrap();
    assert_eq!(changed, 1, "no user {user}");
}

/// Every line of `mail` within 72 columns, and no English left in its frame.
fn reads_well(mail: &Sent) {
    for line in mail.body.lines() {
        assert!(
            line.chars().count() <= 72,
            "{}: a line of {} columns: {line}",
            mail.subject,
            line.chars().count()
        );
    }
    for english in [" the ", " you ", " your ", "Hello", "password", " game"] {
        assert!(!mail.body.contains(english), "{english:?} in {}", mail.body);
    }
}

#[test]
fn a_ban_notice_is_german_for_a_german_player_when_a_dutch_moderator_bans() {
    let env = club();
    speaks(&env, "mia", "nl");
    speaks(&env, "bob", "de");
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));

    let out = moderate(&env, "ban bob 7 hat alice im Chat beleidigt", "");
    assert!(out.contains("applied: mia banned bob"), "{out}");
    let mails = env.take_mails();
    let notice = to(&mails, &addr("bob"))
        .into_iter()
        .find(|m| m.subject == "Stratego: bob ist gesperrt")
        .unwrap_or_else(|| panic!("a German ban notice: {mails:#?}"));
    assert!(
        notice.says(
            "ein Moderator dieses Servers hat bob bis 27.11.2026, 12:00 UTC gesperrt, aus \
             diesem Grund: hat alice im Chat beleidigt"
        ),
        "{}",
        notice.body
    );
    assert!(
        notice.says(
            "Deine 1 laufende Partie ist kampflos verloren. Mails von dir werden nicht \
             beantwortet, solange die Sperre gilt"
        ),
        "{}",
        notice.body
    );
    reads_well(notice);
    // The moderator's answer is Dutch.
    let done = one(&mails, "mia");
    assert_eq!(done.subject, "Stratego: moderatie uitgevoerd");
    assert!(
        done.says(
            "Gedaan, mia: bob is tot 27-11-2026 12:00 UTC geschorst; 1 lopende partij \
             reglementair beëindigd; bob is ingelicht."
        ),
        "{}",
        done.body
    );
    reads_well(done);

    // bob's next mail is answered once, in German.
    let out = env.mail(&addr("bob"), "stratego games", "");
    assert!(out.contains("error: gesperrt"), "{out}");
    let mails = env.take_mails();
    let answer = one(&mails, "bob");
    assert!(
        answer.says("bob ist auf diesem Server bis 27.11.2026, 12:00 UTC gesperrt")
            && answer
                .says("Weitere Mails von dir werden nicht beantwortet, solange die Sperre gilt."),
        "{}",
        answer.body
    );

    // Lifted: bob hears it in German, mia in Dutch.
    let out = moderate(&env, "unban bob", "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let lifted = one(&mails, "bob");
    assert_eq!(lifted.subject, "Stratego: bob darf wieder spielen");
    assert!(lifted.says("ein Moderator hat die Sperre von bob aufgehoben"));
    reads_well(lifted);
    assert!(one(&mails, "mia").says("de schorsing van bob is opgeheven; bob is ingelicht."));
}

#[test]
fn a_reset_mail_is_dutch_for_a_dutch_account_whoever_asks() {
    let env = club();
    speaks(&env, "alice", "nl");
    const EVE: &str = "eve@elsewhere.example";
    let out = env.mail(EVE, "stratego forgot alice", "");
    assert!(out.contains("reset mail sent"), "{out}");
    let mails = env.take_mails();
    let reset = one(&mails, "alice");
    assert_eq!(
        reset.subject,
        "Stratego: wachtwoord van alice opnieuw instellen"
    );
    assert!(
        reset.says("Iemand heeft een nieuw wachtwoord voor alice aangevraagd")
            && reset.says("Het antwoord telt één keer, tot 20-11-2026 13:00 UTC."),
        "{}",
        reset.body
    );
    reads_well(reset);
    // The stranger who asked reads the answer in the server's language: it must not tell
    // whether, or in which language, the account exists.
    let answer = to(&mails, EVE);
    assert_eq!(answer.len(), 1, "{mails:#?}");
    assert_eq!(answer[0].subject, "Stratego: password of alice");

    // A moderator's reset for alice is Dutch too, while the German moderator reads German.
    speaks(&env, "mia", "de");
    let out = moderate(&env, "reset alice", "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert_eq!(
        one(&mails, "alice").subject,
        "Stratego: wachtwoord van alice opnieuw instellen"
    );
    assert!(
        one(&mails, "mia")
            .says("Erledigt, mia: eine Mail zum Zurücksetzen des Passworts ging an alice.")
    );
}

#[test]
fn leaving_is_confirmed_and_told_in_german() {
    let env = club();
    speaks(&env, "alice", "de");
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    let out = env.mail(
        &addr("alice"),
        &format!("stratego leave alice {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: alice asked to leave"), "{out}");
    let mails = env.take_mails();
    let confirm = one(&mails, "alice");
    assert_eq!(
        confirm.subject,
        "Stratego: alice löschen? - bitte bestätigen"
    );
    assert!(
        confirm
            .says("du möchtest das Konto alice löschen. Antworte zur Bestätigung auf diese Mail")
            && confirm.says("Niemand darf den Benutzernamen alice 90 Tage lang nehmen."),
        "{}",
        confirm.body
    );
    reads_well(confirm);

    // The reply deletes the account; its last mail is still German, though the account
    // and its language are gone by the time it is sent.
    let reply_to = confirm.header("Reply-To");
    let start = reply_to.find("stratego+").unwrap();
    let end = reply_to[start..]
        .find('>')
        .map_or(reply_to.len(), |e| start + e);
    let raw = Env::compose_to(
        &addr("alice"),
        &reply_to[start..end],
        "Re: Stratego: alice löschen?",
        "ja",
    );
    let out = env.ingest_raw(raw.as_bytes());
    let out = String::from_utf8_lossy(&out.stderr);
    assert!(out.contains("alice deleted (now deleted-1)"), "{out}");
    let mails = env.take_mails();
    let last = one(&mails, "alice");
    assert_eq!(last.subject, "Stratego: alice gelöscht");
    assert!(
        last.says("das Konto alice ist gelöscht. Du hast darum gebeten.")
            && last.says("Deine 1 laufende Partie gilt als aufgegeben."),
        "{}",
        last.body
    );
    reads_well(last);
}

#[test]
fn an_announcement_reaches_each_member_in_their_language_with_the_moderators_text_as_written() {
    let env = club();
    speaks(&env, "alice", "de");
    speaks(&env, "bob", "nl");
    let text = "The club opens a ladder on Monday.";
    let out = moderate(&env, "announce Ladder", text);
    assert!(out.contains("announcement sent"), "{out}");
    let mails = env.take_mails();

    let german = one(&mails, "alice");
    assert_eq!(german.subject, "Stratego: Ladder");
    assert!(german.body.starts_with(text), "{}", german.body);
    assert!(
        german.says("Du bekommst das als Spieler dieses Servers (alice).")
            && german
                .body
                .contains("\n  stratego set alice <passwort> noannounce\n"),
        "{}",
        german.body
    );
    let dutch = one(&mails, "bob");
    assert_eq!(dutch.subject, "Stratego: Ladder");
    assert!(dutch.body.starts_with(text), "{}", dutch.body);
    assert!(
        dutch.says("Je krijgt dit als speler van deze server (bob).")
            && dutch
                .body
                .contains("\n  stratego set bob <wachtwoord> noannounce\n"),
        "{}",
        dutch.body
    );
    // carol chose no language: the frame is the server's, English.
    assert!(one(&mails, "carol").says("You get this as a player of this server (carol)."));
    for mail in [german, dutch] {
        let frame = &mail.body[text.len()..];
        assert!(frame.starts_with("\n\n-- \n"), "{:?}", mail.body);
        for line in mail.body.lines() {
            assert!(line.chars().count() <= 72, "{line}");
        }
        assert!(!frame.contains("You get this"), "{frame}");
    }

    // The unsubscription, by the mail program's button, is answered in Dutch for bob.
    let key = dutch.header("List-Unsubscribe");
    let start = key.find("stratego+").unwrap();
    let end = key[start..].find('?').unwrap() + start;
    let raw = Env::compose_to(&addr("bob"), &key[start..end], "unsubscribe", "");
    let out = env.ingest_raw(raw.as_bytes());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("bob unsubscribed"),
        "{out:?}"
    );
    let mails = env.take_mails();
    let gone = one(&mails, "bob");
    assert_eq!(gone.subject, "Stratego: geen aankondigingen meer");
    reads_well(gone);
}
