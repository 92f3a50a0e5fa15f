internal import CPNG

/// A failed CPNG call: its status and the message it wrote.
struct CPNGFailure {
    let status: cpng_status
    let message: String

    /// Runs one CPNG call with a message buffer; nil when it returns `CPNG_OK`.
    static func check(
        _ call: (_ message: UnsafeMutablePointer<CChar>, _ capacity: Int) -> cpng_status
    ) -> CPNGFailure? {
        let capacity = 256
        var message = [CChar](repeating: 0, count: capacity)
        let status = call(&message, capacity)
        guard status != CPNG_OK else { return nil }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return CPNGFailure(status: status, message: text)
    }
}

extension ImagingError {
    /// The typed error; callers map `CPNG_TOO_LARGE` to `.pngTooLarge` first (it needs a size).
    init(_ failure: CPNGFailure) {
        switch failure.status {
        case CPNG_CORRUPT:
            self = .corruptPNG(reason: failure.message)
        default:
            self = .pngCodecFailure(reason: failure.message)
        }
    }
}
