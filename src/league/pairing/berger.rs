//! Round robins by FIDE's Berger tables (Handbook C.05, Annex 1).
