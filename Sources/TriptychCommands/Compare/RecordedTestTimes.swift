import Foundation

/// The test times `triptych compare --test-times` measured last, kept in the package's build
/// folder so `/compare` can show them: running every variant's tests takes minutes, too long
/// for a page to wait for.
///
/// ```swift
/// try RecordedTestTimes(times: times).save(in: root)
/// RecordedTestTimes.load(from: root)?.measuredOn  // "measured in a debug build on 2 cores…"
/// ```
struct RecordedTestTimes: Codable, Equatable, Sendable {
  var times: [TestTime]
  /// When and how: the date and ``BuildDescription/sentence``.
  var measuredOn: String

  init(times: [TestTime], measuredOn: String? = nil, date: Date = Date()) {
    self.times = times
    let day = date.formatted(.iso8601.year().month().day())
    self.measuredOn = measuredOn ?? (BuildDescription.current.sentence + ", on " + day)
  }

  static func file(in root: URL) -> URL {
    root.appendingPathComponent(".build/triptych-compare/test-times.json")
  }

  func save(in root: URL) throws {
    let file = Self.file(in: root)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: file, options: .atomic)
  }

  static func load(from root: URL) -> RecordedTestTimes? {
    guard let data = try? Data(contentsOf: file(in: root)) else { return nil }
    return try? JSONDecoder().decode(RecordedTestTimes.self, from: data)
  }
}
