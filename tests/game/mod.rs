//! Whole games by mail, driven through the real binary and mirrored in the rules crate:
//! every board mail, JSON view and header is checked against what its recipient may know.

pub(crate) mod board;
mod chase;
mod domino;
pub(crate) mod driver;
pub(crate) mod headers;
mod observers;
mod offers;
mod sparse;
pub(crate) mod whole;

use crate::support::server::{Env, addr, to};

#[test]
fn smoke_register_challenge_deploy() {
    let env = Env::new();
    env.register("alice", "pw1");
    env.register("bob", "pw2");
    env.take_mails();
    let out = env.mail(
        &addr("alice"),
        "stratego challenge alice bob -small pw1",
        "Good luck!",
    );
    assert!(out.contains("game 1 created"), "{out}");
    let mails = env.take_mails();
    assert_eq!(to(&mails, "alice@").len(), 1);
    let bob = to(&mails, "bob@");
    assert_eq!(bob.len(), 1);
    assert_eq!(bob[0].subject, "Stratego game 1: deploy your army");
    assert!(bob[0].body.contains("alice writes:"), "{}", bob[0].body);
    assert!(bob[0].body.contains("Good luck!"));
    assert_eq!(bob[0].header("Auto-Submitted"), "auto-replied");
}
