//! The replay buffer: each 84x84 frame is stored once, and observation stacks are rebuilt
//! when a batch is sampled, without mixing frames of two episodes.
//!
//! Memory: one frame (7,056 bytes) plus 6 bytes (action, reward, flags) per transition, about
//! 7.06 KB; CleanRL's buffer (Stable-Baselines3's with `optimize_memory_usage`) keeps the
//! whole 4-frame stack, 28 KB.
//!
//! Each environment writes its own stream of entries, oldest first. An entry is the newest
//! frame of an observation and, once the step is taken, the transition from it: action,
//! reward, terminal flag. The next observation's newest frame is the next entry. At an
//! episode's end the next entry starts the next episode (its stack is four copies of its
//! frame, as `FrameStack` does after a reset); for a terminal transition that next
//! observation is masked by `1 - done`, as in CleanRL, whose buffer also hands back the next
//! episode's first observation there. A truncated episode (frame cap) gets one extra entry,
//! its true last frame, so the bootstrap sees the real next state.

use super::DTYPE;
use crate::env::frame::FRAME_LEN;
use candle_core::{Device, Tensor};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

mod device;
mod file;
mod frames;
mod share;
pub use device::{DeviceFrames, ReplayPlacement};
pub use file::{ReplayFileError, ReplaySpec, REPLAY_FILE};
pub use share::ReplayShare;

const HAS_TRANSITION: u8 = 1;
const EPISODE_START: u8 = 2;
const TERMINATED: u8 = 4;

/// Why the buffer refused.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum ReplayError {
    /// Sizes out of range.
    #[error("invalid replay buffer setting: {0}")]
    Config(String),
    /// Not enough transitions to sample from.
    #[error("the replay buffer holds {have} transitions, {need} are needed to sample")]
    TooFew {
        /// Sampleable transitions.
        have: usize,
        /// Needed.
        need: usize,
    },
    /// A call out of order (a transition before the episode's first frame).
    #[error("replay buffer misuse: {0}")]
    Protocol(String),
}

/// One environment's ring of entries.
#[derive(Clone, Debug)]
struct Stream {
    cap: usize,
    frames: frames::Frames,
    actions: Vec<u8>,
    rewards: Vec<f32>,
    flags: Vec<u8>,
    /// Entries ever written; entry `l` (logical) lives at `l % cap`.
    written: u64,
}

impl Stream {
    fn new(cap: usize) -> Self {
        Self {
            cap,
            frames: frames::Frames::new(cap),
            actions: vec![0; cap],
            rewards: vec![0.0; cap],
            flags: vec![0; cap],
            written: 0,
        }
    }

    fn pos(&self, l: u64) -> usize {
        (l % self.cap as u64) as usize
    }

    fn push(&mut self, frame: &[u8], flags: u8) {
        let p = self.pos(self.written);
        self.frames.frame_mut(p).copy_from_slice(frame);
        self.flags[p] = flags;
        self.actions[p] = 0;
        self.rewards[p] = 0.0;
        self.written += 1;
    }

    /// Logical range of entries whose transition can be sampled: the stack behind it (up to
    /// 3 older entries) is still stored and the next entry is written.
    fn candidates(&self) -> std::ops::Range<u64> {
        let oldest = self.written.saturating_sub(self.cap as u64);
        let lo = if oldest == 0 { 0 } else { oldest + 3 };
        lo..self.written.saturating_sub(1).max(lo)
    }

    /// Calls `at(k, position)` for each frame `k` of the stack ending at entry `l` (`k = 0`
    /// the oldest), newest first, with the ring position that frame is stored at: an
    /// episode's first frame repeats where the stack reaches before it.
    fn stack_positions(&self, l: u64, stack: usize, mut at: impl FnMut(usize, usize)) {
        let mut src = l;
        for k in (0..stack).rev() {
            let p = self.pos(src);
            at(k, p);
            if self.flags[p] & EPISODE_START == 0 && src > 0 {
                src -= 1;
            }
        }
    }

    /// Writes the stack ending at entry `l` (oldest frame first) into `out`.
    fn write_stack(&self, l: u64, stack: usize, out: &mut [u8]) {
        self.stack_positions(l, stack, |k, p| {
            out[k * FRAME_LEN..(k + 1) * FRAME_LEN].copy_from_slice(self.frames.frame(p));
        });
    }

    /// The transition's action, reward and done at ring position `p`.
    fn scalars(&self, p: usize) -> (u32, f32, f32) {
        let done = if self.flags[p] & TERMINATED != 0 {
            1.0
        } else {
            0.0
        };
        (self.actions[p] as u32, self.rewards[p], done)
    }
}

/// A sampled batch, laid out as the networks want it.
#[derive(Clone, Debug, Default)]
pub struct Batch {
    /// Observations, `[B, stack, 84, 84]` u8.
    pub obs: Vec<u8>,
    /// Next observations, same layout.
    pub next_obs: Vec<u8>,
    /// Actions, `[B]`.
    pub actions: Vec<u32>,
    /// Rewards, `[B]`.
    pub rewards: Vec<f32>,
    /// 1.0 where the transition is terminal, `[B]`.
    pub dones: Vec<f32>,
    /// Where each transition is in the buffer: (environment, logical entry), `[B]`.
    pub entries: Vec<(usize, u64)>,
    /// The stored frames that make `obs` and then `next_obs`, as slots of the buffer
    /// (`environment * per-environment capacity + ring position`), `[2, B, stack]`; filled by
    /// [`ReplayBuffer::sample_slots_into`] (which leaves `obs` and `next_obs` empty) for a
    /// copy of the frames kept on the device ([`DeviceFrames`]).
    pub slots: Vec<u32>,
}

/// A batch as tensors on a device.
#[derive(Debug)]
pub struct BatchTensors {
    /// `[B, stack, 84, 84]` u8.
    pub obs: Tensor,
    /// `[B, stack, 84, 84]` u8.
    pub next_obs: Tensor,
    /// `[B]` u32.
    pub actions: Tensor,
    /// `[B]` f32.
    pub rewards: Tensor,
    /// `[B]` f32.
    pub dones: Tensor,
    /// The teacher's Q-values of `obs`, `[B, actions]`, when they were computed beforehand
    /// (the offline phase's fixed teacher buffer); `None`: the learner runs the teacher.
    pub teacher_q: Option<Tensor>,
}

impl Batch {
    /// Batch size.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether the batch is empty.
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }

    /// The batch as tensors on `device`.
    pub fn to_tensors(&self, stack: usize, device: &Device) -> candle_core::Result<BatchTensors> {
        let b = self.len();
        let shape = (b, stack, 84, 84);
        Ok(BatchTensors {
            obs: Tensor::from_slice(&self.obs, shape, device)?,
            next_obs: Tensor::from_slice(&self.next_obs, shape, device)?,
            actions: Tensor::from_slice(&self.actions, b, device)?,
            rewards: Tensor::from_slice(&self.rewards, b, device)?.to_dtype(DTYPE)?,
            dones: Tensor::from_slice(&self.dones, b, device)?.to_dtype(DTYPE)?,
            teacher_q: None,
        })
    }
}

/// One stored transition: (obs, next_obs, action, reward, done).
pub type Transition = (Vec<u8>, Vec<u8>, u32, f32, bool);

/// A uniform replay buffer over one or more environments' streams.
#[derive(Clone, Debug)]
pub struct ReplayBuffer {
    streams: Vec<Stream>,
    stack: usize,
    rng: Pcg64Mcg,
}

impl ReplayBuffer {
    /// A buffer of `capacity` transitions shared equally by `num_envs` environments, for
    /// observations of `stack` frames, sampling with a generator seeded by `seed`.
    pub fn new(
        capacity: usize,
        num_envs: usize,
        stack: usize,
        seed: u64,
    ) -> Result<Self, ReplayError> {
        if num_envs == 0 || stack == 0 {
            return Err(ReplayError::Config(
                "num_envs and stack must be at least 1".into(),
            ));
        }
        let per_env = capacity / num_envs;
        if per_env < stack + 2 {
            return Err(ReplayError::Config(format!(
                "capacity {capacity} is too small for {num_envs} environments (at least {} each)",
                stack + 2
            )));
        }
        Ok(Self {
            streams: (0..num_envs).map(|_| Stream::new(per_env)).collect(),
            stack,
            rng: Pcg64Mcg::seed_from_u64(seed),
        })
    }

    /// The sampling generator as it is now (a checkpoint keeps it).
    pub fn sampler(&self) -> &Pcg64Mcg {
        &self.rng
    }

    /// Samples from here on as `sampler`, a generator [`sampler`](Self::sampler) gave.
    pub fn set_sampler(&mut self, sampler: Pcg64Mcg) {
        self.rng = sampler;
    }

    /// Seeds the sampling generator anew (a fork's repeated pair draws its own batches).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Pcg64Mcg::seed_from_u64(seed);
    }

    /// Bytes of frames this buffer shares with `other` (a clone shares all of them until
    /// either writes: see `frames.rs`).
    pub fn shared_bytes(&self, other: &ReplayBuffer) -> usize {
        self.streams
            .iter()
            .zip(&other.streams)
            .map(|(a, b)| a.frames.shared_bytes(&b.frames))
            .sum()
    }

    /// Bytes held by the buffer's storage.
    pub fn memory_bytes(&self) -> usize {
        self.streams
            .iter()
            .map(|s| s.frames.len() + s.actions.len() + s.rewards.len() * 4 + s.flags.len())
            .sum()
    }

    /// Transitions the buffer can hold.
    pub fn capacity(&self) -> usize {
        self.streams.iter().map(|s| s.cap).sum()
    }

    /// Transitions that can be sampled now (an upper bound: a truncated episode's extra
    /// frame is counted too).
    pub fn len(&self) -> usize {
        self.streams
            .iter()
            .map(|s| (s.candidates().end - s.candidates().start) as usize)
            .sum()
    }

    /// Whether nothing can be sampled yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Starts an episode in environment `env`'s stream with its first observation's newest
    /// frame. Call it once per environment before its first [`ReplayBuffer::add`].
    pub fn start(&mut self, env: usize, first_frame: &[u8]) {
        self.streams[env].push(first_frame, EPISODE_START);
    }

    /// Records the step of environment `env` from its current observation: the `action`, the
    /// `reward`, whether it `terminated` (the TD target's done) or was `truncated`, the next
    /// observation's newest frame (after an auto-reset: the new episode's first frame) and,
    /// for a truncated episode, the newest frame of its final observation.
    #[allow(clippy::too_many_arguments)]
    pub fn add(
        &mut self,
        env: usize,
        action: usize,
        reward: f32,
        terminated: bool,
        truncated: bool,
        next_frame: &[u8],
        final_frame: Option<&[u8]>,
    ) -> Result<(), ReplayError> {
        let s = &mut self.streams[env];
        if s.written == 0 {
            return Err(ReplayError::Protocol(format!(
                "environment {env} added a transition before its first frame (call start)"
            )));
        }
        let p = s.pos(s.written - 1);
        s.actions[p] = u8::try_from(action)
            .map_err(|_| ReplayError::Protocol(format!("action {action} does not fit a byte")))?;
        s.rewards[p] = reward;
        s.flags[p] |= HAS_TRANSITION | if terminated { TERMINATED } else { 0 };
        if truncated && !terminated {
            let last = final_frame.ok_or_else(|| {
                ReplayError::Protocol("a truncated step needs its final frame".into())
            })?;
            s.push(last, 0);
        }
        let flags = if terminated || truncated {
            EPISODE_START
        } else {
            0
        };
        s.push(next_frame, flags);
        Ok(())
    }

    /// Samples `batch_size` transitions uniformly (with replacement) into `out`.
    pub fn sample_into(&mut self, batch_size: usize, out: &mut Batch) -> Result<(), ReplayError> {
        let have = self.len();
        if have == 0 || batch_size == 0 {
            return Err(ReplayError::TooFew {
                have,
                need: batch_size.max(1),
            });
        }
        let obs_len = self.stack * FRAME_LEN;
        out.obs.resize(batch_size * obs_len, 0);
        out.next_obs.resize(batch_size * obs_len, 0);
        out.actions.resize(batch_size, 0);
        out.rewards.resize(batch_size, 0.0);
        out.dones.resize(batch_size, 0.0);
        out.entries.resize(batch_size, (0, 0));
        out.slots.clear();
        for b in 0..batch_size {
            let (env, l) = self.draw(have)?;
            out.entries[b] = (env, l);
            let s = &self.streams[env];
            s.write_stack(l, self.stack, &mut out.obs[b * obs_len..(b + 1) * obs_len]);
            s.write_stack(
                l + 1,
                self.stack,
                &mut out.next_obs[b * obs_len..(b + 1) * obs_len],
            );
            (out.actions[b], out.rewards[b], out.dones[b]) = s.scalars(s.pos(l));
        }
        Ok(())
    }

    /// Samples as [`ReplayBuffer::sample_into`] does (the same draws, so the same
    /// transitions for the same generator), but names the observations' frames by their slots
    /// in [`Batch::slots`] instead of copying them: `obs` and `next_obs` are left empty.
    pub fn sample_slots_into(
        &mut self,
        batch_size: usize,
        out: &mut Batch,
    ) -> Result<(), ReplayError> {
        let have = self.len();
        if have == 0 || batch_size == 0 {
            return Err(ReplayError::TooFew {
                have,
                need: batch_size.max(1),
            });
        }
        let stack = self.stack;
        out.obs.clear();
        out.next_obs.clear();
        out.actions.resize(batch_size, 0);
        out.rewards.resize(batch_size, 0.0);
        out.dones.resize(batch_size, 0.0);
        out.entries.resize(batch_size, (0, 0));
        out.slots.resize(2 * batch_size * stack, 0);
        let (obs_slots, next_slots) = out.slots.split_at_mut(batch_size * stack);
        for b in 0..batch_size {
            let (env, l) = self.draw(have)?;
            out.entries[b] = (env, l);
            let s = &self.streams[env];
            let base = (env * s.cap) as u32;
            let row = b * stack;
            s.stack_positions(l, stack, |k, p| obs_slots[row + k] = base + p as u32);
            s.stack_positions(l + 1, stack, |k, p| next_slots[row + k] = base + p as u32);
            (out.actions[b], out.rewards[b], out.dones[b]) = s.scalars(s.pos(l));
        }
        Ok(())
    }

    /// One uniformly drawn transition: (environment, logical entry).
    fn draw(&mut self, have: usize) -> Result<(usize, u64), ReplayError> {
        // Rejection keeps the draw uniform over entries that hold a transition.
        for _ in 0..10_000 {
            let mut k = self.rng.random_range(0..have) as u64;
            for (env, s) in self.streams.iter().enumerate() {
                let r = s.candidates();
                let n = r.end - r.start;
                if k < n {
                    let l = r.start + k;
                    if s.flags[s.pos(l)] & HAS_TRANSITION != 0 {
                        return Ok((env, l));
                    }
                    break;
                }
                k -= n;
            }
        }
        Err(ReplayError::TooFew { have: 0, need: 1 })
    }

    /// The transition at logical entry `l` of environment `env`'s stream, if it can be
    /// sampled: (obs, next_obs, action, reward, done). For tests and tools.
    pub fn transition(&self, env: usize, l: u64) -> Option<Transition> {
        let s = self.streams.get(env)?;
        let p = s.pos(l);
        if !s.candidates().contains(&l) || s.flags[p] & HAS_TRANSITION == 0 {
            return None;
        }
        let n = self.stack * FRAME_LEN;
        let (mut obs, mut next) = (vec![0; n], vec![0; n]);
        s.write_stack(l, self.stack, &mut obs);
        s.write_stack(l + 1, self.stack, &mut next);
        let (action, reward, done) = s.scalars(p);
        Some((obs, next, action, reward, done == 1.0))
    }

    /// Every transition that can be sampled now, as (environment, logical entry).
    pub fn sampleable(&self) -> Vec<(usize, u64)> {
        let mut out = Vec::with_capacity(self.len());
        for (env, s) in self.streams.iter().enumerate() {
            for l in s.candidates() {
                if s.flags[s.pos(l)] & HAS_TRANSITION != 0 {
                    out.push((env, l));
                }
            }
        }
        out
    }

    /// Writes the observation (`stack` frames) of the transition at logical entry `l` of
    /// environment `env`'s stream into `out`, as [`ReplayBuffer::sample_into`] lays it out.
    pub fn write_obs(&self, env: usize, l: u64, out: &mut [u8]) {
        self.streams[env].write_stack(l, self.stack, out);
    }

    /// Where the transition at logical entry `l` of environment `env`'s stream is stored:
    /// `env * per-environment capacity + ring position`, below [`ReplayBuffer::capacity`]. A
    /// later transition takes the same slot once the ring comes round.
    pub fn slot(&self, env: usize, l: u64) -> usize {
        let s = &self.streams[env];
        env * s.cap + s.pos(l)
    }

    /// Observation frames per transition.
    pub fn stack(&self) -> usize {
        self.stack
    }

    /// Logical entries written so far by environment `env` (for tests and tools).
    pub fn written(&self, env: usize) -> u64 {
        self.streams[env].written
    }
}

#[cfg(test)]
mod tests;
