import Foundation
import CCairo
@testable import CairoRenderer
import Imaging

/// The calibration scene: a new user's two controls on a card, drawn with Cairo directly so
/// that the rasterizer's own settings (anti-aliasing mode, curve tolerance, hinting, the blur)
/// can vary, which `LayerRenderer` deliberately fixes.
///
/// 200 × 120 pt at @2x (400 × 240 px): a 192 × 112-pt `#F2F2F7` card with 12-pt corners; a progress ring
/// (radius 30 pt, a `#E5E5EA` track and a 75% arc with a `#30B0C7 → #5AC8FA` gradient, both
/// 12 pt wide, round caps) around a "75%" label; a slider (a 4-pt `#E5E5EA` track, its left
/// part `#007AFF`) with a white 27-pt thumb whose shadow is black, opacity 0.2, radius 4 pt,
/// offset (0, 2) pt. Every number is a field, so a case changes one of them.
struct CalibrationScene {
    // MARK: Design (what a designer reviews)
    var cardColor: UInt32 = 0xF2F2F7
    var cardCornerRadius = 12.0
    var ringLineWidth = 12.0
    var ringOpacity = 0.9
    var ringRotationDegrees = 0.0
    var gradientStart: UInt32 = 0x30B0C7
    var gradientEnd: UInt32 = 0x5AC8FA
    var trackColor: UInt32 = 0xE5E5EA
    var thumbDiameter = 27.0
    var shadowOpacity = 0.2
    var shadowRadius = 4.0

    // MARK: Rasterization (what must not matter)
    var antialias = CAIRO_ANTIALIAS_DEFAULT
    /// Curve flattening tolerance in pixels; `LayerRenderer` uses 0.01.
    var tolerance = 0.01
    var hinting = false
    /// Every drawing moved by this many pixels.
    var dx = 0.0
    var dy = 0.0
    /// The exact Gaussian kernel for the shadow instead of `LayerRenderer`'s three boxes.
    var exactBlur = false

    static let scale = 2.0
    static let width = 400, height = 240

    func render() throws -> Bitmap {
        let s = CalibrationScene.scale
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(CalibrationScene.width), Int32(CalibrationScene.height))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        cairo_set_antialias(cr, antialias)
        cairo_set_tolerance(cr, tolerance)
        cairo_translate(cr, dx, dy)
        cairo_scale(cr, s, s)

        // The card.
        roundedRect(cr, x: 4, y: 4, width: 192, height: 112, radius: cardCornerRadius)
        setColor(cr, cardColor)
        cairo_fill(cr)

        // The ring, composited as a group at `ringOpacity`.
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_translate(cr, 50, 60)
        cairo_rotate(cr, ringRotationDegrees * .pi / 180)
        cairo_set_line_width(cr, ringLineWidth)
        cairo_arc(cr, 0, 0, 30, 0, 2 * .pi)
        setColor(cr, trackColor)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_arc(cr, 0, 0, 30, -.pi / 2, .pi)
        let gradient = cairo_pattern_create_linear(-36, -36, 36, 36)
        defer { cairo_pattern_destroy(gradient) }
        addStop(gradient, 0, gradientStart)
        addStop(gradient, 1, gradientEnd)
        cairo_set_source(cr, gradient)
        cairo_stroke(cr)
        cairo_restore(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, ringOpacity)

        // The label.
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, hinting ? CAIRO_HINT_STYLE_FULL : CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, hinting ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 14)
        setColor(cr, 0x1C1C1E)
        cairo_move_to(cr, 36, 65)
        cairo_show_text(cr, "75%")

        // The slider's track, its filled part, then the thumb over its shadow.
        roundedRect(cr, x: 100, y: 58, width: 90, height: 4, radius: 2)
        setColor(cr, trackColor)
        cairo_fill(cr)
        roundedRect(cr, x: 100, y: 58, width: 40, height: 4, radius: 2)
        setColor(cr, 0x007AFF)
        cairo_fill(cr)
        try drawShadow(cr, center: (140, 62), diameter: thumbDiameter)
        cairo_arc(cr, 140, 60, thumbDiameter / 2, 0, 2 * .pi)
        setColor(cr, 0xFFFFFF)
        cairo_fill(cr)

        cairo_surface_flush(surface)
        return try bitmap(of: surface)
    }

    /// The thumb's shadow: its disc's coverage blurred with σ = `shadowRadius` points, black at
    /// `shadowOpacity`, painted at `center` (the thumb's center plus the shadow offset).
    private func drawShadow(_ cr: OpaquePointer?, center: (Double, Double), diameter: Double) throws {
        let w = CalibrationScene.width, h = CalibrationScene.height
        let s = CalibrationScene.scale
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))
        defer { cairo_surface_destroy(mask) }
        let m = cairo_create(mask)
        cairo_set_antialias(m, antialias)
        cairo_set_tolerance(m, tolerance)
        cairo_translate(m, dx, dy)
        cairo_scale(m, s, s)
        cairo_arc(m, center.0, center.1, diameter / 2, 0, 2 * .pi)
        cairo_fill(m)
        cairo_destroy(m)
        cairo_surface_flush(mask)

        let stride = Int(cairo_image_surface_get_stride(mask))
        guard let data = cairo_image_surface_get_data(mask) else { throw CalibrationError.noPixels }
        let sigma = shadowRadius * s
        if !exactBlur { try GaussianBlur(sigma: sigma).apply(to: data, width: w, height: h, stride: stride) }
        var plane = [Float](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { plane[y * w + x] = Float(data[y * stride + x]) / 255 } }
        if exactBlur { ExactGaussian(sigma: sigma).apply(to: &plane, width: w, height: h) }
        let shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        defer { cairo_surface_destroy(shadow) }
        let shadowStride = Int(cairo_image_surface_get_stride(shadow))
        guard let out = cairo_image_surface_get_data(shadow) else { throw CalibrationError.noPixels }
        out.withMemoryRebound(to: UInt32.self, capacity: shadowStride / 4 * h) { words in
            for y in 0..<h {
                for x in 0..<w {
                    let alpha = UInt32((Double(plane[y * w + x]) * shadowOpacity * 255).rounded())
                    words[y * shadowStride / 4 + x] = min(alpha, 255) << 24
                }
            }
        }
        cairo_surface_mark_dirty(shadow)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, shadow, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func roundedRect(_ cr: OpaquePointer?, x: Double, y: Double, width: Double, height: Double, radius r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    private func components(_ rgb: UInt32) -> (Double, Double, Double) {
        (Double(rgb >> 16 & 0xFF) / 255, Double(rgb >> 8 & 0xFF) / 255, Double(rgb & 0xFF) / 255)
    }

    private func setColor(_ cr: OpaquePointer?, _ rgb: UInt32) {
        let (r, g, b) = components(rgb)
        cairo_set_source_rgb(cr, r, g, b)
    }

    private func addStop(_ pattern: OpaquePointer?, _ offset: Double, _ rgb: UInt32) {
        let (r, g, b) = components(rgb)
        cairo_pattern_add_color_stop_rgb(pattern, offset, r, g, b)
    }

    /// Cairo's premultiplied native-endian ARGB32 as the Bitmap's premultiplied RGBA8.
    private func bitmap(of surface: OpaquePointer?) throws -> Bitmap {
        let w = CalibrationScene.width, h = CalibrationScene.height
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw CalibrationError.noPixels }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * h) { words in
            for y in 0..<h {
                for x in 0..<w {
                    let p = words[y * stride / 4 + x]
                    let o = (y * w + x) * 4
                    pixels[o] = UInt8(p >> 16 & 0xFF)
                    pixels[o + 1] = UInt8(p >> 8 & 0xFF)
                    pixels[o + 2] = UInt8(p & 0xFF)
                    pixels[o + 3] = UInt8(p >> 24)
                }
            }
        }
        return try Bitmap(width: w, height: h, pixels: pixels)
    }
}

enum CalibrationError: Error {
    case noPixels
}

/// The exact separable Gaussian (radius ⌈3σ⌉, normalized, zero outside), the reference the
/// renderer's three-box blur approximates.
struct ExactGaussian {
    let sigma: Double

    func apply(to plane: inout [Float], width: Int, height: Int) {
        let radius = Int((3 * sigma).rounded(.up))
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        for y in 0..<height { convolve(&plane, start: y * width, stride: 1, count: width, kernel: kernel) }
        for x in 0..<width { convolve(&plane, start: x, stride: width, count: height, kernel: kernel) }
    }

    /// Convolves the `count` samples `stride` apart from `start`, zero outside.
    private func convolve(_ plane: inout [Float], start: Int, stride: Int, count: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        let line = (0..<count).map { plane[start + $0 * stride] }
        for i in 0..<count {
            var sum: Float = 0
            for k in -radius...radius where (0..<count).contains(i + k) { sum += kernel[k + radius] * line[i + k] }
            plane[start + i * stride] = sum
        }
    }
}
