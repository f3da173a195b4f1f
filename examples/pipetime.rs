//! Times whole processes for the mail benchmark (`benches/mail.sh`): runs a command once per
//! input file, with that file on stdin, and prints the wall time per run (from spawn to
//! exit): median, 99th percentile, and how many runs exited non-zero.
//!
//! ```sh
//! pipetime [--repeat N] [--label TEXT] [--median-file F] INPUT -- COMMAND ARGS... [--vs FLOOR ARGS...]
//! ```
//! INPUT is a directory (its files in name order, one run each) or a file (used `--repeat`
//! times). `--vs` names a second command, run before each run of the first with the same
//! input: the line then ends with the ratio of the two medians and the floor's median. The
//! two are measured turn about, so a machine that slows down or speeds up meanwhile (other
//! work, a disk whose `fsync` varies) moves both alike. `--median-file` writes the median
//! (ms) to a file for the calling script.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut repeat, mut label, mut input) = (1usize, String::from("run"), None);
    let mut median_file = None::<PathBuf>;
    let (mut command, mut floor) = (Vec::new(), Vec::new());
    while let Some(a) = args.next() {
        match a.as_str() {
            "--repeat" => {
                repeat = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--repeat N")
            }
            "--label" => label = args.next().expect("--label TEXT"),
            "--median-file" => median_file = args.next().map(PathBuf::from),
            "--" => {
                command.extend(args.by_ref().take_while(|a| a != "--vs"));
                floor.extend(args.by_ref());
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
    let (mut times, mut floor_times) = (Vec::new(), Vec::new());
    let mut failed = 0;
    for file in &files {
        if !floor.is_empty() {
            let (ms, ok) = run(&floor, file);
            floor_times.push(ms);
            failed += usize::from(!ok);
        }
        let (ms, ok) = run(&command, file);
        times.push(ms);
        failed += usize::from(!ok);
    }
    let (median, p99) = (percentile(&mut times, 0.5), percentile(&mut times, 0.99));
    let ratio = if floor_times.is_empty() {
        String::from("     -")
    } else {
        let floor_median = percentile(&mut floor_times, 0.5);
        format!("{:5.2}x   (floor {floor_median:.2})", median / floor_median)
    };
    println!(
        "  {label:<50} {median:>8.2} {p99:>8.2} {ratio}   ({} runs{})",
        times.len(),
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

/// Runs `command` once with `input` on stdin: the wall time in ms and whether it exited 0.
fn run(command: &[String], input: &Path) -> (f64, bool) {
    let stdin = std::fs::File::open(input).expect("cannot open an input");
    let start = Instant::now();
    let status = Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::from(stdin))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("cannot run the command");
    (start.elapsed().as_secs_f64() * 1000.0, status.success())
}

/// The `q` quantile of `times` (sorted in place), nearest rank.
fn percentile(times: &mut [f64], q: f64) -> f64 {
    times.sort_by(f64::total_cmp);
    let n = times.len();
    times[((n as f64 * q).ceil() as usize).clamp(1, n) - 1]
}
