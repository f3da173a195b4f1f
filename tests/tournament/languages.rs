//! A tournament's mails in each reader's language (issue 81): the pairing line of a board
//! mail in German and in Dutch, a bye in Dutch, the standings after a round in each
//! player's language, aligned and within 72 columns.

use super::{created, finish, only, players, pw, round, send};
use crate::support::server::{Env, Sent};

/// Sets the language `user` reads (what `set language` stores).
fn speaks(env: &Env, user: &str, lang: &str) {
    let db = rusqlite::Connection::open(&env.db).expect("open the database");
    let changed = db
        .execute(
            "UPDATE users SET language = ?1 WHERE userid_key = ?2",
            [lang, user],
        )
        .expect("set the language");
    assert_eq!(changed, 1, "no user {user}");
}

/// The one mail in `mails` to `user` whose subject starts with `subject`.
fn the<'a>(mails: &'a [Sent], user: &str, subject: &str) -> &'a Sent {
    let found: Vec<_> = only(mails, user)
        .into_iter()
        .filter(|m| m.subject.starts_with(subject))
        .collect();
    assert_eq!(found.len(), 1, "{user}, {subject}: {mails:#?}");
    found[0]
}

/// The lines of the standings table in `body`: from its header to the first blank line.
fn table_of<'b>(body: &'b str, header: &str) -> Vec<&'b str> {
    let lines: Vec<&str> = body.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with(header))
        .unwrap_or_else(|| panic!("no table with {header:?}:\n{body}"));
    lines[at..]
        .iter()
        .take_while(|l| !l.is_empty())
        .copied()
        .collect()
}

#[test]
fn each_player_reads_the_pairing_the_bye_and_the_standings_in_their_language() {
    let env = Env::new();
    players(&env, &["ann", "ben", "cat"]);
    // ann (the director, with the bye of round 1) and cat read Dutch, ben German.
    speaks(&env, "ann", "nl");
    speaks(&env, "ben", "de");
    speaks(&env, "cat", "nl");
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Trio -roundrobin -small",
    ));
    for u in ["ann", "ben", "cat"] {
        send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
    }
    env.take_mails();
    send(
        &env,
        "ann",
        &format!("stratego tournament start {t} ann pw-ann"),
    );
    let mails = env.take_mails();
    let boards = round(&env, t, 1);
    let (game, red, blue) = boards.iter().find(|b| b.0.is_some()).unwrap();
    let (game, blue) = (game.unwrap(), blue.as_deref().unwrap());
    assert_eq!((red.as_str(), blue), ("ben", "cat"), "{boards:?}");

    // The director's answer, in Dutch.
    let started = the(
        &mails,
        "ann",
        &format!("Stratego: toernooi {t} is begonnen"),
    );
    assert!(
        started.says(&format!(
            "Toernooi {t} (Trio) is begonnen met 3 spelers en 3 ronden. Alle andere \
             spelers krijgen hun partij van ronde 1 in een eigen mail; ann heeft een bye"
        )),
        "{}",
        started.body
    );
    // The bye, in Dutch.
    let bye = the(
        &mails,
        "ann",
        &format!("Stratego: toernooi {t}, ronde 1: bye"),
    );
    assert!(
        bye.says(&format!(
            "ann, je hebt een bye in ronde 1 van toernooi {t} (Trio): geen partij deze \
             ronde, wel de punten van een overwinning (1). Ronde 2 wordt ingedeeld zodra \
             de laatste partij van ronde 1 afgelopen is."
        )),
        "{}",
        bye.body
    );
    // The same board mail's pairing line, in German to ben and in Dutch to cat.
    let board = |user| {
        only(&mails, user)
            .into_iter()
            .find(|m| m.body.contains(&format!("{t} (Trio)")) && !m.subject.contains("bye"))
            .unwrap_or_else(|| panic!("no board mail to {user}: {mails:#?}"))
    };
    let ben = board("ben");
    assert!(
        ben.says(&format!(
            "Turnier {t} (Trio), Runde 1 von 3: ben spielt Rot und zieht zuerst, cat spielt \
             Blau. Sende deine Aufstellung, dann deine Züge: Wer 21 Tage lang keins von \
             beiden sendet, verliert durch Zeitüberschreitung."
        )),
        "{}",
        ben.body
    );
    let cat = board("cat");
    assert!(
        cat.says(&format!(
            "Toernooi {t} (Trio), ronde 1 van 3: ben speelt Rood en begint, cat speelt \
             Blauw. Stuur je opstelling en daarna je zetten: wie 21 dagen lang geen van \
             beide stuurt, verliest door tijdsoverschrijding."
        )),
        "{}",
        cat.body
    );
    assert!(!cat.body.contains("Runde") && !ben.body.contains("ronde"));

    // The end of round 1: each player the standings in their own language.
    finish(&env, game, "ben", blue, "1-0");
    let mails = env.take_mails();
    let de = the(
        &mails,
        "ben",
        &format!("Stratego: Turnier {t}, Tabelle nach Runde 1"),
    );
    let nl = the(
        &mails,
        "cat",
        &format!("Stratego: toernooi {t}, stand na ronde 1"),
    );
    the(
        &mails,
        "ann",
        &format!("Stratego: toernooi {t}, stand na ronde 1"),
    );
    for (mail, header, winner) in [
        (de, "  Platz  Spieler", "      1  ben"),
        (nl, "  Plaats  Speler", "       1  ben"),
    ] {
        let table = table_of(&mail.body, header);
        assert_eq!(table.len(), 4, "{}", mail.body);
        assert!(table[1].starts_with(winner), "{}", mail.body);
        let width = table[0].chars().count();
        for line in &table {
            assert_eq!(line.chars().count(), width, "ragged:\n{}", mail.body);
            assert!(width <= 72, "too wide:\n{}", mail.body);
        }
    }
    assert!(
        de.says("SoBe Sonneborn-Berger, DV direkter Vergleich"),
        "{}",
        de.body
    );
    assert!(de.says("Runde 2 ist gepaart"), "{}", de.body);
    assert!(nl.says("OR onderling resultaat"), "{}", nl.body);
    assert!(nl.says("Ronde 2 is ingedeeld"), "{}", nl.body);
    // The game-over board says what comes next in the tournament, in its reader's words.
    let over = |user, phrase: &str| only(&mails, user).into_iter().any(|m| m.says(phrase));
    assert!(over(
        "ben",
        &format!("Das war eine Partie der 1. Runde von Turnier {t} (Trio).")
    ));
    assert!(over(
        "cat",
        &format!("Dit was een partij van ronde 1 van toernooi {t} (Trio).")
    ));
}
