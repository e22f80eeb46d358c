// QuartzCore.swift: `import QuartzCore` on Linux, where Apple's QuartzCore does not exist.
//
// Re-exports CoreGraphics (as Apple's QuartzCore does) and the Core Animation types this package
// has: `CALayer`, with its geometry, appearance and `presentation()`.

@_exported import CoreGraphics
@_exported import class ViewKernel.CALayer
