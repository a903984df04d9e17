// Stand-in for the SwiftUI declarations PyroSwiftUI and its sample app use, for type-checking
// on Linux only (scripts/swiftui/typecheck.sh). Each declaration is copied in signature, with
// its availability, from the Apple documentation page named beside it (the SDK 27 pages:
// `nonisolated`, `@export(implementation)` and `@ContentBuilder` as they show them). "(read)"
// marks pages whose text was read while writing this file; the others were written from the
// SDK's documented interface without reading the page again here. Bodies are placeholders:
// nothing here is ever run, and `_StandIn` types stand for SwiftUI's private ones.
@_exported import CoreGraphics
@_exported import Foundation

/// A view whose body can never be asked for: the underlying type of every `some View` here.
nonisolated public struct _StandInView: View {
    public init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/view (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype (read)
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o (read)
    @ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never (Never conforms to View)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:) (read)
    @ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    // https://developer.apple.com/documentation/swiftui/viewmodifier/content (read)
    typealias Content = _ViewModifier_Content<Self>
}

/// SwiftUI's proxy for the modified view (the documentation shows only `typealias Content`).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:) (read)
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier (read)
    public var modifier: Modifier
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// https://developer.apple.com/documentation/swiftui/emptyview (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct EmptyView: View {
    @inlinable nonisolated public init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct TupleView<T>: View {
    public var value: T
    @inlinable nonisolated public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    @_alwaysEmitIntoClient public static func buildBlock() -> EmptyView { EmptyView() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:) (read)
    @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g (read)
    @export(implementation) public static func buildBlock<each Content>(_ content: repeat each Content)
        -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:) (read, SDK 27)
    @export(implementation) public static func buildIf<Content>(_ content: Content?) -> Content? { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    @_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content) -> Content
        where Content: View { content }
}

// https://developer.apple.com/documentation/swiftui/view (Optional is among View's conforming types, where its
// wrapped type is a view: what `buildIf` makes)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/contentbuilder (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public typealias ContentBuilder = ViewBuilder
