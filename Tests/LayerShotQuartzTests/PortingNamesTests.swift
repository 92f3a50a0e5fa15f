import Foundation
import LayerShotQuartz
import LayerShotTesting
import Testing

/// Names real iOS controls use that Foundation on Linux lacks: `CGVector`, `MAXFLOAT`/`HUGE`,
/// UIKit's `NSCoder` geometry helpers, `CGFont`, `UIWindow.screen`, legacy `UIColor` names.
@Suite("Names iOS code uses", .isolatedQuartzState)
struct PortingNamesTests {
    @Test("CGVector holds its components; zero is (0, 0)")
    func vector() {
        let v = CGVector(dx: 3, dy: -4.5)
        #expect(v.dx == 3 && v.dy == -4.5)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0) && CGVector() == .zero)
        #expect(CGVectorMake(1, 2) == CGVector(dx: 1.0, dy: 2.0))
    }

    @Test("MAXFLOAT and HUGE are the largest finite Float, as <math.h> defines them")
    func mathConstants() {
        #expect(MAXFLOAT == 3.40282347e38 && HUGE == MAXFLOAT)
        let unbounded = CGSize(width: 200, height: CGFloat(MAXFLOAT))
        #expect(unbounded.height == CGFloat(Float.greatestFiniteMagnitude))
    }

    @Test("NSCoder writes UIKit's geometry strings, numbers in their shortest exact form")
    func geometryStrings() {
        #expect(NSCoder.string(for: CGPoint(x: 1.5, y: 2)) == "{1.5, 2}")
        #expect(NSCoder.string(for: CGSize(width: 375, height: 667)) == "{375, 667}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: -0.25, width: 10, height: 20)) == "{{0, -0.25}, {10, 20}}")
        #expect(NSCoder.string(for: CGVector(dx: 0.1, dy: 3)) == "{0.1, 3}")
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 10, y: -2.5)) == "[1, 0, 0, 1, 10, -2.5]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
    }

    @Test("NSCoder reads them back; a string not of the form reads as zero (the identity)")
    func geometryParsing() {
        #expect(NSCoder.cgPoint(for: "{3.0,2.5}") == CGPoint(x: 3, y: 2.5))
        #expect(NSCoder.cgPoint(for: " { -1e2 , 4 } ") == CGPoint(x: -100, y: 4))
        #expect(NSCoder.cgSize(for: "{375, 667}") == CGSize(width: 375, height: 667))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgVector(for: "{0.5, -0.5}") == CGVector(dx: 0.5, dy: -0.5))
        #expect(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 5, 6]") == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        for bad in ["", "{1, 2", "{1}", "{1, 2, 3}", "(1, 2)", "{1, 2}x", "{a, b}", "{1,, 2}"] {
            #expect(NSCoder.cgPoint(for: bad) == .zero, "\(bad)")
        }
        #expect(NSCoder.cgRect(for: "{1, 2, 3, 4}") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "{1, 0, 0, 1, 0, 0}") == .identity)
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2}") == .zero)
        let rect = CGRect(x: 0.1, y: 1.0 / 3, width: 1e-7, height: 12_345.678)
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
    }

    @Test("keyed coding round-trips points, sizes, rects, vectors, transforms and insets")
    func keyedCoding() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(CGPoint(x: 1, y: 2), forKey: "point")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "size")
        archiver.encode(CGRect(x: 5, y: 6, width: 7, height: 8), forKey: "rect")
        archiver.encode(CGVector(dx: 9, dy: 10), forKey: "vector")
        archiver.encode(CGAffineTransform(rotationAngle: 0.5), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        coder.requiresSecureCoding = false
        #expect(coder.decodeCGPoint(forKey: "point") == CGPoint(x: 1, y: 2))
        #expect(coder.decodeCGSize(forKey: "size") == CGSize(width: 3, height: 4))
        #expect(coder.decodeCGRect(forKey: "rect") == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(coder.decodeCGVector(forKey: "vector") == CGVector(dx: 9, dy: 10))
        #expect(coder.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(rotationAngle: 0.5))
        #expect(coder.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(coder.decodeCGVector(forKey: "missing") == .zero)
    }

    @Test("a CATextLayer's CGFont draws as its name does; an empty name makes no CGFont")
    func cgFont() throws {
        func label(_ font: CFTypeRef) throws -> [UInt8] {
            let text = CATextLayer()
            text.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
            text.string = "Hello"
            text.fontSize = 18
            text.foregroundColor = UIColor.black.cgColor
            text.font = font
            return try text.snapshot(scale: 1).pixels
        }
        let font = try #require(CGFont("Menlo" as CFString))
        #expect(font.fullName == "Menlo" && font.postScriptName == "Menlo")
        #expect(try label(font) == label("Menlo" as CFTypeRef))
        #expect(CGFont("" as CFString) == nil)
    }

    @Test("a window is on the main screen")
    func windowScreen() {
        #expect(UIWindow(frame: .zero).screen === UIScreen.main)
    }

    @available(*, deprecated, message: "reads a deprecated colour on purpose")
    @Test("groupTableViewBackground is systemGroupedBackground, as since iOS 13")
    func legacyColour() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }
}
