// OpenURLTests.swift: UIApplication.open(_:options:completionHandler:) and canOpenURL(_:), as a
// "Help" link or a "Call" button uses them, and what Headless records of them.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A view whose tap opens a link, as a help screen's footer does.
@MainActor
private final class HelpLink: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: HelpLink.openHelp))
    }
    required init?(coder: NSCoder) { nil }

    func openHelp() {
        guard let url = URL(string: "https://example.com/help") else { return }
        UIApplication.shared.open(url)
    }
}

@MainActor
@Suite("Opening URLs", .headless)
struct OpenURLTests {
    /// A URL the test spells correctly (a typo would read as about:blank and fail the test).
    private func url(_ string: String) -> URL { URL(string: string) ?? URL(fileURLWithPath: "/typo") }

    @Test func theSystemAppsSchemesCanBeOpened() throws {
        let app = UIApplication.shared
        #expect(app.canOpenURL(url("https://example.com")))
        #expect(app.canOpenURL(url("HTTP://example.com")))
        #expect(app.canOpenURL(url("tel:+15555550100")))
        #expect(app.canOpenURL(url("mailto:ann@example.com")))
        #expect(app.canOpenURL(url(UIApplication.openSettingsURLString)))
        #expect(!app.canOpenURL(url("myapp://inbox")))
    }

    @Test func aTestMayPretendAnotherAppIsInstalled() throws {
        Headless.openableURLSchemes.insert("MyApp")
        #expect(UIApplication.shared.canOpenURL(url("myapp://inbox")))
    }

    @Test func aTappedLinkIsOpenedAndRecorded() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let link = HelpLink(frame: CGRect(x: 20, y: 400, width: 280, height: 44))
        window.addSubview(link)
        window.makeKeyAndVisible()
        #expect(Headless.openedURLs.isEmpty)
        link.tap()
        #expect(Headless.openedURLs == [url("https://example.com/help")])
    }

    @Test func theCompletionHearsTheResultOnTheNextTurn() throws {
        var results: [Bool] = []
        UIApplication.shared.open(url("https://example.com")) { results.append($0) }
        UIApplication.shared.open(url("myapp://inbox"), options: [:]) { results.append($0) }
        #expect(results.isEmpty, "never inside the call")
        Headless.runUntilIdle()
        #expect(results == [true, false])
        #expect(Headless.openedURLs == [url("https://example.com")])
    }

    @Test func universalLinksOnlyOpensNothingWithoutAnAppThatClaimsTheLink() throws {
        var opened: Bool?
        UIApplication.shared.open(url("https://example.com/item/1"), options: [.universalLinksOnly: true]) { opened = $0 }
        Headless.runUntilIdle()
        #expect(opened == false)
        #expect(Headless.openedURLs.isEmpty)
    }
}
