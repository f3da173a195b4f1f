//! Addresses: who sent a mail, where it was sent, and the server's own address with the
//! secret extensions that make a player's reply address (`stratego+KEY@example.org`).

use mailparse::MailAddr;

/// The addr-spec of the first address in a From value.
pub fn parse_address(value: &str) -> Option<String> {
    let parsed = mailparse::addrparse(value).ok().and_then(|list| {
        list.iter().find_map(|addr| match addr {
            MailAddr::Single(info) => Some(info.addr.clone()),
            MailAddr::Group(group) => group.addrs.first().map(|info| info.addr.clone()),
        })
    });
    let addr = match parsed {
        Some(a) => a,
        // addrparse is strict about quoting; fall back to the <...> part or a bare address.
        None => match (value.find('<'), value.rfind('>')) {
            (Some(open), Some(close)) if open < close => {
                value.get(open + 1..close).unwrap_or_default().to_string()
            }
            _ => value
                .split_whitespace()
                .find(|w| w.contains('@'))?
                .to_string(),
        },
    };
    let addr = addr.trim();
    (addr.contains('@') && !addr.contains(char::is_whitespace)).then(|| addr.to_string())
}

/// Every addr-spec in an address-list value (`To`, `Cc`, `Delivered-To`), in order; groups
/// are opened. Values that do not parse as a list give what [`parse_address`] finds.
pub fn parse_address_list(value: &str) -> Vec<String> {
    match mailparse::addrparse(value) {
        Ok(list) => list
            .iter()
            .flat_map(|addr| match addr {
                MailAddr::Single(info) => vec![info.addr.clone()],
                MailAddr::Group(group) => group.addrs.iter().map(|i| i.addr.clone()).collect(),
            })
            .filter(|a| a.contains('@') && !a.contains(char::is_whitespace))
            .collect(),
        Err(_) => parse_address(value).into_iter().collect(),
    }
}

/// The server's own address, split so that its reply addresses (`LOCAL+KEY@DOMAIN`) can be
/// made and recognised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnAddress {
    local: String,
    domain: String,
    delimiters: String,
}

impl OwnAddress {
    /// `address` is the server's bare address (`stratego@example.org`); `delimiters` are the
    /// characters the MTA splits an extension off with (Postfix's `recipient_delimiter`, by
    /// default `+`): the first one is used to make reply addresses, any one is recognised.
    pub fn new(address: &str, delimiters: &str) -> OwnAddress {
        let (local, domain) = address.rsplit_once('@').unwrap_or((address, "localhost"));
        let delimiters = if delimiters.is_empty() {
            "+"
        } else {
            delimiters
        };
        OwnAddress {
            local: local.to_string(),
            domain: domain.to_string(),
            delimiters: delimiters.to_string(),
        }
    }

    /// The reply address for `key`: `LOCAL+KEY@DOMAIN`.
    pub fn with_key(&self, key: &str) -> String {
        let delimiter = self.delimiters.chars().next().unwrap_or('+');
        format!("{}{delimiter}{key}@{}", self.local, self.domain)
    }

    /// The extension of `addr` when it is the server's own address with one
    /// (`LOCAL+EXT@DOMAIN`, local part and domain in any case), else `None`.
    pub fn extension<'a>(&self, addr: &'a str) -> Option<&'a str> {
        let (local, domain) = addr.trim().rsplit_once('@')?;
        if !domain.eq_ignore_ascii_case(&self.domain) {
            return None;
        }
        let head = local.get(..self.local.len())?;
        if !head.eq_ignore_ascii_case(&self.local) {
            return None;
        }
        let rest = local.get(self.local.len()..)?;
        let mut chars = rest.chars();
        let first = chars.next()?;
        self.delimiters
            .contains(first)
            .then_some(chars.as_str())
            .filter(|ext| !ext.is_empty())
    }

    /// Whether `addr` is the server's own address, with or without an extension.
    pub fn is_own(&self, addr: &str) -> bool {
        let addr = addr.trim();
        let bare = addr.rsplit_once('@').is_some_and(|(local, domain)| {
            local.eq_ignore_ascii_case(&self.local) && domain.eq_ignore_ascii_case(&self.domain)
        });
        bare || self.extension(addr).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn address_lists() {
        assert_eq!(
            parse_address_list("Bob <bob@x.org>, \"Stratego\" <stratego+k@y.org>"),
            vec!["bob@x.org", "stratego+k@y.org"]
        );
        assert_eq!(
            parse_address_list("team: a@x.org, b@x.org;"),
            vec!["a@x.org", "b@x.org"]
        );
        assert!(parse_address_list("undisclosed-recipients:;").is_empty());
    }

    #[test]
    fn own_address_and_its_extensions() {
        let own = OwnAddress::new("stratego@example.org", "+");
        assert_eq!(own.with_key("abc"), "stratego+abc@example.org");
        assert_eq!(own.extension("stratego+abc@example.org"), Some("abc"));
        assert_eq!(own.extension("Stratego+ABC@EXAMPLE.org"), Some("ABC"));
        assert_eq!(own.extension("stratego@example.org"), None);
        assert_eq!(own.extension("stratego+@example.org"), None);
        assert_eq!(own.extension("strategos+abc@example.org"), None);
        assert_eq!(own.extension("stratego+abc@example.net"), None);
        assert_eq!(own.extension("stratego-abc@example.org"), None);
        assert!(own.is_own("STRATEGO@example.org") && own.is_own("stratego+x@example.org"));
        assert!(!own.is_own("alice@example.org"));
        let two = OwnAddress::new("stratego@example.org", "-+");
        assert_eq!(two.with_key("k"), "stratego-k@example.org");
        assert_eq!(two.extension("stratego+k@example.org"), Some("k"));
        let local = OwnAddress::new("stratego@localhost", "");
        assert_eq!(local.extension("stratego+k@localhost"), Some("k"));
    }
}
