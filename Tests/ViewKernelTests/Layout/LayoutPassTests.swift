// LayoutPassTests.swift: the update-constraints pass runs before the layout pass, subviews first;
// constraint changes animate inside animation blocks.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

/// Records the update and layout calls of a tree, in order.
@MainActor
final class PassLog {
    var entries: [String] = []
}

@MainActor
final class PassLoggingView: UIView {
    let name: String
    let log: PassLog
    var onUpdate: (() -> Void)?

    init(_ name: String, log: PassLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        log.entries.append("update \(name)")
        onUpdate?()
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.entries.append("layout \(name)")
        super.layoutSubviews()
    }
}

@MainActor
@Suite(.headless)
struct LayoutPassTests {
    @Test func updateConstraintsRunsSubviewsFirstThenLayoutRunsTopDown() {
        let log = PassLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let parent = PassLoggingView("parent", log: log), child = PassLoggingView("child", log: log)
        parent.frame = window.bounds
        window.addSubview(parent)
        parent.addSubview(child)
        Headless.advance(by: 0)
        log.entries.removeAll()
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        #expect(parent.needsUpdateConstraints())
        Headless.advance(by: 0)
        #expect(log.entries == ["update child", "update parent", "layout parent", "layout child"])
        #expect(!parent.needsUpdateConstraints())
    }

    @Test func constraintsMadeInUpdateConstraintsLayOutInTheSamePass() {
        let log = PassLog()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = PassLoggingView("box", log: log)
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        box.onUpdate = {
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 30),
                                         box.heightAnchor.constraint(equalToConstant: 40),
                                         box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                         box.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
            box.onUpdate = nil
        }
        box.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
    }

    @Test func aControllerUpdatesItsViewsConstraintsInUpdateViewConstraints() {
        final class Controller: UIViewController {
            var calls = 0
            override func updateViewConstraints() {
                calls += 1
                super.updateViewConstraints()
            }
        }
        let controller = Controller()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.setNeedsUpdateConstraints()
        Headless.advance(by: 0)
        #expect(controller.calls == 1)
    }

    @Test func aConstantChangedInsideAnAnimationBlockAnimatesTheFrame() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let panel = makeConstrainedView()
        window.addSubview(panel)
        let top = panel.topAnchor.constraint(equalTo: window.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, panel.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     panel.widthAnchor.constraint(equalToConstant: 100),
                                     panel.heightAnchor.constraint(equalToConstant: 100)])
        Headless.advance(by: 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            top.constant = 200
            window.layoutIfNeeded()
        })
        #expect(panel.frame.minY == 200)                         // the model at once
        Headless.advance(by: 0.5)
        #expect(panel.layer.presentation()?.frame.minY == 100)  // the screen half-way
        Headless.advance(by: 0.5)
        #expect(panel.layer.animationKeys() == nil)
    }

    @Test func requiresConstraintBasedLayoutBringsAViewIntoTheUpdatePass() {
        final class SelfConstrainingView: UIView {
            var didSetUp = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                if !didSetUp {
                    translatesAutoresizingMaskIntoConstraints = false
                    widthAnchor.constraint(equalToConstant: 42).isActive = true
                    didSetUp = true
                }
                super.updateConstraints()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = SelfConstrainingView()
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.didSetUp)
        #expect(view.frame.width == 42)
    }
}
