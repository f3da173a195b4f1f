//! The HTML board: golden files for a few positions (`fixtures/html/*.html`, so a change of
//! layout is a reviewed diff), and what every HTML board must be: mail-safe (no script, no
//! style block, nothing fetched), under 100 kB, one cell per square whose `data-square` and
//! `title` say what the view holds there and nothing more.
//!
//! After a deliberate change of layout: `UPDATE_GOLDEN=1 cargo test -p stratego-rules --test
//! html`, then review the diff of `fixtures/html`.

use std::path::PathBuf;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use stratego_rules::{
    Army, Color, Deal, Game, Move, Options, Phase, Rank, Reveal, Square, Variant, View, Viewer,
    render_html,
};

const CLASSIC_RED: &str = "9394924939 56691S9575 574BB7668B 88BF7B88B9";
const CLASSIC_BLUE: &str = "9939429493 5759S19665 B8667BB475 9B88B7FB88";
const SMALL_RED: &str = "99785789 4S234579 B8BFB87B";
const SMALL_BLUE: &str = "97875899 97543S24 B78BFB8B";
/// Gravon's Barrage and Duel armies (fixtures/strados2), `.` an empty home square.
const BARRAGE_RED: &str = "2S..19.... 9......... 8......... FB........";
const BARRAGE_BLUE: &str = "9.S.9.2.1. .......... .....8.... .....FB...";
const DUEL_RED: &str = ".....B9S.. ...9..F.1. 8..8...... .2B.......";
const DUEL_BLUE: &str = ".1......99 .....288.. .........B S.......BF";

/// Domino: two hands (Red lacks 21, 20, 10, 30; Blue lacks 65, 43, 41, 22), each army the
/// hand in the order dealt, some tiles turned.
const DOMINO_RED: &str = "66 56 64 36 26 61 60 55 54 53 52 51 50 44 43 42 41 40 33 32 31 22 11 00";
const DOMINO_BLUE: &str = "53 54 55 60 61 62 63 64 66 52 51 50 44 42 40 33 32 31 30 21 20 11 10 00";

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/html")
}

/// A game after `plies` plies of a fixed, deterministic choice of moves: a strike when
/// there is one (so there are battles, revealed pieces and losses), else a move picked by
/// the ply number.
fn game(variant: Variant, options: Options, armies: [&str; 2], plies: u32) -> Game {
    // A Domino hand is the army's tiles.
    let deals = armies.map(|a| a.parse::<Deal>().unwrap_or(Deal::EMPTY));
    let mut game = Game::with_deals(variant, options, deals);
    let mut rng = SmallRng::seed_from_u64(0);
    for (color, army) in [(Color::Red, armies[0]), (Color::Blue, armies[1])] {
        let (army, _) = match variant.is_dealt() {
            true => Army::parse_dealt(army, variant, deals[color.index()]),
            false => Army::parse(army, variant),
        }
        .expect("a full army");
        game.deploy(color, &army, &mut rng).expect("deploys");
    }
    while game.phase() == Phase::Playing && game.ply() < plies {
        let legal: Vec<Move> = game.legal_moves();
        let strike = legal
            .iter()
            .find(|m| game.board().get(m.to).is_some())
            .copied();
        let mv = strike.unwrap_or(legal[(game.ply() as usize * 7) % legal.len()]);
        game.play(game.to_move(), mv).expect("legal");
    }
    game
}

/// The positions with golden files: (name, view, flip).
fn cases() -> Vec<(&'static str, View, bool)> {
    let classic = game(
        Variant::Classic,
        Options::default(),
        [CLASSIC_RED, CLASSIC_BLUE],
        40,
    );
    let turn = Options {
        reveal: Reveal::Turn,
        ..Options::default()
    };
    let small = game(Variant::Small, turn, [SMALL_RED, SMALL_BLUE], 17);
    let small_over = game(Variant::Small, turn, [SMALL_RED, SMALL_BLUE], 1000);
    assert!(
        matches!(small_over.phase(), Phase::Over(_)),
        "the small game ends"
    );
    let mut setup = Game::new(Variant::Classic, Options::default());
    let (army, _) = Army::parse(CLASSIC_RED, Variant::Classic).expect("a full army");
    setup
        .deploy(Color::Red, &army, &mut SmallRng::seed_from_u64(0))
        .expect("deploys");
    let barrage = game(
        Variant::Barrage,
        Options::default(),
        [BARRAGE_RED, BARRAGE_BLUE],
        12,
    );
    let duel = game(Variant::Duel, Options::default(), [DUEL_RED, DUEL_BLUE], 20);
    let domino = game(
        Variant::Domino,
        Options::default(),
        [DOMINO_RED, DOMINO_BLUE],
        40,
    );
    let red = Viewer::Player(Color::Red);
    let blue = Viewer::Player(Color::Blue);
    vec![
        ("barrage-red", View::new(&barrage, red), true),
        ("duel-blue", View::new(&duel, blue), true),
        ("domino-red", View::new(&domino, red), true),
        (
            "domino-observer",
            View::new(&domino, Viewer::Observer),
            true,
        ),
        ("classic-red", View::new(&classic, red), true),
        ("classic-blue", View::new(&classic, blue), true),
        ("classic-blue-noflip", View::new(&classic, blue), false),
        (
            "classic-observer",
            View::new(&classic, Viewer::Observer),
            true,
        ),
        ("classic-setup-red", View::new(&setup, red), true),
        ("small-blue", View::new(&small, blue), true),
        (
            "small-over-observer",
            View::new(&small_over, Viewer::Observer),
            true,
        ),
    ]
}

#[test]
fn html_boards_match_their_golden_files() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut checked = 0;
    for (name, view, flip) in cases() {
        let html = render_html(&view, flip);
        let path = golden_dir().join(format!("{name}.html"));
        if update {
            std::fs::create_dir_all(golden_dir()).unwrap();
            std::fs::write(&path, &html).unwrap();
        }
        let want = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; make it with UPDATE_GOLDEN=1 cargo test -p stratego-rules --test html",
                path.display()
            )
        });
        assert!(
            html == want,
            "{name}: the HTML board differs from {}; if the change is meant, run with \
             UPDATE_GOLDEN=1 and review the diff",
            path.display()
        );
        checked += 1;
    }
    assert_eq!(checked, 11);
}

/// The attribute `name` of each `<td` that has one, in document order.
fn cells(html: &str) -> Vec<(String, String)> {
    html.split("<td ")
        .skip(1)
        .filter_map(|cell| {
            let attr = |name: &str| {
                let start = cell.find(&format!("{name}=\""))? + name.len() + 2;
                let end = start + cell[start..].find('"')?;
                Some(cell[start..end].to_string())
            };
            Some((attr("data-square")?, attr("title")?))
        })
        .collect()
}

#[test]
fn every_html_board_is_mail_safe_and_says_what_the_view_holds() {
    for (name, view, flip) in cases() {
        let html = render_html(&view, flip);
        assert!(html.len() < 100_000, "{name}: {} bytes", html.len());
        // ASCII with short lines: the mail part travels as 7bit, as written.
        assert!(html.is_ascii(), "{name}");
        assert!(html.lines().all(|l| l.len() <= 998), "{name}");
        let lower = html.to_lowercase();
        for banned in [
            "<script", "<style", "<img", "<link", "url(", "http:", "https:", "@import", " on",
        ] {
            let found = match banned {
                // Event handlers (onclick=...): an attribute starting with " on".
                " on" => lower.contains(" onclick") || lower.contains(" onload"),
                _ => lower.contains(banned),
            };
            assert!(!found, "{name}: contains {banned}");
        }
        let cells = cells(&html);
        let v = view.variant;
        assert_eq!(cells.len(), v.square_count(), "{name}: one cell per square");
        for (square, title) in &cells {
            let sq: Square = square.parse().expect("a square");
            let words: Vec<&str> = title.split(", ").collect();
            let head = words[0];
            let want = match view.piece_at(sq) {
                Some(p) => format!(
                    "{sq} {} {}",
                    p.owner.as_str(),
                    p.rank.map_or("unknown", Rank::name)
                ),
                None if v.is_lake(sq) => format!("{sq} lake"),
                None => format!("{sq} empty"),
            };
            assert_eq!(head, want, "{name}");
            let last = view.last_move.is_some_and(|m| m.from == sq || m.to == sq);
            assert_eq!(words.contains(&"last move"), last, "{name}: {title}");
            if let Some(p) = view.piece_at(sq) {
                assert_eq!(words.contains(&"moved"), p.moved, "{name}: {title}");
                assert_eq!(
                    words.contains(&"known to the opponent"),
                    p.revealed,
                    "{name}: {title}"
                );
            }
        }
        // The orientation: the first square drawn is the viewer's far left corner.
        let turned = flip && view.viewer == Viewer::Player(Color::Blue);
        let first = if turned {
            Square::new(v.files() - 1, 0)
        } else {
            Square::new(0, v.ranks() - 1)
        };
        assert_eq!(
            cells[0].0,
            first.expect("on the board").to_string(),
            "{name}"
        );
    }
}
