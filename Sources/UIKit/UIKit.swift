// UIKit.swift: `import UIKit` on Linux gives this package's UIKit: the widgets, the kernel,
// Foundation, CoreGraphics and QuartzCore (as Apple's UIKit brings them), so a file written for
// iOS compiles unchanged while it stays inside the covered API.

@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import ViewWidgets
