// main.swift: `swift run explore-greeter [TEST-FILE] < SESSION`: the explorer on GreeterViewController;
// with TEST-FILE, the session is recorded there as a Swift Testing test.
import Greeter
import HeadlessTesting
import UIKit

Headless.explore(rootViewController: GreeterViewController(), screen: .iPhoneSE, recordingTo: CommandLine.arguments.dropFirst().first)
