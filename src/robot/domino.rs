//! The robot in Domino Stratego (`crates/rules/src/variant/domino.rs`): what a tile is worth
//! to it, how it sets out the hand it was dealt, and what it may believe of a hidden enemy
//! tile.
//!
//! Its army comes from its own hand only (the deal its deploy mail would name). What it
//! believes of the enemy comes from what a player may know: the enemy's hand is 22 tiles of
//! its own double-six set plus the [0-0] and the [6-6], so a hidden enemy tile is one of the
//! 28 tiles of a set less those already seen, either way round. The robot's own hand says
//! nothing about the enemy's (the sets are separate).

use stratego_rules::{Army, ArmyError, Color, Deal, Rank, Square, Variant, View};

use super::mix;

/// The [6-6]: the game's Flag.
const DOUBLE_SIX: Rank = tile(6, 6);
/// The [0-0]: beats the [6-6] whoever strikes.
const DOUBLE_BLANK: Rank = tile(0, 0);

const fn tile(attack: u8, defence: u8) -> Rank {
    match Rank::tile(attack, defence) {
        Some(t) => t,
        None => panic!("digits 0-6"),
    }
}

/// A tile's worth to its side, from its digits: the attack digit takes tiles, the defence
/// digit holds them off. The [6-6] is the game's Flag (weighed apart, not in material); the
/// [0-0] is the one tile that beats the enemy's [6-6] as defender.
pub fn value(tile: Rank) -> f32 {
    if tile == DOUBLE_SIX {
        return 0.0;
    }
    if tile == DOUBLE_BLANK {
        return 5.0;
    }
    match tile.tile_values() {
        Some((a, d)) => 1.0 + 0.6 * f32::from(a) + 0.4 * f32::from(d),
        None => 0.0,
    }
}

/// Shuffles `items` by `seed` (Fisher-Yates with [`mix`]).
fn shuffle<T>(items: &mut [T], seed: u64) {
    for i in (1..items.len()).rev() {
        let j = (mix(seed ^ (i as u64) << 20) % (i as u64 + 1)) as usize;
        items.swap(i, j);
    }
}

/// The robot's army for game `game_id` from its hand `deal`: rows front first, each from its
/// own left (the deploy order).
///
/// * The [6-6] (the Flag) on the back row, never in a corner, walled in on its three open
///   sides by the tiles with the highest digit turned to defend (a defence of 6 loses to
///   no attack; an attack of 6 only trades).
/// * The [0-0] on the middle row, behind the front row but near it: ready to strike an
///   enemy [6-6] that comes forward, never the first tile an attacker meets.
/// * The strongest attackers (highest digit turned to attack) on the front row, the next
///   ones on the middle row, the rest at the back turned to defend.
///
/// Which file the [6-6] and the [0-0] stand on, and the order of the tiles in each row,
/// follow from the game number, so that every game meets a different army.
///
/// # Errors
/// [`ArmyError`] when `deal` is not a full Domino hand (a bug of the caller: the server
/// deals every Domino game before the robot deploys).
pub fn army(deal: Deal, game_id: i64) -> Result<Army, ArmyError> {
    let seed = mix(game_id as u64 ^ 0xD0_0D);
    let files = Variant::Domino.files() as usize;
    // The 22 other tiles, each as (high digit, low digit).
    let mut rest: Vec<(u8, u8)> = deal
        .tiles()
        .filter(|&t| t != DOUBLE_SIX && t != DOUBLE_BLANK)
        .filter_map(Rank::tile_values)
        .collect();
    let mut grid: Vec<Vec<Option<Rank>>> = vec![vec![None; files]; 3];
    let flag_file = 1 + (seed % (files as u64 - 2)) as usize;
    grid[2][flag_file] = Some(DOUBLE_SIX);
    // The walls: highest digit first, and of those the weakest other digit (the attack
    // they give up).
    rest.sort_by_key(|&(hi, lo)| (std::cmp::Reverse(hi), lo));
    for (row, file) in [(2, flag_file - 1), (2, flag_file + 1), (1, flag_file)] {
        if !rest.is_empty() {
            let (hi, lo) = rest.remove(0);
            grid[row][file] = Rank::tile(lo, hi);
        }
    }
    // The [0-0]: on the middle row, off the Flag's file, by the game number.
    let mut blank_files: Vec<usize> = (0..files).filter(|&f| f != flag_file).collect();
    shuffle(&mut blank_files, seed >> 8);
    grid[1][blank_files[0]] = Some(DOUBLE_BLANK);
    // The attackers, strongest first: front row, then the middle row; the rest defend.
    rest.sort_by_key(|&(hi, lo)| std::cmp::Reverse((hi, lo)));
    let mut rest = rest.into_iter();
    for (i, row) in grid.iter_mut().enumerate() {
        let mut open: Vec<usize> = (0..files).filter(|&f| row[f].is_none()).collect();
        shuffle(&mut open, seed >> (16 + i * 8));
        for file in open {
            if let Some((hi, lo)) = rest.next() {
                row[file] = if i == 2 {
                    Rank::tile(lo, hi)
                } else {
                    Rank::tile(hi, lo)
                };
            }
        }
    }
    let text: Vec<String> = grid
        .iter()
        .map(|row| {
            row.iter()
                .map(|t| t.map_or_else(|| "?".to_string(), |t| t.to_string()))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    Army::parse_dealt(&text.join("\n"), Variant::Domino, deal).map(|(army, _)| army)
}

/// Where a tile is in a double-six set (0..28), whichever way it is turned.
fn tile_id(tile: Rank) -> Option<usize> {
    let (a, d) = tile.tile_values()?;
    let (hi, lo) = (a.max(d) as usize, a.min(d) as usize);
    Some(hi * (hi + 1) / 2 + lo)
}

/// The tiles of a double-six set `viewer` has not seen of `color`'s: not lost in a battle,
/// not shown on the board (by [`tile_id`]). The viewer's own tiles are all seen.
fn unseen(view: &View, color: Color) -> [bool; 28] {
    let mut out = [true; 28];
    for tile in Rank::tiles() {
        if view.lost[color.index()][tile.index()] > 0
            && let Some(i) = tile_id(tile)
        {
            out[i] = false;
        }
    }
    for p in view.pieces.iter().filter(|p| p.owner == color) {
        if let Some(i) = p.rank.and_then(tile_id) {
            out[i] = false;
        }
    }
    out
}

/// For each of `color`'s tiles on the board hidden from the viewer, in the view's order: how
/// likely each oriented tile is (by [`Rank::index`]).
///
/// The [0-0] and the [6-6] are in every hand: while unseen, one hidden tile is each of
/// them. The [0-0] may be any of them alike; the [6-6] is the game's Flag and most players
/// keep it back and still, so it is likelier on the rows furthest back and on a tile that
/// has not moved. Every other unseen tile may be in the hand (22 of the 26 are) and share
/// what is left; each is turned either way alike.
pub fn hidden(view: &View, color: Color) -> Vec<[f32; Rank::COUNT]> {
    let pool = unseen(view, color);
    let hidden: Vec<(Square, bool)> = view
        .pieces
        .iter()
        .filter(|p| p.owner == color && p.rank.is_none())
        .map(|p| (p.square, p.moved))
        .collect();
    let n = hidden.len() as f32;
    let six = tile_id(DOUBLE_SIX).unwrap_or(27);
    let blank = tile_id(DOUBLE_BLANK).unwrap_or(0);
    let rows = Variant::Domino.ranks();
    let weight = |sq: Square, moved: bool| -> f32 {
        let depth = match color {
            Color::Red => sq.rank(),
            Color::Blue => rows - 1 - sq.rank(),
        };
        let w = match depth {
            0 => 3.0,
            1 => 1.5,
            2 => 1.0,
            _ => 0.4,
        };
        if moved { w * 0.3 } else { w }
    };
    let total: f32 = hidden.iter().map(|&(s, m)| weight(s, m)).sum();
    let others: Vec<Rank> = Rank::tiles()
        .filter(|&t| {
            tile_id(t).is_some_and(|i| pool[i] && i != six && i != blank)
                && t.tile_values().is_some_and(|(a, d)| a >= d)
        })
        .collect();
    hidden
        .iter()
        .map(|&(sq, moved)| {
            let mut dist = [0.0f32; Rank::COUNT];
            let p_six = if pool[six] && total > 0.0 {
                weight(sq, moved) / total
            } else {
                0.0
            };
            let p_blank = if pool[blank] && n > 0.0 {
                (1.0 / n).min(1.0 - p_six)
            } else {
                0.0
            };
            let left = 1.0 - p_six - p_blank;
            if others.is_empty() {
                let sum = (p_six + p_blank).max(f32::MIN_POSITIVE);
                dist[DOUBLE_SIX.index()] = p_six / sum;
                dist[DOUBLE_BLANK.index()] = p_blank / sum;
                return dist;
            }
            dist[DOUBLE_SIX.index()] = p_six;
            dist[DOUBLE_BLANK.index()] = p_blank;
            let each = left / others.len() as f32;
            for &t in &others {
                if t == t.turned() {
                    dist[t.index()] += each;
                } else {
                    dist[t.index()] += each / 2.0;
                    dist[t.turned().index()] += each / 2.0;
                }
            }
            dist
        })
        .collect()
}

/// The material `color` has left as the viewer may know it: each tile on the board at its
/// value when known, else at the value a hidden tile may be expected to have.
pub fn material(view: &View, color: Color) -> f32 {
    let dists = hidden(view, color);
    let known: f32 = view
        .pieces
        .iter()
        .filter(|p| p.owner == color)
        .filter_map(|p| p.rank)
        .map(value)
        .sum();
    let expected: f32 = dists
        .iter()
        .map(|d| Rank::tiles().map(|t| d[t.index()] * value(t)).sum::<f32>())
        .sum();
    known + expected
}

#[cfg(test)]
mod tests {
    use super::*;
    use stratego_rules::{Game, Options, Symbol, Viewer};

    fn deal(text: &str) -> Deal {
        text.parse().unwrap()
    }

    const HAND: &str = "66 65 64 63 62 61 60 55 54 53 52 51 50 44 43 42 41 40 33 32 31 22 11 00";

    /// Where the [6-6] stands in an army's symbols (rows front first, 8 files).
    fn flag_at(s: &[Symbol]) -> usize {
        s.iter()
            .position(|x| *x == Symbol::Piece(DOUBLE_SIX))
            .unwrap()
    }

    /// The three tiles walling in the [6-6] on `flag` (left, right, in front), as (attack,
    /// defence).
    fn walls(s: &[Symbol], flag: usize) -> [(u8, u8); 3] {
        [flag - 1, flag + 1, flag - 8].map(|i| s[i].rank().unwrap().tile_values().unwrap())
    }

    #[test]
    fn the_army_walls_in_the_double_six_and_keeps_the_double_blank_near_the_front() {
        let mut seen = std::collections::HashSet::new();
        for id in 0..40 {
            let army = army(deal(HAND), id).unwrap();
            let s = army.symbols();
            let at = |row: usize, file: usize| s[row * 8 + file].rank();
            let flag = flag_at(s);
            assert_eq!(flag / 8, 2, "game {id}: the [6-6] on the back row");
            let file = flag % 8;
            assert!((1..7).contains(&file), "game {id}: never in a corner");
            for (_, d) in walls(s, flag) {
                assert_eq!(d, 6, "game {id}: walled in by tiles defending with 6");
            }
            let blank = s
                .iter()
                .position(|x| *x == Symbol::Piece(DOUBLE_BLANK))
                .unwrap();
            assert_eq!(blank / 8, 1, "game {id}: the [0-0] on the middle row");
            // The front row attacks with the highest digits left.
            for f in 0..8 {
                let (a, d) = at(0, f).unwrap().tile_values().unwrap();
                assert!(a >= d && a >= 4, "game {id}: front {a}{d}");
            }
            seen.insert(army.to_string());
        }
        assert!(seen.len() > 30, "armies vary by game: {}", seen.len());
    }

    #[test]
    fn a_hand_with_few_sixes_walls_in_the_double_six_with_the_next_highest() {
        // Two tiles with a 6 besides the [6-6]: a hand leaves out four tiles of the set
        // (never the [6-6] or the [0-0]), and all four are tiles with a 6 about once in
        // 1,000 deals. The third wall defends with a 5.
        let hand = "66 65 64 55 54 53 52 51 50 44 43 42 41 40 33 32 31 30 22 21 20 11 10 00";
        let army = army(deal(hand), 3).unwrap();
        let s = army.symbols();
        let mut defences = walls(s, flag_at(s)).map(|(_, d)| d);
        defences.sort_unstable();
        assert_eq!(defences, [5, 6, 6]);
    }

    #[test]
    fn hidden_tiles_are_what_the_set_may_still_hold() {
        let mut rng = rand::rng();
        let mut game = Game::deal(Variant::Domino, Options::default(), &mut rng);
        for (i, color) in Color::ALL.into_iter().enumerate() {
            let a = army(game.deal_of(color).unwrap(), i as i64).unwrap();
            game.deploy(color, &a, &mut rng).unwrap();
        }
        let view = View::new(&game, Viewer::Player(Color::Red));
        let dists = hidden(&view, Color::Blue);
        assert_eq!(dists.len(), 24);
        let mut six = 0.0;
        let mut blank = 0.0;
        for d in &dists {
            let sum: f32 = d.iter().sum();
            assert!((sum - 1.0).abs() < 1e-3, "{sum}");
            six += d[DOUBLE_SIX.index()];
            blank += d[DOUBLE_BLANK.index()];
        }
        assert!((six - 1.0).abs() < 1e-3 && (blank - 1.0).abs() < 1e-3);
        // Blue's back row (rank 10) is likelier to hold its [6-6] than its front row.
        let back = dists[23][DOUBLE_SIX.index()];
        let front = dists[0][DOUBLE_SIX.index()];
        assert!(back > front, "{back} {front}");
        // A full hand seen from the other side counts at what a hand may be expected to hold.
        let seen_blue = material(&view, Color::Blue);
        assert!(seen_blue > 30.0, "{seen_blue}");
    }
}
