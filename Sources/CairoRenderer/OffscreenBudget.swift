/// The offscreen memory one render holds at a time (groups for opacity and masks, canvases
/// for shadows), so that a hostile tree fails with an error instead of exhausting memory. The
/// work of a whole render is checked before drawing (`RenderWork.budget`). One per render; not
/// shared between threads.
final class OffscreenBudget {
    /// The most offscreen bytes one render may hold at once: 2 GiB, eight full-size groups of
    /// the largest image.
    static let limit = 2 << 30
    private(set) var used = 0

    /// Takes `bytes` from the budget for the duration of `body`.
    func reserving<R>(_ bytes: Int, _ body: () throws(RenderError) -> R) throws(RenderError) -> R {
        guard bytes <= OffscreenBudget.limit - used else { throw .offscreenLimit(bytes: used + bytes, limit: OffscreenBudget.limit) }
        used += bytes
        defer { used -= bytes }
        return try body()
    }
}
