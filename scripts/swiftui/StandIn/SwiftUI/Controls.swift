// Stand-in (see Views.swift): text, buttons, stacks and fonts.

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Text: Equatable, Sendable, View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload nonisolated public init<S>(_ content: S) where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
        where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    @inlinable nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct Spacer: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    @inlinable nonisolated public init(minLength: CGFloat? = nil) {}
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font()
}
