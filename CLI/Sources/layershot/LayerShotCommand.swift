import ArgumentParser
import Foundation

@main
struct LayerShotCommand: CommandGroup {
    static let configuration = CommandConfiguration(
        commandName: "layershot",
        abstract: "Renders iOS-style controls and layer trees to PNG, headlessly.",
        subcommands: [RenderCommand.self, AnimateCommand.self, GestureCommand.self, DiffCommand.self, GalleryCommand.self]
    )

    /// Runs the command line and maps every failure to LayerShot's exit codes: 0 success,
    /// 1 a check failed (an explicit `ExitCode(1)`), 2 bad input or I/O — one line on stderr.
    /// (argument-parser alone would exit 64 for usage errors.)
    /// The longest error line printed, characters.
    static let maxErrorLength = 400

    static func main() {
        do {
            if let message = unknownSubcommand(in: Array(CommandLine.arguments.dropFirst())) { throw CLIError(message) }
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            var text = message(for: error)
                .split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            // A message may quote the input: keep the line readable however long that was.
            if text.count > maxErrorLength { text = String(text.prefix(maxErrorLength)) + "…" }
            FileHandle.standardError.write(Data("layershot: error: \(text)\n".utf8))
            Foundation.exit(2)
        }
    }

    /// The message for a mistyped subcommand of a command group, nil when there is none:
    /// argument-parser would report the option after it instead ("Unknown option '-o'").
    static func unknownSubcommand(in arguments: [String]) -> String? {
        var command: ParsableCommand.Type = LayerShotCommand.self
        var path = "layershot"
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !argument.hasPrefix("-"), argument != "help" else { return nil }
            guard let next = subcommands.first(where: { $0.configuration.commandName == argument }) else {
                let names = subcommands.compactMap { $0.configuration.commandName }
                return "unknown subcommand '\(argument)' of \(path); expected one of \(names.joined(separator: ", ")) (see \(path) --help)"
            }
            command = next
            path += " " + argument
        }
        return nil
    }
}
