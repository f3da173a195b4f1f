//! `stratego-pbem lmtp`: the server as a daemon that the mail server hands mail to over
//! LMTP (RFC 2033), the way Dovecot and Cyrus take mail, instead of starting one process
//! per mail (pipe mode). The database stays open, its schema read and its statements
//! prepared, so a mail costs what the game needs and no process start.
//!
//! The path of a mail is the pipe command's: [`Server::handle_mail`] in one transaction,
//! the replies delivered ([`Server::deliver_reporting`], unless `--no-send`), the database
//! synced, and only then `250` for each recipient ([`session`]). Any failure of ours, a
//! panic included, answers `451` and the mail server keeps the mail; a mail stored whose
//! `250` was lost (the daemon killed in between) comes again and is a duplicate by its
//! Message-ID, as in pipe mode.
//!
//! * One thread per session, at most `max_sessions` at once (more are told `421`); each
//!   takes an open database from a pool and gives it back. Writers wait for each other
//!   as pipe processes do (`BEGIN IMMEDIATE` and the busy timeout).
//! * One more thread delivers at start and once a minute, for replies that failed before.
//! * SIGTERM or SIGINT: no new session; each session ends after the command or mail it is
//!   on (`421` to the client); queued replies get a last delivery pass.

pub mod session;

use std::io::{self, BufReader, BufWriter, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::os::unix::net::{UnixListener, UnixStream};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::server::{Config, Envelope, MustAct, Server};
use session::{Limits, Mail, Verdict};

/// Where the daemon listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listen {
    /// A TCP address, `127.0.0.1:2424`.
    Tcp(String),
    /// A Unix socket: any address with a `/` in it, `/var/spool/postfix/private/stratego`.
    Unix(PathBuf),
}

impl std::str::FromStr for Listen {
    type Err = String;

    fn from_str(s: &str) -> Result<Listen, String> {
        if s.contains('/') {
            Ok(Listen::Unix(PathBuf::from(s)))
        } else if s
            .rsplit_once(':')
            .is_some_and(|(_, p)| p.parse::<u16>().is_ok())
        {
            Ok(Listen::Tcp(s.to_string()))
        } else {
            Err(format!(
                "'{s}' is neither HOST:PORT nor the path of a Unix socket (with a /)"
            ))
        }
    }
}

impl std::fmt::Display for Listen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Listen::Tcp(addr) => f.write_str(addr),
            Listen::Unix(path) => write!(f, "{}", path.display()),
        }
    }
}

/// How the daemon runs.
#[derive(Debug, Clone)]
pub struct Options {
    /// Sessions at once.
    pub max_sessions: usize,
    /// Leave replies queued (for `send`).
    pub no_send: bool,
    /// Pretend the time is this (tests).
    pub now: Option<i64>,
    /// The SMTP timeout of deliveries.
    pub smtp_timeout: Duration,
    /// The sessions' limits.
    pub limits: Limits,
}

/// What every session shares.
struct Shared {
    config: Config,
    options: Options,
    host: String,
    stop: Arc<AtomicBool>,
    /// Open databases between sessions.
    pool: Mutex<Vec<Server>>,
    sessions: AtomicUsize,
    /// Why the daemon stopped itself: a delivery that the administrator must mend.
    must_act: Mutex<Option<MustAct>>,
}

impl Shared {
    fn now(&self) -> i64 {
        crate::server::now_or(self.options.now)
    }

    /// Delivers with `server`; a delivery the administrator must mend stops the daemon.
    fn deliver(&self, server: &mut Server, now: i64) {
        if let Err(e) = server.deliver_reporting(now, self.options.smtp_timeout) {
            if let Ok(mut slot) = self.must_act.lock() {
                slot.get_or_insert(e);
            }
            self.stop.store(true, Ordering::SeqCst);
        }
    }

    fn open(&self) -> Option<Server> {
        if let Some(server) = self.pool.lock().ok()?.pop() {
            return Some(server);
        }
        match Server::open(self.config.clone()) {
            Ok(server) => Some(server),
            Err(e) => {
                tracing::error!(target: "stratego-pbem", "lmtp: cannot open the database: {e}");
                None
            }
        }
    }

    fn give_back(&self, server: Server) {
        if let Ok(mut pool) = self.pool.lock() {
            pool.push(server);
        }
    }
}

/// Listens on `listen` and serves sessions until `stop` is set, starting with `server`'s
/// open database; `ready` is told the address it listens on (with the port the system
/// chose for port 0). Returns [`MustAct`] when it stopped itself because a delivery needs
/// the administrator (a refused TLS certificate of the SMTP server).
///
/// # Errors
/// When the address cannot be listened on.
pub fn serve(
    server: Server,
    listen: &Listen,
    options: Options,
    stop: Arc<AtomicBool>,
    ready: impl FnOnce(&str),
) -> io::Result<Option<MustAct>> {
    let listener = Listener::bind(listen)?;
    listener.set_nonblocking(true)?;
    ready(&listener.name()?);
    let config = server.config.clone();
    let host = crate::outbound::domain_of(&config.from).to_string();
    let shared = Arc::new(Shared {
        config,
        options,
        host,
        stop,
        pool: Mutex::new(vec![server]),
        sessions: AtomicUsize::new(0),
        must_act: Mutex::new(None),
    });
    let retries = {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || retry_deliveries(&shared))
    };
    let mut workers = Vec::new();
    while !shared.stop.load(Ordering::Relaxed) {
        let stream = match listener.accept() {
            Ok(stream) => stream,
            Err(e) => {
                if e.kind() != io::ErrorKind::WouldBlock {
                    // Out of file descriptors, say: wait and take the next one.
                    tracing::warn!(target: "stratego-pbem", "lmtp: cannot accept a connection: {e}");
                }
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        workers.retain(|w: &std::thread::JoinHandle<()>| !w.is_finished());
        if shared.sessions.load(Ordering::Relaxed) >= shared.options.max_sessions {
            let _ = stream.busy(&shared.host);
            continue;
        }
        shared.sessions.fetch_add(1, Ordering::Relaxed);
        let shared = Arc::clone(&shared);
        workers.push(std::thread::spawn(move || {
            // The slot is given back however the session ends, a panic included.
            let _slot = Slot(&shared.sessions);
            if let Err(e) = serve_one(stream, &shared) {
                tracing::info!(target: "stratego-pbem", "lmtp: session ended: {e}");
            }
        }));
    }
    for w in workers {
        let _ = w.join();
    }
    let _ = retries.join();
    if let Listen::Unix(path) = listen {
        let _ = std::fs::remove_file(path);
    }
    Ok(shared.must_act.lock().ok().and_then(|mut slot| slot.take()))
}

/// A session's place among `max_sessions`, taken back when it is dropped.
struct Slot<'a>(&'a AtomicUsize);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One session on `stream`, with a database from the pool.
fn serve_one(stream: Stream, shared: &Shared) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(1)))?;
    // A client that stops reading cannot hold its thread for ever either.
    stream.set_write_timeout(Some(shared.options.limits.idle))?;
    let mut input = BufReader::new(stream.try_clone()?);
    let mut out = BufWriter::new(stream);
    let mut server = None;
    let result = session::run(
        &mut input,
        &mut out,
        &shared.host,
        shared.options.limits,
        &shared.stop,
        &mut |mail| handle(&mut server, shared, mail),
    );
    if let Some(server) = server {
        shared.give_back(server);
    }
    result
}

/// One mail: applied for each recipient, its replies delivered, the database synced; a
/// verdict per recipient.
fn handle(slot: &mut Option<Server>, shared: &Shared, mail: &Mail<'_>) -> Vec<Verdict> {
    let retry = |why: &str| vec![Verdict::Retry(why.to_string()); mail.recipients.len()];
    if slot.is_none() {
        *slot = shared.open();
    }
    let Some(server) = slot.as_mut() else {
        return retry("the database cannot be opened; try again later");
    };
    let now = shared.now();
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let mut verdicts = Vec::with_capacity(mail.recipients.len());
        for recipient in mail.recipients {
            let envelope = Envelope {
                sender: Some(mail.sender.to_string()),
                recipient: Some(recipient.clone()),
            };
            verdicts.push(
                match server.handle_mail(mail.raw, mail.total, &envelope, now) {
                    // Each mail's line is the server's (`Server::handle_mail`).
                    Ok(_) => Verdict::Done,
                    Err(e) => {
                        tracing::warn!(target: "stratego-pbem", "the mail was not processed: {e}; answered 451");
                        Verdict::Retry("nothing was applied; try again later".into())
                    }
                },
            );
        }
        if !shared.options.no_send && verdicts.contains(&Verdict::Done) {
            shared.deliver(server, now);
        }
        // 250 tells the client to forget the mail: only once it is stored for good.
        if let Err(e) = server.store.sync() {
            tracing::error!(target: "stratego-pbem", "the mail was processed but could not be made durable: {e}");
            for v in &mut verdicts {
                if *v == Verdict::Done {
                    *v = Verdict::Retry("stored but not yet safe on disk; try again later".into());
                }
            }
        }
        verdicts
    }));
    outcome.unwrap_or_else(|_| {
        // Whatever the panic left behind is not used again.
        *slot = None;
        tracing::error!(target: "stratego-pbem", "internal error: nothing was applied; the mail will be retried");
        retry("internal error; nothing was applied, try again later")
    })
}

/// Delivers at start and then once a minute (replies whose delivery failed are due again
/// later), until the daemon stops; then once more.
fn retry_deliveries(shared: &Shared) {
    loop {
        if !shared.options.no_send
            && let Some(mut server) = shared.open()
        {
            shared.deliver(&mut server, shared.now());
            shared.give_back(server);
        }
        if shared.stop.load(Ordering::Relaxed) {
            return;
        }
        for _ in 0..1200 {
            if shared.stop.load(Ordering::Relaxed) {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// A TCP or Unix listening socket.
enum Listener {
    Tcp(TcpListener),
    Unix(UnixListener),
}

impl Listener {
    fn bind(listen: &Listen) -> io::Result<Listener> {
        match listen {
            Listen::Tcp(addr) => Ok(Listener::Tcp(TcpListener::bind(addr)?)),
            Listen::Unix(path) => {
                // A socket file left by a daemon that was killed: nobody answers on it.
                if path.exists() {
                    if UnixStream::connect(path).is_ok() {
                        return Err(io::Error::new(
                            io::ErrorKind::AddrInUse,
                            format!("{} is in use by another process", path.display()),
                        ));
                    }
                    std::fs::remove_file(path)?;
                }
                Ok(Listener::Unix(UnixListener::bind(path)?))
            }
        }
    }

    fn set_nonblocking(&self, on: bool) -> io::Result<()> {
        match self {
            Listener::Tcp(l) => l.set_nonblocking(on),
            Listener::Unix(l) => l.set_nonblocking(on),
        }
    }

    fn name(&self) -> io::Result<String> {
        Ok(match self {
            Listener::Tcp(l) => l.local_addr()?.to_string(),
            Listener::Unix(l) => l
                .local_addr()?
                .as_pathname()
                .map_or_else(String::new, |p| p.display().to_string()),
        })
    }

    /// The next connection, blocking (the listener itself does not).
    fn accept(&self) -> io::Result<Stream> {
        let stream = match self {
            Listener::Tcp(l) => Stream::Tcp(l.accept()?.0),
            Listener::Unix(l) => Stream::Unix(l.accept()?.0),
        };
        match &stream {
            Stream::Tcp(s) => {
                s.set_nonblocking(false)?;
                // Replies are small writes: never wait for the client's acknowledgement.
                s.set_nodelay(true)?;
            }
            Stream::Unix(s) => s.set_nonblocking(false)?,
        }
        Ok(stream)
    }
}

/// A TCP or Unix connection.
enum Stream {
    Tcp(TcpStream),
    Unix(UnixStream),
}

impl Stream {
    fn set_read_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.set_read_timeout(t),
            Stream::Unix(s) => s.set_read_timeout(t),
        }
    }

    fn set_write_timeout(&self, t: Option<Duration>) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.set_write_timeout(t),
            Stream::Unix(s) => s.set_write_timeout(t),
        }
    }

    fn try_clone(&self) -> io::Result<Stream> {
        Ok(match self {
            Stream::Tcp(s) => Stream::Tcp(s.try_clone()?),
            Stream::Unix(s) => Stream::Unix(s.try_clone()?),
        })
    }

    /// Tells a client over the session limit to come back later.
    fn busy(mut self, host: &str) -> io::Result<()> {
        write!(
            self,
            "421 4.3.2 {host} too many sessions, try again later\r\n"
        )?;
        self.flush()
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.read(buf),
            Stream::Unix(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Stream::Tcp(s) => s.write(buf),
            Stream::Unix(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Stream::Tcp(s) => s.flush(),
            Stream::Unix(s) => s.flush(),
        }
    }
}
