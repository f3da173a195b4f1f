//! The life of a tournament on a store in memory, with games made and forfeited by a
//! stand-in for the mail layer.

use stratego_rules::Color;

use super::*;
use crate::store::{GameStatus, NewGame, Store};

/// Games as rows only, ended by forfeit straight through [`game_over`].
struct Fake<'a, 'c> {
    tx: &'a Tx<'c>,
    events: Vec<Event>,
}

impl Games for Fake<'_, '_> {
    fn start_game(&mut self, t: &TournamentRow, red: &str, blue: &str) -> Result<i64, StoreError> {
        self.tx.insert_game(&NewGame {
            variant: t.variant.clone(),
            options: "{}".into(),
            red: red.into(),
            blue: blue.into(),
            status: GameStatus::Setup,
            to_move: None,
            ply: 0,
            state: "{}".into(),
            now: 1,
        })
    }

    fn forfeit_game(&mut self, game: i64, loser: &str) -> Result<(), StoreError> {
        let row = self.tx.game(game)?;
        let winner = if row.red == loser {
            Color::Blue
        } else {
            Color::Red
        };
        let outcome = Outcome {
            winner: Some(winner),
            reason: EndReason::Forfeit,
        };
        let tx = self.tx;
        let events = game_over(tx, &row, &outcome, false, 2, self)?;
        self.events.extend(events);
        Ok(())
    }
}

fn users(tx: &Tx<'_>, names: &[&str]) -> Vec<User> {
    names
        .iter()
        .map(|n| {
            tx.create_user(n, &format!("{n}@example.org"), "$argon2id$fake", 1)
                .unwrap();
            tx.user(n).unwrap()
        })
        .collect()
}

fn ended(tx: &Tx<'_>, game: i64, winner: Option<Color>, fake: &mut Fake<'_, '_>) -> Vec<Event> {
    let row = tx.game(game).unwrap();
    let outcome = Outcome {
        winner,
        reason: if winner.is_some() {
            EndReason::Flag
        } else {
            EndReason::DrawAgreed
        },
    };
    game_over(tx, &row, &outcome, true, 3, fake).unwrap()
}

#[test]
fn default_swiss_rounds_follow_the_log_and_stop_at_a_round_robin() {
    assert_eq!(default_swiss_rounds(3), 3);
    assert_eq!(default_swiss_rounds(4), 3);
    assert_eq!(default_swiss_rounds(8), 5);
    assert_eq!(default_swiss_rounds(9), 6);
    assert_eq!(default_swiss_rounds(32), 7);
}

#[test]
fn result_codes_mark_forfeits_and_unplayed_games() {
    let o = |winner, reason| Outcome { winner, reason };
    assert_eq!(
        result_codes(&o(Some(Color::Red), EndReason::Flag), true),
        ("1", "0")
    );
    assert_eq!(
        result_codes(&o(None, EndReason::DrawAgreed), true),
        ("=", "=")
    );
    assert_eq!(
        result_codes(&o(Some(Color::Blue), EndReason::Resign), true),
        ("0", "1")
    );
    assert_eq!(
        result_codes(&o(Some(Color::Blue), EndReason::Resign), false),
        ("-", "+")
    );
    assert_eq!(
        result_codes(&o(Some(Color::Red), EndReason::Forfeit), false),
        ("+", "-")
    );
    assert_eq!(
        result_codes(&o(None, EndReason::Forfeit), false),
        ("-", "-")
    );
    assert_eq!(
        result_codes(&o(Some(Color::Blue), EndReason::NoMoves), false),
        ("0", "1")
    );
}

#[test]
fn a_round_robin_of_three_runs_to_its_end_with_byes() {
    let mut store = Store::open_in_memory().unwrap();
    store
        .write(|tx| {
            let u = users(tx, &["dir", "ann", "bea", "cid"]);
            let mut fake = Fake { tx, events: vec![] };
            let id = create(tx, &u[0], "Club", System::RoundRobin, None, &[], 5).unwrap();
            for p in &u[1..] {
                join(tx, id, p, 6).unwrap();
            }
            assert!(matches!(
                join(tx, id, &u[1], 6),
                Err(TournamentError::AlreadyIn { .. })
            ));
            assert!(matches!(
                start(tx, id, &u[1], 7, &mut fake),
                Err(TournamentError::NotDirector { .. })
            ));
            let events = start(tx, id, &u[0], 7, &mut fake).unwrap();
            assert_eq!(
                events,
                [Event::Paired {
                    tournament: id,
                    round: 1
                }]
            );
            let t = tx.tournament(id)?;
            assert_eq!((t.rounds, t.state.as_str()), (Some(3), "running"));
            for round in 1..=3 {
                let game = tx
                    .pairings(id)?
                    .into_iter()
                    .find(|p| p.round == round && p.game.is_some())
                    .and_then(|p| p.game)
                    .unwrap();
                let events = ended(tx, game, Some(Color::Red), &mut fake);
                // After the last round the final table alone, not the same table twice.
                let want = if round < 3 {
                    vec![
                        Event::RoundEnded {
                            tournament: id,
                            round,
                        },
                        Event::Paired {
                            tournament: id,
                            round: round + 1,
                        },
                    ]
                } else {
                    vec![Event::Over { tournament: id }]
                };
                assert_eq!(events, want);
            }
            let t = tx.tournament(id)?;
            assert_eq!(t.state, "over");
            let m = model(tx, &t)?;
            // Everyone had one bye and two games.
            for p in &m.players {
                assert_eq!(p.rounds.len(), 3);
                let byes = p
                    .rounds
                    .iter()
                    .filter(|r| r.score == Score::PairingBye)
                    .count();
                assert_eq!(byes, 1, "{}", p.name);
            }
            Ok::<_, StoreError>(())
        })
        .unwrap();
}

#[test]
fn withdraw_everywhere_forfeits_open_games_and_leaves_entries() {
    let mut store = Store::open_in_memory().unwrap();
    store
        .write(|tx| {
            let u = users(tx, &["dir", "ann", "bea", "cid", "dan"]);
            let mut fake = Fake { tx, events: vec![] };
            let running = create(tx, &u[0], "A", System::Swiss, Some(3), &[], 5).unwrap();
            let open = create(tx, &u[0], "B", System::Swiss, None, &[], 5).unwrap();
            for p in &u[1..] {
                join(tx, running, p, 6).unwrap();
            }
            join(tx, open, &u[1], 6).unwrap();
            start(tx, running, &u[0], 7, &mut fake).unwrap();
            let anns_game = tx
                .pairings(running)?
                .into_iter()
                .find(|p| p.white == "ann" || p.black.as_deref() == Some("ann"))
                .unwrap();
            let ids = withdraw_everywhere(tx, "ann", &mut fake)?;
            assert_eq!(ids, [running, open]);
            assert!(tx.entrants(open)?.is_empty());
            let ann = tx
                .entrants(running)?
                .into_iter()
                .find(|e| e.userid_key == "ann")
                .unwrap();
            assert_eq!(ann.withdrawn, Some(1));
            let p = tx.pairing_of_game(anns_game.game.unwrap())?.unwrap();
            let ann_code = if p.white == "ann" {
                &p.white_score
            } else {
                &p.black_score
            };
            assert_eq!(ann_code.as_deref(), Some("-"));
            // Ann is not paired in round 2: the other game ends round 1.
            let other = tx
                .pairings(running)?
                .into_iter()
                .find(|p| p.round == 1 && p.white_score.is_none())
                .and_then(|p| p.game)
                .unwrap();
            let events = ended(tx, other, None, &mut fake);
            assert_eq!(
                events[0],
                Event::RoundEnded {
                    tournament: running,
                    round: 1
                }
            );
            let round2: Vec<PairingRow> = tx
                .pairings(running)?
                .into_iter()
                .filter(|p| p.round == 2)
                .collect();
            assert!(
                round2
                    .iter()
                    .all(|p| p.white != "ann" && p.black.as_deref() != Some("ann"))
            );
            assert_eq!(round2.len(), 2, "one game and a bye for the three left");
            Ok::<_, StoreError>(())
        })
        .unwrap();
}
