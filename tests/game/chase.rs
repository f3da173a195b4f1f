//! The more-squares rule by mail (docs/CHASE.md): Red's General chases Blue's Sergeant round
//! the 2x2 block a4 b4 a5 b5 of the small board (left of the lake c4 c5); after one round
//! the General's a4-b4 would bring back the position of the first threat.

use stratego_rules::{Color, Viewer};

use super::driver::{BLUE, Match, RED, only};
use super::whole::SMALL_BLUE;
use crate::support::server::{Sent, addr, collapse};

/// The server's small example army with the General moved to a3 (front row, column a).
const RED_ARMY: &str = "29477499\n5S793785\n8B8BFB8B\n";

/// Plies 1-10: the General a3-a4, the Sergeant b6-b5, then the round.
const ROUND: [&str; 10] = [
    "a3-a4", "b6-b5", "a4-b4", "b5-a5", "b4-b5", "a5-a4", "b5-a5", "a4-b4", "a5-a4", "b4-b5",
];

/// The match after the round, and the mails of its last ply.
fn chase_match(args: &[&str]) -> (Match, Vec<Sent>) {
    let mut m = Match::start(args, RED_ARMY, SMALL_BLUE, false);
    let mut last = Vec::new();
    for mv in ROUND {
        last = m.play(mv);
    }
    (m, last)
}

#[test]
fn chasing_move_refused_by_mail() {
    let (mut m, mails) = chase_match(&["-small"]);
    // Red's board mail after Blue's evasion names the chase and the forbidden move, in both
    // parts; Blue's says nothing of it.
    let red = only(&mails, RED.0);
    let notice = "More-squares rule: you are chasing the enemy piece on b5 (a continuous chase \
                  since move 3). A chasing move may not bring back a position that already \
                  occurred during this chase: a4-b4 is not allowed now.";
    assert!(red.says(notice), "{}", red.body);
    let html = red.html.as_deref().expect("an HTML part");
    assert!(collapse(html).contains(&collapse(notice)), "{html}");
    m.check_board(&red.body, Viewer::Player(Color::Red));
    let blue = only(&mails, BLUE.0);
    assert!(!blue.body.contains("More-squares"), "{}", blue.body);
    // Earlier in the chase the notice said no move was forbidden yet.
    assert!(m.log.iter().any(|s| s.to.starts_with("alice")
        && s.says("you are chasing the enemy piece on a5 (a continuous chase since move 3)")
        && s.says("none of your moves does yet")));

    // The refused move: an error reply naming the rule, the chase and the way out.
    let out = m.env.mail(
        &addr(RED.0),
        &format!("stratego move 1 {} {} a4-b4#11", RED.0, RED.1),
        "",
    );
    assert!(out.contains("error: illegal move"), "{out}");
    let mails = m.take();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    let reply = &mails[0];
    assert_eq!(reply.subject, "Stratego error: illegal move");
    for phrase in [
        "More-squares rule: your General on a4 is chasing the enemy \
         piece on b5 (a continuous chase since move 3), and a4-b4 would bring back a position \
         that already occurred during this chase, which the chaser may not do.",
        "Play a move that does not threaten the enemy piece on b5",
        "or a4-a5, back to where this piece came from on your last turn",
    ] {
        assert!(reply.says(phrase), "{phrase}\n{}", reply.body);
    }
    m.check_json();
    assert_eq!(m.export()["options"]["chase"], true);
    assert_eq!(m.export()["ply"], 10);

    // Moving away ends the chase; the move back the rule always allows is also fine.
    let mails = m.play("a4-a3");
    assert!(!only(&mails, RED.0).body.contains("More-squares"));
}

#[test]
fn chase_off_allows_the_move() {
    let (mut m, mails) = chase_match(&["-small", "-chase=off"]);
    let red = only(&mails, RED.0);
    assert!(red.says("Options: -small -chase=off"), "{}", red.body);
    assert!(!red.body.contains("More-squares"));
    m.play("a4-b4");
    assert_eq!(m.export()["options"]["chase"], false);
}
