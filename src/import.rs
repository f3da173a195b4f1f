//! `stratego-pbem import FILE...` and `export GAME --format strados2` (issue 14): StraDoS2
//! records in and out of the database.
//!
//! * A record is replayed move by move through the rules. Older Gravon games were played
//!   under a five-moves rule instead of three: a record is replayed under the two-squares
//!   limit 3, and if a move breaks that rule, again under 5; the limit that worked is
//!   stored as the game's `twosquare` option. The same for the more-squares rule (issue
//!   17), which older games did not know and records do not name: on first, off if a move
//!   breaks it. A record is refused, with the ply and the reason, only if a move is
//!   illegal under the lenient rules too.
//! * The record's result must agree with the moves: a flag capture or a side without moves
//!   must be what the moves lead to; a resignation, an agreed draw or a clock/absence loss
//!   (types 10-14, stored as a forfeit) is applied after the last move. A clock/absence
//!   ending with no winner (types 10-14, winner 3: 84 of 18,699 Gravon records) is stored
//!   as a forfeit with no winner ([`Game::abandon`]); a draw that names a winner, or a win
//!   that names nobody, is refused saying so ([`RecordError::ResultWinner`]).
//! * Each file is one transaction: a refused file leaves nothing behind, and the files
//!   before and after it are imported. A record already imported is refused with the number
//!   of its game, so a batch can be run again: the same bytes (SHA-256 of the file), or the
//!   same game written otherwise, such as our own export of it ([`game_digest`]). Both
//!   digests are keys of `imported_records`, so the check costs the same however many games
//!   the database holds.
//! * A file may be a pipe (`import /dev/stdin`): it is read as far as the size limit allows
//!   ([`read_record`]).
//! * Names are cleaned on the way in ([`strados2::clean_name`]: no control or format
//!   characters, which become U+FFFD) and again on the way out, so the output of `import`
//!   is one line per file and every export is well-formed XML.
//! * The players become accounts (`player_account`): `gravon.<name>` (letters,
//!   digits, `_ . -`; anything else `_`; cut to 20 characters), with a short hash of the
//!   name added when that userid is taken, so two names are never one account; which
//!   account a name has is kept in `imported_players`. The accounts have the address
//!   [`IMPORT_ADDRESS`] and no password that can ever match: nobody can log in as them and
//!   no mail goes to them. The names as recorded are kept with the game and written back
//!   by export.
//! * Imported games are over and are not rated (nobody here played them).

use std::collections::HashMap;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use stratego_rules::{
    Army, Battle, Color, Game, Move, MoveRecord, Options, Phase, Piece, Square, Symbol,
};

use crate::handlers::{load_state, options_json, save_state};
use crate::store::{GameStatus, MoveRow, NewGame, Reader, StoreError, Tx};
use crate::strados2::{self, Record, RecordError, result_type};

/// The address of the accounts made for imported players (`.invalid` never delivers).
pub const IMPORT_ADDRESS: &str = "gravon-import@invalid";

/// The password hash of imported players: no PHC string, so no password verifies.
const NO_PASSWORD: &str = "!imported";

/// Why a record was not imported. The caller names the file.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file is not a readable record.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// An army of the field is not an army of the game.
    #[error("the {color} army of the field is not a {kind} army: {problem}")]
    Army {
        /// Whose.
        color: &'static str,
        /// The kind of game.
        kind: &'static str,
        /// What is wrong.
        problem: String,
    },
    /// A move the rules refuse.
    #[error("ply {ply} ({mv}) is illegal: {reason}")]
    Illegal {
        /// The ply (the record's move id).
        ply: usize,
        /// The move.
        mv: String,
        /// Why, as the rules say.
        reason: String,
    },
    /// No result: only finished games are imported.
    #[error("the record has no <result>: only finished games are imported")]
    NoResult,
    /// The result does not fit the moves.
    #[error("the record's result (type {kind}, winner {winner}) does not fit its moves: {why}")]
    Mismatch {
        /// The result type.
        kind: u8,
        /// The winner code.
        winner: u8,
        /// What the moves say.
        why: String,
    },
    /// The same file was imported before.
    #[error("this record was imported already, as game {0}")]
    Duplicate(i64),
    /// The file cannot be opened or read.
    #[error("cannot read it: {0}")]
    Read(#[from] std::io::Error),
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Reads the bytes of one record file, a pipe (`/dev/stdin`, `<(...)`) or a device as well
/// as a regular file, refusing one over [`strados2::MAX_RECORD_BYTES`] without reading all
/// of it. A pipe's size is not known before it is read, so it is not asked for.
///
/// # Errors
/// [`ImportError::Read`], or [`ImportError::Record`] for a file too large or empty.
pub fn read_record(path: &std::path::Path) -> Result<Vec<u8>, ImportError> {
    use std::io::Read;
    let limit = strados2::MAX_RECORD_BYTES;
    let file = std::fs::File::open(path)?;
    let regular = file.metadata()?.is_file();
    let mut bytes = Vec::new();
    (&file).take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(match file.metadata() {
            Ok(m) if regular => RecordError::TooLarge(m.len().max(limit + 1)),
            _ => RecordError::PipeTooLarge,
        }
        .into());
    }
    if bytes.is_empty() {
        return Err(RecordError::Empty(!regular).into());
    }
    Ok(bytes)
}

/// A game replayed from a record.
#[derive(Debug)]
pub struct Replayed {
    /// The game, over.
    pub game: Game,
    /// Its moves.
    pub records: Vec<MoveRecord>,
}

fn winner_code(w: Option<Color>) -> u8 {
    match w {
        Some(Color::Red) => 1,
        Some(Color::Blue) => 2,
        None => 3,
    }
}

/// The game at the start of `record`: both armies of its field deployed.
fn start(record: &Record, options: Options) -> Result<Game, ImportError> {
    let v = record.variant;
    let kind = strados2::type_name(v).unwrap_or("this");
    let mut pieces: HashMap<Square, Piece> = HashMap::new();
    for (sq, c) in v.squares().zip(record.field.chars()) {
        if let Some(p) = Piece::from_field_char(c) {
            if !v.is_setup_square(p.color, sq) {
                return Err(ImportError::Army {
                    color: p.color.name(),
                    kind,
                    problem: format!("a piece stands on {sq}, outside its setup rows"),
                });
            }
            pieces.insert(sq, p);
        }
    }
    let mut game = Game::new(v, options);
    for color in Color::ALL {
        let mut symbols = Vec::new();
        for sq in v.setup_squares(color) {
            match pieces.get(&sq) {
                Some(p) => symbols.push(Symbol::Piece(p.rank)),
                // Barrage and Duel leave most home squares empty.
                None if v.is_sparse() => symbols.push(Symbol::Empty),
                None => {
                    return Err(ImportError::Army {
                        color: color.name(),
                        kind,
                        problem: format!("{sq} is empty; the army fills its setup rows"),
                    });
                }
            }
        }
        let army = Army::from_symbols(v, symbols).map_err(|e| ImportError::Army {
            color: color.name(),
            kind,
            problem: e.to_string().replace('\n', " "),
        })?;
        game.deploy(color, &army, &mut rand::rng())
            .map_err(|e| ImportError::Army {
                color: color.name(),
                kind,
                problem: e.to_string(),
            })?;
    }
    Ok(game)
}

/// The rules to try next after a recorded move was refused for `reason` under `rules`
/// (the two-squares limit, the more-squares rule): the five-moves rule of older Gravon games
/// instead of three, or no more-squares rule, which records do not name. A recorded move is
/// the same whatever the other rule says, so each is relaxed at most once: three tries at
/// most. `None`: the move is illegal under the lenient rules too.
fn relaxed((twosquare, chase): (u8, bool), reason: &str) -> Option<(u8, bool)> {
    if twosquare == 3 && reason.starts_with("two-squares rule") {
        Some((5, chase))
    } else if chase && reason.starts_with("more-squares rule") {
        Some((twosquare, false))
    } else {
        None
    }
}

fn replay_with(record: &Record, twosquare: u8, chase: bool) -> Result<Replayed, ImportError> {
    let options = Options {
        twosquare,
        chase,
        ..Options::default()
    };
    let mut game = start(record, options)?;
    let mut records = Vec::with_capacity(record.moves.len());
    for (i, mv) in record.moves.iter().enumerate() {
        let illegal = |reason: String| ImportError::Illegal {
            ply: i + 1,
            mv: format!(
                "{}-{}",
                strados2::square_name(mv.from),
                strados2::square_name(mv.to)
            ),
            reason,
        };
        if let Phase::Over(o) = game.phase() {
            return Err(illegal(format!("the game was already over ({o})")));
        }
        match game.play(game.to_move(), *mv) {
            Ok(r) => records.push(r),
            Err(e) => return Err(illegal(e.to_string())),
        }
    }
    Ok(Replayed { game, records })
}

/// Replays `record` through the rules (three-, then five-moves rule; the more-squares rule
/// on, then off) and applies its result.
///
/// # Errors
/// [`ImportError`] naming the ply and the reason, or the result that does not fit.
pub fn replay(record: &Record) -> Result<Replayed, ImportError> {
    let mut rules = (3, true);
    let mut replayed = loop {
        let err = match replay_with(record, rules.0, rules.1) {
            Ok(replayed) => break replayed,
            Err(err) => err,
        };
        let next = match &err {
            ImportError::Illegal { reason, .. } => relaxed(rules, reason),
            _ => None,
        };
        rules = next.ok_or(err)?;
    };
    let (kind, winner) = record.result.ok_or(ImportError::NoResult)?;
    let game = &mut replayed.game;
    let mismatch = |why: String| ImportError::Mismatch {
        kind,
        winner: winner_code(winner),
        why,
    };
    match game.phase() {
        Phase::Over(o) => {
            if strados2::result_of(o, Some(kind)) != (kind, winner_code(winner)) {
                return Err(mismatch(format!(
                    "they end the game at ply {}: {o}",
                    game.ply()
                )));
            }
        }
        _ => {
            let ended = match (kind, winner) {
                (result_type::RESIGN, Some(w)) => game.resign(w.other()).map(drop),
                (result_type::DRAW_AGREED, None) => {
                    let c = game.to_move();
                    game.propose_draw(c)
                        .and_then(|()| game.accept_draw(c.other()).map(drop))
                }
                (t, Some(w)) if result_type::FORFEITS.contains(&t) => {
                    game.forfeit(w.other()).map(drop)
                }
                // Ended on the clock or by absence with no winner.
                (t, None) if result_type::FORFEITS.contains(&t) => game.abandon().map(drop),
                _ => {
                    return Err(mismatch(format!(
                        "after the last move (ply {}) the game is still in play",
                        game.ply()
                    )));
                }
            };
            ended.map_err(|e| mismatch(e.to_string()))?;
        }
    }
    Ok(replayed)
}

/// The account userid for a recorded player name, made if needed: one name is one account,
/// and two names are two (issue 27, item 11). The first choice is `gravon.<name>` (letters,
/// digits, `_ . -`; anything else `_`; cut to 20 characters); when that userid is taken,
/// by a real account or by another name ("Jörg" after "Jürg"), the name is cut shorter and
/// a short hash of it added (`gravon.J_rg-` and six hex digits), again until one is free.
/// Which account a name has is kept (`imported_players`): once given, it stays that name's,
/// whatever is imported or registered later. An empty name is nobody known: each gets an
/// account of its own (`gravon.anon-` and six hex digits).
fn player_account(tx: &Tx<'_>, name: &str, now: i64) -> Result<String, StoreError> {
    if !name.is_empty()
        && let Some(userid) = tx.imported_player(name)?
    {
        return Ok(userid);
    }
    let shown = if name.is_empty() { "anon" } else { name };
    let clean: String = shown
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let base: String = format!("gravon.{clean}").chars().take(20).collect();
    for n in 0u32.. {
        let userid = if n == 0 && !name.is_empty() {
            base.clone()
        } else {
            let hash = crate::hex::hex(&Sha256::digest(format!("{n}:{name}")));
            format!(
                "{}-{}",
                base.chars().take(13).collect::<String>(),
                &hash[..6]
            )
        };
        match tx.user(&userid) {
            Ok(_) => continue,
            Err(StoreError::NotFound { .. }) => {
                tx.create_user(&userid, IMPORT_ADDRESS, NO_PASSWORD, now)?;
                if !name.is_empty() {
                    tx.add_imported_player(name, &userid)?;
                }
                return Ok(userid);
            }
            Err(e) => return Err(e),
        }
    }
    unreachable!("some userid is free")
}

/// The digest of the game a record holds: of the record as our export writes it, so that
/// the same game has the same digest however its file was laid out, and an exported game
/// imported again is found (issue 27, item 12).
pub fn game_digest(record: &Record) -> String {
    let kind = strados2::type_name(record.variant).unwrap_or("?");
    let result = record.result.map(|(t, w)| (t, winner_code(w)));
    let players = [record.players[0].as_str(), record.players[1].as_str()];
    let xml = strados2::write(kind, &record.field, &record.moves, players, result);
    crate::hex::hex(&Sha256::digest(xml.as_bytes()))
}

/// Imports one record (the bytes of a file) as a finished game, in its own transaction;
/// returns the game's number and a line about it.
///
/// # Errors
/// [`ImportError`]; nothing is stored then.
pub fn import(
    store: &mut crate::store::Store,
    bytes: &[u8],
    now: i64,
) -> Result<(i64, String), ImportError> {
    let record = strados2::parse(bytes)?;
    let file_digest = crate::hex::hex(&Sha256::digest(bytes));
    let game_digest = game_digest(&record);
    // Known records are refused before the work of replaying them.
    let known = store.read(|r| -> Result<_, StoreError> {
        Ok(match r.imported_game(&file_digest)? {
            Some(id) => Some(id),
            None => r.imported_game(&game_digest)?,
        })
    })?;
    if let Some(id) = known {
        return Err(ImportError::Duplicate(id));
    }
    let Replayed { game, records } = replay(&record)?;
    store.write(|tx| -> Result<_, ImportError> {
        for digest in [&file_digest, &game_digest] {
            if let Some(id) = tx.imported_game(digest)? {
                return Err(ImportError::Duplicate(id));
            }
        }
        let red = player_account(tx, &record.players[0], now)?;
        let blue = player_account(tx, &record.players[1], now)?;
        let mut options: Value =
            serde_json::from_str(&options_json(game.variant(), game.options()))
                .expect("options_json is JSON");
        let (kind, _) = record.result.ok_or(ImportError::NoResult)?;
        options["strados2"] = json!({
            "players": record.players,
            "result": kind,
            "digest": file_digest,
        });
        let id = tx.insert_game(&NewGame {
            variant: game.variant().name().to_string(),
            options: options.to_string(),
            red,
            blue,
            status: GameStatus::Over,
            to_move: None,
            ply: i64::from(game.ply()),
            state: save_state(&game),
            now,
        })?;
        for digest in [&file_digest, &game_digest] {
            tx.add_imported_record(digest, id)?;
        }
        let mut row = tx.game(id)?;
        let outcome = game.outcome().expect("replay ends the game");
        row.result = Some(
            json!({"winner": outcome.winner.map(Color::as_str), "reason": outcome.reason.as_str()})
                .to_string(),
        );
        tx.update_game(&row)?;
        for r in &records {
            tx.append_move(&MoveRow::of(id, r, now))?;
        }
        Ok((
            id,
            format!(
                "game {id} ({}, {} plies, {}; {}-moves rule{}): {} against {}",
                game.variant().name(),
                game.ply(),
                outcome,
                game.options().twosquare,
                if game.options().chase {
                    ""
                } else {
                    ", more-squares rule off"
                },
                shown(&record.players[0]),
                shown(&record.players[1])
            ),
        ))
    })
}

/// A recorded name as the import's output shows it.
fn shown(name: &str) -> &str {
    if name.is_empty() { "(no name)" } else { name }
}

/// Why a game cannot be exported as StraDoS2.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The kind of game has no StraDoS2 form.
    #[error("game {0} is a {1} game, which has no StraDoS2 form (Gravon has no such game)")]
    NoForm(i64, &'static str),
    /// No field yet.
    #[error("game {0} is still in setup: there is no field to write yet")]
    Setup(i64),
    /// The stored moves do not lead back to a field.
    #[error("game {0}: the stored moves do not lead back to a starting field ({1})")]
    Broken(i64, String),
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// `export GAME --format strados2`: the game as a StraDoS2 record. The starting field is
/// found by taking the moves back from the position now (every battle names both ranks).
///
/// # Errors
/// [`ExportError`].
pub fn export(r: &Reader<'_>, id: i64) -> Result<String, ExportError> {
    let row = r.game(id)?;
    let game = load_state(&row)?;
    let v = game.variant();
    let kind = strados2::type_name(v).ok_or(ExportError::NoForm(id, v.name()))?;
    if matches!(game.phase(), Phase::Setup { .. }) {
        return Err(ExportError::Setup(id));
    }
    let moves = r.moves(id)?;
    let broken = |why: String| ExportError::Broken(id, why);
    let position = game.position_text();
    let mut field: Vec<char> = position
        .split_whitespace()
        .next()
        .unwrap_or("")
        .chars()
        .collect();
    let files = usize::from(v.files());
    let index = |sq: Square| usize::from(sq.rank()) * files + usize::from(sq.file());
    let mut played = Vec::with_capacity(moves.len());
    for m in moves.iter().rev() {
        let sq = |s: &str| s.parse::<Square>().map_err(|e| broken(e.to_string()));
        let (from, to) = (sq(&m.from_sq)?, sq(&m.to_sq)?);
        let mover = if m.player == "red" {
            Color::Red
        } else {
            Color::Blue
        };
        let battle: Option<Battle> = m
            .battle
            .as_deref()
            .map(serde_json::from_str)
            .transpose()
            .map_err(|e| broken(e.to_string()))?;
        let letter = |color, rank| Piece { color, rank }.field_char();
        match battle {
            None => {
                field[index(from)] = field[index(to)];
                field[index(to)] = 'A';
            }
            Some(b) => {
                field[index(from)] = letter(mover, b.attacker);
                field[index(to)] = letter(mover.other(), b.defender);
            }
        }
        played.push(Move { from, to });
    }
    played.reverse();
    let field: String = field.into_iter().collect();
    let options: Value = serde_json::from_str(&row.options).unwrap_or_default();
    let imported = &options["strados2"];
    let names = [r.user(&row.red)?.userid, r.user(&row.blue)?.userid];
    let players = [0, 1].map(|i| {
        imported["players"][i]
            .as_str()
            .map_or_else(|| names[i].clone(), str::to_string)
    });
    let result = game.outcome().map(|o| {
        strados2::result_of(
            o,
            imported["result"]
                .as_u64()
                .and_then(|t| u8::try_from(t).ok()),
        )
    });
    Ok(strados2::write(
        kind,
        &field,
        &played,
        [&players[0], &players[1]],
        result,
    ))
}

#[cfg(test)]
mod tests {
    use super::relaxed;
    use stratego_rules::{Color, IllegalMove, Move, Rank, Square};

    #[test]
    fn each_rule_is_relaxed_once_and_only_for_its_own_refusal() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let mv = Move {
            from: sq("a4"),
            to: sq("b4"),
        };
        // The reasons as the rules crate words them.
        let two = IllegalMove::TwoSquares {
            noun: "piece",
            mv,
            count: 4,
            limit: 3,
            a: sq("a4"),
            b: sq("b4"),
        }
        .to_string();
        assert_eq!(relaxed((3, true), &two), Some((5, true)));
        assert_eq!(relaxed((3, false), &two), Some((5, false)));
        assert_eq!(relaxed((5, true), &two), None);
        let chase = IllegalMove::Chase {
            mv,
            rank: Rank::General,
            chased: vec![sq("b5")],
            since: 3,
            back: None,
        }
        .to_string();
        assert_eq!(relaxed((3, true), &chase), Some((3, false)));
        assert_eq!(relaxed((5, true), &chase), Some((5, false)));
        assert_eq!(relaxed((5, false), &chase), None);
        let other = IllegalMove::NotYourTurn(Color::Red).to_string();
        assert_eq!(relaxed((3, true), &other), None);
    }
}
