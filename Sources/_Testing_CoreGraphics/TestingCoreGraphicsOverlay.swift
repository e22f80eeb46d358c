// TestingCoreGraphicsOverlay.swift: the cross-import overlay the compiler loads for a file that
// imports both `CoreGraphics` (directly, or through `UIKit` or `QuartzCore`) and `Testing`.
//
// The toolchain's Testing.swiftcrossimport names `_Testing_CoreGraphics` for that pair and Linux
// ships none; like `_Testing_UIKit`, it must re-export Testing or `#expect` is not found.

@_exported import Testing
