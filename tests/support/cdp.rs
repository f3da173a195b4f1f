//! A small client of Chromium's DevTools protocol over `--remote-debugging-pipe`: the
//! browser reads JSON commands on its file descriptor 3 and writes answers and events on 4,
//! each message ended by a NUL byte. No websocket and no driver program: two pipes, enough
//! for a test to open a page at a phone's width, tap on it with a finger (touch events, as
//! a phone sends them), read its DOM, and see every request it makes (the `Network`
//! domain's events, kept in [`Browser::events`]).

use std::fs::File;
use std::io::{BufRead, BufReader, Write};
use std::os::fd::{FromRawFd, RawFd};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A headless Chromium driven through its pipe.
pub struct Browser {
    child: Child,
    to: File,
    from: BufReader<File>,
    next: u64,
    /// Every event received so far (`{"method": ..., "params": ..., "sessionId": ...}`).
    pub events: Vec<Value>,
}

/// A page of the browser: its session.
pub struct Tab {
    pub session: String,
}

/// A pipe: (read end, write end), both closed on exec.
fn pipe() -> (RawFd, RawFd) {
    let mut fds = [0; 2];
    // SAFETY: pipe2 writes two descriptors into the array it is given.
    let rc = unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) };
    assert_eq!(rc, 0, "pipe2");
    (fds[0], fds[1])
}

impl Browser {
    /// Starts `chromium` headless in the empty profile `profile`, with `args` more.
    pub fn launch(chromium: &Path, profile: &Path, args: &[String]) -> Browser {
        let (their_in, our_out) = pipe();
        let (our_in, their_out) = pipe();
        let mut cmd = Command::new(chromium);
        cmd.args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--remote-debugging-pipe",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg("about:blank")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
        // SAFETY: between fork and exec only async-signal-safe calls (fcntl, dup2) on
        // descriptors this process owns: the pipe's ends become the child's 3 and 4. They
        // are first copied above 9, so that neither is overwritten by the other's dup2.
        unsafe {
            cmd.pre_exec(move || {
                let input = libc::fcntl(their_in, libc::F_DUPFD, 10);
                let output = libc::fcntl(their_out, libc::F_DUPFD, 10);
                if input < 0 || output < 0 || libc::dup2(input, 3) < 0 || libc::dup2(output, 4) < 0
                {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = cmd.spawn().expect("run chromium");
        // SAFETY: the descriptors were made above and are owned here alone from now on.
        let (to, from) = unsafe {
            libc::close(their_in);
            libc::close(their_out);
            (File::from_raw_fd(our_out), File::from_raw_fd(our_in))
        };
        Browser {
            child,
            to,
            from: BufReader::new(from),
            next: 0,
            events: Vec::new(),
        }
    }

    /// Sends `method` with `params` (to the page of `session`, if any) and waits for its
    /// answer; events that come first are kept. Panics on a protocol error.
    pub fn call(&mut self, session: Option<&str>, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        let mut bytes = serde_json::to_vec(&message).unwrap();
        bytes.push(0);
        self.to.write_all(&bytes).expect("write to chromium");
        loop {
            let message = self.read();
            if message["id"].as_u64() == Some(id) {
                assert!(
                    message.get("error").is_none(),
                    "{method}: {}",
                    message["error"]
                );
                return message["result"].clone();
            }
            if message.get("method").is_some() {
                self.events.push(message);
            }
        }
    }

    /// The next message from the browser.
    fn read(&mut self) -> Value {
        let mut bytes = Vec::new();
        let n = self.from.read_until(0, &mut bytes).expect("read chromium");
        assert!(n > 0, "chromium closed its pipe");
        bytes.pop();
        serde_json::from_slice(&bytes).expect("JSON from chromium")
    }

    /// A new page at `width` CSS pixels (a phone's, with touch), with its requests logged.
    pub fn tab(&mut self, width: u32) -> Tab {
        let target = self.call(None, "Target.createTarget", json!({"url": "about:blank"}));
        let attached = self.call(
            None,
            "Target.attachToTarget",
            json!({"targetId": target["targetId"], "flatten": true}),
        );
        let session = attached["sessionId"].as_str().unwrap().to_string();
        let s = Some(session.as_str());
        for domain in ["Page", "Network", "Runtime"] {
            self.call(s, &format!("{domain}.enable"), json!({}));
        }
        self.call(
            s,
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": true}),
        );
        self.call(
            s,
            "Emulation.setTouchEmulationEnabled",
            json!({"enabled": true, "maxTouchPoints": 1}),
        );
        Tab { session }
    }

    /// Opens `url` in `tab` and waits until it has loaded: a page of its own, even when only
    /// the fragment differs from the page before (which a browser would not load again).
    pub fn open(&mut self, tab: &Tab, url: &str) {
        self.load(tab, "about:blank");
        self.load(tab, url);
    }

    /// Navigates `tab` to `url` and waits for its load event.
    fn load(&mut self, tab: &Tab, url: &str) {
        let before = self.events.len();
        self.call(Some(&tab.session), "Page.navigate", json!({"url": url}));
        self.wait_for(tab, |b| {
            b.events[before..]
                .iter()
                .any(|e| e["method"] == "Page.loadEventFired")
        });
    }

    /// The value of the script `expression` in `tab`'s page.
    pub fn eval(&mut self, tab: &Tab, expression: &str) -> Value {
        let result = self.call(
            Some(&tab.session),
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true}),
        );
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {}",
            result["exceptionDetails"]
        );
        result["result"]["value"].clone()
    }

    /// Waits (up to a minute: never a measure of speed) until `done` holds, reading events
    /// and asking the page between tries.
    pub fn wait_for(&mut self, tab: &Tab, mut done: impl FnMut(&mut Browser) -> bool) {
        let start = Instant::now();
        while !done(self) {
            assert!(start.elapsed() < Duration::from_secs(60), "timed out");
            std::thread::sleep(Duration::from_millis(20));
            self.eval(tab, "0");
        }
    }

    /// Taps with a finger on the middle of the element `selector` of `tab`'s page (touch
    /// start and end, from which the browser makes the click as on a phone).
    pub fn tap(&mut self, tab: &Tab, selector: &str) {
        let rect = self.eval(
            tab,
            &format!(
                "(function () {{ var e = document.querySelector({}); if (!e) return null; \
                 e.scrollIntoView({{block: 'center'}}); var r = e.getBoundingClientRect(); \
                 return [r.left + r.width / 2, r.top + r.height / 2]; }})()",
                json!(selector)
            ),
        );
        let (x, y) = match rect.as_array() {
            Some(xy) => (xy[0].as_f64().unwrap(), xy[1].as_f64().unwrap()),
            None => panic!("no {selector} on the page"),
        };
        let s = Some(tab.session.as_str());
        let point = json!([{"x": x, "y": y}]);
        self.call(
            s,
            "Input.dispatchTouchEvent",
            json!({"type": "touchStart", "touchPoints": point}),
        );
        self.call(
            s,
            "Input.dispatchTouchEvent",
            json!({"type": "touchEnd", "touchPoints": []}),
        );
    }

    /// Sends `Accept-Language: accept` with every request of `tab`, as a browser set to
    /// those languages does.
    pub fn accept_language(&mut self, tab: &Tab, accept: &str) {
        let agent = self.call(Some(&tab.session), "Browser.getVersion", json!({}));
        self.call(
            Some(&tab.session),
            "Emulation.setUserAgentOverride",
            json!({"userAgent": agent["userAgent"], "acceptLanguage": accept}),
        );
    }

    /// A PNG of the whole of `tab`'s page as laid out (below the screen too), in `path`.
    pub fn screenshot(&mut self, tab: &Tab, path: &Path) {
        let size = self.eval(
            tab,
            "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]",
        );
        let shot = self.call(
            Some(&tab.session),
            "Page.captureScreenshot",
            json!({"format": "png", "captureBeyondViewport": true, "clip": {
                "x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1}}),
        );
        let data = shot["data"].as_str().expect("a screenshot");
        std::fs::write(path, base64(data)).unwrap();
    }

    /// The URLs and headers of every request the browser sent so far, as one text per
    /// request (`Network.requestWillBeSent`).
    pub fn requests(&self) -> Vec<String> {
        self.events
            .iter()
            .filter(|e| e["method"] == "Network.requestWillBeSent")
            .map(|e| {
                let request = &e["params"]["request"];
                format!("{} {}", request["url"], request["headers"])
            })
            .collect()
    }
}

impl Browser {
    /// Closes the browser as a user would (so that it finishes its files, a net log say)
    /// and waits for it to exit.
    pub fn close(mut self) {
        self.next += 1;
        let mut bytes =
            serde_json::to_vec(&json!({"id": self.next, "method": "Browser.close"})).unwrap();
        bytes.push(0);
        let _ = self.to.write_all(&bytes);
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(60) {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("chromium did not close");
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The bytes of standard base64 `text` (the protocol's binary data).
fn base64(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut bits, mut held) = (0u32, 0);
    for c in text.bytes().filter(|c| *c != b'=') {
        let value = ALPHABET.iter().position(|a| *a == c).expect("base64") as u32;
        // At most 13 bits are held: 16 kept are enough.
        bits = ((bits << 6) | value) & 0xffff;
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
        }
    }
    out
}
