//! Issue 81 end to end: anna reads German, daan Dutch, and olga, who watches, English. They
//! choose by mail (`register ... -language=de`, `set ... language nl`, nothing), play by
//! plain replies in their own words (`remise`, `ablehnen`, `opgeven`), and each reads only
//! their own language in every mail of the game: the challenge, the boards, a battle, a
//! draw offer and its refusal, the end, an error, the standings. The German and Dutch
//! mails are golden files (`fixtures/texts/{de,nl}/`), read at 72 columns.

use super::{golden, reading_problems, reading_problems_in_de_nl};
use crate::commands::reply_address;
use crate::support::server::{Env, Sent, addr, to};

const ARMY: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

/// Words that mark a language: a mail in one language holds none of the others'.
const ENGLISH: &[&str] = &[
    "the", "your", "you", "You", "game", "wins", "played", "board", "Red", "Blue", "Scout",
    "Marshal", "Flag", "Bomb", "draw", "resigned", "offer", "against", "Reply", "move",
];
const GERMAN: &[&str] = &[
    "Partie",
    "Partien",
    "Spieler",
    "Zug",
    "du",
    "Du",
    "dein",
    "Dein",
    "Rot",
    "Blau",
    "Aufklärer",
    "Fahne",
    "Remis",
    "gegen",
];
const DUTCH: &[&str] = &[
    "partij",
    "partijen",
    "Partijen",
    "Speler",
    "Partij",
    "zet",
    "jij",
    "je",
    "Je",
    "Rood",
    "Blauw",
    "Verkenner",
    "Vlag",
    "tegen",
];

/// `text` without the commands it shows (block lines, and `'stratego ...'` or
/// `stratego ...` to the end of its clause): their words are the same in every language.
fn prose(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with(' ') && line.contains("stratego ") {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("stratego ") {
            out.push_str(&rest[..i]);
            let tail = &rest[i..];
            let end = tail.find(['\'', ',', ')', ';']).unwrap_or(tail.len());
            rest = &tail[end..];
        }
        out.push_str(rest);
        out.push('\n');
    }
    out
}

/// The marker words of `words` that `text` holds as whole words.
fn holds<'a>(text: &str, words: &[&'a str]) -> Vec<&'a str> {
    let tokens: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .collect();
    words
        .iter()
        .copied()
        .filter(|w| tokens.contains(w))
        .collect()
}

/// `mail` is in `lang` alone and reads well at 72 columns.
fn only_in(lang: &str, mail: &Sent) {
    let text = prose(&format!("{}\n{}", mail.subject, mail.body));
    let (own, others): (&[&str], [&[&str]; 2]) = match lang {
        "en" => (ENGLISH, [GERMAN, DUTCH]),
        "de" => (GERMAN, [ENGLISH, DUTCH]),
        _ => (DUTCH, [ENGLISH, GERMAN]),
    };
    assert!(
        !holds(&text, own).is_empty(),
        "no {lang} word in:\n{}",
        mail.body
    );
    for other in others {
        let found = holds(&text, other);
        assert!(found.is_empty(), "{lang} mail holds {found:?}:\n{text}");
    }
    let problems = if lang == "en" {
        reading_problems(&mail.body)
    } else {
        reading_problems_in_de_nl(&mail.body)
    };
    assert!(problems.is_empty(), "{problems:#?}\n{}", mail.body);
}

/// The one mail to `user` among `mails`.
fn one(mails: &[Sent], user: &str) -> Sent {
    let mine = to(mails, &addr(user));
    assert_eq!(mine.len(), 1, "{user}: {mails:#?}");
    mine[0].clone()
}

/// A plain reply from `user` to their reply address `key`; returns the outcome.
fn reply(env: &Env, user: &str, key: &str, text: &str) -> String {
    let raw = Env::compose_to(
        &addr(user),
        &format!("Stratego <{key}>"),
        "Re: Stratego-Partie 1",
        text,
    );
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The one mail each of anna, daan and olga got, each in their language only; anna's and
/// daan's.
fn each_in_their_own(mails: &[Sent]) -> (Sent, Sent) {
    let (de, nl, en) = (one(mails, "anna"), one(mails, "daan"), one(mails, "olga"));
    only_in("de", &de);
    only_in("nl", &nl);
    only_in("en", &en);
    (de, nl)
}

/// A mail's subject and body, as a golden file holds it.
fn shown(mail: &Sent) -> String {
    format!("Subject: {}\n\n{}", mail.subject, mail.body)
}

#[test]
fn a_german_and_a_dutch_player_and_an_english_observer_each_read_their_own_language() {
    let env = Env::new();
    let out = env.mail(
        &addr("anna"),
        "stratego register anna pw-anna -language=de",
        "",
    );
    assert!(out.contains("applied"), "{out}");
    let welcome = one(&env.take_mails(), "anna");
    only_in("de", &welcome);
    env.mail(
        &addr("anna"),
        &format!("stratego confirm {}", code(&welcome)),
        "",
    );
    env.register("daan", "pw-daan");
    env.take_mails();
    env.mail(&addr("daan"), "stratego set daan pw-daan language nl", "");
    only_in("nl", &one(&env.take_mails(), "daan"));
    env.register("olga", "pw-olga");
    env.take_mails();

    // The challenge: each player in their language.
    env.mail(&addr("anna"), "stratego challenge anna daan pw-anna", "");
    let mails = env.take_mails();
    only_in("de", &one(&mails, "anna"));
    only_in("nl", &one(&mails, "daan"));
    let (anna, daan) = (reply_address(&mails, "anna"), reply_address(&mails, "daan"));
    env.mail(&addr("olga"), "stratego subscribe 1 olga pw-olga", "");
    only_in("en", &one(&env.take_mails(), "olga"));

    // The armies by reply; the game starts: each board in its reader's language.
    let out = reply(&env, "anna", &anna, ARMY);
    assert!(out.contains("applied"), "{out}");
    let out = reply(&env, "daan", &daan, ARMY);
    assert!(out.contains("game started"), "{out}");
    let mails = env.take_mails();
    let (de, nl, en) = (
        to(&mails, &addr("anna")).last().copied().unwrap().clone(),
        to(&mails, &addr("daan")).last().copied().unwrap().clone(),
        to(&mails, &addr("olga")).last().copied().unwrap().clone(),
    );
    only_in("de", &de);
    only_in("nl", &nl);
    only_in("en", &en);
    golden("de/board", &shown(&de));
    golden("nl/board", &shown(&nl));

    // A battle: Red's Scout strikes Blue's Scout.
    let out = reply(&env, "anna", &anna, "a4-a7");
    assert!(out.contains("applied"), "{out}");
    let (de, nl) = each_in_their_own(&env.take_mails());
    assert!(
        de.body.contains("Aufklärer") || de.body.contains(" 9 "),
        "{}",
        de.body
    );
    golden("de/battle", &shown(&de));
    golden("nl/battle", &shown(&nl));

    // A stranger who writes German asks to see the board: it ends with how to watch.
    let raw = Env::compose(&addr("gerd"), "stratego show 1", "").replacen(
        "MIME-Version:",
        "Content-Language: de\r\nMIME-Version:",
        1,
    );
    assert_eq!(env.ingest_raw(raw.as_bytes()).status.code(), Some(0));
    let shown_to_gerd = one(&env.take_mails(), "gerd");
    only_in("de", &shown_to_gerd);
    assert!(
        shown_to_gerd
            .body
            .contains("sende:\n  stratego subscribe 1 <benutzername> <passwort>\n"),
        "{}",
        shown_to_gerd.body
    );
    assert!(!shown_to_gerd.body.contains("unsubscribe"));

    // Daan offers a draw in Dutch words, anna declines in German ones.
    let out = reply(&env, "daan", &daan, "remise");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    only_in("de", &one(&mails, "anna"));
    only_in("nl", &one(&mails, "daan"));
    let out = reply(&env, "anna", &anna, "ablehnen");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    only_in("de", &one(&mails, "anna"));
    only_in("nl", &one(&mails, "daan"));

    // A mistake: the refusal in the sender's language only.
    env.mail(&addr("anna"), "stratego move 1 anna pw-anna a1-a9", "");
    let error = one(&env.take_mails(), "anna");
    only_in("de", &error);
    golden("de/error", &shown(&error));
    env.mail(&addr("daan"), "stratego move 1 daan pw-daan a1-a9", "");
    let error = one(&env.take_mails(), "daan");
    only_in("nl", &error);
    golden("nl/error", &shown(&error));

    // Daan resigns in Dutch: the end, in three languages.
    let out = reply(&env, "daan", &daan, "opgeven");
    assert!(out.contains("applied"), "{out}");
    let (de, nl) = each_in_their_own(&env.take_mails());
    golden("de/game-over", &shown(&de));
    golden("nl/game-over", &shown(&nl));

    // The standings, as each asks for them.
    for (user, lang) in [("anna", "de"), ("daan", "nl"), ("olga", "en")] {
        env.mail(&addr(user), "stratego standings", "");
        let mail = one(&env.take_mails(), user);
        only_in(lang, &mail);
        if lang != "en" {
            golden(&format!("{lang}/standings"), &shown(&mail));
        }
    }
}

/// The confirmation code a welcome mail asks to be sent back.
fn code(welcome: &Sent) -> String {
    crate::support::server::confirmation_code_of(welcome).expect("a confirmation code")
}
