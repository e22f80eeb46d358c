// UIPageViewController+Pages.swift: how a page view controller holds its pages: the children,
// their appearance calls, turning by code, and the page control.

extension UIPageViewController {
    /// Builds the scroll style's paging scroll view, or the page-curl style's pan.
    func setUpPages() {
        switch transitionStyle {
        case .scroll:
            let scrollView = UIScrollView(frame: view.bounds)
            scrollView.isPagingEnabled = true
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.showsVerticalScrollIndicator = false
            scrollView.clipsToBounds = false
            // A tap on the status bar is for the pages' own scroll views (a decision: UIKit's
            // paging scroll view is private; with it counted, an iPhone would scroll neither).
            scrollView.scrollsToTop = false
            let coordinator = PageScrollCoordinator(owner: self)
            scrollView.delegate = coordinator
            scrollCoordinator = coordinator
            view.addSubview(scrollView)
            view.clipsToBounds = true
            pagingScrollView = scrollView
        case .pageCurl:
            let pan = UIPanGestureRecognizer(target: self, action: UIPageViewController.handleCurlPan)
            view.addGestureRecognizer(pan)
            curlPan = pan
            let tap = PageCurlTapGestureRecognizer(target: self, action: UIPageViewController.handleCurlTap)
            tap.turnsPage = { [weak self] point in self?.curlTapDirection(at: point) != nil }
            view.addGestureRecognizer(tap)
            curlTap = tap
        }
        for controller in shownControllers { view(of: controller, placedIn: pageContainer) }
        updatePageControl(askingIndex: true)
    }

    /// Where page views go: the scroll view, or the view itself for a page-curl book.
    var pageContainer: UIView { pagingScrollView ?? view }

    /// The frame of the pages' area: the bounds, less the page control's height when it shows.
    var pagesArea: CGRect {
        var area = view.bounds
        if let control = builtInPageControl { area.size.height -= control.intrinsicContentSize.height }
        return area
    }

    /// Puts `controller`'s view in `container`.
    @discardableResult
    func view(of controller: UIViewController, placedIn container: UIView) -> UIView {
        let pageView = controller.view ?? UIView()
        if pageView.superview !== container { container.addSubview(pageView) }
        return pageView
    }

    /// Lays out the page control, the scroll view's pages, or the book's pages.
    func layOutPages() {
        let area = pagesArea
        if let control = builtInPageControl {
            let height = control.intrinsicContentSize.height
            control.frame = CGRect(x: 0, y: area.maxY, width: view.bounds.width, height: height)
        }
        if pagingScrollView != nil {
            arrangeScrolledPages()
            return
        }
        guard !shownControllers.isEmpty else { return }
        let width = area.width / CGFloat(shownControllers.count)
        for (index, controller) in shownControllers.enumerated() {
            controller.viewIfLoaded?.frame = CGRect(x: area.minX + width * CGFloat(index), y: area.minY,
                                                   width: width, height: area.height)
        }
    }

    /// An animated `setViewControllers` still under way ends now: its appearance calls and
    /// completion run.
    func finishPendingTurn() {
        pendingTurnEnd?.cancel()
        pendingTurnEnd = nil
        if let unfinished = pendingTurnFinish {
            pendingTurnFinish = nil
            unfinished()
        }
    }

    /// `setViewControllers`: the new pages become children and replace the old ones, with the
    /// appearance calls (their ends after 0.3 s when animated: scroll-style pages slide, the old
    /// page out and the new one in, over UIKit's animated scroll), then the completion.
    func replacePages(with controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
                      completion: ((Bool) -> Void)?) {
        // An animated turn still under way ends now: its completion and appearance calls run.
        finishPendingTurn()
        cancelPendingPage()
        let old = shownControllers.filter { old in !controllers.contains { $0 === old } }
        let new = controllers.filter { new in !shownControllers.contains { $0 === new } }
        for controller in new where controller.parent !== self { addChild(controller) }
        let appears = isOnScreen && viewIfLoaded != nil
        if appears {
            for controller in new { controller.beginAppearanceTransition(true, animated: animated) }
            for controller in old { controller.beginAppearanceTransition(false, animated: animated) }
        }
        // On screen, an animated turn of scroll-style pages slides the old page out (its view
        // stays until the slide ends).
        let outgoing = transitionStyle == .scroll && animated && appears && UIView.areAnimationsEnabled
            ? old.first?.viewIfLoaded : nil
        shownControllers = controllers
        if viewIfLoaded != nil {
            for controller in old where controller.viewIfLoaded !== outgoing { controller.viewIfLoaded?.removeFromSuperview() }
            for controller in controllers { view(of: controller, placedIn: pageContainer) }
            if transitionStyle == .pageCurl, animated {
                UIView.transition(with: view, duration: 0.3,
                                  options: direction == .forward ? .transitionCurlUp : .transitionCurlDown, animations: nil)
            }
        }
        for controller in old {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        updatePageControl(askingIndex: true)
        neighbours = (nil, nil)
        neighboursLoadedFor = nil
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
        if let outgoing { scrollCoordinator?.slide(out: outgoing, forward: direction == .forward) }
        let finish: @MainActor () -> Void = { [weak self] in
            self?.pendingTurnEnd = nil
            self?.pendingTurnFinish = nil
            self?.scrollCoordinator?.endSlide()
            if appears {
                for controller in old { controller.endAppearanceTransition() }
                for controller in new { controller.endAppearanceTransition() }
            }
            for controller in new { controller.didMove(toParent: self) }
            completion?(true)
        }
        if animated {
            pendingTurnFinish = finish
            // A slide ends with its scroll; this ends it (and a curl) at the latest.
            pendingTurnEnd = Headless.schedule(after: 0.3, finish)
        } else {
            finish()
        }
    }

    /// Shows the built-in page control when the scroll style's data source counts pages, with
    /// the selected dot from `presentationIndex(for:)` when `askingIndex`.
    func updatePageControl(askingIndex: Bool) {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let source = dataSource,
              viewIfLoaded != nil else { return }
        let count = source.presentationCount(for: self)
        guard count > 0 else {
            builtInPageControl?.removeFromSuperview()
            builtInPageControl = nil
            return
        }
        let control = builtInPageControl ?? UIPageControl()
        if builtInPageControl == nil {
            builtInPageControl = control
            view.addSubview(control)
        }
        control.numberOfPages = count
        if askingIndex { control.currentPage = source.presentationIndex(for: self) }
    }

    /// Ends the turn to a pending neighbour that did not happen: it disappears again and the
    /// shown page reappears.
    func cancelPendingPage() {
        guard let pending = pendingController else { return }
        pendingController = nil
        let appears = isOnScreen
        let current = shownControllers
        if appears {
            pending.beginAppearanceTransition(false, animated: true)
            for controller in current { controller.beginAppearanceTransition(true, animated: true) }
        }
        pending.viewIfLoaded?.removeFromSuperview()
        if appears {
            pending.endAppearanceTransition()
            for controller in current { controller.endAppearanceTransition() }
        }
        pending.willMove(toParent: nil)
        pending.removeFromParent()
    }

    /// A gesture turned to `pending`: it becomes the shown page, the old page leaves, and the
    /// delegate hears the turn completed; the page control moves one dot.
    func completeTurn(to pending: UIViewController, forward: Bool) {
        pendingController = nil
        let previous = shownControllers
        shownControllers = [pending]
        for controller in previous {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        if isOnScreen {
            for controller in previous { controller.endAppearanceTransition() }
            pending.endAppearanceTransition()
        }
        pending.didMove(toParent: self)
        if let control = builtInPageControl {
            control.currentPage = max(0, min(control.numberOfPages - 1, control.currentPage + (forward ? 1 : -1)))
        }
        neighbours = (nil, nil)
        neighboursLoadedFor = nil
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                     transitionCompleted: true)
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// A gesture is turning to `pending`: the delegate hears it, then `pending` becomes a child
    /// and starts appearing while the shown page starts disappearing.
    func beginTurn(to pending: UIViewController, forward: Bool) {
        delegate?.pageViewController(self, willTransitionTo: [pending])
        pendingController = pending
        pendingIsForward = forward
        if pending.parent !== self { addChild(pending) }
        view(of: pending, placedIn: pageContainer)
        if isOnScreen {
            pending.beginAppearanceTransition(true, animated: true)
            for controller in shownControllers { controller.beginAppearanceTransition(false, animated: true) }
        }
    }

    /// Asks the data source for the shown page's neighbours, once per settled page.
    func loadNeighboursIfNeeded() {
        guard let current = shownControllers.first, let source = dataSource else {
            neighbours = (nil, nil)
            return
        }
        guard neighboursLoadedFor != ObjectIdentifier(current) else { return }
        neighboursLoadedFor = ObjectIdentifier(current)
        neighbours = (source.pageViewController(self, viewControllerBefore: current),
                      source.pageViewController(self, viewControllerAfter: current))
    }

    /// The page-curl style's pan: a drag across more than a fifth of the page turns it, to the
    /// next page towards the leading edge (leftwards, or rightwards right to left; upwards in a
    /// vertical book) and to the previous one the other way.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended else { return }
        let moved = pan.translation(in: view)
        let distance = navigationOrientation == .horizontal ? moved.x : moved.y
        let length = navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height
        guard abs(distance) > length / 5 else { return }
        turnCurledPage(forward: curlRunsBackwards ? distance > 0 : distance < 0)
    }

    /// The page-curl style's tap: within a fifth of the page from its trailing edge (the right,
    /// or the left right to left; the bottom in a vertical book) it turns to the next page, from
    /// its leading edge (the top) to the previous one; elsewhere nothing happens.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let forward = curlTapDirection(at: tap.location(in: view)) else { return }
        turnCurledPage(forward: forward)
    }

    /// Whether a tap at `point` (in the view's coordinates) turns forward (`true`), back
    /// (`false`), or, away from the edge fifths, not at all (`nil`).
    func curlTapDirection(at point: CGPoint) -> Bool? {
        let horizontal = navigationOrientation == .horizontal
        let position = horizontal ? point.x - view.bounds.minX : point.y - view.bounds.minY
        let length = horizontal ? view.bounds.width : view.bounds.height
        let nearEnd = position > length * 4 / 5, nearStart = position < length / 5
        guard nearEnd || nearStart else { return nil }
        return curlRunsBackwards ? nearStart : nearEnd
    }

    /// Whether a horizontal book runs right to left, so that its gestures turn the other way.
    private var curlRunsBackwards: Bool {
        navigationOrientation == .horizontal && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Turns a one-page book to the data source's next (or previous) page with the curl
    /// transition, as a gesture does: the delegate hears `willTransitionTo` and, when the curl
    /// ends, `didFinishAnimating`.
    private func turnCurledPage(forward: Bool) {
        guard pendingController == nil, shownControllers.count == 1,
              let current = shownControllers.first, let source = dataSource else { return }
        let target = forward ? source.pageViewController(self, viewControllerAfter: current)
                             : source.pageViewController(self, viewControllerBefore: current)
        guard let target else { return }
        beginTurn(to: target, forward: forward)
        target.viewIfLoaded?.frame = pagesArea
        current.viewIfLoaded?.removeFromSuperview()
        UIView.transition(with: view, duration: 0.3, options: forward ? .transitionCurlUp : .transitionCurlDown,
                          animations: nil) { [weak self] _ in
            guard let self, self.pendingController === target else { return }
            self.completeTurn(to: target, forward: forward)
        }
        layOutPages()
    }
}

/// The page-curl style's tap recognizer: it fails as soon as a touch lands away from the edge
/// fifths of the page, so a tap in the middle of a page never recognizes and never cancels the
/// touches of the page's content (a table row still selects).
final class PageCurlTapGestureRecognizer: UITapGestureRecognizer {
    /// Whether a touch at a point in the recognizer's view lands where a tap turns the page.
    var turnsPage: (CGPoint) -> Bool = { _ in true }

    /// Fails at once when a touch lands away from the turning zones.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { !turnsPage($0.location(in: view)) }) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }
}
