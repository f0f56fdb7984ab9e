//! How the pool's steps become replay transitions: each environment's newest frame (and the
//! final frame of an episode that ended) goes into its own stream of the buffer.

use crate::agent::ReplayBuffer;
use crate::env::frame::FRAME_LEN;
use crate::trainer::TrainError;

fn newest_frame(obs: &[u8], env: usize, obs_len: usize) -> &[u8] {
    &obs[(env + 1) * obs_len - FRAME_LEN..(env + 1) * obs_len]
}

/// Starts each environment's stream in the buffer with its first screen.
pub(super) fn start_streams(rb: &mut ReplayBuffer, obs: &[u8], n: usize) {
    let obs_len = obs.len() / n;
    for i in 0..n {
        rb.start(i, newest_frame(obs, i, obs_len));
    }
}

/// Adds environment `env`'s step to the buffer (with the final screen of an episode that
/// ended).
pub(super) fn add_transition(
    rb: &mut ReplayBuffer,
    env: usize,
    action: usize,
    s: &crate::env::PoolStep<'_>,
) -> Result<(), TrainError> {
    let obs_len = s.obs.len() / s.rewards.len();
    let done = s.terminated[env] || s.truncated[env];
    let final_frame = done.then(|| newest_frame(s.final_obs, env, obs_len));
    rb.add(
        env,
        action,
        s.rewards[env],
        s.terminated[env],
        s.truncated[env],
        newest_frame(s.obs, env, obs_len),
        final_frame,
    )?;
    Ok(())
}
