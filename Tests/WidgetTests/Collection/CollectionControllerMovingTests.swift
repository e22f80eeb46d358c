// CollectionControllerMovingTests.swift: a UICollectionViewController subclass as the data source
// of moving items: its overrides of moveItemAt and canMoveItemAt count as implemented even when
// they call super, and its standard long-press gesture (installsStandardGestureForInteractiveMovement)
// moves items with real touches.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller of one column of 100 x 50 items, that records and applies moves.
@MainActor
class LettersController: UICollectionViewController {
    var items = ["A", "B", "C", "D"]
    var calls: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? LabelCell)?.label.text = items[indexPath.item]
        return cell
    }

    /// The label of each visible cell and its frame's top, top to bottom on screen.
    var shown: [String] {
        collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
            .map { "\(($0 as? LabelCell)?.label.text ?? "?")@\(Int($0.frame.minY))" }
    }
}

/// Moves its items, calling super first, as the template code of a subclass does.
@MainActor
final class MovingLettersController: LettersController {
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        calls.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// Also refuses to move its first item, asking super first.
@MainActor
final class PickyLettersController: LettersController {
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(indexPath.item)")
        return super.collectionView(collectionView, canMoveItemAt: indexPath) || indexPath.item != 0
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@MainActor
@Suite("UICollectionViewController moving items", .headless)
struct CollectionControllerMovingTests {
    private func show(_ controller: LettersController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return window
    }

    @Test func anOverrideOfMoveItemAtThatCallsSuperIsImplemented() throws {
        let controller = MovingLettersController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
        collectionView.endInteractiveMovement()
        #expect(controller.calls == ["move 0 to 2"])
        #expect(controller.items == ["B", "C", "A", "D"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
        #expect(controller.shown == ["B@0", "C@50", "A@100", "D@150"])
        withExtendedLifetime(window) {}
    }

    @Test func anOverrideOfCanMoveItemAtThatCallsSuperDecides() throws {
        let controller = PickyLettersController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(controller.calls == ["canMove 0", "canMove 1"])
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 175))
        collectionView.endInteractiveMovement()
        #expect(controller.items == ["A", "C", "D", "B"])
        withExtendedLifetime(window) {}
    }

    @Test func aControllerThatDoesNotImplementMoveItemAtLetsNoItemMove() throws {
        let controller = LettersController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(controller.installsStandardGestureForInteractiveMovement)
        // The standard long press is there, but a press on an item begins nothing: the
        // recognizer fails, leaving the long press to others (context menus).
        let standard = try #require(collectionView.gestureRecognizers?.last as? UILongPressGestureRecognizer)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 25))
        Headless.advance(by: 0.6)
        #expect(standard.state == .failed || standard.state == .possible)
        #expect(!cell.configurationState.isReordering)
        window.moveTouch(touch, to: CGPoint(x: 50, y: 130))
        window.endTouch(touch)
        #expect(controller.items == ["A", "B", "C", "D"])
        #expect(controller.calls.isEmpty)
        withExtendedLifetime(window) {}
    }

    /// A controller whose collection view gets its data source after the view is set (as a
    /// subclass that makes its own collection view does): the press asks the data source then.
    @Test func theDataSourceIsAskedAtThePressNotWhenTheViewIsSet() throws {
        let controller = MovingLettersController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        collectionView.dataSource = nil
        collectionView.dataSource = controller
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 25))
        Headless.advance(by: 0.6)
        window.moveTouch(touch, to: CGPoint(x: 50, y: 130))
        window.endTouch(touch)
        #expect(controller.items == ["B", "C", "A", "D"])
        withExtendedLifetime(window) {}
    }

    /// Turning the gesture off in the middle of a drag cancels the movement it drives.
    @Test func turningTheGestureOffMidDragCancelsTheMovement() throws {
        let controller = MovingLettersController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 25))
        Headless.advance(by: 0.6)
        window.moveTouch(touch, to: CGPoint(x: 50, y: 130))
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(controller.shown == ["A@0", "B@50", "C@100", "D@150"])
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.cancelInteractiveMovement()
        window.endTouch(touch)
        #expect(controller.items == ["A", "B", "C", "D"])
        withExtendedLifetime(window) {}
    }

    @Test func theStandardGestureMovesAnItemWithALongPressAndADrag() throws {
        let controller = MovingLettersController()
        let window = show(controller)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let collectionView = try #require(controller.collectionView)
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 25))
        Headless.advance(by: 0.4)
        #expect(!moving.configurationState.isReordering)
        Headless.advance(by: 0.2)
        #expect(moving.configurationState.isReordering)
        window.moveTouch(touch, to: CGPoint(x: 50, y: 80))
        #expect(controller.shown == ["B@0", "A@55", "C@100", "D@150"])
        window.moveTouch(touch, to: CGPoint(x: 50, y: 130))
        #expect(controller.shown == ["B@0", "C@50", "A@105", "D@150"])
        #expect(controller.calls.isEmpty)
        window.endTouch(touch)
        #expect(!moving.configurationState.isReordering)
        #expect(controller.calls == ["move 0 to 2"])
        #expect(controller.items == ["B", "C", "A", "D"])
        #expect(controller.shown == ["B@0", "C@50", "A@100", "D@150"])
        withExtendedLifetime(window) {}
    }

    @Test func aCancelledPressPutsTheItemBackAndAShortOneMovesNothing() throws {
        let controller = MovingLettersController()
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 75))
        Headless.advance(by: 0.6)
        window.moveTouch(touch, to: CGPoint(x: 50, y: 175))
        #expect(controller.shown == ["A@0", "C@50", "D@100", "B@150"])
        window.cancelTouch(touch)
        #expect(controller.shown == ["A@0", "B@50", "C@100", "D@150"])
        // Lifted before the press is long enough: nothing moves.
        window.drag(from: CGPoint(x: 50, y: 25), to: CGPoint(x: 50, y: 175))
        Headless.runUntilIdle()
        collectionView.layoutIfNeeded()
        #expect(controller.calls.isEmpty)
        #expect(controller.items == ["A", "B", "C", "D"])
        withExtendedLifetime(window) {}
    }

    @Test func turningTheStandardGestureOffTakesItAway() throws {
        let controller = MovingLettersController()
        controller.installsStandardGestureForInteractiveMovement = false
        let window = show(controller)
        let collectionView = try #require(controller.collectionView)
        let without = longPresses(on: collectionView)
        let touch = window.beginTouch(at: CGPoint(x: 50, y: 25))
        Headless.advance(by: 0.6)
        window.moveTouch(touch, to: CGPoint(x: 50, y: 130))
        window.endTouch(touch)
        #expect(controller.calls.isEmpty)
        controller.installsStandardGestureForInteractiveMovement = true
        #expect(longPresses(on: collectionView) == without + 1)
        let touchAgain = window.beginTouch(at: CGPoint(x: 50, y: 25))
        Headless.advance(by: 0.6)
        window.moveTouch(touchAgain, to: CGPoint(x: 50, y: 130))
        window.endTouch(touchAgain)
        #expect(controller.calls == ["move 0 to 2"])
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(longPresses(on: collectionView) == without)
        withExtendedLifetime(window) {}
    }

    /// How many long-press recognizers the view has (a collection view has its own).
    private func longPresses(on view: UIView) -> Int {
        (view.gestureRecognizers ?? []).filter { $0 is UILongPressGestureRecognizer }.count
    }
}
