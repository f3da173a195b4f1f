//! The words of outgoing mail: board mails for each recipient, error replies, help.
//!
//! Board mails are built from a [`View`] for their recipient only, so nothing here can
//! show a piece the recipient may not see.

use std::fmt::Write;

use stratego_rules::{
    ChaseNotice, Color, Deal, Game, Move, Outcome, Phase, Variant, View, Viewer, army_table, html,
    render_html_in, render_in,
};

use crate::t;

pub mod account;
pub mod board;
pub mod catalogue;
pub mod club;
pub mod compose;
pub mod confirm;
mod help;
pub mod info;
mod lang;
mod layout;
pub mod league;
pub mod limits;
pub mod login;
pub mod mail;
pub mod moderation;
pub mod play;
pub mod reminders;
pub mod reply;
pub mod rules;
pub mod status;
pub mod tournament;
pub mod vacation;
pub mod web;

pub use help::{Facts, TOPICS, help_subject, overview, topic, unknown_topic, welcome};
pub use lang::{Lang, UnknownLang};
pub use layout::{WIDTH, fill, fill_words, layout};

/// The display names of a game's players.
#[derive(Debug, Clone)]
pub struct Names {
    /// Red's userid as registered.
    pub red: String,
    /// Blue's userid as registered.
    pub blue: String,
    /// The side the robot plays, if it plays in this game (it reads no comments).
    pub robot: Option<Color>,
}

impl Names {
    /// The name of `c`'s player.
    pub fn of(&self, c: Color) -> &str {
        match c {
            Color::Red => &self.red,
            Color::Blue => &self.blue,
        }
    }
}

/// Who a board mail is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// A player.
    Player(Color),
    /// A subscriber or anyone asking with `show`.
    Observer,
}

/// An example army for each variant, in deploy order (checked by a test).
pub fn example_army(v: Variant) -> &'static str {
    match v {
        Variant::Classic => "9394924939\n56691S9575\n574BB7668B\n88BF7B88B9\n",
        Variant::Small => "99477499\n5S723785\n8B8BFB8B\n",
        // Red's armies of Gravon's records in fixtures/strados2.
        Variant::Barrage => "2S..19....\n9.........\n8.........\nFB........\n",
        Variant::Duel => ".....B9S..\n...9..F.1.\n8..8......\n.2B.......\n",
        // A hand of 24 tiles (every tile but 21, 20, 10, 30), some turned to defend.
        Variant::Domino => {
            "66 56 64 36 26 61 60 55\n54 53 52 51 50 44 43 42\n41 40 33 32 31 22 11 00\n"
        }
    }
}

/// A refusal's words: the short reason of its subject (`Stratego error: <reason>`) and what
/// the reply says. The handlers turn it into their refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    /// Short, for the subject.
    pub reason: String,
    /// What was wrong and how to go on.
    pub detail: String,
}

impl Refused {
    /// The words of a refusal.
    pub fn new(reason: impl Into<String>, detail: String) -> Refused {
        Refused {
            reason: reason.into(),
            detail,
        }
    }
}

/// A unix time in `lang`'s way: `2026-11-21 00:15 UTC`, `21.11.2026, 00:15 UTC`.
pub fn time_in(lang: Lang, t: i64) -> String {
    let secs = t.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(t.div_euclid(86_400));
    crate::t!(
        lang,
        "time",
        year = format!("{y:04}"),
        month = format!("{m:02}"),
        day = format!("{d:02}"),
        hour = format!("{:02}", secs / 3600),
        minute = format!("{:02}", secs % 3600 / 60)
    )
}

/// A unix time's day in `lang`'s way: `2026-11-21`, `21.11.2026`, `21-11-2026`.
pub fn date_in(lang: Lang, t: i64) -> String {
    let (y, m, d) = civil_from_days(t.div_euclid(86_400));
    crate::t!(
        lang,
        "date",
        year = format!("{y:04}"),
        month = format!("{m:02}"),
        day = format!("{d:02}")
    )
}

/// A unix time as `2026-11-21 00:15 UTC`.
pub fn time_words(t: i64) -> String {
    let days = t.div_euclid(86_400);
    let secs = t.rem_euclid(86_400);
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        secs / 3600,
        secs % 3600 / 60
    )
}

/// A unix time as a date, `2026-11-21`.
pub fn date_words(t: i64) -> String {
    let (y, m, d) = civil_from_days(t.div_euclid(86_400));
    format!("{y:04}-{m:02}-{d:02}")
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (H. Hinnant's algorithm).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

/// The result in words with names, e.g. `alice (Red) wins: flag captured`.
pub fn result_words(lang: Lang, o: &Outcome, names: &Names) -> String {
    named_result(lang, o, false, names)
}

/// [`result_words`]; `setup`: the game ended before its first move.
fn named_result(lang: Lang, o: &Outcome, setup: bool, names: &Names) -> String {
    board::outcome_in(lang, o, setup, &|c, winner| {
        if winner {
            format!("{} ({})", names.of(c), board::side(lang, c))
        } else {
            names.of(c).to_string()
        }
    })
}

/// [`result_words`] of `game`'s end: a game that ended in setup with no winner by forfeit
/// (a tournament game neither player set up in time) says both lose by forfeit, not
/// "abandoned (clock or absence)", the words of Gravon's records.
pub fn game_result_words(lang: Lang, game: &Game, o: &Outcome, names: &Names) -> String {
    named_result(lang, o, game.ply() == 0, names)
}

/// How a game ended, in words, from the stored reason (`resign`, `draw-agreed`, ...):
/// `loser` is the player who lost, if one did. Never the stored code itself.
pub fn end_words(lang: Lang, reason: &str, loser: Option<&str>) -> String {
    let someone;
    let (reason, loser) = match loser {
        Some(l) => (reason, l),
        // A flag taken with no loser: both fell in one battle.
        None if reason == "flag" => ("flag-both", ""),
        None => {
            someone = t!(lang, "end-someone");
            (reason, someone.as_str())
        }
    };
    t!(lang, "end", reason = reason, loser = loser)
}

/// The most of what was sent that an error reply quotes, in characters (issue 19: a forged
/// mail must not make us mail a victim the sender's text).
pub const MAX_QUOTED_CHARS: usize = 200;

/// The first `max` characters of `text`, with `[...]` when there was more.
pub fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((end, _)) => format!("{} [...]", &text[..end]),
        None => text.to_string(),
    }
}

/// The subject of an error reply: `Stratego error: ` and the refusal's short reason.
pub fn error_subject(lang: Lang, reason: &str) -> String {
    t!(lang, "error-subject", reason = reason)
}

/// The command as an error reply quotes it: wrapped like a paragraph (indented), it is what
/// was sent, to read, not a command to copy, and a line past 76 columns would be broken by
/// quoted-printable.
/// "Your command ... was not carried out:", or, for a mail with no command line, "Your
/// mail was not carried out:".
fn quoted_block(lang: Lang, quoted: &str) -> String {
    if quoted.is_empty() {
        t!(lang, "refusal-mail")
    } else {
        format!(
            "{}\n{}\n{}",
            t!(lang, "refusal-command"),
            fill_words(&clip(quoted, MAX_QUOTED_CHARS), "  "),
            t!(lang, "refusal-not-carried-out")
        )
    }
}

/// The last reply a sender gets (a banned player's): the command quoted and why; no way on.
pub fn last_error_body(lang: Lang, quoted: &str, detail: &str) -> String {
    format!("{}\n\n{}\n", quoted_block(lang, quoted), detail.trim_end())
}

/// The error reply: the command quoted (passwords masked, at most [`MAX_QUOTED_CHARS`]
/// characters of it), what was wrong, and how to go on.
pub fn error_body(lang: Lang, quoted: &str, detail: &str) -> String {
    let quoted = quoted_block(lang, quoted);
    let detail = detail.trim_end();
    let mut end = t!(lang, "refusal-nothing-changed");
    // Where the help is, said once: a detail that names it already needs no second line.
    if !detail.contains("'stratego help") {
        end.push(' ');
        end.push_str(&t!(lang, "refusal-help"));
    }
    format!("{quoted}\n\n{detail}\n\n{end}\n")
}

/// The deploy instructions for a player of a game in setup.
pub fn deploy_instructions(
    lang: Lang,
    id: i64,
    user: &str,
    v: Variant,
    deal: Option<Deal>,
) -> String {
    let spec = v.spec();
    let again = |what: &str| {
        t!(
            lang,
            "game-deploy-again",
            what = what,
            game = id,
            user = user
        )
    };
    if let Some(deal) = deal {
        // The hand on a line of its own, not indented: 71 characters, within the 72 of a
        // mail line, so that it stays one line a player can send back as it is.
        return format!(
            "{}\n\n{deal}\n\n{}\n\n{}\n",
            t!(
                lang,
                "game-deploy-tiles",
                tiles = deal.len(),
                random = deal.len().saturating_sub(2)
            ),
            t!(
                lang,
                "game-deploy-tiles-rows",
                size = v.setup_size(),
                rows = spec.setup_rows,
                files = spec.files
            ),
            again("tiles")
        );
    }
    let mut out = format!(
        "{}\n\n  {}\n",
        t!(
            lang,
            "game-deploy",
            size = v.setup_size(),
            rows = spec.setup_rows,
            files = spec.files
        ),
        t!(lang, "game-deploy-table", table = army_table(v))
    );
    if v.is_sparse() {
        let _ = write!(
            out,
            "\n{}\n",
            t!(
                lang,
                "game-deploy-sparse",
                pieces = v.army_size(),
                size = v.setup_size()
            )
        );
    }
    let _ = write!(out, "\n{}\n\n", t!(lang, "game-deploy-example"));
    for line in example_army(v).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = write!(out, "\n{}\n", again("pieces"));
    out
}

/// A relayed comment, indented, at most 60 lines of 200 characters.
pub fn comment_block(lang: Lang, author: &str, text: &str) -> String {
    let mut out = format!("{}\n", t!(lang, "game-comment", author = author));
    for line in text.trim().lines().take(60) {
        let line: String = line.chars().take(200).collect();
        let _ = writeln!(out, "  | {line}");
    }
    out
}

/// A whole HTML document around `inner` (block elements), for a board mail's `text/html`
/// part and `show --html`: UTF-8, scaled to the screen's width, no colours of its own (the
/// mail program's light or dark ones; the board sets its own on every cell).
pub fn html_page(lang: Lang, title: &str, inner: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>{}</title>\n</head>\n\
         <body style=\"margin:0;padding:8px\">\n<div style=\"max-width:560px;\
         font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4\">\n{inner}\
         </div>\n</body>\n</html>\n",
        lang.code(),
        html::escape(title)
    )
}

/// A board mail for one recipient: its subject, its text, and the same as an HTML page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardMail {
    /// The subject.
    pub subject: String,
    /// The text body, with the ASCII board.
    pub body: String,
    /// The same words with the HTML board, as a whole page: the mail's `text/html` part,
    /// made only for a recipient who has not chosen `nohtml`.
    pub html: Option<String>,
}

impl BoardMail {
    /// Replaces words of the closing instructions in both parts (they are plain text in
    /// both; `from` and `to` hold no character that HTML escapes).
    pub fn replace(&mut self, from: &str, to: &str) {
        self.body = self.body.replace(from, to);
        if let Some(html) = &mut self.html {
            *html = html.replace(from, to);
        }
    }
}

/// A list in `lang`: `f6`, `f6 and g7`, `f6, g7 and a1`.
fn list_words(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            lang,
            "game-and",
            init = init.join(", "),
            last = last.as_str()
        ),
    }
}

/// The chaser's notice of the more-squares rule, like the refusal of a chasing move.
fn chase_words(lang: Lang, n: &ChaseNotice) -> String {
    let chased: Vec<String> = n.chased.iter().map(ToString::to_string).collect();
    let moves: Vec<String> = n.forbidden.iter().map(ToString::to_string).collect();
    t!(
        lang,
        "game-chase",
        count = chased.len(),
        chased = list_words(lang, &chased),
        since = n.since,
        moves = moves.len(),
        forbidden = moves.join(", ")
    )
}

/// A text of the layout convention ([`layout`]) as HTML: each paragraph a `<p>` that the
/// mail program wraps to its width, each run of block lines (commands, armies) one `<pre>`.
pub fn html_prose(text: &str) -> String {
    let mut out = String::new();
    let mut block: Vec<&str> = Vec::new();
    let flush = |out: &mut String, block: &mut Vec<&str>| {
        if !block.is_empty() {
            let lines: Vec<&str> = block
                .iter()
                .map(|l| l.strip_prefix("  ").unwrap_or(l))
                .collect();
            let _ = writeln!(
                out,
                "<pre style=\"margin:8px 0;font-family:Consolas,Menlo,monospace;font-size:13px;\
                 white-space:pre-wrap\">{}</pre>",
                html::escape(&lines.join("\n"))
            );
            block.clear();
        }
    };
    for line in text.lines() {
        if line.starts_with(' ') {
            block.push(line);
            continue;
        }
        flush(&mut out, &mut block);
        if !line.trim().is_empty() {
            let _ = writeln!(out, "<p style=\"margin:8px 0\">{}</p>", html::escape(line));
        }
    }
    flush(&mut out, &mut block);
    out
}

fn html_block(style: &str, text: &str) -> String {
    format!(
        "<div style=\"{style}\">{}</div>\n",
        html::escape(text.trim_end())
    )
}

/// The subject, body and HTML page of a board mail for one recipient. Both parts are made
/// from one [`View`] and hold the same words; only the board is drawn differently. The page
/// is made only when `html` is true (the recipient's setting): for `nohtml` it was a third
/// of the mail's cost, thrown away.
///
/// `event` says what happened ("alice (Red) played e4-e5."), `comment` is a relayed
/// comment `(author, text)`. `example` is a legal move of the recipient, for the example
/// command line when it is their turn.
#[allow(clippy::too_many_arguments)]
pub fn board_mail(
    lang: Lang,
    id: i64,
    names: &Names,
    game: &Game,
    audience: Audience,
    recipient: &str,
    flip: bool,
    event: &str,
    comment: Option<(&str, &str)>,
    html: bool,
) -> BoardMail {
    board_mail_ending(
        lang, id, names, game, audience, recipient, flip, event, comment, html, None,
    )
}

/// [`board_mail`], with `ending` (when given) in place of what to do next: a tournament
/// game that is over says what comes next in its tournament, not how to start a game.
#[allow(clippy::too_many_arguments)]
pub fn board_mail_ending(
    lang: Lang,
    id: i64,
    names: &Names,
    game: &Game,
    audience: Audience,
    recipient: &str,
    flip: bool,
    event: &str,
    comment: Option<(&str, &str)>,
    html: bool,
    ending: Option<&str>,
) -> BoardMail {
    let view = board_view(
        game,
        match audience {
            Audience::Player(c) => Viewer::Player(c),
            Audience::Observer => Viewer::Observer,
        },
    );
    let subject = match (game.phase(), audience) {
        (Phase::Over(o), _) => t!(
            lang,
            "game-subject-over",
            game = id,
            result = game_result_words(lang, game, &o, names)
        ),
        (Phase::Setup { deployed }, Audience::Player(c)) if !deployed[c.index()] => {
            t!(lang, "game-subject-deploy", game = id)
        }
        (Phase::Setup { .. }, Audience::Player(c)) => t!(
            lang,
            "game-subject-waiting-deploy",
            game = id,
            opponent = names.of(c.other())
        ),
        (Phase::Setup { .. }, Audience::Observer) => t!(lang, "game-subject-deploying", game = id),
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c.other()) => t!(
            lang,
            "game-subject-draw-offered",
            game = id,
            opponent = names.of(c.other())
        ),
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c) => {
            t!(lang, "game-subject-you-offered", game = id)
        }
        (Phase::Playing, Audience::Player(c)) if c == game.to_move() => {
            t!(lang, "game-subject-your-move", game = id)
        }
        (Phase::Playing, _) => t!(
            lang,
            "game-subject-to-move",
            game = id,
            player = names.of(game.to_move())
        ),
    };
    let intro = t!(
        lang,
        "game-intro",
        game = id,
        variant = game.variant().name(),
        red = names.red.as_str(),
        blue = names.blue.as_str()
    );
    let mut body = format!("{intro}\n");
    let mut html = html.then(|| html_block("margin:8px 0", &intro));
    let options = game.options().to_args(game.variant());
    if !options.is_empty() {
        // A heading, not a sentence: a blank line keeps the event from reading on from it.
        let line = t!(lang, "game-options", options = options.join(" "));
        body.push_str(&line);
        body.push_str("\n\n");
        push_html(&mut html, || html_block("margin:8px 0", &line));
    }
    // The event names players (up to 20 characters each): keep it within 72 columns. Each
    // of its lines (the ratings at the end of a game, a note to its reader) starts a line.
    for line in event.lines().filter(|l| !l.trim().is_empty()) {
        body.push_str(line);
        body.push('\n');
        push_html(&mut html, || {
            html_block("margin:8px 0;font-weight:bold", line)
        });
    }
    // The board and the last move come first, within the 24 lines a mail client shows
    // without scrolling; the comment and what to do next follow.
    body.push('\n');
    // A game nobody set up in time (a tournament's): the board says what it counts for, as
    // the subject does ([`board::outcome_in`]).
    body.push_str(&render_in(&view, flip, &lang));
    push_html(&mut html, || render_html_in(&view, flip, &lang));
    if let Some(notice) = &view.chase {
        let words = chase_words(lang, notice);
        body.push('\n');
        body.push_str(&words);
        body.push('\n');
        push_html(&mut html, || {
            html_block("margin:8px 0;font-weight:bold", &words)
        });
    }
    if let Some((author, text)) = comment.filter(|(_, t)| !t.trim().is_empty()) {
        let block = comment_block(lang, author, text);
        body.push('\n');
        body.push_str(&block);
        push_html(&mut html, || {
            html_block(
                "margin:8px 0;padding-left:8px;border-left:3px solid #999999;white-space:pre-wrap",
                &block,
            )
        });
    }
    let steps = ending.map_or_else(
        || next_steps(lang, id, names, game, audience, recipient),
        str::to_string,
    );
    body.push('\n');
    body.push_str(&steps);
    push_html(&mut html, || html_prose(&steps));
    let html = html.map(|inner| html_page(lang, &subject, &inner));
    BoardMail {
        subject,
        body,
        html,
    }
}

/// What `viewer` is shown of `game` on a board: its view while the game goes on; once it
/// is over, both armies (as on the web page), a player still reading it as hers ("your
/// Marshal", her army at the bottom).
pub fn board_view(game: &Game, viewer: Viewer) -> View {
    match (game.phase(), viewer) {
        (Phase::Over(_), Viewer::Player(c)) => {
            let mut view = View::new(game, Viewer::Referee);
            view.viewer = Viewer::Player(c);
            view
        }
        (Phase::Over(_), _) => View::new(game, Viewer::Referee),
        _ => View::new(game, viewer),
    }
}

/// Adds what `part` makes to the HTML page, when there is one.
fn push_html(html: &mut Option<String>, part: impl FnOnce() -> String) {
    if let Some(html) = html {
        html.push_str(&part());
    }
}

fn example_move(game: &Game) -> Option<Move> {
    game.legal_moves().into_iter().next()
}

fn next_steps(
    lang: Lang,
    id: i64,
    names: &Names,
    game: &Game,
    audience: Audience,
    recipient: &str,
) -> String {
    let line = |text: String| text + "\n";
    match (game.phase(), audience) {
        // The password makes a challenge count at once; a reply to a player's own game mail
        // needs none (a challenge with neither waits for a confirmation, issue 19).
        // The board says how the game ended; this says only what to do next.
        (Phase::Over(_), Audience::Player(_)) => line(t!(lang, "game-next-over")),
        (Phase::Over(_), _) => line(t!(lang, "game-next-over-observer")),
        (Phase::Setup { deployed }, Audience::Player(c)) if !deployed[c.index()] => {
            deploy_instructions(lang, id, recipient, game.variant(), game.deal_of(c))
        }
        (Phase::Setup { .. }, Audience::Player(c)) => line(t!(
            lang,
            "game-next-waiting-deploy",
            opponent = names.of(c.other())
        )),
        (Phase::Setup { .. }, Audience::Observer) | (Phase::Playing, Audience::Observer) => {
            line(t!(lang, "game-next-watching", game = id, user = recipient))
        }
        (Phase::Playing, Audience::Player(c)) if c == game.to_move() => {
            let example = example_move(game).map_or_else(|| "e4-e5".to_string(), |m| m.to_string());
            let opponent = names.of(c.other());
            // The computer reads no comments: do not promise the player it does.
            // The board above says whose move it is and its number (issue 79: once).
            let mut s = if names.robot == Some(c.other()) {
                t!(
                    lang,
                    "game-next-your-move-robot",
                    example = example.as_str(),
                    opponent = opponent
                )
            } else {
                t!(
                    lang,
                    "game-next-your-move",
                    example = example.as_str(),
                    opponent = opponent
                )
            };
            if game.draw_offer() == Some(c.other()) {
                s.push_str("\n\n");
                s.push_str(&t!(lang, "game-next-draw-offered", opponent = opponent));
            } else {
                s.push(' ');
                s.push_str(&t!(lang, "game-next-or-reply"));
            }
            let command = t!(
                lang,
                "game-next-command",
                game = id,
                user = recipient,
                example = example,
                next = game.ply() + 1
            );
            format!("{s}\n\n{command}\n")
        }
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c.other()) => line(t!(
            lang,
            "game-next-waiting-draw",
            player = names.of(game.to_move()),
            opponent = names.of(c.other())
        )),
        (Phase::Playing, Audience::Player(c)) => {
            let opponent = names.of(c.other());
            if names.robot == Some(c.other()) {
                line(t!(lang, "game-next-waiting-robot", opponent = opponent))
            } else {
                line(t!(lang, "game-next-waiting", opponent = opponent))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use stratego_rules::Army;

    #[test]
    fn example_armies_are_valid() {
        for v in Variant::ALL {
            let (army, _) = Army::parse(example_army(v), v).unwrap();
            let pieces = army.symbols().iter().filter(|s| s.rank().is_some()).count();
            assert_eq!(pieces, v.army_size(), "{v}");
        }
    }

    #[test]
    fn dates() {
        assert_eq!(time_words(0), "1970-01-01 00:00 UTC");
        assert_eq!(time_words(1_795_132_800), "2026-11-20 00:00 UTC");
        assert_eq!(date_words(951_782_400), "2000-02-29");
    }

    #[test]
    fn error_replies_quote_at_most_200_characters() {
        let long = format!("stratego games {}", "spam ".repeat(20_000));
        let body = error_body(Lang::En, &long, "Wrong.");
        assert!(body.len() < 500, "{} bytes", body.len());
        assert!(body.contains(" [...]\nwas not carried out"), "{body}");
        // Characters, not bytes: a multi-byte text is cut at a character boundary.
        assert_eq!(clip(&"é".repeat(300), 200).chars().count(), 200 + 6);
        assert_eq!(clip("short", 200), "short");
    }
}
