// ImageConcurrencyTests.swift: UIImage(named:) from nonisolated code and from other tasks, as on
// iOS where UIImage is immutable and Sendable. The screen's scale it needs comes from a
// lock-protected copy that Headless.setScreen and Headless.reset keep up to date.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Loads `name` from `bundle` in a nonisolated function, as model code off the main actor would.
nonisolated private func loadOffTheMainActor(_ name: String, from bundle: Bundle) -> UIImage? {
    UIImage(named: name, in: bundle, compatibleWith: nil)
}

/// The size and scale of `name` loaded in a detached task.
nonisolated private func loadInADetachedTask(_ name: String, from bundle: Bundle) async -> (CGSize, CGFloat)? {
    await Task.detached {
        UIImage(named: name, in: bundle, compatibleWith: nil).map { ($0.size, $0.scale) }
    }.value
}

@MainActor
@Suite("UIImage off the main actor", .headless)
struct ImageConcurrencyTests {
    /// A bundle holding icon.png (10x10 pixels), icon@2x.png (20x20) and icon@3x.png (30x30).
    private func iconBundle() throws -> Bundle {
        let directory = TestImageFiles.makeDirectory()
        TestImageFiles.write(TestImageFiles.png(width: 10, height: 10), named: "icon.png", in: directory)
        TestImageFiles.write(TestImageFiles.png(width: 20, height: 20), named: "icon@2x.png", in: directory)
        TestImageFiles.write(TestImageFiles.png(width: 30, height: 30), named: "icon@3x.png", in: directory)
        return try #require(Bundle(path: directory.path))
    }

    @Test func aNonisolatedFunctionLoadsTheScreensVariant() throws {
        let image = try #require(loadOffTheMainActor("icon", from: try iconBundle()))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    @Test func aDetachedTaskLoadsTheScreensVariant() async throws {
        let loaded = try #require(await loadInADetachedTask("icon", from: try iconBundle()))
        #expect(loaded.0 == CGSize(width: 10, height: 10))
        #expect(loaded.1 == 2)
    }

    @Test func aDetachedTaskSeesTheScaleOfTheScreenSetForTheTest() async throws {
        Headless.setScreen(size: CGSize(width: 414, height: 896), scale: 3)
        let loaded = try #require(await loadInADetachedTask("icon", from: try iconBundle()))
        #expect(loaded.1 == 3)
    }

    @Test func resetGoesBackToTheDefaultScreensScale() throws {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 1)
        Headless.reset()
        let image = try #require(loadOffTheMainActor("icon", from: try iconBundle()))
        #expect(image.scale == 2)
    }

    @Test func theResourceBundlesAreSearchedOffTheMainActorToo() async throws {
        let directory = TestImageFiles.makeDirectory()
        TestImageFiles.write(TestImageFiles.png(width: 6, height: 2), named: "detached-probe.png", in: directory)
        let bundle = try #require(Bundle(path: directory.path))
        Headless.resourceBundles.append(bundle)
        defer { Headless.resourceBundles.removeAll { $0 === bundle } }
        let size = await Task.detached { UIImage(named: "detached-probe")?.size }.value
        #expect(size == CGSize(width: 6, height: 2))
    }

    @Test func manyTasksLoadingTheSameNameGetEqualImages() async throws {
        let bundle = try iconBundle()
        let images = await withTaskGroup(of: UIImage?.self) { group in
            for _ in 0..<8 {
                group.addTask { UIImage(named: "icon", in: bundle, compatibleWith: nil) }
            }
            var loaded: [UIImage?] = []
            for await image in group { loaded.append(image) }
            return loaded
        }
        let first = try #require(images.first ?? nil)
        #expect(images.count == 8)
        #expect(images.allSatisfy { $0 == first })
    }
}
