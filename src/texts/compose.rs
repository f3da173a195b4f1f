//! The words of click to compose (issue 79): the link in a board mail's HTML part, and the
//! pages `/play` and `/setup` (`locales/*/compose.ftl`; `crate::web`'s compose page asks
//! for them and puts them in its markup; its script reads the ones it shows from there, so
//! that no word lives in the script).

use stratego_rules::html;

use super::Lang;
use crate::compose::Page;
use crate::t;

/// `page` (a board mail's HTML page) with the link to compose the reply at `url`, in
/// `lang`, after its words and before its end.
pub fn with_link(lang: Lang, page: &str, kind: Page, url: &str) -> String {
    let words = match kind {
        Page::Play => t!(lang, "compose-play-link"),
        Page::Setup => t!(lang, "compose-setup-link"),
    };
    let link = format!(
        "<p style=\"margin:8px 0\"><a href=\"{}\" style=\"font-weight:bold\">{}</a>. \
         {}</p>\n",
        html::escape(url),
        html::escape(&words),
        html::escape(&t!(lang, "compose-link-note"))
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
        let out = with_link(Lang::En, page, Page::Play, "https://h/play#v=1&g=classic");
        assert!(out.contains(
            "<p>words</p>\n<p style=\"margin:8px 0\"><a href=\"https://h/play#v=1&amp;g=classic\""
        ));
        assert!(out.contains(">Click your move</a>. The page writes"));
        assert!(out.ends_with("</div>\n</body></html>"));
        let dutch = with_link(Lang::Nl, page, Page::Setup, "https://h/setup#g=small");
        assert!(dutch.contains(">Stel je opstelling samen door te klikken</a>. De pagina"));
    }
}
