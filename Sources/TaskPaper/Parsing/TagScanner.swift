/// Finds tags in one item body the way birch's tag regular expression does:
/// `(^|\s+)@(NAME)(\((VALUE)\))?(?=\s|$)`, including its backtracking over escaped parentheses.
struct TagScanner {
  /// One match of the tag pattern. Offsets are UTF-8 byte offsets into the body.
  struct Match {
    /// Start of the match, including the whitespace before `@`.
    var start: Int
    var nameStart: Int
    var nameEnd: Int
    /// The raw (still escaped) value between the parentheses, if the tag has parentheses.
    var value: Range<Int>?
    var end: Int
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) {
    self.bytes = bytes
    self.end = end
  }

  @inline(__always)
  private func isWhitespaceOrEnd(_ i: Int) -> Bool {
    if i >= end { return true }
    let b = bytes[i]
    if b < 0x80 { return b == 0x20 || (b >= 0x09 && b <= 0x0D) }
    return Scalars.isWhitespace(Scalars.decode(bytes, at: i, end: end).0)
  }

  /// The end of the longest tag name starting at `i`.
  private func nameEnd(from i: Int) -> Int {
    var j = i
    while j < end {
      let (c, n) = Scalars.decode(bytes, at: j, end: end)
      guard Scalars.isTagNameCharacter(c) else { break }
      j += n
    }
    return j
  }

  /// Every way the pattern can match with `@` at `at`, in the order a backtracking regex engine
  /// would try them. Only escaped `\)` create alternatives: each can end the value instead.
  func alternatives(at: Int, start: Int) -> [Match] {
    let nameEnd = nameEnd(from: at + 1)
    guard nameEnd < end, bytes[nameEnd] == UInt8(ascii: "(") else {
      guard isWhitespaceOrEnd(nameEnd) else { return [] }
      return [Match(start: start, nameStart: at + 1, nameEnd: nameEnd, value: nil, end: nameEnd)]
    }
    var closers: [Int] = []
    var i = nameEnd + 1
    scan: while i < end {
      switch bytes[i] {
      case UInt8(ascii: "\\"):
        if i + 1 < end, bytes[i + 1] == UInt8(ascii: ")") {
          closers.append(i + 1)
          i += 2
        } else if i + 1 < end, bytes[i + 1] == UInt8(ascii: "(") {
          i += 2
        } else {
          i += 1
        }
      case UInt8(ascii: "("): break scan
      case UInt8(ascii: ")"):
        closers.append(i)
        break scan
      default: i += 1
      }
    }
    var result: [Match] = []
    for closer in closers.reversed() where isWhitespaceOrEnd(closer + 1) {
      result.append(
        Match(
          start: start, nameStart: at + 1, nameEnd: nameEnd, value: (nameEnd + 1)..<closer,
          end: closer + 1))
    }
    return result
  }

  /// All matches of the global tag pattern, left to right, as `String.match(/…/g)` finds them.
  func allMatches() -> [Match] {
    var matches: [Match] = []
    var i = 0
    var runStart = -1  // start of the whitespace run ending just before `i`, or -1
    while i < end {
      let b = bytes[i]
      if b == UInt8(ascii: "@") {
        if i == 0 || runStart >= 0, let match = alternatives(at: i, start: max(0, runStart)).first {
          matches.append(match)
          i = match.end
          runStart = -1
          continue
        }
        runStart = -1
        i += 1
        continue
      }
      let (c, n) = b < 0x80 ? (UInt32(b), 1) : Scalars.decode(bytes, at: i, end: end)
      if Scalars.isWhitespace(c) {
        if runStart < 0 { runStart = i }
      } else {
        runStart = -1
      }
      i += n
    }
    return matches
  }

  /// Where birch's trailing-tags pattern (one or more tag matches, then optional whitespace, at
  /// the end) starts, or `nil` when the body does not end in tags.
  func trailingTagsStart() -> Int? {
    var memo: [Int: Bool] = [:]
    var i = 0
    var runStart = -1
    while i < end {
      let b = bytes[i]
      if b == UInt8(ascii: "@"), i == 0 || runStart >= 0 {
        let start = max(0, runStart)
        for match in alternatives(at: i, start: start) where chainReachesEnd(from: match.end, &memo)
        {
          return start
        }
      }
      let (c, n) = b < 0x80 ? (UInt32(b), 1) : Scalars.decode(bytes, at: i, end: end)
      if Scalars.isWhitespace(c) {
        if runStart < 0 { runStart = i }
      } else {
        runStart = -1
      }
      i += n
    }
    return nil
  }

  /// Whether, from `position` (just after a tag), more tags and whitespace lead to the end.
  /// Iterates while a tag has a single way to match; only escaped `\)` make it branch.
  private func chainReachesEnd(from position: Int, _ memo: inout [Int: Bool]) -> Bool {
    if let known = memo[position] { return known }
    var p = position
    var result = false
    while true {
      var i = p
      while i < end {
        let (c, n) = Scalars.decode(bytes, at: i, end: end)
        guard Scalars.isWhitespace(c) else { break }
        i += n
      }
      if i == end {
        result = true
        break
      }
      guard i > p, bytes[i] == UInt8(ascii: "@") else { break }
      let options = alternatives(at: i, start: p)
      if options.count == 1 {
        p = options[0].end
        continue
      }
      result = options.contains { chainReachesEnd(from: $0.end, &memo) }
      // Only branching chains are worth remembering; the common case allocates nothing.
      if options.count > 1 { memo[position] = result }
      break
    }
    return result
  }

  /// Unescapes a raw tag value the way birch does: every `\)` first, then every `\(`.
  static func unescape(_ raw: String) -> String {
    guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
    let once = replace(Array(raw.utf8), escaped: UInt8(ascii: ")"))
    return String(decoding: replace(once, escaped: UInt8(ascii: "(")), as: UTF8.self)
  }

  private static func replace(_ bytes: [UInt8], escaped: UInt8) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == escaped {
        out.append(escaped)
        i += 2
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return out
  }
}
