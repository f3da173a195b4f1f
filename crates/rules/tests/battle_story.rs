//! How a battle is worded (`story.rs`): the board mail's sentence (text and HTML) and the
//! short clause of a robot game's event line, both from one model that knows the game's
//! Flag. In Domino the [6-6] is the Flag: striking it captures the flag, losing it as
//! attacker loses the game; every other tile is "lost" like any piece.

use stratego_rules::{
    BattleStory, Color, Fell, Game, MoveRecord, Options, Variant, View, Viewer, render, render_html,
};

/// A Domino game from its rows, row 1 first (`R53`/`B53` a tile, `.` empty; rows filled up
/// with empty squares), Red to move.
fn domino(rows: &[&str]) -> Game {
    let mut all: Vec<String> = rows
        .iter()
        .map(|r| {
            let squares = r.chars().filter(|c| matches!(c, '.' | 'R' | 'B')).count();
            format!("{r}{}", ".".repeat(8 - squares))
        })
        .collect();
    all.resize(10, "........".to_string());
    Game::from_position(&format!("{} r", all.join("/")), Options::default()).unwrap()
}

/// Red plays `mv`, which is a battle; its record.
fn strike(g: &mut Game, mv: &str) -> MoveRecord {
    let record = g.play(Color::Red, mv.parse().unwrap()).unwrap();
    assert!(record.battle.is_some(), "{mv} is a battle");
    record
}

/// The board mail's text for `viewer`, its lines joined (a long sentence is wrapped).
fn board(g: &Game, viewer: Viewer) -> String {
    let text = render(&View::new(g, viewer), true);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The sentence the robot's event line and the history give for the last move: the
/// board's, with the sides by colour.
fn short(g: &Game, record: &MoveRecord) -> String {
    BattleStory::new(record.battle.unwrap(), g.variant())
        .told(record.player, Some((record.from, record.to)))
}

#[test]
fn a_struck_double_six_is_the_flag_captured_in_both_wordings() {
    // Red's [0-0] strikes Blue's [6-6]: the [0-0] beats it, the game is Red's.
    let mut g = domino(&["R00.....R66", "B66"]);
    let record = strike(&mut g, "a1-a2");
    assert_eq!(g.outcome().unwrap().to_string(), "Red wins: flag captured");
    let story = BattleStory::new(record.battle.unwrap(), Variant::Domino);
    assert_eq!(
        story.fell,
        Fell::FlagCaptured {
            attacker_too: false
        }
    );
    let red = board(&g, Viewer::Player(Color::Red));
    assert!(
        red.contains("Your [0-0] captured Blue's flag, the [6-6], at a2."),
        "{red}"
    );
    let blue = board(&g, Viewer::Player(Color::Blue));
    assert!(
        blue.contains("Red's [0-0] captured your flag, the [6-6], at a2."),
        "{blue}"
    );
    assert!(!blue.contains("lost."), "no tile lost: {blue}");
    let html = render_html(&View::new(&g, Viewer::Observer), true);
    assert!(
        html.contains("Red&#39;s [0-0] captured Blue&#39;s flag, the [6-6], at a2."),
        "{html}"
    );
    assert_eq!(
        short(&g, &record),
        "Red's [0-0] captured Blue's flag, the [6-6], at a2."
    );

    // A tile attacking with 6 and the [6-6] both go: the flag is captured all the same.
    let mut g = domino(&["R63.....R66", "B66"]);
    let record = strike(&mut g, "a1-a2");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Red));
    let blue = board(&g, Viewer::Player(Color::Blue));
    assert!(
        blue.contains("Red's [6-3] captured your flag, the [6-6], at a2 and was lost with it."),
        "{blue}"
    );
    assert_eq!(
        short(&g, &record),
        "Red's [6-3] captured Blue's flag, the [6-6], at a2 and was lost with it."
    );
}

#[test]
fn a_double_six_that_strikes_and_falls_is_its_own_flag_lost() {
    // Red's [6-6] strikes Blue's [0-0] and falls: Blue wins.
    let mut g = domino(&["R66", "B00.....B66"]);
    let record = strike(&mut g, "a1-a2");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Blue));
    let red = board(&g, Viewer::Player(Color::Red));
    assert!(
        red.contains("Your [6-6] at a1 struck Blue's [0-0] at a2 and fell: your flag is lost."),
        "{red}"
    );
    assert_eq!(
        short(&g, &record),
        "Red's [6-6] at a1 struck Blue's [0-0] at a2 and fell: Red's flag is lost."
    );
    // Against a tile defending with 6 both go, the [6-6] among them.
    let mut g = domino(&["R66", "B36.....B66"]);
    let record = strike(&mut g, "a1-a2");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::Blue));
    let blue = board(&g, Viewer::Player(Color::Blue));
    assert!(
        blue.contains(
            "Red's [6-6] at a1 struck your [3-6] at a2: both lost, Red's flag among them."
        ),
        "{blue}"
    );
    assert_eq!(
        short(&g, &record),
        "Red's [6-6] at a1 struck Blue's [3-6] at a2: both lost, Red's flag among them."
    );
    // Both [6-6] in one battle: a draw.
    let mut g = domino(&["R66", "B66"]);
    let record = strike(&mut g, "a1-a2");
    assert_eq!(g.outcome().unwrap().winner, None);
    let observer = board(&g, Viewer::Observer);
    assert!(
        observer.contains("Red's [6-6] at a1 struck Blue's [6-6] at a2: both flags lost."),
        "{observer}"
    );
    assert_eq!(
        short(&g, &record),
        "Red's [6-6] at a1 struck Blue's [6-6] at a2: both flags lost."
    );
}

#[test]
fn other_tiles_are_lost_like_any_piece() {
    let mut g = domino(&["R53.....R66", "B24.....B66"]);
    let record = strike(&mut g, "a1-a2");
    let red = board(&g, Viewer::Player(Color::Red));
    assert!(
        red.contains("Your [5-3] at a1 struck Blue's [2-4] at a2: Blue's [2-4] lost."),
        "{red}"
    );
    assert_eq!(
        short(&g, &record),
        "Red's [5-3] at a1 struck Blue's [2-4] at a2: Blue's [2-4] lost."
    );
}

/// The ranked games keep their words: the Flag by name, no tile named with it.
#[test]
fn the_ranked_games_word_their_flag_as_before() {
    // Field letters of SPEC 7: Red's Colonel (J) on e4 next to Blue's Flag (Y) on e5; Red's
    // Flag (M) on a1, Blue's Scout (P) on j10.
    let v = Variant::Classic;
    let text: String = v
        .squares()
        .map(|sq| match sq.to_string().as_str() {
            "e4" => 'J',
            "e5" => 'Y',
            "a1" => 'M',
            "j10" => 'P',
            _ if v.is_lake(sq) => '_',
            _ => 'A',
        })
        .collect();
    let mut g = Game::from_position(&format!("{text} r"), Options::default()).unwrap();
    let record = strike(&mut g, "e4-e5");
    let blue = board(&g, Viewer::Player(Color::Blue));
    assert!(blue.contains("Red's 3 captured your flag at e5."), "{blue}");
    assert_eq!(short(&g, &record), "Red's 3 captured Blue's flag at e5.");
}
