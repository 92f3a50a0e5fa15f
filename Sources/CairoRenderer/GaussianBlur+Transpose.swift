/// The blur's two transposes (bytes into its 16-bit plane, and the plane back to rows), as
/// blocks of SSE2 unpack instructions: a 16 × 16 block costs 64 unpacks instead of 256
/// single-sample moves.
extension GaussianBlur {
    typealias Bytes = SIMD16<UInt8>
    /// Sixteen rows of sixteen bytes.
    typealias Block16 = (Bytes, Bytes, Bytes, Bytes, Bytes, Bytes, Bytes, Bytes,
                         Bytes, Bytes, Bytes, Bytes, Bytes, Bytes, Bytes, Bytes)
    /// Eight rows of eight 16-bit samples, each row as its sixteen bytes.
    typealias Block8 = (Bytes, Bytes, Bytes, Bytes, Bytes, Bytes, Bytes, Bytes)

    /// Writes the `rows` × `columns` bytes of `source` (rows `sourceStride` apart)
    /// transposed, each as a 16-bit sample holding byte · 256: byte (r, c) to
    /// `plane[c · stride + r]`, and 0 to the padding `rows..<stride` of every plane row.
    /// Returns, for each strip of sixteen plane columns, the plane rows that may be nonzero
    /// (to a whole block of sixteen).
    static func transposeBytes(_ source: UnsafePointer<UInt8>, rows: Int, columns: Int, stride sourceStride: Int,
                               into plane: UnsafeMutablePointer<UInt16>, stride: Int) -> [Range<Int>] {
        let src = UnsafeRawPointer(source), out = UnsafeMutableRawPointer(plane)
        var extents: [Range<Int>] = []
        extents.reserveCapacity(stride / 16)
        for r0 in Swift.stride(from: 0, to: stride, by: 16) {
            let count = min(16, rows &- r0)
            var first = columns, end = 0
            var c0 = 0
            while c0 &+ 16 <= columns {
                @inline(__always) func row(_ k: Int) -> Bytes {
                    k < count ? src.loadUnaligned(fromByteOffset: (r0 &+ k) &* sourceStride &+ c0, as: Bytes.self) : .zero
                }
                let block = (row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7),
                             row(8), row(9), row(10), row(11), row(12), row(13), row(14), row(15))
                let any = block.0 | block.1 | block.2 | block.3 | block.4 | block.5 | block.6 | block.7
                    | block.8 | block.9 | block.10 | block.11 | block.12 | block.13 | block.14 | block.15
                @inline(__always) func store(_ k: Int, _ column: Bytes) {
                    // Zero below each byte: the sample byte · 256.
                    let at = ((c0 &+ k) &* stride &+ r0) &* 2
                    out.storeBytes(of: zipLow(.zero, column), toByteOffset: at, as: Bytes.self)
                    out.storeBytes(of: zipHigh(.zero, column), toByteOffset: at &+ 16, as: Bytes.self)
                }
                if isZero(any) {
                    for k in 0..<16 { store(k, .zero) }
                    c0 &+= 16
                    continue
                }
                first = min(first, c0)
                end = c0 &+ 16
                let t = transposed(block)
                store(0, t.0); store(1, t.1); store(2, t.2); store(3, t.3)
                store(4, t.4); store(5, t.5); store(6, t.6); store(7, t.7)
                store(8, t.8); store(9, t.9); store(10, t.10); store(11, t.11)
                store(12, t.12); store(13, t.13); store(14, t.14); store(15, t.15)
                c0 &+= 16
            }
            // The last columns, one at a time.
            for c in c0..<columns {
                var column = SIMD16<UInt16>()
                for k in 0..<count { column[k] = UInt16(source[(r0 &+ k) &* sourceStride &+ c]) &<< 8 }
                out.storeBytes(of: column, toByteOffset: (c &* stride &+ r0) &* 2, as: SIMD16<UInt16>.self)
                if column != .zero {
                    first = min(first, c)
                    end = c &+ 1
                }
            }
            extents.append(first < end ? first..<end : 0..<0)
        }
        return extents
    }

    /// Writes the `rows` × `columns` samples of `source` (rows `sourceStride` apart, a
    /// multiple of 16, each row readable to its end) transposed: sample (r, c) to
    /// `plane[c · stride + r]`, and 0 to the padding `rows..<stride` of every plane row.
    ///
    /// `extents` holds, for each strip of sixteen source columns, the source rows that may
    /// be nonzero. Returns the same for the plane: for each strip of sixteen plane columns,
    /// the plane rows that may be nonzero; plane rows outside them are not written.
    static func transposeSamples(_ source: UnsafePointer<UInt16>, rows: Int, columns: Int, stride sourceStride: Int,
                                 extents sourceExtents: [Range<Int>],
                                 into plane: UnsafeMutablePointer<UInt16>, stride: Int) -> [Range<Int>] {
        let src = UnsafeRawPointer(source), out = UnsafeMutableRawPointer(plane)
        var extents: [Range<Int>] = []
        extents.reserveCapacity(stride / 16)
        // Sixteen source rows by eight source columns: two 8 × 8 blocks side by side in
        // each of eight plane rows.
        for r0 in Swift.stride(from: 0, to: stride, by: 16) {
            let count = min(16, rows &- r0), strip = r0..<(r0 + max(count, 0))
            // The first and last source strips with a nonzero sample in these rows.
            let reaches = { (j: Int) in !sourceExtents[j].clamped(to: strip).isEmpty }
            guard let firstStrip = sourceExtents.indices.first(where: reaches),
                  let lastStrip = sourceExtents.indices.last(where: reaches) else {
                extents.append(0..<0)
                continue
            }
            let written = (firstStrip * 16)..<min((lastStrip + 1) * 16, columns)
            extents.append(written)
            for c0 in Swift.stride(from: written.lowerBound, to: written.upperBound, by: 8) {
                @inline(__always) func store(_ k: Int, _ low: Bytes, _ high: Bytes) {
                    guard c0 &+ k < columns else { return }
                    let at = ((c0 &+ k) &* stride &+ r0) &* 2
                    out.storeBytes(of: low, toByteOffset: at, as: Bytes.self)
                    out.storeBytes(of: high, toByteOffset: at &+ 16, as: Bytes.self)
                }
                guard reaches(c0 / 16) else {
                    for k in 0..<8 { store(k, .zero, .zero) }
                    continue
                }
                @inline(__always) func row(_ k: Int) -> Bytes {
                    k < count ? src.loadUnaligned(fromByteOffset: ((r0 &+ k) &* sourceStride &+ c0) &* 2, as: Bytes.self) : .zero
                }
                let a = transposed((row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7)))
                let b = transposed((row(8), row(9), row(10), row(11), row(12), row(13), row(14), row(15)))
                store(0, a.0, b.0); store(1, a.1, b.1); store(2, a.2, b.2); store(3, a.3, b.3)
                store(4, a.4, b.4); store(5, a.5, b.5); store(6, a.6, b.6); store(7, a.7, b.7)
            }
        }
        return extents
    }

    /// Whether every byte of `v` is 0.
    @inline(__always)
    private static func isZero(_ v: Bytes) -> Bool {
        let halves = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] == 0
    }

    /// The 16 × 16 byte block transposed: row k of the result holds byte k of every row.
    /// Four rounds interleave rows d apart (d = 1, 2, 4, 8) in units of d bytes.
    @inline(__always)
    static func transposed(_ r: Block16) -> Block16 {
        let a = (zipLow(r.0, r.1), zipHigh(r.0, r.1), zipLow(r.2, r.3), zipHigh(r.2, r.3),
                 zipLow(r.4, r.5), zipHigh(r.4, r.5), zipLow(r.6, r.7), zipHigh(r.6, r.7),
                 zipLow(r.8, r.9), zipHigh(r.8, r.9), zipLow(r.10, r.11), zipHigh(r.10, r.11),
                 zipLow(r.12, r.13), zipHigh(r.12, r.13), zipLow(r.14, r.15), zipHigh(r.14, r.15))
        let u = UInt16.self
        let b = (zipLow(a.0, a.2, u), zipHigh(a.0, a.2, u), zipLow(a.1, a.3, u), zipHigh(a.1, a.3, u),
                 zipLow(a.4, a.6, u), zipHigh(a.4, a.6, u), zipLow(a.5, a.7, u), zipHigh(a.5, a.7, u),
                 zipLow(a.8, a.10, u), zipHigh(a.8, a.10, u), zipLow(a.9, a.11, u), zipHigh(a.9, a.11, u),
                 zipLow(a.12, a.14, u), zipHigh(a.12, a.14, u), zipLow(a.13, a.15, u), zipHigh(a.13, a.15, u))
        let w = UInt32.self
        let c = (zipLow(b.0, b.4, w), zipHigh(b.0, b.4, w), zipLow(b.1, b.5, w), zipHigh(b.1, b.5, w),
                 zipLow(b.2, b.6, w), zipHigh(b.2, b.6, w), zipLow(b.3, b.7, w), zipHigh(b.3, b.7, w),
                 zipLow(b.8, b.12, w), zipHigh(b.8, b.12, w), zipLow(b.9, b.13, w), zipHigh(b.9, b.13, w),
                 zipLow(b.10, b.14, w), zipHigh(b.10, b.14, w), zipLow(b.11, b.15, w), zipHigh(b.11, b.15, w))
        let q = UInt64.self
        return (zipLow(c.0, c.8, q), zipHigh(c.0, c.8, q), zipLow(c.1, c.9, q), zipHigh(c.1, c.9, q),
                zipLow(c.2, c.10, q), zipHigh(c.2, c.10, q), zipLow(c.3, c.11, q), zipHigh(c.3, c.11, q),
                zipLow(c.4, c.12, q), zipHigh(c.4, c.12, q), zipLow(c.5, c.13, q), zipHigh(c.5, c.13, q),
                zipLow(c.6, c.14, q), zipHigh(c.6, c.14, q), zipLow(c.7, c.15, q), zipHigh(c.7, c.15, q))
    }

    /// The 8 × 8 block of 16-bit samples transposed, in three rounds as above.
    @inline(__always)
    static func transposed(_ r: Block8) -> Block8 {
        let u = UInt16.self, w = UInt32.self, q = UInt64.self
        let a = (zipLow(r.0, r.1, u), zipHigh(r.0, r.1, u), zipLow(r.2, r.3, u), zipHigh(r.2, r.3, u),
                 zipLow(r.4, r.5, u), zipHigh(r.4, r.5, u), zipLow(r.6, r.7, u), zipHigh(r.6, r.7, u))
        let b = (zipLow(a.0, a.2, w), zipHigh(a.0, a.2, w), zipLow(a.1, a.3, w), zipHigh(a.1, a.3, w),
                 zipLow(a.4, a.6, w), zipHigh(a.4, a.6, w), zipLow(a.5, a.7, w), zipHigh(a.5, a.7, w))
        return (zipLow(b.0, b.4, q), zipHigh(b.0, b.4, q), zipLow(b.1, b.5, q), zipHigh(b.1, b.5, q),
                zipLow(b.2, b.6, q), zipHigh(b.2, b.6, q), zipLow(b.3, b.7, q), zipHigh(b.3, b.7, q))
    }

    /// The low halves of `a` and `b` interleaved in units of `Unit` (1, 2, 4 or 8 bytes):
    /// a0 b0 a1 b1 … (`punpcklbw`, `punpcklwd`, `punpckldq`, `punpcklqdq`).
    @inline(__always)
    static func zipLow<Unit: FixedWidthInteger & SIMDScalar>(_ a: Bytes, _ b: Bytes, _: Unit.Type = UInt8.self) -> Bytes {
        zip(a, b, Unit.self, high: false)
    }

    /// The high halves of `a` and `b` interleaved in units of `Unit` (`punpckh…`).
    @inline(__always)
    static func zipHigh<Unit: FixedWidthInteger & SIMDScalar>(_ a: Bytes, _ b: Bytes, _: Unit.Type = UInt8.self) -> Bytes {
        zip(a, b, Unit.self, high: true)
    }

    /// Written out per unit, element by element, which the compiler turns into one unpack.
    @inline(__always)
    private static func zip<Unit: FixedWidthInteger & SIMDScalar>(_ a: Bytes, _ b: Bytes, _: Unit.Type, high: Bool) -> Bytes {
        switch MemoryLayout<Unit>.size {
        case 1:
            let h = high ? 8 : 0
            return Bytes(a[h], b[h], a[h + 1], b[h + 1], a[h + 2], b[h + 2], a[h + 3], b[h + 3],
                         a[h + 4], b[h + 4], a[h + 5], b[h + 5], a[h + 6], b[h + 6], a[h + 7], b[h + 7])
        case 2:
            let x = unsafeBitCast(a, to: SIMD8<UInt16>.self), y = unsafeBitCast(b, to: SIMD8<UInt16>.self), h = high ? 4 : 0
            return unsafeBitCast(SIMD8(x[h], y[h], x[h + 1], y[h + 1], x[h + 2], y[h + 2], x[h + 3], y[h + 3]), to: Bytes.self)
        case 4:
            let x = unsafeBitCast(a, to: SIMD4<UInt32>.self), y = unsafeBitCast(b, to: SIMD4<UInt32>.self), h = high ? 2 : 0
            return unsafeBitCast(SIMD4(x[h], y[h], x[h + 1], y[h + 1]), to: Bytes.self)
        default:
            let x = unsafeBitCast(a, to: SIMD2<UInt64>.self), y = unsafeBitCast(b, to: SIMD2<UInt64>.self), h = high ? 1 : 0
            return unsafeBitCast(SIMD2(x[h], y[h]), to: Bytes.self)
        }
    }
}
