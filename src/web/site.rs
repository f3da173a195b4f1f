//! Where a page is and which language it speaks (issue 81): the way back to the site's root
//! for relative links, the language chosen for the request, the switch to the others, and
//! the links that keep a language the address chose.
//!
//! The language: `?lang=de|nl|en` in the address wins; else the request's
//! `Accept-Language`; else the server's `--language`. No cookie: a reader who picks a
//! language by the switch keeps it by the links, each of which then carries `?lang=`.

use std::fmt::Write;

use stratego_rules::html::escape;

use super::http::Request;
use crate::t;
use crate::texts::Lang;

/// The way back to the site's root from the page at `path`, for relative links: `""` at the
/// top (`/`, `/standings`), `"../"` one folder down (`/games/3`), and so on. Every link of a
/// page starts with it, so the pages work wherever a reverse proxy puts the site
/// (`https://example.org/` or `https://example.org/stratego/`) without being told.
pub fn root_of(path: &str) -> String {
    "../".repeat(path.matches('/').count().saturating_sub(1))
}

/// A page's place and language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    /// The way back to the site's root ([`root_of`]).
    pub root: String,
    /// The language of the page.
    pub lang: Lang,
    /// Whether the address chose the language (`?lang=`): then every link keeps it.
    pinned: bool,
    /// The page itself as a relative link, its query without `lang`, for the language
    /// switch; `None` for a request that could not be read.
    here: Option<(String, String)>,
}

impl Site {
    /// The page `request` asks for, in the language it chooses, else `default`.
    pub fn of(request: &Request, default: Lang) -> Site {
        let asked = request
            .query
            .split('&')
            .filter_map(|pair| pair.strip_prefix("lang="))
            .find_map(|code| code.parse::<Lang>().ok());
        let lang = asked
            .or_else(|| request.accept_language.as_deref().and_then(Lang::negotiate))
            .unwrap_or(default);
        let root = root_of(&request.path);
        // `./` before a page at the top, so that no path reads as a scheme (`/x:y`).
        let page = format!(
            "{}{}",
            if root.is_empty() { "./" } else { &root },
            &request.path[1..]
        );
        // Escaped here, pair by pair: the links join them with a plain `&`, as the pages'
        // own links do (no reference is named like a parameter followed by `=`).
        let query = request
            .query
            .split('&')
            .filter(|pair| !pair.is_empty() && *pair != "lang" && !pair.starts_with("lang="))
            .map(escape)
            .collect::<Vec<_>>()
            .join("&");
        Site {
            root,
            lang,
            pinned: asked.is_some(),
            here: Some((escape(&page), query)),
        }
    }

    /// A request that could not be read (its target refused): the links from the host's
    /// root, in the language of its `Accept-Language`, else `default`, and no switch.
    pub fn unread(accept_language: Option<&str>, default: Lang) -> Site {
        Site {
            root: "/".to_string(),
            lang: accept_language.and_then(Lang::negotiate).unwrap_or(default),
            pinned: false,
            here: None,
        }
    }

    /// `html` (a page's markup) with each of its links to the site keeping the language,
    /// when the address chose it; as it is otherwise.
    pub fn keep_lang(&self, html: &str) -> String {
        if !self.pinned {
            return html.to_string();
        }
        let mut out = String::with_capacity(html.len() + 256);
        let mut rest = html;
        // Every ` href="` of a page's body is a link's (the style sheet's is in the head).
        const HREF: &str = " href=\"";
        while let Some(at) = rest.find(HREF) {
            let start = at + HREF.len();
            out.push_str(&rest[..start]);
            rest = &rest[start..];
            let end = rest.find('"').unwrap_or(rest.len());
            let (link, tail) = rest.split_at(end);
            out.push_str(&with_lang(link, self.lang));
            rest = tail;
        }
        out.push_str(rest);
        out
    }

    /// The switch to the page in each language: the others as links (with the page's
    /// query), its own as plain text.
    pub fn switch(&self) -> String {
        let Some((page, query)) = &self.here else {
            return String::new();
        };
        let mut out = format!(
            "<nav class=\"lang\" aria-label=\"{}\">",
            escape(&t!(self.lang, "web-language"))
        );
        for lang in Lang::ALL {
            let name = escape(&language_name(lang));
            if lang == self.lang {
                let _ = write!(
                    out,
                    "<span lang=\"{lang}\" aria-current=\"true\">{name}</span>"
                );
            } else {
                let and = if query.is_empty() { "" } else { "&" };
                let href = format!("{page}?{query}{and}lang={lang}");
                let _ = write!(
                    out,
                    "<a href=\"{href}\" hreflang=\"{lang}\" lang=\"{lang}\">{name}</a>"
                );
            }
        }
        out.push_str("</nav>");
        out
    }
}

/// A language named in its own words (`Deutsch`), as the switch shows it.
fn language_name(lang: Lang) -> String {
    match lang {
        Lang::En => t!(lang, "web-language-en"),
        Lang::De => t!(lang, "web-language-de"),
        Lang::Nl => t!(lang, "web-language-nl"),
    }
}

/// A link of a page (as written in its markup, escaped) with `lang=` added to its query,
/// before its fragment; a link off the site (`mailto:`, `https:`) or within the page (`#`)
/// as it is.
fn with_lang(link: &str, lang: Lang) -> String {
    if link.starts_with('#') || link.contains(':') || link.contains("lang=") {
        return link.to_string();
    }
    let (link, fragment) = link.split_at(link.find('#').unwrap_or(link.len()));
    let and = if link.contains('?') { "&" } else { "?" };
    format!("{link}{and}lang={lang}{fragment}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(target: &str, accept: Option<&str>) -> Request {
        Request {
            accept_language: accept.map(str::to_string),
            ..Request::from_head("GET", target).unwrap()
        }
    }

    #[test]
    fn the_address_wins_then_the_browser_then_the_server() {
        let at = |target, accept| Site::of(&request(target, accept), Lang::Nl).lang;
        assert_eq!(at("/?lang=de", Some("nl, en")), Lang::De);
        assert_eq!(at("/games/3?ply=2&lang=EN", Some("de")), Lang::En);
        assert_eq!(at("/", Some("de-AT, en;q=0.5")), Lang::De);
        assert_eq!(at("/?lang=fr", Some("fr, en;q=0.2")), Lang::En);
        assert_eq!(at("/?lang=fr", Some("fr")), Lang::Nl);
        assert_eq!(at("/", None), Lang::Nl);
    }

    #[test]
    fn links_keep_a_language_the_address_chose() {
        let pinned = Site::of(&request("/games/3?ply=4&lang=de", None), Lang::En);
        let html = "<a href=\"../players/bob\">bob</a> <a href=\"./?show=running&amp;before=9\">\
                    x</a> <a href=\"mailto:a@b\">m</a> <a href=\"#top\">t</a> \
                    <a class=\"site\" href=\"./\">s</a>";
        assert_eq!(
            pinned.keep_lang(html),
            "<a href=\"../players/bob?lang=de\">bob</a> \
             <a href=\"./?show=running&amp;before=9&lang=de\">x</a> \
             <a href=\"mailto:a@b\">m</a> <a href=\"#top\">t</a> \
             <a class=\"site\" href=\"./?lang=de\">s</a>"
        );
        let chosen_by_browser = Site::of(&request("/games/3", Some("de")), Lang::En);
        assert_eq!(chosen_by_browser.keep_lang(html), html);
    }

    #[test]
    fn the_switch_links_the_same_page_in_the_other_languages() {
        let site = Site::of(&request("/games/3?ply=4&lang=de", None), Lang::En);
        let switch = site.switch();
        assert!(
            switch.contains("href=\"../games/3?ply=4&lang=en\""),
            "{switch}"
        );
        assert!(
            switch.contains("href=\"../games/3?ply=4&lang=nl\""),
            "{switch}"
        );
        assert!(switch.contains("<span lang=\"de\" aria-current=\"true\">Deutsch</span>"));
        assert!(switch.contains("aria-label=\"Sprache\""));
        let top = Site::of(&request("/", None), Lang::En).switch();
        assert!(top.contains("href=\"./?lang=de\""), "{top}");
        // A path that would read as a scheme, and markup in a path, stay inert.
        let odd = Site::of(&request("/javascript:x\"<b>", None), Lang::En).switch();
        assert!(
            odd.contains("href=\"./javascript:x&quot;&lt;b&gt;?lang=de\""),
            "{odd}"
        );
    }
}
