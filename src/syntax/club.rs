//! The command lines of a club (issue 78): `forgot`, `leave`, `mydata`, and a moderator's
//! `mod <u> <pw> <action> ...`.

use stratego_rules::Color;

use super::{Command, SyntaxError, game_number, login, userid};

/// The longest reason a moderator may give, in characters (it is shown on the moderation
/// page and mailed to the player).
pub const MAX_REASON: usize = 300;

/// What a moderator does (`stratego mod <u> <pw> <action> ...`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModAction {
    /// `ban <userid> <days|forever> <reason...>`.
    Ban {
        /// Who.
        user: String,
        /// For how many days; `None`: for good.
        days: Option<u32>,
        /// Why.
        reason: String,
    },
    /// `unban <userid> [<reason...>]`.
    Unban {
        /// Who.
        user: String,
        /// Why (may be empty).
        reason: String,
    },
    /// `adjudicate <game> red|blue|draw <reason...>`.
    Adjudicate {
        /// The game.
        game: i64,
        /// The winner; `None`: a draw.
        winner: Option<Color>,
        /// Why.
        reason: String,
    },
    /// `cancel <game> <reason...>`.
    Cancel {
        /// The game.
        game: i64,
        /// Why.
        reason: String,
    },
    /// `announce [<title...>]`, the announcement in the body.
    Announce {
        /// The subject's words after `Stratego: ` (may be empty).
        title: String,
    },
    /// `reset <userid>`: a password reset mail to the player.
    Reset {
        /// Who.
        user: String,
    },
    /// `delete <userid> <reason...>`: deletes the account, as `leave` does.
    Delete {
        /// Who.
        user: String,
        /// Why (the player's request, as a rule).
        reason: String,
    },
}

impl ModAction {
    /// The action's word, for the log.
    pub fn word(&self) -> &'static str {
        match self {
            ModAction::Ban { .. } => "ban",
            ModAction::Unban { .. } => "unban",
            ModAction::Adjudicate { .. } => "adjudicate",
            ModAction::Cancel { .. } => "cancel",
            ModAction::Announce { .. } => "announce",
            ModAction::Reset { .. } => "reset",
            ModAction::Delete { .. } => "delete",
        }
    }
}

/// The usage of `mod`.
pub const MOD_USAGE: &str = "stratego mod <userid> <password> ban <userid> <days|forever> <why>\n\
     stratego mod <userid> <password> unban <userid>\n\
     stratego mod <userid> <password> adjudicate <game> red|blue|draw <why>\n\
     stratego mod <userid> <password> cancel <game> <why>\n\
     stratego mod <userid> <password> announce [<title>]\n\
     stratego mod <userid> <password> reset <userid>\n\
     stratego mod <userid> <password> delete <userid> <why>";

/// The words as one reason, at most [`MAX_REASON`] characters; `None` when there are none.
fn reason(words: &[&str]) -> Option<String> {
    let text = words.join(" ");
    (!text.is_empty()).then(|| text.chars().take(MAX_REASON).collect())
}

/// Whether `word` (lower case) is a moderator's action word.
pub(super) fn is_action(word: &str) -> bool {
    matches!(
        word,
        "ban" | "unban" | "adjudicate" | "cancel" | "announce" | "reset" | "delete"
    )
}

/// Reads `forgot`, `leave`, `mydata` and `mod` (their words after the verb); `None` for
/// another verb.
pub(super) fn parse(verb: &str, args: &[&str]) -> Option<Result<Command, SyntaxError>> {
    let usage = |u: &'static str| SyntaxError::Usage(u);
    Some(match (verb, args) {
        ("forgot", [u]) => userid(u).map(Command::Forgot),
        ("forgot", _) => Err(usage("stratego forgot <userid>")),
        ("leave", [u, pw]) => login(u, pw).map(Command::Leave),
        ("leave", _) => Err(usage("stratego leave <userid> <password>")),
        ("mydata", [u, pw]) => login(u, pw).map(Command::MyData),
        ("mydata", _) => Err(usage("stratego mydata <userid> <password>")),
        ("mod", [u, pw, action, rest @ ..]) => {
            login(u, pw).and_then(|who| Ok(Command::Mod(who, mod_action(action, rest)?)))
        }
        ("mod", _) => Err(usage(MOD_USAGE)),
        _ => return None,
    })
}

fn mod_action(action: &str, rest: &[&str]) -> Result<ModAction, SyntaxError> {
    let usage = SyntaxError::Usage(MOD_USAGE);
    Ok(match (action.to_ascii_lowercase().as_str(), rest) {
        ("ban", [u, days, why @ ..]) => {
            let days = if days.eq_ignore_ascii_case("forever") {
                None
            } else {
                // A whole number of days from 1, or `forever`; the usage shows both.
                Some(
                    days.parse::<u32>()
                        .ok()
                        .filter(|d| *d >= 1)
                        .ok_or_else(|| SyntaxError::BanDays(days.chars().take(40).collect()))?,
                )
            };
            ModAction::Ban {
                user: userid(u)?,
                days,
                reason: reason(why).ok_or(usage)?,
            }
        }
        ("unban", [u, why @ ..]) => ModAction::Unban {
            user: userid(u)?,
            reason: reason(why).unwrap_or_default(),
        },
        ("adjudicate", [game, result, why @ ..]) => {
            let winner = match result.to_ascii_lowercase().as_str() {
                "red" => Some(Color::Red),
                "blue" => Some(Color::Blue),
                "draw" => None,
                _ => return Err(SyntaxError::Winner(result.chars().take(40).collect())),
            };
            ModAction::Adjudicate {
                game: game_number(game)?,
                winner,
                reason: reason(why).ok_or(usage)?,
            }
        }
        ("cancel", [game, why @ ..]) => ModAction::Cancel {
            game: game_number(game)?,
            reason: reason(why).ok_or(usage)?,
        },
        ("announce", title) => ModAction::Announce {
            title: reason(title).unwrap_or_default(),
        },
        ("reset", [u]) => ModAction::Reset { user: userid(u)? },
        ("delete", [u, why @ ..]) => ModAction::Delete {
            user: userid(u)?,
            reason: reason(why).ok_or(usage)?,
        },
        _ => return Err(usage),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Command, SyntaxError> {
        Command::parse(line)
    }

    #[test]
    fn club_commands_read() {
        assert_eq!(
            parse("stratego forgot Alice"),
            Ok(Command::Forgot("Alice".into()))
        );
        assert!(matches!(
            parse("stratego leave alice pw"),
            Ok(Command::Leave(_))
        ));
        assert!(matches!(
            parse("stratego mydata alice pw"),
            Ok(Command::MyData(_))
        ));
        let Ok(Command::Mod(who, action)) =
            parse("stratego mod mia pw ban bob 14 insulted   carol twice")
        else {
            panic!()
        };
        assert_eq!(who.user, "mia");
        assert_eq!(
            action,
            ModAction::Ban {
                user: "bob".into(),
                days: Some(14),
                reason: "insulted carol twice".into()
            }
        );
        assert!(matches!(
            parse("stratego mod mia pw ban bob forever cheats"),
            Ok(Command::Mod(_, ModAction::Ban { days: None, .. }))
        ));
        assert!(matches!(
            parse("stratego mod mia pw adjudicate 12 draw both absent"),
            Ok(Command::Mod(
                _,
                ModAction::Adjudicate {
                    game: 12,
                    winner: None,
                    ..
                }
            ))
        ));
        for bad in [
            "stratego mod mia pw ban bob 14",
            "stratego mod mia pw ban bob 0 x",
            "stratego mod mia pw adjudicate 12 green x",
            "stratego mod mia pw cancel 12",
            "stratego mod mia pw frobnicate",
            "stratego mod mia",
            "stratego forgot",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            crate::syntax::masked_line("stratego mod mia s3cret ban bob"),
            "stratego mod mia ******** ban bob"
        );
        assert_eq!(
            crate::syntax::masked_line("stratego leave mia s3cret x"),
            "stratego leave mia ******** ********"
        );
    }
}
