// RefreshControlInitTests.swift: UIRefreshControl's designated init(), which a subclass's
// override init() calls as super.init(), and its tint colour, which colours the spinner.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
private final class BrandedRefreshControl: UIRefreshControl {
    var madeHere = false
    override init() {
        super.init()
        madeHere = true
        tintColor = .systemOrange
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite(.headless)
struct RefreshControlInitTests {
    @Test func aSubclassOverridingInitCallsSuperInit() {
        let control = BrandedRefreshControl()
        #expect(control.madeHere)
        #expect(control.frame.height == 60)
        #expect(control.spinner.color == .systemOrange)
    }

    @Test func theTintColourColoursTheSpinnerAndNilGoesBack() {
        let control = UIRefreshControl()
        let grey = control.spinner.color
        control.tintColor = .systemPurple
        #expect(control.spinner.color == .systemPurple)
        #expect(control.tintColor == .systemPurple)
        control.tintColor = nil
        #expect(control.spinner.color == grey)
    }
}
