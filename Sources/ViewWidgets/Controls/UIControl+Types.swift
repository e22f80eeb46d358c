// UIControl+Types.swift: the option sets and enums UIControl nests (its states, its events and the
// content alignments), with UIKit's raw values.

extension UIControl {
    /// The states a control can be in, as UIKit's `UIControl.State`; several may hold at once
    /// (a selected button being pressed is `[.selected, .highlighted]`). UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes a state from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flag: enabled, not selected, not highlighted (0).
        public static let normal = State([])
        /// A touch is down inside the control (1 << 0).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled (1 << 1).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (1 << 2).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (1 << 3); never set here, as there is no focus engine.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits left for the application's own states (0x00FF0000).
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for UIKit (0xFF000000).
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends actions for, as UIKit's `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes an event mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger went down in the control (1 << 0).
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down again in quick succession: `tapCount` above 1 (1 << 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved while inside the control's bounds grown by 70 points (1 << 2).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved while outside that area (1 << 3).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved from outside that area to inside it (1 << 4).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved from inside that area to outside it (1 << 5).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside that area: a tap (1 << 6).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside that area (1 << 7).
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (1 << 8).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed: a switch flipped, a slider moved (1 << 12).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired: a button's tap (1 << 13).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired (1 << 14); never sent here.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control (1 << 16).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed in a text control (1 << 17).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control (1 << 18).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key (1 << 19).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (0x00000FFF).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (0x000F0000).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits left for the application's own events (0x0F000000).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system (0xF0000000).
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event (0xFFFFFFFF).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How a control places its content horizontally, with UIKit's raw values:
    /// https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment-swift.enum
    public enum ContentHorizontalAlignment: Int, Sendable, CaseIterable {
        /// Centred (the default).
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the width.
        case fill = 3
        /// Against the leading edge: the left edge, or the right one in a control running right to left.
        case leading = 4
        /// Against the trailing edge: the right edge, or the left one in a control running right to left.
        case trailing = 5
    }

    /// How a control places its content vertically, with UIKit's raw values:
    /// https://developer.apple.com/documentation/uikit/uicontrol/contentverticalalignment-swift.enum
    public enum ContentVerticalAlignment: Int, Sendable, CaseIterable {
        /// Centred (the default).
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched across the height.
        case fill = 3
    }
}

extension UIControl.State {
    /// The flags as the tree dump prints them: `highlighted+selected`, in raw-value order; empty
    /// for `.normal`. Bits with no name print as hexadecimal.
    var dumpTokens: String {
        let names: [(UIControl.State, String)] = [
            (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"),
        ]
        var tokens = names.filter { contains($0.0) }.map(\.1)
        let rest = rawValue & ~UInt(0b1111)
        if rest != 0 { tokens.append("0x" + String(rest, radix: 16)) }
        return tokens.joined(separator: "+")
    }
}
