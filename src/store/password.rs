//! Password hashing with Argon2id.
//!
//! A hash is a PHC string (`$argon2id$v=19$m=7168,t=5,p=1$<salt>$<hash>`) that carries its
//! salt and cost, so verifying always uses the cost the hash was made with, even after the
//! configured cost changes. [`needs_rehash`] tells when a stored hash was made at another cost
//! than the current one, so the caller can replace it after a successful login.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

/// The cost of an Argon2id hash.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordCost {
    /// Memory in KiB.
    pub m_kib: u32,
    /// Iterations.
    pub t: u32,
    /// Parallelism (lanes).
    pub p: u32,
}

impl PasswordCost {
    /// The cheapest cost Argon2 allows, for tests only.
    pub const TEST: PasswordCost = PasswordCost {
        m_kib: Params::MIN_M_COST,
        t: Params::MIN_T_COST,
        p: Params::MIN_P_COST,
    };

    fn params(self) -> Result<Params, PasswordError> {
        Params::new(self.m_kib, self.t, self.p, None).map_err(|_| PasswordError::InvalidCost(self))
    }
}

impl Default for PasswordCost {
    /// Argon2id at 7 MiB, 5 iterations, 1 lane: one of the five settings the OWASP Password
    /// Storage Cheat Sheet lists as giving "an equal level of defense, [...] a trade off
    /// between CPU and RAM usage" (m=47104,t=1; m=19456,t=2; m=12288,t=3; m=9216,t=4;
    /// m=7168,t=5). The one with the least memory is taken so that one `ingest` process,
    /// hash included, stays under 16 MiB (see docs/PERFORMANCE.md); it costs about as much
    /// time as m=19456,t=2 (35,840 against 38,912 block passes).
    fn default() -> Self {
        PasswordCost {
            m_kib: 7 * 1024,
            t: 5,
            p: 1,
        }
    }
}

/// A failure to hash a password.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    /// The configured cost is outside what Argon2 accepts.
    #[error(
        "invalid Argon2 cost m={}KiB t={} p={} (memory must be at least 8 KiB per lane, \
         t and p at least 1)",
        .0.m_kib, .0.t, .0.p
    )]
    InvalidCost(PasswordCost),
    /// Argon2 failed otherwise (should not happen with a valid cost).
    #[error("cannot hash the password: {0}")]
    Hash(String),
}

/// Hashes `password` with Argon2id at `cost` and a fresh random 16-byte salt, and returns
/// the PHC string to store.
///
/// # Errors
/// [`PasswordError::InvalidCost`] if `cost` is outside Argon2's limits.
pub fn hash_password(password: &str, cost: PasswordCost) -> Result<String, PasswordError> {
    let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, cost.params()?);
    let mut salt = [0u8; 16];
    rand::fill(&mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(|e| PasswordError::Hash(e.to_string()))?;
    let hash = argon2
        .hash_password(password.as_bytes(), &salt)
        .map_err(|e| PasswordError::Hash(e.to_string()))?;
    Ok(hash.to_string())
}

/// Whether `password` matches the PHC string `phc`, using the algorithm and cost stored in
/// it. A malformed `phc` matches nothing.
pub fn verify_password(password: &str, phc: &str) -> bool {
    let Ok(hash) = PasswordHash::new(phc) else {
        return false;
    };
    // Argon2::default() takes the algorithm, version and cost from the hash itself.
    Argon2::default()
        .verify_password(password.as_bytes(), &hash)
        .is_ok()
}

/// A PHC string at `cost` that no password matches (a fixed salt and an all-zero hash).
/// Verifying against it costs what verifying against a real hash at `cost` costs.
fn dummy_hash(cost: PasswordCost) -> String {
    format!(
        "$argon2id$v=19$m={},t={},p={}$c3RyYXRlZ28tZHVtbXk${}",
        cost.m_kib,
        cost.t,
        cost.p,
        "A".repeat(43)
    )
}

#[cfg(test)]
thread_local! {
    static DUMMY_VERIFIES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many dummy verifications this thread has run (for the test that the path is taken).
#[cfg(test)]
pub fn dummy_verifies() -> u64 {
    DUMMY_VERIFIES.with(std::cell::Cell::get)
}

/// Verifies `password` against a hash no password matches, at `cost`: for a userid that does
/// not exist, so that its refusal takes as long as a wrong password's (issue 19: the reply
/// time must not tell whether a userid exists). Always `false`.
pub fn verify_dummy(password: &str, cost: PasswordCost) -> bool {
    #[cfg(test)]
    DUMMY_VERIFIES.with(|n| n.set(n.get() + 1));
    verify_password(password, &dummy_hash(cost))
}

/// Whether the hash `phc` is not Argon2id at exactly `cost`, so that it should be replaced
/// by a new hash of the password (which the caller has just verified). Any other cost counts,
/// lower or higher: the configured cost is the administrator's choice.
pub fn needs_rehash(phc: &str, cost: PasswordCost) -> bool {
    let Ok(hash) = PasswordHash::new(phc) else {
        return true;
    };
    if hash.algorithm != Algorithm::Argon2id.ident() {
        return true;
    }
    match Params::try_from(&hash) {
        Ok(params) => {
            (params.m_cost(), params.t_cost(), params.p_cost()) != (cost.m_kib, cost.t, cost.p)
        }
        Err(_) => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dummy_hash_is_well_formed_at_the_cost_and_matches_nothing() {
        for cost in [PasswordCost::TEST, PasswordCost::default()] {
            let phc = dummy_hash(cost);
            let parsed = PasswordHash::new(&phc).unwrap();
            assert_eq!(parsed.hash.unwrap().len(), 32);
            assert!(!needs_rehash(&phc, cost), "made at the configured cost");
        }
        let before = dummy_verifies();
        assert!(!verify_dummy("", PasswordCost::TEST));
        assert!(!verify_dummy("anything", PasswordCost::TEST));
        assert_eq!(dummy_verifies(), before + 2);
    }

    #[test]
    fn hash_and_verify_round_trip() {
        let phc = hash_password("s3cret!", PasswordCost::TEST).unwrap();
        assert!(phc.starts_with("$argon2id$"), "{phc}");
        assert!(phc.contains("m=8,t=1,p=1"), "{phc}");
        assert!(!phc.contains("s3cret!"));
        assert!(verify_password("s3cret!", &phc));
        assert!(!verify_password("s3cret", &phc));
        assert!(!verify_password("S3cret!", &phc));
        assert!(!verify_password("", &phc));
    }

    #[test]
    fn salts_differ() {
        let a = hash_password("pw", PasswordCost::TEST).unwrap();
        let b = hash_password("pw", PasswordCost::TEST).unwrap();
        assert_ne!(a, b);
        assert!(verify_password("pw", &a) && verify_password("pw", &b));
    }

    #[test]
    fn verify_uses_the_stored_cost() {
        let cheap = PasswordCost {
            m_kib: 16,
            t: 2,
            p: 1,
        };
        let phc = hash_password("pw", cheap).unwrap();
        assert!(phc.contains("m=16,t=2,p=1"), "{phc}");
        assert!(verify_password("pw", &phc));
        assert!(!needs_rehash(&phc, cheap));
        assert!(needs_rehash(&phc, PasswordCost::TEST));
        assert!(needs_rehash(&phc, PasswordCost::default()));
    }

    #[test]
    fn default_cost_is_owasps_least_memory_setting() {
        assert_eq!(
            PasswordCost::default(),
            PasswordCost {
                m_kib: 7168,
                t: 5,
                p: 1
            }
        );
        assert_eq!(
            PasswordCost::TEST,
            PasswordCost {
                m_kib: 8,
                t: 1,
                p: 1
            }
        );
    }

    #[test]
    fn malformed_hash_matches_nothing() {
        assert!(!verify_password("pw", ""));
        assert!(!verify_password("pw", "pw"));
        assert!(!verify_password("pw", "$argon2id$garbage"));
        assert!(needs_rehash("nonsense", PasswordCost::TEST));
    }

    #[test]
    fn invalid_cost_is_an_error() {
        let bad = PasswordCost {
            m_kib: 1,
            t: 0,
            p: 1,
        };
        let err = hash_password("pw", bad).unwrap_err();
        assert_eq!(err, PasswordError::InvalidCost(bad));
        assert!(
            err.to_string()
                .starts_with("invalid Argon2 cost m=1KiB t=0 p=1")
        );
    }
}
