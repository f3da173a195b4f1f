//! Position texts (SPEC 7): a game in play from one, and one from a game. The ranked
//! games use Gravon/StraDoS2 field letters; Domino its own squares (`variant/domino.rs`).

use super::*;

impl Game {
    /// A game in play from a position text (SPEC 7): Gravon/StraDoS2 field letters, row 1
    /// first, optionally followed by ` r` or ` b` for the side to move (default Red).
    /// Pieces start unmoved and unrevealed; the position may hold any pieces.
    ///
    /// # Errors
    /// [`PositionError`] for a wrong length, letter, lake or side to move.
    pub fn from_position(text: &str, options: Options) -> Result<Game, PositionError> {
        let mut parts = text.split_whitespace();
        let field = parts.next().unwrap_or("");
        let side = parts.next();
        if domino::is_domino_field(field) {
            return Game::from_domino_position(field, side, parts.next(), options);
        }
        let variant = Variant::ALL
            .into_iter()
            .find(|v| v.square_count() == field.chars().count())
            .ok_or(PositionError::Length(field.chars().count()))?;
        let to_move = match side {
            None | Some("r") | Some("R") => Color::Red,
            Some("b") | Some("B") => Color::Blue,
            Some(other) => return Err(PositionError::SideToMove(other.to_string())),
        };
        if let Some(extra) = parts.next() {
            return Err(PositionError::SideToMove(extra.to_string()));
        }
        let mut game = Game::new(variant, options);
        for (sq, c) in variant.squares().zip(field.chars()) {
            let lake = variant.is_lake(sq);
            match c {
                '_' if lake => {}
                'A' if !lake => {}
                '_' | 'A' => return Err(PositionError::Lake(sq)),
                _ => match Piece::from_field_char(c) {
                    Some(_) if lake => return Err(PositionError::Lake(sq)),
                    Some(p) => game.board.set(sq, Some(Unit::new(p))),
                    None => {
                        return Err(PositionError::Symbol {
                            symbol: c,
                            square: sq,
                        });
                    }
                },
            }
        }
        game.phase = Phase::Playing;
        game.to_move = to_move;
        game.check_stalemate();
        Ok(game)
    }

    /// [`Game::from_position`] for a Domino position (`variant/domino.rs` describes it).
    fn from_domino_position(
        field: &str,
        side: Option<&str>,
        extra: Option<&str>,
        options: Options,
    ) -> Result<Game, PositionError> {
        let variant = Variant::Domino;
        let square = |n: usize| variant.squares().nth(n);
        let squares = domino::read_field(field).map_err(|(symbol, n)| match square(n) {
            Some(square) => PositionError::TileSymbol { symbol, square },
            None => PositionError::DominoLength(n + 1),
        })?;
        if squares.len() != variant.square_count() {
            return Err(PositionError::DominoLength(squares.len()));
        }
        let to_move = match side {
            None | Some("r") | Some("R") => Color::Red,
            Some("b") | Some("B") => Color::Blue,
            Some(other) => return Err(PositionError::SideToMove(other.to_string())),
        };
        if let Some(extra) = extra {
            return Err(PositionError::SideToMove(extra.to_string()));
        }
        let mut game = Game::new(variant, options);
        for (sq, piece) in variant.squares().zip(squares) {
            game.board.set(sq, piece.map(Unit::new));
        }
        game.phase = Phase::Playing;
        game.to_move = to_move;
        // Every hand holds the [6-6]: a side without it on the board has lost it, and the
        // game is over, as it would be after the battle that took it (issue 27, item 17).
        let flag = variant.spec().flag;
        let has_flag = |color| {
            game.board
                .iter()
                .any(|(_, u)| u.piece == Piece { color, rank: flag })
        };
        match (has_flag(Color::Red), has_flag(Color::Blue)) {
            (true, true) => game.check_stalemate(),
            (red, blue) => {
                game.phase = Phase::Over(Outcome {
                    winner: match (red, blue) {
                        (true, _) => Some(Color::Red),
                        (_, true) => Some(Color::Blue),
                        _ => None,
                    },
                    reason: EndReason::Flag,
                });
            }
        }
        Ok(game)
    }

    /// The position text (SPEC 7) of the board, with the side to move. A Domino board is
    /// written square by square (`.` or `R53`/`B53`), its rows separated by `/`.
    pub fn position_text(&self) -> String {
        if self.variant.is_dealt() {
            let files = self.variant.files() as usize;
            let rows: Vec<String> = self
                .variant
                .squares()
                .collect::<Vec<_>>()
                .chunks(files)
                .map(|row| {
                    row.iter()
                        .map(|&sq| domino::write_square(self.board.get(sq).map(|u| u.piece)))
                        .collect()
                })
                .collect();
            let side = match self.to_move {
                Color::Red => " r",
                Color::Blue => " b",
            };
            return rows.join("/") + side;
        }
        let mut out: String = self
            .variant
            .squares()
            .map(|sq| match self.board.get(sq) {
                Some(u) => u.piece.field_char(),
                None if self.variant.is_lake(sq) => '_',
                None => 'A',
            })
            .collect();
        out.push_str(match self.to_move {
            Color::Red => " r",
            Color::Blue => " b",
        });
        out
    }
}
