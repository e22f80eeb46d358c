// Exports.swift: UIKit re-exports Foundation, so one `import` gives CGFloat, CGRect and friends.

@_exported import Foundation
