//! The JSON views of SPEC 8: `export` (the referee's view: everything) and `show --json`
//! (what one player, or an observer, may see).

use serde_json::{Value, json};
use stratego_rules::{Battle, Color, Game, Phase, View, Viewer};

use crate::store::{GameRow, Reader, StoreError};
use crate::store::{color_of, load_state};

fn header(
    r: &Reader<'_>,
    row: &GameRow,
    game: &Game,
) -> Result<serde_json::Map<String, Value>, StoreError> {
    let o = game.options();
    let (status, to_move, result) = match game.phase() {
        Phase::Setup { .. } => ("setup", Value::Null, Value::Null),
        Phase::Playing => ("playing", json!(game.to_move().as_str()), Value::Null),
        Phase::Over(out) => (
            "over",
            Value::Null,
            json!({"winner": out.winner.map(Color::as_str), "reason": out.reason.as_str()}),
        ),
    };
    let moves: Vec<Value> = r
        .moves(row.id)?
        .into_iter()
        .map(|m| {
            // Stored as the rules crate serializes a `Battle` (winner `attacker-won`);
            // SPEC 8 spells the winner `attacker|defender|both-lost`.
            let battle = m
                .battle
                .as_deref()
                .and_then(|b| serde_json::from_str::<Battle>(b).ok())
                .map_or(Value::Null, |b| {
                    json!({"attacker": b.attacker, "defender": b.defender, "winner": b.winner.as_str()})
                });
            json!({"ply": m.ply, "player": m.player, "from": m.from_sq, "to": m.to_sq, "battle": battle})
        })
        .collect();
    let mut map = serde_json::Map::new();
    map.insert("game".into(), json!(row.id));
    map.insert("variant".into(), json!(game.variant().name()));
    map.insert(
        "options".into(),
        json!({"twosquare": o.twosquare, "scoutstrike": o.scoutstrike, "reveal": o.reveal.as_str(), "chase": o.chase}),
    );
    map.insert("red".into(), json!(r.user(&row.red)?.userid));
    map.insert("blue".into(), json!(r.user(&row.blue)?.userid));
    map.insert("status".into(), json!(status));
    map.insert("to_move".into(), to_move);
    map.insert("ply".into(), json!(game.ply()));
    map.insert("result".into(), result);
    map.insert("moves".into(), Value::Array(moves));
    Ok(map)
}

/// `export GAME`: the whole game, every piece known (SPEC 8).
///
/// # Errors
/// [`StoreError::NotFound`] for an unknown game.
pub fn export(r: &Reader<'_>, id: i64) -> Result<Value, StoreError> {
    let row = r.game(id)?;
    let game = load_state(&row)?;
    let mut map = header(r, &row, &game)?;
    map.insert("position".into(), json!(game.position_text()));
    if let (Some(red), Some(blue)) = (game.deal_of(Color::Red), game.deal_of(Color::Blue)) {
        // Domino: each player's hand as dealt (the four tiles set aside are in neither).
        map.insert(
            "deal".into(),
            json!({"red": red.to_string(), "blue": blue.to_string()}),
        );
    }
    Ok(Value::Object(map))
}

/// `show GAME [--as USER] --json`: what `as_user` (a player of the game) may see, or the
/// observer's view. Every battle in `moves` was seen by both players, so the list is the
/// same for everyone; pieces carry `rank: null` where the viewer may not know it.
///
/// # Errors
/// [`StoreError::NotFound`] for an unknown game or user; a user who does not play in the
/// game gets the observer's view.
pub fn view(r: &Reader<'_>, id: i64, as_user: Option<&str>) -> Result<Value, StoreError> {
    let row = r.game(id)?;
    let game = load_state(&row)?;
    let viewer = match as_user {
        Some(u) => {
            let key = r.user(u)?.userid_key;
            color_of(&row, &key).map_or(Viewer::Observer, Viewer::Player)
        }
        None => Viewer::Observer,
    };
    let v = View::new(&game, viewer);
    let mut map = header(r, &row, &game)?;
    let pieces: Vec<Value> = v
        .pieces
        .iter()
        .map(|p| {
            json!({
                "square": p.square.to_string(),
                "owner": p.owner.as_str(),
                "rank": p.rank.map(|r| r.to_string()),
                "moved": p.moved,
                "revealed": p.revealed,
            })
        })
        .collect();
    map.insert("pieces".into(), Value::Array(pieces));
    Ok(Value::Object(map))
}

/// `tournament T --format json` (issue 77): the tournament, its standings with every
/// tie-break after the rounds completed, and every round's boards with their games and
/// results (TRF-16 codes per side: `1 = 0 + - U`, null while a game goes on).
///
/// # Errors
/// [`StoreError::NotFound`] for an unknown tournament.
pub fn tournament(r: &Reader<'_>, id: i64) -> Result<Value, StoreError> {
    use crate::league::tournament as life;
    let t = r.tournament(id)?;
    let completed = life::completed_rounds(r, &t)?;
    let lines = life::lines(r, &t, completed)?;
    let name = |key: &str| r.user(key).map_or(key.to_string(), |u| u.userid);
    let standings: Vec<Value> = lines
        .iter()
        .map(|l| {
            json!({
                "rank": l.rank,
                "number": l.number,
                "player": l.name,
                "points": l.points,
                "buchholz_cut1": l.buchholz_cut1,
                "buchholz": l.buchholz,
                "sonneborn_berger": l.sonneborn_berger,
                "direct_encounter": l.direct,
                "wins": l.wins,
                "withdrawn": l.withdrawn,
            })
        })
        .collect();
    let mut rounds: Vec<Value> = Vec::new();
    for (round, paired, ended) in r.tournament_rounds(id)? {
        let boards: Vec<Value> = r
            .pairings(id)?
            .into_iter()
            .filter(|p| p.round == round)
            .map(|p| {
                json!({
                    "board": p.board,
                    "game": p.game,
                    "red": name(&p.white),
                    "blue": p.black.as_deref().map(name),
                    "red_result": p.white_score,
                    "blue_result": p.black_score,
                })
            })
            .collect();
        rounds.push(json!({"round": round, "paired": paired, "ended": ended, "boards": boards}));
    }
    let entrants: Vec<Value> = r
        .entrants(id)?
        .into_iter()
        .map(|e| {
            json!({
                "player": e.userid,
                "number": e.number,
                "rating": e.rating,
                "withdrawn_after_round": e.withdrawn,
            })
        })
        .collect();
    Ok(json!({
        "tournament": t.id,
        "name": t.name,
        "director": name(&t.director),
        "system": t.system,
        "rounds": t.rounds,
        "round": t.round,
        "completed_rounds": completed,
        "variant": t.variant,
        "options": life::options_of(&t),
        "state": t.state,
        "players": entrants,
        "standings": standings,
        "pairings": rounds,
    }))
}
