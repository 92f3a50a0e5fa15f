/// The offscreen memory one render holds at a time (groups for opacity and masks, canvases
/// for shadows) and the shadow pixels it blurs, so that a hostile tree fails with an error
/// instead of exhausting memory or running for minutes. One per render; not shared between
/// threads.
final class OffscreenBudget {
    /// The most offscreen bytes one render may hold at once: 2 GiB, eight full-size groups of
    /// the largest image.
    static let limit = 2 << 30
    /// The most shadow pixels one render may blur: 500 million, about five shadows the size
    /// of the largest image (a few seconds of blurring).
    static let blurLimit = 500_000_000

    private(set) var used = 0
    private(set) var blurred = 0

    /// Counts `pixels` more shadow pixels to blur, or throws past `blurLimit`.
    func blur(_ pixels: Int) throws(RenderError) {
        guard pixels <= OffscreenBudget.blurLimit - blurred else { throw .blurLimit(pixels: blurred + pixels, limit: OffscreenBudget.blurLimit) }
        blurred += pixels
    }

    /// Takes `bytes` from the budget for the duration of `body`.
    func reserving<R>(_ bytes: Int, _ body: () throws(RenderError) -> R) throws(RenderError) -> R {
        guard bytes <= OffscreenBudget.limit - used else { throw .offscreenLimit(bytes: used + bytes, limit: OffscreenBudget.limit) }
        used += bytes
        defer { used -= bytes }
        return try body()
    }
}
