// swift-tools-version:6.0
// A headless emulator of UIKit's view layer for Linux: no package dependencies, only Foundation,
// XCTest and Swift Testing. ViewKernel holds views, events, controllers and the runtime; ViewWidgets
// (controls, labels, images, tables, navigation) builds on it; UIKit, Demos and Benchmarks use both.
import PackageDescription

let package = Package(
    name: "HeadlessUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ViewKernel", targets: ["ViewKernel"]),
        .library(name: "ViewWidgets", targets: ["ViewWidgets"]),
        // `import UIKit` for code written for iOS; Linux has no UIKit of its own.
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "Demos", targets: ["Demos"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        // For tests of code that uses this package: the `.headless` trait (Docs/Testing.md).
        .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
    ],
    targets: [
        .target(name: "ViewKernel"),
        .target(name: "ViewWidgets", dependencies: ["ViewKernel"]),
        .target(name: "UIKit", dependencies: ["ViewWidgets"]),
        .executableTarget(name: "Demos", dependencies: ["ViewWidgets"], resources: [.process("Resources")]),
        .executableTarget(name: "Benchmarks", dependencies: ["ViewWidgets"]),
        .target(name: "HeadlessTesting", dependencies: ["ViewKernel"]),
        // Helpers shared by the test targets (golden files); not a product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ViewKernelTests", dependencies: ["ViewKernel", "TestSupport", "HeadlessTesting"],
                    exclude: ["Debug/__Snapshots__"]),
        .testTarget(name: "WidgetTests", dependencies: ["ViewWidgets", "TestSupport", "HeadlessTesting"],
                    exclude: ["Pictures/__Snapshots__"]),
        .testTarget(name: "DemoTests", dependencies: ["Demos", "TestSupport", "HeadlessTesting"],
                    exclude: ["Support/__Snapshots__"]),
        // Code written as for iOS, with `import UIKit`: proves source compatibility.
        .testTarget(name: "UIKitCompatibilityTests", dependencies: ["UIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
