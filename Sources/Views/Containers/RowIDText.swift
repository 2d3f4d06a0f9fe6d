import Synchronization

/// `"\(id)"` for the id of a `ForEach` row, remembered for the ids that print by reflection.
///
/// Ids with no description of their own (the enum in `ForEach(Filter.allCases, id: \.self)`,
/// a sidebar's `TaskCategory`) print through `Mirror`, which cost more than the rest of the
/// row; such a text depends only on the value, so it is kept: by type and bit pattern for
/// plain data (no hashing), else by the value itself (equal values, equal texts). Ids with a
/// description of their own are described each time, so identities are unchanged.
@usableFromInline
enum RowIDText {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var bits: UInt64
  }

  private static let rememberedBits = Mutex<[Key: String]>([:])
  /// An id kept by value. Only the holder of the cache's lock hashes or compares one, and
  /// a row id is a value the view already handed to the render.
  private struct ValueKey: Hashable, @unchecked Sendable {
    var value: AnyHashable
  }

  private static let rememberedValues = Mutex<[ValueKey: String]>([:])
  /// Enough for any enum and a sidebar; plain structs with many values only refill it.
  private static let capacity = 4096

  @usableFromInline
  static func text<ID: Hashable>(_ id: ID) -> String {
    // What interpolation would call, without its generic printing path around it. Not for
    // an optional: the cast would unwrap it, and `Optional(5)` would read as `5`.
    if !(ID.self is any OptionalID.Type), !(id is TextOutputStreamable),
      let described = id as? CustomStringConvertible
    {
      return described.description
    }
    guard !(id is TextOutputStreamable || id is CustomDebugStringConvertible) else {
      return "\(id)"
    }
    guard _isPOD(ID.self), MemoryLayout<ID>.size <= MemoryLayout<UInt64>.size else {
      return remembered(in: rememberedValues, ValueKey(value: AnyHashable(id)), id)
    }
    var bits: UInt64 = 0
    withUnsafeBytes(of: id) { value in
      withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: value) }
    }
    return remembered(in: rememberedBits, Key(type: ObjectIdentifier(ID.self), bits: bits), id)
  }

  private static func remembered<Key: Hashable & Sendable, ID>(
    in cache: borrowing Mutex<[Key: String]>, _ key: Key, _ id: ID
  ) -> String {
    if let text = cache.withLock({ $0[key] }) { return text }
    let text = "\(id)"
    cache.withLock { remembered in
      if remembered.count >= capacity { remembered.removeAll() }
      remembered[key] = text
    }
    return text
  }
}

/// Marks `Optional`, whose casts to a protocol look through it.
private protocol OptionalID {}
extension Optional: OptionalID {}
