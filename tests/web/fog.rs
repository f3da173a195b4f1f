//! The fog of war of the pages, proved by difference (as `leaks::fog` proves it for the
//! mails): two installations whose games differ only in where two of bob's hidden pieces
//! stand (two back-row pieces of different rank swapped in his deploy, neither moved nor
//! attacked in the 60 plies played) must answer every request about a game not over with
//! the same bytes: status, headers (`Content-Length` too) and body, at every ply, for the
//! running game with alice's draw offer pending and for a game in setup where only bob has
//! deployed; HEAD as GET. The finished game, whose armies are open, must differ: the swap
//! is there to be seen where it may be.

use std::collections::BTreeSet;

use super::{PLIES, round_trip, start, two_games_with};
use crate::html::browser::{first_moves, record};

/// The whole response to `method target`, as bytes.
fn raw(address: &str, method: &str, target: &str) -> Vec<u8> {
    let request = format!("{method} {target} HTTP/1.1\r\nHost: x\r\n\r\n");
    let (bytes, read) = round_trip(address, request.as_bytes());
    read.expect("read the response");
    // The date is the time of the answer, the same for both only by chance.
    let text = String::from_utf8(bytes).expect("UTF-8");
    text.split_inclusive("\r\n")
        .filter(|l| !l.starts_with("Date: "))
        .collect::<String>()
        .into_bytes()
}

/// Bob's army with two of its back-row pieces of different rank swapped, chosen so that no
/// ply of the first [`PLIES`] comes from or goes to either square (whichever way bob's rows
/// run from a to j).
fn swapped_army(army: &str, moves: &[(bool, Option<String>)]) -> String {
    let touched: BTreeSet<String> = first_moves(moves, PLIES)
        .into_iter()
        .flat_map(|(_, m)| {
            let (a, b) = m.split_once('-').unwrap();
            [a.to_string(), b.to_string()]
        })
        .collect();
    let mut rows: Vec<Vec<char>> = army.lines().map(|l| l.chars().collect()).collect();
    let back = rows.last_mut().unwrap();
    let free = |i: usize| {
        let files = [b'a' + i as u8, b'j' - i as u8];
        files
            .iter()
            .all(|&f| !touched.contains(&format!("{}10", char::from(f))))
    };
    let candidates: Vec<usize> = (0..back.len()).filter(|&i| free(i)).collect();
    let (i, k) = candidates
        .iter()
        .flat_map(|&i| candidates.iter().map(move |&k| (i, k)))
        .find(|&(i, k)| back[i] != back[k])
        .expect("two untouched back-row pieces of different rank");
    back.swap(i, k);
    rows.iter()
        .map(|r| r.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn pages_of_games_not_over_are_the_same_whichever_hidden_pieces_are_swapped() {
    let (armies, moves) = record();
    let swapped = swapped_army(&armies[1], &moves);
    assert_ne!(swapped, armies[1]);
    let (env_a, _) = two_games_with(&armies[1], true);
    let (env_b, _) = two_games_with(&swapped, true);
    let (daemon_a, a) = start(&env_a);
    let (daemon_b, b) = start(&env_b);

    let mut targets: Vec<String> = [
        "/",
        "/?before=3",
        "/standings",
        "/standings/classic",
        "/players/alice",
        "/players/bob",
        "/players/carol",
        "/games/2",
        "/games/2?ply=61",
        "/games/3",
        "/games/3?ply=0",
        "/games/3?ply=1",
    ]
    .map(str::to_string)
    .to_vec();
    targets.extend((0..=PLIES).map(|k| format!("/games/2?ply={k}")));
    for target in &targets {
        for method in ["GET", "HEAD"] {
            let (page_a, page_b) = (raw(&a, method, target), raw(&b, method, target));
            assert!(
                page_a == page_b,
                "{method} {target}: the pages differ by where bob's hidden pieces stand:\n{}\n---\n{}",
                String::from_utf8_lossy(&page_a),
                String::from_utf8_lossy(&page_b)
            );
        }
    }
    // What was compared is what it should be: the running game with the draw offer pending,
    // battles in its move list, hidden pieces on its board; game 3 in setup with no piece.
    let running = String::from_utf8(raw(&a, "GET", "/games/2")).unwrap();
    assert!(running.starts_with("HTTP/1.1 200"));
    assert!(running.contains("offer"), "{running}");
    assert!(running.contains("<span class=\"battle\">"));
    assert!(running.contains(" blue unknown"));
    let setup = String::from_utf8(raw(&a, "GET", "/games/3")).unwrap();
    assert!(setup.contains("Blue (bob) has deployed"), "{setup}");
    assert!(
        !setup.contains(" blue "),
        "no piece of bob's is drawn in setup"
    );
    // The finished game shows both armies: there the swap is seen.
    let over = |address: &str| raw(address, "GET", "/games/1");
    assert_ne!(over(&a), over(&b), "the swap shows once the game is over");

    for daemon in [daemon_a, daemon_b] {
        let (code, log) = daemon.terminate();
        assert_eq!(code, Some(0), "{log}");
    }
}
