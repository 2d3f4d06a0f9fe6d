import Foundation

/// Whether one node (0 is the root, item `i` is node `i + 1`) passes a step's type and predicate.
typealias NodeTest = (Int) -> Bool

/// Predicates, compiled once per step into closures over nodes.
///
/// A step's predicate runs for every node its axis reaches — the whole document for `//…` — so
/// what does not depend on the node is worked out here, once: the right-hand constant with its
/// modifier applied, the attribute's name as bytes. Per node, a tag or the body is then compared
/// on the shared text's bytes (`ItemBytes`, `ByteComparison`). Anything else — the root, `id`
/// and `type`, `count()`, dates, regular expressions, non-ASCII or escaped values, edited
/// items — takes the general path, which follows birch's JavaScript semantics value by value.
extension ItemPathEvaluator {
  func compile(_ type: ItemType?, _ predicate: S.Predicate) -> NodeTest {
    let test = compile(predicate)
    guard let type else { return test }
    let bytes = self.bytes
    if case .any = predicate { return { node in node != 0 && bytes.type(node - 1) == type } }
    return { node in node != 0 && bytes.type(node - 1) == type && test(node) }
  }

  private func compile(_ predicate: S.Predicate) -> NodeTest {
    switch predicate {
    case .any: return { _ in true }
    case .and(let a, let b):
      let (x, y) = (compile(a), compile(b))
      return { x($0) && y($0) }
    case .or(let a, let b):
      let (x, y) = (compile(a), compile(b))
      return { x($0) || y($0) }
    case .not(let p):
      let x = compile(p)
      return { !x($0) }
    case .comparison(let comparison): return compile(comparison)
    }
  }

  /// An attribute that can be read as bytes: a tag, or the body (`@text`).
  private enum ByteOperand {
    case text
    case tag([UInt8], isASCII: Bool)

    init?(_ value: S.Value) {
      guard case .attribute(let name) = value else { return nil }
      switch name {
      case "text": self = .text
      case "id", "type": return nil  // made from the item, not read from the text
      default: self = .tag(Array(name.utf8), isASCII: name.utf8.allSatisfy { $0 < 0x80 })
      }
    }

    @inline(__always)
    func lookup(_ bytes: ItemBytes, _ index: Int) -> ItemBytes.Lookup {
      switch self {
      case .text: bytes.body(index)
      case .tag(let name, let isASCII):
        name.withUnsafeBufferPointer { bytes.tag(index, named: $0, nameIsASCII: isASCII) }
      }
    }
  }

  private func compile(_ comparison: S.Comparison) -> NodeTest {
    let (left, modifier) = (comparison.left, comparison.modifier)
    let operand = ByteOperand(left)
    let bytes = self.bytes
    guard let rightValue = comparison.right, rightValue != .string("") else {
      // An existence test: only whether the attribute is there.
      let slow: NodeTest = { node in self.value(left, modifier, node) != .undefined }
      guard let operand else { return slow }
      return { node in
        guard node != 0 else { return slow(node) }
        switch operand.lookup(bytes, node - 1) {
        case .absent: return false
        case .bytes: return true
        case .unavailable: return slow(node)
        }
      }
    }
    let relation = comparison.relation ?? .contains
    // A quoted or bare string on the right is the same for every node: convert it once.
    var constant: JSValue?
    if case .string = rightValue { constant = value(rightValue, modifier, 0) }
    let slow: NodeTest = { node in
      let right = constant ?? self.value(rightValue, modifier, node)
      return self.compare(self.value(left, modifier, node), relation, right)
    }
    guard let operand, let constant, relation != .matches else { return slow }
    switch (modifier, constant) {
    case (.sensitive, .string(let right)), (.insensitive, .string(let right)):
      let rightBytes = Array(right.utf8)
      let fold = modifier == .insensitive
      return { node in
        guard node != 0 else { return slow(node) }
        switch operand.lookup(bytes, node - 1) {
        case .absent: return relation == .notEqual  // undefined differs from any string
        case .unavailable: return slow(node)
        case .bytes(let left):
          // Non-ASCII text needs Unicode lowercasing and UTF-16 ordering: the slow path's.
          guard ByteComparison.isASCII(left) else { return slow(node) }
          return rightBytes.withUnsafeBufferPointer { right in
            ByteComparison.compare(left, folding: fold, relation, right)
          }
        }
      }
    case (.numeric, .number(let right)):
      return { node in
        guard node != 0 else { return slow(node) }
        switch operand.lookup(bytes, node - 1) {
        case .absent: return relation == .notEqual
        case .unavailable: return slow(node)
        case .bytes(let left):
          // An empty value stays the string "" (no conversion), which compares differently.
          guard !left.isEmpty, ByteComparison.isASCII(left) else { return slow(node) }
          return ByteComparison.compare(JavaScript.parseFloat(ascii: left), relation, right)
        }
      }
    default:
      return slow
    }
  }

  // MARK: The general path

  /// `left relation right` with JavaScript's semantics, as birch evaluates a comparison.
  func compare(_ left: JSValue, _ relation: S.Relation, _ right: JSValue) -> Bool {
    switch relation {
    case .equal: return JavaScript.strictEquals(left, right)
    case .notEqual: return !JavaScript.strictEquals(left, right)
    case .less: return left != .undefined && JavaScript.lessThan(left, right) == true
    case .greater: return left != .undefined && JavaScript.lessThan(right, left) == true
    case .lessOrEqual: return left != .undefined && JavaScript.lessThan(right, left) == false
    case .greaterOrEqual: return left != .undefined && JavaScript.lessThan(left, right) == false
    case .beginsWith:
      guard case .string(let l) = left else { return false }
      return l.utf8.starts(with: JavaScript.toString(right).utf8)
    case .endsWith:
      guard case .string(let l) = left else { return false }
      return l.utf8.reversed().starts(with: JavaScript.toString(right).utf8.reversed())
    case .contains:
      guard case .string(let l) = left else { return false }
      var (haystack, needle) = (l, JavaScript.toString(right))
      return haystack.withUTF8 { h in
        needle.withUTF8 { n in ByteComparison.contains(h, n) }
      }
    case .like:
      return false
    case .matches:
      guard left != .undefined, let regex = regex(JavaScript.toString(right)) else { return false }
      let subject = JavaScript.toString(left)
      let range = NSRange(location: 0, length: subject.utf16.count)
      return regex.firstMatch(in: subject, range: range) != nil
    }
  }

  private func regex(_ pattern: String) -> NSRegularExpression? {
    if let cached = regexCache[pattern] { return cached }
    let compiled = try? NSRegularExpression(pattern: pattern)
    regexCache[pattern] = compiled
    return compiled
  }

  func value(_ value: S.Value, _ modifier: S.Modifier, _ node: Int) -> JSValue {
    let raw: JSValue
    switch value {
    case .string(let s): raw = s.isEmpty ? .undefined : .string(s)
    case .count(let expression): raw = .string(String(evaluate(expression, from: node).count))
    case .attribute(let name): raw = attribute(name, node)
    }
    guard case .string(let s) = raw, !s.isEmpty else { return raw }
    switch modifier {
    case .insensitive: return .string(s.lowercased())
    case .sensitive: return raw
    case .numeric: return .number(JavaScript.parseFloat(s))
    case .date: return .number(DateScanner.timestamp(s))
    }
  }

  private func attribute(_ name: String, _ node: Int) -> JSValue {
    guard node > 0 else { return name == "text" ? .string("") : .undefined }
    let item = outline.items[node - 1]
    switch name {
    case "text": return .string(item.body)
    case "id": return .string(item.id.description)
    case "type": return .string(item.type.rawValue)
    default: return item.tag(name).map(JSValue.string) ?? .undefined
    }
  }
}
