//! The words a board is drawn with, kept apart from the drawing: [`render_in`] and
//! [`render_html_in`] ask a [`Words`] for every sentence and label, so the program around
//! this crate can draw a board in its reader's language while the crate stays free of any
//! catalogue. [`English`] is the crate's own wording (the CLI, logs and tests), used by
//! [`render()`](crate::render()) and [`render_html()`](crate::render_html()).
//!
//! A sentence gets language-free facts (sides, squares, ranks, numbers) and returns the
//! whole sentence; the drawing never joins words into one.
//!
//! [`render_in`]: crate::render::render_in
//! [`render_html_in`]: crate::html::render_html_in

use crate::{BattleStory, Color, Outcome, Rank, Square, Variant, Viewer};

/// Short labels a board uses many times (cell titles of the HTML board, the unseen table):
/// asked for once per board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labels {
    /// Each rank's name by [`Rank::index`]: `Marshal` ... `Flag`.
    pub ranks: [String; 12],
    /// A Domino tile, before its digits: `tile` (`tile [5-3]`).
    pub tile: String,
    /// Red's and Blue's pieces in a cell's title: `red`, `blue`.
    pub owners: [String; 2],
    /// A piece whose rank the viewer does not know: `unknown`.
    pub unknown: String,
    /// A lake square: `lake`.
    pub lake: String,
    /// An empty square: `empty`.
    pub empty: String,
    /// After a piece that has moved: `, moved`.
    pub moved: String,
    /// After a piece whose rank the opponent knows: `, known to the opponent`.
    pub known: String,
    /// After a square of the last move: `, last move`.
    pub last_move: String,
    /// The first column of the unseen table's two rows: `rank`, `count`.
    pub table: [String; 2],
}

impl Labels {
    /// The name of `r`: a rank's (`Marshal`), or a tile's (`tile [5-3]`).
    pub fn rank(&self, r: Rank) -> String {
        match r.tile_values() {
            Some((a, d)) => format!("{} [{a}-{d}]", self.tile),
            None => self.ranks[r.index()].clone(),
        }
    }
}

/// Every word of a board, in one language.
pub trait Words {
    /// The labels of cells and tables.
    fn labels(&self) -> Labels;

    /// A side's name in prose: `Red`, `Blue`.
    fn side(&self, c: Color) -> String;

    /// Whose view the board is and how the two armies are drawn; `red` and `blue` are how
    /// each army's pieces look (`[x]`, `(x)`): `You are Red: your pieces are [x], Blue's
    /// are (x).`
    fn viewer_line(&self, viewer: Viewer, red: &str, blue: &str) -> String;

    /// `Last move: Red e4-e5 (move 7).`
    fn last_move(&self, player: Color, from: Square, to: Square, ply: u32) -> String;

    /// The sentence of a battle: `mover` struck; pieces of `yours` (the viewer's side, if
    /// the viewer plays) are "your"; `squares` (from, to) are named where given.
    fn battle(
        &self,
        story: &BattleStory,
        mover: Color,
        yours: Option<Color>,
        squares: Option<(Square, Square)>,
    ) -> String;

    /// `Setting up: Red has deployed, Blue has not deployed yet.`
    fn setting_up(&self, deployed: [bool; 2]) -> String;

    /// `You are to play move 8.` (`you`), or `Blue is to play move 8.`, and ` Red offers a
    /// draw.` when one does.
    fn to_play(&self, you: bool, side: Color, next: u32, draw_offer: Option<Color>) -> String;

    /// `Game over: Red wins: flag captured.`; `ply` is the number of moves played.
    fn game_over(&self, outcome: &Outcome, ply: u32) -> String;

    /// `Red has lost: 9 9 B`; `pieces` is empty when none was.
    fn lost(&self, c: Color, pieces: &str) -> String;

    /// `Blue pieces not yet seen by you:` (`by_you`), or `Blue pieces not yet seen:`.
    fn unseen(&self, c: Color, by_you: bool) -> String;

    /// The legend under a text board of `v`, one paragraph; `ranks` names the game's ranks
    /// (`1 Marshal .. 9 Scout, S Spy, B Bomb, F Flag`). A `\u{1}` in it is a space a wrap
    /// must not break (`*\u{1}both`).
    fn legend(&self, v: Variant, ranks: &str, last_move: bool) -> String;

    /// The legend under an HTML board; `frame`, when given, stands where the word for the
    /// last move's frame goes (the board draws it framed).
    fn html_legend(&self, v: Variant, ranks: &str, frame: Option<&str>) -> String;

    /// The word the HTML legend frames: `frame`.
    fn frame(&self) -> String;

    /// What the HTML board's table shows, for screen readers.
    fn board_label(&self, viewer: Viewer) -> String;
}

/// The crate's own words: English, as the mails have always had them.
#[derive(Debug, Clone, Copy, Default)]
pub struct English;

fn possessive(c: Color) -> String {
    format!("{}'s", c.name())
}

impl Words for English {
    fn labels(&self) -> Labels {
        Labels {
            ranks: Rank::ALL.map(|r| r.name().to_string()),
            tile: "tile".to_string(),
            owners: Color::ALL.map(|c| c.as_str().to_string()),
            unknown: "unknown".to_string(),
            lake: "lake".to_string(),
            empty: "empty".to_string(),
            moved: ", moved".to_string(),
            known: ", known to the opponent".to_string(),
            last_move: ", last move".to_string(),
            table: ["rank".to_string(), "count".to_string()],
        }
    }

    fn side(&self, c: Color) -> String {
        c.name().to_string()
    }

    fn viewer_line(&self, viewer: Viewer, red: &str, blue: &str) -> String {
        match viewer {
            Viewer::Player(c) => {
                let (mine, theirs) = match c {
                    Color::Red => (red, blue),
                    Color::Blue => (blue, red),
                };
                format!(
                    "You are {}: your pieces are {mine}, {} are {theirs}.",
                    c.name(),
                    possessive(c.other())
                )
            }
            Viewer::Observer => {
                format!("Observer's view: Red pieces are {red}, Blue pieces are {blue}.")
            }
            Viewer::Referee => {
                format!("Both armies open: Red pieces are {red}, Blue pieces are {blue}.")
            }
        }
    }

    fn last_move(&self, player: Color, from: Square, to: Square, ply: u32) -> String {
        format!("Last move: {} {from}-{to} (move {ply}).", player.name())
    }

    fn battle(
        &self,
        story: &BattleStory,
        mover: Color,
        yours: Option<Color>,
        squares: Option<(Square, Square)>,
    ) -> String {
        let owner = |c: Color| {
            if yours == Some(c) {
                "your".to_string()
            } else {
                possessive(c)
            }
        };
        story.sentence(&owner, mover, squares)
    }

    fn setting_up(&self, deployed: [bool; 2]) -> String {
        let state = |d: bool| {
            if d {
                "has deployed"
            } else {
                "has not deployed yet"
            }
        };
        format!(
            "Setting up: Red {}, Blue {}.",
            state(deployed[0]),
            state(deployed[1])
        )
    }

    fn to_play(&self, you: bool, side: Color, next: u32, draw_offer: Option<Color>) -> String {
        let who = if you {
            "You are".to_string()
        } else {
            format!("{} is", side.name())
        };
        let mut s = format!("{who} to play move {next}.");
        if let Some(c) = draw_offer {
            s.push_str(&format!(" {} offers a draw.", c.name()));
        }
        s
    }

    fn game_over(&self, outcome: &Outcome, _ply: u32) -> String {
        format!("Game over: {outcome}.")
    }

    fn lost(&self, c: Color, pieces: &str) -> String {
        let pieces = if pieces.is_empty() { "none" } else { pieces };
        format!("{} has lost: {pieces}", c.name())
    }

    fn unseen(&self, c: Color, by_you: bool) -> String {
        let who = if by_you { " by you" } else { "" };
        format!("{} pieces not yet seen{who}:", c.name())
    }

    fn legend(&self, v: Variant, ranks: &str, last_move: bool) -> String {
        let mut text = if v.is_dealt() {
            "Legend: [53] Red tile, (53) Blue tile: attack digit, then defence digit; ?? a \
             tile not known to you, . empty. After a tile: '\u{1}it has moved, !\u{1}it is \
             known to the opponent, *\u{1}both."
                .to_string()
        } else {
            format!(
                "Legend: [x] Red piece, (x) Blue piece, x its rank ({ranks}), ? a rank not \
                 known to you, . empty, ~ lake. After a piece: '\u{1}it has moved, !\u{1}its \
                 rank is known to the opponent, *\u{1}both."
            )
        };
        if last_move {
            text.push_str(" > marks the two squares of the last move.");
        }
        text
    }

    fn html_legend(&self, v: Variant, ranks: &str, frame: Option<&str>) -> String {
        let what = if v.is_dealt() {
            "a tile shows its attack digit, then its defence digit; ?? a tile not known to \
             you. After the digits"
                .to_string()
        } else {
            format!(
                "a piece shows its rank ({ranks}), ? a rank not known to you, ~ a lake. After the rank"
            )
        };
        let mark = frame.map_or_else(String::new, |f| {
            format!(" A thick {f} marks the two squares of the last move.")
        });
        format!(
            "Legend: {what}: ' it has moved, ! its rank is known to the opponent, * both.{mark}"
        )
    }

    fn frame(&self) -> String {
        "frame".to_string()
    }

    fn board_label(&self, viewer: Viewer) -> String {
        match viewer {
            Viewer::Player(Color::Red) => "The board as Red sees it",
            Viewer::Player(Color::Blue) => "The board as Blue sees it",
            Viewer::Observer => "The board as an observer sees it",
            Viewer::Referee => "The board with both armies open",
        }
        .to_string()
    }
}
