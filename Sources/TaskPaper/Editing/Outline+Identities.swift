extension Outline {
  /// The identity the next inserted item gets: one more than any identity this outline has
  /// handed out or been given.
  public var nextItemID: ItemID { ItemID(rawValue: nextID) }

  /// Gives the items the identities a store kept for them, in document order, so an outline
  /// rebuilt from text or rows names the same items as before. Later inserts get identities
  /// above every one given here and at or above `next`.
  ///
  /// ```swift
  /// var outline = Outline(parsing: "- Alpha\n- Bravo")
  /// try outline.assignIdentities([ItemID(rawValue: 7), ItemID(rawValue: 3)])
  /// outline.items[1].id      // item-3
  /// outline.nextItemID       // item-8
  /// ```
  ///
  /// Throws ``TaskPaperError/invalidEdit(_:)`` (leaving the outline unchanged) when the count
  /// differs from the number of items or an identity repeats.
  public mutating func assignIdentities(_ ids: [ItemID], next: ItemID? = nil)
    throws(TaskPaperError)
  {
    guard ids.count == items.count else {
      throw .invalidEdit("\(ids.count) identities for \(items.count) items")
    }
    guard let smallest = ids.min()?.rawValue, let largest = ids.max()?.rawValue else {
      nextID = max(0, next?.rawValue ?? 0)
      return
    }
    let (span, overflow) = largest.subtractingReportingOverflow(smallest)
    if !overflow, span < 4 * ids.count {
      // Identities a store handed out fill a range: marked in an array, not hashed.
      var seen = [Bool](repeating: false, count: span + 1)
      for id in ids {
        guard !seen[id.rawValue - smallest] else { throw .invalidEdit("\(id) is given twice") }
        seen[id.rawValue - smallest] = true
      }
    } else {
      var seen = Set<ItemID>(minimumCapacity: ids.count)
      for id in ids where !seen.insert(id).inserted {
        throw .invalidEdit("\(id) is given twice")
      }
    }
    items.updateEach { index, item in item.id = ids[index] }
    nextID = max(largest + 1, 0, next?.rawValue ?? 0)
  }
}
