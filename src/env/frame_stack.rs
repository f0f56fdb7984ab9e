//! `FrameStack`: the last `k` processed frames, oldest first, as one observation.

use super::frame::FRAME_LEN;

/// A ring of the last `k` 84x84 frames.
#[derive(Clone, Debug)]
pub struct FrameStack {
    frames: Vec<u8>,
    k: usize,
    /// Index of the newest frame in the ring.
    newest: usize,
}

impl FrameStack {
    /// An empty (all-zero) stack of `k` frames.
    pub fn new(k: usize) -> Self {
        assert!(k >= 1, "a frame stack holds at least one frame");
        Self {
            frames: vec![0; k * FRAME_LEN],
            k,
            newest: k - 1,
        }
    }

    /// Frames per observation.
    pub fn len(&self) -> usize {
        self.k
    }

    /// Always false: a stack holds at least one frame.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Fills every slot with `frame`, as a reset does.
    pub fn fill(&mut self, frame: &[u8]) {
        for slot in self.frames.chunks_exact_mut(FRAME_LEN) {
            slot.copy_from_slice(frame);
        }
        self.newest = self.k - 1;
    }

    /// The slot the next frame goes into; call [`FrameStack::commit`] once it is written.
    pub fn next_slot(&mut self) -> &mut [u8] {
        let i = (self.newest + 1) % self.k;
        &mut self.frames[i * FRAME_LEN..(i + 1) * FRAME_LEN]
    }

    /// Makes the slot returned by [`FrameStack::next_slot`] the newest frame.
    pub fn commit(&mut self) {
        self.newest = (self.newest + 1) % self.k;
    }

    /// The newest frame.
    pub fn newest(&self) -> &[u8] {
        &self.frames[self.newest * FRAME_LEN..(self.newest + 1) * FRAME_LEN]
    }

    /// Sets the stack to `frames` (`k * 84 * 84` bytes, oldest first, as
    /// [`FrameStack::write`] writes them); `false`, and nothing changed, if the length is not
    /// the stack's.
    pub fn set(&mut self, frames: &[u8]) -> bool {
        if frames.len() != self.frames.len() {
            return false;
        }
        self.frames.copy_from_slice(frames);
        self.newest = self.k - 1;
        true
    }

    /// Writes the stack, oldest frame first, into `out` (`k * 84 * 84` bytes).
    pub fn write(&self, out: &mut [u8]) {
        assert_eq!(out.len(), self.k * FRAME_LEN, "observation buffer size");
        for (j, dst) in out.chunks_exact_mut(FRAME_LEN).enumerate() {
            let i = (self.newest + 1 + j) % self.k;
            dst.copy_from_slice(&self.frames[i * FRAME_LEN..(i + 1) * FRAME_LEN]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(v: u8) -> Vec<u8> {
        vec![v; FRAME_LEN]
    }

    fn firsts(s: &FrameStack) -> Vec<u8> {
        let mut out = vec![0; s.len() * FRAME_LEN];
        s.write(&mut out);
        out.chunks(FRAME_LEN).map(|c| c[0]).collect()
    }

    #[test]
    fn reset_fills_then_pushes_keep_the_last_k_in_order() {
        let mut s = FrameStack::new(4);
        s.fill(&frame(9));
        assert_eq!(firsts(&s), [9, 9, 9, 9]);
        for v in 1..=6 {
            s.next_slot().copy_from_slice(&frame(v));
            s.commit();
        }
        assert_eq!(firsts(&s), [3, 4, 5, 6]);
        assert_eq!(s.newest()[0], 6);
    }
}
