import Foundation

/// A file written under a temporary name beside its destination and renamed into place only
/// when complete, so a failed or interrupted write never leaves a partial file under the
/// requested name.
final class AtomicFile {
    let destination: URL
    let temporary: URL
    private var committed = false
    /// Open while bytes are being streamed in with `append`.
    private var handle: FileHandle?

    /// Checks that a file can be written at `path`: its folder exists and is writable, and it
    /// is not a folder itself. Commands call this with their other flags, before any work.
    ///
    /// - Parameter flag: the flag that named the file, for messages (`-o`, `--screenshot`).
    static func checkDestination(_ path: String, flag: String) throws(UsageError) {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        guard FileManager.default.isDirectory(folder.path) else {
            throw UsageError("\(flag): folder '\(folder.path)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw UsageError("\(flag): folder '\(folder.path)' is not writable")
        }
        if FileManager.default.isDirectory(destination.path) {
            throw UsageError("\(flag): '\(path)' is a folder, not a file")
        }
    }

    /// Claims a temporary name beside `path`, after checking it as `checkDestination` does.
    ///
    /// - Parameter flag: the flag that named the file, for messages (`-o`, `--screenshot`).
    init(path: String, flag: String = "-o") throws(UsageError) {
        try Self.checkDestination(path, flag: flag)
        destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
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
            throw CommandFailure(
                .cannotCreate, "pyro: cannot write '\(destination.path)': \(error.localizedDescription)")
        }
        try commit()
    }

    /// Appends `bytes` to the temporary file, for formats written as they are encoded.
    func append(_ bytes: [UInt8]) throws(CommandFailure) {
        guard !bytes.isEmpty else { return }
        do {
            if handle == nil { handle = try FileHandle(forWritingTo: temporary) }
            try handle?.write(contentsOf: bytes)
        } catch {
            discard()
            throw CommandFailure(
                .cannotCreate, "pyro: cannot write '\(destination.path)': \(error.localizedDescription)")
        }
    }

    /// Renames the finished temporary file over the destination.
    func commit() throws(CommandFailure) {
        guard !committed else { return }
        closeHandle()
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw CommandFailure(
                .cannotCreate, "pyro: cannot put the file in place as '\(destination.path)': \(reason)")
        }
        committed = true
        InterruptCleanup.shared.unregister(temporary.path)
    }

    /// Removes the temporary file.
    func discard() {
        closeHandle()
        unlink(temporary.path)
        InterruptCleanup.shared.unregister(temporary.path)
    }

    private func closeHandle() {
        try? handle?.close()
        handle = nil
    }

    deinit {
        if !committed { discard() }
    }
}
