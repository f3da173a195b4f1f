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
    /// Over [`MAX_RECORD_BYTES`] from a pipe or a device, whose size is not known before.
    #[error(
        "more than {MAX_RECORD_BYTES} bytes came from the pipe; a StraDoS2 record is at most that (a long game is about 20 kB)"
    )]
    PipeTooLarge,
    /// No bytes at all.
    #[error("{}", if *.0 { "nothing came from the pipe (was it read already?)" } else { "the file is empty" })]
    Empty(bool),
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
    /// A result whose winner does not fit its type: a draw that names a winner, a win
    /// that names nobody.
    #[error("{}", result_winner_text(*.kind, *.winner))]
    ResultWinner {
        /// The result type.
        kind: u8,
        /// The winner as written (`None`: 3, nobody).
        winner: Option<Color>,
    },
    /// A document type declaration: StraDoS2 records have none, and its entities would
    /// change what the record says.
    #[error("the file declares a DOCTYPE; a StraDoS2 record has none")]
    Doctype,
    /// An entity reference that is not one of XML's own five or a character reference.
    #[error("the file refers to an entity '&{0};' that XML does not define")]
    Entity(String),
}

fn result_winner_text(kind: u8, winner: Option<Color>) -> String {
    let what = match kind {
        result_type::BOTH_IMMOBILE => "a draw (neither side can move)",
        result_type::DRAW_AGREED => "a draw (agreed)",
        result_type::NO_MOVES => "a win (the loser cannot move)",
        result_type::FLAG => "a win (flag captured)",
        result_type::RESIGN => "a win (resignation)",
        _ => "a clock or absence ending",
    };
    match winner {
        Some(w) => format!(
            "the result is {what} but names {} as the winner; a draw has none (winner 3)",
            w.name()
        ),
        None => format!(
            "the result is {what} but names no winner (winner 3); it needs 1 (Red) or 2 (Blue)"
        ),
    }
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
    if bytes.is_empty() {
        return Err(RecordError::Empty(false));
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
            // A DOCTYPE could declare entities that change what the record says.
            Event::DocType(_) => return Err(RecordError::Doctype),
            Event::GeneralRef(r) => {
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
                let c = c.ok_or_else(|| RecordError::Entity(name.chars().take(20).collect()))?;
                if let Some(i) = in_player {
                    players[i].get_or_insert_with(String::new).push(c);
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
                let draw = matches!(t, result_type::BOTH_IMMOBILE | result_type::DRAW_AGREED);
                let clock = result_type::FORFEITS.contains(&t);
                if !clock && draw != w.is_none() {
                    return Err(RecordError::ResultWinner { kind: t, winner: w });
                }
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
            clean_name(&red.unwrap_or_else(|| "Player 1".into())),
            clean_name(&blue.unwrap_or_else(|| "Player 2".into())),
        ],
        result,
    })
}

/// The longest player name kept, in characters: Gravon's are at most 20 or so; a longer
/// one is cut, so that a record cannot make a line of the import's output a megabyte long.
pub const MAX_NAME_CHARS: usize = 40;

/// A recorded player name made safe to print and to write back as XML: every control or
/// format character (ESC, NUL, CR, LF, the bidirectional overrides such as U+202E, zero
/// width characters) and every character XML 1.0 cannot hold becomes U+FFFD, so a name
/// cannot move a terminal's cursor, end a line of output or turn text around, yet names
/// that differ stay different; runs of white space become one space; the name is trimmed
/// and cut to [`MAX_NAME_CHARS`]. Applying it twice changes nothing.
pub fn clean_name(raw: &str) -> String {
    let mut out = String::new();
    let mut space = false;
    for c in raw.chars() {
        if c.is_whitespace() {
            space = !out.is_empty();
            continue;
        }
        if space {
            out.push(' ');
            space = false;
        }
        out.push(if is_unsafe(c) { '\u{FFFD}' } else { c });
    }
    match out.char_indices().nth(MAX_NAME_CHARS) {
        Some((cut, _)) => out[..cut].trim_end().to_string(),
        None => out,
    }
}

/// Control characters (Unicode's Cc), the format characters (Cf) that change how text
/// around them shows, and the noncharacters XML 1.0 forbids.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{AD}' | '\u{34F}' | '\u{61C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
            | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FEFF}'
            | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFC}'
            | '\u{E0000}'..='\u{E0FFF}')
        || (c as u32 & 0xFFFE) == 0xFFFE
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
        // Only Domino has it, and Domino has no StraDoS2 form: the nearest draw.
        EndReason::NoStrike => result_type::DRAW_AGREED,
        // A moderator's decision has no StraDoS2 form: a win by resignation, else a draw.
        EndReason::Adjudicated if outcome.winner.is_some() => result_type::RESIGN,
        EndReason::Adjudicated | EndReason::Cancelled => result_type::DRAW_AGREED,
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
        // Names stored before they were cleaned on import may hold anything.
        let _ = writeln!(
            out,
            "  <player id=\"{}\">{}</player>",
            i + 1,
            quick_xml::escape::escape(clean_name(p))
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
        assert_eq!(parse(b"").unwrap_err().to_string(), "the file is empty");
        assert_eq!(
            RecordError::Empty(true).to_string(),
            "nothing came from the pipe (was it read already?)"
        );
        let e = parse(b"<!DOCTYPE x [<!ENTITY a 'b'>]><stratego/>").unwrap_err();
        assert_eq!(e, RecordError::Doctype);
        let e =
            parse(b"<stratego><game type=\"classic\"><player id=\"1\">&a;</player>").unwrap_err();
        assert_eq!(
            e.to_string(),
            "the file refers to an entity '&a;' that XML does not define"
        );
    }

    fn empty_duel_field() -> String {
        Variant::Duel
            .squares()
            .map(|sq| if Variant::Duel.is_lake(sq) { '_' } else { 'A' })
            .collect()
    }

    /// Issue 27, item 10: every pairing of result type and winner is read, or refused
    /// naming what is wrong.
    #[test]
    fn results_and_winners_fit() {
        let field = empty_duel_field();
        let record = |t: u8, w: u8| {
            let xml = format!(
                "<stratego><game type=\"duell\"><field content=\"{field}\"/>\
                 <result type=\"{t}\" winner=\"{w}\"/></game></stratego>"
            );
            parse(xml.as_bytes()).map(|r| r.result)
        };
        for t in [0, 1, 3] {
            assert_eq!(record(t, 2), Ok(Some((t, Some(Color::Blue)))));
            assert_eq!(
                record(t, 3),
                Err(RecordError::ResultWinner {
                    kind: t,
                    winner: None
                })
            );
        }
        for t in [2, 4] {
            assert_eq!(record(t, 3), Ok(Some((t, None))));
            assert!(record(t, 1).is_err());
        }
        for t in 10..=14 {
            assert_eq!(record(t, 3), Ok(Some((t, None))));
            assert_eq!(record(t, 1), Ok(Some((t, Some(Color::Red)))));
        }
        assert_eq!(
            record(4, 1).unwrap_err().to_string(),
            "the result is a draw (agreed) but names Red as the winner; a draw has none (winner 3)"
        );
        assert_eq!(
            record(0, 3).unwrap_err().to_string(),
            "the result is a win (the loser cannot move) but names no winner (winner 3); \
             it needs 1 (Red) or 2 (Blue)"
        );
    }

    #[test]
    fn names_are_cleaned() {
        for (raw, clean) in [
            ("  Jörg  ", "Jörg"),
            ("a\r\n\tb", "a b"),
            ("\u{1b}[31mred", "\u{FFFD}[31mred"),
            ("nul\u{0}", "nul\u{FFFD}"),
            ("\u{202e}fdp.exe", "\u{FFFD}fdp.exe"),
            ("zero\u{200b}width", "zero\u{FFFD}width"),
            ("<&>\"'", "<&>\"'"),
            ("李小龍", "李小龍"),
        ] {
            assert_eq!(clean_name(raw), clean, "{raw:?}");
        }
        let long = "x".repeat(100);
        assert_eq!(clean_name(&long).chars().count(), MAX_NAME_CHARS);
    }

    proptest::proptest! {
        /// Issue 27, item 9: whatever a name holds, the record written is XML 1.0 and reads
        /// back with the name cleaned; cleaning twice changes nothing.
        #[test]
        fn every_written_name_reads_back_cleaned(
            red in "\\PC*|[\\x00-\\x20\\u{7f}-\\u{a0}\\u{2000}-\\u{206f}\\u{fff0}-\\u{ffff}a<&]{0,30}",
            blue in proptest::prelude::any::<String>(),
        ) {
            let xml = write("duell", &empty_duel_field(), &[], [&red, &blue], Some((3, 1)));
            let xml_char = |c: char| {
                matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
                    || c >= '\u{10000}'
            };
            proptest::prop_assert!(xml.chars().all(xml_char), "{:?}", xml);
            let back = parse(xml.as_bytes()).unwrap();
            proptest::prop_assert_eq!(&back.players[0], &clean_name(&red));
            proptest::prop_assert_eq!(&back.players[1], &clean_name(&blue));
            proptest::prop_assert_eq!(clean_name(&back.players[0]), back.players[0].clone());
        }
    }
}
