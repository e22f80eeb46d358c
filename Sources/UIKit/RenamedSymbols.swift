// RenamedSymbols.swift: the pre-Swift-4.2 names that tutorials still use, pointing at today's names.

/// The pre-Swift 4.2 name of `UIView.ContentMode`.
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode

/// The pre-Swift 4.2 name of `UIView.AutoresizingMask`.
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask

/// The pre-Swift 4.2 name of `UIView.AnimationOptions`.
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions

/// The pre-Swift 4.2 name of `UIView.AnimationCurve`.
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve

/// The pre-Swift 4.2 name of `UITableView.Style`.
@available(*, deprecated, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// The pre-Swift 4.2 name of `UITableView.RowAnimation`.
@available(*, deprecated, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

/// The pre-Swift 4.2 name of `UITableView.ScrollPosition`.
@available(*, deprecated, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// The pre-Swift 4.2 name of `UITableViewCell.CellStyle`.
@available(*, deprecated, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// The pre-Swift 4.2 name of `UITableViewCell.AccessoryType`.
@available(*, deprecated, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// The pre-Swift 4.2 name of `UITableViewCell.SelectionStyle`.
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

/// The pre-Swift 4.2 name of `UITableViewCell.SeparatorStyle`.
@available(*, deprecated, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// The pre-Swift 4.2 name of `UITableViewCell.EditingStyle`.
@available(*, deprecated, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

/// The pre-Swift 4.2 name of `UIGestureRecognizer.State`.
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

/// The pre-Swift 4.2 name of `UIImage.ResizingMode`.
@available(*, deprecated, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode

/// The pre-Swift 4.2 name of `UIFont.Weight`.
@available(*, deprecated, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

/// The pre-Swift 4.2 name of `UIControl.State`.
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State

/// The pre-Swift 4.2 name of `UIControl.Event`.
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event

/// The pre-Swift 4.2 name of `UIControl.ContentHorizontalAlignment`.
@available(*, deprecated, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment

/// The pre-Swift 4.2 name of `UIControl.ContentVerticalAlignment`.
@available(*, deprecated, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

/// The pre-Swift 4.2 name of `UIButton.ButtonType`.
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType

/// The pre-Swift 4.2 name of `UITouch.Phase`.
@available(*, deprecated, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase

/// The pre-Swift 4.2 name of `UIEvent.EventType`.
@available(*, deprecated, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType
