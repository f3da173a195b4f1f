//! `Army::parse` on any text, for every variant: never panics, the end offset is a char
//! boundary within the text, and a parsed army printed and read again is the same army.

#![no_main]

use libfuzzer_sys::fuzz_target;
use stratego_rules::{Army, Variant};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for variant in Variant::ALL {
        match Army::parse(&text, variant) {
            Ok((army, end)) => {
                assert!(text.is_char_boundary(end), "end {end} inside a char");
                assert_eq!(army.variant(), variant);
                assert_eq!(army.symbols().len(), variant.setup_size());
                let printed = army.to_string();
                let (again, _) = Army::parse(&printed, variant).expect("printed army reads");
                assert_eq!(again.symbols(), army.symbols());
            }
            Err(e) => {
                assert!(!e.problems.is_empty(), "an error without a problem");
                let _ = e.to_string();
            }
        }
    }
});
