//! Game options, as chosen in a challenge (SPEC 3).

use serde::{Deserialize, Serialize};

use crate::Variant;

/// How long a piece revealed by battle stays shown to the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Reveal {
    /// For the rest of the game.
    Keep,
    /// For one turn: from the battle until the end of the next ply, so each player has the
    /// piece on the board for exactly one turn of their own.
    Turn,
}

impl Reveal {
    /// The option word: `keep` or `turn`.
    pub fn as_str(self) -> &'static str {
        match self {
            Reveal::Keep => "keep",
            Reveal::Turn => "turn",
        }
    }
}

/// The rules a game is played under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// A piece may not move more than this many times in a row between the same two squares
    /// (`0` = no limit).
    pub twosquare: u8,
    /// Whether a Scout that moves more than one square may strike in the same move.
    pub scoutstrike: bool,
    /// How long battle reveals last.
    pub reveal: Reveal,
    /// The more-squares rule (ISF): in a continuous chase the chaser may not repeat a
    /// position of that chase (`crate::chase`). Games stored before the rule existed read
    /// as `false`: they go on under the rules they were started with.
    #[serde(default)]
    pub chase: bool,
    /// Days without a move before the player to move is reminded (plain data for the server).
    pub nag_days: u16,
    /// Days without a move before the player to move forfeits (plain data for the server).
    pub forfeit_days: u16,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            twosquare: 3,
            scoutstrike: true,
            reveal: Reveal::Keep,
            chase: true,
            nag_days: 7,
            forfeit_days: 21,
        }
    }
}

/// Whether the more-squares rule is on by default in `variant`: one line per game kind, so
/// that a new kind states its own choice. Classic as in ISF tournament play; Small too, as
/// an endless chase is as endless on a small board; Barrage and Duel as Gravon plays them
/// under its ISF rules, where a few pieces on an open board chase all the more. Domino off,
/// as its rules (the seed) have no repetition rule; its endless games end by the no-strike
/// draw instead ([`crate::VariantSpec::quiet_plies`]). `-chase=on` still turns it on.
pub fn chase_default(variant: Variant) -> bool {
    match variant {
        Variant::Classic => true,
        Variant::Small => true,
        Variant::Barrage => true,
        Variant::Duel => true,
        Variant::Domino => false,
    }
}

/// The two-squares limit of `variant` by default (`0`: no limit): 3 in every game of
/// Stratego (SPEC 5); none in Domino, whose rules have no repetition rule (`-twosquare=N`
/// still sets one).
pub fn twosquare_default(variant: Variant) -> u8 {
    match variant {
        Variant::Classic | Variant::Small | Variant::Barrage | Variant::Duel => 3,
        Variant::Domino => 0,
    }
}

/// What to write instead of a reminder time not shorter than the forfeit time.
fn nag_hint(nag: u16, forfeit: u16, nag_given: bool) -> String {
    let shorter = forfeit.saturating_sub(1);
    if shorter == 0 {
        "-forfeit needs at least 2 days, so that a reminder can come first".to_string()
    } else if nag_given {
        format!("give a shorter one, like -nag={shorter}")
    } else {
        format!("-nag={nag} is the default, so add a shorter one, like -nag={shorter}")
    }
}

/// A challenge option that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// Not an option this server knows.
    #[error(
        "unknown option '{0}': the options are -small, -barrage, -duel, -domino, -twosquare=N, \
         -noscoutstrike, -reveal=keep|turn, -chase=on|off, -nag=DAYS, -forfeit=DAYS"
    )]
    Unknown(String),
    /// The option needs a number in a range.
    #[error("option '{option}' needs a whole number from {min} to {max}, like {option}={example}")]
    BadNumber {
        /// The option as written, without its value.
        option: String,
        /// Smallest allowed value.
        min: u16,
        /// Largest allowed value.
        max: u16,
        /// A value to show in the hint.
        example: u16,
    },
    /// `-reveal=` with something else than keep or turn.
    #[error("option '-reveal' takes keep or turn, like -reveal=turn")]
    BadReveal,
    /// `-chase=` with something else than on or off.
    #[error("option '-chase' takes on or off, like -chase=off")]
    BadChase,
    /// Reminders must come before the forfeit.
    #[error(
        "the reminder time (-nag={nag}) must be shorter than the forfeit time \
         (-forfeit={forfeit}): {}", nag_hint(*.nag, *.forfeit, *.nag_given)
    )]
    NagAfterForfeit {
        /// Nag days.
        nag: u16,
        /// Forfeit days.
        forfeit: u16,
        /// Whether the player wrote `-nag` (else the reminder time is the default one,
        /// which the hint then says).
        nag_given: bool,
    },
    /// Two kinds of game asked for at once (`-duel -small`).
    #[error(
        "{first} and {second} cannot go together: a game is of one kind, so give only one \
         of -small, -barrage, -duel, -domino (or none for the classic game)"
    )]
    Conflict {
        /// The first kind, as written.
        first: String,
        /// The other kind, as written.
        second: String,
    },
}

impl Options {
    /// The default options of `variant` (the more-squares rule and the two-squares limit as
    /// [`chase_default`] and [`twosquare_default`] say).
    pub fn for_variant(variant: Variant) -> Options {
        Options {
            chase: chase_default(variant),
            twosquare: twosquare_default(variant),
            ..Options::default()
        }
    }

    /// Reads challenge options (`-small`, `-barrage`, `-duel`, `-domino`, `-twosquare=N`, `-noscoutstrike`, `-reveal=keep|turn`,
    /// `-chase=on|off`, `-nag=DAYS`, `-forfeit=DAYS`; case-insensitive, `--` accepted for
    /// `-`). An option left out takes the default of the game kind.
    ///
    /// # Errors
    /// The first option that is unknown or has a bad value.
    ///
    /// ```
    /// use stratego_rules::{Options, Reveal, Variant};
    /// let (v, o) = Options::parse_args(["-small", "-reveal=turn", "-twosquare=0"]).unwrap();
    /// assert_eq!((v, o.reveal, o.twosquare), (Variant::Small, Reveal::Turn, 0));
    /// ```
    pub fn parse_args<'a>(
        args: impl IntoIterator<Item = &'a str>,
    ) -> Result<(Variant, Options), OptionError> {
        let mut variant = Variant::Classic;
        let mut o = Options::default();
        // The kind may come after -chase or -twosquare: its defaults are applied at the end.
        let mut chase = None;
        let mut twosquare = None;
        let mut kind: Option<String> = None;
        let mut nag_given = false;
        for arg in args {
            let lower = arg.to_ascii_lowercase();
            let word = lower.trim_start_matches('-');
            if word.len() == lower.len() {
                return Err(OptionError::Unknown(arg.to_string()));
            }
            let (name, value) = match word.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (word, None),
            };
            let number = |min: u16, max: u16, example: u16| {
                value
                    .and_then(|v| v.parse::<u16>().ok())
                    .filter(|n| (min..=max).contains(n))
                    .ok_or_else(|| OptionError::BadNumber {
                        option: format!("-{name}"),
                        min,
                        max,
                        example,
                    })
            };
            if value.is_none()
                && matches!(name, "small" | "barrage" | "duel" | "domino" | "classic")
            {
                match &kind {
                    Some(first) if first.trim_start_matches('-') != name => {
                        return Err(OptionError::Conflict {
                            first: first.clone(),
                            second: format!("-{name}"),
                        });
                    }
                    _ => kind = Some(format!("-{name}")),
                }
            }
            match (name, value) {
                ("small", None) => variant = Variant::Small,
                ("barrage", None) => variant = Variant::Barrage,
                ("duel", None) => variant = Variant::Duel,
                ("domino", None) => variant = Variant::Domino,
                ("classic", None) => variant = Variant::Classic,
                ("noscoutstrike", None) => o.scoutstrike = false,
                ("scoutstrike", None) => o.scoutstrike = true,
                ("twosquare", _) => twosquare = Some(number(0, 99, 3)? as u8),
                ("nag", _) => {
                    o.nag_days = number(1, 365, 7)?;
                    nag_given = true;
                }
                ("forfeit", _) => o.forfeit_days = number(1, 365, 21)?,
                ("reveal", Some("keep")) => o.reveal = Reveal::Keep,
                ("reveal", Some("turn")) => o.reveal = Reveal::Turn,
                ("reveal", _) => return Err(OptionError::BadReveal),
                ("chase", Some("on")) => chase = Some(true),
                ("chase", Some("off")) => chase = Some(false),
                ("chase", _) => return Err(OptionError::BadChase),
                _ => return Err(OptionError::Unknown(arg.to_string())),
            }
        }
        o.chase = chase.unwrap_or_else(|| chase_default(variant));
        o.twosquare = twosquare.unwrap_or_else(|| twosquare_default(variant));
        if o.nag_days >= o.forfeit_days {
            return Err(OptionError::NagAfterForfeit {
                nag: o.nag_days,
                forfeit: o.forfeit_days,
                nag_given,
            });
        }
        Ok((variant, o))
    }

    /// The options as challenge arguments that [`Options::parse_args`] reads back (defaults left out).
    pub fn to_args(&self, variant: Variant) -> Vec<String> {
        let d = Options::for_variant(variant);
        let mut out = Vec::new();
        if variant != Variant::Classic {
            out.push(format!("-{}", variant.name()));
        }
        if self.twosquare != d.twosquare {
            out.push(format!("-twosquare={}", self.twosquare));
        }
        if !self.scoutstrike {
            out.push("-noscoutstrike".into());
        }
        if self.reveal != d.reveal {
            out.push(format!("-reveal={}", self.reveal.as_str()));
        }
        if self.chase != d.chase {
            out.push(format!("-chase={}", if self.chase { "on" } else { "off" }));
        }
        if self.nag_days != d.nag_days {
            out.push(format!("-nag={}", self.nag_days));
        }
        if self.forfeit_days != d.forfeit_days {
            out.push(format!("-forfeit={}", self.forfeit_days));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let (v, o) = Options::parse_args([]).unwrap();
        assert_eq!(v, Variant::Classic);
        assert_eq!(o, Options::default());
        assert_eq!(
            (o.twosquare, o.scoutstrike, o.nag_days, o.forfeit_days),
            (3, true, 7, 21)
        );
    }

    #[test]
    fn every_option() {
        let (v, o) = Options::parse_args(
            "-small -twosquare=5 -noscoutstrike -reveal=turn -chase=off -nag=2 -forfeit=9"
                .split(' '),
        )
        .unwrap();
        assert_eq!(v, Variant::Small);
        assert_eq!(
            o,
            Options {
                twosquare: 5,
                scoutstrike: false,
                reveal: Reveal::Turn,
                chase: false,
                nag_days: 2,
                forfeit_days: 9
            }
        );
        let args = o.to_args(v);
        assert_eq!(
            Options::parse_args(args.iter().map(String::as_str)).unwrap(),
            (v, o)
        );
    }

    #[test]
    fn errors() {
        assert!(matches!(
            Options::parse_args(["-big"]),
            Err(OptionError::Unknown(_))
        ));
        assert!(matches!(
            Options::parse_args(["small"]),
            Err(OptionError::Unknown(_))
        ));
        assert!(matches!(
            Options::parse_args(["-twosquare=x"]),
            Err(OptionError::BadNumber { .. })
        ));
        assert!(matches!(
            Options::parse_args(["-twosquare"]),
            Err(OptionError::BadNumber { .. })
        ));
        assert!(matches!(
            Options::parse_args(["-twosquare=100"]),
            Err(OptionError::BadNumber { .. })
        ));
        assert!(matches!(
            Options::parse_args(["-nag=0"]),
            Err(OptionError::BadNumber { .. })
        ));
        assert!(matches!(
            Options::parse_args(["-reveal=never"]),
            Err(OptionError::BadReveal)
        ));
        assert!(matches!(
            Options::parse_args(["-nag=30"]),
            Err(OptionError::NagAfterForfeit {
                nag: 30,
                forfeit: 21,
                ..
            })
        ));
        // A reminder time never written is named as the default, with one to write.
        let msg = Options::parse_args(["-forfeit=5"]).unwrap_err().to_string();
        assert_eq!(
            msg,
            "the reminder time (-nag=7) must be shorter than the forfeit time (-forfeit=5): \
             -nag=7 is the default, so add a shorter one, like -nag=4"
        );
        let msg = Options::parse_args(["-nag=6", "-forfeit=5"])
            .unwrap_err()
            .to_string();
        assert!(msg.ends_with("give a shorter one, like -nag=4"), "{msg}");
        let msg = Options::parse_args(["-forfeit=1"]).unwrap_err().to_string();
        assert!(
            msg.ends_with("-forfeit needs at least 2 days, so that a reminder can come first"),
            "{msg}"
        );
        // Two kinds of game are refused, naming both; one named twice is not.
        let msg = Options::parse_args(["-duel", "-nag=2", "-Small"])
            .unwrap_err()
            .to_string();
        assert!(
            msg.starts_with("-duel and -small cannot go together"),
            "{msg}"
        );
        assert!(matches!(
            Options::parse_args(["-classic", "-barrage"]),
            Err(OptionError::Conflict { .. })
        ));
        assert!(Options::parse_args(["-small", "--small"]).is_ok());
        assert!(matches!(
            Options::parse_args(["-chase=maybe"]),
            Err(OptionError::BadChase)
        ));
        assert!(matches!(
            Options::parse_args(["-chase"]),
            Err(OptionError::BadChase)
        ));
        let msg = Options::parse_args(["-big"]).unwrap_err().to_string();
        assert!(msg.contains("-small"), "{msg}");
        assert!(msg.contains("-barrage, -duel"), "{msg}");
        assert!(msg.contains("-chase=on|off"), "{msg}");
    }

    #[test]
    fn every_game() {
        for v in Variant::ALL {
            let args = Options::default().to_args(v);
            let (back, _) = Options::parse_args(args.iter().map(String::as_str)).unwrap();
            assert_eq!(back, v, "{args:?}");
        }
        let (v, _) = Options::parse_args(["--Barrage"]).unwrap();
        assert_eq!(v, Variant::Barrage);
        let (v, _) = Options::parse_args(["-duel", "-twosquare=2"]).unwrap();
        assert_eq!(v, Variant::Duel);
    }

    #[test]
    fn chase_default_per_kind() {
        for v in Variant::ALL {
            let name = format!("-{}", v.name());
            let (_, o) = Options::parse_args([name.as_str()]).unwrap();
            assert_eq!(o.chase, chase_default(v), "{v}");
            assert_eq!(o.twosquare, twosquare_default(v), "{v}");
            assert_eq!(o, Options::for_variant(v));
            // The default is not written out; the other value is, and reads back.
            assert!(o.to_args(v).iter().all(|a| !a.starts_with("-chase")));
            let other = Options {
                chase: !o.chase,
                ..o
            };
            let args = other.to_args(v);
            assert_eq!(
                Options::parse_args(args.iter().map(String::as_str)).unwrap(),
                (v, other)
            );
        }
        // The kind may come after the option.
        let (_, o) = Options::parse_args(["-chase=off", "-small"]).unwrap();
        assert!(!o.chase);
        let (_, o) = Options::parse_args(["-twosquare=5", "-domino", "-chase=on"]).unwrap();
        assert_eq!((o.twosquare, o.chase), (5, true));
        let domino = Options::for_variant(Variant::Domino);
        assert_eq!(domino.to_args(Variant::Domino), ["-domino"]);
        assert_eq!(
            Options {
                twosquare: 3,
                chase: true,
                ..domino
            }
            .to_args(Variant::Domino),
            ["-domino", "-twosquare=3", "-chase=on"]
        );
        // A game stored before the rule existed has no `chase` and goes on without it.
        let old: Options = serde_json::from_str(
            r#"{"twosquare":3,"scoutstrike":true,"reveal":"keep","nag_days":7,"forfeit_days":21}"#,
        )
        .unwrap();
        assert!(!old.chase);
    }
}
