//! Issue 81: the pages in the reader's language. `?lang=` in the address wins, then the
//! browser's `Accept-Language`, then the server's `--language`; every page says which in
//! `<html lang>` and `Content-Language`, varies by `Accept-Language`, has a switch to the
//! others, and keeps a `?lang=` the address chose in its links. In Chromium at 400 px each
//! language's pages are laid out without sideways scrolling (German's long words too), read
//! in their language, and are kept as screenshots (`lang-*.png` in the test's temporary
//! folder, or in `$HTML_SCREENSHOTS` to look at them).

use std::path::PathBuf;

use super::{Page, send, start, start_with, two_games};
use crate::html::browser::chromium_or_skip;
use crate::support::cdp::Browser;

/// `GET target` with `Accept-Language: accept`.
fn get_in(address: &str, target: &str, accept: &str) -> Page {
    send(
        address,
        format!("GET {target} HTTP/1.1\r\nHost: {address}\r\nAccept-Language: {accept}\r\n\r\n")
            .as_bytes(),
    )
}

/// `page`'s body with its numeric character references read (the pages write every
/// non-ASCII character as one: `Z&#252;ge`).
fn body(page: &Page) -> String {
    let mut out = String::with_capacity(page.body.len());
    let mut rest = page.body.as_str();
    while let Some(at) = rest.find("&#") {
        out.push_str(&rest[..at]);
        let end = rest[at..].find(';').map(|e| at + e);
        let c = end.and_then(|e| rest[at + 2..e].parse().ok().and_then(char::from_u32));
        match (c, end) {
            (Some(c), Some(e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            _ => {
                out.push_str("&#");
                rest = &rest[at + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Asserts `page` is in the language `code`, as its head and its markup say.
fn assert_in(page: &Page, code: &str) {
    assert_eq!(page.status, 200, "{}", page.body);
    assert_eq!(page.headers["content-language"], code);
    assert!(
        page.headers["vary"].contains("Accept-Language"),
        "{:?}",
        page.headers
    );
    assert!(
        page.body.contains(&format!("<html lang=\"{code}\">")),
        "{}",
        page.body
    );
}

#[test]
fn pages_answer_in_the_language_asked_for() {
    let (env, _) = two_games();
    let (daemon, address) = start(&env);

    // The browser's language: German, with the list's words, states and dates.
    let home = get_in(&address, "/", "de-DE,de;q=0.9,en;q=0.8");
    assert_in(&home, "de");
    let text = body(&home);
    for german in [
        "<h1>Partien, die neuesten zuerst</h1>",
        "Rot (alice) ist am Zug, Zug Nr. 61; letzter Zug am 20.11.2026",
        "Rot hat nach 60 Zügen gewonnen: bob hat aufgegeben",
        "<a href=\"players/alice\">alice</a> (Rot) gegen",
        ">Tabellen</a>",
    ] {
        assert!(text.contains(german), "{german}: {text}");
    }
    for english in ["newest first", " against ", "to play move", ">Standings<"] {
        assert!(!text.contains(english), "{english}");
    }
    // Links stay as they are: the browser sends its language with every request.
    assert!(home.body.contains("<a href=\"games/2\">Partie 2</a>"));
    // The switch: the same page in the others, this one not a link.
    assert!(
        home.body
            .contains("<a href=\"./?lang=nl\" hreflang=\"nl\" lang=\"nl\">Nederlands</a>")
    );
    assert!(
        home.body
            .contains("<span lang=\"de\" aria-current=\"true\">Deutsch</span>")
    );

    // The address wins over the browser, and every link keeps it.
    let game = get_in(&address, "/games/1?ply=41&lang=nl", "de");
    assert_in(&game, "nl");
    let text = body(&game);
    for dutch in [
        "<h1>Partij 1</h1>",
        "(Rood) tegen",
        "Na zet 41 van 60.",
        "<h2>Zetten</h2>",
        "<title>Partij 1, zet 41 - Stratego per mail</title>",
        "rel=\"prev\" href=\"../games/1?ply=40&lang=nl\">Vorige</a>",
        "<a href=\"../players/bob?lang=nl\">bob</a>",
        "<a href=\"../standings?lang=nl\">Stand</a>",
    ] {
        assert!(text.contains(dutch), "{dutch}: {text}");
    }
    assert!(
        game.body
            .contains("<a href=\"../games/1?ply=41&lang=de\" hreflang=\"de\""),
        "the switch keeps the ply"
    );
    let player = get_in(&address, "/players/alice?lang=DE", "nl");
    assert_in(&player, "de");
    let text = body(&player);
    assert!(text.contains("<h2>Verlauf der Wertung</h2>"));
    assert!(text.contains("<td>gewonnen</td>"), "{text}");

    // A language we do not have, asked either way, is the server's (English here).
    for (target, accept) in [("/standings", "fr-FR, fr"), ("/standings?lang=fr", "pt")] {
        let page = get_in(&address, target, accept);
        assert_in(&page, "en");
        assert!(page.body.contains("<h1>Standings: classic</h1>"));
    }
    // Without Accept-Language: English, as before; the style sheet has no language.
    let plain = super::get(&address, "/");
    assert_in(&plain, "en");
    assert!(plain.body.contains("<h1>Games, newest first</h1>"));
    assert!(
        !super::get(&address, "/style.css")
            .headers
            .contains_key("content-language")
    );
    // Error pages too.
    let missing = get_in(&address, "/games/99", "nl-BE");
    assert_eq!(missing.status, 404);
    assert_eq!(missing.headers["content-language"], "nl");
    assert!(missing.body.contains("Deze pagina bestaat niet."));
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");

    // The server's --language is the default where the request chooses none of ours.
    let (daemon, address) = start_with(&env, &["--language", "de"]);
    let page = get_in(&address, "/standings", "fr");
    assert_in(&page, "de");
    assert!(page.body.contains("<h1>Tabelle: classic</h1>"));
    assert_in(&get_in(&address, "/standings?lang=en", "fr"), "en");
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// The pages laid out at 400 px in each language, and a phrase each shows in it.
const PAGES: [(&str, &str, [&str; 3]); 7] = [
    (
        "home",
        "/",
        [
            "Games, newest first",
            "Partien, die neuesten zuerst",
            "Partijen, nieuwste eerst",
        ],
    ),
    (
        "running",
        "/games/2",
        [
            "to play move 61",
            "ist am Zug, Zug Nr. 61",
            "is aan zet, zet nr. 61",
        ],
    ),
    (
        "replay",
        "/games/1?ply=41",
        [
            "After move 41 of 60.",
            "Nach Zug 41 von 60.",
            "Na zet 41 van 60.",
        ],
    ),
    (
        "standings",
        "/standings",
        [
            "Glicko-2 ratings",
            "Glicko-2-Wertungszahlen",
            "Glicko-2-ratings",
        ],
    ),
    (
        "player",
        "/players/alice",
        [
            "Rating history",
            "Verlauf der Wertung",
            "Verloop van de rating",
        ],
    ),
    (
        "setup",
        "/setup",
        ["Set up your army", "Deine Aufstellung", "Jouw opstelling"],
    ),
    (
        "tournaments",
        "/tournaments",
        ["Tournaments", "Turniere", "Toernooien"],
    ),
];

#[test]
fn each_language_fits_a_phone_in_chromium() {
    let Some(chromium) = chromium_or_skip("web::languages") else {
        return;
    };
    let (env, _) = two_games();
    let (daemon, address) = start(&env);
    let temp = tempfile::tempdir().unwrap();
    let dir = std::env::var_os("HTML_SCREENSHOTS")
        .map_or_else(|| temp.path().to_path_buf(), PathBuf::from);
    std::fs::create_dir_all(&dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let mut browser = Browser::launch(&chromium, profile.path(), &[]);
    // English as a browser sends nothing else; German by the browser's Accept-Language;
    // Dutch by the address.
    for (i, (code, accept, query)) in [
        ("en", None, ""),
        ("de", Some("de-DE,de"), ""),
        ("nl", None, "lang=nl"),
    ]
    .into_iter()
    .enumerate()
    {
        let tab = browser.tab(400);
        if let Some(accept) = accept {
            browser.accept_language(&tab, accept);
        }
        for (name, target, phrases) in PAGES {
            let and = match (query.is_empty(), target.contains('?')) {
                (true, _) => String::new(),
                (false, true) => format!("&{query}"),
                (false, false) => format!("?{query}"),
            };
            browser.open(&tab, &format!("http://{address}{target}{and}"));
            let lang = browser.eval(&tab, "document.documentElement.lang");
            assert_eq!(lang, code, "{name}");
            let text = browser.eval(&tab, "document.body.innerText");
            let text = text.as_str().unwrap();
            assert!(text.contains(phrases[i]), "{code} {name}: {text}");
            let nav = browser.eval(&tab, "document.querySelector('header nav').innerText");
            let nav = nav.as_str().unwrap();
            if code != "en" {
                assert!(!nav.contains("Standings"), "{code} {name}: {nav}");
            }
            let png = dir.join(format!("lang-{code}-{name}-400px.png"));
            browser.screenshot(&tab, &png);
            let size = std::fs::metadata(&png).map(|m| m.len()).unwrap_or(0);
            assert!(size > 5_000, "{}: {size} bytes", png.display());
            let wide = browser.eval(&tab, "document.documentElement.scrollWidth");
            assert!(
                wide.as_u64().unwrap() <= 400,
                "{code} {name}: {wide} px wide at 400 px ({})",
                png.display()
            );
        }
    }
    // The mail the setup page writes is shown with its head in the page's language: the
    // script's words come from the page.
    let tab = browser.tab(400);
    for (code, head) in [("de", "An: "), ("nl", "Aan: "), ("en", "To: ")] {
        browser.open(
            &tab,
            &format!("http://{address}/setup?lang={code}#g=classic&c=r&to=alice@example.org&s=x"),
        );
        let script = "document.getElementById('preview').textContent";
        browser.wait_for(&tab, |b| b.eval(&tab, script).as_str() != Some(""));
        let preview = browser.eval(&tab, script);
        assert!(
            preview
                .as_str()
                .unwrap()
                .starts_with(&format!("{head}alice@example.org\n")),
            "{code}: {preview}"
        );
    }
    browser.close();
    eprintln!("web::languages: screenshots in {}", dir.display());
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}
