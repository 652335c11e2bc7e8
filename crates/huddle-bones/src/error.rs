//! Errors of Bones data files: the file, the entry and the rule it breaks.

#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("{file}: cannot read: {msg}")]
    Io { file: String, msg: String },
    #[error("{file}: {msg}")]
    Parse { file: String, msg: String },
    #[error("{file}: {entry}: {msg} [{rule}]")]
    Invalid { file: String, entry: String, rule: String, msg: String },
}
