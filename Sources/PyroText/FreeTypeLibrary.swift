#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The FreeType functions PyroText calls, resolved with `dlopen`/`dlsym` at run time, so that
/// building and testing Pyro never need FreeType's headers or library.
///
/// FreeType objects (library, face) are raw pointers; the fields PyroText reads from them are
/// at the offsets in `FreeTypeRecord`.
final class FreeTypeLibrary: @unchecked Sendable {
    typealias Object = UnsafeMutableRawPointer

    /// The file that was opened.
    let path: String

    let initFreeType: @convention(c) (UnsafeMutablePointer<Object?>) -> Int32
    let doneFreeType: @convention(c) (Object) -> Int32
    let newMemoryFace: @convention(c) (Object, UnsafePointer<UInt8>, Int, Int, UnsafeMutablePointer<Object?>) -> Int32
    let doneFace: @convention(c) (Object) -> Int32
    let setPixelSizes: @convention(c) (Object, UInt32, UInt32) -> Int32
    let selectSize: @convention(c) (Object, Int32) -> Int32
    let getCharIndex: @convention(c) (Object, UInt) -> UInt32
    let loadGlyph: @convention(c) (Object, UInt32, Int32) -> Int32

    /// The environment variable that names the FreeType library in place of the usual names;
    /// naming a file that does not exist hides FreeType, as on a machine without it.
    static let environmentVariable = "PYRO_FREETYPE_LIBRARY"

    /// File names tried in order: `PYRO_FREETYPE_LIBRARY` alone when it is set, else the
    /// platform's usual names.
    static var defaultCandidates: [String] {
        candidates(override: getenv(environmentVariable).map { String(cString: $0) })
    }

    /// `override` alone when it is a name (not nil or empty), else the platform's usual names.
    static func candidates(override: String?) -> [String] {
        if let override, !override.isEmpty { return [override] }
        var names: [String] = []
        #if canImport(Darwin)
            names += [
                "libfreetype.6.dylib", "/opt/homebrew/lib/libfreetype.6.dylib", "/usr/local/lib/libfreetype.6.dylib",
            ]
        #else
            names += ["libfreetype.so.6", "libfreetype.so"]
        #endif
        return names
    }

    /// FreeType from the default candidates, loaded on first use and kept for the process.
    static let shared: Result<FreeTypeLibrary, TextSpriteError> = Result { () throws(TextSpriteError) in
        try load()
    }

    /// Opens the first candidate that loads and resolves every function.
    ///
    /// - Throws: `TextSpriteError.freeTypeNotFound` when nothing opens, `.freeTypeIncomplete`
    ///   when a library opens but lacks a function.
    static func load(candidates: [String] = defaultCandidates) throws(TextSpriteError) -> FreeTypeLibrary {
        var reason = "no candidates"
        for name in candidates {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reason = dlerror().map { String(cString: $0) } ?? "cannot open " + name
                continue
            }
            // Never closed: the functions are kept for the life of the process.
            return try FreeTypeLibrary(handle: handle, path: name)
        }
        throw .freeTypeNotFound(tried: candidates, reason: reason)
    }

    private init(handle: UnsafeMutableRawPointer, path: String) throws(TextSpriteError) {
        func function<F>(_ name: String) throws(TextSpriteError) -> F {
            guard let pointer = dlsym(handle, name) else { throw .freeTypeIncomplete(library: path, symbol: name) }
            precondition(MemoryLayout<F>.size == MemoryLayout<UnsafeMutableRawPointer>.size, "not a C function")
            return unsafeBitCast(pointer, to: F.self)
        }
        self.path = path
        initFreeType = try function("FT_Init_FreeType")
        doneFreeType = try function("FT_Done_FreeType")
        newMemoryFace = try function("FT_New_Memory_Face")
        doneFace = try function("FT_Done_Face")
        setPixelSizes = try function("FT_Set_Pixel_Sizes")
        selectSize = try function("FT_Select_Size")
        getCharIndex = try function("FT_Get_Char_Index")
        loadGlyph = try function("FT_Load_Glyph")
    }
}

/// Where FreeType keeps the fields PyroText reads, in bytes from the start of each record, for
/// 64-bit Linux and macOS (`long` and pointers 8 bytes). Checked against FreeType 2.12's
/// headers with `offsetof`; these records have kept their layout since FreeType 2.1.
enum FreeTypeRecord {
    /// `FT_FaceRec`.
    static let faceFlags = 16, faceFixedSizeCount = 56, faceFixedSizes = 64, faceGlyph = 152
    /// `FT_Bitmap_Size` (32 bytes): `y_ppem`, 26.6 pixels.
    static let fixedSizeStride = 32, fixedSizeYPixelsPerEm = 24
    /// `FT_GlyphSlotRec`: advance (26.6 pixels), bitmap, and the bitmap's offset from the pen.
    static let slotAdvanceX = 128, slotBitmap = 152, slotBitmapLeft = 192, slotBitmapTop = 196
    /// `FT_Bitmap`, from its start.
    static let bitmapRows = 0, bitmapWidth = 4, bitmapPitch = 8, bitmapBuffer = 16, bitmapPixelMode = 26

    /// `FT_FACE_FLAG_SCALABLE`, `FT_FACE_FLAG_FIXED_SIZES`, `FT_FACE_FLAG_COLOR`.
    static let scalable = 1, fixedSizes = 2, color = 1 << 14
    /// `FT_LOAD_RENDER`, `FT_LOAD_COLOR`.
    static let loadRender: Int32 = 1 << 2, loadColor: Int32 = 1 << 20
    /// `FT_PIXEL_MODE_MONO`, `_GRAY`, `_BGRA`.
    static let pixelModeMono: UInt8 = 1, pixelModeGray: UInt8 = 2, pixelModeBGRA: UInt8 = 7
}
