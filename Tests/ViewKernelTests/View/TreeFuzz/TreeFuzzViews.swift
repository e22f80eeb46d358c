// TreeFuzzViews.swift: the views the tree fuzz moves around: FuzzView records the callbacks
// UIKit sends, and two deliberately broken subclasses prove that the fuzz catches a bug and
// shrinks its reproduction.
import Foundation
import ViewKernel

/// A view that records the callbacks UIKit sends when it moves; one view in three places its first
/// subview in `layoutSubviews()`, so that layout passes change geometry too.
@MainActor
class FuzzView: UIView {
    enum Event: Equatable {
        case willMoveToSuperview(ObjectIdentifier?)
        case didMoveToSuperview
        case willMoveToWindow(ObjectIdentifier?)
        case didMoveToWindow
    }

    let castIndex: Int
    var events: [Event] = []

    init(castIndex: Int) {
        self.castIndex = castIndex
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func willMove(toSuperview newSuperview: UIView?) {
        events.append(.willMoveToSuperview(newSuperview.map(ObjectIdentifier.init)))
    }
    override func didMoveToSuperview() { events.append(.didMoveToSuperview) }
    override func willMove(toWindow newWindow: UIWindow?) {
        events.append(.willMoveToWindow(newWindow.map(ObjectIdentifier.init)))
    }
    override func didMoveToWindow() { events.append(.didMoveToWindow) }

    override func layoutSubviews() {
        guard castIndex % 3 == 0, let first = subviews.first else { return }
        let size = bounds.size
        first.frame = CGRect(x: 4, y: 4, width: max(0, size.width - 8), height: max(0, size.height / 2))
    }
}

/// A deliberately broken view for testing the fuzz itself: it hides its third subview.
@MainActor
final class ForgetfulView: FuzzView {
    override var subviews: [UIView] {
        let all = super.subviews
        return all.count >= 3 ? Array(all.prefix(2)) + Array(all.dropFirst(3)) : all
    }
}

/// A deliberately broken view for testing the fuzz itself: it takes touches up to 10 points
/// outside its bounds.
@MainActor
final class GreedyView: FuzzView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// A deliberately broken view for testing the fuzz itself: its frame setter lands half a point to
/// the right of the rectangle asked for.
@MainActor
final class SlidingView: FuzzView {
    override var frame: CGRect {
        get { super.frame }
        set { super.frame = newValue.offsetBy(dx: 0.5, dy: 0) }
    }
}
