// NonisolatedUIKitCode.swift: UIKit used as iOS apps compiled in the Swift 5 language mode use
// it, from places the main actor does not cover: against the iOS SDK all of this compiles.
import UIKit

/// A global function that builds a button.
func makeGoButton() -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 80, height: 44)
    return button
}

/// Static properties of a plain struct.
struct Palette {
    static let accent = UIColor.systemBlue
    static let placeholder = UIImage(systemName: "photo")
    static let titleFont = UIFont.boldSystemFont(ofSize: 20)
}

/// A global constant.
let sharedFormatterLabel = UILabel()

final class NotesViewController: UIViewController {
    let textView = UITextView()
    lazy var counter: UILabel = {
        let label = UILabel()
        label.text = "0"
        return label
    }()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)
        view.addSubview(counter)
        // Foundation's block observer takes a @Sendable closure; UIKit posts keyboard notifications
        // on the main thread, where the block runs and may assume the main actor. (The form that
        // sets the view without `assumeIsolated` is in TypeCheckedOnly/.)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                          object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                self.textView.contentInset.bottom = 260
            }
        }
    }
}

/// A timer whose block reads a label, as a countdown screen does.
final class Countdown {
    let label = UILabel()
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.label.text = "tick"
        }
    }
}

/// A nonisolated helper that reads and writes views.
func describe(_ view: UIView) -> String {
    "\(type(of: view)) \(view.frame.width)x\(view.frame.height) hidden: \(view.isHidden)"
}
