// Stand-in (see Views.swift): timelines.

// https://developer.apple.com/documentation/swiftui/timelineschedule (read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Self.Entries
}

// https://developer.apple.com/documentation/swiftui/timelineschedulemode
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

// https://developer.apple.com/documentation/swiftui/animationtimelineschedule (read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:) (read)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
    // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/entries(from:mode:) (read)
    public func entries(from start: Date, mode: TimelineScheduleMode) -> AnimationTimelineSchedule.Entries {
        Entries()
    }
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        public mutating func next() -> Date? { nil }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:) (read)
    @export(implementation) public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
        -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

// https://developer.apple.com/documentation/swiftui/timelineview (read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineview/context (read)
    public struct Context {
        // https://developer.apple.com/documentation/swiftui/timelineview/context/date
        public let date: Date
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj (read)
    @export(implementation) nonisolated public init(
        _ schedule: Schedule, @ContentBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
    }
}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext (read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context
