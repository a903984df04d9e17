/// The repetitions of one measurement, summarised as median, minimum and maximum.
///
/// The median rather than the mean: a shared machine adds occasional slow outliers (another
/// process's burst, a page fault), and the median ignores them while min and max still show
/// how noisy the run was.
package struct Samples: Equatable, Sendable {
    package let values: [Double]

    /// - Parameter values: at least one finite value; non-finite values are dropped.
    package init(_ values: [Double]) {
        self.values = values.filter { $0.isFinite }.sorted()
    }

    /// The middle value; the mean of the two middle values for an even count; 0 when empty.
    package var median: Double {
        guard !values.isEmpty else { return 0 }
        let mid = values.count / 2
        return values.count % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2
    }

    package var min: Double { values.first ?? 0 }
    package var max: Double { values.last ?? 0 }
}
