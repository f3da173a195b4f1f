//! Vacations: the clocks of the player's games stand still while they are away, the
//! opponents are told once, a move ends it, and the limits hold.

use super::{DAY, cleanup, started_game};
use crate::support::server::{Env, addr};

fn mail(env: &Env, from: &str, subject: &str) -> Vec<crate::support::server::Sent> {
    let out = env.mail(&addr(from), subject, "");
    assert!(out.contains("applied") || out.contains("error:"), "{out}");
    env.take_mails()
}

#[test]
fn a_vacation_stops_reminders_and_the_forfeit_until_it_ends() {
    let env = Env::new();
    started_game(&env); // alice (Red) to move since T0; reminders after 2 days, forfeit 5
    env.advance(DAY);
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 10");
    assert_eq!(mails.len(), 2, "{mails:#?}");
    let to_alice = mails.iter().find(|m| m.to.contains("alice@")).unwrap();
    assert_eq!(
        to_alice.subject,
        "Stratego: vacation until 2026-12-01 12:00 UTC"
    );
    assert!(to_alice.says("Your games that are not over: 1."));
    assert!(to_alice.says("Days used in the last 365 days: 10 of 60."));
    let to_bob = mails.iter().find(|m| m.to.contains("bob@")).unwrap();
    assert_eq!(to_bob.subject, "Stratego game 1: alice is on vacation");
    assert!(
        to_bob.says(
            "alice is on vacation until 2026-12-01 12:00 UTC. Until then (or until alice \
             moves), the reminder and forfeit clocks of game 1 stand still. You may still move."
        ),
        "{}",
        to_bob.body
    );

    // Day 10: without the vacation alice would have been reminded since day 2 and lost on
    // day 5; away, nothing happens, and bob is not told again.
    for _ in 0..9 {
        env.advance(DAY);
        let (summary, mails) = cleanup(&env);
        assert_eq!(summary, "reminded 0, forfeited 0, removed 0");
        assert!(mails.is_empty(), "{mails:#?}");
    }
    // Back on day 11: one day before the vacation and one after make the 2 reminder days
    // on day 12, and the 5 forfeit days on day 15.
    env.advance(DAY);
    assert_eq!(cleanup(&env).0, "reminded 0, forfeited 0, removed 0");
    env.advance(DAY);
    let (summary, mails) = cleanup(&env);
    assert_eq!(summary, "reminded 1, forfeited 0, removed 0");
    assert!(mails[0].to.contains("alice@"));
    env.advance(3 * DAY - 60);
    assert_eq!(cleanup(&env).0, "reminded 1, forfeited 0, removed 0");
    env.advance(60);
    assert_eq!(cleanup(&env).0, "reminded 0, forfeited 1, removed 0");
}

#[test]
fn a_move_ends_the_vacation() {
    let env = Env::new();
    started_game(&env);
    env.advance(DAY);
    mail(&env, "alice", "stratego vacation alice pw-a 10");
    env.advance(DAY);
    let mails = mail(&env, "alice", "stratego move 1 alice pw-a a3-a4");
    let to_bob = mails.iter().find(|m| m.to.contains("bob@")).unwrap();
    assert!(
        to_bob.says("alice (Red) played a3-a4. alice is back from vacation."),
        "{}",
        to_bob.body
    );
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 0");
    assert_eq!(mails[0].subject, "Stratego error: not on vacation");
    // bob's clock runs from the move: he forfeits 5 days later.
    env.advance(5 * DAY);
    assert_eq!(cleanup(&env).0, "reminded 0, forfeited 1, removed 0");
}

#[test]
fn the_opponents_vacation_stops_the_clock_of_the_player_to_move_too() {
    let env = Env::new();
    started_game(&env);
    mail(&env, "bob", "stratego vacation bob pw-b 7");
    env.advance(6 * DAY);
    assert_eq!(cleanup(&env).0, "reminded 0, forfeited 0, removed 0");
    // bob comes back early: the opponents are told, and the clock runs again.
    let mails = mail(&env, "bob", "stratego vacation bob pw-b 0");
    assert_eq!(mails.len(), 2, "{mails:#?}");
    let to_alice = mails.iter().find(|m| m.to.contains("alice@")).unwrap();
    assert_eq!(to_alice.subject, "Stratego game 1: bob is back");
    assert!(mails.iter().any(|m| m.subject == "Stratego: welcome back"));
    env.advance(2 * DAY);
    assert_eq!(cleanup(&env).0, "reminded 1, forfeited 0, removed 0");
}

#[test]
fn at_most_30_days_at_a_time_and_60_a_year() {
    let env = Env::new();
    started_game(&env);
    // The answer to alice (bob may be told too).
    let subject = |mails: &[crate::support::server::Sent]| {
        mails
            .iter()
            .find(|m| m.to.contains("alice@"))
            .expect("an answer to alice")
            .subject
            .clone()
    };
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 31");
    assert_eq!(subject(&mails), "Stratego error: vacation too long");
    assert!(mails[0].says("A vacation is at most 30 days at a time; you asked for 31."));
    assert_eq!(mails.len(), 1, "nobody else is told of a refused vacation");
    let mails = mail(&env, "alice", "stratego vacation alice pw-a soon");
    assert_eq!(subject(&mails), "Stratego error: bad number of days");
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 30");
    assert!(subject(&mails).starts_with("Stratego: vacation until"));
    // Ten days in, a new vacation replaces the running one: 10 used + 30 = 40.
    env.advance(10 * DAY);
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 30");
    let own = mails.iter().find(|m| m.to.contains("alice@")).unwrap();
    assert!(
        own.says("Days used in the last 365 days: 40 of 60."),
        "{}",
        own.body
    );
    env.advance(30 * DAY);
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 21");
    assert_eq!(subject(&mails), "Stratego error: no vacation days left");
    assert!(
        mails[0].says("alice has used 40 of them, so at most 20 more days can be taken now."),
        "{}",
        mails[0].body
    );
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 20");
    assert!(subject(&mails).starts_with("Stratego: vacation until"));
    // A year after the first vacation (10 days used) its days are free again; the other
    // two (30 and 20 days) are still in the last 365 days.
    env.advance(365 * DAY - 40 * DAY + 1);
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 11");
    assert_eq!(subject(&mails), "Stratego error: no vacation days left");
    let mails = mail(&env, "alice", "stratego vacation alice pw-a 10");
    assert!(
        subject(&mails).starts_with("Stratego: vacation until"),
        "{mails:#?}"
    );
}

#[test]
fn the_limits_are_configurable() {
    let env = Env::new();
    started_game(&env);
    let run = |days: &str| {
        let out = env
            .cmd()
            .env("STRATEGO_VACATION_MAX_DAYS", "5")
            .env("STRATEGO_VACATION_DAYS_PER_YEAR", "8")
            .args([
                "run",
                "--from",
                &addr("carol"),
                &format!("stratego vacation carol pw-c {days}"),
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        env.take_mails()[0].clone()
    };
    assert!(run("6").says("A vacation is at most 5 days at a time"));
    assert!(run("5").subject.starts_with("Stratego: vacation until"));
    env.advance(5 * DAY);
    assert!(run("4").says("at most 3 more days can be taken now"));
}
