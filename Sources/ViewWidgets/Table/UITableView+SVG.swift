// UITableView+SVG.swift: the background a table shows in pictures when its backgroundColor is
// nil, as UIKit paints it: white for a plain table (UIColor.systemBackground in light mode), the
// system grouped background for a grouped one (242, 242, 247 in light mode, black in dark mode).

extension UITableView: SVGDefaultBackground {
    /// UIKit's default background of a table of this style.
    package var svgDefaultBackgroundColor: UIColor? {
        switch style {
        case .plain: return .white
        case .grouped, .insetGrouped: return .systemGroupedBackground
        }
    }
}
