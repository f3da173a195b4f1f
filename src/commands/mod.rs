//! The commands of SPEC 3, one file per family: accounts ([`account`]), playing ([`play`]),
//! and looking at games ([`info`]). Every handler runs inside the mail's transaction and
//! queues its replies there.

pub mod account;
pub mod info;
pub mod play;

use stratego_rules::{Color, Game, Options, Variant};

use crate::command::{Command, Login, MoveAction, SyntaxError};
use crate::outbound;
use crate::server::{Config, Handled, Request};
use crate::store::{
    GameRow, GameSummary, NewOutMail, StoreError, Tx, User, hash_password, needs_rehash,
    verify_password,
};
use crate::texts::Names;

/// A refused command: a short reason for the subject and the full explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// Short, for `Stratego error: <reason>`.
    pub reason: String,
    /// What was wrong and how to fix it.
    pub detail: String,
    /// A wrong password for this userid: recorded after the command's changes are undone.
    pub failed_login: Option<String>,
}

impl Refusal {
    /// A refusal with a reason and an explanation.
    pub fn new(reason: impl Into<String>, detail: impl Into<String>) -> Refusal {
        Refusal {
            reason: reason.into(),
            detail: detail.into(),
            failed_login: None,
        }
    }

    /// A command line that could not be read.
    pub fn syntax(e: SyntaxError) -> Refusal {
        let reason = match &e {
            SyntaxError::Unknown(_) => "unknown command",
            SyntaxError::Usage(_) => "wrong number of words",
            SyntaxError::GameNumber(_) => "bad game number",
            SyntaxError::Userid(_) => "bad userid",
            SyntaxError::Password => "bad password",
            SyntaxError::Setting(_) => "unknown setting",
            SyntaxError::Move(_) => "unreadable move",
            SyntaxError::PlyNumber(_) => "bad ply number",
            SyntaxError::Address(_) => "bad address",
        };
        Refusal::new(reason, format!("{}.", e.to_string().trim_end_matches('.')))
    }
}

/// Why a handler stopped: the player's mistake, or ours.
#[derive(Debug)]
pub enum Error {
    /// Refused; an error reply goes to the sender.
    Refused(Refusal),
    /// The database failed: the whole mail is retried later.
    Store(StoreError),
}

impl From<StoreError> for Error {
    fn from(e: StoreError) -> Error {
        Error::Store(e)
    }
}

impl From<Refusal> for Error {
    fn from(r: Refusal) -> Error {
        Error::Refused(r)
    }
}

/// Shorthand for handlers.
pub type Outcome = Result<String, Error>;

/// Everything a handler needs: the transaction, the configuration, the clock and the request.
pub struct Ctx<'a, 'c> {
    /// The mail's transaction.
    pub tx: &'a Tx<'c>,
    /// The configuration.
    pub config: &'a Config,
    /// Now, in unix seconds (from one place, so tests can move it).
    pub now: i64,
    /// The incoming request.
    pub req: &'a Request,
    /// The command line with passwords masked, for quoting.
    pub quoted: String,
}

/// Where an outgoing mail belongs in the recipient's mail client.
#[derive(Debug, Clone, Copy)]
pub enum Thread<'s> {
    /// A direct answer to the sender's mail.
    Reply,
    /// A mail about a game, threaded per game and recipient (by userid key).
    Game(i64, &'s str),
}

impl<'a, 'c> Ctx<'a, 'c> {
    /// A context for one request.
    pub fn new(
        tx: &'a Tx<'c>,
        config: &'a Config,
        now: i64,
        req: &'a Request,
        quoted: String,
    ) -> Ctx<'a, 'c> {
        Ctx {
            tx,
            config,
            now,
            req,
            quoted,
        }
    }

    /// Queues one text mail.
    ///
    /// # Errors
    /// [`StoreError`] if the outbox cannot be written.
    pub fn send(
        &self,
        to: &str,
        subject: &str,
        body: &str,
        thread: Thread<'_>,
        game: Option<i64>,
    ) -> Result<(), StoreError> {
        self.send_html(to, subject, body, None, thread, game)
    }

    /// Queues one mail, with an HTML alternative of `body` when `html` is given (a board
    /// mail to a recipient who has not turned it off).
    ///
    /// # Errors
    /// [`StoreError`] if the outbox cannot be written.
    pub fn send_html(
        &self,
        to: &str,
        subject: &str,
        body: &str,
        html: Option<&str>,
        thread: Thread<'_>,
        game: Option<i64>,
    ) -> Result<(), StoreError> {
        let domain = self.config.domain();
        let mut message_id = outbound::new_message_id(domain);
        let mut in_reply_to = None;
        let mut references = Vec::new();
        match thread {
            Thread::Reply => {
                in_reply_to = Some(self.req.message_id.clone());
                references.push(self.req.message_id.clone());
            }
            Thread::Game(id, user) => {
                let root = thread_root(id, user, domain);
                if self.tx.message_id_used(&root)? {
                    in_reply_to = Some(root.clone());
                    references.push(root);
                } else {
                    // The first mail of this game to this user starts its thread.
                    message_id = root;
                }
                if to.eq_ignore_ascii_case(&self.req.from) {
                    references.push(self.req.message_id.clone());
                }
            }
        }
        self.tx.enqueue(
            &NewOutMail {
                message_id,
                to_addr: to.to_string(),
                subject: subject.to_string(),
                body: body.to_string(),
                html: html.map(str::to_string),
                in_reply_to,
                references: references.join(" "),
                game,
            },
            self.now,
        )?;
        Ok(())
    }

    /// Queues the error reply for `refusal` (after recording a failed login, if any) and
    /// returns the outcome.
    ///
    /// # Errors
    /// [`StoreError`] if the database fails.
    pub fn refuse(&mut self, refusal: Refusal) -> Result<Handled, StoreError> {
        if let Some(user) = &refusal.failed_login {
            self.tx.record_failed_login(user, self.now)?;
            if let Some(until) = self.tx.take_lockout_notice(user, self.now)? {
                let owner = self.tx.user(user)?;
                let body = format!(
                    "Hello {},\n\nThere were {} wrong passwords for your userid within an hour, \
                     the last from {}.\nCommands for {} are refused until {}.\n\nIf that was not \
                     you, someone is guessing your password: once the lock is over, change it \
                     with\n  stratego set {} <password> password <new password>\n",
                    owner.userid,
                    crate::store::LOCKOUT_FAILURES,
                    self.req.from,
                    owner.userid,
                    crate::texts::time_words(until),
                    owner.userid,
                );
                self.send(
                    &owner.address,
                    "Stratego: your account is locked for 15 minutes",
                    &body,
                    Thread::Reply,
                    None,
                )?;
            }
        }
        let body = crate::texts::error_body(&self.quoted, &refusal.detail);
        let subject = format!("Stratego error: {}", refusal.reason);
        let to = self.req.from.clone();
        self.send(&to, &subject, &body, Thread::Reply, None)?;
        Ok(Handled::Refused(refusal.reason))
    }

    /// Checks a userid and password. A wrong password is counted (after the command is
    /// undone) and 5 within an hour lock the userid for 15 minutes. A right password whose
    /// stored hash was made at another cost than the configured one is hashed again at the
    /// configured cost. When the account acts from another address than its registered one,
    /// the owner is told.
    ///
    /// # Errors
    /// A refusal naming the reason: unknown userid, locked, wrong password.
    pub fn login(&self, login: &Login) -> Result<User, Error> {
        let user = match self.tx.user(&login.user) {
            Ok(u) => u,
            Err(StoreError::NotFound { .. }) => {
                return Err(Refusal::new(
                    "unknown userid",
                    format!(
                        "No user '{}' is registered. To register, send:\n  stratego register {} <password>",
                        login.user, login.user
                    ),
                )
                .into());
            }
            Err(e) => return Err(e.into()),
        };
        if let Some(until) = self.tx.locked_until(&user.userid_key, self.now)? {
            return Err(Refusal::new(
                "account locked",
                format!(
                    "There were too many wrong passwords for {}: its commands are refused until {}. \
                     Try again after that.",
                    user.userid,
                    crate::texts::time_words(until)
                ),
            )
            .into());
        }
        if !verify_password(&login.password, &user.password_hash) {
            return Err(Refusal {
                reason: "wrong password".into(),
                detail: format!(
                    "The password for {} is wrong. After {} wrong passwords within an hour the \
                     userid is locked for 15 minutes.",
                    user.userid,
                    crate::store::LOCKOUT_FAILURES
                ),
                failed_login: Some(user.userid_key.clone()),
            }
            .into());
        }
        if needs_rehash(&user.password_hash, self.config.password_cost) {
            // The hash was made at another cost (the configured cost changed since): replace
            // it now that the password is known. A refused command undoes this with the rest,
            // and the next accepted one does it again.
            let phc = hash_password(&login.password, self.config.password_cost)
                .map_err(|e| StoreError::Internal(e.to_string()))?;
            self.tx.set_password(&user.userid_key, &phc)?;
        }
        if !user.address.eq_ignore_ascii_case(&self.req.from) {
            let body = format!(
                "Hello {},\n\nYour account was used from the address {}, which is not your \
                 registered address, for the command:\n  {}\n\nIf that was not you, change \
                 your password at once:\n  stratego set {} <password> password <new password>\n",
                user.userid, self.req.from, self.quoted, user.userid
            );
            self.send(
                &user.address,
                "Stratego: your account was used from another address",
                &body,
                Thread::Reply,
                None,
            )?;
        }
        Ok(user)
    }

    /// The user with this key (which the store guarantees exists for a game's players).
    ///
    /// # Errors
    /// [`StoreError`].
    pub fn user(&self, key: &str) -> Result<User, StoreError> {
        self.tx.user(key)
    }

    /// The players' userids (as registered) of a game.
    ///
    /// # Errors
    /// [`StoreError`].
    pub fn names(&self, game: &GameSummary) -> Result<Names, StoreError> {
        Ok(Names {
            red: self.tx.user(&game.red)?.userid,
            blue: self.tx.user(&game.blue)?.userid,
        })
    }

    /// Loads game `id`.
    ///
    /// # Errors
    /// A refusal when there is no such game.
    pub fn game(&self, id: i64) -> Result<(GameRow, Game), Error> {
        let row = match self.tx.game(id) {
            Ok(r) => r,
            Err(StoreError::NotFound { .. }) => {
                return Err(Refusal::new(
                    "no such game",
                    format!("There is no game {id}. Send 'stratego games' for the list of games."),
                )
                .into());
            }
            Err(e) => return Err(e.into()),
        };
        let game = load_state(&row)?;
        Ok((row, game))
    }
}

/// The serialized game of a row.
///
/// # Errors
/// [`StoreError::Internal`] when the stored state does not load: the administrator must look.
pub fn load_state(row: &GameRow) -> Result<Game, StoreError> {
    serde_json::from_str(&row.state)
        .map_err(|e| StoreError::Internal(format!("game {} does not load: {e}", row.id)))
}

/// The state text of a game.
pub fn save_state(game: &Game) -> String {
    serde_json::to_string(game).expect("a game always serializes")
}

/// The options JSON stored with a game.
pub fn options_json(variant: Variant, o: &Options) -> String {
    serde_json::json!({
        "variant": variant.name(),
        "twosquare": o.twosquare,
        "scoutstrike": o.scoutstrike,
        "reveal": o.reveal.as_str(),
        "nag": o.nag_days,
        "forfeit": o.forfeit_days,
    })
    .to_string()
}

/// The first Message-ID of the mails about game `id` to `user`; later mails refer to it, so
/// a mail client shows each game as one thread.
pub fn thread_root(id: i64, user: &str, domain: &str) -> String {
    let safe: String = user
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("<stratego-game-{id}-{safe}@{domain}>")
}

/// Which colour `user` (a key) plays in `row`.
pub fn color_of(row: &GameRow, user_key: &str) -> Option<Color> {
    if row.red == user_key {
        Some(Color::Red)
    } else if row.blue == user_key {
        Some(Color::Blue)
    } else {
        None
    }
}

/// Runs the command in a savepoint; a refusal undoes its changes and queues the error reply.
///
/// # Errors
/// [`StoreError`] when the database fails: the whole mail is then rolled back.
pub fn dispatch(ctx: &mut Ctx<'_, '_>, cmd: &Command) -> Result<Handled, StoreError> {
    let tx = ctx.tx;
    match tx.savepoint(|_| run(ctx, cmd)) {
        Ok(summary) => Ok(Handled::Applied(summary)),
        Err(Error::Refused(r)) => ctx.refuse(r),
        Err(Error::Store(e)) => Err(e),
    }
}

fn run(ctx: &mut Ctx<'_, '_>, cmd: &Command) -> Outcome {
    match cmd {
        Command::Help => account::help(ctx),
        Command::Register(l) => account::register(ctx, l),
        Command::Set(l, s) => account::set(ctx, l, s),
        Command::Challenge { red, blue, options } => play::challenge(ctx, red, blue, options),
        Command::Move(id, l, MoveAction::Deploy) => play::deploy(ctx, *id, l),
        Command::Move(id, l, MoveAction::Swap(a, b)) => play::swap(ctx, *id, l, *a, *b),
        Command::Move(id, l, MoveAction::Play(mv, ply)) => play::play(ctx, *id, l, *mv, *ply),
        Command::Move(id, l, action) => play::draw_or_resign(ctx, *id, l, action),
        Command::Chat(id, l) => play::chat(ctx, *id, l),
        Command::Show(id) => info::show(ctx, *id),
        Command::ShowAs(id, l) => info::show_as(ctx, *id, l),
        Command::Games(u) => info::games(ctx, u.as_deref()),
        Command::History(id) => info::history(ctx, *id),
        Command::Subscribe(id, l) => info::subscribe(ctx, *id, l, true),
        Command::Unsubscribe(id, l) => info::subscribe(ctx, *id, l, false),
    }
}
