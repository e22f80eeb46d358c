// CoreGraphicsImportTests.swift: `import CoreGraphics` and `import QuartzCore` beside
// `import Testing`, as iOS files write them. Without this package's `_Testing_CoreGraphics`
// overlay the file would not compile on Linux ("no such module '_Testing_CoreGraphics'").

import CoreGraphics
import QuartzCore
import Testing
import HeadlessTesting

@Suite("import CoreGraphics and QuartzCore", .headless)
struct CoreGraphicsImportTests {
    @Test func aScaleDoublesARect() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let rect = CGRect(x: 1, y: 1, width: 10, height: 5).applying(scale)
        #expect(rect.equalTo(CGRect(x: 2, y: 2, width: 20, height: 10)))
    }

    @Test func aVectorFromCoreGraphics() {
        let velocity = CGVector(dx: 0, dy: 120)
        #expect(velocity.dy == 120)
    }

    @Test func aColourFromCoreGraphics() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(color.components == [1, 0, 0, 1])
    }

    @MainActor
    @Test func aLayerFromQuartzCore() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.cornerRadius = 4
        #expect(layer.bounds.size.equalTo(CGSize(width: 40, height: 20)))
        #expect(layer.cornerRadius == 4)
    }
}
