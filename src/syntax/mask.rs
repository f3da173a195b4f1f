//! Passwords hidden wherever a command line is quoted or stored: the secrets of a command
//! that reads ([`Command::secrets`]), and, for a line that does not, every word that may
//! be a password, whatever is wrong with the line.

use super::{Command, SyntaxError, club, near};

/// Replaces every secret in `text` by `********`, and any word that follows a password
/// position in a command line we could not parse. Used for every stored copy and every
/// quoted command.
pub fn mask(text: &str, secrets: &[&str]) -> String {
    let mut out = text.to_string();
    let mut secrets: Vec<&str> = secrets.iter().copied().filter(|s| !s.is_empty()).collect();
    secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
    for s in secrets {
        out = out.replace(s, "********");
    }
    out
}

/// A command line as it may be quoted back: passwords masked. Lines we could not parse are
/// masked by [`hidden_words`], so a mistyped command does not echo its password either.
pub fn masked_line(line: &str) -> String {
    match Command::parse(line) {
        // `help` reads its first word and leaves the rest (`stratego help bob pwbob`).
        Ok(Command::Help(_)) | Err(_) => {}
        Ok(cmd) => return mask(line, &cmd.secrets()),
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let hidden = hidden_positions(&words);
    words
        .iter()
        .enumerate()
        .map(|(i, w)| if hidden[i] { "********" } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words of a command line that could not be parsed which may be passwords, as written:
/// what [`masked_line`] hides, and what an error reply about the line must not quote
/// (empty for a line that parses: its secrets are [`Command::secrets`]).
pub fn hidden_words(line: &str) -> Vec<String> {
    if matches!(Command::parse(line), Ok(cmd) if !matches!(cmd, Command::Help(_))) {
        return Vec::new();
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let hidden = hidden_positions(&words);
    words
        .iter()
        .zip(hidden)
        .filter(|(_, h)| *h)
        .map(|(w, _)| (*w).to_string())
        .collect()
}

/// Which words of an unreadable command line (`stratego <verb> ...`) to hide. Safe rather
/// than exact, whatever is wrong with the line (an unknown or mistyped command word, a
/// word missing, extra words, words swapped):
/// * the positions where a password stands in the command's forms are always hidden;
/// * a command without a password (`games`, `show`, `help`, an unknown word ...) hides
///   every word after the most its forms take (an unknown word: after one);
/// * a command with one hides the word after its userid, whatever it is, and every later
///   word that is not a number, a keyword of the command, a move or an option.
fn hidden_positions(words: &[&str]) -> Vec<bool> {
    let mut hidden = vec![false; words.len()];
    let verb = words
        .get(1)
        .map(|w| w.to_ascii_lowercase())
        .unwrap_or_default();
    // A mistyped command word hides what the command it was meant to be would hide
    // (`stratego chalenge alice bob s3cret`).
    let verb = near::nearest_verb(&verb).map_or(verb, str::to_string);
    let lc = |i: usize| words.get(i).map(|w| w.to_ascii_lowercase());
    let fixed: &[usize] = match verb.as_str() {
        "register" | "set" | "vacation" | "leave" | "mydata" | "mod" => &[3],
        "move" | "deploy" | "resign" | "chat" | "showas" | "subscribe" | "unsubscribe" => &[4],
        "tournament" => match lc(2).as_deref() {
            Some("new") => &[4],
            Some("join" | "leave" | "close" | "start" | "reopen" | "cancel") => &[5],
            _ => &[],
        },
        _ => &[],
    };
    for &i in fixed {
        if i < hidden.len() {
            hidden[i] = true;
        }
    }
    // A tournament subcommand that is none (`tournament jion 3 bob pw`): its password may
    // stand fourth (`new`) or fifth (the others), so every word from the fourth on that is
    // no number is hidden.
    if verb == "tournament"
        && lc(2).is_some_and(|w| !is_number(&w) && !is_keyword("tournament", &w))
    {
        for (i, h) in hidden.iter_mut().enumerate().skip(4) {
            *h = !is_number(words[i]);
        }
        return hidden;
    }
    // Commands without a password: every word past their longest form.
    let most = match verb.as_str() {
        "tournaments" => Some(2),
        "help" | "games" | "show" | "history" | "standings" | "rating" | "forgot" | "confirm" => {
            Some(3)
        }
        "register" | "set" | "vacation" | "leave" | "mydata" | "mod" | "move" | "deploy"
        | "resign" | "chat" | "showas" | "subscribe" | "unsubscribe" | "tournament"
        | "challenge" => None,
        // A word that is no command and near none: all but the command word and the word
        // after it (a userid or a game number, as a rule).
        _ => Some(3),
    };
    if let Some(most) = most {
        for h in hidden.iter_mut().skip(most) {
            *h = true;
        }
        return hidden;
    }
    // A challenge names two players before its options and its password (the last word).
    let userids = if verb == "challenge" { 2 } else { 1 };
    let mut names = 0;
    let mut after_action = false;
    let mut previous = String::new();
    for i in 2..words.len() {
        let w = words[i];
        let word = w.to_ascii_lowercase();
        let free = !is_number(&word)
            && !is_keyword(&verb, &word)
            && !is_move(&word)
            && !w.starts_with('-');
        if verb == "mod" && names >= 2 && club::is_action(&word) {
            // After a moderator's action word come only names, numbers and a reason.
            after_action = true;
        }
        if previous == "password" || (names == userids && verb != "challenge") {
            // The word after a userid, and a new password, whatever they look like.
            hidden[i] = true;
            names += 1;
        } else if free && names < userids {
            names += 1;
        } else if free && !after_action {
            hidden[i] = true;
        }
        previous = word;
    }
    if verb == "challenge" && words.len() > 4 && !words[words.len() - 1].starts_with('-') {
        hidden[words.len() - 1] = true;
    }
    hidden
}

/// A whole number (a game, a tournament, days, rounds).
fn is_number(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| c.is_ascii_digit())
}

/// A word the command's forms use for themselves (never a password as written there).
fn is_keyword(verb: &str, word: &str) -> bool {
    let words: &[&str] = match verb {
        "set" => &[
            "flip",
            "noflip",
            "html",
            "nohtml",
            "announce",
            "noannounce",
            "password",
            "address",
        ],
        // The reply words of every language (`aufgeben`, `opgeven`, ...).
        "move" | "deploy" | "resign" => return super::words::reply_word(word).is_some(),
        "tournament" => &["new", "join", "leave", "close", "start", "reopen", "cancel"],
        "mod" => &["forever", "red", "blue", "draw"],
        _ => &[],
    };
    words.contains(&word)
}

/// A square or a move as a player writes one (`e4`, `e4-e5`, `e4xe5`, `e4-e5#12`).
fn is_move(word: &str) -> bool {
    let word = word.split('#').next().unwrap_or_default();
    let square = |s: &str| {
        let mut c = s.chars();
        c.next().is_some_and(|f| f.is_ascii_lowercase())
            && (1..=2).contains(&c.clone().count())
            && c.all(|d| d.is_ascii_digit())
    };
    // A move being written (`e4-`) is one too.
    word.split(['-', 'x']).all(|s| s.is_empty() || square(s))
        && word.chars().any(|c| c.is_ascii_digit())
}

impl SyntaxError {
    /// The error with a word it quotes replaced by `********` when that word is one of
    /// `hidden` ([`hidden_words`]): an error reply never quotes a password either.
    pub fn hiding(self, hidden: &[String]) -> SyntaxError {
        let hide = |w: String| {
            if hidden.iter().any(|h| w.contains(h.as_str())) {
                "********".to_string()
            } else {
                w
            }
        };
        match self {
            SyntaxError::Unknown(w) => SyntaxError::Unknown(hide(w)),
            SyntaxError::GameNumber(w) => SyntaxError::GameNumber(hide(w)),
            SyntaxError::Userid(w) => SyntaxError::Userid(hide(w)),
            SyntaxError::Setting(w) => SyntaxError::Setting(hide(w)),
            SyntaxError::Move(w) => SyntaxError::Move(mask(
                &w,
                &hidden.iter().map(String::as_str).collect::<Vec<_>>(),
            )),
            SyntaxError::Square(w) => SyntaxError::Square(hide(w)),
            SyntaxError::PlyNumber(w) => SyntaxError::PlyNumber(hide(w)),
            SyntaxError::Address(w) => SyntaxError::Address(hide(w)),
            SyntaxError::Code(w) => SyntaxError::Code(hide(w)),
            SyntaxError::Days(w) => SyntaxError::Days(hide(w)),
            SyntaxError::TournamentNumber(w) => SyntaxError::TournamentNumber(hide(w)),
            SyntaxError::Rounds(w) => SyntaxError::Rounds(hide(w)),
            SyntaxError::BanDays(w) => SyntaxError::BanDays(hide(w)),
            SyntaxError::Winner(w) => SyntaxError::Winner(hide(w)),
            other => other,
        }
    }
}
