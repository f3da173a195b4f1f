//! Game mails (board, battle, game over, errors) in German and Dutch, per reader.
//! Board mails in their readers' languages (issue 81): a game between a German and a Dutch
//! player, watched by a Dutch observer. Each mail of the game (the challenge, a battle, the
//! end) is in its reader's language, names the pieces as the editions do, leaves no English
//! sentence, and reads well at 72 columns.

use super::reading_problems;
use crate::support::server::{Env, Sent, addr, to};

const ARMY: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

/// Words of the English board mails: none may be left in a German or Dutch one.
const ENGLISH: &[&str] = &[
    "Stratego game",
    "against",
    "You are",
    "your pieces",
    "Last move",
    "struck",
    "has lost",
    "not yet seen",
    "Legend:",
    "Reply to this mail",
    "Waiting for",
    "to play move",
    "Game over",
    " wins",
    "For a new game",
    "Without a reply address",
    "played",
    "challenged",
    "resigned",
    "watching",
    "Marshal",
    "Scout",
];

fn set_language(env: &Env, user: &str, lang: &str) {
    let db = rusqlite::Connection::open(&env.db).unwrap();
    let changed = db
        .execute(
            "UPDATE users SET language = ?1 WHERE userid = ?2",
            [lang, user],
        )
        .unwrap();
    assert_eq!(changed, 1);
}

fn only(mails: &[Sent], user: &str) -> Sent {
    let mine = to(mails, &addr(user));
    assert_eq!(mine.len(), 1, "{mails:#?}");
    mine[0].clone()
}

/// `mail` reads well, holds every word of `needed` and no English one.
fn reads(mail: &Sent, needed: &[&str]) {
    let problems = reading_problems(&mail.body);
    assert!(problems.is_empty(), "{problems:#?}\n{}", mail.body);
    let text = format!("{}\n{}", mail.subject, mail.body);
    for word in needed {
        assert!(text.contains(word), "{word:?} missing:\n{text}");
    }
    for word in ENGLISH {
        assert!(!text.contains(word), "English {word:?} left:\n{text}");
    }
}

#[test]
fn a_game_between_a_german_and_a_dutch_player_is_mailed_in_each_ones_language() {
    let env = Env::new();
    for user in ["alice", "bob", "carol"] {
        env.register(user, &format!("pw-{user}"));
    }
    set_language(&env, "alice", "de");
    set_language(&env, "bob", "nl");
    set_language(&env, "carol", "nl");
    env.take_mails();

    env.mail(&addr("alice"), "stratego challenge alice bob pw-alice", "");
    let mails = env.take_mails();
    reads(
        &only(&mails, "alice"),
        &[
            "Stratego-Partie 1",
            "Du hast bob herausgefordert",
            "Aufstellung",
        ],
    );
    reads(
        &only(&mails, "bob"),
        &[
            "Stratego-partij 1",
            "alice heeft je uitgedaagd",
            "opstelling",
        ],
    );

    env.mail(&addr("carol"), "stratego subscribe 1 carol pw-carol", "");
    env.mail(&addr("alice"), "stratego deploy 1 alice pw-alice", ARMY);
    env.mail(&addr("bob"), "stratego deploy 1 bob pw-bob", ARMY);
    let mails = env.take_mails();
    reads(
        to(&mails, &addr("alice")).last().unwrap(),
        &["Du bist am Zug", "Feldmarschall", "Aufklärer", "Spionin"],
    );
    reads(
        to(&mails, &addr("bob")).last().unwrap(),
        &["Rood is aan zet", "Maarschalk", "Verkenner", "Spion"],
    );

    // Red's Scout strikes Blue's Scout: both fall.
    env.mail(&addr("alice"), "stratego move 1 alice pw-alice a4-a7", "");
    let mails = env.take_mails();
    reads(
        &only(&mails, "alice"),
        &[
            "alice (Rot) spielte a4-a7.",
            "Deine 9 auf a4 griff die 9 von Blau auf a7 an: beide fielen.",
            "Verluste von Blau: 9",
        ],
    );
    reads(
        &only(&mails, "bob"),
        &[
            "alice (Rood) speelde a4-a7.",
            "De 9 van Rood op a4 viel jouw 9 op a7 aan: beide sneuvelden.",
            "jij bent aan zet",
        ],
    );
    reads(
        &only(&mails, "carol"),
        &[
            "De 9 van Rood op a4 viel de 9 van Blauw op a7 aan: beide sneuvelden.",
            "Je kijkt mee met deze partij",
        ],
    );

    env.mail(&addr("bob"), "stratego move 1 bob pw-bob resign", "");
    let mails = env.take_mails();
    reads(
        &only(&mails, "alice"),
        &[
            "Partie beendet - alice (Rot) gewinnt, bob hat aufgegeben",
            "Partie beendet: Rot gewinnt, Blau hat aufgegeben.",
        ],
    );
    reads(
        &only(&mails, "bob"),
        &[
            "partij afgelopen - alice (Rood) wint, bob heeft opgegeven",
            "bob heeft opgegeven.",
        ],
    );
    reads(&only(&mails, "carol"), &["Partij afgelopen: Rood wint"]);
}

#[test]
fn an_error_reply_is_framed_in_the_senders_language() {
    let env = Env::new();
    for user in ["alice", "bob"] {
        env.register(user, &format!("pw-{user}"));
    }
    set_language(&env, "alice", "de");
    env.mail(&addr("alice"), "stratego challenge alice bob pw-alice", "");
    env.take_mails();
    env.mail(&addr("alice"), "stratego move 1 alice pw-alice a4-a5", "");
    let reply = only(&env.take_mails(), "alice");
    assert!(reply.body.starts_with("Dein Befehl\n"), "{}", reply.body);
    assert!(
        reply.body.contains("wurde nicht ausgeführt:"),
        "{}",
        reply.body
    );
    assert!(
        reply.body.contains("Es wurde nichts geändert."),
        "{}",
        reply.body
    );
}
