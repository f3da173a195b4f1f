//! The catalogue of words (issue 81): every sentence a player reads is a Fluent message in
//! `locales/<lang>/<area>.ftl`, compiled into the binary, one file per area of words in one
//! folder per language. English is the source; every language has the same messages with
//! the same arguments (a test checks it, and that every id the code asks for exists).
//!
//! The code asks for a message with [`t!`](crate::t): `t!(lang, "vacation-away", user =
//! name, days = 3)`. A message's attribute is asked for as `"id.attr"` (a mail's subject is
//! often the `.subject` of its body's message). Numbers go in as numbers, so that Fluent
//! picks the plural form by the language's CLDR rules; the layout (wrapping at 72 columns,
//! block lines) is applied afterwards, in Rust ([`super::layout`]).

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use super::Lang;

/// The areas of words: one `.ftl` file each in every language's folder.
macro_rules! areas {
    ($($area:literal,)*) => {
        /// Each area's name and its text, for each language in [`Lang::ALL`]'s order.
        pub const SOURCES: [&[(&str, &str)]; 3] = [
            &[$(($area, include_str!(concat!("../../locales/en/", $area, ".ftl"))),)*],
            &[$(($area, include_str!(concat!("../../locales/de/", $area, ".ftl"))),)*],
            &[$(($area, include_str!(concat!("../../locales/nl/", $area, ".ftl"))),)*],
        ];
    };
}

// One line per area, kept in order of the alphabet.
areas! {
    "account",
    "battle",
    "board",
    "club",
    "common",
    "compose",
    "confirm",
    "errors",
    "game",
    "help",
    "info",
    "league",
    "limits",
    "login",
    "mail",
    "moderation",
    "pieces",
    "play",
    "refusal",
    "reminders",
    "reply",
    "result",
    "syntax",
    "tournament",
    "tournament-help",
    "tournament-refused",
    "tournament-table",
    "tournament-web",
    "vacation",
    "web",
    "welcome",
}

/// The bundle of `lang`'s messages, built on first use.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    BUNDLES[i].get_or_init(|| build(lang, SOURCES[i]))
}

/// A bundle of the files of one language. A file that does not parse keeps the messages
/// that do (the tests reject any syntax error before a release).
fn build(lang: Lang, files: &[(&str, &str)]) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around arguments are for bidirectional text on screens; in
    // a plain-text mail they are invisible bytes that break copying a command.
    bundle.set_use_isolating(false);
    for (_, text) in files {
        let resource = FluentResource::try_new((*text).to_string()).unwrap_or_else(|(r, _)| r);
        // A message defined twice keeps its first definition (a test rejects it).
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` (or `id.attribute`) in `lang`, with `args`.
///
/// A message or argument that is missing is a bug the tests catch
/// (`tests/texts/catalogue.rs`); a release build then shows the id rather than fail a mail.
pub fn text(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let (name, attribute) = match id.split_once('.') {
        Some((n, a)) => (n, Some(a)),
        None => (id, None),
    };
    let bundle = bundle(lang);
    let pattern = bundle.get_message(name).and_then(|m| match attribute {
        Some(a) => m.get_attribute(a).map(|a| a.value()),
        None => m.value(),
    });
    let Some(pattern) = pattern else {
        debug_assert!(false, "no message {id} in {lang}");
        return id.to_string();
    };
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, args, &mut errors);
    debug_assert!(errors.is_empty(), "message {id} in {lang}: {errors:?}");
    out.into_owned()
}

/// A message of the catalogue, in a language, with its arguments:
/// `t!(lang, "vacation-back", user = name, game = 7)`.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal $(,)?) => {
        $crate::texts::catalogue::text($lang, $id, None)
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $crate::texts::catalogue::text($lang, $id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
