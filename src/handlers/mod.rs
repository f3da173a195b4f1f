//! The commands of SPEC 3, one file per family: accounts ([`account`]), playing ([`play`]),
//! and looking at games ([`info`]). Every handler runs inside the mail's transaction and
//! queues its replies there.

pub mod account;
pub mod confirm;
pub mod info;
pub mod league;
pub mod leave;
pub mod membership;
pub mod moderation;
pub mod play;
pub mod recover;
pub mod reply;
pub mod robot;
pub mod tournament;
pub mod vacation;

use stratego_rules::{Color, Game, Options, Variant};

use crate::config::Config;
use crate::outbound;
use crate::request::{Handled, Request};
use crate::store::{
    GameRow, GameSummary, NewOutMail, Origin, StoreError, Tx, User, hash_password, needs_rehash,
    verify_dummy, verify_password,
};
/// The game of a row, read and written (kept in the store, beside the rows).
pub use crate::store::{color_of, load_state, save_state};
use crate::syntax::{Command, Login, MoveAction, SyntaxError};
use crate::texts::login as words;
use crate::texts::{Lang, Names};

/// The language `user` chose, if any (issue 81).
fn chosen(user: &User) -> Option<Lang> {
    user.language.as_deref().and_then(|l| l.parse().ok())
}

/// A refused command: a short reason for the subject and the full explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// Short, for `Stratego error: <reason>`.
    pub reason: String,
    /// What was wrong and how to fix it.
    pub detail: String,
    /// A wrong password for this userid: recorded after the command's changes are undone.
    pub failed_login: Option<String>,
    /// A refused moderator command (issue 78): its line of the moderation log, written
    /// after the command's changes are undone.
    pub logged: Option<Box<crate::store::NewLogEntry>>,
    /// The last answer the sender gets (a banned player's): the reply ends with the detail,
    /// without "Nothing was changed" and the pointer to the help.
    pub last_answer: bool,
}

impl Refusal {
    /// A refusal with a reason and an explanation.
    pub fn new(reason: impl Into<String>, detail: impl Into<String>) -> Refusal {
        Refusal {
            reason: reason.into(),
            detail: detail.into(),
            failed_login: None,
            logged: None,
            last_answer: false,
        }
    }

    /// A command line that could not be read, told in `lang`.
    pub fn syntax(e: SyntaxError, lang: Lang) -> Refusal {
        // The words the sender wrote are quoted clipped (issue 19: at most 200 characters of
        // what was sent, and the command line itself is quoted already).
        let clip = |w: &String| crate::texts::clip(w, 60);
        let e = match e {
            SyntaxError::Unknown(w) => SyntaxError::Unknown(clip(&w)),
            SyntaxError::GameNumber(w) => SyntaxError::GameNumber(clip(&w)),
            SyntaxError::Userid(w) => SyntaxError::Userid(clip(&w)),
            SyntaxError::Setting(w) => SyntaxError::Setting(clip(&w)),
            SyntaxError::Move(w) => SyntaxError::Move(crate::texts::clip(&w, 200)),
            SyntaxError::Square(w) => SyntaxError::Square(clip(&w)),
            SyntaxError::PlyNumber(w) => SyntaxError::PlyNumber(clip(&w)),
            SyntaxError::Address(w) => SyntaxError::Address(clip(&w)),
            SyntaxError::Placeholder(w) => SyntaxError::Placeholder(clip(&w)),
            SyntaxError::Code(w) => SyntaxError::Code(clip(&w)),
            SyntaxError::Days(w) => SyntaxError::Days(clip(&w)),
            SyntaxError::TournamentNumber(w) => SyntaxError::TournamentNumber(clip(&w)),
            SyntaxError::Rounds(w) => SyntaxError::Rounds(clip(&w)),
            SyntaxError::BanDays(w) => SyntaxError::BanDays(clip(&w)),
            SyntaxError::Winner(w) => SyntaxError::Winner(clip(&w)),
            SyntaxError::Systems(a, b) => SyntaxError::Systems(clip(&a), clip(&b)),
            SyntaxError::TournamentWord(w) => SyntaxError::TournamentWord(clip(&w)),
            other @ (SyntaxError::Usage(_)
            | SyntaxError::Password
            | SyntaxError::NoMove
            | SyntaxError::TournamentName) => other,
        };
        Refusal::new(
            crate::texts::mail::syntax_reason(lang, &e),
            crate::texts::mail::syntax_detail(lang, &e),
        )
    }
}

impl From<crate::texts::Refused> for Refusal {
    fn from(r: crate::texts::Refused) -> Refusal {
        Refusal::new(r.reason, r.detail)
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

impl From<crate::texts::Refused> for Error {
    fn from(r: crate::texts::Refused) -> Error {
        Error::Refused(r.into())
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
    /// The game the command is about, if it names one (for the thread of an error reply).
    pub game_hint: Option<i64>,
    /// A password of the mail was right ([`Ctx::login`]): its error replies are counted
    /// apart from those to mail anyone could send (issue 27).
    pub password_checked: std::cell::Cell<bool>,
    /// What tournaments must tell their players, mailed when the command is done
    /// ([`tournament::flush`]).
    pub tournament_events: std::cell::RefCell<Vec<crate::league::tournament::Event>>,
    /// What the end of a game sets off beyond its own mails: [`tournament::Ends`].
    pub ends: &'static dyn GameEnds,
}

/// What the end of a game sets off beyond its own mails (a tournament's result, its next
/// round, the words on what comes next), as the games' handlers ([`play`]) see it. The
/// tournaments' handler gives it ([`tournament::Ends`], in every [`Ctx`]), so that the
/// games do not import the tournaments, which start and end games through them.
pub trait GameEnds: Sync {
    /// Called in the transaction that ends game `row` with `outcome` (`played`: it had left
    /// setup): records what the game's end means beyond it.
    ///
    /// # Errors
    /// [`StoreError`].
    fn game_over(
        &self,
        ctx: &Ctx<'_, '_>,
        row: &GameRow,
        outcome: &stratego_rules::Outcome,
        played: bool,
    ) -> Result<(), StoreError>;

    /// A line for the last board of game `game`, on what comes next, in `lang`; `None`
    /// when there is nothing to say.
    ///
    /// # Errors
    /// [`StoreError`].
    fn next_steps(
        &self,
        ctx: &Ctx<'_, '_>,
        game: i64,
        outcome: &stratego_rules::Outcome,
        lang: Lang,
    ) -> Result<Option<String>, StoreError>;
}

/// The answer to a wrong password for a registered userid, in `lang`.
fn wrong_login(lang: Lang, userid: &str) -> crate::texts::Refused {
    crate::texts::login::wrong_password(lang, userid, crate::store::LOCKOUT_FAILURES)
}

/// Where an outgoing mail belongs in the recipient's mail client.
#[derive(Debug, Clone, Copy)]
pub enum Thread<'s> {
    /// A direct answer to the sender's mail.
    Reply,
    /// A mail about a game, threaded per game and recipient (by userid key).
    Game(i64, &'s str),
    /// As [`Thread::Game`], to the recipient's registered address, when the caller knows
    /// whether the recipient plays in the game (`true`) or watches it: a board mail, sent
    /// without looking either up again.
    Board(i64, &'s str, bool),
    /// A confirmation mail (issue 19) whose `Reply-To` carries this code, so that replying
    /// confirms; an answer to the sender's mail when it goes to the sender.
    Confirmation(&'s str),
    /// A mail about a tournament (its rounds, standings, the bye), threaded per tournament
    /// and recipient (by userid key).
    Tournament(i64, &'s str),
    /// A mail of its own to someone else than the sender (issue 78: an announcement, the
    /// notice of a ban): an answer to the sender's mail only when it goes to the sender.
    Notice,
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
            game_hint: req.proof.as_ref().and_then(|p| p.game),
            password_checked: std::cell::Cell::new(false),
            tournament_events: std::cell::RefCell::new(Vec::new()),
            ends: &tournament::Ends,
        }
    }

    /// The language `user` reads (issue 81): the one chosen, else the one this mail
    /// names when `user` sent it, else the server's default.
    pub fn lang_of(&self, user: &User) -> Lang {
        chosen(user).unwrap_or_else(|| self.unchosen_lang(&user.address))
    }

    /// The language of a mail to `address`: its account's (the first account of the address
    /// that chose one), else as [`Ctx::lang_of`] says for a stranger.
    pub fn lang_to(&self, address: &str) -> Lang {
        let users = self.tx.users_by_address(address).unwrap_or_default();
        users
            .iter()
            .find_map(chosen)
            .unwrap_or_else(|| self.unchosen_lang(address))
    }

    /// The language of mail to `address` when no account there chose one: this mail's
    /// (`Content-Language`) when it is the sender's, else the server's default.
    fn unchosen_lang(&self, address: &str) -> Lang {
        address
            .eq_ignore_ascii_case(&self.req.from)
            .then_some(self.req.language)
            .flatten()
            .unwrap_or(self.config.language)
    }

    /// The language of the answers to this mail's sender.
    pub fn sender_lang(&self) -> Lang {
        self.lang_to(&self.req.from)
    }

    /// Queues one text mail.
    ///
    /// A mail about a game goes into that game's thread for its recipient; when it answers
    /// the recipient's own mail it is also `In-Reply-To` that mail. A mail to a player of the
    /// game, at the player's registered address, carries the player's reply address for the
    /// game as `Reply-To`, so that a plain reply is a command in that game.
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
        self.send_extra(to, subject, body, html, thread, game, None)
    }

    /// Queues an announcement (issue 78) to `to`, whose `List-Unsubscribe` address carries
    /// the recipient's unsubscription key `key`.
    ///
    /// # Errors
    /// [`StoreError`] if the outbox cannot be written.
    pub fn send_announcement(
        &self,
        to: &str,
        subject: &str,
        body: &str,
        key: &str,
    ) -> Result<(), StoreError> {
        let address = self.config.own().with_key(key);
        let extra = crate::store::OutExtra {
            list_unsubscribe: Some(format!("<mailto:{address}?subject=unsubscribe>")),
            ..Default::default()
        };
        self.send_extra(to, subject, body, None, Thread::Notice, None, Some(extra))
    }

    /// Queues one mail with what [`Ctx::send_html`] takes and the `extra` of a few mails
    /// (issue 78): a `List-Unsubscribe` header, an attachment, forgetting once sent.
    ///
    /// # Errors
    /// [`StoreError`] if the outbox cannot be written.
    #[allow(clippy::too_many_arguments)]
    pub fn send_extra(
        &self,
        to: &str,
        subject: &str,
        body: &str,
        html: Option<&str>,
        thread: Thread<'_>,
        game: Option<i64>,
        extra: Option<crate::store::OutExtra>,
    ) -> Result<(), StoreError> {
        if to.is_empty() {
            // The robot's account has no address (issue 16): whatever would go to it is
            // not mail anyone reads.
            return Ok(());
        }
        let domain = self.config.domain();
        let mut message_id = outbound::new_message_id(domain);
        let mut in_reply_to = None;
        let mut references = Vec::new();
        let mut reply_to = None;
        let answers_sender = to.eq_ignore_ascii_case(&self.req.from);
        match thread {
            Thread::Reply => {
                in_reply_to = Some(self.req.message_id.clone());
                references.push(self.req.message_id.clone());
            }
            Thread::Game(id, user) | Thread::Board(id, user, _) => {
                let root = thread_root(id, user, domain);
                if self.tx.message_id_used(&root)? {
                    in_reply_to = Some(root.clone());
                    references.push(root);
                } else {
                    // The first mail of this game to this user starts its thread.
                    message_id = root;
                }
                if answers_sender {
                    in_reply_to = Some(self.req.message_id.clone());
                    references.push(self.req.message_id.clone());
                }
                let player_at_home = match thread {
                    Thread::Board(_, _, plays) => plays,
                    _ => {
                        self.tx.is_player(id, user)?
                            && self.tx.user(user)?.address.eq_ignore_ascii_case(to)
                    }
                };
                if player_at_home {
                    let key = self.tx.live_reply_key(user, id, self.now)?;
                    reply_to = Some(self.config.reply_address(&key));
                }
            }
            Thread::Tournament(id, user) => {
                let root = tournament_root(id, user, domain);
                if self.tx.message_id_used(&root)? {
                    in_reply_to = Some(root.clone());
                    references.push(root);
                } else {
                    message_id = root;
                }
            }
            Thread::Notice => {
                if answers_sender {
                    in_reply_to = Some(self.req.message_id.clone());
                    references.push(self.req.message_id.clone());
                }
            }
            Thread::Confirmation(code) => {
                if answers_sender {
                    in_reply_to = Some(self.req.message_id.clone());
                    references.push(self.req.message_id.clone());
                }
                reply_to = Some(self.config.reply_address(code));
            }
        }
        self.tx.enqueue(
            &NewOutMail {
                message_id,
                to_addr: to.to_string(),
                subject: subject.to_string(),
                body: crate::texts::layout(body),
                html: html.map(|h| match game.and_then(|id| self.config.game_url(id)) {
                    Some(url) => crate::texts::web::with_mail_link(self.lang_to(to), h, &url),
                    None => h.to_string(),
                }),
                in_reply_to,
                references: references.join(" "),
                game,
                reply_to,
                extra: extra.map(Box::new),
            },
            self.now,
        )?;
        Ok(())
    }

    /// A player's board mail page `html` with the link to click their move or army on the
    /// web (issue 79, [`crate::compose`]), when `--web-url` is set and `color` has one to
    /// send in game `id`: the reply key and the board travel in the link's fragment only.
    ///
    /// # Errors
    /// [`StoreError`] if the reply key cannot be read or made.
    pub fn with_compose_link(
        &self,
        html: Option<String>,
        id: i64,
        game: &Game,
        user: &User,
        color: Color,
        subject: &str,
    ) -> Result<Option<String>, StoreError> {
        let (Some(page), Some(web_url)) = (&html, self.config.web_url.as_deref()) else {
            return Ok(html);
        };
        if crate::compose::page_for(game, color).is_none() || user.address.is_empty() {
            return Ok(html);
        }
        let key = self.tx.live_reply_key(&user.userid_key, id, self.now)?;
        let reply_to = self.config.own().with_key(&key);
        Ok(Some(
            match crate::compose::link(web_url, game, color, user.flip, &reply_to, subject) {
                Some((kind, url)) => {
                    crate::texts::compose::with_link(self.lang_of(user), page, kind, &url)
                }
                None => page.clone(),
            },
        ))
    }

    /// The thread of an error reply: the game's thread when the refused command was about a
    /// game that the sender, at their registered address, plays in; else a plain reply.
    fn error_thread(&self) -> Result<Option<(i64, String)>, StoreError> {
        let Some(id) = self.game_hint else {
            return Ok(None);
        };
        for user in self.tx.users_by_address(&self.req.from)? {
            if self.tx.is_player(id, &user.userid_key)? {
                return Ok(Some((id, user.userid_key)));
            }
        }
        Ok(None)
    }

    /// Queues the error reply for `refusal` (after recording a failed login, if any) and
    /// returns the outcome.
    ///
    /// # Errors
    /// [`StoreError`] if the database fails.
    pub fn refuse(&mut self, refusal: Refusal) -> Result<Handled, StoreError> {
        if let Some(user) = &refusal.failed_login {
            self.record_failed_login(user)?;
        }
        if let Some(entry) = &refusal.logged {
            self.tx.log_moderation(entry, self.now)?;
        }
        let proven = self.req.proof.is_some() || self.password_checked.get();
        let answers = self.tx.count_answer(&self.req.from, proven, self.now)?;
        let limit = self.config.reply_limit;
        if answers > limit {
            // A mail loop or a flood: the limit's last reply said so already.
            return Ok(Handled::Refused(format!(
                "{} (unanswered: over {limit} error replies to {} this hour)",
                refusal.reason, self.req.from
            )));
        }
        let lang = self.sender_lang();
        let mut body = if refusal.last_answer {
            crate::texts::last_error_body(lang, &self.quoted, &refusal.detail)
        } else {
            crate::texts::error_body(lang, &self.quoted, &refusal.detail)
        };
        if answers == limit {
            body.push_str(&crate::texts::limits::last_error_reply(
                self.sender_lang(),
                limit,
                &self.req.from,
            ));
        }
        let subject = crate::texts::error_subject(lang, &refusal.reason);
        let to = self.req.from.clone();
        match self.error_thread()? {
            Some((id, user)) => {
                self.send(&to, &subject, &body, Thread::Game(id, &user), Some(id))?
            }
            None => self.send(&to, &subject, &body, Thread::Reply, None)?,
        }
        Ok(Handled::Refused(refusal.reason))
    }

    /// Counts a wrong password for `user` (a key) by where it came from, and tells the owner:
    /// once per lock of the registered address, and at most once a day of wrong passwords
    /// from other addresses (which never lock the registered address out).
    fn record_failed_login(&self, user: &str) -> Result<(), StoreError> {
        let owner = self.tx.user(user)?;
        let origin = self.origin(&owner);
        self.tx
            .record_failed_login(user, origin, &self.req.from, self.now)?;
        if origin == Origin::Own {
            if let Some(until) = self.tx.take_lockout_notice(user, self.now)? {
                let (subject, body) = words::locked_notice(
                    self.lang_of(&owner),
                    &owner.userid,
                    crate::store::LOCKOUT_FAILURES,
                    &self.req.from,
                    until,
                );
                self.send(&owner.address, &subject, &body, Thread::Reply, None)?;
            }
        } else if let Some(notice) = self.tx.take_elsewhere_notice(user, self.now)? {
            let (subject, body) = words::elsewhere_notice(
                self.lang_of(&owner),
                &owner.userid,
                notice.count,
                &notice.addresses,
            );
            self.send(&owner.address, &subject, &body, Thread::Reply, None)?;
        }
        Ok(())
    }

    /// Whether this request comes from `user`'s registered address.
    fn origin(&self, user: &User) -> Origin {
        if user.address.eq_ignore_ascii_case(&self.req.from) {
            Origin::Own
        } else {
            Origin::Elsewhere
        }
    }

    /// Checks a userid and password. A wrong password is counted (after the command is
    /// undone) and 5 within an hour lock the userid for 15 minutes: for every command when
    /// they came from the registered address, else only for commands from other addresses. A right password whose
    /// stored hash was made at another cost than the configured one is hashed again at the
    /// configured cost. When the account acts from another address than its registered one,
    /// the owner is told.
    ///
    /// # Errors
    /// A refusal naming the reason: unknown userid, locked, wrong password.
    pub fn login(&self, login: &Login) -> Result<User, Error> {
        // A plain reply to the player's reply address, from the registered address: the key
        // stands for the password (commands read from a line always carry one).
        if login.password.is_empty()
            && let Some(proof) = &self.req.proof
            && proof.userid.eq_ignore_ascii_case(&login.user)
        {
            return Ok(self.tx.user(&login.user)?);
        }
        let user = match self.tx.user(&login.user) {
            Ok(u) => u,
            Err(StoreError::NotFound { .. }) => {
                // As long as a wrong password takes: the time must not tell that the userid
                // does not exist.
                verify_dummy(&login.password, self.config.password_cost);
                // The words say it (issue 79): `register` tells anyone whether a userid is
                // taken, so the same words as a wrong password hid nothing.
                return Err(words::unknown_login(self.sender_lang(), &login.user).into());
            }
            Err(e) => return Err(e.into()),
        };
        let origin = self.origin(&user);
        if let Some(until) = self.tx.locked_until(&user.userid_key, origin, self.now)? {
            let own = origin == Origin::Own;
            return Err(words::locked(self.sender_lang(), &user.userid, own, until).into());
        }
        if !verify_password(&login.password, &user.password_hash) {
            return Err(Refusal {
                failed_login: Some(user.userid_key.clone()),
                ..wrong_login(self.sender_lang(), &login.user).into()
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
        self.password_checked.set(true);
        if origin == Origin::Elsewhere {
            let (subject, body) = words::used_elsewhere_notice(
                self.lang_of(&user),
                &user.userid,
                &self.req.from,
                &self.quoted,
            );
            self.send(&user.address, &subject, &body, Thread::Reply, None)?;
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

    /// The accounts of a game's players, Red's then Blue's. An account in `known` (one the
    /// caller has read already, such as the sender's) is not read again.
    ///
    /// # Errors
    /// [`StoreError`].
    pub fn players(&self, game: &GameSummary, known: &[&User]) -> Result<[User; 2], StoreError> {
        let read = |key: &str| match known.iter().find(|u| u.userid_key == key) {
            Some(user) => Ok((*user).clone()),
            None => self.tx.user(key),
        };
        Ok([read(&game.red)?, read(&game.blue)?])
    }

    /// The players' userids (as registered) of a game.
    ///
    /// # Errors
    /// [`StoreError`].
    pub fn names(&self, game: &GameSummary) -> Result<Names, StoreError> {
        Ok(names_of(&self.players(game, &[])?))
    }

    /// Loads game `id`.
    ///
    /// # Errors
    /// A refusal when there is no such game.
    pub fn game(&self, id: i64) -> Result<(GameRow, Game), Error> {
        let row = match self.tx.game(id) {
            Ok(r) => r,
            Err(StoreError::NotFound { .. }) => {
                return Err(crate::texts::info::no_such_game(self.sender_lang(), id).into());
            }
            Err(e) => return Err(e.into()),
        };
        let game = load_state(&row)?;
        Ok((row, game))
    }
}

/// The players' userids (as registered) of a game whose accounts are `players` (Red, Blue).
pub(crate) fn names_of(players: &[User; 2]) -> Names {
    let [red, blue] = players;
    Names {
        red: red.userid.clone(),
        blue: blue.userid.clone(),
        robot: robot::seat(players),
    }
}

/// The options JSON stored with a game.
pub fn options_json(variant: Variant, o: &Options) -> String {
    serde_json::json!({
        "variant": variant.name(),
        "twosquare": o.twosquare,
        "scoutstrike": o.scoutstrike,
        "reveal": o.reveal.as_str(),
        "chase": o.chase,
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

/// The first Message-ID of the mails about tournament `id` to `user`, as
/// [`thread_root`] for games.
pub fn tournament_root(id: i64, user: &str, domain: &str) -> String {
    thread_root(id, user, domain).replace("stratego-game-", "stratego-tournament-")
}

/// Runs the command in a savepoint; a refusal undoes its changes and queues the error reply.
///
/// # Errors
/// [`StoreError`] when the database fails: the whole mail is then rolled back.
pub fn dispatch(ctx: &mut Ctx<'_, '_>, cmd: &Command) -> Result<Handled, StoreError> {
    let tx = ctx.tx;
    let done = |ctx: &mut Ctx<'_, '_>| {
        let summary = run(ctx, cmd)?;
        // The mails of the tournaments whose rounds this command ended, after its own.
        tournament::flush(ctx)?;
        Ok::<_, Error>(summary)
    };
    match tx.savepoint(|_| done(ctx)) {
        Ok(summary) => Ok(Handled::Applied(summary)),
        Err(Error::Refused(r)) => ctx.refuse(r),
        Err(Error::Store(e)) => Err(e),
    }
}

fn run(ctx: &mut Ctx<'_, '_>, cmd: &Command) -> Outcome {
    match cmd {
        Command::Help(topic) => account::help(ctx, topic.as_deref()),
        Command::Register(l, language) => account::register(ctx, l, language.as_deref()),
        Command::Set(l, s) => account::set(ctx, l, s),
        Command::Challenge {
            red,
            blue,
            options,
            password,
        } => play::challenge(ctx, red, blue, options, password.as_deref()),
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
        Command::Confirm(code) => match confirm::confirm(ctx, code)? {
            confirm::Confirmed::Done(summary) => Ok(summary),
            confirm::Confirmed::Challenge(held) => play::start_held(ctx, held),
        },
        Command::Standings(kind) => league::standings(ctx, kind.as_deref()),
        Command::Rating(u) => league::rating(ctx, u),
        Command::Vacation(l, days) => vacation::vacation(ctx, l, *days),
        Command::Tournament(action) => tournament::tournament(ctx, action),
        Command::Tournaments => tournament::list(ctx),
        Command::Forgot(user) => recover::forgot(ctx, user),
        Command::ClubKey(key) => recover::club_key(ctx, key),
        Command::Leave(l) => leave::leave(ctx, l),
        Command::MyData(l) => leave::mydata(ctx, l),
        Command::Mod(l, action) => moderation::moderate(ctx, l, action),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::request::Request;
    use crate::store::{PasswordCost, Store, dummy_verifies};

    /// Runs `login` for `user` with a wrong password against a store with alice in it, and
    /// returns the refusal's reason and whether the dummy hash was verified.
    fn wrong_login(user: &str) -> (String, bool) {
        let mut store = Store::open_in_memory().unwrap();
        let config = Config {
            db: "unused.db".into(),
            transport: "file:./unused".parse().unwrap(),
            smtp_secret: None,
            ca_file: None,
            from: "stratego@example.org".into(),
            password_cost: PasswordCost::TEST,
            busy_timeout: std::time::Duration::from_secs(1),
            name: Config::DEFAULT_NAME.into(),
            recipient_delimiter: Config::DEFAULT_DELIMITER.into(),
            reply_limit: Config::DEFAULT_REPLY_LIMIT,
            stranger_reply_limit: Config::DEFAULT_STRANGER_REPLY_LIMIT,
            limits: Default::default(),
            robot_name: crate::robot::DEFAULT_NAME.into(),
            web_url: None,
            moderators: Vec::new(),
            language: Default::default(),
        };
        let phc = hash_password("right", PasswordCost::TEST).unwrap();
        let req = Request {
            from: "alice@example.org".into(),
            message_id: "<t@example.org>".into(),
            command: None,
            body: String::new(),
            key: None,
            proof: None,
            language: None,
        };
        store
            .write(|tx| {
                tx.create_user("alice", "alice@example.org", &phc, 1)?;
                let ctx = Ctx::new(tx, &config, 2, &req, String::new());
                let before = dummy_verifies();
                let login = Login {
                    user: user.into(),
                    password: "wrong".into(),
                };
                let reason = match ctx.login(&login) {
                    Err(Error::Refused(r)) => r.reason,
                    other => panic!("{other:?}"),
                };
                Ok::<_, StoreError>((reason, dummy_verifies() > before))
            })
            .unwrap()
    }

    #[test]
    fn an_unknown_userid_costs_a_password_verification_too() {
        // The same work as a wrong password (issue 27); the words say it (issue 79).
        assert_eq!(wrong_login("nobody"), ("unknown userid".into(), true));
        // A known userid verifies its own hash, not the dummy.
        assert_eq!(wrong_login("alice"), ("wrong password".into(), false));
    }
}
