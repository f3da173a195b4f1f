//! What a battle did, as the mails tell it: one model and one sentence for every place that
//! words a battle (the board mail, drawn in `render` and `html`; a robot game's event line
//! and the history, drawn by the server). The model knows the game's Flag, the piece whose
//! loss ends the game ([`crate::VariantSpec::flag`]: the Flag, or Domino's [6-6]), so a
//! fallen [6-6] is told as a flag captured or lost, never as a tile lost like any other.

use crate::{Battle, BattleResult, Color, Rank, Square, Variant};

/// What fell in a battle, with the game's Flag told apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Fell {
    /// The defender, an ordinary piece.
    Defender,
    /// The attacker, an ordinary piece.
    Attacker,
    /// Both, neither of them a Flag.
    Both,
    /// The defender was the game's Flag: the attacker captured it (and, `attacker_too`,
    /// fell with it: in Domino a tile attacking with 6 and the [6-6] both go).
    FlagCaptured {
        /// The attacker fell as well.
        attacker_too: bool,
    },
    /// The attacker was the game's Flag and fell (Domino: the [6-6] struck the [0-0], or,
    /// `defender_too`, a tile defending with 6, and both went).
    FlagLost {
        /// The defender fell as well.
        defender_too: bool,
    },
    /// Both Flags fell in one battle (Domino: a [6-6] struck the other): a draw.
    BothFlags,
}

/// A battle and what it did, in the terms of its game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BattleStory {
    /// The battle as both players saw it.
    pub battle: Battle,
    /// What fell.
    pub fell: Fell,
    /// The game's Flag.
    flag: Rank,
}

impl BattleStory {
    /// The story of `battle` in a game of `variant`.
    pub fn new(battle: Battle, variant: Variant) -> BattleStory {
        let flag = variant.spec().flag;
        let fell = match battle.flags_fallen(flag) {
            (true, true) => Fell::BothFlags,
            (false, true) => Fell::FlagCaptured {
                attacker_too: battle.winner == BattleResult::BothLost,
            },
            (true, false) => Fell::FlagLost {
                defender_too: battle.winner == BattleResult::BothLost,
            },
            (false, false) => match battle.winner {
                BattleResult::AttackerWon => Fell::Defender,
                BattleResult::DefenderWon => Fell::Attacker,
                BattleResult::BothLost => Fell::Both,
            },
        };
        BattleStory { battle, fell, flag }
    }

    /// What the Flag is, where it is not a piece called Flag: Domino's `[6-6]`; `None` in
    /// the ranked games, whose Flag is named by the word "flag" alone.
    pub fn flag_piece(&self) -> Option<String> {
        self.flag.tile_values().map(|(a, d)| format!("[{a}-{d}]"))
    }

    /// The one sentence of a battle, in every mail that tells one (the board, the robot's
    /// event line, the history): `Your 9 at e6 struck Blue's bomb at e7: your 9 lost.`
    /// `owner` names a side's pieces ("your", "Blue's"); `mover` struck; `squares` (from,
    /// to) are named where the sentence stands alone, and left out under a move line.
    pub fn sentence(
        &self,
        owner: &dyn Fn(Color) -> String,
        mover: Color,
        squares: Option<(Square, Square)>,
    ) -> String {
        let b = self.battle;
        let (mine, theirs) = (owner(mover), owner(mover.other()));
        let (at_from, at_to) = squares.map_or((String::new(), String::new()), |(f, t)| {
            (format!(" at {f}"), format!(" at {t}"))
        });
        let attacker = format!("{mine} {}{at_from}", b.attacker.word());
        let defender = format!("{theirs} {}{at_to}", b.defender.word());
        let cap = |s: String| {
            let mut c = s.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        };
        // Where the Flag is a tile, the capture names it: "your flag, the [6-6], at a3".
        let place = match (self.flag_piece(), at_to.is_empty()) {
            (Some(p), false) => format!(", the {p},{at_to}"),
            (Some(p), true) => format!(", the {p}"),
            (None, _) => at_to.clone(),
        };
        let captured = |also: &str| {
            cap(format!(
                "{mine} {} captured {theirs} flag{place}{also}.",
                b.attacker.word()
            ))
        };
        let result = match self.fell {
            Fell::FlagCaptured {
                attacker_too: false,
            } => return captured(""),
            Fell::FlagCaptured { attacker_too: true } => return captured(" and was lost with it"),
            Fell::FlagLost {
                defender_too: false,
            } => {
                return cap(format!(
                    "{attacker} struck {defender} and fell: {mine} flag is lost."
                ));
            }
            Fell::FlagLost { defender_too: true } => format!("both lost, {mine} flag among them"),
            Fell::BothFlags => "both flags lost".to_string(),
            Fell::Defender => format!("{theirs} {} lost", b.defender.word()),
            Fell::Attacker => format!("{mine} {} lost", b.attacker.word()),
            Fell::Both => "both lost".to_string(),
        };
        cap(format!("{attacker} struck {defender}: {result}."))
    }

    /// [`BattleStory::sentence`] for everyone: the sides by colour ("Red's 9").
    pub fn told(&self, mover: Color, squares: Option<(Square, Square)>) -> String {
        self.sentence(&|c| format!("{}'s", c.name()), mover, squares)
    }
}

impl Battle {
    /// Whether the attacker's and the defender's `flag` (the game's Flag) fell in this
    /// battle: whoever loses its Flag loses the game, whether it struck or was struck.
    pub fn flags_fallen(self, flag: Rank) -> (bool, bool) {
        (
            self.attacker == flag && self.winner != BattleResult::AttackerWon,
            self.defender == flag && self.winner != BattleResult::DefenderWon,
        )
    }
}
