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
}
