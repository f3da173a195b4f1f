//! A mail fixture with the keys of its `.expected` file (format in `fixtures/mail/README.md`),
//! shared by the end-to-end fixture tests of `fixtures/mail` and `fixtures/hostile`.

use std::path::Path;

pub struct Fixture {
    pub name: String,
    pub raw: Vec<u8>,
    /// The From address.
    pub from: String,
    pub keys: Vec<(String, String)>,
}

impl Fixture {
    /// The fixture at `path` holding the mail `raw`, with the keys of the `.expected` file
    /// beside it. The From address is the `from` key if there is one, else `from_header(raw)`.
    pub fn new(path: &Path, raw: Vec<u8>, from_header: fn(&[u8]) -> String) -> Fixture {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(path.with_extension("expected"))
            .unwrap_or_else(|e| panic!("{name}.expected: {e}"));
        let keys: Vec<(String, String)> = expected
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
            .collect();
        let from = keys
            .iter()
            .find(|(k, _)| k == "from")
            .map_or_else(|| from_header(&raw), |(_, v)| v.clone());
        Fixture {
            name,
            raw,
            from,
            keys,
        }
    }

    /// Every value of `key`, in file order.
    pub fn all(&self, key: &str) -> impl Iterator<Item = &str> {
        self.keys
            .iter()
            .filter(move |(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The first value of `key`.
    pub fn one(&self, key: &str) -> Option<&str> {
        self.all(key).next()
    }
}
