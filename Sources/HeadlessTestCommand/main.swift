// main.swift: `swift run headless-test`: a package's tests spread over worker processes, or one
// shard of a CI matrix (HeadlessTestRunner).

import Foundation
import HeadlessTestRunner

exit(TestRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
