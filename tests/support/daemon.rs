//! A daemon of the program (`lmtp`, `mailbox`) run by a test: its stderr gathered into a log
//! by a thread of its own, waited for by what it says, stopped by SIGTERM, killed when
//! dropped.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A running daemon.
pub struct Daemon {
    pub child: Child,
    /// Everything it wrote on stderr so far, a line at a time.
    log: Arc<Mutex<String>>,
    /// The thread that reads stderr; it ends when the daemon does.
    reader: Option<JoinHandle<()>>,
}

impl Daemon {
    /// Starts `cmd` (stdin closed, stderr gathered).
    pub fn spawn(mut cmd: Command) -> Daemon {
        let mut child = cmd
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start the daemon");
        let log = Arc::new(Mutex::new(String::new()));
        let lines = BufReader::new(child.stderr.take().unwrap()).lines();
        let sink = Arc::clone(&log);
        let reader = std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                let mut log = sink.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
        Daemon {
            child,
            log,
            reader: Some(reader),
        }
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// Waits until the log says `what` `n` times (at most `within`); the log.
    pub fn wait_for(&self, what: &str, n: usize, within: Duration) -> String {
        let start = Instant::now();
        loop {
            let log = self.log();
            if log.matches(what).count() >= n {
                return log;
            }
            assert!(
                start.elapsed() < within,
                "no {n} x {what:?} within {within:?}: {log}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGTERM, then the exit status and the whole log once it stopped.
    pub fn terminate(mut self) -> (Option<i32>, String) {
        // SAFETY: kill(2) with our own child's pid.
        unsafe {
            libc::kill(self.child.id() as i32, libc::SIGTERM);
        }
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "the daemon did not stop on SIGTERM: {}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        // Its stderr is closed: the reader has the last line once it ends.
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        (status.code(), self.log())
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
