extension Outline {
  /// Gives the items of this outline — typically parsed from an edited copy of `previous`'s
  /// text — the identities of the items of `previous` they continue, so that whoever holds an
  /// identity still names the same item after a whole-text save:
  ///
  /// - an unchanged line keeps its item, wherever it moved (same body, matched in order when
  ///   a body repeats);
  /// - an edited line keeps its item when it sits between the same unchanged neighbours and
  ///   still looks like the old line (at least half of the longer body is a shared prefix and
  ///   suffix), so fixing a typo is an edit, while replacing "- Alpha" by "- Zulu" is a delete
  ///   and an insert;
  /// - every other line is a new item, with an identity `previous` never used.
  ///
  /// ```swift
  /// let before = Outline(parsing: "- Alpha\n- Bravo")
  /// var after = Outline(parsing: "- Zulu\n- Alpha\n- Bravo")
  /// after.inheritIdentities(from: before)
  /// after.items[1].id == before.items[0].id  // true: Alpha is still Alpha
  /// after.items[0].id == before.nextItemID   // true: Zulu is new
  /// ```
  public mutating func inheritIdentities(from previous: Outline) {
    let matches = IdentityMatcher(old: previous.items, new: items).matches()
    var next = previous.nextID
    var ids: [ItemID] = []
    ids.reserveCapacity(items.count)
    for match in matches {
      if let old = match {
        ids.append(previous.items[old].id)
      } else {
        ids.append(ItemID(rawValue: next))
        next += 1
      }
    }
    // Identities are unique by construction: each old index is matched at most once.
    try! assignIdentities(ids, next: ItemID(rawValue: next))
  }
}

/// Pairs the lines of an edited outline with the lines they continue. Linear apart from a
/// bounded look-around for edited lines, so a save of a 100,000-line document stays fast.
private struct IdentityMatcher {
  let old: OutlineItems
  let new: OutlineItems

  /// How far past the previous match an edited line looks for its old self.
  private static let editSearchWindow = 16

  /// For every new line, the index of the old line it continues, if any.
  func matches() -> [Int?] {
    var result = [Int?](repeating: nil, count: new.count)
    var used = [Bool](repeating: false, count: old.count)
    func pair(_ newIndex: Int, _ oldIndex: Int) {
      result[newIndex] = oldIndex
      used[oldIndex] = true
    }
    // Most saves change a little in the middle: the common ends match in place.
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix].bodyText == new[prefix].bodyText {
      pair(prefix, prefix)
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix].bodyText == new[new.count - 1 - suffix].bodyText
    {
      pair(new.count - 1 - suffix, old.count - 1 - suffix)
      suffix += 1
    }
    let oldMiddle = prefix..<(old.count - suffix)
    let newMiddle = prefix..<(new.count - suffix)
    guard !newMiddle.isEmpty, !oldMiddle.isEmpty else { return result }

    // Unchanged lines that moved (or sit between changes): same body, first come first served.
    var byBody: [Substring: [Int]] = [:]
    for index in oldMiddle.reversed() { byBody[old[index].bodyText, default: []].append(index) }
    for index in newMiddle {
      if let oldIndex = byBody[new[index].bodyText]?.popLast() { pair(index, oldIndex) }
    }

    // Edited lines: the first unused old line after the previous match, before the next one.
    var previousMatch = prefix - 1
    var nextMatchAfter = [Int](repeating: old.count, count: new.count + 1)
    var following = old.count - suffix
    for index in newMiddle.reversed() {
      nextMatchAfter[index] = following
      if let oldIndex = result[index] { following = oldIndex }
    }
    for index in newMiddle {
      if let oldIndex = result[index] {
        previousMatch = oldIndex
        continue
      }
      let limit = min(nextMatchAfter[index], previousMatch + 1 + Self.editSearchWindow)
      var candidate = previousMatch + 1
      while candidate < limit, candidate < old.count {
        if !used[candidate] {
          if Self.isEdit(of: old[candidate].bodyText, to: new[index].bodyText) {
            pair(index, candidate)
            previousMatch = candidate
          }
          break
        }
        candidate += 1
      }
    }
    return result
  }

  /// Whether `new` reads as an edit of `old`: a shared prefix and suffix cover at least half of
  /// the longer one.
  ///
  /// Costs at most the shorter line's length, compared in place: lines of very different
  /// lengths are told apart by their lengths alone, so a new line next to a megabyte-long old
  /// one does not copy or walk it (that made an import cost old text × new lines).
  static func isEdit(of old: Substring, to new: Substring) -> Bool {
    let a = old.utf8
    let b = new.utf8
    let longest = max(a.count, b.count)
    guard longest > 0 else { return true }
    // The shared prefix and suffix together are at most the shorter line.
    guard 2 * min(a.count, b.count) >= longest else { return false }
    if let answer = a.withContiguousStorageIfAvailable({ a in
      b.withContiguousStorageIfAvailable { b in sharesHalf(a, b, longest: longest) }
    }), let answer {
      return answer
    }
    return sharesHalf(Array(a), Array(b), longest: longest)
  }

  private static func sharesHalf<C: RandomAccessCollection<UInt8>>(
    _ a: C, _ b: C, longest: Int
  ) -> Bool where C.Index == Int {
    let aStart = a.startIndex
    let bStart = b.startIndex
    var shared = 0
    while shared < a.count, shared < b.count, a[aStart + shared] == b[bStart + shared] {
      shared += 1
    }
    var tail = 0
    while tail < a.count - shared, tail < b.count - shared,
      a[aStart + a.count - 1 - tail] == b[bStart + b.count - 1 - tail]
    {
      tail += 1
    }
    return 2 * (shared + tail) >= longest
  }
}
