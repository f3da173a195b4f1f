//! The IMAP connection's byte stream: plain TCP or rustls over it, read in short slices so
//! that a wait can end when the process is told to stop.
//!
//! The socket's own read timeout is `SLICE` (200 ms); a read that times out is tried again until
//! the wait's deadline. Outside IDLE that deadline is [`COMMAND_TIMEOUT`] from the read's
//! start, so a server that stops answering is given up on. During IDLE the imap crate sets
//! the deadline ([`SetReadTimeout`]), and the read also ends as soon as the stop flag is
//! set: SIGTERM then ends IDLE within a slice rather than at the next mail.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use imap::extensions::idle::SetReadTimeout;

/// The socket's read timeout: how often a wait looks at the stop flag.
const SLICE: Duration = Duration::from_millis(200);
/// The longest wait for an answer to a command, and for a write.
pub const COMMAND_TIMEOUT: Duration = Duration::from_secs(120);

/// A connection to the IMAP server.
pub struct Stream {
    inner: Inner,
    /// The end of the wait that the imap crate set (IDLE): reads end there, or when
    /// `stop` is set, whatever came meanwhile.
    idle_until: Option<Instant>,
    stop: Arc<AtomicBool>,
}

enum Inner {
    Plain(TcpStream),
    Tls(Box<rustls::StreamOwned<rustls::ClientConnection, TcpStream>>),
}

impl std::fmt::Debug for Stream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.inner {
            Inner::Plain(_) => "Stream(plain)",
            Inner::Tls(_) => "Stream(tls)",
        })
    }
}

impl Stream {
    /// A plain TCP connection, with the slice and write timeouts set.
    ///
    /// # Errors
    /// The socket's errors.
    pub fn plain(tcp: TcpStream, stop: Arc<AtomicBool>) -> io::Result<Stream> {
        tcp.set_read_timeout(Some(SLICE))?;
        tcp.set_write_timeout(Some(COMMAND_TIMEOUT))?;
        tcp.set_nodelay(true)?;
        Ok(Stream {
            inner: Inner::Plain(tcp),
            idle_until: None,
            stop,
        })
    }

    /// This connection with TLS begun on it (at once for `imaps://`, after STARTTLS
    /// otherwise). The handshake happens at the first read or write.
    ///
    /// # Errors
    /// When the connection already has TLS, or the host is no valid server name.
    pub fn start_tls(self, config: Arc<rustls::ClientConfig>, host: &str) -> io::Result<Stream> {
        let Inner::Plain(tcp) = self.inner else {
            return Err(io::Error::other("TLS was begun twice"));
        };
        let name = rustls::pki_types::ServerName::try_from(host.to_string())
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
        let conn = rustls::ClientConnection::new(config, name).map_err(io::Error::other)?;
        Ok(Stream {
            inner: Inner::Tls(Box::new(rustls::StreamOwned::new(conn, tcp))),
            idle_until: self.idle_until,
            stop: self.stop,
        })
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let deadline = self
            .idle_until
            .unwrap_or_else(|| Instant::now() + COMMAND_TIMEOUT);
        loop {
            let read = match &mut self.inner {
                Inner::Plain(tcp) => tcp.read(buf),
                Inner::Tls(tls) => tls.read(buf),
            };
            match read {
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    let stopping = self.idle_until.is_some() && self.stop.load(Ordering::Relaxed);
                    if stopping || Instant::now() >= deadline {
                        return Err(io::Error::new(io::ErrorKind::TimedOut, "no answer"));
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                other => return other,
            }
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut self.inner {
            Inner::Plain(tcp) => tcp.write(buf),
            Inner::Tls(tls) => tls.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.inner {
            Inner::Plain(tcp) => tcp.flush(),
            Inner::Tls(tls) => tls.flush(),
        }
    }
}

impl SetReadTimeout for Stream {
    fn set_read_timeout(&mut self, timeout: Option<Duration>) -> imap::Result<()> {
        self.idle_until = timeout.map(|t| Instant::now() + t);
        Ok(())
    }
}
