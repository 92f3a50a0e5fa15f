import Glibc
import Synchronization

/// Offscreen pixel memory kept from one render to the next: canvases for shadows, coverage
/// planes and blur planes take their bytes here and give them back when freed.
///
/// Why: a 640×640 px circular slider frame uses about 9 MB of offscreen memory. glibc hands
/// blocks that large out as fresh `mmap` pages and unmaps them when freed, so every frame
/// paid one page fault and one kernel page clear per 4 KiB: half the frame's CPU time went to
/// the kernel (measured with `perf`, issue 13). Kept blocks are already mapped and usually
/// still in cache.
///
/// Blocks under `smallest` bytes bypass the pool (malloc serves those from its own free
/// lists). At most `maxBlocks` blocks and `maxBytes` bytes are kept, the oldest given back to
/// the system first, so what a process keeps is bounded whatever it renders; memory in use is
/// never counted. Safe to use from many threads at once (one lock, taken twice per block).
final class ScratchMemory: Sendable {
    /// The pool every renderer shares.
    static let shared = ScratchMemory()

    /// Smaller blocks come straight from malloc, bytes. 64 KiB.
    static let smallest = 64 << 10
    /// Blocks kept at most. 16: four frames' worth on each of several threads.
    static let maxBlocks = 16
    /// Bytes kept at most. 64 MiB.
    static let maxBytes = 64 << 20
    /// Alignment of every block, bytes: a cache line.
    static let alignment = 64

    /// A free block: its address and its capacity in bytes.
    private struct Block: @unchecked Sendable {
        let address: UnsafeMutableRawPointer
        let capacity: Int
    }

    /// The free blocks, oldest first.
    private let free = Mutex<[Block]>([])

    /// The capacity of a block is stored in the cache line before the address handed out.
    private static let header = alignment

    /// At least `bytes` bytes, `alignment`-aligned, contents undefined. Give them back with
    /// `recycle(_:)`. Throws when the system has no memory left for them.
    func take(_ bytes: Int) throws(RenderError) -> UnsafeMutableRawPointer {
        let bytes = max(bytes, 1)
        if bytes >= ScratchMemory.smallest {
            let reused = free.withLock { blocks -> Block? in
                // The smallest block that fits and wastes at most its request's size again.
                var best: Int?
                for (i, block) in blocks.enumerated() where block.capacity >= bytes && block.capacity <= 2 * bytes {
                    if best.map({ blocks[$0].capacity > block.capacity }) ?? true { best = i }
                }
                return best.map { blocks.remove(at: $0) }
            }
            if let reused {
                ScratchMemory.ledger?.count(taken: 1)
                return reused.address
            }
        }
        // Whole 64 KiB units, so that a block serves the next frame's slightly larger region.
        let capacity = bytes >= ScratchMemory.smallest ? (bytes + ScratchMemory.smallest - 1) / ScratchMemory.smallest * ScratchMemory.smallest : bytes
        var allocated: UnsafeMutableRawPointer?
        guard posix_memalign(&allocated, ScratchMemory.alignment, ScratchMemory.header + capacity) == 0, let base = allocated else {
            throw .cairo(status: "out of memory: no \(capacity) bytes for offscreen pixels")
        }
        base.storeBytes(of: capacity, as: Int.self)
        ScratchMemory.ledger?.count(taken: 1)
        return base + ScratchMemory.header
    }

    /// Gives back a block from `take(_:)`; it must no longer be used.
    func recycle(_ address: UnsafeMutableRawPointer) {
        ScratchMemory.ledger?.count(returned: 1)
        let base = address - ScratchMemory.header
        let capacity = base.load(as: Int.self)
        guard capacity >= ScratchMemory.smallest, capacity <= ScratchMemory.maxBytes else {
            Glibc.free(base)
            return
        }
        let released = free.withLock { blocks -> [Block] in
            blocks.append(Block(address: address, capacity: capacity))
            var total = blocks.reduce(0) { $0 + $1.capacity }
            var released: [Block] = []
            while blocks.count > ScratchMemory.maxBlocks || total > ScratchMemory.maxBytes {
                let oldest = blocks.removeFirst()
                total -= oldest.capacity
                released.append(oldest)
            }
            return released
        }
        for block in released { Glibc.free(block.address - ScratchMemory.header) }
    }

    /// Gives the kept blocks back to the system (a pool other than `shared`, as tests make).
    deinit {
        for block in free.withLock({ $0 }) { Glibc.free(block.address - ScratchMemory.header) }
    }

    /// The bytes kept for reuse now.
    var keptBytes: Int { free.withLock { $0.reduce(0) { $0 + $1.capacity } } }

    /// Counts the blocks that code run with it bound (`ScratchMemory.$ledger.withValue`) takes
    /// from and gives back to any pool, on the task's own thread, whatever their size: a test
    /// can tell that a render gave back every offscreen surface it made, however it ended,
    /// without looking at the process's memory. Default: nil, nothing is counted.
    @TaskLocal static var ledger: Ledger?

    /// Blocks taken and given back while bound to `ScratchMemory.ledger`.
    final class Ledger: Sendable {
        private let counts = Mutex<(taken: Int, returned: Int)>((0, 0))

        init() {}

        /// Blocks taken.
        var taken: Int { counts.withLock { $0.taken } }
        /// Blocks taken and not given back (negative when more came back than were taken).
        var outstanding: Int { counts.withLock { $0.taken - $0.returned } }

        func count(taken: Int = 0, returned: Int = 0) {
            counts.withLock { $0 = ($0.taken + taken, $0.returned + returned) }
        }
    }
}
