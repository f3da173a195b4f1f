//! The pages' workers: a fixed pool of threads, each with its own read-only connection to
//! the database, that answer the requests the connections hand them ([`Pool::answer`]). A
//! page is synchronous SQLite and rendering; the connections are tokio tasks, so a slow page
//! never holds the acceptor and an idle socket holds no worker. At most `workers` requests
//! are in the pool at once (a semaphore of as many permits: the others wait for one in their
//! task, not in a queue of ours).

use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use tokio::sync::{OwnedSemaphorePermit, Semaphore, oneshot};

use super::http::{Request, Response};
use super::queue::{Next, Queue};
use super::site::Site;
use super::{Options, frame, pages};
use crate::store::{Store, StoreError, StoreOptions};
use crate::texts::Lang;

/// A worker's read-only connection, and the files it was opened on.
pub struct Reading {
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
pub fn open(options: &Options) -> Result<Reading, StoreError> {
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

/// A request on its way to a worker: what to answer, where to, and the permit it holds.
type Job = (Request, oneshot::Sender<Response>, OwnedSemaphorePermit);

/// The workers and the way to them.
pub struct Pool {
    queue: Arc<Queue<Job>>,
    /// One permit per worker: a request holds one from before it is queued until its page
    /// is done, so the queue never holds more than there are workers.
    permits: Arc<Semaphore>,
    threads: Mutex<Vec<JoinHandle<()>>>,
    /// The server's language (`--language`), for a page whose request chooses none.
    language: Lang,
}

impl Pool {
    /// Starts `options.workers` workers; the first takes `first`, the connection opened to
    /// check the database. Each lowers its own priority by `options.nice`.
    ///
    /// # Errors
    /// When a thread cannot be started (those started are stopped).
    pub fn start(options: &Options, first: Reading) -> std::io::Result<Pool> {
        let workers = options.workers.max(1);
        let queue = Arc::new(Queue::<Job>::new(workers));
        let mut first = Some(first);
        let mut threads = Vec::with_capacity(workers);
        for i in 0..workers {
            let queue_of_worker = Arc::clone(&queue);
            let options = options.clone();
            let store = first.take();
            let started = std::thread::Builder::new()
                .name(format!("web-worker-{i}"))
                .spawn(move || {
                    yield_to_mail(options.nice);
                    work(&queue_of_worker, &options, store);
                });
            match started {
                Ok(thread) => threads.push(thread),
                Err(e) => {
                    queue.close();
                    for thread in threads {
                        let _ = thread.join();
                    }
                    return Err(e);
                }
            }
        }
        Ok(Pool {
            queue,
            permits: Arc::new(Semaphore::new(workers)),
            threads: Mutex::new(threads),
            language: options.language,
        })
    }

    /// The server's language, for a page whose request chooses none.
    pub fn language(&self) -> Lang {
        self.language
    }

    /// The page for `request`, from a worker (503 once the pool is stopping).
    pub async fn answer(&self, request: Request) -> Response {
        let site = Site::of(&request, self.language);
        let Ok(permit) = Arc::clone(&self.permits).acquire_owned().await else {
            return frame::error(503, &site);
        };
        let (reply, response) = oneshot::channel();
        // Never waits: the queue holds as many as there are permits.
        if !self.queue.push((request, reply, permit)) {
            return frame::error(503, &site);
        }
        response.await.unwrap_or_else(|_| frame::error(500, &site))
    }

    /// Lets the workers finish what they were given, then waits for them.
    pub fn stop(&self) {
        self.permits.close();
        self.queue.close();
        let threads =
            std::mem::take(&mut *self.threads.lock().unwrap_or_else(PoisonError::into_inner));
        for thread in threads {
            let _ = thread.join();
        }
    }
}

/// Lowers the calling thread's priority by `by` (nice(2)): on Linux a thread's own. A
/// reader that asks for pages as fast as they come otherwise takes the cores from the
/// mail: with 8 such readers on 2 cores, a batch of 10,065 mails took 60-76 s beside the
/// pages where 14 s alone, and 30-39 s with the pages 10 lower (docs/PERFORMANCE.md).
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

/// A worker: answers the requests it is handed, with its own database connection (opened
/// at its first request, kept, and opened again after a failure or when the file was
/// replaced: checked before each page, and each [`IDLE_CHECK`] while idle).
fn work(queue: &Queue<Job>, options: &Options, store: Option<Reading>) {
    let mut store = store;
    loop {
        let (request, reply, permit) = match queue.next(IDLE_CHECK) {
            Next::Item(job) => job,
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
        // The client went away while the request waited: no page for nobody.
        if reply.is_closed() {
            continue;
        }
        let response = respond(&request, options, &mut store);
        let _ = reply.send(response);
        drop(permit);
    }
}

/// The page for `request`, from the database, in the language it chooses
/// ([`Site::of`]).
fn respond(request: &Request, options: &Options, store: &mut Option<Reading>) -> Response {
    let site = Site::of(request, options.language);
    let error = |status| frame::error(status, &site);
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
                tracing::error!(target: "stratego-pbem", "web: cannot read the database: {e}");
                return error(503);
            }
        }
    }
    let Some(Reading { store: db, .. }) = store.as_mut() else {
        return error(503);
    };
    // A panic in a page is a bug: it costs that page (500), not the worker.
    let page = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        if request.path == "/status" {
            return status(db, request, options, &site);
        }
        db.read(|r| pages::route(r, request, &site))
    }));
    match page {
        Ok(Ok(mut response)) => {
            if response.content_type.starts_with("text/html") {
                response.lang = Some(site.lang);
            }
            response
        }
        Ok(Err(StoreError::NotFound { .. })) => error(404),
        Ok(Err(StoreError::Busy)) => error(503),
        Ok(Err(e)) => {
            tracing::error!(
                target: "stratego-pbem",
                "web: {} {}: {e}",
                request.method,
                request.path
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

/// `/status` (issue 80): what `stratego-pbem status` prints, for a monitoring check that
/// sends `Authorization: Bearer TOKEN` with the token of `--status-token`; as JSON with
/// `?format=json`. Without a token set there is no such page (404); a missing or wrong
/// token is 403. The status is 503 while a mail has waited in the outbox for over an hour,
/// as `status` exits 1.
fn status(
    db: &mut Store,
    request: &Request,
    options: &Options,
    site: &Site,
) -> Result<Response, StoreError> {
    let Some(token) = options.status_token.as_deref() else {
        return Ok(frame::error(404, site));
    };
    let given = request.bearer.as_deref().unwrap_or("");
    if !same_secret(given.as_bytes(), token.as_bytes()) {
        return Ok(frame::error(403, site));
    }
    let status = db.read(|r| r.status(crate::server::now_or(None)))?;
    let code = if status.outbox.stuck { 503 } else { 200 };
    Ok(if request.query == "format=json" {
        let json = serde_json::to_string_pretty(&status).unwrap_or_default();
        Response::text(code, "application/json", json + "\n")
    } else {
        Response::text(
            code,
            "text/plain; charset=utf-8",
            crate::texts::status::report(&status),
        )
    })
}

/// Whether two secrets are equal, in a time that does not tell how much of them agrees.
fn same_secret(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
