import LayerShotQuartz
import LayerShotTesting
import Testing

/// UIKit and Core Animation API that controls use, with hand-computed values.
@Suite("UIKit additions: fonts, colours, springs, image renderer bounds", .isolatedQuartzState)
struct UIKitAdditionsTests {
    @Test("UIGraphicsImageRenderer(bounds:format:) puts the bounds' origin at the image's top-left")
    func rendererBoundsOrigin() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format)
        let image = renderer.image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.cgContext.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        let bitmap = try #require(image.cgImage).bitmap
        #expect(bitmap.width == 20 && bitmap.height == 20)
        #expect(bitmap[0, 0].a == 255 && bitmap[4, 4].a == 255)
        #expect(bitmap[5, 5].a == 0 && bitmap[12, 12].a == 0)
    }

    @Test("preferredFont(forTextStyle:) has the Large content size category's sizes")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        // Headline is semibold: wider than body at the same size.
        let headline = UIFont.preferredFont(forTextStyle: .headline), body = UIFont.preferredFont(forTextStyle: .body)
        let attributes = { (font: UIFont) in [NSAttributedString.Key.font: font] }
        #expect("Headline".size(withAttributes: attributes(headline)).width > "Headline".size(withAttributes: attributes(body)).width)
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17 && UIFont.smallSystemFontSize == 12)
    }

    @Test("UIFontMetrics scales by the identity: LayerShot renders the Large content size category")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 15)
        #expect(UIFontMetrics.default.scaledFont(for: font) === font)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: font).pointSize == 15)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 12.5) == 12.5)
    }

    @Test("NSValue(cgAffineTransform:) boxes the six entries; another box reads as the identity")
    func affineTransformBox() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5.5, ty: -6)
        #expect(NSValue(cgAffineTransform: t).cgAffineTransformValue == t)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgAffineTransformValue == .identity)
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)).cgAffineTransformValue == .identity)
    }

    @Test("getHue(_:saturation:brightness:alpha:) inverts init(hue:saturation:brightness:alpha:)")
    func hue() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        // Orange (1, 0.5, 0): 30° = 1/12, fully saturated, brightness 1.
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 1.0 / 12) < 1e-12 && s == 1 && b == 1 && abs(a - 0.8) < 1e-12)
        // (0.2, 0.4, 0.4): cyan, 180° = 0.5; saturation 0.2 / 0.4; brightness 0.4.
        UIColor(red: 0.2, green: 0.4, blue: 0.4, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(abs(h - 0.5) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(b - 0.4) < 1e-12)
        // Magenta-red (1, 0, 0.5): 330° = 11/12 (the negative sector wraps).
        UIColor(red: 1, green: 0, blue: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(abs(h - 11.0 / 12) < 1e-12)
        UIColor(white: 0.3, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(h == 0 && s == 0 && abs(b - 0.3) < 1e-12)
        let round = UIColor(hue: 0.7, saturation: 0.6, brightness: 0.9, alpha: 1)
        round.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(abs(h - 0.7) < 1e-12 && abs(s - 0.6) < 1e-12 && abs(b - 0.9) < 1e-12)
    }

    @Test("CASpringAnimation's perceptualDuration and bounce invert init(perceptualDuration:bounce:)")
    func springPerception() {
        // The defaults (mass 1, stiffness 100, damping 10): period 2π/10, damping ratio
        // 10 / (2·√100) = 0.5, so bounce 0.5.
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(abs(spring.perceptualDuration - 0.6283185307179586) < 1e-12)
        #expect(abs(spring.bounce - 0.5) < 1e-12)
        // Damping 30: ratio 1.5, overdamped: 1/1.5 − 1 = −1/3.
        spring.damping = 30
        #expect(abs(spring.bounce + 1.0 / 3) < 1e-12)
        // Mass 4: period 2π·√(4/100) = 0.4π.
        spring.mass = 4
        #expect(abs(spring.perceptualDuration - 0.4 * .pi) < 1e-12)
        for (duration, bounce) in [(0.5, 0.3), (1.2, 0.0), (0.8, -0.4)] {
            let made = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
            #expect(abs(made.perceptualDuration - duration) < 1e-12 && abs(made.bounce - bounce) < 1e-12)
        }
    }
}
