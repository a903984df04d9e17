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
