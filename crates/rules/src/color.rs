//! The two sides.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A side. Red moves first and sets up on the low rows; Blue on the high rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// Moves first; sets up on rows 1-4 (small: 1-3).
    Red,
    /// Sets up on rows 7-10 (small: 6-8).
    Blue,
}

impl Color {
    /// Both colors, Red first.
    pub const ALL: [Color; 2] = [Color::Red, Color::Blue];

    /// The other side.
    pub fn other(self) -> Color {
        match self {
            Color::Red => Color::Blue,
            Color::Blue => Color::Red,
        }
    }

    /// 0 for Red, 1 for Blue: for arrays indexed by color.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name, as in the JSON views: `red` or `blue`.
    pub fn as_str(self) -> &'static str {
        match self {
            Color::Red => "red",
            Color::Blue => "blue",
        }
    }

    /// The capitalised name used in prose: `Red` or `Blue`.
    pub fn name(self) -> &'static str {
        match self {
            Color::Red => "Red",
            Color::Blue => "Blue",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text was not `red` or `blue`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a color: write red or blue")]
pub struct ParseColorError(pub String);

impl FromStr for Color {
    type Err = ParseColorError;

    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        match s.to_ascii_lowercase().as_str() {
            "red" | "r" => Ok(Color::Red),
            "blue" | "b" => Ok(Color::Blue),
            _ => Err(ParseColorError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for c in Color::ALL {
            assert_eq!(c.to_string().parse::<Color>(), Ok(c));
            assert_eq!(c.other().other(), c);
        }
        assert!("green".parse::<Color>().is_err());
    }
}
