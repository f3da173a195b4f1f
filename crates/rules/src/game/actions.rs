//! The ends that are not moves: resigning, forfeiting, and draws offered, accepted or
//! rejected.

use super::*;

impl Game {
    /// `color` resigns; the other player wins. Allowed during setup too.
    ///
    /// # Errors
    /// [`ActionError::Over`] when the game has already ended.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, ActionError> {
        self.end(Some(color.other()), EndReason::Resign)
    }

    /// `color` loses by forfeit (the server's clock decided they took too long).
    ///
    /// # Errors
    /// [`ActionError::Over`] when the game has already ended.
    pub fn forfeit(&mut self, color: Color) -> Result<Outcome, ActionError> {
        self.end(Some(color.other()), EndReason::Forfeit)
    }

    /// The game stops with no winner: a game recorded elsewhere (Gravon) that ended on the
    /// clock or by absence without one. The outcome is a forfeit with no winner.
    ///
    /// # Errors
    /// [`ActionError::Over`] when the game has already ended.
    pub fn abandon(&mut self) -> Result<Outcome, ActionError> {
        self.end(None, EndReason::Forfeit)
    }

    /// A moderator decides the result: `winner` wins, or a draw for `None`. Allowed during
    /// setup too.
    ///
    /// # Errors
    /// [`ActionError::Over`] when the game has already ended.
    pub fn adjudicate(&mut self, winner: Option<Color>) -> Result<Outcome, ActionError> {
        self.end(winner, EndReason::Adjudicated)
    }

    /// A moderator ends the game with no result (it is not rated).
    ///
    /// # Errors
    /// [`ActionError::Over`] when the game has already ended.
    pub fn cancel(&mut self) -> Result<Outcome, ActionError> {
        self.end(None, EndReason::Cancelled)
    }

    fn end(&mut self, winner: Option<Color>, reason: EndReason) -> Result<Outcome, ActionError> {
        if matches!(self.phase, Phase::Over(_)) {
            return Err(ActionError::Over);
        }
        let outcome = Outcome { winner, reason };
        self.phase = Phase::Over(outcome);
        self.draw_offer = None;
        Ok(outcome)
    }

    /// `color` offers a draw. The offer stands until answered or until the opponent moves.
    ///
    /// # Errors
    /// [`ActionError`] when the game is not in play or `color` has an offer pending.
    pub fn propose_draw(&mut self, color: Color) -> Result<(), ActionError> {
        match self.phase {
            Phase::Over(_) => Err(ActionError::Over),
            Phase::Setup { .. } => Err(ActionError::NotStarted),
            Phase::Playing if self.draw_offer == Some(color) => Err(ActionError::AlreadyOffered),
            Phase::Playing if self.draw_offer == Some(color.other()) => {
                self.accept_draw(color).map(|_| ())
            }
            Phase::Playing => {
                self.draw_offer = Some(color);
                Ok(())
            }
        }
    }

    /// `color` accepts the opponent's draw offer: the game ends drawn.
    ///
    /// # Errors
    /// [`ActionError`] when there is no offer from the opponent.
    pub fn accept_draw(&mut self, color: Color) -> Result<Outcome, ActionError> {
        if matches!(self.phase, Phase::Over(_)) {
            return Err(ActionError::Over);
        }
        if self.draw_offer != Some(color.other()) {
            return Err(ActionError::NoOffer);
        }
        self.end(None, EndReason::DrawAgreed)
    }

    /// `color` refuses the opponent's draw offer.
    ///
    /// # Errors
    /// [`ActionError`] when there is no offer from the opponent.
    pub fn reject_draw(&mut self, color: Color) -> Result<(), ActionError> {
        if matches!(self.phase, Phase::Over(_)) {
            return Err(ActionError::Over);
        }
        if self.draw_offer != Some(color.other()) {
            return Err(ActionError::NoOffer);
        }
        self.draw_offer = None;
        Ok(())
    }
}
