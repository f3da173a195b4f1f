//! The integration tests: one binary, one module per theme.

mod game;
mod outbound;
mod sample;
mod support;
