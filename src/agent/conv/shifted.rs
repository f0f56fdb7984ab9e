//! Strided convolutions without im2col (the Nature CNN's 8x8 stride-4 layer): space-to-depth,
//! then one GEMM per kernel offset.
//!
//! A `k x k` convolution with stride `s`, where `s` divides `k` and the image's sides, is a
//! `k/s x k/s` convolution with stride 1 over the image rearranged space-to-depth: channel
//! `(ci, ry, rx)` of the rearranged image holds the input's pixels `(s*Y + ry, s*X + rx)`, so
//! it has `cin*s*s` channels of `h/s x w/s`. Its output pixel `(oy, ox)` reads the rearranged
//! pixels `(oy + dy, ox + dx)` for the `k/s x k/s` offsets `(dy, dx)`. Numbering output pixels
//! with the rearranged image's row length (`q = oy * w/s + ox`, where `ox >= ow` are columns of
//! no output, "junk"), offset `(dy, dx)` reads the rearranged image at `q + dy * w/s + dx`:
//! one fixed shift. So each offset is one GEMM over the rearranged image in place, with no
//! column matrix: `wide[c, q] += sum_ch W'[(dy,dx)][c, ch] * img2[ch, q + shift]`.
//!
//! The im2col path writes a column matrix four times the size of the 8x8 layer's input for
//! every image and pass (400 KB; the unfolds took a sixth of the Nature update with one
//! thread, most of it in this layer's stores) and transposes the GEMM's output; here the
//! scratch is the rearranged image and the wide output, a third of that, and the GEMM writes
//! `[cout, pixels]` directly (then the junk columns are dropped).
//!
//! The backward passes use the same shifts: the weight gradient of offset `(dy, dx)` is
//! `dY_wide x img2[.., shift..]^T`, and the input gradient adds `W'^T x dY_wide` onto the
//! rearranged gradient at each shift, then rearranges it back. Junk columns of the output
//! gradient are zeros, so they add nothing.

use super::geometry::{with_scratch, Geometry};
use crate::agent::fused::{matmul, relu_backward, threads};
use gemm::Parallelism;
use rayon::prelude::*;

/// Whether `g` can run as shifted GEMMs: strided, no padding, the stride dividing the kernel
/// and both sides of the image.
///
/// Only for strides of 4 and more, where it was measured faster (batch 32, AVX-512, one
/// thread: the Nature CNN's 8x8 stride-4 layer's forward took 3.1-3.3 ms against im2col's
/// 4.0-4.9 ms, its backward 8.3-9.8 against 10.2-12.1 ms). The 4x4 stride-2 layer's forward was
/// slower this way (2.7-2.8 against 2.4-2.6 ms): its column matrix is smaller against its
/// GEMM, and four GEMMs over 128 channels run slower than one over 512.
pub(super) fn applies(g: &Geometry) -> bool {
    let s = g.stride;
    g.pad == 0 && s >= 4 && g.k.is_multiple_of(s) && g.h.is_multiple_of(s) && g.w.is_multiple_of(s)
}

/// The sizes of the rearranged problem.
#[derive(Clone, Copy)]
struct Shape {
    /// The stride (the rearrangement's block side).
    s: usize,
    /// Offsets per side, `k / s`.
    kk: usize,
    /// The rearranged image's row length, `w / s`.
    w2: usize,
    /// Pixels per rearranged channel of one image, `h/s * w/s`.
    plane: usize,
    /// Rearranged channels, `cin * s * s`.
    c2: usize,
    /// Wide output pixels of one image, `(oh - 1) * w/s + ow`: the last one is the last real
    /// pixel, so the largest shift still reads inside the rearranged image.
    n: usize,
}

impl Shape {
    fn new(g: &Geometry) -> Self {
        let s = g.stride;
        let w2 = g.w / s;
        Self {
            s,
            kk: g.k / s,
            w2,
            plane: (g.h / s) * w2,
            c2: g.cin * s * s,
            n: (g.oh - 1) * w2 + g.ow,
        }
    }

    /// The offsets `(index, shift)`, in the order of the rearranged weights' blocks.
    fn shifts(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.kk * self.kk).map(|i| (i, (i / self.kk) * self.w2 + i % self.kk))
    }

    /// The wide pixels of a group of `images` laid side by side (each image's plane after the
    /// last's): the last image's wide pixels after the others' whole planes.
    fn pixels(&self, images: usize) -> usize {
        (images - 1) * self.plane + self.n
    }

    /// The scratch a group of `images` needs: the rearranged images and the wide outputs.
    fn scratch(&self, g: &Geometry, images: usize) -> usize {
        images * self.plane * (self.c2 + g.cout)
    }
}

/// Images per GEMM at most: a group's images lie side by side in each rearranged channel, so
/// one GEMM per offset covers them all, with fewer calls. Groups of 1, 4, 8 and 16 images
/// measured the same within the noise; 4 keeps a group's scratch (0.7 MB for the 8x8 layer)
/// near the cache.
const GROUP: usize = 4;

/// The group size for a batch of `images`: at most [`GROUP`], and small enough that every
/// thread gets a group.
fn group_of(images: usize) -> usize {
    GROUP.min(images.div_ceil(threads())).max(1)
}

/// `img [cin, h, w]` rearranged space-to-depth into `out`, channel `ch` at `ch * chs`, with
/// the ReLU of each value if `relu`.
fn space_to_depth(g: &Geometry, sh: &Shape, img: &[f32], out: &mut [f32], chs: usize, relu: bool) {
    match (sh.s, relu) {
        (4, false) => s2d::<4, false>(g, sh, img, out, chs),
        (4, true) => s2d::<4, true>(g, sh, img, out, chs),
        (_, false) => s2d::<0, false>(g, sh, img, out, chs),
        (_, true) => s2d::<0, true>(g, sh, img, out, chs),
    }
}

/// [`space_to_depth`] with the stride `S` known at compile time (0: any stride).
fn s2d<const S: usize, const RELU: bool>(
    g: &Geometry,
    sh: &Shape,
    img: &[f32],
    out: &mut [f32],
    chs: usize,
) {
    let s = if S == 0 { sh.s } else { S };
    for ci in 0..g.cin {
        for (row, src) in img[ci * g.h * g.w..][..g.h * g.w]
            .chunks_exact(g.w)
            .enumerate()
        {
            let (y, ry) = (row / s, row % s);
            let base = (ci * s + ry) * s * chs + y * sh.w2;
            for (x, block) in src.chunks_exact(s).enumerate() {
                for (rx, &v) in block.iter().enumerate() {
                    out[base + rx * chs + x] = if RELU { v.max(0.0) } else { v };
                }
            }
        }
    }
}

/// The inverse of [`space_to_depth`]: `dx [cin, h, w]` from `d2` (channel `ch` at `ch * chs`),
/// zero where `relu_of` (the forward's input, if it took the ReLU) is not positive.
fn depth_to_space(
    g: &Geometry,
    sh: &Shape,
    d2: &[f32],
    chs: usize,
    dx: &mut [f32],
    relu_of: Option<&[f32]>,
) {
    let s = sh.s;
    for ci in 0..g.cin {
        for (row, dst) in dx[ci * g.h * g.w..][..g.h * g.w]
            .chunks_exact_mut(g.w)
            .enumerate()
        {
            let (y, ry) = (row / s, row % s);
            let base = (ci * s + ry) * s * chs + y * sh.w2;
            for (x, block) in dst.chunks_exact_mut(s).enumerate() {
                for (rx, d) in block.iter_mut().enumerate() {
                    *d = d2[base + rx * chs + x];
                }
            }
        }
    }
    if let Some(x) = relu_of {
        relu_backward(dx, x);
    }
}

/// The weights `[cout, cin, k, k]` rearranged into one `[cout, cin*s*s]` block per offset:
/// `W'[(dy,dx)][c, (ci,ry,rx)] = W[c, ci, s*dy + ry, s*dx + rx]`.
fn shift_weights(g: &Geometry, sh: &Shape, w: &[f32]) -> Vec<f32> {
    let mut out = vec![0f32; w.len()];
    for_each_tap(g, sh, |src, dst| out[dst] = w[src]);
    out
}

/// The inverse of [`shift_weights`] (for the weight gradient).
fn unshift_weights(g: &Geometry, sh: &Shape, wsh: &[f32]) -> Vec<f32> {
    let mut out = vec![0f32; wsh.len()];
    for_each_tap(g, sh, |src, dst| out[src] = wsh[dst]);
    out
}

/// Calls `f(index in [cout, cin, k, k], index in the shifted blocks)` for every weight.
fn for_each_tap(g: &Geometry, sh: &Shape, mut f: impl FnMut(usize, usize)) {
    let (s, kk) = (sh.s, sh.kk);
    for c in 0..g.cout {
        for ci in 0..g.cin {
            for ki in 0..g.k {
                for kj in 0..g.k {
                    let src = ((c * g.cin + ci) * g.k + ki) * g.k + kj;
                    let block = (ki / s) * kk + kj / s;
                    let ch = (ci * s + ki % s) * s + kj % s;
                    f(src, (block * g.cout + c) * sh.c2 + ch);
                }
            }
        }
    }
}

/// The output gradients of a group of images `[images, cout, oh*ow]` spread onto the wide
/// pixels, `wide[c * chs + image * plane + q]`, zeros in the junk columns.
fn widen(g: &Geometry, sh: &Shape, dy: &[f32], wide: &mut [f32], chs: usize) {
    wide.fill(0.0);
    for (j, image) in dy.chunks_exact(g.cout * g.p()).enumerate() {
        for (c, src) in image.chunks_exact(g.p()).enumerate() {
            let dst = &mut wide[c * chs + j * sh.plane..];
            for (oy, row) in src.chunks_exact(g.ow).enumerate() {
                dst[oy * sh.w2..][..g.ow].copy_from_slice(row);
            }
        }
    }
}

/// Runs `one(first image, sources, destinations)` for every group of images of a batch, `src`
/// and `dst` in blocks of `src_len` and `dst_len` per image, in parallel when there is more
/// than one group and thread.
fn per_group<R: Send>(
    (src, src_len): (&[f32], usize),
    (dst, dst_len): (&mut [f32], usize),
    one: impl Fn(usize, &[f32], &mut [f32]) -> R + Sync,
) -> Vec<R> {
    let images = src.len() / src_len;
    let group = group_of(images);
    if images > group && threads() > 1 {
        dst.par_chunks_mut(group * dst_len)
            .zip(src.par_chunks(group * src_len))
            .enumerate()
            .map(|(i, (d, s))| one(i * group, s, d))
            .collect()
    } else {
        dst.chunks_mut(group * dst_len)
            .zip(src.chunks(group * src_len))
            .enumerate()
            .map(|(i, (d, s))| one(i * group, s, d))
            .collect()
    }
}

/// Forward: `out[b] = bias + conv(act(x[b]), w)`, `act` the ReLU if `relu`.
pub(super) fn forward(
    g: &Geometry,
    x: &[f32],
    w: &[f32],
    bias: Option<&[f32]>,
    relu: bool,
) -> Vec<f32> {
    let sh = Shape::new(g);
    let wsh = shift_weights(g, &sh, w);
    let mut out = vec![0f32; g.batch * g.cout * g.p()];
    per_group(
        (x, g.image_len()),
        (&mut out, g.cout * g.p()),
        |_, imgs, dst| {
            let images = imgs.len() / g.image_len();
            let (chs, m) = (images * sh.plane, sh.pixels(images));
            with_scratch(sh.scratch(g, images), |scratch| {
                let (img2, wide) = scratch.split_at_mut(sh.c2 * chs);
                for (j, img) in imgs.chunks_exact(g.image_len()).enumerate() {
                    space_to_depth(g, &sh, img, &mut img2[j * sh.plane..], chs, relu);
                }
                for (c, row) in wide.chunks_exact_mut(chs).enumerate() {
                    row.fill(bias.map_or(0.0, |b| b[c]));
                }
                for (i, shift) in sh.shifts() {
                    // dst[m = pixel, n = channel] = wide[c * chs + q]; lhs[m = pixel, k = ch] =
                    // img2[shift + ch * chs + q], read in place; rhs[k = ch, n = c] = W'[i][c, ch].
                    matmul(
                        (m, g.cout, sh.c2),
                        wide,
                        (1, chs),
                        true,
                        &img2[shift..],
                        (1, chs),
                        &wsh[i * g.cout * sh.c2..][..g.cout * sh.c2],
                        (1, sh.c2),
                        Parallelism::None,
                    );
                }
                for (j, image) in dst.chunks_exact_mut(g.cout * g.p()).enumerate() {
                    for (c, out) in image.chunks_exact_mut(g.p()).enumerate() {
                        let src = &wide[c * chs + j * sh.plane..];
                        for (oy, row) in out.chunks_exact_mut(g.ow).enumerate() {
                            row.copy_from_slice(&src[oy * sh.w2..][..g.ow]);
                        }
                    }
                }
            })
        },
    );
    out
}

/// Weight gradient: `dW = sum_b dY[b] x unfold(act(x[b]))^T`, one GEMM per offset and group.
pub(super) fn weight_grad(g: &Geometry, x: &[f32], dy: &[f32], relu: bool) -> Vec<f32> {
    let sh = Shape::new(g);
    let len = g.cout * g.ckk();
    let group = group_of(g.batch);
    // The groups' partial sums, added at the end.
    let partial = |(imgs, dyg): (&[f32], &[f32])| {
        let images = imgs.len() / g.image_len();
        let (chs, m) = (images * sh.plane, sh.pixels(images));
        let mut dwsh = vec![0f32; len];
        with_scratch(sh.scratch(g, images), |scratch| {
            let (img2, wide) = scratch.split_at_mut(sh.c2 * chs);
            for (j, img) in imgs.chunks_exact(g.image_len()).enumerate() {
                space_to_depth(g, &sh, img, &mut img2[j * sh.plane..], chs, relu);
            }
            widen(g, &sh, dyg, wide, chs);
            for (k, shift) in sh.shifts() {
                // dst[m = ch, n = c] = W'[k][c, ch]; lhs[m = ch, k = pixel] =
                // img2[shift + ch * chs + q]; rhs[k = pixel, n = c] = wide[c * chs + q].
                matmul(
                    (sh.c2, g.cout, m),
                    &mut dwsh[k * g.cout * sh.c2..][..g.cout * sh.c2],
                    (1, sh.c2),
                    false,
                    &img2[shift..],
                    (chs, 1),
                    wide,
                    (1, chs),
                    Parallelism::None,
                );
            }
        });
        dwsh
    };
    let (x_len, dy_len) = (group * g.image_len(), group * g.cout * g.p());
    let parts: Vec<Vec<f32>> = if g.batch > group && threads() > 1 {
        x.par_chunks(x_len)
            .zip(dy.par_chunks(dy_len))
            .map(partial)
            .collect()
    } else {
        x.chunks(x_len)
            .zip(dy.chunks(dy_len))
            .map(partial)
            .collect()
    };
    let mut parts = parts.into_iter();
    let mut dwsh = parts.next().unwrap_or_else(|| vec![0f32; len]);
    for part in parts {
        for (a, b) in dwsh.iter_mut().zip(part) {
            *a += b;
        }
    }
    unshift_weights(g, &sh, &dwsh)
}

/// Input gradient: `dX[b]`, the transposed convolution of `dY[b]`, zeroed where `x <= 0` if the
/// forward took the ReLU of `x` (`relu_of`).
pub(super) fn input_grad(g: &Geometry, w: &[f32], dy: &[f32], relu_of: Option<&[f32]>) -> Vec<f32> {
    let sh = Shape::new(g);
    let wsh = shift_weights(g, &sh, w);
    let mut dx = vec![0f32; g.batch * g.image_len()];
    per_group(
        (dy, g.cout * g.p()),
        (&mut dx, g.image_len()),
        |first, dyg, imgs| {
            let images = dyg.len() / (g.cout * g.p());
            let (chs, m) = (images * sh.plane, sh.pixels(images));
            with_scratch(sh.scratch(g, images), |scratch| {
                let (d2, wide) = scratch.split_at_mut(sh.c2 * chs);
                d2.fill(0.0);
                widen(g, &sh, dyg, wide, chs);
                for (i, shift) in sh.shifts() {
                    // dst[m = ch, n = pixel] = d2[shift + ch * chs + q]; lhs[m = ch, k = c] =
                    // W'[i][c, ch]; rhs[k = c, n = pixel] = wide[c * chs + q].
                    matmul(
                        (sh.c2, m, g.cout),
                        &mut d2[shift..],
                        (chs, 1),
                        true,
                        &wsh[i * g.cout * sh.c2..][..g.cout * sh.c2],
                        (1, sh.c2),
                        wide,
                        (chs, 1),
                        Parallelism::None,
                    );
                }
                for (j, img) in imgs.chunks_exact_mut(g.image_len()).enumerate() {
                    let b = first + j;
                    let relu_of = relu_of.map(|x| &x[b * g.image_len()..][..g.image_len()]);
                    depth_to_space(g, &sh, &d2[j * sh.plane..], chs, img, relu_of);
                }
            })
        },
    );
    dx
}
