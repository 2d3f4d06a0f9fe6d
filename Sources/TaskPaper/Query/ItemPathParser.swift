/// A recursive-descent transcription of birch's PEG grammar for item paths. Each rule restores
/// the position when it fails, as a PEG does, and failures are recorded at the furthest
/// position reached so that errors can say where and what was expected.
struct ItemPathParser {
  typealias S = PathSyntax

  private static let reservedWords: Set<String> = [
    "union", "except", "intersect", "and", "or", "not", "beginswith", "contains", "endswith",
    "like", "matches", "=", "!", "<", ">",
  ]
  private static let axes: [(String, S.Axis)] = [
    ("ancestor-or-self::", .ancestorOrSelf), ("ancestor::", .ancestor), ("child::", .child),
    ("descendant-or-self::", .descendantOrSelf), ("descendant::", .descendant),
    ("following-sibling::", .followingSibling), ("following::", .following),
    ("preceding-sibling::", .precedingSibling), ("preceding::", .preceding),
    ("parent::", .parent), ("self::", .self), ("//", .descendantOrSelf), ("/", .descendant),
    ("..", .parent), (".", .child),
  ]
  private static let relations: [S.Relation] = [
    .beginsWith, .contains, .endsWith, .like, .matches, .equal, .notEqual, .lessOrEqual,
    .greaterOrEqual, .less, .greater,
  ]

  private let input: [Unicode.Scalar]
  private var pos = 0
  private var furthest = 0
  private var expected: Set<String> = []
  private var silent = 0

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
      found: furthest < input.count ? String(String.UnicodeScalarView(input[furthest...].prefix(12))) : nil)
  }

  // MARK: Failure bookkeeping

  private mutating func fail(_ description: String) {
    guard silent == 0, pos >= furthest else { return }
    if pos > furthest {
      furthest = pos
      expected = []
    }
    expected.insert(description)
  }

  private mutating func literal(_ text: String) -> Bool {
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
  private mutating func whitespace() -> String {
    let start = pos
    while pos < input.count, ItemPathParser.isWhitespace(input[pos]) { pos += 1 }
    return String(String.UnicodeScalarView(input[start..<pos]))
  }

  private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r"
  }

  // MARK: Set expressions

  private mutating func unionPaths() -> S.Expression? {
    binary("union", next: { $0.exceptPaths() }, same: { $0.unionPaths() }) { .union($0, $1) }
  }

  private mutating func exceptPaths() -> S.Expression? {
    binary("except", next: { $0.intersectPaths() }, same: { $0.exceptPaths() }) { .except($0, $1) }
  }

  private mutating func intersectPaths() -> S.Expression? {
    binary("intersect", next: { $0.pathExpression() }, same: { $0.intersectPaths() }) {
      .intersect($0, $1)
    }
  }

  /// `left _ keyword _ right / left`, where right recurses (so the operator groups to the right).
  private mutating func binary(
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

  private mutating func pathExpression() -> S.Expression? {
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

  private mutating func itemPath() -> S.Path? {
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

  private mutating func pathStep() -> (S.Step, Bool)? {
    let start = pos
    let axis = pathStepAxis()
    let type = pathStepType()
    let predicate = orPredicates()
    let slice = slice()
    guard type != nil || predicate != nil else {
      pos = start
      return nil
    }
    return (S.Step(axis: axis ?? .child, type: type, predicate: predicate ?? .any, slice: slice), axis == nil)
  }

  private mutating func pathStepAxis() -> S.Axis? {
    for (text, axis) in Self.axes where literal(text) { return axis }
    return nil
  }

  private mutating func pathStepType() -> ItemType? {
    let start = pos
    guard let name = name(), let type = ItemType(rawValue: name) else {
      pos = start
      return nil
    }
    whitespace()
    return type
  }

  private mutating func slice() -> S.Slice? {
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

  private mutating func integer() -> Int? {
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

  private func asciiDigit(_ c: Unicode.Scalar) -> Int? {
    c.value >= 0x30 && c.value <= 0x39 ? Int(c.value - 0x30) : nil
  }

  // MARK: Predicates

  private mutating func orPredicates() -> S.Predicate? {
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

  private mutating func andPredicates() -> S.Predicate? {
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

  private mutating func notPredicate() -> S.Predicate? {
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

  private mutating func predicateExpression() -> S.Predicate? {
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

  private mutating func comparisonPredicate() -> S.Predicate? {
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
        return .comparison(S.Comparison(left: left, relation: nil, modifier: .insensitive, right: nil))
      }
      return .comparison(
        S.Comparison(left: text, relation: .contains, modifier: modifier ?? .insensitive, right: left))
    }
    return .comparison(
      S.Comparison(
        left: left ?? text, relation: relation ?? .contains, modifier: modifier ?? .insensitive,
        right: right))
  }

  private mutating func relation() -> S.Relation? {
    for relation in Self.relations where literal(relation.rawValue) { return relation }
    return nil
  }

  private mutating func modifier() -> S.Modifier? {
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

  // MARK: Values

  private mutating func predicateValue() -> S.Value? {
    functionValue() ?? stringValue().map { .string($0) }
  }

  private mutating func functionValue() -> S.Value? {
    let start = pos
    if literal("@") {
      if let name = attributeSegmentName() {
        while true {
          let before = pos
          guard literal(":"), attributeSegmentName() != nil else {
            pos = before
            break
          }
        }
        return .attribute(name)
      }
      pos = start
    }
    if literal("count"), literal("(") {
      if let expression = unionPaths() {
        whitespace()
        if literal(")") { return .count(expression) }
      }
    }
    pos = start
    return nil
  }

  private mutating func attributeSegmentName() -> String? {
    let start = pos
    while pos < input.count, input[pos] != ":", Self.isNameChar(input[pos]) { pos += 1 }
    guard pos > start else {
      fail("attribute name")
      return nil
    }
    return String(String.UnicodeScalarView(input[start..<pos]))
  }

  private mutating func stringValue() -> String? {
    var text = ""
    var parts = 0
    while true {
      let before = pos
      let leading = whitespace()
      guard let part = quotedString() ?? unquotedString() else {
        pos = before
        break
      }
      text += leading + part + whitespace()
      parts += 1
    }
    return parts > 0 ? JavaScript.trim(text) : nil
  }

  private mutating func quotedString() -> String? {
    let start = pos
    guard pos < input.count, input[pos] == "\"" else {
      fail("string")
      return nil
    }
    if pos + 1 < input.count, input[pos + 1] == "\"" {
      pos += 2
      return ""
    }
    pos += 1
    var chars = String.UnicodeScalarView()
    while pos < input.count {
      let c = input[pos]
      if c == "\"" { break }
      if c == "\\" {
        guard pos + 1 < input.count, let escaped = Self.escapes[input[pos + 1]] else { break }
        chars.append(escaped)
        pos += 2
        continue
      }
      if c.value < 0x20 || c.value == 0x7F { break }
      chars.append(c)
      pos += 1
    }
    guard !chars.isEmpty, pos < input.count, input[pos] == "\"" else {
      fail("closing quote")
      pos = start
      return nil
    }
    pos += 1
    return String(chars)
  }

  private static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
    "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
  ]

  private mutating func unquotedString() -> String? {
    guard pos < input.count else {
      fail("string")
      return nil
    }
    let start = pos
    let c = input[pos]
    var token: String
    if asciiDigit(c) != nil || "~`!#$%^&*+={}|\\;',.?-".unicodeScalars.contains(c) {
      pos += 1
      token = String(c)
    } else if let name = name() {
      token = name
    } else {
      fail("string")
      return nil
    }
    if Self.reservedWords.contains(token) {
      pos = start
      return nil
    }
    return token
  }

  private mutating func name() -> String? {
    let start = pos
    guard pos < input.count, Self.isNameStartChar(input[pos]) else { return nil }
    pos += 1
    while pos < input.count, Self.isNameChar(input[pos]) { pos += 1 }
    return String(String.UnicodeScalarView(input[start..<pos]))
  }

  private static func isNameStartChar(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF,
      0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF,
      0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD:
      return true
    default: return false
    }
  }

  private static func isNameChar(_ c: Unicode.Scalar) -> Bool {
    switch c.value {
    case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
    default: return isNameStartChar(c)
    }
  }
}
