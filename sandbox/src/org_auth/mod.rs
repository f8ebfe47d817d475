//! Organisation authentication: the state machine and the submitted form.

pub mod form;
pub mod machine;
