// Stand-in for what PyroParallel takes from Apple's Dispatch, for scripts/check_availability.py
// only: declarations, never run. A Dispatch call not declared here fails the check loudly.

// https://developer.apple.com/documentation/dispatch/dispatchqueue (iOS 8.0, macOS 10.10,
// tvOS 9.0, watchOS 2.0, visionOS 1.0)
@available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
public class DispatchQueue {
    // https://developer.apple.com/documentation/dispatch/dispatchqueue/concurrentperform(iterations:execute:)
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
}
