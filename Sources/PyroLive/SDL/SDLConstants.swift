/// The SDL2 constants Pyro uses, with the values of SDL2's package headers (2.0.x ABI).
///
/// They are written out because the library is loaded at run time: there is no header to
/// import them from. `SDLLayoutTests` pins the ones whose encoding is computed.
enum SDLConstant {
    // SDL_Init subsystems.
    static let initVideo: UInt32 = 0x0000_0020

    // SDL_CreateWindow.
    static let windowPositionCentered: Int32 = 0x2FFF_0000
    static let windowShown: UInt32 = 0x0000_0004
    static let windowResizable: UInt32 = 0x0000_0020
    static let windowAllowHighDPI: UInt32 = 0x0000_2000

    // SDL_CreateRenderer.
    static let rendererSoftware: UInt32 = 0x0000_0001
    static let rendererAccelerated: UInt32 = 0x0000_0002
    static let rendererPresentVSync: UInt32 = 0x0000_0004

    // SDL_CreateTexture.
    static let textureAccessStreaming: Int32 = 1

    /// Bytes R, G, B, A in memory on a little-endian machine, which is what a canvas holds.
    static let pixelFormatABGR8888: UInt32 = pixelFormat(type: 6, order: 7, layout: 6, bits: 32, bytes: 4)
    /// Bytes R, G, B, A in memory on a big-endian machine.
    static let pixelFormatRGBA8888: UInt32 = pixelFormat(type: 6, order: 4, layout: 6, bits: 32, bytes: 4)

    /// The texture format whose memory order is R, G, B, A on this machine (SDL_PIXELFORMAT_RGBA32).
    static var pixelFormatRGBA32: UInt32 {
        1.littleEndian == 1 ? pixelFormatABGR8888 : pixelFormatRGBA8888
    }

    /// SDL_DEFINE_PIXELFORMAT: packed type, component order, layout, bits and bytes per pixel.
    static func pixelFormat(type: UInt32, order: UInt32, layout: UInt32, bits: UInt32, bytes: UInt32) -> UInt32 {
        1 << 28 | type << 24 | order << 20 | layout << 16 | bits << 8 | bytes
    }

    // SDL_EventType.
    static let eventQuit: UInt32 = 0x100
    static let eventWindow: UInt32 = 0x200
    static let eventKeyDown: UInt32 = 0x300
    static let eventMouseMotion: UInt32 = 0x400
    static let eventMouseButtonDown: UInt32 = 0x401
    static let eventMouseButtonUp: UInt32 = 0x402

    // SDL_WindowEventID.
    static let windowEventSizeChanged: UInt8 = 6
    static let windowEventLeave: UInt8 = 11
    static let windowEventClose: UInt8 = 14

    static let buttonLeft: UInt8 = 1

    // SDL_Keycode values: printable keys are their lower-case ASCII code.
    static let keyReturn: Int32 = 13
    static let keyEscape: Int32 = 27
    static let keyKeypadEnter: Int32 = 0x4000_0058
}
