//! The board mails of a real recorded game (the first plies of a UCC 2012 game from
//! `fixtures/ucc2012`, played by mail through the program), opened in a real browser:
//! Debian's `chromium`, headless. For Red, Blue and an observer, the HTML part of their last
//! board mail is
//! * read back from the DOM the browser built (`--dump-dom`) and checked against
//!   `show --json` for the same viewer: every piece where JSON puts it, with its owner, and
//!   its rank in words exactly when JSON gives it; `?` and `unknown` where JSON hides it;
//!   lakes and empty squares as such; one cell per square;
//! * screenshot at 360 px (a phone, also in dark mode) and 1200 px (a desktop), kept as
//!   artefacts in `target/html-screenshots/` (or `$HTML_SCREENSHOTS`); the path is printed;
//! * laid out at 360 px, with the 8x8 board of a small game beside it: the page is no wider
//!   than the phone's screen (no sideways scrolling) and the board's right edge is on it.
//!
//! Chromium is installed by `scripts/test-deps` (as root). Without it this test fails under
//! `CI=true` and is skipped with a message otherwise.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use stratego_rules::Rank;

use crate::game::whole::{SMALL_BLUE, SMALL_RED};
use crate::support::server::{Env, Sent, addr};

pub const GAME: &str = "round11__celsius.vs.peternlewis.11.4";
/// Plies replayed: far enough for battles, revealed and moved pieces and losses on both sides.
const PLIES: usize = 60;

const PLAYERS: [(&str, &str); 3] = [
    ("alice", "Alice-Browser-41"),
    ("bob", "Bob-Browser-52"),
    ("carol", "Carol-Browser-63"),
];

/// The browser, or `None` when there is none.
pub fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .flat_map(|dir| ["chromium", "chromium-browser"].map(|n| dir.join(n)))
        .find(|p| p.is_file())
}

/// The browser for test `name`, or `None` (the test is skipped, saying so) when there is
/// none; under `CI=true` a missing browser fails the test instead.
pub fn chromium_or_skip(name: &str) -> Option<PathBuf> {
    let found = chromium();
    if found.is_none() {
        let msg = "chromium is not installed (scripts/test-deps installs it as root with \
                   apt-get; or set CHROMIUM=/path/to/chromium)";
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI=true: the browser test cannot be skipped: {msg}"
        );
        eprintln!("SKIPPED {name}: {msg}");
    }
    found
}

pub fn screenshot_dir() -> PathBuf {
    std::env::var_os("HTML_SCREENSHOTS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/html-screenshots"),
        PathBuf::from,
    )
}

/// Runs chromium headless on `page` with `args`, in a new empty profile; returns stdout.
fn browse(chromium: &Path, profile: &Path, page: &Path, args: &[String]) -> String {
    browse_url(
        chromium,
        profile,
        &format!("file://{}", page.display()),
        args,
    )
}

/// [`browse`] on any address (the web pages' test loads `http://127.0.0.1:PORT/...`).
pub fn browse_url(chromium: &Path, profile: &Path, url: &str, args: &[String]) -> String {
    let out = Command::new("timeout")
        .arg("120")
        .arg(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(url)
        .output()
        .expect("run chromium");
    assert!(
        out.status.success(),
        "chromium {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The phone's width, in CSS pixels.
const PHONE: u32 = 360;

/// How `html` lays out in a viewport `width` CSS pixels wide: the document's width and the
/// right edge of the board's table. Headless chromium keeps its window at least 500 px wide,
/// so the page is put in an `<iframe>` of that width (as `srcdoc`, whose document the
/// measuring page may read) and a script in the measuring page, never in the mail, writes
/// the widths into the DOM that `--dump-dom` prints.
pub fn laid_out(
    chromium: &Path,
    profile: &Path,
    dir: &Path,
    name: &str,
    html: &str,
    width: u32,
) -> (u32, u32) {
    let srcdoc = html.replace('&', "&amp;").replace('"', "&quot;");
    let page = dir.join(format!("{name}-measure-{width}px.html"));
    std::fs::write(
        &page,
        format!(
            "<!DOCTYPE html>\n<html><body style=\"margin:0\">\n\
             <iframe id=\"mail\" style=\"border:0;width:{width}px;height:1900px\" \
             srcdoc=\"{srcdoc}\"></iframe>\n<script>\n\
             window.addEventListener(\"load\", function () {{\n\
               var d = document.getElementById(\"mail\").contentDocument;\n\
               var board = d.querySelector(\"table[role=grid]\").getBoundingClientRect();\n\
               document.body.setAttribute(\"data-widths\", [d.documentElement.scrollWidth,\n\
                 d.documentElement.clientWidth, Math.ceil(board.right)].join(\" \"));\n\
             }});\n</script>\n</body></html>\n"
        ),
    )
    .unwrap();
    let dom = browse(chromium, profile, &page, &["--dump-dom".into()]);
    let start = dom
        .find("data-widths=\"")
        .unwrap_or_else(|| panic!("{name}: no widths measured in {}", page.display()))
        + "data-widths=\"".len();
    let widths: Vec<u32> = dom[start..start + dom[start..].find('"').unwrap()]
        .split(' ')
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(widths[1], width, "{name}: the viewport is {width} px wide");
    (widths[0], widths[2])
}

/// The page fits a phone: no sideways scrolling, the whole board on the screen.
fn assert_fits_a_phone(chromium: &Path, profile: &Path, dir: &Path, name: &str, html: &str) {
    let (document, board) = laid_out(chromium, profile, dir, name, html, PHONE);
    assert!(
        document <= PHONE,
        "{name}: at {PHONE} px the page is {document} px wide (sideways scrolling)"
    );
    assert!(
        board <= PHONE,
        "{name}: at {PHONE} px the board reaches {board} px"
    );
}

/// Screenshots of `page` at a phone's and a desktop's width, and at the phone's in dark mode
/// (the page says `color-scheme: light dark`; the board keeps its own colours).
fn screenshots(chromium: &Path, profile: &Path, dir: &Path, name: &str, page: &Path) {
    for (width, dark) in [(PHONE, false), (1200, false), (PHONE, true)] {
        let suffix = if dark { "-dark" } else { "" };
        let png = dir.join(format!("{name}-{width}px{suffix}.png"));
        let _ = std::fs::remove_file(&png);
        let mut args = vec![
            format!("--window-size={width},1900"),
            format!("--screenshot={}", png.display()),
        ];
        if dark {
            args.push("--force-dark-mode".into());
        }
        browse(chromium, profile, page, &args);
        let size = std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0);
        assert!(size > 10_000, "{}: {size} bytes", png.display());
    }
}

/// The UCC record: the two armies in our deploy order, and the moves (Red's or not) as
/// `e4-e5` (None for a move the record marks ILLEGAL, which the program refuses and we do
/// not send).
/// The first `n` moves of a recorded game that were played (a turn without a move is
/// none), each with whether Red played it; the record must hold that many.
pub fn first_moves(moves: &[(bool, Option<String>)], n: usize) -> Vec<(bool, &str)> {
    let played: Vec<(bool, &str)> = moves
        .iter()
        .filter_map(|(red, m)| m.as_deref().map(|m| (*red, m)))
        .take(n)
        .collect();
    assert_eq!(played.len(), n, "the record is long enough");
    played
}

pub fn record() -> ([String; 2], Vec<(bool, Option<String>)>) {
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/ucc2012")
            .join(GAME),
    )
    .expect("the UCC game");
    let lines: Vec<&str> = text.lines().collect();
    let block = |tag: &str| {
        let at = lines.iter().position(|l| l.ends_with(tag)).expect(tag);
        lines[at + 1..at + 5]
            .iter()
            .map(|l| l.trim().replace('s', "S"))
            .collect::<Vec<_>>()
    };
    // fixtures/ucc2012/README.md: Red's army is lines 4, 3, 2, 1 of its block; Blue's is
    // lines 1..4, each reversed.
    let red = block("RED SETUP")
        .into_iter()
        .rev()
        .collect::<Vec<_>>()
        .join("\n");
    let blue = block("BLUE SETUP")
        .into_iter()
        .map(|l| l.chars().rev().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n");
    let mut moves = Vec::new();
    for line in &lines {
        let is_red = line.contains(" RED: ");
        let Some((_, rest)) = line.split_once(" RED: ").or(line.split_once(" BLU: ")) else {
            continue;
        };
        let w: Vec<&str> = rest.split_whitespace().collect();
        let (Some(x), Some(y)) = (
            w.first().and_then(|s| s.parse::<i32>().ok()),
            w.get(1).and_then(|s| s.parse::<i32>().ok()),
        ) else {
            break;
        };
        let (dx, dy) = match w[2] {
            "UP" => (0, -1),
            "DOWN" => (0, 1),
            "LEFT" => (-1, 0),
            _ => (1, 0),
        };
        let n = w.get(3).and_then(|s| s.parse::<i32>().ok()).unwrap_or(1);
        let sq = |x: i32, y: i32| format!("{}{}", (b'a' + x as u8) as char, y + 1);
        moves.push((
            is_red,
            (!rest.contains("ILLEGAL"))
                .then(|| format!("{}-{}", sq(x, y), sq(x + dx * n, y + dy * n))),
        ));
    }
    ([red, blue], moves)
}

/// The cells of the board as the browser built them: square -> (title, text).
pub fn dom_cells(dom: &str) -> HashMap<String, (String, String)> {
    let mut cells = HashMap::new();
    for cell in dom.split("<td ").skip(1) {
        let attr = |name: &str| {
            let start = cell.find(&format!("{name}=\""))? + name.len() + 2;
            let end = start + cell[start..].find('"')?;
            Some(cell[start..end].to_string())
        };
        let Some(square) = attr("data-square") else {
            continue;
        };
        let title = attr("title").expect("every board cell has a title");
        let inner = &cell[cell.find('>').expect("a tag end") + 1..];
        let inner = &inner[..inner.find("</td>").expect("a cell end")];
        // The text without the marker's <span>.
        let text: String = inner
            .split('<')
            .enumerate()
            .map(|(i, part)| {
                if i == 0 {
                    part
                } else {
                    part.split_once('>').map_or("", |(_, t)| t)
                }
            })
            .collect();
        assert!(
            cells.insert(square.clone(), (title, text)).is_none(),
            "{square} twice"
        );
    }
    cells
}

/// Checks the DOM of one board mail against `show --json` for the same viewer.
fn check_against_json(who: &str, dom: &str, json: &Value) {
    let cells = dom_cells(dom);
    assert_eq!(
        cells.len(),
        100,
        "{who}: one cell per square of the classic board"
    );
    let lakes = ["c5", "d5", "g5", "h5", "c6", "d6", "g6", "h6"];
    let pieces = json["pieces"].as_array().expect("pieces");
    let mut hidden = 0;
    for p in pieces {
        let square = p["square"].as_str().unwrap();
        let owner = p["owner"].as_str().unwrap();
        let (title, text) = cells
            .get(square)
            .unwrap_or_else(|| panic!("{who}: no cell for the piece on {square}"));
        let words: Vec<&str> = title.split(", ").collect();
        match p["rank"].as_str() {
            Some(rank) => {
                let rank = Rank::from_char(rank.chars().next().unwrap()).unwrap();
                assert_eq!(
                    words[0],
                    format!("{square} {owner} {}", rank.name()),
                    "{who}"
                );
                assert!(
                    text.starts_with(rank.char()),
                    "{who}: {square} shows {text:?}"
                );
            }
            None => {
                hidden += 1;
                // No rank where JSON hides it: not in words, not as a symbol.
                assert_eq!(words[0], format!("{square} {owner} unknown"), "{who}");
                assert!(text.starts_with('?'), "{who}: {square} shows {text:?}");
            }
        }
        assert_eq!(
            words.contains(&"moved"),
            p["moved"].as_bool().unwrap(),
            "{who}: {title}"
        );
        assert_eq!(
            words.contains(&"known to the opponent"),
            p["revealed"].as_bool().unwrap(),
            "{who}: {title}"
        );
    }
    for (square, (title, _)) in &cells {
        if pieces.iter().any(|p| p["square"] == square.as_str()) {
            continue;
        }
        let want = if lakes.contains(&square.as_str()) {
            format!("{square} lake")
        } else {
            format!("{square} empty")
        };
        assert_eq!(title.split(", ").next().unwrap(), want, "{who}");
    }
    // The last move's two squares are marked (JSON's last move).
    let last = json["moves"]
        .as_array()
        .unwrap()
        .last()
        .expect("moves were played");
    for end in ["from", "to"] {
        let square = last[end].as_str().unwrap();
        assert!(
            cells[square].0.ends_with("last move"),
            "{who}: {square} is not marked as the last move: {:?}",
            cells[square]
        );
    }
    let marked = cells
        .values()
        .filter(|(t, _)| t.ends_with("last move"))
        .count();
    assert_eq!(marked, 2, "{who}");
    if who != "alice" && who != "bob" {
        assert!(hidden > 0, "the observer sees hidden pieces as such");
    }
}

#[test]
fn board_mails_of_a_recorded_game_render_in_chromium_as_json_says() {
    let Some(chromium) = chromium_or_skip("html::browser") else {
        return;
    };
    let env = Env::new();
    for (u, pw) in PLAYERS {
        env.setup_register(&addr(u), u, pw);
    }
    let [(red, red_pw), (blue, blue_pw), (watcher, watcher_pw)] = PLAYERS;
    env.setup_step(
        &addr(red),
        &format!("stratego challenge alice bob -twosquare=0 {red_pw}"),
        "",
    );
    env.setup_step(
        &addr(watcher),
        &format!("stratego subscribe 1 {watcher} {watcher_pw}"),
        "",
    );
    let (armies, moves) = record();
    env.setup_step(
        &addr(red),
        &format!("stratego deploy 1 {red} {red_pw}"),
        &armies[0],
    );
    env.setup_step(
        &addr(blue),
        &format!("stratego deploy 1 {blue} {blue_pw}"),
        &armies[1],
    );
    for (is_red, mv) in first_moves(&moves, PLIES) {
        let (u, pw) = if is_red {
            (red, red_pw)
        } else {
            (blue, blue_pw)
        };
        env.setup_step(&addr(u), &format!("stratego move 1 {u} {pw} {mv}"), "");
    }
    let mails = env.take_mails();

    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    for (user, as_args) in [
        (red, vec!["--as", red]),
        (blue, vec!["--as", blue]),
        (watcher, vec![]),
    ] {
        let mail: &Sent = mails
            .iter()
            .rev()
            .find(|m| m.to == addr(user) && m.html.is_some())
            .unwrap_or_else(|| panic!("no board mail to {user}"));
        let html = mail.html.as_deref().unwrap();
        assert!(html.len() < 100_000, "{user}: {} bytes", html.len());
        for banned in ["<script", "<img", "<link", "http:", "https:", "url("] {
            assert!(!html.contains(banned), "{user}: {banned}");
        }
        let name = format!("ucc-ply{PLIES}-{user}");
        let page = dir.join(format!("{name}.html"));
        std::fs::write(&page, html).unwrap();

        let dom = browse(&chromium, profile.path(), &page, &["--dump-dom".into()]);
        let mut args = vec!["show", "1", "--json"];
        args.extend_from_slice(&as_args);
        let json: Value = serde_json::from_str(&env.admin(&args)).expect("JSON");
        check_against_json(user, &dom, &json);

        screenshots(&chromium, profile.path(), &dir, &name, &page);
        assert_fits_a_phone(&chromium, profile.path(), &dir, &name, html);
    }

    // The 8x8 board of a small game, as its first board mail shows it to Red.
    env.setup_step(
        &addr(red),
        &format!("stratego challenge {red} {blue} -small {red_pw}"),
        "",
    );
    env.setup_step(
        &addr(red),
        &format!("stratego deploy 2 {red} {red_pw}"),
        SMALL_RED,
    );
    env.setup_step(
        &addr(blue),
        &format!("stratego deploy 2 {blue} {blue_pw}"),
        SMALL_BLUE,
    );
    let mails = env.take_mails();
    let mail = mails
        .iter()
        .rev()
        .find(|m| m.to == addr(red) && m.subject.starts_with("Stratego game 2") && m.html.is_some())
        .expect("a board mail of the small game");
    let html = mail.html.as_deref().unwrap();
    assert_eq!(
        dom_cells(html).len(),
        64,
        "one cell per square of the small board"
    );
    let name = "small-alice";
    let page = dir.join(format!("{name}.html"));
    std::fs::write(&page, html).unwrap();
    screenshots(&chromium, profile.path(), &dir, name, &page);
    assert_fits_a_phone(&chromium, profile.path(), &dir, name, html);
    eprintln!("html::browser: screenshots and pages in {}", dir.display());
}
