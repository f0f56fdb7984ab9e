//! One Arcade Learning Environment emulator with the settings set explicitly.
//!
//! The `ale` crate's safe `Ale` hides ALE's settings, and ALE's own default is sticky actions
//! (`repeat_action_probability` 0.25), which CleanRL's `NoFrameskip-v4` games turn off. So we
//! drive `ale_sys` directly: settings first, then `loadROM`.

use super::frame::{SCREEN_HEIGHT, SCREEN_LEN, SCREEN_RGB_LEN, SCREEN_WIDTH};
use super::games::{Game, ACTION_MEANINGS};
use super::palette::Palette;
use std::ffi::CString;
use std::os::raw::c_int;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

/// Settings of the emulator itself (below every preprocessing wrapper).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EmulatorSettings {
    /// Probability that the previous action is repeated instead of the new one (sticky
    /// actions). CleanRL's v4 games: 0.0; the paper and v5 games: 0.25.
    pub repeat_action_probability: f32,
    /// Play with all 18 actions instead of the game's minimal set.
    pub full_action_space: bool,
    /// Episodes are truncated after this many emulator frames (0 = never). Gymnasium's
    /// Atari registrations use 108,000 (30 minutes of play).
    pub max_episode_frames: u32,
    /// ALE's `random_seed` (drives sticky actions).
    pub seed: i32,
}

impl Default for EmulatorSettings {
    fn default() -> Self {
        Self {
            repeat_action_probability: 0.0,
            full_action_space: false,
            max_episode_frames: 108_000,
            seed: 0,
        }
    }
}

/// Why an emulator could not be made.
#[derive(Debug, thiserror::Error)]
pub enum EmulatorError {
    /// The ROM could not be written to a temporary file for ALE to read.
    #[error("could not write the {game} ROM to {path}: {source}. Check that the temporary directory is writable (TMPDIR)")]
    RomFile {
        /// The game.
        game: Game,
        /// Where we tried to write it.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A setting is out of range.
    #[error("invalid emulator setting: {0}")]
    Setting(String),
}

/// One emulator instance playing one game, one frame per `act`.
pub struct Emulator {
    ptr: *mut ale_sys::ALEInterface,
    game: Game,
    /// ALE action ids of the action set in use, indexed by our action index.
    actions: Vec<c_int>,
    max_episode_frames: u32,
    /// Colours learned from ALE so far.
    palette: Palette,
    /// The last screen fetched as indices (every one of its colours is in `palette`), and
    /// the buffer the next fetch goes into.
    screen: Vec<u8>,
    next_screen: Vec<u8>,
    fetched: bool,
    rgb_scratch: Vec<u8>,
}

// SAFETY: an ALEInterface is a self-contained C++ object (its own emulator, RNG and
// settings) with no thread-local state; we never share one between threads, we only move it.
unsafe impl Send for Emulator {}

static ROM_DIR_COUNTER: AtomicU64 = AtomicU64::new(0);

fn set_int(ptr: *mut ale_sys::ALEInterface, key: &str, value: i32) {
    let key = CString::new(key).expect("setting names have no NUL byte");
    // SAFETY: `ptr` is a live interface and `key` a valid C string for the call.
    unsafe { ale_sys::setInt(ptr, key.as_ptr(), value) }
}

fn set_float(ptr: *mut ale_sys::ALEInterface, key: &str, value: f32) {
    let key = CString::new(key).expect("setting names have no NUL byte");
    // SAFETY: as in `set_int`.
    unsafe { ale_sys::setFloat(ptr, key.as_ptr(), value) }
}

fn set_bool(ptr: *mut ale_sys::ALEInterface, key: &str, value: bool) {
    let key = CString::new(key).expect("setting names have no NUL byte");
    // SAFETY: as in `set_int`.
    unsafe { ale_sys::setBool(ptr, key.as_ptr(), value) }
}

impl Emulator {
    /// Starts an emulator for `game` with `settings`; the game is reset and ready.
    pub fn new(game: Game, settings: EmulatorSettings) -> Result<Self, EmulatorError> {
        let p = settings.repeat_action_probability;
        if !(0.0..1.0).contains(&p) {
            return Err(EmulatorError::Setting(format!(
                "repeat_action_probability must be in [0, 1), got {p}"
            )));
        }
        // ALE finds a game's settings by the ROM's file name, so the file keeps the bundled
        // name inside a directory of its own.
        let rom = game.rom();
        let dir = std::env::temp_dir().join(format!(
            "reincarnate-rom-{}-{}",
            std::process::id(),
            ROM_DIR_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let path = dir.join(rom.filename());
        let write = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, rom.data()));
        if let Err(source) = write {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(EmulatorError::RomFile { game, path, source });
        }
        let c_path = CString::new(path.to_string_lossy().into_owned()).map_err(|_| {
            EmulatorError::Setting(format!("temporary path {} has a NUL byte", path.display()))
        })?;

        // SAFETY: plain calls into ALE's C API; the pointer is checked before use and owned
        // by the returned value, which deletes it exactly once in `Drop`.
        let ptr = unsafe {
            ale_sys::setLoggerMode(2);
            ale_sys::ALE_new()
        };
        if ptr.is_null() {
            let _ = std::fs::remove_dir_all(&dir);
            return Err(EmulatorError::Setting("ALE_new returned null".into()));
        }
        set_int(ptr, "random_seed", settings.seed);
        set_float(ptr, "repeat_action_probability", p);
        set_int(ptr, "frame_skip", 1);
        set_bool(ptr, "color_averaging", false);
        // Truncation is ours (a flag, not a terminal state), so ALE's own cap stays off.
        set_int(ptr, "max_num_frames_per_episode", 0);
        // SAFETY: `ptr` is live; `c_path` names a readable ROM file.
        unsafe { ale_sys::loadROM(ptr, c_path.as_ptr()) };
        let _ = std::fs::remove_dir_all(&dir);

        let actions = unsafe {
            // SAFETY: the buffers are sized from ALE's own size queries.
            if settings.full_action_space {
                let n = ale_sys::getLegalActionSize(ptr).max(0) as usize;
                let mut v = vec![0; n];
                ale_sys::getLegalActionSet(ptr, v.as_mut_ptr());
                v
            } else {
                let n = ale_sys::getMinimalActionSize(ptr).max(0) as usize;
                let mut v = vec![0; n];
                ale_sys::getMinimalActionSet(ptr, v.as_mut_ptr());
                v
            }
        };
        let emulator = Self {
            ptr,
            game,
            actions,
            max_episode_frames: settings.max_episode_frames,
            palette: Palette::default(),
            screen: vec![0; SCREEN_LEN],
            next_screen: vec![0; SCREEN_LEN],
            fetched: false,
            rgb_scratch: vec![0; SCREEN_RGB_LEN],
        };
        // SAFETY: `ptr` is live.
        let (w, h) = unsafe {
            (
                ale_sys::getScreenWidth(ptr) as usize,
                ale_sys::getScreenHeight(ptr) as usize,
            )
        };
        if (w, h) != (SCREEN_WIDTH, SCREEN_HEIGHT) || emulator.actions.is_empty() {
            return Err(EmulatorError::Setting(format!(
                "{game}: ALE reports a {w}x{h} screen and {} actions",
                emulator.actions.len()
            )));
        }
        Ok(emulator)
    }

    /// The game being played.
    pub fn game(&self) -> Game {
        self.game
    }

    /// Number of actions in the action set in use.
    pub fn num_actions(&self) -> usize {
        self.actions.len()
    }

    /// Names of the actions in use, in action-index order (`["NOOP", "FIRE", ...]`).
    pub fn action_meanings(&self) -> Vec<&'static str> {
        self.actions
            .iter()
            .map(|&a| {
                ACTION_MEANINGS
                    .get(a as usize)
                    .copied()
                    .unwrap_or("UNKNOWN")
            })
            .collect()
    }

    /// Plays `action` (an index into the action set) for one frame; returns the reward.
    ///
    /// # Panics
    /// If `action >= num_actions()`.
    pub fn act(&mut self, action: usize) -> f64 {
        let a = self.actions[action];
        // SAFETY: `ptr` is live and `a` is one of ALE's legal action ids.
        unsafe { ale_sys::act(self.ptr, a) as f64 }
    }

    /// Whether the game is over (a terminal state).
    pub fn game_over(&self) -> bool {
        // SAFETY: `ptr` is live.
        unsafe { ale_sys::game_over(self.ptr) }
    }

    /// Whether the episode reached the frame cap without a game over.
    pub fn truncated(&self) -> bool {
        self.max_episode_frames > 0 && self.episode_frame_number() >= self.max_episode_frames
    }

    /// Frames played since the game was last reset.
    pub fn episode_frame_number(&self) -> u32 {
        // SAFETY: `ptr` is live.
        unsafe { ale_sys::getEpisodeFrameNumber(self.ptr).max(0) as u32 }
    }

    /// Lives left, as the game's RAM says (0 for games without lives).
    pub fn lives(&self) -> i32 {
        // SAFETY: `ptr` is live.
        unsafe { ale_sys::lives(self.ptr) }
    }

    /// Resets the game (not the whole system).
    pub fn reset_game(&mut self) {
        // SAFETY: `ptr` is live.
        unsafe { ale_sys::reset_game(self.ptr) }
    }

    /// The current screen as palette indices (`210 x 160`), every colour of which is known
    /// to [`Emulator::palette`].
    ///
    /// Fetching indices is a copy; only a row that changed since the previous fetch is
    /// checked for colours not seen before, and only a screen with a new colour is fetched
    /// again in RGB to learn it.
    pub fn screen_indices(&mut self) -> &[u8] {
        // SAFETY: `ptr` is live and `next_screen` holds width * height bytes.
        unsafe { ale_sys::getScreen(self.ptr, self.next_screen.as_mut_ptr()) };
        let rows = self.next_screen.chunks_exact(SCREEN_WIDTH);
        let mut old_rows = self.screen.chunks_exact(SCREEN_WIDTH);
        let fetched = self.fetched;
        let palette = &self.palette;
        let new_colour = rows.into_iter().any(|row| {
            let old = old_rows.next().unwrap_or(&[]);
            (!fetched || row != old) && palette.has_unknown(row)
        });
        if new_colour {
            // SAFETY: as in `screen_rgb`; the emulator still shows the same frame.
            unsafe { ale_sys::getScreenRGB(self.ptr, self.rgb_scratch.as_mut_ptr()) };
            self.palette.learn(&self.next_screen, &self.rgb_scratch);
        }
        std::mem::swap(&mut self.screen, &mut self.next_screen);
        self.fetched = true;
        &self.screen
    }

    /// The screen the last [`Emulator::screen_indices`] returned.
    pub fn last_screen_indices(&self) -> &[u8] {
        &self.screen
    }

    /// The colours of the indices [`Emulator::screen_indices`] has returned.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// Writes the current screen as RGB (`210 x 160 x 3`) into `out`.
    ///
    /// # Panics
    /// If `out` is not `SCREEN_RGB_LEN` bytes long.
    pub fn screen_rgb(&self, out: &mut [u8]) {
        assert_eq!(out.len(), SCREEN_RGB_LEN, "screen buffer size");
        // SAFETY: `ptr` is live and `out` holds width * height * 3 bytes, checked above.
        unsafe { ale_sys::getScreenRGB(self.ptr, out.as_mut_ptr()) }
    }
}

impl Emulator {
    /// ALE's whole system state (`cloneSystemState`: RAM, CPU, cartridge, frame counters
    /// and the generator of sticky actions), serialized.
    pub fn system_state(&self) -> Vec<u8> {
        // SAFETY: `ptr` is live; the state ALE returns is encoded into a buffer of the length
        // ALE reports for it, then deleted once.
        unsafe {
            let state = ale_sys::cloneSystemState(self.ptr);
            let len = ale_sys::encodeStateLen(state).max(0) as usize;
            let mut bytes = vec![0u8; len];
            ale_sys::encodeState(state, bytes.as_mut_ptr().cast(), len as c_int);
            ale_sys::deleteState(state);
            bytes
        }
    }

    /// Puts back a state [`Emulator::system_state`] returned, and the colours known then.
    /// The bytes must come from an emulator of the same game: whoever stores them checks
    /// them (a CRC) before they reach ALE, which cannot refuse bytes it cannot read.
    pub fn restore_system_state(
        &mut self,
        system: &[u8],
        colours: &[(u8, [u8; 3])],
    ) -> Result<(), crate::env::wrappers::StateError> {
        // ALE's serialized state starts with the flag that it holds the system's part.
        if system.len() < 16 || system.len() > 1 << 20 {
            return Err(crate::env::wrappers::StateError(format!(
                "an emulator state of {} bytes is not one ALE wrote",
                system.len()
            )));
        }
        // SAFETY: `ptr` is live; ALE copies the bytes into a state object it owns, which is
        // restored and deleted once.
        unsafe {
            let state = ale_sys::decodeState(system.as_ptr().cast(), system.len() as c_int);
            ale_sys::restoreSystemState(self.ptr, state);
            ale_sys::deleteState(state);
        }
        self.palette = Palette::from_known(colours);
        // The next fetch checks every row against the restored palette.
        self.fetched = false;
        Ok(())
    }
}

impl Drop for Emulator {
    fn drop(&mut self) {
        // SAFETY: `ptr` came from `ALE_new` and is deleted once, here.
        unsafe { ale_sys::ALE_del(self.ptr) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn breakout() -> Game {
        Game::parse("breakout").unwrap().game
    }

    #[test]
    fn minimal_and_full_action_sets() {
        let e = Emulator::new(breakout(), EmulatorSettings::default()).unwrap();
        assert_eq!(e.action_meanings(), ["NOOP", "FIRE", "RIGHT", "LEFT"]);
        let pong = Game::parse("PongNoFrameskip-v4").unwrap().game;
        let e = Emulator::new(pong, EmulatorSettings::default()).unwrap();
        assert_eq!(
            e.action_meanings(),
            ["NOOP", "FIRE", "RIGHT", "LEFT", "RIGHTFIRE", "LEFTFIRE"]
        );
        let full = EmulatorSettings {
            full_action_space: true,
            ..Default::default()
        };
        assert_eq!(Emulator::new(pong, full).unwrap().num_actions(), 18);
    }

    #[test]
    fn plays_frames_and_reports_lives() {
        let mut e = Emulator::new(breakout(), EmulatorSettings::default()).unwrap();
        assert_eq!(e.lives(), 5);
        let start = e.episode_frame_number();
        for _ in 0..10 {
            e.act(0);
        }
        assert_eq!(e.episode_frame_number(), start + 10);
        let mut rgb = vec![0u8; SCREEN_RGB_LEN];
        e.screen_rgb(&mut rgb);
        assert!(rgb.iter().any(|&v| v != 0), "screen is not blank");
    }

    #[test]
    fn indices_through_the_learned_palette_equal_ale_rgb() {
        for id in [
            "breakout",
            "pong",
            "ms_pacman",
            "space_invaders",
            "seaquest",
        ] {
            let game = Game::parse(id).unwrap().game;
            let mut e = Emulator::new(game, EmulatorSettings::default()).unwrap();
            let (mut ours, mut ale) = (vec![0u8; SCREEN_RGB_LEN], vec![0u8; SCREEN_RGB_LEN]);
            for step in 0..3000usize {
                e.act(step * 7 % e.num_actions());
                if e.game_over() {
                    e.reset_game();
                }
                if step % 3 == 0 {
                    let indices = e.screen_indices().to_vec();
                    e.palette().to_rgb(&indices, &mut ours);
                    e.screen_rgb(&mut ale);
                    assert!(ours == ale, "{id}: step {step} differs");
                }
            }
        }
    }

    #[test]
    fn frame_cap_truncates() {
        let settings = EmulatorSettings {
            max_episode_frames: 5,
            ..Default::default()
        };
        let mut e = Emulator::new(breakout(), settings).unwrap();
        e.reset_game();
        for _ in 0..5 {
            assert!(!e.truncated());
            e.act(0);
        }
        assert!(e.truncated() && !e.game_over());
    }

    #[test]
    fn sticky_probability_is_validated() {
        let bad = EmulatorSettings {
            repeat_action_probability: 1.5,
            ..Default::default()
        };
        assert!(Emulator::new(breakout(), bad).is_err());
    }
}
