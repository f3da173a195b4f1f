//! Colour allocation (C.04.3 article 5, E.1-E.5): who of a pair gets White.

use super::state::Entrant;
use crate::league::pairing::Colour;

/// Whether two preferences can both be met: they differ, or one of them is none.
pub fn compatible(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none()
}

/// E.1-E.4: the colour `player` gets against `opponent`, if the preferences and the
/// colour histories decide it.
fn decided(player: &Entrant, opponent: &Entrant) -> Option<Colour> {
    if compatible(player.preference, opponent.preference) {
        // E.1: both preferences met.
        return player.preference.or(opponent.preference.map(Colour::other));
    }
    // E.2: the stronger preference: absolute before strong, the larger imbalance first.
    if player.absolute() && (player.imbalance > opponent.imbalance || !opponent.absolute()) {
        return player.preference;
    }
    if opponent.absolute() && (opponent.imbalance > player.imbalance || !player.absolute()) {
        return opponent.preference.map(Colour::other);
    }
    if player.strong && !opponent.strong {
        return player.preference;
    }
    if opponent.strong && !player.strong {
        return opponent.preference.map(Colour::other);
    }
    // E.3: alternate from the latest round in which their colours differed.
    let mut mine = player.history.iter().rev();
    let mut theirs = opponent.history.iter().rev();
    loop {
        match (mine.next(), theirs.next()) {
            (Some(a), Some(b)) if a == b => continue,
            (Some(_), Some(b)) => return Some(*b),
            _ => return None,
        }
    }
}

/// Whether `a` ranks below `b`: a lower score, or the same score and a later place.
pub fn ranks_below(a: &Entrant, b: &Entrant) -> bool {
    (a.score, b.rank) < (b.score, a.rank)
}

/// The colour `player` gets against `opponent`: E.1-E.4, then E.5: the higher ranked
/// player's preference, or with no preference at all the initial colour by the parity of
/// the higher ranked player's place.
pub fn colour_of(player: &Entrant, opponent: &Entrant, initial: Colour) -> Colour {
    if let Some(colour) = decided(player, opponent) {
        return colour;
    }
    let lower = ranks_below(player, opponent);
    match (player.preference, lower) {
        (None, true) => {
            if opponent.rank % 2 == 1 {
                initial
            } else {
                initial.other()
            }
        }
        (None, false) => {
            if player.rank % 2 == 1 {
                initial.other()
            } else {
                initial
            }
        }
        (Some(_), true) => opponent.preference.map_or(initial, Colour::other),
        (Some(preference), false) => preference,
    }
}
