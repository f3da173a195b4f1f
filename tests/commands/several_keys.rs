//! One reply sent to several reply addresses at once (issue 27, item 7): a reply without a
//! command line is a reply in each game it was addressed to, applied once per address; a
//! mail with a command line is applied once, whatever addresses it came to. Through the
//! real `ingest`, with the envelope recipient (the pipe: one run per recipient) and
//! without (a Maildir or mailbox copy: the keys of its headers).

use super::replies::ingest;
use super::{alice_in_two_games, export, inbox_outcomes};
use crate::commands::ALICE_PW;
use crate::support::server::{Env, addr};

/// A reply To both of alice's reply addresses, holding only a move.
fn move_to_both(key1: &str, key2: &str) -> String {
    Env::compose_to(
        &addr("alice"),
        &format!("Stratego <{key1}>, Stratego <{key2}>"),
        "Re: Stratego: your move",
        "a4-a5\n",
    )
}

#[test]
fn a_move_replied_to_two_games_through_the_pipe_is_played_in_each_once() {
    let env = Env::new();
    let (key1, key2) = alice_in_two_games(&env);
    let raw = move_to_both(&key1, &key2);
    // Postfix's pipe runs once per recipient, each with its own ${original_recipient}.
    let out = ingest(&env, &raw, Some(&key1));
    assert!(out.contains("applied: game 1: ply 1 a4-a5"), "{out}");
    let out = ingest(&env, &raw, Some(&key2));
    assert!(out.contains("applied: game 2: ply 1 a4-a5"), "{out}");
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(export(&env, 2)["ply"], 1);
    let mails = env.take_mails();
    let subjects: Vec<&str> = mails.iter().map(|m| m.subject.as_str()).collect();
    assert_eq!(
        mails
            .iter()
            .filter(|m| m.to.contains(&addr("alice")))
            .count(),
        2,
        "one board per game for alice: {subjects:#?}"
    );
    // Both deliveries again (the MTA lost our exit status): nothing more.
    for key in [&key1, &key2] {
        let out = ingest(&env, &raw, Some(key));
        assert!(out.contains("duplicate"), "{out}");
    }
    assert!(env.take_mails().is_empty());
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(export(&env, 2)["ply"], 1);
}

#[test]
fn a_mailbox_copy_of_a_reply_to_two_games_is_played_in_each_once() {
    let env = Env::new();
    let (key1, key2) = alice_in_two_games(&env);
    let raw = move_to_both(&key1, &key2);
    // No envelope: the keys are read from To and Cc.
    let out = ingest(&env, &raw, None);
    assert!(out.contains("applied: game 1: ply 1 a4-a5"), "{out}");
    assert!(out.contains("applied: game 2: ply 1 a4-a5"), "{out}");
    // The pipe's copy of the same mail later (two routes to one server): duplicates.
    let out = ingest(&env, &raw, Some(&key2));
    assert!(out.contains("duplicate"), "{out}");
    let out = ingest(&env, &raw, None);
    assert_eq!(out.matches("duplicate").count(), 2, "{out}");
    assert_eq!(export(&env, 1)["ply"], 1);
    assert_eq!(export(&env, 2)["ply"], 1);
    let outcomes = inbox_outcomes(&env);
    assert_eq!(
        outcomes
            .iter()
            .filter(|o| o.contains("ply 1 a4-a5"))
            .count(),
        2,
        "{outcomes:#?}"
    );
}

#[test]
fn a_command_line_sent_to_two_reply_addresses_is_applied_once() {
    let env = Env::new();
    let (key1, key2) = alice_in_two_games(&env);
    let raw = Env::compose_to(
        &addr("alice"),
        &format!("{key1}, {key2}"),
        &format!("stratego move 2 alice {ALICE_PW} a4-a5"),
        "",
    );
    let out = ingest(&env, &raw, Some(&key1));
    assert!(out.contains("applied: game 2: ply 1 a4-a5"), "{out}");
    let out = ingest(&env, &raw, Some(&key2));
    assert!(out.contains("duplicate"), "{out}");
    let out = ingest(&env, &raw, None);
    assert!(out.contains("duplicate"), "{out}");
    assert_eq!(export(&env, 1)["ply"], 0);
    assert_eq!(export(&env, 2)["ply"], 1);
}
