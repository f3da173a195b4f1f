//! A player's data (issue 78, GDPR articles 15, 17 and 20): what every table holds about
//! one account, in one list ([`TABLES`]), read by `mydata` ([`Reader::personal_data`]) and
//! checked after a deletion ([`Tx::erase_account`]).
//!
//! Every table of the schema must be in [`TABLES`]: a test lists the schema's tables by
//! name and fails on one without a rule, so that a new table says what it holds about a
//! player and what becomes of it when the player leaves.

use rusqlite::params;
use rusqlite::types::ValueRef;
use serde_json::{Map, Value, json};

use super::{Reader, StoreError, Tx, userid_key};

/// Which rows of a table are about one account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum About {
    /// The column holds the account's userid key.
    Key(&'static str),
    /// Either column holds the account's userid key (a game's players).
    EitherKey(&'static str, &'static str),
    /// The column holds the account's registered address (any case).
    Address(&'static str),
    /// The column holds the address, or the address after `proven ` (the answer counts of
    /// `store/keys.rs`).
    Sender(&'static str),
    /// The column holds the number of a game the account plays or played.
    Game(&'static str),
    /// The column holds the id of an outbox mail to the account's address.
    OutMail(&'static str),
    /// Either column holds the account's userid in any case (the moderation log).
    Userid(&'static str, &'static str),
    /// Nothing in the table is about one account.
    Nobody,
}

/// What a table holds about an account, what `mydata` leaves out, and what deleting the
/// account does to it.
#[derive(Debug, Clone, Copy)]
pub struct TableRule {
    /// The table.
    pub table: &'static str,
    /// Its rows about an account.
    pub about: About,
    /// Columns `mydata` does not show: secrets (password hashes, keys) and what may be
    /// about someone else (the address a wrong password came from).
    pub hidden: &'static [&'static str],
    /// What deleting the account does to the rows about it (docs/DEPLOY.md lists these).
    pub on_erase: &'static str,
}

/// Every table of the schema and its rule.
pub const TABLES: &[TableRule] = &[
    rule(
        "users",
        About::Key("userid_key"),
        &["password_hash"],
        "deleted; a row deleted-N with no address and no password stands in its games",
    ),
    rule(
        "login_failures",
        About::Key("userid_key"),
        &["from_addr"],
        "deleted; the address in other accounts' rows becomes its salted hash",
    ),
    rule("lockouts", About::Key("userid_key"), &[], "deleted"),
    rule(
        "games",
        About::EitherKey("red", "blue"),
        &["state"],
        "open games resigned; the games stay, played by deleted-N",
    ),
    rule("moves", About::Game("game"), &[], "kept with the game"),
    rule("subscriptions", About::Key("userid_key"), &[], "deleted"),
    rule(
        "inbox",
        About::Address("from_addr"),
        &[],
        "text and command emptied, sender replaced by its salted hash",
    ),
    rule(
        "outbox",
        About::Address("to_addr"),
        &[],
        "queued mail deleted; sent mail kept as a record, recipient replaced by its salted hash",
    ),
    rule("reply_keys", About::Key("userid_key"), &["key"], "deleted"),
    rule("answers", About::Sender("sender"), &[], "deleted"),
    rule("lock_periods", About::Key("userid_key"), &[], "deleted"),
    rule(
        "elsewhere_notices",
        About::Key("userid_key"),
        &[],
        "deleted",
    ),
    rule("outbox_body", About::OutMail("id"), &[], "emptied"),
    rule("outbox_html", About::OutMail("id"), &[], "deleted"),
    rule(
        "outbox_extra",
        About::OutMail("id"),
        &["attachment"],
        "deleted",
    ),
    rule(
        "confirmations",
        About::Key("userid_key"),
        &["code"],
        "deleted",
    ),
    rule("ratings", About::Key("userid_key"), &[], "deleted"),
    rule(
        "rated_games",
        About::EitherKey("red", "blue"),
        &[],
        "kept, played by deleted-N: the opponents' records do not change",
    ),
    rule("vacations", About::Key("userid_key"), &[], "deleted"),
    rule(
        "imported_records",
        About::Game("game"),
        &[],
        "kept with the game",
    ),
    rule("imported_players", About::Key("userid_key"), &[], "deleted"),
    rule("club_salt", About::Nobody, &[], "kept"),
    rule("moderators", About::Key("userid_key"), &[], "deleted"),
    rule(
        "bans",
        About::Key("userid_key"),
        &["address_hash"],
        "kept with deleted-N and the salted hash of the address",
    ),
    rule(
        "moderation_log",
        About::Userid("moderator", "target"),
        &[],
        "kept, the userid replaced by deleted-N",
    ),
    rule("club_keys", About::Key("userid_key"), &["key"], "deleted"),
    rule("announce_off", About::Key("userid_key"), &[], "deleted"),
    rule(
        "tournaments",
        About::Key("director"),
        &[],
        "kept, directed by deleted-N",
    ),
    rule(
        "tournament_entrants",
        About::Key("userid_key"),
        &[],
        "kept, entered as deleted-N (withdrawn first): the others' standings do not change",
    ),
    rule("tournament_rounds", About::Nobody, &[], "kept"),
    rule(
        "tournament_pairings",
        About::EitherKey("white", "black"),
        &[],
        "kept, played by deleted-N",
    ),
    rule(
        "erased_users",
        About::Nobody,
        &[],
        "a new row holds the userid for the hold time",
    ),
];

const fn rule(
    table: &'static str,
    about: About,
    hidden: &'static [&'static str],
    on_erase: &'static str,
) -> TableRule {
    TableRule {
        table,
        about,
        hidden,
        on_erase,
    }
}

impl About {
    /// The WHERE clause of the rows about an account: `?1` is its userid key, `?2` its
    /// address (both named in every clause: SQLite counts the parameters by the highest).
    fn condition(self) -> String {
        let about = match self {
            About::Key(c) => format!("{c} = ?1"),
            About::EitherKey(a, b) => format!("({a} = ?1 OR {b} = ?1)"),
            About::Address(c) => format!("({c} = ?2 COLLATE NOCASE AND ?2 <> '')"),
            About::Sender(c) => {
                format!("(({c} = ?2 OR {c} = 'proven ' || ?2) AND ?2 <> '')")
            }
            About::Game(c) => {
                format!("{c} IN (SELECT id FROM games WHERE red = ?1 OR blue = ?1)")
            }
            About::OutMail(c) => format!(
                "{c} IN (SELECT id FROM outbox WHERE to_addr = ?2 COLLATE NOCASE AND ?2 <> '')"
            ),
            About::Userid(a, b) => format!("(lower({a}) = ?1 OR lower({b}) = ?1)"),
            About::Nobody => "0".to_string(),
        };
        format!("({about}) AND (?1 IS NOT NULL OR ?2 IS NOT NULL)")
    }
}

/// A cell as JSON: text as text (a BLOB as UTF-8, lossy), numbers as numbers.
fn cell(v: ValueRef<'_>) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => json!(i),
        ValueRef::Real(f) => json!(f),
        ValueRef::Text(t) | ValueRef::Blob(t) => json!(String::from_utf8_lossy(t)),
    }
}

impl Reader<'_> {
    /// The names of the schema's tables (without SQLite's own).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn table_names(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             ORDER BY name",
        )?;
        let names = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(names)
    }

    /// The rows of every table about the account `userid` registered with `address`, by
    /// table name, as JSON objects (the hidden columns left out). Every table of
    /// [`TABLES`] is named, with an empty list when nothing in it is about the account.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn personal_data(&self, userid: &str, address: &str) -> Result<Value, StoreError> {
        let key = userid_key(userid);
        let mut out = Map::new();
        for t in TABLES {
            let sql = format!("SELECT * FROM {} WHERE {}", t.table, t.about.condition());
            let mut stmt = self.conn.prepare(&sql)?;
            let columns: Vec<String> = stmt.column_names().map(str::to_string).collect();
            let mut rows = stmt.query(params![key, address])?;
            let mut list = Vec::new();
            while let Some(row) = rows.next()? {
                let mut obj = Map::new();
                for (i, name) in columns.iter().enumerate() {
                    if !t.hidden.contains(&name.as_str()) {
                        let value = match row.get_ref(i)? {
                            // A key that never expires (the one-click unsubscription) is
                            // stored with the largest time: no time for a reader.
                            ValueRef::Integer(i64::MAX) => Value::Null,
                            v => cell(v),
                        };
                        obj.insert(name.clone(), value);
                    }
                }
                list.push(Value::Object(obj));
            }
            out.insert(t.table.to_string(), Value::Array(list));
        }
        Ok(Value::Object(out))
    }

    /// How many rows of each table are still about the account `userid` registered with
    /// `address` (after a deletion: none), the tables with none left out.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn rows_about(
        &self,
        userid: &str,
        address: &str,
    ) -> Result<Vec<(&'static str, i64)>, StoreError> {
        let key = userid_key(userid);
        let mut out = Vec::new();
        for t in TABLES {
            let sql = format!(
                "SELECT count(*) FROM {} WHERE {}",
                t.table,
                t.about.condition()
            );
            let n: i64 = self
                .conn
                .query_row(&sql, params![key, address], |r| r.get(0))?;
            if n > 0 {
                out.push((t.table, n));
            }
        }
        Ok(out)
    }
}

impl Tx<'_> {
    /// Deletes the account `userid` (its open games must be over already): the address,
    /// password hash, settings, keys, stored mail text and queued mail to it go; its games
    /// and rated games stay, played by a new account `deleted-N` with no address and no
    /// password, and the userid is held until `hold_until`. What each table keeps is
    /// [`TableRule::on_erase`]. Returns `deleted-N`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] when there is no such account; others from SQLite.
    pub fn erase_account(
        &self,
        userid: &str,
        now: i64,
        hold_until: i64,
    ) -> Result<String, StoreError> {
        let user = self.user(userid)?;
        let (key, address) = (user.userid_key.clone(), user.address.clone());
        let hash = self.address_hash(&address)?;
        let c = self.conn();
        c.execute(
            "INSERT INTO erased_users (userid_key, hold_until, at) VALUES (?1, ?2, ?3)",
            params![key, hold_until, now],
        )?;
        let name = format!("deleted-{}", c.last_insert_rowid());
        let stand_in = userid_key(&name);
        c.execute(
            "INSERT INTO users (userid_key, userid, address, password_hash, created,
                                confirmed_at, robot)
             VALUES (?1, ?2, '', '!deleted', ?3, ?3, 0)",
            params![stand_in, name, now],
        )?;
        for sql in [
            "UPDATE games SET red = ?2 WHERE red = ?1",
            "UPDATE games SET blue = ?2 WHERE blue = ?1",
            "UPDATE rated_games SET red = ?2 WHERE red = ?1",
            "UPDATE rated_games SET blue = ?2 WHERE blue = ?1",
            "UPDATE tournaments SET director = ?2 WHERE director = ?1",
            "UPDATE tournament_entrants SET userid_key = ?2 WHERE userid_key = ?1",
            "UPDATE tournament_pairings SET white = ?2 WHERE white = ?1",
            "UPDATE tournament_pairings SET black = ?2 WHERE black = ?1",
        ] {
            c.execute(sql, params![key, stand_in])?;
        }
        c.execute(
            "UPDATE bans SET userid_key = ?2, userid = ?3 WHERE userid_key = ?1",
            params![key, stand_in, name],
        )?;
        c.execute(
            "UPDATE moderation_log SET moderator = ?2 WHERE lower(moderator) = ?1",
            params![key, name],
        )?;
        c.execute(
            "UPDATE moderation_log SET target = ?2 WHERE lower(target) = ?1",
            params![key, name],
        )?;
        c.execute("DELETE FROM confirmations WHERE userid_key = ?1", [&key])?;
        // The rest goes with the account through the foreign keys (ON DELETE CASCADE).
        c.execute("DELETE FROM users WHERE userid_key = ?1", [&key])?;
        if !address.is_empty() {
            self.erase_address(&address, &hash)?;
        }
        Ok(name)
    }

    /// Takes `address` out of the mail records: its mail's text, its queued mail, its
    /// answer counts; where a record stays, `hash` stands for it.
    fn erase_address(&self, address: &str, hash: &str) -> Result<(), StoreError> {
        let c = self.conn();
        let lower = address.to_lowercase();
        c.execute(
            "UPDATE inbox SET from_addr = ?2, raw = X'', command = NULL
             WHERE from_addr = ?1 COLLATE NOCASE",
            params![address, hash],
        )?;
        // Other mails that quote the address (an address change, a notice of a stranger).
        c.execute(
            "UPDATE inbox SET raw = X'', command = NULL
             WHERE instr(lower(CAST(raw AS TEXT)), ?1) > 0 OR instr(lower(command), ?1) > 0",
            [&lower],
        )?;
        c.execute(
            "DELETE FROM outbox WHERE to_addr = ?1 COLLATE NOCASE AND status <> 'sent'",
            [address],
        )?;
        c.execute(
            "UPDATE outbox_body SET body = '' WHERE id IN
             (SELECT id FROM outbox WHERE to_addr = ?1 COLLATE NOCASE)",
            [address],
        )?;
        c.execute(
            "DELETE FROM outbox_html WHERE id IN
             (SELECT id FROM outbox WHERE to_addr = ?1 COLLATE NOCASE)",
            [address],
        )?;
        c.execute(
            "UPDATE outbox SET to_addr = ?2 WHERE to_addr = ?1 COLLATE NOCASE",
            params![address, hash],
        )?;
        c.execute(
            "UPDATE outbox_body SET body = '' WHERE instr(lower(body), ?1) > 0",
            [&lower],
        )?;
        c.execute(
            "DELETE FROM outbox_html WHERE instr(lower(html), ?1) > 0",
            [&lower],
        )?;
        c.execute(
            "UPDATE outbox SET subject = '' WHERE instr(lower(subject), ?1) > 0",
            [&lower],
        )?;
        c.execute(
            "UPDATE login_failures SET from_addr = ?2 WHERE from_addr = ?1 COLLATE NOCASE",
            params![address, hash],
        )?;
        c.execute(
            "DELETE FROM answers WHERE sender = ?1 OR sender = 'proven ' || ?1",
            [address],
        )?;
        c.execute(
            "UPDATE confirmations SET body = '' WHERE instr(lower(body), ?1) > 0",
            [&lower],
        )?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;
    use super::TABLES;

    #[test]
    fn every_table_of_the_schema_has_a_rule() {
        let mut store = Store::open_in_memory().unwrap();
        let names = store.read(|r| r.table_names()).unwrap();
        for name in &names {
            assert!(
                TABLES.iter().any(|t| t.table == name),
                "table {name} has no rule in store/erase.rs TABLES: say what it holds about \
                 a player and what deleting the player does to it"
            );
        }
        for t in TABLES {
            assert!(
                names.iter().any(|n| n == t.table),
                "{} is no table",
                t.table
            );
        }
    }

    #[test]
    fn an_erased_account_leaves_no_row_about_it_and_its_games_a_stand_in() {
        let mut store = Store::open_in_memory().unwrap();
        with_players(&mut store);
        store
            .write(|tx| {
                tx.record_failed_login("bob", Origin::Elsewhere, "alice@example.org", 5)?;
                tx.ban("alice", "alice@example.org", "bob", "rude", 6, Some(10))?;
                let before = tx.personal_data("alice", "alice@example.org")?;
                assert_eq!(before["users"].as_array().unwrap().len(), 1);
                assert!(!before.to_string().contains("argon2"), "{before}");
                let name = tx.erase_account("alice", 20, 100)?;
                assert_eq!(name, "deleted-1");
                assert_eq!(tx.rows_about("alice", "alice@example.org")?, vec![]);
                assert!(tx.userid_held("ALICE", 50)?);
                assert!(!tx.userid_held("alice", 100)?);
                assert_eq!(tx.user("deleted-1")?.address, "");
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
