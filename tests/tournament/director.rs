//! What the director may do before the start (close with enough players, reopen,
//! cancel), and commands refused with the fault named (two systems, two kinds of game, no
//! name, an unknown subcommand, a forfeit time under the default reminder).

use super::*;

#[test]
fn too_few_players_keep_it_open_and_the_director_may_reopen_or_cancel() {
    let env = Env::new();
    players(&env, &["ann", "ben", "cat", "dan"]);
    let t = created(&send(&env, "ann", "stratego tournament new ann pw-ann Duo"));
    let mails = env.take_mails();
    assert!(
        mails[0].says("You direct it; to play in it too, join it as any player does."),
        "{}",
        mails[0].body
    );
    assert!(
        mails[0].says(&format!(
            "stratego tournament cancel {t} <userid> <password>"
        )),
        "{}",
        mails[0].body
    );
    send(
        &env,
        "ben",
        &format!("stratego tournament join {t} ben pw-ben"),
    );
    env.take_mails();
    // Two players: closing would leave a tournament that can never start.
    let body = refused_with(
        &env,
        "ann",
        &format!("stratego tournament close {t} ann pw-ann"),
        "too few players",
    );
    assert!(body.contains("it needs at least 3 to start"), "{body}");
    assert_eq!(json(&env, t)["state"], "open");
    refused_with(
        &env,
        "ann",
        &format!("stratego tournament reopen {t} ann pw-ann"),
        "tournament not closed",
    );
    for u in ["cat", "dan"] {
        send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
    }
    let out = send(
        &env,
        "ann",
        &format!("stratego tournament close {t} ann pw-ann"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert!(
        mails.last().unwrap().says("To take entries again:"),
        "{mails:#?}"
    );
    assert_eq!(json(&env, t)["state"], "closed");
    let body = refused_with(
        &env,
        "ann",
        &format!("stratego tournament join {t} ann pw-ann"),
        "tournament not open",
    );
    assert!(
        crate::support::server::collapse(&body).contains(&format!(
            "it is closed to entries, not started. Its players: stratego tournament {t}"
        )),
        "{body}"
    );
    // Reopened, the director can join too.
    let out = send(
        &env,
        "ann",
        &format!("stratego tournament reopen {t} ann pw-ann"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert_eq!(
        mails[0].subject,
        format!("Stratego: tournament {t} reopened")
    );
    assert!(
        mails[0].says("is open for entries again (3 players so far)"),
        "{}",
        mails[0].body
    );
    let out = send(
        &env,
        "ann",
        &format!("stratego tournament join {t} ann pw-ann"),
    );
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    refused_with(
        &env,
        "ben",
        &format!("stratego tournament cancel {t} ben pw-ben"),
        "not the director",
    );
    // Cancelled: gone, and each player is told.
    let out = send(
        &env,
        "ann",
        &format!("stratego tournament cancel {t} ann pw-ann"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    for u in ["ben", "cat", "dan"] {
        let told = only(&mails, u);
        assert_eq!(told.len(), 1, "{u}: {mails:#?}");
        assert!(
            told[0].says(&format!("the director has cancelled tournament {t} (Duo)")),
            "{}",
            told[0].body
        );
    }
    assert!(
        only(&mails, "ann")[0].says("is cancelled: it will not be played"),
        "{mails:#?}"
    );
    refused_with(
        &env,
        "ben",
        &format!("stratego tournament {t}"),
        "no such tournament",
    );
    send(&env, "ben", "stratego tournaments");
    let mails = env.take_mails();
    assert!(
        mails[0].says("There is no tournament yet."),
        "{}",
        mails[0].body
    );
}

#[test]
fn conflicting_or_misplaced_words_are_refused_naming_the_fault() {
    let env = Env::new();
    players(&env, &["ann", "ben"]);
    let cases = [
        (
            "stratego tournament new ann pw-ann X -duel -small",
            "two kinds of game",
            "-duel and -small cannot go together",
        ),
        (
            "stratego tournament new ann pw-ann X -swiss -roundrobin",
            "two tournament systems",
            "-swiss and -roundrobin cannot go together: a tournament has one system",
        ),
        (
            "stratego tournament new ann pw-ann X -swiss=3 -doubleroundrobin",
            "two tournament systems",
            "-swiss=3 and -doubleroundrobin cannot go together",
        ),
        (
            "stratego tournament new ann pw-ann -swiss",
            "bad tournament name",
            "A tournament's name is 1 to 40 characters, written before its options",
        ),
        (
            "stratego tournament open 3 ann pw-ann",
            "unknown tournament command",
            "'open' is not a tournament command; after 'tournament' come new, join, leave, \
             close, reopen, start, cancel, or a tournament's number.",
        ),
        (
            "stratego tournament new ann pw-ann X -forfeit=5",
            "bad tournament option",
            "The reminder time (-nag=7) must be shorter than the forfeit time (-forfeit=5): \
             -nag=7 is the default, so add a shorter one, like -nag=4.",
        ),
        (
            "stratego tournament new ann pw-ann X -quick",
            "unknown option",
            "A tournament's system is -swiss, -swiss=ROUNDS, -roundrobin or -doubleroundrobin",
        ),
        (
            "stratego challenge ann ben -duel -small pw-ann",
            "bad challenge option",
            "-duel and -small cannot go together",
        ),
    ];
    for (line, reason, says) in cases {
        let body = refused_with(&env, "ann", line, reason);
        assert!(
            crate::support::server::collapse(&body).contains(says),
            "{line}: {body}"
        );
        // Help is named once: the frame's overview, or the topic that helps.
        assert_eq!(body.matches("'stratego help").count(), 1, "{line}: {body}");
    }
    send(&env, "ann", "stratego tournaments");
    let mails = env.take_mails();
    assert!(mails[0].says("There is no tournament yet."), "nothing made");
    send(&env, "ann", "stratego games");
    let mails = env.take_mails();
    assert!(!mails[0].body.contains("game 1"), "{}", mails[0].body);
}
