// CoreGraphics.swift: `import CoreGraphics` on Linux, where Apple's CoreGraphics does not exist.
//
// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; this module re-exports it
// with the CoreGraphics types this package adds (only those, not the views): the affine
// transform, colours, vectors and the CGRect/CGPoint/CGSize members iOS code uses
// (`applying(_:)`, `equalTo(_:)`).

@_exported import Foundation
@_exported import struct ViewKernel.CGAffineTransform
@_exported import class ViewKernel.CGColor
@_exported import struct ViewKernel.CGVector
