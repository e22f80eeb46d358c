// WalkthroughTests.swift: every scene's walk-through page is well-formed XHTML with one section per
// step, each with its picture, its dump and its Swift lines.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import Demos

@MainActor
@Suite(.headless)
struct WalkthroughTests {
    @Test func everySceneGetsAPageAndTheIndexLinksThemAll() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("walkthrough-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Walkthrough.write(scene: nil, screenSize: CGSize(width: 320, height: 480), to: folder.path)
        let index = try XMLTree.parse(String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8))
        let links = Set(index.descendants(named: "a").compactMap { $0["href"] })
        for sceneType in SceneCatalog.all {
            #expect(links.contains("\(sceneType.name).html"), "\(sceneType.name)")
            let text = try String(contentsOf: folder.appendingPathComponent("\(sceneType.name).html"), encoding: .utf8)
            let page = try XMLTree.parse(text)
            let sections = page.descendants(named: "section")
            #expect(sections.count == sceneType.init().steps.count, "\(sceneType.name)")
            for (number, section) in sections.enumerated() {
                #expect(section["id"] == "step-\(number + 1)")
                let picture = section.descendants(named: "div").first { $0["class"] == "picture" }
                #expect(picture?.children(named: "svg").count == 1, "\(sceneType.name) step \(number + 1)")
                #expect(section.descendants(named: "pre").contains { $0["class"] == "dump" })
                #expect(section.descendants(named: "pre").contains { $0["class"] == "source" })
            }
            // Ids are unique on the page, though every step's picture has a clip-1.
            let ids = page.descendants.compactMap { $0["id"] }
            #expect(Set(ids).count == ids.count, "\(sceneType.name)")
        }
    }

    @Test func aStepShowsItsLinesAndMarksWhatChanged() throws {
        let steps = try Walkthrough.steps(of: FriendsTapScene.self, screenSize: CGSize(width: 320, height: 480))
        #expect(steps.map(\.name) == ["all-closed", "open-group-1", "close-group-1", "open-group-5"])
        let open = try #require(steps.dropFirst().first)
        #expect(open.source?.hasPrefix("SceneStep(\"open-group-1\")") == true)
        #expect(!open.changedLines.isEmpty)
        #expect(!open.outlines.isEmpty)
        // The first step marks nothing: it is where the comparison starts.
        #expect(steps.first?.changedLines.isEmpty == true)
        let page = WalkthroughPage.scene(FriendsTapScene.self, steps: steps, index: nil)
        #expect(page.contains("<mark>"))
        #expect(page.contains("<g class=\"changed\""))
        #expect(!page.contains("<script"))
    }
}
