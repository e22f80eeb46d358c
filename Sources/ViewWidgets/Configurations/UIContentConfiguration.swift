import Foundation

// UIContentConfiguration.swift: a value that describes a view's content and makes the view that
// shows it (iOS 14; https://developer.apple.com/documentation/uikit/uicontentconfiguration).

/// A description of a view's content and styling, as UIKit's `UIContentConfiguration`: it makes
/// the content view that shows it, and gives a copy of itself styled for a state.
///
///     struct BadgeConfiguration: UIContentConfiguration, Hashable {
///         var count = 0
///         func makeContentView() -> UIView & UIContentView { BadgeContentView(self) }
///         func updated(for state: UIConfigurationState) -> BadgeConfiguration { self }
///     }
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// Makes a new content view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView

    /// A copy of this configuration styled for `state` (selected, highlighted, traits...).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`. Setting
/// ``configuration`` applies a new one to the same view.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show `configuration` (iOS 16). By default, whether it is of the same
    /// type as the configuration it shows now; a cell makes a new content view otherwise.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as ``configuration``, as UIKit's default.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
