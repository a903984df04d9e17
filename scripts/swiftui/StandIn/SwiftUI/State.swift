// Stand-in (see Views.swift): state, bindings, environment.

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    @usableFromInline var storage: Value
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:) (read)
    public init(wrappedValue value: Value) { storage = value }
    // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:) (read)
    @export(implementation) public init(initialValue value: Value) { storage = value }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { storage }
        nonmutating set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/state/projectedvalue (read)
    public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/binding (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue (read)
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue (read)
    public var projectedValue: Binding<Value> { self }
    // https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:) (read)
    @export(implementation) public init(projectedValue: Binding<Value>) { self = projectedValue }
    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:) (read)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/binding (Binding conforms to Sendable)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// https://developer.apple.com/documentation/swiftui/environment (read)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:) (read)
    @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue (read)
    @inlinable public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion (read)
    public var accessibilityReduceMotion: Bool { fatalError() }
}
