import LayerModel
import Testing
import TestSupport

@Suite("Colors from gray and Display P3")
struct ColorSpaceTests {
    // Hand computation for P3 (0.8, 0.6, 0.4): linearized with the sRGB curve,
    // ((c + 0.055)/1.055)^2.4 = 0.603827, 0.318547, 0.132868; the matrix row for red gives
    // 1.2249402·0.603827 − 0.2249402·0.318547 = 0.667998, green −0.0420570·0.603827 +
    // 1.0420570·0.318547 = 0.306549, blue −0.0196376·0.603827 − 0.0786360·0.318547 +
    // 1.0982736·0.132868 = 0.109019; encoded 1.055·l^(1/2.4) − 0.055 = 0.836748, 0.589605, 0.363997.
    @Test("a Display P3 color inside sRGB's gamut converts through linear light and the P3 → sRGB matrix")
    func insideGamut() {
        let c = Color(displayP3Red: 0.8, green: 0.6, blue: 0.4, alpha: 0.5)
        #expect(isClose(c, Color(red: 0.8367481529909357, green: 0.5896053958191123, blue: 0.3639974752140789, alpha: 0.5),
                           1e-9))
    }

    // P3 (0.2, 0.9, 0.3): linear red = 1.2249402·0.033105 − 0.2249402·0.787412 = −0.136569 < 0,
    // clamped to 0; green 0.819136 → 0.915847; blue 0.017867 → 0.142217.
    @Test("components outside sRGB's gamut are clamped in linear light")
    func outsideGamut() {
        #expect(isClose(Color(displayP3Red: 0.2, green: 0.9, blue: 0.3),
                           Color(red: 0, green: 0.9158470945376167, blue: 0.14221681822674667), 1e-9))
        // P3's pure red is (1.22494, −0.04206, −0.01964) in linear sRGB: clamped, sRGB red.
        #expect(isClose(Color(displayP3Red: 1, green: 0, blue: 0), .red))
    }

    @Test("grays and white stay the same in Display P3 (each matrix row sums to 1)", arguments: [0.0, 0.02, 0.5, 1.0])
    func graysUnchanged(level: Double) {
        #expect(isClose(Color(displayP3Red: level, green: level, blue: level), Color(white: level), 1e-12))
    }

    @Test("the linear segment of the sRGB curve: P3 (0.01, 0.02, 0.03) → sRGB (0.00775060, 0.02042057, 0.03117911)")
    func darkColors() {
        // 0.01/12.92 = 0.000773994 etc.; after the matrix every component stays below 0.0031308,
        // so 12.92·l: red 12.92·(1.2249402·0.000773994 − 0.2249402·0.001547988) = 0.00775060.
        #expect(isClose(Color(displayP3Red: 0.01, green: 0.02, blue: 0.03),
                           Color(red: 0.0077505982371944004, green: 0.02042056954709688, blue: 0.031179111547313006), 1e-12))
    }

    @Test("gray and Display P3 inputs outside 0…1 (and NaN) are clamped")
    func inputsClamped() {
        #expect(Color(white: 1.5, alpha: 2) == Color(white: 1))
        #expect(Color(white: -1, alpha: -1) == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color(white: .nan) == Color.black)
        #expect(isClose(Color(displayP3Red: 2, green: 2, blue: 2, alpha: .nan), Color(white: 1, alpha: 0)))
    }
}
