//! The words of a board in the reader's language (`locales/*/board.ftl`, `pieces.ftl`,
//! `battle.ftl`, `result.ftl`): [`Lang`] is the rules crate's [`Words`], so
//! `render_in(&view, flip, &lang)` draws a board for its reader.

use stratego_rules::{
    BattleStory, Color, EndReason, Fell, Labels, Outcome, Rank, Square, Variant, Viewer, Words,
};

use super::Lang;
use crate::t;

/// `red` or `blue`, as the messages select a side.
fn key(c: Color) -> &'static str {
    c.as_str()
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn viewer_key(v: Viewer) -> &'static str {
    match v {
        Viewer::Player(c) => key(c),
        Viewer::Observer => "observer",
        Viewer::Referee => "referee",
    }
}

/// A side's name in `lang`: Red, Rot, Rood.
pub fn side(lang: Lang, c: Color) -> String {
    t!(lang, "side", side = key(c))
}

/// A rank's name in `lang` (Marshal, Feldmarschall, Maarschalk).
pub fn piece_name(lang: Lang, r: Rank) -> String {
    // The digits go in as numbers: `[1]` is a number's variant.
    match r.char().to_digit(10) {
        Some(d) => t!(lang, "piece-name", rank = d),
        None => t!(lang, "piece-name", rank = r.char().to_string()),
    }
}

/// The result of a game in `lang`, the winner and loser named by `name` (a side, or a
/// player and side): `Red wins: flag captured`. `setup` is true for a game that ended
/// before its first move (no winner then means both lost by forfeit).
pub fn outcome_in(
    lang: Lang,
    o: &Outcome,
    setup: bool,
    name: &dyn Fn(Color, bool) -> String,
) -> String {
    let reason = match o.reason {
        EndReason::Forfeit if o.winner.is_none() && setup => "setup-forfeit",
        r => r.as_str(),
    };
    let (winner, loser) = match o.winner {
        Some(w) => (name(w, true), name(w.other(), false)),
        None => ("none".to_string(), "none".to_string()),
    };
    t!(
        lang,
        "result",
        winner = winner,
        loser = loser,
        reason = reason
    )
}

/// A sentence with a capital first letter (the messages start with a piece: "your 9").
fn capital(s: String) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(f) => f.to_uppercase().collect::<String>() + chars.as_str(),
        None => s,
    }
}

/// A piece of a battle: `(kind, rank)` as `-battle-rank` takes them.
fn kind(r: Rank) -> (&'static str, String) {
    match r {
        Rank::Spy => ("spy", String::new()),
        Rank::Bomb => ("bomb", String::new()),
        Rank::Flag => ("flag", String::new()),
        _ if r.tile_values().is_some() => ("tile", r.word()),
        _ => ("digit", r.word()),
    }
}

impl Words for Lang {
    fn labels(&self) -> Labels {
        let lang = *self;
        Labels {
            ranks: Rank::ALL.map(|r| piece_name(lang, r)),
            tile: t!(lang, "piece-tile"),
            owners: [t!(lang, "board-cell.red"), t!(lang, "board-cell.blue")],
            unknown: t!(lang, "board-cell.unknown"),
            lake: t!(lang, "board-cell.lake"),
            empty: t!(lang, "board-cell.empty"),
            moved: t!(lang, "board-cell.moved"),
            known: t!(lang, "board-cell.known"),
            last_move: t!(lang, "board-cell.last-move"),
            table: [t!(lang, "board-table.rank"), t!(lang, "board-table.count")],
        }
    }

    fn side(&self, c: Color) -> String {
        side(*self, c)
    }

    fn viewer_line(&self, viewer: Viewer, red: &str, blue: &str) -> String {
        t!(
            *self,
            "board-viewer",
            viewer = viewer_key(viewer),
            red = red,
            blue = blue
        )
    }

    fn last_move(&self, player: Color, from: Square, to: Square, ply: u32) -> String {
        t!(
            *self,
            "board-last-move",
            side = side(*self, player),
            from = from.to_string(),
            to = to.to_string(),
            ply = ply
        )
    }

    fn battle(
        &self,
        story: &BattleStory,
        mover: Color,
        yours: Option<Color>,
        squares: Option<(Square, Square)>,
    ) -> String {
        battle_in(*self, story, mover, yours, squares)
    }

    fn setting_up(&self, deployed: [bool; 2]) -> String {
        t!(
            *self,
            "board-setting-up",
            red = yes(deployed[0]),
            blue = yes(deployed[1])
        )
    }

    fn to_play(&self, you: bool, to_move: Color, next: u32, offer: Option<Color>) -> String {
        let mut s = t!(
            *self,
            "board-to-play",
            you = yes(you),
            side = side(*self, to_move),
            next = next
        );
        if let Some(c) = offer {
            s.push(' ');
            s.push_str(&t!(*self, "board-draw-offered", side = side(*self, c)));
        }
        s
    }

    fn game_over(&self, o: &Outcome, ply: u32) -> String {
        let lang = *self;
        let result = outcome_in(lang, o, ply == 0, &|c, _| side(lang, c));
        t!(lang, "board-game-over", result = result)
    }

    fn lost(&self, c: Color, pieces: &str) -> String {
        if pieces.is_empty() {
            t!(*self, "board-lost-none", side = side(*self, c))
        } else {
            t!(*self, "board-lost", side = side(*self, c), pieces = pieces)
        }
    }

    fn unseen(&self, c: Color, by_you: bool) -> String {
        t!(
            *self,
            "board-unseen",
            side = side(*self, c),
            by_you = yes(by_you)
        )
    }

    fn legend(&self, v: Variant, ranks: &str, last_move: bool) -> String {
        let nb = "\u{1}";
        let mut text = if v.is_dealt() {
            t!(*self, "board-legend-tiles", nb = nb)
        } else {
            t!(*self, "board-legend", ranks = ranks, nb = nb)
        };
        if last_move {
            text.push(' ');
            text.push_str(&t!(*self, "board-legend-last-move"));
        }
        text
    }

    fn html_legend(&self, v: Variant, ranks: &str, frame: Option<&str>) -> String {
        let mut text = if v.is_dealt() {
            t!(*self, "board-html-legend-tiles")
        } else {
            t!(*self, "board-html-legend", ranks = ranks)
        };
        if let Some(frame) = frame {
            text.push(' ');
            text.push_str(&t!(*self, "board-html-legend-last-move", frame = frame));
        }
        text
    }

    fn frame(&self) -> String {
        t!(*self, "board-html-legend-frame")
    }

    fn board_label(&self, viewer: Viewer) -> String {
        t!(*self, "board-label", viewer = viewer_key(viewer))
    }
}

/// The sentence of a battle in `lang` (see [`Words::battle`]).
pub fn battle_in(
    lang: Lang,
    story: &BattleStory,
    mover: Color,
    yours: Option<Color>,
    squares: Option<(Square, Square)>,
) -> String {
    let b = story.battle;
    let owner = |c: Color| if yours == Some(c) { "you" } else { "other" };
    // A piece of side `c` (`target`: the one struck), at `square` when given.
    let piece = |c: Color, r: Rank, target: bool, square: Option<Square>| {
        let (kind, rank) = kind(r);
        let (o, s) = (owner(c), side(lang, c));
        match (target, square) {
            (false, None) => t!(
                lang,
                "battle-piece",
                owner = o,
                side = s,
                kind = kind,
                rank = rank
            ),
            (false, Some(sq)) => t!(
                lang,
                "battle-piece-at",
                owner = o,
                side = s,
                kind = kind,
                rank = rank,
                square = sq.to_string()
            ),
            (true, None) => t!(
                lang,
                "battle-target",
                owner = o,
                side = s,
                kind = kind,
                rank = rank
            ),
            (true, Some(sq)) => t!(
                lang,
                "battle-target-at",
                owner = o,
                side = s,
                kind = kind,
                rank = rank,
                square = sq.to_string()
            ),
        }
    };
    let them = mover.other();
    let (from, to) = (squares.map(|s| s.0), squares.map(|s| s.1));
    let flag = |c: Color| t!(lang, "battle-flag", owner = owner(c), side = side(lang, c));
    let sentence = match story.fell {
        Fell::FlagCaptured { attacker_too } => {
            let (o, s) = (owner(them), side(lang, them));
            let taken = match (story.flag_piece(), to) {
                (Some(tile), Some(sq)) => t!(
                    lang,
                    "battle-flag-tile-at",
                    owner = o,
                    side = s,
                    tile = tile,
                    square = sq.to_string()
                ),
                (Some(tile), None) => {
                    t!(lang, "battle-flag-tile", owner = o, side = s, tile = tile)
                }
                (None, Some(sq)) => t!(
                    lang,
                    "battle-flag-at",
                    owner = o,
                    side = s,
                    square = sq.to_string()
                ),
                (None, None) => flag(them),
            };
            let attacker = piece(mover, b.attacker, false, None);
            if attacker_too {
                t!(
                    lang,
                    "battle-captured-and-fell",
                    attacker = attacker,
                    flag = taken
                )
            } else {
                t!(lang, "battle-captured", attacker = attacker, flag = taken)
            }
        }
        Fell::FlagLost {
            defender_too: false,
        } => t!(
            lang,
            "battle-struck-and-fell",
            attacker = piece(mover, b.attacker, false, from),
            defender = piece(them, b.defender, true, to),
            flag = flag(mover)
        ),
        fell => {
            let (result, lost) = match fell {
                Fell::Defender => ("defender", piece(them, b.defender, false, None)),
                Fell::Attacker => ("attacker", piece(mover, b.attacker, false, None)),
                Fell::FlagLost { .. } => ("flag-lost-both", String::new()),
                Fell::BothFlags => ("both-flags", String::new()),
                _ => ("both", String::new()),
            };
            t!(
                lang,
                "battle-struck",
                attacker = piece(mover, b.attacker, false, from),
                defender = piece(them, b.defender, true, to),
                result = result,
                lost = lost,
                flag = flag(mover)
            )
        }
    };
    capital(sentence)
}

#[cfg(test)]
mod tests;
