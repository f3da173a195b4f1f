//! Loop prevention (SPEC 2): which mails are dropped without any reply, so that the server
//! never answers a bounce, an auto-responder or a mailing list.

use std::fmt;

use super::{Incoming, OwnAddress};

/// The check that failed in an `Authentication-Results` header (RFC 8601): `spf`, `dkim`
/// or `dmarc` with the result `fail`, as `"dmarc=fail"`; `None` when none failed or the
/// header says nothing. Only the topmost header is read, the one the receiving MTA added
/// (further down stand the ones any sender can write). A sender that fails is probably
/// forged: mail from it that holds no command and no reply key gets no answer (issue 27),
/// so the server sends no backscatter to the forged address.
pub fn failed_authentication(value: &str) -> Option<String> {
    // "authserv-id; method=result reason...; method=result ...": the first part names the
    // MTA, each later one a check.
    value.split(';').skip(1).find_map(|part| {
        let word = part.split_whitespace().next()?;
        let (method, result) = word.split_once('=')?;
        let method = method.trim().to_ascii_lowercase();
        let failed = matches!(method.as_str(), "spf" | "dkim" | "dmarc")
            && result.trim().eq_ignore_ascii_case("fail");
        failed.then(|| format!("{method}=fail"))
    })
}

/// Why a mail is dropped without a reply (SPEC 2: this stops loops with bounces and vacation
/// responders).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ignore {
    /// Empty envelope sender (`<>`, a bounce), or no sender address at all.
    NoSender,
    /// The envelope sender or From is `MAILER-DAEMON@...`.
    MailerDaemon,
    /// `Auto-Submitted` other than `no`; holds the value.
    AutoSubmitted(String),
    /// `Precedence: bulk`, `junk` or `list`; holds the value.
    Precedence(String),
    /// The mail has a `List-Id` or `List-Unsubscribe` header.
    MailingList,
    /// `X-Autoreply` or `X-Autorespond`: an auto-responder that sets no `Auto-Submitted`.
    AutoReply,
    /// A delivery status report (`multipart/report`), whatever its sender says.
    Report,
    /// The mail comes from the server's own address (any extension) or carries the
    /// server's own `X-Loop`: our mail come back.
    OwnMail,
}

impl Ignore {
    /// A short stable name for logs and test fixtures: `no-sender`, `mailer-daemon`,
    /// `auto-submitted`, `precedence`, `mailing-list`, `auto-reply`, `report`, `own-mail`.
    pub fn key(&self) -> &'static str {
        match self {
            Ignore::NoSender => "no-sender",
            Ignore::MailerDaemon => "mailer-daemon",
            Ignore::AutoSubmitted(_) => "auto-submitted",
            Ignore::Precedence(_) => "precedence",
            Ignore::MailingList => "mailing-list",
            Ignore::AutoReply => "auto-reply",
            Ignore::Report => "report",
            Ignore::OwnMail => "own-mail",
        }
    }
}

impl fmt::Display for Ignore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ignore::NoSender => f.write_str("the mail has no sender to reply to (a bounce?)"),
            Ignore::MailerDaemon => f.write_str("the mail comes from a MAILER-DAEMON (a bounce)"),
            Ignore::AutoSubmitted(v) => {
                write!(f, "the mail was sent automatically (Auto-Submitted: {v})")
            }
            Ignore::Precedence(v) => write!(f, "the mail is bulk mail (Precedence: {v})"),
            Ignore::MailingList => f.write_str("the mail comes from a mailing list (List-Id)"),
            Ignore::AutoReply => {
                f.write_str("the mail is an automatic reply (X-Autoreply or X-Autorespond)")
            }
            Ignore::Report => f.write_str("the mail is a delivery report (multipart/report)"),
            Ignore::OwnMail => f.write_str("the mail is the server's own mail come back"),
        }
    }
}

/// SPEC 2 loop prevention: `Some` when the mail must be dropped without any reply.
///
/// `envelope_sender` overrides the mail's `Return-Path` (the CLI passes Postfix's `$SENDER`
/// when it is set). The checks, in order:
/// 1. the envelope sender is empty (`""` or `<>`), or there is neither an envelope sender nor
///    a From address to answer: [`Ignore::NoSender`];
/// 2. the local part of the envelope sender or of From is `MAILER-DAEMON` (any case):
///    [`Ignore::MailerDaemon`];
/// 3. `Auto-Submitted` is present and not `no` (our own replies carry `auto-replied`):
///    [`Ignore::AutoSubmitted`];
/// 4. `Precedence` is `bulk`, `junk` or `list`: [`Ignore::Precedence`];
/// 5. a `List-Id` or `List-Unsubscribe` header is present: [`Ignore::MailingList`];
/// 6. `X-Autoreply` or `X-Autorespond` is present: [`Ignore::AutoReply`];
/// 7. the mail is a `multipart/report`: [`Ignore::Report`].
pub fn ignore_reason(mail: &Incoming, envelope_sender: Option<&str>) -> Option<Ignore> {
    let sender = envelope_sender
        .or(mail.envelope_sender.as_deref())
        .map(|s| {
            s.trim()
                .trim_start_matches('<')
                .trim_end_matches('>')
                .trim()
        });
    match sender {
        Some("") => return Some(Ignore::NoSender),
        None if mail.from.is_none() && mail.fallback_senders.is_empty() => {
            return Some(Ignore::NoSender);
        }
        _ => {}
    }
    let is_daemon = |addr: &str| {
        let local = addr.rsplit_once('@').map_or(addr, |(local, _)| local);
        local.eq_ignore_ascii_case("mailer-daemon")
    };
    if sender.is_some_and(is_daemon) || mail.from.as_deref().is_some_and(is_daemon) {
        return Some(Ignore::MailerDaemon);
    }
    if let Some(value) = &mail.auto_submitted {
        let keyword = value.split(';').next().unwrap_or_default().trim();
        if !keyword.eq_ignore_ascii_case("no") {
            return Some(Ignore::AutoSubmitted(value.clone()));
        }
    }
    if let Some(value) = &mail.precedence {
        let keyword = value.trim().to_ascii_lowercase();
        if matches!(keyword.as_str(), "bulk" | "junk" | "list") {
            return Some(Ignore::Precedence(value.clone()));
        }
    }
    if mail.list_id.is_some() || mail.list_unsubscribe {
        return Some(Ignore::MailingList);
    }
    if mail.x_autoreply {
        return Some(Ignore::AutoReply);
    }
    if mail.report {
        return Some(Ignore::Report);
    }
    None
}

/// [`ignore_reason`], and then the checks that need the server's own address: mail from
/// that address or one of its reply addresses (as From or envelope sender), and mail that
/// carries the `X-Loop` header of our own mail, is [`Ignore::OwnMail`]. An answer to it would
/// go to ourselves, or round a forwarding loop.
pub fn loop_reason(
    mail: &Incoming,
    envelope_sender: Option<&str>,
    own: &OwnAddress,
) -> Option<Ignore> {
    if let Some(reason) = ignore_reason(mail, envelope_sender) {
        return Some(reason);
    }
    let sender = envelope_sender.or(mail.envelope_sender.as_deref());
    let from_us = sender.is_some_and(|s| own.is_own(s.trim().trim_matches(['<', '>'])))
        || mail.from.as_deref().is_some_and(|f| own.is_own(f));
    let looped = mail
        .x_loop
        .iter()
        .any(|v| own.is_own(v.trim().trim_matches(['<', '>'])));
    (from_us || looped).then_some(Ignore::OwnMail)
}

#[cfg(test)]
mod authentication {
    use super::failed_authentication;

    #[test]
    fn a_failed_check_is_named_and_others_are_not() {
        let r = "mx.example.org; spf=pass smtp.mailfrom=a.example; dkim=none; \
                 dmarc=fail (p=reject dis=none) header.from=bank.example";
        assert_eq!(failed_authentication(r).as_deref(), Some("dmarc=fail"));
        assert_eq!(
            failed_authentication("mx; SPF=Fail smtp.mailfrom=x").as_deref(),
            Some("spf=fail")
        );
        for fine in [
            "mx.example.org; spf=pass; dkim=pass header.d=a.example; dmarc=pass",
            "mx.example.org; none",
            "mx.example.org; spf=softfail; dkim=neutral",
            "spf=fail",
        ] {
            assert_eq!(failed_authentication(fine), None, "{fine}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::inbound::tests::incoming;

    #[test]
    fn ignore_empty_envelope_sender() {
        let m = incoming(&["Return-Path: <>", "From: alice@example.org"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::NoSender));
        let m = incoming(&["From: alice@example.org"]);
        assert_eq!(ignore_reason(&m, Some("")), Some(Ignore::NoSender));
        assert_eq!(ignore_reason(&m, Some("<>")), Some(Ignore::NoSender));
        assert_eq!(ignore_reason(&m, None), None);
    }

    #[test]
    fn ignore_when_nobody_can_be_answered() {
        let m = incoming(&["Subject: stratego help"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::NoSender));
        assert_eq!(ignore_reason(&m, Some("alice@example.org")), None);
    }

    #[test]
    fn envelope_argument_overrides_return_path() {
        let m = incoming(&["Return-Path: <>", "From: alice@example.org"]);
        assert_eq!(ignore_reason(&m, Some("alice@example.org")), None);
    }

    #[test]
    fn ignore_mailer_daemon() {
        let m = incoming(&["From: MAILER-DAEMON@mx.example.org (Mail Delivery System)"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::MailerDaemon));
        let m = incoming(&["From: alice@example.org"]);
        assert_eq!(
            ignore_reason(&m, Some("mailer-daemon@mx.example.org")),
            Some(Ignore::MailerDaemon)
        );
        assert_eq!(
            ignore_reason(&m, Some("Mailer-Daemon")),
            Some(Ignore::MailerDaemon)
        );
        let m = incoming(&["From: daemon@example.org"]);
        assert_eq!(ignore_reason(&m, None), None);
    }

    #[test]
    fn ignore_auto_submitted() {
        for value in [
            "auto-replied",
            "auto-generated",
            "Auto-Replied; owner-email=x@y",
        ] {
            let m = incoming(&["From: a@example.org", &format!("Auto-Submitted: {value}")]);
            assert_eq!(
                ignore_reason(&m, None),
                Some(Ignore::AutoSubmitted(value.to_string())),
                "{value}"
            );
        }
        for value in ["no", "No", " no ; comment"] {
            let m = incoming(&["From: a@example.org", &format!("Auto-Submitted: {value}")]);
            assert_eq!(ignore_reason(&m, None), None, "{value}");
        }
    }

    #[test]
    fn ignore_precedence() {
        for value in ["bulk", "junk", "list", "Bulk"] {
            let m = incoming(&["From: a@example.org", &format!("Precedence: {value}")]);
            assert_eq!(
                ignore_reason(&m, None),
                Some(Ignore::Precedence(value.to_string()))
            );
        }
        let m = incoming(&["From: a@example.org", "Precedence: first-class"]);
        assert_eq!(ignore_reason(&m, None), None);
    }

    #[test]
    fn ignore_list_id() {
        let m = incoming(&["From: a@example.org", "List-Id: <players.example.org>"]);
        assert_eq!(ignore_reason(&m, None), Some(Ignore::MailingList));
    }

    #[test]
    fn ignore_keys_and_sentences() {
        let all = [
            (Ignore::NoSender, "no-sender"),
            (Ignore::MailerDaemon, "mailer-daemon"),
            (
                Ignore::AutoSubmitted("auto-replied".into()),
                "auto-submitted",
            ),
            (Ignore::Precedence("bulk".into()), "precedence"),
            (Ignore::MailingList, "mailing-list"),
        ];
        for (ignore, key) in all {
            assert_eq!(ignore.key(), key);
            assert!(ignore.to_string().starts_with("the mail "), "{ignore}");
        }
        assert!(
            Ignore::AutoSubmitted("auto-replied".into())
                .to_string()
                .contains("auto-replied")
        );
    }

    #[test]
    fn ignore_autoreply_headers_reports_and_list_unsubscribe() {
        for header in ["X-Autoreply: yes", "X-Autorespond: on vacation"] {
            let m = incoming(&[
                "From: a@example.org",
                "Return-Path: <a@example.org>",
                header,
            ]);
            assert_eq!(ignore_reason(&m, None), Some(Ignore::AutoReply), "{header}");
        }
        let dsn = incoming(&[
            "From: postmaster@example.org",
            "Return-Path: <postmaster@example.org>",
            "Content-Type: multipart/report; report-type=delivery-status; boundary=x",
        ]);
        assert_eq!(ignore_reason(&dsn, None), Some(Ignore::Report));
        let list = incoming(&[
            "From: a@example.org",
            "List-Unsubscribe: <mailto:leave@example.org>",
        ]);
        assert_eq!(ignore_reason(&list, None), Some(Ignore::MailingList));
    }

    #[test]
    fn own_mail_is_never_answered() {
        let own = OwnAddress::new("stratego@example.org", "+");
        let plain = incoming(&[
            "From: alice@example.org",
            "Return-Path: <alice@example.org>",
        ]);
        assert_eq!(loop_reason(&plain, None, &own), None);
        for headers in [
            &["From: Stratego <stratego@example.org>"][..],
            &["From: stratego+abc@EXAMPLE.org"],
            &[
                "From: alice@example.org",
                "Return-Path: <Stratego+x@example.org>",
            ],
            &["From: alice@example.org", "X-Loop: stratego@example.org"],
        ] {
            let m = incoming(headers);
            assert_eq!(
                loop_reason(&m, None, &own),
                Some(Ignore::OwnMail),
                "{headers:?}"
            );
        }
        let m = incoming(&["From: alice@example.org"]);
        assert_eq!(
            loop_reason(&m, Some("stratego@example.org"), &own),
            Some(Ignore::OwnMail)
        );
        // The general rules come first.
        let bounce = incoming(&["From: stratego@example.org", "Return-Path: <>"]);
        assert_eq!(loop_reason(&bounce, None, &own), Some(Ignore::NoSender));
    }

    #[test]
    fn a_mail_with_only_a_reply_to_has_someone_to_answer() {
        let m = incoming(&["From: not an address", "Reply-To: alice@example.org"]);
        assert_eq!(m.from, None);
        assert_eq!(ignore_reason(&m, None), None);
        assert_eq!(m.fallback_senders, vec!["alice@example.org"]);
    }
}
