// ContextMenuTargetedPreviewTests.swift: the targeted previews a context menu's delegate gives
// (UITargetedPreview, UIPreviewParameters, UIPreviewTarget): the highlight preview places the
// preview platter at its target with its parameters' background colour (nil: the interaction's
// view), the dismissal preview is asked as the menu ends; the iOS 13 methods answer when the iOS 16
// ones are not implemented; tables ask their delegate.
import Testing
import HeadlessTesting
import ViewWidgets

/// A context menu delegate with a 300 × 200 preview controller that gives targeted previews.
@MainActor
private final class TargetingDelegate: NSObject, UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var preview: UIViewController?
    var identifier: NSString = "photo-1"
    /// The preview the delegate gives for the highlight (nil: the default).
    var highlight: (() -> UITargetedPreview?)?
    var dismissal: (() -> UITargetedPreview?)?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: identifier, previewProvider: { [weak self] in
            let controller = UIViewController()
            controller.preferredContentSize = CGSize(width: 300, height: 200)
            self?.preview = controller
            return controller
        }, actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        calls.append("highlight \(identifier as? NSString ?? "?")")
        return highlight?()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        calls.append("dismissal \(identifier as? NSString ?? "?")")
        return dismissal?()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
    }

    /// The commit style the delegate asks for when the preview is tapped.
    var commitStyle = UIContextMenuInteractionCommitStyle.dismiss

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        calls.append("commit")
        animator.preferredCommitStyle = commitStyle
    }
}

/// A delegate that implements only the iOS 13 highlight method.
@MainActor
private final class OlderDelegate: NSObject, UIContextMenuInteractionDelegate {
    weak var target: UIView?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() },
                                   actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let target else { return nil }
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .systemYellow
        return UITargetedPreview(view: target, parameters: parameters)
    }
}

/// A button whose menu has a preview and lifts another view (UIControl's `open` preview methods).
@MainActor
private final class BadgeButton: UIButton {
    weak var badge: UIView?
    var calls: [String] = []
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() },
                                   actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
    }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        calls.append("highlight")
        guard let badge else { return nil }
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .systemYellow
        return UITargetedPreview(view: badge, parameters: parameters)
    }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        calls.append("dismissing")
        return nil
    }
}

@MainActor
@Suite("Context menu targeted previews", .headless)
struct ContextMenuTargetedPreviewTests {
    /// A 120 × 120 photo at (20, 300) in a shown window's root view, with a context menu.
    private func makeScreen(_ delegate: any UIContextMenuInteractionDelegate) -> (UIView, UIViewController, UIWindow) {
        let root = UIViewController()
        let (photo, window) = makePhotoScreen(root: root, delegate: delegate)
        return (photo, root, window)
    }

    @Test func theHighlightPreviewPlacesThePlatterAtItsTargetWithItsBackground() throws {
        let delegate = TargetingDelegate()
        let (photo, root, window) = makeScreen(delegate)
        defer { withExtendedLifetime(window) {} }
        delegate.highlight = {
            let parameters = UIPreviewParameters()
            parameters.backgroundColor = .systemRed
            // The photo lifted to a centre of (200, 150) in the root view: its top at 90.
            return UITargetedPreview(view: photo, parameters: parameters,
                                     target: UIPreviewTarget(container: root.view, center: CGPoint(x: 200, y: 150)))
        }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(delegate.calls == ["highlight photo-1", "willDisplay"])
        let platter = try #require(delegate.preview?.view.superview)
        #expect(platter.backgroundColor == .systemRed)
        #expect(platterFrame(showing: delegate.preview)?.minY == 90)
    }

    @Test func withoutAHighlightPreviewThePlatterStartsAtTheInteractionsView() throws {
        let delegate = TargetingDelegate()
        let (photo, _, window) = makeScreen(delegate)
        defer { withExtendedLifetime(window) {} }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(delegate.preview?.view.superview)
        #expect(platter.backgroundColor == .systemBackground)
        #expect(platterFrame(showing: delegate.preview)?.minY == 300)
    }

    @Test func theDismissalPreviewIsAskedAsTheMenuEndsAndThePreviewReturnsToIt() throws {
        let delegate = TargetingDelegate()
        let (photo, root, window) = makeScreen(delegate)
        delegate.dismissal = {
            UITargetedPreview(view: photo, parameters: UIPreviewParameters(),
                              target: UIPreviewTarget(container: root.view, center: CGPoint(x: 80, y: 700)))
        }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(delegate.preview?.view.superview)
        window.tap(at: CGPoint(x: 380, y: 830))
        #expect(delegate.calls == ["highlight photo-1", "willDisplay", "willEnd", "dismissal photo-1"])
        // The platter shrinks to the photo's size on its way to (80, 700).
        #expect(platter.frame.size == CGSize(width: 120, height: 120))
        #expect(platter.convert(CGPoint(x: 60, y: 60), to: nil) == CGPoint(x: 80, y: 700))
        Headless.runUntilIdle()
        #expect(platter.window == nil)
    }

    @Test func theIOS13MethodAnswersWhenTheIOS16OneIsNotImplemented() throws {
        let delegate = OlderDelegate()
        let (photo, root, window) = makeScreen(delegate)
        let badge = UIView(frame: CGRect(x: 200, y: 100, width: 40, height: 40))
        root.view.addSubview(badge)
        delegate.target = badge
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.backgroundColor == .systemYellow)
        #expect(platter.convert(platter.bounds, to: nil).minY == 100)
    }

    @Test func aTargetedPreviewOfAViewInAWindowSitsWhereTheViewIs() {
        let (photo, _, window) = makeScreen(TargetingDelegate())
        defer { withExtendedLifetime(window) {} }
        let preview = UITargetedPreview(view: photo)
        #expect(preview.target.container === photo.superview)
        #expect(preview.target.center == CGPoint(x: 80, y: 360))
        #expect(preview.size == CGSize(width: 120, height: 120))
        #expect(preview.parameters.backgroundColor == .systemBackground)
        #expect(preview.parameters.visiblePath == nil)
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: photo, center: .zero))
        #expect(moved.view === photo)
        #expect(moved.target.center == .zero)
    }

    @Test func aTargetedPreviewOfAViewInNoWindowIsUIKitsError() {
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations {
            _ = UITargetedPreview(view: loose)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("must be in a window") == true)
    }

    @Test func aTablesDelegateGivesItsRowsHighlightPreview() throws {
        let rows = MenuRows(previews: true)
        rows.highlight = { tableView in
            guard let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) else { return nil }
            let parameters = UIPreviewParameters()
            parameters.backgroundColor = .systemGreen
            return UITargetedPreview(view: cell, parameters: parameters)
        }
        let (window, table) = makeMenuTable(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        cell.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(rows.highlightQuestions == 1)
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.backgroundColor == .systemGreen)
    }

    @Test func aButtonSubclassOverridesTheControlsPreviewMethods() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let button = BadgeButton(frame: CGRect(x: 20, y: 300, width: 120, height: 44))
        button.isContextMenuInteractionEnabled = true
        let badge = UIView(frame: CGRect(x: 200, y: 100, width: 40, height: 40))
        root.view.addSubview(badge)
        root.view.addSubview(button)
        button.badge = badge
        button.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(button.calls == ["highlight"])
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.backgroundColor == .systemYellow)
        #expect(platter.convert(platter.bounds, to: nil).minY == 100)
        window.tap(at: CGPoint(x: 310, y: 470))
        #expect(button.calls == ["highlight", "dismissing"])
    }

    @Test func aPopCommitDoesNotShrinkThePlatterToTheDismissalPreview() throws {
        let delegate = TargetingDelegate()
        let (photo, root, window) = makeScreen(delegate)
        defer { withExtendedLifetime(window) {} }
        delegate.commitStyle = .pop
        delegate.dismissal = {
            UITargetedPreview(view: photo, parameters: UIPreviewParameters(),
                              target: UIPreviewTarget(container: root.view, center: CGPoint(x: 80, y: 700)))
        }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(delegate.preview?.view.superview)
        platter.tap()
        // The preview pops into place: the dismissal preview is not asked, the platter keeps its size.
        #expect(delegate.calls == ["highlight photo-1", "willDisplay", "commit", "willEnd"])
        #expect(platter.frame.size == CGSize(width: 300, height: 200))
        Headless.runUntilIdle()
        #expect(platter.window == nil)
    }
}
