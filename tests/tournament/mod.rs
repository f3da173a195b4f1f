//! Tournaments by mail (issue 77), through the real binary: a director runs a round robin
//! of six to its final table, refusals change nothing, a bye and a withdrawal, a setup
//! that runs out of time ends with a result, a Swiss tournament's invariants.

mod director;
mod ends;
mod languages;

use serde_json::Value;

use crate::support::server::{Env, Sent, addr, to};

const DAY: i64 = 86_400;

/// A small army (any side may send it).
const ARMY: &str = "99477499\n5S723785\n8B8BFB8B\n";

fn pw(user: &str) -> String {
    format!("pw-{user}")
}

/// Registers and confirms `users` (passwords `pw-<user>`).
fn players(env: &Env, users: &[&str]) {
    let list: Vec<(String, String)> = users.iter().map(|u| (u.to_string(), pw(u))).collect();
    env.register_many(&list);
}

/// Mails `line` from `user`; returns the outcome line.
fn send(env: &Env, user: &str, line: &str) -> String {
    env.mail(&addr(user), line, "")
}

fn json(env: &Env, t: i64) -> Value {
    serde_json::from_str(&env.admin(&["tournament", &t.to_string(), "--format", "json"]))
        .expect("tournament --format json prints JSON")
}

/// The boards of round `round`: (game, Red, Blue) for games, (None, player, None) for a
/// bye.
fn round(env: &Env, t: i64, round: i64) -> Vec<(Option<i64>, String, Option<String>)> {
    let v = json(env, t);
    let rounds = v["pairings"].as_array().unwrap();
    let r = rounds
        .iter()
        .find(|r| r["round"] == round)
        .unwrap_or_else(|| panic!("no round {round}: {v:#}"));
    r["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["game"].as_i64(),
                b["red"].as_str().unwrap().to_string(),
                b["blue"].as_str().map(str::to_string),
            )
        })
        .collect()
}

/// Both players deploy game `game`.
fn deploy(env: &Env, game: i64, red: &str, blue: &str) {
    for who in [red, blue] {
        let out = env.mail(
            &addr(who),
            &format!("stratego deploy {game} {who} {}", pw(who)),
            ARMY,
        );
        assert!(out.contains("applied"), "{out}");
    }
}

/// Plays game `game` to `result` ("1-0", "0-1", "draw") over the board.
fn finish(env: &Env, game: i64, red: &str, blue: &str, result: &str) {
    deploy(env, game, red, blue);
    let out = match result {
        "1-0" => send(
            env,
            blue,
            &format!("stratego resign {game} {blue} {}", pw(blue)),
        ),
        "0-1" => send(
            env,
            red,
            &format!("stratego resign {game} {red} {}", pw(red)),
        ),
        _ => {
            send(
                env,
                red,
                &format!("stratego move {game} {red} {} propose", pw(red)),
            );
            send(
                env,
                blue,
                &format!("stratego move {game} {blue} {} accept", pw(blue)),
            )
        }
    };
    assert!(out.contains("applied"), "{out}");
}

/// The number a `tournament new` made.
fn created(out: &str) -> i64 {
    out.split("tournament ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no tournament created: {out}"))
}

fn only<'a>(mails: &'a [Sent], user: &str) -> Vec<&'a Sent> {
    to(mails, &format!("{user}@"))
}

/// (player, rank, points, SB, DE, wins) of the JSON standings.
fn table(v: &Value) -> Vec<(String, u64, f64, f64, Option<f64>, u64)> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["player"].as_str().unwrap().to_string(),
                l["rank"].as_u64().unwrap(),
                l["points"].as_f64().unwrap(),
                l["sonneborn_berger"].as_f64().unwrap(),
                l["direct_encounter"].as_f64(),
                l["wins"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_round_robin_of_six_is_played_by_mail_to_its_final_table() {
    let env = Env::new();
    let six = ["ann", "ben", "cat", "dan", "eve", "fay"];
    players(&env, &six);
    let out = send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Spring club -roundrobin -small -nag=2 -forfeit=5",
    );
    let t = created(&out);
    let mails = env.take_mails();
    assert_eq!(
        mails[0].subject,
        format!("Stratego: tournament {t} created")
    );
    assert!(
        mails[0].says("round robin, small -nag=2 -forfeit=5"),
        "{}",
        mails[0].body
    );
    for u in six {
        let out = send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
        assert!(out.contains("applied"), "{out}");
    }
    env.take_mails();
    let out = send(
        &env,
        "ann",
        &format!("stratego tournament start {t} ann pw-ann"),
    );
    assert!(out.contains("started: 6 players"), "{out}");
    let mails = env.take_mails();
    // The director's answer and each player's board of round 1, naming the round and the
    // deadline rule: no challenge to accept.
    for u in six {
        let boards: Vec<_> = only(&mails, u)
            .into_iter()
            .filter(|m| m.subject.contains("deploy your army"))
            .collect();
        assert_eq!(boards.len(), 1, "{u}: {mails:#?}");
        assert!(
            boards[0].says(&format!("Tournament {t} (Spring club), round 1 of 5:")),
            "{}",
            boards[0].body
        );
        assert!(
            boards[0].says("for 5 days loses by forfeit"),
            "{}",
            boards[0].body
        );
    }
    // Initial order: no ratings yet, so by userid. Berger 6 (White first):
    // R1 1-6 2-5 3-4, R2 6-4 5-3 1-2, R3 2-6 3-1 4-5, R4 6-5 1-4 2-3, R5 3-6 4-2 5-1.
    let results: [[&str; 3]; 5] = [
        ["1-0", "draw", "1-0"],
        ["draw", "1-0", "0-1"],
        ["1-0", "draw", "1-0"],
        ["1-0", "1-0", "draw"],
        ["1-0", "1-0", "0-1"],
    ];
    let berger: [[(usize, usize); 3]; 5] = [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
        [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)],
        [(3, 6), (4, 2), (5, 1)],
    ];
    for r in 0..5 {
        let boards = round(&env, t, r as i64 + 1);
        assert_eq!(boards.len(), 3);
        for (b, ((white, black), result)) in berger[r].iter().zip(results[r]).enumerate() {
            let (game, red, blue) = &boards[b];
            assert_eq!(
                (red.as_str(), blue.as_deref()),
                (six[white - 1], Some(six[black - 1])),
                "round {} board {}",
                r + 1,
                b + 1
            );
            let game = game.expect("a game");
            if b < 2 {
                finish(&env, game, red, blue.as_deref().unwrap(), result);
                assert!(
                    json(&env, t)["round"] == r as i64 + 1,
                    "not paired before the last game ends"
                );
                continue;
            }
            env.take_mails();
            finish(&env, game, red, blue.as_deref().unwrap(), result);
        }
        let mails = env.take_mails();
        // The last game's end paired the next round (or ended the tournament) in the
        // same transaction, and everyone has the standings.
        for u in six {
            let standings: Vec<_> = only(&mails, u)
                .into_iter()
                .filter(|m| {
                    m.subject
                        .contains(&format!("standings after round {}", r + 1))
                })
                .collect();
            // After the last round the final table alone: the same table once.
            assert_eq!(
                standings.len(),
                usize::from(r < 4),
                "{u} round {}: {mails:#?}",
                r + 1
            );
            if r == 4 {
                let finals = only(&mails, u)
                    .into_iter()
                    .filter(|m| m.subject.contains("is over"))
                    .count();
                assert_eq!(finals, 1, "{u}: {mails:#?}");
            }
            if r < 4 {
                let next = format!("round {} of 5", r + 2);
                assert!(
                    only(&mails, u).iter().any(|m| m.says(&next)),
                    "{u} has no board of round {}",
                    r + 2
                );
            }
        }
    }
    // By hand: ann 3.5 (SB 1.5+2.5+1.5 +1.5/2 ... = 7), ben and cat 3 (SB 7.25 each, drew
    // each other: DE 0.5, 2 wins each: a shared second place), dan 2.5 (SB 5.25), eve 1.5
    // (SB 4.5), fay 1.5 (SB 2.75).
    let v = json(&env, t);
    assert_eq!(v["state"], "over");
    assert_eq!(
        table(&v),
        [
            ("ann".into(), 1, 3.5, 7.0, None, 3),
            ("ben".into(), 2, 3.0, 7.25, Some(0.5), 2),
            ("cat".into(), 2, 3.0, 7.25, Some(0.5), 2),
            ("dan".into(), 4, 2.5, 5.25, None, 2),
            ("eve".into(), 5, 1.5, 4.5, None, 1),
            ("fay".into(), 6, 1.5, 2.75, None, 1),
        ]
    );
    let mails = env.take_mails();
    assert!(
        mails.is_empty(),
        "the final table went with the last game: {mails:#?}"
    );
    // The final table reached every player with the last round's mails; ask for the
    // tournament by mail too.
    send(&env, "fay", &format!("stratego tournament {t}"));
    let mails = env.take_mails();
    let shown = &mails[0];
    assert!(
        shown.says("The tournament is over: ann won."),
        "{}",
        shown.body
    );
    assert!(shown.body.contains("     2  ben"), "{}", shown.body);
    assert!(
        shown.body.lines().all(|l| l.chars().count() <= 72),
        "{}",
        shown.body
    );
    // Tournament games are rated like any game.
    let standings = env.admin(&["standings", "--kind", "small", "--json"]);
    assert!(standings.contains("\"ann\""), "{standings}");
    // TRF.
    let trf = env.admin(&["tournament", &t.to_string(), "--format", "trf"]);
    assert!(trf.contains("XXR 5"), "{trf}");
    assert!(
        trf.lines().filter(|l| l.starts_with("001")).count() == 6,
        "{trf}"
    );
}

#[test]
fn the_final_table_names_the_winner_to_every_player() {
    let env = Env::new();
    players(&env, &["ann", "ben", "cat"]);
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Trio -roundrobin -small",
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
    let mails = env.take_mails();
    // The director's answer names who has the bye instead of a game.
    let started = only(&mails, "ann")
        .into_iter()
        .find(|m| m.subject == format!("Stratego: tournament {t} started"))
        .unwrap();
    assert!(
        started.says(
            "Every other player has their game of round 1 in its own mail; ann has the bye \
             and is told so."
        ),
        "{}",
        started.body
    );
    // Berger 3: ann has the bye in round 1 and is told so.
    let bye: Vec<_> = only(&mails, "ann")
        .into_iter()
        .filter(|m| m.subject == format!("Stratego: tournament {t}, round 1: a bye"))
        .collect();
    assert_eq!(bye.len(), 1, "{mails:#?}");
    assert!(bye[0].says("the points of a win (1)"), "{}", bye[0].body);
    for r in 1..=3 {
        let boards = round(&env, t, r);
        let (game, red, blue) = boards.iter().find(|b| b.0.is_some()).unwrap();
        env.take_mails();
        let blue = blue.as_deref().unwrap();
        // ann wins both her games.
        let result = if blue == "ann" { "0-1" } else { "1-0" };
        finish(&env, game.unwrap(), red, blue, result);
    }
    let mails = env.take_mails();
    let finals: Vec<_> = mails
        .iter()
        .filter(|m| {
            m.subject
                .starts_with(&format!("Stratego: tournament {t} is over"))
        })
        .collect();
    assert_eq!(finals.len(), 3, "{mails:#?}");
    let v = json(&env, t);
    let winner = v["standings"][0]["player"].as_str().unwrap().to_string();
    for m in finals {
        assert!(m.says(&format!("{winner} wins.")), "{}", m.body);
        assert!(m.body.contains("The final table:"), "{}", m.body);
    }
    // The web pages: the list, the tournament (standings, crosstable, rounds linking their
    // games), and the game page naming its tournament and round.
    let (daemon, at) = crate::web::start(&env);
    let list = crate::web::get(&at, "/tournaments");
    assert_eq!(list.status, 200);
    assert!(list.body.contains("Tournament 1 (Trio)"), "{}", list.body);
    let page = crate::web::get(&at, &format!("/tournaments/{t}"));
    assert_eq!(page.status, 200);
    for needed in ["Standings", "Crosstable", "Round 3", "<td>2r1</td>", "bye"] {
        assert!(page.body.contains(needed), "{needed}: {}", page.body);
    }
    let game = round(&env, t, 1).into_iter().find_map(|b| b.0).unwrap();
    assert!(
        page.body.contains(&format!("games/{game}\">{game}</a>")),
        "{}",
        page.body
    );
    let game_page = crate::web::get(&at, &format!("/games/{game}"));
    assert!(
        game_page.body.contains("Tournament 1 (Trio), round 1"),
        "{}",
        game_page.body
    );
    assert_eq!(crate::web::get(&at, "/tournaments/9").status, 404);
    daemon.terminate();
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let env = Env::new();
    players(&env, &["ann", "ben", "cat", "dan"]);
    let refused = |user: &str, line: &str, reason: &str| {
        let before = env.admin(&["tournament", "1", "--format", "json"]);
        let out = send(&env, user, line);
        assert!(out.contains("error: "), "{line}: {out}");
        let mails = env.take_mails();
        assert_eq!(mails.len(), 1, "{mails:#?}");
        assert_eq!(
            mails[0].subject,
            format!("Stratego error: {reason}"),
            "{}",
            mails[0].body
        );
        assert!(
            !mails[0].body.contains(&pw(user)),
            "password masked: {}",
            mails[0].body
        );
        assert_eq!(
            env.admin(&["tournament", "1", "--format", "json"]),
            before,
            "{line}"
        );
        mails.into_iter().next().unwrap()
    };
    let out = send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann -roundrobin",
    );
    assert!(out.contains("error: "), "a name is needed: {out}");
    let out = send(&env, "ann", "stratego tournament new ann pw-ann Bad -quick");
    assert!(out.contains("error: "), "{out}");
    let mails = env.take_mails();
    assert_eq!(
        mails.last().unwrap().subject,
        "Stratego error: unknown option"
    );
    assert!(
        mails.last().unwrap().says("Unknown option '-quick'"),
        "{}",
        mails.last().unwrap().body
    );
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Club -swiss=3",
    ));
    assert_eq!(t, 1, "the refused ones made nothing");
    env.take_mails();
    send(&env, "ben", "stratego tournament join 1 ben pw-ben");
    send(&env, "cat", "stratego tournament join 1 cat pw-cat");
    env.take_mails();
    refused(
        "ben",
        "stratego tournament join 1 ben pw-ben",
        "already in the tournament",
    );
    refused(
        "ann",
        "stratego tournament start 1 ann pw-ann",
        "too few players",
    );
    let none = refused(
        "ann",
        "stratego tournament join 7 ann pw-ann",
        "no such tournament",
    );
    assert!(
        none.says("There is no tournament 7. Send 'stratego tournaments' for the list."),
        "{}",
        none.body
    );
    refused(
        "ben",
        "stratego tournament start 1 ben pw-ben",
        "not the director",
    );
    refused(
        "ben",
        "stratego tournament close 1 ben pw-ben",
        "not the director",
    );
    refused(
        "dan",
        "stratego tournament leave 1 dan pw-dan",
        "not in the tournament",
    );
    refused(
        "dan",
        "stratego tournament join 1 dan wrong",
        "wrong password",
    );
    send(&env, "dan", "stratego tournament join 1 dan pw-dan");
    send(&env, "ann", "stratego tournament start 1 ann pw-ann");
    env.take_mails();
    refused(
        "ann",
        "stratego tournament join 1 ann pw-ann",
        "tournament not open",
    );
    refused(
        "ann",
        "stratego tournament start 1 ann pw-ann",
        "tournament already started",
    );
    let out = send(&env, "ann", "stratego tournament x");
    assert!(out.contains("error: "), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails[0].subject, "Stratego error: bad tournament number");
    // A full tournament: a double round robin takes ten.
    let many: Vec<String> = (0..11).map(|i| format!("p{i:02}")).collect();
    let list: Vec<(String, String)> = many.iter().map(|u| (u.clone(), pw(u))).collect();
    env.register_many(&list);
    let t = created(&send(
        &env,
        "p00",
        "stratego tournament new p00 pw-p00 Big -doubleroundrobin",
    ));
    for u in &many[..10] {
        send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
    }
    env.take_mails();
    let out = send(
        &env,
        "p10",
        &format!("stratego tournament join {t} p10 pw-p10"),
    );
    assert!(out.contains("error: "), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails[0].subject, "Stratego error: tournament full");
    assert_eq!(json(&env, t)["players"].as_array().unwrap().len(), 10);
}

#[test]
fn a_withdrawal_forfeits_the_game_and_the_next_round_has_a_bye() {
    let env = Env::new();
    let four = ["ann", "ben", "cat", "dan"];
    players(&env, &four);
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Four -swiss=3 -small",
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
    let boards = round(&env, t, 1);
    assert_eq!(boards.len(), 2);
    // dan leaves: his game is lost by forfeit, the round waits for the other game.
    let (dans_game, red, blue) = boards
        .iter()
        .find(|b| b.1 == "dan" || b.2.as_deref() == Some("dan"))
        .cloned()
        .unwrap();
    let out = send(
        &env,
        "dan",
        &format!("stratego tournament leave {t} dan pw-dan"),
    );
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let opponent = if red == "dan" {
        blue.unwrap()
    } else {
        red.clone()
    };
    let board = only(&mails, &opponent)
        .into_iter()
        .find(|m| m.says("dan has withdrawn from tournament"))
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(board.says("loses this game by forfeit"), "{}", board.body);
    let body = refused_with(
        &env,
        "dan",
        &format!("stratego tournament leave {t} dan pw-dan"),
        "already withdrawn",
    );
    assert!(
        body.contains(&format!("dan has already withdrawn from tournament {t}")),
        "{body}"
    );
    let v = json(&env, t);
    let b = &v["pairings"][0]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["game"] == dans_game.unwrap())
        .unwrap()
        .clone();
    let dans = if red == "dan" {
        "red_result"
    } else {
        "blue_result"
    };
    assert_eq!(b[dans], "-");
    assert_eq!(v["round"], 1);
    let (game, red, blue) = boards.iter().find(|b| b.0 != dans_game).cloned().unwrap();
    finish(&env, game.unwrap(), &red, blue.as_deref().unwrap(), "draw");
    let mails = env.take_mails();
    // Round 2: three players left, one has the bye and is told so; dan is not paired.
    let round2 = round(&env, t, 2);
    assert_eq!(round2.len(), 2, "{round2:?}");
    assert!(
        round2
            .iter()
            .all(|b| b.1 != "dan" && b.2.as_deref() != Some("dan"))
    );
    let byed = round2.iter().find(|b| b.2.is_none()).unwrap().1.clone();
    assert!(
        only(&mails, &byed)
            .iter()
            .any(|m| m.subject == format!("Stratego: tournament {t}, round 2: a bye")),
        "{mails:#?}"
    );
    assert!(
        only(&mails, "dan")
            .iter()
            .all(|m| !m.subject.contains("standings")),
        "a withdrawn player gets no more standings"
    );
    let v = json(&env, t);
    let dan = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["player"] == "dan")
        .unwrap()
        .clone();
    assert_eq!(dan["withdrawn"], true);
    assert_eq!(dan["points"], 0.0);
}

#[test]
fn a_tournament_setup_that_runs_out_of_time_ends_with_a_result() {
    let env = Env::new();
    players(&env, &["ann", "ben", "cat"]);
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Slow -roundrobin -small -nag=1 -forfeit=2",
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
    let boards = round(&env, t, 1);
    let (game, red, blue) = boards.iter().find(|b| b.0.is_some()).cloned().unwrap();
    let (game, blue) = (game.unwrap(), blue.unwrap());
    // Red deploys, Blue never does.
    let out = env.mail(
        &addr(&red),
        &format!("stratego deploy {game} {red} {}", pw(&red)),
        ARMY,
    );
    assert!(out.contains("applied"), "{out}");
    env.take_mails();
    env.advance(3 * DAY);
    let out = env.admin(&["cleanup"]);
    assert!(out.contains("forfeited 1, removed 0"), "{out}");
    let mails = env.take_mails();
    let board = only(&mails, &red)
        .into_iter()
        .find(|m| m.says("did not send an army"))
        .unwrap_or_else(|| panic!("{mails:#?}"));
    assert!(
        board.says(&format!("{blue} did not send an army within 2 days")),
        "{}",
        board.body
    );
    let v = json(&env, t);
    let b = v["pairings"][0]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["game"] == game)
        .unwrap()
        .clone();
    assert_eq!(
        (b["red_result"].as_str(), b["blue_result"].as_str()),
        (Some("+"), Some("-"))
    );
    // The game is still there, over; round 2 was paired by the same run.
    let shown = env.admin(&["export", &game.to_string()]);
    assert!(shown.contains("\"forfeit\""), "{shown}");
    assert_eq!(v["round"], 2);
    assert!(mails.iter().any(|m| m.says("round 2 of 3")), "{mails:#?}");
}

#[test]
fn a_swiss_of_nine_is_paired_by_the_dutch_system_to_its_final_table() {
    // Five rounds of nine by mail: no rematch, one bye a round (never twice to one
    // player), each round paired when the last game of the one before ends, the final
    // table to everyone; then every round's pairs and colours, and the final table with
    // its tie-breaks, against figures found outside this program.
    let env = Env::new();
    let nine: Vec<String> = (1..=9).map(|i| format!("s{i}")).collect();
    let names: Vec<&str> = nine.iter().map(String::as_str).collect();
    players(&env, &names);
    let t = created(&send(
        &env,
        "s1",
        "stratego tournament new s1 pw-s1 Nine -swiss=5 -small",
    ));
    for u in &names {
        send(
            &env,
            u,
            &format!("stratego tournament join {t} {u} {}", pw(u)),
        );
    }
    send(
        &env,
        "s1",
        &format!("stratego tournament start {t} s1 pw-s1"),
    );
    let mut met = std::collections::HashSet::new();
    let mut byes = Vec::new();
    for r in 1..=5 {
        let mails = env.take_mails();
        let boards = round(&env, t, r);
        assert_eq!(boards.len(), 5, "four games and a bye");
        for (game, red, blue) in &boards {
            match blue {
                Some(blue) => {
                    assert!(game.is_some());
                    let pair = if red < blue {
                        (red.clone(), blue.clone())
                    } else {
                        (blue.clone(), red.clone())
                    };
                    assert!(met.insert(pair), "rematch {red}-{blue} in round {r}");
                }
                None => {
                    assert!(!byes.contains(red), "{red} has a second bye");
                    byes.push(red.clone());
                    assert!(
                        only(&mails, red)
                            .iter()
                            .any(|m| m.subject.ends_with("a bye")),
                        "no bye mail for {red}"
                    );
                }
            }
        }
        let games: Vec<_> = boards.iter().filter(|b| b.2.is_some()).collect();
        for (i, (game, red, blue)) in games.iter().enumerate() {
            assert_eq!(json(&env, t)["round"], r, "paired too early");
            // The lower number wins.
            let result = if red < blue.as_ref().unwrap() {
                "1-0"
            } else {
                "0-1"
            };
            let result = if i == 0 { "draw" } else { result };
            finish(&env, game.unwrap(), red, blue.as_deref().unwrap(), result);
        }
    }
    let v = json(&env, t);
    assert_eq!(v["state"], "over");
    let mails = env.take_mails();
    for u in &names {
        assert!(
            only(&mails, u).iter().any(|m| m
                .subject
                .starts_with(&format!("Stratego: tournament {t} is over"))),
            "no final table for {u}"
        );
    }
    let points: f64 = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["points"].as_f64().unwrap())
        .sum();
    assert_eq!(points, 25.0, "20 games and 5 byes");
    // Each round as FIDE's Dutch system pairs it: the same pairs and colours as
    // bbpPairings v5.0.1 (--dutch) gave for the TRF of the rounds before it, cut from
    // `tournament --format trf` (checked by hand when this test was written; all nine are
    // rated alike, so the initial order is by userid).
    let expected: [&[(&str, &str)]; 5] = [
        &[
            ("s1", "s5"),
            ("s3", "s7"),
            ("s6", "s2"),
            ("s8", "s4"),
            ("s9", ""),
        ],
        &[
            ("s2", "s9"),
            ("s4", "s3"),
            ("s5", "s6"),
            ("s7", "s1"),
            ("s8", ""),
        ],
        &[
            ("s1", "s2"),
            ("s3", "s5"),
            ("s6", "s4"),
            ("s9", "s8"),
            ("s7", ""),
        ],
        &[
            ("s2", "s7"),
            ("s3", "s1"),
            ("s4", "s9"),
            ("s5", "s8"),
            ("s6", ""),
        ],
        &[
            ("s1", "s4"),
            ("s2", "s5"),
            ("s8", "s6"),
            ("s9", "s7"),
            ("s3", ""),
        ],
    ];
    for (r, pairs) in expected.iter().enumerate() {
        let mut got: Vec<(String, String)> = round(&env, t, r as i64 + 1)
            .into_iter()
            .map(|(_, red, blue)| (red, blue.unwrap_or_default()))
            .collect();
        got.sort();
        let mut want: Vec<(String, String)> = pairs
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        want.sort();
        assert_eq!(got, want, "round {}", r + 1);
    }
    // The final table, each figure computed by hand from the crosstable: Buchholz with a
    // bye counted as a game against a virtual opponent (score before the round, plus half
    // a point for each round after it) and the opponents' byes counted as draws;
    // Sonneborn-Berger likewise.
    let want = [
        ("s3", 4.0, 13.0, 14.5, 11.25, 2),
        ("s1", 3.5, 13.5, 15.0, 10.0, 2),
        ("s4", 3.5, 10.0, 11.0, 5.75, 3),
        ("s2", 3.5, 9.5, 10.5, 6.5, 3),
        ("s5", 3.0, 12.0, 13.5, 6.5, 2),
        ("s7", 2.0, 11.5, 12.5, 2.0, 1),
        ("s6", 2.0, 11.5, 12.0, 2.0, 1),
        ("s8", 2.0, 9.5, 10.5, 2.5, 1),
        ("s9", 1.5, 10.5, 12.0, 3.75, 0),
    ];
    let lines = v["standings"].as_array().unwrap();
    assert_eq!(lines.len(), want.len());
    for (i, (l, (player, points, cut1, bh, sb, wins))) in lines.iter().zip(want).enumerate() {
        assert_eq!(l["player"], player, "place {}", i + 1);
        assert_eq!(l["rank"], i as u64 + 1, "{player}");
        assert_eq!(l["points"], points, "{player}");
        assert_eq!(l["buchholz_cut1"], cut1, "{player}");
        assert_eq!(l["buchholz"], bh, "{player}");
        assert_eq!(l["sonneborn_berger"], sb, "{player}");
        assert_eq!(l["wins"], wins, "{player}");
    }
}

#[test]
fn the_director_enters_the_computer_and_it_deploys_at_once() {
    let env = Env::new();
    players(&env, &["ann", "ben"]);
    let t = created(&send(
        &env,
        "ann",
        "stratego tournament new ann pw-ann Bots -roundrobin -small",
    ));
    // Only the director, with their own password, from their own address.
    let out = send(
        &env,
        "ben",
        &format!("stratego tournament join {t} robot pw-ben"),
    );
    assert!(out.contains("error: "), "{out}");
    let out = send(
        &env,
        "ann",
        &format!("stratego tournament join {t} robot wrong"),
    );
    assert!(out.contains("error: "), "{out}");
    env.take_mails();
    for (who, line) in [
        ("ann", format!("stratego tournament join {t} robot pw-ann")),
        ("ann", format!("stratego tournament join {t} ann pw-ann")),
        ("ben", format!("stratego tournament join {t} ben pw-ben")),
    ] {
        let out = send(&env, who, &line);
        assert!(out.contains("applied"), "{line}: {out}");
        let mails = env.take_mails();
        // The director is told the computer plays by itself, not asked for its army.
        if line.contains("robot") {
            assert!(
                mails[0].says(&format!(
                    "The computer, robot, is in tournament {t} (Bots) (1 player so far). It \
                     sets up its army and plays its games by itself"
                )),
                "{}",
                mails[0].body
            );
            assert!(!mails[0].says("asking for your army"), "{}", mails[0].body);
        }
    }
    send(
        &env,
        "ann",
        &format!("stratego tournament start {t} ann pw-ann"),
    );
    let mails = env.take_mails();
    let boards = round(&env, t, 1);
    let (game, red, blue) = boards.iter().find(|b| b.0.is_some()).cloned().unwrap();
    // By userid (no ratings yet): ann 1, ben 2, robot 3; Berger 3 gives ann the bye and
    // ben the computer in round 1.
    assert!(
        red == "robot" || blue.as_deref() == Some("robot"),
        "{boards:?}"
    );
    {
        let human = if red == "robot" { blue.unwrap() } else { red };
        let board = only(&mails, &human)
            .into_iter()
            .find(|m| {
                m.subject
                    .starts_with(&format!("Stratego game {}", game.unwrap()))
            })
            .unwrap();
        assert!(board.says("robot has deployed its army."), "{}", board.body);
    }
    let v = json(&env, t);
    assert_eq!(v["players"].as_array().unwrap().len(), 3);
}

/// Makes `user` (registered) a moderator.
fn moderator(env: &Env, user: &str) {
    let out = env.admin(&["moderator", "add", user]);
    assert!(out.contains("is a moderator"), "{out}");
}

/// Whether any of `mails` to `user` is a tournament's standings or final table.
fn tournament_mail_to(mails: &[Sent], user: &str) -> Vec<String> {
    only(mails, user)
        .iter()
        .filter(|m| m.subject.contains("standings") || m.subject.contains("is over"))
        .map(|m| m.subject.clone())
        .collect()
}

/// Sends `line` from `user`, expects a refusal with subject `reason`; returns its text.
fn refused_with(env: &Env, user: &str, line: &str, reason: &str) -> String {
    let out = send(env, user, line);
    assert!(out.contains("error: "), "{line}: {out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1, "{mails:#?}");
    assert_eq!(
        mails[0].subject,
        format!("Stratego error: {reason}"),
        "{}",
        mails[0].body
    );
    assert!(
        !mails[0].body.contains(&pw(user)),
        "password masked: {}",
        mails[0].body
    );
    mails[0].body.clone()
}
