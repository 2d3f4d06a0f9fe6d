import Foundation

/// Where a debugger's message links: `/source?at=Module/File.swift:42#L42`, the file's text
/// with line 42 marked. `at` is a `#fileID` and a line, as the flows record them.
///
/// ```swift
/// SourceLink.href(for: "TaskManagerVIPER/LoginPresenter.swift:42")
/// // "/source?at=TaskManagerVIPER/LoginPresenter.swift:42#L42"
/// ```
public enum SourceLink {
  static let path = "/source"

  /// The link to `location` (`Module/File.swift:line`, a `#fileID` and a line).
  public static func href(for location: String) -> String {
    let line = location.split(separator: ":").last.map(String.init) ?? ""
    return path + "?at=" + location + (Int(line) != nil ? "#L" + line : "")
  }
}

/// `/source`: one Swift file of the app's package, read from ``WebHostConfiguration/sourceRoot``
/// (`Sources/<Module>/…/<File>.swift`) and shown with numbered lines, the linked one marked.
/// Only `.swift` files under `Sources/` are served, named by module and file name (never a
/// path), so nothing else on the machine can be read through it.
struct SourcePage {
  let root: URL?

  enum Answer: Equatable {
    case page(title: String, body: String)
    case notFound(String)
  }

  /// The page for `at` (`Module/File.swift:line`).
  func answer(at location: String?) -> Answer {
    guard let root else {
      return .notFound(
        "This server was not started from its package, so it has no sources to show.")
    }
    guard let location, let (module, file, line) = Self.parse(location) else {
      return .notFound("Name a source as Module/File.swift:line.")
    }
    guard let url = Self.find(file, inModule: module, root: root),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      return .notFound("There is no \(file) in the module \(module).")
    }
    let relative = url.path.dropFirst(root.standardizedFileURL.path.count + 1)
    var body = "<h1>" + HTMLText.escaped(module + "/" + file) + "</h1>"
    body += #"<p>"# + HTMLText.escaped(String(relative)) + #" · <a class="link" href="/">"#
    body += #"Back to the app</a></p><ol class="source-lines">"#
    for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      body += #"<li id="L\#(number)""# + (number == line ? #" class="marked""# : "") + ">"
      body += "<code>" + HTMLText.escaped(String(content)) + "</code></li>"
    }
    return .page(title: "\(module)/\(file):\(line)", body: body + "</ol>")
  }

  /// `Module/File.swift:line` taken apart; nil unless each part is a plain name.
  static func parse(_ location: String) -> (module: String, file: String, line: Int)? {
    let parts = location.split(separator: ":")
    guard parts.count == 2, let line = Int(parts[1]), line > 0 else { return nil }
    let path = parts[0].split(separator: "/", omittingEmptySubsequences: false)
    guard path.count == 2 else { return nil }
    let module = String(path[0])
    let file = String(path[1])
    let isName = { (name: String, extra: Set<Character>) in
      !name.isEmpty
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || extra.contains($0)) }
    }
    guard isName(module, ["_"]), isName(file, ["_", "+", "-", "."]), file.hasSuffix(".swift"),
      !file.hasPrefix(".")
    else { return nil }
    return (module, file, line)
  }

  /// The file named `file` in `Sources/<module>` or its folders, the first by path.
  static func find(_ file: String, inModule module: String, root: URL) -> URL? {
    let folder = root.appendingPathComponent("Sources").appendingPathComponent(module)
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return nil }
    let matches = walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == file }
    return matches.sorted { $0.path < $1.path }.first
  }
}
