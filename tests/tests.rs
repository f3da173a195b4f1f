//! The integration tests: one binary, one module per theme.

mod club;
mod commands;
mod game;
mod hostile;
mod html;
mod league;
mod leaks;
mod lmtp;
mod mailbox;
mod operations;
mod outbound;
mod pairing;
mod reliability;
mod robot;
mod sample;
mod smtp_e2e;
mod standalone;
mod support;
mod texts;
mod tournament;
mod web;
