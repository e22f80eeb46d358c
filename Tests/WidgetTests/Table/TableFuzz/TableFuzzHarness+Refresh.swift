// TableFuzzHarness+Refresh.swift: the table fuzz's pull-to-refresh operations: a real drag down
// the table, and endRefreshing(), each checked against what UIRefreshControl promises.
import Foundation
import TestSupport
@testable import ViewWidgets

/// The fuzzed table's refresh control, and how many times it sent `.valueChanged`.
@MainActor
final class FuzzRefreshRecorder: NSObject {
    let control = UIRefreshControl()
    private(set) var valueChangedCount = 0

    /// Gives `table` the control; the table always bounces vertically, so short data can be pulled.
    func attach(to table: UITableView) {
        control.addTarget(self, action: FuzzRefreshRecorder.refreshed, for: .valueChanged)
        table.alwaysBounceVertical = true
        table.refreshControl = control
    }

    private func refreshed() { valueChangedCount += 1 }
}

extension TableFuzzHarness {
    /// Drags a finger `distance` points down from 10 points below the table's top (first scrolling
    /// to the content's top when `fromTop`). Checks: at most one `.valueChanged`, none while
    /// already refreshing or for a pull too short to reach the threshold (under 176 points of
    /// finger, which the rubber band halves, from content not already pulled down by code), one
    /// for a long pull from the top of a table tall
    /// enough to hold it; the 60-point inset exactly while refreshing; the content back in range.
    func performPull(distance: CGFloat, fromTop: Bool) -> (String, InvariantFailure?) {
        let text = "pull down \(distance)\(fromTop ? " from the top" : "")"
        let wasRefreshing = refresh.control.isRefreshing
        let before = refresh.valueChangedCount
        var atTop = false, pulledAlready = false
        let messages = Headless.recordingViolations {
            if fromTop { table.setContentOffset(CGPoint(x: 0, y: table.contentOffsetRange.min.y), animated: false) }
            atTop = table.contentOffset.y == table.contentOffsetRange.min.y
            pulledAlready = table.contentOffset.y < table.contentOffsetRange.min.y
            let start = CGPoint(x: table.frame.midX, y: table.frame.minY + 10)
            window.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance))
        }
        if !messages.isEmpty { return (text, InvariantFailure("a pull reports nothing", "\(messages)")) }
        let sent = refresh.valueChangedCount - before
        if sent > 1 { return (text, InvariantFailure("a pull sends valueChanged at most once", "sent \(sent)")) }
        if sent == 1, wasRefreshing { return (text, InvariantFailure("a refreshing control sends nothing more", "sent \(sent)")) }
        if sent == 1, distance < 176, !pulledAlready { return (text, InvariantFailure("a short pull does not refresh", "sent \(sent)")) }
        let mustRefresh = !wasRefreshing && atTop && distance >= 300 && table.bounds.height >= distance + 20
        if mustRefresh, sent != 1 { return (text, InvariantFailure("a long pull from the top refreshes", "sent \(sent)")) }
        if sent == 1, !refresh.control.isRefreshing { return (text, InvariantFailure("a pull that refreshed leaves the control refreshing", "")) }
        // The finger landed on the table (more than 10 points high) and lifted: the content settled.
        return (sent == 1 ? "\(text) -> valueChanged" : text, checkRefreshInset(contentSettled: table.bounds.height > 10))
    }

    /// Ends the refresh (nothing when not refreshing), then checks the inset.
    func performEndRefreshing() -> (String, InvariantFailure?) {
        refresh.control.endRefreshing()
        return ("endRefreshing()", checkRefreshInset(contentSettled: false))
    }

    /// The top inset is 60 points exactly while refreshing; when a drag has just `contentSettled`
    /// and no scroll animation runs, the content offset is within its range.
    private func checkRefreshInset(contentSettled: Bool) -> InvariantFailure? {
        let expected: CGFloat = refresh.control.isRefreshing ? 60 : 0
        if table.adjustedContentInset.top != expected {
            return InvariantFailure("the refresh control's inset is there exactly while refreshing",
                                    "top inset \(table.adjustedContentInset.top), refreshing \(refresh.control.isRefreshing)")
        }
        let range = table.contentOffsetRange
        if contentSettled, table.scrollAnimation == nil, !table.isDragging,
           table.contentOffset.y < range.min.y || table.contentOffset.y > range.max.y {
            return InvariantFailure("a released pull leaves the content in range", "offset \(table.contentOffset.y), range \(range)")
        }
        return nil
    }
}
