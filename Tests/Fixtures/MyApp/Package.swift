// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../HeadlessUIKit"),
    ],
    targets: [
        .testTarget(name: "MyViewTests", dependencies: [
            .product(name: "UIKit", package: "HeadlessUIKit"),
            .product(name: "HeadlessTesting", package: "HeadlessUIKit"),
        ]),
    ]
)
