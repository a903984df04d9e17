import PyroCore

// The C ABI of live frames in two steps, so that the page can time them and choose how to draw:
// `pyro_simulate` makes the display list, then `pyro_rasterize` draws it with PyroRaster, or
// `pyro_gpu_frame` does both steps' first half and lays the list out for WebGL2 (`InstanceFrame`).

/// Brings the effect to `time` seconds and makes its display list (drawn by neither renderer yet).
@_cdecl("pyro_simulate")
func pyroSimulate(_ time: Double, _ reduceMotion: Int32) {
    stage?.simulate(at: time, reduceMotion: reduceMotion != 0)
}

/// Draws the display list of the last `pyro_simulate` with PyroRaster into the byte buffer
/// (what `pyro_draw` leaves); returns its address.
@_cdecl("pyro_rasterize")
func pyroRasterize() -> UnsafeMutablePointer<UInt8>? {
    guard stage != nil else { return nil }
    stage!.rasterize()
    return stage!.bytes.buffer.baseAddress
}

/// Brings the effect to `time` seconds and lays its display list out for WebGL2; returns the
/// address of the frame's header (`InstanceFrame`), or nil without a stage.
@_cdecl("pyro_gpu_frame")
func pyroGPUFrame(_ time: Double, _ reduceMotion: Int32) -> UnsafeMutablePointer<UInt32>? {
    guard stage != nil else { return nil }
    stage!.simulate(at: time, reduceMotion: reduceMotion != 0)
    stage!.gpuFrame.write(stage!.list, scale: stage!.scale, background: stage!.background)
    return stage!.gpuFrame.publishedHeader()
}

extension InstanceFrame {
    /// The header with the addresses of the instances, the atlas's texels and its placements in
    /// words 8, 9 and 10, as the page reads them (wasm's addresses are 32 bits).
    func publishedHeader() -> UnsafeMutablePointer<UInt32> {
        header[8] = UInt32(truncatingIfNeeded: UInt(bitPattern: instances.address))
        header[9] = UInt32(truncatingIfNeeded: UInt(bitPattern: atlas.texels.address))
        header[10] = UInt32(truncatingIfNeeded: UInt(bitPattern: atlas.placements.address))
        return header.address
    }
}
