// ToolbarAppearanceTests.swift: what a toolbar shows from its appearances (iOS 13 and 15): the
// standard one on a toolbar of the app's own, the scroll-edge one (else the standard one made
// transparent) on a navigation controller's toolbar over content that ends above it, and item
// colours from the button appearances (UIToolbar+Appearance.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Toolbar: appearances", .headless)
struct ToolbarAppearanceTests {
    @Test func anAppsToolbarShowsItsStandardAppearanceAndButtonColours() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil),
                         UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        toolbar.layoutIfNeeded()
        #expect(barBackgroundColor(of: toolbar) == UIColor.defaultBarGreyForTests)
        #expect(barShowsHairline(toolbar))

        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        toolbar.standardAppearance = appearance
        toolbar.layoutIfNeeded()

        #expect(barBackgroundColor(of: toolbar) == UIColor.systemIndigo.resolvedColor(with: toolbar.traitCollection))
        #expect(try #require(labels(showing: "Share", in: toolbar).first).textColor == .white)
        #expect(try #require(labels(showing: "Done", in: toolbar).first).textColor == .systemYellow)
        // Not managed by a navigation controller: the scroll edge does not apply.
        let clear = UIToolbarAppearance()
        clear.configureWithTransparentBackground()
        toolbar.scrollEdgeAppearance = clear
        #expect(barBackgroundColor(of: toolbar) == UIColor.systemIndigo.resolvedColor(with: toolbar.traitCollection))
    }

    @Test func aNavigationControllersToolbarOverShortContentShowsTheScrollEdgeLook() {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        let toolbar = navigation.toolbar!
        #expect(barBackgroundColor(of: toolbar) == nil)
        #expect(!barShowsHairline(toolbar))

        let edge = UIToolbarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemTeal
        toolbar.scrollEdgeAppearance = edge
        #expect(barBackgroundColor(of: toolbar) == UIColor.systemTeal.resolvedColor(with: toolbar.traitCollection))
    }
}
