/// Deterministic realistic TaskPaper documents: projects, nested tasks and notes, tags with
/// dates, priorities and people, a little Unicode.
enum TaskPaperDocumentGenerator {
  private struct SplitMix {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  private static let words = [
    "review", "draft", "call", "email", "plan", "budget", "design", "fix", "update", "write",
    "report", "meeting", "client", "invoice", "garden", "groceries", "café", "résumé", "naïve",
    "release", "notes", "server", "backup", "book", "tickets", "Lisbon", "dentist", "taxes",
  ]
  private static let people = ["Maria", "Dana", "Bob", "Jürgen", "Akiko"]

  static func document(bytes target: Int) -> String {
    build { text, _ in text.utf8.count >= target }
  }

  static func document(items target: Int) -> String {
    build { _, items in items >= target }
  }

  private static func build(until done: (String, Int) -> Bool) -> String {
    var rng = SplitMix(state: 42)
    var text = ""
    var items = 0
    var project = 0
    while !done(text, items) {
      project += 1
      text += "Project \(project) \(words[rng.next(words.count)]):"
      if rng.next(4) == 0 { text += " @review" }
      text += "\n"
      items += 1
      for _ in 0..<(3 + rng.next(12)) {
        let depth = 1 + rng.next(3)
        let tabs = String(repeating: "\t", count: depth)
        let count = 2 + rng.next(6)
        let sentence = (0..<count).map { _ in words[rng.next(words.count)] }.joined(separator: " ")
        if rng.next(5) == 0 {
          text += "\(tabs)\(sentence.prefix(1).uppercased())\(sentence.dropFirst()).\n"
        } else {
          text += "\(tabs)- \(sentence)"
          if rng.next(3) == 0 { text += " @due(2026-\(10 + rng.next(3))-\(10 + rng.next(18)))" }
          if rng.next(3) == 0 { text += " @priority(\(1 + rng.next(3)))" }
          if rng.next(6) == 0 { text += " @waiting(\(people[rng.next(people.count)]))" }
          if rng.next(4) == 0 { text += " @done" }
          text += "\n"
        }
        items += 1
      }
      text += "\n"
      items += 1
    }
    return text
  }

  /// The baseline: split the UTF-8 bytes at `\n` into `String` lines, nothing else.
  static func splitLines(_ bytes: [UInt8]) -> [String] {
    var lines: [String] = []
    bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      for i in 0..<bytes.count where bytes[i] == UInt8(ascii: "\n") {
        lines.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
        start = i + 1
      }
      lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
    }
    return lines
  }
}
