// TraitMatrixTests.swift: a test runs in chosen device traits with one line, and one test runs
// over a matrix of screens, appearances, text sizes and directions, each case in a fresh runtime
// and its snapshots named after the case.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Tests in chosen traits", .headless(traits: .init(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)))
struct TraitSuiteTests {
    @Test func theSuitesTraitsAreTheDevicesFromTheStart() {
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .accessibilityLarge)
        // Body at AX2 is 33 points in Apple's table.
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 33)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test(.headless(screen: .iPhone15, traits: .init(layoutDirection: .rightToLeft)))
    func anInnerMarkChangesTheScreenAndAddsTraits() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIScreen.main.traitCollection.layoutDirection == .rightToLeft)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
    }
}

@MainActor
@Suite("A matrix of screens and traits")
struct TraitMatrixTests {
    nonisolated static let cases = HeadlessTrait.Configuration.matrix(
        screens: [.iPhoneSE, .iPhone15], styles: [.light, .dark],
        sizes: [.large, .accessibilityExtraLarge], directions: [.leftToRight, .rightToLeft])

    @Test func theMatrixHasEveryCombinationWithItsName() {
        #expect(Self.cases.count == 16)
        #expect(Set(Self.cases.map(\.name)).count == 16)
        #expect(Self.cases.first?.name == "iPhone-SE-light-L-ltr")
        #expect(Self.cases.last?.name == "iPhone-15-dark-AX3-rtl")
    }

    @Test(.headless, arguments: cases)
    func eachCaseRunsInItsOwnTraitsWithSnapshotsNamedAfterIt(_ configuration: HeadlessTrait.Configuration) throws {
        // A fresh runtime: the previous case's traits are gone.
        #expect(Headless.traits.userInterfaceStyle == .light)
        #expect(Headless.traits.preferredContentSizeCategory == .large)
        configuration.install()
        let traits = UIScreen.main.traitCollection
        #expect(traits.userInterfaceStyle == configuration.traits.userInterfaceStyle)
        #expect(traits.preferredContentSizeCategory == configuration.traits.preferredContentSizeCategory)
        #expect(traits.layoutDirection == configuration.traits.layoutDirection)
        #expect(UIScreen.main.bounds.size == configuration.screen.size)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trait-matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let label = UILabel()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.sizeToFit()
        #expect(verifySnapshot(of: label, as: .dump, record: true, snapshotDirectory: folder.path, testName: "hello()") != nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["hello.\(configuration.name).1.txt"])
    }
}
