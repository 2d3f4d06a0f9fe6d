// The parser as it was before the one-pass rewrite (commit f86d9aa), kept verbatim apart from
// names so the rewrite can be checked against it on generated text: the conformance corpus is
// small, and the old parser matched it and birch's rules everywhere it was tested.
import TaskPaper

extension Reference {
  /// Byte-level helpers shared by the parser and the query engine.
  ///
  /// Birch is JavaScript, so its regular expressions see UTF-16 code units. Every character class
  /// it uses for TaskPaper lies in the Basic Multilingual Plane, which lets us decode UTF-8 to
  /// scalars and test them directly: a scalar above U+FFFF never matches, exactly like the lone
  /// surrogates JavaScript would see.
  enum Scalars {
    /// Decodes the scalar starting at `i` in well-formed UTF-8. Returns its value and byte length.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> (UInt32, Int) {
      let b0 = UInt32(bytes[i])
      if b0 < 0x80 { return (b0, 1) }
      if b0 < 0xE0, i + 1 < end {
        return (((b0 & 0x1F) << 6) | (UInt32(bytes[i + 1]) & 0x3F), 2)
      }
      if b0 < 0xF0, i + 2 < end {
        return (
          ((b0 & 0x0F) << 12) | ((UInt32(bytes[i + 1]) & 0x3F) << 6)
            | (UInt32(bytes[i + 2]) & 0x3F),
          3
        )
      }
      if i + 3 < end {
        return (
          ((b0 & 0x07) << 18) | ((UInt32(bytes[i + 1]) & 0x3F) << 12)
            | ((UInt32(bytes[i + 2]) & 0x3F) << 6) | (UInt32(bytes[i + 3]) & 0x3F),
          4
        )
      }
      return (0xFFFD, 1)
    }

    /// JavaScript's `\s`: ASCII whitespace plus the Unicode space separators, the line and paragraph
    /// separators and the byte-order mark.
    @inline(__always)
    static func isWhitespace(_ c: UInt32) -> Bool {
      if c < 0x80 { return c == 0x20 || (c >= 0x09 && c <= 0x0D) }
      switch c {
      case 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
        return true
      default: return false
      }
    }

    /// JavaScript's line terminators other than `\n` and `\r`, which `^` in multiline mode honours.
    @inline(__always)
    static func isUnicodeLineTerminator(_ c: UInt32) -> Bool { c == 0x2028 || c == 0x2029 }

    /// A character allowed anywhere in a tag name (birch allows every one of them first, too).
    @inline(__always)
    static func isTagNameCharacter(_ c: UInt32) -> Bool {
      if c < 0x80 {
        return (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39)
          || c == 0x5F || c == 0x2D || c == 0x2E
      }
      switch c {
      case 0xB7, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
        0x203F...0x2040, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF,
        0xFDF0...0xFFFD:
        return true
      default: return false
      }
    }

    /// Whether the whole string is JavaScript whitespace (true for the empty string).
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
      var i = start
      while i < end {
        let b = bytes[i]
        if b < 0x80 {
          guard b == 0x20 || (b >= 0x09 && b <= 0x0D) else { return false }
          i += 1
        } else {
          let (c, n) = decode(bytes, at: i, end: end)
          guard isWhitespace(c) else { return false }
          i += n
        }
      }
      return true
    }
  }

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
          if i == 0 || runStart >= 0, let match = alternatives(at: i, start: max(0, runStart)).first
          {
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
          for match in alternatives(at: i, start: start)
          where chainReachesEnd(from: match.end, &memo) {
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
}
