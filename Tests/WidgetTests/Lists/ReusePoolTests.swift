// ReusePoolTests.swift: registering classes with the reuse pools of tables and collection views:
// a class of the wrong kind is reported with UIKit's message, naming the kind the pool makes.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Reuse pools", .headless)
struct ReusePoolTests {
    @Test func aTableRefusesClassesOfTheWrongKindWithUIKitsMessages() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let messages = Headless.recordingViolations {
            table.register(UIView.self, forCellReuseIdentifier: "Row")
            table.register(UITableViewCell.self, forHeaderFooterViewReuseIdentifier: "Header")
        }
        #expect(messages == ["must pass a class of kind UITableViewCell",
                             "must pass a class of kind UITableViewHeaderFooterView"])
        #expect(table.dequeueReusableCell(withIdentifier: "Row") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
    }

    @Test func aCollectionViewRefusesClassesOfTheWrongKindWithUIKitsMessages() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let messages = Headless.recordingViolations {
            collectionView.register(UICollectionReusableView.self, forCellWithReuseIdentifier: "Item")
            collectionView.register(UIView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "Header")
        }
        #expect(messages == ["must pass a class of kind UICollectionViewCell",
                             "must pass a class of kind UICollectionReusableView"])
    }

    @Test func aRegisteredClassMakesTheViewsOfItsIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        #expect(table.dequeueReusableCell(withIdentifier: "Row")?.reuseIdentifier == "Row")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header")?.reuseIdentifier == "Header")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "Row")
        #expect(table.dequeueReusableCell(withIdentifier: "Row") == nil)
    }
}
