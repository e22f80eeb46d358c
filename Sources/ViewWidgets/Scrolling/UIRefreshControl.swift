// UIRefreshControl.swift: the spinner a scroll view shows above its content, which a pull past a
// threshold starts ("pull to refresh") and the app stops with endRefreshing().

/// A control that starts the refresh of a scroll view's content, as UIKit's `UIRefreshControl`.
///
/// Set it as a scroll view's ``UIScrollView/refreshControl`` (or a table view controller's
/// `refreshControl`): it sits in the 60 points above the content. A drag that pulls the content
/// down by ``pullThreshold`` points past its top sends `.valueChanged` once, while the finger is
/// still down, and the control stays refreshing; while it refreshes, the scroll view's
/// `adjustedContentInset.top` is 60 points larger, so the spinner stays in sight when the finger
/// lifts. ``endRefreshing()`` takes the inset away again (the content slides back up over 0.3 s).
/// ``beginRefreshing()`` in code starts the spinner without sending `.valueChanged`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height, and what it adds to the scroll view's top inset while refreshing.
    static let height: CGFloat = 60

    /// How far (in points of content pulled past its top) a drag must pull to start a refresh.
    /// A headless decision within what a device does (Docs/Differences.md).
    static let pullThreshold: CGFloat = 88

    /// The spinner, shown while refreshing.
    let spinner = UIActivityIndicatorView(style: .medium)
    /// The title's label, under the spinner, when there is an ``attributedTitle``.
    let titleLabel = UILabel()
    /// Whether the current drag may still start a refresh (one per drag).
    var armedForThisDrag = false

    /// Makes a standard refresh control, 60 points high with a zero width (the scroll view sizes
    /// and places it when it is attached), as UIKit's designated `init()`: a subclass's
    /// `override init()` can call `super.init()`.
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIRefreshControl.height))
        setUpRefreshControl()
    }

    /// Makes a refresh control 60 points high (the scroll view sizes and places it when it is
    /// attached).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: UIRefreshControl.height))
        setUpRefreshControl()
    }

    /// Source compatibility; makes a refresh control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefreshControl()
    }

    private func setUpRefreshControl() {
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.systemFont(ofSize: 12)
    }

    /// The tint colour, which also colours the spinner (nil: the inherited tint, and the
    /// spinner's own grey).
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            super.tintColor = newValue
            spinner.color = newValue
        }
    }

    /// Whether a refresh is under way: from a pull past the threshold or ``beginRefreshing()``
    /// until ``endRefreshing()``.
    open private(set) var isRefreshing = false

    /// The styled text shown under the spinner; nil by default.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            if attributedTitle == nil { titleLabel.removeFromSuperview() } else if titleLabel.superview !== self { addSubview(titleLabel) }
            setNeedsLayout()
        }
    }

    /// Tells the control that a refresh began elsewhere (a timer, a notification): it shows as
    /// refreshing and the scroll view's top inset grows by 60 points. `.valueChanged` is not
    /// sent, and the content does not scroll (as on a device, where apps scroll to show it).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        hostingScrollView?.refreshControlDidChangeRefreshing(self)
    }

    /// Tells the control that the refresh is over: the spinner stops, the scroll view's extra
    /// inset goes, and content pulled down to show the control slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        hostingScrollView?.refreshControlDidChangeRefreshing(self)
    }

    /// The scroll view whose refresh control this is.
    var hostingScrollView: UIScrollView? {
        guard let scrollView = superview as? UIScrollView, scrollView.refreshControl === self else { return nil }
        return scrollView
    }

    /// The spinner centred in the control (above the title when there is one).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = spinner.intrinsicContentSize
        let hasTitle = titleLabel.superview === self
        let titleHeight: CGFloat = hasTitle ? titleLabel.sizeThatFits(bounds.size).height : 0
        let top = (bounds.height - size.height - titleHeight) / 2
        spinner.frame = CGRect(x: (bounds.width - size.width) / 2, y: top, width: size.width, height: size.height)
        if hasTitle {
            titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY, width: bounds.width, height: titleHeight)
        }
    }

    /// The scroll view's pan moved: a drag that pulls the content past the threshold starts a
    /// refresh, once per drag.
    func scrollViewPanChanged(_ pan: UIPanGestureRecognizer) {
        guard let scrollView = hostingScrollView else { return }
        switch pan.state {
        case .began:
            armedForThisDrag = !isRefreshing
        case .changed:
            guard armedForThisDrag, !isRefreshing, isEnabled else { return }
            // Pulled past the top the content rests at: under a collapsed large title that is
            // the expanded bar's (contentOffsetRange), not the inset of the bar as it is now.
            let pulled = -scrollView.contentOffsetRange.min.y - scrollView.contentOffset.y
            if pulled >= UIRefreshControl.pullThreshold {
                armedForThisDrag = false
                beginRefreshing()
                sendActions(for: .valueChanged)
            }
        default:
            armedForThisDrag = false
        }
    }
}
