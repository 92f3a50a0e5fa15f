import Foundation

/// Where LayerShotQuartz keeps what Apple's frameworks keep per thread — the media clock and
/// the transactions (`CoreAnimationState`), the stack of current graphics contexts, the open
/// animation blocks, the key window, the last diagnostic: in the current thread's dictionary,
/// as on Apple platforms, or inside `MediaClock.withIsolatedState(_:)` in that scope's own.
enum QuartzLocals {
    /// The dictionary of one `MediaClock.withIsolatedState(_:)` scope.
    final class Scope: @unchecked Sendable {  // one test uses it at a time, as it uses its layers
        let dictionary = NSMutableDictionary()
    }

    /// The innermost isolated scope around this task (or this thread, outside any task), if any.
    @TaskLocal static var isolated: Scope?

    /// The isolated scope's dictionary, else the current thread's.
    static var dictionary: NSMutableDictionary { isolated?.dictionary ?? Thread.current.threadDictionary }

    /// The object under `key`, made by `make` on first use.
    static func object<T: AnyObject>(_ key: String, _ make: () -> T) -> T {
        let dictionary = dictionary
        if let object = dictionary[key] as? T { return object }
        let object = make()
        dictionary[key] = object
        return object
    }
}
