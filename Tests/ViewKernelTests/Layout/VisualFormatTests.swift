// VisualFormatTests.swift: the Visual Format Language makes the constraints Apple's guide describes.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite(.headless)
struct VisualFormatTests {
    private func scene() -> (root: UIView, name: UIView, field: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let name = makeConstrainedView(), field = makeConstrainedView()
        root.addSubview(name)
        root.addSubview(field)
        return (root, name, field)
    }

    @Test func aHorizontalRowWithStandardSpacesAndAFixedWidth() {
        let (root, name, field) = scene()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name(80)]-[field]-|",
                                                  options: [], metrics: nil, views: ["name": name, "field": field])
        #expect(made.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(made)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(10)-[name(30)]", options: [],
                                                                   metrics: nil, views: ["name": name]))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[field(==name)]", options: [],
                                                                   metrics: nil, views: ["name": name, "field": field]))
        root.layoutIfNeeded()
        // 20 to the superview, 8 between siblings.
        #expect(name.frame == CGRect(x: 20, y: 10, width: 80, height: 30))
        #expect(field.frame == CGRect(x: 108, y: 10, width: 192, height: 30))
    }

    @Test func metricsRelationsAndPriorities() {
        let (root, name, field) = scene()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[name(>=50,<=wide@750)]-(>=gap)-[field(name)]|",
                                                  options: [.alignAllCenterY],
                                                  metrics: ["margin": 16, "wide": 120.0, "gap": 4],
                                                  views: ["name": name, "field": field])
        #expect(made.contains { $0.relation == .lessThanOrEqual && $0.priority == .defaultHigh && $0.constant == 120 })
        #expect(made.contains { $0.firstAttribute == .centerY && $0.secondAttribute == .centerY })
        NSLayoutConstraint.activate(made)
        name.heightAnchor.constraint(equalToConstant: 20).isActive = true
        field.heightAnchor.constraint(equalToConstant: 20).isActive = true
        name.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(name.frame.minX == 16)
        #expect(field.frame.maxX == 320)
        #expect(field.frame.width == name.frame.width)
        #expect(field.frame.minX - name.frame.maxX >= 4)
        #expect(field.frame.midY == name.frame.midY)
    }

    @Test func adjacentViewsHaveNoSpace() {
        let (root, name, field) = scene()
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[name(100)][field(50)]", options: [],
                                                                   metrics: nil, views: ["name": name, "field": field]))
        root.layoutIfNeeded()
        #expect(field.frame.minX == 100)
    }

    @Test func aMalformedFormatIsReportedWithACaret() {
        let (root, name, _) = scene()
        let messages = Headless.recordingViolations {
            let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-[missing]", options: [],
                                                      metrics: nil, views: ["name": name])
            #expect(made.isEmpty)
        }
        #expect(messages == ["Unable to parse constraint format: \nmissing is not a key in the views dictionary. \nH:|-[name]-[missing] \n            ^"])
        #expect(root.subviews.contains(name))
    }

    @Test func aSuperviewEdgeWithoutASuperviewIsReported() {
        let lonely = makeConstrainedView()
        let messages = Headless.recordingViolations {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[lonely]", options: [], metrics: nil, views: ["lonely": lonely])
        }
        #expect(messages.first?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
    }
}
