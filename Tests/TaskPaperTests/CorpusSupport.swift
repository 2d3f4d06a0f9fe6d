import Foundation

/// The public conformance corpus, copied from birch-outline 0.2.1's answers.
enum Corpus {
  static let directory: URL = Bundle.module.resourceURL!.appendingPathComponent("Conformance")

  struct ExpectedItem: Decodable, Equatable {
    var depth: Int
    var indent: Int
    var type: String
    var body: String
    var content: String
    var tags: [String: String]
    var parentIndex: Int?
  }

  struct Expected: Decodable {
    var items: [ExpectedItem]
    var serialized: String
  }

  struct Query: Decodable, Sendable, CustomStringConvertible {
    var document: String
    var query: String
    var matches: [Int]
    var description: String { "\(document) \(query)" }
  }

  static var caseNames: [String] {
    let names = try? FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("inputs").path)
    return (names ?? []).filter { $0.hasSuffix(".taskpaper") }.sorted()
  }

  static func inputBytes(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent("inputs").appendingPathComponent(name))
  }

  static func expected(_ name: String) throws -> Expected {
    let json = name.replacingOccurrences(of: ".taskpaper", with: ".json")
    let data = try Data(
      contentsOf: directory.appendingPathComponent("expected").appendingPathComponent(json))
    return try JSONDecoder().decode(Expected.self, from: data)
  }

  static var queries: [Query] {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent("queries.json")) else {
      return []
    }
    return (try? JSONDecoder().decode([Query].self, from: data)) ?? []
  }
}
