//! The words of a tournament's tables, checked.

use super::*;
use crate::league::standings::Line;

fn row() -> TournamentRow {
    TournamentRow {
        id: 2,
        name: "Spring".into(),
        director: "ann".into(),
        system: "roundrobin".into(),
        rounds: Some(3),
        variant: "small".into(),
        options: "[]".into(),
        state: "over".into(),
        round: 3,
        created: 0,
        started: Some(0),
        ended: Some(0),
    }
}

fn line(rank: u32, name: &str, withdrawn: bool) -> Line {
    Line {
        rank,
        number: rank,
        name: name.into(),
        points: 2.0,
        buchholz_cut1: 0.0,
        buchholz: 0.0,
        sonneborn_berger: 2.0,
        direct: None,
        wins: 2,
        withdrawn,
    }
}

#[test]
fn a_withdrawn_winner_keeps_the_place_and_is_named_withdrawn() {
    let lines = [line(1, "dave", false), line(1, "eve", true)];
    let (subject, body) = final_mail(Lang::En, &row(), System::RoundRobin, &lines);
    assert_eq!(
        subject,
        "Stratego: tournament 2 is over: shared first place"
    );
    assert!(
        body.starts_with("Tournament 2 (Spring) is over. dave and eve (withdrawn) share"),
        "{body}"
    );
    assert!(body.contains("A * marks a player withdrawn"), "{body}");
}
