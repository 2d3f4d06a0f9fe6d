/// A recursive-descent transcription of birch's PEG grammar for item paths. Each rule restores
/// the position when it fails, as a PEG does, and failures are recorded at the furthest
/// position reached so that errors can say where and what was expected.
struct ItemPathParser {
  typealias S = PathSyntax

  static let reservedWords: Set<String> = [
    "union", "except", "intersect", "and", "or", "not", "beginswith", "contains", "endswith",
    "like", "matches", "=", "!", "<", ">",
  ]
  static let axes: [(String, S.Axis)] = [
    ("ancestor-or-self::", .ancestorOrSelf), ("ancestor::", .ancestor), ("child::", .child),
    ("descendant-or-self::", .descendantOrSelf), ("descendant::", .descendant),
    ("following-sibling::", .followingSibling), ("following::", .following),
    ("preceding-sibling::", .precedingSibling), ("preceding::", .preceding),
    ("parent::", .parent), ("self::", .self), ("//", .descendantOrSelf), ("/", .descendant),
    ("..", .parent), (".", .child),
  ]
  static let relations: [S.Relation] = [
    .beginsWith, .contains, .endsWith, .like, .matches, .equal, .notEqual, .lessOrEqual,
    .greaterOrEqual, .less, .greater,
  ]

  let input: [Unicode.Scalar]
  var pos = 0
  var furthest = 0
  var expected: Set<String> = []
  var silent = 0

  init(_ source: String) {
    input = Array(source.unicodeScalars)
  }

  /// Parses a whole item path or throws an error naming the furthest position reached.
  mutating func parse() throws(ItemPathError) -> S.Expression {
    if let expression = unionPaths() {
      whitespace()
      if pos == input.count { return expression }
      fail("end of input")
    }
    throw ItemPathError(
      offset: furthest, expected: expected.sorted(),
      found: furthest < input.count
        ? String(String.UnicodeScalarView(input[furthest...].prefix(12))) : nil)
  }

  // MARK: Failure bookkeeping

  mutating func fail(_ description: String) {
    guard silent == 0, pos >= furthest else { return }
    if pos > furthest {
      furthest = pos
      expected = []
    }
    expected.insert(description)
  }

  mutating func literal(_ text: String) -> Bool {
    var i = pos
    for scalar in text.unicodeScalars {
      guard i < input.count, input[i] == scalar else {
        fail("\"\(text)\"")
        return false
      }
      i += 1
    }
    pos = i
    return true
  }

  @discardableResult
  mutating func whitespace() -> String {
    let start = pos
    while pos < input.count, ItemPathParser.isWhitespace(input[pos]) { pos += 1 }
    return String(String.UnicodeScalarView(input[start..<pos]))
  }

  static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r"
  }

  // MARK: Set expressions

  mutating func unionPaths() -> S.Expression? {
    binary(
      "union", next: { $0.exceptPaths() }, same: { $0.unionPaths() },
      combine: { .union($0, $1) })
  }

  mutating func exceptPaths() -> S.Expression? {
    binary(
      "except", next: { $0.intersectPaths() }, same: { $0.exceptPaths() },
      combine: { .except($0, $1) })
  }

  mutating func intersectPaths() -> S.Expression? {
    binary(
      "intersect", next: { $0.pathExpression() }, same: { $0.intersectPaths() },
      combine: { .intersect($0, $1) })
  }

  /// `left _ keyword _ right / left`, where right recurses (so the operator groups to the right).
  mutating func binary(
    _ keyword: String,
    next: (inout ItemPathParser) -> S.Expression?,
    same: (inout ItemPathParser) -> S.Expression?,
    combine: (S.Expression, S.Expression) -> S.Expression.Kind
  ) -> S.Expression? {
    guard let left = next(&self) else { return nil }
    let afterLeft = pos
    whitespace()
    if literal(keyword) {
      whitespace()
      if let right = same(&self) { return S.Expression(kind: combine(left, right), slice: nil) }
    }
    pos = afterLeft
    return left
  }

  mutating func pathExpression() -> S.Expression? {
    let start = pos
    silent += 1
    let isPredicate = orPredicates() != nil
    silent -= 1
    pos = start
    if !isPredicate, literal("(") {
      whitespace()
      if var expression = unionPaths() {
        whitespace()
        if literal(")") {
          // Like birch, the group's slice replaces any slice already on the inner expression.
          expression.slice = slice()
          return expression
        }
      }
      pos = start
    }
    return itemPath().map { S.Expression(kind: .path($0), slice: nil) }
  }

  // MARK: Paths and steps

  mutating func itemPath() -> S.Path? {
    let start = pos
    let absolute = literal("/")
    guard let (firstStep, isDefaultAxis) = pathStep() else {
      pos = start
      return nil
    }
    var first = firstStep
    // A relative path's first step searches descendants unless it names an axis.
    if !absolute, isDefaultAxis { first.axis = .descendant }
    var steps = [first]
    while true {
      let before = pos
      guard literal("/"), let (step, _) = pathStep() else {
        pos = before
        break
      }
      steps.append(step)
    }
    return S.Path(absolute: absolute, steps: steps)
  }

  mutating func pathStep() -> (S.Step, Bool)? {
    let start = pos
    let axis = pathStepAxis()
    let type = pathStepType()
    let predicate = orPredicates()
    let slice = slice()
    guard type != nil || predicate != nil else {
      pos = start
      return nil
    }
    return (
      S.Step(axis: axis ?? .child, type: type, predicate: predicate ?? .any, slice: slice),
      axis == nil
    )
  }

  mutating func pathStepAxis() -> S.Axis? {
    for (text, axis) in Self.axes where literal(text) { return axis }
    return nil
  }

  mutating func pathStepType() -> ItemType? {
    let start = pos
    guard let name = name(), let type = ItemType(rawValue: name) else {
      pos = start
      return nil
    }
    whitespace()
    return type
  }

  mutating func slice() -> S.Slice? {
    let start = pos
    guard literal("["), let from = integer() else {
      pos = start
      return nil
    }
    var end: Int?
    let beforeEnd = pos
    if literal(":") {
      end = integer() ?? Int.max
    } else {
      pos = beforeEnd
    }
    guard literal("]") else {
      pos = start
      return nil
    }
    return S.Slice(start: from, end: end)
  }

  mutating func integer() -> Int? {
    let start = pos
    let negative = literal("-")
    var value = 0
    var digits = 0
    while pos < input.count, let digit = asciiDigit(input[pos]) {
      // Saturate: a slice index beyond any outline's size behaves the same however large.
      value = min(value * 10 + digit, 1 << 40)
      digits += 1
      pos += 1
    }
    guard digits > 0 else {
      fail("[0-9]")
      pos = start
      return nil
    }
    return negative ? -value : value
  }

  func asciiDigit(_ c: Unicode.Scalar) -> Int? {
    c.value >= 0x30 && c.value <= 0x39 ? Int(c.value - 0x30) : nil
  }

  // MARK: Predicates

  mutating func orPredicates() -> S.Predicate? {
    guard let left = andPredicates() else { return nil }
    let afterLeft = pos
    whitespace()
    if literal("or") {
      whitespace()
      if let right = orPredicates() { return .or(left, right) }
    }
    pos = afterLeft
    return left
  }

  mutating func andPredicates() -> S.Predicate? {
    guard let left = notPredicate() else { return nil }
    let afterLeft = pos
    whitespace()
    if literal("and") {
      whitespace()
      if let right = andPredicates() { return .and(left, right) }
    }
    pos = afterLeft
    return left
  }

  mutating func notPredicate() -> S.Predicate? {
    let start = pos
    var nots = 0
    while true {
      let before = pos
      guard literal("not"), !whitespace().isEmpty else {
        if pos == before + 3 { fail("whitespace") }
        pos = before
        break
      }
      nots += 1
    }
    guard let expression = predicateExpression() else {
      pos = start
      return nil
    }
    return nots % 2 == 1 ? .not(expression) : expression
  }

  mutating func predicateExpression() -> S.Predicate? {
    let start = pos
    if literal("(") {
      whitespace()
      if let expression = orPredicates() {
        whitespace()
        if literal(")") { return expression }
      }
      pos = start
    }
    return comparisonPredicate()
  }

  mutating func comparisonPredicate() -> S.Predicate? {
    if literal("*") { return .any }
    let start = pos
    let left = predicateValue()
    whitespace()
    let relation = self.relation()
    whitespace()
    let modifier = self.modifier()
    whitespace()
    let right = predicateValue()
    guard left != nil || right != nil else {
      pos = start
      return nil
    }
    let text = S.Value.attribute("text")
    if relation == nil, right == nil, let left {
      if case .attribute = left {
        return .comparison(
          S.Comparison(left: left, relation: nil, modifier: .insensitive, right: nil))
      }
      return .comparison(
        S.Comparison(
          left: text, relation: .contains, modifier: modifier ?? .insensitive, right: left))
    }
    return .comparison(
      S.Comparison(
        left: left ?? text, relation: relation ?? .contains, modifier: modifier ?? .insensitive,
        right: right))
  }

  mutating func relation() -> S.Relation? {
    for relation in Self.relations where literal(relation.rawValue) { return relation }
    return nil
  }

  mutating func modifier() -> S.Modifier? {
    let start = pos
    guard literal("[") else { return nil }
    if pos < input.count, let modifier = S.Modifier(rawValue: Character(input[pos])) {
      pos += 1
      if literal("]") { return modifier }
    } else {
      fail("[s], [i], [n] or [d]")
    }
    pos = start
    return nil
  }
}
