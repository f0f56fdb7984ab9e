//! The Mersenne Twister (MT19937) as NumPy's legacy `RandomState` runs it: seeded from one
//! 32-bit integer (`np.random.seed(s)`), and `choice(n)` / `randint(0, n)` drawn by masked
//! rejection. The bootstrap draws its resampling indices from it, so with the same seed our
//! confidence intervals are rliable's own, resample for resample.

const N: usize = 624;
const M: usize = 397;

/// MT19937 in NumPy's legacy seeding and bounded-integer sampling.
#[derive(Clone)]
pub struct Mt19937 {
    state: [u32; N],
    pos: usize,
}

impl Mt19937 {
    /// Seeded as `np.random.seed(seed)` seeds NumPy's global generator.
    pub fn new(seed: u32) -> Self {
        let mut state = [0u32; N];
        let mut s = seed;
        for (i, slot) in state.iter_mut().enumerate() {
            *slot = s;
            s = 1_812_433_253u32
                .wrapping_mul(s ^ (s >> 30))
                .wrapping_add(i as u32 + 1);
        }
        Self { state, pos: N }
    }

    fn refill(&mut self) {
        const UPPER: u32 = 0x8000_0000;
        const LOWER: u32 = 0x7fff_ffff;
        const MATRIX_A: u32 = 0x9908_b0df;
        for i in 0..N {
            let y = (self.state[i] & UPPER) | (self.state[(i + 1) % N] & LOWER);
            let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
            self.state[i] = self.state[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.pos = 0;
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        if self.pos >= N {
            self.refill();
        }
        let mut y = self.state[self.pos];
        self.pos += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// A uniform integer in `0..n`, as NumPy's legacy `randint(0, n)` draws it: 32 bits
    /// masked to the smallest power of two above `n - 1`, redrawn while above `n - 1`. Draws
    /// nothing when `n` is 1. `n` must be between 1 and 2^32.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!((1..=1u64 << 32).contains(&n), "below({n}): n out of range");
        let max = (n - 1) as u32;
        if max == 0 {
            return 0;
        }
        let mut mask = max;
        mask |= mask >> 1;
        mask |= mask >> 2;
        mask |= mask >> 4;
        mask |= mask >> 8;
        mask |= mask >> 16;
        loop {
            let v = self.next_u32() & mask;
            if v <= max {
                return v as u64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_reference_generator() {
        // The reference implementation's first output for its standard seed 5489.
        let mut g = Mt19937::new(5489);
        assert_eq!(g.next_u32(), 3_499_211_612);
        // Its 10,000th output (the C++ standard's check of std::mt19937).
        let mut g = Mt19937::new(5489);
        let last = (0..10_000).map(|_| g.next_u32()).last().unwrap();
        assert_eq!(last, 4_123_659_995);
    }

    #[test]
    fn bounded_draws_stay_in_range_and_one_draws_nothing() {
        let mut g = Mt19937::new(0);
        let mut h = g.clone();
        assert_eq!(g.below(1), 0);
        assert_eq!(g.next_u32(), h.next_u32(), "below(1) consumed nothing");
        let mut seen = [0usize; 5];
        for _ in 0..5000 {
            seen[g.below(5) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
    }
}
