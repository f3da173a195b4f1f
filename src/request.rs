//! One incoming mail as the commands see it, and what became of it.

/// An incoming mail reduced to what the commands need.
#[derive(Debug, Clone)]
pub struct Request {
    /// The From address.
    pub from: String,
    /// The mail's Message-ID (for In-Reply-To).
    pub message_id: String,
    /// The command line, if one was found.
    pub command: Option<String>,
    /// The body, without the command line when the command came from the body.
    pub body: String,
    /// The extension of the server address the mail was sent to (`stratego+KEY@...`): a
    /// reply key, checked inside the mail's transaction.
    pub key: Option<String>,
    /// What the address the mail was sent to proved: set only when it came to a player's
    /// secret reply address (`stratego+KEY@...`) from that player's registered address. A
    /// command so proven needs no password.
    pub proof: Option<KeyProof>,
    /// The language the mail's `Content-Language` names, if it is one of ours (issue 81):
    /// the language of the answer when the sender has not chosen one.
    pub language: Option<crate::texts::Lang>,
}

impl Request {
    /// Whether the mail holds neither a command nor a reply key: what anyone can send by
    /// the thousand with forged senders (issue 27). Its text is not kept, its answers are
    /// limited server-wide, and a sender that failed SPF, DKIM or DMARC gets none.
    pub fn holds_nothing(&self) -> bool {
        self.command.is_none() && self.key.is_none()
    }

    /// The reply key the inbox records this mail under, beside its Message-ID: a mail
    /// without a command line is a reply in the game of the address it came to, and is
    /// handled once for each such address; a mail with a command line is handled once,
    /// whichever address it came to (`""`).
    pub fn inbox_key(&self) -> String {
        match (&self.command, &self.key) {
            (None, Some(key)) => key.to_ascii_lowercase(),
            _ => String::new(),
        }
    }
}

/// The player (and game) a reply key stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyProof {
    /// The userid, as registered.
    pub userid: String,
    /// The game the key was made for; `None` for a key that is not about one game.
    pub game: Option<i64>,
}

/// What became of one incoming mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Handled {
    /// The command was carried out.
    Applied(String),
    /// The command was refused; an error reply was queued.
    Refused(String),
    /// The mail was ignored without a reply (bounce, auto-reply, list mail).
    Ignored(String),
    /// A mail with this Message-ID was handled before.
    Duplicate,
}

impl Handled {
    /// The outcome as stored in the inbox and printed by `ingest`.
    pub fn describe(&self) -> String {
        match self {
            Handled::Applied(s) => format!("applied: {s}"),
            Handled::Refused(s) => format!("error: {s}"),
            Handled::Ignored(s) => format!("ignored: {s}"),
            Handled::Duplicate => "duplicate: already handled".to_string(),
        }
    }
}

/// What became of a batch of mails (`ingest --maildir`, `mailbox`): one count per outcome,
/// and the summary line both print.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Commands applied.
    pub applied: usize,
    /// Commands refused with an error reply.
    pub refused: usize,
    /// Mails ignored on purpose (bounces, lists, unreadable).
    pub ignored: usize,
    /// Mails handled before.
    pub duplicates: usize,
    /// Mails whose handling failed with an internal error and were set aside (`mailbox`
    /// marks them with the keyword `intake::mailbox::imap::FAILED`); always 0 elsewhere.
    pub failed: usize,
}

impl Tally {
    /// Counts one outcome.
    pub fn count(&mut self, handled: &Handled) {
        match handled {
            Handled::Applied(_) => self.applied += 1,
            Handled::Refused(_) => self.refused += 1,
            Handled::Ignored(_) => self.ignored += 1,
            Handled::Duplicate => self.duplicates += 1,
        }
    }

    /// All the mails counted.
    pub fn total(&self) -> usize {
        self.applied + self.refused + self.ignored + self.duplicates + self.failed
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} mails: {} applied, {} refused with an error reply, {} ignored, {} duplicates",
            self.total(),
            self.applied,
            self.refused,
            self.ignored,
            self.duplicates
        )?;
        if self.failed > 0 {
            write!(f, ", {} failed (marked StrategoFailed)", self.failed)?;
        }
        Ok(())
    }
}
