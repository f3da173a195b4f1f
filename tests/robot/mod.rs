//! The robot (issue 16), through the real binary: games against it by mail, one mail per
//! move with both moves on the board, its moves legal under the options, decided from what
//! its side may see, and the refusals.

mod flag;

use serde_json::Value;
use stratego_rules::{Color, Game, Move, Options, Variant};

use crate::support::rng::Rng;
use crate::support::server::{Env, Sent, addr};

const PW: &str = "pw-alice";
/// Alice's small army: front row first.
const SMALL: &str = "99477499\n5S723785\n8B8BFB8B\n";
/// The same army with the back two rows shuffled: only pieces that start hidden and, in the
/// games below, never move or fight differ.
const SMALL_SHUFFLED: &str = "99477499\n7S523785\n8BFB8BB8\n";
/// Alice's classic army.
const CLASSIC: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

fn env_with_alice() -> Env {
    let env = Env::new();
    env.register("alice", PW);
    env.take_mails();
    env
}

/// Alice mails `stratego challenge WHO` with her password and `body`; what `ingest` said.
fn challenge(env: &Env, who: &str, body: &str) -> String {
    env.mail(
        &addr("alice"),
        &format!("stratego challenge {who} {PW}"),
        body,
    )
}

/// Alice deploys `army` in game 1; what `ingest` said.
fn deploy(env: &Env, army: &str) -> String {
    env.mail(
        &addr("alice"),
        &format!("stratego deploy 1 alice {PW}"),
        army,
    )
}

fn export(env: &Env) -> Value {
    serde_json::from_str(&env.admin(&["export", "1"])).expect("export is JSON")
}

/// The referee's position, for the test to pick alice's moves (never shown to the robot).
fn position(env: &Env, options: Options) -> Game {
    let e = export(env);
    Game::from_position(e["position"].as_str().unwrap(), options).unwrap()
}

/// Every mail in the outbox goes to alice: the robot is never mailed.
fn all_to_alice(mails: &[Sent]) {
    for m in mails {
        assert_eq!(m.to, addr("alice"), "{}: {}", m.subject, m.body);
    }
}

/// Alice plays a random legal move (a few tries: the test's copy of the game does not know
/// the two-squares history); returns the outcome and the mails it caused.
fn alice_moves(env: &Env, rng: &mut Rng, options: Options, color: Color) -> (String, Vec<Sent>) {
    let game = position(env, options);
    assert_eq!(game.to_move(), color, "alice's turn");
    let mut legal: Vec<Move> = game.legal_moves();
    for _ in 0..8 {
        assert!(!legal.is_empty(), "alice has a move");
        let mv = legal.swap_remove(rng.below(legal.len()));
        let out = env.mail(
            &addr("alice"),
            &format!("stratego move 1 alice {PW} {mv}"),
            "",
        );
        if out.contains("illegal move") {
            env.take_mails();
            continue;
        }
        assert!(out.contains("applied"), "{out}");
        return (out, env.take_mails());
    }
    panic!("no move of alice was accepted");
}

/// Plays alice's random moves until the game ends; checks after each that she got one mail
/// with both moves and that the ply went up by two. A game can go nowhere (a Domino [6-6]
/// that nothing left can take, walking about alone): from her 300th move on, alice offers
/// a draw every 50 moves, which the robot takes once no piece has fallen for 100 plies.
/// Returns the plies played.
fn play_out(env: &Env, seed: u64, options: Options, color: Color) -> u32 {
    let mut rng = Rng::new(seed);
    for n in 0..600 {
        if n >= 300 && n % 50 == 0 {
            let out = env.mail(
                &addr("alice"),
                &format!("stratego move 1 alice {PW} propose"),
                "",
            );
            let mails = env.take_mails();
            all_to_alice(&mails);
            if out.contains("draw agreed") {
                let e = export(env);
                assert_eq!(e["status"], "over", "{out}");
                assert!(mails[0].says("robot accepted it."), "{}", mails[0].body);
                return e["ply"].as_u64().unwrap() as u32;
            }
            assert!(out.contains("draw declined"), "{out}");
        }
        let before = export(env)["ply"].as_u64().unwrap();
        let (out, mails) = alice_moves(env, &mut rng, options, color);
        all_to_alice(&mails);
        assert_eq!(mails.len(), 1, "one mail per move: {mails:#?}");
        let after = export(env);
        let ply = after["ply"].as_u64().unwrap();
        if after["status"] == "over" {
            assert!(
                mails[0]
                    .subject
                    .starts_with("Stratego game 1: game over - ")
            );
            assert_ne!(
                after["result"]["reason"], "resigned",
                "the robot never gives up a game by a move of its own that was refused"
            );
            return ply as u32;
        }
        assert_eq!(ply, before + 2, "{out}");
        assert_eq!(mails[0].subject, "Stratego game 1: your move");
        assert!(mails[0].says("alice (Red) played") || mails[0].says("alice (Blue) played"));
        assert!(mails[0].says("robot ("), "{}", mails[0].body);
    }
    panic!("the game did not end in 600 moves of alice");
}

#[test]
fn a_whole_small_game_against_the_robot_by_mail() {
    let env = env_with_alice();
    let out = challenge(&env, "alice robot -small", "Hi robot");
    assert!(out.contains("game 1 created"), "{out}");
    let mails = env.take_mails();
    all_to_alice(&mails);
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Stratego game 1: deploy your army");
    assert!(
        mails[0].says("robot has deployed its army."),
        "{}",
        mails[0].body
    );
    let out = deploy(&env, SMALL);
    assert!(out.contains("game started"), "{out}");
    let mails = env.take_mails();
    all_to_alice(&mails);
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Stratego game 1: your move");
    let plies = play_out(&env, 7, Options::for_variant(Variant::Small), Color::Red);
    let e = export(&env);
    assert_eq!(e["status"], "over");
    // Rated like any player, and marked in the standings.
    let text = env.admin(&["standings", "--kind", "small"]);
    let robot_line = text.lines().find(|l| l.contains(" robot* ")).expect(&text);
    assert!(robot_line.chars().count() <= 72, "{text}");
    assert!(text.contains("A * marks the computer opponent"), "{text}");
    let json: Value =
        serde_json::from_str(&env.admin(&["standings", "--kind", "small", "--json"])).unwrap();
    let rows = json.as_array().unwrap();
    assert_eq!(rows.len(), 2);
    for row in rows {
        assert_eq!(row["robot"], row["player"] == "robot", "{row}");
        assert_eq!(row["games"], 1);
    }
    eprintln!("game over after {plies} plies: {}", e["result"]);
}

#[test]
fn a_whole_domino_game_against_the_robot_by_mail() {
    let env = env_with_alice();
    let out = challenge(&env, "alice robot -domino", "");
    assert!(out.contains("game 1 created"), "{out}");
    let mails = env.take_mails();
    all_to_alice(&mails);
    assert!(
        mails[0].says("robot has deployed its army."),
        "{}",
        mails[0].body
    );
    // The robot's army is its own hand: the [6-6] on its back row (rank 10 for Blue),
    // walled in by the tiles with the highest digits the hand holds, turned to defend (the
    // referee's export, never the robot's eyes). Most hands hold three more tiles with a
    // 6; about one in a thousand does not (the deal is random), and a 5 stands in.
    let e = export(&env);
    let robot_hand = e["deal"]["blue"]
        .as_str()
        .expect("the deal is exported")
        .to_string();
    assert_eq!(robot_hand.split_whitespace().count(), 24, "{robot_hand}");
    let out = deploy(&env, "auto");
    assert!(out.contains("game started"), "{out}");
    let options = Options::for_variant(Variant::Domino);
    let game = position(&env, options);
    let six: stratego_rules::Square = game
        .board()
        .iter()
        .find(|(_, u)| u.piece.color == Color::Blue && u.piece.rank.to_string() == "66")
        .map(|(sq, _)| sq)
        .expect("the robot's [6-6]");
    assert_eq!(six.rank(), 9, "the [6-6] on the back row: {six}");
    let mut highest: Vec<u32> = robot_hand
        .split_whitespace()
        .filter(|t| *t != "66" && *t != "00")
        .map(|t| t.chars().filter_map(|c| c.to_digit(10)).max().unwrap())
        .collect();
    highest.sort_unstable_by(|a, b| b.cmp(a));
    let mut walls: Vec<u32> = [six.offset(-1, 0), six.offset(1, 0), six.offset(0, -1)]
        .into_iter()
        .map(|n| {
            let sq = n.expect("never in a corner");
            let tile = game.board().get(sq).expect("a wall").piece.rank;
            let (attack, defence) = tile.tile_values().unwrap();
            assert!(
                defence >= attack,
                "{sq} defends with its higher digit: {tile}"
            );
            u32::from(defence)
        })
        .collect();
    walls.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(walls, highest[..3], "the walls of {robot_hand}");
    env.take_mails();
    let plies = play_out(&env, 13, options, Color::Red);
    let e = export(&env);
    assert_eq!(e["status"], "over");
    eprintln!("domino game over after {plies} plies: {}", e["result"]);
}

#[test]
fn the_robot_as_red_opens_as_soon_as_alice_has_deployed() {
    let env = env_with_alice();
    let out = challenge(&env, "robot alice", "");
    assert!(out.contains("game 1 created"), "{out}");
    env.take_mails();
    deploy(&env, CLASSIC);
    let mails = env.take_mails();
    all_to_alice(&mails);
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Stratego game 1: your move");
    assert!(mails[0].says("robot (Red) played"), "{}", mails[0].body);
    assert_eq!(export(&env)["ply"], 1);
}

#[test]
fn robot_moves_are_legal_under_every_option() {
    for (i, args) in [
        "-twosquare=1 -noscoutstrike",
        "-twosquare=0 -chase=off",
        "-reveal=turn -twosquare=2",
        "-barrage -twosquare=1",
        "-duel -noscoutstrike",
        "-domino -twosquare=1 -reveal=turn",
    ]
    .iter()
    .enumerate()
    {
        let env = env_with_alice();
        let out = challenge(&env, &format!("alice robot {args}"), "");
        assert!(out.contains("game 1 created"), "{args}: {out}");
        let words: Vec<&str> = args.split_whitespace().collect();
        let (variant, options) = Options::parse_args(words.iter().copied()).unwrap();
        let army = match variant {
            Variant::Barrage => "..9....9..\n..1....2..\n.S......8.\n.......BF.\n",
            Variant::Duel => "..9..9....\n.1....2...\n..S.8..8..\n......BFB.\n",
            Variant::Domino => "auto\n",
            _ => CLASSIC,
        };
        let out = deploy(&env, army);
        assert!(out.contains("game started"), "{args}: {out}");
        env.take_mails();
        // Every robot move went through the referee's rules (a refused one would make it
        // resign, which play_out rules out); a classic game is cut short after 60 moves.
        let mut rng = Rng::new(i as u64 + 11);
        for _ in 0..60 {
            if export(&env)["status"] == "over" {
                break;
            }
            let (_, mails) = alice_moves(&env, &mut rng, options, Color::Red);
            assert_eq!(mails.len(), 1, "{args}");
            all_to_alice(&mails);
        }
        let e = export(&env);
        assert_ne!(e["result"]["reason"], "resigned", "{args}");
        let moves = e["moves"].as_array().unwrap();
        assert!(moves.len() >= 2, "{args}");
    }
}

#[test]
fn positions_that_look_the_same_to_the_robot_get_the_same_moves() {
    // Two games, the robot's army the same (both are game 1), alice's armies differing in
    // hidden pieces. Alice plays the same moves in both, with pieces of the same rank and
    // without battles, so the robot sees the same boards: it must answer the same, until
    // a battle shows one of the pieces that differ.
    let envs = [SMALL, SMALL_SHUFFLED].map(|army| {
        let env = env_with_alice();
        challenge(&env, "alice robot -small", "");
        deploy(&env, army);
        env
    });
    let options = Options::for_variant(Variant::Small);
    let mut rng = Rng::new(5);
    let mut same = 0;
    for _ in 0..30 {
        let games = envs.each_ref().map(|env| position(env, options));
        let rank = |g: &Game, sq| g.board().get(sq).map(|u| u.piece.rank);
        let quiet: Vec<Move> = games[0]
            .legal_moves()
            .into_iter()
            .filter(|m| games[1].legal_moves().contains(m))
            .filter(|m| rank(&games[0], m.from) == rank(&games[1], m.from))
            .filter(|m| games[0].board().get(m.to).is_none())
            .collect();
        if quiet.is_empty() || games[0].phase() != stratego_rules::Phase::Playing {
            break;
        }
        let mv = quiet[rng.below(quiet.len())];
        let answers = envs.each_ref().map(|env| {
            let out = env.mail(
                &addr("alice"),
                &format!("stratego move 1 alice {PW} {mv}"),
                "",
            );
            assert!(out.contains("applied"), "{mv}: {out}");
            env.take_mails();
            let e = export(env);
            e["moves"].as_array().unwrap().last().cloned().unwrap()
        });
        let moved = |a: &Value| (a["ply"].clone(), a["from"].clone(), a["to"].clone());
        assert_eq!(moved(&answers[0]), moved(&answers[1]), "after alice's {mv}");
        same += 1;
        if answers[0]["battle"] != answers[1]["battle"] {
            // The robot struck a piece that differs: from now on it knows more.
            break;
        }
    }
    assert!(same >= 10, "only {same} moves compared");
}

#[test]
fn a_draw_offer_is_declined_while_the_robot_is_not_behind() {
    let env = env_with_alice();
    challenge(&env, "alice robot -small", "");
    deploy(&env, SMALL);
    env.take_mails();
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {PW} propose"),
        "",
    );
    assert!(out.contains("draw declined"), "{out}");
    let mails = env.take_mails();
    all_to_alice(&mails);
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].says("alice offered a draw; robot declined it."),
        "{}",
        mails[0].body
    );
    assert_eq!(export(&env)["status"], "playing");
}

#[test]
fn a_silent_player_is_reminded_and_forfeits_against_the_robot_too() {
    let env = env_with_alice();
    challenge(&env, "alice robot -small -nag=1 -forfeit=2", "");
    deploy(&env, SMALL);
    env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {PW} a3-a4"),
        "",
    );
    env.take_mails();
    env.advance(3 * 86_400);
    env.admin(&["cleanup"]);
    let mails = env.take_mails();
    all_to_alice(&mails);
    let e = export(&env);
    assert_eq!(e["status"], "over", "{e}");
    assert_eq!(e["result"]["winner"], "blue");
}

#[test]
fn bad_robot_challenges_are_refused_and_change_nothing() {
    let env = env_with_alice();
    // A kind the robot cannot play (today it plays every kind, so the option itself is
    // refused; once such a kind exists the robot refuses it): an error, no game, no account.
    let out = challenge(&env, "alice robot -hexagonal", "");
    assert!(out.contains("refused") || out.contains("error"), "{out}");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].subject.starts_with("Stratego error: "),
        "{}",
        mails[0].subject
    );
    assert!(mails[0].says("hexagonal"), "{}", mails[0].body);
    let export = env.cmd().args(["export", "1"]).output().unwrap();
    assert!(!export.status.success(), "no game 1");
    // The robot's name cannot be registered by a person.
    let out = env.mail(&addr("mallory"), "stratego register robot pw", "");
    assert!(out.contains("userid taken"), "{out}");
    let mails = env.take_mails();
    assert!(
        mails[0].says("is the computer opponent's"),
        "{}",
        mails[0].body
    );
}

#[test]
fn a_held_challenge_of_the_robot_starts_once_confirmed() {
    let env = env_with_alice();
    let out = env.mail(&addr("alice"), "stratego challenge alice robot -small", "");
    assert!(!out.contains("game 1 created"), "{out}");
    let held = env.take_mails();
    all_to_alice(&held);
    assert!(
        env.cmd()
            .args(["export", "1"])
            .output()
            .unwrap()
            .status
            .code()
            != Some(0)
    );
    let code = held
        .iter()
        .find_map(crate::support::server::confirmation_code_of)
        .expect("a confirmation mail");
    let out = env.ingest_raw(Env::confirmation_reply(&addr("alice"), &code, "yes").as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("game 1 created"), "{stderr}");
    let mails = env.take_mails();
    all_to_alice(&mails);
    let e = export(&env);
    assert_eq!(e["status"], "setup");
    assert_eq!(e["blue"], "robot");
}

#[test]
fn the_robot_reads_no_messages_and_the_mails_say_so() {
    let env = env_with_alice();
    challenge(&env, "robot alice", "");
    env.take_mails();
    deploy(&env, CLASSIC);
    let mails = env.take_mails();
    // The move mail does not promise that what alice writes under her move reaches the robot.
    assert!(
        mails[0].says("robot is the computer and reads nothing else"),
        "{}",
        mails[0].body
    );
    assert!(!mails[0].says("goes to robot"), "{}", mails[0].body);
    // A chat with nobody but the robot to read it is refused, and nothing is sent.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego chat 1 alice {PW}"),
        "Good game so far!",
    );
    assert!(out.contains("the robot reads no messages"), "{out}");
    let mails = env.take_mails();
    all_to_alice(&mails);
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].says("so your text would reach no one"),
        "{}",
        mails[0].body
    );
}

#[test]
fn a_comment_under_a_move_to_the_robot_is_answered_with_one_line() {
    let env = env_with_alice();
    let note = "Your comment was not passed on: robot reads no messages.";
    // The same under a challenge and under an army.
    challenge(&env, "alice robot -small", "Hi robot!");
    let mails = env.take_mails();
    assert!(
        mails[0].body.lines().any(|l| l == note),
        "{}",
        mails[0].body
    );
    deploy(&env, &format!("{SMALL}\nGood luck!\n"));
    let mails = env.take_mails();
    assert!(
        mails[0].body.lines().any(|l| l == note),
        "{}",
        mails[0].body
    );
    env.register("carol", "pw-carol");
    env.mail(&addr("carol"), "stratego subscribe 1 carol pw-carol", "");
    env.take_mails();
    // A comment under the move: the move is applied and answered as ever, and alice's own
    // mail says, on a line of its own, that the robot did not get it.
    let out = env.mail(
        &addr("alice"),
        &format!("stratego move 1 alice {PW} a3-a4"),
        "Your scout looks lonely.\n",
    );
    assert!(out.contains("applied"), "{out}");
    assert_eq!(export(&env)["ply"], 2, "both moves played");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 2, "alice and carol: {mails:#?}");
    let alice = crate::support::server::to(&mails, &addr("alice"))[0];
    assert_eq!(alice.subject, "Stratego game 1: your move");
    assert!(alice.says("alice (Red) played a3-a4."), "{}", alice.body);
    assert!(
        alice.body.lines().any(|l| l == note),
        "one line of its own: {}",
        alice.body
    );
    assert!(!alice.says("lonely"), "{}", alice.body);
    // The watcher is told nothing about it.
    let carol = crate::support::server::to(&mails, &addr("carol"))[0];
    assert!(!carol.says("not passed on"), "{}", carol.body);
    assert!(!carol.says("lonely"), "{}", carol.body);
    // A reply to the board mail (to its Reply-To, no password) with the move on its first
    // line and a comment below it, the mail replied to quoted under that.
    let key = alice.header("Reply-To");
    let quoted = alice.body.replace('\n', "\n> ");
    let raw = Env::compose_to(
        &addr("alice"),
        key,
        &format!("Re: {}", alice.subject),
        &format!("b3-b4\nAnd now?\n\nOn Monday, Stratego wrote:\n> {quoted}"),
    );
    let out = env.ingest_raw(raw.as_bytes());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("applied"), "{stderr}");
    assert_eq!(export(&env)["ply"], 4);
    let mails = env.take_mails();
    let alice = crate::support::server::to(&mails, &addr("alice"))[0];
    assert!(alice.body.lines().any(|l| l == note), "{}", alice.body);
    // Without a comment there is nothing to say.
    let (_, mails) = alice_moves(
        &env,
        &mut Rng::new(3),
        Options::for_variant(Variant::Small),
        Color::Red,
    );
    let alice = crate::support::server::to(&mails, &addr("alice"))[0];
    assert!(!alice.says("not passed on"), "{}", alice.body);
}
