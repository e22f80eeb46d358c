// InteractiveMovementTests.swift: moving an item with beginInteractiveMovementForItem(at:),
// updateInteractiveMovementTargetPosition(_:), endInteractiveMovement() and
// cancelInteractiveMovement(): the data source's and delegate's calls in order, the cells'
// places while the item moves, the commit and the cancel, and bad input.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

/// A data source and delegate of one column of 50-point items, that moves its items and records
/// what the collection view asks and tells.
@MainActor
final class MovingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [String]
    var calls: [String] = []
    var cellsMade = 0
    var movable: (IndexPath) -> Bool = { _ in true }
    var redirect: ((IndexPath) -> IndexPath)?

    init(_ items: [String]) {
        self.items = items
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsMade += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? LabelCell)?.label.text = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(indexPath.item)")
        return movable(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        calls.append("target \(originalIndexPath.item) at \(currentIndexPath.item) proposed \(proposedIndexPath.item)")
        return redirect?(proposedIndexPath) ?? proposedIndexPath
    }
}

@MainActor
func makeMovingCollection(_ items: [String] = ["A", "B", "C", "D"]) -> (UIWindow, UICollectionView, MovingSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumLineSpacing = 0
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
    let source = MovingSource(items)
    collectionView.dataSource = source
    collectionView.delegate = source
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    collectionView.layoutIfNeeded()
    return (window, collectionView, source)
}

@MainActor
@Suite("Collection view interactive movement", .headless)
struct InteractiveMovementTests {
    /// The label of each visible cell and its frame's top, top to bottom on screen.
    private func shown(_ collectionView: UICollectionView) -> [String] {
        collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
            .map { "\(($0 as? LabelCell)?.label.text ?? "?")@\(Int($0.frame.minY))" }
    }

    @Test func theOthersMakeRoomWhileTheItemMovesAndTheEndTellsTheDataSourceOnce() throws {
        let (window, collectionView, source) = makeMovingCollection()
        let made = source.cellsMade
        let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(source.calls == ["canMove 0"])
        #expect(moving.configurationState.isReordering)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 70))
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 1"])
        #expect(moving.center == CGPoint(x: 50, y: 70))
        #expect(shown(collectionView) == ["B@0", "A@45", "C@100", "D@150"])
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
        Headless.advance(by: 0.5)
        #expect(moving.center == CGPoint(x: 50, y: 130))
        #expect(shown(collectionView) == ["B@0", "C@50", "A@105", "D@150"])
        #expect(source.calls.last == "target 0 at 1 proposed 2")
        #expect(source.items == ["A", "B", "C", "D"])
        collectionView.endInteractiveMovement()
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 1", "target 0 at 1 proposed 2", "move 0 to 2"])
        #expect(source.items == ["B", "C", "A", "D"])
        #expect(!moving.configurationState.isReordering)
        #expect(shown(collectionView) == ["B@0", "C@50", "A@100", "D@150"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
        #expect(source.cellsMade == made)
        withExtendedLifetime(window) {}
    }

    @Test func aTargetOverTheItemsOwnPlaceOrBetweenItemsProposesNothingNew() {
        let (window, collectionView, source) = makeMovingCollection()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 60))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 300))
        #expect(source.calls == ["canMove 1"])
        collectionView.endInteractiveMovement()
        #expect(source.calls == ["canMove 1"])
        #expect(shown(collectionView) == ["A@0", "B@50", "C@100", "D@150"])
        withExtendedLifetime(window) {}
    }

    @Test func aTargetInTheGapBetweenItemsOrPastTheSectionsEndKeepsTheProposal() throws {
        let (window, collectionView, source) = makeMovingCollection()
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.minimumLineSpacing = 10   // items at 0, 60, 120, 180; gaps of 10 between them
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 55))
        #expect(source.calls == ["canMove 0"])
        #expect(shown(collectionView) == ["A@30", "B@60", "C@120", "D@180"])
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 85))
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 1"])
        #expect(shown(collectionView) == ["B@0", "A@60", "C@120", "D@180"])
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 115))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 235))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 390))
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 1"])
        #expect(shown(collectionView) == ["B@0", "C@120", "D@180", "A@365"])
        collectionView.endInteractiveMovement()
        #expect(source.calls.last == "move 0 to 1")
        #expect(source.items == ["B", "A", "C", "D"])
        #expect(shown(collectionView) == ["B@0", "A@60", "C@120", "D@180"])
        withExtendedLifetime(window) {}
    }

    @Test func cancellingPutsEverythingBackAndTellsTheDataSourceNothing() {
        let (window, collectionView, source) = makeMovingCollection()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 20))
        #expect(shown(collectionView) == ["D@-5", "A@50", "B@100", "C@150"])
        collectionView.cancelInteractiveMovement()
        #expect(source.calls == ["canMove 3", "target 3 at 3 proposed 0"])
        #expect(source.items == ["A", "B", "C", "D"])
        #expect(shown(collectionView) == ["A@0", "B@50", "C@100", "D@150"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)).map { !$0.configurationState.isReordering } == true)
        withExtendedLifetime(window) {}
    }

    @Test func theDelegateRedirectsTheMove() {
        let (window, collectionView, source) = makeMovingCollection()
        source.redirect = { _ in IndexPath(item: 1, section: 0) }
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 175))
        collectionView.endInteractiveMovement()
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 3", "move 0 to 1"])
        #expect(source.items == ["B", "A", "C", "D"])
        withExtendedLifetime(window) {}
    }

    @Test func theIOS9DelegateMethodAnswersWhenTheIOS15OneIsNotImplemented() {
        final class OldDelegate: NSObject, UICollectionViewDelegate {
            var asked: [String] = []
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                                toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                asked.append("\(originalIndexPath.item) proposed \(proposedIndexPath.item)")
                return IndexPath(item: 2, section: 0)
            }
        }
        let (window, collectionView, source) = makeMovingCollection()
        let delegate = OldDelegate()
        collectionView.delegate = delegate
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 75))
        collectionView.endInteractiveMovement()
        #expect(delegate.asked == ["0 proposed 1"])
        #expect(source.items == ["B", "C", "A", "D"])
        withExtendedLifetime(window) {}
    }

    @Test func anItemTheDataSourceRefusesDoesNotMove() {
        let (window, collectionView, source) = makeMovingCollection()
        source.movable = { $0.item != 0 }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
        collectionView.endInteractiveMovement()
        #expect(source.calls == ["canMove 0"])
        #expect(shown(collectionView) == ["A@0", "B@50", "C@100", "D@150"])
        withExtendedLifetime(window) {}
    }

    @Test func aSecondMovementOrAMissingItemDoesNotBegin() {
        let (window, collectionView, source) = makeMovingCollection()
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 3)))
        #expect(source.calls.isEmpty)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
        collectionView.endInteractiveMovement()
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 2", "move 0 to 2"])
        collectionView.endInteractiveMovement()
        collectionView.cancelInteractiveMovement()
        #expect(source.calls.count == 3)
        withExtendedLifetime(window) {}
    }

    @Test func aTargetOutOfRangeFromTheDelegateIsIgnored() {
        let (window, collectionView, source) = makeMovingCollection()
        source.redirect = { _ in IndexPath(item: 7, section: 0) }
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
        collectionView.endInteractiveMovement()
        #expect(source.calls == ["canMove 0", "target 0 at 0 proposed 2"])
        #expect(source.items == ["A", "B", "C", "D"])
        #expect(shown(collectionView) == ["A@0", "B@50", "C@100", "D@150"])
        withExtendedLifetime(window) {}
    }

    @Test func aDataSourceThatOnlyImplementsMoveItemAtLetsItemsMove() {
        final class OnlyMove: NSObject, UICollectionViewDataSource {
            var items = ["A", "B", "C"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let (window, collectionView, _) = makeMovingCollection()
        let source = OnlyMove()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 10))
        collectionView.endInteractiveMovement()
        #expect(source.items == ["C", "A", "B"])
        withExtendedLifetime(window) {}
    }

    @Test func withoutMoveItemAtTheItemGoesBack() {
        final class NoMove: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                (cell as? LabelCell)?.label.text = ["A", "B", "C"][indexPath.item]
                return cell
            }
        }
        let (window, collectionView, _) = makeMovingCollection()
        let source = NoMove()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        // Without canMoveItemAt the movement begins (Swift cannot see that moveItemAt is missing,
        // Docs/Differences.md); the end finds the default moveItemAt and puts the item back.
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 10))
        #expect(shown(collectionView) == ["C@-15", "A@50", "B@100"])
        collectionView.endInteractiveMovement()
        #expect(shown(collectionView) == ["A@0", "B@50", "C@100"])
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.cancelInteractiveMovement()
        withExtendedLifetime(window) {}
    }

    @Test func reloadingDataCancelsTheMovement() {
        let (window, collectionView, source) = makeMovingCollection()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
        collectionView.reloadData()
        collectionView.endInteractiveMovement()
        #expect(!source.calls.contains { $0.hasPrefix("move") })
        collectionView.layoutIfNeeded()
        #expect(shown(collectionView) == ["A@0", "B@50", "C@100", "D@150"])
        withExtendedLifetime(window) {}
    }

    @Test func theCellsAreFreedWhenTheCollectionViewIsReleasedAfterAMove() {
        weak var weakCell: UICollectionViewCell?
        weak var weakCollectionView: UICollectionView?
        do {
            let (window, collectionView, source) = makeMovingCollection()
            weakCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            weakCollectionView = collectionView
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 130))
            collectionView.endInteractiveMovement()
            #expect(weakCell != nil)
            collectionView.removeFromSuperview()
            withExtendedLifetime((window, source)) {}
        }
        Headless.runUntilIdle()
        #expect(weakCell == nil)
        #expect(weakCollectionView == nil)
    }
}
