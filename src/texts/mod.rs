//! The words of outgoing mail: board mails for each recipient, error replies, help.
//!
//! Board mails are built from a [`View`] for their recipient only, so nothing here can
//! show a piece the recipient may not see.

use std::fmt::Write;

use stratego_rules::{
    ChaseNotice, Color, Deal, Game, Move, Outcome, Phase, Variant, View, Viewer, army_table,
    chased_words, html, render,
};

pub mod account;
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
pub fn result_words(o: &Outcome, names: &Names) -> String {
    let text = o.to_string();
    match o.winner {
        Some(w) => {
            let rest = text.split_once(": ").map_or("", |(_, r)| r);
            let rest = rest
                .replace(
                    &format!("{} ", w.other().name()),
                    &format!("{} ", names.of(w.other())),
                )
                .replace(&format!("{} ", w.name()), &format!("{} ", names.of(w)));
            format!("{} ({}) wins: {rest}", names.of(w), w.name())
        }
        None => text,
    }
}

/// [`result_words`] of `game`'s end: a game that ended in setup with no winner by forfeit
/// (a tournament game neither player set up in time) says both lose by forfeit, not
/// "abandoned (clock or absence)", the words of Gravon's records.
pub fn game_result_words(game: &Game, o: &Outcome, names: &Names) -> String {
    if o.winner.is_none() && o.reason == stratego_rules::EndReason::Forfeit && game.ply() == 0 {
        "no winner: both lose by forfeit".to_string()
    } else {
        result_words(o, names)
    }
}

/// How a game ended, in words, from the stored reason (`resign`, `draw-agreed`, ...):
/// `loser` is the player who lost, if one did. Never the stored code itself.
pub fn end_words(reason: &str, loser: Option<&str>) -> String {
    let loser = loser.unwrap_or("a player");
    match reason {
        "flag" if loser == "a player" => "both flags fell".to_string(),
        "flag" => format!("{loser}'s flag was captured"),
        "no-moves" => format!("{loser} had no move left"),
        "both-immobile" => "neither side could move".to_string(),
        "resign" => format!("{loser} resigned"),
        "draw-agreed" => "agreed".to_string(),
        "forfeit" => format!("{loser} ran out of time"),
        "adjudicated" => "decided by a moderator".to_string(),
        "cancelled" => "cancelled by a moderator, unrated".to_string(),
        _ => "ended".to_string(),
    }
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
pub fn error_subject(reason: &str) -> String {
    format!("Stratego error: {reason}")
}

/// The command as an error reply quotes it: wrapped like a paragraph (indented), it is what
/// was sent, to read, not a command to copy, and a line past 76 columns would be broken by
/// quoted-printable.
/// "Your command ... was not carried out:", or, for a mail with no command line, "Your
/// mail was not carried out:".
fn quoted_block(quoted: &str) -> String {
    if quoted.is_empty() {
        "Your mail was not carried out:".to_string()
    } else {
        format!(
            "Your command\n{}\nwas not carried out:",
            fill_words(&clip(quoted, MAX_QUOTED_CHARS), "  ")
        )
    }
}

/// The last reply a sender gets (a banned player's): the command quoted and why; no way on.
pub fn last_error_body(quoted: &str, detail: &str) -> String {
    format!("{}\n\n{}\n", quoted_block(quoted), detail.trim_end())
}

/// The error reply: the command quoted (passwords masked, at most [`MAX_QUOTED_CHARS`]
/// characters of it), what was wrong, and how to go on.
pub fn error_body(quoted: &str, detail: &str) -> String {
    let quoted = quoted_block(quoted);
    let detail = detail.trim_end();
    // Where the help is, said once: a detail that names it already needs no second line.
    let help = if detail.contains("'stratego help") {
        ""
    } else {
        " Send 'stratego help' for the overview."
    };
    format!("{quoted}\n\n{detail}\n\nNothing was changed.{help}\n")
}

/// The deploy instructions for a player of a game in setup.
pub fn deploy_instructions(id: i64, user: &str, v: Variant, deal: Option<Deal>) -> String {
    let spec = v.spec();
    if let Some(deal) = deal {
        return tile_instructions(id, user, v, deal);
    }
    let mut out = format!(
        "Reply to this mail with the word auto for a random army, or with your army at the \
         top: {} symbols in {} rows of {}, your front row (next to the lakes) first, each row \
         from your left to your right. Use ? for a piece you leave to chance.\n\
         \n\
         \x20 pieces: {}\n",
        v.setup_size(),
        spec.setup_rows,
        spec.files,
        army_table(v)
    );
    if v.is_sparse() {
        let _ = write!(
            out,
            "\nYour {} pieces stand anywhere on these {} squares: put . (or -) on each square \
             you leave empty. A ? places one of the pieces you did not name.\n",
            v.army_size(),
            v.setup_size()
        );
    }
    out.push_str("\nFor example:\n\n");
    for line in example_army(v).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = write!(
        out,
        "\nUntil both armies are in, you may send your army again, or swap two of your \
         pieces with a reply like:\n\
         \x20 swap a1 b1\n\
         \n\
         Without a reply address, send this with the army in the body:\n\
         \x20 stratego deploy {id} {user} <password>\n"
    );
    out
}

/// The deploy instructions of a Domino game: the player's hand as a deploy-ready army.
fn tile_instructions(id: i64, user: &str, v: Variant, deal: Deal) -> String {
    let spec = v.spec();
    // The hand on a line of its own, not indented: 71 characters, within the 72 of a mail
    // line, so that it stays one line a player can send back as it is.
    format!(
        "You were dealt these {} tiles: the [0-0], the [6-6] and {} at random. This line is \
         a ready army (the [6-6] last, on your back row): reply with it as it is, or \
         reordered.\n\
         \n{deal}\n\n\
         The army is {} tiles in {} rows of {}: your front row first, each row from your left \
         to your right. Write each tile as its attack digit, then its defence digit (53, 5-3 \
         or [5-3]): 53 attacks with 5 and defends with 3, 35 the other way round. Use ? for \
         a tile you leave to chance (turned at random), or the word auto.\n\
         \n\
         Until both armies are in, you may send your army again, or swap two of your tiles \
         with a reply like:\n\
         \x20 swap a1 b1\n\
         \n\
         Without a reply address, send this with the army in the body:\n\
         \x20 stratego deploy {id} {user} <password>\n",
        deal.len(),
        deal.len().saturating_sub(2),
        v.setup_size(),
        spec.setup_rows,
        spec.files,
    )
}

/// A relayed comment, indented, at most 60 lines of 200 characters.
pub fn comment_block(author: &str, text: &str) -> String {
    let mut out = format!("{author} writes:\n");
    for line in text.trim().lines().take(60) {
        let line: String = line.chars().take(200).collect();
        let _ = writeln!(out, "  | {line}");
    }
    out
}

/// A whole HTML document around `inner` (block elements), for a board mail's `text/html`
/// part and `show --html`: UTF-8, scaled to the screen's width, no colours of its own (the
/// mail program's light or dark ones; the board sets its own on every cell).
pub fn html_page(title: &str, inner: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n<title>{}</title>\n</head>\n\
         <body style=\"margin:0;padding:8px\">\n<div style=\"max-width:560px;\
         font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.4\">\n{inner}\
         </div>\n</body>\n</html>\n",
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

/// The chaser's notice of the more-squares rule, like the refusal of a chasing move.
fn chase_words(n: &ChaseNotice) -> String {
    let mut out = format!(
        "More-squares rule: you are chasing {} (a continuous chase since move {}). A \
         chasing move may not bring back a position that already occurred during this chase",
        chased_words(&n.chased),
        n.since
    );
    let moves: Vec<String> = n.forbidden.iter().map(|m| m.to_string()).collect();
    match moves.as_slice() {
        [] => out.push_str(": none of your moves does yet."),
        [one] => out.push_str(&format!(": {one} is not allowed now.")),
        many => out.push_str(&format!(": {} are not allowed now.", many.join(", "))),
    }
    out
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
        id, names, game, audience, recipient, flip, event, comment, html, None,
    )
}

/// [`board_mail`], with `ending` (when given) in place of what to do next: a tournament
/// game that is over says what comes next in its tournament, not how to start a game.
#[allow(clippy::too_many_arguments)]
pub fn board_mail_ending(
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
        (Phase::Over(o), _) => format!(
            "Stratego game {id}: game over - {}",
            game_result_words(game, &o, names)
        ),
        (Phase::Setup { deployed }, Audience::Player(c)) if !deployed[c.index()] => {
            format!("Stratego game {id}: deploy your army")
        }
        (Phase::Setup { .. }, Audience::Player(c)) => {
            format!(
                "Stratego game {id}: waiting for {} to deploy",
                names.of(c.other())
            )
        }
        (Phase::Setup { .. }, Audience::Observer) => {
            format!("Stratego game {id}: armies being deployed")
        }
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c.other()) => {
            format!("Stratego game {id}: {} offers a draw", names.of(c.other()))
        }
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c) => {
            format!("Stratego game {id}: you offered a draw")
        }
        (Phase::Playing, Audience::Player(c)) if c == game.to_move() => {
            format!("Stratego game {id}: your move")
        }
        (Phase::Playing, _) => format!("Stratego game {id}: {} to move", names.of(game.to_move())),
    };
    let intro = format!(
        "Stratego game {id} ({}): {} (Red) against {} (Blue).",
        game.variant(),
        names.red,
        names.blue
    );
    let mut body = format!("{intro}\n");
    let mut html = html.then(|| html_block("margin:8px 0", &intro));
    let options = game.options().to_args(game.variant());
    if !options.is_empty() {
        // A heading, not a sentence: a blank line keeps the event from reading on from it.
        let line = format!("Options: {}", options.join(" "));
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
    // A game nobody set up in time (a tournament's): the rules call it abandoned (the
    // word of Gravon's records); the server says what it counts for, as the subject does.
    let said = |board: String| match game.phase() {
        Phase::Over(o) if o.winner.is_none() && game.ply() == 0 => board.replace(
            &format!("Game over: {o}."),
            &format!("Game over: {}.", game_result_words(game, &o, names)),
        ),
        _ => board,
    };
    body.push_str(&said(render(&view, flip)));
    push_html(&mut html, || said(html::render_html(&view, flip)));
    if let Some(notice) = &view.chase {
        let words = chase_words(notice);
        body.push('\n');
        body.push_str(&words);
        body.push('\n');
        push_html(&mut html, || {
            html_block("margin:8px 0;font-weight:bold", &words)
        });
    }
    if let Some((author, text)) = comment.filter(|(_, t)| !t.trim().is_empty()) {
        let block = comment_block(author, text);
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
        || next_steps(id, names, game, audience, recipient),
        str::to_string,
    );
    body.push('\n');
    body.push_str(&steps);
    push_html(&mut html, || html_prose(&steps));
    let html = html.map(|inner| html_page(&subject, &inner));
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

fn next_steps(id: i64, names: &Names, game: &Game, audience: Audience, recipient: &str) -> String {
    match (game.phase(), audience) {
        // The password makes a challenge count at once; a reply to a player's own game mail
        // needs none (a challenge with neither waits for a confirmation, issue 19).
        // The board says how the game ended; this says only what to do next.
        (Phase::Over(_), Audience::Player(_)) => "For a new game, reply to this mail with:\n\
             \x20 stratego challenge <userid> <opponent>\n\
             From anywhere else, add your password as the last word.\n"
            .to_string(),
        (Phase::Over(_), _) => "For a new game, send:\n\
             \x20 stratego challenge <userid> <opponent> <password>\n"
            .to_string(),
        (Phase::Setup { deployed }, Audience::Player(c)) if !deployed[c.index()] => {
            deploy_instructions(id, recipient, game.variant(), game.deal_of(c))
        }
        (Phase::Setup { .. }, Audience::Player(c)) => format!(
            "The game starts when {} has deployed. Until then you may send \
             your army again, or swap two pieces with a reply like:\n\
             \x20 swap a1 b1\n",
            names.of(c.other())
        ),
        (Phase::Setup { .. }, Audience::Observer) | (Phase::Playing, Audience::Observer) => {
            format!(
                "You are watching this game. To stop, send:\n\
                 \x20 stratego unsubscribe {id} {recipient} <password>\n"
            )
        }
        (Phase::Playing, Audience::Player(c)) if c == game.to_move() => {
            let example = example_move(game).map_or_else(|| "e4-e5".to_string(), |m| m.to_string());
            let below = if names.robot == Some(c.other()) {
                // The computer reads no comments: do not promise the player it does.
                format!(
                    "{} is the computer and reads nothing else",
                    names.of(c.other())
                )
            } else {
                format!("what you write below it goes to {}", names.of(c.other()))
            };
            // The board above says whose move it is and its number (issue 79: once).
            let mut s = format!(
                "Reply to this mail with your move on the first line, like {example}; {below}."
            );
            if game.draw_offer() == Some(c.other()) {
                let _ = write!(
                    s,
                    "\n\n{} offers a draw: reply with accept or reject. A move instead turns \
                     the offer down.",
                    names.of(c.other())
                );
            } else {
                s.push_str(" Or reply with draw, resign or show.");
            }
            let _ = write!(
                s,
                "\n\nWithout a reply address, send:\n\
                 \x20 stratego move {id} {recipient} <password> {example}#{}\n",
                game.ply() + 1
            );
            s
        }
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c.other()) => format!(
            "Waiting for {} to move; your board comes when they have. {} offers a draw: reply \
             with accept or reject.\n",
            names.of(game.to_move()),
            names.of(c.other())
        ),
        (Phase::Playing, Audience::Player(c)) => {
            let other = names.of(c.other());
            if names.robot == Some(c.other()) {
                format!("Waiting for {other} to move. Reply with draw, resign or show.\n")
            } else {
                format!(
                    "Waiting for {other} to move; your board comes when they have. Reply to \
                     this mail to write to {other}, or with draw, resign or show.\n"
                )
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
        let body = error_body(&long, "Wrong.");
        assert!(body.len() < 500, "{} bytes", body.len());
        assert!(body.contains(" [...]\nwas not carried out"), "{body}");
        // Characters, not bytes: a multi-byte text is cut at a character boundary.
        assert_eq!(clip(&"é".repeat(300), 200).chars().count(), 200 + 6);
        assert_eq!(clip("short", 200), "short");
    }
}
