//! The command line of pipe mode (`ingest`, one mail on stdin), read without clap.
//!
//! The MTA starts one process per mail, and clap building its whole command (twenty-five
//! global options, each copied into ten subcommands) and matching the arguments against it
//! was about a tenth of the instructions of a move mail. This reader knows only the form
//! an MTA uses: the global options (`--name VALUE` or `--name=VALUE`, before or after the
//! subcommand), `ingest`, and its `--no-send` and `--recipient`; unset options come from the
//! same environment variables and defaults as clap's. Anything else — another subcommand,
//! `--maildir`, help, an option given twice, a value that clap might read otherwise (empty,
//! starting with `-`, a number with anything but digits) — returns `None`, and clap reads
//! the command line as before, with its own error messages. The test below checks that the
//! two agree.

use std::env::VarError;
use std::ffi::OsString;
use std::path::PathBuf;
use std::str::FromStr;

use stratego_pbem::config::Limits;
use stratego_pbem::server::Config;

const DEFAULT: Limits = Limits::DEFAULT;

use super::{Cli, Cmd};

/// The global options: long name, environment variable.
const GLOBALS: [(&str, &str); 28] = [
    ("db", "STRATEGO_DB"),
    ("transport", "STRATEGO_TRANSPORT"),
    ("server-address", "STRATEGO_FROM"),
    ("password-cost", "STRATEGO_PASSWORD_COST"),
    ("busy-timeout-ms", "STRATEGO_BUSY_TIMEOUT_MS"),
    ("smtp-timeout-ms", "STRATEGO_SMTP_TIMEOUT_MS"),
    ("name", "STRATEGO_NAME"),
    ("recipient-delimiter", "STRATEGO_RECIPIENT_DELIMITER"),
    ("reply-limit", "STRATEGO_REPLY_LIMIT"),
    ("max-stored-kib", "STRATEGO_MAX_STORED_KIB"),
    ("retention-days", "STRATEGO_RETENTION_DAYS"),
    ("max-observers", "STRATEGO_MAX_OBSERVERS"),
    (
        "max-accounts-per-address",
        "STRATEGO_MAX_ACCOUNTS_PER_ADDRESS",
    ),
    ("confirm-days", "STRATEGO_CONFIRM_DAYS"),
    ("vacation-max-days", "STRATEGO_VACATION_MAX_DAYS"),
    ("vacation-days-per-year", "STRATEGO_VACATION_DAYS_PER_YEAR"),
    ("now", "STRATEGO_NOW"),
    ("robot-name", "STRATEGO_ROBOT_NAME"),
    ("smtp-password-file", "STRATEGO_SMTP_PASSWORD_FILE"),
    ("oauth2-token-command", "STRATEGO_OAUTH2_TOKEN_COMMAND"),
    ("ca-file", "STRATEGO_CA_FILE"),
    ("stranger-reply-limit", "STRATEGO_STRANGER_REPLY_LIMIT"),
    ("max-open-games", "STRATEGO_MAX_OPEN_GAMES"),
    ("max-games-per-opponent", "STRATEGO_MAX_GAMES_PER_OPPONENT"),
    ("max-robot-games", "STRATEGO_MAX_ROBOT_GAMES"),
    ("web-url", "STRATEGO_WEB_URL"),
    ("moderators", "STRATEGO_MODERATORS"),
    ("language", "STRATEGO_LANGUAGE"),
];

/// `ingest` without `--maildir`, read from `args` (without the program name) and the
/// environment `env`; `None` when clap must read it.
pub(super) fn pipe_mode(
    args: impl IntoIterator<Item = OsString>,
    env: impl Fn(&str) -> Result<String, VarError>,
) -> Option<Cli> {
    let mut globals: [Option<String>; GLOBALS.len()] = Default::default();
    let (mut ingest, mut no_send, mut recipient) = (false, false, None);
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg.into_string().ok()?;
        if arg == "ingest" && !ingest {
            ingest = true;
            continue;
        }
        let (name, inline) = match arg.strip_prefix("--")?.split_once('=') {
            Some((name, value)) => (name.to_string(), Some(value.to_string())),
            None => (arg[2..].to_string(), None),
        };
        if ingest && name == "no-send" && inline.is_none() && !no_send {
            no_send = true;
            continue;
        }
        let slot = if ingest && name == "recipient" {
            &mut recipient
        } else {
            let i = GLOBALS.iter().position(|(long, _)| *long == name)?;
            &mut globals[i]
        };
        let value = match inline {
            Some(value) => value,
            None => args.next()?.into_string().ok()?,
        };
        if slot.is_some() || value.is_empty() || (value.starts_with('-') && !arg.contains('=')) {
            return None;
        }
        *slot = Some(value);
    }
    if !ingest {
        return None;
    }
    // Unset options from the environment, as clap's `env`: an empty or non-UTF-8 value is
    // left to clap.
    for (slot, (_, var)) in globals.iter_mut().zip(GLOBALS) {
        if slot.is_none() {
            *slot = from_env(&env, var)?;
        }
    }
    if recipient.is_none() {
        recipient = from_env(&env, "ORIGINAL_RECIPIENT")?;
    }
    let [
        db,
        transport,
        from,
        password_cost,
        busy_timeout_ms,
        smtp_timeout_ms,
        name,
        recipient_delimiter,
        reply_limit,
        max_stored_kib,
        retention_days,
        max_observers,
        max_accounts_per_address,
        confirm_days,
        vacation_max_days,
        vacation_days_per_year,
        now,
        robot_name,
        smtp_password_file,
        oauth2_token_command,
        ca_file,
        stranger_reply_limit,
        max_open_games,
        max_games_per_opponent,
        max_robot_games,
        web_url,
        moderators,
        language,
    ] = globals;
    Some(Cli {
        db: PathBuf::from(db.as_deref().unwrap_or(Config::DEFAULT_DB)),
        transport: transport.unwrap_or_else(|| Config::DEFAULT_TRANSPORT.into()),
        from: from.unwrap_or_else(|| Config::DEFAULT_FROM.into()),
        password_cost,
        busy_timeout_ms: number(busy_timeout_ms, Config::DEFAULT_BUSY_TIMEOUT_MS)?,
        smtp_timeout_ms: number(smtp_timeout_ms, Config::DEFAULT_SMTP_TIMEOUT_MS)?,
        name: name.unwrap_or_else(|| Config::DEFAULT_NAME.into()),
        recipient_delimiter: recipient_delimiter
            .unwrap_or_else(|| Config::DEFAULT_DELIMITER.into()),
        reply_limit: number(reply_limit, Config::DEFAULT_REPLY_LIMIT)?,
        stranger_reply_limit: number(stranger_reply_limit, Config::DEFAULT_STRANGER_REPLY_LIMIT)?,
        max_stored_kib: number(max_stored_kib, DEFAULT.max_stored_bytes / 1024)?,
        retention_days: number(retention_days, DEFAULT.retention_days)?,
        max_observers: number(max_observers, DEFAULT.max_observers)?,
        max_accounts_per_address: number(
            max_accounts_per_address,
            DEFAULT.max_accounts_per_address,
        )?,
        confirm_days: number(confirm_days, DEFAULT.confirm_days)?,
        vacation_max_days: number(vacation_max_days, DEFAULT.vacation_max_days)?,
        vacation_days_per_year: number(vacation_days_per_year, DEFAULT.vacation_days_per_year)?,
        now: match now {
            Some(v) => Some(number(Some(v), 0)?),
            None => None,
        },
        robot_name: robot_name.unwrap_or_else(|| stratego_pbem::robot::DEFAULT_NAME.into()),
        max_open_games: number(max_open_games, DEFAULT.max_open_games)?,
        max_games_per_opponent: number(max_games_per_opponent, DEFAULT.max_games_per_opponent)?,
        max_robot_games: number(max_robot_games, DEFAULT.max_robot_games)?,
        smtp_password_file: smtp_password_file.map(PathBuf::from),
        oauth2_token_command,
        ca_file: ca_file.map(PathBuf::from),
        web_url,
        moderators,
        // A language we do not have is left to clap, which names the ones we have.
        language: match language {
            Some(code) => code.parse().ok()?,
            None => Default::default(),
        },
        command: Cmd::Ingest {
            maildir: None,
            no_send,
            recipient,
        },
    })
}

/// The variable's value: `Some(None)` when it is not set, `None` when clap must judge it.
fn from_env(env: &impl Fn(&str) -> Result<String, VarError>, var: &str) -> Option<Option<String>> {
    match env(var) {
        Ok(value) if !value.is_empty() => Some(Some(value)),
        Err(VarError::NotPresent) => Some(None),
        _ => None,
    }
}

/// A number written as digits (a `-` first for a signed one), or `default`; `None` for
/// anything else, which clap then reads (and refuses with its own message).
fn number<T: FromStr>(value: Option<String>, default: T) -> Option<T> {
    let Some(value) = value else {
        return Some(default);
    };
    let digits = value.strip_prefix('-').unwrap_or(&value);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    value.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn fast(line: &[&str], env: &[(&str, &str)]) -> Option<Cli> {
        let env: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        pipe_mode(line.iter().map(OsString::from), |var| {
            env.iter()
                .find(|(k, _)| k == var)
                .map(|(_, v)| v.clone())
                .ok_or(VarError::NotPresent)
        })
    }

    /// What clap makes of the same line (with the test process's environment, which sets
    /// none of the server's variables).
    fn clap(line: &[&str]) -> String {
        let cli = Cli::try_parse_from(std::iter::once("stratego-pbem").chain(line.iter().copied()));
        format!("{:?}", cli.expect("clap reads it"))
    }

    #[test]
    fn pipe_mode_lines_read_as_clap_reads_them() {
        let lines: &[&[&str]] = &[
            &["ingest"],
            &["ingest", "--no-send"],
            &[
                "--db",
                "/var/lib/s.db",
                "--transport",
                "file:/tmp/o",
                "ingest",
            ],
            &[
                "--db=/var/lib/s.db",
                "ingest",
                "--transport=sendmail",
                "--no-send",
            ],
            &[
                "ingest",
                "--recipient",
                "stratego+abc@example.org",
                "--db",
                "x.db",
            ],
            &["--password-cost", "8,1,1", "--now", "1700000000", "ingest"],
            &["--now=-5", "--retention-days=-1", "ingest"],
            &["--busy-timeout-ms", "0012", "--reply-limit", "7", "ingest"],
            &[
                "--server-address",
                "pbem@example.org",
                "--name",
                "Stratego Server",
                "ingest",
            ],
            &[
                "--smtp-timeout-ms",
                "100",
                "--recipient-delimiter",
                "+-",
                "--max-stored-kib",
                "1",
                "--max-observers",
                "3",
                "--max-accounts-per-address",
                "2",
                "--confirm-days",
                "9",
                "--vacation-max-days",
                "4",
                "--vacation-days-per-year",
                "8",
                "--robot-name",
                "hal",
                "--web-url",
                "https://stratego.example.org",
                "ingest",
            ],
        ];
        for line in lines {
            let got = fast(line, &[]).unwrap_or_else(|| panic!("{line:?} is pipe mode"));
            assert_eq!(format!("{got:?}"), clap(line), "{line:?}");
        }
    }

    /// A global option added to clap but not here would be silently left at its default in
    /// pipe mode: every one of clap's global options must be in [`GLOBALS`], with its variable.
    #[test]
    fn every_global_option_of_clap_is_read_here() {
        use clap::CommandFactory;
        let command = Cli::command();
        let clap_globals: Vec<(String, String)> = command
            .get_arguments()
            .filter(|a| a.is_global_set())
            .map(|a| {
                let long = a.get_long().expect("global options are long").to_string();
                let env = a.get_env().map(|e| e.to_string_lossy().into_owned());
                (long, env.unwrap_or_default())
            })
            .collect();
        let ours: Vec<(String, String)> = GLOBALS
            .iter()
            .map(|(long, var)| (long.to_string(), var.to_string()))
            .collect();
        for global in &clap_globals {
            assert!(ours.contains(global), "{global:?} is missing from GLOBALS");
        }
        assert_eq!(
            ours.len(),
            clap_globals.len(),
            "GLOBALS names an option clap lacks"
        );
    }

    #[test]
    fn everything_else_is_left_to_clap() {
        let lines: &[&[&str]] = &[
            &[],
            &["send"],
            &["ingest", "--maildir", "md"],
            &["ingest", "ingest"],
            &["ingest", "--help"],
            &["--version"],
            &["-h"],
            &["--db", "a", "--db", "b", "ingest"],
            &["--db", "ingest"],
            &["--db", "-x", "ingest"],
            &["--db=", "ingest"],
            &["ingest", "--no-send", "--no-send"],
            &["ingest", "--no-send=true"],
            &["--no-send", "ingest"],
            &["--recipient", "a@b", "ingest"],
            &["--busy-timeout-ms", "+5", "ingest"],
            &["--busy-timeout-ms", "1e3", "ingest"],
            &["--reply-limit=-1", "ingest"],
            &["--reply-limit", "99999999999", "ingest"],
            &["ingest", "--", "x"],
            &["ingest", "stray"],
            &["--dbx", "a", "ingest"],
        ];
        for line in lines {
            assert!(fast(line, &[]).is_none(), "{line:?} is left to clap");
        }
    }

    #[test]
    fn unset_options_come_from_the_environment() {
        let env = [
            ("STRATEGO_DB", "/srv/s.db"),
            ("STRATEGO_BUSY_TIMEOUT_MS", "250"),
            ("ORIGINAL_RECIPIENT", "stratego+k@example.org"),
        ];
        let cli = fast(&["--busy-timeout-ms", "7", "ingest"], &env).unwrap();
        assert_eq!(cli.db, PathBuf::from("/srv/s.db"));
        assert_eq!(cli.busy_timeout_ms, 7, "the command line wins");
        assert!(matches!(
            cli.command,
            Cmd::Ingest { recipient: Some(ref r), .. } if r == "stratego+k@example.org"
        ));
        assert!(fast(&["ingest"], &[("STRATEGO_DB", "")]).is_none());
        assert!(fast(&["ingest"], &[("STRATEGO_NOW", "soon")]).is_none());
    }
}
