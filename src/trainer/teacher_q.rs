//! The teacher's Q-values of each transition, computed once.
//!
//! The teacher is frozen: its Q-values of an observation are the same every time that
//! transition is drawn. CleanRL runs the teacher on every batch (32 observations per gradient
//! step); here each transition's values are kept in a table beside the buffer, one row per
//! buffer slot, tagged with the transition that filled it:
//! - the offline phase samples from the teacher's buffer D_T, which no longer changes: when it
//!   draws each transition more than twice on average (the demo: 32 x 4,000 draws from 10,000
//!   transitions) the whole buffer is run through the teacher first, in chunks of 256;
//! - the online phase's buffer D_S grows and wraps: each batch runs the teacher on its
//!   transitions the table does not hold yet (one forward pass of those), and a transition's
//!   values live as long as it does. The default run draws each transition 8 times on average
//!   (batch 32 every 4 steps), so the teacher sees about an eighth of what it saw.
//!
//! The values are the same forward pass, batched differently (their last bits may differ,
//! as a GEMM's sums are split by batch size).

use crate::agent::{Batch, QNetwork, ReplayBuffer};
use candle_core::{Device, Result, Tensor};

/// The start of a table's file.
const TABLE_MAGIC: &[u8; 8] = b"RITEACHQ";
/// The table's file name inside a checkpoint directory.
pub const TEACHER_Q_FILE: &str = "teacher_q.bin";

/// Observations per forward pass while filling the whole table.
const CHUNK: usize = 256;

/// The teacher's Q-values for the transitions of a buffer, by slot.
pub struct TeacherQCache {
    /// The transition each slot's values belong to, `(environment, logical entry + 1)`;
    /// 0: none yet.
    keys: Vec<u64>,
    /// `[slots, actions]`, row-major.
    values: Vec<f32>,
    actions: usize,
    /// Transitions run through the teacher so far.
    computed: u64,
    /// Observations waiting for the teacher, and their slots.
    obs: Vec<u8>,
    pending: Vec<usize>,
}

impl TeacherQCache {
    /// Whether `draws` sampled transitions from a buffer of `len` make filling the whole
    /// table first pay for itself (each transition drawn more than twice on average).
    pub fn worthwhile(draws: u64, len: usize) -> bool {
        draws > 2 * len as u64
    }

    /// An empty table for `rb`'s slots and a teacher of `actions` actions.
    pub fn new(rb: &ReplayBuffer, actions: usize) -> Self {
        Self {
            keys: vec![0; rb.capacity()],
            values: vec![0.0; rb.capacity() * actions],
            actions,
            computed: 0,
            obs: Vec::new(),
            pending: Vec::new(),
        }
    }

    /// A table of every sampleable transition of `rb`, run through `teacher` in chunks.
    pub fn build(teacher: &QNetwork, rb: &ReplayBuffer, device: &Device) -> Result<Self> {
        let mut cache = Self::new(rb, teacher.num_actions());
        for chunk in rb.sampleable().chunks(CHUNK) {
            for &(env, l) in chunk {
                cache.queue(rb, env, l, None);
            }
            cache.run_teacher(teacher, device)?;
        }
        Ok(cache)
    }

    /// Writes the table (a whole checkpoint keeps it: values computed again in other batches
    /// could differ in their last bits, and a resumed run would not be the run that went on).
    /// Layout: `RITEACHQ`, slots and actions (u64, little endian), the CRC-32 of the rest,
    /// then every key (u64) and value (f32).
    pub fn save(&self, path: &std::path::Path) -> std::io::Result<()> {
        let mut body = Vec::with_capacity(self.keys.len() * 8 + self.values.len() * 4);
        for k in &self.keys {
            body.extend_from_slice(&k.to_le_bytes());
        }
        for v in &self.values {
            body.extend_from_slice(&v.to_le_bytes());
        }
        let mut bytes = Vec::with_capacity(28 + body.len());
        bytes.extend_from_slice(TABLE_MAGIC);
        bytes.extend_from_slice(&(self.keys.len() as u64).to_le_bytes());
        bytes.extend_from_slice(&(self.actions as u64).to_le_bytes());
        bytes.extend_from_slice(&crc32fast::hash(&body).to_le_bytes());
        bytes.extend_from_slice(&body);
        use std::io::Write;
        let mut f = std::fs::File::create(path)?;
        f.write_all(&bytes)?;
        f.sync_all()
    }

    /// Reads a table [`TeacherQCache::save`] wrote for `rb`'s slots and `actions` actions;
    /// an error says what does not fit.
    pub fn load(
        path: &std::path::Path,
        rb: &ReplayBuffer,
        actions: usize,
    ) -> std::io::Result<Self> {
        let bad = |why: String| {
            std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!("{}: not a usable teacher Q table: {why}", path.display()),
            )
        };
        let bytes = std::fs::read(path)?;
        if bytes.len() < 28 || &bytes[..8] != TABLE_MAGIC {
            return Err(bad("it does not start as one of ours".into()));
        }
        let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or([0; 8]));
        let (slots, acts) = (word(8) as usize, word(16) as usize);
        if slots != rb.capacity() || acts != actions {
            return Err(bad(format!(
                "{slots} slots of {acts} actions, the run has {} of {actions}",
                rb.capacity()
            )));
        }
        let body = &bytes[28..];
        let crc = u32::from_le_bytes(bytes[24..28].try_into().unwrap_or([0; 4]));
        if body.len() != slots * 8 + slots * acts * 4 || crc32fast::hash(body) != crc {
            return Err(bad("it is cut or damaged".into()));
        }
        let (keys, values) = body.split_at(slots * 8);
        Ok(Self {
            keys: keys
                .chunks_exact(8)
                .map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8])))
                .collect(),
            values: values
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes(c.try_into().unwrap_or([0; 4])))
                .collect(),
            actions,
            computed: 0,
            obs: Vec::new(),
            pending: Vec::new(),
        })
    }

    /// Transitions run through the teacher so far.
    pub fn computed(&self) -> u64 {
        self.computed
    }

    /// Transitions whose values the table holds.
    pub fn len(&self) -> usize {
        self.keys.iter().filter(|&&k| k != 0).count()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The tag of transition `(env, l)`: unique per environment count below 2^8.
    fn key(env: usize, l: u64) -> u64 {
        ((env as u64) << 56 | l) + 1
    }

    /// Whether slot `slot` holds `(env, l)`'s values.
    fn holds(&self, slot: usize, env: usize, l: u64) -> bool {
        self.keys[slot] == Self::key(env, l)
    }

    /// Queues `(env, l)` for the teacher, its observation from `obs` (laid out as a batch's)
    /// or else from the buffer.
    fn queue(&mut self, rb: &ReplayBuffer, env: usize, l: u64, obs: Option<&[u8]>) {
        let slot = rb.slot(env, l);
        self.keys[slot] = Self::key(env, l);
        self.pending.push(slot);
        let len = rb.stack() * 84 * 84;
        let at = self.obs.len();
        self.obs.resize(at + len, 0);
        match obs {
            Some(o) => self.obs[at..].copy_from_slice(o),
            None => rb.write_obs(env, l, &mut self.obs[at..]),
        }
    }

    /// Runs the queued observations through `teacher` (one forward pass) into their slots.
    fn run_teacher(&mut self, teacher: &QNetwork, device: &Device) -> Result<()> {
        let n = self.pending.len();
        if n == 0 {
            return Ok(());
        }
        let stack = self.obs.len() / n / (84 * 84);
        let x = Tensor::from_slice(&self.obs, (n, stack, 84, 84), device)?;
        let q = teacher
            .forward(&x)?
            .detach()
            .flatten_all()?
            .to_vec1::<f32>()?;
        let a = self.actions;
        for (k, &slot) in self.pending.iter().enumerate() {
            self.values[slot * a..(slot + 1) * a].copy_from_slice(&q[k * a..(k + 1) * a]);
        }
        self.computed += n as u64;
        self.pending.clear();
        self.obs.clear();
        Ok(())
    }

    /// The teacher's Q-values of `batch`'s observations (drawn from `rb`), `[B, actions]` on
    /// `device`: from the table, after one forward pass of `teacher` over the batch's
    /// transitions it does not hold yet.
    pub fn values(
        &mut self,
        teacher: &QNetwork,
        rb: &ReplayBuffer,
        batch: &Batch,
        device: &Device,
    ) -> Result<Tensor> {
        let len = rb.stack() * 84 * 84;
        for (b, &(env, l)) in batch.entries.iter().enumerate() {
            let slot = rb.slot(env, l);
            if !self.holds(slot, env, l) {
                let obs = batch.obs.get(b * len..(b + 1) * len);
                self.queue(rb, env, l, obs);
            }
        }
        self.run_teacher(teacher, device)?;
        self.gather(rb, batch, device)?.ok_or_else(|| {
            candle_core::Error::Msg("the teacher's Q-value table missed a transition".into())
        })
    }

    /// The teacher's Q-values of `batch`'s observations, `[B, actions]` on `device`; `None`
    /// when a transition of the batch is not in the table.
    pub fn gather(
        &self,
        rb: &ReplayBuffer,
        batch: &Batch,
        device: &Device,
    ) -> Result<Option<Tensor>> {
        let a = self.actions;
        let mut out = Vec::with_capacity(batch.entries.len() * a);
        for &(env, l) in &batch.entries {
            let slot = rb.slot(env, l);
            if !self.holds(slot, env, l) {
                return Ok(None);
            }
            out.extend_from_slice(&self.values[slot * a..(slot + 1) * a]);
        }
        Ok(Some(Tensor::from_vec(
            out,
            (batch.entries.len(), a),
            device,
        )?))
    }
}

#[cfg(test)]
mod tests;
