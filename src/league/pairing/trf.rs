//! FIDE's TRF-16 records, read and written.
