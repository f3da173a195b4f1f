//! The languages a player can read the server in (issue 81): English, the source, and
//! German and Dutch, where Stratego is played most.

use std::fmt;
use std::str::FromStr;

/// A language of the words (`locales/<code>/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the source of every message.
    #[default]
    En,
    /// German (du).
    De,
    /// Dutch (je).
    Nl,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Nl];

    /// The language's code as a setting and `Content-Language` write it: `en`, `de`, `nl`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language of a language tag (`de`, `de-AT`, `nl_BE`, `EN-gb`), by its primary
    /// subtag; `None` for a language we do not have.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The first language of a header's list that we have (`Content-Language: de, en`).
    pub fn from_header(value: &str) -> Option<Lang> {
        value.split(',').find_map(Lang::from_tag)
    }

    /// The language an `Accept-Language` header prefers among ours: the highest `q`, the
    /// earlier on a tie; `None` when it names none of ours.
    pub fn negotiate(accept: &str) -> Option<Lang> {
        let mut best: Option<(Lang, u16)> = None;
        for item in accept.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = Lang::from_tag(parts.next().unwrap_or("")) else {
                continue;
            };
            // q in thousandths: `q=0.8` is 800; a malformed q counts as 1.
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .map_or(1000, |q| (q.clamp(0.0, 1.0) * 1000.0) as u16);
            if q > 0 && best.is_none_or(|(_, b)| q > b) {
                best = Some((lang, q));
            }
        }
        best.map(|(l, _)| l)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code we do not have.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no language {0:?}: en, de or nl")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// Exactly a code, in any case: `de`, `DE`; a setting names a language, not a region.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|l| s.eq_ignore_ascii_case(l.code()))
            .ok_or_else(|| UnknownLang(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
            assert_eq!(l.to_string().to_uppercase().parse::<Lang>(), Ok(l));
        }
        assert!("fr".parse::<Lang>().is_err());
        assert!("de-DE".parse::<Lang>().is_err());
    }

    #[test]
    fn tags_and_headers() {
        assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_tag("nl_BE"), Some(Lang::Nl));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_header("fr, nl"), Some(Lang::Nl));
        assert_eq!(Lang::from_header(""), None);
    }

    #[test]
    fn accept_language_takes_the_highest_q() {
        assert_eq!(Lang::negotiate("de-DE,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(
            Lang::negotiate("fr;q=1, nl;q=0.5, en;q=0.7"),
            Some(Lang::En)
        );
        assert_eq!(Lang::negotiate("en;q=0, nl"), Some(Lang::Nl));
        assert_eq!(Lang::negotiate("fr, *"), None);
        assert_eq!(Lang::negotiate("nl;q=x"), Some(Lang::Nl));
    }
}
