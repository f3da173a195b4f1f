//! What every page shares: the frame around its content (head, style sheet, the site's
//! links), the error pages, links to players, and the players' names looked up once.

use std::collections::HashMap;
use std::fmt::Write;

use stratego_rules::Color;
use stratego_rules::html::escape;

use super::http::Response;
use crate::store::{GameSummary, Reader, StoreError};
use crate::texts::Names;
use crate::texts::web as words;

/// The way back to the site's root from the page at `path`, for relative links: `""` at the
/// top (`/`, `/standings`), `"../"` one folder down (`/games/3`), and so on. Every link of a
/// page starts with it, so the pages work wherever a reverse proxy puts the site
/// (`https://example.org/` or `https://example.org/stratego/`) without being told.
pub fn root_of(path: &str) -> String {
    "../".repeat(path.matches('/').count().saturating_sub(1))
}

/// A link to the site's first page (the list of games) from `root`.
fn home(root: &str) -> &str {
    if root.is_empty() { "./" } else { root }
}

/// The page for an error status, its links relative to `root` ([`root_of`]).
pub fn error(status: u16, root: &str) -> Response {
    let (heading, text) = match status {
        403 => ("403", words::FORBIDDEN),
        404 => ("404", words::NOT_FOUND),
        405 => ("405", words::READ_ONLY),
        400 | 414 | 431 | 505 => ("400", words::BAD_REQUEST),
        503 | 500 => ("500", words::FAILED),
        _ => ("", words::FAILED),
    };
    let mut body = String::new();
    let _ = writeln!(body, "<h1>{heading}</h1>\n<p>{}</p>", escape(text));
    Response::html(
        status,
        frame(&words::title(words::SITE), &body, false, root),
    )
}

/// A whole page: the head (the style sheet, and the replay's script when `script`), the
/// site's links, then `main`; the links relative to `root` ([`root_of`]).
pub fn frame(title: &str, main: &str, script: bool, root: &str) -> String {
    let mut out = String::with_capacity(main.len() + 1024);
    out.push_str(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>",
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
    let _ = write!(
        out,
        "</head>\n<body>\n<header><nav><a class=\"site\" href=\"{home}\">{}</a>\
         <a href=\"{home}\">{}</a><a href=\"{root}standings\">{}</a>\
         <a href=\"{root}tournaments\">{}</a></nav></header>\n<main>\n",
        escape(words::SITE),
        escape(words::GAMES),
        escape(words::STANDINGS),
        // The web helper chooses the page's language.
        escape(&crate::texts::tournament::web::tournaments(
            crate::texts::Lang::En
        ))
    );
    out.push_str(main);
    out.push_str("</main>\n</body>\n</html>\n");
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
pub fn side_link(names: &Names, c: Color, root: &str) -> String {
    format!(
        "{} {}",
        player_link(names.of(c), root),
        escape(&words::side_words(c, names.robot == Some(c)))
    )
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
