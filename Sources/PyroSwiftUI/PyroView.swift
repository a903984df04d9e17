#if canImport(SwiftUI)
    import PyroCore
    import PyroFormat
    import PyroSwiftUISupport
    import SwiftUI

    /// Any Pyro effect in a view: a preset with its settings, an effect file or definition (the
    /// JSON `pyro render` plays), a particle system of your own, or any `Effect`.
    ///
    /// ```swift
    /// PyroView(.fire)
    /// PyroView(.confettiBurst, proxy: proxy) { $0.count = 300 }
    /// PyroView(effectFile: Bundle.main.url(forResource: "sparkles", withExtension: "json")!)
    /// ```
    ///
    /// The effect draws in the view's points from its top-left corner and follows the view's size
    /// (`Effect.resize(to:)`). The timeline runs only while something moves, and honours Reduce
    /// Motion. A change of any argument (preset, settings, seed, file, definition, emitters, or the
    /// `id` of a given effect) replaces the running effect; a re-render with equal arguments keeps
    /// it. Burst, move, pause and reset it through a `PyroViewProxy`; read the live particle count
    /// through `liveCount`. Particles whose shape is `.view("tag")` are drawn as the view tagged so
    /// in `symbols`.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct PyroView<E: Effect, Symbols: View>: View {
        /// What the player is made from: a change of any makes a new one.
        struct Arguments: Equatable {
            enum Source: Equatable {
                case preset(PresetSettings, playsOnAppear: Bool)
                case definition(EffectDefinition, playsOnAppear: Bool)
                case file(URL, playsOnAppear: Bool)
                case document(EffectDocument, playsOnAppear: Bool)
                case emitters([EmitterConfiguration], capacity: Int)
                case identity(AnyHashable)
            }

            var source: Source
            var seed: UInt64
        }

        private let arguments: Arguments
        private let make: @MainActor (Arguments) -> EffectPlayer<E>
        private let proxy: PyroViewProxy?
        private let liveCount: Binding<Int>?
        private let symbols: Symbols
        @State private var slot = PlayerSlot<Arguments, E>()
        @State private var painter = CanvasPainter()
        @State private var paused = true
        @State private var proxyRevision = 0
        @State private var connection: ConnectionToken?

        private init(
            arguments: Arguments, proxy: PyroViewProxy?, liveCount: Binding<Int>?, symbols: Symbols,
            make: @escaping @MainActor (Arguments) -> EffectPlayer<E>
        ) {
            self.arguments = arguments
            self.make = make
            self.proxy = proxy
            self.liveCount = liveCount
            self.symbols = symbols
        }

        public var body: some View {
            let player = slot.player(for: arguments, make: make)
            if let proxy {
                player.origin = proxy.origin.map { Vector2($0) }
                player.setPaused(proxy.isPaused, atWallTime: wallTime())
            }
            return EffectCanvas(
                player: player, painter: painter, paused: $paused, revision: proxyRevision,
                minimumInterval: proxy?.minimumInterval, onFrame: { reportLiveCount(player) },
                symbols: symbols
            )
            .onAppear(perform: connect)
            .onDisappear(perform: disconnect)
        }

        private func reportLiveCount(_ player: EffectPlayer<E>) {
            if let liveCount, liveCount.wrappedValue != player.liveCount {
                liveCount.wrappedValue = player.liveCount
            }
        }

        private func connect() {
            guard let proxy, connection == nil else { return }
            let slot = slot
            let paused = $paused
            let revision = $proxyRevision
            connection = proxy.views.connect(
                PyroViewProxy.Target(
                    burst: { origin in
                        if slot.player?.trigger(atWallTime: wallTime(), origin: origin) == true {
                            paused.wrappedValue = false
                        }
                    },
                    reset: {
                        slot.player?.reset()
                        paused.wrappedValue = false
                    },
                    update: {
                        // A re-render applies the proxy's origin, pause and frame rate to the player.
                        revision.wrappedValue += 1
                        paused.wrappedValue = false
                    }))
        }

        private func disconnect() {
            guard let connection else { return }
            proxy?.views.disconnect(connection)
            self.connection = nil
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension PyroView where E == PresetEffect {
        /// A built-in preset, as `pyro render` shows it, with settings by the names `pyro list
        /// --params` prints: `PyroView(.confettiBurst) { $0.count = 300; $0.fanAngle = 1.2 }`.
        ///
        /// - Parameters:
        ///   - preset: the effect (`.fire`, `.snow`, `.confettiBurst`, ...).
        ///   - seed: makes the effect reproducible.
        ///   - playsOnAppear: start as `pyro render` does (a burst fired, streams running, a sample
        ///     fuse lit); false waits for the proxy.
        ///   - proxy: lets buttons burst, move, pause and reset the effect.
        ///   - liveCount: set to the number of live particles after every frame.
        ///   - settings: changes the preset's parameters; one it does not have, or a value outside
        ///     what it allows, changes nothing (and stops a debug build, naming it).
        ///   - symbols: views tagged for particles shaped `.view("tag")`.
        public init(
            _ preset: Preset, seed: UInt64 = 0, playsOnAppear: Bool = true, proxy: PyroViewProxy? = nil,
            liveCount: Binding<Int>? = nil, settings: (inout PresetSettings) -> Void = { _ in },
            @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            var values = PresetSettings(preset)
            settings(&values)
            assert(values.refusals.isEmpty, "PyroView(.\(preset)): settings refused: \(values.refusals)")
            self.init(
                arguments: Arguments(source: .preset(values, playsOnAppear: playsOnAppear), seed: seed),
                proxy: proxy, liveCount: liveCount, symbols: symbols()
            ) { arguments in
                EffectPlayer { size in
                    let configuration = values.configuration.drawingCanvasSymbols
                    guard playsOnAppear else { return configuration.makeEffect(seed: arguments.seed, canvasSize: size) }
                    let schedule = preset.defaultSchedule(canvasSize: size)
                    return (try? configuration.makeEffect(seed: arguments.seed, canvasSize: size, schedule: schedule))
                        ?? configuration.makeEffect(seed: arguments.seed, canvasSize: size)
                }
            }
        }

        /// An effect described as data, as an effect file holds it; its text and emoji are drawn
        /// with the system's fonts.
        ///
        /// - Parameter playsOnAppear: fire the definition's `firings` when it appears.
        public init(
            definition: EffectDefinition, seed: UInt64 = 0, playsOnAppear: Bool = true,
            proxy: PyroViewProxy? = nil, liveCount: Binding<Int>? = nil,
            @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            self.init(
                arguments: Arguments(source: .definition(definition, playsOnAppear: playsOnAppear), seed: seed),
                proxy: proxy, liveCount: liveCount, symbols: symbols()
            ) { arguments in
                let drawn = definition.drawingCanvasSymbols
                return EffectPlayer { size in
                    var effect = DefinedEffect(drawn, seed: arguments.seed, canvasSize: size)
                    if playsOnAppear { effect.applyFirings() }
                    return .defined(effect)
                }
            }
        }

        /// The effect file at `url`: the same JSON `pyro render` and the web page play, read when the
        /// view first draws and again when `url` changes (`EffectDocument.read(contentsOf:)`). A file
        /// that cannot be read draws nothing (and stops a debug build, naming the error); read it
        /// yourself and use `init(document:)` to show the error instead.
        public init(
            effectFile url: URL, seed: UInt64 = 0, playsOnAppear: Bool = true, proxy: PyroViewProxy? = nil,
            liveCount: Binding<Int>? = nil, @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            self.init(
                arguments: Arguments(source: .file(url, playsOnAppear: playsOnAppear), seed: seed),
                proxy: proxy, liveCount: liveCount, symbols: symbols()
            ) { arguments in
                do {
                    return Self.player(
                        try EffectDocument.read(contentsOf: url), seed: arguments.seed,
                        playsOnAppear: playsOnAppear)
                } catch {
                    assertionFailure("PyroView(effectFile: \(url.lastPathComponent)): \(error)")
                    return EffectPlayer(
                        effect: .defined(
                            DefinedEffect(
                                EffectDefinition(name: "", emitters: [], onTrigger: []), seed: arguments.seed)))
                }
            }
        }

        /// An effect file you have read (`EffectDocument.read(contentsOf:)`).
        public init(
            document: EffectDocument, seed: UInt64 = 0, playsOnAppear: Bool = true,
            proxy: PyroViewProxy? = nil, liveCount: Binding<Int>? = nil,
            @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            self.init(
                arguments: Arguments(source: .document(document, playsOnAppear: playsOnAppear), seed: seed),
                proxy: proxy, liveCount: liveCount, symbols: symbols()
            ) { arguments in
                Self.player(document, seed: arguments.seed, playsOnAppear: playsOnAppear)
            }
        }

        private static func player(_ document: EffectDocument, seed: UInt64, playsOnAppear: Bool)
            -> EffectPlayer<PresetEffect>
        {
            EffectPlayer { size in
                let firings: [Firing]? = playsOnAppear ? nil : []
                return (try? document.makeEffect(seed: seed, canvasSize: size, firings: firings))
                    ?? (try? document.makeEffect(seed: seed, canvasSize: size, firings: []))
                    ?? .defined(DefinedEffect(EffectDefinition(name: "", emitters: [], onTrigger: []), seed: seed))
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension PyroView where E == SystemEffect {
        /// Your own emitters: a burst of the proxy fires their burst emitters and starts their
        /// streams.
        public init(
            emitters: [EmitterConfiguration], seed: UInt64 = 0, proxy: PyroViewProxy? = nil,
            liveCount: Binding<Int>? = nil, @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            self.init(
                arguments: Arguments(
                    source: .emitters(emitters, capacity: ParticleSystem.defaultCapacity),
                    seed: seed),
                proxy: proxy, liveCount: liveCount, symbols: symbols()
            ) { arguments in
                EffectPlayer { size in
                    SystemEffect(ParticleSystem(emitters: emitters, seed: arguments.seed, canvasSize: size))
                }
            }
        }

        /// Your own particle system, as it is (already fired or started, if you did); a system with
        /// other emitters, seed or capacity replaces it.
        public init(
            system: ParticleSystem, proxy: PyroViewProxy? = nil, liveCount: Binding<Int>? = nil,
            @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            let source = Arguments.Source.emitters(system.emitters.map(\.configuration), capacity: system.capacity)
            self.init(
                arguments: Arguments(source: source, seed: system.seed), proxy: proxy, liveCount: liveCount,
                symbols: symbols()
            ) { _ in
                EffectPlayer(effect: SystemEffect(system))
            }
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension PyroView {
        /// Any effect you made. An effect cannot be compared, so the view takes a new one only when
        /// `id` changes: give the value it was made from (a picker's selection, a level number).
        public init<ID: Hashable>(
            effect: E, id: ID, proxy: PyroViewProxy? = nil, liveCount: Binding<Int>? = nil,
            @ViewBuilder symbols: () -> Symbols = { EmptyView() }
        ) {
            self.init(
                arguments: Arguments(source: .identity(AnyHashable(id)), seed: 0), proxy: proxy,
                liveCount: liveCount, symbols: symbols()
            ) { _ in
                EffectPlayer(effect: effect)
            }
        }
    }
#endif
