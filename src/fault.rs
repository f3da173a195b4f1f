//! Crash points for the reliability tests: a killed `ingest` must lose no mail and apply
//! none twice (SPEC 1). Without the `fault-injection` feature [`point`] compiles to nothing.
//!
//! With the feature, the environment variable `STRATEGO_FAULT` picks one point:
//! `NAME` kills the process with SIGKILL the first time it passes point `NAME`, `NAME:N` the
//! `N`th time; `panic@NAME` and `panic@NAME:N` panic there instead. The points:
//!
//! | point | where |
//! |---|---|
//! | `inbox-recorded` | the mail is in the inbox table, its command not applied yet |
//! | `before-commit` | the command's writes and replies are done, not committed |
//! | `committed` | right after the commit: before the Maildir rename and the delivery |
//! | `eml-before-rename` | an outgoing `.eml` is written under its temporary name |
//! | `sent-before-mark` | the transport accepted a mail, not marked sent yet |
//! | `mailbox-before-mark` | `mailbox`: a batch's commits are durable, the messages not marked handled in the IMAP folder yet |

/// A crash point named `name` (see the module documentation).
#[inline]
pub fn point(name: &str) {
    #[cfg(feature = "fault-injection")]
    imp::point(name);
    #[cfg(not(feature = "fault-injection"))]
    let _ = name;
}

#[cfg(feature = "fault-injection")]
mod imp {
    use std::sync::atomic::{AtomicU32, Ordering};

    /// How often this process passed the chosen point.
    static PASSES: AtomicU32 = AtomicU32::new(0);

    pub fn point(name: &str) {
        let Ok(spec) = std::env::var("STRATEGO_FAULT") else {
            return;
        };
        let (panic, spec) = match spec.strip_prefix("panic@") {
            Some(rest) => (true, rest),
            None => (false, spec.as_str()),
        };
        let (target, nth) = match spec.rsplit_once(':') {
            Some((target, n)) => (target, n.parse::<u32>().unwrap_or(1)),
            None => (spec, 1),
        };
        if target != name || PASSES.fetch_add(1, Ordering::SeqCst) + 1 != nth {
            return;
        }
        if panic {
            panic!("fault injected at {name}");
        }
        // SIGKILL: no unwinding, no destructors, no flush; exactly what a killed process does.
        let _ = signal_hook::low_level::raise(signal_hook::consts::SIGKILL);
        std::process::abort();
    }
}
