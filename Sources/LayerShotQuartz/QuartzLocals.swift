import Foundation
import LayerModel

/// Where LayerShotQuartz keeps what Apple's frameworks keep per thread — the media clock and
/// the transactions (`CoreAnimationState`), the stack of current graphics contexts, the open
/// animation blocks, the key window, the last diagnostic: in the current thread's dictionary,
/// as on Apple platforms, or inside `MediaClock.withIsolatedState(_:)` in that scope's own.
enum QuartzLocals {
    /// The isolated scope's dictionary (`StateScope`), else the current thread's.
    static var dictionary: NSMutableDictionary { StateScope.current?.dictionary ?? Thread.current.threadDictionary }

    /// The object under `key`, made by `make` on first use.
    static func object<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
        let dictionary = dictionary
        if let object = dictionary[key] as? T { return object }
        let object = make()
        dictionary[key] = object
        return object
    }
}
