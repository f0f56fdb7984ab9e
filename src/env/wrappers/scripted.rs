//! A fake game for the wrappers' tests: scripted rewards, life losses and game over, and a
//! screen whose every byte is the number of frames played since the reset.

use super::{EpisodeStats, Layer, LayerState, ScreenView, StateError, StepResult};
use crate::env::frame::{SCREEN_LEN, SCREEN_RGB_LEN};
use crate::env::palette::Palette;

/// A scripted game; every field is public so tests can arrange and inspect.
#[derive(Clone, Debug)]
pub struct ScriptedGame {
    /// Frames played since the last reset.
    pub frame: u32,
    /// Resets so far.
    pub resets: u32,
    /// Reward paid at frame `i` (1-based: the reward of the i-th step after a reset).
    pub rewards: Vec<(u32, f64)>,
    /// Frames after which a life is lost.
    pub life_lost_at: Vec<u32>,
    /// The frame after which the game is over (0 = never).
    pub game_over_at: u32,
    /// The frame after which the episode is truncated (0 = never).
    pub truncate_at: u32,
    /// Lives at reset.
    pub start_lives: i32,
    /// Every action played, in order.
    pub actions: Vec<usize>,
    /// The screen as indices (refilled on `observe`); the palette is a grey ramp.
    pub screen: Vec<u8>,
    /// Index i is the grey (i, i, i).
    pub palette: Palette,
}

impl Default for ScriptedGame {
    fn default() -> Self {
        Self {
            frame: 0,
            resets: 0,
            rewards: vec![],
            life_lost_at: vec![],
            game_over_at: 0,
            truncate_at: 0,
            start_lives: 0,
            actions: vec![],
            screen: vec![0; SCREEN_LEN],
            palette: Palette::grey_ramp(),
        }
    }
}

impl ScriptedGame {
    fn lives_now(&self) -> i32 {
        let lost = self
            .life_lost_at
            .iter()
            .filter(|&&f| f <= self.frame)
            .count() as i32;
        (self.start_lives - lost).max(0)
    }
}

impl Layer for ScriptedGame {
    fn reset(&mut self) {
        self.frame = 0;
        self.resets += 1;
    }

    fn step(&mut self, action: usize) -> StepResult {
        self.actions.push(action);
        self.frame += 1;
        let reward = self
            .rewards
            .iter()
            .filter(|(f, _)| *f == self.frame)
            .map(|(_, r)| r)
            .sum();
        let terminated = self.game_over_at > 0 && self.frame >= self.game_over_at;
        StepResult {
            reward,
            terminated,
            truncated: !terminated && self.truncate_at > 0 && self.frame >= self.truncate_at,
        }
    }

    fn observe(&mut self) -> ScreenView<'_> {
        self.screen.fill(self.frame as u8);
        ScreenView {
            frame: &self.screen,
            pooled_with: None,
            palette: &self.palette,
        }
    }

    fn palette(&self) -> &Palette {
        &self.palette
    }

    fn raw_screen(&mut self, rgb: &mut [u8]) {
        assert_eq!(rgb.len(), SCREEN_RGB_LEN);
        rgb.fill(self.frame as u8);
    }

    fn lives(&self) -> i32 {
        self.lives_now()
    }

    fn take_episode(&mut self) -> Option<EpisodeStats> {
        None
    }

    fn save(&self, out: &mut Vec<LayerState>) {
        out.push(LayerState::Scripted { frame: self.frame });
    }

    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        match states.next() {
            Some(LayerState::Scripted { frame }) => {
                self.frame = *frame;
                Ok(())
            }
            other => Err(StateError::mismatch("scripted game", other)),
        }
    }
}
