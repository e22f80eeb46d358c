// CoreGraphics.swift: `import CoreGraphics` on Linux, where Apple's CoreGraphics does not exist.
//
// Foundation on Linux already has CGFloat, CGPoint, CGSize and CGRect; this module re-exports it
// with the CoreGraphics types this package adds (only those, not the views): the affine
// transform, colours, vectors, the CGRect/CGPoint/CGSize members iOS code uses
// (`applying(_:)`, `equalTo(_:)`), paths, and the recording graphics context with its state types.

@_exported import Foundation
@_exported import struct ViewKernel.CGAffineTransform
@_exported import class ViewKernel.CGColor
@_exported import struct ViewKernel.CGVector
@_exported import class ViewKernel.CGPath
@_exported import class ViewKernel.CGMutablePath
@_exported import struct ViewKernel.CGPathElement
@_exported import enum ViewKernel.CGPathElementType
@_exported import enum ViewKernel.CGPathFillRule
@_exported import typealias ViewKernel.CGPathApplierFunction
@_exported import class ViewKernel.CGContext
@_exported import enum ViewKernel.CGLineCap
@_exported import enum ViewKernel.CGLineJoin
@_exported import enum ViewKernel.CGPathDrawingMode
@_exported import enum ViewKernel.CGBlendMode
@_exported import enum ViewKernel.CGInterpolationQuality
@_exported import class ViewKernel.CGImage
@_exported import typealias ViewKernel.CFTimeInterval
