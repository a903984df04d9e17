import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ProgressBar {
    let total: Int
    let label: String
    private let enabled: Bool
    private var lastDrawn = -1

    init(total: Int, label: String) {
        self.total = max(total, 1)
        self.label = label
        enabled = isatty(STDERR_FILENO) == 1 && total > 1
    }

    mutating func update(_ done: Int) {
        guard enabled else { return }
        let width = 30
        let filled = min(done * width / total, width)
        guard filled != lastDrawn || done == total else { return }
        lastDrawn = filled
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(done)/\(total)".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
