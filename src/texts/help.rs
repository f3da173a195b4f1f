//! The help a player reads: the welcome mail, the overview (`stratego help`) and one mail
//! per topic (`stratego help moves`), in the reader's language (`locales/*/help.ftl`,
//! `welcome.ftl`).
//!
//! Every paragraph is one line in the messages and wrapped when the mail is queued
//! ([`super::layout`]); a line that starts with a space is a command or a table and is
//! never wrapped (see the module's convention). Topic names are command words: the same in
//! every language.

use stratego_rules::{Variant, army_table};

use super::{Lang, example_army};
use crate::{syntax, t};

/// What the help says about this server: its limits and the robot's userid.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    /// The longest vacation, in days.
    pub vacation_max_days: i64,
    /// The vacation days in any 365 days.
    pub vacation_days_per_year: i64,
    /// The computer opponent's userid.
    pub robot: &'a str,
    /// The password resets an account may get in a day.
    pub resets_per_day: i64,
}

/// The topics of `stratego help TOPIC`, in the overview's order.
pub const TOPICS: &[&str] = &[
    "moves",
    "setup",
    "variants",
    "options",
    "robot",
    "ratings",
    "vacation",
    "tournaments",
    "account",
    "watch",
    "commands",
];

/// What a topic of [`TOPICS`] answers, for the overview's list.
fn about(lang: Lang, topic: &str) -> String {
    match topic {
        "moves" => t!(lang, "help-about.moves"),
        "setup" => t!(lang, "help-about.setup"),
        "variants" => t!(lang, "help-about.variants"),
        "options" => t!(lang, "help-about.options"),
        "robot" => t!(lang, "help-about.robot"),
        "ratings" => t!(lang, "help-about.ratings"),
        "vacation" => t!(lang, "help-about.vacation"),
        "tournaments" => t!(lang, "help-about.tournaments"),
        "account" => t!(lang, "help-about.account"),
        "watch" => t!(lang, "help-about.watch"),
        _ => t!(lang, "help-about.commands"),
    }
}

/// Each line of `text` indented by two spaces: a block, never wrapped.
fn block(text: &str) -> String {
    text.lines()
        .map(|l| format!("  {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The reply words and what each does, as a block: under the welcome and the overview.
fn reply_words(lang: Lang) -> String {
    block(&t!(lang, "help-reply-words"))
}

/// The answer to `stratego register`: confirm, challenge, reply to move, the reply words,
/// where the help is. Short on purpose: the first mail decides whether a newcomer plays.
pub fn welcome(
    lang: Lang,
    user: &str,
    address: &str,
    code: &str,
    until: &str,
    robot: &str,
) -> String {
    t!(
        lang,
        "welcome",
        user = user,
        address = address,
        code = code,
        until = until,
        robot = robot,
        words = reply_words(lang)
    ) + "\n"
}

/// The subject of a help mail: the overview (`None`), a topic, or the list of topics
/// (`Some("")`, for a topic there is not).
pub fn help_subject(lang: Lang, topic: Option<&str>) -> String {
    match topic {
        None => t!(lang, "help-subject"),
        Some("") => t!(lang, "help-subject.topics"),
        Some(name) => t!(lang, "help-subject.topic", topic = name),
    }
}

/// `stratego help`: how commands are sent, how a game is played by reply, and the topics.
pub fn overview(lang: Lang, robot: &str) -> String {
    let width = TOPICS.iter().map(|t| t.len()).max().unwrap_or(0);
    let topics = TOPICS
        .iter()
        .map(|topic| format!("  {topic:width$}  {}", about(lang, topic)))
        .collect::<Vec<_>>()
        .join("\n");
    t!(
        lang,
        "help-overview",
        robot = robot,
        words = reply_words(lang),
        topics = topics
    ) + "\n"
}

/// `stratego help TOPIC`; `None` for a topic there is not (the caller lists them). Besides
/// the English command words, a topic is found by its German or Dutch name.
pub fn topic(lang: Lang, name: &str, facts: &Facts<'_>) -> Option<String> {
    let text = match name.to_lowercase().as_str() {
        "moves" | "move" | "züge" | "zuege" | "zetten" => t!(lang, "help-moves"),
        "setup" | "army" | "deploy" | "aufstellung" | "aufbau" | "opstelling" => setup(lang),
        "variants" | "variant" | "games" | "varianten" | "spiele" | "spellen" => {
            t!(lang, "help-variants")
        }
        "options" | "option" | "optionen" | "opties" => t!(lang, "help-options"),
        "robot" | "computer" | "roboter" => t!(lang, "help-robot", robot = facts.robot),
        "ratings" | "rating" | "standings" | "wertung" | "tabelle" | "stand" => {
            t!(lang, "help-ratings")
        }
        "vacation" | "urlaub" | "vakantie" => t!(
            lang,
            "help-vacation",
            max = facts.vacation_max_days,
            per_year = facts.vacation_days_per_year
        ),
        "tournaments" | "tournament" | "turniere" | "turnier" | "toernooien" | "toernooi" => {
            return Some(super::tournament::help(lang));
        }
        "account" | "settings" | "konto" | "einstellungen" | "instellingen" => {
            t!(lang, "help-account")
        }
        "watch" | "observe" | "zuschauen" | "kijken" => t!(lang, "help-watch"),
        "commands" | "command" | "befehle" | "commando's" | "commandos" => commands(lang),
        "mod" | "moderators" | "moderator" | "moderation" | "moderatoren" => {
            return Some(super::moderation::help(lang, facts.resets_per_day));
        }
        _ => return None,
    };
    Some(text + "\n")
}

/// The answer to an unknown topic: the topics there are.
pub fn unknown_topic(lang: Lang, name: &str) -> String {
    let topics = TOPICS
        .iter()
        .map(|topic| format!("  stratego help {topic}"))
        .collect::<Vec<_>>()
        .join("\n");
    t!(
        lang,
        "help-unknown",
        topic = super::clip(name, 40),
        topics = topics
    ) + "\n"
}

fn setup(lang: Lang) -> String {
    t!(
        lang,
        "help-setup",
        army = block(example_army(Variant::Classic)),
        classic = army_table(Variant::Classic),
        small = army_table(Variant::Small),
        barrage = army_table(Variant::Barrage),
        duel = army_table(Variant::Duel)
    )
}

fn commands(lang: Lang) -> String {
    let usages = syntax::all_usages()
        .map(|form| super::mail::usage_block(lang, form))
        .collect::<Vec<_>>()
        .join("\n");
    t!(lang, "help-commands", usages = usages)
}
