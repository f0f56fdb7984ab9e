//! A vectorized pool of environments stepped in parallel on worker threads, with Gymnasium's
//! same-step auto-reset: a finished environment hands back its final observation and its
//! game statistics, and its slot in [`EnvPool::obs`] already holds the next episode's start.

use super::atari::{AtariEnv, EnvConfig, EnvError};
use super::frame::SCREEN_RGB_LEN;
use super::wrappers::EpisodeStats;
use crossbeam_channel::{bounded, Receiver, Sender};
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
    #[error("environment worker {0} stopped unexpectedly")]
    WorkerDied(usize),
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

/// Per-range step results, owned by whoever steps that range.
struct Chunk {
    start: usize,
    len: usize,
    obs_len: usize,
    actions: Vec<usize>,
    obs: Vec<u8>,
    final_obs: Vec<u8>,
    rewards: Vec<f32>,
    terminated: Vec<bool>,
    truncated: Vec<bool>,
    episodes: Vec<Option<EpisodeStats>>,
    /// The environment (index within the chunk) whose raw screen is wanted, and the screen.
    watch: Option<usize>,
    screen: Vec<u8>,
}

impl Chunk {
    fn new(start: usize, envs: &[AtariEnv], obs_len: usize) -> Box<Self> {
        let len = envs.len();
        let mut obs = vec![0; len * obs_len];
        for (env, o) in envs.iter().zip(obs.chunks_exact_mut(obs_len)) {
            env.write_obs(o);
        }
        Box::new(Self {
            start,
            len,
            obs_len,
            actions: vec![0; len],
            obs,
            final_obs: vec![0; len * obs_len],
            rewards: vec![0.0; len],
            terminated: vec![false; len],
            truncated: vec![false; len],
            episodes: vec![None; len],
            watch: None,
            screen: vec![0; SCREEN_RGB_LEN],
        })
    }

    /// Steps every environment of the range with its action, auto-resetting finished ones.
    fn step(&mut self, envs: &mut [AtariEnv]) {
        let n = self.obs_len;
        for (i, env) in envs.iter_mut().enumerate() {
            let s = env.step(self.actions[i]);
            if self.watch == Some(i) {
                env.raw_screen(&mut self.screen);
            }
            self.rewards[i] = s.reward;
            self.terminated[i] = s.terminated;
            self.truncated[i] = s.truncated;
            let obs = &mut self.obs[i * n..(i + 1) * n];
            env.write_obs(obs);
            let mut episode = s.episode;
            if s.terminated || s.truncated {
                self.final_obs[i * n..(i + 1) * n].copy_from_slice(obs);
                env.reset();
                env.write_obs(obs);
                episode = episode.or_else(|| env.take_episode());
            }
            self.episodes[i] = episode;
        }
    }
}

enum Backend {
    /// Environments stepped on the caller's thread (one environment costs no threads).
    Inline {
        envs: Vec<AtariEnv>,
        chunk: Option<Box<Chunk>>,
    },
    /// Worker threads, each owning a contiguous range of environments.
    Threads {
        workers: Vec<Worker>,
        /// Chunks at home (between steps); `None` while a worker has it.
        chunks: Vec<Option<Box<Chunk>>>,
    },
}

struct Worker {
    to_worker: Option<Sender<Box<Chunk>>>,
    from_worker: Receiver<Box<Chunk>>,
    handle: Option<JoinHandle<()>>,
}

/// `num_envs` preprocessed Atari environments stepped together.
pub struct EnvPool {
    num_envs: usize,
    obs_len: usize,
    num_actions: usize,
    action_meanings: Vec<&'static str>,
    backend: Backend,
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
        let mut envs = (0..num_envs)
            .map(|i| AtariEnv::new(config, seed.wrapping_add(i as u64)))
            .collect::<Result<Vec<_>, _>>()?;
        let num_actions = envs[0].num_actions();
        let action_meanings = envs[0].action_meanings().to_vec();
        let obs_len = config.obs_len();

        let mut obs = vec![0; num_envs * obs_len];
        for (env, o) in envs.iter().zip(obs.chunks_exact_mut(obs_len)) {
            env.write_obs(o);
        }
        let backend = if threads == 0 {
            let chunk = Chunk::new(0, &envs, obs_len);
            Backend::Inline {
                envs,
                chunk: Some(chunk),
            }
        } else {
            let mut workers = Vec::with_capacity(threads);
            let mut chunks = Vec::with_capacity(threads);
            let mut start = 0;
            for w in 0..threads {
                // Spread the remainder over the first workers.
                let len = num_envs / threads + usize::from(w < num_envs % threads);
                let mine: Vec<AtariEnv> = envs.drain(..len).collect();
                chunks.push(Some(Chunk::new(start, &mine, obs_len)));
                workers.push(Worker::spawn(w, mine)?);
                start += len;
            }
            Backend::Threads { workers, chunks }
        };
        Ok(Self {
            num_envs,
            obs_len,
            num_actions,
            action_meanings,
            backend,
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
        match &self.backend {
            Backend::Inline { .. } => 0,
            Backend::Threads { workers, .. } => workers.len(),
        }
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

    /// Copies environment `env`'s raw RGB screen after every step from now on (`None`
    /// stops). Only the watched environment pays for the copy.
    pub fn watch(&mut self, env: Option<usize>) {
        self.watch = env.filter(|&e| e < self.num_envs);
        self.screen_fresh = false;
    }

    /// The watched environment's raw RGB screen (`210 x 160 x 3`) after the last step.
    pub fn screen(&self) -> Option<(usize, &[u8])> {
        match (self.watch, self.screen_fresh) {
            (Some(e), true) => Some((e, &self.screen)),
            _ => None,
        }
    }

    /// Starts stepping every environment with `actions` (one per environment); the
    /// environments run while the caller does other work. Finish with [`EnvPool::step_wait`].
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
        let watch = self.watch;
        let prepare = |c: &mut Chunk| {
            c.actions
                .copy_from_slice(&actions[c.start..c.start + c.len]);
            c.watch = watch
                .filter(|&w| (c.start..c.start + c.len).contains(&w))
                .map(|w| w - c.start);
        };
        match &mut self.backend {
            Backend::Inline { chunk, .. } => {
                if let Some(c) = chunk.as_mut() {
                    prepare(c);
                }
            }
            Backend::Threads { workers, chunks } => {
                for (w, (worker, slot)) in workers.iter().zip(chunks.iter_mut()).enumerate() {
                    let mut c = slot.take().ok_or(PoolError::WorkerDied(w))?;
                    prepare(&mut c);
                    let sent = worker.to_worker.as_ref().map(|tx| tx.send(c));
                    if !matches!(sent, Some(Ok(()))) {
                        return Err(PoolError::WorkerDied(w));
                    }
                }
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
        self.screen_fresh = false;
        match &mut self.backend {
            Backend::Inline { envs, chunk } => {
                let c = chunk.as_mut().ok_or(PoolError::WorkerDied(0))?;
                c.step(envs);
                gather(
                    c,
                    &mut self.obs,
                    &mut self.final_obs,
                    &mut self.rewards,
                    &mut self.terminated,
                    &mut self.truncated,
                    &mut self.episodes,
                    &mut self.screen,
                    &mut self.screen_fresh,
                );
            }
            Backend::Threads { workers, chunks } => {
                for (w, (worker, slot)) in workers.iter().zip(chunks.iter_mut()).enumerate() {
                    let c = worker
                        .from_worker
                        .recv()
                        .map_err(|_| PoolError::WorkerDied(w))?;
                    gather(
                        &c,
                        &mut self.obs,
                        &mut self.final_obs,
                        &mut self.rewards,
                        &mut self.terminated,
                        &mut self.truncated,
                        &mut self.episodes,
                        &mut self.screen,
                        &mut self.screen_fresh,
                    );
                    *slot = Some(c);
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

/// Copies one chunk's results into the pool-wide arrays.
#[allow(clippy::too_many_arguments)]
fn gather(
    c: &Chunk,
    obs: &mut [u8],
    final_obs: &mut [u8],
    rewards: &mut [f32],
    terminated: &mut [bool],
    truncated: &mut [bool],
    episodes: &mut [Option<EpisodeStats>],
    screen: &mut [u8],
    screen_fresh: &mut bool,
) {
    let range = c.start..c.start + c.len;
    let bytes = c.start * c.obs_len..(c.start + c.len) * c.obs_len;
    obs[bytes.clone()].copy_from_slice(&c.obs);
    rewards[range.clone()].copy_from_slice(&c.rewards);
    terminated[range.clone()].copy_from_slice(&c.terminated);
    truncated[range.clone()].copy_from_slice(&c.truncated);
    episodes[range.clone()].copy_from_slice(&c.episodes);
    for i in 0..c.len {
        if c.terminated[i] || c.truncated[i] {
            let (src, dst) = (i * c.obs_len, (c.start + i) * c.obs_len);
            final_obs[dst..dst + c.obs_len].copy_from_slice(&c.final_obs[src..src + c.obs_len]);
        }
    }
    if c.watch.is_some() {
        screen.copy_from_slice(&c.screen);
        *screen_fresh = true;
    }
}

impl Worker {
    fn spawn(index: usize, mut envs: Vec<AtariEnv>) -> Result<Self, EnvError> {
        let (to_worker, jobs) = bounded::<Box<Chunk>>(1);
        let (results, from_worker) = bounded::<Box<Chunk>>(1);
        let handle = std::thread::Builder::new()
            .name(format!("env-worker-{index}"))
            .spawn(move || {
                for mut chunk in jobs {
                    chunk.step(&mut envs);
                    if results.send(chunk).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| EnvError::Config(format!("could not start an environment thread: {e}")))?;
        Ok(Self {
            to_worker: Some(to_worker),
            from_worker,
            handle: Some(handle),
        })
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing the job channel ends the worker's loop.
        self.to_worker.take();
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}
