import TaskPaper

/// Values by item identity, for the per-item tables a stored outline keeps (row ids,
/// positions, revisions).
///
/// Identities are handed out in sequence (a parse or an import numbers the items, an insert
/// takes the next one), so a user's identities mostly fill a range: the values are then kept
/// in an array indexed by identity, which a load of 127,000 items fills in one pass instead of
/// hashing each identity into a dictionary. Identities spread much wider than the items they
/// name (many deleted, or numbered by another tool) are kept in a dictionary instead.
///
/// ```swift
/// var revisions = ItemTable<OutlineRevision>()
/// revisions[ItemID(rawValue: 3)] = OutlineRevision(rawValue: 7)
/// revisions[ItemID(rawValue: 3)]   // r7
/// revisions[ItemID(rawValue: 4)]   // nil
/// ```
struct ItemTable<Value: Sendable>: Sendable {
  /// The values of identities `base ..< base + dense.count`, while ``sparse`` is nil.
  private var dense: ContiguousArray<Value?> = []
  private var base = 0
  /// All values, once the identities are too spread out for ``dense``.
  private var sparse: [ItemID: Value]?
  /// The identities that have a value.
  private(set) var count = 0

  /// The array may hold this many slots per value (plus ``slack``) before the table turns
  /// into a dictionary.
  private static var spread: Int { 2 }
  private static var slack: Int { 1024 }

  /// An empty table.
  init() {}

  /// A table of `values[i]` for `ids[i]` (each identity once). Ids that fill a range are
  /// stored as an array.
  init(_ ids: some Collection<ItemID>, _ values: some Collection<Value>) {
    precondition(ids.count == values.count, "one value per identity")
    guard let low = ids.min(), let high = ids.max() else { return }
    if Self.fits(span: high.rawValue &- low.rawValue, count: ids.count) {
      base = low.rawValue
      dense = ContiguousArray(repeating: nil, count: high.rawValue - low.rawValue + 1)
      for (id, value) in zip(ids, values) { dense[id.rawValue - base] = value }
      count = ids.count
    } else {
      var table: [ItemID: Value] = [:]
      table.reserveCapacity(ids.count)
      for (id, value) in zip(ids, values) { table[id] = value }
      sparse = table
      count = table.count
    }
  }

  /// Whether `span` slots are few enough for `count` values (an overflowed span is not).
  private static func fits(span: Int, count: Int) -> Bool {
    span >= 0 && span < count * spread + slack
  }

  /// Whether the values are kept in an array (for tests).
  var isDense: Bool { sparse == nil }

  subscript(id: ItemID) -> Value? {
    get {
      if let sparse { return sparse[id] }
      let slot = id.rawValue &- base
      return slot >= 0 && slot < dense.count ? dense[slot] : nil
    }
    set {
      if sparse != nil {
        let old =
          if let newValue { sparse!.updateValue(newValue, forKey: id) } else {
            sparse!.removeValue(forKey: id)
          }
        count += (newValue == nil ? 0 : 1) - (old == nil ? 0 : 1)
        return
      }
      var slot = id.rawValue &- base
      if slot < 0 || slot >= dense.count {
        guard newValue != nil else { return }
        guard makeRoom(for: id) else {
          self[id] = newValue
          return
        }
        slot = id.rawValue - base
      }
      count += (newValue == nil ? 0 : 1) - (dense[slot] == nil ? 0 : 1)
      dense[slot] = newValue
    }
  }

  /// Widens the array to take `id`; turns the table into a dictionary (and returns false)
  /// when that would leave it mostly empty.
  private mutating func makeRoom(for id: ItemID) -> Bool {
    let low = dense.isEmpty ? id.rawValue : Swift.min(base, id.rawValue)
    let high = dense.isEmpty ? id.rawValue : Swift.max(base + dense.count - 1, id.rawValue)
    guard Self.fits(span: high &- low, count: count + 1) else {
      var table: [ItemID: Value] = [:]
      table.reserveCapacity(count + 1)
      forEachEntry { table[$0] = $1 }
      sparse = table
      dense = []
      return false
    }
    if dense.isEmpty {
      base = id.rawValue
    } else if low < base {
      // Below the range: rare (identities grow), so the values move up once.
      dense.insert(contentsOf: repeatElement(nil, count: base - low), at: 0)
      base = low
    }
    let end = high - base + 1
    if end > dense.count { dense.append(contentsOf: repeatElement(nil, count: end - dense.count)) }
    return true
  }

  /// Calls `body` with each identity that has a value, and its value.
  func forEachEntry(_ body: (ItemID, Value) throws -> Void) rethrows {
    if let sparse {
      for (id, value) in sparse { try body(id, value) }
      return
    }
    for (slot, value) in dense.enumerated() {
      if let value { try body(ItemID(rawValue: base + slot), value) }
    }
  }
}
