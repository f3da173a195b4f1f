//! The reference engine of issue 15: Jeimel/stratego (Rust, Stratego Quick Battle on 8x8,
//! not on crates.io). Its perft is built here, outside the project's code and tests, from a
//! checkout: `JEIMEL_STRATEGO_DIR` if set, else `<target>/jeimel-stratego`, cloned from
//! GitHub when missing. A small driver crate written into `<target>/jeimel-perft` calls its
//! public API (`Position::from`, `gen`, `make`, `MoveStack`) and counts the way the project
//! does: copy the position, make the move, and at depth 1 return the number of moves without
//! making them (bulk counting). When no checkout can be had, `available` says why.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The GitHub repository, cloned when no checkout is given.
const REPOSITORY: &str = "https://github.com/Jeimel/stratego";

/// The driver: perft over the engine's own position and move stack, timed in its process.
/// `LEN` becomes the move list's length method, `len` or `length` depending on the version.
const DRIVER: &str = r#"use stratego::stratego::{MoveStack, Position};

fn perft(pos: &Position, stack: &mut MoveStack, depth: usize) -> u64 {
    let moves = pos.gen(stack);
    if depth == 1 {
        return moves.LEN() as u64;
    }
    let mut nodes = 0;
    for i in 0..moves.LEN() {
        let mut next = *pos;
        next.make(&moves[i]);
        stack.push(next.hash());
        nodes += perft(&next, stack, depth - 1);
        stack.pop();
    }
    nodes
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let pos = Position::from(&args[1]);
    let depth: usize = args[2].parse().expect("a depth");
    let mut stack = MoveStack::default();
    stack.push(pos.hash());
    let start = std::time::Instant::now();
    let nodes = perft(&pos, &mut stack, depth);
    println!("{nodes} {}", start.elapsed().as_secs_f64());
}
"#;

/// A built driver, ready to run.
pub struct Jeimel {
    checkout: PathBuf,
    driver: PathBuf,
}

/// Where cargo puts this workspace's builds.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
            manifest
                .ancestors()
                .nth(2)
                .unwrap_or(manifest)
                .join("target")
        })
}

/// The checkout and the driver built against it, or what went wrong.
pub fn available() -> Result<Jeimel, String> {
    let checkout = match std::env::var_os("JEIMEL_STRATEGO_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => {
            let dir = target_dir().join("jeimel-stratego");
            if !dir.join("Cargo.toml").exists() {
                let cloned = Command::new("git")
                    .args(["clone", "--quiet", "--depth", "1", REPOSITORY])
                    .arg(&dir)
                    .env("GIT_TERMINAL_PROMPT", "0")
                    .status();
                if !matches!(cloned, Ok(s) if s.success()) {
                    return Err(format!(
                        "no checkout: JEIMEL_STRATEGO_DIR is not set and `git clone {REPOSITORY}` \
                         into {} failed",
                        dir.display()
                    ));
                }
            }
            dir
        }
    };
    if !checkout.join("Cargo.toml").exists() {
        return Err(format!("{} holds no Cargo.toml", checkout.display()));
    }
    let checkout = checkout
        .canonicalize()
        .map_err(|e| format!("{}: {e}", checkout.display()))?;
    let crate_dir = target_dir().join("jeimel-perft");
    std::fs::create_dir_all(crate_dir.join("src")).map_err(|e| e.to_string())?;
    // Upstream's default features pull in libtorch (tch); the rules need none of them.
    let manifest = format!(
        "[package]\nname = \"jeimel-perft\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n\
         [dependencies]\nstratego = {{ path = {:?}, default-features = false }}\n\n\
         [profile.release]\ndebug = false\n\n[workspace]\n",
        checkout.display().to_string()
    );
    std::fs::write(crate_dir.join("Cargo.toml"), manifest).map_err(|e| e.to_string())?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut errors = String::new();
    for len in ["len", "length"] {
        std::fs::write(crate_dir.join("src/main.rs"), DRIVER.replace("LEN", len))
            .map_err(|e| e.to_string())?;
        let out = Command::new(&cargo)
            .args(["build", "--release", "--quiet", "--manifest-path"])
            .arg(crate_dir.join("Cargo.toml"))
            .env("CARGO_TARGET_DIR", crate_dir.join("target"))
            .output()
            .map_err(|e| e.to_string())?;
        if out.status.success() {
            return Ok(Jeimel {
                checkout,
                driver: crate_dir.join("target/release/jeimel-perft"),
            });
        }
        errors = String::from_utf8_lossy(&out.stderr).into_owned();
    }
    let first = errors
        .lines()
        .find(|l| l.starts_with("error"))
        .unwrap_or("");
    Err(format!(
        "the perft driver did not build against {}: {first}",
        checkout.display()
    ))
}

impl Jeimel {
    /// The checkout measured.
    pub fn checkout(&self) -> &Path {
        &self.checkout
    }

    /// The commit of the checkout, when it is a git repository.
    pub fn commit(&self) -> Option<String> {
        let out = Command::new("git")
            .arg("-C")
            .arg(&self.checkout)
            .args(["rev-parse", "--short", "HEAD"])
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    }

    /// Leaves and seconds of one perft of `field` (the project's position text) at `depth`,
    /// timed inside the driver's process.
    pub fn perft(&self, field: &str, depth: u32) -> Result<(u64, f64), String> {
        let position = notation(field)?;
        let out = Command::new(&self.driver)
            .arg(&position)
            .arg(depth.to_string())
            .output()
            .map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&out.stdout);
        let mut words = text.split_whitespace();
        match (words.next().map(str::parse), words.next().map(str::parse)) {
            (Some(Ok(leaves)), Some(Ok(secs))) => Ok((leaves, secs)),
            _ => Err(format!(
                "the driver printed {text:?} for {position:?} ({})",
                String::from_utf8_lossy(&out.stderr).trim()
            )),
        }
    }
}

/// The engine's notation of an 8x8 position text of the project (SPEC 7): ranks from 8 down
/// separated by `/`, digits for runs of empty squares (lakes count as empty), Red upper case,
/// Blue lower case; `F` Flag, `S` Spy, `C` Scout, `D` Miner, `G` General, `M` Marshal, `B`
/// Bomb (the Quick Battle pieces: other ranks have no letter there).
pub fn notation(text: &str) -> Result<String, String> {
    let (field, side) = text.split_once(' ').unwrap_or((text, "r"));
    let cells: Vec<char> = field.chars().collect();
    if cells.len() != 64 {
        return Err(format!("not an 8x8 position: {text}"));
    }
    let mut out = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for &c in &cells[rank * 8..rank * 8 + 8] {
            let letter = match c {
                'A' | '_' => None,
                'B' | 'N' => Some('b'),
                'C' | 'O' => Some('s'),
                'D' | 'P' => Some('c'),
                'E' | 'Q' => Some('d'),
                'K' | 'W' => Some('g'),
                'L' | 'X' => Some('m'),
                'M' | 'Y' => Some('f'),
                other => return Err(format!("'{other}' is no Quick Battle piece")),
            };
            match letter {
                None => empty += 1,
                Some(l) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    // Field letters B..M are Red's.
                    out.push(if c < 'N' { l.to_ascii_uppercase() } else { l });
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push(' ');
    out.push_str(side);
    Ok(out)
}
