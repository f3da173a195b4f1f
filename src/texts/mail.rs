//! The words about a mail as a whole: one too large to read, one without a command, and
//! the short reason (the error reply's subject) of a command line that could not be read.

use super::Refused;
use crate::syntax::SyntaxError;

/// A mail larger than `max_kib` KiB.
pub fn too_large(max_kib: usize) -> Refused {
    Refused::new(
        "message too large",
        format!(
            "Your mail is larger than {max_kib} KiB, so it was not read. Send the command again \
             in a plain text mail without attachments."
        ),
    )
}

/// A mail with no command in its subject or body.
pub fn no_command() -> Refused {
    Refused::new(
        "no command found",
        "Neither the subject nor the body of your mail holds a command: a line that starts \
         with the word stratego. Send 'stratego help' as the subject for the list of commands."
            .to_string(),
    )
}

/// The short reason of a command line that could not be read, for the subject.
pub fn syntax_reason(e: &SyntaxError) -> &'static str {
    match e {
        SyntaxError::Unknown(_) => "unknown command",
        SyntaxError::Usage(_) => "wrong number of words",
        SyntaxError::GameNumber(_) => "bad game number",
        SyntaxError::Userid(_) => "bad userid",
        SyntaxError::Password => "bad password",
        SyntaxError::Setting(_) => "unknown setting",
        SyntaxError::Move(_) => "unreadable move",
        SyntaxError::PlyNumber(_) => "bad move number",
        SyntaxError::Address(_) => "bad address",
        SyntaxError::Placeholder(_) => "placeholder in the command",
        SyntaxError::Code(_) => "bad confirmation code",
        SyntaxError::Days(_) => "bad number of days",
        SyntaxError::TournamentNumber(_) => "bad tournament number",
        SyntaxError::Rounds(_) => "bad number of rounds",
        SyntaxError::BanDays(_) => "bad length of ban",
        SyntaxError::Winner(_) => "bad result",
        SyntaxError::Systems(..) => "two tournament systems",
        SyntaxError::TournamentName => "bad tournament name",
        SyntaxError::TournamentWord(_) => "unknown tournament command",
    }
}
