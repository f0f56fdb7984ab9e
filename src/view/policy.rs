//! What the Q-value panels show: the Q-values of a screen, and the policies distillation
//! compares.

/// Q-values shown: the student's, the teacher's (either may be missing), the action taken.
pub type QValuesShown = (Option<Vec<f32>>, Option<Vec<f32>>, usize);

/// The policy distillation compares for Q-values `q`: softmax(Q / temperature) (the QDagger
/// maths', which saliency maps measure too).
pub use crate::agent::qdagger::policy;
