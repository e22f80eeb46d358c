// ContextMenuPreviewTests.swift: a context menu's preview (`previewProvider`) shows above the
// menu; a tap on it tells the delegate `willPerformPreviewActionForMenuWith` (the animator carries
// the preview controller), the menu ends, and the app shows the controller from the completion, as
// Apple's documentation of UIContextMenuInteractionCommitAnimating describes.
import Testing
import HeadlessTesting
import ViewWidgets

/// A context menu delegate with a preview, that shows the preview controller when it is tapped.
@MainActor
final class PreviewingMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var preview: UIViewController?
    var commitAnimator: (any UIContextMenuInteractionCommitAnimating)?
    weak var navigation: UINavigationController?
    /// Ends the menu itself while it hears of the tap on the preview.
    var dismissesMenuItself = false

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { [weak self] in
            self?.calls.append("previewProvider")
            let controller = UIViewController()
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            label.text = "Sunset at the pier"
            controller.view.addSubview(label)
            controller.preferredContentSize = CGSize(width: 300, height: 200)
            self?.preview = controller
            return controller
        }, actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Share") { _ in }])
        })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willDisplay preview=\(animator?.previewViewController === preview)")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreviewAction")
        commitAnimator = animator
        if dismissesMenuItself { interaction.dismissMenu() }
        animator.preferredCommitStyle = .pop
        animator.addCompletion { [weak self] in
            guard let self, let controller = animator.previewViewController else { return }
            self.calls.append("commit completion")
            self.navigation?.pushViewController(controller, animated: false)
        }
    }
}

@MainActor
@Suite("Context menu previews", .headless)
struct ContextMenuPreviewTests {
    /// A photo view in a navigation controller's root, with a context menu that has a preview.
    private func makeScreen(_ delegate: PreviewingMenuDelegate) -> (UIView, UINavigationController, XCUIApplication) {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let (photo, window) = makePhotoScreen(root: navigation, delegate: delegate)
        delegate.navigation = navigation
        return (photo, navigation, XCUIApplication(window: window))
    }

    @Test func theMenuShowsThePreviewControllersViewAboveTheActions() throws {
        let delegate = PreviewingMenuDelegate()
        let (photo, _, app) = makeScreen(delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(delegate.calls == ["previewProvider", "willDisplay preview=true"])
        let preview = try #require(delegate.preview)
        #expect(preview.view.window === photo.window)
        // The platter is one element, labelled with the preview's text.
        #expect(app.buttons["Sunset at the pier"].exists)
        // The preview is its preferred size, and the menu's actions sit below it.
        let previewFrame = preview.view.convert(preview.view.bounds, to: nil)
        #expect(previewFrame.size == CGSize(width: 300, height: 200))
        let share = app.buttons["Share"].frame
        #expect(share.minY >= previewFrame.maxY)
    }

    @Test func tappingThePreviewCommitsItAndTheAppShowsItsController() throws {
        let delegate = PreviewingMenuDelegate()
        let (photo, navigation, app) = makeScreen(delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let window = photo.window
        // The tap waits for the app to idle, as XCUITest's does: the menu has faded out by then.
        app.buttons["Sunset at the pier"].tap()
        #expect(delegate.calls == ["previewProvider", "willDisplay preview=true", "willPerformPreviewAction", "willEnd",
                                   "commit completion"])
        #expect(delegate.commitAnimator?.previewViewController === delegate.preview)
        let preview = try #require(delegate.preview)
        #expect(navigation.topViewController === preview)
        #expect(preview.view.window === window)
        #expect(!app.buttons["Share"].exists)
    }

    @Test func aTapOutsideThePreviewAndTheMenuDismissesWithoutCommitting() {
        let delegate = PreviewingMenuDelegate()
        let (photo, navigation, app) = makeScreen(delegate)
        defer { withExtendedLifetime(app) {} }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        photo.window?.tap(at: CGPoint(x: 380, y: 830))
        Headless.runUntilIdle()
        #expect(delegate.calls == ["previewProvider", "willDisplay preview=true", "willEnd"])
        #expect(navigation.viewControllers.count == 1)
        #expect(delegate.preview?.viewIfLoaded?.window == nil)
    }

    @Test func aTableRowsPreviewTellsTheTablesDelegate() throws {
        let rows = MenuRows(previews: true)
        let (window, table) = makeMenuTable(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(previewPlatter(in: window))
        platter.tap()
        #expect(rows.calls == ["willPerformPreviewAction Preview 1"])
    }

    @Test func theCommitStillRunsWhenTheAppEndsTheMenuItself() throws {
        let delegate = PreviewingMenuDelegate()
        delegate.dismissesMenuItself = true
        let (photo, navigation, app) = makeScreen(delegate)
        let window = photo.window
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        app.buttons["Sunset at the pier"].tap()
        Headless.runUntilIdle()
        #expect(delegate.calls.last == "commit completion")
        let preview = try #require(delegate.preview)
        #expect(navigation.topViewController === preview)
        #expect(preview.view.window === window)
    }

    @Test func aControllerShownElsewhereIsNotTakenForThePreview() {
        final class Delegate: NSObject, UIContextMenuInteractionDelegate {
            let shown: UIViewController
            var previewInDisplay: UIViewController?
            init(shown: UIViewController) { self.shown = shown }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: { [shown] in shown }, actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Share") { _ in }])
                })
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                        animator: (any UIContextMenuInteractionAnimating)?) {
                previewInDisplay = animator?.previewViewController
            }
        }
        let root = UIViewController()
        let delegate = Delegate(shown: root)
        let (photo, window) = makePhotoScreen(root: root, delegate: delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(root.view.superview === window)
        #expect(delegate.previewInDisplay == nil)
        #expect(XCUIApplication(window: window).buttons["Share"].exists)
    }

    @Test func voiceOverActivatingThePreviewCommitsIt() throws {
        let delegate = PreviewingMenuDelegate()
        let (photo, navigation, app) = makeScreen(delegate)
        defer { withExtendedLifetime(app) {} }
        let window = try #require(photo.window)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        // VoiceOver reaches the preview as one button named by its content.
        let preview = try #require(previewPlatter(in: window, labelled: "Sunset at the pier"))
        #expect(preview.accessibilityTraits.contains(.button))
        #expect(preview.accessibilityActivate())
        Headless.runUntilIdle()
        #expect(delegate.calls == ["previewProvider", "willDisplay preview=true", "willPerformPreviewAction", "willEnd",
                                   "commit completion"])
        #expect(navigation.topViewController === delegate.preview)
        // Once the menu has gone, nothing is left to activate.
        #expect(!window.accessibilityElementViews.contains { $0 === preview })
    }

    @Test func aPreviewWithoutTextIsNamedByTheMenusTitle() throws {
        final class Delegate: NSObject, UIContextMenuInteractionDelegate {
            var committed = false
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }, actionProvider: { _ in
                    UIMenu(title: "Photo", children: [UIAction(title: "Share") { _ in }])
                })
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                        animator: any UIContextMenuInteractionCommitAnimating) {
                committed = true
            }
        }
        let delegate = Delegate()
        let (photo, window) = makePhotoScreen(root: UIViewController(), delegate: delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let app = XCUIApplication(window: window)
        #expect(app.buttons["Photo"].exists)
        let preview = try #require(previewPlatter(in: window, labelled: "Photo"))
        #expect(preview.accessibilityActivate())
        #expect(delegate.committed)
        #expect(!preview.accessibilityActivate())
    }
}
