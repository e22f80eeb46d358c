// UICollectionView+Registration.swift: cell and supplementary registrations, which register a class
// and configure each dequeued view with a handler
// (https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration), and the
// dequeuing behind dequeueReusableCell and dequeueReusableSupplementaryView.

extension UICollectionView {
    /// A cell class and how to configure it for an item, as UIKit's `CellRegistration`. The
    /// collection view registers the class the first time the registration is used.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler
        /// The reuse identifier this registration's cells use: unique to the registration.
        let reuseIdentifier = "CellRegistration." + UUID().uuidString

        /// Makes a registration that configures cells with `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of one kind and how to configure it, as UIKit's
    /// `SupplementaryRegistration`.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a supplementary view.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        /// The kind of view this registration makes.
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier = "SupplementaryRegistration." + UUID().uuidString

        /// Makes a registration for views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                 for indexPath: IndexPath, item: Item?) -> Cell {
        if !cellPool.isRegistered(registration.reuseIdentifier) {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(registeredReuseIdentifier: registration.reuseIdentifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        if supplementaryPools[registration.elementKind]?.isRegistered(registration.reuseIdentifier) != true {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                        for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredReuseIdentifier: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// What `dequeueReusableCell(withReuseIdentifier:for:)` does: the cell `reconfigureItems(at:)`
    /// asks for again, or a pooled or new cell given the attributes of its item (those of the
    /// item being shown, which the layout has just given, else the layout's answer).
    func dequeuePlacedCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath { return reconfiguring.cell }
        guard let cell = cellPool.dequeue(identifier) else {
            reportUnregistered(kind: UICollectionView.elementKindCell, identifier: identifier)
            return UnregisteredCollectionViewCell(frame: .zero)
        }
        var shown: UICollectionViewLayoutAttributes?
        if let being = attributesOfCellBeingShown, being.indexPath == indexPath { shown = being.attributes }
        // A pooled cell waits among the subviews, hidden: it stays there only to be shown.
        let wasPooledInTree = cell.isHiddenForReuse
        if wasPooledInTree {
            cell.isHiddenForReuse = false
            cell.layer.isHidden = false
        }
        if shown == nil {
            if wasPooledInTree { cell.removeFromSuperview() }
            shown = layoutAttributesForItem(at: indexPath)
        } else if cellDequeuedForShowing == nil {
            cellDequeuedForShowing = (cell, wasPooledInTree)
        } else {
            moreCellsDequeuedForShowing.append((cell, wasPooledInTree))
        }
        if let shown { applyLayoutAttributes(shown, to: cell) }
        return cell
    }

    /// Ends the dequeuing for the item being shown, whose cell the data source returned: the other
    /// cells dequeued for it that waited among the subviews leave them, as a dequeued cell nobody
    /// shows. Returns whether `cell` was dequeued for the item, and so has its attributes already
    /// (the pass does not apply them again: UIKit applies attributes to a view only when they
    /// differ from the ones it has).
    func finishDequeuingForShowing(returned cell: UICollectionViewCell) -> Bool {
        guard let first = cellDequeuedForShowing else { return false }
        cellDequeuedForShowing = nil
        var dequeued = first.cell === cell
        if !dequeued, first.wasPooledInTree, first.cell.isSubview(of: self) { first.cell.removeFromSuperview() }
        guard !moreCellsDequeuedForShowing.isEmpty else { return dequeued }
        for other in moreCellsDequeuedForShowing {
            if other.cell === cell {
                dequeued = true
            } else if other.wasPooledInTree, other.cell.isSubview(of: self) {
                other.cell.removeFromSuperview()
            }
        }
        moreCellsDequeuedForShowing.removeAll()
        return dequeued
    }

    /// What `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` does.
    func dequeuePlacedSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                        for indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryPools[elementKind]?.dequeue(identifier) else {
            reportUnregistered(kind: elementKind, identifier: identifier)
            return UICollectionReusableView(frame: .zero)
        }
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            applyLayoutAttributes(attributes, to: view)
        }
        return view
    }
}
