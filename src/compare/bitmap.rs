//! An RGB bitmap that `plotters` draws on: its own bitmap backend for shapes, and text laid
//! out on the baseline with each glyph's bearing, in DejaVu Sans (bundled, so no system
//! fonts or libraries are needed). The backend's own text placement truncates each glyph's
//! offset to whole pixels from its bounding box, which lifts full stops and commas and drops
//! left bearings at the 13-18 px sizes charts use; here glyphs go where the font puts them.

use super::CompareError;
use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use plotters::backend::BitMapBackend;
use plotters_backend::text_anchor::{HPos, VPos};
use plotters_backend::{
    BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind,
};
use std::path::Path;

static FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// The family charts and video overlays name (the bundled DejaVu Sans).
pub const FONT_FAMILY: &str = "sans-serif";

type BitmapError = DrawingErrorKind<<BitMapBackend<'static> as DrawingBackend>::ErrorType>;

fn bundled_font() -> FontRef<'static> {
    // Parsed by a test; the bytes are compiled in.
    FontRef::try_from_slice(FONT).expect("the bundled DejaVu Sans parses")
}

/// Makes the bundled font the one `plotters` measures text with, once per process.
fn register_font() {
    static REGISTER: std::sync::Once = std::sync::Once::new();
    REGISTER.call_once(|| {
        let _ =
            plotters::style::register_font(FONT_FAMILY, plotters::style::FontStyle::Normal, FONT);
    });
}

/// Text laid out in one line: the coverage of each pixel, relative to the line's top left
/// corner (the baseline lies at the font's ascent), and the line's width and height.
struct Line {
    pixels: Vec<(i32, i32, f32)>,
    width: i32,
    height: i32,
}

fn lay_out(font: &FontRef<'static>, text: &str, size: f32) -> Line {
    let scale = PxScale::from(size);
    let scaled = font.as_scaled(scale);
    let ascent = scaled.ascent();
    let mut pen = 0.0f32;
    let mut prev = None;
    let mut pixels = Vec::new();
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            pen += scaled.kern(p, id);
        }
        let glyph = id.with_scale_and_position(scale, point(pen, ascent));
        if let Some(outline) = font.outline_glyph(glyph) {
            let b = outline.px_bounds();
            outline.draw(|x, y, coverage| {
                pixels.push((
                    b.min.x as i32 + x as i32,
                    b.min.y as i32 + y as i32,
                    coverage,
                ));
            });
        }
        pen += scaled.h_advance(id);
        prev = Some(id);
    }
    Line {
        pixels,
        width: pen.ceil() as i32,
        height: (ascent - scaled.descent()).ceil() as i32,
    }
}

/// A `width x height` RGB buffer (3 bytes a pixel) to draw on with `plotters`.
pub struct RgbBitmap<'a> {
    inner: BitMapBackend<'a>,
    font: FontRef<'static>,
}

impl<'a> RgbBitmap<'a> {
    /// Draws on `rgb`, which holds `width x height` RGB pixels.
    pub fn new(rgb: &'a mut [u8], width: u32, height: u32) -> Self {
        register_font();
        Self {
            inner: BitMapBackend::with_buffer(rgb, (width, height)),
            font: bundled_font(),
        }
    }
}

impl DrawingBackend for RgbBitmap<'_> {
    type ErrorType = <BitMapBackend<'static> as DrawingBackend>::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }
    fn ensure_prepared(&mut self) -> Result<(), BitmapError> {
        self.inner.ensure_prepared()
    }
    fn present(&mut self) -> Result<(), BitmapError> {
        self.inner.present()
    }
    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<(), BitmapError> {
        self.inner.draw_pixel(point, color)
    }
    fn draw_line<S: BackendStyle>(
        &mut self,
        from: BackendCoord,
        to: BackendCoord,
        style: &S,
    ) -> Result<(), BitmapError> {
        self.inner.draw_line(from, to, style)
    }
    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), BitmapError> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }
    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), BitmapError> {
        self.inner.draw_path(path, style)
    }
    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), BitmapError> {
        self.inner.draw_circle(center, radius, style, fill)
    }
    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vert: I,
        style: &S,
    ) -> Result<(), BitmapError> {
        self.inner.fill_polygon(vert, style)
    }
    fn blit_bitmap(
        &mut self,
        pos: BackendCoord,
        (iw, ih): (u32, u32),
        src: &[u8],
    ) -> Result<(), BitmapError> {
        self.inner.blit_bitmap(pos, (iw, ih), src)
    }

    fn estimate_text_size<T: BackendTextStyle>(
        &self,
        text: &str,
        style: &T,
    ) -> Result<(u32, u32), BitmapError> {
        let line = lay_out(&self.font, text, style.size() as f32);
        Ok((line.width.max(0) as u32, line.height.max(0) as u32))
    }

    fn draw_text<T: BackendTextStyle>(
        &mut self,
        text: &str,
        style: &T,
        pos: BackendCoord,
    ) -> Result<(), BitmapError> {
        let color = style.color();
        if color.alpha == 0.0 {
            return Ok(());
        }
        let line = lay_out(&self.font, text, style.size() as f32);
        let anchor = style.anchor();
        let dx = match anchor.h_pos {
            HPos::Left => 0,
            HPos::Center => -line.width / 2,
            HPos::Right => -line.width,
        };
        let dy = match anchor.v_pos {
            VPos::Top => 0,
            VPos::Center => -line.height / 2,
            VPos::Bottom => -line.height,
        };
        let transform = style.transform();
        for (x, y, coverage) in line.pixels {
            let (x, y) = transform.transform(x + dx, y + dy);
            let alpha = color.alpha * coverage.clamp(0.0, 1.0) as f64;
            self.inner.draw_pixel(
                (pos.0 + x, pos.1 + y),
                BackendColor {
                    alpha,
                    rgb: color.rgb,
                },
            )?;
        }
        Ok(())
    }
}

/// Saves RGB bytes (`width x height x 3`) as an 8-bit RGB PNG.
pub fn save_png(path: &Path, width: usize, height: usize, rgb: &[u8]) -> Result<(), CompareError> {
    let png_err = |source: png::EncodingError| CompareError::Png {
        path: path.to_path_buf(),
        source,
    };
    let file = std::fs::File::create(path).map_err(|e| png_err(e.into()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width as u32, height as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(png_err)?;
    writer
        .write_image_data(rgb)
        .and_then(|_| writer.finish())
        .map_err(png_err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use plotters::prelude::*;
    use plotters_backend::text_anchor::Pos;

    fn bottom_row(line: &Line) -> i32 {
        line.pixels
            .iter()
            .filter(|p| p.2 > 0.5)
            .map(|p| p.1)
            .max()
            .unwrap_or(-1)
    }

    #[test]
    fn glyphs_sit_on_the_baseline_with_their_bearings() {
        let font = bundled_font();
        for size in [11.0, 13.0, 14.0, 18.0, 24.0] {
            let one = lay_out(&font, "1", size);
            let stop = lay_out(&font, ".", size);
            let comma_free = lay_out(&font, "0", size);
            assert_eq!(bottom_row(&one), bottom_row(&stop), "size {size}");
            assert!(
                (bottom_row(&one) - bottom_row(&comma_free)).abs() <= 1,
                "size {size}"
            );
            // DejaVu's "1" starts well right of its pen position.
            let left = one.pixels.iter().map(|p| p.0).min().unwrap();
            assert!(left >= (size * 0.1) as i32, "size {size}: {left}");
            assert!(one.width > 0 && one.height >= size as i32 - 1);
        }
    }

    #[test]
    fn text_is_drawn_at_its_anchor_in_its_colour() {
        let (w, h) = (120u32, 40u32);
        let mut rgb = vec![255u8; (w * h * 3) as usize];
        {
            let area = RgbBitmap::new(&mut rgb, w, h).into_drawing_area();
            let style = (FONT_FAMILY, 16)
                .into_font()
                .color(&RGBColor(200, 0, 0))
                .pos(Pos::new(HPos::Left, VPos::Center));
            area.draw(&Text::new("Hi 1.5", (10, 20), style)).unwrap();
            area.present().unwrap();
        }
        let red = |x: u32, y: u32| {
            let p = &rgb[((y * w + x) * 3) as usize..][..3];
            p[0] > 150 && p[1] < 100
        };
        let ink: Vec<(u32, u32)> = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .filter(|&(x, y)| red(x, y))
            .collect();
        assert!(ink.len() > 40, "{}", ink.len());
        let (x0, y0) = (
            ink.iter().map(|p| p.0).min().unwrap(),
            ink.iter().map(|p| p.1).min().unwrap(),
        );
        let y1 = ink.iter().map(|p| p.1).max().unwrap();
        assert!((10..14).contains(&x0), "{x0}");
        // Centred on y = 20: the capitals' top and the baseline lie either side.
        assert!(y0 < 20 && y1 > 20 && y1 < 30, "{y0}..{y1}");
    }
}
