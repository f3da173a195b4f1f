//! Click to compose (issue 79): the links of board mails to the web pages where a player
//! clicks a move or arranges an army, and the format of what those links carry.
//!
//! With `--web-url`, the HTML part of a player's board mail links to `/play` when it is
//! their move and to `/setup` while their army is not in. The pages are static
//! (`src/web/compose.rs`, `src/web/compose.js`): everything about the game travels in the
//! link's **fragment** (`#...`), which a browser never sends to the server, so the player's
//! reply key and the ranks of their own pieces never reach the web server or its logs. The
//! page then opens a `mailto:` link (RFC 6068) to the player's reply address with the board
//! mail's subject and the move or the army as the body; the player presses send in their
//! own mail program, and the mail path decides as for any reply. The page never writes to
//! the server.
//!
//! # The fragment
//!
//! `name=value` pairs joined by `&`, as in a query; every value percent-encoded (all but
//! `A-Z a-z 0-9 - . _ ~`), so that `+` in the reply address stays a `+`:
//!
//! | name | value |
//! |---|---|
//! | `v` | the format, `1` |
//! | `g` | the game's variant: `classic`, `small`, `barrage`, `duel`, `domino` |
//! | `c` | the player's colour: `r` (Red) or `b` (Blue) |
//! | `f` | `1`: Blue's board is turned so Blue is at the bottom (the player's `flip`); `0`: Red at the bottom |
//! | `to` | the player's reply address for the game, `stratego+KEY@host` (no display name) |
//! | `s` | the board mail's subject; the composed mail has it as its own |
//! | `n` | `/play` only: the ply the move will be (`#n` ends the composed move, so that a stale page's move is refused) |
//! | `b` | `/play` only: the board as the player sees it, one token a square, row 1 first, each row from file `a` |
//! | `l` | `/play` only, after the first move: the last move, as the mail shows it (`a7-a6`), marked on the board |
//! | `ns` | `/play` only, and only in a game with `-noscoutstrike`: `1` (a Scout that runs more than one square strikes nothing) |
//! | `a` | `/setup` of a Domino game only: the tiles dealt, each as its two digits |
//!
//! A token of `b` is `.` (empty), `~` (a lake), `x` (an enemy piece whose rank the player
//! does not know), the rank of one of the player's own pieces (`1`-`9`, `S`, `B`, `F`; in
//! Domino a tile's two digits, attack first: `53`), or `y` and a rank for an enemy piece
//! whose rank the rules showed (`y9`, `y53`). The board's width, its lakes, the setup rows
//! and the army of each variant are in the page itself (from the rules, see
//! `src/web/compose.rs`).
//!
//! For example, Red's move 7 of a classic game:
//! `#v=1&g=classic&c=r&f=1&n=7&to=stratego%2Bk3q9@example.org&s=Stratego%20game%2012%3A%20your%20move&b=939492...`.

use stratego_rules::{Color, Game, Phase, Rank, Square, View, Viewer};

/// Which page a link opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// `/play`: a piece and a square make the move.
    Play,
    /// `/setup`: the army, arranged by swapping two squares.
    Setup,
}

/// What a player may compose now in `game` as `color`: a move when it is their turn, an
/// army while theirs is not in; nothing else.
pub fn page_for(game: &Game, color: Color) -> Option<Page> {
    match game.phase() {
        Phase::Setup { deployed } if !deployed[color.index()] => Some(Page::Setup),
        Phase::Playing if game.to_move() == color => Some(Page::Play),
        _ => None,
    }
}

/// The link to the page where `color` composes their reply in `game`, when they have one to
/// compose ([`page_for`]): `web_url` the pages' address (no trailing `/`), `reply_to` the
/// player's bare reply address, `subject` the board mail's, `flip` the player's choice.
pub fn link(
    web_url: &str,
    game: &Game,
    color: Color,
    flip: bool,
    reply_to: &str,
    subject: &str,
) -> Option<(Page, String)> {
    let page = page_for(game, color)?;
    let side = match color {
        Color::Red => "r",
        Color::Blue => "b",
    };
    let mut pairs = vec![
        ("v", "1".to_string()),
        ("g", game.variant().name().to_string()),
        ("c", side.to_string()),
        ("f", if flip { "1" } else { "0" }.to_string()),
        ("to", reply_to.to_string()),
        ("s", subject.to_string()),
    ];
    let path = match page {
        Page::Play => {
            pairs.push(("n", (game.ply() + 1).to_string()));
            pairs.push(("b", board(&View::new(game, Viewer::Player(color)))));
            if let Some(last) = game.last_move() {
                pairs.push(("l", last.mv().to_string()));
            }
            if !game.options().scoutstrike {
                pairs.push(("ns", "1".to_string()));
            }
            "play"
        }
        Page::Setup => {
            if let Some(deal) = game.deal_of(color) {
                let hand: String = deal.tiles().map(token).collect();
                pairs.push(("a", hand));
            }
            "setup"
        }
    };
    Some((page, format!("{web_url}/{path}#{}", fragment(&pairs))))
}

/// `name=value` pairs as a fragment, values percent-encoded.
pub fn fragment(pairs: &[(&str, String)]) -> String {
    pairs
        .iter()
        .map(|(name, value)| format!("{name}={}", percent(value)))
        .collect::<Vec<_>>()
        .join("&")
}

/// `text` with every byte but `A-Z a-z 0-9 - . _ ~` percent-encoded (RFC 3986's
/// unreserved characters stay).
pub fn percent(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A rank as a token: its army letter, or a tile's two digits.
fn token(rank: Rank) -> String {
    match rank.tile_values() {
        Some((a, d)) => format!("{a}{d}"),
        None => rank.char().to_string(),
    }
}

/// The board of `view` as the tokens of the fragment's `b`.
pub fn board(view: &View) -> String {
    let v = view.variant;
    let mut out = String::with_capacity(v.square_count() + 8);
    for r in 0..v.ranks() {
        for f in 0..v.files() {
            let Some(sq) = Square::new(f, r) else {
                continue;
            };
            if v.is_lake(sq) {
                out.push('~');
                continue;
            }
            match view.piece_at(sq) {
                None => out.push('.'),
                Some(p) => match p.rank {
                    None => out.push('x'),
                    Some(rank) if view.viewer.owns(p.owner) => out.push_str(&token(rank)),
                    Some(rank) => {
                        out.push('y');
                        out.push_str(&token(rank));
                    }
                },
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use stratego_rules::{Army, Options, Variant};

    fn playing(v: Variant) -> Game {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(79);
        let mut game = Game::new(v, Options::for_variant(v));
        for c in Color::ALL {
            let (army, _) = Army::parse(crate::texts::example_army(v), v).unwrap();
            game.deploy(c, &army, &mut rng).unwrap();
        }
        game
    }

    #[test]
    fn values_are_percent_encoded_but_the_unreserved() {
        assert_eq!(percent("stratego+k3q@x.org"), "stratego%2Bk3q%40x.org");
        assert_eq!(percent("a b:c&d=é~_-."), "a%20b%3Ac%26d%3D%C3%A9~_-.");
    }

    #[test]
    fn the_board_holds_own_ranks_lakes_and_unknown_enemies() {
        let game = playing(Variant::Classic);
        let b = board(&View::new(&game, Viewer::Player(Color::Red)));
        assert_eq!(b.len(), 100);
        // Row 4 is Red's front row: the example army's first line.
        assert_eq!(&b[30..40], "9394924939");
        assert_eq!(&b[40..50], "..~~..~~..");
        assert_eq!(&b[60..70], "xxxxxxxxxx");
        let blue = board(&View::new(&game, Viewer::Player(Color::Blue)));
        assert_eq!(&blue[..10], "xxxxxxxxxx");
    }

    #[test]
    fn links_carry_everything_in_the_fragment() {
        let game = playing(Variant::Classic);
        let (page, url) = link(
            "https://s.example.org",
            &game,
            Color::Red,
            true,
            "stratego+KEY9@example.org",
            "Stratego game 3: your move",
        )
        .unwrap();
        assert_eq!(page, Page::Play);
        let (before, after) = url.split_once('#').unwrap();
        assert_eq!(before, "https://s.example.org/play");
        assert!(!before.contains("KEY9"));
        assert!(after.starts_with("v=1&g=classic&c=r&f=1&to=stratego%2BKEY9%40example.org&"));
        assert!(after.contains("&s=Stratego%20game%203%3A%20your%20move&n=1&b="));
        // Not Blue's turn: nothing to compose.
        assert!(link("https://x", &game, Color::Blue, true, "a@b", "s").is_none());
    }

    #[test]
    fn a_domino_setup_link_carries_the_hand() {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(79);
        let v = Variant::Domino;
        let game = Game::deal(v, Options::for_variant(v), &mut rng);
        let Some((Page::Setup, url)) = link("http://h", &game, Color::Blue, false, "a@b", "s")
        else {
            panic!("a setup link");
        };
        let hand = url.split("&a=").nth(1).unwrap();
        assert_eq!(hand.len(), 48, "{url}");
        assert!(hand.contains("66") && hand.contains("00"));
    }
}
