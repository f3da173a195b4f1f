//! The words of the limits that keep one player, a forger or a mail loop from flooding
//! anyone: games not over, mails to one address, error replies an hour
//! (`locales/*/limits.ftl`).

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberType};

use super::{Lang, Refused};
use crate::t;

/// Which cap on games not over a challenge would pass (issue 27).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameCap {
    /// Games against the robot, of one player.
    Robot,
    /// Games between the same two players.
    Opponent,
    /// Games of one player in all.
    All,
}

/// A challenge over one of the caps on games not over: `open` games the challenger has
/// (against `opponent`, for [`GameCap::Opponent`]); how to free a place.
pub fn too_many_games(
    lang: Lang,
    cap: GameCap,
    challenger: &str,
    opponent: &str,
    open: u32,
) -> Refused {
    let free = t!(lang, "limits-free", challenger = challenger);
    let detail = |reason, detail| Refused::new(reason, detail);
    match cap {
        GameCap::Robot => detail(
            t!(lang, "limits-too-many-games-robot"),
            t!(
                lang,
                "limits-too-many-games-robot.detail",
                challenger = challenger,
                open = open,
                free = free
            ),
        ),
        GameCap::Opponent => detail(
            t!(lang, "limits-too-many-games-opponent"),
            t!(
                lang,
                "limits-too-many-games-opponent.detail",
                challenger = challenger,
                opponent = opponent,
                open = open,
                free = free
            ),
        ),
        GameCap::All => detail(
            t!(lang, "limits-too-many-games"),
            t!(
                lang,
                "limits-too-many-games.detail",
                challenger = challenger,
                open = open,
                free = free
            ),
        ),
    }
}

/// A confirmation mail to an address that got the most mails an hour that mail proving
/// nothing may cause.
pub fn too_many_mails(lang: Lang, address: &str, limit: u32) -> Refused {
    Refused::new(
        t!(lang, "limits-too-many-mails"),
        t!(
            lang,
            "limits-too-many-mails.detail",
            address = address,
            limit = limit
        ),
    )
}

/// The paragraph under the last error reply an address gets within the hour.
pub fn last_error_reply(lang: Lang, limit: u32, from: &str) -> String {
    let ordinal = FluentNumberOptions {
        r#type: FluentNumberType::Ordinal,
        ..FluentNumberOptions::default()
    };
    let limit = FluentValue::Number(FluentNumber::new(f64::from(limit), ordinal));
    format!(
        "\n{}\n",
        t!(lang, "limits-last-error-reply", limit = limit, from = from)
    )
}
