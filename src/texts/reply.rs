//! The words of plain replies: a reply address that is unknown, replaced or used from
//! another address, and a reply with nothing in it (`locales/*/reply.ftl`).

use super::{Lang, Refused};
use crate::t;

/// A reply to an address this server never gave out.
pub fn unknown_reply_address(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "reply-unknown-address"),
        t!(lang, "reply-unknown-address.detail"),
    )
}

/// A reply to a mail whose reply address was replaced on `date`.
pub fn old_reply_address(lang: Lang, game: i64, date: &str, user: &str) -> Refused {
    Refused::new(
        t!(lang, "reply-old-address"),
        t!(
            lang,
            "reply-old-address.detail",
            game = game,
            date = date,
            user = user
        ),
    )
}

/// The subject and body of the warning to a player whose reply address was used from
/// another address (the stranger is never answered).
pub fn used_from_elsewhere(
    lang: Lang,
    user: &str,
    address: &str,
    from: &str,
    game: i64,
) -> (String, String) {
    (
        t!(lang, "reply-used-from-elsewhere.subject", game = game),
        t!(
            lang,
            "reply-used-from-elsewhere",
            user = user,
            address = address,
            from = from,
            game = game
        ) + "\n",
    )
}

/// A reply with no text of the player's.
pub fn empty_reply(lang: Lang, game: i64) -> Refused {
    Refused::new(
        t!(lang, "reply-empty"),
        t!(lang, "reply-empty.detail", game = game),
    )
}

/// A reply whose one line looks like a mistyped move or reply word (`line`, as written):
/// refused, neither played nor passed on. `near` is the reply word it is one letter from.
pub fn not_understood(lang: Lang, line: &str, game: i64, near: Option<&str>) -> Refused {
    let guess = near.map_or(String::new(), |w| t!(lang, "reply-did-you-mean", word = w));
    Refused::new(
        t!(lang, "reply-not-understood"),
        t!(
            lang,
            "reply-not-understood.detail",
            game = game,
            line = super::clip(line, 40),
            guess = guess
        ),
    )
}

/// How a plain reply's first line is quoted in the answers to it.
pub fn quoted(lang: Lang, line: &str, game: i64) -> String {
    t!(lang, "reply-quoted", line = line, game = game)
}
