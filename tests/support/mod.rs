//! Helpers shared by the integration tests.

#![allow(dead_code)] // each test module uses a different part of the harness

pub mod cdp;
pub mod daemon;
pub mod dovecot;
pub mod fixture;
pub mod imap;
pub mod rng;
pub mod server;
pub mod smtp;
pub mod tls;
