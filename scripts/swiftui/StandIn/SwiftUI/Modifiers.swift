// Stand-in (see Views.swift): the view modifiers PyroSwiftUI and its sample use.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg (read)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View where V: Equatable { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:) (read)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View where V: Equatable { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:condition:) (read)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T,
                                               condition: @escaping (T, T) -> Bool) -> some View
        where T: Equatable { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) (read)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center,
                                       @ContentBuilder content: () -> V) -> some View where V: View {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) (read)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View where S: ShapeStyle { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:) (read)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @inlinable nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:) (read)
    @inlinable nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:) (read)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-6t20v (read, SDK 27)
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/blendmode(_:) (read, SDK 27)
    @inlinable nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/opacity(_:) (read)
    @inlinable nonisolated public func opacity(_ opacity: Double) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) (read)
    @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                                             alignment: Alignment = .center) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:) (read)
    @inlinable nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View
        where S: Shape { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:) (read, SDK 27: tvOS 16)
    @available(tvOS 16.0, *)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:coordinatespace:perform:) (read)
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                                         perform action: @escaping (CGPoint) -> Void) -> some View {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:) (read)
    nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View
        where T: Gesture { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:) (read)
    @export(implementation) nonisolated public func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View
        where V: Hashable { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (read)
    @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:) (read)
    @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/font(_:) (read)
    @inlinable nonisolated public func font(_ font: Font?) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) (read)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @inlinable nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/disabled(_:) (read)
    @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { _StandInView() }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) (read)
    @inlinable nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _StandInView()
    }

    // https://developer.apple.com/documentation/swiftui/view/offset(x:y:) (read)
    @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StandInView() }
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public init() {}
    public func body(content: Content) -> Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/sensoryfeedback (read)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:) (not in the
    // documentation corpus searched on 2026-11-30: unchecked; Weight and impact(flexibility:intensity:) were found)
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback()
    }
    // https://developer.apple.com/documentation/swiftui/sensoryfeedback/success (read, SDK 27: visionOS 26)
    public static let success = SensoryFeedback()
    // https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight (read)
    public struct Weight: Equatable, Sendable {
        // https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/light (read)
        public static let light = Weight()
        // https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/medium (read)
        public static let medium = Weight()
    }
}

// https://developer.apple.com/documentation/swiftui/alignment (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center (read)
    public static let center = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/bottom (read)
    public static let bottom = Alignment()
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/edge/set (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let bottom = Set(rawValue: 4)
        public static let all = Set(rawValue: 15)
    }
}

// https://developer.apple.com/documentation/swiftui/safearearegions (read)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    @inlinable public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/safearearegions/all (read)
    public static let all = SafeAreaRegions(rawValue: 3)
}
