@_exported import PyroCore
@_exported import PyroRaster
@_exported import PyroCodecs
@_exported import PyroParallel
@_exported import PyroFormat
