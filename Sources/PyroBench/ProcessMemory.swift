import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's memory, as the operating system counts it.
enum ProcessMemory {
    /// Peak resident set size in bytes: `VmHWM` from /proc/self/status on Linux, `getrusage`
    /// elsewhere; nil when neither is available.
    static func peakResidentBytes() -> Int? {
        #if os(Linux)
            if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
                for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                    let digits = line.dropFirst(6).filter { $0.isNumber }
                    if let kilobytes = Int(digits) { return kilobytes * 1024 }
                }
            }
        #endif
        var usage = rusage()
        #if os(Linux)
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }
}
