// UILayoutGuide.swift: a rectangle in a view that takes part in Auto Layout without being a view.

internal import LayoutSolver

/// A rectangular area that constraints can relate to, owned by a view but not in the view tree,
/// as UIKit's `UILayoutGuide` (https://developer.apple.com/documentation/uikit/uilayoutguide): for
/// spacing between views, or a view's safe area, layout margins and readable width.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Makes a guide; `addLayoutGuide(_:)` gives it an owning view.
    public override init() {
        super.init()
    }

    /// The view that owns the guide (its `layoutGuides`); not retained, as the view holds the guide.
    open var owningView: UIView? { owningViewStorage }
    /// The view clears it when it removes the guide and in its `deinit`, so it reads nil as a weak
    /// one would. Why not `weak`: see "Unchecked and unsafe fields" in Docs/Performance.md.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var owningViewStorage: UIView?

    /// A name for debugging; system guides carry UIKit's names (`UIViewSafeAreaLayoutGuide`, ...).
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinate system, as the last solve placed it;
    /// `.zero` before the guide has an owning view and constraints.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        if let system = systemKind, system != .scrollContent { return system.frame(in: owningView) }
        return Headless.current.layoutEngine.frame(of: self)
    }

    // MARK: - Anchors

    /// The leading edge (the left, left to right).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, left to right).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    // MARK: - Engine bookkeeping (internal)

    /// The guide's unknowns in the engine, once it has entered it.
    var engineVariables: ItemVariables?
    /// How constraints and the engine refer to the guide, made on first use.
    @exclusivity(unchecked) nonisolated(unsafe) private var referenceStorage: LayoutItemReference?

    /// References to the guide read nil from now on.
    deinit {
        referenceStorage?.item = nil
    }

    /// Whether constraints have related the guide (it has entered the Auto Layout engine).
    package var isInLayoutEngine: Bool { engineVariables != nil }
    /// For the guides a view makes itself, which inset of the view the guide follows.
    var systemKind: SystemGuideKind?
    /// The engine's constraints that tie a system guide to its view's insets.
    var systemPins: [LayoutConstraint] = []

    /// `<UILayoutGuide: frame = (0 0; 320 480), identifier = "...">`.
    open override var description: String {
        MainActor.assumeIsolated {
            let frame = layoutFrame
            let rect = "(\(formatNumber(frame.minX)) \(formatNumber(frame.minY)); \(formatNumber(frame.width)) \(formatNumber(frame.height)))"
            return "<\(String(describing: type(of: self))): frame = \(rect), owningView = \(owningView.map { NSLayoutConstraint.describe($0) } ?? "nil")\(identifier.isEmpty ? "" : ", identifier = '\(identifier)'")>"
        }
    }

    /// How the guide shows in constraint descriptions: `UILayoutGuide'UIViewSafeAreaLayoutGuide'`.
    var descriptionName: String {
        UILayoutGuide.descriptionName(of: type(of: self), identifier: identifier)
    }

    /// The description name of a guide of `type` with `identifier`.
    static func descriptionName(of type: UILayoutGuide.Type, identifier: String) -> String {
        "\(String(describing: type))\(identifier.isEmpty ? "" : "'\(identifier)'")"
    }
}

extension UILayoutGuide: LayoutItem {
    var layoutParent: UIView? { owningView }
    var constraintDescriptionName: String { descriptionName }

    var layoutReference: LayoutItemReference {
        if let referenceStorage { return referenceStorage }
        let reference = LayoutItemReference(self)
        referenceStorage = reference
        return reference
    }
}

/// The guides a view makes for itself, each following an inset of the view.
package enum SystemGuideKind: Hashable, Sendable {
    /// `safeAreaLayoutGuide`: the bounds inset by `safeAreaInsets`.
    case safeArea
    /// `layoutMarginsGuide`: the bounds inset by the effective layout margins.
    case margins
    /// `readableContentGuide`: the margins guide, no wider than a readable line, centred.
    case readableContent
    /// A scroll view's `contentLayoutGuide`: its content area, at the content's origin, as large
    /// as the constraints to it make it (which gives the scroll view its `contentSize`).
    case scrollContent
    /// A scroll view's `frameLayoutGuide`: its frame, in its content's coordinates.
    case scrollFrame

    /// UIKit's identifier for the guide.
    var identifier: String {
        switch self {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        }
    }

    /// The guide's rectangle in `view`'s bounds (origin at 0).
    @MainActor
    func frame(in view: UIView) -> CGRect {
        let size = CGRect(origin: .zero, size: view.bounds.size)
        switch self {
        case .safeArea:
            return size.inset(by: view.safeAreaInsets)
        case .scrollFrame:
            return size
        case .scrollContent:
            return Headless.current.layoutEngine.alignmentRect(of: view.systemGuide(.scrollContent)) ?? .zero
        case .margins:
            return size.inset(by: view.effectiveLayoutMargins)
        case .readableContent:
            let margins = size.inset(by: view.effectiveLayoutMargins)
            let width = min(margins.width, UIView.readableContentWidth)
            return CGRect(x: margins.minX + (margins.width - width) / 2, y: margins.minY,
                          width: max(0, width), height: margins.height)
        }
    }
}
