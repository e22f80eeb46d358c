// PageAndAnimatorBenchmarks.swift: issue 40's interaction workloads beside a tap: a page swipe in
// a page view controller of 1,000 pages, and a property animator scrubbed 10,000 times.

import ViewWidgets

extension TouchBenchmarks {
    /// Swipes per run of `pages.swipe`.
    static let swipes = 200

    /// pages.swipe: a full-window scroll-style `UIPageViewController` over 1,000 pages (a data
    /// source of plain controllers); one operation is one swipe to the next page: a 10-frame drag
    /// and the 0.3 s settle on the virtual clock, with the turn's appearance and delegate calls.
    func swipePages() -> Measurement {
        let window = makePagesWindow()
        let source = CountingPageSource(count: 1_000)
        var turned = 0
        return harness.measure("pages.swipe", size: source.count, operations: Self.swipes,
                               counters: { ["turnsPerRun": Double(turned)] }) {
            let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pages.dataSource = source
            pages.setViewControllers([source.page(0)], direction: .forward, animated: false)
            window.rootViewController = pages
            Headless.runUntilIdle()
            let seconds = harness.time {
                for _ in 0..<Self.swipes {
                    window.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 60, y: 240))
                    Headless.advance(by: 0.35)
                }
            }
            turned = (pages.viewControllers?.first?.view.tag ?? 0)
            return seconds
        }
    }

    /// animator.scrub: a paused `UIViewPropertyAnimator` moving two properties of a view, its
    /// `fractionComplete` set 10,000 times, each followed by reading the presentation, as a pan
    /// handler and a frame do. One operation is one scrub and read.
    func scrubAnimator() -> Measurement {
        let window = makePagesWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let scrubs = 10_000
        var shown: CGFloat = 0
        return harness.measure("animator.scrub", size: 1, operations: scrubs,
                               counters: { ["lastShownX": Double(shown)] }) {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
                view.center = CGPoint(x: 250, y: 300)
                view.alpha = 0.2
            }
            animator.pauseAnimation()
            let seconds = harness.time {
                for step in 0..<scrubs {
                    animator.fractionComplete = CGFloat(step % 1_000) / 1_000
                    shown = view.layer.presentation()?.position.x ?? 0
                }
            }
            animator.stopAnimation(true)
            return seconds
        }
    }

    private func makePagesWindow() -> UIWindow {
        Headless.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return window
    }
}

/// A data source of `count` plain pages made on demand, each tagged with its index.
@MainActor
final class CountingPageSource: UIPageViewControllerDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func page(_ index: Int) -> UIViewController {
        let controller = UIViewController()
        controller.view.tag = index
        return controller
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = viewController.view.tag
        return index > 0 ? page(index - 1) : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = viewController.view.tag
        return index + 1 < count ? page(index + 1) : nil
    }
}
