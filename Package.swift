// swift-tools-version:6.0
// A headless emulator of UIKit's view layer for Linux: no package dependencies, only Foundation,
// XCTest and Swift Testing. ViewKernel holds views, events, controllers and the runtime; ViewWidgets
// (controls, labels, images, tables, navigation) builds on it; UIKit, Demos and Benchmarks use both.
// LayoutSolver, the constraint solver under Auto Layout, knows nothing of views; ViewKernel uses it.
import PackageDescription

// Linux has no CoreGraphics or QuartzCore, so this package provides modules of those names, and
// the Swift Testing overlays the toolchain expects beside them. Apple's SDKs have their own.
#if canImport(Darwin)
let appleModuleStandIns: [String] = []
#else
let appleModuleStandIns = ["CoreGraphics", "QuartzCore"]
#endif

let package = Package(
    name: "HeadlessUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "ViewKernel", targets: ["ViewKernel"]),
        .library(name: "ViewWidgets", targets: ["ViewWidgets"]),
        // `import UIKit` for code written for iOS; Linux has no UIKit of its own.
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "Demos", targets: ["Demos"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        // For tests of code that uses this package: the `.headless` trait (Docs/Testing.md).
        .library(name: "HeadlessTesting", targets: ["HeadlessTesting"]),
        // `swift run headless-test`: a package's tests over worker processes or a CI shard.
        .executable(name: "headless-test", targets: ["HeadlessTestCommand"]),
    ] + appleModuleStandIns.map { name in
        // `import CoreGraphics` and `import QuartzCore` for code written for iOS.
        .library(name: name, targets: [name])
    },
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "ViewKernel", dependencies: ["LayoutSolver"]),
        .target(name: "ViewWidgets", dependencies: ["ViewKernel"]),
        .target(name: "UIKit",
                dependencies: ["ViewWidgets", "_Testing_UIKit"] + appleModuleStandIns.map { .target(name: $0) }),
        // The cross-import overlay Swift Testing declares for a file importing `Testing` beside
        // `UIKit`, which no toolchain ships for this UIKit (Docs/Testing.md).
        .target(name: "_Testing_UIKit"),
        .executableTarget(name: "Demos", dependencies: ["ViewWidgets", "HeadlessTesting"], resources: [.process("Resources")]),
        .executableTarget(name: "Benchmarks", dependencies: ["ViewWidgets", "UIKit", "LayoutSolver", "HeadlessTesting"]),
        .target(name: "HeadlessTesting", dependencies: ["ViewWidgets"]),
        .target(name: "HeadlessTestRunner"),
        .executableTarget(name: "HeadlessTestCommand", dependencies: ["HeadlessTestRunner"]),
        // Helpers shared by the test targets (golden files); not a product.
        .target(name: "TestSupport", dependencies: ["HeadlessTesting"], path: "Tests/TestSupport"),
        // The solver's tests use nothing of the views; TestSupport only for its seeded generator.
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "TestSupport"]),
        .testTarget(name: "ViewKernelTests", dependencies: ["ViewKernel", "TestSupport", "HeadlessTesting"],
                    exclude: ["Debug/__Snapshots__"]),
        .testTarget(name: "WidgetTests", dependencies: ["ViewWidgets", "TestSupport", "HeadlessTesting"],
                    exclude: ["Pictures/__Snapshots__", "Docs/__Snapshots__"]),
        .testTarget(name: "DemoTests", dependencies: ["Demos", "TestSupport", "HeadlessTesting"],
                    exclude: ["Support/__Snapshots__"]),
        .testTarget(name: "HeadlessTestingTests", dependencies: ["HeadlessTesting", "HeadlessTestRunner", "ViewWidgets", "TestSupport"],
                    exclude: ["__Snapshots__"]),
        // Code written as for iOS, with `import UIKit`: proves source compatibility.
        .testTarget(name: "UIKitCompatibilityTests",
                    dependencies: ["UIKit", "HeadlessTesting"] + appleModuleStandIns.map { .target(name: $0) },
                    exclude: ["Cookbook/__Snapshots__"]),
        // Code as iOS apps compile it, in the Swift 5 language mode (Docs/Porting.md).
        .testTarget(name: "Swift5ModeTests",
                    dependencies: ["UIKit", "HeadlessTesting"] + appleModuleStandIns.map { .target(name: $0) },
                    exclude: ["TypeCheckedOnly"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ] + (appleModuleStandIns.isEmpty ? [] : [
        .target(name: "CoreGraphics", dependencies: ["ViewKernel", "_Testing_CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // Swift Testing's overlay for a file importing `Testing` beside `CoreGraphics`.
        .target(name: "_Testing_CoreGraphics"),
    ]),
    swiftLanguageModes: [.v6]
)
