// CommandLineOptions.swift: parsing `swift run Demos [list | <scene> | explore <scene>] [--width W
// --height H] [--svg DIR] [--html DIR] [--strict]`.

import Foundation

/// What the command line asked for.
struct CommandLineOptions: Equatable {
    enum Command: Equatable {
        case run(sceneName: String?)
        case explore(sceneName: String)
        case list
        case help
    }

    var command: Command = .run(sceneName: nil)
    var width: Double = 320
    var height: Double = 480
    var svgDirectory: String?
    /// Where `--html` writes the walk-through page(s).
    var htmlDirectory: String?
    /// `explore --strict`: exit with status 2 when a command failed.
    var strict = false

    /// A command line that could not be understood; the message says what was wrong.
    struct ParseError: Error, Equatable {
        let message: String
    }

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var sceneName: String?
        var exploring = false
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
            case "--html": options.htmlDirectory = try value(for: argument)
            case "--strict": options.strict = true
            case "list": options.command = .list
            case "explore" where sceneName == nil && !exploring: exploring = true
            default:
                if argument.hasPrefix("-") { throw ParseError(message: "unknown option '\(argument)'") }
                guard sceneName == nil else { throw ParseError(message: "unexpected argument '\(argument)'") }
                sceneName = argument
            }
            index += 1
        }
        if exploring {
            guard let sceneName else { throw ParseError(message: "explore needs a scene name") }
            if options.command == .run(sceneName: nil) { options.command = .explore(sceneName: sceneName) }
        } else if options.command == .run(sceneName: nil) {
            options.command = .run(sceneName: sceneName)
        }
        if options.strict, case .explore = options.command {} else if options.strict {
            throw ParseError(message: "--strict goes with explore")
        }
        return options
    }

    /// The usage text.
    static let usage = """
        usage: swift run Demos [list | <scene> | explore <scene>] [--width W --height H]
                               [--svg DIR] [--html DIR] [--strict] [--help]

          (no scene)       run the default scene and print the tree after each step
          list             print every scene with a one-line description
          <scene>          run one scene
          explore <scene>  open a scene and run commands read from standard input, a line each
                           (type help once it is open); --strict exits with 2 if one failed
          --width W        screen width in points (default 320)
          --height H       screen height in points (default 480)
          --svg DIR        also write one picture per step to DIR (NN-step-name.svg)
          --html DIR       write a walk-through page to DIR/index.html: each step's code,
                           picture and dump, what changed marked; with no scene, one page
                           per scene and an index
          --help           print this text
        """
}
