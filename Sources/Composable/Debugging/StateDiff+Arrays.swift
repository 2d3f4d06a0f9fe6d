/// An array of identifiable, equatable elements, which the state diff compares without
/// reflection: a 100,000-element array (an outline's items) reflected element by element, each
/// boxed and its identity looked up dynamically, cost more than the action that changed it.
protocol IdentifiedElementArray {
  /// Appends the changes from `self` to `other` (an array of the same type) to `lines`;
  /// false when `other` is not one.
  func describeChanges(to other: Any, path: String, into lines: inout [String]) -> Bool
}

extension Array: IdentifiedElementArray where Element: Identifiable & Equatable {
  func describeChanges(to other: Any, path: String, into lines: inout [String]) -> Bool {
    guard let after = other as? [Element] else { return false }
    var changes: [StateDiff.ElementChange] = []
    var total = 0
    func note(_ old: Element?, _ new: Element?, _ id: Element.ID) {
      total += 1
      // Only the reported ones are named and boxed.
      if changes.count < StateDiff.reportedElements {
        changes.append((old, new, "\(path)[id: \(id)]"))
      }
    }
    if let changed = Self.changedInPlace(self, after) {
      // The common case: the same elements in the same order, a few of them changed.
      for index in changed { note(self[index], after[index], self[index].id) }
    } else {
      let newByID = Dictionary(after.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      var oldIDs = Set<Element.ID>(minimumCapacity: count)
      for element in self {
        oldIDs.insert(element.id)
        if let updated = newByID[element.id] {
          if updated != element { note(element, updated, element.id) }
        } else {
          note(element, nil, element.id)
        }
      }
      for element in after where !oldIDs.contains(element.id) {
        note(nil, element, element.id)
      }
      if total == 0 {
        lines.append("\(path): the same \(count) elements, in a new order")
        return true
      }
    }
    StateDiff.report(
      changes, total: total, counts: (count, after.count), path: path, into: &lines)
    return true
  }

  /// The indexes whose elements differ, if `old` and `new` have the same identities in the
  /// same order; else `nil`. Elements with identical bytes are skipped without being copied
  /// out of the arrays (``BitwiseComparison``).
  private static func changedInPlace(_ old: [Element], _ new: [Element]) -> [Int]? {
    guard old.count == new.count else { return nil }
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new -> [Int]? in
        var changed: [Int] = []
        for index in BitwiseComparison.differingIndexes(old, new) {
          guard old[index].id == new[index].id else { return nil }
          if old[index] != new[index] { changed.append(index) }
        }
        return changed
      }
    }
  }
}
