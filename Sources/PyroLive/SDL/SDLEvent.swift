/// SDL2's `SDL_Event` union as an opaque 56-byte buffer, with typed readers for the kinds of
/// event Pyro handles.
///
/// Reading fields at fixed byte offsets keeps the binding free of C headers; the offsets are the
/// ones SDL2's `SDL_events.h` lays out on every platform SDL supports (all fields are 32-bit or
/// smaller, so there is no padding that differs between 32- and 64-bit machines).
struct SDLEvent {
    /// Seven 8-byte words: the union's size and alignment on 64-bit machines.
    var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0)

    /// Byte offsets of the fields read, per event struct.
    enum Offset {
        static let type = 0
        static let windowEvent = 12  // SDL_WindowEvent.event (Uint8)
        static let windowData1 = 16  // SDL_WindowEvent.data1 (Sint32)
        static let windowData2 = 20
        static let keyRepeat = 13  // SDL_KeyboardEvent.repeat (Uint8)
        static let keySym = 20  // SDL_KeyboardEvent.keysym.sym (Sint32): keysym starts at 16
        static let motionX = 20  // SDL_MouseMotionEvent.x (Sint32)
        static let motionY = 24
        static let buttonIndex = 16  // SDL_MouseButtonEvent.button (Uint8)
        static let buttonX = 20  // SDL_MouseButtonEvent.x (Sint32)
        static let buttonY = 24
    }

    /// The event's `SDL_EventType`.
    var type: UInt32 { read(Offset.type) }

    /// What this event means to Pyro, or nil for the kinds it ignores.
    var kind: Kind? {
        switch type {
        case SDLConstant.eventQuit:
            return .quit
        case SDLConstant.eventWindow:
            let id: UInt8 = read(Offset.windowEvent)
            switch id {
            case SDLConstant.windowEventSizeChanged:
                return .resized(width: read(Offset.windowData1), height: read(Offset.windowData2))
            case SDLConstant.windowEventLeave: return .pointerLeft
            case SDLConstant.windowEventClose: return .quit
            default: return nil
            }
        case SDLConstant.eventKeyDown:
            let repeated: UInt8 = read(Offset.keyRepeat)
            return .keyDown(keycode: read(Offset.keySym), isRepeat: repeated != 0)
        case SDLConstant.eventMouseMotion:
            return .mouseMotion(x: read(Offset.motionX), y: read(Offset.motionY))
        case SDLConstant.eventMouseButtonDown, SDLConstant.eventMouseButtonUp:
            return .mouseButton(
                button: read(Offset.buttonIndex), isDown: type == SDLConstant.eventMouseButtonDown,
                x: read(Offset.buttonX), y: read(Offset.buttonY))
        default:
            return nil
        }
    }

    /// The event kinds Pyro reads; coordinates are in window units (points on HiDPI screens).
    enum Kind: Equatable {
        case quit
        case resized(width: Int32, height: Int32)
        case pointerLeft
        case keyDown(keycode: Int32, isRepeat: Bool)
        case mouseMotion(x: Int32, y: Int32)
        case mouseButton(button: UInt8, isDown: Bool, x: Int32, y: Int32)
    }

    func read<T: FixedWidthInteger>(_ offset: Int) -> T {
        withUnsafeBytes(of: storage) { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }

    /// Writes a field; tests use it to build events the way SDL would.
    mutating func write<T: FixedWidthInteger>(_ value: T, at offset: Int) {
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: value, toByteOffset: offset, as: T.self) }
    }
}
