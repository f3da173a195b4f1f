//! A mail fixture with the keys of its `.expected` file (format in `fixtures/mail/README.md`),
//! shared by the end-to-end fixture tests of `fixtures/mail` and `fixtures/hostile`.

pub struct Fixture {
    pub name: String,
    pub raw: Vec<u8>,
    /// The From address.
    pub from: String,
    pub keys: Vec<(String, String)>,
}

impl Fixture {
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
