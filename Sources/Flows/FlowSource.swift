/// Where a message is handled in the source: the file (as `#fileID` spells it,
/// `Module/File.swift`) and the line of the method, so a debugger can show and link it.
///
/// ```swift
/// FlowSource(fileID: "TaskManagerVIPER/LoginPresenter.swift", line: 42).description
/// // "TaskManagerVIPER/LoginPresenter.swift:42"
/// ```
public struct FlowSource: Sendable, Hashable, CustomStringConvertible {
  /// The file, as `#fileID` writes it: `Module/File.swift`.
  public var fileID: String
  /// The line in that file, counted from 1.
  public var line: Int

  /// Creates a location from a file ID (`Module/File.swift`) and a line.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// `Module/File.swift:line`.
  public var description: String { "\(fileID):\(line)" }

  /// Reads back a ``description``; nil when it is not `Module/File.swift:line`.
  public init?(_ description: some StringProtocol) {
    guard let colon = description.lastIndex(of: ":"),
      let line = Int(description[description.index(after: colon)...]), line > 0
    else { return nil }
    let fileID = String(description[..<colon])
    guard fileID.contains("/"), !fileID.contains(" ") else { return nil }
    self.init(fileID: fileID, line: line)
  }
}
