//! The words of passwords: a login that failed, a locked userid, and the notices to an
//! account's owner about wrong passwords and use from another address
//! (`locales/*/login.ftl`).

use super::{Lang, Refused, time_in};
use crate::t;

/// A wrong password for a registered userid. `failures` the wrong passwords within an hour
/// that lock a userid.
pub fn wrong_password(lang: Lang, userid: &str, failures: i64) -> Refused {
    Refused::new(
        t!(lang, "login-wrong-password"),
        t!(
            lang,
            "login-wrong-password.detail",
            user = userid,
            failures = failures
        ),
    )
}

/// A password for a userid nobody registered. Said plainly (issue 79): `register` tells
/// anyone whether a userid is taken, so hedging here hid nothing.
pub fn unknown_login(lang: Lang, userid: &str) -> Refused {
    Refused::new(
        t!(lang, "login-unknown"),
        t!(lang, "login-unknown.detail", user = userid),
    )
}

/// A command for a userid locked until `until`; `own` when the command came from the
/// registered address (which the lock covers only when the wrong passwords came from it).
pub fn locked(lang: Lang, userid: &str, own: bool, until: i64) -> Refused {
    Refused::new(
        t!(lang, "login-locked"),
        t!(
            lang,
            "login-locked.detail",
            user = userid,
            own = if own { "yes" } else { "no" },
            until = time_in(lang, until)
        ),
    )
}

/// Subject and body of the notice to an owner whose userid got locked by wrong passwords
/// from the registered address, the last from `from`.
pub fn locked_notice(
    lang: Lang,
    userid: &str,
    failures: i64,
    from: &str,
    until: i64,
) -> (String, String) {
    (
        t!(lang, "login-locked-notice.subject"),
        t!(
            lang,
            "login-locked-notice",
            user = userid,
            failures = failures,
            from = from,
            until = time_in(lang, until)
        ) + "\n",
    )
}

/// Subject and body of the daily notice of wrong passwords from other addresses.
pub fn elsewhere_notice(
    lang: Lang,
    userid: &str,
    count: i64,
    addresses: &[String],
) -> (String, String) {
    (
        t!(lang, "login-elsewhere-notice.subject"),
        t!(
            lang,
            "login-elsewhere-notice",
            user = userid,
            count = count,
            addresses = format!("  {}", addresses.join("\n  "))
        ) + "\n",
    )
}

/// Subject and body of the notice that the account was used, with the right password,
/// from `from`, which is not its registered address; `command` as quoted (masked).
pub fn used_elsewhere_notice(
    lang: Lang,
    userid: &str,
    from: &str,
    command: &str,
) -> (String, String) {
    (
        t!(lang, "login-used-elsewhere.subject"),
        t!(
            lang,
            "login-used-elsewhere",
            user = userid,
            from = from,
            command = command
        ) + "\n",
    )
}
