// AnimationStage.swift: what the animator and transition tests share: a key window made inside
// the test, squares in it, and the values their presentation shows.
import Foundation
import HeadlessTesting
import ViewKernel

/// The key window a test's views live in, made on first use inside the test (after the
/// `.headless` trait has given the test its runtime) and held as long as the suite instance.
@MainActor
final class AnimationStage {
    private(set) lazy var window: UIWindow = {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }()

    /// A 100-point square at the window's origin.
    func square() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return view
    }
}

/// The x of `view`'s centre as its presentation shows it (-1 without one).
@MainActor
func shownX(_ view: UIView) -> CGFloat {
    view.layer.presentation()?.position.x ?? -1
}

/// `view`'s opacity as its presentation shows it (-1 without one).
@MainActor
func shownAlpha(_ view: UIView) -> Float {
    view.layer.presentation()?.opacity ?? -1
}
