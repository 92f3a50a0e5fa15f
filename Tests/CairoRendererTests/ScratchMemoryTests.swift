@testable import CairoRenderer
import Testing

/// Offscreen memory kept between renders: reused when it fits, bounded whatever is given back.
@Suite("Scratch memory")
struct ScratchMemoryTests {
    private let mib = 1 << 20

    @Test("a block given back serves the next request of about its size, aligned to a cache line")
    func reuse() throws {
        let pool = ScratchMemory()
        let first = try pool.take(mib)
        #expect(Int(bitPattern: first) % ScratchMemory.alignment == 0)
        first.initializeMemory(as: UInt8.self, repeating: 7, count: mib)
        pool.recycle(first)
        #expect(pool.keptBytes == mib)
        let second = try pool.take(mib - 1000)
        #expect(second == first)
        #expect(pool.keptBytes == 0)
        pool.recycle(second)
    }

    @Test("a block more than twice the request is not handed out for it")
    func noWaste() throws {
        let pool = ScratchMemory()
        let large = try pool.take(4 * mib)
        pool.recycle(large)
        let small = try pool.take(ScratchMemory.smallest)
        #expect(small != large)
        #expect(pool.keptBytes == 4 * mib)
        pool.recycle(small)
    }

    @Test("blocks under 64 KiB go straight back to the system")
    func small() throws {
        let pool = ScratchMemory()
        pool.recycle(try pool.take(ScratchMemory.smallest - 1))
        pool.recycle(try pool.take(1))
        #expect(pool.keptBytes == 0)
    }

    @Test("at most 16 blocks and 64 MiB are kept, the oldest let go first")
    func bounded() throws {
        let pool = ScratchMemory()
        let blocks = try (0..<20).map { _ in try pool.take(mib) }
        blocks.forEach(pool.recycle)
        #expect(pool.keptBytes == ScratchMemory.maxBlocks * mib)
        // The newest are kept: the last one given back is the first one found.
        let again = try pool.take(mib)
        #expect(blocks.suffix(ScratchMemory.maxBlocks).contains(again))
        pool.recycle(again)
        let big = try (0..<3).map { _ in try pool.take(30 * mib) }
        big.forEach(pool.recycle)
        #expect(pool.keptBytes <= ScratchMemory.maxBytes)
        #expect(pool.keptBytes >= 60 * mib)
    }

    @Test("memory the system cannot give is a thrown error, not a crash")
    func outOfMemory() {
        // 2⁶¹ bytes: more than any machine's address space.
        #expect(throws: RenderError.self) { try ScratchMemory().take(1 << 61) }
    }

    @Test("a ledger counts the blocks taken and given back in its scope, pooled or not, and no others")
    func ledger() throws {
        let pool = ScratchMemory()
        let before = try pool.take(mib)
        let ledger = ScratchMemory.Ledger()
        try ScratchMemory.$ledger.withValue(ledger) {
            let large = try pool.take(mib), small = try pool.take(100)
            pool.recycle(large)
            #expect(ledger.taken == 2 && ledger.outstanding == 1)
            pool.recycle(small)
            // Served from the pool: the block just given back.
            pool.recycle(try pool.take(mib))
        }
        pool.recycle(before)
        #expect(ledger.taken == 3 && ledger.outstanding == 0)
    }
}
