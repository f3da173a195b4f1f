//! The integration tests: one binary, one module per theme.

mod commands;
mod game;
mod outbound;
mod sample;
mod support;
