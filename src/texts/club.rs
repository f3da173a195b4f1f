//! The words of getting back into an account and out of it (issue 78,
//! `locales/*/club.ftl`): a forgotten password, leaving, and a player's own data.

use super::moderation::{Ended, Ending, ended_opening};
use super::{Lang, Refused};
use crate::t;

/// The answer to `forgot`, the same whether the userid exists or not; `resets` is the most
/// reset mails in a day.
pub fn forgot_answer(lang: Lang, user: &str, resets: i64) -> (String, String) {
    (
        t!(lang, "club-forgot.subject", user = user),
        t!(lang, "club-forgot", user = user, resets = resets) + "\n",
    )
}

/// The reset mail to the registered address; a reply counts until `until`.
pub fn reset_mail(lang: Lang, user: &str, until: &str) -> (String, String) {
    (
        t!(lang, "club-reset.subject", user = user),
        t!(lang, "club-reset", user = user, until = until) + "\n",
    )
}

/// The answer once a reset set the new password.
pub fn reset_done(lang: Lang, user: &str) -> (String, String) {
    (
        t!(lang, "club-reset-done.subject", user = user),
        t!(lang, "club-reset-done", user = user) + "\n",
    )
}

/// A reset reply without a usable password.
pub fn reset_no_password(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "club-reset-no-password"),
        t!(lang, "club-reset-no-password.detail"),
    )
}

/// A reset or leave key used a second time, at `when`.
pub fn key_used(lang: Lang, when: &str) -> Refused {
    Refused::new(
        t!(lang, "club-key-used"),
        t!(lang, "club-key-used.detail", when = when),
    )
}

/// A reset or leave key answered too late: it counted until `until`.
pub fn key_expired(lang: Lang, until: &str) -> Refused {
    Refused::new(
        t!(lang, "club-key-expired"),
        t!(lang, "club-key-expired.detail", until = until),
    )
}

/// A reply to a reset or leave mail from another address than the registered one.
pub fn key_from_elsewhere(lang: Lang, from: &str) -> Refused {
    Refused::new(
        t!(lang, "club-key-from-elsewhere"),
        t!(lang, "club-key-from-elsewhere.detail", from = from),
    )
}

/// The mail that asks a player to confirm leaving until `until`; the userid stays taken
/// for `hold_days` after.
pub fn leave_mail(lang: Lang, user: &str, until: &str, hold_days: i64) -> (String, String) {
    (
        t!(lang, "club-leave.subject", user = user),
        t!(
            lang,
            "club-leave",
            user = user,
            until = until,
            days = hold_days
        ) + "\n",
    )
}

/// The last mail to a deleted account; `name` is its stand-in in its finished games and
/// `reason` a moderator's.
pub fn deleted_notice(
    lang: Lang,
    user: &str,
    name: &str,
    reason: Option<&str>,
    ended: &Ended,
) -> (String, String) {
    let ended = ended_opening(lang, ended, Ending::Resigned);
    let body = match reason {
        Some(reason) => t!(
            lang,
            "club-deleted-by-moderator",
            user = user,
            name = name,
            reason = reason,
            ended = ended
        ),
        None => t!(
            lang,
            "club-deleted",
            user = user,
            name = name,
            ended = ended
        ),
    };
    (t!(lang, "club-deleted.subject", user = user), body + "\n")
}

/// `leave` of the robot.
pub fn robot_stays(lang: Lang, robot: &str) -> Refused {
    Refused::new(
        t!(lang, "club-robot-stays"),
        t!(lang, "club-robot-stays.detail", robot = robot),
    )
}

/// `leave` of the last moderator.
pub fn last_moderator(lang: Lang, user: &str) -> Refused {
    Refused::new(
        t!(lang, "club-last-moderator"),
        t!(lang, "club-last-moderator.detail", user = user),
    )
}

/// The mail that carries a player's data in the attachment `file`.
pub fn mydata_mail(lang: Lang, user: &str, file: &str) -> (String, String) {
    (
        t!(lang, "club-mydata.subject", user = user),
        t!(lang, "club-mydata", user = user, file = file) + "\n",
    )
}

/// A registration or address change to an address that is banned.
pub fn address_banned(lang: Lang, address: &str) -> Refused {
    Refused::new(
        t!(lang, "club-address-banned"),
        t!(lang, "club-address-banned.detail", address = address),
    )
}

/// A userid of a deleted account, held for `days` days, or the form of a deleted
/// account's stand-in (`deleted-7`).
pub fn userid_held(lang: Lang, user: &str, days: i64) -> Refused {
    Refused::new(
        t!(lang, "club-userid-held"),
        t!(lang, "club-userid-held.detail", user = user, days = days),
    )
}
