//! What every page shares: the frame around its content (head, style sheet, the site's
//! links), the error pages, links to players, and the players' names looked up once.

use std::collections::HashMap;
use std::fmt::Write;

use stratego_rules::Color;
use stratego_rules::html::escape;

use super::http::Response;
use super::site::Site;
use crate::store::{GameSummary, Reader, StoreError};
use crate::t;
use crate::texts::Names;
use crate::texts::web as words;

/// A link to the site's first page (the list of games) from `root`.
fn home(root: &str) -> &str {
    if root.is_empty() { "./" } else { root }
}

/// The page for an error status, in the page's language, its links from `site`.
pub fn error(status: u16, site: &Site) -> Response {
    let lang = site.lang;
    let (heading, text) = match status {
        403 => ("403", t!(lang, "web-error-forbidden")),
        404 => ("404", t!(lang, "web-error-not-found")),
        405 => ("405", t!(lang, "web-error-read-only")),
        400 | 414 | 431 | 505 => ("400", t!(lang, "web-error-bad-request")),
        _ => (
            if matches!(status, 500 | 503) {
                "500"
            } else {
                ""
            },
            t!(lang, "web-error-failed"),
        ),
    };
    let mut body = String::new();
    let _ = writeln!(body, "<h1>{heading}</h1>\n<p>{}</p>", escape(&text));
    let mut response = Response::html(
        status,
        frame(
            &words::title(lang, &t!(lang, "web-site")),
            &body,
            false,
            site,
        ),
    );
    response.lang = Some(lang);
    response
}

/// A whole page in `site`'s language: the head (the style sheet, and the replay's script
/// when `script`), the site's links and the language switch, then `main`; the links relative
/// to `site.root`, each keeping a language the address chose.
pub fn frame(title: &str, main: &str, script: bool, site: &Site) -> String {
    let (root, lang) = (site.root.as_str(), site.lang);
    let mut out = String::with_capacity(main.len() + 1024);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>"
    );
    out.push_str(&escape(title));
    let _ = writeln!(
        out,
        "</title>\n<link rel=\"stylesheet\" href=\"{root}style.css\">"
    );
    if script {
        let _ = writeln!(out, "<script src=\"{root}replay.js\" defer></script>");
    }
    let home = home(root);
    let mut nav = String::with_capacity(512);
    let _ = write!(
        nav,
        "<header><nav><a class=\"site\" href=\"{home}\">{}</a>\
         <a href=\"{home}\">{}</a><a href=\"{root}standings\">{}</a>\
         <a href=\"{root}tournaments\">{}</a></nav>",
        escape(&t!(lang, "web-site")),
        escape(&t!(lang, "web-nav-games")),
        escape(&t!(lang, "web-nav-standings")),
        escape(&t!(lang, "web-nav-tournaments"))
    );
    out.push_str("</head>\n<body>\n");
    out.push_str(&site.keep_lang(&nav));
    // The switch's own links choose their language: not kept.
    out.push_str(&site.switch());
    out.push_str("</header>\n<main>\n");
    out.push_str(&site.keep_lang(main));
    out.push_str("</main>\n");
    out.push_str("</body>\n</html>\n");
    out
}

/// Display names of userid keys, looked up once per page, and whether each is the robot.
pub struct Users<'a, 'r> {
    r: &'a Reader<'r>,
    known: HashMap<String, (String, bool)>,
}

impl<'a, 'r> Users<'a, 'r> {
    /// No name looked up yet.
    pub fn new(r: &'a Reader<'r>) -> Self {
        Users {
            r,
            known: HashMap::new(),
        }
    }

    /// The userid as registered of `key` (the key itself if the account is gone).
    pub fn name(&mut self, key: &str) -> Result<String, StoreError> {
        Ok(self.look_up(key)?.0)
    }

    /// The userid as registered of `key`, and whether it is the robot.
    fn look_up(&mut self, key: &str) -> Result<(String, bool), StoreError> {
        if let Some(known) = self.known.get(key) {
            return Ok(known.clone());
        }
        let known = match self.r.user(key) {
            Ok(user) => (user.userid, user.robot),
            Err(StoreError::NotFound { .. }) => (key.to_string(), false),
            Err(e) => return Err(e),
        };
        self.known.insert(key.to_string(), known.clone());
        Ok(known)
    }

    /// The names of a game's players, and the robot's side if it plays.
    pub fn names(&mut self, g: &GameSummary) -> Result<Names, StoreError> {
        let (red, red_robot) = self.look_up(&g.red)?;
        let (blue, blue_robot) = self.look_up(&g.blue)?;
        let robot = match (red_robot, blue_robot) {
            (true, _) => Some(Color::Red),
            (_, true) => Some(Color::Blue),
            _ => None,
        };
        Ok(Names { red, blue, robot })
    }
}

/// A link to the player of `c` and their side: `alice (Red)`, `robot (Blue, computer)`.
pub fn side_link(names: &Names, c: Color, site: &Site) -> String {
    format!(
        "{} {}",
        player_link(names.of(c), &site.root),
        escape(&words::side_words(site.lang, c, names.robot == Some(c)))
    )
}

/// A message with links in it: `text`, formatted with [`slot`]s where its links go,
/// escaped, then each slot replaced by its link (`links[i]`, markup already).
pub fn linked(text: &str, links: &[String]) -> String {
    let mut out = escape(text);
    for (i, link) in links.iter().enumerate() {
        out = out.replacen(&slot(i), link, 1);
    }
    out
}

/// The stand-in for the `i`th link of a message ([`linked`]): control characters that no
/// message holds and escaping leaves alone (it writes every other non-ASCII one as a
/// reference).
pub fn slot(i: usize) -> String {
    format!("\u{1}{i}\u{2}")
}

/// A link to a player's page, from `root`.
pub fn player_link(name: &str, root: &str) -> String {
    let name = escape(name);
    format!("<a href=\"{root}players/{name}\">{name}</a>")
}

/// A table row of cells, the first `heads` of them header cells.
pub(super) fn row(out: &mut String, cells: &[String], heads: usize) {
    out.push_str("<tr>");
    for (i, cell) in cells.iter().enumerate() {
        let tag = if i < heads { "th" } else { "td" };
        let _ = write!(out, "<{tag}>{cell}</{tag}>");
    }
    out.push_str("</tr>\n");
}
