//! A vectorized pool of environments stepped in parallel on worker threads, with Gymnasium's
//! same-step auto-reset: a finished environment hands back its final observation and its
//! game statistics, and its slot in [`EnvPool::obs`] already holds the next episode's start.
//!
//! Workers take environments one at a time from a shared counter, so a slow step (a reset
//! plays extra frames) delays one environment, not a whole worker's share.

use super::atari::{AtariEnv, EnvConfig, EnvError, EnvState};
use super::frame::SCREEN_RGB_LEN;
use super::wrappers::{EpisodeStats, StateError};
use crossbeam_channel::{bounded, Receiver, Sender};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;

/// Why the pool could not step.
#[derive(Debug, thiserror::Error)]
pub enum PoolError {
    /// The caller passed the wrong number of actions or an action out of range.
    #[error("invalid actions: {0}")]
    Actions(String),
    /// `step_wait` without `step_async`, or `step_async` twice.
    #[error("step_async and step_wait must alternate")]
    Protocol,
    /// A worker thread stopped (it panicked); the pool cannot go on.
    #[error("an environment worker stopped unexpectedly")]
    WorkerDied,
}

/// The results of one step of every environment. Slices are indexed by environment.
#[derive(Debug)]
pub struct PoolStep<'a> {
    /// Observations to act on next (`num_envs x obs_len`), reset ones where an episode ended.
    pub obs: &'a [u8],
    /// Rewards.
    pub rewards: &'a [f32],
    /// Terminal for the TD target (game over or, under episodic life, a lost life).
    pub terminated: &'a [bool],
    /// Cut by the frame cap.
    pub truncated: &'a [bool],
    /// Where `terminated || truncated`: the last observation of the finished episode
    /// (`num_envs x obs_len`; other slots hold stale bytes).
    pub final_obs: &'a [u8],
    /// Statistics of games that ended in this step.
    pub episodes: &'a [Option<EpisodeStats>],
}

/// One environment and its inputs and outputs for the current step.
struct Slot {
    env: AtariEnv,
    action: usize,
    obs: Vec<u8>,
    final_obs: Vec<u8>,
    reward: f32,
    terminated: bool,
    truncated: bool,
    episode: Option<EpisodeStats>,
    /// Filled after the step when this environment is watched.
    screen: Option<Vec<u8>>,
}

impl Slot {
    fn new(env: AtariEnv, obs_len: usize) -> Self {
        let mut obs = vec![0; obs_len];
        env.write_obs(&mut obs);
        Self {
            env,
            action: 0,
            obs,
            final_obs: vec![0; obs_len],
            reward: 0.0,
            terminated: false,
            truncated: false,
            episode: None,
            screen: None,
        }
    }

    /// Steps the environment with its action, auto-resetting a finished episode.
    fn step(&mut self, watched: bool) {
        let s = self.env.step(self.action);
        if watched {
            let screen = self.screen.get_or_insert_with(|| vec![0; SCREEN_RGB_LEN]);
            self.env.raw_screen(screen);
        }
        self.reward = s.reward;
        self.terminated = s.terminated;
        self.truncated = s.truncated;
        self.env.write_obs(&mut self.obs);
        self.episode = s.episode;
        if s.terminated || s.truncated {
            std::mem::swap(&mut self.obs, &mut self.final_obs);
            self.env.reset();
            self.env.write_obs(&mut self.obs);
            self.episode = self.episode.or_else(|| self.env.take_episode());
        }
    }
}

/// What the workers share with the pool.
struct Shared {
    slots: Vec<Mutex<Slot>>,
    /// The next environment to step in this round.
    next: AtomicUsize,
    /// The watched environment, or `usize::MAX`.
    watch: AtomicUsize,
}

impl Shared {
    fn slot(&self, i: usize) -> Result<MutexGuard<'_, Slot>, PoolError> {
        self.slots[i].lock().map_err(|_| PoolError::WorkerDied)
    }

    /// Steps environments taken from the shared counter until none is left.
    fn work(&self) -> Result<(), PoolError> {
        let watch = self.watch.load(Ordering::Relaxed);
        loop {
            let i = self.next.fetch_add(1, Ordering::Relaxed);
            if i >= self.slots.len() {
                return Ok(());
            }
            self.slot(i)?.step(i == watch);
        }
    }
}

struct Worker {
    go: Option<Sender<()>>,
    handle: Option<JoinHandle<()>>,
}

/// `num_envs` preprocessed Atari environments stepped together.
pub struct EnvPool {
    num_envs: usize,
    obs_len: usize,
    num_actions: usize,
    action_meanings: Vec<&'static str>,
    shared: Arc<Shared>,
    workers: Vec<Worker>,
    done: Receiver<bool>,
    in_flight: bool,
    obs: Vec<u8>,
    final_obs: Vec<u8>,
    rewards: Vec<f32>,
    terminated: Vec<bool>,
    truncated: Vec<bool>,
    episodes: Vec<Option<EpisodeStats>>,
    watch: Option<usize>,
    screen: Vec<u8>,
    screen_fresh: bool,
}

impl EnvPool {
    /// Makes `num_envs` environments; environment `i` is seeded with `seed + i`, as
    /// Gymnasium's `envs.reset(seed=seed)` does. `threads`: `None` picks one worker per core
    /// (none for a single environment), `Some(0)` steps on the caller's thread, `Some(k)`
    /// uses `k` workers.
    pub fn new(
        config: &EnvConfig,
        num_envs: usize,
        seed: u64,
        threads: Option<usize>,
    ) -> Result<Self, EnvError> {
        if num_envs == 0 {
            return Err(EnvError::Config("num_envs must be at least 1".into()));
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let threads = match threads {
            None if num_envs == 1 => 0,
            None => num_envs.min(cores),
            Some(k) => k.min(num_envs),
        };
        let envs = (0..num_envs)
            .map(|i| AtariEnv::new(config, seed.wrapping_add(i as u64)))
            .collect::<Result<Vec<_>, _>>()?;
        let num_actions = envs[0].num_actions();
        let action_meanings = envs[0].action_meanings().to_vec();
        let obs_len = config.obs_len();
        let slots: Vec<Mutex<Slot>> = envs
            .into_iter()
            .map(|e| Mutex::new(Slot::new(e, obs_len)))
            .collect();
        let mut obs = vec![0; num_envs * obs_len];
        for (slot, o) in slots.iter().zip(obs.chunks_exact_mut(obs_len)) {
            let slot = slot
                .lock()
                .map_err(|_| EnvError::Config("poisoned slot".into()))?;
            o.copy_from_slice(&slot.obs);
        }
        let shared = Arc::new(Shared {
            slots,
            next: AtomicUsize::new(0),
            watch: AtomicUsize::new(usize::MAX),
        });
        let (done_tx, done) = bounded(threads.max(1));
        let workers = (0..threads)
            .map(|w| Worker::spawn(w, Arc::clone(&shared), done_tx.clone()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self {
            num_envs,
            obs_len,
            num_actions,
            action_meanings,
            shared,
            workers,
            done,
            in_flight: false,
            obs,
            final_obs: vec![0; num_envs * obs_len],
            rewards: vec![0.0; num_envs],
            terminated: vec![false; num_envs],
            truncated: vec![false; num_envs],
            episodes: vec![None; num_envs],
            watch: None,
            screen: vec![0; SCREEN_RGB_LEN],
            screen_fresh: false,
        })
    }

    /// Number of environments.
    pub fn num_envs(&self) -> usize {
        self.num_envs
    }

    /// Worker threads in use (0: stepped on the caller's thread).
    pub fn num_threads(&self) -> usize {
        self.workers.len()
    }

    /// Actions per environment.
    pub fn num_actions(&self) -> usize {
        self.num_actions
    }

    /// Action names in action-index order.
    pub fn action_meanings(&self) -> &[&'static str] {
        &self.action_meanings
    }

    /// Bytes of one observation.
    pub fn obs_len(&self) -> usize {
        self.obs_len
    }

    /// The current observations (`num_envs x obs_len`). During an asynchronous step they are
    /// still the ones the actions were chosen on.
    pub fn obs(&self) -> &[u8] {
        &self.obs
    }

    /// Every environment's whole state (see [`EnvState`]), in environment order. Not during
    /// an asynchronous step.
    pub fn states(&self) -> Result<Vec<EnvState>, PoolError> {
        if self.in_flight {
            return Err(PoolError::Protocol);
        }
        (0..self.num_envs)
            .map(|i| Ok(self.shared.slot(i)?.env.state()))
            .collect()
    }

    /// Puts back states [`EnvPool::states`] returned from a pool of the same settings: each
    /// environment then plays on as that pool's did, and [`EnvPool::obs`] is its observations.
    pub fn restore(&mut self, states: &[EnvState]) -> Result<(), EnvError> {
        if self.in_flight {
            return Err(EnvError::Config(
                "a pool cannot be restored mid-step".into(),
            ));
        }
        if states.len() != self.num_envs {
            return Err(EnvError::State {
                env: states.len().min(self.num_envs),
                source: StateError(format!(
                    "the saved state has {} environments, the pool has {}",
                    states.len(),
                    self.num_envs
                )),
            });
        }
        let obs_len = self.obs_len;
        for (i, state) in states.iter().enumerate() {
            let mut slot = self
                .shared
                .slot(i)
                .map_err(|_| EnvError::Config("an environment worker stopped".into()))?;
            slot.env
                .restore(state)
                .map_err(|source| EnvError::State { env: i, source })?;
            let slot = &mut *slot;
            slot.env.write_obs(&mut slot.obs);
            self.obs[i * obs_len..(i + 1) * obs_len].copy_from_slice(&slot.obs);
        }
        self.screen_fresh = false;
        Ok(())
    }

    /// Copies environment `env`'s raw RGB screen after every step from now on (`None`
    /// stops). Only the watched environment pays for the copy.
    pub fn watch(&mut self, env: Option<usize>) {
        let env = env.filter(|&e| e < self.num_envs);
        if env != self.watch {
            self.watch = env;
            self.screen_fresh = false;
        }
    }

    /// The watched environment's raw RGB screen (`210 x 160 x 3`) after the last step.
    pub fn screen(&self) -> Option<(usize, &[u8])> {
        match (self.watch, self.screen_fresh) {
            (Some(e), true) => Some((e, &self.screen)),
            _ => None,
        }
    }

    /// Starts stepping every environment with `actions` (one per environment); with worker
    /// threads the environments run while the caller does other work. Finish with
    /// [`EnvPool::step_wait`].
    pub fn step_async(&mut self, actions: &[usize]) -> Result<(), PoolError> {
        if self.in_flight {
            return Err(PoolError::Protocol);
        }
        if actions.len() != self.num_envs {
            return Err(PoolError::Actions(format!(
                "{} actions for {} environments",
                actions.len(),
                self.num_envs
            )));
        }
        if let Some(&bad) = actions.iter().find(|&&a| a >= self.num_actions) {
            return Err(PoolError::Actions(format!(
                "action {bad} is out of range: the game has {} actions",
                self.num_actions
            )));
        }
        for (i, &a) in actions.iter().enumerate() {
            self.shared.slot(i)?.action = a;
        }
        self.shared.next.store(0, Ordering::Relaxed);
        let watch = self.watch.unwrap_or(usize::MAX);
        self.shared.watch.store(watch, Ordering::Relaxed);
        for w in &self.workers {
            // The channel hands the stores above to the worker (a happens-before edge).
            let sent = w.go.as_ref().map(|go| go.send(()));
            if !matches!(sent, Some(Ok(()))) {
                return Err(PoolError::WorkerDied);
            }
        }
        self.in_flight = true;
        Ok(())
    }

    /// Waits for the step started by [`EnvPool::step_async`] and returns its results.
    pub fn step_wait(&mut self) -> Result<PoolStep<'_>, PoolError> {
        if !self.in_flight {
            return Err(PoolError::Protocol);
        }
        self.in_flight = false;
        if self.workers.is_empty() {
            self.shared.work()?;
        }
        for _ in &self.workers {
            if !self.done.recv().map_err(|_| PoolError::WorkerDied)? {
                return Err(PoolError::WorkerDied);
            }
        }
        self.screen_fresh = false;
        let n = self.obs_len;
        for i in 0..self.num_envs {
            let slot = self.shared.slot(i)?;
            self.obs[i * n..(i + 1) * n].copy_from_slice(&slot.obs);
            self.rewards[i] = slot.reward;
            self.terminated[i] = slot.terminated;
            self.truncated[i] = slot.truncated;
            self.episodes[i] = slot.episode;
            if slot.terminated || slot.truncated {
                self.final_obs[i * n..(i + 1) * n].copy_from_slice(&slot.final_obs);
            }
            if self.watch == Some(i) {
                if let Some(screen) = &slot.screen {
                    self.screen.copy_from_slice(screen);
                    self.screen_fresh = true;
                }
            }
        }
        Ok(PoolStep {
            obs: &self.obs,
            rewards: &self.rewards,
            terminated: &self.terminated,
            truncated: &self.truncated,
            final_obs: &self.final_obs,
            episodes: &self.episodes,
        })
    }

    /// Steps every environment with `actions` and waits for the results.
    pub fn step(&mut self, actions: &[usize]) -> Result<PoolStep<'_>, PoolError> {
        self.step_async(actions)?;
        self.step_wait()
    }
}

impl Worker {
    fn spawn(index: usize, shared: Arc<Shared>, done: Sender<bool>) -> Result<Self, EnvError> {
        let (go, rounds) = bounded::<()>(1);
        let handle = std::thread::Builder::new()
            .name(format!("env-worker-{index}"))
            .spawn(move || {
                for () in rounds {
                    // A panic in an emulator must not leave the pool waiting for this worker.
                    let work = std::panic::AssertUnwindSafe(|| shared.work().is_ok());
                    let ok = std::panic::catch_unwind(work).unwrap_or(false);
                    if done.send(ok).is_err() || !ok {
                        break;
                    }
                }
            })
            .map_err(|e| EnvError::Config(format!("could not start an environment thread: {e}")))?;
        Ok(Self {
            go: Some(go),
            handle: Some(handle),
        })
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing the round channel ends the worker's loop.
        self.go.take();
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}
