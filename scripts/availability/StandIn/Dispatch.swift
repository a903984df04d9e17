// Stand-in for what PyroParallel takes from Apple's Dispatch, for scripts/check_availability.py
// only: declarations, never run. A Dispatch call not declared here fails the check loudly.
// Availability: Dispatch's Swift overlay arrived with iOS 8 and macOS 10.10 (and tvOS and
// watchOS have had it from their first Swift releases), far older than Package.swift's platforms;
// the pages below were not read for this file.

// https://developer.apple.com/documentation/dispatch/dispatchqueue
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public class DispatchQueue {
    // https://developer.apple.com/documentation/dispatch/dispatchqueue/concurrentperform(iterations:execute:)
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
}
