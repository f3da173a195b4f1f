//! How a tournament game or a player's part ends: a ban or a deleted account (the
//! opponent is told why, and the player gets no more tournament mail), a cancelled game
//! and a setup nobody finished (what they count for), and what comes next.

use super::*;

#[test]
fn a_banned_or_deleted_player_is_out_and_gets_no_more_tournament_mail() {
    let env = Env::new();
    let four = ["ann", "ben", "cat", "dan"];
    players(&env, &[&four[..], &["mia"]].concat());
    moderator(&env, "mia");
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Four -roundrobin -small",
    ));
    for u in four {
        send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
    }
    send(
        &env,
        "ann",
        &format!("stratego tournament start {t} ann pw-ann"),
    );
    env.take_mails();
    // Berger 4 by userid: R1 ann-dan ben-cat, R2 dan-cat ann-ben, R3 ben-dan cat-ann.
    let out = send(
        &env,
        "mia",
        "stratego mod mia pw-mia ban dan forever cheating",
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let board = only(&mails, "ann")
        .into_iter()
        .find(|m| m.subject.starts_with("Stratego game"))
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(
        board.says(&format!(
            "dan was banned from this server by a moderator, so is out of tournament {t} \
             (Four) and loses this game by forfeit."
        )),
        "{}",
        board.body
    );
    assert!(!board.says("has withdrawn"), "{}", board.body);
    let r1 = round(&env, t, 1);
    let (game, red, blue) = r1.iter().find(|b| b.1 == "ben").cloned().unwrap();
    finish(&env, game.unwrap(), &red, blue.as_deref().unwrap(), "1-0");
    let mails = env.take_mails();
    for u in ["ann", "ben", "cat"] {
        assert_eq!(tournament_mail_to(&mails, u).len(), 1, "{u}: {mails:#?}");
    }
    assert!(
        tournament_mail_to(&mails, "dan").is_empty(),
        "a banned player gets no standings: {mails:#?}"
    );
    // ben's account is deleted while his round-2 game with ann is open.
    let out = send(
        &env,
        "mia",
        "stratego mod mia pw-mia delete ben asked for it",
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let board = only(&mails, "ann")
        .into_iter()
        .find(|m| m.subject.starts_with("Stratego game"))
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(
        board.says(&format!(
            "ben's account was deleted, so ben is out of tournament {t} (Four) and loses this \
             game by forfeit."
        )),
        "{}",
        board.body
    );
    // Round 2 ended with that forfeit; round 3 is cat-ann.
    for u in ["ben", "dan"] {
        assert!(tournament_mail_to(&mails, u).is_empty(), "{u}: {mails:#?}");
    }
    let r3 = round(&env, t, 3);
    let (game, red, blue) = r3.iter().find(|b| b.0.is_some()).cloned().unwrap();
    assert_eq!((red.as_str(), blue.as_deref()), ("cat", Some("ann")));
    finish(&env, game.unwrap(), &red, blue.as_deref().unwrap(), "1-0");
    let mails = env.take_mails();
    assert_eq!(json(&env, t)["state"], "over");
    for u in ["ann", "cat"] {
        assert!(
            tournament_mail_to(&mails, u)
                .iter()
                .any(|s| s.contains("is over")),
            "{u}: {mails:#?}"
        );
    }
    for u in ["ben", "dan"] {
        assert!(only(&mails, u).is_empty(), "{u}: {mails:#?}");
    }
}

#[test]
fn a_tournament_games_end_says_what_it_counts_for_and_what_comes_next() {
    let env = Env::new();
    players(&env, &["ann", "ben", "cat", "mia"]);
    moderator(&env, "mia");
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Trio -roundrobin -small -nag=1 -forfeit=2",
    ));
    for u in ["ann", "ben", "cat"] {
        send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
    }
    send(
        &env,
        "ann",
        &format!("stratego tournament start {t} ann pw-ann"),
    );
    env.take_mails();
    // Berger 3 by userid: R1 ben-cat (ann the bye), R2 ann-ben, R3 cat-ann.
    let (game, ..) = round(&env, t, 1)
        .into_iter()
        .find(|b| b.0.is_some())
        .unwrap();
    let game = game.unwrap();
    deploy(&env, game, "ben", "cat");
    env.take_mails();
    let out = send(
        &env,
        "mia",
        &format!("stratego mod mia pw-mia cancel {game} a broken game"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    for u in ["ben", "cat"] {
        let board = only(&mails, u)
            .into_iter()
            .find(|m| m.subject.starts_with(&format!("Stratego game {game}")))
            .unwrap_or_else(|| panic!("{mails:#?}"));
        for says in [
            format!("This was a game of round 1 of tournament {t} (Trio)."),
            "A cancelled game counts in the tournament as lost by both players by forfeit: \
             no points and no tie-break for either"
                .to_string(),
            "It ended round 1: round 2 is paired".to_string(),
            format!("stratego tournament {t}"),
        ] {
            assert!(board.says(&says), "{says}: {}", board.body);
        }
        assert!(!board.says("For a new game"), "{}", board.body);
    }
    // Round 2: neither ann nor ben sends an army.
    let (game, ..) = round(&env, t, 2)
        .into_iter()
        .find(|b| b.0.is_some())
        .unwrap();
    let game = game.unwrap();
    env.take_mails();
    env.advance(3 * DAY);
    let out = env.admin(&["cleanup"]);
    assert!(out.contains("forfeited 1"), "{out}");
    let mails = env.take_mails();
    let board = only(&mails, "ann")
        .into_iter()
        .find(|m| m.subject.starts_with(&format!("Stratego game {game}")))
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert_eq!(
        board.subject,
        format!("Stratego game {game}: game over - no winner: both lose by forfeit"),
    );
    assert!(
        board.says("both lose this tournament game by forfeit"),
        "{}",
        board.body
    );
    assert!(!board.says("abandoned"), "{}", board.body);
    assert!(!board.says("Both armies open"), "{}", board.body);
    assert!(
        board.says("It counts as lost by both players by forfeit: no points for either."),
        "{}",
        board.body
    );
    // Round 3, the last: its game ends the tournament.
    let (game, red, blue) = round(&env, t, 3)
        .into_iter()
        .find(|b| b.0.is_some())
        .unwrap();
    finish(&env, game.unwrap(), &red, blue.as_deref().unwrap(), "1-0");
    let mails = env.take_mails();
    let board = only(&mails, &red)
        .into_iter()
        .find(|m| m.subject.contains("game over"))
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(
        board
            .says("It was the last game of the tournament: the final table comes in its own mail."),
        "{}",
        board.body
    );
    assert!(!board.says("For a new game"), "{}", board.body);
}
