// UITableView+HeadersAndFooters.swift: which section headers and footers are on screen, and
// where (a plain table's header sticks to the top while its section's rows scroll under it).

extension UITableView {
    /// Shows the headers and footers of the sections in the band; in the plain style a header
    /// sticks to the top of the screen while its section's rows scroll under it.
    func updateHeadersAndFooters(_ layout: TableLayout, band: (minY: CGFloat, maxY: CGFloat)) {
        let width = bounds.width
        let sections = layout.sections(meeting: band.minY, band.maxY)
        // Each frame of a scroll comes here: the views on screen are sorted only when there are any.
        for kind in HeaderFooterKind.allCases where !visibleHeaderFooterViews[kind].isEmpty {
            for section in visibleHeaderFooterViews[kind].keys.sorted()
            where !sections.contains(section) || layout.sections.count <= section {
                removeHeaderFooterView(kind, inSection: section)
            }
        }
        for section in sections {
            let info = layout.sections[section]
            if info.headerHeight > 0 {
                var rect = insetFromSides(layout.rectForHeader(inSection: section, width: width))
                if style == .plain {
                    let sectionBottom = layout.sectionTop(section) + info.height - info.footerHeight
                    let pinned = min(band.minY + adjustedContentInset.top, sectionBottom - info.headerHeight)
                    rect.origin.y = max(rect.minY, pinned)
                }
                // The section may meet the band only by the padding above its header.
                if rect.maxY > band.minY, rect.minY < band.maxY {
                    placeHeaderFooterView(.header, inSection: section, in: rect)
                } else {
                    removeHeaderFooterView(.header, inSection: section)
                }
            }
            if info.footerHeight > 0 {
                let rect = insetFromSides(layout.rectForFooter(inSection: section, width: width))
                if rect.maxY > band.minY, rect.minY < band.maxY {
                    placeHeaderFooterView(.footer, inSection: section, in: rect)
                } else {
                    removeHeaderFooterView(.footer, inSection: section)
                }
            }
        }
    }

    /// Shows (creating if needed) the header or footer of `section` in `rect`, above the cells.
    private func placeHeaderFooterView(_ kind: HeaderFooterKind, inSection section: Int, in rect: CGRect) {
        if let view = visibleHeaderFooterViews[kind][section] {
            if view.frame != rect { view.frame = rect }
            return
        }
        guard let view = makeHeaderFooterView(kind, inSection: section) else { return }
        view.frame = rect
        addSubview(view)
        visibleHeaderFooterViews[kind][section] = view
        switch kind {
        case .header: tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        case .footer: tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    /// The header or footer view for `section`: the delegate's view, or a standard view with the
    /// data source's title.
    private func makeHeaderFooterView(_ kind: HeaderFooterKind, inSection section: Int) -> UIView? {
        if let view = pendingHeaderFooterViews[kind].removeValue(forKey: section) { return view }
        if let view = delegateView(of: kind, inSection: section) { return view }
        guard let title = title(of: kind, inSection: section) else { return nil }
        let view = headerFooterPool.dequeue(UITableView.titleHeaderFooterIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleHeaderFooterIdentifier)
        view.textLabel?.text = kind == .header && style != .plain ? title.uppercased() : title
        return view
    }

    /// The reuse identifier of the standard views that show header and footer titles.
    static let titleHeaderFooterIdentifier = "UITableViewHeaderFooterView.title"

    /// Takes a header or footer off the screen (telling the delegate), pooling standard views for reuse.
    func removeHeaderFooterView(_ kind: HeaderFooterKind, inSection section: Int) {
        guard let view = visibleHeaderFooterViews[kind].removeValue(forKey: section) else { return }
        view.removeFromSuperview()
        switch kind {
        case .header: tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        case .footer: tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView { headerFooterPool.enqueue(reusable) }
    }

    /// Takes every header and footer off the screen.
    func removeAllHeaderFooterViews() {
        for kind in HeaderFooterKind.allCases {
            for section in visibleHeaderFooterViews[kind].keys.sorted() { removeHeaderFooterView(kind, inSection: section) }
        }
    }
}

/// Which of a section's two supplementary views: its header or its footer.
enum HeaderFooterKind: CaseIterable, CustomStringConvertible {
    case header, footer

    /// "header" or "footer", as UIKit's messages name them.
    var description: String { self == .header ? "header" : "footer" }
}

/// One value for a section's header and one for its footer.
struct HeaderFooterPair<Value> {
    var header: Value
    var footer: Value

    /// The value for `kind`.
    subscript(kind: HeaderFooterKind) -> Value {
        get { kind == .header ? header : footer }
        set {
            switch kind {
            case .header: header = newValue
            case .footer: footer = newValue
            }
        }
    }
}
