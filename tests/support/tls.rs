//! Test certificates made at test time with the `openssl` command line tool (installed by
//! `scripts/test-deps`; the product itself never links OpenSSL): a fresh self-signed CA and a
//! server certificate it signed for `localhost` and `127.0.0.1`, with P-256 keys (fast to
//! make, and accepted by rustls). Nothing here is trusted by the system: a client verifies the
//! server only when told the CA file ([`TestCerts::ca_file`]).

use std::path::{Path, PathBuf};
use std::process::Command;

use tempfile::TempDir;

/// Whether `CI=true`: then a missing tool fails the test instead of skipping it.
pub fn in_ci() -> bool {
    std::env::var("CI").as_deref() == Ok("true")
}

/// A test that cannot run here because `what` is missing: under `CI=true` a failure, else a
/// `SKIPPED` line on stderr. Returns `None` for the caller to pass on.
pub fn skip<T>(test: &str, what: &str) -> Option<T> {
    let msg = format!(
        "{what} (scripts/test-deps installs it as root with apt-get): {test} cannot run here"
    );
    assert!(!in_ci(), "CI=true: {test} cannot be skipped: {msg}");
    eprintln!("SKIPPED {test}: {msg}");
    None
}

/// Whether `program` (searched in `PATH`, then in `/usr/sbin` and `/sbin`, where Debian puts
/// daemons that a non-root `PATH` may not list) exists; its full path.
pub fn find_program(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/sbin"), PathBuf::from("/sbin")])
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
}

/// A name no other CA of this test run has (clients look issuers up by name).
fn unique() -> String {
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    format!("{}-{n}-{nanos:08x}", std::process::id())
}

/// A serial number no other certificate of this test run has.
fn serial() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos())
}

/// A CA and one server certificate it signed, as PEM files in a private temp dir.
pub struct TestCerts {
    openssl: PathBuf,
    dir: TempDir,
    ca: PathBuf,
    cert: PathBuf,
    key: PathBuf,
}

impl TestCerts {
    /// Makes a fresh CA and a server certificate for `localhost`, `127.0.0.1` and `::1`.
    /// `None` (after [`skip`]) when the `openssl` tool is missing.
    pub fn new() -> Option<TestCerts> {
        let Some(openssl) = find_program("openssl") else {
            return skip(
                "TLS test certificates",
                "the openssl command is not installed",
            );
        };
        let dir = tempfile::tempdir().expect("temp dir for the test certificates");
        let d = dir.path();
        let run = |args: &[&str]| {
            let out = Command::new(&openssl)
                .args(args)
                .current_dir(d)
                .output()
                .expect("run openssl");
            assert!(
                out.status.success(),
                "openssl {} failed: {}",
                args.join(" "),
                String::from_utf8_lossy(&out.stderr)
            );
        };
        let key = |name: &str| {
            run(&[
                "genpkey",
                "-algorithm",
                "EC",
                "-pkeyopt",
                "ec_paramgen_curve:P-256",
                "-out",
                name,
            ])
        };
        key("ca.key");
        key("server.key");
        std::fs::write(
            d.join("ca.ext"),
            "basicConstraints = critical, CA:TRUE\n\
             keyUsage = critical, keyCertSign, cRLSign\n\
             subjectKeyIdentifier = hash\n",
        )
        .expect("write ca.ext");
        std::fs::write(
            d.join("server.ext"),
            "basicConstraints = critical, CA:FALSE\n\
             keyUsage = critical, digitalSignature, keyEncipherment\n\
             extendedKeyUsage = serverAuth\n\
             subjectAltName = DNS:localhost, IP:127.0.0.1, IP:::1\n\
             subjectKeyIdentifier = hash\n\
             authorityKeyIdentifier = keyid\n",
        )
        .expect("write server.ext");
        // The CA: self-signed, valid for ten days from now.
        run(&[
            "req",
            "-new",
            "-key",
            "ca.key",
            "-subj",
            &format!(
                "/O=stratego-pbem tests/CN=stratego-pbem test CA {}",
                unique()
            ),
            "-out",
            "ca.csr",
        ]);
        run(&[
            "x509", "-req", "-in", "ca.csr", "-signkey", "ca.key", "-days", "10", "-extfile",
            "ca.ext", "-out", "ca.pem",
        ]);
        run(&[
            "req",
            "-new",
            "-key",
            "server.key",
            "-subj",
            "/O=stratego-pbem tests/CN=localhost",
            "-out",
            "server.csr",
        ]);
        run(&[
            "x509",
            "-req",
            "-in",
            "server.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-set_serial",
            "2",
            "-days",
            "10",
            "-extfile",
            "server.ext",
            "-out",
            "server.pem",
        ]);
        Some(TestCerts {
            openssl,
            ca: d.join("ca.pem"),
            cert: d.join("server.pem"),
            key: d.join("server.key"),
            dir,
        })
    }

    /// The CA certificate (PEM): what a client must trust to verify the server.
    pub fn ca_file(&self) -> &Path {
        &self.ca
    }

    /// The server certificate (PEM), signed by the CA, for `localhost`, `127.0.0.1`, `::1`.
    pub fn cert_file(&self) -> &Path {
        &self.cert
    }

    /// The server certificate's private key (PEM).
    pub fn key_file(&self) -> &Path {
        &self.key
    }

    /// The directory holding the files.
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    fn openssl(&self, args: &[&str]) {
        let out = Command::new(&self.openssl)
            .args(args)
            .current_dir(self.dir.path())
            .output()
            .expect("run openssl");
        assert!(
            out.status.success(),
            "openssl {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Another server certificate and key (`STEM.pem`, `STEM.key`) signed by the CA, for
    /// `san` (e.g. `DNS:other.example`), valid for `days` from now: `-1` makes one that
    /// expired a day before it began, which is expired all the same.
    pub fn issue(&self, stem: &str, san: &str, days: i32) -> (PathBuf, PathBuf) {
        let (key, cert) = (format!("{stem}.key"), format!("{stem}.pem"));
        self.openssl(&[
            "genpkey",
            "-algorithm",
            "EC",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-out",
            &key,
        ]);
        std::fs::write(
            self.dir.path().join(format!("{stem}.ext")),
            format!(
                "basicConstraints = critical, CA:FALSE\n\
                 keyUsage = critical, digitalSignature\n\
                 extendedKeyUsage = serverAuth\n\
                 subjectAltName = {san}\n"
            ),
        )
        .expect("write the extensions");
        self.openssl(&[
            "req",
            "-new",
            "-key",
            &key,
            "-subj",
            "/O=stratego-pbem tests/CN=a test server",
            "-out",
            &format!("{stem}.csr"),
        ]);
        self.openssl(&[
            "x509",
            "-req",
            "-in",
            &format!("{stem}.csr"),
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-set_serial",
            &serial().to_string(),
            "-days",
            &days.to_string(),
            "-extfile",
            &format!("{stem}.ext"),
            "-out",
            &cert,
        ]);
        (self.dir.path().join(cert), self.dir.path().join(key))
    }

    /// A self-signed certificate for `localhost` and `127.0.0.1` (`openssl req -x509`, as
    /// a quick test server has), and its key: no CA a client was given signed it.
    pub fn self_signed(&self, stem: &str) -> (PathBuf, PathBuf) {
        let (key, cert) = (format!("{stem}.key"), format!("{stem}.pem"));
        self.openssl(&[
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-keyout",
            &key,
            "-subj",
            &format!("/CN=localhost {}", unique()),
            "-addext",
            "subjectAltName = DNS:localhost, IP:127.0.0.1",
            "-days",
            "10",
            "-out",
            &cert,
        ]);
        (self.dir.path().join(cert), self.dir.path().join(key))
    }
}

/// A TLS server on 127.0.0.1 with a given certificate (`openssl s_server`): enough for a
/// client's handshake to succeed or fail, whatever protocol it meant to speak after it.
pub struct TlsServer {
    child: std::process::Child,
    port: u16,
}

impl TlsServer {
    /// Starts one on a free port with `cert` and `key`, and waits until it listens.
    pub fn start(certs: &TestCerts, cert: &Path, key: &Path) -> TlsServer {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let child = Command::new(&certs.openssl)
            .args(["s_server", "-quiet", "-accept"])
            .arg(format!("127.0.0.1:{port}"))
            .arg("-cert")
            .arg(cert)
            .arg("-key")
            .arg(key)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("run openssl s_server");
        let server = TlsServer { child, port };
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        server
    }

    pub fn port(&self) -> u16 {
        self.port
    }
}

impl Drop for TlsServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
