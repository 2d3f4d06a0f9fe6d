/// Finds tags in one item body the way birch's tag regular expression does:
/// `(^|\s+)@(NAME)(\((VALUE)\))?(?=\s|$)`, including its backtracking over escaped parentheses.
///
/// A tag can only start at an `@`, so the scanner jumps from one `@` to the next and looks back
/// for the whitespace before it, instead of decoding every character of the body.
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

  /// The index of the first `@` at or after `i`, or `end`.
  @inline(__always)
  func nextAt(from i: Int) -> Int {
    ByteSearch.first(UInt8(ascii: "@"), in: bytes, from: i, to: end)
  }

  @inline(__always)
  private func isWhitespaceOrEnd(_ i: Int) -> Bool {
    if i >= end { return true }
    let b = bytes[i]
    if b < 0x80 { return b == 0x20 || (b >= 0x09 && b <= 0x0D) }
    return Scalars.isWhitespace(Scalars.decode(bytes, at: i, end: end).0)
  }

  /// Where the run of whitespace that ends just before `i` starts, looking no further back than
  /// `lower` (a character boundary); -1 when the character before `i` is not whitespace. This is
  /// the regex's `\s+` before `@`, found backwards from the `@`.
  private func whitespaceRunStart(before i: Int, notBefore lower: Int) -> Int {
    var j = i
    while j > lower {
      let b = bytes[j - 1]
      if b < 0x80 {
        guard b == 0x20 || (b >= 0x09 && b <= 0x0D) else { break }
        j -= 1
        continue
      }
      var lead = j - 1
      while lead > lower, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
      guard Scalars.isWhitespace(Scalars.decode(bytes, at: lead, end: end).0) else { break }
      j = lead
    }
    return j < i ? j : -1
  }

  /// The end of the longest tag name starting at `i`.
  private func nameEnd(from i: Int) -> Int {
    var j = i
    while j < end {
      let b = bytes[j]
      if b < 0x80 {
        guard Scalars.isTagNameCharacter(UInt32(b)) else { break }
        j += 1
      } else {
        let (c, n) = Scalars.decode(bytes, at: j, end: end)
        guard Scalars.isTagNameCharacter(c) else { break }
        j += n
      }
    }
    return j
  }

  /// The closing parentheses that can end the value opened at `open`, as the regex sees them:
  /// the first unescaped `)`, and before it every escaped `\)`, each only if whitespace or the
  /// end follows. Returns the last such closer (the regex's first choice) and how many there
  /// are; `list`, when given, receives them all in text order.
  private func closers(afterOpening open: Int, list: inout [Int]?) -> (last: Int, count: Int) {
    var last = -1
    var count = 0
    var i = open + 1
    scan: while i < end {
      switch bytes[i] {
      case UInt8(ascii: "\\"):
        if i + 1 < end, bytes[i + 1] == UInt8(ascii: ")") {
          if isWhitespaceOrEnd(i + 2) {
            last = i + 1
            count += 1
            list?.append(last)
          }
          i += 2
        } else if i + 1 < end, bytes[i + 1] == UInt8(ascii: "(") {
          i += 2
        } else {
          i += 1
        }
      case UInt8(ascii: "("): break scan
      case UInt8(ascii: ")"):
        if isWhitespaceOrEnd(i + 1) {
          last = i
          count += 1
          list?.append(last)
        }
        break scan
      default: i += 1
      }
    }
    return (last, count)
  }

  /// The regex's first choice with `@` at `at`, and how many choices there are in all. Only
  /// escaped `\)` create more than one: each can end the value instead.
  func firstAlternative(at: Int, start: Int) -> (match: Match?, count: Int) {
    let nameEnd = nameEnd(from: at + 1)
    guard nameEnd < end, bytes[nameEnd] == UInt8(ascii: "(") else {
      guard isWhitespaceOrEnd(nameEnd) else { return (nil, 0) }
      return (Match(start: start, nameStart: at + 1, nameEnd: nameEnd, value: nil, end: nameEnd), 1)
    }
    var noList: [Int]? = nil
    let (closer, count) = closers(afterOpening: nameEnd, list: &noList)
    guard count > 0 else { return (nil, 0) }
    let match = Match(
      start: start, nameStart: at + 1, nameEnd: nameEnd, value: (nameEnd + 1)..<closer,
      end: closer + 1)
    return (match, count)
  }

  /// Every way the pattern can match with `@` at `at`, in the order a backtracking regex engine
  /// would try them.
  func alternatives(at: Int, start: Int) -> [Match] {
    let (first, count) = firstAlternative(at: at, start: start)
    guard let first else { return [] }
    guard count > 1 else { return [first] }
    // Rare: escaped `\)` followed by whitespace. Collect the closers, last one first.
    var list: [Int]? = []
    _ = closers(afterOpening: first.nameEnd, list: &list)
    return (list ?? []).reversed().map { closer in
      Match(
        start: start, nameStart: first.nameStart, nameEnd: first.nameEnd,
        value: (first.nameEnd + 1)..<closer, end: closer + 1)
    }
  }

  /// All matches of the global tag pattern, left to right, as `String.match(/…/g)` finds them,
  /// appended to `matches`. `firstAt` is the index of the body's first `@` (or `end`).
  func allMatches(firstAt: Int, into matches: inout [Match]) {
    forEachMatch(firstAt: firstAt) { matches.append($0) }
  }

  /// Calls `visit` with each match of the global tag pattern, left to right: the parser looks
  /// at them one by one, with no array to fill and empty for every line.
  @inline(__always)
  func forEachMatch(firstAt: Int, _ visit: (Match) -> Void) {
    var at = firstAt
    var lower = 0  // where the previous match or `@` ended: whitespace before it does not count
    while at < end {
      let run = whitespaceRunStart(before: at, notBefore: lower)
      if at == 0 || run >= 0, let match = firstAlternative(at: at, start: max(0, run)).match {
        visit(match)
        lower = match.end
        at = nextAt(from: match.end)
      } else {
        lower = at + 1
        at = nextAt(from: at + 1)
      }
    }
  }

  /// All matches of the global tag pattern, left to right.
  func allMatches() -> [Match] {
    var matches: [Match] = []
    allMatches(firstAt: nextAt(from: 0), into: &matches)
    return matches
  }

  /// Where birch's trailing-tags pattern (one or more tag matches, then optional whitespace, at
  /// the end) starts, or `nil` when the body does not end in tags. `firstAt` is the index of
  /// the body's first `@` (or `end`).
  func trailingTagsStart(firstAt: Int) -> Int? {
    var memo: [Int: Bool] = [:]
    var at = firstAt
    var lower = 0
    while at < end {
      let run = whitespaceRunStart(before: at, notBefore: lower)
      if at == 0 || run >= 0 {
        let start = max(0, run)
        let (first, count) = firstAlternative(at: at, start: start)
        if let first {
          if count == 1 {
            if chainReachesEnd(from: first.end, &memo) { return start }
          } else {
            for match in alternatives(at: at, start: start)
            where chainReachesEnd(from: match.end, &memo) {
              return start
            }
          }
        }
      }
      lower = at + 1
      at = nextAt(from: at + 1)
    }
    return nil
  }

  /// Where the trailing tags start, or `nil`.
  func trailingTagsStart() -> Int? {
    trailingTagsStart(firstAt: nextAt(from: 0))
  }

  /// Whether, from `position` (just after a tag), more tags and whitespace lead to the end.
  /// Iterates while a tag has a single way to match; only escaped `\)` make it branch.
  ///
  /// Every position on a straight chain has the chain's answer, so a chain that fails is
  /// remembered position by position: ``trailingTagsStart(firstAt:)`` asks again from each of
  /// its tags, and a line of many tags followed by a word would otherwise be walked once per
  /// tag (quadratic in the line's length).
  private func chainReachesEnd(from position: Int, _ memo: inout [Int: Bool]) -> Bool {
    var p = position
    var steps = 0
    var result = false
    walk: while true {
      if !memo.isEmpty, let known = memo[p] {
        result = known
        break
      }
      switch step(from: p) {
      case .end:
        result = true
        break walk
      case .stop:
        break walk
      case .next(let next):
        p = next
        steps += 1
      case .branch(let at, let start):
        result = alternatives(at: at, start: start).contains {
          chainReachesEnd(from: $0.end, &memo)
        }
        memo[p] = result
        break walk
      }
    }
    // Short chains cost little to walk again; remembering them would allocate for most lines.
    if !result, steps > 2 {
      var q = position
      while q != p, case .next(let next) = step(from: q) {
        memo[q] = false
        q = next
      }
    }
    return result
  }

  private enum ChainStep {
    /// Only whitespace is left.
    case end
    /// Something other than a tag follows.
    case stop
    /// One tag follows; it ends there.
    case next(Int)
    /// A tag with several ways to match starts at `at`.
    case branch(at: Int, start: Int)
  }

  /// What follows `p` (just after a tag): whitespace to the end, another tag, or anything else.
  private func step(from p: Int) -> ChainStep {
    var i = p
    while i < end {
      let b = bytes[i]
      if b < 0x80 {
        guard b == 0x20 || (b >= 0x09 && b <= 0x0D) else { break }
        i += 1
      } else {
        let (c, n) = Scalars.decode(bytes, at: i, end: end)
        guard Scalars.isWhitespace(c) else { break }
        i += n
      }
    }
    if i == end { return .end }
    guard i > p, bytes[i] == UInt8(ascii: "@") else { return .stop }
    let (first, count) = firstAlternative(at: i, start: p)
    guard let first else { return .stop }
    return count == 1 ? .next(first.end) : .branch(at: i, start: p)
  }

  /// A raw value unescaped the way birch does it: every `\)` first, then every `\(`.
  static func unescapedValue(_ raw: UnsafeBufferPointer<UInt8>) -> String {
    guard ByteSearch.first(UInt8(ascii: "\\"), in: raw, from: 0, to: raw.count) < raw.count else {
      return String(decoding: raw, as: UTF8.self)
    }
    let once = replace(Array(raw), escaped: UInt8(ascii: ")"))
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
