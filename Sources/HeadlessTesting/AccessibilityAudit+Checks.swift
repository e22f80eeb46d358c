// AccessibilityAudit+Checks.swift: what each kind of accessibility audit looks for in a window:
// contrast computed from the resolved colours, hit regions, descriptions, Dynamic Type, text
// cut short (also laid out again at the largest accessibility text size), traits, text VoiceOver
// cannot reach and elements hidden inside others.

import Foundation
@_spi(Testing) import ViewWidgets

/// Runs the audits over one window's visible views.
@MainActor
struct AccessibilityAuditor {
    let window: UIWindow

    /// The smallest side of a button a finger hits reliably (Human Interface Guidelines).
    static let minimumHitSide: CGFloat = 44

    /// The issues of the kinds in `types`, in reading order within each kind.
    func issues(for types: XCUIAccessibilityAuditType) -> [XCUIAccessibilityAuditIssue] {
        window.layoutIfNeeded()
        let views = VisibleViews.of(window)
        // What VoiceOver reaches (not under accessibilityElementsHidden, nor behind a modal view).
        let reachable = Set(window.accessibilityElementViews.map(ObjectIdentifier.init))
        let elements = views.filter { reachable.contains(ObjectIdentifier($0)) }
        var issues: [XCUIAccessibilityAuditIssue] = []
        if types.contains(.contrast) { issues += views.compactMap(contrastIssue) }
        if types.contains(.elementDetection) { issues += unreachableTextIssues(views) }
        if types.contains(.hitRegion) { issues += elements.compactMap(hitRegionIssue) }
        if types.contains(.sufficientElementDescription) { issues += elements.compactMap(descriptionIssue) }
        if types.contains(.dynamicType) { issues += views.compactMap(dynamicTypeIssue) }
        if types.contains(.trait) { issues += elements.compactMap(traitIssue) }
        // Last: it lays the screen out at another text size and back.
        if types.contains(.textClipped) { issues += clippedTextIssues(views) }
        return issues
    }

    // MARK: - The views looked at

    /// The element a view belongs to: itself when it is an accessibility element, else its
    /// nearest ancestor that is one; nil when VoiceOver reaches it through no element.
    private func owningElement(of view: UIView) -> UIView? {
        var current: UIView? = view
        while let candidate = current {
            if candidate.isAccessibilityElement { return candidate }
            current = candidate.superview
        }
        return nil
    }

    /// The element a UI test finds for `view`: its outermost ancestor (or itself) that is an
    /// accessibility element, below any cell (whose insides a test sees); `view` when none is.
    private func queryElement(of view: UIView) -> XCUIElement? {
        var found = view
        for ancestor in sequence(first: view, next: { $0.superview }) {
            if ancestor is UITableViewCell || ancestor is UICollectionViewCell { break }
            if ancestor.isAccessibilityElement { found = ancestor }
        }
        return element(found)
    }

    private func element(_ view: UIView?) -> XCUIElement? {
        view.map { XCUIElement(view: $0, path: "element") }
    }

    private func isSystemChrome(_ view: UIView) -> Bool { VisibleViews.isSystemChrome(view) }

    /// The text a view shows and the font it is set in: labels, text fields and text views.
    private func shownText(of view: UIView) -> (text: String, font: UIFont, color: UIColor, adjusts: Bool)? {
        switch view {
        case let label as UILabel:
            guard let text = label.text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return (text, label.font, label.textColor, label.adjustsFontForContentSizeCategory)
        case let field as UITextField:
            guard let text = field.text, !text.isEmpty, let font = field.font else { return nil }
            return (text, font, field.textColor ?? .label, field.adjustsFontForContentSizeCategory)
        case let textView as UITextView:
            guard !textView.text.isEmpty, let font = textView.font else { return nil }
            return (textView.text, font, textView.textColor ?? .label, textView.adjustsFontForContentSizeCategory)
        default:
            return nil
        }
    }

    private static func quoted(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return "'" + (line.count > 40 ? String(line.prefix(39)) + "…" : line) + "'"
    }

    // MARK: - Contrast

    private func contrastIssue(_ view: UIView) -> XCUIAccessibilityAuditIssue? {
        guard let shown = shownText(of: view), !isSystemChrome(view) else { return nil }
        // Text of a disabled control is exempt (WCAG: inactive components).
        if let control = (sequence(first: view) { $0.superview }.first { $0 is UIControl }) as? UIControl,
           !control.isEnabled { return nil }
        let background = ContrastColor.background(behind: view)
        let text = ContrastColor(shown.color.resolvedColor(with: view.traitCollection)).over(background)
        let ratio = ContrastColor.ratio(text, background)
        // Semibold and heavier count as bold, as the font's description says.
        let bold = shown.font.description.contains("font-weight: bold")
        // WCAG's large text is 18 points or 14 bold, in CSS points; an iOS point is a CSS pixel,
        // so 24 points, or 18.66 bold, here.
        let large = shown.font.pointSize >= 24 || (shown.font.pointSize >= 18.66 && bold)
        let needed: CGFloat = large ? 3 : 4.5
        guard ratio < needed else { return nil }
        let detail = "the text \(Self.quoted(shown.text)) (\(text.hex)) on \(background.hex) has a contrast ratio of "
            + "\(ContrastColor.format(ratio)):1; \(large ? "large " : "")text needs \(ContrastColor.format(needed)):1 (WCAG AA)"
        return XCUIAccessibilityAuditIssue(.contrast, "Contrast failed", detail, element: queryElement(of: view))
    }

    // MARK: - Hit regions, descriptions, traits

    /// Whether VoiceOver and XCUITest treat `view` as a button or a link.
    private func isButtonLike(_ view: UIView) -> Bool {
        view.isAccessibilityElement && (view.accessibilityTraits.contains(.button) || view.accessibilityTraits.contains(.link))
    }

    private func hitRegionIssue(_ view: UIView) -> XCUIAccessibilityAuditIssue? {
        guard isButtonLike(view), !isSystemChrome(view), !VisibleViews.hasSystemSize(view),
              !(view is UITableViewCell || view is UICollectionViewCell) else { return nil }
        let size = view.bounds.size
        guard size.width < Self.minimumHitSide || size.height < Self.minimumHitSide else { return nil }
        let detail = "it is \(ContrastColor.format(size.width)) × \(ContrastColor.format(size.height)) points; "
            + "a finger needs at least 44 × 44 points (Human Interface Guidelines)"
        return XCUIAccessibilityAuditIssue(.hitRegion, "Hit region too small", detail, element: element(view))
    }

    private func descriptionIssue(_ view: UIView) -> XCUIAccessibilityAuditIssue? {
        // Buttons UIKit draws (info, disclosure, add, close) come with UIKit's own label.
        guard view.isAccessibilityElement, !isSystemChrome(view), !VisibleViews.isSystemGlyphButton(view) else { return nil }
        let traits = view.accessibilityTraits
        guard traits.contains(.button) || traits.contains(.link) || traits.contains(.image) else { return nil }
        let label = (view.accessibilityLabel ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard label.isEmpty else { return nil }
        // A control in a cell is described by the cell's text, as VoiceOver reads the row.
        if view is UIControl, sequence(first: view, next: { $0.superview }).contains(where: { $0 is UITableViewCell || $0 is UICollectionViewCell }) {
            return nil
        }
        let kind = traits.contains(.image) && !traits.contains(.button) ? "image" : "button"
        let detail = "this \(kind) has no accessibility label, so VoiceOver has nothing to say about it; "
            + "set its accessibilityLabel (a title for a button with an image only)"
        return XCUIAccessibilityAuditIssue(.sufficientElementDescription, "Element has no description", detail, element: element(view))
    }

    private func traitIssue(_ view: UIView) -> XCUIAccessibilityAuditIssue? {
        guard view.isAccessibilityElement, !(view is UIControl), !isButtonLike(view), !isSystemChrome(view),
              !(view is UITableViewCell || view is UICollectionViewCell),
              view.gestureRecognizers?.contains(where: { $0 is UITapGestureRecognizer && $0.isEnabled }) == true
        else { return nil }
        let detail = "it responds to a tap but lacks the button trait, so VoiceOver does not say it can be activated; "
            + "add .button to its accessibilityTraits"
        return XCUIAccessibilityAuditIssue(.trait, "Element is missing the button trait", detail, element: element(view))
    }

    // MARK: - Text

    private func dynamicTypeIssue(_ view: UIView) -> XCUIAccessibilityAuditIssue? {
        guard let shown = shownText(of: view), !isSystemChrome(view) else { return nil }
        // List rows and configured buttons take their fonts from text styles on every change.
        guard !isRestyledByItsOwner(view) else { return nil }
        let scalable = shown.font.adjusted(to: .accessibilityExtraExtraExtraLarge) != nil
        guard !scalable || !shown.adjusts else { return nil }
        let why = scalable ? "its font has a text style but adjustsFontForContentSizeCategory is false"
            : "its font is a fixed \(ContrastColor.format(shown.font.pointSize))-point font"
        let detail = "the text \(Self.quoted(shown.text)) does not follow the user's text size: \(why); use "
            + "UIFont.preferredFont(forTextStyle:) or UIFontMetrics with adjustsFontForContentSizeCategory = true"
        return XCUIAccessibilityAuditIssue(.dynamicType, "Dynamic Type font sizes are unsupported", detail,
                                           element: queryElement(of: view))
    }

    /// Whether UIKit sets the view's font again when the text size changes: the labels of a
    /// list content view and of a button with a configuration.
    private func isRestyledByItsOwner(_ view: UIView) -> Bool {
        sequence(first: view, next: { $0.superview }).dropFirst().contains { owner in
            owner is UIListContentView || (owner as? UIButton)?.configuration != nil
        }
    }

    /// Labels that cut their text short now, then at the largest accessibility text size (the
    /// screen laid out again there, and back).
    private func clippedTextIssues(_ views: [UIView]) -> [XCUIAccessibilityAuditIssue] {
        let labels = views.compactMap { $0 as? UILabel }.filter { !isSystemChrome($0) && shownText(of: $0) != nil }
        var issues: [XCUIAccessibilityAuditIssue] = []
        var reported = Set<ObjectIdentifier>()
        for label in labels where label.textLayout.isTruncated {
            reported.insert(ObjectIdentifier(label))
            let detail = "the text \(Self.quoted(label.text ?? "")) does not fit its \(ContrastColor.format(label.bounds.width)) × "
                + "\(ContrastColor.format(label.bounds.height))-point label; let it wrap (numberOfLines = 0) or give it room"
            issues.append(XCUIAccessibilityAuditIssue(.textClipped, "Text clipped", detail, element: queryElement(of: label)))
        }
        let previous = Headless.traits.preferredContentSizeCategory
        guard previous != .accessibilityExtraExtraExtraLarge else { return issues }
        // The screen goes back as it was, scroll positions included.
        let offsets = views.compactMap { $0 as? UIScrollView }.map { ($0, $0.contentOffset) }
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        window.layoutIfNeeded()
        for label in labels where !reported.contains(ObjectIdentifier(label)) && label.window === window && label.textLayout.isTruncated {
            let detail = "at the largest accessibility text size the text \(Self.quoted(label.text ?? "")) does not fit its label; "
                + "let it wrap (numberOfLines = 0) and let the layout grow with it"
            issues.append(XCUIAccessibilityAuditIssue(.textClipped, "Text clipped", detail, element: queryElement(of: label)))
        }
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: previous))
        window.layoutIfNeeded()
        for (scrollView, offset) in offsets where scrollView.contentOffset != offset { scrollView.contentOffset = offset }
        return issues
    }

    /// Text drawn on screen that VoiceOver reaches through no element (hidden from
    /// accessibility, or not an element and in none).
    private func unreachableTextIssues(_ views: [UIView]) -> [XCUIAccessibilityAuditIssue] {
        views.compactMap { view in
            guard let shown = shownText(of: view), !isSystemChrome(view) else { return nil }
            let hidden = sequence(first: view) { $0.superview }.contains { $0.accessibilityElementsHidden }
            guard hidden || owningElement(of: view) == nil else { return nil }
            let detail = "the text \(Self.quoted(shown.text)) is on screen but VoiceOver cannot reach it"
                + (hidden ? " (accessibilityElementsHidden above it)" : "; make it, or a view around it, an accessibility element")
            return XCUIAccessibilityAuditIssue(.elementDetection, "Potentially inaccessible text", detail, element: element(view))
        }
    }
}
