//! The rules' refusals in the reader's language (`locales/*/errors.ftl`): an illegal move,
//! an army that cannot be used, a setup step, a draw or resignation at the wrong time, a
//! challenge option.
//!
//! The rules crate stays free of words for people: its errors carry the offending input,
//! and their English `Display` is for logs and tests. Here each variant is worded from its
//! fields, in a `match` without a catch-all, so that a new variant does not compile until it
//! has its words.

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberType};
use stratego_rules::{
    ActionError, ArmyError, ArmyProblem, Color, IllegalMove, Move, OptionError, ParseMoveError,
    ParseSquareError, Rank, SetupError, Square, army_table,
};

use super::{Lang, Refused};
use crate::t;

/// How the messages select a rank: `marshal` ... `flag`, or `tile`.
fn rank_key(rank: Rank) -> &'static str {
    const KEYS: [&str; 12] = [
        "marshal",
        "general",
        "colonel",
        "major",
        "captain",
        "lieutenant",
        "sergeant",
        "miner",
        "scout",
        "spy",
        "bomb",
        "flag",
    ];
    match rank.tile_values() {
        Some(_) => "tile",
        None => KEYS[rank.index()],
    }
}

/// A Domino tile as its two digits, attack first (`5-3`).
fn tile(rank: Rank) -> String {
    match rank.tile_values() {
        Some((a, d)) => format!("{a}-{d}"),
        None => rank.to_string(),
    }
}

/// `n` as an ordinal number, so that the message picks `4th`.
fn ordinal(n: u8) -> FluentValue<'static> {
    let options = FluentNumberOptions {
        r#type: FluentNumberType::Ordinal,
        ..FluentNumberOptions::default()
    };
    FluentValue::Number(FluentNumber::new(f64::from(n), options))
}

fn color(lang: Lang, c: Color) -> String {
    let key = match c {
        Color::Red => "red",
        Color::Blue => "blue",
    };
    t!(lang, "errors-color", color = key)
}

/// `the enemy pieces on f6, g7 and a1`.
fn chased(lang: Lang, squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    let (init, last) = match names.split_last() {
        Some((last, init)) => (init.join(", "), last.clone()),
        None => (String::new(), String::new()),
    };
    t!(
        lang,
        "errors-chased",
        count = names.len(),
        init = init,
        last = last
    )
}

/// Why `mv` may not be played, as one sentence that names the move once.
pub fn move_words(lang: Lang, mv: Move, e: &IllegalMove) -> String {
    let m = mv.to_string();
    match e {
        IllegalMove::NotStarted => t!(lang, "errors-move-not-started", mv = m),
        IllegalMove::Over => t!(lang, "errors-move-over", mv = m),
        IllegalMove::NotYourTurn(c) => t!(
            lang,
            "errors-move-not-your-turn",
            color = color(lang, *c),
            mv = m
        ),
        IllegalMove::OffBoard(sq) => {
            t!(
                lang,
                "errors-move-off-board",
                square = sq.to_string(),
                mv = m
            )
        }
        IllegalMove::Empty(sq) => t!(lang, "errors-move-empty", square = sq.to_string(), mv = m),
        IllegalMove::NotYours { square, noun } => t!(
            lang,
            "errors-move-not-yours",
            noun = *noun,
            square = square.to_string(),
            mv = m
        ),
        IllegalMove::Immovable { square, rank } => t!(
            lang,
            "errors-move-immovable",
            rank = rank_key(*rank),
            square = square.to_string(),
            mv = m
        ),
        IllegalMove::SameSquare(_) => t!(lang, "errors-move-same-square", mv = m),
        IllegalMove::NotStraight { mv: _, noun } => {
            t!(lang, "errors-move-not-straight", noun = *noun, mv = m)
        }
        IllegalMove::Lake(sq) => t!(lang, "errors-move-lake", square = sq.to_string(), mv = m),
        IllegalMove::OwnPiece { to, noun } => t!(
            lang,
            "errors-move-own-piece",
            to = to.to_string(),
            noun = *noun,
            mv = m
        ),
        IllegalMove::TooFar { mv: _, rank } => t!(
            lang,
            "errors-move-too-far",
            piece = t!(
                lang,
                "errors-your-piece.start",
                rank = rank_key(*rank),
                tile = tile(*rank)
            ),
            rank = rank_key(*rank),
            mv = m
        ),
        IllegalMove::Blocked { mv: _, at } => {
            t!(lang, "errors-move-blocked", at = at.to_string(), mv = m)
        }
        IllegalMove::ScoutStrike(_) => t!(lang, "errors-move-scout-strike", mv = m),
        IllegalMove::TwoSquares {
            noun,
            mv: _,
            count,
            limit,
            a,
            b,
        } => t!(
            lang,
            "errors-move-two-squares",
            mv = m,
            count = ordinal(*count),
            noun = *noun,
            a = a.to_string(),
            b = b.to_string(),
            limit = *limit
        ),
        IllegalMove::Chase {
            mv: _,
            rank,
            chased: squares,
            since,
            back,
        } => t!(
            lang,
            "errors-move-chase",
            piece = t!(
                lang,
                "errors-your-piece",
                rank = rank_key(*rank),
                tile = tile(*rank)
            ),
            from = mv.from.to_string(),
            chased = chased(lang, squares),
            since = *since,
            mv = m,
            back = back.map_or(String::new(), |b| {
                t!(lang, "errors-move-chase-back", back = b.to_string())
            })
        ),
    }
}

/// A move the rules do not allow, with the rules' reason.
pub fn illegal_move(lang: Lang, mv: Move, e: &IllegalMove) -> Refused {
    Refused::new(t!(lang, "errors-illegal-move"), move_words(lang, mv, e))
}

/// A move sent while the opponent (`to_move`) is to move: not a wrong move but a wrong
/// moment.
pub fn not_your_turn(lang: Lang, mv: Move, to_move: &str) -> Refused {
    Refused::new(
        t!(lang, "errors-not-your-turn"),
        t!(
            lang,
            "errors-not-your-turn.detail",
            opponent = to_move,
            mv = mv.to_string()
        ),
    )
}

/// A move marked `#n` when another ply is next.
pub fn stale_move(lang: Lang, mv: Move, n: u32, game: i64, next: u32) -> Refused {
    Refused::new(
        t!(lang, "errors-stale-move"),
        t!(
            lang,
            "errors-stale-move.detail",
            mv = mv.to_string(),
            n = n,
            game = game,
            next = next
        ),
    )
}

/// Why the armies can no longer change: the game started `ply` moves ago.
pub fn armies_fixed(lang: Lang, ply: u32) -> String {
    t!(lang, "errors-armies-fixed", count = ply)
}

/// Why the armies can no longer change: the game is over.
pub fn game_over(lang: Lang) -> String {
    t!(lang, "errors-game-over")
}

/// An army sent after the game started, or after it ended (`why`: [`armies_fixed`] or
/// [`game_over`]).
pub fn setup_closed(lang: Lang, why: String) -> Refused {
    Refused::new(t!(lang, "errors-setup-closed"), why)
}

/// Why a setup step was refused, as a sentence.
pub fn setup_words(lang: Lang, e: &SetupError) -> String {
    match e {
        SetupError::Started => t!(lang, "errors-setup-started"),
        SetupError::Over => t!(lang, "errors-setup-over"),
        SetupError::WrongVariant { army, game } => t!(
            lang,
            "errors-setup-wrong-variant",
            army = army.name(),
            game = game.name()
        ),
        SetupError::NoDeal => t!(lang, "errors-setup-no-deal"),
        SetupError::NotDealt(rank) => t!(lang, "errors-setup-not-dealt", tile = tile(*rank)),
        SetupError::NotDeployed => t!(lang, "errors-setup-not-deployed"),
        SetupError::NotYourSetupSquare(sq) => {
            t!(
                lang,
                "errors-setup-not-your-square",
                square = sq.to_string()
            )
        }
        SetupError::SameSquare => t!(lang, "errors-setup-same-square"),
    }
}

/// An army the rules refuse to set out.
pub fn cannot_deploy(lang: Lang, e: &SetupError) -> Refused {
    Refused::new(t!(lang, "errors-cannot-deploy"), setup_words(lang, e))
}

/// A swap the rules refuse.
pub fn cannot_swap(lang: Lang, e: &SetupError) -> Refused {
    Refused::new(t!(lang, "errors-cannot-swap"), setup_words(lang, e))
}

/// A draw offer, answer or resignation the rules refuse now.
pub fn not_possible_now(lang: Lang, e: &ActionError) -> Refused {
    let why = match e {
        ActionError::Over => t!(lang, "errors-action-over"),
        ActionError::NotStarted => t!(lang, "errors-action-not-started"),
        ActionError::NoOffer => t!(lang, "errors-action-no-offer"),
        ActionError::AlreadyOffered => t!(lang, "errors-action-already-offered"),
    };
    Refused::new(t!(lang, "errors-not-possible-now"), why)
}

/// One thing wrong with an army.
pub fn army_problem(lang: Lang, p: &ArmyProblem) -> String {
    match p {
        ArmyProblem::TooFewSymbols { found, expected } => t!(
            lang,
            "errors-army-too-few-symbols",
            found = *found,
            expected = *expected
        ),
        ArmyProblem::PieceCount { found, expected } => t!(
            lang,
            "errors-army-piece-count",
            found = *found,
            expected = *expected
        ),
        ArmyProblem::UnknownSymbol {
            symbol,
            line,
            sparse,
        } => t!(
            lang,
            "errors-army-unknown-symbol",
            line = *line,
            symbol = symbol.to_string(),
            sparse = if *sparse { "yes" } else { "no" }
        ),
        ArmyProblem::TooMany {
            rank,
            expected,
            found,
        } => t!(
            lang,
            "errors-army-too-many",
            pieces = t!(lang, "errors-pieces", rank = rank_key(*rank)),
            symbol = rank.char().to_string(),
            found = *found,
            expected = *expected
        ),
        ArmyProblem::TooFew {
            rank,
            expected,
            found,
        } => t!(
            lang,
            "errors-army-too-few",
            pieces = t!(lang, "errors-pieces", rank = rank_key(*rank)),
            symbol = rank.char().to_string(),
            found = *found,
            expected = *expected
        ),
        ArmyProblem::NoRoom { missing, jokers } => t!(
            lang,
            "errors-army-no-room",
            missing = *missing,
            jokers = *jokers
        ),
        ArmyProblem::UnknownTileSymbol { symbol, line } => t!(
            lang,
            "errors-army-unknown-tile-symbol",
            line = *line,
            symbol = symbol.to_string()
        ),
        ArmyProblem::TileTwice { tile: t } => {
            t!(lang, "errors-army-tile-twice", tile = tile(*t))
        }
        ArmyProblem::NotDealt { tile: t } => t!(lang, "errors-army-not-dealt", tile = tile(*t)),
        ArmyProblem::TooManyTiles { found, expected } => t!(
            lang,
            "errors-army-too-many-tiles",
            found = *found,
            expected = *expected
        ),
        ArmyProblem::More(n) => t!(lang, "errors-army-more", count = *n),
    }
}

/// Everything wrong with an army, then how an army is written. Each paragraph is one line;
/// the problems are a list of block lines.
pub fn army_words(lang: Lang, e: &ArmyError) -> String {
    let mut out = t!(lang, "errors-army-problems", count = e.problems.len()) + "\n";
    for p in &e.problems {
        out.push_str(&format!("  - {}\n", army_problem(lang, p)));
    }
    let v = e.variant;
    let spec = v.spec();
    let (size, rows, files) = (v.setup_size(), spec.setup_rows, spec.files);
    if v.is_dealt() {
        out.push_str(&t!(
            lang,
            "errors-army-help-tiles",
            size = size,
            rows = rows,
            files = files
        ));
        if let Some(deal) = e.deal {
            out.push('\n');
            out.push_str(&t!(lang, "errors-army-your-tiles", deal = deal.to_string()));
        }
        return out;
    }
    out.push_str(&t!(
        lang,
        "errors-army-help",
        size = size,
        rows = rows,
        files = files,
        table = army_table(v)
    ));
    if v.is_sparse() {
        out.push('\n');
        out.push_str(&t!(
            lang,
            "errors-army-help-sparse",
            pieces = v.army_size(),
            squares = size
        ));
    }
    out
}

/// An army that could not be used: every problem, then what happened to the army.
pub fn bad_army(lang: Lang, e: &ArmyError, deployed_before: bool) -> Refused {
    let previous = if deployed_before {
        t!(lang, "errors-army-kept")
    } else {
        t!(lang, "errors-army-none")
    };
    Refused::new(
        t!(lang, "errors-bad-army"),
        format!("{}\n\n{previous}", army_words(lang, e)),
    )
}

/// A challenge option the rules refuse.
pub fn bad_option(lang: Lang, e: &OptionError) -> Refused {
    Refused::new(t!(lang, "errors-bad-option"), option_words(lang, e))
}

/// What is wrong with a game's option, starting in lower case (`unknown option '-x': ...`).
pub fn option_words(lang: Lang, e: &OptionError) -> String {
    match e {
        OptionError::Unknown(option) => {
            t!(lang, "errors-option-unknown", option = option.as_str())
        }
        OptionError::BadNumber {
            option,
            min,
            max,
            example,
        } => t!(
            lang,
            "errors-option-number",
            option = option.as_str(),
            min = *min,
            max = *max,
            example = *example
        ),
        OptionError::BadReveal => t!(lang, "errors-option-reveal"),
        OptionError::BadChase => t!(lang, "errors-option-chase"),
        OptionError::NagAfterForfeit {
            nag,
            forfeit,
            nag_given,
        } => {
            let shorter = forfeit.saturating_sub(1);
            let how = match (shorter, nag_given) {
                (0, _) => "short",
                (_, true) => "given",
                (_, false) => "default",
            };
            t!(
                lang,
                "errors-option-nag",
                nag = *nag,
                forfeit = *forfeit,
                shorter = shorter,
                how = how
            )
        }
        OptionError::Conflict { first, second } => t!(
            lang,
            "errors-option-conflict",
            first = first.as_str(),
            second = second.as_str()
        ),
    }
}

/// A word that is no square.
pub fn parse_square(lang: Lang, e: &ParseSquareError) -> String {
    t!(lang, "errors-parse-square", text = e.0.as_str())
}

/// A text that is no move.
pub fn parse_move(lang: Lang, e: &ParseMoveError) -> String {
    t!(lang, "errors-parse-move", text = e.0.as_str())
}

#[cfg(test)]
mod tests;
