//! HTML-only mail as the text a reader sees.

/// Elements whose content is not text for a reader.
const DROPPED_ELEMENTS: &[&str] = &["script", "style", "head", "title"];

/// Elements that start or end a line of text (besides `<br>`).
const LINE_ELEMENTS: &[&str] = &[
    "p",
    "div",
    "tr",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "table",
    "ul",
    "ol",
    "hr",
    "dt",
    "dd",
];

/// Turns an HTML part into plain text, as a reader would see it.
///
/// * `<br>` ends a line; `<p>`, `<div>`, `<tr>`, `<li>`, headings and other block elements
///   (`blockquote`, `pre`, `table`, `ul`, `ol`, `hr`, `dt`, `dd`) end the line in progress,
///   opening or closing, without making blank lines between blocks;
/// * text inside `<blockquote>` (how webmail quotes the mail replied to) becomes `> ` lines,
///   so it is treated as quoted text like `>` lines of plain mail;
/// * so does the text of the reply containers of webmail clients, which hold the earlier
///   mail or its attribution line: Gmail's `class="gmail_quote"` and `gmail_attr`,
///   Thunderbird's `moz-cite-prefix`, Yahoo's `yahoo_quoted` (a `<div>` of these classes
///   quotes until its own `</div>`; any other element of them is taken as an Outlook mark);
/// * Outlook's marks, after which the earlier mail follows outside any container
///   (`id="divRplyFwdMsg"`, `id="appendonsend"`, `id="mail-editor-reference-message-container"`),
///   become the line [`ORIGINAL_MESSAGE_LINE`], which ends the fresh text as it does in
///   Outlook's plain text (see [`super::fresh`]);
/// * `<script>`, `<style>`, `<head>`, `<title>` and comments are dropped with their content,
///   every other tag is dropped and its content kept;
/// * runs of whitespace become one space, except inside `<pre>`;
/// * entities are decoded: `&amp; &lt; &gt; &quot; &apos; &nbsp;` and a few other common
///   ones by name, and `&#NN;` / `&#xHH;` by number. Unknown ones stay as written.
///
/// Lines are trimmed and runs of blank lines become one.
pub fn html_to_text(html: &str) -> String {
    let mut out = HtmlText::default();
    let mut rest = html;
    // Searches that ran to the end of the document without success are not repeated (no
    // later search can succeed), so hostile HTML stays linear: whether any `>` is left, and
    // which dropped elements have no closing tag.
    let mut no_more_gt = false;
    let mut unclosed: Vec<String> = Vec::new();
    while let Some(lt) = rest.find('<') {
        out.text(rest.get(..lt).unwrap_or_default());
        rest = rest.get(lt..).unwrap_or_default();
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after
                .find("-->")
                .map_or("", |e| after.get(e + 3..).unwrap_or_default());
            continue;
        }
        let end = if opens_tag(rest) && !no_more_gt {
            let end = tag_end(rest);
            no_more_gt = end.is_none();
            end
        } else {
            None
        };
        let Some(end) = end else {
            // A '<' that opens no tag is text.
            out.text("<");
            rest = rest.get(1..).unwrap_or_default();
            continue;
        };
        let tag = rest.get(1..end).unwrap_or_default();
        rest = rest.get(end + 1..).unwrap_or_default();
        let closing = tag.starts_with('/');
        let name: String = tag
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        if !closing && DROPPED_ELEMENTS.contains(&name.as_str()) && !tag.ends_with('/') {
            if !unclosed.contains(&name) {
                match skip_past_closing(rest, &name) {
                    Some(after) => rest = after,
                    None => unclosed.push(name),
                }
            }
            continue;
        }
        if name == "br" {
            out.end_line();
        } else if LINE_ELEMENTS.contains(&name.as_str()) {
            out.break_line();
        }
        if name == "div" && closing {
            out.close_div();
        }
        if !closing && !tag.ends_with('/') {
            match reply_container(tag) {
                Some(Container::Quoted) if name == "div" => out.open_quoting_div(),
                Some(Container::Quoted) if name == "blockquote" => {}
                Some(_) => out.separator(),
                None => {}
            }
            if name == "div" {
                out.div_depth += 1;
            }
        }
        match (name.as_str(), closing) {
            ("blockquote", false) => out.quote_depth += 1,
            ("blockquote", true) => out.quote_depth = out.quote_depth.saturating_sub(1),
            ("pre", false) => out.pre_depth += 1,
            ("pre", true) => out.pre_depth = out.pre_depth.saturating_sub(1),
            _ => {}
        }
    }
    out.text(rest);
    out.finish()
}

/// What a mail client's reply container means for the text that follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Container {
    /// It holds the earlier mail (or its attribution line): its text is quoted text.
    Quoted,
    /// The earlier mail follows it, outside it: the fresh text ends here.
    Ends,
}

/// Class names of elements that hold the earlier mail: Gmail's quote and attribution,
/// Thunderbird's attribution, Yahoo's quoted mail.
const QUOTING_CLASSES: &[&str] = &[
    "gmail_quote",
    "gmail_attr",
    "moz-cite-prefix",
    "yahoo_quoted",
];

/// Ids of Outlook's elements after which the earlier mail follows: the header block of the
/// earlier mail (Outlook on the web and desktop) and the empty mark above it.
const ENDING_IDS: &[&str] = &[
    "divrplyfwdmsg",
    "appendonsend",
    "mail-editor-reference-message-container",
];

/// The line [`html_to_text`] writes where Outlook's copy of the earlier mail starts: the line
/// Outlook itself writes there in plain text, which ends the fresh text.
pub const ORIGINAL_MESSAGE_LINE: &str = "-----Original Message-----";

/// Whether the opening tag `tag` (without `<` and `>`) is a reply container. Attribute values
/// are looked for anywhere in the tag: a false match only hides text.
fn reply_container(tag: &str) -> Option<Container> {
    let tag = tag.to_ascii_lowercase();
    if ENDING_IDS.iter().any(|id| tag.contains(id)) {
        Some(Container::Ends)
    } else if QUOTING_CLASSES.iter().any(|c| tag.contains(c)) {
        Some(Container::Quoted)
    } else {
        None
    }
}

/// Whether the `<` at the start of `s` opens a tag (`a < b` does not).
fn opens_tag(s: &str) -> bool {
    s.get(1..)
        .and_then(|t| t.chars().next())
        .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?'))
}

/// How far [`tag_end`] looks for a `>` outside quotes before it settles for the first one.
const MAX_TAG_SCAN: usize = 8 * 1024;

/// Index of the `>` that ends the tag starting at `s[0] == '<'`, skipping quoted attribute
/// values; `None` if there is no `>` at all.
fn tag_end(s: &str) -> Option<usize> {
    let mut quote: Option<char> = None;
    for (i, c) in s
        .char_indices()
        .skip(1)
        .take_while(|&(i, _)| i < MAX_TAG_SCAN)
    {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '>') => return Some(i),
            _ => {}
        }
    }
    // An unbalanced quote or a huge tag: settle for the first '>'.
    s.find('>')
}

/// The text after `</name ...>`, matched case-insensitively; `None` if there is none.
fn skip_past_closing<'a>(s: &'a str, name: &str) -> Option<&'a str> {
    let needle = format!("</{name}");
    let needle = needle.as_bytes();
    let bytes = s.as_bytes();
    let mut from = 0;
    while let Some(found) = bytes
        .get(from..)?
        .windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
    {
        let at = from + found + needle.len();
        if bytes.get(at).is_none_or(|b| !b.is_ascii_alphanumeric()) {
            let close = bytes.get(at..)?.iter().position(|&b| b == b'>')?;
            // '>' is ASCII, so the index after it is a char boundary.
            return s.get(at + close + 1..);
        }
        from = at;
    }
    None
}

/// The text being built by [`html_to_text`]: finished lines with their quote depth, and the
/// line in progress.
#[derive(Default)]
struct HtmlText {
    lines: Vec<(usize, String)>,
    line: String,
    line_quote: usize,
    pending_space: bool,
    quote_depth: usize,
    pre_depth: usize,
    /// Open `<div>`s, to find where a quoting container ends.
    div_depth: usize,
    /// The `div_depth` outside each open quoting container, innermost last.
    quoting_divs: Vec<usize>,
    /// [`ORIGINAL_MESSAGE_LINE`] was written.
    separated: bool,
}

impl HtmlText {
    fn text(&mut self, raw: &str) {
        let mut rest = raw;
        while let Some(c) = rest.chars().next() {
            rest = rest.get(c.len_utf8()..).unwrap_or_default();
            if c == '\n' && self.pre_depth > 0 {
                self.end_line();
            } else if c.is_whitespace() && self.pre_depth == 0 {
                self.pending_space = true;
            } else if c == '&' {
                match decode_entity(rest) {
                    Some((decoded, used)) => {
                        rest = rest.get(used..).unwrap_or_default();
                        self.push(decoded);
                    }
                    None => self.push('&'),
                }
            } else {
                self.push(c);
            }
        }
    }

    fn push(&mut self, c: char) {
        if self.line.is_empty() {
            self.line_quote = self.quote_depth;
        } else if self.pending_space {
            self.line.push(' ');
        }
        self.pending_space = false;
        self.line.push(c);
    }

    /// Ends the line in progress, if there is one: block elements next to each other make
    /// no blank lines.
    fn break_line(&mut self) {
        if !self.line.is_empty() {
            self.end_line();
        }
        self.pending_space = false;
    }

    /// A `<div>` that holds the earlier mail opens: its text is quoted.
    fn open_quoting_div(&mut self) {
        self.quoting_divs.push(self.div_depth);
        self.quote_depth += 1;
    }

    /// A `</div>`: it may close a quoting container.
    fn close_div(&mut self) {
        self.div_depth = self.div_depth.saturating_sub(1);
        if self.quoting_divs.last() == Some(&self.div_depth) {
            self.quoting_divs.pop();
            self.quote_depth = self.quote_depth.saturating_sub(1);
        }
    }

    /// Writes [`ORIGINAL_MESSAGE_LINE`] on a line of its own (once: Outlook writes several
    /// of its marks in a row).
    fn separator(&mut self) {
        self.break_line();
        if !self.separated {
            self.separated = true;
            self.line = ORIGINAL_MESSAGE_LINE.to_string();
            self.line_quote = self.quote_depth;
            self.end_line();
        }
    }

    /// Ends the line in progress, even an empty one (`<br>`).
    fn end_line(&mut self) {
        let line = std::mem::take(&mut self.line);
        self.lines.push((self.line_quote, line));
        self.pending_space = false;
    }

    fn finish(mut self) -> String {
        self.end_line();
        let mut out = String::new();
        let mut blank_run = true; // also drops leading blank lines
        for (quote, line) in &self.lines {
            let line = line.trim();
            if line.is_empty() {
                if !blank_run {
                    out.push('\n');
                }
                blank_run = true;
                continue;
            }
            blank_run = false;
            if *quote > 0 {
                out.push_str(&">".repeat(*quote));
                out.push(' ');
            }
            out.push_str(line);
            out.push('\n');
        }
        let trimmed = out.trim_end_matches('\n').len();
        out.truncate(trimmed);
        out.push('\n');
        out
    }
}

/// Decodes the entity that follows a `&` (`s` starts after it): the character and the number
/// of bytes of `s` used, including the `;`.
fn decode_entity(s: &str) -> Option<(char, usize)> {
    let (semi, _) = s.char_indices().take(12).find(|&(_, c)| c == ';')?;
    let name = s.get(..semi)?;
    let c = if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse::<u32>().ok()?,
        };
        char::from_u32(code)
            .filter(|&c| c != '\0')
            .unwrap_or('\u{fffd}')
    } else {
        match name {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            // A non-breaking space is a space to us; it is pushed as a character, so it is
            // not collapsed with its neighbours.
            "nbsp" => ' ',
            "copy" => '©',
            "reg" => '®',
            "hellip" => '…',
            "mdash" => '—',
            "ndash" => '–',
            "lsquo" => '‘',
            "rsquo" => '’',
            "ldquo" => '“',
            "rdquo" => '”',
            "laquo" => '«',
            "raquo" => '»',
            "euro" => '€',
            "auml" => 'ä',
            "ouml" => 'ö',
            "uuml" => 'ü',
            "Auml" => 'Ä',
            "Ouml" => 'Ö',
            "Uuml" => 'Ü',
            "szlig" => 'ß',
            "eacute" => 'é',
            "egrave" => 'è',
            _ => return None,
        }
    };
    Some((c, semi + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_line_breaks() {
        let cases = [
            ("a<br>b<BR/>c", "a\nb\nc\n"),
            ("<p>a</p><p>b</p>", "a\nb\n"),
            ("<div>a</div><div><br></div><div>b</div>", "a\n\nb\n"),
            (
                "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>",
                "ab\nc\n",
            ),
            ("<ul><li>one<li>two</ul>", "one\ntwo\n"),
            ("<h1>Title</h1>text", "Title\ntext\n"),
            ("a\n   b\t\tc", "a b c\n"),
            ("<pre>93949\n  24939</pre>", "93949\n24939\n"),
        ];
        for (html, want) in cases {
            assert_eq!(html_to_text(html), want, "{html:?}");
        }
    }

    #[test]
    fn html_drops_scripts_styles_comments_and_tags() {
        let cases = [
            ("<script>alert('<p>x</p>')</script>text", "text\n"),
            (
                "<STYLE type=\"text/css\">p { margin: 0 }</STYLE>text",
                "text\n",
            ),
            ("<head><title>T</title></head><body>text</body>", "text\n"),
            ("a<!-- <p>hidden</p> -->b", "ab\n"),
            (
                "<!DOCTYPE html><html><b>bold</b> <i>it</i></html>",
                "bold it\n",
            ),
            ("<a href=\"x?a>b\" title='>'>link</a>", "link\n"),
            ("<span class=\"x\">9394924939</span>", "9394924939\n"),
            ("<script>never closed", "never closed\n"),
        ];
        for (html, want) in cases {
            assert_eq!(html_to_text(html), want, "{html:?}");
        }
    }

    #[test]
    fn html_entities() {
        let cases = [
            ("&amp; &lt; &gt; &quot; &apos;", "& < > \" '\n"),
            ("a&nbsp;&nbsp;b", "a  b\n"),
            ("&#65;&#x42;&#X43;", "ABC\n"),
            ("&#0; &#xD800; &#99999999;", "\u{fffd} \u{fffd} \u{fffd}\n"),
            ("&#12345678901234;", "&#12345678901234;\n"),
            ("&unknown; &amp &", "&unknown; &amp &\n"),
            ("&hellip;&euro;&uuml;", "…€ü\n"),
            ("a < b and c > d", "a < b and c > d\n"),
        ];
        for (html, want) in cases {
            assert_eq!(html_to_text(html), want, "{html:?}");
        }
    }

    #[test]
    fn html_blockquote_becomes_quoted_lines() {
        let html = "<div>new</div><blockquote>old<br>older<blockquote>oldest</blockquote></blockquote>after";
        assert_eq!(
            html_to_text(html),
            "new\n> old\n> older\n>> oldest\nafter\n"
        );
    }

    #[test]
    fn html_reply_containers_are_quoted() {
        // Gmail, top-posted; the text after the container is fresh again (bottom-posting).
        let gmail = "<div dir=\"ltr\">a4-a5</div><br><div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">On Mon, 23 Nov 2026 Stratego wrote:<br></div><div><div>board</div></div></div><div>after</div>";
        assert_eq!(
            html_to_text(gmail),
            "a4-a5\n\n>> On Mon, 23 Nov 2026 Stratego wrote:\n> board\nafter\n"
        );
        let moz = "<div class=\"moz-cite-prefix\">On 23/11/2026, Stratego wrote:<br></div><blockquote type=\"cite\">old</blockquote><p>a4-a5</p>";
        assert_eq!(
            html_to_text(moz),
            "> On 23/11/2026, Stratego wrote:\n> old\na4-a5\n"
        );
        let yahoo = "<div>hi</div><div id=\"yahoo_quoted_42\" class=\"yahoo_quoted\"><div>On Monday, stratego@x wrote:</div><div>10 | [9] |</div></div>";
        assert_eq!(
            html_to_text(yahoo),
            "hi\n> On Monday, stratego@x wrote:\n> 10 | [9] |\n"
        );
    }

    #[test]
    fn html_outlook_marks_become_the_original_message_line() {
        let outlook = "<div>a4-a5</div><div id=\"appendonsend\"></div><hr><div id=\"divRplyFwdMsg\" dir=\"ltr\"><b>From:</b> Stratego</div><div>board</div>";
        assert_eq!(
            html_to_text(outlook),
            "a4-a5\n-----Original Message-----\nFrom: Stratego\nboard\n"
        );
        // A self-closing or closing tag is no mark.
        assert_eq!(html_to_text("a<div id=\"appendonsend\"/>b"), "a\nb\n");
    }

    /// Regression: unclosed `<style>` tags and `<` without any `>` once made the converter
    /// search to the end of the document again for every tag (quadratic time).
    #[test]
    fn hostile_html_is_converted_in_linear_time() {
        let n = 100_000;
        let unclosed = "<style>x".repeat(n);
        assert_eq!(html_to_text(&unclosed), "x".repeat(n) + "\n");
        let no_gt = "<a ".repeat(n);
        assert_eq!(html_to_text(&no_gt).len(), no_gt.trim_end().len() + 1);
        let quotes = "<a \"".repeat(n);
        assert!(html_to_text(&quotes).starts_with("<a \""));
    }

    #[test]
    fn html_handles_multibyte_text_and_stray_brackets() {
        let html = "<p>Grüße ☺</p>< p>ü<</p><";
        assert_eq!(html_to_text(html), "Grüße ☺\n< p>ü<\n<\n");
    }
}
