//! The board of SPEC 6 as mail-safe HTML, drawn from the same [`View`] as the ASCII board
//! (never from a game), for mail programs that show text in a proportional font.
//!
//! A `<table>` with inline styles only: no script, no `<style>` block, no image, no font to
//! fetch. Every board cell carries `data-square="e4"` and a `title` that says what the cell
//! holds in words (`e4 red Marshal`, `e4 blue unknown`, `e4 lake`, `e4 empty`), followed by
//! `, moved`, `, known to the opponent` and `, last move` where they apply, so the board can
//! be read without colour and by a screen reader. Every cell sets both its background and its
//! text colour, so it reads the same in a light and a dark mail program. The words under the
//! board are the text board's own (the same functions make them).

use std::fmt::Write;

use crate::render::{Layout, battle_words, lost_words, status_line};
use crate::{Color, Rank, Square, View, ViewPiece, Viewer};

/// Colours: the board, the two armies, the lakes, the last move's frame.
const LAND: &str = "#e9dcb5";
const LAND_TEXT: &str = "#6b5a32";
const LAKE: &str = "#8fc6d9";
const LAKE_TEXT: &str = "#2d6479";
const RED: &str = "#b3261e";
const BLUE: &str = "#1f4f9c";
const PIECE_TEXT: &str = "#ffffff";
const GRID: &str = "#5c4a2a";
const LAST: &str = "#ffc400";

/// `text` with `&`, `<`, `>`, `"` and `'` written as entities, for text and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

fn color_word(c: Color) -> &'static str {
    c.as_str()
}

/// The title of a board cell: what it holds, in words.
fn cell_title(view: &View, sq: Square, piece: Option<&ViewPiece>, last: bool) -> String {
    let mut title = match piece {
        None if view.variant.is_lake(sq) => format!("{sq} lake"),
        None => format!("{sq} empty"),
        Some(p) => format!(
            "{sq} {} {}",
            color_word(p.owner),
            p.rank.map_or("unknown", Rank::name)
        ),
    };
    if let Some(p) = piece {
        if p.moved {
            title.push_str(", moved");
        }
        if p.revealed {
            title.push_str(", known to the opponent");
        }
    }
    if last {
        title.push_str(", last move");
    }
    title
}

/// One board cell, on its own line (short lines keep the mail part 7bit). Alignment, size
/// and weight of the text come from the table, and widths from its first row: only what
/// differs between cells is written in each (a board mail goes out with every move).
fn push_cell(out: &mut String, view: &View, sq: Square, piece: Option<&ViewPiece>) {
    let last = view.last_move.is_some_and(|m| m.from == sq || m.to == sq);
    let (background, color, text) = match piece {
        None if view.variant.is_lake(sq) => (LAKE, LAKE_TEXT, "~".to_string()),
        None => (LAND, LAND_TEXT, String::new()),
        Some(p) => {
            let rank = p.rank.map_or('?', Rank::char);
            let mark = match (p.moved, p.revealed) {
                (false, false) => "",
                (true, false) => "'",
                (false, true) => "!",
                (true, true) => "*",
            };
            let background = match p.owner {
                Color::Red => RED,
                Color::Blue => BLUE,
            };
            let text = if mark.is_empty() {
                rank.to_string()
            } else {
                format!(
                    "{rank}<span style=\"font-size:11px\">{}</span>",
                    escape(mark)
                )
            };
            (background, PIECE_TEXT, text)
        }
    };
    let border = if last {
        format!("3px solid {LAST}")
    } else {
        format!("1px solid {GRID}")
    };
    let _ = writeln!(
        out,
        "<td data-square=\"{sq}\" title=\"{}\" style=\"background:{background};color:{color};\
         border:{border}\">{text}</td>",
        escape(&cell_title(view, sq, piece, last)),
    );
}

/// A coordinate on the board's edge; `width` is given in the first row only.
fn push_edge(out: &mut String, text: &str, width: Option<&str>) {
    let width = width.map_or(String::new(), |w| format!("width:{w};"));
    let _ = writeln!(
        out,
        "<td style=\"{width}font-size:12px;font-weight:normal;color:{LAND_TEXT}\">{text}</td>"
    );
}

/// The board as an HTML fragment: the table, then the words of the text board (whose view
/// it is, the last move and its battle, whose turn, lost pieces, unseen pieces, a legend).
/// `flip` turns a Blue player's board as [`render`](crate::render()) does. The fragment is a
/// sequence of block elements, to be put in a `<body>` or `<div>`.
pub fn render_html(view: &View, flip: bool) -> String {
    let Layout { files, ranks, grid } = Layout::of(view, flip);
    // The edges take 5% each; the squares share the rest.
    let square_width = format!("{}%", 90 / files.len());
    let mut out = String::with_capacity(16_000);
    let _ = writeln!(
        out,
        "<table role=\"grid\" aria-label=\"{}\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" \
         style=\"border-collapse:collapse;table-layout:fixed;width:100%;max-width:480px;\
         font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;\
         text-align:center;background:{LAND};color:{LAND_TEXT}\">",
        escape(&board_label(view)),
    );
    let letters = |out: &mut String, first: bool| {
        let (edge, square) = if first {
            (Some("5%"), Some(square_width.as_str()))
        } else {
            (None, None)
        };
        out.push_str("<tr style=\"height:22px\">\n");
        push_edge(out, "", edge);
        for &f in &files {
            push_edge(out, &((b'a' + f) as char).to_string(), square);
        }
        push_edge(out, "", edge);
        out.push_str("</tr>\n");
    };
    letters(&mut out, true);
    for &r in &ranks {
        out.push_str("<tr style=\"height:32px\">\n");
        push_edge(&mut out, &(r + 1).to_string(), None);
        for &f in &files {
            let sq = Square::new(f, r).expect("on the board");
            push_cell(&mut out, view, sq, grid[sq.index()]);
        }
        push_edge(&mut out, &(r + 1).to_string(), None);
        out.push_str("</tr>\n");
    }
    letters(&mut out, false);
    out.push_str("</table>\n");
    words(&mut out, view);
    out
}

/// What the table shows, for `aria-label`.
fn board_label(view: &View) -> String {
    match view.viewer {
        Viewer::Player(c) => format!("The board as {} sees it", c.name()),
        Viewer::Observer => "The board as an observer sees it".to_string(),
    }
}

fn paragraph(out: &mut String, text: &str) {
    let _ = writeln!(out, "<p style=\"margin:8px 0\">{}</p>", escape(text));
}

/// The lines under the board: the same words as the text board's.
fn words(out: &mut String, view: &View) {
    let swatch = |c: Color| {
        let background = match c {
            Color::Red => RED,
            Color::Blue => BLUE,
        };
        format!(
            "<span style=\"background:{background};color:{PIECE_TEXT};padding:0 4px;\
             font-weight:bold\">{}</span>",
            c.name()
        )
    };
    match view.viewer {
        Viewer::Player(c) => {
            let _ = writeln!(
                out,
                "<p style=\"margin:8px 0\">You are {}: your pieces are {}, {}'s are {}.</p>",
                c.name(),
                swatch(c),
                c.other().name(),
                swatch(c.other())
            );
        }
        Viewer::Observer => {
            let _ = writeln!(
                out,
                "<p style=\"margin:8px 0\">Observer's view: Red pieces are {}, Blue pieces are \
                 {}.</p>",
                swatch(Color::Red),
                swatch(Color::Blue)
            );
        }
    }
    if let Some(m) = view.last_move {
        paragraph(
            out,
            &format!(
                "Last move (ply {}): {} {}-{}.",
                m.ply,
                m.player.name(),
                m.from,
                m.to
            ),
        );
        if let Some(b) = m.battle {
            paragraph(out, &battle_words(view, m.player, m.from, m.to, b));
        }
    }
    paragraph(out, &status_line(view));
    for c in Color::ALL {
        paragraph(
            out,
            &format!("{} has lost: {}", c.name(), lost_words(view, c)),
        );
    }
    let unseen_sides: Vec<Color> = match view.viewer {
        Viewer::Player(c) => vec![c.other()],
        Viewer::Observer => Color::ALL.to_vec(),
    };
    let ranks: Vec<Rank> = Rank::ALL
        .into_iter()
        .filter(|r| view.variant.army_count(*r) > 0)
        .collect();
    let cell = "padding:2px 4px;text-align:center;border:1px solid #999999";
    for c in unseen_sides {
        let counts = view.unseen(c);
        let who = if view.viewer == Viewer::Observer {
            ""
        } else {
            " by you"
        };
        paragraph(out, &format!("{} pieces not yet seen{who}:", c.name()));
        let _ = writeln!(
            out,
            "<table cellpadding=\"0\" cellspacing=\"0\" border=\"0\" \
             style=\"border-collapse:collapse;font-size:13px\">"
        );
        let _ = write!(out, "<tr><th style=\"{cell}\">rank</th>");
        for r in &ranks {
            let _ = write!(
                out,
                "<th style=\"{cell}\" title=\"{}\">{}</th>",
                r.name(),
                r.char()
            );
        }
        let _ = write!(out, "</tr>\n<tr><th style=\"{cell}\">count</th>");
        for r in &ranks {
            let _ = write!(out, "<td style=\"{cell}\">{}</td>", counts[r.index()]);
        }
        out.push_str("</tr>\n</table>\n");
    }
    let _ = writeln!(
        out,
        "<p style=\"margin:8px 0;font-size:13px\">Legend: a piece shows its rank (1 Marshal .. \
         9 Scout, S Spy, B Bomb, F Flag), ? a rank not known to you, ~ a lake. After the rank: \
         ' it has moved, ! its rank is known to the opponent, * both. A thick \
         <span style=\"border:3px solid {LAST};padding:0 3px\">frame</span> marks the two \
         squares of the last move. Hold the pointer on a square to read it in words.</p>"
    );
}
