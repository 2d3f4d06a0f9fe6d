/// The syntax tree of an item path, shaped like birch's parser output so that evaluation can
/// follow birch step by step.
enum PathSyntax {
  /// A set expression (`union`, `except`, `intersect`) or a single path, with an optional slice
  /// that a parenthesized group puts on it.
  struct Expression: Sendable, Hashable {
    indirect enum Kind: Sendable, Hashable {
      case path(Path)
      case union(Expression, Expression)
      case except(Expression, Expression)
      case intersect(Expression, Expression)
    }
    var kind: Kind
    var slice: Slice?
  }

  struct Path: Sendable, Hashable {
    var absolute: Bool
    var steps: [Step]
  }

  enum Axis: String, Sendable, Hashable {
    case ancestorOrSelf = "ancestor-or-self"
    case ancestor
    case child
    case descendantOrSelf = "descendant-or-self"
    case descendant
    case followingSibling = "following-sibling"
    case following
    case precedingSibling = "preceding-sibling"
    case preceding
    case parent
    case `self`
  }

  struct Step: Sendable, Hashable {
    var axis: Axis
    /// `nil` means any type (`*`).
    var type: ItemType?
    var predicate: Predicate
    var slice: Slice?
  }

  /// `[start]` picks one item; `[start:end]` a range. `end` is `Int.max` for `[start:]`.
  struct Slice: Sendable, Hashable {
    var start: Int
    var end: Int?
  }

  indirect enum Predicate: Sendable, Hashable {
    case any
    case and(Predicate, Predicate)
    case or(Predicate, Predicate)
    case not(Predicate)
    case comparison(Comparison)
  }

  enum Relation: String, Sendable, Hashable, CaseIterable {
    case beginsWith = "beginswith"
    case contains
    case endsWith = "endswith"
    case like
    case matches
    case equal = "="
    case notEqual = "!="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case less = "<"
    case greater = ">"
  }

  enum Modifier: Character, Sendable, Hashable {
    case sensitive = "s"
    case insensitive = "i"
    case numeric = "n"
    case date = "d"
  }

  indirect enum Value: Sendable, Hashable {
    /// `@name` (extra `:segments` are parsed but, as in birch, ignored).
    case attribute(String)
    /// `count(path)`: the number of results, as a decimal string.
    case count(Expression)
    case string(String)
  }

  /// `left relation [modifier] right`. A missing relation means an existence test of `left`.
  struct Comparison: Sendable, Hashable {
    var left: Value
    var relation: Relation?
    var modifier: Modifier
    var right: Value?
  }
}
