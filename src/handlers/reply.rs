//! Plain replies: a mail sent to a player's reply address (`stratego+KEY@example.org`, the
//! `Reply-To` of every mail about a game) is a command in that game, as that player, with no
//! password and no game number.
//!
//! The key proves nothing alone: the mail must also come from the player's registered
//! address. A key used from another address moves nothing, and the player (never the
//! stranger) is told. A key that was replaced (the player changed password or address) or
//! never existed gets a clear answer.
//!
//! What the reply asks for is decided by the first non-empty line of what the player wrote
//! (the fresh text: no quotes, no copy of our mail, no signature); see [`reply_command`].

use super::{Ctx, Refusal, Thread};
use crate::inbound::fresh_text;
use crate::request::{Handled, KeyProof};
use crate::store::StoreError;
use crate::syntax::near::near_reply_word;
use crate::syntax::words::{ReplyWord, reply_word};
use crate::syntax::{Command, Login, MoveAction, move_action, parse_move};
use crate::texts::{self, reply as words};

/// Finds what `key` stands for and checks the sender: `Ok(proof)` when the mail came from
/// the key's player at their registered address; otherwise the mail is answered here (an
/// error reply to the sender, or a warning to the player) and the outcome returned.
///
/// # Errors
/// [`StoreError`] when the database fails.
pub fn resolve(ctx: &mut Ctx<'_, '_>, key: &str) -> Result<Result<KeyProof, Handled>, StoreError> {
    let found = ctx.tx.reply_key(key)?;
    let lang = ctx.sender_lang();
    let Some(found) = found else {
        return ctx
            .refuse(words::unknown_reply_address(lang).into())
            .map(Err);
    };
    let owner = ctx.tx.user(&found.userid_key)?;
    if let Some(revoked) = found.revoked {
        let date = texts::date_in(lang, revoked);
        return ctx
            .refuse(words::old_reply_address(lang, found.game, &date, &owner.userid).into())
            .map(Err);
    }
    if !owner.address.eq_ignore_ascii_case(&ctx.req.from) {
        // Never answer the stranger: it would confirm that the key is live.
        if ctx.tx.count_answer(&owner.address, false, ctx.now)? <= ctx.config.reply_limit {
            let (subject, body) = words::used_from_elsewhere(
                ctx.lang_of(&owner),
                &owner.userid,
                &owner.address,
                &ctx.req.from,
                found.game,
            );
            ctx.send(
                &owner.address,
                &subject,
                &body,
                Thread::Game(found.game, &owner.userid_key),
                Some(found.game),
            )?;
        }
        return Ok(Err(Handled::Refused(format!(
            "reply address of {} used from {}",
            owner.userid, ctx.req.from
        ))));
    }
    Ok(Ok(KeyProof {
        userid: owner.userid,
        game: Some(found.game),
    }))
}

/// A plain reply read as a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyCommand {
    /// The command, with the proof's userid and an empty password (the key stands for it).
    pub command: Command,
    /// The body the command reads: the army and comment of a deploy, the comment of a move,
    /// the whole text of a comment.
    pub body: String,
    /// How the command is quoted in replies.
    pub quoted: String,
    /// The reply is only a comment (it changes no game, so it counts towards the limit of
    /// answers an address gets in an hour).
    pub comment_only: bool,
}

/// Reads a plain reply in game `game` by `userid`, who reads `lang`: the first non-empty
/// line of the fresh text decides.
///
/// * a move: `a4-a5`, `a4xa5`, `A4 A5`, `a4a5`, optionally with `#N`;
/// * an army (a line of army symbols, 8 or more: the first row of a deploy), or `auto`: a
///   deploy, reading the army from the text;
/// * a reply word of any language ([`crate::syntax::words`]): `swap a1 b1`, `resign`,
///   `draw` (or `propose`), `accept`, `reject`, `show`, `aufgeben`, `opgeven`, `ja`, ...;
/// * a single line that looks like a mistyped move or reply word: refused (`misread`);
/// * anything else: a comment, relayed to the opponent (`chat`).
///
/// # Errors
/// A refusal when the reply holds no text at all.
pub fn reply_command(
    body: &str,
    game: i64,
    userid: &str,
    lang: texts::Lang,
) -> Result<ReplyCommand, Refusal> {
    let fresh = fresh_text(body);
    let mut lines = fresh.lines();
    let Some(first) = lines.by_ref().find(|l| !l.trim().is_empty()) else {
        return Err(words::empty_reply(lang, game).into());
    };
    let rest: String = lines.map(|l| format!("{l}\n")).collect();
    let login = Login {
        user: userid.to_string(),
        password: String::new(),
    };
    let first = first.trim();
    let words: Vec<&str> = first.split_whitespace().collect();
    let quoted = words::quoted(lang, first, game);
    let command = |command, body: String, comment_only| ReplyCommand {
        command,
        body,
        quoted: quoted.clone(),
        comment_only,
    };
    let action = match reply_word(first).map(|(_, w)| w) {
        Some(ReplyWord::Show) => return Ok(command(Command::ShowAs(game, login), rest, false)),
        Some(ReplyWord::Auto) => Some(MoveAction::Deploy),
        _ => move_action(&words).ok(),
    };
    match action {
        Some(MoveAction::Deploy) => Ok(command(
            Command::Move(game, login, MoveAction::Deploy),
            fresh,
            false,
        )),
        Some(action) => Ok(command(Command::Move(game, login, action), rest, false)),
        None if is_army_row(first) => Ok(command(
            Command::Move(game, login, MoveAction::Deploy),
            fresh,
            false,
        )),
        None => match lone_move(&fresh, first) {
            // A greeting first ("Hi Alice,"), the move on a line of its own further down:
            // that line is the move, the rest the comment (issue 26).
            Some((line, action)) => {
                let comment: String = fresh
                    .lines()
                    .filter(|l| l.trim() != line)
                    .map(|l| format!("{l}\n"))
                    .collect();
                Ok(ReplyCommand {
                    command: Command::Move(game, login, action),
                    body: comment,
                    quoted: words::quoted(lang, line, game),
                    comment_only: false,
                })
            }
            None => match misread(&fresh, first) {
                // A mistyped move or reply word alone is no message: relaying it would show
                // the opponent the move meant (issue 79).
                Some(near) => Err(words::not_understood(lang, first, game, near).into()),
                None => Ok(command(Command::Chat(game, login), fresh, true)),
            },
        },
    }
}

/// Whether a reply that is neither a move nor a reply word was meant as one: its text is a
/// single line that starts with a square and holds nothing but move-like words (`a6a-5`,
/// `e4-e9x`, `e4 to e9`), or a single word one edit from a reply word (`resing`), or `swap`
/// with the wrong squares. `Some` of the reply word it is near, if any.
fn misread(fresh: &str, first: &str) -> Option<Option<&'static str>> {
    if fresh.lines().filter(|l| !l.trim().is_empty()).count() != 1 {
        return None;
    }
    let words: Vec<&str> = first.split_whitespace().collect();
    if words
        .first()
        .is_some_and(|w| reply_word(w).is_some_and(|(_, w)| w == ReplyWord::Swap))
    {
        return Some(None);
    }
    if let [word] = words.as_slice() {
        // `Draw!` or `resign.`: the word itself with a mark after it; `resing`: one edit off.
        let bare = word.trim_end_matches(['.', '!', '?']).to_ascii_lowercase();
        if let Some((exact, _)) = reply_word(&bare) {
            return Some(Some(exact));
        }
        if let Some(near) = near_reply_word(&bare) {
            return Some(Some(near));
        }
    }
    let mut chars = first.chars();
    let starts_with_square = matches!(
        (chars.next(), chars.next()),
        (Some(f), Some(r)) if f.is_ascii_alphabetic() && r.is_ascii_digit()
    );
    let move_like = |w: &&str| {
        w.chars().any(|c| c.is_ascii_digit())
            || matches!(w.to_ascii_lowercase().as_str(), "-" | "x" | "to")
    };
    (starts_with_square && words.len() <= 3 && words.iter().all(move_like)).then_some(None)
}

/// How a reply is quoted in answers to a reader of `lang`: the first line of its fresh
/// text, and its game; `None` for a reply with no text of the player's.
pub fn quote_of(body: &str, game: i64, lang: texts::Lang) -> Option<String> {
    let fresh = fresh_text(body);
    let first = fresh.lines().map(str::trim).find(|l| !l.is_empty())?;
    Some(words::quoted(lang, first, game))
}

/// The first line after `first` that holds a move and nothing else (`b8-b7`, `B8 B7`,
/// `b8-b7#12`), with the move.
fn lone_move<'t>(fresh: &'t str, first: &str) -> Option<(&'t str, MoveAction)> {
    fresh
        .lines()
        .map(str::trim)
        .skip_while(|l| *l != first)
        .skip(1)
        .find_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            match (words.len(), parse_move(&words)) {
                (1..=2, Ok((mv, ply))) => Some((line, MoveAction::Play(mv, ply))),
                _ => None,
            }
        })
}

/// A line of 8 or more army symbols (spaces allowed between them): the front row of an
/// army. The symbols are those of every game: `1`-`9`, `S`, `B`, `F`, `?`, a Barrage or
/// Duel army's `.` for an empty square (`9.........`, and `..........` for a front row left
/// empty), and a Domino tile's digits from `0` (`00 10 20 ...`, the dealt line as mailed).
fn is_army_row(line: &str) -> bool {
    let symbols: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
    symbols.len() >= 8
        && symbols.iter().all(|c| {
            matches!(
                c.to_ascii_uppercase(),
                '0'..='9' | 'S' | 'B' | 'F' | '?' | '.'
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::Lang;

    fn read(body: &str) -> ReplyCommand {
        reply_command(body, 7, "alice", Lang::En).unwrap()
    }

    fn action(body: &str) -> MoveAction {
        match read(body).command {
            Command::Move(7, login, action) => {
                assert_eq!(
                    (login.user.as_str(), login.password.as_str()),
                    ("alice", "")
                );
                action
            }
            other => panic!("{body:?} gave {other:?}"),
        }
    }

    #[test]
    fn sparse_and_domino_front_rows_are_armies() {
        for body in [
            "9.........\n",
            "2S..19....\n",
            "..........\n..9.......\n",
            "00 10 20 30 40 50 60 66\n",
        ] {
            assert_eq!(action(body), MoveAction::Deploy, "{body}");
        }
        assert!(!is_army_row("...."));
    }

    #[test]
    fn moves_in_every_notation_with_the_rest_as_comment() {
        for line in ["a4-a5", "a4xa5", "A4 A5", "a4a5", "  a4-a5  ", "a4-a5#12"] {
            assert!(
                matches!(action(&format!("{line}\n")), MoveAction::Play(..)),
                "{line}"
            );
        }
        let r = read("\n   \na4-a5\nGood luck!\n\n> quoted board\n");
        assert_eq!(r.body.trim(), "Good luck!");
        assert!(!r.comment_only);
        assert!(r.quoted.starts_with("a4-a5"));
    }

    #[test]
    fn single_words_and_swap() {
        assert_eq!(action("resign"), MoveAction::Resign);
        assert_eq!(action("Draw\n"), MoveAction::Propose);
        assert_eq!(action("propose"), MoveAction::Propose);
        assert_eq!(action("accept"), MoveAction::Accept);
        assert_eq!(action("reject"), MoveAction::Reject);
        assert!(matches!(action("swap a1 b1"), MoveAction::Swap(..)));
        assert!(matches!(read("show").command, Command::ShowAs(7, _)));
    }

    #[test]
    fn reply_words_of_every_language() {
        use crate::syntax::words::REPLY_WORDS;
        for &(word, _, w) in REPLY_WORDS {
            if w == ReplyWord::Swap {
                continue; // a swap alone is a near miss (below)
            }
            for written in [word.to_string(), format!("{}\n", word.to_uppercase())] {
                match (w, read(&written).command) {
                    (ReplyWord::Show, Command::ShowAs(7, _)) => {}
                    (_, Command::Move(7, _, action)) => assert_eq!(
                        action,
                        match w {
                            ReplyWord::Propose => MoveAction::Propose,
                            ReplyWord::Accept => MoveAction::Accept,
                            ReplyWord::Reject => MoveAction::Reject,
                            ReplyWord::Resign => MoveAction::Resign,
                            _ => MoveAction::Deploy,
                        },
                        "{written:?}"
                    ),
                    (_, other) => panic!("{written:?} gave {other:?}"),
                }
            }
        }
        assert_eq!(action("opgeven"), MoveAction::Resign);
        assert_eq!(action("Remis"), MoveAction::Propose);
        assert_eq!(action("ja"), MoveAction::Accept);
        assert!(matches!(action("tauschen a1 b1"), MoveAction::Swap(..)));
        assert!(matches!(action("Wissel a1 b1"), MoveAction::Swap(..)));
        assert!(matches!(read("toon").command, Command::ShowAs(7, _)));
        // A word in a sentence is a message.
        assert!(matches!(read("ja, gerne").command, Command::Chat(7, _)));
    }

    #[test]
    fn a_near_miss_is_answered_in_the_readers_language() {
        for (lang, text, near, says) in [
            (Lang::De, "aufgebn", "aufgeben", "meintest du aufgeben?"),
            (Lang::Nl, "opgevn", "opgeven", "bedoelde je opgeven?"),
            (
                Lang::De,
                "wissel a1",
                "",
                "Antwort in Partie 7 wurde nicht verstanden",
            ),
            (Lang::En, "Ablehnen!", "ablehnen", "did you mean ablehnen?"),
        ] {
            let e = reply_command(text, 7, "alice", lang).unwrap_err();
            assert!(e.detail.contains(says), "{lang} {text}: {}", e.detail);
            assert!(near.is_empty() || e.detail.contains(near));
        }
        let e = reply_command("aufgebn", 7, "alice", Lang::De).unwrap_err();
        assert_eq!(e.reason, "Antwort nicht verstanden");
        assert!(
            e.detail
                .contains("remis  annehmen  ablehnen  aufgeben  zeigen")
        );
        let r = reply_command("e2-e3", 7, "alice", Lang::Nl).unwrap();
        assert_eq!(r.quoted, "e2-e3   (je antwoord in partij 7)");
    }

    #[test]
    fn armies_and_auto_are_deploys_that_keep_the_whole_text() {
        let army = "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\nhave fun\n";
        let r = read(army);
        assert_eq!(action(army), MoveAction::Deploy);
        assert_eq!(r.body, army);
        assert_eq!(action("99477499\n5S723785\n8B8BFB8B\n"), MoveAction::Deploy);
        assert_eq!(action("9 3 9 4 9 2 4 9 3 9\n"), MoveAction::Deploy);
        assert_eq!(action("auto"), MoveAction::Deploy);
    }

    #[test]
    fn anything_else_is_a_comment() {
        for text in [
            "Nice move!",
            "I am out of the office until Monday.",
            "b4 was a bomb?",
        ] {
            let r = read(text);
            assert!(matches!(r.command, Command::Chat(7, _)), "{text}");
            assert!(r.comment_only);
            assert_eq!(r.body.trim(), text);
        }
    }

    #[test]
    fn a_mistyped_move_or_reply_word_is_refused_not_relayed() {
        for (text, near) in [
            ("a6a-5", None),
            ("e4-e9x\n", None),
            ("e4 to e9", None),
            ("resing", Some("resign")),
            ("Acept\n", Some("accept")),
            ("Draw!", Some("draw")),
            ("swap a1", None),
        ] {
            let e = reply_command(text, 7, "alice", Lang::En).unwrap_err();
            assert_eq!(e.reason, "reply not understood", "{text:?}");
            assert_eq!(
                near.is_some_and(|w| e.detail.contains(&format!("did you mean {w}?"))),
                near.is_some(),
                "{}",
                e.detail
            );
        }
        // Two lines, or a sentence, are a message.
        for text in ["resing\nsorry, wrong word", "a6 was a bomb?", "thanks"] {
            assert!(matches!(read(text).command, Command::Chat(7, _)), "{text}");
        }
    }

    #[test]
    fn a_greeting_first_and_the_move_on_a_line_of_its_own() {
        let r = read("Hi Alice,\n\nb8-b7\n\nYour turn!\n");
        assert!(
            matches!(r.command, Command::Move(7, _, MoveAction::Play(..))),
            "{r:?}"
        );
        assert_eq!(r.body, "Hi Alice,\n\n\nYour turn!\n");
        assert!(r.quoted.starts_with("b8-b7 "));
        // A move inside a sentence is no move line.
        let r = read("Hi Alice,\nI thought about b8-b7 but no.\n");
        assert!(matches!(r.command, Command::Chat(7, _)), "{r:?}");
    }

    #[test]
    fn an_empty_reply_is_refused() {
        for body in ["", "\n  \n\t\n", "> a4-a5\n", "\n-- \nAlice\n"] {
            let e = reply_command(body, 7, "alice", Lang::En).unwrap_err();
            assert_eq!(e.reason, "empty reply", "{body:?}");
        }
    }
}
