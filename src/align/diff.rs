//! A word-level diff of one law in one language between two editions, clause by clause,
//! following the editions' correspondences. (Being built: issue 5.)
