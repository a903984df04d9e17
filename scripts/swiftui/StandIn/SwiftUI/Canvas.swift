// Stand-in (see Views.swift): the canvas and its graphics context.

// https://developer.apple.com/documentation/swiftui/canvas (read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
nonisolated public struct Canvas<Symbols> where Symbols: View {
    // https://developer.apple.com/documentation/swiftui/canvas/renderer (read)
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    // https://developer.apple.com/documentation/swiftui/canvas/symbols (read)
    public var symbols: Symbols
    // https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:symbols:) (read)
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                            rendersAsynchronously: Bool = false,
                            renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
                            @ContentBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas: View {
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
    // https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:) (read)
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                            rendersAsynchronously: Bool = false,
                            renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.symbols = EmptyView()
    }
}

// https://developer.apple.com/documentation/swiftui/colorrenderingmode
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

// https://developer.apple.com/documentation/swiftui/graphicscontext (read)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct GraphicsContext {
    // https://developer.apple.com/documentation/swiftui/graphicscontext/opacity (read)
    public var opacity: Double { get { fatalError() } set { fatalError() } }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.property (read)
    public var blendMode: GraphicsContext.BlendMode { get { fatalError() } set { fatalError() } }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.struct
    @frozen public struct BlendMode: RawRepresentable, Equatable {
        public let rawValue: Int32
        @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.struct/normal (read)
        @inlinable public static var normal: GraphicsContext.BlendMode { .init(rawValue: 0) }
        // https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.struct/pluslighter (read)
        @inlinable public static var plusLighter: GraphicsContext.BlendMode { .init(rawValue: 26) }
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/concatenate(_:) (read)
    public mutating func concatenate(_ matrix: CGAffineTransform) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/scaleby(x:y:) (read, SDK 27)
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:) (read)
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:style:) (read)
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/addfilter(_:options:) (read)
    public mutating func addFilter(_ filter: GraphicsContext.Filter,
                                   options: GraphicsContext.FilterOptions = FilterOptions()) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvesymbol(id:) (read)
    public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable { nil }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:) (read)
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/resolve(_:)-898z6 (read)
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { fatalError() }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:style:)-7rvee (read)
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/resolve(_:)-4dx65 (read, SDK 27)
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { fatalError() }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)-6xr87 (read, SDK 27)
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}

    // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext (read, SDK 27)
    public struct ResolvedText {
        // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/measure(in:) (read, SDK 27)
        public func measure(in size: CGSize) -> CGSize { fatalError() }
        // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/shading (the SDK 27.1
        // listing on onestack.dev shows `var shading: GraphicsContext.Shading`; Apple's page not read)
        public var shading: GraphicsContext.Shading
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage (read)
    public struct ResolvedImage {
        // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage/size
        public var size: CGSize { fatalError() }
        // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage/baseline
        public let baseline: CGFloat
        // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedimage/shading (read)
        public var shading: GraphicsContext.Shading?
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedsymbol (read)
    public struct ResolvedSymbol {
        // https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedsymbol/size (read)
        public var size: CGSize { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/shading (read)
    public struct Shading {
        // https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:) (read)
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
        // https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:red:green:blue:opacity:) (read)
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> GraphicsContext.Shading { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/filter (read)
    public struct Filter {
        // https://developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:) (read)
        public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions())
            -> GraphicsContext.Filter { fatalError() }
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions (read)
    @frozen public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions (read)
    @frozen public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }
    }
}

// https://developer.apple.com/documentation/swiftui/image (read: `@frozen struct Image`, a view)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/image/init(decorative:scale:orientation:) (read)
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {}

    // https://developer.apple.com/documentation/swiftui/image/init(systemname:) (read, SDK 27: iOS 13, macOS 11,
    // tvOS 13, watchOS 6)
    @available(macOS 11.0, *)
    public init(systemName: String) {}

    // https://developer.apple.com/documentation/swiftui/image/renderingmode(_:) (read)
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

    // https://developer.apple.com/documentation/swiftui/image/orientation (read: `@frozen enum
    // Orientation`, raw values UInt8)
    @frozen public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/image/orientation/up (read)
        case up
        case upMirrored
        case down
        case downMirrored
        case left
        case leftMirrored
        case right
        case rightMirrored
    }

    // https://developer.apple.com/documentation/swiftui/image/templaterenderingmode (read: Sendable,
    // Equatable, Hashable)
    public enum TemplateRenderingMode: Equatable, Hashable, Sendable {
        // https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/template (read)
        case template
        // https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/original
        case original
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public var body: Never { fatalError() }
}
