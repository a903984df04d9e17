#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why SDL2 could not be loaded.
enum SDLLoadError: Error, Equatable, CustomStringConvertible {
    /// None of the candidate file names could be opened; `reason` is the loader's last message.
    case libraryNotFound(tried: [String], reason: String)
    /// A library opened but lacks a function Pyro calls (not SDL2, or too old).
    case missingSymbol(library: String, symbol: String)

    var description: String {
        switch self {
        case .libraryNotFound(let tried, let reason):
            return "SDL2 not found (tried \(tried.joined(separator: ", ")): \(reason)"
        case .missingSymbol(let library, let symbol):
            return "\(library) has no \(symbol); SDL 2.0.10 or newer is needed"
        }
    }
}

/// The SDL2 functions Pyro calls, resolved with `dlopen`/`dlsym` so that building and testing
/// never need SDL's headers or library.
///
/// Pointers to SDL objects (window, renderer, texture) are `OpaquePointer`s; C strings are
/// borrowed for the duration of a call.
final class SDLLibrary {
    typealias Handle = OpaquePointer

    /// The file that was opened.
    let path: String

    let initialize: @convention(c) (UInt32) -> Int32
    let quit: @convention(c) () -> Void
    let getError: @convention(c) () -> UnsafePointer<CChar>?
    let getCurrentVideoDriver: @convention(c) () -> UnsafePointer<CChar>?
    let createWindow: @convention(c) (UnsafePointer<CChar>, Int32, Int32, Int32, Int32, UInt32) -> Handle?
    let destroyWindow: @convention(c) (Handle) -> Void
    let setWindowTitle: @convention(c) (Handle, UnsafePointer<CChar>) -> Void
    let getWindowSize: @convention(c) (Handle, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Void
    let setWindowMinimumSize: @convention(c) (Handle, Int32, Int32) -> Void
    let createRenderer: @convention(c) (Handle, Int32, UInt32) -> Handle?
    let destroyRenderer: @convention(c) (Handle) -> Void
    let getRendererOutputSize:
        @convention(c) (Handle, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Int32
    let createTexture: @convention(c) (Handle, UInt32, Int32, Int32, Int32) -> Handle?
    let destroyTexture: @convention(c) (Handle) -> Void
    // Pointers to SDL structs are raw here (C function types cannot name Swift structs); the
    // typed wrappers in SDLLibrary+Typed.swift hide them.
    let updateTexture: @convention(c) (Handle, UnsafeRawPointer?, UnsafeRawPointer, Int32) -> Int32
    let renderClear: @convention(c) (Handle) -> Int32
    let renderCopy: @convention(c) (Handle, Handle, UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
    let renderPresent: @convention(c) (Handle) -> Void
    let pollEvent: @convention(c) (UnsafeMutableRawPointer) -> Int32
    let waitEventTimeout: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32
    let getPerformanceCounter: @convention(c) () -> UInt64
    let getPerformanceFrequency: @convention(c) () -> UInt64
    let delay: @convention(c) (UInt32) -> Void

    /// The environment variable that names the SDL2 library in place of the usual names; naming
    /// a file that does not exist hides SDL, as on a machine without it.
    static let environmentVariable = "PYRO_SDL_LIBRARY"

    /// File names tried in order: `PYRO_SDL_LIBRARY` alone when it is set, else the platform's
    /// usual names.
    static var defaultCandidates: [String] {
        candidates(override: getenv(environmentVariable).map { String(cString: $0) })
    }

    /// `override` alone when it is a name (not nil or empty), else the platform's usual names.
    static func candidates(override: String?) -> [String] {
        if let override, !override.isEmpty { return [override] }
        var names: [String] = []
        #if canImport(Darwin)
            names += [
                "libSDL2-2.0.0.dylib", "/opt/homebrew/lib/libSDL2-2.0.0.dylib", "/usr/local/lib/libSDL2-2.0.0.dylib",
                "SDL2.framework/SDL2",
            ]
        #else
            names += ["libSDL2-2.0.so.0", "libSDL2.so"]
        #endif
        return names
    }

    /// Opens the first candidate that loads and resolves every function.
    ///
    /// - Throws: `SDLLoadError.libraryNotFound` when nothing opens, `.missingSymbol` when a
    ///   library opens but is not a usable SDL2.
    static func load(candidates: [String] = defaultCandidates) throws(SDLLoadError) -> SDLLibrary {
        var reason = "no candidates"
        for name in candidates {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reason = dlerror().map { String(cString: $0) } ?? "cannot open \(name)"
                continue
            }
            // Never dlclose SDL: it registers process-wide handlers that must outlive the call.
            return try SDLLibrary(handle: handle, path: name)
        }
        throw .libraryNotFound(tried: candidates, reason: reason)
    }

    private init(handle: UnsafeMutableRawPointer, path: String) throws(SDLLoadError) {
        let symbols = SymbolTable(handle: handle, library: path)
        self.path = path
        initialize = try symbols.function("SDL_Init")
        quit = try symbols.function("SDL_Quit")
        getError = try symbols.function("SDL_GetError")
        getCurrentVideoDriver = try symbols.function("SDL_GetCurrentVideoDriver")
        createWindow = try symbols.function("SDL_CreateWindow")
        destroyWindow = try symbols.function("SDL_DestroyWindow")
        setWindowTitle = try symbols.function("SDL_SetWindowTitle")
        getWindowSize = try symbols.function("SDL_GetWindowSize")
        setWindowMinimumSize = try symbols.function("SDL_SetWindowMinimumSize")
        createRenderer = try symbols.function("SDL_CreateRenderer")
        destroyRenderer = try symbols.function("SDL_DestroyRenderer")
        getRendererOutputSize = try symbols.function("SDL_GetRendererOutputSize")
        createTexture = try symbols.function("SDL_CreateTexture")
        destroyTexture = try symbols.function("SDL_DestroyTexture")
        updateTexture = try symbols.function("SDL_UpdateTexture")
        renderClear = try symbols.function("SDL_RenderClear")
        renderCopy = try symbols.function("SDL_RenderCopy")
        renderPresent = try symbols.function("SDL_RenderPresent")
        pollEvent = try symbols.function("SDL_PollEvent")
        waitEventTimeout = try symbols.function("SDL_WaitEventTimeout")
        getPerformanceCounter = try symbols.function("SDL_GetPerformanceCounter")
        getPerformanceFrequency = try symbols.function("SDL_GetPerformanceFrequency")
        delay = try symbols.function("SDL_Delay")
    }

    /// The name of the video driver SDL chose (`x11`, `wayland`, `cocoa`, `offscreen`...).
    var videoDriver: String? { getCurrentVideoDriver().map { String(cString: $0) } }

    /// SDL's message for the last failure, or a placeholder when it has none.
    var lastError: String {
        guard let message = getError() else { return "unknown SDL error" }
        let text = String(cString: message)
        return text.isEmpty ? "unknown SDL error" : text
    }
}

/// Resolves symbols from one opened library into typed C function pointers.
private struct SymbolTable {
    let handle: UnsafeMutableRawPointer
    let library: String

    func function<F>(_ name: String) throws(SDLLoadError) -> F {
        guard let pointer = dlsym(handle, name) else { throw .missingSymbol(library: library, symbol: name) }
        precondition(
            MemoryLayout<F>.size == MemoryLayout<UnsafeMutableRawPointer>.size, "\(F.self) is not a C function")
        return unsafeBitCast(pointer, to: F.self)
    }
}
