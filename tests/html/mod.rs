//! Issue 12: every board mail is `multipart/alternative`, the text first and unchanged, then
//! the HTML board built from the same view; `set html` / `set nohtml` per player; the outbox
//! keeps the HTML part, so a retry sends the same mail. The fog of war over the HTML is in
//! `leaks::fog` (both parts of every mail compared), the golden files and the mail-safety
//! checks in `crates/rules/tests/html.rs`, the real browser in [`browser`].

pub mod browser;

use crate::commands::{ALICE_PW, BOB_PW, CAROL_PW, db, game_playing, play};
use crate::support::server::{Env, Sent, addr, to};

/// The HTML board of `show` (with `args`): the part of the page between its `<div>` and
/// its end, which every board mail to the same viewer carries as it is.
fn shown_board(env: &Env, args: &[&str]) -> String {
    let mut all = vec!["show", "1", "--html"];
    all.extend_from_slice(args);
    let page = env.admin(&all);
    let start = page.find("<table role=\"grid\"").expect("the board table");
    let end = page.rfind("</div>\n</body>").expect("the end of the page");
    page[start..end].to_string()
}

fn one<'a>(mails: &'a [Sent], user: &str) -> &'a Sent {
    let found = to(mails, &format!("{user}@"));
    assert_eq!(found.len(), 1, "mails to {user}: {mails:#?}");
    found[0]
}

#[test]
fn board_mails_carry_the_html_board_after_the_unchanged_text() {
    let env = Env::new();
    game_playing(&env);
    env.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    env.take_mails();
    play(&env, "alice", ALICE_PW, "a4-a5");
    let mails = env.take_mails();
    for (user, args) in [
        ("alice", vec!["--as", "alice"]),
        ("bob", vec!["--as", "bob"]),
        ("carol", vec![]),
    ] {
        let mail = one(&mails, user);
        let html = mail
            .html
            .as_deref()
            .unwrap_or_else(|| panic!("no HTML part for {user}"));
        // The text is what it always was: the ASCII board of `show`, and the instructions.
        let mut text_args = vec!["show", "1"];
        text_args.extend_from_slice(&args);
        let board = env.admin(&text_args);
        assert!(mail.body.contains(&board), "{user}: {}", mail.body);
        assert!(!mail.body.contains("<td"), "{user}: HTML in the text part");
        // The HTML holds the same board as `show --html`, and the same words around it.
        assert!(
            html.contains(&shown_board(&env, &args)),
            "{user}: the mail's HTML board is not show --html's"
        );
        assert!(html.starts_with("<!DOCTYPE html>"), "{user}");
        assert!(html.len() < 100_000, "{user}: {} bytes", html.len());
        assert!(
            html.contains("Stratego game 1 (classic): alice (Red) against bob (Blue)."),
            "{user}"
        );
        assert!(html.contains("alice (Red) played a4-a5."), "{user}");
    }
    // bob is to move: his instructions are in both parts, as plain words.
    let bob = one(&mails, "bob");
    assert!(bob.body.contains("stratego move 1 bob <password>"));
    assert!(
        bob.html
            .as_deref()
            .is_some_and(|h| h.contains("stratego move 1 bob &lt;password&gt;")),
        "{:?}",
        bob.html
    );
}

#[test]
fn nohtml_sends_the_text_alone_and_html_brings_the_board_back() {
    let env = Env::new();
    game_playing(&env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} nohtml"),
        "",
    );
    assert!(out.contains("applied: nohtml"), "{out}");
    let mails = env.take_mails();
    assert!(
        one(&mails, "alice")
            .body
            .contains("nohtml: your board mails are plain text only"),
        "{mails:#?}"
    );
    play(&env, "alice", ALICE_PW, "a4-a5");
    let mails = env.take_mails();
    let alice = one(&mails, "alice");
    assert_eq!(alice.html, None, "alice chose nohtml");
    assert!(alice.header("Content-Type").starts_with("text/plain"));
    assert!(one(&mails, "bob").html.is_some(), "bob did not");
    let stored: Option<String> = db(&env)
        .query_row(
            "SELECT h.html FROM outbox o LEFT JOIN outbox_html h ON h.id = o.id \
             WHERE o.to_addr = ?1 ORDER BY o.id DESC LIMIT 1",
            [addr("alice")],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(stored, None, "a text-only mail stores no HTML");
    // `showas` follows the setting too.
    env.mail(
        &addr("alice"),
        &format!("stratego showas 1 alice {ALICE_PW}"),
        "",
    );
    assert_eq!(one(&env.take_mails(), "alice").html, None);

    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} html"),
        "",
    );
    assert!(out.contains("applied: html"), "{out}");
    env.take_mails();
    play(&env, "bob", BOB_PW, "a7-a6");
    let mails = env.take_mails();
    assert!(one(&mails, "alice").html.is_some(), "html is back");
    // Settings that take no value refuse one.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego set alice {ALICE_PW} nohtml please"),
        "",
    );
    assert!(out.contains("error: wrong number of words"), "{out}");
}

#[test]
fn the_outbox_keeps_the_html_part_and_a_later_send_delivers_it_as_queued() {
    let env = Env::new();
    game_playing(&env);
    let raw = Env::compose(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "",
    );
    let out = env
        .cmd()
        .args(["ingest", "--no-send"])
        .write_stdin(raw)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(env.take_mails().is_empty(), "nothing sent yet");
    let queued: Vec<(String, Option<String>)> = {
        let conn = db(&env);
        let mut stmt = conn
            .prepare(
                "SELECT o.message_id, h.html FROM outbox o \
                 LEFT JOIN outbox_html h ON h.id = o.id WHERE o.status = 'queued'",
            )
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    };
    assert_eq!(queued.len(), 2, "{queued:?}");
    env.admin(&["send"]);
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2);
    for (id, html) in queued {
        let mail = mails
            .iter()
            .find(|m| m.header("Message-ID") == id)
            .expect("sent");
        assert!(html.is_some(), "{id}: a board mail stores its HTML");
        assert_eq!(mail.html, html, "{id}: sent as queued");
    }
}

#[test]
fn a_relayed_comment_cannot_put_markup_into_the_html_part() {
    let env = Env::new();
    game_playing(&env);
    env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} a4-a5"),
        "<script>alert(1)</script> <img src=\"http://evil.example/x.png\"> & \"quotes\"",
    );
    let mails = env.take_mails();
    let html = one(&mails, "bob").html.clone().expect("an HTML part");
    assert!(
        html.contains(
            "&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=&quot;http://evil.example/x.png&quot;&gt; \
             &amp; &quot;quotes&quot;"
        ),
        "{html}"
    );
    assert!(
        !html.contains("<script") && !html.contains("<img"),
        "{html}"
    );
}
