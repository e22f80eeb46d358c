// UIResponder.swift: the responder chain that unhandled touches travel along, and the first responder.

/// An object that can respond to and handle events, as UIKit's `UIResponder`.
///
/// Touch methods forward to ``next`` by default, so an event a view does not handle travels up
/// the responder chain: view, its controller (when it is one's root view), the superview, ...
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Makes a responder.
    public override init() { super.init() }

    /// The next responder in the chain; nil by default.
    open var next: UIResponder? { nil }

    /// Called on an object loaded from a nib or storyboard once every object in it is connected;
    /// does nothing by default. Overrides call `super`.
    ///
    /// There are no nibs or storyboards here, so nothing ever calls it: it exists so that views,
    /// cells and controllers written for iOS that override it compile. (UIKit declares it on
    /// `NSObject`; here `UIResponder` is the common ancestor of views and view controllers.)
    open func awakeFromNib() {}

    // MARK: - Touches

    /// A touch began; forwards to ``next`` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextResponderHandlingTouches?.touchesBegan(touches, with: event)
    }

    /// Touches moved; forwards to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextResponderHandlingTouches?.touchesMoved(touches, with: event)
    }

    /// Touches ended; forwards to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextResponderHandlingTouches?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled (a gesture recognizer took them, or the system did); forwards to
    /// ``next`` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        nextResponderHandlingTouches?.touchesCancelled(touches, with: event)
    }

    /// The responder the default touch methods forward to: ``next``, skipping plain `UIView`s
    /// (not subclasses), whose touch methods are these very defaults and would only forward again.
    /// The responders reached are the same as with one call per level, but a chain of plain views
    /// a million deep costs no call stack.
    private var nextResponderHandlingTouches: UIResponder? {
        var responder = next
        while let view = responder as? UIView, type(of: view) == UIView.self { responder = view.next }
        return responder
    }

    // MARK: - First responder

    /// Whether this responder accepts first-responder status; false by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder.
    open var isFirstResponder: Bool { Headless.current.firstResponder === self }

    /// Asks to become the first responder; returns whether it did.
    ///
    /// As in UIKit: false when ``canBecomeFirstResponder`` is false, when the responder is a view
    /// that is not in a window, or when the current first responder refuses to resign. Otherwise
    /// the current first responder gets `resignFirstResponder()` first. Already first: true.
    /// When the new first responder takes typed text (``UIKeyInput``) or has input views, the
    /// simulated keyboard rises (or moves) once the change is complete.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        return SoftwareKeyboard.holdingUpdates {
            if let current = Headless.current.firstResponder {
                guard current.resignFirstResponder() else { return false }
            }
            Headless.current.firstResponder = self
            Headless.current.keyboard.setNeedsUpdate()
            return true
        }
    }

    /// Gives up first-responder status; returns whether it did.
    ///
    /// False when ``canResignFirstResponder`` is false (unless `UIView.endEditing(true)` or the
    /// view leaving its window forces it); true otherwise, also when the responder was not the
    /// first responder (UIKit's default). The keyboard goes down unless another responder that
    /// needs it takes over in the same call.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || Headless.current.isForcingResign else { return false }
        if isFirstResponder {
            Headless.current.firstResponder = nil
            Headless.current.keyboard.setNeedsUpdate()
        }
        return true
    }

    // MARK: - Input views

    /// The view shown in place of the keyboard while this responder is the first responder; nil
    /// (the keyboard) by default. Text fields and text views let it be set.
    open var inputView: UIView? { nil }

    /// The view shown along the top of the keyboard while this responder is the first responder;
    /// nil by default. Its height adds to the keyboard's. A responder with one but no keyboard
    /// input shows it alone at the bottom of the screen.
    open var inputAccessoryView: UIView? { nil }

    // MARK: - Standard edit actions (UIResponderStandardEditActions)

    /// Removes the selection to `UIPasteboard.general`; does nothing by default (text fields and
    /// text views implement it).
    open func cut(_ sender: Any?) {}

    /// Copies the selection to `UIPasteboard.general`; does nothing by default.
    open func copy(_ sender: Any?) {}

    /// Inserts `UIPasteboard.general`'s string over the selection; does nothing by default.
    open func paste(_ sender: Any?) {}

    /// Selects the word at the insertion point; does nothing by default.
    open func select(_ sender: Any?) {}

    /// Selects all the content; does nothing by default.
    open func selectAll(_ sender: Any?) {}

    /// Deletes the selection; does nothing by default.
    open func delete(_ sender: Any?) {}

    /// Updates the keyboard after this responder's input views changed; does nothing unless it
    /// is the first responder. The keyboard's frame change is posted as usual.
    open func reloadInputViews() {
        if isFirstResponder { Headless.current.keyboard.setNeedsUpdate() }
    }

    // MARK: - Accessibility (UIAccessibility)
    //
    // UIKit declares these on `NSObject` (the UIAccessibility informal protocol); here they are on
    // `UIResponder`, the common ancestor of views and view controllers, so that subclasses can
    // override them as on iOS (Docs/Differences.md). Widgets override the getters with UIKit's
    // defaults; what was set explicitly wins.

    /// What was set explicitly; nil until an accessibility property is set.
    package var accessibilityStorage: AccessibilityStorage?

    /// The storage, made on first write.
    package var writableAccessibilityStorage: AccessibilityStorage {
        if let accessibilityStorage { return accessibilityStorage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// Whether this object is an element an assistive app can reach; false by default, true for
    /// standard controls and labels, as in UIKit.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? false }
        set { writableAccessibilityStorage.isElement = newValue }
    }

    /// A succinct label that identifies the element (VoiceOver reads it first); nil by default.
    /// Labels and buttons give their text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label }
        set { writableAccessibilityStorage.label = newValue }
    }

    /// The element's value, when it has one that is not its label (a slider's percentage, a text
    /// field's text); nil by default.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { writableAccessibilityStorage.value = newValue }
    }

    /// A brief description of what activating the element does; nil by default.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { writableAccessibilityStorage.hint = newValue }
    }

    /// What the element is and what state it is in; `.none` by default, `.button` for buttons,
    /// `.staticText` for labels, as in UIKit.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? .none }
        set { writableAccessibilityStorage.traits = newValue }
    }

    /// Whether the accessibility elements this object contains (and the object itself) are
    /// hidden from assistive apps; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { writableAccessibilityStorage.elementsHidden = newValue }
    }

    /// Whether assistive apps ignore the elements of this view's siblings (a custom alert); false
    /// by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { writableAccessibilityStorage.viewIsModal = newValue }
    }

    /// Activates the element, as VoiceOver's double tap does, and returns whether it did; false
    /// by default (UIKit then taps the element's activation point, which is not done here).
    /// Elements that act otherwise than by a tap override it.
    open func accessibilityActivate() -> Bool { false }
}

/// The accessibility properties set explicitly on a responder (nil: the class's default).
package final class AccessibilityStorage {
    package var isElement: Bool?
    package var label: String?
    package var value: String?
    package var hint: String?
    package var traits: UIAccessibilityTraits?
    package var identifier: String?
    package var elementsHidden = false
    package var viewIsModal = false
    /// A subview read before its siblings whatever its place, as UIKit reads a navigation
    /// controller's bar before the content that starts under it.
    package weak var leadingChild: UIView?
}
