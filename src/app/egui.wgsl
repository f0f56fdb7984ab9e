// egui's shader for the app's window: the bindings and vertex layout of bevy_egui 0.42's own
// (which this replaces, see src/app/egui_shader.rs), with its sRGB conversions computed from
// square roots and fitted polynomials instead of `pow`. Software renderers (Mesa's llvmpipe)
// spend most of a frame in this shader, and two `pow`s per colour channel were most of it.
// The L0-L5 and G0-G5 fields in braces are the fitted coefficients, filled in by
// egui_shader.rs.

struct Transform {
    scale: vec2<f32>,
    translation: vec2<f32>,
}

struct VertexInput {
    @location(0) position: vec2<f32>,
    @location(1) uv: vec2<f32>,
    @location(2) color: vec4<f32>,
}

struct VertexOutput {
    @builtin(position) position: vec4<f32>,
    @location(0) color: vec4<f32>,
    @location(1) uv: vec2<f32>,
}

@group(0) @binding(0) var<uniform> transform: Transform;

#ifdef BINDLESS
@group(1) @binding(0) var image_texture: binding_array<texture_2d<f32>>;
@group(1) @binding(1) var image_sampler: binding_array<sampler>;

struct BindlessOffset {
    offset: u32,
};
var<immediate> offset: BindlessOffset;
#else
@group(1) @binding(0) var image_texture: texture_2d<f32>;
@group(1) @binding(1) var image_sampler: sampler;
#endif

// Linear from sRGB gamma (0-1): x / 12.92 below the knee, else a polynomial in x and sqrt(x)
// for ((x + 0.055) / 1.055)^2.4.
fn linear_from_gamma_rgb(srgb: vec3<f32>) -> vec3<f32> {
    let x = clamp(srgb, vec3<f32>(0.0), vec3<f32>(1.0));
    let s = sqrt(x);
    let curve = {L0} + x * ({L1} + s * {L2} + x * ({L3} + s * {L4} + x * {L5}));
    return select(curve, x / 12.92, x < vec3<f32>(0.04045));
}

// sRGB gamma from linear (0-1): 12.92 l below the knee, else a sum of l's square, fourth and
// eighth roots for 1.055 l^(1/2.4) - 0.055.
fn gamma_from_linear_rgb(rgb: vec3<f32>) -> vec3<f32> {
    let l = clamp(rgb, vec3<f32>(0.0), vec3<f32>(1.0));
    let s1 = sqrt(l);
    let s2 = sqrt(s1);
    let s3 = sqrt(s2);
    let curve = {G0} + {G1} * s1 + {G2} * s2 + {G3} * s3 + {G4} * l + {G5} * s1 * s2;
    return select(curve, l * 12.92, l < vec3<f32>(0.0031308));
}

@vertex
fn vs_main(in: VertexInput) -> VertexOutput {
    let position = in.position * transform.scale + transform.translation;
    return VertexOutput(vec4<f32>(position, 0.0, 1.0), in.color, in.uv);
}

@fragment
fn fs_main(in: VertexOutput) -> @location(0) vec4<f32> {
    #ifdef BINDLESS
    let image_texture = image_texture[offset.offset];
    let image_sampler = image_sampler[offset.offset];
    #endif

    // As egui does: the texture and the vertex colour multiply in gamma space.
    let texture_linear = textureSample(image_texture, image_sampler, in.uv);
    let color_gamma = vec4<f32>(gamma_from_linear_rgb(texture_linear.rgb), texture_linear.a) * in.color;
    return vec4<f32>(linear_from_gamma_rgb(color_gamma.rgb), color_gamma.a);
}
