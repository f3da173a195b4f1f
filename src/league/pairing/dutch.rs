//! A Swiss round by FIDE's Dutch system (Handbook C.04.3, in force since 2017).
