// AgreementViews.swift: the cast of FastPathAgreementTests: subclasses of UIView that override
// what the fast paths skip (hit-testing's three members, `tag`, `description`), each with a mode
// chosen per view: 0 keeps UIView's behaviour by calling `super`, the others change it.
import Foundation
@testable import ViewKernel

/// Overrides nothing: the fast paths answer for it without asking, as for a UIView.
final class AgreementPlainView: UIView {}

/// Overrides `hitTest(_:with:)`. Mode 1 refuses every point; 2 answers itself for any point
/// `point(inside:with:)` takes, ignoring its flags and subviews; 3 lets touches through to its
/// subviews but never takes one itself (a pass-through container).
final class AgreementHitTestView: UIView {
    var mode = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        AgreementModes.hitTest(mode, self, point) { super.hitTest(point, with: event) }
    }
}

/// Overrides `point(inside:with:)`. Mode 1 takes points up to 8 points outside the bounds; 2 takes
/// none. Not final: ``AgreementInheritingView`` inherits the override.
class AgreementPointInsideView: UIView {
    var mode = 0
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        AgreementModes.pointInside(mode, bounds, point) { super.point(inside: point, with: event) }
    }
}

/// Inherits an override of `point(inside:with:)`: its class is not UIView's either.
final class AgreementInheritingView: AgreementPointInsideView {}

/// Overrides `isUserInteractionEnabled`. Mode 1 answers false, 2 true, whatever was set.
final class AgreementInteractionView: UIView {
    var mode = 0
    override var isUserInteractionEnabled: Bool {
        get { AgreementModes.interaction(mode) { super.isUserInteractionEnabled } }
        set { super.isUserInteractionEnabled = newValue }
    }
}

/// Overrides `tag`. Mode 1 answers 3 whatever was set; 2 the stored tag plus one.
final class AgreementTagView: UIView {
    var mode = 0
    override var tag: Int {
        get { AgreementModes.tag(mode) { super.tag } }
        set { super.tag = newValue }
    }
}

/// Overrides `description` (which is not isolated, hence the mode's declaration). Mode 1 answers
/// a text of its own; 2 adds to UIView's line.
final class AgreementDescriptionView: UIView {
    nonisolated(unsafe) var mode = 0
    override var description: String {
        AgreementModes.description(mode) { super.description }
    }
}

/// Overrides all five, each with its own mode.
final class AgreementEverythingView: UIView {
    var hitTestMode = 0, pointInsideMode = 0, interactionMode = 0, tagMode = 0
    nonisolated(unsafe) var descriptionMode = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        AgreementModes.hitTest(hitTestMode, self, point) { super.hitTest(point, with: event) }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        AgreementModes.pointInside(pointInsideMode, bounds, point) { super.point(inside: point, with: event) }
    }
    override var isUserInteractionEnabled: Bool {
        get { AgreementModes.interaction(interactionMode) { super.isUserInteractionEnabled } }
        set { super.isUserInteractionEnabled = newValue }
    }
    override var tag: Int {
        get { AgreementModes.tag(tagMode) { super.tag } }
        set { super.tag = newValue }
    }
    override var description: String {
        AgreementModes.description(descriptionMode) { super.description }
    }
}

/// What each mode does, shared by the classes above; `inherited` is UIView's answer (`super`).
@MainActor
enum AgreementModes {
    static func hitTest(_ mode: Int, _ view: UIView, _ point: CGPoint, inherited: () -> UIView?) -> UIView? {
        switch mode {
        case 1: return nil
        case 2: return view.point(inside: point, with: nil) ? view : nil
        case 3:
            let hit = inherited()
            return hit === view ? nil : hit
        default: return inherited()
        }
    }

    static func pointInside(_ mode: Int, _ bounds: CGRect, _ point: CGPoint, inherited: () -> Bool) -> Bool {
        switch mode {
        case 1: return bounds.insetBy(dx: -8, dy: -8).contains(point)
        case 2: return false
        default: return inherited()
        }
    }

    static func interaction(_ mode: Int, inherited: () -> Bool) -> Bool {
        mode == 0 ? inherited() : mode == 2
    }

    static func tag(_ mode: Int, inherited: () -> Int) -> Int {
        switch mode {
        case 1: return 3
        case 2: return inherited() + 1
        default: return inherited()
        }
    }

    nonisolated static func description(_ mode: Int, inherited: () -> String) -> String {
        switch mode {
        case 1: return "<Custom description>"
        case 2: return inherited() + " (described)"
        default: return inherited()
        }
    }
}
