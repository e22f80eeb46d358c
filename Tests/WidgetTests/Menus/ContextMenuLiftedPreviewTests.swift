// ContextMenuLiftedPreviewTests.swift: a context menu whose configuration has no preview
// controller lifts the targeted view itself into the platter above the menu, as UIKit does ("If
// you specify nil, UIKit uses a default preview", UIContextMenuConfiguration's
// init(identifier:previewProvider:actionProvider:)): the interaction's view, a table's row's cell,
// or the view of the delegate's highlight preview, clipped to its parameters' visible path, on
// their background colour; the preview goes back to the dismissal preview's target (centre and
// transform), else to the view it came from.
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

/// A context menu delegate without a preview controller that names targeted previews.
@MainActor
private final class LiftingDelegate: NSObject, UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var highlight: (() -> UITargetedPreview?)?
    var dismissal: (() -> UITargetedPreview?)?
    var commitAnimator: (any UIContextMenuInteractionCommitAnimating)?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil,
                                   actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        highlight?()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        dismissal?()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        calls.append("commit")
        commitAnimator = animator
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
    }
}

@MainActor
@Suite("Context menus lifting the targeted view", .headless)
struct ContextMenuLiftedPreviewTests {
    /// The photo of `makePhotoScreen`, teal, with a caption label.
    private func makeScreen(_ delegate: LiftingDelegate) -> (UIView, UIViewController, UIWindow) {
        let root = UIViewController()
        let (photo, window) = makePhotoScreen(root: root, delegate: delegate)
        photo.backgroundColor = .systemTeal
        let caption = UILabel(frame: CGRect(x: 10, y: 90, width: 100, height: 20))
        caption.text = "Pier"
        photo.addSubview(caption)
        return (photo, root, window)
    }

    /// The picture's text elements showing `text`.
    private func texts(_ text: String, in picture: ParsedElement) -> [ParsedElement] {
        picture.descendants(named: "text").filter { $0.text == text }
    }

    /// The group the picture draws the window's last subview (an open menu) in.
    private func lastSubviewGroup(of picture: ParsedElement) -> ParsedElement? {
        picture.children(named: "g").first?.children(named: "g").last
    }

    @Test func withoutAPreviewControllerThePlatterLiftsTheInteractionsView() throws {
        let delegate = LiftingDelegate()
        let (photo, root, window) = makeScreen(delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        // The photo is lifted where it is, as VoiceOver's one button named by its caption.
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.convert(platter.bounds, to: nil) == CGRect(x: 20, y: 300, width: 120, height: 120))
        let app = XCUIApplication(window: window)
        #expect(app.buttons["Pier"].exists)
        #expect(app.buttons["Share"].frame.minY >= 428)
        // It stays the app's view, in its place in the hierarchy.
        #expect(photo.superview === root.view)
        #expect(window.recursiveDescription().contains("sourceView = UIView"))
        // The picture draws it in the menu only, not also where it was.
        let picture = try XMLTree.parse(window.renderSVG())
        let captions = texts("Pier", in: picture)
        #expect(captions.count == 1)
        let menu = try #require(lastSubviewGroup(of: picture))
        #expect(captions.first?.ancestors.contains { $0 === menu } == true)
    }

    @Test func tappingTheLiftedViewCommitsWithoutAController() throws {
        let delegate = LiftingDelegate()
        let (photo, _, window) = makeScreen(delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        try #require(previewPlatter(in: window)).tap()
        #expect(delegate.calls == ["commit", "willEnd"])
        #expect(delegate.commitAnimator != nil)
        #expect(delegate.commitAnimator?.previewViewController == nil)
        Headless.runUntilIdle()
        // Once the menu has gone, the photo is drawn where it is again.
        #expect(window.subviews.count == 1)
        let picture = try XMLTree.parse(window.renderSVG())
        #expect(texts("Pier", in: picture).count == 1)
    }

    @Test func theVisiblePathClipsTheLiftedViewOnTheParametersBackground() throws {
        let delegate = LiftingDelegate()
        let (photo, _, window) = makeScreen(delegate)
        delegate.highlight = {
            let parameters = UIPreviewParameters()
            // The caption's strip of the photo.
            parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 10, y: 80, width: 100, height: 40), cornerRadius: 8)
            parameters.backgroundColor = .systemYellow
            return UITargetedPreview(view: photo, parameters: parameters)
        }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(previewPlatter(in: window))
        // Only the strip is lifted, where it is on the photo.
        #expect(platter.convert(platter.bounds, to: nil) == CGRect(x: 30, y: 380, width: 100, height: 40))
        #expect(platter.backgroundColor == .systemYellow)
        #expect(platter.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
        // The picture clips the lifted photo to the path.
        let picture = try XMLTree.parse(window.renderSVG())
        let caption = try #require(texts("Pier", in: picture).first)
        let pathClips = picture.descendants(named: "clipPath").filter { !$0.children(named: "path").isEmpty }
        let clips = Set(pathClips.compactMap { $0["id"].map { "url(#\($0))" } })
        #expect(pathClips.count == 1)
        #expect(caption.ancestors.contains { $0["clip-path"].map(clips.contains) == true })
    }

    @Test func theDismissalPreviewsCentreAndTransformAreWhereThePreviewGoes() throws {
        let delegate = LiftingDelegate()
        let (photo, root, window) = makeScreen(delegate)
        delegate.dismissal = {
            UITargetedPreview(view: photo, parameters: UIPreviewParameters(),
                              target: UIPreviewTarget(container: root.view, center: CGPoint(x: 80, y: 700),
                                                      transform: CGAffineTransform(scaleX: 0.5, y: 0.5)))
        }
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(previewPlatter(in: window))
        window.tap(at: CGPoint(x: 380, y: 830))
        #expect(platter.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        #expect(platter.bounds.size == CGSize(width: 120, height: 120))
        #expect(platter.center == CGPoint(x: 80, y: 700))
        #expect(platter.frame == CGRect(x: 50, y: 670, width: 60, height: 60))
        Headless.runUntilIdle()
        #expect(platter.window == nil)
    }

    @Test func withoutADismissalPreviewAPreviewControllerReturnsToTheViewItCameFrom() throws {
        final class Delegate: NSObject, UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: {
                    let controller = UIViewController()
                    controller.preferredContentSize = CGSize(width: 300, height: 200)
                    return controller
                }, actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
            }
        }
        let delegate = Delegate()
        let (photo, window) = makePhotoScreen(root: UIViewController(), delegate: delegate)
        photo.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.bounds.size == CGSize(width: 300, height: 200))
        window.tap(at: CGPoint(x: 380, y: 830))
        // The preview shrinks back onto the photo.
        #expect(platter.frame == CGRect(x: 20, y: 300, width: 120, height: 120))
    }

    @Test func aTableRowsMenuWithoutAPreviewControllerLiftsTheRowsCell() throws {
        let rows = MenuRows(previews: false)
        let (window, table) = makeMenuTable(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let cellFrame = cell.convert(cell.bounds, to: nil)
        cell.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.convert(platter.bounds, to: nil) == cellFrame)
        #expect(XCUIApplication(window: window).buttons["Row 1"].exists)
        platter.tap()
        #expect(rows.calls == ["willPerformPreviewAction none"])
    }

    @Test func aControlsMenuLiftsNothing() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let button = UIButton(frame: CGRect(x: 20, y: 200, width: 120, height: 44))
        button.setTitle("Sort", for: .normal)
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        root.view.addSubview(button)
        button.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(XCUIApplication(window: window).buttons["Name"].exists)
        #expect(previewPlatter(in: window) == nil)
    }

    @Test func aCollectionViewAsksTheIOS16PreviewMethodsForTheItem() throws {
        /// A delegate with iOS 16's multi-item configuration and per-item preview methods.
        final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var calls: [String] = []
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                (cell as? LabelCell)?.label.text = "Item \(indexPath.item)"
                return cell
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                point: CGPoint) -> UIContextMenuConfiguration? {
                calls.append("configuration \(indexPaths.map(\.item))")
                return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Favorite") { _ in }]) })
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
                calls.append("highlight \(indexPath.item)")
                guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
                let parameters = UIPreviewParameters()
                parameters.backgroundColor = .systemPink
                return UITargetedPreview(view: cell, parameters: parameters)
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
                calls.append("dismissal \(indexPath.item)")
                return nil
            }
            func collectionView(_ collectionView: UICollectionView,
                                previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
                calls.append("iOS 13 highlight")
                return nil
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let items = Items()
        collection.dataSource = items
        collection.delegate = items
        window.addSubview(collection)
        window.makeKeyAndVisible()
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        cell.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        // The iOS 16 method wins over the iOS 13 one, and the item's cell is lifted.
        #expect(items.calls == ["configuration [2]", "highlight 2"])
        let platter = try #require(previewPlatter(in: window))
        #expect(platter.backgroundColor == .systemPink)
        #expect(platter.convert(platter.bounds, to: nil) == cell.convert(cell.bounds, to: nil))
        #expect(XCUIApplication(window: window).buttons["Item 2"].exists)
        window.tap(at: CGPoint(x: 380, y: 830))
        #expect(items.calls == ["configuration [2]", "highlight 2", "dismissal 2"])
    }

    @Test func aCollectionViewControllerSubclassOverridesTheIOS16PreviewMethods() throws {
        final class Grid: UICollectionViewController {
            var calls: [String] = []
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                         point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Favorite") { _ in }]) })
            }
            override func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                                         highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
                calls.append("highlight \(indexPath.item)")
                return nil
            }
            override func collectionView(_ collectionView: UICollectionView,
                                         willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                         animator: any UIContextMenuInteractionCommitAnimating) {
                calls.append("commit")
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = Grid(collectionViewLayout: layout)
        grid.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let window = makeShownWindow(root: grid)
        grid.collectionView.layoutIfNeeded()
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        cell.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        try #require(previewPlatter(in: window)).tap()
        #expect(grid.calls == ["highlight 1", "commit"])
    }
}
