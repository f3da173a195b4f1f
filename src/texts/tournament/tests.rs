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

/// A line of the standings with wide values: a name past 20 characters, two-digit points
/// and tie-breaks with decimals.
fn wide(rank: u32, name: &str, withdrawn: bool) -> Line {
    Line {
        rank,
        number: rank,
        name: name.into(),
        points: 10.5,
        buchholz_cut1: 100.5,
        buchholz: 112.5,
        sonneborn_berger: 123.25,
        direct: Some(0.5),
        wins: 10,
        withdrawn,
    }
}

/// Where each run of non-spaces in `line` starts and ends, in characters.
fn edges(line: &str) -> (Vec<usize>, Vec<usize>) {
    let chars: Vec<char> = line.chars().collect();
    let (mut starts, mut ends) = (Vec::new(), Vec::new());
    for i in 0..chars.len() {
        let here = chars[i] != ' ';
        if here && (i == 0 || chars[i - 1] == ' ') {
            starts.push(i);
        }
        if here && (i + 1 == chars.len() || chars[i + 1] == ' ') {
            ends.push(i + 1);
        }
    }
    (starts, ends)
}

#[test]
fn the_standings_fit_in_72_columns_and_stay_aligned_in_every_language() {
    let lines = [
        wide(1, "a_player_with_a_name_of_thirty", false),
        line(2, "eve", true),
        wide(10, "x", false),
    ];
    for lang in Lang::ALL {
        for system in [System::Swiss, System::RoundRobin] {
            let text = table(lang, system, &lines);
            let rows: Vec<&str> = text.lines().collect();
            assert_eq!(rows.len(), 4, "{text}");
            let width = rows[0].chars().count();
            let (head_starts, head_ends) = edges(rows[0]);
            for row in &rows {
                assert!(row.chars().count() <= 72, "{lang}: too wide:\n{text}");
                assert_eq!(row.chars().count(), width, "{lang}: ragged:\n{text}");
                assert!(row.starts_with("  "), "{lang}: not a block:\n{text}");
            }
            for row in &rows[1..] {
                let (starts, ends) = edges(row);
                // The player's column stands to the left (its header's start, the second
                // header), every other column to the right (each header's end).
                assert!(starts.contains(&head_starts[1]), "{lang}:\n{text}");
                for (i, end) in head_ends.iter().enumerate() {
                    if i != 1 {
                        assert!(ends.contains(end), "{lang}: column {i} moved:\n{text}");
                    }
                }
            }
        }
    }
    // Each language's headers and decimal mark.
    let head = |lang| table(lang, System::Swiss, &lines[..1]);
    assert!(
        head(Lang::En).starts_with("  Rank  Player "),
        "{}",
        head(Lang::En)
    );
    assert!(head(Lang::En).contains("10.5"));
    assert!(
        head(Lang::De).starts_with("  Platz  Spieler "),
        "{}",
        head(Lang::De)
    );
    assert!(head(Lang::De).contains("BH-1") && head(Lang::De).contains("SoBe"));
    assert!(head(Lang::De).contains("123,25"), "{}", head(Lang::De));
    assert!(
        head(Lang::Nl).starts_with("  Plaats  Speler "),
        "{}",
        head(Lang::Nl)
    );
    assert!(head(Lang::Nl).contains("WP-1") && head(Lang::Nl).contains("123,25"));
}

#[test]
fn a_rounds_boards_fit_in_72_columns_in_every_language() {
    let long = "twenty_characters_xx";
    let boards: Vec<Board<'_>> = [None, Some(("1", "0")), Some(("=", "=")), Some(("-", "-"))]
        .into_iter()
        .chain([Some(("+", "-")), Some(("-", "+"))])
        .map(|scores| Board {
            game: Some(99_999),
            white: long,
            black: Some(long),
            scores,
        })
        .chain([Board {
            game: None,
            white: long,
            black: None,
            scores: Some(("U", "")),
        }])
        .collect();
    for lang in Lang::ALL {
        let text = round_list(lang, 12, &boards);
        for row in text.lines() {
            assert!(row.chars().count() <= 72, "{lang}: too wide:\n{text}");
        }
        // The game numbers stand in one column.
        let at: Vec<usize> = text
            .lines()
            .filter_map(|l| l.find("99999").map(|at| l[..at].chars().count()))
            .collect::<Vec<_>>();
        assert_eq!(at.len(), 6, "{text}");
        assert!(at.iter().all(|a| *a == at[0]), "{lang}: ragged:\n{text}");
    }
    let de = round_list(Lang::De, 12, &boards);
    assert!(de.starts_with("Runde 12:\n"), "{de}");
    assert!(
        de.contains("beide kampflos") && de.contains("Partie 99999"),
        "{de}"
    );
    let nl = round_list(Lang::Nl, 12, &boards);
    assert!(
        nl.contains("1-0 regl.") && nl.contains("bye (1 punt)"),
        "{nl}"
    );
}

/// The texts of the area that end in commands to copy, with sample values.
fn texts_with_commands(lang: Lang) -> Vec<String> {
    use crate::league::tournament::TournamentError as E;
    let t = row();
    let mut out = vec![
        created(lang, &t, "k").1,
        closed(lang, &t, 2).1,
        reopened(lang, &t, 1).1,
        cancelled_to_player(lang, &t, "bob").1,
        help(lang),
        list(lang, &[]).1,
        game_over_steps(lang, &t, 1, true, true, Next::Waiting),
        robot_by_director(lang, "robot", 2).detail,
        overview(
            lang,
            &Overview {
                t: &t,
                system: System::Swiss,
                state: State::Open,
                director: "ann",
                kind: "k",
                entrants: &[],
                lines: &[],
                completed: 0,
                boards: &[],
            },
        )
        .1,
    ];
    for state in [State::Closed, State::Running, State::Over] {
        out.push(refused(lang, &E::NotOpen { id: 2, state }).detail);
    }
    for players in [1, 2] {
        out.push(refused(lang, &E::TooFew { id: 2, players }).detail);
        out.push(refused(lang, &E::TooFewToClose { id: 2, players }).detail);
    }
    out.push(refused(lang, &E::Name).detail);
    out
}

#[test]
fn every_command_stays_a_block_line_in_every_language() {
    for lang in Lang::ALL {
        for text in texts_with_commands(lang) {
            assert!(text.contains("stratego "), "{lang}: {text}");
            for line in text.lines() {
                assert!(
                    !line.starts_with("stratego ") && !line.starts_with(" stratego "),
                    "{lang}: a command lost its indent:\n{text}"
                );
            }
        }
    }
}

#[test]
fn german_and_dutch_say_it_in_their_words() {
    let t = row();
    let bye = |lang| bye(lang, &t, 1, "ben");
    assert_eq!(bye(Lang::Nl).0, "Stratego: toernooi 2, ronde 1: bye");
    assert!(
        bye(Lang::Nl)
            .1
            .starts_with("ben, je hebt een bye in ronde 1 van toernooi 2")
    );
    assert!(
        bye(Lang::De).1.contains("ein Freilos"),
        "{}",
        bye(Lang::De).1
    );
    assert_eq!(
        kind_words(Lang::De, &t, System::RoundRobin, &[]),
        "Rundenturnier, 3 Runden, small"
    );
    assert_eq!(
        kind_words(Lang::Nl, &t, System::Swiss, &["-nag=3".into()]),
        "Zwitsers systeem, 3 ronden, small -nag=3"
    );
    // One round is one round in every language.
    let mut one = row();
    one.rounds = Some(1);
    assert_eq!(
        kind_words(Lang::En, &one, System::Swiss, &[]),
        "Swiss, 1 round, small"
    );
}
