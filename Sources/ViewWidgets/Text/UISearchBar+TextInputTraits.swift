// UISearchBar+TextInputTraits.swift: the search bar's text input traits, which are its search
// field's (https://developer.apple.com/documentation/uikit/uitextinputtraits).

extension UISearchBar: UITextInputTraits {
    /// Whether spell checking is on; `.default` by default (the field's).
    public var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }

    /// Whether straight quotes become smart ones; `.default` by default (the field's).
    public var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }

    /// Whether double hyphens become dashes; `.default` by default (the field's).
    public var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }

    /// Whether spaces are inserted and deleted around words; `.default` by default (the field's).
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }

    /// The keyboard's appearance; `.default` by default (the field's).
    public var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }

    /// Whether the Return (Search) key is disabled while the field is empty; true for a search
    /// field (the field's).
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    /// Whether the field hides what is typed; false by default (the field's).
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }

    /// What the text means, for the keyboard's suggestions; nil by default (the field's).
    public var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}
