// Fixed-arity blocks. `TupleView` iterates its parameter pack at run time, and the optimiser
// cannot specialise calls made from that loop: every view below a `TupleView` resolved through
// unspecialised generic code (metadata lookups, value-witness copies), a third of an event's
// cost in the web demo. Blocks of up to ten statements are nested pairs instead, which an
// app's module specialises all the way down; identities are the same as with `TupleView`.
extension ViewBuilder {
  /// A block of 2 statements.
  @inlinable
  public static func buildBlock<C0: View, C1: View>(
    _ c0: consuming C0, _ c1: consuming C1
  ) -> Block2<C0, C1> {
    BlockPair(BlockElement(0, c0), BlockElement(1, c1))
  }

  /// A block of 3 statements.
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
  ) -> Block3<C0, C1, C2> {
    BlockPair(buildBlock(c0, c1), BlockElement(2, c2))
  }

  /// A block of 4 statements.
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
  ) -> Block4<C0, C1, C2, C3> {
    BlockPair(buildBlock(c0, c1, c2), BlockElement(3, c3))
  }

  /// A block of 5 statements.
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4
  ) -> Block5<C0, C1, C2, C3, C4> {
    BlockPair(buildBlock(c0, c1, c2, c3), BlockElement(4, c4))
  }

  /// A block of 6 statements.
  @inlinable
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5
  ) -> Block6<C0, C1, C2, C3, C4, C5> {
    BlockPair(buildBlock(c0, c1, c2, c3, c4), BlockElement(5, c5))
  }

  /// A block of 7 statements.
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6
  ) -> Block7<C0, C1, C2, C3, C4, C5, C6> {
    BlockPair(buildBlock(c0, c1, c2, c3, c4, c5), BlockElement(6, c6))
  }

  /// A block of 8 statements.
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7
  ) -> Block8<C0, C1, C2, C3, C4, C5, C6, C7> {
    BlockPair(buildBlock(c0, c1, c2, c3, c4, c5, c6), BlockElement(7, c7))
  }

  /// A block of 9 statements.
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
    _ c8: consuming C8
  ) -> Block9<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
    BlockPair(buildBlock(c0, c1, c2, c3, c4, c5, c6, c7), BlockElement(8, c8))
  }

  /// A block of 10 statements.
  @inlinable
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  >(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
    _ c8: consuming C8,
    _ c9: consuming C9
  ) -> Block10<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
    BlockPair(buildBlock(c0, c1, c2, c3, c4, c5, c6, c7, c8), BlockElement(9, c9))
  }
}

/// The type of a builder block of two statements.
public typealias Block2<C0: View, C1: View> = BlockPair<BlockElement<C0>, BlockElement<C1>>
/// The type of a builder block of 3 statements.
public typealias Block3<C0: View, C1: View, C2: View> = BlockPair<
  Block2<C0, C1>, BlockElement<C2>
>
/// The type of a builder block of 4 statements.
public typealias Block4<C0: View, C1: View, C2: View, C3: View> = BlockPair<
  Block3<C0, C1, C2>, BlockElement<C3>
>
/// The type of a builder block of 5 statements.
public typealias Block5<C0: View, C1: View, C2: View, C3: View, C4: View> = BlockPair<
  Block4<C0, C1, C2, C3>, BlockElement<C4>
>
/// The type of a builder block of 6 statements.
public typealias Block6<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View> = BlockPair<
  Block5<C0, C1, C2, C3, C4>, BlockElement<C5>
>
/// The type of a builder block of 7 statements.
public typealias Block7<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View> =
  BlockPair<
    Block6<C0, C1, C2, C3, C4, C5>, BlockElement<C6>
  >
/// The type of a builder block of 8 statements.
public typealias Block8<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
> = BlockPair<
  Block7<C0, C1, C2, C3, C4, C5, C6>, BlockElement<C7>
>
/// The type of a builder block of 9 statements.
public typealias Block9<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
> = BlockPair<
  Block8<C0, C1, C2, C3, C4, C5, C6, C7>, BlockElement<C8>
>
/// The type of a builder block of 10 statements.
public typealias Block10<
  C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View
> = BlockPair<
  Block9<C0, C1, C2, C3, C4, C5, C6, C7, C8>, BlockElement<C9>
>

/// Two parts of a builder block, resolved one after the other.
public struct BlockPair<First: View, Second: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let first: First
  @usableFromInline let second: Second

  @inlinable
  init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    first._resolve(in: context, into: &nodes)
    second._resolve(in: context, into: &nodes)
  }
}

/// One statement of a builder block: its position is part of its elements' identities.
public struct BlockElement<Content: View>: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  @usableFromInline let index: Int
  @usableFromInline let content: Content

  @inlinable
  init(_ index: Int, _ content: Content) {
    self.index = index
    self.content = content
  }

  @inlinable
  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    content._resolve(in: context.appending(index: index), into: &nodes)
  }
}
