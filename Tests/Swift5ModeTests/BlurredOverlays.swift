// BlurredOverlays.swift: code as apps write it and compile it in the Swift 5 language mode: a
// "now playing" bar on a blur with a vibrant caption, sized for the device (UIDevice idiom and
// orientation checks), and a device-info helper outside the main actor.
import UIKit

/// A bar on a blur, its caption in a vibrancy view inside the blur's content view.
final class NowPlayingBar: UIVisualEffectView {
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    private(set) var orientationChanges = 0
    private var observer: NSObjectProtocol?

    init() {
        let blur = UIBlurEffect(style: .systemChromeMaterial)
        super.init(effect: blur)
        titleLabel.text = "Now playing"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)

        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.text = UIDevice.current.userInterfaceIdiom == .pad ? "On your iPad" : "On your iPhone"
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        vibrancy.contentView.addSubview(captionLabel)
        contentView.addSubview(vibrancy)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            vibrancy.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            vibrancy.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            captionLabel.topAnchor.constraint(equalTo: vibrancy.contentView.topAnchor),
            captionLabel.leadingAnchor.constraint(equalTo: vibrancy.contentView.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: vibrancy.contentView.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: vibrancy.contentView.bottomAnchor),
        ])

        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        // iOS apps often pass `#selector(deviceDidRotate)`; the block form runs on the posting
        // (main) thread, where it may assume the main actor.
        observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                          object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.deviceDidRotate() }
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func stopObserving() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
    }

    private func deviceDidRotate() {
        orientationChanges += 1
        let landscape = UIDevice.current.orientation.isLandscape
        effect = UIBlurEffect(style: landscape ? .systemThinMaterial : .systemChromeMaterial)
    }
}

/// A nonisolated helper that describes the device for a support e-mail.
func deviceSummary() -> String {
    let device = UIDevice.current
    let kind = UIDevice.current.userInterfaceIdiom == .pad ? "tablet" : "handset"
    return "\(device.model), \(device.systemName) \(device.systemVersion) (\(kind))"
}
