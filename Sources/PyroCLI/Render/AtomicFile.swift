import Foundation

/// A file written under a temporary name beside its destination and renamed into place only
/// when complete, so a failed or interrupted write never leaves a partial file under the
/// requested name.
final class AtomicFile {
    let destination: URL
    let temporary: URL
    private var committed = false

    /// Checks that the destination's folder exists and is writable, before any work is done.
    ///
    /// - Parameter flag: the flag that named the file, for messages (`-o`, `--screenshot`).
    init(path: String, flag: String = "-o") throws(UsageError) {
        destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(flag): folder '\(folder.path)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw UsageError("\(flag): folder '\(folder.path)' is not writable")
        }
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("\(flag): '\(path)' is a folder, not a file")
        }
        temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).pyro-\(getpid()).tmp")
        InterruptCleanup.shared.register(temporary.path)
        // Claim the name now, so a full disk or a permission problem shows before the work.
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            InterruptCleanup.shared.unregister(temporary.path)
            throw UsageError("\(flag): cannot create a file in '\(folder.path)'")
        }
    }

    /// Writes `bytes` to the temporary file and renames it over the destination.
    func write(_ bytes: [UInt8]) throws(CommandFailure) {
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            discard()
            throw CommandFailure(.cannotCreate, "pyro: cannot write '\(destination.path)': \(error.localizedDescription)")
        }
        commit()
    }

    /// Renames the finished temporary file over the destination.
    func commit() {
        guard !committed else { return }
        if rename(temporary.path, destination.path) == 0 {
            committed = true
            InterruptCleanup.shared.unregister(temporary.path)
        } else {
            discard()
        }
    }

    /// Removes the temporary file.
    func discard() {
        unlink(temporary.path)
        InterruptCleanup.shared.unregister(temporary.path)
    }

    deinit {
        if !committed { discard() }
    }
}
