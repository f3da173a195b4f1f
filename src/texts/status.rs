//! The operator's words for `stratego-pbem status` (not a player's mail): what the server
//! has done lately and whether the outbox is stuck, one fact a line.

use crate::store::{STUCK_AFTER, Status};

use super::time_words;

/// A span of seconds in the largest unit that fits: `45 s`, `12 min`, `3 h 5 min`, `2 days`.
pub fn span(secs: i64) -> String {
    match secs.max(0) {
        s @ ..60 => format!("{s} s"),
        s @ ..3600 => format!("{} min", s / 60),
        s @ ..86_400 => format!("{} h {} min", s / 3600, s % 3600 / 60),
        s => format!("{} days", s / 86_400),
    }
}

/// Bytes as KiB, MiB or GiB.
fn size(bytes: i64) -> String {
    let b = bytes as f64;
    if b >= 1024.0 * 1024.0 * 1024.0 {
        format!("{:.1} GiB", b / (1024.0 * 1024.0 * 1024.0))
    } else if b >= 1024.0 * 1024.0 {
        format!("{:.1} MiB", b / (1024.0 * 1024.0))
    } else {
        format!("{:.0} KiB", b / 1024.0)
    }
}

/// What `moderator list` says of a userid named by `--moderators` that no account holds.
pub const NO_SUCH_MODERATOR: &str = "no such account: anyone who registers it becomes a moderator";

/// The warning of `status` and of the daemons at their start about such a userid.
pub fn unheld_moderator(userid: &str) -> String {
    format!(
        "{userid} is named by --moderators but no account has that userid: anyone who \
         registers {userid} becomes a moderator. Register it yourself, or take it out of \
         --moderators"
    )
}

/// The report `status` prints, ending with the verdict: `ok`, or what is stuck.
pub fn report(s: &Status) -> String {
    let mut out = String::new();
    let mut line = |l: String| {
        out.push_str(&l);
        out.push('\n');
    };
    line(format!(
        "mail handled: {} in the last hour, {} in the last day",
        s.mails_last_hour, s.mails_last_day
    ));
    line(match &s.last_mail {
        Some(m) => format!(
            "last mail: {} ago ({}), from {}: {}",
            span(s.now - m.at),
            time_words(m.at),
            m.from,
            m.outcome.as_deref().unwrap_or("no outcome recorded")
        ),
        None => "last mail: none yet".to_string(),
    });
    let o = &s.outbox;
    line(match s.oldest_queued_age() {
        Some(age) => format!(
            "outbox: {} queued, the oldest for {}; {} failing and waiting for a retry; {} given up",
            o.queued,
            span(age),
            o.failing,
            o.failed
        ),
        None => format!("outbox: empty; {} given up", o.failed),
    });
    if let Some(e) = &o.last_error {
        line(format!("last delivery error: {e}"));
    }
    line(format!(
        "games running: {}; players in games: {}; accounts: {}",
        s.games_running, s.players_in_games, s.accounts
    ));
    line(format!("database: {}", size(s.database_bytes)));
    line(if o.stuck {
        format!(
            "STUCK: a mail has waited in the outbox for over {}; see the last delivery error",
            span(STUCK_AFTER)
        )
    } else {
        "ok".to_string()
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spans_take_the_largest_unit() {
        assert_eq!(span(45), "45 s");
        assert_eq!(span(600), "10 min");
        assert_eq!(span(3600 + 300), "1 h 5 min");
        assert_eq!(span(3 * 86_400), "3 days");
    }
}
