// TestingUIKitOverlay.swift: the cross-import overlay the compiler loads for a file that imports
// both `UIKit` and `Testing`.
//
// The toolchain's Testing.swiftcrossimport names `_Testing_UIKit` for that pair (Apple ships one
// with its SDKs) but Linux has none, so without this module such a file fails with "no such
// module '_Testing_UIKit'". An overlay stands in for the module that declares it (Testing), so it
// must re-export Testing: an empty one compiles, but `#expect` and `@Test` are then not found.

@_exported import Testing
