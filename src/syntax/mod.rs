//! Reading a command line (`stratego move 12 alice secret e4-e5`) into a [`Command`]
//! (SPEC 3). Syntax only: whether the user, password, game or move are acceptable is the
//! handlers' business.

use std::fmt;

use stratego_rules::{Move, Square};

mod club;

pub use club::{MAX_REASON, ModAction};
pub use mask::{hidden_words, mask, masked_line};
mod mask;
pub mod near;
pub mod words;

/// The longest userid and password (SPEC 3).
const MAX_USERID: usize = 20;
const MAX_PASSWORD: usize = 64;

/// Who acts, with their password (checked later).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Login {
    /// The userid as written.
    pub user: String,
    /// The password as written; never printed (see [`masked_line`] and [`Command::secrets`]).
    pub password: String,
}

/// What `set` changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Setting {
    /// `flip` (true) or `noflip` (false).
    Flip(bool),
    /// `html` (true) or `nohtml` (false): the HTML board in board mails.
    Html(bool),
    /// `password <new>`.
    Password(String),
    /// `address <email>`.
    Address(String),
    /// `announce` (true) or `noannounce` (false): the club's announcements (issue 78).
    Announce(bool),
    /// `language <code>` (issue 81): the code as written, in lower case. Whether the server
    /// has that language is the handler's to say, in the words of accounts: `fr` reads
    /// well as a language and is refused as one we do not have.
    Language(String),
}

/// What `move` does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveAction {
    /// `deploy`: the army is in the body (pbmserv form).
    Deploy,
    /// `swap <sq> <sq>` before the start.
    Swap(Square, Square),
    /// A move, with the ply number the player believes is next (`#N`).
    Play(Move, Option<u32>),
    /// Offer a draw.
    Propose,
    /// Accept the opponent's offer.
    Accept,
    /// Refuse the opponent's offer.
    Reject,
    /// Resign.
    Resign,
}

/// What `tournament` does (issue 77).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    /// `tournament new <u> <pw> <name...> [-swiss[=ROUNDS] | -roundrobin |
    /// -doubleroundrobin] [game options]`.
    New {
        /// The director.
        login: Login,
        /// The name (the words before the first option).
        name: String,
        /// `swiss`, `roundrobin` or `doubleroundrobin`.
        system: &'static str,
        /// The Swiss rounds, when given.
        rounds: Option<u32>,
        /// The game options, checked by the rules crate as `challenge`'s are.
        options: Vec<String>,
    },
    /// `tournament join <T> <u> <pw>`.
    Join(i64, Login),
    /// `tournament leave <T> <u> <pw>`.
    Leave(i64, Login),
    /// `tournament close <T> <u> <pw>`.
    Close(i64, Login),
    /// `tournament start <T> <u> <pw>`.
    Start(i64, Login),
    /// `tournament reopen <T> <u> <pw>`: a closed tournament takes entries again.
    Reopen(i64, Login),
    /// `tournament cancel <T> <u> <pw>`: a tournament not started is deleted.
    Cancel(i64, Login),
    /// `tournament <T>`: its standings, round and what comes next.
    Show(i64),
}

/// A command of SPEC 3.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `help [TOPIC]`: the overview, or one topic (lowercase, not checked here).
    Help(Option<String>),
    /// `register <u> <pw> [-language=<code>]`: the account, and the language it reads if
    /// one is named (the code as written, in lower case; checked by the handler).
    Register(Login, Option<String>),
    /// `set <u> <pw> ...`.
    Set(Login, Setting),
    /// `challenge <u1> <u2> [options] [<pw>]`.
    Challenge {
        /// Red.
        red: String,
        /// Blue.
        blue: String,
        /// The option words, checked by the rules crate.
        options: Vec<String>,
        /// The challenger's password, if given (the last word, one that is no option).
        password: Option<String>,
    },
    /// `deploy <game> <u> <pw>` and `move <game> <u> <pw> ...`.
    Move(i64, Login, MoveAction),
    /// `chat <game> <u> <pw>`.
    Chat(i64, Login),
    /// `show <game>`.
    Show(i64),
    /// `showas <game> <u> <pw>`.
    ShowAs(i64, Login),
    /// `games [<u>]`.
    Games(Option<String>),
    /// `history <game>`.
    History(i64),
    /// `subscribe <game> <u> <pw>`.
    Subscribe(i64, Login),
    /// `unsubscribe <game> <u> <pw>`.
    Unsubscribe(i64, Login),
    /// `confirm <code>`: the code of a confirmation mail (issue 19), for those who would
    /// rather type than reply.
    Confirm(String),
    /// `standings [<kind>]`: the rating table of a kind of game (issue 14).
    Standings(Option<String>),
    /// `rating <u>`: one player's ratings and recent results.
    Rating(String),
    /// `vacation <u> <pw> <days>`: away for that many days (0: back now).
    Vacation(Login, u32),
    /// `tournament ...` (issue 77).
    Tournament(TournamentAction),
    /// `tournaments`: the tournaments open, running and over.
    Tournaments,
    /// `forgot <u>`: a password reset mail to the account's registered address (issue 78).
    Forgot(String),
    /// `leave <u> <pw>`: delete the account, once a confirmation mail is answered.
    Leave(Login),
    /// `mydata <u> <pw>`: everything stored about the account, mailed as an attachment.
    MyData(Login),
    /// `mod <u> <pw> <action> ...`: a moderator's command.
    Mod(Login, ModAction),
    /// A mail to the address of a club key (`stratego+KEY@...`: a password reset, a request
    /// to leave, an unsubscription); never read from a command line.
    ClubKey(String),
}

/// A command line that could not be read. The Display is an English sentence, for the logs;
/// the player reads [`crate::texts::mail::syntax_detail`] in their own language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxError {
    /// No word after `stratego`, or an unknown one.
    #[error("{}", unknown_words(.0))]
    Unknown(String),
    /// Missing or extra words.
    #[error("wrong number of words. Write it as:\n{}", indent(.0))]
    Usage(&'static str),
    /// Not a game number.
    #[error("'{0}' is not a game number; game numbers are whole numbers like 12")]
    GameNumber(String),
    /// Not a valid userid.
    #[error(
        "'{0}' is not a valid userid: 2 to 20 characters, letters, digits, '_', '.' or '-', \
         starting with a letter"
    )]
    Userid(String),
    /// Not a valid password.
    #[error("the password is not valid: 1 to 64 printable characters without spaces")]
    Password,
    /// `set` with an unknown setting.
    #[error(
        "'{0}' is not a setting; use flip, noflip, html, nohtml, language <code>, announce, \
         noannounce, password <new> or address <email>"
    )]
    Setting(String),
    /// A move and nothing to play (`move` with no words after the password).
    #[error("no move given")]
    NoMove,
    /// The words of a move that could not be read.
    #[error(
        "'{0}' is not a move: write the square the piece stands on and the square it goes to, \
         like e4-e5"
    )]
    Move(String),
    /// A square of a swap that could not be read.
    #[error("'{0}' is not a square: write a column letter and a row number, like e4")]
    Square(String),
    /// `#N` that is no number.
    #[error("'{0}' is not a move number; write it like e4-e5#12, or leave the #N off")]
    PlyNumber(String),
    /// A mail address that is not one.
    #[error("'{0}' is not a mail address")]
    Address(String),
    /// Not a tournament number.
    #[error("'{0}' is not a tournament number; tournament numbers are whole numbers like 3")]
    TournamentNumber(String),
    /// Two tournament systems at once (`-swiss -roundrobin`).
    #[error(
        "{0} and {1} cannot go together: a tournament has one system, -swiss (the default), \
         -swiss=ROUNDS, -roundrobin or -doubleroundrobin"
    )]
    Systems(String, String),
    /// `tournament new` with options but no name before them.
    #[error(
        "a tournament's name is 1 to 40 characters, written before its options, like:\n  \
         stratego tournament new <userid> <password> Spring club -swiss=5"
    )]
    TournamentName,
    /// `tournament <word> ...` with a word that is no tournament command.
    #[error(
        "'{0}' is not a tournament command; after 'tournament' come new, join, leave, close, \
         reopen, start, cancel, or a tournament's number"
    )]
    TournamentWord(String),
    /// `-swiss=` with no whole number of rounds.
    #[error("'{0}' is not a number of rounds; write it like -swiss=5, or -swiss alone")]
    Rounds(String),
    /// `vacation` with no whole number of days.
    #[error("'{0}' is not a number of days; write a whole number like 14, or 0 to come back")]
    Days(String),
    /// One of the placeholders our own mails print (`<password>`, `PASSWORD`) or the masked
    /// form our replies quote (`********`) where a password or a value belongs: never
    /// checked as a password, so a returned or auto-replied mail cannot lock anyone out.
    #[error(
        "'{0}' is a placeholder from our mails: write your own value in its place (for a \
         password, your own password, the one you registered with), without angle brackets or \
         stars. Words in <angle brackets> stand for what you fill in, and '********' is how \
         our replies hide a password"
    )]
    Placeholder(String),
    /// A ban's length that is neither a whole number of days from 1 nor `forever`.
    #[error("'{0}' is not a length of ban; write a whole number of days from 1, or forever")]
    BanDays(String),
    /// An adjudication's result that is not `red`, `blue` or `draw`.
    #[error("'{0}' is not a result; write red, blue or draw (the winner, or a draw)")]
    Winner(String),
    /// Not the code of a confirmation mail.
    #[error(
        "'{0}' is not a confirmation code; the code is the word of letters and digits after \
         'stratego confirm' in the confirmation mail"
    )]
    Code(String),
}

/// Whether `word` is one of the server's own placeholders for a password: the masked form
/// (`********`, any run of two or more stars), a placeholder in angle brackets, or the word
/// PASSWORD itself (any case, also in German and Dutch: `passwort`, `kennwort`,
/// `wachtwoord`) standing where a password goes.
pub fn is_password_placeholder(word: &str) -> bool {
    let lc = word.to_ascii_lowercase();
    (word.len() >= 2 && word.chars().all(|c| c == '*'))
        || (word.starts_with('<') && word.ends_with('>'))
        || matches!(
            lc.as_str(),
            "password"
                | "passwd"
                | "yourpassword"
                | "your-password"
                | "your_password"
                | "passwort"
                | "kennwort"
                | "wachtwoord"
        )
}

/// The first placeholder in angle brackets or stars anywhere in the words (`<new password>`
/// spans two words), as written. No userid, game number, move or address looks like one.
fn placeholder_in(words: &[&str]) -> Option<String> {
    for (i, w) in words.iter().enumerate() {
        if w.len() >= 2 && w.chars().all(|c| c == '*') {
            return Some((*w).to_string());
        }
        // `<alice@example.org>` is an address in brackets, not a placeholder.
        if w.starts_with('<')
            && let Some(j) = words[i..].iter().position(|x| x.ends_with('>'))
        {
            let span = words[i..=i + j].join(" ");
            if !span.contains('@') {
                return Some(span);
            }
        }
    }
    None
}

const USAGE: &[(&str, &str)] = &[
    ("help", "stratego help [<topic>]"),
    (
        "register",
        "stratego register <userid> <password>\n\
         stratego register <userid> <password> -language=de|nl|en",
    ),
    (
        "set",
        "stratego set <userid> <password> flip|noflip|html|nohtml\n\
         stratego set <userid> <password> language de|nl|en\n\
         stratego set <userid> <password> announce|noannounce\n\
         stratego set <userid> <password> password <new password>\n\
         stratego set <userid> <password> address <new address>",
    ),
    (
        "challenge",
        "stratego challenge <userid> <opponent> [options] <password>",
    ),
    (
        "deploy",
        "stratego deploy <game> <userid> <password> (the army in the body)",
    ),
    (
        "move",
        "stratego move <game> <userid> <password> <from>-<to>[#N]\n\
         stratego move <game> <userid> <password> swap <square> <square>\n\
         stratego move <game> <userid> <password> draw|accept|reject\n\
         stratego move <game> <userid> <password> resign|deploy",
    ),
    ("resign", "stratego resign <game> <userid> <password>"),
    (
        "chat",
        "stratego chat <game> <userid> <password> (the message in the body)",
    ),
    ("show", "stratego show <game>"),
    ("showas", "stratego showas <game> <userid> <password>"),
    ("games", "stratego games [<userid>]"),
    ("history", "stratego history <game>"),
    ("subscribe", "stratego subscribe <game> <userid> <password>"),
    (
        "unsubscribe",
        "stratego unsubscribe <game> <userid> <password>",
    ),
    (
        "confirm",
        "stratego confirm <code from the confirmation mail>",
    ),
    ("standings", "stratego standings [classic|small|...]"),
    ("rating", "stratego rating <userid>"),
    (
        "vacation",
        "stratego vacation <userid> <password> <days> (0: back now)",
    ),
    (
        "tournament",
        "stratego tournament new <userid> <password> <name> [options]\n\
         stratego tournament join|leave <number> <userid> <password>\n\
         stratego tournament close|start <number> <userid> <password>\n\
         stratego tournament reopen|cancel <number> <userid> <password>\n\
         stratego tournament <number>",
    ),
    ("tournaments", "stratego tournaments"),
    ("forgot", "stratego forgot <userid>"),
    ("leave", "stratego leave <userid> <password>"),
    ("mydata", "stratego mydata <userid> <password>"),
    ("mod", club::MOD_USAGE),
];

/// What an unknown command word gets: the command it was most likely meant to be, and
/// where the list is.
fn unknown_words(word: &str) -> String {
    if word.is_empty() {
        return "the command word after 'stratego' is missing; send 'stratego help commands' \
                for the list of commands"
            .to_string();
    }
    match near::nearest_verb(word) {
        Some(verb) => format!(
            "'{word}' is not a command; did you mean '{verb}'? It is written:\n{}\n\nSend \
             'stratego help commands' for the list of commands",
            indent(usage(verb))
        ),
        None => format!(
            "'{word}' is not a command; send 'stratego help commands' for the list of commands"
        ),
    }
}

/// Each line of `text` indented by two spaces: commands shown as blocks.
fn indent(text: &str) -> String {
    text.lines()
        .map(|l| format!("  {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The usage of a command word: one line per form, none over 72 columns.
pub fn usage(word: &str) -> &'static str {
    USAGE
        .iter()
        .find(|(w, _)| *w == word)
        .map_or("stratego help", |(_, u)| u)
}

/// Every usage line, for the help text.
pub fn all_usages() -> impl Iterator<Item = &'static str> {
    USAGE.iter().flat_map(|(_, u)| u.lines())
}

/// Whether `s` is a valid userid: `[A-Za-z][A-Za-z0-9_.-]{1,19}`.
pub fn valid_userid(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && (2..=MAX_USERID).contains(&s.len())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'))
}

/// Whether `s` is a valid password: 1-64 printable characters without spaces.
pub fn valid_password(s: &str) -> bool {
    (1..=MAX_PASSWORD).contains(&s.chars().count())
        && s.chars().all(|c| !c.is_whitespace() && !c.is_control())
}

/// Whether `s` looks like a mail address we can send to: one `@`, no spaces, no control
/// characters, no angle brackets, quotes, commas or semicolons (no header tricks), and an
/// address the mail library accepts as a recipient: what is accepted here can be sent to.
pub fn valid_address(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    // A dotless domain (`alice@localhost`) is normal where players are local accounts of a
    // one-machine mail server.
    !local.is_empty()
        && !domain.is_empty()
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && s.len() <= 254
        && s.chars().all(|c| {
            c.is_ascii_graphic()
                && !matches!(
                    c,
                    '<' | '>' | '"' | ',' | ';' | '(' | ')' | '\\' | '[' | ']'
                )
        })
        && !domain.contains('@')
        && s.parse::<lettre::Address>().is_ok()
}

fn game_number(s: &str) -> Result<i64, SyntaxError> {
    s.trim_start_matches('#')
        .parse::<i64>()
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| SyntaxError::GameNumber(s.to_string()))
}

fn tournament_number(s: &str) -> Result<i64, SyntaxError> {
    s.trim_start_matches('#')
        .parse::<i64>()
        .ok()
        .filter(|n| *n >= 1)
        .ok_or_else(|| SyntaxError::TournamentNumber(s.chars().take(40).collect()))
}

/// The words after `tournament`.
fn tournament(args: &[&str], u: &'static str) -> Result<TournamentAction, SyntaxError> {
    let Some((first, rest)) = args.split_first() else {
        return Err(SyntaxError::Usage(u));
    };
    let sub = first.to_ascii_lowercase();
    let numbered = |make: fn(i64, Login) -> TournamentAction| match rest {
        [t, user, pw] => Ok(make(tournament_number(t)?, login(user, pw)?)),
        _ => Err(SyntaxError::Usage(u)),
    };
    match sub.as_str() {
        "new" => {
            let [user, pw, words @ ..] = rest else {
                return Err(SyntaxError::Usage(u));
            };
            let login = login(user, pw)?;
            let split = words
                .iter()
                .position(|w| w.starts_with('-'))
                .unwrap_or(words.len());
            let (name, flags) = words.split_at(split);
            if name.is_empty() {
                return Err(if flags.is_empty() {
                    SyntaxError::Usage(u)
                } else {
                    SyntaxError::TournamentName
                });
            }
            let (mut system, mut rounds, mut options) = ("swiss", None, Vec::new());
            // The system as written first, to name both when another one follows.
            let mut given: Option<(&str, String)> = None;
            for flag in flags {
                let lower = flag.to_ascii_lowercase();
                let this = match lower.split_once('=') {
                    _ if lower == "-swiss" => "swiss",
                    Some(("-swiss", n)) => {
                        rounds = Some(
                            n.parse::<u32>()
                                .map_err(|_| SyntaxError::Rounds(n.chars().take(40).collect()))?,
                        );
                        "swiss"
                    }
                    _ if lower == "-roundrobin" => "roundrobin",
                    _ if lower == "-doubleroundrobin" => "doubleroundrobin",
                    _ => {
                        options.push((*flag).to_string());
                        continue;
                    }
                };
                match &given {
                    Some((first, word)) if *first != this => {
                        return Err(SyntaxError::Systems(
                            word.chars().take(40).collect(),
                            lower.chars().take(40).collect(),
                        ));
                    }
                    _ => given = Some((this, lower.clone())),
                }
                system = this;
            }
            Ok(TournamentAction::New {
                login,
                name: name.join(" "),
                system,
                rounds,
                options,
            })
        }
        "join" => numbered(TournamentAction::Join),
        "leave" => numbered(TournamentAction::Leave),
        "close" => numbered(TournamentAction::Close),
        "start" => numbered(TournamentAction::Start),
        "reopen" => numbered(TournamentAction::Reopen),
        "cancel" => numbered(TournamentAction::Cancel),
        _ if rest.is_empty() => Ok(TournamentAction::Show(tournament_number(first)?)),
        _ if tournament_number(first).is_err() => Err(SyntaxError::TournamentWord(
            first.chars().take(40).collect(),
        )),
        _ => Err(SyntaxError::Usage(u)),
    }
}

/// The code of a `-language=<code>` option (also `--language=`, any case), in lower case;
/// `None` for any other word. A password cannot start with `-language=` at `register`.
fn language_option(word: &str) -> Option<String> {
    let lower = word.to_ascii_lowercase();
    let code = lower
        .strip_prefix("-language=")
        .or_else(|| lower.strip_prefix("--language="))?;
    Some(code.chars().take(40).collect())
}

fn userid(s: &str) -> Result<String, SyntaxError> {
    if valid_userid(s) {
        Ok(s.to_string())
    } else {
        Err(SyntaxError::Userid(s.to_string()))
    }
}

fn login(user: &str, password: &str) -> Result<Login, SyntaxError> {
    let user = userid(user)?;
    if is_password_placeholder(password) {
        return Err(SyntaxError::Placeholder(password.to_string()));
    }
    if !valid_password(password) {
        return Err(SyntaxError::Password);
    }
    Ok(Login {
        user,
        password: password.to_string(),
    })
}

/// The action words after `move <game> <userid> <password>` (also the words of a plain
/// reply): a reply word of [`words::REPLY_WORDS`] in any language (`deploy`, `draw`,
/// `accept`, `reject`, `resign`, `aufgeben`, `opgeven`, ...), `swap <sq> <sq>`, or a move.
///
/// # Errors
/// A [`SyntaxError`] for a swap without two squares or an unreadable move.
pub(crate) fn move_action(rest: &[&str]) -> Result<MoveAction, SyntaxError> {
    use words::ReplyWord;
    let Some(first) = rest.first() else {
        return Err(SyntaxError::NoMove);
    };
    Ok(
        match (words::reply_word(first).map(|(_, w)| w), rest.len()) {
            (Some(ReplyWord::Deploy), 1) => MoveAction::Deploy,
            (Some(ReplyWord::Propose), 1) => MoveAction::Propose,
            (Some(ReplyWord::Accept), 1) => MoveAction::Accept,
            (Some(ReplyWord::Reject), 1) => MoveAction::Reject,
            (Some(ReplyWord::Resign), 1) => MoveAction::Resign,
            (Some(ReplyWord::Swap), 3) => {
                let sq = |s: &str| s.parse::<Square>().map_err(|e| SyntaxError::Square(e.0));
                MoveAction::Swap(sq(rest[1])?, sq(rest[2])?)
            }
            (Some(ReplyWord::Swap), _) => {
                return Err(SyntaxError::Usage(
                    "stratego move <game> <userid> <password> swap <square> <square>",
                ));
            }
            _ => {
                let (mv, ply) = parse_move(rest)?;
                MoveAction::Play(mv, ply)
            }
        },
    )
}

pub(crate) fn parse_move(words: &[&str]) -> Result<(Move, Option<u32>), SyntaxError> {
    let text = words.join(" ");
    let (mv, ply) = match text.split_once('#') {
        Some((m, n)) => {
            let n = n.trim();
            let ply = n
                .parse::<u32>()
                .map_err(|_| SyntaxError::PlyNumber(n.to_string()))?;
            (m, Some(ply))
        }
        None => (text.as_str(), None),
    };
    let mv = mv.parse::<Move>().map_err(|e| SyntaxError::Move(e.0))?;
    Ok((mv, ply))
}

impl Command {
    /// Reads a command line. The first word must be `stratego` (any case); the caller
    /// has found the line (subject or body).
    ///
    /// # Errors
    /// A [`SyntaxError`] saying what is wrong and how to write it.
    pub fn parse(line: &str) -> Result<Command, SyntaxError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let words = match words.split_first() {
            Some((first, rest)) if first.eq_ignore_ascii_case("stratego") => rest,
            _ => return Err(SyntaxError::Unknown(line.chars().take(40).collect())),
        };
        let Some((verb, args)) = words.split_first() else {
            return Err(SyntaxError::Unknown(String::new()));
        };
        // Our own placeholders, wherever they stand (a returned mail's instruction line).
        if let Some(p) = placeholder_in(args) {
            return Err(SyntaxError::Placeholder(p));
        }
        let verb_lc = verb.to_ascii_lowercase();
        let u = usage(&verb_lc);
        let need = |n: usize| {
            if args.len() == n {
                Ok(())
            } else {
                Err(SyntaxError::Usage(u))
            }
        };
        let at_least = |n: usize| {
            if args.len() >= n {
                Ok(())
            } else {
                Err(SyntaxError::Usage(u))
            }
        };
        if let Some(parsed) = club::parse(&verb_lc, args) {
            return parsed;
        }
        Ok(match verb_lc.as_str() {
            "help" => Command::Help(args.first().map(|t| t.to_ascii_lowercase())),
            "register" => {
                // `-language=de` (or `--language=de`) may stand anywhere after the verb; the
                // other two words are the userid and the password, in that order.
                let (options, words): (Vec<&str>, Vec<&str>) =
                    args.iter().partition(|w| language_option(w).is_some());
                if words.len() != 2 || options.len() > 1 {
                    return Err(SyntaxError::Usage(u));
                }
                let language = options.first().and_then(|w| language_option(w));
                Command::Register(login(words[0], words[1])?, language)
            }
            "set" => {
                at_least(3)?;
                let who = login(args[0], args[1])?;
                let setting = match (args[2].to_ascii_lowercase().as_str(), &args[3..]) {
                    ("flip", []) => Setting::Flip(true),
                    ("noflip", []) => Setting::Flip(false),
                    ("html", []) => Setting::Html(true),
                    ("nohtml", []) => Setting::Html(false),
                    ("announce", []) => Setting::Announce(true),
                    ("noannounce", []) => Setting::Announce(false),
                    ("language", [code]) => {
                        Setting::Language(code.to_ascii_lowercase().chars().take(40).collect())
                    }
                    ("password", [new]) => {
                        if is_password_placeholder(new) {
                            return Err(SyntaxError::Placeholder(new.to_string()));
                        }
                        if !valid_password(new) {
                            return Err(SyntaxError::Password);
                        }
                        Setting::Password(new.to_string())
                    }
                    ("address", [addr]) => {
                        let addr = addr.trim_start_matches('<').trim_end_matches('>');
                        if !valid_address(addr) {
                            return Err(SyntaxError::Address(addr.chars().take(80).collect()));
                        }
                        Setting::Address(addr.to_string())
                    }
                    (
                        "flip" | "noflip" | "html" | "nohtml" | "announce" | "noannounce"
                        | "password" | "address" | "language",
                        _,
                    ) => {
                        return Err(SyntaxError::Usage(u));
                    }
                    (other, _) => {
                        return Err(SyntaxError::Setting(other.chars().take(40).collect()));
                    }
                };
                Command::Set(who, setting)
            }
            "challenge" => {
                at_least(2)?;
                // Options start with '-'; a last word that does not is the challenger's
                // password (issue 19).
                let (options, password) = match args[2..].split_last() {
                    Some((last, rest)) if !last.starts_with('-') => {
                        if is_password_placeholder(last) {
                            return Err(SyntaxError::Placeholder((*last).to_string()));
                        }
                        if !valid_password(last) {
                            return Err(SyntaxError::Password);
                        }
                        (rest, Some((*last).to_string()))
                    }
                    _ => (&args[2..], None),
                };
                Command::Challenge {
                    red: userid(args[0])?,
                    blue: userid(args[1])?,
                    options: options.iter().map(|s| s.to_string()).collect(),
                    password,
                }
            }
            "confirm" => {
                need(1)?;
                let code = args[0];
                let alphabet = |c: char| c.is_ascii_alphanumeric();
                if !(8..=64).contains(&code.len()) || !code.chars().all(alphabet) {
                    return Err(SyntaxError::Code(code.chars().take(40).collect()));
                }
                Command::Confirm(code.to_ascii_lowercase())
            }
            "deploy" => {
                need(3)?;
                Command::Move(
                    game_number(args[0])?,
                    login(args[1], args[2])?,
                    MoveAction::Deploy,
                )
            }
            "resign" => {
                need(3)?;
                Command::Move(
                    game_number(args[0])?,
                    login(args[1], args[2])?,
                    MoveAction::Resign,
                )
            }
            "move" => {
                at_least(4)?;
                let game = game_number(args[0])?;
                let who = login(args[1], args[2])?;
                let rest = &args[3..];
                let action = move_action(rest)?;
                Command::Move(game, who, action)
            }
            "chat" => {
                need(3)?;
                Command::Chat(game_number(args[0])?, login(args[1], args[2])?)
            }
            "show" => {
                need(1)?;
                Command::Show(game_number(args[0])?)
            }
            "showas" => {
                need(3)?;
                Command::ShowAs(game_number(args[0])?, login(args[1], args[2])?)
            }
            "games" => match args {
                [] => Command::Games(None),
                [u] => Command::Games(Some(userid(u)?)),
                _ => return Err(SyntaxError::Usage(u)),
            },
            "history" => {
                need(1)?;
                Command::History(game_number(args[0])?)
            }
            "subscribe" => {
                need(3)?;
                Command::Subscribe(game_number(args[0])?, login(args[1], args[2])?)
            }
            "unsubscribe" => {
                need(3)?;
                Command::Unsubscribe(game_number(args[0])?, login(args[1], args[2])?)
            }
            "standings" => match args {
                [] => Command::Standings(None),
                // The kind is checked by the handler, which knows the kinds of game.
                [kind] => Command::Standings(Some(kind.chars().take(40).collect())),
                _ => return Err(SyntaxError::Usage(u)),
            },
            "rating" => {
                need(1)?;
                Command::Rating(userid(args[0])?)
            }
            "vacation" => {
                need(3)?;
                let who = login(args[0], args[1])?;
                let days = args[2]
                    .parse::<u32>()
                    .map_err(|_| SyntaxError::Days(args[2].chars().take(40).collect()))?;
                Command::Vacation(who, days)
            }
            "tournament" => Command::Tournament(tournament(args, u)?),
            "tournaments" => {
                need(0)?;
                Command::Tournaments
            }
            _ => return Err(SyntaxError::Unknown(verb.chars().take(40).collect())),
        })
    }

    /// Every secret in the command (passwords, old and new), for masking stored copies.
    pub fn secrets(&self) -> Vec<&str> {
        let mut out = Vec::new();
        match self {
            Command::Register(l, _)
            | Command::Move(_, l, _)
            | Command::Chat(_, l)
            | Command::ShowAs(_, l)
            | Command::Subscribe(_, l)
            | Command::Unsubscribe(_, l)
            | Command::Vacation(l, _)
            | Command::Tournament(
                TournamentAction::New { login: l, .. }
                | TournamentAction::Join(_, l)
                | TournamentAction::Leave(_, l)
                | TournamentAction::Close(_, l)
                | TournamentAction::Start(_, l)
                | TournamentAction::Reopen(_, l)
                | TournamentAction::Cancel(_, l),
            ) => out.push(l.password.as_str()),
            Command::Leave(l) | Command::MyData(l) | Command::Mod(l, _) => {
                out.push(l.password.as_str())
            }
            Command::Set(l, setting) => {
                out.push(l.password.as_str());
                if let Setting::Password(new) = setting {
                    out.push(new.as_str());
                }
            }
            Command::Challenge {
                password: Some(pw), ..
            } => out.push(pw.as_str()),
            _ => {}
        }
        out
    }

    /// The game the command names, if it names one (for the log).
    pub fn game(&self) -> Option<i64> {
        match self {
            Command::Move(game, ..)
            | Command::Chat(game, _)
            | Command::Show(game)
            | Command::ShowAs(game, _)
            | Command::History(game)
            | Command::Subscribe(game, _)
            | Command::Unsubscribe(game, _) => Some(*game),
            _ => None,
        }
    }

    /// The command word, for logs and outcomes.
    pub fn verb(&self) -> &'static str {
        match self {
            Command::Help(_) => "help",
            Command::Register(..) => "register",
            Command::Set(..) => "set",
            Command::Challenge { .. } => "challenge",
            Command::Move(_, _, MoveAction::Deploy) => "deploy",
            Command::Move(..) => "move",
            Command::Chat(..) => "chat",
            Command::Show(_) => "show",
            Command::ShowAs(..) => "showas",
            Command::Games(_) => "games",
            Command::History(_) => "history",
            Command::Subscribe(..) => "subscribe",
            Command::Unsubscribe(..) => "unsubscribe",
            Command::Confirm(_) => "confirm",
            Command::Standings(_) => "standings",
            Command::Rating(_) => "rating",
            Command::Vacation(..) => "vacation",
            Command::Tournament(_) => "tournament",
            Command::Tournaments => "tournaments",
            Command::Forgot(_) => "forgot",
            Command::Leave(_) => "leave",
            Command::MyData(_) => "mydata",
            Command::Mod(..) => "mod",
            Command::ClubKey(_) => "reply",
        }
    }
}

impl fmt::Display for Login {
    /// The userid only: a login is never printed with its password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.user)
    }
}

#[cfg(test)]
mod tests;
