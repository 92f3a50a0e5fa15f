public import Foundation

/// UIKit's base of menu items; here only what `UIAction`'s initializer names.
open class UIMenuElement: NSObject {
    /// How a menu element is shown, UIKit's raw values.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A menu element's check mark, UIKit's raw values.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}

public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's closure-based action, for `UIControl.addAction(_:for:)`.
open class UIAction: UIMenuElement {
    /// Names an action; a control keeps one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    /// A unique identifier when none was given, as UIKit makes one.
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The control sending the action while its handler runs, else nil.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set to `control` meanwhile.
    func perform(from control: UIControl) {
        sender = control
        defer { sender = nil }
        handler(self)
    }
}
