//! What a player reads on the pages (issue 79): a replay's bold line and its board agree,
//! the moves in numbered pairs, lists with the result in words, the date of the last move
//! and a running/finished filter, a setup page that says who has deployed, the computer
//! marked, the small game's legend without a Marshal, `/games/N/` as `/games/N`, and no
//! arrow-key hint on a phone.

use super::{PLAYERS, PLIES, get, start, two_games_with};
use crate::html::browser::record;
use crate::support::server::{Env, addr};

#[test]
fn lists_replays_and_setup_pages_say_what_they_show() {
    let (armies, _) = record();
    let (env, _) = two_games_with(&armies[1], true);
    let (daemon, address) = start(&env);

    // The filter: game 1 is over, game 2 running, game 3 being set up.
    let finished = get(&address, "/?show=finished").body;
    assert!(finished.contains("\"games/1\"") && !finished.contains("\"games/2\""));
    assert!(finished.contains("Red won after 60 moves: bob resigned; last move 20"));
    let running = get(&address, "/?show=running").body;
    assert!(running.contains("\"games/2\"") && running.contains("\"games/3\""));
    assert!(!running.contains("\"games/1\""), "{running}");
    assert!(running.contains("<span>Running</span>"), "{running}");
    assert_eq!(get(&address, "/?show=lost").status, 400);

    // A setup page says who has deployed.
    let setup = get(&address, "/games/3").body;
    assert!(
        setup.contains("Setting up: Blue (bob) has deployed, Red (alice) not yet."),
        "{setup}"
    );
    assert!(!setup.contains("<table"), "no empty board: {setup}");

    // A replay of the running game: the bold line is the position shown, as its board says.
    let replay = get(&address, "/games/2?ply=39").body;
    assert!(
        replay.contains("<strong>Blue (bob) to play move 40.</strong>"),
        "{replay}"
    );
    assert!(replay.contains("Blue is to play move 40."), "{replay}");
    assert!(replay.contains("After move 39 of "), "{replay}");
    // The moves in pairs, Red's then Blue's, the one shown marked.
    assert_eq!(replay.matches("<li value=").count(), PLIES.div_ceil(2));
    assert!(
        replay.contains("<li value=\"1\"><span class=\"mv\"><a href=\"../games/2?ply=1\">Red "),
        "{replay}"
    );
    assert!(
        replay.contains(
            "<span class=\"mv\" aria-current=\"step\"><a href=\"../games/2?ply=39\">Red "
        )
    );
    assert!(replay.contains("class=\"note keys\""));
    let style = get(&address, "/style.css").body;
    assert!(
        style.contains("@media (hover: none), (max-width: 600px) { .keys { display: none; } }")
    );

    // `/games/2/` is the same page, its links from the root.
    let slash = get(&address, "/games/2/");
    assert_eq!(slash.status, 200);
    assert!(
        slash.body.contains("href=\"../../games/2?ply="),
        "{}",
        slash.body
    );
    assert!(!slash.body.contains("href=\"2?ply="), "{}", slash.body);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

#[test]
fn the_computer_is_marked_and_the_small_game_has_no_marshal() {
    let env = Env::new();
    let (alice, pw) = PLAYERS[0];
    env.setup_register(&addr(alice), alice, pw);
    env.setup_step(
        &addr(alice),
        &format!("stratego challenge {alice} robot -small {pw}"),
        "",
    );
    env.setup_step(
        &addr(alice),
        &format!("stratego deploy 1 {alice} {pw}"),
        "99477499\n5S723785\n8B8BFB8B\n",
    );
    let (daemon, address) = start(&env);
    let page = get(&address, "/games/1").body;
    assert!(page.contains("robot</a> (Blue, computer)"), "{page}");
    assert!(
        page.contains("(2 General .. 9 Scout, S Spy, B Bomb, F Flag)"),
        "{page}"
    );
    assert!(!page.contains("Marshal"), "{page}");
    let list = get(&address, "/").body;
    assert!(list.contains("robot</a> (Blue, computer)"), "{list}");
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}
