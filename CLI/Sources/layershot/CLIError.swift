import Controls
import ImageDiff
import LayerModel

/// A bad argument or a failed operation, reported as one line and exit code 2.
struct CLIError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Wraps any library error, whose description already says what to fix; a control's or
    /// a comparison's refusal is said in terms of the flag that gave the value.
    init(_ error: any Error) {
        if let error = error as? ControlsError {
            self.description = CLIError.flagMessage(error)
        } else if let error = error as? ImageDiffError {
            self.description = CLIError.flagMessage(error)
        } else {
            self.description = String(describing: error)
        }
    }

    /// The flag that sets each control parameter.
    static let flags = [
        "minimumValue": "--min", "maximumValue": "--max", "value": "--value", "lineWidth": "--line-width",
        "pointerLength": "--pointer-length", "startAngle": "--start-angle", "endAngle": "--end-angle",
        "duration": "--duration",
    ]

    /// A control's refusal, naming the flag (`--line-width must be 0 or more, got -1`) rather
    /// than the parameter (`lineWidth`).
    static func flagMessage(_ error: ControlsError) -> String {
        let f = NumberText.format
        let flag = { (name: String) in flags[name] ?? name }
        switch error {
        case let .invalidRange(minimum, maximum):
            return "--min (\(f(minimum))) must be less than --max (\(f(maximum)))"
        case let .rangeTooWide(minimum, maximum):
            return "--max − --min (\(f(maximum)) − \(f(minimum))) must be a finite number"
        case let .nonFinite(name, value):
            return "\(flag(name)) must be a finite number, got \(f(value))"
        case let .negative(name, value):
            return "\(flag(name)) must be 0 or more, got \(f(value))"
        case let .nonPositive(name, value):
            return "\(flag(name)) must be more than 0, got \(f(value))"
        case let .invalidSize(size):
            return "--size must be positive on both sides, got \(size.defaultValueDescription)"
        case let .invalidLabelCount(count):
            return "--labels must be from 1 to \(RotaryDial.maxNumberOfLabels), got \(count)"
        }
    }
}

extension CLIError {
    /// A comparison setting's refusal, naming the `diff` flag that gave it
    /// (`--threshold must be from 0 to 1, got 2`).
    static func flagMessage(_ error: ImageDiffError) -> String {
        let f = NumberText.format
        switch error {
        case let .invalidThreshold(t): return rangeMessage(flag: "--threshold", ImageComparator.thresholdRange, t)
        case let .invalidLevelShiftLimit(l): return rangeMessage(flag: "--max-level-shift", SystematicLimits.levelRange, l)
        case let .invalidDisplacementLimit(d): return "--max-edge-move must be 0 or more, got \(f(d))"
        case let .invalidMaxDifferingPixels(n): return "--max-diff-pixels must be 0 or more, got \(n)"
        case let .invalidMaxDifferingRatio(r): return rangeMessage(flag: "--max-diff-ratio", DiffTolerance.ratioRange, r)
        }
    }
}

/// Runs `body`, turning any error into a one-line `CLIError` (a control's naming the flag).
func withOneLineErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CLIError {
        throw error
    } catch {
        throw CLIError(error)
    }
}
