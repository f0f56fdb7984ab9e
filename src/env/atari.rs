//! One preprocessed Atari environment, built as CleanRL's `make_env` builds it.

use super::emulator::{Emulator, EmulatorError, EmulatorSettings};
use super::frame::FRAME_LEN;
use super::frame_processor::FrameProcessor;
use super::frame_stack::FrameStack;
use super::games::{Game, GameError, GameSpec};
use super::wrappers::{
    ClipReward, EpisodeStats, EpisodicLife, FireReset, Layer, LayerState, MaxAndSkip, NoopReset,
    RecordEpisodeStats, StateError,
};
use serde::{Deserialize, Serialize};

/// Everything an environment's future depends on: each wrapper's state, the emulator's whole
/// system state (its generator included) and the frame stack. An environment restored from it
/// plays on exactly as the one it was taken from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnvState {
    /// The wrapper stack's states, outermost first, the emulator's last.
    pub layers: Vec<LayerState>,
    /// The stacked observation, oldest frame first.
    pub stack: Vec<u8>,
}

/// How games are preprocessed. [`EnvConfig::cleanrl`] is CleanRL's `make_env`;
/// [`EnvConfig::paper`] is the setting of the QDagger paper (Agarwal et al., 2022).
#[derive(Clone, Debug, PartialEq)]
pub struct EnvConfig {
    /// The game: `BreakoutNoFrameskip-v4`, `ALE/Pong-v5`, `breakout`...
    pub env_id: String,
    /// Sticky-action probability; `None` follows the id (v4: 0.0, v5: 0.25).
    pub repeat_action_probability: Option<f32>,
    /// Use all 18 actions instead of the game's minimal set.
    pub full_action_space: bool,
    /// At most this many NOOPs after a reset (`NoopResetEnv`); 0 = none.
    pub noop_max: u32,
    /// Frames each action is repeated for (`MaxAndSkipEnv`).
    pub frame_skip: u32,
    /// A lost life ends the training episode (`EpisodicLifeEnv`).
    pub episodic_life: bool,
    /// Press FIRE after resets in games that have it (`FireResetEnv`).
    pub fire_reset: bool,
    /// Clip rewards to their sign (`ClipRewardEnv`).
    pub clip_rewards: bool,
    /// Frames stacked into one observation (`FrameStack`).
    pub frame_stack: usize,
    /// Truncate a game after this many emulator frames (0 = never).
    pub max_episode_frames: u32,
}

impl EnvConfig {
    /// CleanRL's preprocessing for `env_id`.
    pub fn cleanrl(env_id: &str) -> Self {
        Self {
            env_id: env_id.to_string(),
            repeat_action_probability: None,
            full_action_space: false,
            noop_max: 30,
            frame_skip: 4,
            episodic_life: true,
            fire_reset: true,
            clip_rewards: true,
            frame_stack: 4,
            max_episode_frames: 108_000,
        }
    }

    /// The paper's setting: sticky actions (0.25), the full action set, no episodic life.
    pub fn paper(env_id: &str) -> Self {
        Self {
            repeat_action_probability: Some(0.25),
            full_action_space: true,
            episodic_life: false,
            ..Self::cleanrl(env_id)
        }
    }

    /// Bytes of one stacked observation (`frame_stack x 84 x 84`).
    pub fn obs_len(&self) -> usize {
        self.frame_stack * FRAME_LEN
    }
}

/// Why an environment could not be made.
#[derive(Debug, thiserror::Error)]
pub enum EnvError {
    /// The game id is unknown.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The emulator failed to start.
    #[error(transparent)]
    Emulator(#[from] EmulatorError),
    /// A preprocessing setting is out of range.
    #[error("invalid environment setting: {0}")]
    Config(String),
    /// A saved state (a fork's or a checkpoint's) does not fit environment `env`.
    #[error("environment {env}: {source}")]
    State {
        /// The environment's index in its pool.
        env: usize,
        /// What does not fit.
        source: StateError,
    },
}

/// What one step of a preprocessed environment returns.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Step {
    /// The (clipped, unless clipping is off) reward.
    pub reward: f32,
    /// Terminal for the TD target: game over, or a lost life under episodic life.
    pub terminated: bool,
    /// Cut by the frame cap.
    pub truncated: bool,
    /// Statistics of a game that ended during this step.
    pub episode: Option<EpisodeStats>,
}

/// A preprocessed Atari environment: emulator, CleanRL's wrappers, 84x84 grey frames,
/// a frame stack.
pub struct AtariEnv {
    top: Box<dyn Layer>,
    spec: GameSpec,
    num_actions: usize,
    action_meanings: Vec<&'static str>,
    processor: FrameProcessor,
    stack: FrameStack,
}

impl EnvState {
    /// Seeds the environment's own draws anew from `seed` (the NOOP counts after each reset;
    /// ALE's generator of sticky actions stays in the emulator's state).
    pub fn reseed(&mut self, seed: u64) {
        use rand::SeedableRng;
        for layer in &mut self.layers {
            if let LayerState::NoopReset { rng } = layer {
                *rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
            }
        }
    }
}

impl AtariEnv {
    /// Builds the environment for `config`, seeded with `seed`, and resets it.
    pub fn new(config: &EnvConfig, seed: u64) -> Result<Self, EnvError> {
        let spec = Game::parse(&config.env_id)?;
        if config.frame_skip == 0 || config.frame_skip > 64 {
            return Err(EnvError::Config(format!(
                "frame_skip must be in 1..=64, got {}",
                config.frame_skip
            )));
        }
        if config.frame_stack == 0 || config.frame_stack > 64 {
            return Err(EnvError::Config(format!(
                "frame_stack must be in 1..=64, got {}",
                config.frame_stack
            )));
        }
        let settings = EmulatorSettings {
            repeat_action_probability: config
                .repeat_action_probability
                .unwrap_or_else(|| spec.default_repeat_action_probability()),
            full_action_space: config.full_action_space,
            max_episode_frames: config.max_episode_frames,
            seed: ale_seed(seed),
        };
        let emulator = Emulator::new(spec.game, settings)?;
        let num_actions = emulator.num_actions();
        let action_meanings = emulator.action_meanings();
        let has_fire = action_meanings.get(1) == Some(&"FIRE") && num_actions >= 3;

        let mut top: Box<dyn Layer> = Box::new(MaxAndSkip::new(
            NoopReset::new(RecordEpisodeStats::new(emulator), config.noop_max, seed),
            config.frame_skip,
        ));
        if config.episodic_life {
            top = Box::new(EpisodicLife::new(top));
        }
        if config.fire_reset && has_fire {
            top = Box::new(FireReset::new(top));
        }
        if config.clip_rewards {
            top = Box::new(ClipReward::new(top));
        }
        let mut env = Self {
            top,
            spec,
            num_actions,
            action_meanings,
            processor: FrameProcessor::default(),
            stack: FrameStack::new(config.frame_stack),
        };
        env.reset();
        Ok(env)
    }

    /// The game and id flavour.
    pub fn spec(&self) -> GameSpec {
        self.spec
    }

    /// Number of actions.
    pub fn num_actions(&self) -> usize {
        self.num_actions
    }

    /// Action names in action-index order.
    pub fn action_meanings(&self) -> &[&'static str] {
        &self.action_meanings
    }

    /// Resets (under episodic life, after a lost life, this continues the game) and fills
    /// the frame stack with the first frame.
    pub fn reset(&mut self) {
        self.top.reset();
        self.processor
            .process(self.top.observe(), self.stack.next_slot());
        self.stack.commit();
        let first = self.stack.newest().to_vec();
        self.stack.fill(&first);
    }

    /// Plays `action` (an index below [`AtariEnv::num_actions`]) and pushes the new frame.
    pub fn step(&mut self, action: usize) -> Step {
        let r = self.top.step(action);
        self.processor
            .process(self.top.observe(), self.stack.next_slot());
        self.stack.commit();
        Step {
            reward: r.reward as f32,
            terminated: r.terminated,
            truncated: r.truncated,
            episode: self.top.take_episode(),
        }
    }

    /// Takes the statistics of a game that ended outside [`AtariEnv::step`] (during the
    /// NOOPs or FIRE presses of a reset), if one did.
    pub fn take_episode(&mut self) -> Option<EpisodeStats> {
        self.top.take_episode()
    }

    /// Writes the stacked observation (`frame_stack x 84 x 84`, oldest first) into `out`.
    pub fn write_obs(&self, out: &mut [u8]) {
        self.stack.write(out);
    }

    /// The newest 84x84 frame (what a replay buffer stores).
    pub fn newest_frame(&self) -> &[u8] {
        self.stack.newest()
    }

    /// The environment's whole state (see [`EnvState`]).
    pub fn state(&self) -> EnvState {
        let mut layers = Vec::new();
        self.top.save(&mut layers);
        let mut stack = vec![0; self.stack.len() * FRAME_LEN];
        self.stack.write(&mut stack);
        EnvState { layers, stack }
    }

    /// Puts back a state [`AtariEnv::state`] returned from an environment of the same
    /// settings: from here on this environment plays as that one did.
    pub fn restore(&mut self, state: &EnvState) -> Result<(), StateError> {
        let mut layers = state.layers.iter();
        self.top.load(&mut layers)?;
        if let Some(extra) = layers.next() {
            return Err(StateError(format!(
                "the saved state has a {} layer this environment lacks (other preprocessing \
                 settings)",
                extra.kind()
            )));
        }
        if !self.stack.set(&state.stack) {
            return Err(StateError(format!(
                "a frame stack of {} bytes, this environment stacks {}",
                state.stack.len(),
                self.stack.len() * FRAME_LEN
            )));
        }
        self.processor.forget();
        Ok(())
    }

    /// Writes the emulator's current RGB screen (`210 x 160 x 3`) into `out`; costs nothing
    /// unless called.
    pub fn raw_screen(&mut self, out: &mut [u8]) {
        self.top.raw_screen(out);
    }
}

/// ALE's `random_seed` from our 64-bit seed (SplitMix64, kept positive for ALE's `int`).
fn ale_seed(seed: u64) -> i32 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) & 0x7FFF_FFFF) as i32
}
