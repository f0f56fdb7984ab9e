//! The view of a run that a viewer draws, built from the trainer's events alone and free of
//! any GUI: the run's series (capped), its phases and their times, halfway from the random
//! policy to the teacher, the policies distillation compares. The desktop app draws it; it
//! builds and is tested without the `gui` feature. The analysis both viewers show (halfway,
//! a race's steps to 50% and 80%) is computed in [`analysis`] and sent as events.

pub mod analysis;
pub mod policy;
pub mod run_view;
pub mod series;

pub use analysis::Analyst;
pub use policy::{policy, QValuesShown};
pub use run_view::{Halfway, PhaseTime, RunView};
pub use series::{Point, Series, SERIES_CAP};
