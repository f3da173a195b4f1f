//! The pages of click to compose (issue 79): `/play`, where a player clicks a piece and a
//! square, and `/setup`, where they arrange their army by swapping two squares (with Auto
//! and Clear). Both are the same static markup for everyone: what the game is comes in the
//! link's fragment, read by `compose.js` in the browser ([`crate::compose`] says its
//! format), and the page's answer is a `mailto:` link the player opens in their own mail
//! program. Nothing of a game reaches this server.
//!
//! The page holds the words (`locales/*/compose.ftl`, in the page's language) as `data-`
//! attributes for the script, and,
//! from the rules, each game's board (width, height, lakes), setup rows and army table:
//! the script computes legal targets and random armies from them, never from its own copy.

use std::fmt::Write;

use stratego_rules::html::escape;
use stratego_rules::{Forces, Rank, Square, Variant};

use crate::compose::Page;
use crate::t;
use crate::texts::web::title;
use crate::web::frame::frame;
use crate::web::http::Response;
use crate::web::site::Site;

/// The pages' own style: the clickable board, the pieces to place, the mail button.
const STYLE: &str = include_str!("compose.css");

/// The page of `kind`, in `site`'s language.
pub fn page(kind: Page, site: &Site) -> Response {
    let (root, lang) = (site.root.as_str(), site.lang);
    let (name, heading, intro) = match kind {
        Page::Play => (
            "play",
            t!(lang, "compose-play-heading"),
            t!(lang, "compose-play-intro"),
        ),
        Page::Setup => (
            "setup",
            t!(lang, "compose-setup-heading"),
            t!(lang, "compose-setup-intro"),
        ),
    };
    let mut main = String::with_capacity(8 * 1024);
    let _ = writeln!(main, "<style>{STYLE}</style>");
    let _ = writeln!(
        main,
        "<h1>{}</h1>\n<p>{}</p>",
        escape(&heading),
        escape(&intro)
    );
    if kind == Page::Setup {
        let _ = writeln!(
            main,
            "<p id=\"alone\" hidden>{}</p>\n<p id=\"kinds\" hidden><label>{} \
             <select id=\"kind\">",
            escape(&t!(lang, "compose-setup-alone")),
            escape(&t!(lang, "compose-game-kind"))
        );
        for v in Variant::ALL.into_iter().filter(|v| !v.is_dealt()) {
            let _ = write!(main, "<option value=\"{0}\">{0}</option>", v.name());
        }
        main.push_str("</select></label></p>\n");
    }
    main.push_str(
        "<p id=\"status\" class=\"compose-status\" role=\"status\" aria-live=\"polite\"></p>\n\
         <div id=\"board\" class=\"compose-board\"></div>\n",
    );
    if kind == Page::Setup {
        let _ = writeln!(
            main,
            "<p id=\"traylabel\" hidden>{}</p>\n<div id=\"tray\" class=\"compose-tray\"></div>\n\
             <p class=\"compose-buttons\"><button type=\"button\" id=\"auto\">{}</button> \
             <button type=\"button\" id=\"clear\">{}</button> \
             <button type=\"button\" id=\"turn\" hidden>{}</button></p>",
            escape(&t!(lang, "compose-tray")),
            escape(&t!(lang, "compose-auto")),
            escape(&t!(lang, "compose-clear")),
            escape(&t!(lang, "compose-turn"))
        );
    }
    let _ = writeln!(
        main,
        "<p><a id=\"write\" class=\"compose-write\" aria-disabled=\"true\">{}</a></p>\n\
         <p id=\"previewlabel\">{}</p>\n<pre id=\"preview\" class=\"compose-preview\"></pre>\n\
         <p class=\"note\">{}</p>\n<noscript><p>{}</p></noscript>",
        escape(&t!(lang, "compose-write")),
        escape(&t!(lang, "compose-preview")),
        escape(&t!(lang, "compose-privacy")),
        escape(&t!(lang, "compose-needs-script"))
    );
    // What the script says, in the page's language.
    let said = [
        ("pick", t!(lang, "compose-pick-piece")),
        ("cannot", t!(lang, "compose-cannot-move")),
        ("square", t!(lang, "compose-pick-square")),
        ("ready", t!(lang, "compose-move-ready")),
        ("placeall", t!(lang, "compose-place-all")),
        ("armyready", t!(lang, "compose-army-ready")),
        ("broken", t!(lang, "compose-broken-link")),
        ("armytext", t!(lang, "compose-army-text")),
        ("preview", t!(lang, "compose-preview")),
        ("to", t!(lang, "compose-preview-head.to")),
        ("subject", t!(lang, "compose-preview-head.subject")),
    ];
    let _ = write!(main, "<div id=\"compose\" hidden data-page=\"{name}\"");
    for (key, text) in said {
        let _ = write!(main, " data-{key}=\"{}\"", escape(&text));
    }
    main.push_str("></div>\n<ul id=\"variants\" hidden>\n");
    for v in Variant::ALL {
        let _ = writeln!(
            main,
            "<li data-g=\"{}\" data-w=\"{}\" data-h=\"{}\" data-r=\"{}\" data-b=\"{}\" \
             data-a=\"{}\"></li>",
            v.name(),
            v.files(),
            v.ranks(),
            v.spec().setup_rows,
            lakes(v),
            army(v)
        );
    }
    main.push_str("</ul>\n");
    let _ = writeln!(main, "<script src=\"{root}compose.js\" defer></script>");
    Response::html(200, frame(&title(lang, &heading), &main, false, site))
}

/// The empty board of `v` as the fragment's tokens (`~` a lake, `.` a square), row 1 first.
fn lakes(v: Variant) -> String {
    let mut out = String::with_capacity(v.square_count());
    for r in 0..v.ranks() {
        for f in 0..v.files() {
            let lake = Square::new(f, r).is_some_and(|sq| v.is_lake(sq));
            out.push(if lake { '~' } else { '.' });
        }
    }
    out
}

/// The army table of `v` as its pieces' letters, strongest first (`1233...SBBBBBBF`); empty
/// in a dealt game, whose hand comes in the fragment.
fn army(v: Variant) -> String {
    match v.spec().forces {
        Forces::Table(counts) => Rank::ALL
            .iter()
            .flat_map(|r| std::iter::repeat_n(r.char(), counts[r.index()] as usize))
            .collect(),
        Forces::Deal { .. } => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_carries_the_rules_boards_and_armies() {
        assert_eq!(army(Variant::Classic).len(), 40);
        assert_eq!(army(Variant::Barrage), "12899SBF");
        assert_eq!(army(Variant::Domino), "");
        assert_eq!(&lakes(Variant::Classic)[40..50], "..~~..~~..");
        assert_eq!(lakes(Variant::Domino), ".".repeat(80));
        let site = Site::of(
            &crate::web::http::Request::from_head("GET", "/setup?lang=nl").unwrap(),
            crate::texts::Lang::En,
        );
        let body = String::from_utf8(page(Page::Setup, &site).body).unwrap();
        assert!(body.contains("data-subject=\"Onderwerp:\""));
        assert!(body.contains("<html lang=\"nl\">"));
        assert!(body.contains("<script src=\"compose.js\" defer></script>"));
        assert!(body.contains("data-g=\"small\" data-w=\"8\" data-h=\"8\" data-r=\"3\""));
        assert!(
            !body.contains("<option value=\"domino\">"),
            "a hand needs a game"
        );
    }
}
