// iOSStyleAppCode.swift: more code written as it would be for iOS: a controller that overrides
// the Xcode template's methods, runs timers, observes notifications and delays work; a cell with
// its own initialiser; an image loader used off the main actor. Only the lines marked `// iOS:`
// (and one `// Added for Linux:`) differ from the iOS original (Docs/Porting.md).

import UIKit

/// A stopwatch screen: a label counting seconds with a block timer, an autosave with a
/// target-action timer, a delayed refresh and keyboard observation.
class StopwatchViewController: UIViewController {
    let timeLabel = UILabel()
    var timer: Timer?
    var autosaveTimer: Timer?
    private(set) var seconds = 0
    private(set) var autosaves = 0
    private(set) var refreshes = 0
    private(set) var keyboardHeights: [CGFloat] = []
    private(set) var cachesPurged = 0
    private(set) var awokeFromNib = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeFromNib = true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        timeLabel.frame = CGRect(x: 20, y: 100, width: 50, height: 40)
        timeLabel.text = "0 s"
        view.addSubview(timeLabel)
        // iOS: NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
        //          name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, action: StopwatchViewController.keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cachesPurged += 1
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.seconds += 1
            self.timeLabel.text = "\(self.seconds) s"
            self.timeLabel.sizeToFit()
        }
        // iOS: autosaveTimer = Timer(timeInterval: 5, target: self, selector: #selector(autosave),
        //          userInfo: nil, repeats: true)
        let autosave = Timer(timeInterval: 5, target: self, action: StopwatchViewController.autosave,
                             userInfo: nil, repeats: true)
        RunLoop.main.add(autosave, forMode: .common)
        autosaveTimer = autosave
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        autosaveTimer?.invalidate()
        autosaveTimer = nil
    }

    func scheduleRefresh() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        // iOS: perform(#selector(refresh), with: nil, afterDelay: 0.5)
        perform(StopwatchViewController.refresh, with: nil, afterDelay: 0.5)
    }

    // iOS: @objc func autosave() {
    func autosave() {
        autosaves += 1
    }

    // iOS: @objc func refresh() {
    func refresh() {
        refreshes += 1
    }

    // iOS: @objc func keyboardWillShow(_ notification: Notification) {
    func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardHeights.append(frame.height)
    }

    deinit {
        timer?.invalidate()
        NotificationCenter.default.removeObserver(self)
    }
}

/// A countdown label with a target-action timer whose method takes the timer.
class CountdownLabel: UILabel {
    private(set) var remaining = 3

    func start() {
        // iOS: Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)),
        //          userInfo: nil, repeats: true)
        Timer.scheduledTimer(timeInterval: 1, target: self, action: CountdownLabel.tick,
                             userInfo: nil, repeats: true)
    }

    // iOS: @objc func tick(_ timer: Timer) {
    func tick(_ timer: Timer) {
        remaining -= 1
        text = remaining > 0 ? "\(remaining)" : "Go!"
        if remaining == 0 { timer.invalidate() }
    }
}

/// A view made in a nib on iOS: its setup is in awakeFromNib.
class BadgeView: UIView {
    private(set) var isSetUp = false

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.cornerRadius = bounds.height / 2
        isSetUp = true
    }
}

// snippet: title-cell
class TitleCell: UITableViewCell {
    let title: String

    init(title: String) {
        self.title = title
        super.init(style: .default, reuseIdentifier: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // Added for Linux: never called unless the class is registered.
    required convenience init(registeredReuseIdentifier: String) { fatalError("not registered") }
}
// end snippet

/// A list of fixed cells made with their own initialiser, never registered.
class MenuViewController: UITableViewController {
    let cells = [TitleCell(title: "Profile"), TitleCell(title: "Settings")]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cells.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = cells[indexPath.row]
        cell.textLabel?.text = cell.title
        return cell
    }
}

/// Model code that loads images off the main actor, as iOS allows.
struct AvatarStore: Sendable {
    let bundle: Bundle

    func avatar(named name: String) -> UIImage? {
        UIImage(named: name, in: bundle, compatibleWith: nil)
    }

    func loadInBackground(named name: String) async -> CGSize? {
        await Task.detached { self.avatar(named: name)?.size }.value
    }
}

/// Geometry written with CoreGraphics' comparison methods.
func isSquare(_ rect: CGRect) -> Bool {
    rect.size.equalTo(CGSize(width: rect.width, height: rect.width))
}
