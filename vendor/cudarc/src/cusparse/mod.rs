#[allow(warnings)]
#[rustfmt::skip]
pub mod sys;

pub mod result;
