// NSIndexPathTests.swift: UIKit's NSIndexPath additions (NSIndexPath(row:section:),
// NSIndexPath(item:section:), row, item, section), as table code written for iOS uses them, and
// their bridging to IndexPath.
import Foundation
import Testing
import ViewWidgets

@Suite("NSIndexPath for tables and collections")
struct NSIndexPathTests {
    @Test func aRowPathHoldsTheSectionThenTheRow() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.length == 2)
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(path.index(atPosition: 0) == 1)
        #expect(path as IndexPath == IndexPath(row: 3, section: 1))
    }

    @Test func anItemPathIsTheSameAsARowPath() {
        #expect(NSIndexPath(item: 4, section: 2) == NSIndexPath(row: 4, section: 2))
        #expect(NSIndexPath(item: 4, section: 2).item == 4)
    }

    @Test func aShortPathHasNoRow() {
        let one = NSIndexPath(index: 5)
        #expect(one.section == 5)
        #expect(one.row == NSNotFound)
        #expect(NSIndexPath().section == NSNotFound)
    }
}
