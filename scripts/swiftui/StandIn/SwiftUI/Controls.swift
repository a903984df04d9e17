// Stand-in (see Views.swift): text, buttons, stacks and fonts.

// https://developer.apple.com/documentation/swiftui/text (read: `@frozen struct Text`, no
// `nonisolated`, so its View conformance is declared in an extension here)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (read)
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label>: View where Label: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7 (read)
    @_disfavoredOverload @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
        where S: StringProtocol {}
}

// https://developer.apple.com/documentation/swiftui/vstack (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct VStack<Content>: View where Content: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:) (read)
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                            @ContentBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/zstack (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct ZStack<Content>: View where Content: View {
    public var body: Never { fatalError() }
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:) (read)
    nonisolated public init(alignment: Alignment = .center, @ContentBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/spacer (read: `@frozen struct Spacer`, no
// `nonisolated`, so its View conformance is declared in an extension here)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Spacer {
    // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:) (read)
    public init(minLength: CGFloat? = nil) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Spacer: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font()
}
