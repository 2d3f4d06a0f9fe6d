import Foundation

/// Evaluates a parsed item path over an outline, following birch's `ItemPath.evaluate` step by
/// step: per-context slices, results kept in document order, JavaScript value semantics.
///
/// Nodes are numbered in document order with the invisible root as node 0, so item `i` is
/// node `i + 1`. The root takes part in evaluation like in birch (it is an ancestor, a parent,
/// a preceding item) and is only dropped from the final answer.
final class ItemPathEvaluator {
  typealias S = PathSyntax

  let outline: Outline
  var regexCache: [String: NSRegularExpression?] = [:]
  /// The items in place while ``evaluate(_:)`` runs (predicates read them; see `ItemBytes`).
  private(set) var bytes = ItemBytes.empty
  /// The tree's links, built on first use: most queries (`//…` from the root) need none, and
  /// for a large outline they are the biggest allocation of a query.
  private lazy var links = Links(outline)

  /// Parent, sibling, child and subtree links of every node, 32 bits each.
  private struct Links {
    var parent: [Int32]  // -1 for the root
    var nextSibling: [Int32]  // -1 when none
    var previousSibling: [Int32]
    var firstChild: [Int32]
    var subtreeEnd: [Int32]

    init(_ outline: Outline) {
      let count = outline.items.count + 1
      parent = [Int32](repeating: -1, count: count)
      nextSibling = [Int32](repeating: -1, count: count)
      previousSibling = [Int32](repeating: -1, count: count)
      firstChild = [Int32](repeating: -1, count: count)
      subtreeEnd = [Int32](repeating: Int32(count), count: count)
      var lastChild = [Int32](repeating: -1, count: count)
      var stack: [Int32] = [0]
      for (index, item) in outline.items.enumerated() {
        let node = Int32(index + 1)
        while stack.count > item.depth + 1 { subtreeEnd[Int(stack.removeLast())] = node }
        let p = Int(stack[stack.count - 1])
        parent[Int(node)] = Int32(p)
        if lastChild[p] >= 0 {
          nextSibling[Int(lastChild[p])] = node
          previousSibling[Int(node)] = lastChild[p]
        } else {
          firstChild[p] = node
        }
        lastChild[p] = node
        stack.append(node)
      }
    }
  }

  init(_ outline: Outline) {
    self.outline = outline
  }

  private var nodeCount: Int { outline.items.count + 1 }
  private func parent(_ node: Int) -> Int { Int(links.parent[node]) }
  private func nextSibling(_ node: Int) -> Int { Int(links.nextSibling[node]) }
  private func previousSibling(_ node: Int) -> Int { Int(links.previousSibling[node]) }
  private func firstChild(_ node: Int) -> Int { Int(links.firstChild[node]) }
  private func subtreeEnd(_ node: Int) -> Int {
    node == 0 ? nodeCount : Int(links.subtreeEnd[node])
  }

  /// Item indexes matched by `expression` evaluated from the root.
  func evaluate(_ expression: S.Expression) -> [Int] {
    ItemBytes.with(outline) { bytes in
      self.bytes = bytes
      // The buffers are only valid inside `with`; nothing reads them after evaluation.
      defer { self.bytes = .empty }
      return evaluate(expression, from: 0).compactMap { $0 == 0 ? nil : $0 - 1 }
    }
  }

  // MARK: Expressions and paths

  func evaluate(_ expression: S.Expression, from node: Int) -> [Int] {
    var results: [Int]
    switch expression.kind {
    case .path(let path): results = evaluate(path, from: node)
    case .union(let a, let b):
      results = Self.union(evaluate(a, from: node), evaluate(b, from: node))
    case .intersect(let a, let b):
      let right = Set(evaluate(b, from: node))
      results = evaluate(a, from: node).filter(right.contains)
    case .except(let a, let b):
      let right = Set(evaluate(b, from: node))
      results = evaluate(a, from: node).filter { !right.contains($0) }
    }
    Self.slice(&results, from: 0, expression.slice)
    return results
  }

  private static func union(_ a: [Int], _ b: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        result.append(a[i])
        i += 1
      } else if i == a.count || b[j] < a[i] {
        result.append(b[j])
        j += 1
      } else {
        result.append(a[i])
        i += 1
        j += 1
      }
    }
    return result
  }

  private func evaluate(_ path: S.Path, from node: Int) -> [Int] {
    var contexts = [path.absolute ? 0 : node]
    for step in path.steps {
      // Once per step, not per context: the predicate's constant parts are worked out here.
      let test = compile(step.type, step.predicate)
      var results: [Int] = []
      var needsMerge = false
      for context in contexts {
        let before = results.count
        evaluate(step, test, from: context, into: &results)
        if before > 0, results.count > before { needsMerge = true }
      }
      if needsMerge {
        // Several contexts: the union of their results, in document order, without repeats.
        results.sort()
        var unique: [Int] = []
        unique.reserveCapacity(results.count)
        for r in results where unique.last != r { unique.append(r) }
        results = unique
      }
      contexts = results
    }
    return contexts
  }

  private func evaluate(
    _ step: S.Step, _ test: NodeTest, from node: Int, into results: inout [Int]
  ) {
    let from = results.count
    switch step.axis {
    case .ancestorOrSelf, .ancestor:
      var each = step.axis == .ancestor ? parent(node) : node
      while each >= 0 {
        if test(each) { results.append(each) }
        each = parent(each)
      }
      results[from...].reverse()
    case .child:
      var each = firstChild(node)
      while each >= 0 {
        if test(each) { results.append(each) }
        each = nextSibling(each)
      }
    case .descendantOrSelf, .descendant:
      let start = step.axis == .descendant ? node + 1 : node
      for each in start..<subtreeEnd(node) where test(each) { results.append(each) }
    case .followingSibling:
      var each = nextSibling(node)
      while each >= 0 {
        if test(each) { results.append(each) }
        each = nextSibling(each)
      }
    case .following:
      for each in (node + 1)..<nodeCount where test(each) { results.append(each) }
    case .parent:
      if parent(node) >= 0, test(parent(node)) { results.append(parent(node)) }
    case .precedingSibling:
      var each = previousSibling(node)
      while each >= 0 {
        if test(each) { results.append(each) }
        each = previousSibling(each)
      }
      results[from...].reverse()
    case .preceding:
      var each = node - 1
      while each >= 0 {
        if test(each) { results.append(each) }
        each -= 1
      }
      results[from...].reverse()
    case .self:
      if test(node) { results.append(node) }
    }
    Self.slice(&results, from: from, step.slice)
  }

  /// Birch's `sliceResultsFrom`: an index is clamped into range, a range may count from the end.
  private static func slice(_ results: inout [Int], from: Int, _ slice: S.Slice?) {
    guard let slice else { return }
    let length = results.count - from
    guard length > 0 else { return }
    var start = slice.start
    var end = slice.end.map { min($0, length) }
    guard start != 0 || end != length else { return }
    if start < 0 { start = max(0, start + length) }
    if start > length - 1 { start = length - 1 }
    let sliced: [Int]
    if var e = end {
      if e < 0 { e += length }
      if e < start { e = start }
      end = e
      sliced = Array(results[(from + start)..<(from + max(start, e))])
    } else {
      sliced = [results[from + start]]
    }
    results.replaceSubrange(from..., with: sliced)
  }
}
