// UITextInputTraits+Types.swift: the types of the text input traits, with UIKit's raw values.

/// Which keyboard a text input shows, as UIKit's `UIKeyboardType`. The simulated keyboard has
/// the same height for every type.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The keyboard of the current input method (0).
    case `default` = 0
    /// A keyboard of ASCII characters (1).
    case asciiCapable = 1
    /// Numbers and punctuation (2).
    case numbersAndPunctuation = 2
    /// Characters for URLs: ".", "/" and ".com" (3).
    case URL = 3
    /// The digits 0 to 9 (4).
    case numberPad = 4
    /// A telephone keypad: digits, "*" and "#" (5).
    case phonePad = 5
    /// A telephone keypad that also types names (6).
    case namePhonePad = 6
    /// Characters for e-mail addresses: "@" and "." (7).
    case emailAddress = 7
    /// Digits and a decimal point (8).
    case decimalPad = 8
    /// Characters for social media: "@" and "#" (9).
    case twitter = 9
    /// Characters for web searches: a space and "." (10).
    case webSearch = 10
    /// ASCII digits only (11).
    case asciiCapableNumberPad = 11

    /// The ASCII keyboard, under its old name.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// What the keyboard's Return key says, as UIKit's `UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    /// "return" (0).
    case `default` = 0
    /// "Go" (1).
    case go = 1
    /// "Google" (2).
    case google = 2
    /// "Join" (3).
    case join = 3
    /// "Next" (4).
    case next = 4
    /// "Route" (5).
    case route = 5
    /// "Search" (6).
    case search = 6
    /// "Send" (7).
    case send = 7
    /// "Yahoo" (8).
    case yahoo = 8
    /// "Done" (9).
    case done = 9
    /// "Emergency Call" (10).
    case emergencyCall = 10
    /// "Continue" (11).
    case `continue` = 11

    /// The title on the key, as the simulated keyboard draws it.
    package var keyTitle: String {
        switch self {
        case .default: return "return"
        case .go: return "Go"
        case .google: return "Google"
        case .join: return "Join"
        case .next: return "Next"
        case .route: return "Route"
        case .search: return "Search"
        case .send: return "Send"
        case .yahoo: return "Yahoo"
        case .done: return "Done"
        case .emergencyCall: return "Emergency Call"
        case .continue: return "Continue"
        }
    }
}

/// When the keyboard turns on the Shift key by itself, as UIKit's `UITextAutocapitalizationType`.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// Never (0).
    case none = 0
    /// At the start of each word (1).
    case words = 1
    /// At the start of each sentence (2).
    case sentences = 2
    /// For every character (3).
    case allCharacters = 3
}

/// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`. Nothing is corrected here.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// As the input method decides (0).
    case `default` = 0
    /// Off (1).
    case no = 1
    /// On (2).
    case yes = 2
}

/// Whether spell checking is on, as UIKit's `UITextSpellCheckingType`. Nothing is checked here.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    /// As the input method decides (0).
    case `default` = 0
    /// Off (1).
    case no = 1
    /// On (2).
    case yes = 2
}

/// Whether straight quotes become curly ones, as UIKit's `UITextSmartQuotesType`.
public enum UITextSmartQuotesType: Int, Sendable, CaseIterable {
    /// As the input method decides (0).
    case `default` = 0
    /// Off (1).
    case no = 1
    /// On (2).
    case yes = 2
}

/// Whether two hyphens become a dash, as UIKit's `UITextSmartDashesType`.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    /// As the input method decides (0).
    case `default` = 0
    /// Off (1).
    case no = 1
    /// On (2).
    case yes = 2
}

/// Whether spaces are added and removed around pasted words, as UIKit's
/// `UITextSmartInsertDeleteType`.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    /// As the input method decides (0).
    case `default` = 0
    /// Off (1).
    case no = 1
    /// On (2).
    case yes = 2
}

/// The keyboard's look, as UIKit's `UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    /// The system's look (0).
    case `default` = 0
    /// Dark (1).
    case dark = 1
    /// Light (2).
    case light = 2

    /// The dark look, under its old name.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// What the text of an input means, for AutoFill, as UIKit's `UITextContentType`: a string
/// constant such as `.username` or `.password`, with UIKit's raw values.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The string UIKit names the content type with.
    public let rawValue: String
    /// Makes a content type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a content type from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A person's given name.
    public static let givenName = UITextContentType("given-name")
    /// A person's family name.
    public static let familyName = UITextContentType("family-name")
    /// An e-mail address.
    public static let emailAddress = UITextContentType("email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("tel")
    /// A URL.
    public static let URL = UITextContentType("url")
    /// A street address on one line.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// A postal code.
    public static let postalCode = UITextContentType("postal-code")
    /// A user name for an account.
    public static let username = UITextContentType("username")
    /// A password.
    public static let password = UITextContentType("password")
    /// A new password, which AutoFill may suggest.
    public static let newPassword = UITextContentType("new-password")
    /// A one-time code from a message.
    public static let oneTimeCode = UITextContentType("one-time-code")
}
