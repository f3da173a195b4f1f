//! Moderators by mail: ban and unban, adjudicate and cancel, announce, and the log and the
//! moderation page that record it all.

use super::*;

#[test]
fn a_player_who_is_no_moderator_is_refused_and_the_attempt_logged() {
    let env = club();
    let out = env.mail(
        &addr("carol"),
        &format!("stratego mod carol {CAROL_PW} ban bob 3 rude"),
        "",
    );
    assert!(out.contains("error: not a moderator"), "{out}");
    let mails = env.take_mails();
    assert!(
        one(&mails, "carol").says("Only moderators may use the mod command, and carol is not one.")
    );
    assert!(to(&mails, &addr("bob")).is_empty(), "{mails:#?}");
    // A moderator's wrong password is refused and logged too.
    let out = env.mail(&addr("mia"), "stratego mod mia wrong-pw ban bob 3 rude", "");
    assert!(out.contains("error: wrong password"), "{out}");
    assert_eq!(count(&env, "SELECT count(*) FROM bans"), 0);
    let log = env.admin(&["log"]);
    assert!(
        log.contains("carol  ban  bob  \"rude\"  REFUSED: not a moderator"),
        "{log}"
    );
    assert!(log.contains("REFUSED: wrong password"), "{log}");
    // A line that does not read is an attempt too, logged with its password masked.
    let out = env.mail(
        &addr("mia"),
        &format!("stratego mod mia {MIA_PW} ban bob"),
        "",
    );
    assert!(out.contains("error"), "{out}");
    let log = env.admin(&["log"]);
    assert!(
        log.contains("mia  ban  \"stratego mod mia ******** ban bob\"  REFUSED"),
        "{log}"
    );
}

#[test]
fn a_ban_ends_open_games_rated_answers_once_then_ignores_and_blocks_the_address() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    let out = env.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    env.take_mails();

    let out = moderate(&env, "ban bob 7 insulted alice in chat", "");
    assert!(out.contains("applied: mia banned bob"), "{out}");
    let mails = env.take_mails();

    let notice = to(&mails, &addr("bob"))
        .into_iter()
        .find(|m| m.subject == "Stratego: bob is banned")
        .expect("the ban notice");
    assert!(notice.says("insulted alice in chat"), "{}", notice.body);
    assert!(notice.says("until 2026-11-27 12:00 UTC"), "{}", notice.body);
    for user in ["alice", "carol"] {
        let over = to(&mails, &addr(user));
        assert!(
            over.iter()
                .any(|m| m.subject.contains("game over") && m.says("loses by forfeit")),
            "{user}: {over:#?}"
        );
    }
    assert!(one(&mails, "mia").says("1 open game ended by forfeit"));
    // The forfeit is rated: alice won.
    let (winner, reason): (String, String) = db(&env)
        .query_row(
            "SELECT winner, reason FROM rated_games WHERE game = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((winner.as_str(), reason.as_str()), ("red", "forfeit"));

    // bob's next mail is answered once, with the reason and the end; then nothing.
    let out = env.mail(&addr("bob"), "stratego games", "");
    assert!(out.contains("error: banned"), "{out}");
    let mails = env.take_mails();
    assert!(one(&mails, "bob").says("insulted alice in chat"));
    let out = env.mail(&addr("bob"), "stratego help", "");
    assert!(out.contains("ignored: bob is banned"), "{out}");
    let out = env.mail(&addr("bob"), "stratego register bobby Bobby-Pw-1", "");
    assert!(out.contains("ignored"), "{out}");
    assert!(env.take_mails().is_empty());
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM users WHERE userid_key = 'bobby'"
        ),
        0
    );
    // Nobody else may take the banned address either.
    let out = env.mail(
        &addr("carol"),
        &format!("stratego set carol {CAROL_PW} address bob@example.org"),
        "",
    );
    assert!(out.contains("error: address banned"), "{out}");
    // Nor can a game with bob start.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob {ALICE_PW}"),
        "",
    );
    assert!(out.contains("error: player banned"), "{out}");
    env.take_mails();

    // A week later the ban is over.
    env.advance(7 * 86_400);
    let out = env.mail(&addr("bob"), "stratego help", "");
    assert!(out.contains("applied"), "{out}");
}

#[test]
fn only_the_first_moderator_the_host_names_may_ban_a_moderator_and_unban_tells_the_player() {
    let env = club();
    env.register("boss", "Boss-Pw-77");
    env.take_mails();
    env.extra_env
        .borrow_mut()
        .push(("STRATEGO_MODERATORS".into(), "boss,mia".into()));
    let out = moderate(&env, "ban boss forever coup", "");
    assert!(out.contains("error: a moderator"), "{out}");
    let mails = env.take_mails();
    assert!(one(&mails, "mia").says("Only the moderator the host names first"));
    let out = moderate(&env, "ban mia 1 self", "");
    assert!(out.contains("error: not yourself"), "{out}");
    let out = moderate(&env, "ban robot 1 beeps", "");
    assert!(out.contains("error: the computer opponent"), "{out}");
    let out = moderate(&env, "ban nobody 1 ghost", "");
    assert!(out.contains("error: no such player"), "{out}");
    env.take_mails();

    let out = env.mail(
        &addr("boss"),
        "stratego mod boss Boss-Pw-77 ban mia forever abuse of office",
        "",
    );
    assert!(out.contains("applied: boss banned mia"), "{out}");
    let mails = env.take_mails();
    assert!(one(&mails, "mia").says("for good"));
    let out = env.mail(&addr("boss"), "stratego mod boss Boss-Pw-77 unban mia", "");
    assert!(out.contains("applied: boss unbanned mia"), "{out}");
    let mails = env.take_mails();
    assert_eq!(one(&mails, "mia").subject, "Stratego: mia may play again");
    let out = env.mail(&addr("boss"), "stratego mod boss Boss-Pw-77 unban mia", "");
    assert!(out.contains("error: not banned"), "{out}");
    let listed = env.admin(&["moderator", "list"]);
    assert!(
        listed.contains("boss (--moderators)") && listed.contains("mia"),
        "{listed}"
    );
}

#[test]
fn adjudicate_ends_a_game_rated_with_both_armies_open_and_the_reason_for_everyone() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    env.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    env.take_mails();
    let out = moderate(&env, "adjudicate 1 blue alice stopped answering", "");
    assert!(out.contains("applied: game 1 is decided"), "{out}");
    let mails = env.take_mails();
    for user in ["alice", "bob", "carol"] {
        let m = one(&mails, user);
        assert!(m.subject.contains("game over"), "{}", m.subject);
        assert!(m.says("A moderator decided this game"), "{}", m.body);

        assert!(m.says("alice stopped answering"), "{}", m.body);
        // Both armies open, for the players and the observer alike (every game-over
        // board shows both, issue 79).
        assert!(
            m.body.contains("[F]") && m.body.contains("(F)"),
            "{}",
            m.body
        );
    }
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM rated_games WHERE game = 1 AND winner = 'blue'"
        ),
        1
    );
    let out = moderate(&env, "adjudicate 1 red changed my mind", "");
    assert!(out.contains("error: game over"), "{out}");
    // A game in setup cannot be decided, only cancelled.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice carol {ALICE_PW}"),
        "",
    );
    assert!(out.contains("game 2 created"), "{out}");
    env.take_mails();
    let out = moderate(&env, "adjudicate 2 draw too slow", "");
    assert!(out.contains("error: game not started"), "{out}");
    let log = env.admin(&["log"]);
    assert!(log.contains("mia  adjudicate  game 1"), "{log}");
    assert!(log.contains("REFUSED: game not started"), "{log}");
}

#[test]
fn cancel_ends_a_game_unrated_and_leaves_the_standings_as_they_were() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    let out = moderate(&env, "cancel 1 played twice by mistake", "");
    assert!(out.contains("applied: game 1 is cancelled"), "{out}");
    let mails = env.take_mails();
    for user in ["alice", "bob"] {
        assert!(one(&mails, user).says("played twice by mistake"));
    }
    assert_eq!(count(&env, "SELECT count(*) FROM rated_games"), 0);
    assert_eq!(count(&env, "SELECT count(*) FROM ratings"), 0);
    let status: String = db(&env)
        .query_row("SELECT status FROM games WHERE id = 1", [], |r| r.get(0))
        .unwrap();
    assert_eq!(status, "over");
}

#[test]
fn announce_goes_once_a_day_to_who_wants_it_with_a_one_click_unsubscribe() {
    let env = club();
    let out = env.mail(
        &addr("carol"),
        &format!("stratego set carol {CAROL_PW} noannounce"),
        "",
    );
    assert!(out.contains("applied: noannounce"), "{out}");
    env.take_mails();
    let out = moderate(&env, "announce Club night", "");
    assert!(out.contains("error: no announcement"), "{out}");
    let out = moderate(&env, "announce Club night", "We meet on Friday at 8.");
    assert!(out.contains("announcement sent to 3 players"), "{out}");
    let mails = env.take_mails();
    assert!(to(&mails, &addr("carol")).is_empty());
    let alice = to(&mails, &addr("alice"))
        .into_iter()
        .find(|m| m.subject == "Stratego: Club night")
        .expect("alice's announcement");
    assert!(alice.says("We meet on Friday at 8."));
    // The signature's separator is "-- " (RFC 3676): mail programs grey out what follows.
    assert!(
        alice.body.contains("\n-- \nYou get this as a player"),
        "{:?}",
        alice.body
    );
    let unsubscribe = alice.header("List-Unsubscribe");
    assert!(
        unsubscribe.starts_with("<mailto:stratego+")
            && unsubscribe.ends_with("?subject=unsubscribe>"),
        "{unsubscribe}"
    );
    let out = moderate(&env, "announce Again", "More news.");
    assert!(out.contains("error: one announcement a day"), "{out}");
    env.take_mails();

    // One click: the mail program mails the address; nothing in it is read.
    let address = unsubscribe
        .trim_start_matches("<mailto:")
        .split('?')
        .next()
        .unwrap();
    let raw = Env::compose_to(&addr("alice"), address, "unsubscribe", "");
    let out = env.ingest_raw(raw.as_bytes());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("alice unsubscribed"),
        "{out:?}"
    );
    env.take_mails();
    env.advance(86_400);
    let out = moderate(&env, "announce", "The season starts.");
    assert!(out.contains("announcement sent to 2 players"), "{out}");
}

#[test]
fn the_moderation_page_shows_bans_and_decisions_with_reasons_and_no_addresses() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("carol", CAROL_PW));
    moderate(&env, "ban bob 30 cheating with a second account", "");
    moderate(&env, "cancel 1 a test game & more", "");
    let (_daemon, address) = crate::web::start(&env);
    let page = crate::web::get(&address, "/moderation");
    assert_eq!(page.status, 200);
    for said in [
        "cheating with a second account",
        "a test game &amp; more",
        "cancelled, unrated",
        ">bob<",
    ] {
        assert!(page.body.contains(said), "{said}: {}", page.body);
    }
    assert!(!page.body.contains("@example.org"), "{}", page.body);
}

#[test]
fn a_ban_counts_every_game_it_ended_and_names_the_tournaments_left() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    let pws = [
        ("alice", ALICE_PW),
        ("bob", BOB_PW),
        ("carol", CAROL_PW),
        ("mia", MIA_PW),
    ];
    let out = env.mail(
        &addr("alice"),
        &format!("stratego tournament new alice {ALICE_PW} Club Cup -roundrobin -small"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    for (u, pw) in pws {
        let out = env.mail(
            &addr(u),
            &format!("stratego tournament join 1 {u} {pw}"),
            "",
        );
        assert!(out.contains("applied"), "{u}: {out}");
    }
    let out = env.mail(
        &addr("alice"),
        &format!("stratego tournament start 1 alice {ALICE_PW}"),
        "",
    );
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    // bob plays game 1 and one game of the tournament's first round.
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM games WHERE status != 'over' AND (red = 'bob' OR blue = 'bob')"
        ),
        2
    );

    let out = moderate(&env, "ban bob forever cheating", "");
    assert!(out.contains("applied: mia banned bob"), "{out}");
    let mails = env.take_mails();
    let reply = to(&mails, &addr("mia"))
        .into_iter()
        .find(|m| m.subject == "Stratego: moderation done")
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(
        reply.says(
            "bob is banned for good; 2 open games ended by forfeit, withdrawn from 1 tournament;"
        ),
        "{}",
        reply.body
    );
    let notice = to(&mails, &addr("bob"))
        .into_iter()
        .find(|m| m.subject == "Stratego: bob is banned")
        .expect("the ban notice");
    assert!(
        notice.says(
            "Your 2 games that were not over are lost by forfeit, and you are withdrawn from 1 \
             tournament."
        ),
        "{}",
        notice.body
    );
    // For good: no "while the ban lasts".
    assert!(
        notice.says("Mail from you is not answered any more"),
        "{}",
        notice.body
    );
    assert!(!notice.says("while the ban lasts"), "{}", notice.body);

    // The one answer to bob's next mail is the last: no pointer to the help after it.
    let out = env.mail(&addr("bob"), "stratego games", "");
    assert!(out.contains("error: banned"), "{out}");
    let mails = env.take_mails();
    let answer = one(&mails, "bob");
    assert!(answer.says("This is the only answer: further mail from you is not answered."));
    assert!(!answer.says("Nothing was changed"), "{}", answer.body);
    assert!(!answer.says("stratego help"), "{}", answer.body);
}

#[test]
fn a_deletion_by_a_moderator_counts_the_games_resigned() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    let out = moderate(&env, "delete bob asked by mail", "");
    assert!(out.contains("applied: mia deleted bob"), "{out}");
    let mails = env.take_mails();
    let reply = to(&mails, &addr("mia"))
        .into_iter()
        .find(|m| m.subject == "Stratego: moderation done")
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(
        reply.says("the account bob is deleted; 1 open game resigned;"),
        "{}",
        reply.body
    );
    let notice = one(&mails, "bob");
    assert!(
        notice.says("Your 1 game that was not over is resigned."),
        "{}",
        notice.body
    );
}

#[test]
fn a_bad_result_or_length_of_ban_is_named_not_counted_as_words() {
    let env = club();
    start_game(&env, 1, ("alice", ALICE_PW), ("bob", BOB_PW));
    for (rest, reason, says) in [
        (
            "adjudicate 1 green test",
            "bad result",
            "'green' is not a result; write red, blue or draw",
        ),
        (
            "ban bob 0 test",
            "bad length of ban",
            "'0' is not a length of ban; write a whole number of days from 1, or forever",
        ),
        (
            "ban bob soon test",
            "bad length of ban",
            "'soon' is not a length of ban",
        ),
    ] {
        let out = moderate(&env, rest, "");
        assert!(out.contains(&format!("error: {reason}")), "{rest}: {out}");
        let mails = env.take_mails();
        let reply = one(&mails, "mia");
        assert_eq!(reply.subject, format!("Stratego error: {reason}"));
        assert!(reply.says(says), "{rest}: {}", reply.body);
        assert!(!reply.says("wrong number of words"), "{}", reply.body);
        assert!(!reply.body.contains(MIA_PW), "{}", reply.body);
    }
    assert_eq!(count(&env, "SELECT count(*) FROM bans"), 0);
}

#[test]
fn the_hosts_moderator_commands_log_changes_only_and_name_an_unheld_userid() {
    let env = club();
    // No-ops: said plainly, and not logged as the host's actions.
    let out = env.admin(&["moderator", "add", "mia"]);
    assert_eq!(out, "mia was a moderator already\n");
    let out = env.admin(&["moderator", "remove", "carol"]);
    assert_eq!(
        out,
        "carol was no moderator in the database: nothing removed\n"
    );
    let out = env
        .cmd()
        .args(["moderator", "add", "nosuch"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end(), "stratego-pbem: no account nosuch", "{err}");
    let log = env.admin(&["log"]);
    assert_eq!(log.matches("host  moderator add").count(), 1, "{log}");
    assert!(!log.contains("moderator remove"), "{log}");
    // The log prints the oldest of its last lines first, as its help says.
    let out = moderate(&env, "ban bob 3 spam", "");
    assert!(out.contains("applied"), "{out}");
    let out = moderate(&env, "unban bob", "");
    assert!(out.contains("applied"), "{out}");
    let log = env.admin(&["log"]);
    let ban = log.find("mia  ban  bob").expect("the ban");
    let unban = log.find("mia  unban  bob").expect("the unban");
    assert!(ban < unban, "{log}");
    let help = env.admin(&["log", "--help"]);
    assert!(help.contains("oldest first"), "{help}");
    assert!(!help.contains("newest first"), "{help}");
    let out = env.admin(&["moderator", "remove", "mia"]);
    assert_eq!(out, "mia is no longer a moderator in the database\n");

    // A userid named by --moderators that nobody holds: marked and warned of.
    env.extra_env
        .borrow_mut()
        .push(("STRATEGO_MODERATORS".into(), "ghost,alice".into()));
    let listed = env.admin(&["moderator", "list"]);
    assert_eq!(
        listed,
        "ghost (--moderators; no such account: anyone who registers it becomes a moderator)\n\
         alice (--moderators)\n"
    );
    let out = env.cmd().arg("status").output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "warning: ghost is named by --moderators but no account has that userid: anyone \
             who registers ghost becomes a moderator"
        ),
        "{err}"
    );
    assert!(!err.contains("alice"), "{err}");
}

#[test]
fn help_mod_says_what_each_moderator_command_does() {
    let env = club();
    let out = env.mail(&addr("carol"), "stratego help mod", "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let help = one(&mails, "carol");
    assert!(!help.says("There is no help topic"), "{}", help.body);
    for phrase in [
        "stratego mod <userid> <password> ban <player> forever <why>",
        "loses every open game by forfeit",
        "stratego mod <userid> <password> adjudicate <game> red|blue|draw <why>",
        "Ends a game with no result, not rated.",
        "as 'stratego forgot' does",
        "Deletes the account at once",
    ] {
        assert!(help.says(phrase), "{phrase}: {}", help.body);
    }
    for line in help.body.lines() {
        assert!(line.chars().count() <= 72, "{line}");
    }
    // The list of commands points there, and writes a challenge as the overview does.
    env.mail(&addr("carol"), "stratego help commands", "");
    let mails = env.take_mails();
    let commands = one(&mails, "carol");
    assert!(commands.says("'stratego help mod' says what each one does"));
    assert!(commands.says("stratego challenge <userid> <opponent> [options] <password>"));
    assert!(commands.says("draw|accept|reject"), "{}", commands.body);
    env.mail(&addr("carol"), "stratego help", "");
    let mails = env.take_mails();
    assert!(one(&mails, "carol").says("stratego challenge <userid> <opponent> <password>"));
}
