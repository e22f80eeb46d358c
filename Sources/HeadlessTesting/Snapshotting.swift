// Snapshotting.swift: the ways a view becomes a snapshot file: its tree, its picture, its
// constraints, its accessibility tree.

import ViewWidgets

/// How `assertSnapshot(of:as:)` turns a value into text for a snapshot file, in the spirit of
/// swift-snapshot-testing's `Snapshotting`: a file extension and a function.
///
///     assertSnapshot(of: view, as: .dump)            // recursiveDescription()
///     assertSnapshot(of: view, as: .svg)             // the picture
///     assertSnapshot(of: view, as: .constraints)     // the tree with its constraints
///     assertSnapshot(of: view, as: .accessibility)   // what VoiceOver reaches
public struct Snapshotting<Value>: Sendable {
    /// The extension of the snapshot files (`txt`, `svg`).
    public var pathExtension: String
    /// Makes the snapshot's text from the value.
    public var snapshot: @MainActor @Sendable (Value) -> String

    /// A way to snapshot values as text in files ending in `pathExtension`.
    public init(pathExtension: String, snapshot: @escaping @MainActor @Sendable (Value) -> String) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
    }

    /// The same snapshot of a value made from another (a controller snapshotted as its view).
    public func pullback<NewValue>(_ transform: @escaping @MainActor @Sendable (NewValue) -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == UIView {
    /// The view tree as `recursiveDescription()` prints it, after layout.
    public static var dump: Snapshotting {
        Snapshotting(pathExtension: "txt") { view in
            view.layoutIfNeeded()
            return view.recursiveDescription()
        }
    }

    /// The picture of the view, as SVG (`renderSVG()`), after layout.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg") { view in
            view.layoutIfNeeded()
            return view.renderSVG()
        }
    }

    /// The view tree with the constraints each view holds (`recursiveConstraintsDescription()`).
    public static var constraints: Snapshotting {
        Snapshotting(pathExtension: "txt") { view in
            view.layoutIfNeeded()
            return view.recursiveConstraintsDescription()
        }
    }

    /// The accessibility tree (`accessibilityTreeDescription()`): each element an assistive app
    /// reaches, with its label, value, traits and frame.
    public static var accessibility: Snapshotting {
        Snapshotting(pathExtension: "txt") { view in
            view.layoutIfNeeded()
            return view.accessibilityTreeDescription()
        }
    }
}

extension Snapshotting where Value == UIViewController {
    /// The controller's view tree (loading the view).
    public static var dump: Snapshotting { Snapshotting<UIView>.dump.pullback { $0.view } }
    /// The picture of the controller's view.
    public static var svg: Snapshotting { Snapshotting<UIView>.svg.pullback { $0.view } }
    /// The controller's view tree with its constraints.
    public static var constraints: Snapshotting { Snapshotting<UIView>.constraints.pullback { $0.view } }
    /// The accessibility tree of the controller's view.
    public static var accessibility: Snapshotting { Snapshotting<UIView>.accessibility.pullback { $0.view } }
}
