// swift-tools-version:6.0
// A package that uses HeadlessUIKit as an app's tests would: only its products (UIKit for the
// app code, HeadlessTesting for the tests), by path. CI runs its tests (.ci/run) to prove the
// toolkit works from outside the package: the trait, snapshots and XCUITest-style queries, from
// Swift Testing and XCTest, every check of the toolkit, and ordinary screen tests by the thousand
// (ScreenSuiteTests: the per-test figures of Docs/Performance.md).
import PackageDescription

let package = Package(
    name: "ToolkitConsumer",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "HeadlessUIKit", path: "../..")],
    targets: [
        .target(name: "Greeter", dependencies: [.product(name: "UIKit", package: "HeadlessUIKit")]),
        .target(name: "Screens", dependencies: [.product(name: "UIKit", package: "HeadlessUIKit")]),
        // `swift run explore-greeter [TEST-FILE] < SESSION`: the explorer on the Greeter screen, one
        // line of code; with a file, the session is recorded there as a test (Docs/Exploring.md).
        .executableTarget(name: "explore-greeter",
                          dependencies: ["Greeter", .product(name: "UIKit", package: "HeadlessUIKit"),
                                         .product(name: "HeadlessTesting", package: "HeadlessUIKit")]),
        .testTarget(name: "GreeterTests",
                    dependencies: ["Greeter", "Screens", .product(name: "HeadlessTesting", package: "HeadlessUIKit")],
                    exclude: ["__Snapshots__", "__Traces__", "Recorded"]),
    ],
    swiftLanguageModes: [.v6]
)
