// CommandLineOptions.swift: parsing `swift run Demos [list | <scene>] [--width W --height H] [--svg DIR]`.

import Foundation

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    enum Command: Equatable {
        case run(sceneName: String?)
        case list
        case help
    }

    var command: Command = .run(sceneName: nil)
    var width: Double = 320
    var height: Double = 480
    var svgDirectory: String?

    /// A command line that could not be understood; the message says what was wrong.
    struct ParseError: Error, Equatable {
        let message: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var sceneName: String?
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw ParseError(message: "\(flag) needs a value") }
            return arguments[index]
        }
        func number(for flag: String) throws -> Double {
            let text = try value(for: flag)
            guard let number = Double(text), number.isFinite, number > 0 else {
                throw ParseError(message: "\(flag) needs a positive number, not '\(text)'")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": options.command = .help
            case "--width": options.width = try number(for: argument)
            case "--height": options.height = try number(for: argument)
            case "--svg": options.svgDirectory = try value(for: argument)
            case "list": options.command = .list
            default:
                if argument.hasPrefix("-") { throw ParseError(message: "unknown option '\(argument)'") }
                guard sceneName == nil else { throw ParseError(message: "unexpected argument '\(argument)'") }
                sceneName = argument
            }
            index += 1
        }
        if options.command == .run(sceneName: nil) { options.command = .run(sceneName: sceneName) }
        return options
    }

    /// The usage text.
    static let usage = """
        usage: swift run Demos [list | <scene>] [--width W --height H] [--svg DIR] [--help]

          (no scene)       run the default scene and print the tree after each step
          list             print every scene with a one-line description
          <scene>          run one scene
          --width W        screen width in points (default 320)
          --height H       screen height in points (default 480)
          --svg DIR        also write one picture per step to DIR (NN-step-name.svg)
          --help           print this text
        """
}
