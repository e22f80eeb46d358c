// QuartzCore.swift: `import QuartzCore` on Linux, where Apple's QuartzCore does not exist.
//
// Re-exports CoreGraphics (as Apple's QuartzCore does) and the Core Animation types this package
// has: layers (`CALayer`, `CAShapeLayer`, `CAGradientLayer`), animations, transactions, timing
// functions and 3D transforms, on the virtual clock.

@_exported import CoreGraphics
@_exported import class ViewKernel.CALayer
@_exported import class ViewKernel.CAShapeLayer
@_exported import class ViewKernel.CAGradientLayer
@_exported import struct ViewKernel.CAShapeLayerFillRule
@_exported import struct ViewKernel.CAShapeLayerLineCap
@_exported import struct ViewKernel.CAShapeLayerLineJoin
@_exported import struct ViewKernel.CAGradientLayerType
@_exported import struct ViewKernel.CALayerContentsGravity
@_exported import struct ViewKernel.CALayerContentsFilter
@_exported import struct ViewKernel.CALayerCornerCurve
@_exported import struct ViewKernel.CAEdgeAntialiasingMask
@_exported import struct ViewKernel.CACornerMask
@_exported import class ViewKernel.CAAnimation
@_exported import class ViewKernel.CAPropertyAnimation
@_exported import class ViewKernel.CABasicAnimation
@_exported import class ViewKernel.CAKeyframeAnimation
@_exported import class ViewKernel.CASpringAnimation
@_exported import class ViewKernel.CAAnimationGroup
@_exported import protocol ViewKernel.CAAnimationDelegate
@_exported import protocol ViewKernel.CAMediaTiming
@_exported import protocol ViewKernel.CAAction
@_exported import class ViewKernel.CAMediaTimingFunction
@_exported import struct ViewKernel.CAMediaTimingFunctionName
@_exported import struct ViewKernel.CAMediaTimingFillMode
@_exported import struct ViewKernel.CAAnimationCalculationMode
@_exported import struct ViewKernel.CAAnimationRotationMode
@_exported import class ViewKernel.CATransaction
@_exported import func ViewKernel.CACurrentMediaTime
@_exported import struct ViewKernel.CATransform3D
@_exported import var ViewKernel.CATransform3DIdentity
@_exported import func ViewKernel.CATransform3DIsIdentity
@_exported import func ViewKernel.CATransform3DEqualToTransform
@_exported import func ViewKernel.CATransform3DMakeTranslation
@_exported import func ViewKernel.CATransform3DMakeScale
@_exported import func ViewKernel.CATransform3DMakeRotation
@_exported import func ViewKernel.CATransform3DConcat
@_exported import func ViewKernel.CATransform3DTranslate
@_exported import func ViewKernel.CATransform3DScale
@_exported import func ViewKernel.CATransform3DRotate
@_exported import func ViewKernel.CATransform3DInvert
@_exported import func ViewKernel.CATransform3DMakeAffineTransform
@_exported import func ViewKernel.CATransform3DIsAffine
@_exported import func ViewKernel.CATransform3DGetAffineTransform
