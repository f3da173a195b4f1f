//! The league (issue 14): ratings and standings, vacations.

mod ratings;
mod records;
mod vacation;

use crate::support::server::{Env, Sent, addr};

pub const DAY: i64 = 86_400;

const RED_ARMY: &str = "99477499\n5S723785\n8B8BFB8B\n";
const BLUE_ARMY: &str = "9947749F\n5S723785\n8B8B9B8B\n";

/// Registers alice, bob and carol and starts small game 1 between alice (Red) and bob
/// (Blue) with reminders after 2 days and forfeit after 5; both armies in.
pub fn started_game(env: &Env) {
    for (u, pw) in [("alice", "pw-a"), ("bob", "pw-b"), ("carol", "pw-c")] {
        env.register(u, pw);
    }
    new_game(env, "alice", "bob");
}

/// A new small game between `red` and `blue` (registered with passwords `pw-<initial>`),
/// both armies in; returns its number.
pub fn new_game(env: &Env, red: &str, blue: &str) -> i64 {
    let out = env.mail(
        &addr(red),
        &format!(
            "stratego challenge {red} {blue} -small -nag=2 -forfeit=5 {}",
            pw(red)
        ),
        "",
    );
    let id: i64 = out
        .split("game ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no game created: {out}"));
    for (who, army) in [(red, RED_ARMY), (blue, BLUE_ARMY)] {
        let out = env.mail(
            &addr(who),
            &format!("stratego deploy {id} {who} {}", pw(who)),
            army,
        );
        assert!(out.contains("applied"), "{out}");
    }
    env.take_mails();
    id
}

/// The test password of `user`.
pub fn pw(user: &str) -> String {
    format!("pw-{}", &user[..1])
}

/// Runs `cleanup` at the current time; returns its summary line and the mails it sent.
pub fn cleanup(env: &Env) -> (String, Vec<Sent>) {
    let out = env.admin(&["cleanup"]);
    (out.trim().to_string(), env.take_mails())
}
