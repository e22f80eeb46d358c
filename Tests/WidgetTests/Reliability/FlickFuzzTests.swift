// FlickFuzzTests.swift: seeded random flicks, touches and clock steps on a table: the content
// stays finite and within its range (plus at most the overshoot, or half a drag's way past an edge), the rows on screen are exactly
// those meeting the bounds, a touch that stops a flick selects nothing, and the content rests.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

/// Rows of 44 points, as many as asked.
@MainActor
private final class FlickRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 300 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    }
}

@MainActor
@Suite("Random flicks on a table", .headless)
struct FlickFuzzTests {
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomFlicksKeepTheTableWhole(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let source = FlickRows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
        var flicks = 0, stops = 0
        // How far past an edge the content is: a flick overshoots by at most a tenth of the view
        // (48 points), a drag pulls it by half the finger's way; nothing else takes it further.
        func pastEdge() -> CGFloat {
            let range = table.contentOffsetRange, y = table.contentOffset.y
            return max(0, range.min.y - y, y - range.max.y)
        }
        for step in 0..<60 {
            let rates: [UIScrollView.DecelerationRate] = [.normal, .fast, UIScrollView.DecelerationRate(rawValue: 0.95)]
            table.decelerationRate = generator.pick(rates)
            table.bounces = generator.chance(0.8)
            var allowed = max(48, pastEdge())
            switch generator.index(below: 4) {
            case 0:
                let distance = CGFloat(generator.pick([-400, -150, -40, 40, 150, 400]))
                window.drag(from: CGPoint(x: 160, y: 240 + distance / 2), to: CGPoint(x: 160, y: 240 - distance / 2),
                            steps: generator.pick([1, 3, 10]))
                allowed += abs(distance) / 2
                if table.isDecelerating { flicks += 1 }
            case 1:
                let wasDecelerating = table.isDecelerating
                let finger = window.beginTouch(at: CGPoint(x: 160, y: CGFloat(generator.index(below: 480))))
                let caught = table.contentOffset
                window.endTouch(finger)
                if wasDecelerating {
                    stops += 1
                    // Caught inside the content it stays; caught past an edge it springs back inside.
                    let range = table.contentOffsetRange
                    let inside = caught.y >= range.min.y && caught.y <= range.max.y
                    #expect(table.isDecelerating == !inside, "step \(step)")
                    #expect(!inside || table.contentOffset == caught, "step \(step)")
                    #expect(table.indexPathForSelectedRow == nil, "step \(step): a tap that stops a flick selects nothing")
                }
                table.indexPathsForSelectedRows?.forEach { table.deselectRow(at: $0, animated: false) }
            default:
                Headless.advance(by: generator.pick([1.0 / 60, 0.1, 0.4, 1]))
            }
            table.layoutIfNeeded()
            let y = table.contentOffset.y
            #expect(y.isFinite, "step \(step)")
            #expect(pastEdge() <= allowed + 0.001, "step \(step): offset \(y), \(pastEdge()) past an edge")
            // Content past an edge is on its way back (or under a finger): it never stays there.
            #expect(pastEdge() == 0 || table.isDecelerating || table.isTracking,
                    "step \(step): offset \(y) left \(pastEdge()) past an edge")
            if let rows = table.indexPathsForVisibleRows?.map(\.row), let first = rows.first, let last = rows.last {
                let top = max(0, y) / 44, bottom = min(table.contentSize.height, y + 480) / 44
                #expect(first == Int(clampingFloat: top.rounded(.down)), "step \(step)")
                #expect(last == Int(clampingFloat: bottom.rounded(.up)) - 1, "step \(step)")
            }
        }
        // The run flicked, and touched the table while it moved.
        #expect(flicks > 3 && stops > 0, "\(flicks) flicks, \(stops) stopped by a touch")
        Headless.advance(by: 60)
        #expect(!table.isDecelerating)
        let range = table.contentOffsetRange
        #expect(table.contentOffset.y >= range.min.y && table.contentOffset.y <= range.max.y)
    }
}
