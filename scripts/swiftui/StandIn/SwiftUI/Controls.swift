// Stand-in (see Views.swift): text, buttons, stacks and fonts.

// https://developer.apple.com/documentation/swiftui/text (read: `@frozen struct Text`, no
// `nonisolated`, so its View conformance is declared in an extension here)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (read)
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol {}
    // https://developer.apple.com/documentation/swiftui/text/font(_:) (read, SDK 27)
    nonisolated public func font(_ font: Font?) -> Text { self }
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

    // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2 (read, SDK 27:
    // iOS 16, macOS 13, tvOS 16, watchOS 9; the iOS 13 overload without optionals is deprecated in 27.2)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font()
    }

    // https://developer.apple.com/documentation/swiftui/font/design (read, SDK 27)
    public enum Design: Hashable, Sendable {
        case `default`
        // https://developer.apple.com/documentation/swiftui/font/design/serif (read: watchOS 7)
        @available(watchOS 7.0, *)
        case serif
        case rounded
        case monospaced
    }

    // https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight()
    }
}

// https://developer.apple.com/documentation/swiftui/slider (read, SDK 27: iOS 13, macOS 10.15, watchOS 6; not tvOS)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
nonisolated public struct Slider<Label, ValueLabel>: View where Label: View, ValueLabel: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    // https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:) (read, SDK 27)
    nonisolated public init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey (what string literals become where
// SwiftUI takes a title key)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/swiftui/navigationstack (read, SDK 27: iOS 16, macOS 13, tvOS 16,
// watchOS 9)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root>: View where Root: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
    // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:) (read, SDK 27)
    nonisolated public init(@ContentBuilder root: () -> Root) {}
}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:) (read, SDK 27)
    nonisolated public init(@ContentBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension NavigationLink where Label == Text {
    // https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:) (read, SDK 27)
    @export(implementation) nonisolated public init(_ titleKey: LocalizedStringKey,
                                                    @ContentBuilder destination: () -> Destination) {}
}
