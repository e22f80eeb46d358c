// TintAdjustmentModeTests.swift: UIView.tintAdjustmentMode, inherited from superviews, dimming
// the tint colour and telling the views it reaches (View/UIView+Tint.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A view that counts the `tintColorDidChange()` calls it hears.
@MainActor
private final class TintCountingView: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

@MainActor
@Suite("Tint adjustment mode", .headless)
struct TintAdjustmentModeTests {
    @Test func theModesHaveUIKitsRawValues() {
        let modes: [UIView.TintAdjustmentMode] = [.automatic, .normal, .dimmed]
        #expect(modes.map(\.rawValue) == [0, 1, 2])
    }

    @Test func anAutomaticViewAnswersItsSuperviewsModeAndNormalAtTheRoot() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(root.tintAdjustmentMode == .normal)
        #expect(child.tintAdjustmentMode == .normal)

        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)

        child.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal)
        child.tintAdjustmentMode = .automatic
        #expect(child.tintAdjustmentMode == .dimmed)
        child.removeFromSuperview()
        #expect(child.tintAdjustmentMode == .normal)
    }

    @Test func aDimmedViewAnswersADesaturatedGreyOfItsTint() {
        let root = UIView()
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let child = UIView()
        root.addSubview(child)

        root.tintAdjustmentMode = .dimmed
        let dimmed = child.tintColor.rgba
        #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue)
        #expect(abs(dimmed.red - 0.299) < 0.0001)
        #expect(dimmed.alpha == 1)

        child.tintAdjustmentMode = .normal
        #expect(child.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.tintAdjustmentMode = .automatic
        #expect(root.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func theDefaultTintDimsInEachAppearance() {
        let view = UIView()
        view.tintAdjustmentMode = .dimmed
        let tint = view.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        let dark = view.tintColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
        #expect(tint.red == tint.blue && dark.red == dark.blue)
        #expect(tint.red != dark.red)
        let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        #expect(tint.red != blue.red || tint.blue != blue.blue)
        // The same dimmed colour at every read, as code that compares the last colour expects.
        #expect(view.tintColor === view.tintColor)
    }

    @Test func changingTheModeTellsTheViewsThatInheritIt() {
        let root = TintCountingView()
        let inheriting = TintCountingView()
        let ownMode = TintCountingView()
        let underOwnMode = TintCountingView()
        let ownColor = TintCountingView()
        root.addSubview(inheriting)
        root.addSubview(ownMode)
        ownMode.addSubview(underOwnMode)
        root.addSubview(ownColor)
        ownMode.tintAdjustmentMode = .normal
        ownColor.tintColor = .red
        let before = [root, inheriting, ownMode, underOwnMode, ownColor].map(\.changes)

        root.tintAdjustmentMode = .dimmed

        let after = [root, inheriting, ownMode, underOwnMode, ownColor].map(\.changes)
        #expect(zip(after, before).map { $0 - $1 } == [1, 1, 0, 0, 1])
    }

    @Test func settingAModeThatChangesNothingTellsNoOne() {
        let view = TintCountingView()
        view.tintAdjustmentMode = .normal        // automatic at the root answered normal already
        view.tintAdjustmentMode = .automatic
        #expect(view.changes == 0)
        view.tintAdjustmentMode = .dimmed
        view.tintAdjustmentMode = .dimmed
        #expect(view.changes == 1)
    }
}
