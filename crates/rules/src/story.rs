//! What a battle did, as the mails tell it: one model for every place that words a battle
//! (the board mail's sentence, drawn in `render` and `html`, and the short clause of a robot
//! game's event line, drawn by the server). The model knows the game's Flag, the piece whose
//! loss ends the game ([`crate::VariantSpec::flag`]: the Flag, or Domino's [6-6]), so a
//! fallen [6-6] is told as a flag captured or lost, never as a tile lost like any other.

use crate::{Battle, BattleResult, Rank, Variant};

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

    /// The short clause of a robot game's event line, with neither owners nor squares
    /// (`miner struck bomb, the bomb lost`; `tile [0-0] struck tile [6-6], the flag is
    /// taken`). "its" is the mover's.
    pub fn short(&self) -> String {
        let word = |r: Rank| r.name().to_lowercase();
        let (attacker, defender) = (word(self.battle.attacker), word(self.battle.defender));
        let result = match self.fell {
            Fell::Defender => format!("the {defender} lost"),
            Fell::Attacker => format!("the {attacker} lost"),
            Fell::Both => "both lost".to_string(),
            Fell::FlagCaptured {
                attacker_too: false,
            } => "the flag is taken".to_string(),
            Fell::FlagCaptured { attacker_too: true } => "both lost, the flag is taken".to_string(),
            Fell::FlagLost {
                defender_too: false,
            } => "its own flag is lost".to_string(),
            Fell::FlagLost { defender_too: true } => {
                "both lost, its own flag among them".to_string()
            }
            Fell::BothFlags => "both flags lost".to_string(),
        };
        format!("{attacker} struck {defender}, {result}")
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
