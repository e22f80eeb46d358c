// AppGridViewController.swift: the app grid's controller (seed 003, ViewController.m): a 3-column
// grid computed from the screen width, and a "下载<name>完成" label that fades away after a tap.

import ViewWidgets

/// Lays out one ``AppView`` per app, three to a row, and answers their download buttons.
final class AppGridViewController: UIViewController {
    /// How many columns the grid has (九宫格总共有3列).
    static let totalCol = 3
    /// The vertical gap between rows.
    static let marginY: CGFloat = 10
    /// Where the first row starts.
    static let startY: CGFloat = 20

    /// The apps, decoded from app.plist (字典转模型).
    let appList: [AppInfo]

    /// Makes the controller for `appList`.
    init(appList: [AppInfo]) {
        self.appList = appList
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let viewW = AppView.size.width, viewH = AppView.size.height
        let totalCol = AppGridViewController.totalCol
        // The width left by the columns is shared by the totalCol + 1 gaps, so the grid fits
        // any screen width.
        let marginX = (view.bounds.width - CGFloat(totalCol) * viewW) / CGFloat(totalCol + 1)
        for (i, appInfo) in appList.enumerated() {
            // i = 0, 1, 2 are row 0; i = 3, 4, 5 row 1. The column is what is left over.
            let row = i / totalCol
            let col = i % totalCol
            let x = marginX + (viewW + marginX) * CGFloat(col)
            let y = AppGridViewController.startY + AppGridViewController.marginY
                + (viewH + AppGridViewController.marginY) * CGFloat(row)
            let appView = AppView(frame: CGRect(x: x, y: y, width: viewW, height: viewH))
            appView.appInfo = appInfo
            // The tag says which app a button downloads.
            appView.downloadButton.tag = i
            appView.downloadButton.addTarget(self, action: AppGridViewController.downloadClick, for: .touchUpInside)
            view.addSubview(appView)
        }
    }

    /// Tells the user the download finished: a grey label fades out over 2 s, and when the
    /// animation ends the completion takes it out of the tree.
    func downloadClick(_ button: UIButton) {
        let label = UILabel(frame: CGRect(x: 80, y: 400, width: 160, height: 40))
        label.textAlignment = .center
        label.backgroundColor = .lightGray
        let appInfo = appList[button.tag]
        label.text = "下载\(appInfo.name)完成"
        label.font = .systemFont(ofSize: 13)
        label.alpha = 1
        view.addSubview(label)
        // A block animation can say what happens afterwards; begin/commit animations cannot
        // easily (首尾式动画).
        UIView.animate(withDuration: 2, animations: {
            label.alpha = 0
        }, completion: { _ in
            label.removeFromSuperview()
        })
    }
}
