//! The align stage: clauses of one law side by side across languages. (Being written.)
