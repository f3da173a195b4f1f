//! Times `import` as games accumulate (issue 27, item 12): fills a database with N imported
//! games, then imports a batch of 500 more and prints the time that batch took.
//!
//! ```sh
//! cargo run --release --example import_scale -- [N] [BATCH]
//! ```
//! The records are the first moves of `fixtures/strados2/classic-2014.10-1.xml`, each
//! ended by a resignation, between players whose names make every record a different game
//! (`p0` to `p299`, a pair per record): the work of one import is the same whatever N is,
//! so any growth of the batch's time with N is the database's.

use std::time::Instant;

use stratego_pbem::store::Store;

/// The `i`th record: the classic fixture's field and first `2 + i % 8` moves, Red resigning.
fn record(fixture: &str, i: usize) -> String {
    let plies = 2 + i % 8;
    let mut out = String::new();
    let mut moves = 0;
    for line in fixture.lines() {
        let t = line.trim_start();
        if t.starts_with("<move ") {
            if moves == plies {
                continue;
            }
            moves += 1;
        } else if t.starts_with("<player") || t.starts_with("<result") {
            continue;
        } else if t.starts_with("</game>") {
            out.push_str(&format!(
                "  <player id=\"1\">p{}</player>\n  <player id=\"2\">p{}</player>\n  \
                 <result type=\"3\" winner=\"2\"/>\n",
                i % 300,
                i / 300 % 300
            ));
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

fn main() {
    let mut args = std::env::args().skip(1);
    let fill: usize = args.next().map_or(0, |n| n.parse().expect("N: a number"));
    let batch: usize = args
        .next()
        .map_or(500, |n| n.parse().expect("BATCH: a number"));
    let fixture = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/strados2/classic-2014.10-1.xml"),
    )
    .expect("the classic fixture");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut store = Store::open(&dir.path().join("scale.db")).expect("a database");
    let now = 1_800_000_000;
    let started = Instant::now();
    for i in 0..fill {
        stratego_pbem::import::import(&mut store, record(&fixture, i).as_bytes(), now)
            .unwrap_or_else(|e| panic!("record {i}: {e}"));
    }
    let filled = started.elapsed();
    let started = Instant::now();
    for i in fill..fill + batch {
        stratego_pbem::import::import(&mut store, record(&fixture, i).as_bytes(), now)
            .unwrap_or_else(|e| panic!("record {i}: {e}"));
    }
    let took = started.elapsed();
    println!(
        "{batch} records into a database of {fill} imported games: {:.2} s \
         ({:.2} ms a record; filling took {:.1} s)",
        took.as_secs_f64(),
        took.as_secs_f64() * 1000.0 / batch as f64,
        filled.as_secs_f64()
    );
}
