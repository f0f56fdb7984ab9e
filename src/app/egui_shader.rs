//! What the window spends on drawing, kept small for software renderers (Mesa's llvmpipe
//! draws a frame on the same CPU cores as the training).
//!
//! - egui's shader is replaced by one with the same bindings whose sRGB conversions use
//!   square roots and fitted polynomials instead of `pow`: for every 8-bit texel and vertex
//!   colour it gives the same 8-bit result as the exact conversions (tested below), in about
//!   a third of the fragment time.
//! - The panels are not filled: the camera clears the window to the panel colour instead,
//!   which a software renderer does far faster than a million blended fragments.

use bevy::prelude::*;
use bevy_egui::egui;

/// Coefficients of `linear_from_gamma_rgb` above the knee (0.04045): `L0 + x (L1 + s L2 +
/// x (L3 + s L4 + x L5))` with `s = sqrt(x)`, least-squares fitted to
/// `((x + 0.055) / 1.055)^2.4`.
const LINEAR_FROM_GAMMA: [f32; 6] = [
    8.505_411e-4,
    3.246_383e-2,
    4.493_807e-2,
    2.203_999_7e-1,
    7.397_614e-1,
    -3.841_597_5e-2,
];

/// Coefficients of `gamma_from_linear_rgb` above the knee (0.0031308): `G0 + G1 s1 + G2 s2 +
/// G3 s3 + G4 l + G5 s1 s2` with `s1, s2, s3` the square, fourth and eighth roots of `l`,
/// least-squares fitted to `1.055 l^(1/2.4) - 0.055`.
const GAMMA_FROM_LINEAR: [f32; 6] = [
    -3.099_353_7e-2,
    8.671_229e-1,
    4.671_078e-1,
    -1.760_095e-1,
    2.682_129e-2,
    -1.540_455_5e-1,
];

/// The shader's source with the coefficients filled in.
fn source() -> String {
    let mut wgsl = include_str!("egui.wgsl").to_string();
    for (prefix, coefficients) in [("L", LINEAR_FROM_GAMMA), ("G", GAMMA_FROM_LINEAR)] {
        for (i, c) in coefficients.iter().enumerate() {
            // `{:?}` always writes a decimal point or an exponent: a WGSL float literal.
            wgsl = wgsl.replace(&format!("{{{prefix}{i}}}"), &format!("{c:?}"));
        }
    }
    wgsl
}

/// Replaces bevy_egui's shader with ours, clears the window to the panel colour and leaves
/// the panels unfilled. Call after adding `EguiPlugin`.
pub(super) fn install(app: &mut App) {
    let shader = bevy::shader::Shader::from_wgsl(source(), "reincarnate/app/egui.wgsl");
    let mut shaders = app
        .world_mut()
        .resource_mut::<Assets<bevy::shader::Shader>>();
    if let Err(e) = shaders.insert(bevy_egui::render::EGUI_SHADER_HANDLE.id(), shader) {
        // Not expected; egui's own shader stays, which draws the same, only slower.
        warn!("egui's faster shader could not be installed: {e}");
    }
    let [r, g, b, _] = egui::Visuals::dark().panel_fill.to_array();
    app.insert_resource(ClearColor(Color::srgb_u8(r, g, b)))
        .add_systems(bevy_egui::EguiPrimaryContextPass, unfilled_panels);
}

/// Panels without a fill of their own, set once: the window's clear colour shows through.
/// The plots draw no background of their own either (`show_background(false)` where they are
/// made): on a software renderer their dark fills were a fifth of the drawing's CPU.
fn unfilled_panels(mut contexts: bevy_egui::EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        let ctx = contexts.ctx_mut()?;
        ctx.all_styles_mut(|style| style.visuals.panel_fill = egui::Color32::TRANSPARENT);
        *done = true;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exact_linear(x: f64) -> f64 {
        if x < 0.04045 {
            x / 12.92
        } else {
            ((x + 0.055) / 1.055).powf(2.4)
        }
    }

    fn exact_gamma(l: f64) -> f64 {
        if l < 0.003_130_8 {
            l * 12.92
        } else {
            1.055 * l.powf(1.0 / 2.4) - 0.055
        }
    }

    /// The shader's `linear_from_gamma_rgb`, one channel, in f32 as on the GPU.
    fn linear(x: f32) -> f32 {
        let [l0, l1, l2, l3, l4, l5] = LINEAR_FROM_GAMMA;
        let x = x.clamp(0.0, 1.0);
        let s = x.sqrt();
        if x < 0.04045 {
            x / 12.92
        } else {
            l0 + x * (l1 + s * l2 + x * (l3 + s * l4 + x * l5))
        }
    }

    /// The shader's `gamma_from_linear_rgb`, one channel.
    fn gamma(l: f32) -> f32 {
        let [g0, g1, g2, g3, g4, g5] = GAMMA_FROM_LINEAR;
        let l = l.clamp(0.0, 1.0);
        let (s1, s2, s3) = (l.sqrt(), l.sqrt().sqrt(), l.sqrt().sqrt().sqrt());
        if l < 0.003_130_8 {
            l * 12.92
        } else {
            g0 + g1 * s1 + g2 * s2 + g3 * s3 + g4 * l + g5 * s1 * s2
        }
    }

    /// What an sRGB target stores for a linear value.
    fn stored(linear: f64) -> u8 {
        (exact_gamma(linear.clamp(0.0, 1.0)) * 255.0).round() as u8
    }

    #[test]
    fn the_fitted_conversions_give_egui_s_colours_to_the_last_bit() {
        let mut differ = 0;
        for texel in 0..=255u8 {
            // The sampler decodes the sRGB texel to linear.
            let sampled = exact_linear(texel as f64 / 255.0);
            for colour in 0..=255u8 {
                let c = colour as f64 / 255.0;
                let exact = exact_linear(exact_gamma(sampled) * c);
                let ours = linear(gamma(sampled as f32) * c as f32) as f64;
                if stored(exact) != stored(ours) {
                    differ += 1;
                }
            }
        }
        assert_eq!(
            differ, 0,
            "{differ} of 65,536 texel and colour pairs differ"
        );
        // White stays white, black black.
        assert_eq!(stored(linear(gamma(1.0)) as f64), 255);
        assert_eq!(stored(linear(gamma(0.0)) as f64), 0);
    }

    #[test]
    fn the_shader_gets_every_coefficient() {
        let wgsl = source();
        assert!(!wgsl.contains("{L") && !wgsl.contains("{G"), "{wgsl}");
        for c in LINEAR_FROM_GAMMA.iter().chain(&GAMMA_FROM_LINEAR) {
            assert!(wgsl.contains(&format!("{c:?}")), "{c:?} missing");
        }
        assert!(wgsl.contains("fn fs_main") && wgsl.contains("#ifdef BINDLESS"));
    }
}
