//! The board of SPEC 6 as mail-safe HTML, drawn from the same [`View`] as the ASCII board
//! (never from a game), for mail programs that show text in a proportional font.
//!
//! A `<table>` with inline styles and presentational attributes only: no script, no `<style>`
//! block, no image, no font to fetch. Every board cell carries `data-square="e4"` and a
//! `title` that says what the cell holds in words (`e4 red Marshal`, `e4 blue unknown`,
//! `e4 lake`, `e4 empty`), followed by `, moved`, `, known to the opponent` and `, last move`
//! where they apply, so the board can be read without colour and by a screen reader. Every
//! square sets its own background and the table sets the text colour, so the board reads the
//! same in a light and a dark mail program. The words under the board are the text board's
//! own (the same functions make them).
//!
//! A board mail goes out with every move, so the HTML is kept small (about 12 kB for the
//! classic board) and pure ASCII with short lines (the mail part then travels as 7bit, with no
//! encoding to pay for): a cell writes only what differs between cells, the grid lines are the
//! table's background showing between the squares (`cellspacing`), and characters beyond
//! ASCII are written as character references.

use std::fmt::Write;

use crate::render::{Layout, battle_words, lost_words, push_number, rank_words, status_line};
use crate::words::{English, Labels, Words};
use crate::{Color, Rank, Square, View, ViewPiece, Viewer};

/// Colours: the grid and edges, empty squares, the two armies, the lakes, the last move's
/// frame.
const GRID: &str = "#5c4a2a";
const EDGE_TEXT: &str = "#e9dcb5";
const LAND: &str = "#e9dcb5";
const LAKE: &str = "#8fc6d9";
const LAKE_TEXT: &str = "#2d6479";
const RED: &str = "#b3261e";
const BLUE: &str = "#1f4f9c";
const PIECE_TEXT: &str = "#ffffff";
const LAST: &str = "#ffc400";

/// `text` with `&`, `<`, `>`, `"` and `'` written as entities, for text and attribute values,
/// and every character beyond ASCII as a character reference (the page stays ASCII).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    escape_into(&mut out, text);
    out
}

/// [`escape`], appended to `out`.
pub fn escape_into(out: &mut String, text: &str) {
    let mut rest = text;
    while let Some(at) = rest
        .bytes()
        .position(|b| matches!(b, b'&' | b'<' | b'>' | b'"' | b'\'') || !b.is_ascii())
    {
        out.push_str(&rest[..at]);
        let c = rest[at..]
            .chars()
            .next()
            .expect("a character at a char boundary");
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => {
                let _ = write!(out, "&#{};", u32::from(c));
            }
        }
        rest = &rest[at + c.len_utf8()..];
    }
    out.push_str(rest);
}

fn push_square(out: &mut String, sq: Square) {
    out.push(sq.file_char());
    let rank = sq.rank() + 1;
    if rank >= 10 {
        out.push(char::from(b'0' + rank / 10));
    }
    out.push(char::from(b'0' + rank % 10));
}

/// The title of a board cell: what it holds, in words (no character that needs escaping).
fn push_title(
    out: &mut String,
    view: &View,
    labels: &Labels,
    sq: Square,
    piece: Option<&ViewPiece>,
    last: bool,
) {
    push_square(out, sq);
    out.push(' ');
    match piece {
        None if view.variant.is_lake(sq) => escape_into(out, &labels.lake),
        None => escape_into(out, &labels.empty),
        Some(p) => {
            escape_into(out, &labels.owners[p.owner.index()]);
            out.push(' ');
            match p.rank {
                Some(r) if r.tile_values().is_none() => escape_into(out, &labels.ranks[r.index()]),
                Some(r) => escape_into(out, &labels.rank(r)),
                None => escape_into(out, &labels.unknown),
            }
            if p.moved {
                escape_into(out, &labels.moved);
            }
            if p.revealed {
                escape_into(out, &labels.known);
            }
        }
    }
    if last {
        escape_into(out, &labels.last_move);
    }
}

/// One board cell, on its own line (short lines keep the mail part 7bit). Size, weight,
/// alignment and the pieces' text colour come from the table; the square's colour is the
/// cell's `bgcolor` (what every mail program honours, Outlook's Word engine included).
fn push_cell(
    out: &mut String,
    view: &View,
    labels: &Labels,
    sq: Square,
    piece: Option<&ViewPiece>,
) {
    let last = view.last_move.is_some_and(|m| m.from == sq || m.to == sq);
    out.push_str("<td data-square=\"");
    push_square(out, sq);
    out.push_str("\" title=\"");
    push_title(out, view, labels, sq, piece, last);
    out.push_str("\" bgcolor=\"");
    out.push_str(match piece {
        None if view.variant.is_lake(sq) => LAKE,
        None => LAND,
        Some(p) => match p.owner {
            Color::Red => RED,
            Color::Blue => BLUE,
        },
    });
    out.push('"');
    if last {
        out.push_str(" style=\"border:3px solid ");
        out.push_str(LAST);
        out.push('"');
    }
    out.push('>');
    match piece {
        None if view.variant.is_lake(sq) => {
            out.push_str("<span style=\"color:");
            out.push_str(LAKE_TEXT);
            out.push_str("\">~</span>");
        }
        None => {}
        Some(p) => {
            match p.rank {
                Some(r) if r.tile_values().is_some() => {
                    let _ = write!(out, "{r}");
                }
                Some(r) => out.push(r.char()),
                None if view.variant.is_dealt() => out.push_str("??"),
                None => out.push('?'),
            }
            let mark = match (p.moved, p.revealed) {
                (false, false) => "",
                (true, false) => "'",
                (false, true) => "!",
                (true, true) => "*",
            };
            // At the rank's own size: a <small> mark was too faint to read at phone width.
            out.push_str(mark);
        }
    }
    out.push_str("</td>\n");
}

/// A row of coordinates (the files' letters) above or below the board; the first one gives
/// the columns their widths.
fn push_letters(out: &mut String, files: &[u8], widths: bool) {
    out.push_str("<tr style=\"height:20px;font-size:12px;font-weight:normal;color:");
    out.push_str(EDGE_TEXT);
    out.push_str("\">\n");
    // The edges take 5% each; the squares share the rest.
    let square = 90 / files.len();
    let edge = |out: &mut String| {
        out.push_str(if widths {
            "<td width=\"5%\"></td>\n"
        } else {
            "<td></td>\n"
        });
    };
    edge(out);
    let mut width = String::new();
    if widths {
        let _ = write!(width, "<td width=\"{square}%\">");
    }
    for &f in files {
        out.push_str(if widths { &width } else { "<td>" });
        out.push(char::from(b'a' + f));
        out.push_str("</td>\n");
    }
    edge(out);
    out.push_str("</tr>\n");
}

/// A rank's number on the board's edge.
fn push_rank_edge(out: &mut String, rank: u8) {
    out.push_str("<td style=\"font-size:12px;font-weight:normal;color:");
    out.push_str(EDGE_TEXT);
    out.push_str("\">");
    push_number(out, rank + 1);
    out.push_str("</td>\n");
}

/// The board as an HTML fragment: the table, then the words of the text board (whose view
/// it is, the last move and its battle, whose turn, lost pieces, unseen pieces, a legend).
/// `flip` turns a Blue player's board as [`render`](crate::render()) does. The fragment is a
/// sequence of block elements, to be put in a `<body>` or `<div>`. In English:
/// [`render_html_in`] draws it in other words.
pub fn render_html(view: &View, flip: bool) -> String {
    render_html_in(view, flip, &English)
}

/// [`render_html`] with the sentences and labels of `words`.
pub fn render_html_in(view: &View, flip: bool, words: &dyn Words) -> String {
    let Layout { files, ranks, grid } = Layout::of(view, flip);
    let labels = words.labels();
    let mut out = String::with_capacity(12_000);
    out.push_str("<table role=\"grid\" aria-label=\"");
    escape_into(&mut out, &words.board_label(view.viewer));
    let _ = writeln!(
        out,
        "\" cellpadding=\"0\" cellspacing=\"1\" border=\"0\" bgcolor=\"{GRID}\" \
         style=\"table-layout:fixed;width:100%;max-width:480px;\
         font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;\
         text-align:center;background:{GRID};color:{PIECE_TEXT}\">",
    );
    push_letters(&mut out, &files, true);
    for &r in &ranks {
        out.push_str("<tr style=\"height:32px\">\n");
        push_rank_edge(&mut out, r);
        for &f in &files {
            let sq = Square::new(f, r).expect("on the board");
            push_cell(&mut out, view, &labels, sq, grid[sq.index()]);
        }
        push_rank_edge(&mut out, r);
        out.push_str("</tr>\n");
    }
    push_letters(&mut out, &files, false);
    out.push_str("</table>\n");
    prose(&mut out, view, words, &labels);
    out
}

fn paragraph(out: &mut String, text: &str) {
    out.push_str("<p style=\"margin:8px 0\">");
    escape_into(out, text);
    out.push_str("</p>\n");
}

/// `text` escaped for the text of an element, where an apostrophe may stay as it is.
fn escape_text(text: &str) -> String {
    escape(text).replace("&#39;", "'")
}

/// A colour's name on its army's colour.
fn swatch(c: Color, words: &dyn Words) -> String {
    let background = match c {
        Color::Red => RED,
        Color::Blue => BLUE,
    };
    format!(
        "<span style=\"background:{background};color:{PIECE_TEXT};padding:0 4px;\
         font-weight:bold\">{}</span>",
        escape(&words.side(c))
    )
}

/// The lines under the board: the same words as the text board's.
fn prose(out: &mut String, view: &View, words: &dyn Words, labels: &Labels) {
    // The swatches go where the text board writes `[x]` and `(x)`.
    let line = escape_text(&words.viewer_line(view.viewer, "\u{1}", "\u{2}"))
        .replace('\u{1}', &swatch(Color::Red, words))
        .replace('\u{2}', &swatch(Color::Blue, words));
    let _ = writeln!(out, "<p style=\"margin:8px 0\">{line}</p>");
    if let Some(m) = view.last_move {
        paragraph(out, &words.last_move(m.player, m.from, m.to, m.ply));
        if let Some(b) = m.battle {
            paragraph(out, &battle_words(view, words, m.player, m.from, m.to, b));
        }
    }
    paragraph(out, &status_line(view, words));
    for c in Color::ALL {
        paragraph(out, &words.lost(c, &lost_words(view, c)));
    }
    let unseen_sides: &[Color] = match view.viewer {
        Viewer::Player(Color::Red) => &[Color::Blue],
        Viewer::Player(Color::Blue) => &[Color::Red],
        Viewer::Observer => &Color::ALL,
        Viewer::Referee => &[],
    };
    // A Domino hand is secret: no table of what is left to see; a game over shows all.
    let over = matches!(view.phase, crate::Phase::Over(_));
    for &c in unseen_sides
        .iter()
        .filter(|_| !view.variant.is_dealt() && !over)
    {
        paragraph(out, &words.unseen(c, view.viewer != Viewer::Observer));
        unseen_table(out, view, labels, c);
    }
    // The mark of the last move is explained once there is one.
    let frame = view.last_move.is_some().then_some("\u{1}");
    let legend = words.html_legend(view.variant, &rank_words(view.variant, labels), frame);
    let framed = format!(
        "<span style=\"border:3px solid {LAST};padding:0 3px\">{}</span>",
        escape(&words.frame())
    );
    let _ = writeln!(
        out,
        "<p style=\"margin:8px 0;font-size:13px\">{}</p>",
        escape_text(&legend).replace('\u{1}', &framed)
    );
}

/// How many pieces of each rank of `c`'s army the viewer has not seen: a small table whose
/// lines come from its `border` attribute.
fn unseen_table(out: &mut String, view: &View, labels: &Labels, c: Color) {
    let counts = view.unseen(c);
    let ranks = Rank::ALL
        .into_iter()
        .filter(|r| view.variant.army_count(*r) > 0);
    out.push_str(
        "<table border=\"1\" cellpadding=\"3\" cellspacing=\"0\" \
         style=\"border-collapse:collapse;border-color:#999999;font-size:13px;\
         text-align:center\">\n<tr><th>",
    );
    escape_into(out, &labels.table[0]);
    out.push_str("</th>");
    for r in ranks.clone() {
        out.push_str("<th title=\"");
        escape_into(out, &labels.rank(r));
        out.push_str("\">");
        out.push(r.char());
        out.push_str("</th>");
    }
    out.push_str("</tr>\n<tr><th>");
    escape_into(out, &labels.table[1]);
    out.push_str("</th>");
    for r in ranks {
        out.push_str("<td>");
        push_number(out, counts[r.index()]);
        out.push_str("</td>");
    }
    out.push_str("</tr>\n</table>\n");
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escape_writes_markup_as_entities_and_keeps_the_page_ascii() {
        assert_eq!(
            escape("<b> & \"x\" 'y'"),
            "&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;"
        );
        assert_eq!(escape("caf\u{e9} \u{1f600}!"), "caf&#233; &#128512;!");
        assert_eq!(escape("plain"), "plain");
    }
}
