//! The tile transforms of Winograd's F(2x2, 3x3) (Lavin and Gray, 2016), for one channel of
//! one chunk of whole tile rows:
//!
//! - input: `V = B^T d B` of each 4x4 input patch `d` (stride 2, the ReLU of the input taken
//!   as it is read), first along rows into `h`, then down columns;
//! - output: `Y = A^T M A`, the 2x2 outputs of each tile, plus the bias;
//! - output gradient: `M' = A dY A^T` of each 2x2 block of the output's gradient, the
//!   weight gradient's counterpart of `V`.
//!
//! ```text
//! B^T = | 1  0 -1  0 |   G = | 1    0    0   |   A^T = | 1  1  1  0 |
//!       | 0  1  1  0 |       | 1/2  1/2  1/2 |         | 0  1 -1 -1 |
//!       | 0 -1  1  0 |       | 1/2 -1/2  1/2 |
//!       | 0  1  0 -1 |       | 0    0    1   |
//! ```
//!
//! Position `xi = 4 i + j` of a transformed tile goes to row `xi` of the chunk's matrices;
//! tile `t = r * l + tx` (tile row `r` of the chunk, column `tx`) to column `t`, where each
//! row has `l = tw + 1` columns: one more than it has tiles. With that one junk column, a
//! tile's neighbours one padded input row (or tile row) down lie a fixed `l` columns on, so
//! every transform is a few long loops over the whole chunk with constant shifts, which the
//! compiler vectorises, instead of many loops of one row's 6 to 21 tiles. The junk columns
//! cost 5-14% more products and are never written out; in the weight gradient their output
//! gradients are zeros, so they add nothing.

/// One chunk of tile rows of one image: its rows, the tile grid, and where its columns lie.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rows {
    /// The image's height and width.
    pub(super) h: usize,
    pub(super) w: usize,
    /// Tiles per row, `ceil(w / 2)`.
    pub(super) tw: usize,
    /// The chunk's first tile row and its number of tile rows.
    pub(super) ty0: usize,
    pub(super) rows: usize,
    /// Columns of the chunk's matrices: `rows * l` rounded up to a multiple of 8 (the
    /// columns past `rows * l` are zeros).
    pub(super) tp: usize,
}

impl Rows {
    /// Columns per tile row: its tiles and one junk column.
    pub(super) fn l(&self) -> usize {
        self.tw + 1
    }

    /// Columns of the chunk that are tiles or junk (without the padding to `tp`).
    pub(super) fn tiles(&self) -> usize {
        self.rows * self.l()
    }

    /// Scratch floats [`input`] needs (more than [`output`] and [`output_grad`] do).
    pub(super) fn input_scratch(&self) -> usize {
        4 * ((self.rows + 1) * self.l() + 1) + 8 * (self.tp + self.l())
    }
}

/// `v[k] = act(x[2k])` and `e[k + 1] = act(x[2k + 1])`: a row split by parity (for the input
/// transform, whose padded column `p` is input column `p - 1`), zeros past the row.
#[inline(always)]
fn split_row(src: &[f32], relu: bool, e: &mut [f32], o: &mut [f32], e_from: usize) {
    e.fill(0.0);
    o.fill(0.0);
    let act = |v: f32| if relu { v.max(0.0) } else { v };
    let full = src.len() / 2;
    for ((pair, o), e) in src[..2 * full]
        .chunks_exact(2)
        .zip(&mut o[..full])
        .zip(&mut e[e_from..e_from + full])
    {
        *o = act(pair[0]);
        *e = act(pair[1]);
    }
    if src.len() % 2 == 1 {
        o[full] = act(src[2 * full]);
    }
}

/// `V = B^T d B` for every tile of the chunk, of one channel `plane [h, w]`, written to
/// `v[xi * stride + t]` (`stride` floats between positions), with the ReLU of each input value
/// if `relu`. `scratch` holds [`Rows::input_scratch`] floats.
#[inline(always)]
pub(super) fn input(
    c: &Rows,
    plane: &[f32],
    relu: bool,
    v: &mut [f32],
    stride: usize,
    scratch: &mut [f32],
) {
    let (l, tp) = (c.l(), c.tp);
    // Padded input rows 2 ty0 - 1 + pr for pr < 2 (rows + 1), by parity: row pr is row
    // pr / 2 of its parity's arrays. Each row split by column parity: padded column p is
    // input column p - 1, so the even ones are `e[k] = x[2k - 1]`, the odd ones `o[k] =
    // x[2k]`, and a tile's four columns are e[tx], o[tx], e[tx + 1], o[tx + 1].
    let q = c.rows + 1;
    let n_eo = q * l + 1;
    let n_h = tp + l;
    let (eo, h) = scratch[..4 * n_eo + 8 * n_h].split_at_mut(4 * n_eo);
    let mut eo = eo.chunks_exact_mut(n_eo);
    let mut h = h.chunks_exact_mut(n_h);
    for parity in 0..2 {
        let (e, o) = (eo.next().expect("e"), eo.next().expect("o"));
        for k in 0..q {
            let at = k * l..(k + 1) * l;
            let (ek, ok) = (&mut e[at.clone()], &mut o[at]);
            match (2 * (c.ty0 + k) + parity)
                .checked_sub(1)
                .filter(|&y| y < c.h)
            {
                Some(y) => split_row(&plane[y * c.w..(y + 1) * c.w], relu, ek, ok, 1),
                None => {
                    ek.fill(0.0);
                    ok.fill(0.0);
                }
            }
        }
        e[q * l] = 0.0;
        o[q * l] = 0.0;
        // Along rows, all of this parity's rows in one pass.
        let n = q * l;
        let (e0, e1, o0, o1) = (&e[..n], &e[1..=n], &o[..n], &o[1..=n]);
        let mut next = || h.next().expect("h");
        let (h0, h1, h2, h3) = (next(), next(), next(), next());
        for (d, (a, b)) in h0[..n].iter_mut().zip(e0.iter().zip(e1)) {
            *d = a - b;
        }
        for (d, (a, b)) in h1[..n].iter_mut().zip(o0.iter().zip(e1)) {
            *d = a + b;
        }
        for (d, (a, b)) in h2[..n].iter_mut().zip(e1.iter().zip(o0)) {
            *d = a - b;
        }
        for (d, (a, b)) in h3[..n].iter_mut().zip(o0.iter().zip(o1)) {
            *d = a - b;
        }
        for hj in [h0, h1, h2, h3] {
            hj[n..].fill(0.0);
        }
    }
    // Down columns: tile row r reads padded rows 2r, 2r + 1 (column t of the even and odd
    // arrays) and 2r + 2, 2r + 3 (column t + l).
    let h = &scratch[4 * n_eo..4 * n_eo + 8 * n_h];
    for j in 0..4 {
        let he = &h[j * n_h..(j + 1) * n_h];
        let ho = &h[(4 + j) * n_h..(5 + j) * n_h];
        let (e0, e1, o0, o1) = (&he[..tp], &he[l..l + tp], &ho[..tp], &ho[l..l + tp]);
        let out = |i: usize| (4 * i + j) * stride..(4 * i + j) * stride + tp;
        for (d, (a, b)) in v[out(0)].iter_mut().zip(e0.iter().zip(e1)) {
            *d = a - b;
        }
        for (d, (a, b)) in v[out(1)].iter_mut().zip(o0.iter().zip(e1)) {
            *d = a + b;
        }
        for (d, (a, b)) in v[out(2)].iter_mut().zip(e1.iter().zip(o0)) {
            *d = a - b;
        }
        for (d, (a, b)) in v[out(3)].iter_mut().zip(o0.iter().zip(o1)) {
            *d = a - b;
        }
    }
    for xi in 0..16 {
        v[xi * stride + c.tiles()..xi * stride + tp].fill(0.0);
    }
}

/// `Y = A^T M A + bias` for every tile of the chunk, of one output channel: `m[xi * stride +
/// t]` in, the chunk's output rows of `plane` (rows `2 ty0 ..`, as many as the image has) out.
/// `scratch` holds `4 * tp` floats.
#[inline(always)]
pub(super) fn output(
    c: &Rows,
    m: &[f32],
    stride: usize,
    bias: f32,
    plane: &mut [f32],
    scratch: &mut [f32],
) {
    let (l, n) = (c.l(), c.tiles());
    let ms: [&[f32]; 16] = std::array::from_fn(|xi| &m[xi * stride..xi * stride + n]);
    let mut ys = scratch[..4 * n].chunks_exact_mut(n);
    let mut next = || ys.next().expect("y");
    let (y00, y01, y10, y11) = (next(), next(), next(), next());
    for t in 0..n {
        let at = |xi: usize| ms[xi][t];
        // Over the tile's rows (A^T's two rows), then its columns.
        let top: [f32; 4] = std::array::from_fn(|j| at(j) + at(4 + j) + at(8 + j));
        let bottom: [f32; 4] = std::array::from_fn(|j| at(4 + j) - at(8 + j) - at(12 + j));
        y00[t] = top[0] + top[1] + top[2] + bias;
        y01[t] = top[1] - top[2] - top[3] + bias;
        y10[t] = bottom[0] + bottom[1] + bottom[2] + bias;
        y11[t] = bottom[1] - bottom[2] - bottom[3] + bias;
    }
    let full = c.w / 2;
    for r in 0..c.rows {
        let y = 2 * (c.ty0 + r);
        for (half, (left, right)) in [(0usize, (&*y00, &*y01)), (1, (&*y10, &*y11))] {
            if y + half >= c.h {
                continue;
            }
            let dst = &mut plane[(y + half) * c.w..(y + half + 1) * c.w];
            let (left, right) = (&left[r * l..r * l + c.tw], &right[r * l..r * l + c.tw]);
            for ((pair, a), b) in dst[..2 * full].chunks_exact_mut(2).zip(left).zip(right) {
                pair[0] = *a;
                pair[1] = *b;
            }
            if c.w % 2 == 1 {
                dst[2 * full] = left[full];
            }
        }
    }
}

/// `M' = A dY A^T` for every tile of the chunk, of one output channel's gradient `plane [h,
/// w]` (zero past the image's last row and column, and in the junk columns), written to
/// `mg[xi * stride + t]`. `scratch` holds `4 * tp` floats.
#[inline(always)]
pub(super) fn output_grad(
    c: &Rows,
    plane: &[f32],
    mg: &mut [f32],
    stride: usize,
    scratch: &mut [f32],
) {
    let (l, n) = (c.l(), c.tiles());
    let mut parts = scratch[..4 * n].chunks_exact_mut(n);
    let mut next = || parts.next().expect("part");
    let (e0, o0, e1, o1) = (next(), next(), next(), next());
    // Each block's two rows, split into even and odd columns; row r of the chunk at r * l.
    for r in 0..c.rows {
        let y = 2 * (c.ty0 + r);
        for (half, e, o) in [(0usize, &mut *e0, &mut *o0), (1, &mut *e1, &mut *o1)] {
            let (e, o) = (&mut e[r * l..(r + 1) * l], &mut o[r * l..(r + 1) * l]);
            if y + half < c.h {
                // Even columns are x[2k], odd ones x[2k + 1].
                split_row(
                    &plane[(y + half) * c.w..(y + half + 1) * c.w],
                    false,
                    o,
                    e,
                    0,
                );
            } else {
                e.fill(0.0);
                o.fill(0.0);
            }
        }
    }
    // Rows of A over the block's two rows (z_i, its even and odd columns), then the columns
    // of A^T.
    for i in 0..4 {
        let z = |a: f32, b: f32| match i {
            0 => a,
            1 => a + b,
            2 => a - b,
            _ => -b,
        };
        let out = |j: usize| (4 * i + j) * stride..(4 * i + j) * stride + n;
        let (r0, rest) = mg.split_at_mut(out(1).start);
        let (r1, rest) = rest.split_at_mut(stride);
        let (r2, r3) = rest.split_at_mut(stride);
        let (d0, d1, d2, d3) = (&mut r0[out(0)], &mut r1[..n], &mut r2[..n], &mut r3[..n]);
        for t in 0..n {
            let (ze, zo) = (z(e0[t], e1[t]), z(o0[t], o1[t]));
            d0[t] = ze;
            d1[t] = ze + zo;
            d2[t] = ze - zo;
            d3[t] = -zo;
        }
    }
    for xi in 0..16 {
        mg[xi * stride + n..xi * stride + c.tp].fill(0.0);
    }
}

/// `U = G g G^T` of one 3x3 kernel `g` (row-major) into the 16 values `u` (row-major 4x4).
pub(super) fn kernel(g: &[f32], u: &mut [f32; 16]) {
    // G g: 4x3.
    let mut gg = [[0f32; 3]; 4];
    for c in 0..3 {
        let (a, b, d) = (g[c], g[3 + c], g[6 + c]);
        gg[0][c] = a;
        gg[1][c] = 0.5 * (a + b + d);
        gg[2][c] = 0.5 * (a - b + d);
        gg[3][c] = d;
    }
    for (i, row) in gg.iter().enumerate() {
        let (a, b, d) = (row[0], row[1], row[2]);
        u[4 * i] = a;
        u[4 * i + 1] = 0.5 * (a + b + d);
        u[4 * i + 2] = 0.5 * (a - b + d);
        u[4 * i + 3] = d;
    }
}

/// `dg = G^T dU G`: the 3x3 kernel gradient (row-major) from the 16 transformed values.
pub(super) fn kernel_grad(du: &[f32; 16], dg: &mut [f32]) {
    // G^T dU: 3x4, G^T = [[1, 1/2, 1/2, 0], [0, 1/2, -1/2, 0], [0, 1/2, 1/2, 1]].
    let mut t = [[0f32; 4]; 3];
    for j in 0..4 {
        let (a, b, c, d) = (du[j], du[4 + j], du[8 + j], du[12 + j]);
        t[0][j] = a + 0.5 * (b + c);
        t[1][j] = 0.5 * (b - c);
        t[2][j] = 0.5 * (b + c) + d;
    }
    for (i, row) in t.iter().enumerate() {
        let (a, b, c, d) = (row[0], row[1], row[2], row[3]);
        dg[3 * i] = a + 0.5 * (b + c);
        dg[3 * i + 1] = 0.5 * (b - c);
        dg[3 * i + 2] = 0.5 * (b + c) + d;
    }
}
