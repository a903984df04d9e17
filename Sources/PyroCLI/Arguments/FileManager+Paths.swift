import Foundation

extension FileManager {
    /// True when `path` names an existing folder.
    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The size of the file at `path`, in bytes (0 when it cannot be read).
    func fileSize(_ path: String) -> Int {
        ((try? attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
