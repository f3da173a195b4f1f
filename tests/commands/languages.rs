//! What a German or Dutch player reads when a move, an army or a reply goes wrong, and the
//! reply words of every language doing what they say (issue 81). Every test mails the real
//! binary and reads what comes back.

use super::{ALICE_PW, BOB_PW, addr, game_in_setup, game_playing, only_mail_to, reply_address};
use crate::support::server::{Env, collapse};

/// Sets the language `user` reads, as `stratego set ... language` will.
fn reads(env: &Env, user: &str, lang: &str) {
    let db = rusqlite::Connection::open(&env.db).unwrap();
    let n = db
        .execute(
            "UPDATE users SET language = ?1 WHERE userid_key = ?2",
            [lang, user],
        )
        .unwrap();
    assert_eq!(n, 1);
}

/// A plain reply of `text` to `key` from `user`; returns what ingest said.
fn reply(env: &Env, user: &str, key: &str, text: &str) -> String {
    let raw = Env::compose_to(
        &addr(user),
        &format!("Stratego <{key}>"),
        "Re: Stratego game 1: your move",
        &format!("{text}\n\n> Stratego game 1: your move\n"),
    );
    String::from_utf8_lossy(&env.ingest_raw(raw.as_bytes()).stderr).into_owned()
}

/// The reply address of `user` in game 1, from a fresh board.
fn key_of(env: &Env, user: &str, pw: &str) -> String {
    env.take_mails();
    env.mail(&addr(user), &format!("stratego showas 1 {user} {pw}"), "");
    reply_address(&env.take_mails(), user)
}

#[test]
fn an_illegal_move_of_a_german_player_is_refused_in_german() {
    let env = Env::new();
    game_playing(&env);
    reads(&env, "alice", "de");
    // b4 holds alice's Colonel (3), which moves one square at a time.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} b4-b6"),
        "",
    );
    assert!(out.contains("error: unerlaubter Zug"), "{out}");
    let mails = env.take_mails();
    let mail = only_mail_to(&mails, &addr("alice"));
    assert!(
        mail.subject.ends_with("unerlaubter Zug"),
        "{}",
        mail.subject
    );
    assert!(
        collapse(&mail.body).contains(
            "Dein Oberst zieht nur ein Feld weit; nur Aufklärer (9) ziehen weiter, deshalb ist \
             b4-b6 nicht erlaubt."
        ),
        "{}",
        mail.body
    );
    // bob reads English: the same move of his is refused in English.
    let out = env.mail(
        &addr("bob"),
        &format!("stratego move 1 bob {BOB_PW} a7-a6"),
        "",
    );
    assert!(out.contains("error: not your turn"), "{out}");
    env.take_mails();
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} e3-e4"),
        "",
    );
    assert!(out.contains("error: unerlaubter Zug"), "{out}");
    let body = collapse(&env.take_mails()[0].body);
    assert!(
        body.contains("Auf e4 steht eine deiner eigenen Figuren, deshalb ist e3-e4 nicht erlaubt."),
        "{body}"
    );
}

#[test]
fn a_broken_army_from_a_dutch_player_lists_its_problems_in_dutch() {
    let env = Env::new();
    game_in_setup(&env);
    reads(&env, "bob", "nl");
    // A Marshal (1) where the last Scout (9) belongs.
    let army = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B1\n";
    let out = env.mail(
        &addr("bob"),
        &format!("stratego deploy 1 bob {BOB_PW}"),
        army,
    );
    assert!(out.contains("error: ongeldige opstelling"), "{out}");
    let mails = env.take_mails();
    let body = collapse(&only_mail_to(&mails, &addr("bob")).body);
    for said in [
        "De opstelling kon niet gebruikt worden (2 fouten):",
        "- te veel maarschalken (1): 2 opgegeven, een opstelling heeft er 1",
        "- te weinig verkenners (9): 7 opgegeven, een opstelling heeft er 8",
        "Stukken: 1x1, 1x2, ",
        "Er is geen opstelling gezet.",
    ] {
        assert!(body.contains(said), "{said}\n{body}");
    }
}

#[test]
fn german_reply_words_in_a_move_command_resign_and_offer() {
    let env = Env::new();
    game_playing(&env);
    let m = |user: &str, pw: &str, word: &str| {
        env.mail(
            &addr(user),
            &format!("stratego move 1 {user} {pw} {word}"),
            "",
        )
    };
    assert!(m("alice", ALICE_PW, "Remis").contains("applied: game 1: alice draw offered"));
    assert!(m("bob", BOB_PW, "ablehnen").contains("applied"));
    let out = m("bob", BOB_PW, "aufgeben");
    assert!(out.contains("applied: game 1: bob resigned"), "{out}");
    // The game is over: a German player is told so in German.
    reads(&env, "alice", "de");
    env.take_mails();
    let out = m("alice", ALICE_PW, "remise");
    assert!(out.contains("error: jetzt nicht möglich"), "{out}");
    let body = collapse(&env.take_mails()[0].body);
    assert!(body.contains("Die Partie ist vorbei."), "{body}");
}

#[test]
fn plain_reply_words_of_each_language_do_their_action() {
    let env = Env::new();
    game_playing(&env);
    reads(&env, "bob", "nl");
    let alice = key_of(&env, "alice", ALICE_PW);
    let bob = key_of(&env, "bob", BOB_PW);
    // `Remis` offers a draw, `nee` (Dutch) declines it, `remise` offers, `ja` accepts.
    let out = reply(&env, "alice", &alice, "Remis");
    assert!(out.contains("applied: game 1: alice draw offered"), "{out}");
    let out = reply(&env, "bob", &bob, "nee");
    assert!(out.contains("applied"), "{out}");
    let out = reply(&env, "bob", &bob, "remise");
    assert!(out.contains("applied: game 1: bob draw offered"), "{out}");
    let out = reply(&env, "alice", &alice, "ja");
    assert!(out.contains("applied: game 1: alice draw agreed"), "{out}");
}

#[test]
fn a_dutch_plain_reply_resigns_and_a_german_near_miss_is_answered_not_relayed() {
    let env = Env::new();
    game_playing(&env);
    reads(&env, "alice", "de");
    let alice = key_of(&env, "alice", ALICE_PW);
    let bob = key_of(&env, "bob", BOB_PW);
    let out = reply(&env, "alice", &alice, "aufgebn");
    assert!(out.contains("error: Antwort nicht verstanden"), "{out}");
    let mails = env.take_mails();
    assert!(
        crate::support::server::to(&mails, &addr("bob")).is_empty(),
        "relayed: {mails:#?}"
    );
    let body = collapse(&only_mail_to(&mails, &addr("alice")).body);
    assert!(
        body.contains("aufgebn (deine Antwort in Partie 1)"),
        "{body}"
    );
    assert!(body.contains("(meintest du aufgeben?)"), "{body}");
    assert!(
        body.contains("remis annehmen ablehnen aufgeben zeigen"),
        "{body}"
    );
    let out = reply(&env, "bob", &bob, "opgeven");
    assert!(out.contains("applied: game 1: bob resigned"), "{out}");
}
