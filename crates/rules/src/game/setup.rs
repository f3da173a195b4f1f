//! The setup phase: deploying an army (or a Domino hand), swapping two pieces, and the
//! army a player set up.

use super::*;

impl Game {
    /// Sets (or replaces) `color`'s army, filling `?` from `rng`. Returns whether this
    /// started the game (both armies are now deployed; Red is to move).
    ///
    /// # Errors
    /// [`SetupError`] when the game has started or the army is for another variant.
    pub fn deploy<R: Rng + ?Sized>(
        &mut self,
        color: Color,
        army: &Army,
        rng: &mut R,
    ) -> Result<bool, SetupError> {
        let Phase::Setup { mut deployed } = self.phase else {
            return Err(self.setup_closed());
        };
        if army.variant() != self.variant {
            return Err(SetupError::WrongVariant {
                army: army.variant(),
                game: self.variant,
            });
        }
        let ranks = if self.variant.is_dealt() {
            let deal = self.deals[color.index()];
            if deal.is_empty() {
                return Err(SetupError::NoDeal);
            }
            if let Some(tile) = army
                .symbols()
                .iter()
                .filter_map(|s| s.rank())
                .find(|&t| !deal.contains(t))
            {
                return Err(SetupError::NotDealt(tile));
            }
            army.fill_dealt(deal, rng)
        } else {
            army.fill(rng)
        };
        for (sq, rank) in self.variant.setup_squares(color).into_iter().zip(ranks) {
            let unit = rank.map(|rank| Unit::new(Piece { color, rank }));
            self.board.set(sq, unit);
        }
        deployed[color.index()] = true;
        self.phase = Phase::Setup { deployed };
        if deployed == [true, true] {
            self.phase = Phase::Playing;
            self.to_move = Color::Red;
            self.check_stalemate();
            return Ok(true);
        }
        Ok(false)
    }

    fn setup_closed(&self) -> SetupError {
        match self.phase {
            Phase::Over(_) => SetupError::Over,
            _ => SetupError::Started,
        }
    }

    /// Swaps two of `color`'s pieces before the game starts.
    ///
    /// # Errors
    /// [`SetupError`] when the game has started, the player has not deployed, or a square is
    /// not one of the player's setup squares.
    pub fn swap(&mut self, color: Color, a: Square, b: Square) -> Result<(), SetupError> {
        let Phase::Setup { deployed } = self.phase else {
            return Err(self.setup_closed());
        };
        if !deployed[color.index()] {
            return Err(SetupError::NotDeployed);
        }
        for sq in [a, b] {
            if !self.variant.is_setup_square(color, sq) {
                return Err(SetupError::NotYourSetupSquare(sq));
            }
        }
        if a == b {
            return Err(SetupError::SameSquare);
        }
        let (ua, ub) = (self.board.get(a).copied(), self.board.get(b).copied());
        self.board.set(a, ub);
        self.board.set(b, ua);
        Ok(())
    }

    /// `color`'s army in deploy order, once deployed (for showing a player their own setup).
    pub fn setup_of(&self, color: Color) -> Option<Army> {
        if !self.is_deployed(color) || !matches!(self.phase, Phase::Setup { .. }) {
            return None;
        }
        let symbols = self
            .variant
            .setup_squares(color)
            .into_iter()
            .map(|sq| {
                self.board
                    .get(sq)
                    .map_or(Symbol::Empty, |u| Symbol::Piece(u.piece.rank))
            })
            .collect();
        Army::from_symbols(self.variant, symbols).ok()
    }
}
