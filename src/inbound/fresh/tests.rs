//! Tests of the fresh text: separators, attribution lines, board lines, and the golden reply
//! fixtures of `fixtures/replies` (see its README).

use std::path::Path;

use stratego_rules::{Army, Color, Deal, Game, Options, Variant, View, Viewer, render_in};

use super::{fresh_lines, fresh_text};
use crate::inbound::parse;
use crate::inbound::tests::{expected_lines, flip_line_ends};
use crate::texts::{Audience, Lang, Names, board_mail, example_army};

#[test]
fn quotes_and_signature_are_not_fresh() {
    assert_eq!(
        fresh_text("hello\n> old\nmore\n-- \nsig\n"),
        "hello\nmore\n"
    );
    assert_eq!(
        fresh_text("hello\n  >> old\nmore\n--\nsig\n"),
        "hello\nmore\n"
    );
}

#[test]
fn separators_end_the_fresh_text() {
    let cases = [
        "-----Original Message-----",
        "-----Ursprüngliche Nachricht-----",
        "---------- Forwarded message ---------",
        "-------- Forwarded Message --------",
        "________________________________",
        "Begin forwarded message:",
        "Début du message réexpédié :",
        "Stratego game 12 (classic): alice (Red) against bob (Blue).",
        "Stratego game 3 (small): a-very-long-name-here (Red) against",
    ];
    for sep in cases {
        let body = format!("a4-a5\nmy comment\n{sep}\nleaked\n");
        assert_eq!(fresh_text(&body), "a4-a5\nmy comment\n", "{sep}");
    }
}

#[test]
fn phone_and_client_signatures_end_the_fresh_text() {
    for sig in [
        "Sent from my iPhone",
        "Sent from my Android",
        "Sent from my Samsung Galaxy smartphone.",
        "Get Outlook for iOS",
        "Get Outlook for Android",
        "Sent from Mail for Windows",
        "Sent from Yahoo Mail for iPhone",
        "Envoyé de mon iPhone",
        "Von meinem iPhone gesendet",
    ] {
        let body = format!("a4-a5\nmy comment\n\n{sig}\n");
        assert_eq!(fresh_text(&body), "a4-a5\nmy comment\n\n", "{sig}");
    }
    // A sentence that only starts like one stays.
    let long = "Sent from my phone because my laptop died in the middle of our game, sorry";
    assert!(fresh_text(long).contains("laptop"));
}

#[test]
fn header_blocks_end_the_fresh_text() {
    let blocks = [
        "From: Stratego <stratego@example.org>\nSent: Monday, November 23, 2026 10:41 AM\nTo: alice",
        "*From:* Stratego <stratego@example.org>\n*Sent:* Monday\n*To:* alice",
        "Von: Stratego <stratego@example.org>\nGesendet: Montag, 23. November 2026 10:41\nAn: alice",
        "De : Stratego <stratego@example.org>\nEnvoyé : lundi 23 novembre 2026 10:41\nÀ : alice",
        "From: Stratego <stratego@example.org>\nSubject: Stratego game 1: your move\nDate: 23 November 2026 at 10:41:00 CET",
    ];
    for block in blocks {
        let body = format!("a4-a5\nok\n\n{block}\nSubject: x\n\nleaked\n");
        assert_eq!(fresh_text(&body), "a4-a5\nok\n\n", "{block}");
    }
    // A lone "From:" line is a player's text.
    assert_eq!(
        fresh_text("From: the left flank\nattack\n"),
        "From: the left flank\nattack\n"
    );
}

#[test]
fn attribution_lines_above_quotes_are_dropped() {
    let cases = [
        "On Mon, Nov 23, 2026 at 10:41:12AM +0100, Stratego wrote:",
        "On Mon, Nov 23, 2026 at 10:41 AM Stratego <\nstratego@example.org> wrote:",
        "On 23/11/2026 10:41, Stratego wrote:",
        "Le lun. 23 nov. 2026 à 10:41, Stratego <stratego@example.org> a écrit :",
        "Am 23.11.2026 um 10:41 schrieb Stratego <stratego@example.org>:",
        "El lun, 23 nov 2026 a las 10:41, Stratego (<stratego@example.org>) escribió:",
        "Op 23 nov. 2026 om 10:41 schreef Stratego <stratego@example.org>:",
        "Il giorno lun 23 nov 2026 alle ore 10:41 Stratego <stratego@example.org> ha scritto:",
        "Stratego wrote:",
    ];
    for attribution in cases {
        // Top-posted, bottom-posted and interleaved.
        let top = format!("a4-a5\nhi\n\n{attribution}\n\n> board\n> more\n");
        assert_eq!(fresh_text(&top), "a4-a5\nhi\n\n", "{attribution}");
        let bottom = format!("{attribution}\n> board\n\na4-a5\nhi\n");
        assert_eq!(fresh_text(&bottom), "a4-a5\nhi\n", "{attribution}");
    }
}

#[test]
fn dated_attribution_above_an_unquoted_copy_ends_the_fresh_text() {
    let yahoo = "a4-a5\nhi\n\n    On Monday, November 23, 2026, 10:41:12 AM GMT+1, stratego@example.org <stratego@example.org> wrote:  \n \n Stratego game 1\n leaked\n";
    assert_eq!(fresh_text(yahoo), "a4-a5\nhi\n\n");
    // Undated, it is a player's sentence.
    assert_eq!(
        fresh_text("I think I wrote:\nattack!\n"),
        "I think I wrote:\nattack!\n"
    );
}

/// A game of `variant` in setup; in Domino both players are dealt the example army's tiles.
fn new_game(variant: Variant) -> Game {
    let deal: Deal = example_army(variant).parse().unwrap_or(Deal::EMPTY);
    Game::with_deals(variant, Options::default(), [deal; 2])
}

/// A game of `variant` with both example armies in, after `plies` moves chosen by a fixed
/// rule, so that boards have moved pieces, battles and lost pieces.
fn game_after(variant: Variant, plies: usize) -> Game {
    let mut game = new_game(variant);
    let (army, _) = Army::parse(example_army(variant), variant).unwrap();
    let mut rng = rand::rng();
    game.deploy(Color::Red, &army, &mut rng).unwrap();
    game.deploy(Color::Blue, &army, &mut rng).unwrap();
    let mut pick: usize = 7;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        pick = (pick * 1_103_515_245 + 12_345) % 2_147_483_648;
        let mv = moves[pick % moves.len()];
        if game.play(game.to_move(), mv).is_err() {
            break;
        }
    }
    game
}

/// Every board the server draws: in every language, both variants, every viewer, turned or not, in setup, in
/// play, late in a game with long piece lists.
fn rendered_boards() -> Vec<(Lang, String)> {
    let mut boards = Vec::new();
    for variant in Variant::ALL {
        let mut setup = new_game(variant);
        let (army, _) = Army::parse(example_army(variant), variant).unwrap();
        setup.deploy(Color::Red, &army, &mut rand::rng()).unwrap();
        let games = [setup, game_after(variant, 1), game_after(variant, 400)];
        for game in &games {
            for viewer in [
                Viewer::Player(Color::Red),
                Viewer::Player(Color::Blue),
                Viewer::Observer,
            ] {
                for flip in [false, true] {
                    for lang in Lang::ALL {
                        boards.push((lang, render_in(&View::new(game, viewer), flip, &lang)));
                    }
                }
            }
        }
    }
    boards
}

#[test]
fn no_line_of_a_rendered_board_is_fresh() {
    for (lang, board) in rendered_boards() {
        let fresh = fresh_text(&board);
        if lang != Lang::En {
            // A German or Dutch battle and the game's end are not recognised: harmless words
            // everyone read. Everything else is (rows, legends, lists, captions).
            let kept: Vec<&str> = fresh.lines().filter(|l| !l.trim().is_empty()).collect();
            assert!(kept.len() <= 2, "{lang}: {kept:#?}");
            for line in kept {
                assert!(
                    !line.contains(" | ") && !line.contains("~~"),
                    "{lang}: {line}"
                );
                assert!(!line.trim_start().starts_with("Leg"), "{lang}: {line}");
            }
            continue;
        }
        assert_eq!(fresh.trim(), "", "{board}");
        // As HTML mail shows it (runs of blanks collapsed), and as a relayed comment.
        let collapsed: String = board
            .lines()
            .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ") + "\n")
            .collect();
        assert_eq!(fresh_text(&collapsed).trim(), "", "{collapsed}");
        let relayed: String = board.lines().map(|l| format!("  | {l}\n")).collect();
        let kept: Vec<&str> = fresh_lines(&relayed).filter(|l| l.trim() != "|").collect();
        let rows: Vec<&&str> = kept.iter().filter(|l| l.contains('[')).collect();
        assert!(rows.is_empty(), "{rows:?}");
    }
}

#[test]
fn a_whole_board_mail_pasted_unquoted_is_not_fresh() {
    let names = Names {
        red: "alice".into(),
        blue: "a-name-of-twenty-chr".into(),
        robot: None,
    };
    for variant in Variant::ALL {
        for game in [
            Game::new(variant, Options::default()),
            game_after(variant, 30),
        ] {
            for (audience, lang) in [
                Audience::Player(Color::Red),
                Audience::Player(Color::Blue),
                Audience::Observer,
            ]
            .into_iter()
            .flat_map(|a| Lang::ALL.map(|l| (a, l)))
            {
                let body = board_mail(
                    lang,
                    4321,
                    &names,
                    &game,
                    audience,
                    "alice",
                    true,
                    "alice (Red) played a4-a5.",
                    Some(("alice", "a comment")),
                    true,
                )
                .body;
                let reply = format!("a4-a5\nmine\n\n{body}");
                assert_eq!(fresh_text(&reply), "a4-a5\nmine\n\n", "{body}");
            }
        }
    }
}

#[test]
fn armies_and_ordinary_text_stay() {
    let texts = [
        "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n",
        "99477499\n5S723785\n8B8BFB8B\n",
        "9 3 9 4 9 2 4 9 3 9\n5 6 6 9 1 S 9 5 7 5\n",
        "  99477499\n  5s723785\n",
        "auto\n",
        "a4-a5\nNice try. Your [9] is doomed...\n",
        "...\n~~~\n| a | b |\n",
        "Red has lost the plot\nrank and file\ncount me in\n",
        "a b c\n",
        "Last move was bold.\n",
    ];
    for text in texts {
        assert_eq!(fresh_text(text), text);
    }
}

#[test]
fn a_lost_list_continues_only_right_after_itself() {
    let body =
        "Blue has lost: 9 9 9 9 9 9 9 9 B B B 8 8 8 7 7 7 6 6 6 5 5 5 4 4 3 3\n  2 1 S\n9 9 B\n";
    assert_eq!(fresh_text(body), "");
    let army = "hello\n9 3 9 4 9 2 4 9 3 9\n";
    assert_eq!(fresh_text(army), army);
}

// ---- golden replies (fixtures/replies)

/// The fresh text's first non-empty line and the comment after it (blank lines at its start
/// and end removed, trailing blanks of each line removed), as the reply handling splits it.
fn split_reply(fresh: &str) -> (Option<String>, Vec<String>) {
    let mut lines = fresh.lines().map(str::trim_end);
    let first = lines.by_ref().find(|l| !l.trim().is_empty());
    let mut comment: Vec<String> = lines.map(str::to_string).collect();
    while comment.first().is_some_and(|l| l.trim().is_empty()) {
        comment.remove(0);
    }
    while comment.last().is_some_and(|l| l.trim().is_empty()) {
        comment.pop();
    }
    (first.map(|f| f.trim().to_string()), comment)
}

/// Checks one reply fixture; returns the failures.
fn check_reply(raw: &[u8], expected: &str) -> Vec<String> {
    let mail = match parse(raw, raw.len() as u64) {
        Ok(m) => m,
        Err(e) => return vec![format!("parse failed: {e}")],
    };
    let fresh = fresh_text(&mail.body);
    let (first, comment) = split_reply(&fresh);
    let mut failures = Vec::new();
    let mut want_comment: Vec<String> = Vec::new();
    let mut comment_none = false;
    let mut first_checked = false;
    for entry in expected_lines(expected) {
        let (key, value) = match entry {
            Ok(kv) => kv,
            Err(bad) => {
                failures.push(bad);
                continue;
            }
        };
        match key {
            "first-line" => {
                first_checked = true;
                let want = (value != "none").then(|| value.to_string());
                if first != want {
                    failures.push(format!("first line {first:?}, expected {want:?}"));
                }
            }
            "comment-line" => want_comment.push(value.to_string()),
            "comment" if value == "none" => comment_none = true,
            "comment-lacks" => {
                if comment.iter().any(|l| l.contains(value))
                    || first.as_deref().is_some_and(|f| f.contains(value))
                {
                    failures.push(format!("the fresh text has {value:?}"));
                }
            }
            _ => failures.push(format!("unknown key {key:?}")),
        }
    }
    if !first_checked {
        failures.push("no first-line: key".to_string());
    }
    if comment_none != want_comment.is_empty() {
        failures.push("give either comment: none or comment-line: keys".to_string());
    }
    if comment != want_comment {
        failures.push(format!(
            "comment lines {comment:#?}\n    expected {want_comment:#?}"
        ));
    }
    if !failures.is_empty() {
        failures.push(format!("the fresh text was:\n{fresh}"));
    }
    failures
}

#[test]
fn reply_fixtures() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/replies");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixtures/replies exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "eml"))
        .collect();
    paths.sort();
    let mut failures = Vec::new();
    for path in &paths {
        let raw = std::fs::read(path).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap_or_else(|_| panic!("{} has no .expected file", path.display()));
        for (variant, bytes) in [
            ("as stored", raw.clone()),
            ("line ends flipped", flip_line_ends(&raw)),
        ] {
            for f in check_reply(&bytes, &expected) {
                failures.push(format!("{} ({variant}): {f}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        paths.len() >= 15,
        "only {} reply fixtures: at least 15 expected",
        paths.len()
    );
}

/// A mail is at most 1 MiB: the worst lines for each rule, repeated to that size, cost
/// linear time (no rule looks ahead more than a few lines, except past blank lines).
#[test]
fn a_mebibyte_of_hostile_lines_is_read_quickly() {
    let units = [
        " 4 | [9]  [3]  [9]  [4]  [9]  [2]  [4]  [9]  [3]  [9] | 4\n",
        "On Mon 23 Nov 2026 Stratego\n",
        "Stratego wrote:\n\n",
        "From: x\nTo: y\n",
        "Blue has lost: 9 9\n9 9 9\n",
        "\n",
        "x",
    ];
    for unit in units {
        let body = unit.repeat(1024 * 1024 / unit.len());
        let start = std::time::Instant::now();
        let fresh = fresh_text(&body);
        let took = start.elapsed();
        assert!(fresh.len() <= body.len() + 1);
        // Debug build, shared machine: about 0.2-0.9 s each; quadratic would be minutes.
        assert!(took.as_secs_f64() < 10.0, "{unit:?}: {took:?}");
        eprintln!("{unit:?}: {took:?}");
    }
}
