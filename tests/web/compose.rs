//! Issue 79, click to compose: a whole game played by tapping on the compose pages in
//! Chromium (headless, driven over its DevTools pipe, `support::cdp`, at 400 px with touch
//! events), each mail the page composes handed to `ingest` as a mail program would send it;
//! every request the browser made is checked for the player's secrets (the reply key, the
//! board), which travel only in the link's fragment. Without `--web-url` the mails have no
//! such link (`board_mails_link_to_the_game_on_the_web_when_configured` and the golden
//! files). Not skipped under `CI=true`.

use std::collections::BTreeSet;

use serde_json::Value;

use super::{get, start};
use crate::html::browser::{chromium_or_skip, screenshot_dir};
use crate::support::cdp::{Browser, Tab};
use crate::support::server::{Env, Sent, addr};

const ALICE: (&str, &str) = ("alice", "Alice-Click-79");
const BOB: (&str, &str) = ("bob", "Bob-Click-79");

/// Hands `raw` to `ingest` with the pages at `web`; returns its outcome.
fn ingest(env: &Env, web: &str, raw: &str) -> String {
    let out = env
        .cmd()
        .env("STRATEGO_WEB_URL", web)
        .arg("ingest")
        .write_stdin(raw.as_bytes().to_vec())
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{log}");
    log
}

/// The newest mail to `user` whose subject ends with `ending`.
fn mail_to<'m>(mails: &'m [Sent], user: &str, ending: &str) -> &'m Sent {
    mails
        .iter()
        .rev()
        .find(|m| m.to == addr(user) && m.subject.ends_with(ending))
        .unwrap_or_else(|| panic!("no mail to {user} ending {ending}: {mails:#?}"))
}

/// The compose link (`{web}/{page}#...`) of a board mail's HTML part, if it has one.
fn compose_link(mail: &Sent, web: &str, page: &str) -> Option<String> {
    let html = mail.html.as_deref()?;
    let start = html.find(&format!("href=\"{web}/{page}#"))? + 6;
    let end = start + html[start..].find('"')?;
    Some(html[start..end].replace("&amp;", "&"))
}

/// The reply address of a mail: `Reply-To` without its display name.
fn reply_to(mail: &Sent) -> String {
    let header = mail.header("Reply-To");
    let start = header.find('<').map_or(0, |i| i + 1);
    header[start..].trim_end_matches('>').to_string()
}

/// A percent-encoded text decoded.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            out.push(u8::from_str_radix(&text[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

/// A `mailto:` URI (RFC 6068) as (to, subject, body).
fn read_mailto(uri: &str) -> (String, String, String) {
    let rest = uri.strip_prefix("mailto:").expect("a mailto: link");
    let (to, query) = rest.split_once('?').expect("a query");
    let mut subject = None;
    let mut body = None;
    for pair in query.split('&') {
        match pair.split_once('=') {
            Some(("subject", v)) => subject = Some(decode(v)),
            Some(("body", v)) => body = Some(decode(v)),
            _ => panic!("{uri}: {pair}"),
        }
    }
    (decode(to), subject.unwrap(), body.unwrap())
}

/// Sends the mail the page composed (the `href` of its button), from `user`, as a mail
/// program does with a `mailto:` link; returns the outcome of `ingest`.
fn send(env: &Env, web: &str, user: &str, mailto: &str, answering: &Sent) -> String {
    let (to, subject, body) = read_mailto(mailto);
    assert_eq!(to, reply_to(answering), "to the reply address");
    assert_eq!(subject, answering.subject);
    ingest(
        env,
        web,
        &Env::compose_to(&addr(user), &to, &subject, &body.replace("\r\n", "\n")),
    )
}

/// The `href` of the page's mail button once it is armed.
fn composed(browser: &mut Browser, tab: &Tab) -> String {
    let script = "document.getElementById('write').getAttribute('href') || ''";
    browser.wait_for(tab, |b| b.eval(tab, script).as_str() != Some(""));
    browser.eval(tab, script).as_str().unwrap().to_string()
}

/// Taps the board's square `square` and waits until `check` (a script) holds.
fn tap_square(browser: &mut Browser, tab: &Tab, square: &str, check: &str) {
    browser.tap(tab, &format!("#board button[data-square=\"{square}\"]"));
    browser.wait_for(tab, |b| b.eval(tab, check) == serde_json::json!(true));
}

/// On the setup page at `url`: Clear, then each piece tapped below the board and then its
/// square. Returns the composed `mailto:`.
fn deploy(browser: &mut Browser, tab: &Tab, url: &str, army: &[(&str, &str)]) -> String {
    browser.open(tab, url);
    let pieces = "document.querySelectorAll('#tray button').length";
    browser.tap(tab, "#clear");
    browser.wait_for(tab, |b| {
        b.eval(tab, pieces) == serde_json::json!(army.len())
    });
    for (piece, square) in army {
        let at = browser.eval(
            tab,
            &format!(
                "Array.prototype.findIndex.call(document.querySelectorAll('#tray button'), \
                 function (b) {{ return b.textContent === '{piece}'; }})"
            ),
        );
        let at = at.as_i64().unwrap();
        assert!(at >= 0, "{piece} is waiting");
        browser.tap(tab, &format!("#tray button:nth-child({})", at + 1));
        browser.wait_for(tab, |b| {
            b.eval(tab, "!!document.querySelector('#tray button.chosen')")
                == serde_json::json!(true)
        });
        tap_square(
            browser,
            tab,
            square,
            &format!(
                "document.querySelector('#board button[data-square=\"{square}\"]').textContent \
                 === '{piece}'"
            ),
        );
    }
    fits_a_phone(browser, tab);
    composed(browser, tab)
}

/// The squares the page marks as targets.
fn targets(browser: &mut Browser, tab: &Tab) -> BTreeSet<String> {
    let list = browser.eval(
        tab,
        "Array.prototype.map.call(document.querySelectorAll('#board button.target'), \
         function (b) { return b.dataset.square; })",
    );
    list.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

/// On the move page at `url`: taps `from`, checks the marked targets (when given), taps
/// `to`. Returns the composed `mailto:`.
fn play(
    browser: &mut Browser,
    tab: &Tab,
    url: &str,
    from: &str,
    to: &str,
    marked: Option<&[&str]>,
) -> String {
    browser.open(tab, url);
    tap_square(
        browser,
        tab,
        from,
        &format!(
            "document.querySelector('#board button[data-square=\"{from}\"]').classList\
             .contains('chosen')"
        ),
    );
    if let Some(marked) = marked {
        let want: BTreeSet<String> = marked.iter().map(|s| s.to_string()).collect();
        assert_eq!(targets(browser, tab), want, "targets of {from}");
    }
    tap_square(
        browser,
        tab,
        to,
        &format!(
            "document.querySelector('#board button[data-square=\"{to}\"]').classList\
             .contains('moved')"
        ),
    );
    fits_a_phone(browser, tab);
    composed(browser, tab)
}

/// The page is laid out within the 400 px of the phone: no sideways scrolling.
fn fits_a_phone(browser: &mut Browser, tab: &Tab) {
    let width = browser.eval(tab, "document.documentElement.scrollWidth");
    assert!(width.as_u64().unwrap() <= 400, "{width} px wide at 400 px");
}

/// Keeps a screenshot of the page in `target/html-screenshots/compose-NAME.png`.
fn screenshot(browser: &mut Browser, tab: &Tab, name: &str) {
    let shot = browser.call(
        Some(&tab.session),
        "Page.captureScreenshot",
        serde_json::json!({"format": "png", "captureBeyondViewport": true}),
    );
    let png = base64(shot["data"].as_str().unwrap());
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("compose-{name}.png")), png).unwrap();
}

/// Standard base64 (the screenshot's PNG) decoded.
fn base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|&c| c != b'=') {
        let v = ALPHABET.iter().position(|&a| a == c).expect("base64") as u32;
        acc = acc << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

#[test]
fn a_whole_game_is_played_by_tapping_on_the_compose_pages_in_chromium() {
    let Some(chromium) = chromium_or_skip("web::compose") else {
        return;
    };
    let env = Env::new();
    for (u, pw) in [ALICE, BOB] {
        env.setup_register(&addr(u), u, pw);
    }
    env.take_mails();
    let (daemon, address) = start(&env);
    let web = format!("http://{address}");
    let profile = tempfile::tempdir().unwrap();
    let net_log = profile.path().join("net-log.json");
    let mut browser = Browser::launch(
        &chromium,
        profile.path(),
        &[
            format!("--log-net-log={}", net_log.display()),
            "--net-log-capture-mode=Everything".into(),
        ],
    );
    let tab = browser.tab(400);
    let mut keys = Vec::new();

    // A game of Barrage, challenged by mail: each player's deploy mail links to the setup
    // page, the reply key only after the #.
    let outcome = ingest(
        &env,
        &web,
        &Env::compose(
            &addr("alice"),
            &format!("stratego challenge alice bob -barrage {}", ALICE.1),
            "",
        ),
    );
    assert!(outcome.contains("applied"), "{outcome}");
    let mails = env.take_mails();
    let mut links = Vec::new();
    for user in ["alice", "bob"] {
        let mail = mail_to(&mails, user, "deploy your army").clone();
        let link = compose_link(&mail, &web, "setup").expect("a setup link");
        let reply = reply_to(&mail);
        let key = reply.split(['+', '@']).nth(1).unwrap().to_string();
        let (path, fragment) = link.split_once('#').unwrap();
        assert!(!path.contains(&key) && fragment.contains(&key), "{link}");
        assert!(!mail.body.contains("/setup"), "the text part is unchanged");
        keys.push(key);
        links.push((user, mail, link));
    }

    // Alice's Scout on a4, under Bob's Flag on a7; the rest on the back rows.
    let red = [
        ("9", "a4"),
        ("9", "e1"),
        ("1", "b1"),
        ("2", "c1"),
        ("8", "d1"),
        ("S", "f1"),
        ("B", "i1"),
        ("F", "j1"),
    ];
    let blue = [
        ("F", "a7"),
        ("9", "j7"),
        ("1", "b10"),
        ("2", "c10"),
        ("8", "d10"),
        ("S", "e10"),
        ("B", "f10"),
        ("9", "g10"),
    ];
    for ((user, mail, link), army) in links.iter().zip([&red[..], &blue[..]]) {
        let mailto = deploy(&mut browser, &tab, link, army);
        screenshot(&mut browser, &tab, &format!("setup-{user}-400px"));
        let outcome = send(&env, &web, user, &mailto, mail);
        assert!(outcome.contains("applied"), "{user}: {outcome}");
    }
    let mails = env.take_mails();
    let alice = mail_to(&mails, "alice", "your move").clone();
    let bob = mail_to(&mails, "bob", "alice to move");
    assert!(compose_link(bob, &web, "play").is_none(), "not bob's move");
    let board = env.admin(&["show", "1", "--as", "alice"]);
    assert!(board.contains('9'), "{board}");

    // Alice: a4-a5; the Scout on a4 may go up its file to Bob's Flag, no further.
    let link = compose_link(&alice, &web, "play").expect("a move link");
    let mailto = play(
        &mut browser,
        &tab,
        &link,
        "a4",
        "a5",
        Some(&[
            "a1", "a2", "a3", "a5", "a6", "a7", "b4", "c4", "d4", "e4", "f4", "g4", "h4", "i4",
            "j4",
        ]),
    );
    screenshot(&mut browser, &tab, "play-alice-400px");
    assert!(mailto.contains("&body=a4-a5%231"), "{mailto}");
    let outcome = send(&env, &web, "alice", &mailto, &alice);
    assert!(outcome.contains("applied"), "{outcome}");

    // Bob, whose board is turned: his Scout steps j7-j6; his Flag cannot move.
    let mails = env.take_mails();
    let bob = mail_to(&mails, "bob", "your move").clone();
    let link = compose_link(&bob, &web, "play").expect("a move link");
    browser.open(&tab, &link);
    let first = browser.eval(
        &tab,
        "document.querySelector('#board button').dataset.square",
    );
    assert_eq!(first, "j1", "Blue at the bottom: the top left square is j1");
    let last = browser.eval(
        &tab,
        "Array.prototype.map.call(document.querySelectorAll('#board button.last'), \
         function (b) { return b.dataset.square; }).sort()",
    );
    assert_eq!(
        last,
        serde_json::json!(["a4", "a5"]),
        "alice's move is marked"
    );
    tap_square(
        &mut browser,
        &tab,
        "a7",
        "document.querySelector('#board button.chosen') !== null",
    );
    assert!(targets(&mut browser, &tab).is_empty(), "a Flag never moves");
    let mailto = play(&mut browser, &tab, &link, "j7", "j6", None);
    let outcome = send(&env, &web, "bob", &mailto, &bob);
    assert!(outcome.contains("applied"), "{outcome}");

    // Alice: the Scout runs a5-a7 onto Bob's Flag, over the lakes' row beside it.
    let mails = env.take_mails();
    let alice = mail_to(&mails, "alice", "your move").clone();
    let link = compose_link(&alice, &web, "play").expect("a move link");
    let mailto = play(
        &mut browser,
        &tab,
        &link,
        "a5",
        "a7",
        Some(&["a1", "a2", "a3", "a4", "a6", "a7", "b5"]),
    );
    let outcome = send(&env, &web, "alice", &mailto, &alice);
    assert!(outcome.contains("applied"), "{outcome}");
    let mails = env.take_mails();
    assert!(
        mails
            .iter()
            .any(|m| m.to == addr("bob") && m.subject.contains("game over")),
        "{mails:#?}"
    );
    assert!(
        mails
            .iter()
            .all(|m| compose_link(m, &web, "play").is_none()
                && compose_link(m, &web, "setup").is_none()),
        "no link once the game is over"
    );

    // A setup page without a game: Auto gives an army to copy.
    browser.open(&tab, &format!("{web}/setup"));
    browser.tap(&tab, "#auto");
    let hidden = "getComputedStyle(document.getElementById('write')).display === 'none'";
    assert_eq!(browser.eval(&tab, hidden), true, "no mail to write");
    screenshot(&mut browser, &tab, "setup-alone-400px");
    let army = browser.eval(&tab, "document.getElementById('preview').textContent");
    let army = army.as_str().unwrap();
    let lines: Vec<&str> = army.lines().collect();
    assert_eq!(lines.len(), 4, "{army}");
    let mut symbols: Vec<char> = army.chars().filter(|c| !c.is_whitespace()).collect();
    symbols.sort_unstable();
    let mut want: Vec<char> = "12334445555666677778888899999999SBBBBBBF".chars().collect();
    want.sort_unstable();
    assert_eq!(symbols, want, "{army}");

    // No request of the browser carried a reply key or a board: they stayed after the #.
    let requests = browser.requests();
    assert!(requests.len() >= 12, "{requests:#?}");
    for request in &requests {
        for key in &keys {
            assert!(!request.contains(key.as_str()), "{request}");
        }
        for secret in ["#", "v=1", "b=", "stratego%2B", "stratego+"] {
            assert!(!request.contains(secret), "{secret} in {request}");
        }
    }
    // Nor what the browser's network stack wrote on the wire: the request line and headers
    // of every HTTP transaction in its net log. (The log's bookkeeping of a navigation holds
    // the page's own address, fragment and all, as the browser's history does; it never
    // leaves the browser.)
    browser.close();
    let log: Value = serde_json::from_str(&std::fs::read_to_string(&net_log).unwrap()).unwrap();
    let sending = &log["constants"]["logEventTypes"]["HTTP_TRANSACTION_SEND_REQUEST_HEADERS"];
    let sent: Vec<String> = log["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| &e["type"] == sending)
        .map(|e| e["params"].to_string())
        .collect();
    assert!(
        sent.iter().any(|r| r.contains("GET /play HTTP/1.1"))
            && sent.iter().any(|r| r.contains("GET /setup HTTP/1.1"))
            && sent.iter().any(|r| r.contains("GET /compose.js HTTP/1.1")),
        "{sent:#?}"
    );
    for request in &sent {
        for key in &keys {
            assert!(!request.contains(key.as_str()), "{request}");
        }
        for secret in ["#", "v=1", "stratego%2B", "stratego+", "pbem.example"] {
            assert!(!request.contains(secret), "{secret} in {request}");
        }
    }
    assert_eq!(get(&address, "/compose.js").status, 200);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// Without `--web-url` no mail links to the compose pages; with it, only the player who has
/// a move to send (never the one waiting, never an observer) gets the link, its fragment
/// holding their own reply address and board, the text part unchanged. The pages are
/// static: the same bytes whatever follows the #, with the site's CSP and no inline script.
#[test]
fn only_the_player_to_move_gets_a_compose_link_and_only_with_web_url() {
    use crate::commands::{BOB_PW, CAROL_PW, game_playing, play};
    let env = Env::new();
    game_playing(&env);
    let watch = env.mail(
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
        "",
    );
    assert!(watch.contains("applied"), "{watch}");
    env.take_mails();
    play(&env, "alice", crate::commands::ALICE_PW, "a4-a5");
    for mail in env.take_mails() {
        let html = mail.html.as_deref().unwrap_or("");
        assert!(
            !html.contains("/play#") && !html.contains("/setup#"),
            "{html}"
        );
    }
    let web = "https://stratego.example.org";
    let outcome = ingest(
        &env,
        web,
        &Env::compose(
            &addr("bob"),
            &format!("stratego move 1 bob {BOB_PW} a7-a6"),
            "",
        ),
    );
    assert!(outcome.contains("applied"), "{outcome}");
    let mails = env.take_mails();
    let alice = mail_to(&mails, "alice", "your move");
    let link = compose_link(alice, web, "play").expect("alice's move link");
    let key = reply_to(alice)
        .split(['+', '@'])
        .nth(1)
        .unwrap()
        .to_string();
    let (path, fragment) = link.split_once('#').unwrap();
    assert_eq!(path, format!("{web}/play"));
    assert!(
        fragment.contains(&format!("to=stratego%2B{key}%40")),
        "{link}"
    );
    assert!(fragment.contains("&n=3&b="), "{link}");
    assert!(!alice.body.contains("/play"), "the text part is unchanged");
    assert!(alice.html.as_deref().unwrap().contains("Click your move"));
    for m in mails.iter().filter(|m| m.to != addr("alice")) {
        assert!(
            compose_link(m, web, "play").is_none(),
            "{}: {}",
            m.to,
            m.subject
        );
    }

    let (daemon, address) = start(&env);
    for target in ["/play", "/setup"] {
        let page = get(&address, target);
        assert_eq!(page.status, 200, "{target}");
        assert!(
            page.headers["content-security-policy"].contains("script-src 'self'"),
            "{target}"
        );
        assert!(
            page.body
                .contains("<script src=\"compose.js\" defer></script>")
        );
        assert_eq!(page.body.matches("<script").count(), 1, "no inline script");
        assert!(!page.body.contains(&key));
    }
    let script = get(&address, "/compose.js");
    assert_eq!(script.status, 200);
    assert!(script.headers["content-type"].starts_with("text/javascript"));
    assert!(!script.body.contains("XMLHttpRequest") && !script.body.contains("fetch("));
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// The move page marks, for every piece of the player to move, exactly the squares the
/// rules' move generator gives (steps, Scout runs, lakes, own pieces, strikes; with
/// `-noscoutstrike` too) in every game, at random positions of seeded random games
/// (played without the two-squares and more-squares rules, which are left to the server).
#[test]
fn the_move_page_marks_the_rules_legal_moves_in_every_game() {
    use rand::{RngExt, SeedableRng};
    use stratego_rules::{Army, Color, Game, Options, Phase, Variant};
    let Some(chromium) = chromium_or_skip("web::compose") else {
        return;
    };
    let env = Env::new();
    env.setup_register(&addr("alice"), "alice", ALICE.1);
    let (daemon, address) = start(&env);
    let web = format!("http://{address}");
    let profile = tempfile::tempdir().unwrap();
    let mut browser = Browser::launch(&chromium, profile.path(), &[]);
    let tab = browser.tab(400);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(79);
    let mut checked = 0;
    for (n, v) in Variant::ALL.into_iter().enumerate() {
        for (k, scoutstrike) in [true, false, true, false].into_iter().enumerate() {
            let mut options = Options::for_variant(v);
            options.twosquare = 0;
            options.chase = false;
            options.scoutstrike = scoutstrike;
            let mut game = Game::deal(v, options, &mut rng);
            for c in Color::ALL {
                game.deploy(c, &Army::auto(v), &mut rng).unwrap();
            }
            let plies = 5 + 20 * n + 25 * k;
            for _ in 0..plies {
                let moves = game.legal_moves();
                if game.phase() != Phase::Playing || moves.is_empty() {
                    break;
                }
                let mv = moves[rng.random_range(0..moves.len())];
                let color = game.to_move();
                game.play(color, mv).unwrap();
            }
            if game.phase() != Phase::Playing {
                continue;
            }
            let color = game.to_move();
            let (_, link) = stratego_pbem::compose::link(
                &web,
                &game,
                color,
                true,
                "stratego+k@pbem.example",
                "Stratego game 1: your move",
            )
            .unwrap();
            browser.open(&tab, &link);
            let legal = game.legal_moves();
            let movers: BTreeSet<String> = legal.iter().map(|m| m.from.to_string()).collect();
            for piece in game.board().iter().filter(|(_, u)| u.piece.color == color) {
                let from = piece.0.to_string();
                browser.eval(
                    &tab,
                    &format!(
                        "document.querySelector('#board button[data-square=\"{from}\"]').click()"
                    ),
                );
                let want: BTreeSet<String> = legal
                    .iter()
                    .filter(|m| m.from == piece.0)
                    .map(|m| m.to.to_string())
                    .collect();
                assert_eq!(targets(&mut browser, &tab), want, "{v} {from}: {link}");
                assert_eq!(movers.contains(&from), !want.is_empty());
                checked += 1;
                // Deselected, for the next piece.
                browser.eval(
                    &tab,
                    &format!(
                        "document.querySelector('#board button[data-square=\"{from}\"]').click()"
                    ),
                );
            }
        }
    }
    assert!(checked > 300, "{checked} pieces checked");
    drop(browser);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

/// In every game, an army set up on the setup page (Auto, two squares swapped by tapping;
/// in Domino a tile turned) and sent as the page composes it stands on the board exactly
/// as the page showed it, and the game starts.
#[test]
fn an_army_composed_on_the_setup_page_is_deployed_in_every_game() {
    let Some(chromium) = chromium_or_skip("web::compose") else {
        return;
    };
    let env = Env::new();
    for (u, pw) in [ALICE, BOB] {
        env.setup_register(&addr(u), u, pw);
    }
    env.take_mails();
    let (daemon, address) = start(&env);
    let web = format!("http://{address}");
    let profile = tempfile::tempdir().unwrap();
    let mut browser = Browser::launch(&chromium, profile.path(), &[]);
    let tab = browser.tab(400);
    for (n, option) in ["", "-small", "-barrage", "-duel", "-domino"]
        .iter()
        .enumerate()
    {
        let game = n + 1;
        let outcome = ingest(
            &env,
            &web,
            &Env::compose(
                &addr("alice"),
                &format!("stratego challenge alice bob {option} {}", ALICE.1),
                "",
            ),
        );
        assert!(outcome.contains("applied"), "{outcome}");
        let mails = env.take_mails();
        for (user, front, back) in [("alice", "a1", "b2"), ("bob", "h6", "a8")] {
            let (front, back) = match (*option, user) {
                ("-domino", "bob") => ("h8", "a10"),
                ("-small" | "-domino", _) => (front, back),
                (_, "bob") => ("j7", "a9"),
                _ => (front, back),
            };
            let mail = mail_to(&mails, user, "deploy your army");
            let link = compose_link(mail, &web, "setup").expect("a setup link");
            browser.open(&tab, &link);
            browser.tap(&tab, "#auto");
            let text = |b: &mut Browser, sq: &str| {
                b.eval(
                    &tab,
                    &format!(
                        "document.querySelector('#board button[data-square=\"{sq}\"]')\
                         .textContent"
                    ),
                )
            };
            let (was_front, was_back) = (text(&mut browser, front), text(&mut browser, back));
            tap_square(
                &mut browser,
                &tab,
                front,
                "document.querySelector('#board button.chosen') !== null",
            );
            if *option == "-domino" {
                browser.tap(&tab, "#turn");
                let turned: String = was_front.as_str().unwrap().chars().rev().collect();
                browser.wait_for(&tab, |b| text(b, front) == turned.as_str());
            }
            tap_square(
                &mut browser,
                &tab,
                back,
                "document.querySelector('#board button.chosen') === null",
            );
            let moved = text(&mut browser, back);
            assert_eq!(
                text(&mut browser, front),
                was_back,
                "{option} {user}: swapped"
            );
            if *option != "-domino" {
                assert_eq!(moved, was_front, "{option} {user}: swapped");
            }
            let shown = browser.eval(
                &tab,
                "Array.prototype.filter.call(document.querySelectorAll('#board button'), \
                 function (b) { return b.textContent !== ''; }).map(function (b) { \
                 return b.dataset.square + ' ' + b.textContent.replace('-', ''); }).sort()",
            );
            let mailto = composed(&mut browser, &tab);
            let outcome = send(&env, &web, user, &mailto, mail);
            assert!(outcome.contains("applied"), "{option} {user}: {outcome}");
            let view: Value = serde_json::from_str(&env.admin(&[
                "show",
                &game.to_string(),
                "--as",
                user,
                "--json",
            ]))
            .unwrap();
            let mut stands: Vec<String> = view["pieces"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| p["owner"] == if user == "alice" { "red" } else { "blue" })
                .map(|p| {
                    format!(
                        "{} {}",
                        p["square"].as_str().unwrap(),
                        p["rank"].as_str().unwrap()
                    )
                })
                .collect();
            stands.sort();
            let mut shown: Vec<String> = shown
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s.as_str().unwrap().to_string())
                .collect();
            shown.sort();
            assert_eq!(
                stands, shown,
                "{option} {user}: the army as the page showed it"
            );
        }
        let mails = env.take_mails();
        let alice = mail_to(&mails, "alice", "your move");
        assert!(
            compose_link(alice, &web, "play").is_some(),
            "{option}: started"
        );
    }
    drop(browser);
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}
