//! Who sent a mail: the address in its From header.

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
