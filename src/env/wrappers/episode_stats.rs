//! `RecordEpisodeStatistics` on the raw game: the full-game, unclipped return and the length
//! in frames, reported once per game.

use super::{forward, EpisodeStats, Layer, LayerState, StateError, StepResult};

/// Sums raw rewards and counts frames until the game ends.
pub struct RecordEpisodeStats<L> {
    inner: L,
    episode_return: f64,
    length: u64,
    finished: Option<EpisodeStats>,
}

impl<L: Layer> RecordEpisodeStats<L> {
    /// Wraps `inner`, which should be the emulator itself.
    pub fn new(inner: L) -> Self {
        Self {
            inner,
            episode_return: 0.0,
            length: 0,
            finished: None,
        }
    }
}

impl<L: Layer> Layer for RecordEpisodeStats<L> {
    fn reset(&mut self) {
        self.inner.reset();
        self.episode_return = 0.0;
        self.length = 0;
    }

    fn step(&mut self, action: usize) -> StepResult {
        let r = self.inner.step(action);
        self.episode_return += r.reward;
        self.length += 1;
        if r.done() {
            self.finished = Some(EpisodeStats {
                episode_return: self.episode_return,
                length: self.length,
                truncated: r.truncated && !r.terminated,
            });
            self.episode_return = 0.0;
            self.length = 0;
        }
        r
    }

    fn take_episode(&mut self) -> Option<EpisodeStats> {
        self.finished.take()
    }

    fn save(&self, out: &mut Vec<LayerState>) {
        out.push(LayerState::EpisodeStats {
            episode_return: self.episode_return,
            length: self.length,
            finished: self.finished,
        });
        self.inner.save(out);
    }

    fn load(&mut self, states: &mut std::slice::Iter<'_, LayerState>) -> Result<(), StateError> {
        match states.next() {
            Some(LayerState::EpisodeStats {
                episode_return,
                length,
                finished,
            }) => {
                (self.episode_return, self.length) = (*episode_return, *length);
                self.finished = *finished;
                self.inner.load(states)
            }
            other => Err(StateError::mismatch("episode statistics", other)),
        }
    }

    forward!(observe, raw_screen, lives);
}

#[cfg(test)]
mod tests {
    use super::super::scripted::ScriptedGame;
    use super::*;

    #[test]
    fn reports_each_game_once_with_raw_return_and_frames() {
        let game = ScriptedGame {
            rewards: vec![(2, 4.0), (5, -1.0)],
            game_over_at: 6,
            ..Default::default()
        };
        let mut env = RecordEpisodeStats::new(game);
        env.reset();
        for _ in 0..5 {
            assert!(!env.step(0).done());
            assert_eq!(env.take_episode(), None);
        }
        assert!(env.step(0).terminated);
        let stats = env.take_episode().unwrap();
        assert_eq!(stats.episode_return, 3.0);
        assert_eq!(stats.length, 6);
        assert!(!stats.truncated);
        assert_eq!(env.take_episode(), None);
    }

    #[test]
    fn truncation_also_ends_the_record() {
        let game = ScriptedGame {
            truncate_at: 3,
            ..Default::default()
        };
        let mut env = RecordEpisodeStats::new(game);
        env.reset();
        env.step(0);
        env.step(0);
        assert!(env.step(0).truncated);
        let stats = env.take_episode().unwrap();
        assert_eq!((stats.length, stats.truncated), (3, true));
    }

    #[test]
    fn a_game_over_is_not_a_truncation() {
        let game = ScriptedGame {
            game_over_at: 2,
            truncate_at: 5,
            ..Default::default()
        };
        let mut env = RecordEpisodeStats::new(game);
        env.reset();
        env.step(0);
        assert!(env.step(0).terminated);
        assert!(!env.take_episode().unwrap().truncated);
    }
}
