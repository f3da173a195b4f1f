//! The words about a mail as a whole: one too large to read, one without a command, and a
//! command line that could not be read (its short reason for the subject, and the detail
//! that says how to write it), in the sender's language (`locales/*/mail.ftl`,
//! `syntax.ftl`). The forms of a command (`stratego register <userid> <password>`) are
//! syntax, the same in every language; only their placeholders are words ([`usage_in`]).

use super::{Lang, Refused};
use crate::syntax::{self, SyntaxError};
use crate::t;

/// A mail larger than `max_kib` KiB.
pub fn too_large(lang: Lang, max_kib: usize) -> Refused {
    Refused::new(
        t!(lang, "mail-too-large"),
        t!(lang, "mail-too-large.detail", max = max_kib),
    )
}

/// A mail with no command in its subject or body.
pub fn no_command(lang: Lang) -> Refused {
    Refused::new(
        t!(lang, "mail-no-command"),
        t!(lang, "mail-no-command.detail"),
    )
}

/// The short reason of a command line that could not be read, for the subject.
pub fn syntax_reason(lang: Lang, e: &SyntaxError) -> String {
    match e {
        SyntaxError::Unknown(_) => t!(lang, "syntax-unknown"),
        SyntaxError::Usage(_) => t!(lang, "syntax-usage"),
        SyntaxError::GameNumber(_) => t!(lang, "syntax-game-number"),
        SyntaxError::Userid(_) => t!(lang, "syntax-userid"),
        SyntaxError::Password => t!(lang, "syntax-password"),
        SyntaxError::Setting(_) => t!(lang, "syntax-setting"),
        SyntaxError::NoMove | SyntaxError::Move(_) | SyntaxError::Square(_) => {
            t!(lang, "syntax-move")
        }
        SyntaxError::PlyNumber(_) => t!(lang, "syntax-ply-number"),
        SyntaxError::Address(_) => t!(lang, "syntax-address"),
        SyntaxError::Placeholder(_) => t!(lang, "syntax-placeholder"),
        SyntaxError::Code(_) => t!(lang, "syntax-code"),
        SyntaxError::Days(_) => t!(lang, "syntax-days"),
        SyntaxError::TournamentNumber(_) => t!(lang, "syntax-tournament-number"),
        SyntaxError::Rounds(_) => t!(lang, "syntax-rounds"),
        SyntaxError::BanDays(_) => t!(lang, "syntax-ban-days"),
        SyntaxError::Winner(_) => t!(lang, "syntax-winner"),
        SyntaxError::Systems(..) => t!(lang, "syntax-systems"),
        SyntaxError::TournamentName => t!(lang, "syntax-tournament-name"),
        SyntaxError::TournamentWord(_) => t!(lang, "syntax-tournament-word"),
    }
}

/// What was wrong with a command line and how to write it: the error reply's paragraph.
pub fn syntax_detail(lang: Lang, e: &SyntaxError) -> String {
    match e {
        SyntaxError::Unknown(w) if w.is_empty() => t!(lang, "syntax-unknown.missing"),
        SyntaxError::Unknown(w) => match syntax::near::nearest_verb(w) {
            Some(verb) => t!(
                lang,
                "syntax-unknown.near",
                word = w.as_str(),
                verb = verb,
                usage = usage_block(lang, syntax::usage(verb))
            ),
            None => t!(lang, "syntax-unknown.detail", word = w.as_str()),
        },
        SyntaxError::Usage(u) => t!(lang, "syntax-usage.detail", usage = usage_block(lang, u)),
        SyntaxError::GameNumber(w) => t!(lang, "syntax-game-number.detail", word = w.as_str()),
        SyntaxError::Userid(w) => t!(lang, "syntax-userid.detail", word = w.as_str()),
        SyntaxError::Password => t!(lang, "syntax-password.detail"),
        SyntaxError::Setting(w) => t!(lang, "syntax-setting.detail", word = w.as_str()),
        SyntaxError::NoMove => t!(lang, "syntax-move.none"),
        SyntaxError::Move(w) => t!(lang, "syntax-move.detail", word = w.as_str()),
        SyntaxError::Square(w) => t!(lang, "syntax-move.square", word = w.as_str()),
        SyntaxError::PlyNumber(w) => t!(lang, "syntax-ply-number.detail", word = w.as_str()),
        SyntaxError::Address(w) => t!(lang, "syntax-address.detail", word = w.as_str()),
        SyntaxError::Placeholder(w) => t!(lang, "syntax-placeholder.detail", word = w.as_str()),
        SyntaxError::Code(w) => t!(lang, "syntax-code.detail", word = w.as_str()),
        SyntaxError::Days(w) => t!(lang, "syntax-days.detail", word = w.as_str()),
        SyntaxError::TournamentNumber(w) => {
            t!(lang, "syntax-tournament-number.detail", word = w.as_str())
        }
        SyntaxError::Rounds(w) => t!(lang, "syntax-rounds.detail", word = w.as_str()),
        SyntaxError::BanDays(w) => t!(lang, "syntax-ban-days.detail", word = w.as_str()),
        SyntaxError::Winner(w) => t!(lang, "syntax-winner.detail", word = w.as_str()),
        SyntaxError::Systems(a, b) => t!(
            lang,
            "syntax-systems.detail",
            first = a.as_str(),
            second = b.as_str()
        ),
        SyntaxError::TournamentName => t!(lang, "syntax-tournament-name.detail"),
        SyntaxError::TournamentWord(w) => {
            t!(lang, "syntax-tournament-word.detail", word = w.as_str())
        }
    }
}

/// The forms of a command, one a line, as a block in `lang`: a form longer than a line
/// (German and Dutch placeholders are longer than English ones) goes on, indented further,
/// on the next.
pub fn usage_block(lang: Lang, usage: &str) -> String {
    let mut lines = Vec::new();
    for form in usage.lines() {
        let mut rest = usage_in(lang, form);
        let mut indent = "  ";
        while indent.len() + rest.chars().count() > super::WIDTH {
            // The last space that leaves the line within the width, outside a placeholder.
            let room = super::WIDTH - indent.len();
            let cut = rest
                .char_indices()
                .take_while(|(i, _)| *i <= room)
                .filter(|(i, c)| *c == ' ' && !inside_brackets(&rest[..*i]))
                .map(|(i, _)| i)
                .last();
            let Some(cut) = cut.filter(|c| *c > 0) else {
                break;
            };
            lines.push(format!("{indent}{}", &rest[..cut]));
            rest = rest[cut + 1..].to_string();
            indent = "      ";
        }
        lines.push(format!("{indent}{rest}"));
    }
    lines.join("\n")
}

/// Whether `text` ends inside a placeholder (`<new password`) or a note (`(the army`): no
/// break there.
fn inside_brackets(text: &str) -> bool {
    [('<', '>'), ('(', ')')]
        .iter()
        .any(|(o, c)| match (text.rfind(*o), text.rfind(*c)) {
            (Some(open), close) => close.is_none_or(|c| c < open),
            (None, _) => false,
        })
}

/// A form of a command (`stratego set <userid> <password> flip|noflip`) with its
/// placeholders and notes in `lang`'s words; the command words and options stay.
pub fn usage_in(lang: Lang, form: &str) -> String {
    // Longer placeholders first: `<new password>` holds `password>`.
    let words = [
        (
            "<code from the confirmation mail>",
            t!(lang, "syntax-placeholders.code"),
        ),
        (
            "(the army in the body)",
            t!(lang, "syntax-placeholders.army-in-body"),
        ),
        (
            "(the message in the body)",
            t!(lang, "syntax-placeholders.message-in-body"),
        ),
        ("(0: back now)", t!(lang, "syntax-placeholders.back-now")),
        (
            "<new password>",
            t!(lang, "syntax-placeholders.new-password"),
        ),
        ("<new address>", t!(lang, "syntax-placeholders.new-address")),
        (
            "<days|forever>",
            t!(lang, "syntax-placeholders.days-or-forever"),
        ),
        ("<from>-<to>", t!(lang, "syntax-placeholders.from-to")),
        ("<userid>", t!(lang, "syntax-placeholders.userid")),
        ("<password>", t!(lang, "syntax-placeholders.password")),
        ("<opponent>", t!(lang, "syntax-placeholders.opponent")),
        ("[options]", t!(lang, "syntax-placeholders.options")),
        ("<game>", t!(lang, "syntax-placeholders.game")),
        ("<square>", t!(lang, "syntax-placeholders.square")),
        ("<topic>", t!(lang, "syntax-placeholders.topic")),
        ("<days>", t!(lang, "syntax-placeholders.days")),
        ("<name>", t!(lang, "syntax-placeholders.name")),
        ("<number>", t!(lang, "syntax-placeholders.number")),
        ("<why>", t!(lang, "syntax-placeholders.why")),
        ("<title>", t!(lang, "syntax-placeholders.title")),
    ];
    let mut out = form.to_string();
    for (english, own) in &words {
        out = out.replace(english, own);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_forms_are_the_syntax_as_written() {
        for form in syntax::all_usages() {
            assert_eq!(usage_in(Lang::En, form), form);
        }
    }

    #[test]
    fn german_and_dutch_forms_name_their_placeholders_in_their_words() {
        let form = "stratego set <userid> <password> password <new password>";
        assert_eq!(
            usage_in(Lang::De, form),
            "stratego set <benutzername> <passwort> password <neues passwort>"
        );
        assert_eq!(
            usage_in(Lang::Nl, form),
            "stratego set <gebruikersnaam> <wachtwoord> password <nieuw wachtwoord>"
        );
        for lang in [Lang::De, Lang::Nl] {
            for form in syntax::all_usages() {
                let own = usage_in(lang, form);
                assert!(own.starts_with("stratego "), "{own}");
                for english in ["<userid>", "<password>", "<game>", " the ", "<opponent>"] {
                    assert!(!own.contains(english), "{lang}: {own}");
                }
            }
        }
    }

    #[test]
    fn every_form_fits_72_columns_and_breaks_only_between_placeholders() {
        for lang in Lang::ALL {
            for form in syntax::all_usages() {
                let block = usage_block(lang, form);
                for line in block.lines() {
                    assert!(
                        line.chars().count() <= super::super::WIDTH,
                        "{lang}: {line}"
                    );
                    assert!(!inside_brackets(line), "{lang}: {line}");
                }
                // Nothing lost: the form's words, in order.
                let words: Vec<&str> = block.split_whitespace().collect();
                let own = usage_in(lang, form);
                assert_eq!(words, own.split_whitespace().collect::<Vec<_>>());
            }
        }
        let deploy = usage_block(Lang::De, syntax::usage("deploy"));
        assert_eq!(
            deploy,
            "  stratego deploy <partie> <benutzername> <passwort>\n      (die Aufstellung im Text)"
        );
    }

    #[test]
    fn every_syntax_error_has_its_words_in_every_language() {
        let errors = [
            SyntaxError::Unknown(String::new()),
            SyntaxError::Unknown("regster".into()),
            SyntaxError::Unknown("xyzzy".into()),
            SyntaxError::Usage(syntax::usage("register")),
            SyntaxError::GameNumber("x".into()),
            SyntaxError::Userid("1x".into()),
            SyntaxError::Password,
            SyntaxError::Setting("x".into()),
            SyntaxError::NoMove,
            SyntaxError::Move("e4-".into()),
            SyntaxError::Square("z9".into()),
            SyntaxError::PlyNumber("x".into()),
            SyntaxError::Address("x".into()),
            SyntaxError::Placeholder("<password>".into()),
            SyntaxError::Code("x".into()),
            SyntaxError::Days("x".into()),
            SyntaxError::TournamentNumber("x".into()),
            SyntaxError::Rounds("x".into()),
            SyntaxError::BanDays("x".into()),
            SyntaxError::Winner("x".into()),
            SyntaxError::Systems("-swiss".into(), "-roundrobin".into()),
            SyntaxError::TournamentName,
            SyntaxError::TournamentWord("x".into()),
        ];
        for e in &errors {
            let english = syntax_detail(Lang::En, e);
            for lang in [Lang::De, Lang::Nl] {
                let own = syntax_detail(lang, e);
                assert_ne!(own, english, "{lang}: {e:?}");
                assert_ne!(syntax_reason(lang, e), syntax_reason(Lang::En, e));
            }
        }
        let de = syntax_detail(Lang::De, &SyntaxError::Usage(syntax::usage("register")));
        assert_eq!(
            de,
            "Falsche Anzahl von Wörtern. So lautet der Befehl:\n  \
             stratego register <benutzername> <passwort>\n  \
             stratego register <benutzername> <passwort> -language=de|nl|en"
        );
    }
}
