// ContextMenuTests.swift: UIContextMenuInteraction on a plain view (delegate calls in UIKit's
// order, dismissMenu, updateVisibleMenu), table rows and collection items opened by a long
// press, and a menu freed with its handlers after it closes.
import Testing
import HeadlessTesting
import ViewWidgets

/// A context menu delegate that writes down its calls.
@MainActor
final class ContextMenuRecorder: NSObject, UIContextMenuInteractionDelegate {
    var calls: [String] = []
    var locations: [CGPoint] = []
    var menu: () -> UIMenu? = { nil }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        locations.append(location)
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: nil) { [weak self] _ in
            self?.menu()
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willDisplay")
        animator?.addCompletion { [weak self] in self?.calls.append("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
        animator?.addCompletion { [weak self] in self?.calls.append("ended") }
    }
}

@MainActor
@Suite("Context menus", .headless)
struct ContextMenuTests {
    /// A 100x100 view at (50, 100) in a window, with an interaction whose delegate is `recorder`.
    private func makeView(_ recorder: ContextMenuRecorder) -> (UIView, UIContextMenuInteraction, XCUIApplication) {
        let window = makeControlWindow()
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        window.addSubview(view)
        let interaction = UIContextMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        return (view, interaction, XCUIApplication(window: window))
    }

    @Test func addingAnInteractionSetsItsView() {
        let recorder = ContextMenuRecorder()
        let (view, interaction, _) = makeView(recorder)
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        #expect(interaction.delegate === recorder)
        view.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(view.interactions.isEmpty)
    }

    @Test func aLongPressOpensTheMenuAndTheDelegateHearsInUIKitsOrder() {
        let recorder = ContextMenuRecorder()
        var log: [String] = []
        recorder.menu = {
            UIMenu(title: "Photo", children: [UIAction(title: "Share") { _ in log.append("Share") }])
        }
        let (view, interaction, app) = makeView(recorder)
        view.longPress(duration: 0.6)
        #expect(recorder.calls == ["configuration", "willDisplay"])
        #expect(recorder.locations == [CGPoint(x: 50, y: 50)])
        #expect(interaction.location(in: view) == CGPoint(x: 50, y: 50))
        #expect(app.staticTexts["Photo"].exists)
        Headless.advance(by: 0.5)
        app.buttons["Share"].tap()
        #expect(recorder.calls == ["configuration", "willDisplay", "displayed", "willEnd", "ended"])
        #expect(log == ["Share"])
    }

    @Test func aTapDoesNotOpenTheContextMenu() {
        let recorder = ContextMenuRecorder()
        recorder.menu = { UIMenu(children: [UIAction(title: "Share") { _ in }]) }
        let (view, _, app) = makeView(recorder)
        view.tap()
        Headless.advance(by: 1)
        #expect(recorder.calls.isEmpty)
        #expect(!app.buttons["Share"].exists)
    }

    @Test func aNilMenuOpensNothing() {
        let recorder = ContextMenuRecorder()
        let (view, _, app) = makeView(recorder)
        view.longPress()
        #expect(recorder.calls == ["configuration"])
        #expect(app.window.subviews.count == 1)
    }

    @Test func dismissMenuClosesWithoutPicking() {
        let recorder = ContextMenuRecorder()
        var picked = false
        recorder.menu = { UIMenu(children: [UIAction(title: "Share") { _ in picked = true }]) }
        let (view, interaction, app) = makeView(recorder)
        view.longPress()
        interaction.dismissMenu()
        Headless.advance(by: 1)
        #expect(!picked)
        #expect(!app.buttons["Share"].exists)
        #expect(recorder.calls.suffix(2) == ["willEnd", "ended"])
    }

    @Test func updateVisibleMenuReplacesTheOpenMenu() {
        let recorder = ContextMenuRecorder()
        recorder.menu = { UIMenu(children: [UIAction(title: "Follow") { _ in }]) }
        let (view, interaction, app) = makeView(recorder)
        view.longPress()
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren([UIAction(title: "Unfollow") { _ in }])
        }
        #expect(app.buttons["Unfollow"].exists)
        #expect(!app.buttons["Follow"].exists)
    }

    @Test func theMenuAndItsHandlersAreFreedAfterItCloses() {
        final class Token {}
        weak var weakMenu: UIMenu?
        weak var weakToken: Token?
        let recorder = ContextMenuRecorder()
        recorder.menu = {
            let token = Token()
            weakToken = token
            let menu = UIMenu(children: [UIAction(title: "Share") { _ in _ = token }])
            weakMenu = menu
            return menu
        }
        let (view, _, app) = makeView(recorder)
        view.longPress()
        #expect(weakMenu != nil)
        app.buttons["Share"].tap()
        Headless.advance(by: 1)
        #expect(weakMenu == nil)
        #expect(weakToken == nil)
    }

    @Test func aLongPressOnAViewOutsideAWindowIsReported() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations { view.longPress() }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("it is not in a window") == true)
    }

    @Test func aSecondMenuReplacesTheFirst() {
        let recorder = ContextMenuRecorder()
        recorder.menu = { UIMenu(children: [UIAction(title: "Share") { _ in }]) }
        let (view, _, app) = makeView(recorder)
        view.longPress()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 400, width: 80, height: 40)
        button.showsMenuAsPrimaryAction = true
        button.menu = UIMenu(children: [UIAction(title: "Other") { _ in }])
        app.window.addSubview(button)
        button.longPress(duration: 0)
        #expect(!app.buttons["Share"].exists)
        #expect(app.buttons["Other"].exists)
    }
}

/// A table and collection data source whose rows offer a context menu.
@MainActor
final class ContextMenuListSource: NSObject, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate {
    var calls: [String] = []
    var picked: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("menu \(indexPath.row)")
        guard indexPath.row != 4 else { return nil }
        return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { _ in
                self?.picked.append("Delete \(indexPath.row)")
            }])
        })
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willDisplay")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("select \(indexPath.row)")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("item \(indexPath.item)")
        return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
            UIMenu(children: [UIAction(title: "Favorite") { _ in self?.picked.append("Favorite \(indexPath.item)") }])
        })
    }
}

@MainActor
@Suite("Table and collection context menus", .headless)
struct ListContextMenuTests {
    @Test func aLongPressOnATableRowOpensItsMenu() throws {
        let source = ContextMenuListSource()
        let window = makeControlWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let app = XCUIApplication(window: window)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        cell.longPress()
        #expect(source.calls == ["menu 2", "willDisplay"])
        app.buttons["Delete"].tap()
        #expect(source.picked == ["Delete 2"])
        #expect(source.calls == ["menu 2", "willDisplay", "willEnd"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aRowWithoutAMenuIsStillSelectedByATap() throws {
        let source = ContextMenuListSource()
        let window = makeControlWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        cell.longPress()
        #expect(source.calls == ["menu 4", "select 4"])
        #expect(window.subviews.count == 1)
    }

    @Test func aLongPressOnACollectionItemOpensItsMenu() throws {
        let source = ContextMenuListSource()
        let window = makeControlWindow()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let app = XCUIApplication(window: window)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        cell.longPress()
        #expect(source.calls == ["item 3"])
        app.buttons["Favorite"].tap()
        #expect(source.picked == ["Favorite 3"])
    }
}
