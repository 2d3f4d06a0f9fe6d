import CasePaths
import Synchronization

/// Embeds and extracts one payload case of an enum through the runtime's enum value witnesses,
/// once the case's tag is known.
///
/// The path for case key paths of enums without direct accessors (`@CasePathable` without
/// `@Reducer`, generic features among them). Such a key path otherwise resolves through
/// swift-case-paths' `Case` on every call: the value is boxed in `Any` and cast back twice, the
/// enum's `allCasePaths` is read through a key path and two closures are allocated, at every
/// level of scoping, for every action. Worse, in unspecialised code every copy of a generic
/// enum nested in itself (`Nest<Nest<…>>.Action`) walks the value witnesses of each enclosing
/// level, so a send ten levels deep cost 23 µs.
///
/// What is learned from the first value the key path's own accessors embed or extract: the
/// case's tag, and whether the payload's bytes are the enum's (no tag bits inside the payload).
/// Then embedding is reinterpreting the payload where the enum adds no bytes, and extracting is
/// one tag check and a copy of the payload, both specialised where `Store.scope` or `Scope` are
/// (see `CaseAccess.specialized(_:)`). An enum of one case has nothing to learn: it is laid out
/// as its payload, so both are reinterpretations from the start. Used only where that is
/// sound: a single case (not `\.a.b`) of a plain enum (not `Optional`), no indirect case, and a
/// payload laid out the same whether code sees it concretely or generically (a struct, an enum,
/// a class or an existential; not a tuple, function or metatype). Anything else keeps the key
/// path's accessors.
@usableFromInline
final class EnumPayloadCase<Root, Value>: @unchecked Sendable {
  // Safety: `metadata` and `witnesses` point at immutable runtime data; `learned` is atomic.
  @usableFromInline let metadata: UnsafeRawPointer
  @usableFromInline let witnesses: EnumWitnesses
  /// What is known of the case: see ``LearnedCase``.
  @usableFromInline let learned = Atomic<UInt64>(0)

  @usableFromInline
  init?(_ keyPath: CaseKeyPath<Root, Value>) {
    let metadata = unsafeBitCast(Root.self as Any.Type, to: UnsafeRawPointer.self)
    guard Self.isPlainEnum(metadata), Self.hasInvariantLayout(Value.self),
      MemoryLayout<Value>.size <= MemoryLayout<Root>.size,
      MemoryLayout<Value>.alignment <= MemoryLayout<Root>.alignment,
      EnumCases.isOneCase(keyPath)
    else { return nil }
    self.metadata = metadata
    self.witnesses = EnumWitnesses(metadata)
    if Self.caseCount(metadata) == 1, MemoryLayout<Value>.size == MemoryLayout<Root>.size {
      // An enum of one case is laid out as its payload, with no tag: nothing to learn.
      learned.store(
        LearnedCase.isLearned | LearnedCase.projectsInPlace | LearnedCase.embedsInPlace
          | LearnedCase.isOnlyCase, ordering: .relaxed)
    }
  }

  /// Whether embedding is known to reinterpret the payload's bytes as they are.
  @inlinable
  var embedsInPlace: Bool {
    learned.load(ordering: .relaxed) & LearnedCase.embedsInPlace != 0
  }

  /// Whether the enum has only this case and is laid out as its payload: extracting is
  /// reinterpreting, and never fails. Known from the start (see `init`), never learned.
  @inlinable
  var isOnlyCaseInPlace: Bool {
    learned.load(ordering: .relaxed) & LearnedCase.isOnlyCase != 0
  }

  /// `value` in this case; `slow` (the key path's own embed) until the case is learned.
  @inlinable @inline(__always)
  func embed(_ value: Value, slow: (Value) -> Root) -> Root {
    let learned = self.learned.load(ordering: .relaxed)
    if learned & LearnedCase.embedsInPlace != 0 {
      // The enum's bytes are the payload's, and the sizes are equal (see `learn`).
      return unsafeBitCast(value, to: Root.self)
    }
    return embedWithTag(value, learned, slow: slow)
  }

  /// `embed` where the payload's bytes are not the enum's, or the case is not learned yet.
  @inlinable @inline(never)
  func embedWithTag(_ value: Value, _ learned: UInt64, slow: (Value) -> Root) -> Root {
    guard learned & LearnedCase.isLearned != 0 else { return learn(embedding: value, slow: slow) }
    return withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
      let storage = UnsafeMutableRawPointer(buffer.baseAddress!)
      _ = storage.initializeMemory(as: Value.self, to: value)
      witnesses.injectTag(storage, LearnedCase.tag(learned), metadata)
      return storage.bindMemory(to: Root.self, capacity: 1).move()
    }
  }

  /// The payload when `root` is in this case; `slow` (the key path's own extract) until the
  /// case is learned.
  @inlinable @inline(__always)
  func extract(_ root: Root, slow: (Root) -> Value?) -> Value? {
    let learned = self.learned.load(ordering: .relaxed)
    if learned & LearnedCase.isOnlyCase != 0 {
      // The enum's bytes are the payload's, and it has no other case (see `init`).
      return unsafeBitCast(root, to: Value.self)
    }
    return extractWithTag(root, learned, slow: slow)
  }

  /// `extract` where the enum has other cases, or the case is not learned yet.
  @inlinable @inline(never)
  func extractWithTag(_ root: Root, _ learned: UInt64, slow: (Root) -> Value?) -> Value? {
    guard learned & LearnedCase.isLearned != 0 else { return learn(extracting: root, slow: slow) }
    return withUnsafePointer(to: root) { root -> Value? in
      guard witnesses.tag(root, metadata) == LearnedCase.tag(learned) else { return nil }
      if learned & LearnedCase.projectsInPlace != 0 {
        return UnsafeRawPointer(root).assumingMemoryBound(to: Value.self).pointee
      }
      return withUnsafeTemporaryAllocation(of: Root.self, capacity: 1) { buffer in
        let copy = buffer.baseAddress!
        copy.initialize(from: root, count: 1)
        let storage = UnsafeMutableRawPointer(copy)
        witnesses.projectPayload(storage, metadata)
        // The projected payload is a `Value` where the enum was, moved out whole: nothing is
        // left in the buffer to destroy.
        return storage.assumingMemoryBound(to: Value.self).move()
      }
    }
  }

  @usableFromInline
  func learn(embedding value: Value, slow: (Value) -> Root) -> Root {
    let root = slow(value)
    learn(root, value)
    return root
  }

  @usableFromInline
  func learn(extracting root: Root, slow: (Root) -> Value?) -> Value? {
    guard let value = slow(root) else { return nil }
    learn(root, value)
    return value
  }

  /// Records the case of `root`, which holds `value`. Projecting a payload clears the enum's
  /// tag bits inside it; when the enum's first bytes already equal the payload's, the case has
  /// none there, for any value, so its payload can be read in place.
  private func learn(_ root: Root, _ value: Value) {
    var state =
      LearnedCase.isLearned | UInt64(withUnsafePointer(to: root) { witnesses.tag($0, metadata) })
    let samePrefix = withUnsafeBytes(of: root) { rootBytes in
      withUnsafeBytes(of: value) { valueBytes in
        rootBytes.prefix(valueBytes.count).elementsEqual(valueBytes)
      }
    }
    if samePrefix {
      state |= LearnedCase.projectsInPlace
      if MemoryLayout<Root>.size == MemoryLayout<Value>.size { state |= LearnedCase.embedsInPlace }
    }
    learned.store(state, ordering: .relaxed)
  }

  /// An enum other than `Optional` whose value witnesses include the enum ones, with no
  /// indirect case (an indirect payload lives in a box, not in place).
  private static func isPlainEnum(_ metadata: UnsafeRawPointer) -> Bool {
    guard EnumWitnesses.hasEnumWitnesses(metadata) else { return false }
    let descriptor = metadata.load(fromByteOffset: pointerSize, as: UnsafeRawPointer.self)
    // A type context descriptor: flags, parent, name, access function, then the fields.
    guard let fields = (descriptor + 16).relativePointer() else { return false }
    // A field descriptor: type name, superclass, kind (16 bits), record size (16 bits), count;
    // each record starts with its flags.
    let recordSize = Int(fields.load(fromByteOffset: 10, as: UInt16.self))
    let count = Int(fields.load(fromByteOffset: 12, as: UInt32.self))
    for index in 0..<count {
      let recordFlags = fields.load(fromByteOffset: 16 + index * recordSize, as: UInt32.self)
      if recordFlags & isIndirectCase != 0 { return false }
    }
    return true
  }

  /// The number of cases the enum declares.
  private static func caseCount(_ metadata: UnsafeRawPointer) -> Int {
    let descriptor = metadata.load(fromByteOffset: pointerSize, as: UnsafeRawPointer.self)
    guard let fields = (descriptor + 16).relativePointer() else { return 0 }
    return Int(fields.load(fromByteOffset: 12, as: UInt32.self))
  }

  /// A type stored the same way whether code sees it concretely or as a generic parameter, so
  /// reading it out of a payload is sound; tuples, functions and metatypes are not.
  private static func hasInvariantLayout(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return kind == MetadataKind.structure || kind == MetadataKind.enumeration
      || kind == MetadataKind.swiftClass || kind == MetadataKind.existential
  }

}

/// The cases each `CasePathable` enum lists (`allCasePaths`), gathered once per enum.
///
/// Safety: the dictionary is only touched under the lock; key paths are immutable.
final class EnumCases: @unchecked Sendable {
  private static let shared = EnumCases()
  private let lock = Mutex(())
  private var byEnum: [ObjectIdentifier: Set<AnyKeyPath>] = [:]

  /// Whether `keyPath` names one case of `Root` itself rather than a case inside a case
  /// (`\.a.b`): an action is then in it exactly when its tag is that case's.
  static func isOneCase<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> Bool {
    let key = ObjectIdentifier(Root.self)
    let shared = Self.shared
    if let known = shared.lock.withLock({ _ in shared.byEnum[key] }) {
      return known.contains(keyPath)
    }
    guard let enumType = Root.self as? any CasePathable.Type else { return false }
    func cases<E: CasePathable>(_: E.Type) -> Set<AnyKeyPath> {
      guard let all = E.allCasePaths as? any Sequence else { return [] }
      func elements<S: Sequence>(_ sequence: S) -> Set<AnyKeyPath> {
        Set(sequence.compactMap { $0 as? AnyKeyPath })
      }
      return elements(all)
    }
    let all = cases(enumType)
    shared.lock.withLock { _ in shared.byEnum[key] = all }
    return all.contains(keyPath)
  }
}

/// The enum value witnesses of one type, called directly.
@usableFromInline
struct EnumWitnesses {
  @usableFromInline let tag: @convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32
  @usableFromInline let projectPayload:
    @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void
  @usableFromInline let injectTag:
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// The metadata of `type` when it is an enum other than `Optional` with enum witnesses
  /// (whose tag can be read); `nil` otherwise.
  static func metadataOfEnum(_ type: Any.Type) -> UnsafeRawPointer? {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    return hasEnumWitnesses(metadata) ? metadata : nil
  }

  /// Whether `metadata` is an enum's (not `Optional`'s) whose value witnesses include the
  /// enum ones.
  static func hasEnumWitnesses(_ metadata: UnsafeRawPointer) -> Bool {
    guard metadata.load(as: UInt.self) == MetadataKind.enumeration else { return false }
    let valueWitnesses = metadata.load(fromByteOffset: -pointerSize, as: UnsafeRawPointer.self)
    let flags = valueWitnesses.load(fromByteOffset: 8 * pointerSize + 16, as: UInt32.self)
    return flags & hasEnumWitnessesFlag != 0
  }

  init(_ metadata: UnsafeRawPointer) {
    // After the eight value witness functions come size, stride, flags and the extra
    // inhabitant count (two words and two 32-bit fields), then the three enum witnesses.
    let table = metadata.load(fromByteOffset: -pointerSize, as: UnsafeRawPointer.self)
    let enumWitnesses = 10 * pointerSize + 8
    tag = unsafeBitCast(
      table.load(fromByteOffset: enumWitnesses, as: UnsafeRawPointer.self),
      to: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
    projectPayload = unsafeBitCast(
      table.load(fromByteOffset: enumWitnesses + pointerSize, as: UnsafeRawPointer.self),
      to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void).self)
    injectTag = unsafeBitCast(
      table.load(fromByteOffset: enumWitnesses + 2 * pointerSize, as: UnsafeRawPointer.self),
      to: (@convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void).self)
  }
}

/// What has been learned of a case, in one atomic word: the tag in the low 32 bits, and flags.
@usableFromInline
enum LearnedCase {
  @usableFromInline static let isLearned: UInt64 = 1 << 32
  /// The payload's bytes are the start of the enum's.
  @usableFromInline static let projectsInPlace: UInt64 = 1 << 33
  /// … and the enum is no larger: embedding is reinterpreting.
  @usableFromInline static let embedsInPlace: UInt64 = 1 << 34
  /// … and it is the enum's only case: extracting is reinterpreting too.
  @usableFromInline static let isOnlyCase: UInt64 = 1 << 35

  @inlinable
  static func tag(_ state: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: state) }
}

// From the Swift ABI (`MetadataValues.h`, `MetadataKind.def`).
private enum MetadataKind {
  static let swiftClass: UInt = 0
  static let structure: UInt = 0x200
  static let enumeration: UInt = 0x201
  static let existential: UInt = 0x303
}

private let pointerSize = MemoryLayout<UnsafeRawPointer>.size
private let hasEnumWitnessesFlag: UInt32 = 0x0020_0000
private let isIndirectCase: UInt32 = 0x1

extension UnsafeRawPointer {
  /// The target of a 32-bit relative pointer stored here, or nil when it is null.
  fileprivate func relativePointer() -> UnsafeRawPointer? {
    let offset = Int(load(as: Int32.self))
    return offset == 0 ? nil : self + offset
  }
}
