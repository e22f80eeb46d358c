// ModernListScreensTests.swift: the list screens of ModernListScreens.swift, compiled in the
// Swift 5 language mode, behave as on a device when touched.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("List layouts from Swift 5 language-mode code", .headless)
struct ModernListScreensTests {
    @Test func theSettingsScreenShowsInsetRowsAndPushesTheTappedOne() throws {
        let settings = ModernSettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let list = try #require(settings.collectionView)
        list.layoutIfNeeded()
        let wifi = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(wifi.frame.minX == 16)
        let texts = wifi.contentView.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts == ["Wi-Fi", "Home"])
        let airplane = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(airplane.recursiveDescription().contains("UISwitch"))
        _ = wifi.tap()
        Headless.advance(by: 1)
        #expect(settings.pushedTitles == ["Wi-Fi"])
        #expect(navigation.topViewController?.title == "Wi-Fi")
    }

    @Test func tappingAFolderOfTheSidebarShowsItsMailboxes() throws {
        let mailboxes = MailboxesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = mailboxes
        window.makeKeyAndVisible()
        let list = try #require(mailboxes.collectionView)
        list.layoutIfNeeded()
        #expect(list.numberOfItems(inSection: 0) == 2)
        _ = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))).tap()
        list.layoutIfNeeded()
        #expect(mailboxes.dataSource.snapshot().itemIdentifiers == ["iCloud/", "Inbox", "Drafts", "Gmail/"])
        #expect(mailboxes.expandedFolders == ["iCloud/"])
        let inbox = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(inbox.indentationLevel == 1)
    }
}
