//! The words of click to compose (issue 79): the link in a board mail's HTML part, and the
//! pages `/play` and `/setup` (`crate::web`'s compose page puts them in its markup; its
//! script reads the ones it shows from there, so that no word lives in the script).

use stratego_rules::html;

use crate::compose::Page;

/// The link of a move mail.
pub const PLAY_LINK: &str = "Click your move";
/// The link of a deploy mail.
pub const SETUP_LINK: &str = "Set up your army by clicking";
/// After either link: what the page does and does not do.
pub const LINK_NOTE: &str = "The page writes the reply mail for you; you press send.";

/// The move page's title and heading.
pub const PLAY_HEADING: &str = "Your move";
/// The setup page's title and heading.
pub const SETUP_HEADING: &str = "Set up your army";
/// Under the move page's heading.
pub const PLAY_INTRO: &str = "Click one of your pieces, then the square it goes to. The \
                              marked squares are where it may go. Then write the mail: your \
                              mail program opens it with the move in it, and you press send.";
/// Under the setup page's heading.
pub const SETUP_INTRO: &str = "Click two squares to swap them, or a piece below the board \
                               and then a square. Auto sets up a random army, Clear takes \
                               every piece off. When every piece stands, write the mail: your \
                               mail program opens it with the army in it, and you press send.";
/// Under the setup page's heading when the page was opened without a game.
pub const SETUP_ALONE: &str = "Without a game, the page writes the army as text for you to \
                               copy into a deploy mail.";
/// The choice of game on a setup page without a game.
pub const GAME_KIND: &str = "Game";
/// The button that sets up a random army.
pub const AUTO: &str = "Auto";
/// The button that takes every piece off.
pub const CLEAR: &str = "Clear";
/// The button of Domino that turns the chosen tile round.
pub const TURN: &str = "Turn the tile";
/// The link that opens the composed mail.
pub const WRITE: &str = "Write the mail";
/// Above the text the mail will hold.
pub const PREVIEW: &str = "The mail will say:";
/// Above the army of a setup page without a game.
pub const ARMY_TEXT: &str = "Your army, to copy:";
/// Above the pieces not yet on the board.
pub const TRAY: &str = "Not yet placed:";
/// When no piece is chosen.
pub const PICK_PIECE: &str = "Click one of your pieces.";
/// A piece is chosen that cannot move.
pub const CANNOT_MOVE: &str = "That piece cannot move there, or at all. Choose another.";
/// A piece is chosen: where may it go.
pub const PICK_SQUARE: &str = "Now click a marked square, or another piece.";
/// The move is chosen.
pub const MOVE_READY: &str = "Ready: write the mail, or click again to change the move.";
/// Some pieces still wait to be placed.
pub const PLACE_ALL: &str = "Place every piece to write the mail.";
/// The army is complete.
pub const ARMY_READY: &str = "Ready: write the mail, or swap more squares.";
/// The page was opened without what it needs (a link cut short, say).
pub const BROKEN_LINK: &str = "This link is incomplete. Open it again from your mail, or reply \
                               to the mail by hand.";
/// Without JavaScript.
pub const NEEDS_SCRIPT: &str = "This page needs JavaScript. Without it, reply to the mail by \
                                hand.";
/// What the page never does with the game's secrets.
pub const PRIVACY: &str = "What this page knows of your game came in the link after the #, \
                           which your browser never sends to the server. The page sends \
                           nothing: only the mail you send counts.";

/// `page` (a board mail's HTML page) with the link to compose the reply at `url`, after
/// its words and before its end.
pub fn with_link(page: &str, kind: Page, url: &str) -> String {
    let words = match kind {
        Page::Play => PLAY_LINK,
        Page::Setup => SETUP_LINK,
    };
    let link = format!(
        "<p style=\"margin:8px 0\"><a href=\"{}\" style=\"font-weight:bold\">{words}</a>. \
         {LINK_NOTE}</p>\n",
        html::escape(url)
    );
    match page.rfind("</div>\n</body>") {
        Some(at) => format!("{}{link}{}", &page[..at], &page[at..]),
        None => format!("{page}{link}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_comes_last_in_the_page_with_its_address_escaped() {
        let page = "<html><body><div>\n<p>words</p>\n</div>\n</body></html>";
        let out = with_link(page, Page::Play, "https://h/play#v=1&g=classic");
        assert!(out.contains(
            "<p>words</p>\n<p style=\"margin:8px 0\"><a href=\"https://h/play#v=1&amp;g=classic\""
        ));
        assert!(out.contains(">Click your move</a>. The page writes"));
        assert!(out.ends_with("</div>\n</body></html>"));
    }
}
