//! Replays the three Gravon records of `fixtures/strados2` (classic, Barrage, Duel): each
//! recorded army goes in through the deploy line a player would send (`.` for an empty home
//! square), every recorded move must be legal, and the game must end as recorded. Data
//! nobody on this project wrote, checking the Barrage and Duel armies and setups.

use std::path::PathBuf;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use stratego_rules::{
    Army, Color, EndReason, Game, Move, Options, Outcome, Phase, Piece, Square, Variant,
};

struct Record {
    kind: String,
    field: Vec<char>,
    moves: Vec<Move>,
    result: (u32, u32),
}

fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

/// A StraDoS2 square: files `A`..`K` without `J`, rows `1`..`9` and `:` for 10.
fn square(s: &str) -> Square {
    let mut chars = s.chars();
    let (f, r) = (chars.next().unwrap(), chars.next().unwrap());
    let file = "ABCDEFGHIK".find(f).expect("a file") as u8;
    let rank = "123456789:".find(r).expect("a row") as u8;
    Square::new(file, rank).expect("on the board")
}

fn read(name: &str) -> Record {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures/strados2")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("the fixture");
    let mut record = Record {
        kind: String::new(),
        field: Vec::new(),
        moves: Vec::new(),
        result: (0, 0),
    };
    for tag in text.split('<') {
        if tag.starts_with("game ") {
            record.kind = attr(tag, "type").unwrap().to_string();
        } else if tag.starts_with("field ") {
            record.field = attr(tag, "content").unwrap().chars().collect();
        } else if tag.starts_with("move ") {
            let (from, to) = (attr(tag, "source").unwrap(), attr(tag, "target").unwrap());
            record.moves.push(Move {
                from: square(from),
                to: square(to),
            });
        } else if tag.starts_with("result ") {
            let n = |a| attr(tag, a).unwrap().parse().unwrap();
            record.result = (n("type"), n("winner"));
        }
    }
    record
}

/// `color`'s deploy line from the recorded field, as the player would type it: front row
/// first, each row from the player's own left, `.` for an empty square.
fn deploy_line(v: Variant, field: &[char], color: Color) -> String {
    let mut line = String::new();
    for (i, sq) in v.setup_squares(color).into_iter().enumerate() {
        if i > 0 && i % 10 == 0 {
            line.push('\n');
        }
        let c = field[sq.rank() as usize * 10 + sq.file() as usize];
        line.push(match Piece::from_field_char(c) {
            Some(p) => {
                assert_eq!(p.color, color, "{c} on {sq}");
                p.rank.char()
            }
            None => '.',
        });
    }
    line
}

fn replay(name: &str, v: Variant) -> Game {
    let record = read(name);
    assert_eq!(record.field.len(), 100, "{name}");
    let mut game = Game::new(v, Options::default());
    let mut rng = SmallRng::seed_from_u64(1);
    for color in Color::ALL {
        let line = deploy_line(v, &record.field, color);
        let (army, _) =
            Army::parse(&line, v).unwrap_or_else(|e| panic!("{name} {color}:\n{line}\n{e}"));
        game.deploy(color, &army, &mut rng).unwrap();
    }
    // The board is the recorded field, square by square.
    let field: String = record.field.iter().collect();
    assert_eq!(
        game.position_text(),
        format!("{field} r"),
        "{name}: {}",
        record.kind
    );
    for (i, mv) in record.moves.iter().enumerate() {
        assert_eq!(
            game.phase(),
            Phase::Playing,
            "{name}: over before move {}",
            i + 1
        );
        let color = game.to_move();
        game.play(color, *mv)
            .unwrap_or_else(|e| panic!("{name}: move {} {mv} refused: {e}", i + 1));
    }
    let winner = match record.result.1 {
        1 => Some(Color::Red),
        2 => Some(Color::Blue),
        _ => None,
    };
    match record.result.0 {
        // The flag captured by the last move.
        1 => assert_eq!(
            game.outcome(),
            Some(Outcome {
                winner,
                reason: EndReason::Flag
            }),
            "{name}"
        ),
        // A resignation: the loser is the side to move or the other; still in play here.
        3 => {
            assert_eq!(game.phase(), Phase::Playing, "{name}");
            let loser = winner.expect("a winner").other();
            game.resign(loser).unwrap();
            assert_eq!(game.outcome().and_then(|o| o.winner), winner);
        }
        other => panic!("{name}: result type {other} not in these records"),
    }
    game
}

#[test]
fn barrage_record() {
    let game = replay("barrage-2014.10-10.xml", Variant::Barrage);
    assert_eq!(read("barrage-2014.10-10.xml").kind, "barrage");
    assert_eq!(game.ply(), 127);
}

#[test]
fn duel_record() {
    let game = replay("duell-2014.10-476.xml", Variant::Duel);
    assert_eq!(read("duell-2014.10-476.xml").kind, "duell");
    assert_eq!(game.ply(), 70);
}

#[test]
fn classic_record() {
    let record = read("classic-2014.10-1.xml");
    assert_eq!((record.kind.as_str(), record.result), ("classic", (3, 2)));
    let game = replay("classic-2014.10-1.xml", Variant::Classic);
    assert_eq!(game.ply() as usize, record.moves.len());
}
