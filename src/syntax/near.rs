//! Words near a typo: how many edits apart two words are, the command a mistyped command
//! word was meant to be (`chalenge`: `challenge`), and whether a reply's word is a
//! mistyped reply word (`resing`: `resign`), so a typo is answered, not taken for chat.

use super::USAGE;
use super::words::{REPLY_WORDS, reply_word};

/// The edits (a letter added, removed, changed, or two neighbours swapped) that turn `a`
/// into `b`, ignoring case: the optimal string alignment distance.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(w) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = best;
        }
    }
    d[a.len() * w + b.len()]
}

/// The command word `word` was most likely meant to be: the nearest within two edits (one
/// for words of four letters or fewer), if it is not a command word itself.
pub fn nearest_verb(word: &str) -> Option<&'static str> {
    let word = word.to_ascii_lowercase();
    if word.chars().count() < 3 || USAGE.iter().any(|(v, _)| *v == word) {
        return None;
    }
    let limit = if word.chars().count() <= 4 { 1 } else { 2 };
    USAGE
        .iter()
        .map(|(v, _)| (distance(&word, v), *v))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, v)| v)
}

/// The reply word one edit away from `word` (`resing`, `acept`, `drow`, `aufgebn`), if
/// `word` is not one itself. Words of three letters or fewer (`yes`, `nee`, `ja`) are
/// matched only as written: one edit from them is another word (`yet`, `need`).
pub fn near_reply_word(word: &str) -> Option<&'static str> {
    let word = word.to_ascii_lowercase();
    if word.chars().count() < 3 || reply_word(&word).is_some() {
        return None;
    }
    REPLY_WORDS
        .iter()
        .map(|(w, _, _)| *w)
        .filter(|w| w.len() >= 4)
        .find(|w| distance(&word, w) <= 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits() {
        assert_eq!(distance("resing", "resign"), 1);
        assert_eq!(distance("chalenge", "challenge"), 1);
        assert_eq!(distance("Draw", "draw"), 0);
        assert_eq!(distance("", "show"), 4);
        assert_eq!(distance("abc", "xyz"), 3);
    }

    #[test]
    fn mistyped_commands_and_reply_words() {
        assert_eq!(nearest_verb("chalenge"), Some("challenge"));
        assert_eq!(nearest_verb("regsiter"), Some("register"));
        assert_eq!(nearest_verb("histroy"), Some("history"));
        assert_eq!(nearest_verb("challenge"), None);
        assert_eq!(nearest_verb("xyzzy"), None);
        assert_eq!(near_reply_word("resing"), Some("resign"));
        assert_eq!(near_reply_word("acept"), Some("accept"));
        assert_eq!(near_reply_word("drew"), Some("draw"));
        assert_eq!(near_reply_word("resign"), None);
        assert_eq!(near_reply_word("aufgebn"), Some("aufgeben"));
        assert_eq!(near_reply_word("opgevn"), Some("opgeven"));
        assert_eq!(near_reply_word("anehmen"), Some("annehmen"));
        assert_eq!(near_reply_word("remi"), Some("remis"));
        assert_eq!(near_reply_word("Remise"), None);
        for chat in [
            "thanks", "hello", "ok", "nice", "hi", "yet", "yep", "need", "hallo", "danke", "hoi",
            "bedankt", "super",
        ] {
            assert_eq!(near_reply_word(chat), None, "{chat}");
        }
    }
}
