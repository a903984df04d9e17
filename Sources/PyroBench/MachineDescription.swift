import Foundation

/// A one-line description of the machine a bench ran on, for the table's heading.
package enum MachineDescription {
    /// Processor model (from /proc/cpuinfo on Linux), logical processor count, and the OS.
    package static var current: String {
        var model = "unknown processor"
        #if os(Linux)
            if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
                let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
                let colon = line.firstIndex(of: ":")
            {
                model = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        #endif
        let cpus = ProcessInfo.processInfo.activeProcessorCount
        return
            "\(model), \(cpus) logical CPU\(cpus == 1 ? "" : "s"), \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }
}
