import Foundation

@testable import PyroCLI

/// What a `pyro` run printed and returned.
struct CommandResult {
    var status: Int32
    var output: [String]
    var errors: [String]
}

/// Runs `pyro` in-process with `arguments`.
func pyro(_ arguments: String...) -> CommandResult {
    var args = arguments
    var output: [String] = []
    var errors: [String] = []
    let status = PyroCommand.run(&args, output: { output.append($0) }, error: { errors.append($0) })
    return CommandResult(status: status, output: output, errors: errors)
}

/// Runs the built `pyro` executable as a separate process.
func pyroProcess(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandResult {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("pyro")
    let candidates = [binary.path] + [".build/debug/pyro", ".build/release/pyro"]
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw CocoaError(.fileNoSuchFile)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    func lines(_ d: Data) -> [String] {
        String(decoding: d, as: UTF8.self).split(separator: "\n").map(String.init)
    }
    return CommandResult(status: process.terminationStatus, output: lines(outData), errors: lines(errData))
}

/// Decodes one JSON line into a dictionary.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}
