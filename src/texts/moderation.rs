//! The words of moderation (issue 78, `locales/*/moderation.ftl`): a moderator's answers
//! and refusals, what a banned player is told, the end of a game a moderator decided,
//! announcements, and the moderation page. The operator's log ([`log_line`]) stays English.

use super::{Lang, Refused, time_in};
use crate::t;

/// How long a ban lasts, as its messages take it: `lasts` (`forever` or `until`) and the
/// moment it ends in `lang`'s way (empty for good).
fn ban_end(lang: Lang, until: Option<i64>) -> (&'static str, String) {
    match until {
        Some(t) => ("until", time_in(lang, t)),
        None => ("forever", String::new()),
    }
}

/// A `mod` command from an account that is no moderator.
pub fn not_moderator(lang: Lang, user: &str) -> Refused {
    Refused::new(
        t!(lang, "moderation-not-moderator"),
        t!(lang, "moderation-not-moderator.detail", user = user),
    )
}

/// `stratego help mod`: what each moderator command does and who gets a mail; `resets`:
/// the password resets an account may get in a day.
pub fn help(lang: Lang, resets: i64) -> String {
    t!(lang, "moderation-help", resets = resets) + "\n"
}

/// A userid no account has.
pub fn no_such_player(lang: Lang, user: &str) -> Refused {
    Refused::new(
        t!(lang, "moderation-no-such-player"),
        t!(lang, "moderation-no-such-player.detail", user = user),
    )
}

/// A moderator command aimed at the robot.
pub fn robot_spared(lang: Lang, robot: &str) -> Refused {
    Refused::new(
        t!(lang, "moderation-robot-spared"),
        t!(lang, "moderation-robot-spared.detail", robot = robot),
    )
}

/// A moderator banning themselves.
pub fn not_yourself(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "moderation-not-yourself"),
        t!(lang, "moderation-not-yourself.detail"),
    )
}

/// A ban of a moderator by a moderator the host did not name first.
pub fn moderator_spared(lang: Lang, target: &str) -> Refused {
    Refused::new(
        t!(lang, "moderation-moderator-spared"),
        t!(lang, "moderation-moderator-spared.detail", user = target),
    )
}

/// A ban of a player banned already, until `until` (`None`: for good).
pub fn banned_already(lang: Lang, target: &str, until: Option<i64>) -> Refused {
    let (lasts, until) = ban_end(lang, until);
    Refused::new(
        t!(lang, "moderation-banned-already"),
        t!(
            lang,
            "moderation-banned-already.detail",
            user = target,
            lasts = lasts,
            until = until
        ),
    )
}

/// An unban of a player who is not banned.
pub fn not_banned(lang: Lang, target: &str) -> Refused {
    Refused::new(
        t!(lang, "moderation-not-banned"),
        t!(lang, "moderation-not-banned.detail", user = target),
    )
}

/// A game that cannot be decided or cancelled: it is over.
pub fn game_over(lang: Lang, id: i64) -> Refused {
    Refused::new(
        t!(lang, "moderation-game-over"),
        t!(lang, "moderation-game-over.detail", game = id),
    )
}

/// A game in setup that a moderator wanted to decide.
pub fn not_started(lang: Lang, id: i64) -> Refused {
    Refused::new(
        t!(lang, "moderation-not-started"),
        t!(lang, "moderation-not-started.detail", game = id),
    )
}

/// An announcement sent too soon after the last one; the next may go at `next`.
pub fn announce_too_soon(lang: Lang, next: i64) -> Refused {
    Refused::new(
        t!(lang, "moderation-announce-too-soon"),
        t!(
            lang,
            "moderation-announce-too-soon.detail",
            next = time_in(lang, next)
        ),
    )
}

/// An announcement with no text.
pub fn announce_empty(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "moderation-announce-empty"),
        t!(lang, "moderation-announce-empty.detail"),
    )
}

/// What ending a player's games did: how many games ended (the tournament games among
/// them) and how many tournaments the player was withdrawn from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ended {
    /// The games that were not over.
    pub games: usize,
    /// The tournaments the player was in and is withdrawn from.
    pub tournaments: usize,
}

/// How a player's open games ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// Lost by forfeit: the player was banned.
    Forfeit,
    /// Resigned: the account was deleted.
    Resigned,
}

/// The sentence of a mail to a player whose games ended ("Your 2 games that were not over
/// are lost by forfeit, and you are withdrawn from 1 tournament."); `None` when nothing
/// ended.
pub fn ended_sentence(lang: Lang, ended: &Ended, how: Ending) -> Option<String> {
    let (games, tournaments) = (ended.games, ended.tournaments);
    Some(match (games > 0, tournaments > 0, how) {
        (false, false, _) => return None,
        (false, true, _) => t!(
            lang,
            "moderation-ended-withdrawn",
            tournaments = tournaments
        ),
        (true, false, Ending::Forfeit) => t!(lang, "moderation-ended-forfeit", games = games),
        (true, false, Ending::Resigned) => t!(lang, "moderation-ended-resigned", games = games),
        (true, true, Ending::Forfeit) => t!(
            lang,
            "moderation-ended-forfeit-withdrawn",
            games = games,
            tournaments = tournaments
        ),
        (true, true, Ending::Resigned) => t!(
            lang,
            "moderation-ended-resigned-withdrawn",
            games = games,
            tournaments = tournaments
        ),
    })
}

/// [`ended_sentence`] followed by a space, to open a paragraph; empty when nothing ended.
pub(crate) fn ended_opening(lang: Lang, ended: &Ended, how: Ending) -> String {
    ended_sentence(lang, ended, how)
        .map(|s| s + " ")
        .unwrap_or_default()
}

/// The mail to a player who was banned until `until` (`None`: for good).
pub fn banned_notice(
    lang: Lang,
    user: &str,
    reason: &str,
    until: Option<i64>,
    ended: &Ended,
) -> (String, String) {
    let (lasts, until) = ban_end(lang, until);
    (
        t!(lang, "moderation-banned-notice.subject", user = user),
        t!(
            lang,
            "moderation-banned-notice",
            user = user,
            reason = reason,
            lasts = lasts,
            until = until,
            ended = ended_opening(lang, ended, Ending::Forfeit)
        ) + "\n",
    )
}

/// The one answer to a banned player's mail.
pub fn banned_answer(lang: Lang, user: &str, reason: &str, until: Option<i64>) -> Refused {
    let (lasts, until) = ban_end(lang, until);
    Refused::new(
        t!(lang, "moderation-banned-answer"),
        t!(
            lang,
            "moderation-banned-answer.detail",
            user = user,
            reason = reason,
            lasts = lasts,
            until = until
        ),
    )
}

/// A challenge of (or by) a banned player.
pub fn banned_player(lang: Lang, user: &str, until: Option<i64>) -> Refused {
    let (lasts, until) = ban_end(lang, until);
    Refused::new(
        t!(lang, "moderation-banned-player"),
        t!(
            lang,
            "moderation-banned-player.detail",
            user = user,
            lasts = lasts,
            until = until
        ),
    )
}

/// The mail to a player whose ban was lifted.
pub fn unbanned_notice(lang: Lang, user: &str) -> (String, String) {
    (
        t!(lang, "moderation-unbanned-notice.subject", user = user),
        t!(lang, "moderation-unbanned-notice", user = user) + "\n",
    )
}

/// The event line of a game a moderator decided (the result follows on the board).
pub fn adjudicated(lang: Lang, reason: &str) -> String {
    t!(lang, "moderation-adjudicated", reason = reason)
}

/// The event line of a game a moderator cancelled.
pub fn cancelled(lang: Lang, reason: &str) -> String {
    t!(lang, "moderation-cancelled", reason = reason)
}

/// The event line of a game lost because its player was banned.
pub fn forfeit_by_ban(lang: Lang, user: &str) -> String {
    t!(lang, "moderation-forfeit-by-ban", user = user)
}

/// What a ban did, for the moderator.
pub fn done_ban(lang: Lang, user: &str, until: Option<i64>, ended: &Ended) -> String {
    let (lasts, until) = ban_end(lang, until);
    t!(
        lang,
        "moderation-done-ban",
        user = user,
        lasts = lasts,
        until = until,
        games = ended.games,
        tournaments = ended.tournaments
    )
}

/// What an unban did.
pub fn done_unban(lang: Lang, user: &str) -> String {
    t!(lang, "moderation-done-unban", user = user)
}

/// What a reset did.
pub fn done_reset(lang: Lang, user: &str) -> String {
    t!(lang, "moderation-done-reset", user = user)
}

/// What a deletion did; `name` is the account's stand-in in its finished games.
pub fn done_delete(lang: Lang, user: &str, name: &str, ended: &Ended) -> String {
    t!(
        lang,
        "moderation-done-delete",
        user = user,
        name = name,
        games = ended.games,
        tournaments = ended.tournaments
    )
}

/// What an adjudication did; `result` says who won and how.
pub fn done_decided(lang: Lang, id: i64, result: &str) -> String {
    t!(lang, "moderation-done-decided", game = id, result = result)
}

/// What a cancellation did.
pub fn done_cancelled(lang: Lang, id: i64) -> String {
    t!(lang, "moderation-done-cancelled", game = id)
}

/// What an announcement did.
pub fn done_announce(lang: Lang, readers: usize) -> String {
    t!(lang, "moderation-done-announce", readers = readers)
}

/// A reset asked by a moderator over the day's limit.
pub fn too_many_resets(lang: Lang, user: &str, limit: i64) -> Refused {
    Refused::new(
        t!(lang, "moderation-too-many-resets"),
        t!(
            lang,
            "moderation-too-many-resets.detail",
            user = user,
            limit = limit
        ),
    )
}

/// The answer to a moderator: what was done.
pub fn done(lang: Lang, moderator: &str, what: &str) -> (String, String) {
    (
        t!(lang, "moderation-done.subject"),
        t!(lang, "moderation-done", moderator = moderator, what = what) + "\n",
    )
}

/// An announcement as `user` gets it: the moderator's `title` and `text` as written, and
/// below the signature line how to stop them, in `lang`.
pub fn announcement(lang: Lang, title: &str, text: &str, user: &str) -> (String, String) {
    let subject = if title.is_empty() {
        t!(lang, "moderation-announcement-footer.untitled")
    } else {
        t!(
            lang,
            "moderation-announcement-footer.subject",
            title = title
        )
    };
    let footer = t!(lang, "moderation-announcement-footer", user = user);
    // `-- ` (with its space) is the signature line mail programs know.
    (subject, format!("{text}\n\n-- \n{footer}\n"))
}

/// The answer to a mail to the unsubscribe address of announcements.
pub fn unsubscribed(lang: Lang, user: &str) -> (String, String) {
    (
        t!(lang, "moderation-unsubscribed.subject"),
        t!(lang, "moderation-unsubscribed", user = user) + "\n",
    )
}

/// What `set` did: `announce` (true) or `noannounce`.
pub fn announce_set(lang: Lang, on: bool) -> String {
    if on {
        t!(lang, "moderation-announce-on")
    } else {
        t!(lang, "moderation-announce-off")
    }
}

/// One line of `stratego-pbem log`: when, who, what, on whom, why, and a refusal.
pub fn log_line(line: &crate::store::LogEntry) -> String {
    let e = &line.entry;
    let mut out = format!(
        "{}  {}  {}",
        super::time_words(line.at),
        e.moderator,
        e.action
    );
    if !e.target.is_empty() {
        out.push_str(&format!("  {}", e.target));
    }
    if let Some(game) = e.game {
        out.push_str(&format!("  game {game}"));
    }
    if !e.reason.is_empty() {
        out.push_str(&format!("  \"{}\"", e.reason));
    }
    if let Some(why) = &e.refused {
        out.push_str(&format!("  REFUSED: {why}"));
    }
    out
}

/// The words of the moderation page (`/moderation`), in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The heading.
    pub heading: String,
    /// What the page shows.
    pub intro: String,
    /// The heading of the bans.
    pub bans: String,
    /// No ban yet.
    pub no_bans: String,
    /// The column heads of the bans.
    pub ban_columns: [String; 4],
    /// The heading of the decided games.
    pub decisions: String,
    /// No decision yet.
    pub no_decisions: String,
    /// The column heads of the decided games.
    pub decision_columns: [String; 4],
}

/// The words of the moderation page in `lang`.
pub fn page(lang: Lang) -> Page {
    Page {
        heading: t!(lang, "moderation-page"),
        intro: t!(lang, "moderation-page.intro"),
        bans: t!(lang, "moderation-page.bans"),
        no_bans: t!(lang, "moderation-page.no-bans"),
        ban_columns: [
            t!(lang, "moderation-page-column.date"),
            t!(lang, "moderation-page-column.player"),
            t!(lang, "moderation-page-column.until"),
            t!(lang, "moderation-page-column.reason"),
        ],
        decisions: t!(lang, "moderation-page.decisions"),
        no_decisions: t!(lang, "moderation-page.no-decisions"),
        decision_columns: [
            t!(lang, "moderation-page-column.date"),
            t!(lang, "moderation-page-column.game"),
            t!(lang, "moderation-page-column.decision"),
            t!(lang, "moderation-page-column.reason"),
        ],
    }
}

/// The "until" cell of a ban on the page: the day it ends or was lifted, or for good.
pub fn ban_until(lang: Lang, until: Option<&str>, lifted: Option<&str>) -> String {
    match (lifted, until) {
        (Some(l), _) => t!(lang, "moderation-page-lifted", date = l),
        (None, Some(u)) => u.to_string(),
        (None, None) => t!(lang, "moderation-page-for-good"),
    }
}

/// The decision cell: what a moderator did to a game (the log's action).
pub fn decision_words(lang: Lang, action: &str) -> String {
    match action {
        "cancel" => t!(lang, "moderation-page-cancelled"),
        _ => t!(lang, "moderation-page-decided"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::layout;

    // 2026-11-27 12:00 UTC.
    const WEEK_LATER: i64 = 1_795_176_000 + 7 * 86_400;

    #[test]
    fn the_help_fits_72_columns_in_every_language() {
        for lang in Lang::ALL {
            let text = layout(&help(lang, 3));
            for line in text.lines() {
                assert!(line.chars().count() <= 72, "{lang}: {line}");
            }
        }
        assert!(help(Lang::De, 3).contains("\n  stratego mod <name> <passwort> ban <spieler> "));
    }

    #[test]
    fn what_ended_counts_in_each_language() {
        let some = Ended {
            games: 2,
            tournaments: 1,
        };
        let say = |lang, ended: &Ended, how| ended_sentence(lang, ended, how).unwrap();
        assert_eq!(
            say(Lang::En, &some, Ending::Forfeit),
            "Your 2 games that were not over are lost by forfeit, and you are withdrawn \
             from 1 tournament."
        );
        assert_eq!(
            say(Lang::De, &some, Ending::Resigned),
            "Deine 2 laufenden Partien gelten als aufgegeben, und du bist aus 1 Turnier \
             zurückgezogen."
        );
        let withdrawn = Ended {
            games: 0,
            tournaments: 3,
        };
        assert_eq!(
            say(Lang::Nl, &withdrawn, Ending::Forfeit),
            "Je bent uit 3 toernooien teruggetrokken."
        );
        assert_eq!(
            ended_sentence(Lang::Nl, &Ended::default(), Ending::Forfeit),
            None
        );
        assert_eq!(
            done_ban(Lang::En, "bob", None, &Ended::default()),
            "bob is banned for good; no open game; bob was told."
        );
        assert_eq!(
            done_delete(Lang::De, "bob", "deleted-4", &some),
            "das Konto bob ist gelöscht; 2 laufende Partien aufgegeben, aus 1 Turnier \
             zurückgezogen; seine beendeten Partien spielt jetzt deleted-4."
        );
    }

    #[test]
    fn a_ban_for_good_and_one_with_an_end_read_differently() {
        let forever = banned_answer(Lang::En, "bob", "spam", None);
        assert_eq!(
            forever.detail,
            "bob is banned from this server for good, for this reason:\n  spam\n\nThis is \
             the only answer: further mail from you is not answered."
        );
        let until = banned_answer(Lang::En, "bob", "spam", Some(WEEK_LATER));
        assert!(until.detail.contains(
            "server until 2026-11-27 12:00 UTC, for this reason:\n  spam\n\nThis is the only \
             answer: further mail from you is not answered while the ban lasts."
        ));
        let (subject, body) = banned_notice(Lang::Nl, "bob", "spam", None, &Ended::default());
        assert_eq!(subject, "Stratego: bob is geschorst");
        assert!(body.contains("bob voorgoed geschorst, om deze reden:\n  spam\n\nMail van jou wordt niet meer beantwoord, en"), "{body}");
        let refused = banned_player(Lang::De, "bob", Some(WEEK_LATER));
        assert_eq!(
            refused.detail,
            "bob ist auf diesem Server bis 27.11.2026, 12:00 UTC gesperrt: Keine neue \
             Partie mit bob kann beginnen."
        );
    }
}
