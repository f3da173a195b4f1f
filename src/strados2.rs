//! StraDoS2 game records, as Gravon's client writes them (issue 14): reading and writing
//! the XML. Whether the moves are legal is the rules crate's business (`crate::import`).
//!
//! ```xml
//! <stratego>
//!  <game type="classic">
//!   <field content="HIEEBMBH…"/>          100 letters, a1 first (SPEC 7's field letters)
//!   <move id="1" source="B4" target="B5"/> columns A-K without J, row 10 written ':'
//!   <player id="1">Red's name</player>
//!   <player id="2">Blue's name</player>
//!   <result type="3" winner="2"/>          see [`result_type`]
//!  </game>
//! </stratego>
//! ```

use std::fmt::Write;

use quick_xml::events::{BytesStart, Event};
use quick_xml::{Reader, XmlVersion};
use stratego_rules::{Color, EndReason, Move, Outcome, Piece, Square, Variant};

/// The largest record read: real records are about 20 kB (a 500-move game); a file over
/// this is refused before it is parsed.
pub const MAX_RECORD_BYTES: u64 = 1024 * 1024;

/// Gravon's game type names and our kinds of game. Adding one is one line here; a type that
/// is not listed is refused on import, and a kind that is not listed (Small) has no
/// StraDoS2 form and is refused on export.
const TYPES: &[(&str, Variant)] = &[
    ("classic", Variant::Classic),
    ("barrage", Variant::Barrage),
    ("duell", Variant::Duel),
];

/// Gravon's type name of `variant`, if it has one.
pub fn type_name(variant: Variant) -> Option<&'static str> {
    TYPES.iter().find(|(_, v)| *v == variant).map(|(n, _)| *n)
}

fn variant_of(name: &str) -> Option<Variant> {
    TYPES.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// The `<result type>` of a record: how the game ended.
pub mod result_type {
    /// The opponent (the loser) cannot move.
    pub const NO_MOVES: u8 = 0;
    /// The flag was captured.
    pub const FLAG: u8 = 1;
    /// Neither side can move: a draw.
    pub const BOTH_IMMOBILE: u8 = 2;
    /// The loser resigned.
    pub const RESIGN: u8 = 3;
    /// Both agreed to a draw.
    pub const DRAW_AGREED: u8 = 4;
    /// 10 to 14: the loser ran out of time or left (Gravon's clock and absence codes).
    pub const FORFEITS: std::ops::RangeInclusive<u8> = 10..=14;
}

/// One record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The kind of game.
    pub variant: Variant,
    /// The starting field: SPEC 7 letters, a1 first.
    pub field: String,
    /// The moves, Red first.
    pub moves: Vec<Move>,
    /// Red's and Blue's names as recorded.
    pub players: [String; 2],
    /// `<result type winner>`: the type and the winner (`None`: nobody).
    pub result: Option<(u8, Option<Color>)>,
}

/// What is wrong with a record. The caller names the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Over [`MAX_RECORD_BYTES`].
    #[error(
        "the file has {0} bytes; a StraDoS2 record is at most {MAX_RECORD_BYTES} (a long game is about 20 kB)"
    )]
    TooLarge(u64),
    /// Not UTF-8.
    #[error("the file is not UTF-8 text")]
    NotText,
    /// Not well-formed XML.
    #[error("broken XML at byte {at}: {why}")]
    Xml {
        /// Byte offset.
        at: u64,
        /// What the parser says.
        why: String,
    },
    /// An element or attribute is missing.
    #[error("no {0}: is this a StraDoS2 record?")]
    Missing(&'static str),
    /// A game type we do not play.
    #[error("game type '{0}' is not one this server plays; it reads {known}", known = known_types())]
    UnknownType(String),
    /// The field has the wrong number of letters.
    #[error("the field has {found} letters; a {kind} field has {expected}, one per square")]
    FieldLength {
        /// Letters found.
        found: usize,
        /// Squares of the board.
        expected: usize,
        /// The game type.
        kind: &'static str,
    },
    /// A letter that is no square content, or a lake where there is none (or the reverse).
    #[error(
        "the field has '{letter}' on {square}: {}",
        if *.letter == '_' { "a lake only belongs on a lake square" } else if *.lake { "that square is a lake ('_')" } else { "not a field letter (A empty, B-M Red, N-Y Blue, _ lake)" }
    )]
    FieldLetter {
        /// The letter.
        letter: char,
        /// Where.
        square: Square,
        /// Whether the square is a lake.
        lake: bool,
    },
    /// A move's square that is not on the board.
    #[error(
        "move {id}: '{value}' is not a square of the board (columns A-K without J, rows 1-9 and ':' for 10)"
    )]
    Square {
        /// The move's id.
        id: String,
        /// The square as written.
        value: String,
    },
    /// Move ids out of order.
    #[error("move id '{found}' where move {expected} was expected: moves are numbered from 1")]
    MoveId {
        /// The next id.
        expected: usize,
        /// What the record says.
        found: String,
    },
    /// A result that cannot be read.
    #[error(
        "result type '{kind}' winner '{winner}' cannot be read ({})",
        RESULT_HELP
    )]
    BadResult {
        /// The type as written.
        kind: String,
        /// The winner as written.
        winner: String,
    },
}

const RESULT_HELP: &str = "types 0-4 and 10-14, winner 1 Red, 2 Blue, 3 nobody";

fn known_types() -> String {
    TYPES.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ")
}

/// The column letters: A-K without J.
const FILES: [char; 10] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K'];

fn square_of(s: &str, variant: Variant) -> Option<Square> {
    let mut chars = s.chars();
    let (c, r) = (chars.next()?, chars.next()?);
    if chars.next().is_some() {
        return None;
    }
    let file = FILES.iter().position(|f| *f == c.to_ascii_uppercase())? as u8;
    let rank = match r {
        '1'..='9' => r as u8 - b'1',
        ':' => 9,
        _ => return None,
    };
    Square::new(file, rank).filter(|sq| variant.contains(*sq))
}

/// A square as a record writes it: `B4`, `C:`.
pub fn square_name(sq: Square) -> String {
    let rank = match sq.rank() {
        9 => ':',
        r => (b'1' + r) as char,
    };
    format!("{}{rank}", FILES[sq.file() as usize])
}

fn attr(e: &BytesStart<'_>, name: &str, at: u64) -> Result<Option<String>, RecordError> {
    for a in e.attributes() {
        let a = a.map_err(|err| RecordError::Xml {
            at,
            why: err.to_string(),
        })?;
        if a.key.as_ref() == name {
            let v =
                a.normalized_value(XmlVersion::Implicit1_0)
                    .map_err(|err| RecordError::Xml {
                        at,
                        why: err.to_string(),
                    })?;
            return Ok(Some(v.into_owned()));
        }
    }
    Ok(None)
}

/// Reads a record from the bytes of a file.
///
/// # Errors
/// A [`RecordError`] that says what is wrong.
pub fn parse(bytes: &[u8]) -> Result<Record, RecordError> {
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(RecordError::TooLarge(bytes.len() as u64));
    }
    let text = std::str::from_utf8(bytes).map_err(|_| RecordError::NotText)?;
    let mut reader = Reader::from_str(text);
    reader.config_mut().check_end_names = true;
    let mut variant = None;
    let mut field = None;
    let mut moves = Vec::new();
    let mut players = [None, None];
    let mut result = None;
    // The player element whose text is being read.
    let mut in_player: Option<usize> = None;
    let mut depth = 0usize;
    loop {
        let at = reader.buffer_position();
        let event = reader.read_event().map_err(|e| RecordError::Xml {
            at: reader.error_position(),
            why: e.to_string(),
        })?;
        let e = match &event {
            Event::Eof if depth > 0 => {
                return Err(RecordError::Xml {
                    at: reader.buffer_position(),
                    why: "the file ends inside an element (is it cut off?)".into(),
                });
            }
            Event::Eof => break,
            Event::Start(e) => {
                depth += 1;
                e
            }
            Event::Empty(e) => e,
            Event::End(_) => {
                depth = depth.saturating_sub(1);
                in_player = None;
                continue;
            }
            Event::Text(t) => {
                if let Some(i) = in_player {
                    let s: &mut String = players[i].get_or_insert_with(String::new);
                    s.push_str(&t.xml10_content());
                }
                continue;
            }
            Event::GeneralRef(r) => {
                if let Some(i) = in_player {
                    let name = r.clone().into_inner();
                    let c = match name.as_ref() {
                        "amp" => Some('&'),
                        "lt" => Some('<'),
                        "gt" => Some('>'),
                        "quot" => Some('"'),
                        "apos" => Some('\''),
                        n => n
                            .strip_prefix("#x")
                            .and_then(|h| u32::from_str_radix(h, 16).ok())
                            .or_else(|| n.strip_prefix('#').and_then(|d| d.parse().ok()))
                            .and_then(char::from_u32),
                    };
                    if let Some(c) = c {
                        players[i].get_or_insert_with(String::new).push(c);
                    }
                }
                continue;
            }
            _ => continue,
        };
        match e.name().as_ref() {
            "game" => {
                let t = attr(e, "type", at)?.ok_or(RecordError::Missing("type of <game>"))?;
                variant = Some(
                    variant_of(&t.to_ascii_lowercase())
                        .ok_or_else(|| RecordError::UnknownType(t.chars().take(40).collect()))?,
                );
            }
            "field" => {
                field = Some(
                    attr(e, "content", at)?.ok_or(RecordError::Missing("content of <field>"))?,
                );
            }
            "move" => {
                let id = attr(e, "id", at)?.unwrap_or_default();
                let expected = moves.len() + 1;
                if id.trim() != expected.to_string() {
                    return Err(RecordError::MoveId {
                        expected,
                        found: id.chars().take(20).collect(),
                    });
                }
                let v = variant.ok_or(RecordError::Missing("<game type> before the moves"))?;
                let sq = |name: &'static str| -> Result<Square, RecordError> {
                    let value = attr(e, name, at)?.unwrap_or_default();
                    square_of(&value, v).ok_or_else(|| RecordError::Square {
                        id: id.clone(),
                        value: value.chars().take(20).collect(),
                    })
                };
                moves.push(Move {
                    from: sq("source")?,
                    to: sq("target")?,
                });
            }
            "player" => {
                let id = attr(e, "id", at)?.unwrap_or_default();
                let i = match id.trim() {
                    "1" => 0,
                    "2" => 1,
                    _ => continue,
                };
                players[i] = Some(String::new());
                in_player = Some(i);
            }
            "result" => {
                let kind = attr(e, "type", at)?.unwrap_or_default();
                let winner = attr(e, "winner", at)?.unwrap_or_default();
                let bad = || RecordError::BadResult {
                    kind: kind.chars().take(20).collect(),
                    winner: winner.chars().take(20).collect(),
                };
                let t: u8 = kind.trim().parse().map_err(|_| bad())?;
                if !(t <= result_type::DRAW_AGREED || result_type::FORFEITS.contains(&t)) {
                    return Err(bad());
                }
                let w = match winner.trim() {
                    "1" => Some(Color::Red),
                    "2" => Some(Color::Blue),
                    "3" => None,
                    _ => return Err(bad()),
                };
                result = Some((t, w));
            }
            _ => {}
        }
    }
    let variant = variant.ok_or(RecordError::Missing("<game type=...> element"))?;
    let field = field.ok_or(RecordError::Missing("<field content=...> element"))?;
    check_field(&field, variant)?;
    let [red, blue] = players;
    Ok(Record {
        variant,
        field,
        moves,
        players: [
            red.unwrap_or_else(|| "Player 1".into()).trim().to_string(),
            blue.unwrap_or_else(|| "Player 2".into()).trim().to_string(),
        ],
        result,
    })
}

fn check_field(field: &str, variant: Variant) -> Result<(), RecordError> {
    let found = field.chars().count();
    if found != variant.square_count() {
        return Err(RecordError::FieldLength {
            found,
            expected: variant.square_count(),
            kind: type_name(variant).unwrap_or("this"),
        });
    }
    for (square, letter) in variant.squares().zip(field.chars()) {
        let lake = variant.is_lake(square);
        let ok = match letter {
            '_' => lake,
            'A' => !lake,
            c => !lake && Piece::from_field_char(c).is_some(),
        };
        if !ok {
            return Err(RecordError::FieldLetter {
                letter,
                square,
                lake,
            });
        }
    }
    Ok(())
}

/// The `<result type winner>` of a finished game, `strados2_type` being the type the
/// game was imported with (kept for the clock codes 10-14).
pub fn result_of(outcome: Outcome, imported_type: Option<u8>) -> (u8, u8) {
    let t = match outcome.reason {
        EndReason::NoMoves => result_type::NO_MOVES,
        EndReason::Flag => result_type::FLAG,
        EndReason::BothImmobile => result_type::BOTH_IMMOBILE,
        EndReason::Resign => result_type::RESIGN,
        EndReason::DrawAgreed => result_type::DRAW_AGREED,
        EndReason::Forfeit => imported_type
            .filter(|t| result_type::FORFEITS.contains(t))
            .unwrap_or(*result_type::FORFEITS.start()),
    };
    let w = match outcome.winner {
        Some(Color::Red) => 1,
        Some(Color::Blue) => 2,
        None => 3,
    };
    (t, w)
}

/// Writes a record as Gravon's client does. `result` is the type and winner code.
pub fn write(
    kind: &str,
    field: &str,
    moves: &[Move],
    players: [&str; 2],
    result: Option<(u8, u8)>,
) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<stratego>\n");
    let _ = writeln!(out, " <game type=\"{kind}\">");
    let _ = writeln!(out, "  <field content=\"{field}\"/>");
    for (i, m) in moves.iter().enumerate() {
        let _ = writeln!(
            out,
            "  <move id=\"{}\" source=\"{}\" target=\"{}\"/>",
            i + 1,
            square_name(m.from),
            square_name(m.to)
        );
    }
    for (i, p) in players.iter().enumerate() {
        let _ = writeln!(
            out,
            "  <player id=\"{}\">{}</player>",
            i + 1,
            quick_xml::escape::escape(*p)
        );
    }
    if let Some((t, w)) = result {
        let _ = writeln!(out, "  <result type=\"{t}\" winner=\"{w}\"/>");
    }
    out.push_str(" </game>\n</stratego>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip() {
        for name in ["A1", "K1", "B4", "C:", "K:", "I9"] {
            let sq = square_of(name, Variant::Classic).unwrap();
            assert_eq!(square_name(sq), name);
        }
        for bad in ["J4", "L4", "A0", "A;", "A10", "", "B", "b44"] {
            assert_eq!(square_of(bad, Variant::Classic), None, "{bad}");
        }
    }

    #[test]
    fn errors_read_as_sentences() {
        let e = parse(b"<stratego><game type=\"chess\"/></stratego>").unwrap_err();
        assert_eq!(
            e.to_string(),
            "game type 'chess' is not one this server plays; it reads classic, barrage, duell"
        );
        let e =
            parse(b"<stratego><game type=\"classic\"><field content=\"AB\"/></game></stratego>")
                .unwrap_err();
        assert_eq!(
            e.to_string(),
            "the field has 2 letters; a classic field has 100, one per square"
        );
        let e = parse(b"<stratego><game type=\"classic\"></stratego>").unwrap_err();
        assert!(e.to_string().starts_with("broken XML at byte"), "{e}");
        let e = parse(&vec![b' '; MAX_RECORD_BYTES as usize + 1]).unwrap_err();
        assert!(matches!(e, RecordError::TooLarge(_)), "{e}");
    }
}
