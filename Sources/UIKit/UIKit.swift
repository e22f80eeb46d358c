// UIKit.swift: `import UIKit` on Linux gives this package's UIKit: the widgets, the kernel and
// Foundation, so a file written for iOS compiles unchanged while it stays inside the covered API.

@_exported import Foundation
@_exported import ViewWidgets
