//! The catalogue is whole: every language parses, has English's messages with the same
//! attributes and arguments, formats every message without an error, and has every id the
//! code asks for.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentArgs;
use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::{Lang, SOURCES, bundle};

/// What a message is made of: its attributes (`""` for the value) and each one's
/// variables.
type Shape = BTreeMap<String, BTreeSet<String>>;

/// Every message of `lang`: its shape, and its text as written (to catch copies).
fn messages(lang: Lang) -> BTreeMap<String, (Shape, String)> {
    let i = Lang::ALL.iter().position(|l| *l == lang).unwrap();
    let mut out = BTreeMap::new();
    for (area, text) in SOURCES[i] {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, errors)| panic!("locales/{lang}/{area}.ftl: {errors:?}"));
        for entry in resource.body {
            let Entry::Message(m) = entry else { continue };
            let mut shape = Shape::new();
            let mut written = String::new();
            if let Some(value) = &m.value {
                shape.insert(String::new(), variables(value));
                written.push_str(&format!("{value:?}"));
            }
            for a in &m.attributes {
                shape.insert(a.id.name.to_string(), variables(&a.value));
                written.push_str(&format!("{:?}", a.value));
            }
            let previous = out.insert(m.id.name.to_string(), (shape, written));
            assert!(previous.is_none(), "{lang}: message {} twice", m.id.name);
        }
    }
    out
}

/// The `$variables` a pattern uses.
fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, &mut out);
        }
    }
    out
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                out.extend(variables(&v.value));
            }
        }
        Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => call_variables(arguments, out),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => call_variables(arguments, out),
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn call_variables(arguments: &ast::CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &arguments.positional {
        inline_variables(p, out);
    }
    for n in &arguments.named {
        inline_variables(&n.value, out);
    }
}

#[test]
fn every_language_has_englishs_messages_with_the_same_arguments() {
    let english = messages(Lang::En);
    assert!(!english.is_empty());
    for lang in [Lang::De, Lang::Nl] {
        let other = messages(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (id, (shape, _)) in &english {
            assert_eq!(&other[id].0, shape, "{lang}: {id} differs from English");
        }
    }
}

#[test]
fn no_message_is_left_in_english() {
    // Messages whose words are the same in the three languages (a name, a command).
    const SAME: &[&str] = &[
        // The web pages' title around a page's name, each language named in its own words,
        // and Dutch's "(Blauw, computer)".
        "web-title",
        "web-language-en",
        "web-language-de",
        "web-language-nl",
        "web-side",
    ];
    let english = messages(Lang::En);
    for lang in [Lang::De, Lang::Nl] {
        let copies: Vec<_> = messages(lang)
            .into_iter()
            .filter(|(id, (_, text))| english[id].1 == *text && !SAME.contains(&id.as_str()))
            .map(|(id, _)| id)
            .collect();
        assert!(copies.is_empty(), "{lang}: copied from English: {copies:?}");
    }
}

#[test]
fn every_message_formats_in_every_language() {
    for lang in Lang::ALL {
        let bundle = bundle(lang);
        for (id, (shape, _)) in messages(lang) {
            let message = bundle.get_message(&id).unwrap();
            for (attribute, vars) in shape {
                let pattern = if attribute.is_empty() {
                    message.value().unwrap()
                } else {
                    message.get_attribute(&attribute).unwrap().value()
                };
                // Numbers pick plural forms; every branch is reached by one of them.
                for n in [0, 1, 2, 5, 21] {
                    let mut args = FluentArgs::new();
                    for v in &vars {
                        args.set(v.as_str(), n);
                    }
                    let mut errors = Vec::new();
                    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                    assert!(errors.is_empty(), "{lang} {id}.{attribute}: {errors:?}");
                    assert!(!text.contains('\u{2068}'), "{lang} {id}: isolation marks");
                }
            }
        }
    }
}

/// The string literal ids of `t!(...)` in the Rust sources under `src/`.
fn ids_in_code() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut dirs = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (at, _) in text.match_indices("t!(") {
                let before = text[..at].chars().next_back().unwrap_or(' ');
                let line = &text[text[..at].rfind('\n').map_or(0, |n| n + 1)..at];
                if before.is_alphanumeric() || matches!(before, '_' | '"') || line.contains("//") {
                    continue; // another macro (`format!(`), or an example in a comment
                }
                // `t!(lang, "id"`: the first literal after the macro's opening.
                let rest = &text[at + 3..];
                let Some(open) = rest.find('"') else { continue };
                if rest[..open].contains(')') {
                    continue; // not our macro: no literal before the call closes
                }
                let id = &rest[open + 1..];
                let id = &id[..id.find('"').unwrap()];
                out.push((path.display().to_string(), id.to_string()));
            }
        }
    }
    out
}

#[test]
fn every_id_the_code_asks_for_exists() {
    let english = messages(Lang::En);
    let ids = ids_in_code();
    assert!(ids.len() >= 10, "found only {} uses of t!", ids.len());
    for (file, id) in ids {
        let (name, attribute) = id.split_once('.').unwrap_or((&id, ""));
        let found = english
            .get(name)
            .is_some_and(|(shape, _)| shape.contains_key(attribute));
        assert!(found, "{file}: no message {id} in locales/en");
    }
}

#[test]
fn arguments_and_plurals_follow_the_language() {
    let back = |lang| crate::t!(lang, "vacation-back-by-moving", user = "alice");
    assert_eq!(back(Lang::En), "alice is back from vacation.");
    assert_eq!(back(Lang::De), "alice ist aus dem Urlaub zurück.");
    assert_eq!(back(Lang::Nl), "alice is terug van vakantie.");
    let t = 1_795_176_000 + 3_600 * 5 + 60 * 7;
    assert_eq!(super::super::time_in(Lang::En, t), "2026-11-20 17:07 UTC");
    assert_eq!(super::super::time_in(Lang::De, t), "20.11.2026, 17:07 UTC");
    assert_eq!(super::super::date_in(Lang::Nl, t), "20-11-2026");
}

#[test]
fn a_block_line_that_opens_with_an_argument_keeps_its_indent() {
    // Fluent drops the indentation before a placeable that opens a line, so a block line
    // (a command) that starts with an argument must say its spaces: `{"  "}{ $command }`.
    let indent = |l: &str| l.len() - l.trim_start_matches(' ').len();
    for (i, lang) in Lang::ALL.iter().enumerate() {
        for (area, text) in SOURCES[i] {
            let mut previous = "";
            for (n, line) in text.lines().enumerate() {
                let opens =
                    line.trim_start().starts_with("{ $") || line.trim_start().starts_with("{$");
                let deeper = indent(line) > indent(previous);
                let after_head = previous.trim_end().ends_with(['=', '>', ']']);
                assert!(
                    !(opens && deeper && !after_head && line.starts_with(' ')),
                    "locales/{lang}/{area}.ftl:{}: write {{\"  \"}} before the argument: {line}",
                    n + 1
                );
                if !line.trim().is_empty() {
                    previous = line;
                }
            }
        }
    }
}

#[test]
fn every_message_is_asked_for() {
    // By the code, or by another message (`{ account-registered-subject }`): a message
    // nothing asks for is words left behind by a change.
    let asked: Vec<String> = ids_in_code()
        .into_iter()
        .map(|(_, id)| id.split('.').next().unwrap_or_default().to_string())
        .collect();
    let english: String = SOURCES[0].iter().map(|(_, text)| *text).collect();
    for id in messages(Lang::En).keys() {
        let referenced = [
            format!("{{ {id} }}"),
            format!("{{ {id}."),
            format!("{{{id}}}"),
        ]
        .iter()
        .any(|r| english.contains(r.as_str()));
        assert!(
            asked.contains(id) || referenced,
            "locales/en: nothing asks for {id}"
        );
    }
}
