//! Times whole processes for the mail benchmark (`benches/mail.sh`): runs a command once per
//! input file, with that file on stdin, and prints the wall time per run (from spawn to
//! exit): median, 99th percentile, mean, and how many runs exited non-zero.
//!
//! ```sh
//! pipetime [--repeat N] [--label TEXT] [--floor MS] [--median-file F] INPUT -- COMMAND ARGS...
//! ```
//! INPUT is a directory (its files in name order, one run each) or a file (used `--repeat`
//! times). `--floor MS` adds the ratio of the median to that floor; `--median-file` writes
//! the median (ms) to a file for the calling script.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut repeat, mut label, mut input) = (1usize, String::from("run"), None);
    let (mut floor, mut median_file) = (None::<f64>, None::<PathBuf>);
    let mut command = Vec::new();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--repeat" => {
                repeat = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--repeat N")
            }
            "--label" => label = args.next().expect("--label TEXT"),
            "--floor" => floor = args.next().and_then(|v| v.parse().ok()),
            "--median-file" => median_file = args.next().map(PathBuf::from),
            "--" => {
                command.extend(args.by_ref());
            }
            _ => input = Some(PathBuf::from(a)),
        }
    }
    let input = input.expect("usage: pipetime [--repeat N] INPUT -- COMMAND ARGS...");
    assert!(!command.is_empty(), "no command after --");
    let files: Vec<PathBuf> = if input.is_dir() {
        let mut v: Vec<PathBuf> = std::fs::read_dir(&input)
            .expect("cannot read the input directory")
            .map(|e| e.expect("a directory entry").path())
            .collect();
        v.sort();
        v
    } else {
        vec![input; repeat]
    };
    let mut times = Vec::with_capacity(files.len());
    let mut failed = 0;
    for file in &files {
        let stdin = std::fs::File::open(file).expect("cannot open an input");
        let start = Instant::now();
        let status = Command::new(&command[0])
            .args(&command[1..])
            .stdin(Stdio::from(stdin))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("cannot run the command");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if !status.success() {
            failed += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    let n = times.len();
    let at = |q: f64| times[((n as f64 * q).ceil() as usize).clamp(1, n) - 1];
    let median = at(0.5);
    let ratio = floor.map_or(String::from("     -"), |f| format!("{:5.2}x", median / f));
    println!(
        "  {label:<50} {median:>8.2} {:>8.2} {ratio}   ({n} runs{})",
        at(0.99),
        if failed > 0 {
            format!(", {failed} FAILED")
        } else {
            String::new()
        }
    );
    if let Some(f) = median_file {
        std::fs::write(f, format!("{median:.3}\n")).expect("cannot write the median file");
    }
}
