//! A game played by mail through the real binary, mirrored move by move in a
//! `stratego_rules::Game`, with every mail, board and JSON view checked against the mirror.

use serde_json::{Value, json};
use stratego_rules::{Army, BattleResult, Color, Game, MoveRecord, Options, Phase, Rank, Viewer};

use super::board::{self, Public};
use crate::support::server::{Env, Sent, addr, to};

/// Red's and Blue's userids and passwords; `carol` watches.
pub const RED: (&str, &str) = ("alice", "pw-alice");
pub const BLUE: (&str, &str) = ("bob", "pw-bob");
pub const WATCHER: (&str, &str) = ("carol", "pw-carol");

/// The comment the challenge carries: not ASCII, relayed as written.
pub const GREETING: &str = "Viel Glück, bob! \u{265e}";

/// The pbmserv example army of SPEC 4 (Red in the classic game).
pub const PBMSERV_ARMY: &str = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n";

pub struct Match {
    pub env: Env,
    pub id: i64,
    /// The mirror: the same armies and moves, played by the rules crate in the test.
    pub game: Game,
    pub public: Public,
    pub records: Vec<MoveRecord>,
    /// Board orientation of Red's and Blue's player.
    pub flip: [bool; 2],
    /// Users watching the game now.
    pub watchers: Vec<&'static str>,
    /// Every mail taken from the outbox so far, in order.
    pub log: Vec<Sent>,
}

pub fn user(c: Color) -> (&'static str, &'static str) {
    match c {
        Color::Red => RED,
        Color::Blue => BLUE,
    }
}

/// The one mail to `user` among `mails`.
pub fn only<'a>(mails: &'a [Sent], user: &str) -> &'a Sent {
    let found = to(mails, &format!("{user}@"));
    assert_eq!(found.len(), 1, "mails to {user}: {mails:#?}");
    found[0]
}

/// `expected` is the whole subject, or its start when it ends with " - " (game over).
fn assert_subject(actual: &str, expected: &str) {
    let ok = if expected.ends_with(" - ") {
        actual.starts_with(expected)
    } else {
        actual == expected
    };
    assert!(ok, "subject {actual:?}, expected {expected:?}");
}

/// The Gravon letter of a piece (SPEC 7), written out here rather than taken from the crate.
fn field_letter(color: Color, rank: Rank) -> char {
    let i = "BS987654321F"
        .find(rank.char())
        .expect("every rank has a letter") as u8;
    (match color {
        Color::Red => b'B',
        Color::Blue => b'N',
    } + i) as char
}

fn winner_word(w: BattleResult) -> &'static str {
    match w {
        BattleResult::AttackerWon => "attacker",
        BattleResult::DefenderWon => "defender",
        BattleResult::BothLost => "both-lost",
    }
}

impl Match {
    /// Registers the players (and the watcher), has Red challenge Blue with `args`, and
    /// deploys both armies (typed as the players would) by mail; checks every mail on the way.
    pub fn start(args: &[&str], red_army: &str, blue_army: &str, blue_noflip: bool) -> Match {
        let env = Env::new();
        for (u, pw) in [RED, BLUE, WATCHER] {
            env.register(u, pw);
        }
        if blue_noflip {
            let out = env.mail(
                &addr(BLUE.0),
                &format!("stratego set {} {} noflip", BLUE.0, BLUE.1),
                "",
            );
            assert!(out.contains("applied"), "{out}");
        }
        env.take_mails();
        let (variant, options) = Options::parse_args(args.iter().copied()).expect("options");
        let mut m = Match {
            env,
            id: 1,
            game: Game::new(variant, options),
            public: Public::default(),
            records: Vec::new(),
            flip: [true, !blue_noflip],
            watchers: Vec::new(),
            log: Vec::new(),
        };
        let out = m.env.mail(
            &addr(RED.0),
            &format!(
                "stratego challenge {} {} {} {}",
                RED.0,
                BLUE.0,
                args.join(" "),
                RED.1
            ),
            GREETING,
        );
        assert!(out.contains("game 1 created"), "{out}");
        let mails = m.take();
        assert_eq!(mails.len(), 2, "{mails:#?}");
        for c in Color::ALL {
            let mail = only(&mails, user(c).0);
            assert_eq!(mail.subject, "Stratego game 1: deploy your army");
            assert!(
                mail.body
                    .contains(&format!("stratego deploy 1 {} <password>", user(c).0)),
                "{}",
                mail.body
            );
        }
        let relayed = &only(&mails, BLUE.0).body;
        assert!(
            relayed.contains(&format!("alice writes:\n  | {GREETING}")),
            "{relayed}"
        );
        assert!(!only(&mails, RED.0).body.contains("writes:"));

        m.deploy(Color::Red, red_army);
        let mails = m.take();
        assert_eq!(mails.len(), 2, "{mails:#?}");
        assert_eq!(
            only(&mails, RED.0).subject,
            "Stratego game 1: waiting for bob to deploy"
        );
        assert_eq!(
            only(&mails, BLUE.0).subject,
            "Stratego game 1: deploy your army"
        );
        // During setup a player sees their own army and nothing of the other.
        m.check_board(&only(&mails, RED.0).body, Viewer::Player(Color::Red));
        assert!(
            board::parse(&only(&mails, BLUE.0).body)
                .cells
                .values()
                .all(|c| !matches!(c, board::Cell::Piece { .. }))
        );

        m.deploy(Color::Blue, blue_army);
        assert_eq!(m.game.phase(), Phase::Playing);
        let mails = m.take();
        assert_eq!(mails.len(), 2, "{mails:#?}");
        m.check_turn_mails(&mails);
        m.check_json();
        m
    }

    fn deploy(&mut self, color: Color, army: &str) {
        let (u, pw) = user(color);
        let out = self.env.mail(
            &addr(u),
            &format!("stratego deploy {} {u} {pw}", self.id),
            army,
        );
        assert!(out.contains("applied"), "{out}");
        let (parsed, _) = Army::parse(army, self.game.variant()).expect("a valid army");
        self.game
            .deploy(color, &parsed, &mut rand::rng())
            .expect("the mirror deploys");
    }

    /// Takes the outbox and keeps a copy in the log.
    pub fn take(&mut self) -> Vec<Sent> {
        let mails = self.env.take_mails();
        self.log.extend(mails.iter().cloned());
        mails
    }

    /// Mails the move for the player to move, marked with the next ply number; mirrors it and
    /// checks every board mail and JSON view. Returns the mails the move caused.
    pub fn play(&mut self, mv: &str) -> Vec<Sent> {
        let color = self.game.to_move();
        let (u, pw) = user(color);
        let next = self.game.ply() + 1;
        let out = self.env.mail(
            &addr(u),
            &format!("stratego move {} {u} {pw} {mv}#{next}", self.id),
            "",
        );
        assert!(
            out.contains(&format!("applied: game 1: ply {next}")),
            "{out}"
        );
        let record = self
            .game
            .play(color, mv.parse().expect("a move"))
            .unwrap_or_else(|e| panic!("the mirror refuses {mv}: {e}"));
        let survivor = record
            .battle
            .is_some_and(|b| b.winner != BattleResult::BothLost);
        self.public
            .after(record.from, record.to, record.battle.is_some(), survivor);
        self.records.push(record);
        let mails = self.take();
        assert_eq!(mails.len(), 2 + self.watchers.len(), "{mails:#?}");
        self.check_turn_mails(&mails);
        for w in &self.watchers {
            let mail = only(&mails, w);
            assert_subject(&mail.subject, &self.subject_for(None));
            self.check_board(&mail.body, Viewer::Observer);
        }
        self.check_json();
        self.check_neutral_show();
        mails
    }

    /// `stratego move N <u> <pw> propose|accept|reject|resign` by `color`'s player, mirrored
    /// and checked like a move.
    pub fn act(&mut self, color: Color, word: &str) -> Vec<Sent> {
        let (u, pw) = user(color);
        let out = self.env.mail(
            &addr(u),
            &format!("stratego move {} {u} {pw} {word}", self.id),
            "",
        );
        assert!(out.contains("applied"), "{out}");
        match word {
            "propose" => self.game.propose_draw(color).expect("the mirror proposes"),
            "accept" => drop(self.game.accept_draw(color).expect("the mirror accepts")),
            "reject" => self.game.reject_draw(color).expect("the mirror rejects"),
            "resign" => drop(self.game.resign(color).expect("the mirror resigns")),
            other => panic!("no such action {other}"),
        }
        let mails = self.take();
        assert_eq!(mails.len(), 2 + self.watchers.len(), "{mails:#?}");
        self.check_turn_mails(&mails);
        self.check_json();
        mails
    }

    /// The subject a board mail must have now, for a player (or a watcher: `None`).
    pub fn subject_for(&self, color: Option<Color>) -> String {
        let id = self.id;
        match self.game.phase() {
            Phase::Over(_) => {
                // Checked in full by the tests, which know how their game ends.
                format!("Stratego game {id}: game over - ")
            }
            // A draw offer shows in both players' subjects (issue 26).
            _ if color.is_some() && self.game.draw_offer() == color.map(Color::other) => {
                let offerer = user(self.game.draw_offer().expect("an offer")).0;
                format!("Stratego game {id}: {offerer} offers a draw")
            }
            _ if color.is_some() && self.game.draw_offer() == color => {
                format!("Stratego game {id}: you offered a draw")
            }
            _ if color == Some(self.game.to_move()) => format!("Stratego game {id}: your move"),
            _ => format!(
                "Stratego game {id}: {} to move",
                user(self.game.to_move()).0
            ),
        }
    }

    /// Both players' board mails after an event: subjects and boards.
    pub fn check_turn_mails(&self, mails: &[Sent]) {
        for c in Color::ALL {
            let mail = only(mails, user(c).0);
            assert_subject(&mail.subject, &self.subject_for(Some(c)));
            self.check_board(&mail.body, Viewer::Player(c));
            if self.game.phase() == Phase::Playing && c == self.game.to_move() {
                let example = format!("stratego move {} {} <password> ", self.id, user(c).0);
                assert!(mail.body.contains(&example), "{}", mail.body);
                assert!(
                    mail.body.contains(&format!("#{}\n", self.game.ply() + 1)),
                    "{}",
                    mail.body
                );
            }
        }
    }

    pub fn check_board(&self, body: &str, viewer: Viewer) {
        let flip = match viewer {
            Viewer::Player(c) => self.flip[c.index()],
            Viewer::Observer | Viewer::Referee => true,
        };
        board::check(body, &self.game, viewer, flip, &self.public);
    }

    /// `stratego show N` by mail from anyone: the neutral board.
    pub fn check_neutral_show(&mut self) {
        let out = self.env.mail(
            "dave@example.net",
            &format!("stratego show {}", self.id),
            "",
        );
        assert!(out.contains("applied"), "{out}");
        let mails = self.take();
        let mail = only(&mails, "dave");
        assert_eq!(mail.subject, format!("Stratego: board of game {}", self.id));
        self.check_board(&mail.body, Viewer::Observer);
        // The admin command draws the same neutral board.
        let printed = self.env.admin(&["show", &self.id.to_string()]);
        self.check_board(&printed, Viewer::Observer);
    }

    fn expected_moves(&self) -> Value {
        Value::Array(
            self.records
                .iter()
                .map(|r| {
                    json!({
                        "ply": r.ply,
                        "player": if r.player == Color::Red { "red" } else { "blue" },
                        "from": r.from.to_string(),
                        "to": r.to.to_string(),
                        "battle": r.battle.map(|b| json!({
                            "attacker": b.attacker.char().to_string(),
                            "defender": b.defender.char().to_string(),
                            "winner": winner_word(b.winner),
                        })),
                    })
                })
                .collect(),
        )
    }

    /// The SPEC 8 header every JSON view shares, from the mirror.
    fn expected_header(&self) -> serde_json::Map<String, Value> {
        let o = self.game.options();
        let (status, to_move, result) = match self.game.phase() {
            Phase::Setup { .. } => ("setup", Value::Null, Value::Null),
            Phase::Playing => (
                "playing",
                json!(if self.game.to_move() == Color::Red {
                    "red"
                } else {
                    "blue"
                }),
                Value::Null,
            ),
            Phase::Over(out) => (
                "over",
                Value::Null,
                json!({
                    "winner": out.winner.map(|w| if w == Color::Red { "red" } else { "blue" }),
                    "reason": out.reason.as_str(),
                }),
            ),
        };
        let Value::Object(map) = json!({
            "game": self.id,
            "variant": self.game.variant().name(),
            "options": {
                "twosquare": o.twosquare,
                "scoutstrike": o.scoutstrike,
                "reveal": o.reveal.as_str(),
                "chase": o.chase,
            },
            "red": RED.0,
            "blue": BLUE.0,
            "status": status,
            "to_move": to_move,
            "ply": self.game.ply(),
            "result": result,
            "moves": self.expected_moves(),
        }) else {
            unreachable!()
        };
        map
    }

    pub fn export(&self) -> Value {
        serde_json::from_str(&self.env.admin(&["export", &self.id.to_string()])).expect("JSON")
    }

    /// `export` and `show --json` (as each player and neutral) against the mirror.
    pub fn check_json(&self) {
        let mut expected = self.expected_header();
        let position: String = self
            .game
            .variant()
            .squares()
            .map(|sq| match self.game.board().get(sq) {
                Some(u) => field_letter(u.piece.color, u.piece.rank),
                None if self.game.variant().is_lake(sq) => '_',
                None => 'A',
            })
            .collect::<String>()
            + if self.game.to_move() == Color::Red {
                " r"
            } else {
                " b"
            };
        expected.insert("position".into(), json!(position));
        assert_eq!(self.export(), Value::Object(expected), "export");

        let id = self.id.to_string();
        for (viewer, args) in [
            (
                Viewer::Player(Color::Red),
                vec!["show", &id, "--as", RED.0, "--json"],
            ),
            (
                Viewer::Player(Color::Blue),
                vec!["show", &id, "--as", BLUE.0, "--json"],
            ),
            (Viewer::Observer, vec!["show", &id, "--json"]),
            (
                Viewer::Observer,
                vec!["show", &id, "--as", WATCHER.0, "--json"],
            ),
        ] {
            let mut got: Value = serde_json::from_str(&self.env.admin(&args)).expect("JSON");
            let mut pieces: Vec<Value> = self
                .game
                .board()
                .iter()
                .map(|(sq, u)| {
                    let owner = u.piece.color;
                    json!({
                        "square": sq.to_string(),
                        "owner": if owner == Color::Red { "red" } else { "blue" },
                        "rank": board::may_know(viewer, owner, sq, &self.public)
                            .then(|| u.piece.rank.char().to_string()),
                        "moved": u.moved,
                        "revealed": self.public.known.contains(&sq),
                    })
                })
                .collect();
            let key = |v: &Value| v["square"].as_str().unwrap_or_default().to_string();
            pieces.sort_by_key(key);
            got["pieces"]
                .as_array_mut()
                .unwrap_or_else(|| panic!("no pieces in {args:?}"))
                .sort_by_key(key);
            let mut expected = self.expected_header();
            expected.insert("pieces".into(), Value::Array(pieces));
            assert_eq!(got, Value::Object(expected), "{args:?}");
        }
    }
}
