import LayerShotQuartz
import LayerShotTesting
import TestSupport
import Testing

@Suite("CATransform3D and CGAffineTransform functions", .isolatedQuartzState)
struct CATransform3DTests {
    static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { isClose($0, $1) }
    }

    @Test("rotation about z: m11 = cos, m12 = sin, m21 = −sin")
    func rotation() {
        let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        #expect(isClose(r.m11, 0.8660254037844387) && isClose(r.m12, 0.5) && isClose(r.m21, -0.5))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("Translate/Scale/Rotate apply the new step before the given transform")
    func order() {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        // The point (0,0) moves by 10 first, then doubles: m41 = 20.
        #expect(t.m41 == 20 && t.m11 == 2)
        let c = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(Self.close(t, c))
        #expect(Self.close(CATransform3DConcat(c, CATransform3DInvert(c)), CATransform3DIdentity))
        // A singular matrix comes back unchanged.
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(singular), singular))
    }

    @Test("affine round trip and NSValue boxing")
    func affine() {
        let a = CGAffineTransform(translationX: 3, y: 4).rotated(by: 0.3).scaledBy(x: 2, y: 1)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)) == CGPoint(x: 4, y: 3))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
    }
}
