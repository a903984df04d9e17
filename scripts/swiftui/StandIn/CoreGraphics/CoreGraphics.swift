// Stand-in for the pieces of Apple's Core Graphics that PyroSwiftUI uses, for type-checking on
// Linux only (scripts/swiftui/typecheck.sh). Each declaration is copied in signature from the
// documentation page named beside it; "read" marks pages whose text was read while writing
// this file. Bodies are placeholders: nothing here is ever run.
//
// CGFloat, CGPoint, CGSize and CGRect come from swift-corelibs-foundation on Linux, which
// declares them with the same names and initialisers as Core Graphics.
@_exported import Foundation

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:) (read:
    // the SDK 27 page takes `Double`, and CGFloat arguments convert implicitly; the fields are
    // `Double` too in a third-party SDK 27.1 mirror, their own Apple pages were not read)
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
}

// https://developer.apple.com/documentation/coregraphics/cglinecap (page not in the documentation
// corpus searched 2026-11-30: unchecked)
public enum CGLineCap: Int32, @unchecked Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

// https://developer.apple.com/documentation/coregraphics/cglinejoin (page not in the documentation
// corpus searched 2026-11-30: unchecked)
public enum CGLineJoin: Int32, @unchecked Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

// Sprites (CanvasPainter draws a SpriteImage as a CGImage made once from its bytes). CFData and
// CFString are CoreFoundation's, which swift-corelibs-foundation provides on Linux with
// CFDataCreate as on Apple platforms.
@_exported import CoreFoundation

// https://developer.apple.com/documentation/coregraphics/cgimage (read: `class CGImage`)
public final class CGImage {
    // https://developer.apple.com/documentation/coregraphics/cgimage/init(width:height:bitspercomponent:bitsperpixel:bytesperrow:space:bitmapinfo:provider:decode:shouldinterpolate:intent:) (read)
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        return nil
    }
}

// https://developer.apple.com/documentation/coregraphics/cgdataprovider (read: `class CGDataProvider`)
public final class CGDataProvider {
    // https://developer.apple.com/documentation/coregraphics/cgdataprovider/init(data:) (read)
    public init?(data: CFData) { return nil }
}

// https://developer.apple.com/documentation/coregraphics/cgcolorspace (`class CGColorSpace`)
public final class CGColorSpace {
    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:) (read)
    public init?(name: CFString) { return nil }
    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb (read: the page
    // shows `class let sRGB: CFString`, an imported C constant; a Swift class cannot declare
    // `class let`, and a stored `static let` of the non-Sendable CFString is a Swift 6 error here,
    // so this is a read-only class property, used the same way: `CGColorSpace.sRGB`)
    public class var sRGB: CFString { fatalError() }
}

// https://developer.apple.com/documentation/coregraphics/cgbitmapinfo (read: `struct CGBitmapInfo`,
// an option set of UInt32 as imported from C)
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo (read: `enum
// CGImageAlphaInfo`, a C enum of uint32_t; the raw values are the C header's)
public enum CGImageAlphaInfo: UInt32, @unchecked Sendable {
    case none = 0
    // https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/premultipliedlast
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

// https://developer.apple.com/documentation/coregraphics/cgcolorrenderingintent (read: `enum
// CGColorRenderingIntent`, a C enum of int32_t)
public enum CGColorRenderingIntent: Int32, @unchecked Sendable {
    // https://developer.apple.com/documentation/coregraphics/cgcolorrenderingintent/defaultintent (read)
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
