// ListScenesUITests.swift: XCUITest-style tests of the scenes of tables, collections and grids:
// one test per scene, by what the screen shows.
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("Scenes of lists and grids, XCUITest-style", .headless)
struct ListScenesUITests {
    @Test func nineGridRowsHoldFiveProductsEach() throws {
        let app = try launchScene(NineGridScene.self)
        let firstRow = app.tables.cells.element(boundBy: 0)
        #expect(firstRow.buttons.count == 5)
        #expect(firstRow.label == "产品-1, 产品-2, 产品-3, 产品-4, 产品-5")
        #expect(app.buttons["产品-7"].isHittable)
        app.tables.element.swipeUp()
        #expect(app.buttons["产品-30"].waitForExistence(timeout: 3))
    }

    @Test func nineGridCollectionSelectsAProductByTap() throws {
        let app = try launchScene(NineGridCollectionScene.self)
        let seventh = app.cells.containing(.staticText, identifier: "产品-7").element
        #expect(!seventh.isSelected)
        seventh.tap()
        #expect(seventh.isSelected)
    }

    @Test func appGridDownloadsAndTheMessageFadesAway() throws {
        let app = try launchScene(AppGridScene.self)
        #expect(app.buttons.matching(identifier: "下载").count == 12)
        app.buttons.matching(identifier: "下载").element(boundBy: 4).tap()
        // The "done" label fades out over 2 s and is removed: the tap waits for the animation,
        // as XCUITest waits for the app to be idle.
        #expect(!app.staticTexts["下载植物大战僵尸完成"].exists)
        #expect(app.staticTexts["植物大战僵尸"].exists)
    }

    @Test func appGridCompositionalHasAHeaderAndACellPerApp() throws {
        let app = try launchScene(AppGridCompositionalScene.self)
        #expect(app.collectionViews.staticTexts["12 个应用"].exists)
        let cell = app.cells.containing(.staticText, identifier: "打地鼠").element
        #expect(cell.buttons["下载"].isHittable)
    }

    @Test func friendsStatusOpensAGroupByItsHeader() throws {
        let app = try launchScene(FriendsStatusScene.self)
        #expect(app.cells.count == 0)
        app.buttons["大学同学"].tap()
        #expect(app.cells.count > 0)
        app.buttons["大学同学"].tap()
        #expect(app.cells.count == 0)
    }

    @Test func friendsHeaderOpensAGroupByItsHeader() throws {
        let app = try launchScene(FriendsHeaderScene.self)
        #expect(app.cells.count == 0)
        app.buttons["我的好友"].tap()
        #expect(app.cells.count > 0)
    }

    @Test func friendsTapOpensAGroupByTappingItsTitle() throws {
        let app = try launchScene(FriendsTapScene.self)
        #expect(app.navigationBars["好友列表"].exists)
        #expect(app.cells.count == 0)
        app.tables.staticTexts["家人"].tap()
        #expect(app.cells.count > 0)
    }

    @Test func qqFriendsShowsOnlineCountsAndOpensAGroup() throws {
        let app = try launchScene(QQFriendsScene.self)
        #expect(app.staticTexts["5/12"].exists)
        app.buttons["我的好友"].tap()
        #expect(app.cells.count > 0)
        // Below the group's 30-point header and the 22 points of padding above it (iOS 15).
        #expect(app.cells.element(boundBy: 0).frame.minY == 52)
    }

    @Test func messagesReadTopToBottomAndScroll() throws {
        let app = try launchScene(MessagesScene.self)
        #expect(app.cells.element(boundBy: 0).label == "Ada, Morning!")
        #expect(app.cells.element(boundBy: 1).staticTexts.element(boundBy: 0).label == "Lin")
        app.tables.element.swipeUp()
        #expect(app.cells.firstMatch.label != "Ada, Morning!")
    }
}
