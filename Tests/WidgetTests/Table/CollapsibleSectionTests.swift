import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The seeds' expandable friend groups: a header tap opens or closes its section.
@MainActor
final class GroupsController: NSObject, UITableViewDataSource, UITableViewDelegate {
    let groups = [["Ann", "Bo"], ["Cy", "Di", "Ed"], ["Flo"]]
    var open: Set<Int> = []
    var headersMade = 0

    func numberOfSections(in tableView: UITableView) -> Int { groups.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        open.contains(section) ? groups[section].count : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Friend")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Friend")
        cell.textLabel?.text = groups[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Group")
            ?? { headersMade += 1; return UITableViewHeaderFooterView(reuseIdentifier: "Group") }()
        header.textLabel?.text = "Group \(section)"
        header.tag = section
        if header.gestureRecognizers == nil {
            header.addGestureRecognizer(UITapGestureRecognizer(target: self, action: GroupsController.headerTapped))
        }
        return header
    }

    func headerTapped(_ recognizer: UITapGestureRecognizer) {
        guard let header = recognizer.view, let table = header.superview as? UITableView else { return }
        let section = header.tag
        if open.contains(section) { open.remove(section) } else { open.insert(section) }
        table.reloadSections(IndexSet(integer: section), with: .fade)
    }
}

@MainActor
@Suite("Collapsible sections driven by header taps", .headless)
struct CollapsibleSectionTests {
    private func shown() -> (UIWindow, UITableView, GroupsController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        let controller = GroupsController()
        table.dataSource = controller
        table.delegate = controller
        window.addSubview(table)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (window, table, controller)
    }

    @Test func tappingAHeaderOpensExactlyThatGroup() {
        let (window, table, controller) = shown()
        #expect(table.numberOfRows(inSection: 1) == 0)
        // Each 40-point header has 22 points of padding above it (a plain table's, iOS 15).
        window.tap(at: CGPoint(x: 160, y: 62 + 22 + 20))     // group 1's header
        #expect(controller.open == [1])
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Cy", "Di", "Ed"])
        #expect(table.rectForHeader(inSection: 2).minY == CGFloat(62 + 22 + 40 + 132 + 22))
    }

    @Test func tappingItAgainClosesIt() {
        let (window, table, controller) = shown()
        window.tap(at: CGPoint(x: 160, y: 22 + 20))
        window.tap(at: CGPoint(x: 160, y: 22 + 20))
        #expect(controller.open.isEmpty)
        #expect(table.visibleCells.isEmpty)
    }

    @Test func headerViewsAreReusedAcrossReloads() {
        let (window, _, controller) = shown()
        let made = controller.headersMade
        for _ in 0..<4 { window.tap(at: CGPoint(x: 160, y: 22 + 20)) }
        #expect(made == 3)
        #expect(controller.headersMade == made)
    }
}
