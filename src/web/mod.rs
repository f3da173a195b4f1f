//! `stratego-pbem web` (issue 28): the games, the standings, each player's games and
//! ratings, and each game with its replay, as read-only web pages from the same SQLite
//! database the mail path writes.
//!
//! * **Read-only by construction.** Every worker opens the database with
//!   [`crate::store::Store::open_read_only`] (`SQLITE_OPEN_READ_ONLY`,
//!   `PRAGMA query_only`); each page is one read transaction, which in WAL mode never
//!   blocks the writer of a mail nor waits for it. Only `GET` and `HEAD` are answered
//!   (others 405); no path reaches the file system (the style sheet and the script are
//!   compiled in, `assets.rs`).
//! * **Fog of war.** A running game is drawn from `View::new(game, Viewer::Observer)` at
//!   the ply asked for (the rules replay it, `Game::at_ply`), by the mails' own board
//!   renderer; a finished one with both armies open (`Viewer::Referee`). The move list
//!   tells each battle as the `history` command does, which anyone may ask for.
//! * **Idle and slow clients cost a socket, not a worker** (issue 80). HTTP/1.1 with
//!   keep-alive is hyper's, on tokio (`conn.rs`): each connection is a task of a few
//!   kilobytes. A page is synchronous SQLite, answered by a fixed pool of `workers` threads,
//!   each with its own read-only connection (`workers.rs`), which a request reaches only once
//!   its head is whole: thousands of idle or dripping sockets leave every worker free. The
//!   workers run `nice` lower than the mail ([`Options::nice`]); the HTTP threads do not.
//! * **Bounded.** A request's head is read within 8 KiB and 5 seconds (from the connection's
//!   accepting, or its last answer: an idle keep-alive connection is closed then), its
//!   target within 1 KiB, a response written within 10 seconds, what a client sends after
//!   the end dropped for at most 1 second ([`http`]: deadlines, not timeouts per read, so
//!   trickling bytes renews nothing); lists are pages of [`PAGE`] games. At most
//!   `max_connections` connections are open at once: past it the server stops accepting
//!   until one ends (the next ones wait in the kernel's backlog), and it raises its own
//!   open-files limit to the hard limit at start, and allows fewer connections when even
//!   that is too low ([`raise_open_files`]).
//! * **Stops gracefully.** On [`Waker::wake`] (SIGTERM or SIGINT in `main.rs`) it stops
//!   accepting, closes the idle connections, finishes the requests under way (for at most
//!   [`STOP_GRACE`]), then its workers.
//! * **In the reader's language** (issue 81): `?lang=` in the address, else the browser's
//!   `Accept-Language`, else `--language` ([`site::Site`]); every page has a switch to the
//!   others, says `Content-Language` and `Vary: Accept-Language`.
//! * **Small.** hyper has no router: `pages::route` is the router, over the page layer's plain
//!   [`http::Request`] and [`http::Response`] (a `/status` page is one more arm there). TLS
//!   is the reverse proxy's (docs/DEPLOY.md).

mod assets;
mod conn;
mod frame;
mod game;
pub mod http;
mod pages;
mod queue;
pub mod site;
mod tournament;
mod workers;

use std::io;
use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Notify, Semaphore, watch};

use crate::store::StoreError;
use workers::{Pool, Reading};

/// Games on one page of a list.
pub const PAGE: u32 = 50;

/// How long a stopping server waits for the requests under way (and the heads being sent)
/// before it closes what is left.
pub const STOP_GRACE: Duration = Duration::from_secs(15);

/// Connections the kernel holds for the server before it accepts them.
const BACKLOG: i32 = 1024;

/// How the pages are served.
#[derive(Debug, Clone)]
pub struct Options {
    /// The database, opened read-only.
    pub db: PathBuf,
    /// How long a read waits for a lock (only a checkpoint's or a migration's, rarely).
    pub busy_timeout: Duration,
    /// Workers: pages made at once.
    pub workers: usize,
    /// How much lower than it was started with the workers' priority is, as nice(2) counts:
    /// the mail's `ingest` or `mailbox` on the same machine then has the CPU first. The
    /// threads that accept and speak HTTP keep the priority: they take little CPU, and a
    /// page waits for them.
    pub nice: i32,
    /// Connections open at once, at most: past it the server accepts none until one ends.
    pub max_connections: usize,
    /// The token `/status` asks for (`Authorization: Bearer TOKEN`); without one, there
    /// is no `/status` (404).
    pub status_token: Option<String>,
    /// The language of a page whose request chooses none (`--language`): neither by
    /// `?lang=` nor by an `Accept-Language` we have.
    pub language: crate::texts::Lang,
}

/// The server, bound and with its database checked, not yet serving.
pub struct Server {
    listener: TcpListener,
    address: SocketAddr,
    options: Options,
    /// A first connection, opened by [`Server::bind`] to check the database.
    first: Reading,
    stop: Arc<Notify>,
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

/// Stops a [`Server`] (from any thread, before or while it runs).
#[derive(Debug, Clone)]
pub struct Waker(Arc<Notify>);

impl Waker {
    /// Tells the server to stop.
    pub fn wake(&self) {
        self.0.notify_one();
    }
}

impl Server {
    /// Opens the database read-only (so that a missing or unreadable one stops the start)
    /// and listens on `address` (port 0: any free port, see [`Server::address`]).
    ///
    /// # Errors
    /// When the database cannot be opened or the address cannot be listened on.
    pub fn bind(address: SocketAddr, options: Options) -> Result<Server, StartError> {
        let first = workers::open(&options).map_err(|e| StartError::Database {
            db: options.db.clone(),
            error: e,
        })?;
        let listener = listen(address).map_err(StartError::Listen)?;
        let address = listener.local_addr().map_err(StartError::Listen)?;
        Ok(Server {
            listener,
            address,
            options,
            first,
            stop: Arc::new(Notify::new()),
        })
    }

    /// The address it listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// What stops it.
    pub fn waker(&self) -> Waker {
        Waker(Arc::clone(&self.stop))
    }

    /// Serves until the [`Waker`] wakes it; the requests being answered are finished first
    /// (for at most [`STOP_GRACE`]).
    ///
    /// # Errors
    /// When its threads cannot be started.
    pub fn run(self) -> io::Result<()> {
        let Server {
            listener,
            options,
            first,
            stop,
            ..
        } = self;
        // The workers run below the mail (`Options::nice`); the threads that speak HTTP do
        // not: they take little CPU (a connection's bytes), and below the mail they left
        // every connection waiting while a batch ran (docs/PERFORMANCE.md, issue 80).
        let pool = Arc::new(Pool::start(&options, first)?);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(io_threads())
            .thread_name("web-io")
            .enable_io()
            .enable_time()
            .build();
        let runtime = match runtime {
            Ok(runtime) => runtime,
            Err(e) => {
                pool.stop();
                return Err(e);
            }
        };
        let served = runtime.block_on(accept(listener, &options, &pool, &stop));
        // What is left (connections past the grace) is dropped, closing its sockets.
        runtime.shutdown_timeout(Duration::from_secs(1));
        pool.stop();
        served
    }
}

/// Threads that speak HTTP: one a core, up to 4 (the pages' work is the workers').
fn io_threads() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get().clamp(1, 4))
}

/// A listening socket on `address`, its backlog [`BACKLOG`] (std's is shorter).
fn listen(address: SocketAddr) -> io::Result<TcpListener> {
    use socket2::{Domain, Socket, Type};
    let socket = Socket::new(Domain::for_address(address), Type::STREAM, None)?;
    socket.set_reuse_address(true)?;
    socket.bind(&address.into())?;
    socket.listen(BACKLOG)?;
    socket.set_nonblocking(true)?;
    Ok(socket.into())
}

/// Accepts connections until `stop` is notified, each served by its own task, at most
/// `options.max_connections` at once; then lets them end (closing the idle ones at once,
/// [`STOP_GRACE`] at most).
async fn accept(
    listener: TcpListener,
    options: &Options,
    pool: &Arc<Pool>,
    stop: &Notify,
) -> io::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let most = u32::try_from(options.max_connections.max(1)).unwrap_or(u32::MAX);
    let slots = Arc::new(Semaphore::new(most as usize));
    let (stopping, stopping_rx) = watch::channel(false);
    let builder = Arc::new(conn::builder());
    let stopped = stop.notified();
    tokio::pin!(stopped);
    loop {
        // At the limit, no accepting until a connection ends: the next wait in the backlog.
        let slot = tokio::select! {
            slot = Arc::clone(&slots).acquire_owned() => slot,
            () = &mut stopped => break,
        };
        let Ok(slot) = slot else { break };
        let stream = tokio::select! {
            accepted = listener.accept() => accepted,
            () = &mut stopped => break,
        };
        match stream {
            Ok((stream, _)) => {
                let (builder, pool) = (Arc::clone(&builder), Arc::clone(pool));
                let stopping = stopping_rx.clone();
                tokio::spawn(async move {
                    conn::serve(stream, builder, pool, stopping).await;
                    drop(slot);
                });
            }
            // Out of file descriptors, say: wait and take the next one.
            Err(e) => {
                tracing::warn!(target: "stratego-pbem", "web: cannot accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
    drop(listener);
    let _ = stopping.send(true);
    let _ = tokio::time::timeout(STOP_GRACE, slots.acquire_many(most)).await;
    Ok(())
}

/// Raises this process's open-files soft limit (RLIMIT_NOFILE) to its hard limit, and
/// returns how many connections it allows at once: `max_connections`, or fewer when even
/// the hard limit leaves no room for them beside the files of `workers` database
/// connections (said on stderr). Past the limit an accept would fail on and on; the fewer
/// connections are a limit like `--max-connections`: the next wait until one ends.
#[cfg(target_os = "linux")]
pub fn raise_open_files(max_connections: usize, workers: usize) -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit(2) and setrlimit(2) read and write the struct given, nothing else.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return max_connections;
    }
    if limit.rlim_cur < limit.rlim_max {
        let raised = libc::rlimit {
            rlim_cur: limit.rlim_max,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: as above.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit = raised;
        }
    }
    // The standard streams, the listener, tokio's own, and each worker's database, WAL and
    // index, with room to spare.
    let spare = 32 + 4 * workers as u64;
    let needed = max_connections as u64 + spare;
    if limit.rlim_cur >= needed {
        return max_connections;
    }
    let allowed = usize::try_from(limit.rlim_cur.saturating_sub(spare))
        .unwrap_or(max_connections)
        .max(1);
    eprintln!(
        "stratego-pbem: web: at most {} files may be open (RLIMIT_NOFILE, hard limit {}), \
         fewer than --max-connections {max_connections} needs ({needed}): at most {allowed} \
         connections at once. Raise the hard limit (LimitNOFILE= in a systemd unit, \
         ulimit -Hn) or lower --max-connections.",
        limit.rlim_cur, limit.rlim_max
    );
    allowed
}

/// Not Linux: the limit is left as it is.
#[cfg(not(target_os = "linux"))]
pub fn raise_open_files(max_connections: usize, _workers: usize) -> usize {
    max_connections
}
