//! The help, the welcome, syntax errors and password refusals in German and Dutch (issue
//! 81): golden files `fixtures/texts/{de,nl}/*.txt`, made by mailing the real binary from a
//! sender whose mail carries `Content-Language`, each read at 72 columns with the German and
//! Dutch early-break check, and their prose free of English words outside commands.

use super::{golden, masked_code, only_mail, reading_problems_in_de_nl};
use crate::support::server::{Env, Sent, addr};

const LANGS: [&str; 2] = ["de", "nl"];

/// The help topics written by the help (tournaments and mod come from their own areas).
const TOPICS: [&str; 10] = [
    "moves", "setup", "variants", "options", "robot", "ratings", "vacation", "account", "watch",
    "commands",
];

/// Mails `subject` from `from`, the mail's `Content-Language` being `lang`; returns the
/// outcome (stderr).
fn mail_in(env: &Env, lang: &str, from: &str, subject: &str) -> String {
    let raw = Env::compose(from, subject, "").replacen(
        "MIME-Version:",
        &format!("Content-Language: {lang}\r\nMIME-Version:"),
        1,
    );
    let out = env.ingest_raw(raw.as_bytes());
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The English words of `text`'s prose lines (block lines are commands and tables).
fn english_in(text: &str) -> Vec<String> {
    const ENGLISH: &[&str] = &[
        "the", "your", "you", "and", "with", "send", "reply", "board", "password", "move", "moves",
        "game", "not", "for", "this", "are", "piece", "when", "what", "from",
    ];
    // The settings' words before their placeholders (`password <neues passwort>`) are
    // syntax, and what stands in quotes is a command or the sender's words.
    let prose = text
        .lines()
        .filter(|l| !l.starts_with(' '))
        .collect::<Vec<_>>()
        .join("\n")
        .replace("password <", "<")
        // A Dutch plural (commando's) is no quote.
        .replace("'s ", "s ")
        .replace("'s.", "s.");
    prose
        .split('\'')
        .step_by(2)
        .flat_map(|part| part.split(|c: char| !c.is_alphabetic()))
        .filter(|w| ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(str::to_string)
        .collect()
}

/// Asserts that `mail` reads well in `lang` and matches `fixtures/texts/LANG/NAME.txt`.
fn check_in(lang: &str, name: &str, mail: &Sent) {
    let problems = reading_problems_in_de_nl(&mail.body);
    assert!(
        problems.is_empty(),
        "{lang}/{name}: {problems:#?}\n{}",
        mail.body
    );
    golden(
        &format!("{lang}/{name}"),
        &format!("Subject: {}\n\n{}", mail.subject, mail.body),
    );
}

/// Asserts that the prose of `mail` holds no English word.
fn no_english(lang: &str, name: &str, mail: &Sent) {
    let english = english_in(&mail.body);
    assert!(
        english.is_empty(),
        "{lang}/{name}: {english:?}\n{}",
        mail.body
    );
}

#[test]
fn the_welcome_reads_in_the_language_of_the_mail() {
    let env = Env::new();
    for (lang, words) in [
        (
            "de",
            ["remis", "annehmen", "ablehnen", "aufgeben", "zeigen"],
        ),
        ("nl", ["remise", "aannemen", "weigeren", "opgeven", "toon"]),
    ] {
        let user = format!("newcomer{lang}");
        let out = mail_in(
            &env,
            lang,
            &addr(&user),
            &format!("stratego register {user} pw-x"),
        );
        assert!(out.contains("applied"), "{out}");
        let welcome = masked_code(&only_mail(&env, &addr(&user)));
        assert!(
            welcome.body.contains("  stratego confirm CODE\n"),
            "{}",
            welcome.body
        );
        for word in words {
            assert!(
                welcome.body.contains(&format!("\n  {word} ")),
                "{word}: {}",
                welcome.body
            );
        }
        no_english(lang, "welcome", &welcome);
        check_in(lang, "welcome", &welcome);
    }
}

#[test]
fn the_help_and_every_topic_read_in_the_language_of_the_mail() {
    let env = Env::new();
    let alice = addr("alice");
    for lang in LANGS {
        mail_in(&env, lang, &alice, "stratego help");
        let overview = only_mail(&env, &alice);
        assert!(overview.body.lines().count() <= 60, "{}", overview.body);
        no_english(lang, "help", &overview);
        check_in(lang, "help", &overview);
        for topic in TOPICS {
            assert!(overview.body.contains(&format!("  {topic} ")), "{topic}");
            mail_in(&env, lang, &alice, &format!("stratego help {topic}"));
            let mail = only_mail(&env, &alice);
            no_english(lang, topic, &mail);
            check_in(lang, &format!("help-{topic}"), &mail);
        }
        // Converted with their areas (tournaments, moderation): read well, kept as golden.
        for topic in ["tournaments", "mod"] {
            mail_in(&env, lang, &alice, &format!("stratego help {topic}"));
            check_in(lang, &format!("help-{topic}"), &only_mail(&env, &alice));
        }
        mail_in(&env, lang, &alice, "stratego help castling");
        let unknown = only_mail(&env, &alice);
        assert!(unknown.body.contains("'castling'"), "{}", unknown.body);
        no_english(lang, "help-unknown", &unknown);
        check_in(lang, "help-unknown", &unknown);
    }
    // A topic asked for by its German or Dutch name is the same topic.
    for (lang, alias, topic) in [("de", "züge", "moves"), ("nl", "vakantie", "vacation")] {
        mail_in(&env, lang, &alice, &format!("stratego help {topic}"));
        let by_name = only_mail(&env, &alice);
        mail_in(&env, lang, &alice, &format!("stratego help {alias}"));
        assert_eq!(only_mail(&env, &alice).body, by_name.body, "{alias}");
    }
}

#[test]
fn a_syntax_error_reads_in_the_language_of_the_mail() {
    let env = Env::new();
    let alice = addr("alice");
    for (lang, usage) in [
        (
            "de",
            "Falsche Anzahl von Wörtern. So lautet der Befehl:\n  \
             stratego register <benutzername> <passwort>\n",
        ),
        (
            "nl",
            "Verkeerd aantal woorden. Schrijf het zo:\n  \
             stratego register <gebruikersnaam> <wachtwoord>\n",
        ),
    ] {
        mail_in(&env, lang, &alice, "stratego register alice");
        let mail = only_mail(&env, &alice);
        assert!(mail.body.contains(usage), "{}", mail.body);
        check_in(lang, "error-usage", &mail);
        // Every kind of mistake a newcomer makes reads well, in the sender's words.
        for (command, says) in [
            ("stratego", "'stratego'"),
            ("stratego regster alice pw", "'register'"),
            ("stratego frobnicate", "'frobnicate'"),
            ("stratego move 1 alice pw zz", "e4-e5"),
            ("stratego move 1 alice pw swap a1 zz", "e4"),
            ("stratego move x alice pw a4-a5", "'x'"),
            ("stratego set alice pw colour", "noflip"),
            ("stratego register 1alice pw", "'1alice'"),
            ("stratego register alice <password>", "'<password>'"),
            ("stratego vacation alice pw many", "14"),
            ("stratego mod alice pw adjudicate", "stratego mod"),
        ] {
            mail_in(&env, lang, &alice, command);
            let mail = only_mail(&env, &alice);
            assert!(mail.body.contains(says), "{command}: {}", mail.body);
            let problems = reading_problems_in_de_nl(&mail.body);
            assert!(
                problems.is_empty(),
                "{command}: {problems:#?}\n{}",
                mail.body
            );
            // The reply's own paragraph (after the quoted command) is in the language.
            let detail = mail.body.split("\n\n").nth(1).unwrap_or_default();
            assert!(english_in(detail).is_empty(), "{command}: {detail}");
        }
    }
}

#[test]
fn password_refusals_and_the_lockout_notice_read_in_the_language_of_the_mail() {
    let env = Env::new();
    env.register("alice", "pw-alice");
    env.take_mails();
    let alice = addr("alice");
    for (lang, unknown, wrong) in [
        (
            "nl",
            "Er is geen gebruiker 'nobody' geregistreerd.",
            "Het wachtwoord voor alice is verkeerd.",
        ),
        (
            "de",
            "Es ist kein Benutzer 'nobody' registriert.",
            "Das Passwort für alice ist falsch.",
        ),
    ] {
        mail_in(&env, lang, &alice, "stratego mydata nobody pw");
        let mail = only_mail(&env, &alice);
        assert!(mail.says(unknown), "{}", mail.body);
        assert!(
            reading_problems_in_de_nl(&mail.body).is_empty(),
            "{}",
            mail.body
        );
        mail_in(&env, lang, &alice, "stratego mydata alice wrong-pw");
        let mail = only_mail(&env, &alice);
        assert!(mail.says(wrong), "{}", mail.body);
        assert!(
            reading_problems_in_de_nl(&mail.body).is_empty(),
            "{}",
            mail.body
        );
    }
    // Four more wrong passwords (five within the hour) lock alice: the notice and the refusal
    // of the locked userid come in German.
    for _ in 0..4 {
        mail_in(&env, "de", &alice, "stratego mydata alice wrong-pw");
    }
    let mails = env.take_mails();
    let notice = mails
        .iter()
        .find(|m| m.subject == "Stratego: Dein Konto ist für 15 Minuten gesperrt")
        .unwrap_or_else(|| panic!("no lockout notice: {mails:#?}"));
    assert!(notice.body.starts_with("Hallo alice,\n"), "{}", notice.body);
    assert!(notice.says("5 falsche Passwörter"), "{}", notice.body);
    assert!(
        reading_problems_in_de_nl(&notice.body).is_empty(),
        "{}",
        notice.body
    );
    no_english("de", "lockout", notice);
    mail_in(&env, "de", &alice, "stratego mydata alice pw-alice");
    let mail = only_mail(&env, &alice);
    assert!(
        mail.says("Befehle für alice werden bis 20.11.2026, 12:15 UTC abgelehnt."),
        "{}",
        mail.body
    );
}
