// PageTestSupport.swift: a page view controller over a book of logged pages, shown full screen.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A full-screen page view controller over `book` showing page `start` in a 390 × 844 window,
/// its book as data source and delegate; `setUp` runs before it shows (to set a layout direction,
/// say), and the log starts empty once it has shown.
@MainActor
func shown(_ book: PageBook, start: Int = 0, style: UIPageViewController.TransitionStyle = .scroll,
           orientation: UIPageViewController.NavigationOrientation = .horizontal,
           options: [UIPageViewController.OptionsKey: Any]? = nil,
           setUp: (UIPageViewController) -> Void = { _ in }) -> (UIPageViewController, UIWindow) {
    let pages = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
    pages.dataSource = book
    pages.delegate = book
    pages.setViewControllers([book.pages[start]], direction: .forward, animated: false)
    setUp(pages)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = pages
    window.makeKeyAndVisible()
    Headless.runUntilIdle()
    book.log.entries.removeAll()
    return (pages, window)
}
