//! The words of outgoing mail: board mails for each recipient, error replies, help.
//!
//! Board mails are built from a [`View`] for their recipient only, so nothing here can
//! show a piece the recipient may not see.

use std::fmt::Write;

use stratego_rules::{
    ChaseNotice, Color, Deal, Game, Move, Outcome, Phase, Variant, View, Viewer, army_table,
    chased_words, html, render,
};

use crate::command;

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

/// The error reply: the command quoted (passwords masked, at most [`MAX_QUOTED_CHARS`]
/// characters of it), what was wrong, and how to go on.
pub fn error_body(quoted: &str, detail: &str) -> String {
    let quoted = if quoted.is_empty() {
        "(no command)".to_string()
    } else {
        clip(quoted, MAX_QUOTED_CHARS)
    };
    format!(
        "Your command\n  {quoted}\nwas not carried out:\n\n{}\n\nNothing was changed. Send a mail \
         with the subject 'stratego help' for the list of commands.\n",
        detail.trim_end()
    )
}

/// The help text: commands, notation, army letters, options, and the vacation limits of
/// this server.
pub fn help(limits: &crate::config::Limits, robot: &str) -> String {
    let mut out = String::from(
        "Stratego by mail: how to play\n\
         \n\
         Put a command in the subject of a mail to this address (or, if your mail program\n\
         makes that awkward, as the first line of the body). Words are separated by spaces;\n\
         <game> is a game number, <userid> and <password> are yours.\n\
         \n\
         In a game, just press reply: every mail about your game comes from your own\n\
         reply address for it, and the first line you write in a reply is the command,\n\
         with no password or game number: a move (e4-e5), your army (during setup),\n\
         auto, swap a1 b1, resign, draw, accept, reject or show. Anything else is a\n\
         comment for your opponent; the lines below a move are one too. Quoted text and\n\
         your signature are not read. Replies count only from your registered address.\n\
         \n\
         A new account can play once its address is confirmed: reply to the\n\
         mail that answers your registration (or send the confirm line it\n\
         shows). A challenge without your password as its last word is held\n\
         until you reply to the confirmation mail it brings; your opponent\n\
         hears of it only then.\n\
         \n\
         Commands:\n",
    );
    for u in command::all_usages() {
        let _ = writeln!(out, "  {u}");
    }
    let _ = write!(
        out,
        "\n\
         Moves: name the square a piece stands on and the square it goes to, like e4-e5\n\
         (also e4e5, E4 E5 or e4xe5). Scouts name where they stop: b4-b8. Add #N to say\n\
         which ply you think is next (e4-e5#12): a move sent twice, or after the board\n\
         changed, is then refused instead of played blindly.\n\
         \n\
         Board: columns a-j from Red's left, rows 1-10 from Red's side (small game: a-h,\n\
         1-8). Red sets up on rows 1-4 and moves first; Blue on rows 7-10.\n\
         \n\
         Armies: send the deploy command with your army in the body, one symbol a piece:\n\
         1 Marshal, 2 General, 3 Colonel, 4 Major, 5 Captain, 6 Lieutenant, 7 Sergeant,\n\
         8 Miner, 9 Scout, S Spy, B Bomb, F Flag, ? any piece you leave to chance.\n\
         Your front row (next to the lakes) first, each row from your left to your right.\n\
         Classic: {} symbols in 4 rows of 10: {}.\n\
         Small:   {} symbols in 3 rows of 8: {}.\n\
         Barrage: {} pieces on your 4 rows of 10, . (or -) for each empty square: {}.\n\
         Duel:    {} pieces on your 4 rows of 10, . (or -) for each empty square: {}.\n\
         Domino:  your 24 dealt tiles in 3 rows of 8 (the challenge mail lists\n\
         \x20        them), each written attack digit then defence digit: 53,\n\
         \x20        5-3 or [5-3].\n\
         The word auto alone makes a random army. A classic example:\n",
        Variant::Classic.army_size(),
        army_table(Variant::Classic),
        Variant::Small.army_size(),
        army_table(Variant::Small),
        Variant::Barrage.army_size(),
        army_table(Variant::Barrage),
        Variant::Duel.army_size(),
        army_table(Variant::Duel),
    );
    for line in example_army(Variant::Classic).lines() {
        let _ = writeln!(out, "  {line}");
    }
    out.push_str(
        "\n\
         Games: classic (the default), -small (8x8 board, 24 pieces), -barrage (the\n\
         classic board, 8 pieces each anywhere on the four home rows, the rest empty),\n\
         -duel (the same with 10 pieces). All play by the classic rules: the Spy takes\n\
         the Marshal (the General in the small game, which has no Marshal).\n\
         -domino: Domino Stratego on an 8x10 board without lakes. Each player is dealt\n\
         the [0-0], the [6-6] and 22 more tiles of a double-six set (the other 4 are\n\
         never shown) and sets them up on 3 rows, each tile turned as they like: the\n\
         first digit attacks, the second defends. Every tile steps one square. In a\n\
         battle the attacker's attack meets the defender's defence: the greater wins,\n\
         equal both go; the [0-0] beats the [6-6] whoever strikes. Whoever destroys\n\
         the other's [6-6] wins (both at once: a draw). No repetition rule unless\n\
         asked for (-twosquare=N, -chase=on); 100 plies without a strike: a draw.\n\
         Challenge options: a game, -twosquare=N (a piece may not\n\
         move more than N times in a row between the same two squares; 0 = no limit;\n\
         default 3), -noscoutstrike (a Scout that moves more than one square may not\n\
         strike), -reveal=keep|turn (pieces shown by a battle stay shown, or for one turn),\n\
         -chase=on|off (the more-squares rule: in a continuous chase the chaser may not\n\
         bring back a position of that chase; default on),\n\
         -nag=DAYS and -forfeit=DAYS (reminder and forfeit times; default 7 and 21).\n\
         \n\
         Your boards come with every move, drawn for you alone: you see your own pieces\n\
         and only what the battles revealed of your opponent's. 'set ... noflip' keeps\n\
         Red at the bottom of Blue's board; by default each player's army is at the bottom.\n\
         Board mails also carry the board as a table (HTML) for mail programs that show\n\
         text in a proportional font; 'set ... nohtml' sends the text alone, 'set ... html'\n\
         brings the table back.\n\
         \n\
         Ratings: every game between two players that ends after both armies are in is\n\
         rated (Glicko-2, one rating per kind of game: classic, small, ...); resigning\n\
         or forfeiting counts as a loss. 'stratego standings small' mails the table,\n\
         'stratego rating <userid>' a player's ratings and last games. A rating with a\n\
         deviation above 110 is provisional: too few games to be sure.\n\
         \n",
    );
    let _ = write!(
        out,
        "No opponent at hand? Challenge the computer: 'stratego challenge <userid> {robot}\n\
         <password>' (add -small, -barrage, -duel or -domino for those games; name {robot}\n\
         first to let it play Red). It deploys at once and answers each of your moves in the mail\n\
         that shows yours, so you get one mail per move with both on the board. It sees\n\
         only what its side may see, accepts a draw when it is behind or when no piece\n\
         has fallen for 100 plies, and its games are rated like any other (marked robot\n\
         in the standings).\n\
         \n"
    );
    out.push_str(
        "Vacation: 'stratego vacation <userid> <password> 14' stops the reminder and\n\
         forfeit clocks of all your games for 14 days, and your opponents are told until\n\
         when. A move of yours ends the vacation, and so does the same command with 0.\n",
    );
    let _ = writeln!(
        out,
        "Here a vacation is at most {} days at a time and {} days in any 365 days\n\
         (days not used because you came back early are given back).",
        limits.vacation_max_days, limits.vacation_days_per_year
    );
    out
}

/// The deploy instructions for a player of a game in setup.
pub fn deploy_instructions(id: i64, user: &str, v: Variant, deal: Option<Deal>) -> String {
    let spec = v.spec();
    if let Some(deal) = deal {
        return tile_instructions(id, user, v, deal);
    }
    let mut out = format!(
        "Reply to this mail with your army at the top (or send it in the body\n\
         of a mail with the subject: stratego deploy {id} {user} <password>).\n\
         The army is {} symbols, {} rows of {}: your front row (next to the lakes)\n\
         first, each row from your left to your right, then the rows behind it.\n\
         Pieces: {}.\n\
         Use ? for any piece you leave to chance, or the word auto for a random\n\
         army.\n",
        v.setup_size(),
        spec.setup_rows,
        spec.files,
        army_table(v)
    );
    if v.is_sparse() {
        let _ = write!(
            out,
            "Your {} pieces stand anywhere on these {} squares: put . (or -) on\n\
             each square you leave empty. A ? places one of the pieces you did not\n\
             name; with more ? than such pieces, they go to ? squares at random.\n",
            v.army_size(),
            v.setup_size()
        );
    }
    out.push_str("For example:\n");
    for line in example_army(v).lines() {
        let _ = writeln!(out, "  {line}");
    }
    let _ = write!(
        out,
        "Until both armies are in, you may deploy again, or swap two of your\n\
         pieces by replying with a line like: swap a1 b1\n"
    );
    out
}

/// The deploy instructions of a Domino game: the player's hand as a deploy-ready army.
fn tile_instructions(id: i64, user: &str, v: Variant, deal: Deal) -> String {
    let spec = v.spec();
    // The hand on a line of its own, not indented: 71 characters, within the 72 of a mail
    // line, so that it stays one line a player can send back as it is.
    format!(
        "Reply to this mail with your army at the top (or send it in the body\n\
         of a mail with the subject: stratego deploy {id} {user} <password>).\n\
         You were dealt these {} tiles: the [0-0], the [6-6] and {} at random.\n\
         This line is a ready army (the [6-6] last, on your back row); reply\n\
         with it as it is, or reorder it:\n\
         \n{deal}\n\n\
         The army is {} tiles, {} rows of {}: your front row first, each row\n\
         from your left to your right. Write each tile attack digit, then\n\
         defence digit (53, 5-3 or [5-3]): 53 attacks with 5 and defends with\n\
         3, 35 the other way round. Use ? for a tile you leave to chance\n\
         (turned at random), or the word auto.\n\
         Until both armies are in, you may deploy again, or swap two of your\n\
         tiles by replying with a line like: swap a1 b1\n",
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

/// `text` as lines of at most 72 characters (SPEC 6), broken between words.
pub fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > 72 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
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
        "More-squares rule: you are chasing {} (a continuous chase since ply {}). A \
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
    let viewer = match audience {
        Audience::Player(c) => Viewer::Player(c),
        Audience::Observer => Viewer::Observer,
    };
    let view = View::new(game, viewer);
    let subject = match (game.phase(), audience) {
        (Phase::Over(o), _) => format!(
            "Stratego game {id}: game over - {}",
            result_words(&o, names)
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
    let mut body = wrap(&intro);
    let mut html = html.then(|| html_block("margin:8px 0", &intro));
    let options = game.options().to_args(game.variant());
    if !options.is_empty() {
        let line = format!("Options: {}", options.join(" "));
        body.push_str(&wrap(&line));
        push_html(&mut html, || html_block("margin:8px 0", &line));
    }
    // The event names players (up to 20 characters each): keep it within 72 columns. Each
    // of its lines (the ratings at the end of a game, a note to its reader) starts a line.
    for line in event.lines().filter(|l| !l.trim().is_empty()) {
        body.push_str(&wrap(line));
        push_html(&mut html, || {
            html_block("margin:8px 0;font-weight:bold", line)
        });
    }
    // The board and the last move come first, within the 24 lines a mail client shows
    // without scrolling; the comment and what to do next follow.
    body.push('\n');
    body.push_str(&render(&view, flip));
    push_html(&mut html, || html::render_html(&view, flip));
    if let Some(notice) = &view.chase {
        let words = chase_words(notice);
        body.push('\n');
        body.push_str(&wrap(&words));
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
    let steps = next_steps(id, names, game, audience, recipient);
    body.push('\n');
    body.push_str(&steps);
    push_html(&mut html, || {
        html_block(
            "margin:12px 0;white-space:pre-wrap;font-family:Consolas,Menlo,monospace;font-size:13px",
            &steps,
        )
    });
    let html = html.map(|inner| html_page(&subject, &inner));
    BoardMail {
        subject,
        body,
        html,
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
        (Phase::Over(o), Audience::Player(_)) => format!(
            "The game is over: {}.\nFor a new game, reply to this mail with: stratego challenge \
             <red userid> <blue userid>\n(or send it from anywhere with your password as the last word)\n",
            result_words(&o, names)
        ),
        (Phase::Over(o), _) => format!(
            "The game is over: {}.\nFor a new game, send: stratego challenge <red userid> \
             <blue userid> <your password>\n",
            result_words(&o, names)
        ),
        (Phase::Setup { deployed }, Audience::Player(c)) if !deployed[c.index()] => {
            deploy_instructions(id, recipient, game.variant(), game.deal_of(c))
        }
        (Phase::Setup { .. }, Audience::Player(c)) => format!(
            "Your army is in. The game starts when {} has deployed; until then\n\
             you may deploy again, or swap two pieces by replying with a line\n\
             like: swap a1 b1\n",
            names.of(c.other())
        ),
        (Phase::Setup { .. }, Audience::Observer) | (Phase::Playing, Audience::Observer) => {
            format!(
                "You are watching this game. To stop, send:\n  stratego unsubscribe {id} {recipient} <password>\n"
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
            let mut s = format!(
                "It is your move, ply {}. Reply to this mail with your move on the\n\
                 first line, like {example}; {below}.\n\
                 (Or send a mail with the subject:\n  \
                 stratego move {id} {recipient} <password> {example}#{}\n\
                 with your move in place of {example}.)\n",
                game.ply() + 1,
                game.ply() + 1
            );
            if game.draw_offer() == Some(c.other()) {
                let _ = write!(
                    s,
                    "{} offers a draw: reply with accept (or reject) on the first line.\n\
                     Moving instead declines the offer.\n",
                    names.of(c.other())
                );
            }
            s
        }
        (Phase::Playing, Audience::Player(c)) if game.draw_offer() == Some(c.other()) => format!(
            "Waiting for {} to move; your board comes when they have.\n\
             {} offers a draw: reply with accept (or reject) on the first line.\n",
            names.of(game.to_move()),
            names.of(c.other())
        ),
        (Phase::Playing, Audience::Player(_)) => format!(
            "Waiting for {} to move; your board comes when they have.\n\
             Reply to this mail to write to them, or with draw to offer a draw.\n",
            names.of(game.to_move())
        ),
    }
}

/// The widest line of an outgoing text part: every mail client shows 72 columns unwrapped.
pub const WIDTH: usize = 72;

/// The words of a line, an example command (from `stratego` or `'stratego` to the word that
/// closes its quote, or to the end of the line) kept together as one.
fn unbreakable_words(line: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    // Inside an example command, and whether it opened with a quote.
    let mut command: Option<bool> = None;
    let ends = |word: &str, quoted: bool| {
        word.ends_with('\'') || (!quoted && word.ends_with(['.', ',', ';', ':']))
    };
    for word in line.split(' ').filter(|w| !w.is_empty()) {
        if let (Some(quoted), Some(last)) = (command, words.last_mut()) {
            last.push(' ');
            last.push_str(word);
            command = (!ends(word, quoted)).then_some(quoted);
            continue;
        }
        command = match word {
            "stratego" => Some(false),
            "'stratego" => Some(true),
            _ => None,
        };
        words.push(word.to_string());
    }
    words
}

/// `text` with every line wider than [`WIDTH`] wrapped at spaces; a continuation keeps the
/// indentation of its line (spaces, and the `| ` or `> ` marks of a relayed or quoted line).
/// Lines of [`WIDTH`] or less (every board line) stay exactly as they are, a word longer
/// than a line is not cut, and an example command (`stratego ...` up to a closing quote or
/// the end of the line) is never split: a player copies it whole.
pub fn wrap_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 64);
    for line in text.split_inclusive('\n') {
        let (content, end) = match line.strip_suffix('\n') {
            Some(c) => (c, "\n"),
            None => (line, ""),
        };
        if content.chars().count() <= WIDTH {
            out.push_str(line);
            continue;
        }
        let indent_len = content.len() - content.trim_start_matches([' ', '|', '>']).len();
        let indent = &content[..indent_len];
        let mut width = 0;
        out.push_str(indent);
        width += indent.chars().count();
        let mut first = true;
        for word in unbreakable_words(&content[indent_len..]) {
            let w = word.chars().count();
            if !first && width + 1 + w > WIDTH {
                out.push('\n');
                out.push_str(indent);
                width = indent.chars().count();
                first = true;
            }
            if !first {
                out.push(' ');
                width += 1;
            }
            out.push_str(&word);
            width += w;
            first = false;
        }
        out.push_str(end);
    }
    out
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
    fn wrap_keeps_lines_within_72_columns() {
        let event =
            "alice has started a new game: alice plays Red and moves first, bob plays Blue.";
        let wrapped = wrap(event);
        assert_eq!(
            wrapped,
            "alice has started a new game: alice plays Red and moves first, bob plays\nBlue.\n"
        );
        assert_eq!(wrap("short"), "short\n");
    }

    #[test]
    fn dates() {
        assert_eq!(time_words(0), "1970-01-01 00:00 UTC");
        assert_eq!(time_words(1_795_132_800), "2026-11-20 00:00 UTC");
        assert_eq!(date_words(951_782_400), "2000-02-29");
    }

    #[test]
    fn help_lines_fit() {
        let help = help(&crate::config::Limits::default(), "robot");
        for line in help.lines() {
            assert!(line.chars().count() <= 72 + 60, "{line}");
        }
        assert!(help.contains("stratego register <userid> <password>"));
        assert!(help.contains("at most 30 days at a time and 60 days in any 365 days"));
    }

    #[test]
    fn long_lines_are_wrapped_at_72_and_short_ones_kept() {
        let long = format!("  {}", "word ".repeat(40));
        let text = format!("short line\n{long}\n | [1] [2] |   \n");
        let wrapped = wrap_lines(&text);
        assert!(
            wrapped.lines().all(|l| l.chars().count() <= WIDTH),
            "{wrapped}"
        );
        assert!(wrapped.starts_with("short line\n  word word"));
        assert!(
            wrapped
                .lines()
                .skip(1)
                .take(3)
                .all(|l| l.starts_with("  word"))
        );
        assert!(
            wrapped.ends_with(" | [1] [2] |   \n"),
            "short lines stay byte for byte"
        );
        assert_eq!(
            wrapped.split_whitespace().count(),
            text.split_whitespace().count()
        );
        let url = "x".repeat(100);
        assert_eq!(
            wrap_lines(&url),
            url,
            "a word longer than a line is not cut"
        );
        assert_eq!(wrap_lines("no newline"), "no newline");
        let hint = format!(
            "{} write it as: stratego showas <game> <userid> <password>. Or answer with \
             'stratego move 1 bob <password> accept' now.",
            "x".repeat(40)
        );
        let wrapped = wrap_lines(&hint);
        assert!(
            wrapped.contains("\nstratego showas <game> <userid> <password>."),
            "{wrapped}"
        );
        assert!(
            wrapped.contains("'stratego move 1 bob <password> accept'"),
            "{wrapped}"
        );
        let relayed = format!("  | {}\n", "chat ".repeat(30));
        assert!(
            wrap_lines(&relayed)
                .lines()
                .all(|l| l.starts_with("  | chat"))
        );
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
