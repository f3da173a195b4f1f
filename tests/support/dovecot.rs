//! A private Dovecot 2.3 IMAP server on 127.0.0.1 for the mailbox tests, run from a temp dir
//! (`dovecot -F -c <temp>/dovecot.conf`): its own base_dir, state_dir, log file and Maildir,
//! never the system's `/etc/dovecot` nor ports 143/993.
//!
//! - two free ports chosen at start: plain IMAP offering STARTTLS ([`Dovecot::imap_port`]) and
//!   implicit TLS ([`Dovecot::imaps_port`]); TLS with a server certificate for `127.0.0.1` and
//!   `localhost` signed by a fresh CA ([`Dovecot::ca_file`]; `openssl` makes them at start);
//! - one user ([`USER`]) who logs in with a password ([`PASSWORD`]: `LOGIN`, `AUTH=PLAIN`,
//!   `AUTH=LOGIN`, on plain connections too) or with an OAuth2 access token ([`TOKEN`]:
//!   `AUTH=XOAUTH2`, `AUTH=OAUTHBEARER`), which Dovecot's `oauth2` passdb checks against a
//!   token-introspection endpoint on 127.0.0.1 (`tests/oauth2_introspect.py`): every other
//!   token is refused;
//! - mail stored by a non-root uid (`mail` when run as root, else the current user).
//!
//! Failed logins are answered at once (`auth_failure_delay = 0`, no auth penalty), so tests of
//! wrong passwords stay fast. Dovecot is installed by `scripts/test-deps` (as root); without
//! it [`Dovecot::start`] says so and returns `None` (under `CI=true` it panics instead).

use std::fs;
use std::io::Read;
use std::net::{TcpListener, TcpStream};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use tempfile::TempDir;

use super::imap::ImapSession;
use super::smtp::{announced_port, python};
use super::tls::{TestCerts, find_program, skip};

/// The one mail user.
pub const USER: &str = "stratego";
/// [`USER`]'s password.
pub const PASSWORD: &str = "imap-pass-7Qx2";
/// The one valid OAuth2 access token, [`USER`]'s.
pub const TOKEN: &str = "ya29.stratego-test-token-5e1c";
/// What the server says in its greeting (how start recognises our instance on the port).
const GREETING: &str = "stratego-pbem test Dovecot ready.";

/// Dovecot 2.3's default `imap_capability` without `IDLE` (for `idle: false`).
const CAPABILITY_WITHOUT_IDLE: &str = "IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT \
     SORT=DISPLAY THREAD=REFERENCES THREAD=REFS THREAD=ORDEREDSUBJECT MULTIAPPEND URL-PARTIAL \
     CATENATE UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 CONDSTORE QRESYNC \
     ESEARCH ESORT SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY MOVE SNIPPET=FUZZY \
     PREVIEW=FUZZY PREVIEW STATUS=SIZE SAVEDATE";

/// How the server is set up.
#[derive(Debug, Clone)]
pub struct DovecotOptions {
    /// Whether `IDLE` is advertised (`CAPABILITY`, before and after login). With `false` the
    /// capability list is Dovecot's default without `IDLE` (the command itself still works).
    pub idle: bool,
    /// The hierarchy separator of the one namespace (default `/`; Dovecot's own default for
    /// Maildir is `.`).
    pub separator: char,
    /// Lines appended to the generated `dovecot.conf` (any Dovecot 2.3 setting).
    pub extra_config: String,
}

impl Default for DovecotOptions {
    fn default() -> Self {
        DovecotOptions {
            idle: true,
            separator: '/',
            extra_config: String::new(),
        }
    }
}

/// The system users Dovecot runs as.
struct Accounts {
    /// `default_internal_user` / `_group`, `default_login_user`.
    internal_user: String,
    internal_group: String,
    login_user: String,
    /// The mail user's uid and gid (`userdb static`).
    mail_uid: u32,
    mail_gid: u32,
    /// Run as root: login processes chrooted (Dovecot's default); otherwise no chroot.
    root: bool,
}

impl Accounts {
    fn detect() -> Accounts {
        // SAFETY: geteuid/getegid cannot fail and touch no memory.
        let (euid, egid) = unsafe { (libc::geteuid(), libc::getegid()) };
        if euid == 0 {
            let (mail_uid, mail_gid) =
                passwd_ids("mail").expect("the `mail` user (uid 8 on Debian) in /etc/passwd");
            let internal = if passwd_ids("dovecot").is_some() {
                "dovecot"
            } else {
                "mail"
            };
            let login = if passwd_ids("dovenull").is_some() {
                "dovenull"
            } else {
                "nobody"
            };
            Accounts {
                internal_user: internal.to_owned(),
                internal_group: internal.to_owned(),
                login_user: login.to_owned(),
                mail_uid,
                mail_gid,
                root: true,
            }
        } else {
            let name = |flag: &str| {
                let out = Command::new("id").arg(flag).output().expect("run id");
                String::from_utf8_lossy(&out.stdout).trim().to_owned()
            };
            let user = name("-un");
            Accounts {
                internal_user: user.clone(),
                internal_group: name("-gn"),
                login_user: user,
                mail_uid: euid,
                mail_gid: egid,
                root: false,
            }
        }
    }
}

/// The uid and gid of `user` in /etc/passwd.
fn passwd_ids(user: &str) -> Option<(u32, u32)> {
    let passwd = fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|line| {
        let fields: Vec<&str> = line.split(':').collect();
        (fields.len() > 3 && fields[0] == user)
            .then(|| Some((fields[2].parse().ok()?, fields[3].parse().ok()?)))
            .flatten()
    })
}

/// The temp dir, if every directory above it lets other users through (Dovecot's
/// unprivileged processes read and write below it), else `/tmp`.
fn traversable_temp_dir() -> PathBuf {
    let temp = std::env::temp_dir();
    let open = temp
        .ancestors()
        .all(|dir| fs::metadata(dir).is_ok_and(|m| m.permissions().mode() & 0o001 != 0));
    if open { temp } else { PathBuf::from("/tmp") }
}

/// Two distinct free ports on 127.0.0.1 (free when asked: Dovecot binds them a moment later,
/// and start tries again with others if one was taken in between).
fn free_ports() -> (u16, u16) {
    let a = TcpListener::bind("127.0.0.1:0").expect("bind a free port");
    let b = TcpListener::bind("127.0.0.1:0").expect("bind a free port");
    (
        a.local_addr().expect("port").port(),
        b.local_addr().expect("port").port(),
    )
}

/// A running private Dovecot; stopped and its files removed when dropped.
pub struct Dovecot {
    dir: TempDir,
    certs: TestCerts,
    binary: PathBuf,
    options: DovecotOptions,
    accounts: Accounts,
    imap_port: u16,
    imaps_port: u16,
    master: Option<Child>,
    introspect: Child,
    introspect_port: u16,
}

impl Dovecot {
    /// Starts a server on two free ports and waits until it answers there. `None` (after a
    /// `SKIPPED` message) when Dovecot or openssl is not installed; under `CI=true` a panic.
    pub fn start(options: DovecotOptions) -> Option<Dovecot> {
        let Some(binary) = find_program("dovecot") else {
            return skip(
                "the Dovecot tests",
                "dovecot is not installed (Debian package dovecot-imapd)",
            );
        };
        let certs = TestCerts::new()?;
        let dir = tempfile::tempdir_in(traversable_temp_dir()).expect("temp dir for Dovecot");
        // The mail user and Dovecot's unprivileged processes read (and the mail user writes)
        // below it; tempfile makes it 0700.
        fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755)).expect("chmod");
        let accounts = Accounts::detect();
        for sub in ["run", "state"] {
            fs::create_dir(dir.path().join(sub)).expect("mkdir");
        }
        let home = dir.path().join("home");
        fs::create_dir(&home).expect("mkdir home");
        std::os::unix::fs::chown(&home, Some(accounts.mail_uid), Some(accounts.mail_gid))
            .expect("chown the mail home to the mail user");
        fs::write(
            dir.path().join("passwd"),
            format!("{USER}:{{PLAIN}}{PASSWORD}::::::\n"),
        )
        .expect("write passwd");

        let (introspect, introspect_port) = start_introspection(dir.path());
        fs::write(
            dir.path().join("oauth2.conf.ext"),
            format!(
                "introspection_url = http://127.0.0.1:{introspect_port}/introspect\n\
                 introspection_mode = post\n\
                 username_attribute = username\n\
                 active_attribute = active\n\
                 active_value = true\n\
                 timeout_msecs = 5000\n"
            ),
        )
        .expect("write oauth2.conf.ext");

        let mut dovecot = Dovecot {
            dir,
            certs,
            binary,
            options,
            accounts,
            imap_port: 0,
            imaps_port: 0,
            master: None,
            introspect,
            introspect_port,
        };
        let mut last = String::new();
        for _ in 0..5 {
            (dovecot.imap_port, dovecot.imaps_port) = free_ports();
            dovecot.write_config();
            match dovecot.spawn_master() {
                Ok(child) => {
                    dovecot.master = Some(child);
                    return Some(dovecot);
                }
                // Another process took a port between free_ports and Dovecot's bind.
                Err(log) if log.contains("Address already in use") => last = log,
                Err(log) => panic!("Dovecot did not start:\n{log}"),
            }
        }
        panic!("Dovecot did not start (ports taken each time):\n{last}");
    }

    /// The generated configuration (`dovecot.conf` in the temp dir).
    fn write_config(&self) {
        let d = self.dir.path().display();
        let a = &self.accounts;
        let sep = self.options.separator;
        let capability = if self.options.idle {
            String::new()
        } else {
            format!("imap_capability = {CAPABILITY_WITHOUT_IDLE}\n")
        };
        // Chroot needs root; a non-root Dovecot runs every process as the current user.
        let no_chroot = if a.root {
            ""
        } else {
            "service imap-login {\n  chroot =\n}\nservice anvil {\n  chroot =\n}\n"
        };
        let conf = format!(
            "# Generated by tests/support/dovecot.rs: a private test instance.\n\
             instance_name = stratego-test-{pid}\n\
             base_dir = {d}/run\n\
             state_dir = {d}/state\n\
             log_path = {d}/dovecot.log\n\
             protocols = imap\n\
             listen = 127.0.0.1\n\
             login_greeting = {GREETING}\n\
             default_internal_user = {iu}\n\
             default_internal_group = {ig}\n\
             default_login_user = {lu}\n\
             first_valid_uid = {uid}\n\
             last_valid_uid = 0\n\
             first_valid_gid = 0\n\
             ssl = yes\n\
             ssl_cert = <{cert}\n\
             ssl_key = <{key}\n\
             disable_plaintext_auth = no\n\
             auth_mechanisms = plain login xoauth2 oauthbearer\n\
             auth_failure_delay = 0\n\
             auth_verbose = yes\n\
             mail_location = maildir:~/Maildir\n\
             mail_max_userip_connections = 100\n\
             {capability}\
             namespace inbox {{\n  inbox = yes\n  separator = {sep}\n}}\n\
             passdb {{\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%n {d}/passwd\n  mechanisms = plain login\n}}\n\
             passdb {{\n  driver = oauth2\n  args = {d}/oauth2.conf.ext\n  mechanisms = xoauth2 oauthbearer\n}}\n\
             userdb {{\n  driver = static\n  args = uid={muid} gid={mgid} home={d}/home/%n\n}}\n\
             service imap-login {{\n  inet_listener imap {{\n    port = {imap}\n  }}\n  inet_listener imaps {{\n    port = {imaps}\n    ssl = yes\n  }}\n}}\n\
             # No auth penalty (it delays logins from an IP after failures, up to 15 s).\n\
             service anvil {{\n  unix_listener anvil-auth-penalty {{\n    mode = 0\n  }}\n}}\n\
             {no_chroot}\
             {extra}\n",
            pid = std::process::id(),
            iu = a.internal_user,
            ig = a.internal_group,
            lu = a.login_user,
            uid = a.mail_uid.max(1),
            muid = a.mail_uid,
            mgid = a.mail_gid,
            cert = self.certs.cert_file().display(),
            key = self.certs.key_file().display(),
            imap = self.imap_port,
            imaps = self.imaps_port,
            extra = self.options.extra_config,
        );
        fs::write(self.config_file(), conf).expect("write dovecot.conf");
    }

    /// Runs `dovecot -F` and waits until our instance greets on the IMAP port and the IMAPS
    /// port accepts; `Err(its log)` when it exits first or is not up within 15 s.
    fn spawn_master(&self) -> Result<Child, String> {
        let out = fs::File::create(self.dir.path().join("dovecot.out")).expect("dovecot.out");
        let err = out.try_clone().expect("dup");
        // Its own process group: Dovecot's processes outlive the master (an `imap` process
        // serves its client on after the master has gone), so stop signals the whole group.
        let mut child = Command::new(&self.binary)
            .process_group(0)
            .arg("-F")
            .arg("-c")
            .arg(self.config_file())
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", self.binary.display()));
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            if let Some(status) = child.try_wait().expect("wait for dovecot") {
                return Err(format!("dovecot exited ({status}):\n{}", self.log_text()));
            }
            if self.answers() {
                return Ok(child);
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("dovecot not up after 15 s:\n{}", self.log_text()));
            }
            std::thread::sleep(Duration::from_millis(25));
        }
    }

    /// Whether our instance greets on the IMAP port and the IMAPS port accepts.
    fn answers(&self) -> bool {
        let Ok(mut stream) = TcpStream::connect(("127.0.0.1", self.imap_port)) else {
            return false;
        };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
        let mut greeting = [0u8; 512];
        let n = stream.read(&mut greeting).unwrap_or(0);
        let ours = String::from_utf8_lossy(&greeting[..n]).contains(GREETING);
        drop(stream);
        ours && TcpStream::connect(("127.0.0.1", self.imaps_port)).is_ok()
    }

    fn log_text(&self) -> String {
        let read = |name: &str| fs::read_to_string(self.dir.path().join(name)).unwrap_or_default();
        format!(
            "--- dovecot.log\n{}--- stdout/stderr\n{}",
            read("dovecot.log"),
            read("dovecot.out")
        )
    }

    /// The path of the generated `dovecot.conf`.
    pub fn config_file(&self) -> PathBuf {
        self.dir.path().join("dovecot.conf")
    }

    /// Dovecot's log so far (logins, failures with their reason, errors).
    pub fn log(&self) -> String {
        fs::read_to_string(self.dir.path().join("dovecot.log")).unwrap_or_default()
    }

    /// The plain IMAP port (STARTTLS offered, not required; plaintext logins allowed).
    pub fn imap_port(&self) -> u16 {
        self.imap_port
    }

    /// The implicit-TLS IMAP port.
    pub fn imaps_port(&self) -> u16 {
        self.imaps_port
    }

    /// The CA certificate (PEM) that signed the server's certificate.
    pub fn ca_file(&self) -> &Path {
        self.certs.ca_file()
    }

    /// The certificates (CA, server certificate and key), e.g. for an SMTP sink.
    pub fn certs(&self) -> &TestCerts {
        &self.certs
    }

    /// The mail user.
    pub fn user(&self) -> &'static str {
        USER
    }

    /// The mail user's password.
    pub fn password(&self) -> &'static str {
        PASSWORD
    }

    /// A valid OAuth2 access token for the mail user.
    pub fn token(&self) -> &'static str {
        TOKEN
    }

    /// `imap://stratego@127.0.0.1:PORT/FOLDER` (the folder percent-encoded where needed).
    pub fn imap_url(&self, folder: &str) -> String {
        format!(
            "imap://{USER}@127.0.0.1:{}/{}",
            self.imap_port,
            url_path(folder)
        )
    }

    /// `imaps://stratego@127.0.0.1:PORT/FOLDER`.
    pub fn imaps_url(&self, folder: &str) -> String {
        format!(
            "imaps://{USER}@127.0.0.1:{}/{}",
            self.imaps_port,
            url_path(folder)
        )
    }

    /// The requests the token-introspection endpoint has answered, one line each:
    /// `POST /introspect active=true|false`.
    pub fn introspections(&self) -> Vec<String> {
        fs::read_to_string(self.dir.path().join("introspect.log"))
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    /// The introspection endpoint's port (`http://127.0.0.1:PORT/introspect`).
    pub fn introspection_port(&self) -> u16 {
        self.introspect_port
    }

    /// A new plain-IMAP connection, logged in with the password.
    pub fn session(&self) -> ImapSession {
        let mut session = ImapSession::connect(self.imap_port);
        session
            .login(USER, PASSWORD)
            .unwrap_or_else(|e| panic!("LOGIN: {e}\n{}", self.log()));
        session
    }

    /// APPENDs `raw` to `folder` (no flags); its UID.
    pub fn append(&self, folder: &str, raw: &[u8]) -> u32 {
        self.append_with_flags(folder, &[], raw)
    }

    /// APPENDs `raw` to `folder` with `flags` (e.g. `["\\Seen"]`); its UID.
    pub fn append_with_flags(&self, folder: &str, flags: &[&str], raw: &[u8]) -> u32 {
        let mut session = self.session();
        let uid = session
            .append(folder, flags, raw)
            .unwrap_or_else(|e| panic!("APPEND to {folder}: {e}"));
        session.logout();
        uid
    }

    /// CREATEs `name` (a `/`-separated path with the default separator).
    pub fn create_folder(&self, name: &str) {
        let mut session = self.session();
        session
            .command(&format!("CREATE {}", super::imap::quote(name)))
            .unwrap_or_else(|e| panic!("CREATE {name}: {e}"));
        session.logout();
    }

    /// Every message in `folder`: UID and flags/keywords (without `\Recent`), by UID.
    pub fn messages(&self, folder: &str) -> Vec<(u32, Vec<String>)> {
        let mut session = self.session();
        let messages = session
            .messages(folder)
            .unwrap_or_else(|e| panic!("messages of {folder}: {e}"));
        session.logout();
        messages
    }

    /// Stops the server (the mail stays) and starts it again on the same ports.
    pub fn restart(&mut self) {
        self.stop();
        // A port is bindable again once the old processes have closed their sockets.
        let deadline = Instant::now() + Duration::from_secs(15);
        while [self.imap_port, self.imaps_port]
            .iter()
            .any(|&p| TcpListener::bind(("127.0.0.1", p)).is_err())
        {
            assert!(
                Instant::now() < deadline,
                "the ports of the stopped Dovecot stay taken"
            );
            std::thread::sleep(Duration::from_millis(25));
        }
        let child = self
            .spawn_master()
            .unwrap_or_else(|log| panic!("Dovecot did not start again:\n{log}"));
        self.master = Some(child);
    }

    /// Stops the server and waits until every one of its processes has exited (SIGTERM to
    /// its process group: logged-in clients get `* BYE` and are disconnected; SIGKILL what is
    /// left after 10 s). The mail and the ports stay for [`restart`](Dovecot::restart); a
    /// stopped server refuses connections.
    pub fn stop(&mut self) {
        let Some(mut master) = self.master.take() else {
            return;
        };
        let group = -libc::pid_t::try_from(master.id()).expect("pid");
        // SAFETY: kill(2) on the process group our unreaped child leads.
        unsafe { libc::kill(group, libc::SIGTERM) };
        let deadline = Instant::now() + Duration::from_secs(10);
        let _ = master.wait();
        // SAFETY: as above; signal 0 only asks whether any member is left.
        while unsafe { libc::kill(group, 0) } == 0 {
            if Instant::now() > deadline {
                // SAFETY: as above.
                unsafe { libc::kill(group, libc::SIGKILL) };
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Whether the server is running (not [`stop`](Dovecot::stop)ped).
    pub fn is_running(&self) -> bool {
        self.master.is_some()
    }
}

/// SIGTERM, then SIGKILL if `child` has not exited within 10 s; reaps it.
fn terminate(child: &mut Child) {
    let pid = libc::pid_t::try_from(child.id()).expect("pid");
    // SAFETY: kill(2) on our own child's pid, which is not reaped yet.
    unsafe { libc::kill(pid, libc::SIGTERM) };
    let deadline = Instant::now() + Duration::from_secs(10);
    while child.try_wait().ok().flatten().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A folder name as a URL path: bytes other than unreserved characters and `/` as `%XX`.
fn url_path(folder: &str) -> String {
    folder
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Starts `tests/oauth2_introspect.py` for [`TOKEN`]; its process and port. It logs to
/// `dir/introspect.log` and, should the tests die without dropping the Dovecot, stops the
/// Dovecot (the process group) whose master's pid is in `dir/run/master.pid`.
fn start_introspection(dir: &Path) -> (Child, u16) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oauth2_introspect.py");
    let python = python();
    let log = fs::File::create(dir.join("introspect.err")).expect("introspect.err");
    let mut child = Command::new(&python)
        .arg(&script)
        .args(["--port", "0", "--token", TOKEN, "--user", USER, "--log"])
        .arg(dir.join("introspect.log"))
        .arg("--guard-pidfile")
        .arg(dir.join("run/master.pid"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", python.display()));
    let port = announced_port(&mut child).unwrap_or_else(|line| {
        panic!(
            "oauth2_introspect.py did not start (printed {line:?}): {}",
            fs::read_to_string(dir.join("introspect.err")).unwrap_or_default()
        )
    });
    (child, port)
}

impl Drop for Dovecot {
    fn drop(&mut self) {
        self.stop();
        terminate(&mut self.introspect);
    }
}
