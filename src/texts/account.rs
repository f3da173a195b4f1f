//! The words of accounts: registering, settings, and the notice of a changed address
//! (`locales/*/account.ftl`). The welcome itself is in `help.rs`, beside the help it points
//! to.

use super::{Lang, Refused};
use crate::t;

/// The server's own address offered for an account.
pub fn server_address(lang: Lang, address: &str) -> Refused {
    Refused::new(
        t!(lang, "account-server-address"),
        t!(lang, "account-server-address.detail", address = address),
    )
}

/// An address that holds the most accounts one address may hold.
pub fn too_many_accounts(lang: Lang, address: &str, held: usize) -> Refused {
    Refused::new(
        t!(lang, "account-too-many"),
        t!(
            lang,
            "account-too-many.detail",
            address = address,
            held = held
        ),
    )
}

/// A userid someone has.
pub fn userid_taken(lang: Lang, userid: &str) -> Refused {
    Refused::new(
        t!(lang, "account-userid-taken"),
        t!(lang, "account-userid-taken.detail", userid = userid),
    )
}

/// The robot's userid, which nobody may register.
pub fn robot_userid(lang: Lang, robot: &str, user: &str) -> Refused {
    Refused::new(
        t!(lang, "account-robot-userid"),
        t!(
            lang,
            "account-robot-userid.detail",
            robot = robot,
            user = user
        ),
    )
}

/// Where a language code was written: the example of the refusal is the same command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LanguageIn {
    /// `register ... -language=<code>`.
    Register,
    /// `set ... language <code>`.
    Set,
}

/// A language code the server has no words for.
pub fn unknown_language(lang: Lang, code: &str, written: LanguageIn) -> Refused {
    let command = match written {
        LanguageIn::Register => "register",
        LanguageIn::Set => "set",
    };
    Refused::new(
        t!(lang, "account-unknown-language"),
        t!(
            lang,
            "account-unknown-language.detail",
            code = super::clip(code, 20),
            command = command
        ),
    )
}

/// The subject of the confirmation mail that answers `register`.
pub fn registered_subject(lang: Lang, user: &str) -> String {
    t!(lang, "account-registered-subject", user = user)
}

/// What `set` did: `flip` (true) or `noflip`.
pub fn flip_set(lang: Lang, flip: bool) -> String {
    if flip {
        t!(lang, "account-set-flip")
    } else {
        t!(lang, "account-set-noflip")
    }
}

/// What `set` did: `html` (true) or `nohtml`.
pub fn html_set(lang: Lang, html: bool) -> String {
    if html {
        t!(lang, "account-set-html")
    } else {
        t!(lang, "account-set-nohtml")
    }
}

/// What `set ... password` did.
pub fn password_set(lang: Lang) -> String {
    t!(lang, "account-set-password")
}

/// What `set ... address` did.
pub fn address_set(lang: Lang, address: &str) -> String {
    t!(lang, "account-set-address", address = address)
}

/// What `set ... language` did, said in the language chosen.
pub fn language_set(lang: Lang) -> String {
    t!(lang, "account-set-language")
}

/// The subject and body of the answer to `set`.
pub fn settings_changed(lang: Lang, user: &str, what: &str) -> (String, String) {
    (
        t!(lang, "account-set-done.subject", user = user),
        t!(lang, "account-set-done", user = user, what = what) + "\n",
    )
}

/// The subject and body of the notice to an account's old address.
pub fn address_changed(
    lang: Lang,
    user: &str,
    old: &str,
    new: &str,
    from: &str,
) -> (String, String) {
    (
        t!(lang, "account-address-changed.subject"),
        t!(
            lang,
            "account-address-changed",
            user = user,
            old = old,
            new = new,
            from = from
        ) + "\n",
    )
}
