import Testing

@testable import PyroLive

/// The binding reads SDL2's structs at fixed offsets; these pin them to SDL2's documented ABI
/// (`SDL_events.h`, `SDL_pixels.h`) and run without SDL installed.
@Suite struct SDLBindingTests {
    @Test func eventIsTheSizeOfSDLsUnion() {
        #expect(MemoryLayout<SDLEvent>.size == 56)
        #expect(MemoryLayout<SDLEvent>.alignment == 8)
    }

    @Test func fieldOffsetsMatchSDL2Headers() {
        // SDL_WindowEvent: type, timestamp, windowID, event, 3 padding bytes, data1, data2.
        #expect(SDLEvent.Offset.windowEvent == 12)
        #expect(SDLEvent.Offset.windowData1 == 16)
        #expect(SDLEvent.Offset.windowData2 == 20)
        // SDL_KeyboardEvent: type, timestamp, windowID, state, repeat, 2 padding, keysym
        // {scancode, sym, mod, unused} at 16.
        #expect(SDLEvent.Offset.keyRepeat == 13)
        #expect(SDLEvent.Offset.keySym == 16 + 4)
        // SDL_MouseMotionEvent: type, timestamp, windowID, which, state, x, y, xrel, yrel.
        #expect(SDLEvent.Offset.motionX == 20)
        #expect(SDLEvent.Offset.motionY == 24)
        // SDL_MouseButtonEvent: type, timestamp, windowID, which, button, state, clicks, padding, x, y.
        #expect(SDLEvent.Offset.buttonIndex == 16)
        #expect(SDLEvent.Offset.buttonX == 20)
        #expect(SDLEvent.Offset.buttonY == 24)
    }

    @Test func pixelFormatsMatchSDLsEncodedValues() {
        #expect(SDLConstant.pixelFormatABGR8888 == 0x1676_2004)
        #expect(SDLConstant.pixelFormatRGBA8888 == 0x1646_2004)
        // Pyro's canvases hold bytes R, G, B, A; on a little-endian machine that is ABGR8888.
        #expect(SDLConstant.pixelFormatRGBA32 == SDLConstant.pixelFormatABGR8888)
    }

    @Test func readsAMouseButtonEventWrittenAsSDLWould() {
        var event = SDLEvent()
        event.write(UInt32(0x401), at: 0)
        event.write(UInt32(1234), at: 4)  // timestamp, ignored
        event.write(UInt8(1), at: 16)
        event.write(UInt8(1), at: 17)  // state: pressed
        event.write(Int32(320), at: 20)
        event.write(Int32(-7), at: 24)
        #expect(event.kind == .mouseButton(button: 1, isDown: true, x: 320, y: -7))
    }

    @Test func readsKeyMotionWindowAndQuitEvents() {
        var key = SDLEvent()
        key.write(UInt32(0x300), at: 0)
        key.write(Int32(27), at: 20)
        #expect(key.kind == .keyDown(keycode: 27, isRepeat: false))

        var motion = SDLEvent()
        motion.write(UInt32(0x400), at: 0)
        motion.write(Int32(5), at: 20)
        motion.write(Int32(6), at: 24)
        #expect(motion.kind == .mouseMotion(x: 5, y: 6))

        var resize = SDLEvent()
        resize.write(UInt32(0x200), at: 0)
        resize.write(UInt8(6), at: 12)
        resize.write(Int32(1024), at: 16)
        resize.write(Int32(768), at: 20)
        #expect(resize.kind == .resized(width: 1024, height: 768))

        var quit = SDLEvent()
        quit.write(UInt32(0x100), at: 0)
        #expect(quit.kind == .quit)

        var unknown = SDLEvent()
        unknown.write(UInt32(0x1234), at: 0)
        #expect(unknown.kind == nil)
    }

    @Test func theLibraryVariableNamesSDLInPlaceOfTheUsualNames() {
        #expect(SDLLibrary.environmentVariable == "PYRO_SDL_LIBRARY")
        #expect(SDLLibrary.candidates(override: "/opt/sdl/libSDL2.so") == ["/opt/sdl/libSDL2.so"])
        #if os(Linux)
            #expect(SDLLibrary.candidates(override: nil) == ["libSDL2-2.0.so.0", "libSDL2.so"])
            #expect(SDLLibrary.candidates(override: "") == ["libSDL2-2.0.so.0", "libSDL2.so"])
        #endif
    }

    @Test func missingLibraryIsATypedError() {
        do {
            _ = try SDLLibrary.load(candidates: ["libpyro-no-such-sdl.so.0"])
            Issue.record("a missing library loaded")
        } catch {
            guard case .libraryNotFound(let tried, _) = error else {
                Issue.record("expected libraryNotFound, got \(error)")
                return
            }
            #expect(tried == ["libpyro-no-such-sdl.so.0"])
        }
    }

    #if os(Linux)
        @Test func aLibraryWithoutSDLsFunctionsIsRejected() {
            do {
                _ = try SDLLibrary.load(candidates: ["libm.so.6"])
                Issue.record("libm loaded as SDL")
            } catch {
                #expect(error == .missingSymbol(library: "libm.so.6", symbol: "SDL_Init"))
            }
        }
    #endif
}
