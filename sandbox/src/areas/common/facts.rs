//! The facts several areas' tables name (the engine's `Fact`, defined by the areas).

use crate::workflow::Fact;

/// The item lies outside the caller's region (a regional partner's review covers only the
/// items of its own province): /SJ, /SJM and /MicroWish.
pub const OUTSIDE_CALLERS_REGION: Fact = Fact::new("outside_callers_region");
