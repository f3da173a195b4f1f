//! The integration tests: one binary, one module per theme.

mod outbound;
mod support;
