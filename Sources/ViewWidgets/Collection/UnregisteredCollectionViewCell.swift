// UnregisteredCollectionViewCell.swift: the cell handed out after UIKit's message when nothing is
// registered for an identifier.

/// The cell handed out when nothing is registered for an identifier (after UIKit's message), so
/// that a recording test can go on; it is not reported again when shown.
final class UnregisteredCollectionViewCell: UICollectionViewCell {}
