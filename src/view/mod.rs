//! The view of a run that a viewer draws, built from the trainer's events alone and free of
//! any GUI: the run's series (capped), its phases and their times, halfway from the random
//! policy to the teacher, the policies distillation compares. The desktop app draws it; it
//! builds and is tested without the `gui` feature.

pub mod policy;
pub mod run_view;
pub mod series;

pub use policy::{policy, QValuesShown};
pub use run_view::{Halfway, PhaseTime, RunView};
pub use series::{Point, Series, SERIES_CAP};
