//! What every page shares: the frame around its content (head, style sheet, the site's
//! links), the error pages, links to players, and the players' names looked up once.

use std::collections::HashMap;
use std::fmt::Write;

use stratego_rules::html::escape;

use super::http::Response;
use crate::store::{GameSummary, Reader, StoreError};
use crate::texts::Names;
use crate::texts::web as words;

/// The page for an error status.
pub fn error(status: u16) -> Response {
    let (heading, text) = match status {
        404 => ("404", words::NOT_FOUND),
        405 => ("405", words::READ_ONLY),
        400 | 414 | 431 | 505 => ("400", words::BAD_REQUEST),
        503 | 500 => ("500", words::FAILED),
        _ => ("", words::FAILED),
    };
    let mut body = String::new();
    let _ = writeln!(body, "<h1>{heading}</h1>\n<p>{}</p>", escape(text));
    Response::html(status, frame(&words::title(words::SITE), &body, false))
}

/// A whole page: the head (the style sheet, and the replay's script when `script`), the
/// site's links, then `main`.
pub fn frame(title: &str, main: &str, script: bool) -> String {
    let mut out = String::with_capacity(main.len() + 1024);
    out.push_str(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>",
    );
    out.push_str(&escape(title));
    out.push_str("</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n");
    if script {
        out.push_str("<script src=\"/replay.js\" defer></script>\n");
    }
    let _ = write!(
        out,
        "</head>\n<body>\n<header><nav><a class=\"site\" href=\"/\">{}</a>\
         <a href=\"/\">{}</a><a href=\"/standings\">{}</a></nav></header>\n<main>\n",
        escape(words::SITE),
        escape(words::GAMES),
        escape(words::STANDINGS)
    );
    out.push_str(main);
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// Display names of userid keys, looked up once per page.
pub struct Users<'a, 'r> {
    r: &'a Reader<'r>,
    known: HashMap<String, String>,
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
        if let Some(name) = self.known.get(key) {
            return Ok(name.clone());
        }
        let name = match self.r.user(key) {
            Ok(user) => user.userid,
            Err(StoreError::NotFound { .. }) => key.to_string(),
            Err(e) => return Err(e),
        };
        self.known.insert(key.to_string(), name.clone());
        Ok(name)
    }

    /// The names of a game's players.
    pub fn names(&mut self, g: &GameSummary) -> Result<Names, StoreError> {
        Ok(Names {
            red: self.name(&g.red)?,
            blue: self.name(&g.blue)?,
            robot: None,
        })
    }
}

/// A link to a player's page.
pub fn player_link(name: &str) -> String {
    let name = escape(name);
    format!("<a href=\"/players/{name}\">{name}</a>")
}
