// iOSStyleCollectionTests.swift: XCTest tests of the iOS-style collection code, as an iOS project
// writes them; expected frames are worked out from UIKit's flow and compositional rules.

import UIKit
import XCTest

@MainActor
final class iOSStyleCollectionTests: XCTestCase {
    override func setUp() async throws {
        Headless.reset()
    }

    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return window
    }

    func testThePhotoGridPlacesThreeItemsToARow() async throws {
        let controller = PhotoGridViewController()
        let window = show(controller)
        let collectionView = try XCTUnwrap(controller.collectionView)
        // Three 100-point items fit in 320 (300 + 2 x 5); the 20 left over make the spacing 10.
        // Items start below the 44-point header and the 10-point top inset.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 110, y: 54, width: 100, height: 100))
        // The seventh photo opens the third row, in the first column.
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame,
                       CGRect(x: 0, y: 264, width: 100, height: 100))
        // Section 1's header follows the bottom inset: 264 + 100 + 10.
        XCTAssertEqual(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                              at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 374, width: 320, height: 44))
        withExtendedLifetime(window) {}
    }

    func testTappingAPhotoSelectsIt() async throws {
        let controller = PhotoGridViewController()
        let window = show(controller)
        let collectionView = try XCTUnwrap(controller.collectionView)
        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        cell.tap()
        XCTAssertEqual(controller.openedPhotos, ["Trips 3"])
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(cell.contentView.backgroundColor, .blue)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
        withExtendedLifetime(window) {}
    }

    func testTheContactListIsAListWithHeaders() async throws {
        let controller = ContactListViewController()
        let window = show(controller)
        let collectionView = try XCTUnwrap(controller.collectionView)
        let names = collectionView.visibleCells.compactMap { ($0 as? PhotoCell)?.titleLabel.text }
        XCTAssertEqual(names, ["Ann", "Bo", "Cy"])
        // Section 0: header 0..<30, Ann 30..<74, bottom inset 20; section 1's header at 94, Bo at 124.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 16, y: 124, width: 288, height: 44))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame.minY, 169)
        XCTAssertEqual(collectionView.visibleSupplementaryViews(ofKind: ContactListViewController.headerKind).count, 2)
        withExtendedLifetime(window) {}
    }

    func testMovingAContactKeepsItsCell() async throws {
        let controller = ContactListViewController()
        let window = show(controller)
        let collectionView = try XCTUnwrap(controller.collectionView)
        let cy = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)))
        controller.makeFavourite(ContactListViewController.Contact(name: "Cy"))
        collectionView.layoutIfNeeded()
        XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cy)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 1)
        withExtendedLifetime(window) {}
    }
}
