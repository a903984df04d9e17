import PyroCore

/// Scripted pointer and keyboard input for headless runs, compiled to actions on frame numbers.
///
/// A script is commands separated by `;` or new lines, run one after another:
/// - `wait S`: let S seconds pass.
/// - `click X,Y`: press and release the pointer at X,Y points (two frames).
/// - `click NAME`: the same on the middle of the scene's button NAME (`light`, `again`,
///   `confetti`, `celebrate`).
/// - `drag X,Y X,Y ...`: press at the first point, move through the others at most 12 points a
///   frame, release at the last.
/// - `move X,Y`: move the pointer without pressing.
/// - `key K`: press a key: `enter`, `escape`, `space` or one character (`m`, `f`, `h`, `r`, `c`,
///   `1`-`7`).
struct InputScript: Equatable {
    enum Action: Equatable {
        case input(InputEvent)
        /// Press the pointer on the named button, wherever it is at that frame.
        case pressButton(String)
        /// Release the pointer where it is.
        case releaseInPlace
    }

    /// Actions in order, each with the frame (from 0) before whose drawing it happens.
    private(set) var steps: [(frame: Int, action: Action)] = []
    /// The frame after the last action: how many frames the script needs.
    private(set) var length = 0

    static func == (a: InputScript, b: InputScript) -> Bool {
        a.length == b.length && a.steps.elementsEqual(b.steps) { $0.frame == $1.frame && $0.action == $1.action }
    }

    /// The longest pointer move per frame while dragging, in points.
    static let dragStep: Float = 12

    /// Compiles `text`, with `frameRate` frames per second for `wait`.
    ///
    /// - Throws: `LiveError` of kind `.invalidInput` naming the bad command.
    init(_ text: String, frameRate: Double) throws(LiveError) {
        let commands = text.split(whereSeparator: { $0 == ";" || $0 == "\n" })
            .map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
            .filter { !$0.isEmpty }
        for (index, words) in commands.enumerated() {
            let fail = { (problem: String) -> LiveError in
                LiveError(
                    .invalidInput,
                    "script command \(index + 1) '\(words.joined(separator: " "))': \(problem)")
            }
            let arguments = Array(words.dropFirst())
            switch words[0].lowercased() {
            case "wait":
                guard arguments.count == 1, let seconds = Double(arguments[0]), seconds.isFinite, seconds >= 0,
                    seconds <= 3600
                else { throw fail("wait needs seconds between 0 and 3600, like 'wait 1.5'") }
                length += Int((seconds * frameRate).rounded())
            case "click":
                guard arguments.count == 1 else { throw fail("click needs one point X,Y or a button name") }
                if let p = Self.point(arguments[0]) {
                    add(.input(.pointerMoved(p)), .input(.pointerDown(p)))
                    length += 1
                    add(.input(.pointerUp(p)))
                } else if arguments[0].allSatisfy({ $0.isLetter }) {
                    add(.pressButton(arguments[0].lowercased()))
                    length += 1
                    add(.releaseInPlace)
                } else {
                    throw fail("'\(arguments[0])' is neither a point X,Y nor a button name")
                }
                length += 1
            case "drag":
                let points = arguments.compactMap(Self.point)
                guard points.count >= 2, points.count == arguments.count else {
                    throw fail("drag needs two or more points X,Y, like 'drag 100,300 400,250'")
                }
                add(.input(.pointerMoved(points[0])), .input(.pointerDown(points[0])))
                for (a, b) in zip(points, points.dropFirst()) {
                    let steps = max(1, Int(((b - a).length / Self.dragStep).rounded(.up)))
                    for s in 1...steps {
                        length += 1
                        add(.input(.pointerMoved(Vector2.lerp(a, b, Float(s) / Float(steps)))))
                    }
                }
                add(.input(.pointerUp(points[points.count - 1])))
                length += 1
            case "move":
                guard arguments.count == 1, let p = Self.point(arguments[0]) else { throw fail("move needs X,Y") }
                add(.input(.pointerMoved(p)))
                length += 1
            case "key":
                guard arguments.count == 1, let key = Self.key(arguments[0]) else {
                    throw fail("key needs enter, escape, space or a single character")
                }
                add(.input(.key(key)))
                length += 1
            default:
                throw fail("unknown command; use wait, click, drag, move or key")
            }
        }
    }

    private mutating func add(_ actions: Action...) {
        for action in actions { steps.append((length, action)) }
    }

    /// `X,Y` in points, finite.
    static func point(_ word: String) -> Vector2? {
        let parts = word.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Float(parts[0]), let y = Float(parts[1]), x.isFinite, y.isFinite else {
            return nil
        }
        return Vector2(x, y)
    }

    static func key(_ word: String) -> Key? {
        switch word.lowercased() {
        case "enter", "return": return .enter
        case "escape", "esc": return .escape
        case "space": return .character(" ")
        default:
            guard word.count == 1, let c = word.lowercased().first, c.isASCII else { return nil }
            return .character(c)
        }
    }
}
