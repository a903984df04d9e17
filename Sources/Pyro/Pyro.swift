@_exported import PyroCodecs
@_exported import PyroCore
@_exported import PyroFormat
@_exported import PyroParallel
@_exported import PyroRaster
