// UITableView+SVG.swift: the background a table shows in pictures when its backgroundColor is
// nil, as UIKit paints it: white for a plain table, the system grouped background (242, 242, 247)
// for a grouped one (UIColor.systemBackground and .systemGroupedBackground in light mode).

extension UITableView: SVGDefaultBackground {
    /// UIKit's default background of a table of this style.
    package var svgDefaultBackgroundColor: UIColor? {
        switch style {
        case .plain: return .white
        case .grouped, .insetGrouped: return UITableView.systemGroupedBackground
        }
    }

    /// `UIColor.systemGroupedBackground` in light mode: RGB 242, 242, 247.
    static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
}
