//! The colours of the Atari screen. ALE hands out the screen as palette indices cheaply
//! (`getScreen`, a copy) and as RGB expensively (`getScreenRGB`, a per-pixel lookup that costs
//! more than a tenth of an environment step). We fetch indices and learn each emulator's
//! palette from ALE itself the first time a colour appears, so the RGB values are exactly
//! ALE's whatever palette (NTSC, PAL, SECAM) the game uses.

/// Index -> RGB for the colours seen so far.
#[derive(Clone, Debug)]
pub struct Palette {
    rgb: [[u8; 3]; 256],
    known: [bool; 256],
}

impl Default for Palette {
    fn default() -> Self {
        Self {
            rgb: [[0; 3]; 256],
            known: [false; 256],
        }
    }
}

impl Palette {
    /// A palette where index `i` is the grey `(i, i, i)`, every index known (for tests).
    pub fn grey_ramp() -> Self {
        let mut p = Self::default();
        for i in 0..256 {
            p.rgb[i] = [i as u8; 3];
            p.known[i] = true;
        }
        p
    }

    /// The RGB colour of index `i` (black while unknown).
    #[inline]
    pub fn rgb(&self, i: u8) -> [u8; 3] {
        self.rgb[i as usize]
    }

    /// Whether any index in `indices` has no known colour yet.
    pub fn has_unknown(&self, indices: &[u8]) -> bool {
        indices.iter().any(|&i| !self.known[i as usize])
    }

    /// Learns the colours of `indices` from the same screen in RGB (`rgb` = 3 bytes per
    /// index).
    pub fn learn(&mut self, indices: &[u8], rgb: &[u8]) {
        for (&i, px) in indices.iter().zip(rgb.chunks_exact(3)) {
            let i = i as usize;
            if !self.known[i] {
                self.rgb[i] = [px[0], px[1], px[2]];
                self.known[i] = true;
            }
        }
    }

    /// Writes the RGB pixels of `indices` into `rgb`.
    /// Every colour learned so far: its index and RGB.
    pub fn known_colours(&self) -> Vec<(u8, [u8; 3])> {
        (0..=255u8)
            .filter(|&i| self.known[i as usize])
            .map(|i| (i, self.rgb[i as usize]))
            .collect()
    }

    /// A palette that knows exactly `colours` (as [`Palette::known_colours`] lists them).
    pub fn from_known(colours: &[(u8, [u8; 3])]) -> Self {
        let mut p = Self::default();
        for &(i, rgb) in colours {
            p.rgb[i as usize] = rgb;
            p.known[i as usize] = true;
        }
        p
    }

    pub fn to_rgb(&self, indices: &[u8], rgb: &mut [u8]) {
        for (&i, px) in indices.iter().zip(rgb.chunks_exact_mut(3)) {
            px.copy_from_slice(&self.rgb[i as usize]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learns_colours_once_and_converts() {
        let mut p = Palette::default();
        assert!(p.has_unknown(&[2]));
        p.learn(&[2, 4, 2], &[1, 2, 3, 4, 5, 6, 9, 9, 9]);
        assert!(!p.has_unknown(&[2, 4]));
        let mut rgb = [0u8; 6];
        p.to_rgb(&[4, 2], &mut rgb);
        assert_eq!(rgb, [4, 5, 6, 1, 2, 3], "the first sighting wins");
    }
}
