import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of files served as they are under a path of the site, such as a documentation site
/// under `/docs`: `GET` and `HEAD` only, each file with its content type, a folder with its
/// `index.html`, and nothing outside the folder, however the path is spelled (`..`, `%2e%2e`,
/// a symbolic link pointing out).
///
/// ```swift
/// var configuration = WebHostConfiguration()
/// configuration.staticFolders.append(
///   StaticFolder(path: "/docs", folder: URL(fileURLWithPath: ".build/documentation-site")))
/// // /docs → /docs/ (redirect); /docs/ → index.html; /docs/js/index.js → js/index.js
/// ```
///
/// An HTML file's inline `<script>`s are allowed by their hashes in its Content-Security-Policy
/// (see <doc:SecurityModel>); every other header of the app's is kept.
public struct StaticFolder: Sendable, Equatable {
  /// Where the folder appears on the site, such as `/docs` (no trailing `/`).
  public var path: String
  /// The folder on disk.
  public var folder: URL

  /// The folder `folder` served at `path` (`/docs`; a trailing `/` is dropped).
  public init(path: String, folder: URL) {
    var path = path.hasPrefix("/") ? path : "/" + path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    self.path = path
    self.folder = folder
  }

  /// Why a folder cannot be served.
  public enum Problem: Error, Equatable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing(String)
    /// The path is a file, not a folder.
    case notAFolder(String)
    /// The folder has no `index.html` at its top.
    case noIndex(String)

    /// The problem in a sentence, naming the path.
    public var description: String {
      switch self {
      case .missing(let path): "There is no folder at \(path)."
      case .notAFolder(let path): "\(path) is a file, not a folder."
      case .noIndex(let path): "\(path) has no index.html."
      }
    }
  }

  /// Checks that the folder exists and has an `index.html`, so a mistyped path is reported when
  /// the server starts rather than as a 404 later.
  ///
  /// ```swift
  /// try StaticFolder(path: "/docs", folder: URL(fileURLWithPath: "nowhere")).validate()
  /// // throws StaticFolder.Problem.missing("…/nowhere")
  /// ```
  public func validate() throws(Problem) {
    let folderPath = folder.standardizedFileURL.path
    switch FileInfo(path: folderPath)?.kind {
    case nil: throw .missing(folderPath)
    case .file, .other: throw .notAFolder(folderPath)
    case .folder:
      guard FileInfo(path: folderPath + "/index.html")?.kind == .file else {
        throw .noIndex(folderPath)
      }
    }
  }

  // MARK: Finding a request's file

  /// What a request path names in the folder.
  enum Lookup: Equatable {
    /// A regular file inside the folder: its real path (symbolic links resolved) and facts.
    case file(String, FileInfo)
    /// A folder asked for without its trailing `/`: answered with a redirect there, so the
    /// relative links of its `index.html` resolve inside it.
    case redirect(String)
    /// Outside this folder's path, missing, hidden, or not inside the folder once resolved.
    case notFound
  }

  /// The file a raw (still percent-encoded) request path names. Blocking: it asks the file
  /// system, so the routes call it off the event loop.
  func lookup(_ requestPath: String) -> Lookup {
    guard requestPath == path || requestPath.hasPrefix(path + "/") else { return .notFound }
    guard requestPath != path else { return .redirect(path + "/") }
    guard let names = Self.names(in: requestPath.dropFirst(path.count + 1)),
      let root = Self.realPath(folder.standardizedFileURL.path)
    else { return .notFound }
    let asFolder = requestPath.hasSuffix("/")
    let wanted = ([root] + names).joined(separator: "/")
    guard let real = inside(root, wanted), let info = FileInfo(path: real) else {
      return .notFound
    }
    switch info.kind {
    case .file:
      return asFolder ? .notFound : .file(real, info)
    case .folder:
      guard asFolder else { return .redirect(requestPath + "/") }
      guard let index = inside(root, real + "/index.html"),
        let indexInfo = FileInfo(path: index), indexInfo.kind == .file
      else { return .notFound }
      return .file(index, indexInfo)
    case .other:
      return .notFound
    }
  }

  /// The decoded names of a relative path's components; nil when one is empty (but the last),
  /// `.`, `..`, hidden, or decodes to something a name cannot hold (`/`, NUL, bad encoding).
  static func names(in relative: Substring) -> [String]? {
    var components = relative.split(separator: "/", omittingEmptySubsequences: false)
    if components.last?.isEmpty == true { components.removeLast() }
    var names: [String] = []
    for component in components {
      guard let name = component.removingPercentEncoding, !name.isEmpty, !name.hasPrefix("."),
        !name.contains("/"), !name.contains("\0"), !name.contains("\\")
      else { return nil }
      names.append(name)
    }
    return names
  }

  /// `path` with its symbolic links resolved, when that is `root` or inside it.
  private func inside(_ root: String, _ path: String) -> String? {
    guard let real = Self.realPath(path), real == root || real.hasPrefix(root + "/") else {
      return nil
    }
    return real
  }

  /// The canonical path (`realpath(3)`): no `.`, `..` or symbolic link left; nil when missing.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  // MARK: Answering

  /// The content type of a file name, by its extension; unknown ones are sent as bytes (the
  /// `nosniff` header keeps browsers from guessing).
  static func contentType(of name: String) -> String {
    let dot = name.lastIndex(of: ".").map { name.index(after: $0) } ?? name.endIndex
    switch name[dot...].lowercased() {
    case "html", "htm": return "text/html; charset=utf-8"
    case "js", "mjs": return "text/javascript; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "json": return "application/json"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "gif": return "image/gif"
    case "webp": return "image/webp"
    case "ico": return "image/x-icon"
    case "woff": return "font/woff"
    case "woff2": return "font/woff2"
    case "txt", "md": return "text/plain; charset=utf-8"
    case "mp4": return "video/mp4"
    case "zip": return "application/zip"
    default: return "application/octet-stream"
    }
  }

  /// How long browsers may keep a file without asking again. Pages and data (`.html`,
  /// `.json`) are asked for each time, so a rebuilt site shows at once; anything else may be
  /// kept five minutes, as the app's own assets are. Either way the entity tag makes asking
  /// cheap (`304 Not Modified`).
  static func cacheControl(of name: String) -> String {
    let type = contentType(of: name)
    return type.hasPrefix("text/html") || type == "application/json"
      ? "no-cache" : "public, max-age=300"
  }
}

/// What the file system says about a path, symbolic links followed.
struct FileInfo: Equatable {
  enum Kind { case file, folder, other }
  var kind: Kind
  var size: Int
  /// When the file last changed: seconds since 1970, and nanoseconds past that second.
  var modifiedSeconds: Int
  var modifiedNanoseconds: Int

  init?(path: String) {
    var facts = stat()
    guard stat(path, &facts) == 0 else { return nil }
    switch facts.st_mode & S_IFMT {
    case S_IFREG: kind = .file
    case S_IFDIR: kind = .folder
    default: kind = .other
    }
    size = Int(facts.st_size)
    #if canImport(Darwin)
      (modifiedSeconds, modifiedNanoseconds) = (
        Int(facts.st_mtimespec.tv_sec), Int(facts.st_mtimespec.tv_nsec)
      )
    #else
      (modifiedSeconds, modifiedNanoseconds) = (
        Int(facts.st_mtim.tv_sec), Int(facts.st_mtim.tv_nsec)
      )
    #endif
  }

  /// An entity tag that changes whenever the file is rewritten (its size or time changes).
  var entityTag: String {
    let parts = [size, modifiedSeconds, modifiedNanoseconds].map { String($0, radix: 16) }
    return "\"" + parts.joined(separator: "-") + "\""
  }
}
