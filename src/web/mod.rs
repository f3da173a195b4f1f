//! `stratego-pbem web` (issue 28): the games, the standings, each player's games and
//! ratings, and each game with its replay, as read-only web pages from the same SQLite
//! database the mail path writes.
//!
//! * **Read-only by construction.** Every worker opens the database with
//!   [`Store::open_read_only`] (`SQLITE_OPEN_READ_ONLY`, `PRAGMA query_only`); each page is
//!   one read transaction, which in WAL mode never blocks the writer of a mail nor waits
//!   for it. Only `GET` and `HEAD` are answered (others 405); no path reaches the file
//!   system (the style sheet and the script are compiled in, `assets.rs`).
//! * **Fog of war.** A running game is drawn from `View::new(game, Viewer::Observer)` at
//!   the ply asked for (the rules replay it, `Game::at_ply`), by the mails' own board
//!   renderer; a finished one with both armies open (`Viewer::Referee`). The move list
//!   tells each battle as the `history` command does, which anyone may ask for.
//! * **Bounded.** A request's head is read within 8 KiB and 5 seconds of the connection's
//!   accepting, its target within 1 KiB, the response written within 10 seconds, what a
//!   client sends after an error dropped for at most 1 second ([`http`]: deadlines, not
//!   timeouts per read, so trickling bytes renews nothing); lists are pages of [`PAGE`]
//!   games.
//! * **Small.** A plain HTTP/1.1 loop over `std::net`: one thread accepts, a fixed pool of
//!   workers answers one request per connection. TLS and keep-alive are the reverse proxy's
//!   (docs/DEPLOY.md).

mod assets;
mod frame;
mod game;
pub mod http;
mod pages;
mod queue;
mod tournament;

use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::store::{Store, StoreError, StoreOptions};
use http::{BadRequest, Request, Response};
use queue::{Next, Queue};

/// Games on one page of a list.
pub const PAGE: u32 = 50;

/// How the pages are served.
#[derive(Debug, Clone)]
pub struct Options {
    /// The database, opened read-only.
    pub db: PathBuf,
    /// How long a read waits for a lock (only a checkpoint's or a migration's, rarely).
    pub busy_timeout: Duration,
    /// Workers: requests answered at once.
    pub workers: usize,
    /// How much lower than it was started with the serving threads' priority is, as nice(2)
    /// counts: the mail's `ingest` or `mailbox` on the same machine then has the CPU first.
    pub nice: i32,
}

/// The server, bound and with its database checked, not yet serving.
pub struct Server {
    listener: TcpListener,
    address: SocketAddr,
    options: Options,
    /// A first connection, opened by [`Server::bind`] to check the database.
    first: Reading,
}

/// Why [`Server::bind`] could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The database could not be opened for reading.
    #[error("cannot read the database {}: {error}", db.display())]
    Database {
        /// The database file.
        db: PathBuf,
        /// What SQLite said.
        error: StoreError,
    },
    /// The address could not be listened on.
    #[error("{0}")]
    Listen(io::Error),
}

/// Wakes the accepting thread of a [`Server`] (which waits in `accept`) once its stop flag
/// is set: by a connection to its own address.
#[derive(Debug, Clone)]
pub struct Waker(SocketAddr);

impl Waker {
    /// Wakes the server.
    pub fn wake(&self) {
        let _ = TcpStream::connect_timeout(&self.0, Duration::from_secs(1));
    }
}

impl Server {
    /// Opens the database read-only (so that a missing or unreadable one stops the start)
    /// and listens on `address` (port 0: any free port, see [`Server::address`]).
    ///
    /// # Errors
    /// When the database cannot be opened or the address cannot be listened on.
    pub fn bind(address: SocketAddr, options: Options) -> Result<Server, StartError> {
        let first = open(&options).map_err(|e| StartError::Database {
            db: options.db.clone(),
            error: e,
        })?;
        let listener = TcpListener::bind(address).map_err(StartError::Listen)?;
        let address = listener.local_addr().map_err(StartError::Listen)?;
        Ok(Server {
            listener,
            address,
            options,
            first,
        })
    }

    /// The address it listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// What wakes it to stop.
    pub fn waker(&self) -> Waker {
        let mut to = self.address;
        if to.ip().is_unspecified() {
            to.set_ip(match to {
                SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
                SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
            });
        }
        Waker(to)
    }

    /// Serves until `stop` is set (and the [`Waker`] wakes the accepting thread); the
    /// requests being answered are finished first.
    pub fn run(self, stop: &AtomicBool) {
        let Server {
            listener,
            options,
            first,
            ..
        } = self;
        // Before the workers start, which take their priority from this thread.
        yield_to_mail(options.nice);
        // A short queue: a burst waits in the kernel's backlog, not in our memory.
        // Each connection with the moment it was accepted: its head is due from then.
        let queue = Arc::new(Queue::<Accepted>::new(options.workers * 4));
        let mut first = Some(first);
        let workers: Vec<_> = (0..options.workers)
            .map(|_| {
                let queue = Arc::clone(&queue);
                let options = options.clone();
                let store = first.take();
                std::thread::spawn(move || work(&queue, &options, store))
            })
            .collect();
        for stream in listener.incoming() {
            if stop.load(Ordering::SeqCst) {
                break;
            }
            match stream {
                Ok(stream) => {
                    if !queue.push((stream, Instant::now())) {
                        break;
                    }
                }
                // Out of file descriptors, say: wait and take the next one.
                Err(e) => {
                    eprintln!("stratego-pbem: web: cannot accept a connection: {e}");
                    std::thread::sleep(Duration::from_millis(20));
                }
            }
        }
        queue.close();
        for w in workers {
            let _ = w.join();
        }
    }
}

/// Lowers the calling thread's priority by `by` (nice(2)); the threads it starts afterwards
/// inherit it. A reader that asks for pages as fast as they come otherwise takes the cores
/// from the mail: with 8 such readers on 2 cores, a batch of 10,065 mails took 60-76 s
/// beside the pages where 14 s alone, and 30-39 s with the pages 10 lower
/// (docs/PERFORMANCE.md).
#[cfg(target_os = "linux")]
fn yield_to_mail(by: i32) {
    if by > 0 {
        // SAFETY: nice(2) takes a number and changes only this thread's scheduling
        // priority. Lowering it needs no privilege and cannot fail; at 19 it stays there.
        unsafe { libc::nice(by) };
    }
}

#[cfg(not(target_os = "linux"))]
fn yield_to_mail(_by: i32) {}

/// A worker's read-only connection, and the files it was opened on.
struct Reading {
    store: Store,
    files: Files,
}

/// Which files a connection reads: the database's and its `-shm`'s (device and inode, or
/// nothing where there is no file). A restore (docs/DEPLOY.md, section 6) copies a backup
/// over the database and removes the `-shm`, which the mail path makes anew: a connection
/// opened before goes on reading its old `-shm` (unlinked, still mapped) and shows the games
/// of before the restore for good, or reads the new file through the old index
/// ("malformed"). Seen before each page, a change opens a new connection.
type Files = [Option<(u64, u64)>; 2];

/// The [`Files`] of the database at `db`, now.
fn files(db: &std::path::Path) -> Files {
    use std::os::unix::fs::MetadataExt;
    let id = |path: &std::path::Path| std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()));
    let mut shm = db.as_os_str().to_owned();
    shm.push("-shm");
    [id(db), id(std::path::Path::new(&shm))]
}

/// A read-only connection to the database of `options`. Its files are taken before it is
/// opened: a replacement while it opens is seen at the next page.
fn open(options: &Options) -> Result<Reading, StoreError> {
    let files = files(&options.db);
    let store = Store::open_read_only(
        &options.db,
        &StoreOptions {
            busy_timeout: options.busy_timeout,
        },
    )?;
    Ok(Reading { store, files })
}

/// How often an idle worker looks whether its database file was replaced.
const IDLE_CHECK: Duration = Duration::from_secs(1);

/// A connection and when it was accepted.
type Accepted = (TcpStream, Instant);

/// A worker: answers the connections it is handed, with its own database connection
/// (opened at its first request, kept, and opened again after a failure or when the file
/// was replaced: checked before each page, and each [`IDLE_CHECK`] while idle).
fn work(queue: &Queue<Accepted>, options: &Options, store: Option<Reading>) {
    let mut store = store;
    loop {
        let (stream, accepted) = match queue.next(IDLE_CHECK) {
            Next::Item(accepted) => accepted,
            // Idle: a connection to a file since replaced is let go (it holds a lock on it).
            Next::Idle => {
                if store
                    .as_ref()
                    .is_some_and(|r| r.files != files(&options.db))
                {
                    store = None;
                }
                continue;
            }
            Next::Closed => return,
        };
        if let Err(e) = answer(&stream, accepted, options, &mut store) {
            // A client that went away is no news.
            if !matches!(
                e.kind(),
                io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset
            ) {
                eprintln!("stratego-pbem: web: {e}");
            }
        }
    }
}

/// Reads one request from `stream`, accepted at `accepted`, and answers it. Every step has
/// a deadline of its own ([`http::Deadline`]): the head [`http::HEAD_TIMEOUT`] after the
/// connection was accepted, the response [`http::WRITE_TIMEOUT`], the lingering after an
/// error [`http::LINGER`]; no client holds a worker longer, however it trickles.
fn answer(
    stream: &TcpStream,
    accepted: Instant,
    options: &Options,
    store: &mut Option<Reading>,
) -> io::Result<()> {
    let _ = stream.set_nodelay(true);
    let head_due = (accepted + http::HEAD_TIMEOUT).max(Instant::now() + http::QUEUED_GRACE);
    let request = match http::read_request(&mut http::Deadline::new(stream, head_due)) {
        Ok(request) => request,
        Err(BadRequest::Status(status)) => {
            // No path was read: the links of this page start at the host's root.
            let response = frame::error(status, "/");
            write(stream, &response, false)?;
            linger(stream);
            return Ok(());
        }
        Err(BadRequest::Gone(_)) => return Ok(()),
    };
    let response = respond(&request, options, store);
    write(stream, &response, request.is_head())?;
    if response.status >= 400 {
        linger(stream);
    }
    Ok(())
}

/// Writes `response` within [`http::WRITE_TIMEOUT`].
fn write(stream: &TcpStream, response: &Response, head: bool) -> io::Result<()> {
    let mut out = http::Deadline::new(stream, Instant::now() + http::WRITE_TIMEOUT);
    http::write_response(&mut out, response, head)
}

/// After an error, what the client still sends (the rest of a head too large, a body) is
/// read and dropped for a moment ([`http::LINGER`] in all, up to a limit), before the
/// connection closes: closing with unread data would reset it, and the client could lose
/// the answer.
fn linger(stream: &TcpStream) {
    use std::io::Read;
    let _ = stream.shutdown(std::net::Shutdown::Write);
    let mut input = http::Deadline::new(stream, Instant::now() + http::LINGER);
    let mut sink = [0u8; 4096];
    let mut left = 256 * 1024;
    while left > 0 {
        match input.read(&mut sink) {
            Ok(0) | Err(_) => break,
            Ok(n) => left -= n.min(left),
        }
    }
}

/// The response to `request`: a method check, then the page, from the database.
fn respond(request: &Request, options: &Options, store: &mut Option<Reading>) -> Response {
    let error = |status| frame::error(status, &frame::root_of(&request.path));
    if request.method != "GET" && request.method != "HEAD" {
        let mut response = error(405);
        response.allow = Some("GET, HEAD");
        return response;
    }
    if let Some(asset) = assets::get(&request.path) {
        return asset;
    }
    if store
        .as_ref()
        .is_some_and(|r| r.files != files(&options.db))
    {
        *store = None;
    }
    if store.is_none() {
        match open(options) {
            Ok(opened) => *store = Some(opened),
            Err(e) => {
                eprintln!("stratego-pbem: web: cannot read the database: {e}");
                return error(503);
            }
        }
    }
    let Some(Reading { store: db, .. }) = store.as_mut() else {
        return error(503);
    };
    // A panic in a page is a bug: it costs that page (500), not the worker.
    let page = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        db.read(|r| pages::route(r, request))
    }));
    match page {
        Ok(Ok(response)) => response,
        Ok(Err(StoreError::NotFound { .. })) => error(404),
        Ok(Err(StoreError::Busy)) => error(503),
        Ok(Err(e)) => {
            eprintln!(
                "stratego-pbem: web: {} {}: {e}",
                request.method, request.path
            );
            // The connection may be what failed: a new one next time.
            *store = None;
            error(500)
        }
        Err(_) => {
            *store = None;
            error(500)
        }
    }
}
