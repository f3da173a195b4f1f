//! The reply words (issue 81): the words a player writes instead of a move, after
//! `stratego move <game> <userid> <password>` or alone in a plain reply. Every word is
//! understood from everyone, whatever their language, in any case; the command words
//! (`stratego move`, `set`, ...) are not translated. This table is the one list: the parser
//! (`move_action`), the typo check ([`super::near`]), the password masking
//! ([`super::mask`]) and the help all read it.

use crate::texts::Lang;

/// What a reply word asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplyWord {
    /// Offer a draw.
    Propose,
    /// Accept the opponent's draw offer.
    Accept,
    /// Refuse the opponent's draw offer.
    Reject,
    /// Resign the game.
    Resign,
    /// Show the board (a plain reply only).
    Show,
    /// Deploy the army in the mail.
    Deploy,
    /// Swap two squares of the setup (`swap a1 b1`).
    Swap,
    /// A random army (a plain reply only; in a deploy's body it is the army).
    Auto,
}

use Lang::{De, En, Nl};
use ReplyWord::{Accept, Auto, Deploy, Propose, Reject, Resign, Show, Swap};

/// Every reply word, in lower case, with the language it is from (each language's own
/// first) and what it does. A word two languages share (`ja`, `remise`, `auto`) stands
/// once for each.
pub const REPLY_WORDS: &[(&str, Lang, ReplyWord)] = &[
    ("draw", En, Propose),
    ("propose", En, Propose),
    ("accept", En, Accept),
    ("yes", En, Accept),
    ("reject", En, Reject),
    ("no", En, Reject),
    ("resign", En, Resign),
    ("show", En, Show),
    ("deploy", En, Deploy),
    ("swap", En, Swap),
    ("auto", En, Auto),
    ("remis", De, Propose),
    ("remise", De, Propose),
    ("annehmen", De, Accept),
    ("ja", De, Accept),
    ("ablehnen", De, Reject),
    ("nein", De, Reject),
    ("aufgeben", De, Resign),
    ("zeigen", De, Show),
    ("aufstellen", De, Deploy),
    ("tauschen", De, Swap),
    ("auto", De, Auto),
    ("remise", Nl, Propose),
    ("aannemen", Nl, Accept),
    ("ja", Nl, Accept),
    ("weigeren", Nl, Reject),
    ("nee", Nl, Reject),
    ("opgeven", Nl, Resign),
    ("toon", Nl, Show),
    ("opstellen", Nl, Deploy),
    ("wissel", Nl, Swap),
    ("auto", Nl, Auto),
];

/// The reply word `word` is (any case), as the table writes it, with what it does.
pub fn reply_word(word: &str) -> Option<(&'static str, ReplyWord)> {
    REPLY_WORDS
        .iter()
        .find(|(w, _, _)| w.eq_ignore_ascii_case(word))
        .map(|&(w, _, action)| (w, action))
}

/// The words of `lang` for `action`, its first the one its help names.
pub fn words_for(lang: Lang, action: ReplyWord) -> impl Iterator<Item = &'static str> {
    REPLY_WORDS
        .iter()
        .filter(move |(_, l, a)| *l == lang && *a == action)
        .map(|(w, _, _)| *w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_of_every_language_is_understood_in_any_case() {
        for &(word, _, action) in REPLY_WORDS {
            for written in [
                word.to_string(),
                word.to_uppercase(),
                word[..1].to_uppercase() + &word[1..],
            ] {
                assert_eq!(reply_word(&written), Some((word, action)), "{written}");
            }
        }
        assert_eq!(reply_word("e4-e5"), None);
        assert_eq!(reply_word("stratego"), None);
    }

    #[test]
    fn each_language_has_a_word_for_every_action() {
        for lang in Lang::ALL {
            for action in [Propose, Accept, Reject, Resign, Show, Deploy, Swap, Auto] {
                assert!(
                    words_for(lang, action).next().is_some(),
                    "{lang} {action:?}"
                );
            }
        }
        let resign = |lang| words_for(lang, Resign).collect::<Vec<_>>();
        assert_eq!(resign(En), ["resign"]);
        assert_eq!(resign(De), ["aufgeben"]);
        assert_eq!(resign(Nl), ["opgeven"]);
    }

    #[test]
    fn a_move_command_takes_every_word_of_every_language() {
        use crate::syntax::{Command, Login, MoveAction, SyntaxError};
        let parse = |word: &str| Command::parse(&format!("stratego move 3 alice pw {word}"));
        let login = Login {
            user: "alice".to_string(),
            password: "pw".to_string(),
        };
        for &(word, _, action) in REPLY_WORDS {
            let expected = match action {
                Propose => MoveAction::Propose,
                Accept => MoveAction::Accept,
                Reject => MoveAction::Reject,
                Resign => MoveAction::Resign,
                Deploy => MoveAction::Deploy,
                // A swap needs its squares; show and auto are plain replies only.
                Swap => {
                    assert!(matches!(parse(word), Err(SyntaxError::Usage(_))), "{word}");
                    let swapped = parse(&format!("{word} a1 B2")).unwrap();
                    let squares = ("a1".parse().unwrap(), "b2".parse().unwrap());
                    assert_eq!(
                        swapped,
                        Command::Move(3, login.clone(), MoveAction::Swap(squares.0, squares.1))
                    );
                    continue;
                }
                Show | Auto => {
                    assert!(matches!(parse(word), Err(SyntaxError::Move(_))), "{word}");
                    continue;
                }
            };
            for written in [word.to_string(), word.to_uppercase()] {
                assert_eq!(
                    parse(&written),
                    Ok(Command::Move(3, login.clone(), expected.clone())),
                    "{written}"
                );
            }
        }
        // A word with another after it is no reply word.
        assert!(parse("aufgeben bitte").is_err());
    }

    #[test]
    fn reply_words_are_no_passwords_and_placeholders_are_none_either() {
        use crate::syntax::{Command, SyntaxError, is_password_placeholder, masked_line};
        // An unreadable line (a word too many) hides its password, not its reply word.
        for word in [
            "aufgeben", "opgeven", "Remis", "aannemen", "ablehnen", "wissel",
        ] {
            assert_eq!(
                masked_line(&format!("stratego move 1 alice hunter2 {word} e4")),
                format!("stratego move 1 alice ******** {word} e4")
            );
        }
        for word in [
            "<passwort>",
            "<wachtwoord>",
            "passwort",
            "WACHTWOORD",
            "Kennwort",
        ] {
            assert!(is_password_placeholder(word), "{word}");
            assert_eq!(
                Command::parse(&format!("stratego move 3 alice {word} aufgeben")),
                Err(SyntaxError::Placeholder(word.to_string()))
            );
        }
    }

    #[test]
    fn no_word_means_two_things() {
        for &(a, _, x) in REPLY_WORDS {
            for &(b, _, y) in REPLY_WORDS {
                assert!(a != b || x == y, "{a} means {x:?} and {y:?}");
            }
        }
    }
}
