//! The robot's side of a game (issue 16): its account, its army at the start, its answer to
//! each move of its opponent in the same transaction, and its answer to a draw offer. What
//! it plays is decided in `crate::robot` from its player's view alone.

use rand::SeedableRng;
use stratego_rules::{Color, Game, MoveRecord, Phase, Variant, View, Viewer};

use super::{Ctx, Error, Refusal};
use crate::robot;
use crate::store::{StoreError, User};
use crate::texts::{self, Lang};

/// The robot's account when `userid` names the robot: the stored one, or the one its first
/// game will make (`None` when `userid` is someone else). A human who registered the name
/// before it was the robot's keeps it.
pub(crate) fn account(ctx: &Ctx<'_, '_>, userid: &str) -> Result<Option<User>, StoreError> {
    match ctx.tx.user(userid) {
        Ok(user) => Ok(user.robot.then_some(user)),
        Err(StoreError::NotFound { .. }) if userid.eq_ignore_ascii_case(&ctx.config.robot_name) => {
            Ok(Some(User {
                userid: ctx.config.robot_name.clone(),
                userid_key: crate::store::userid_key(&ctx.config.robot_name),
                address: String::new(),
                password_hash: String::new(),
                flip: true,
                html: false,
                created: ctx.now,
                confirmed_at: Some(ctx.now),
                robot: true,
                language: None,
            }))
        }
        Err(StoreError::NotFound { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Makes the robot's account if its first game is being made.
pub(crate) fn ensure_account(ctx: &Ctx<'_, '_>, robot: &User) -> Result<(), StoreError> {
    match ctx.tx.user(&robot.userid) {
        Ok(_) => Ok(()),
        Err(StoreError::NotFound { .. }) => ctx.tx.create_robot(&robot.userid, ctx.now),
        Err(e) => Err(e),
    }
}

/// Refuses a challenge of the robot to a kind of game it cannot play.
pub(crate) fn can_play(lang: Lang, robot: &User, variant: Variant) -> Result<(), Error> {
    robot::can_play(variant)
        .map_err(|e| texts::play::robot_cannot_play(lang, &robot.userid, &e, variant.name()).into())
}

/// The robot's colour in a game whose players' accounts are `players` (Red's, Blue's), if
/// it plays in it.
pub(crate) fn seat(players: &[User; 2]) -> Option<Color> {
    Color::ALL
        .into_iter()
        .zip(players)
        .find_map(|(color, user)| user.robot.then_some(color))
}

/// Deploys the robot's army, chosen by the game's number (in Domino, its own hand set out).
pub(crate) fn deploy(lang: Lang, game: &mut Game, color: Color, id: i64) -> Result<(), Error> {
    let army = robot::army(game.variant(), id, game.deal_of(color))
        .map_err(|e| Refusal::from(texts::play::robot_cannot_deploy(lang, &e)))?;
    // The army has no `?`: nothing is drawn at random.
    let mut rng = rand::rngs::SmallRng::seed_from_u64(id as u64);
    game.deploy(color, &army, &mut rng)
        .map_err(|e| Refusal::from(texts::play::robot_cannot_deploy(lang, &e)))?;
    Ok(())
}

/// The robot's move when it is its turn: chosen from its view, played at once. `None` when
/// it is not its turn (or the game is over). A robot without a legal move never gets here:
/// the rules end the game as soon as the side to move has none.
pub(crate) fn answer(game: &mut Game, color: Color, id: i64) -> Option<MoveRecord> {
    if game.phase() != Phase::Playing || game.to_move() != color {
        return None;
    }
    let mv = robot::decide(game, color, id)?;
    // A move from the referee's own list is legal; should it be refused all the same, the
    // robot resigns rather than stall the game.
    match game.play(color, mv) {
        Ok(record) => Some(record),
        Err(_) => {
            let _ = game.resign(color);
            None
        }
    }
}

/// Whether the robot accepts the draw offered to it: when it is behind in material, or
/// when no piece has fallen for [`robot::QUIET_PLIES`] plies ([`Game::quiet`]).
pub(crate) fn accepts_draw(game: &Game, color: Color) -> bool {
    robot::accepts_draw(&View::new(game, Viewer::Player(color)), game.quiet())
}

/// The sentence for a played move with its battle, for the event line of a mail that shows
/// the board after a later move (the robot's answer): the board marks only the last move.
/// The battle is told by the rules' one model of it, which knows the game's Flag (in Domino
/// the [6-6]).
pub(crate) fn move_words(lang: Lang, name: &str, record: &MoveRecord, variant: Variant) -> String {
    texts::play::played(lang, name, record, variant, true)
}

#[cfg(test)]
mod tests {
    use stratego_rules::Options;

    use super::*;

    /// A Domino position (`variant/domino.rs`): rows from 1 up, each square `.` or
    /// `R`/`B` and the tile; a row is filled up with empty squares.
    fn domino(rows: &[&str], side: char) -> Game {
        let mut all: Vec<String> = rows
            .iter()
            .map(|r| {
                let squares = r.chars().filter(|c| matches!(c, '.' | 'R' | 'B')).count();
                format!("{r}{}", ".".repeat(8 - squares))
            })
            .collect();
        all.resize(10, "........".to_string());
        Game::from_position(&format!("{} {side}", all.join("/")), Options::default()).unwrap()
    }

    #[test]
    fn the_robot_line_tells_a_struck_double_six_as_the_flag_taken() {
        // Blue's [0-0] on a2 strikes Red's [6-6] on a1: Blue wins.
        let mut g = domino(&["R66", "B00.....B66"], 'b');
        let record = g.play(Color::Blue, "a2-a1".parse().unwrap()).unwrap();
        assert_eq!(
            move_words(Lang::En, "robot", &record, g.variant()),
            "robot (Blue) played a2-a1. Blue's [0-0] captured Red's flag, the [6-6], at a1."
        );
        // Any other tile is lost like a piece.
        let mut g = domino(&["R24.....R66", "B53.....B66"], 'b');
        let record = g.play(Color::Blue, "a2-a1".parse().unwrap()).unwrap();
        assert_eq!(
            move_words(Lang::En, "robot", &record, g.variant()),
            "robot (Blue) played a2-a1. Blue's [5-3] at a2 struck Red's [2-4] at a1: Red's [2-4] \
             lost."
        );
    }
}
