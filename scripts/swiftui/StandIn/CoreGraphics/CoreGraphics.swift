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
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:) (read:
    // the SDK 27 page declares the parameters `Double`, where Core Graphics' CGFloat is
    // Double; on Linux CGFloat is a distinct struct, so they stay CGFloat here, which is what the
    // `init(_:_:_:_:_:_:)` page and callers passing CGFloat values see)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
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
