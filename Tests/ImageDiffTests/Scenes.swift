import Foundation
import Imaging
import TestSupport

/// Test scenes drawn with `TestCanvas`.
enum Scenes {
    /// A knob-like picture: a light disc and a pointer from its center at `angle` degrees
    /// (clockwise from 3 o'clock), 280×280 px as a 140-pt knob at @2x.
    static func knob(
        angle: Double = -60, pointerColor: TestColor = .blue, background: TestColor = .white,
        samples: Int = 4, dx: Double = 0, dy: Double = 0, lineWidth: Double = 8, length: Double = 90, size: Int = 280
    ) -> Bitmap {
        var canvas = TestCanvas(width: size, height: size, background: background, samples: samples)
        let c = Double(size) / 2
        canvas.fillDisc(cx: c + dx, cy: c + dy, radius: Double(size) * 0.36, .lightGray)
        let a = angle * .pi / 180
        canvas.strokeLine(
            x0: c + dx, y0: c + dy, x1: c + dx + length * cos(a), y1: c + dy + length * sin(a),
            lineWidth: lineWidth, pointerColor
        )
        return canvas.bitmap
    }

    /// `image` with every color channel of every opaque pixel moved by a pseudo-random amount
    /// in `-amplitude...amplitude` (deterministic).
    static func withNoise(_ image: Bitmap, amplitude: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> Bitmap {
        var random = SeededGenerator(seed: seed)
        var out = image
        out.withUnsafeMutableBytes { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] == 255 {
                for c in 0..<3 {
                    let delta = Int(random.next() % UInt64(2 * amplitude + 1)) - amplitude
                    pixels[i + c] = UInt8(clamping: Int(pixels[i + c]) + delta)
                }
            }
        }
        return out
    }
}
