//! The style sheet, the replay's keyboard script and the compose pages' script, compiled
//! into the program: no path of a request ever reaches the file system.

use super::http::Response;

/// The pages' style sheet.
const STYLE: &str = include_str!("style.css");
/// Steps a replay with the arrow keys (the links work without it).
const REPLAY: &str = include_str!("replay.js");
/// The compose pages' board (issue 79, `compose.rs`): reads the link's fragment, writes a
/// `mailto:` link.
const COMPOSE: &str = include_str!("compose.js");

/// The asset at `path`, if there is one.
pub fn get(path: &str) -> Option<Response> {
    let (content_type, body) = match path {
        "/style.css" => ("text/css; charset=utf-8", STYLE),
        "/replay.js" => ("text/javascript; charset=utf-8", REPLAY),
        "/compose.js" => ("text/javascript; charset=utf-8", COMPOSE),
        _ => return None,
    };
    Some(Response {
        status: 200,
        content_type,
        max_age: 3600,
        allow: None,
        lang: None,
        body: body.as_bytes().to_vec(),
    })
}
