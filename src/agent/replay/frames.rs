//! A stream's frames, in chunks shared copy-on-write: a clone of the buffer (the two arms of
//! a fork) shares every chunk with the buffer it came from, and a chunk is copied only when
//! one of them first writes into it. So two arms hold one buffer's frames plus the chunks
//! they have written since, not two buffers.

use crate::env::frame::FRAME_LEN;
use std::sync::Arc;

/// Frames per chunk: 1,024 frames are 7.2 MB, copied once by the first write after a clone
/// (about a millisecond), and few enough that a 1M-transition buffer has about a thousand.
const CHUNK_FRAMES: usize = 1024;

/// `cap` frames of [`FRAME_LEN`] bytes, by position.
#[derive(Clone, Debug)]
pub(super) struct Frames {
    chunks: Vec<Arc<Vec<u8>>>,
}

impl Frames {
    /// `cap` zeroed frames (the memory is the system's zeroed pages until written).
    pub(super) fn new(cap: usize) -> Self {
        let chunks = (0..cap.div_ceil(CHUNK_FRAMES))
            .map(|c| {
                let n = CHUNK_FRAMES.min(cap - c * CHUNK_FRAMES);
                Arc::new(vec![0u8; n * FRAME_LEN])
            })
            .collect();
        Self { chunks }
    }

    /// Bytes of all the frames.
    pub(super) fn len(&self) -> usize {
        self.chunks.iter().map(|c| c.len()).sum()
    }

    /// Frame `p`.
    pub(super) fn frame(&self, p: usize) -> &[u8] {
        let o = (p % CHUNK_FRAMES) * FRAME_LEN;
        &self.chunks[p / CHUNK_FRAMES][o..o + FRAME_LEN]
    }

    /// Frame `p` to write (its chunk copied first if another buffer shares it).
    pub(super) fn frame_mut(&mut self, p: usize) -> &mut [u8] {
        let o = (p % CHUNK_FRAMES) * FRAME_LEN;
        &mut Arc::make_mut(&mut self.chunks[p / CHUNK_FRAMES])[o..o + FRAME_LEN]
    }

    /// Frames `p..p + n` as slices of whole chunks' parts, in order.
    pub(super) fn run(&self, p: usize, n: usize) -> impl Iterator<Item = (usize, &[u8])> {
        let mut at = p;
        let end = p + n;
        std::iter::from_fn(move || {
            if at >= end {
                return None;
            }
            let (c, o) = (at / CHUNK_FRAMES, at % CHUNK_FRAMES);
            let take = (CHUNK_FRAMES - o).min(end - at);
            let part = &self.chunks[c][o * FRAME_LEN..(o + take) * FRAME_LEN];
            let first = at;
            at += take;
            Some((first, part))
        })
    }

    /// Every frame's bytes, in order, chunk by chunk.
    pub(super) fn parts(&self) -> impl Iterator<Item = &[u8]> {
        self.chunks.iter().map(|c| c.as_slice())
    }

    /// Every frame's bytes to fill, in order, chunk by chunk.
    pub(super) fn parts_mut(&mut self) -> impl Iterator<Item = &mut [u8]> {
        self.chunks
            .iter_mut()
            .map(|c| Arc::make_mut(c).as_mut_slice())
    }

    /// Bytes of these frames that `other` holds too (the chunks they share).
    pub(super) fn shared_bytes(&self, other: &Frames) -> usize {
        self.chunks
            .iter()
            .zip(&other.chunks)
            .filter(|(a, b)| Arc::ptr_eq(a, b))
            .map(|(a, _)| a.len())
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(p: usize) -> Vec<u8> {
        vec![(p % 251) as u8; FRAME_LEN]
    }

    #[test]
    fn a_clone_shares_every_chunk_until_one_side_writes_into_it() {
        let cap = 3 * CHUNK_FRAMES + 10;
        let mut a = Frames::new(cap);
        for p in 0..cap {
            a.frame_mut(p).copy_from_slice(&filled(p));
        }
        let mut b = a.clone();
        assert_eq!(
            a.shared_bytes(&b),
            cap * FRAME_LEN,
            "nothing copied by the clone"
        );
        // One write copies its chunk only, and only for the side that writes.
        b.frame_mut(CHUNK_FRAMES + 5).copy_from_slice(&filled(7));
        assert_eq!(a.shared_bytes(&b), (cap - CHUNK_FRAMES) * FRAME_LEN);
        assert_eq!(b.frame(CHUNK_FRAMES + 5), &filled(7)[..]);
        assert_eq!(a.frame(CHUNK_FRAMES + 5), &filled(CHUNK_FRAMES + 5)[..]);
        for p in (0..cap).filter(|&p| p != CHUNK_FRAMES + 5) {
            assert_eq!(a.frame(p), b.frame(p), "frame {p}");
        }
        // A second write into the same chunk copies nothing more.
        b.frame_mut(CHUNK_FRAMES + 6).copy_from_slice(&filled(8));
        assert_eq!(a.shared_bytes(&b), (cap - CHUNK_FRAMES) * FRAME_LEN);
    }

    #[test]
    fn runs_and_parts_cover_the_frames_in_order_across_chunks() {
        let cap = 2 * CHUNK_FRAMES + 3;
        let mut f = Frames::new(cap);
        for p in 0..cap {
            f.frame_mut(p).copy_from_slice(&filled(p));
        }
        let whole: Vec<u8> = f.parts().flatten().copied().collect();
        assert_eq!(whole.len(), cap * FRAME_LEN);
        for p in [0, CHUNK_FRAMES - 1, CHUNK_FRAMES, cap - 1] {
            assert_eq!(&whole[p * FRAME_LEN..(p + 1) * FRAME_LEN], f.frame(p));
        }
        let (p, n) = (CHUNK_FRAMES - 2, CHUNK_FRAMES + 4);
        let mut next = p;
        for (first, part) in f.run(p, n) {
            assert_eq!(first, next);
            assert_eq!(
                part,
                &whole[first * FRAME_LEN..first * FRAME_LEN + part.len()]
            );
            next += part.len() / FRAME_LEN;
        }
        assert_eq!(next, p + n);
    }
}
