//! The pages in a real browser (Debian's `chromium`, headless, as `html::browser` runs it):
//! the running game and a replay of the finished one, loaded from the server over HTTP at
//! 400 px (a phone) and 1000 px (a desktop). The DOM the browser built is checked (one cell
//! per square; the running game's cells exactly those of `show --json`'s observer view; the
//! replay's with both armies open), the page is laid out at 400 px without sideways
//! scrolling, and screenshots are kept in `target/html-screenshots/web-*.png` (or
//! `$HTML_SCREENSHOTS`). Not skipped under `CI=true`.

use std::path::Path;

use serde_json::Value;

use super::{start, two_games};
use crate::html::browser::{browse_url, chromium_or_skip, dom_cells, laid_out, screenshot_dir};

#[test]
fn a_running_game_and_a_replay_render_in_chromium_at_phone_and_desktop_width() {
    let Some(chromium) = chromium_or_skip("web::browser") else {
        return;
    };
    let (env, _) = two_games();
    let (daemon, address) = start(&env);
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let observer: Value = serde_json::from_str(&env.admin(&["show", "2", "--json"])).unwrap();
    for (name, target) in [("running", "/games/2"), ("replay", "/games/1?ply=41")] {
        let url = format!("http://{address}{target}");
        for width in [400, 1000] {
            let dom = browse_url(
                &chromium,
                profile.path(),
                &url,
                &[format!("--window-size={width},1400"), "--dump-dom".into()],
            );
            let cells = dom_cells(&dom);
            assert_eq!(cells.len(), 100, "{name} at {width} px");
            assert!(dom.contains("<nav class=\"replay\""), "{name}");
            if name == "running" {
                for p in observer["pieces"].as_array().unwrap() {
                    let square = p["square"].as_str().unwrap();
                    let title = &cells[square].0;
                    match p["rank"].as_str() {
                        None => assert!(title.contains(" unknown"), "{square}: {title}"),
                        Some(_) => assert!(!title.contains(" unknown"), "{square}: {title}"),
                    }
                }
            } else {
                assert!(!cells.values().any(|(t, _)| t.contains("unknown")));
                assert!(dom.contains("aria-current=\"step\""), "ply 41 is marked");
            }
            let png = dir.join(format!("web-{name}-{width}px.png"));
            let _ = std::fs::remove_file(&png);
            browse_url(
                &chromium,
                profile.path(),
                &url,
                &[
                    format!("--window-size={width},1400"),
                    format!("--screenshot={}", png.display()),
                ],
            );
            let size = std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0);
            assert!(size > 10_000, "{}: {size} bytes", png.display());
        }
        // At 400 px: no sideways scrolling, the whole board on the screen. The page is laid
        // out in an iframe (headless windows are at least 500 px wide), its style sheet
        // fetched from the server.
        let page = super::get(&address, target).body.replace(
            "<head>",
            &format!("<head>\n<base href=\"http://{address}/\">"),
        );
        let (document, board) = laid_out(
            &chromium,
            profile.path(),
            &dir,
            &format!("web-{name}"),
            &page,
            400,
        );
        assert!(document <= 400, "{name}: {document} px wide at 400 px");
        assert!(board <= 400, "{name}: the board reaches {board} px");
    }
    eprintln!("web::browser: screenshots in {}", Path::new(&dir).display());
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}
