import Synchronization

/// `"\(id)"` for the id of a `ForEach` row, remembered for the ids that print by reflection.
///
/// Ids with no description of their own (the enum in `ForEach(Filter.allCases, id: \.self)`)
/// print through `Mirror`, which cost more than the rest of the row; such a text depends only
/// on the value's type and bits when the type is plain data, so it is kept per type and bit
/// pattern. Every other id is printed each time, so identities are unchanged.
@usableFromInline
enum RowIDText {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var bits: UInt64
  }

  private static let remembered = Mutex<[Key: String]>([:])
  /// Enough for any enum; plain structs with many values only refill it.
  private static let capacity = 4096

  @usableFromInline
  static func text<ID>(_ id: ID) -> String {
    // What interpolation would call, without its generic printing path around it.
    if !(id is TextOutputStreamable), let described = id as? CustomStringConvertible {
      return described.description
    }
    guard _isPOD(ID.self), MemoryLayout<ID>.size <= MemoryLayout<UInt64>.size else {
      return "\(id)"
    }
    var bits: UInt64 = 0
    withUnsafeBytes(of: id) { value in
      withUnsafeMutableBytes(of: &bits) { $0.copyMemory(from: value) }
    }
    let key = Key(type: ObjectIdentifier(ID.self), bits: bits)
    if let text = remembered.withLock({ $0[key] }) { return text }
    let text = "\(id)"
    // A description of its own may read anything; reflection reads only the value.
    let printsByReflection =
      !(id is TextOutputStreamable || id is CustomStringConvertible
      || id is CustomDebugStringConvertible)
    if printsByReflection {
      remembered.withLock { remembered in
        if remembered.count >= capacity { remembered.removeAll() }
        remembered[key] = text
      }
    }
    return text
  }
}
