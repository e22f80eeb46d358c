// ControlsViewController.swift: the controls scene's screen (seed 000 "UIKit_控件总结", parts 一–五):
// UIView's properties and methods, UIControl, UILabel and UIButton's per-state tables.

import ViewWidgets

/// One small screen with a specimen of each thing the seed's summary lists.
final class ControlsViewController: UIViewController {
    // 一、UIView's common properties: one view per property, tagged 1...5.
    /// `frame` (position and size in the parent) and `backgroundColor`; tag 1.
    let frameView = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
    /// `transform`: a quarter turn; its frame becomes the bounding box, its bounds and center stay; tag 2.
    let rotatedView = UIView(frame: CGRect(x: 70, y: 20, width: 50, height: 40))
    /// `hidden`; tag 3.
    let hiddenView = UIView(frame: CGRect(x: 130, y: 20, width: 40, height: 40))
    /// `alpha` (0...1); tag 4.
    let fadedView = UIView(frame: CGRect(x: 180, y: 20, width: 40, height: 40))
    /// `opaque` and `userInteractionEnabled`; tag 5.
    let quietView = UIView(frame: CGRect(x: 230, y: 20, width: 30, height: 40))
    /// `contentMode`: a 20 x 20 star centred in a 40 x 40 image view.
    let iconView = UIImageView(frame: CGRect(x: 270, y: 20, width: 40, height: 40))

    // 三、UIControl: subclasses that send events, `enabled`, and the content alignments.
    /// A switch that enables or disables the controls below it (`.valueChanged`).
    let onSwitch = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
    /// A slider, another UIControl subclass.
    let slider = UISlider(frame: CGRect(x: 90, y: 100, width: 210, height: 31))
    /// A button whose content sits at the left and the bottom of its bounds.
    let alignedButton = UIButton(type: .custom)

    // 四、UILabel's common properties.
    /// A label with text, colour, font, shadow, alignment and as many lines as it needs.
    let label = UILabel(frame: CGRect(x: 20, y: 190, width: 280, height: 40))
    /// Counts the taps that reach `countTap()`.
    let tapCountLabel = UILabel(frame: CGRect(x: 20, y: 240, width: 280, height: 20))

    // 五、UIButton: per-state title, title colour, shadow colour, image and background image.
    /// A button whose every state shows a different title; a tap toggles `isSelected`.
    let stateButton = UIButton(type: .custom)

    /// How many taps `countTap()` has seen.
    private(set) var tapCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addViewPropertySpecimens()
        addControlSpecimens()
        addLabelSpecimens()
        addStateButton()
    }

    private func addViewPropertySpecimens() {
        frameView.backgroundColor = .red
        frameView.tag = 1
        rotatedView.backgroundColor = .orange
        rotatedView.transform = CGAffineTransform(rotationAngle: .pi / 2)
        rotatedView.tag = 2
        hiddenView.backgroundColor = .green
        hiddenView.isHidden = true
        hiddenView.tag = 3
        fadedView.backgroundColor = .blue
        fadedView.alpha = 0.5
        fadedView.tag = 4
        quietView.backgroundColor = .purple
        quietView.isOpaque = false
        quietView.isUserInteractionEnabled = false
        quietView.tag = 5
        iconView.image = UIImage(named: "controls_star")
        iconView.contentMode = .center
        // addSubview puts each view at the front (the end of `subviews`).
        for specimen in [frameView, rotatedView, hiddenView, fadedView, quietView, iconView] {
            view.addSubview(specimen)
        }
    }

    private func addControlSpecimens() {
        onSwitch.isOn = true
        // To hear a control, check whether it is a UIControl (then addTarget) before looking for
        // a delegate.
        onSwitch.addTarget(self, action: ControlsViewController.switchChanged, for: .valueChanged)
        view.addSubview(onSwitch)
        slider.value = 0.5
        view.addSubview(slider)
        alignedButton.frame = CGRect(x: 20, y: 140, width: 280, height: 40)
        alignedButton.backgroundColor = .lightGray
        alignedButton.setTitle("左下 left / bottom", for: .normal)
        alignedButton.contentHorizontalAlignment = .left
        alignedButton.contentVerticalAlignment = .bottom
        view.addSubview(alignedButton)
    }

    private func addLabelSpecimens() {
        label.text = "UILabel: text, textColor, font, shadowColor, shadowOffset, textAlignment, numberOfLines"
        label.textColor = .darkGray
        label.font = .systemFont(ofSize: 13)
        label.shadowColor = .lightGray
        // Positive widths go right, positive heights go down.
        label.shadowOffset = CGSize(width: 1, height: 1)
        label.textAlignment = .center
        // 0: as many lines as the text needs (the default, 1, truncates).
        label.numberOfLines = 0
        view.addSubview(label)
        tapCountLabel.text = "点击 0 次"
        view.addSubview(tapCountLabel)
    }

    private func addStateButton() {
        stateButton.frame = CGRect(x: 20, y: 270, width: 280, height: 44)
        // Titles are per state; `stateButton.titleLabel?.text = ...` would not stick.
        stateButton.setTitle("普通 normal", for: .normal)
        stateButton.setTitle("按下 highlighted", for: .highlighted)
        stateButton.setTitle("选中 selected", for: .selected)
        stateButton.setTitle("不可用 disabled", for: .disabled)
        stateButton.setTitleColor(.black, for: .normal)
        stateButton.setTitleColor(.blue, for: .highlighted)
        stateButton.setTitleColor(.red, for: .selected)
        stateButton.setTitleColor(.gray, for: .disabled)
        stateButton.setTitleShadowColor(.lightGray, for: .normal)
        // Images too: set with setImage(_:for:), never on `imageView.image`.
        stateButton.setImage(UIImage(named: "controls_star"), for: .normal)
        stateButton.setImage(UIImage(named: "controls_star_selected"), for: .selected)
        stateButton.setBackgroundImage(UIImage(named: "controls_button_bg"), for: .normal)
        // Two listeners for one event: the sender form and the no-argument form.
        stateButton.addTarget(self, action: ControlsViewController.toggleSelected, for: .touchUpInside)
        stateButton.addTarget(self, action: ControlsViewController.countTap, for: .touchUpInside)
        view.addSubview(stateButton)
    }

    // MARK: - Actions

    /// The state button's first action: a tap flips between the normal and selected titles.
    func toggleSelected(_ sender: UIButton) {
        sender.isSelected.toggle()
    }

    /// The state button's second action: counts the taps.
    func countTap() {
        tapCount += 1
        tapCountLabel.text = "点击 \(tapCount) 次"
    }

    /// The switch's action: `isEnabled` decides whether a control handles events at all.
    func switchChanged(_ sender: UISwitch) {
        slider.isEnabled = sender.isOn
        stateButton.isEnabled = sender.isOn
    }

    /// Removes the counting listener: later taps no longer call `countTap()` (删除监听器).
    func stopCounting() {
        stateButton.removeTarget(self, action: ControlsViewController.countTap, for: .touchUpInside)
    }

    // MARK: - 二、UIView's common methods

    /// `viewWithTag(_:)`, `removeFromSuperview()`, `insertSubview(_:at:)` and `addSubview(_:)`
    /// of a view that is already a subview.
    func rearrangeViews() {
        // The parent finds a child by its tag, searching its whole subtree.
        view.viewWithTag(3)?.removeFromSuperview()
        // Index 0 is the back-most place: the backdrop goes behind everything.
        let backdrop = UIView(frame: CGRect(x: 0, y: 10, width: view.bounds.width, height: 80))
        backdrop.backgroundColor = .yellow
        backdrop.tag = 6
        view.insertSubview(backdrop, at: 0)
        // Adding a subview again moves it to the front.
        view.addSubview(frameView)
    }

    /// The two ways to animate: begin/commit (首尾式) moves the red view down; a block fades the
    /// blue view and its completion removes it. Both take 1 s.
    func animateViews() {
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        frameView.frame = CGRect(x: 10, y: 420, width: 50, height: 40)
        UIView.commitAnimations()

        UIView.animate(withDuration: 1, animations: {
            self.fadedView.alpha = 0
        }, completion: { _ in
            self.fadedView.removeFromSuperview()
        })
    }
}
