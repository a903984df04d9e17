import Foundation

/// Removes half-written temporary files when the process is interrupted (SIGINT) or asked to
/// stop (SIGTERM), then exits with 128 + the signal number (130 and 143), as shells expect.
final class InterruptCleanup: @unchecked Sendable {
    static let shared = InterruptCleanup()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "pyro.signals")

    private init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [unowned self] in
                self.removeAll()
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    func register(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    func unregister(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    private func removeAll() {
        lock.lock()
        for path in paths { unlink(path) }
        paths.removeAll()
        lock.unlock()
    }
}
