// AutoLayoutStyleCode.swift: a login screen written as an iOS project writes it with Auto Layout:
// anchors, NSLayoutConstraint(item:...), the layout margins and the safe area. Compiled unchanged.

import UIKit

class LoginViewController: UIViewController {
    let logo = UIView()
    let titleLabel = UILabel()
    let signInButton = UIButton(type: .system)
    var logoTopConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        logo.translatesAutoresizingMaskIntoConstraints = false
        logo.backgroundColor = .blue
        view.addSubview(logo)

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Welcome back"
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)

        signInButton.translatesAutoresizingMaskIntoConstraints = false
        signInButton.setTitle("Sign in", for: .normal)
        view.addSubview(signInButton)

        logoTopConstraint = logo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40)
        NSLayoutConstraint.activate([
            logoTopConstraint,
            logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            logo.widthAnchor.constraint(equalToConstant: 80),
            logo.heightAnchor.constraint(equalTo: logo.widthAnchor),

            titleLabel.topAnchor.constraint(equalTo: logo.bottomAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        view.addConstraint(NSLayoutConstraint(item: signInButton, attribute: .bottom, relatedBy: .equal,
                                              toItem: view.safeAreaLayoutGuide, attribute: .bottom,
                                              multiplier: 1.0, constant: -20))
        view.addConstraint(NSLayoutConstraint(item: signInButton, attribute: .centerX, relatedBy: .equal,
                                              toItem: view, attribute: .centerX, multiplier: 1.0, constant: 0))
    }
}
