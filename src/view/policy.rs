//! What the Q-value panels show: the Q-values of a screen, and the policies distillation
//! compares.

/// Q-values shown: the student's, the teacher's (either may be missing), the action taken.
pub type QValuesShown = (Option<Vec<f32>>, Option<Vec<f32>>, usize);

/// The policy distillation compares for Q-values `q`: softmax(Q / temperature), computed
/// stably (the largest Q subtracted first). The student's and the teacher's Q-values live on
/// different scales, their policies on one.
pub fn policy(q: &[f32], temperature: f64) -> Vec<f64> {
    let t = if temperature > 0.0 && temperature.is_finite() {
        temperature
    } else {
        1.0
    };
    let max = q.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
    let exp: Vec<f64> = q.iter().map(|&v| ((v as f64 - max) / t).exp()).collect();
    let sum: f64 = exp.iter().sum();
    exp.iter().map(|e| e / sum).collect()
}
