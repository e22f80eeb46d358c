// UIWindow.swift: the root of a view tree on screen.

/// The root of a view hierarchy on the screen, as UIKit's `UIWindow`: a view that is its own window.
@MainActor
open class UIWindow: UIView {
    /// Makes a window with the given frame (in screen coordinates).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a window filling the screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Source compatibility; makes a zero-sized window.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// Whether this is the key window, the one that receives keyboard events.
    open internal(set) var isKeyWindow = false

    /// Shows the window and makes it key (the previous key window stops being key).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key without changing its visibility.
    open func makeKey() {
        UIWindow.keyWindow?.isKeyWindow = false
        UIWindow.keyWindow = self
        isKeyWindow = true
    }

    /// The current key window.
    static weak var keyWindow: UIWindow?
}
