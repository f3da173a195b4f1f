//! The language a player reads (issue 81): chosen at `register ... -language=de` or with
//! `set ... language nl`, kept from a newcomer's `Content-Language`, the server's
//! `--language` for everyone else; each mail in its recipient's language.

use super::*;
use crate::support::server::confirmation_code_of;

/// A mail to the server that names its language, as a German or Dutch mail client does.
fn in_language(from: &str, subject: &str, language: &str) -> String {
    Env::compose(from, subject, "").replacen(
        "MIME-Version:",
        &format!("Content-Language: {language}\r\nMIME-Version:"),
        1,
    )
}

/// Ingests `raw`; returns the outcome.
fn ingest(env: &Env, raw: &str) -> String {
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The language `user` chose, as stored.
fn stored_language(env: &Env, user: &str) -> Option<String> {
    db(env)
        .query_row(
            "SELECT language FROM users WHERE userid_key = ?1",
            [user],
            |r| r.get(0),
        )
        .unwrap()
}

#[test]
fn register_with_language_de_answers_in_german_and_keeps_it() {
    let env = Env::new();
    let out = env.mail(
        &addr("alice"),
        &format!("stratego register alice {ALICE_PW} -language=de"),
        "",
    );
    assert!(out.contains("applied: registered alice"), "{out}");
    assert_eq!(stored_language(&env, "alice").as_deref(), Some("de"));
    let mails = env.take_mails();
    let welcome = only_mail_to(&mails, &addr("alice"));
    assert_eq!(
        welcome.subject,
        "Stratego: alice registriert - bitte bestätigen"
    );
    // The option may stand first, with two dashes too.
    env.mail(
        &addr("bob"),
        &format!("stratego register --language=NL bob {BOB_PW}"),
        "",
    );
    assert_eq!(stored_language(&env, "bob").as_deref(), Some("nl"));
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("bob")).subject,
        "Stratego: bob geregistreerd - bevestig dit alsjeblieft"
    );
    // Her later mails come in German, whatever her mail says (this one names nothing).
    let code = confirmation_code_of(welcome).expect("a confirmation code");
    ingest(&env, &Env::confirmation_reply(&addr("alice"), &code, "ja"));
    env.take_mails();
    env.mail(&addr("alice"), "stratego games alice", "");
    let mails = env.take_mails();
    let list = only_mail_to(&mails, &addr("alice"));
    assert_eq!(list.subject, "Stratego: Liste der Partien");
    assert!(
        list.body.starts_with("Partien von alice:\n\n  (keine)\n"),
        "{}",
        list.body
    );
    assert!(
        list.body.contains("'stratego show <partie>'"),
        "{}",
        list.body
    );
}

#[test]
fn an_unknown_language_is_refused_naming_the_three_and_changes_nothing() {
    let env = Env::new();
    let out = env.mail(
        &addr("alice"),
        &format!("stratego register alice {ALICE_PW} -language=fr"),
        "",
    );
    assert!(out.contains("error: unknown language"), "{out}");
    let mails = env.take_mails();
    let reply = only_mail_to(&mails, &addr("alice"));
    assert!(
        reply.subject.ends_with("unknown language"),
        "{}",
        reply.subject
    );
    assert!(
        reply.says("'fr' is not a language of this server.")
            && reply.says("de (Deutsch), nl (Nederlands) or en (English)")
            && reply
                .body
                .contains("  stratego register <userid> <password> -language=de\n"),
        "{}",
        reply.body
    );
    assert!(
        db(&env)
            .query_row("SELECT count(*) FROM users", [], |r| r.get::<_, i64>(0))
            .is_ok_and(|n| n == 0)
    );
    // A German player asking for French is told in German, with the set form.
    env.register("bob", BOB_PW);
    env.mail(
        &addr("bob"),
        &format!("stratego set bob {BOB_PW} language de"),
        "",
    );
    env.take_mails();
    env.mail(
        &addr("bob"),
        &format!("stratego set bob {BOB_PW} language fr"),
        "",
    );
    let mails = env.take_mails();
    let reply = only_mail_to(&mails, &addr("bob"));
    assert!(
        reply.says("'fr' ist keine Sprache dieses Servers."),
        "{}",
        reply.body
    );
    assert!(
        reply
            .body
            .contains("  stratego set <benutzername> <passwort> language de\n"),
        "{}",
        reply.body
    );
    assert_eq!(stored_language(&env, "bob").as_deref(), Some("de"));
}

#[test]
fn set_language_nl_switches_to_dutch_and_answers_in_it() {
    let env = Env::new();
    env.register("alice", ALICE_PW);
    env.take_mails();
    assert_eq!(stored_language(&env, "alice"), None);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} language NL"),
        "",
    );
    assert!(out.contains("applied: language nl"), "{out}");
    assert_eq!(stored_language(&env, "alice").as_deref(), Some("nl"));
    let mails = env.take_mails();
    let answer = only_mail_to(&mails, &addr("alice"));
    assert_eq!(answer.subject, "Stratego: instellingen van alice gewijzigd");
    assert!(
        answer.says("Gedaan voor alice: language nl: je mails zijn vanaf nu in het Nederlands."),
        "{}",
        answer.body
    );
    // What she asks for next is Dutch too.
    env.mail(&addr("alice"), "stratego rating alice", "");
    let mails = env.take_mails();
    let rating = only_mail_to(&mails, &addr("alice"));
    assert_eq!(rating.subject, "Stratego: rating van alice");
    assert!(
        rating.body.contains("Nog geen partij met rating."),
        "{}",
        rating.body
    );
    // `mydata` shows it with the rest of the account.
    env.mail(
        &addr("alice"),
        &format!("stratego mydata alice {ALICE_PW}"),
        "",
    );
    let mails = env.take_mails();
    let (_, json) = &only_mail_to(&mails, &addr("alice")).attachments[0];
    let data: Value = serde_json::from_str(json).unwrap();
    assert_eq!(data["tables"]["users"][0]["language"], "nl", "{json}");
    // And back to English.
    env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} language en"),
        "",
    );
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("alice")).subject,
        "Stratego: settings of alice changed"
    );
    assert_eq!(stored_language(&env, "alice").as_deref(), Some("en"));
}

#[test]
fn a_strangers_first_mail_in_german_is_answered_in_german() {
    let env = Env::new();
    ingest(
        &env,
        &in_language("fremd@example.org", "stratego standings", "de-DE"),
    );
    let mails = env.take_mails();
    let answer = only_mail_to(&mails, "fremd@example.org");
    assert_eq!(answer.subject, "Stratego: Tabelle classic");
    assert!(
        answer
            .body
            .contains("Es ist noch keine gewertete Partie classic zu Ende."),
        "{}",
        answer.body
    );
    // A newcomer who registers in German keeps German without the option.
    let raw = in_language(
        &addr("carol"),
        &format!("stratego register carol {CAROL_PW}"),
        "de",
    );
    assert!(ingest(&env, &raw).contains("applied"));
    assert_eq!(stored_language(&env, "carol").as_deref(), Some("de"));
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("carol")).subject,
        "Stratego: carol registriert - bitte bestätigen"
    );
    // A language we do not have changes nothing: English, the default, answers.
    ingest(
        &env,
        &in_language("etranger@example.org", "stratego games", "fr"),
    );
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, "etranger@example.org").subject,
        "Stratego: list of games"
    );
}

#[test]
fn the_servers_language_answers_whoever_chose_none() {
    let env = Env::new();
    env.register("alice", ALICE_PW);
    env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} language en"),
        "",
    );
    env.take_mails();
    let with_dutch = |from: &str, subject: &str| {
        let out = env
            .cmd()
            .args(["--language", "nl", "ingest"])
            .write_stdin(Env::compose(from, subject, "").into_bytes())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{out:?}");
    };
    with_dutch("vreemde@example.org", "stratego games");
    let mails = env.take_mails();
    let answer = only_mail_to(&mails, "vreemde@example.org");
    assert_eq!(answer.subject, "Stratego: lijst met partijen");
    assert!(
        answer.body.starts_with("Alle partijen:\n\n  (geen)\n"),
        "{}",
        answer.body
    );
    // alice chose English: the server's default does not change that.
    with_dutch(&addr("alice"), "stratego games");
    let mails = env.take_mails();
    assert_eq!(
        only_mail_to(&mails, &addr("alice")).subject,
        "Stratego: list of games"
    );
}

#[test]
fn reminders_and_the_forfeit_reach_each_player_in_their_language() {
    let env = Env::new();
    three_users(&env);
    env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} language de"),
        "",
    );
    env.mail(
        &addr("bob"),
        &format!("stratego set bob {BOB_PW} language nl"),
        "",
    );
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -nag=1 -forfeit=3 {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied: game 1 created"), "{out}");
    deploy(&env, 1, "alice", ALICE_PW);
    deploy(&env, 1, "bob", BOB_PW);
    env.take_mails();
    // alice (Red) does not move: she is reminded, in German.
    env.advance(86_400 + 60);
    env.admin(&["cleanup"]);
    let mails = env.take_mails();
    let reminder = only_mail_to(&mails, &addr("alice"));
    assert_eq!(
        reminder.subject,
        "Stratego-Partie 1: Erinnerung - du bist am Zug"
    );
    assert!(
        reminder.says("Erinnerung: Partie 1 wartet seit einem Tag auf dich."),
        "{}",
        reminder.body
    );
    assert!(to(&mails, &addr("bob")).is_empty(), "{mails:#?}");
    // She loses by forfeit: each reads it, and the new ratings, in their language.
    env.advance(3 * 86_400);
    env.admin(&["cleanup"]);
    let mails = env.take_mails();
    let alice = only_mail_to(&mails, &addr("alice"));
    let bob = only_mail_to(&mails, &addr("bob"));
    assert!(
        alice.says("alice hat 3 Tage lang nicht gezogen und verliert durch Zeitüberschreitung.")
            && alice.says("Wertungszahlen (classic): alice"),
        "{}",
        alice.body
    );
    assert!(
        bob.says("alice heeft 3 dagen geen zet gedaan en verliest door tijdsoverschrijding.")
            && bob.says("Nieuwe ratings (classic): alice"),
        "{}",
        bob.body
    );
}
