/// Finds a composed view's old nodes inside its ancestor's nodes and puts its new ones there.
enum NodeSplice {
  /// Replaces the run of `old` nodes, at whatever depth it is in `nodes`, with `new`. A run
  /// matches when every node has the old one's identity, kind and children storage (the
  /// ancestor holds copies of the same values). A list row's name is made of its content's
  /// text, so a row the run is in is renamed. Returns false when the run is not found.
  static func replace(_ old: [ViewNode], with new: [ViewNode], in nodes: inout [ViewNode])
    -> Bool
  {
    guard !old.isEmpty, let location = locate(old, in: nodes) else { return false }
    replace(at: location.path[...], count: old.count, start: location.start, with: new, in: &nodes)
    return true
  }

  /// The child indices leading to the array that holds the run, and where the run starts.
  private static func locate(_ old: [ViewNode], in nodes: [ViewNode]) -> (
    path: [Int], start: Int
  )? {
    var path: [Int] = []
    return BorrowedNode.borrowing(nodes) { nodes in
      search(old, in: nodes, path: &path).map { (path, $0) }
    }
  }

  private static func search(
    _ old: [ViewNode], in nodes: BorrowedNodes, path: inout [Int]
  ) -> Int? {
    if let start = nodes.firstRun(matching: old) { return start }
    for index in nodes.indicesWithChildren() {
      path.append(index)
      let found = nodes[index].withChildren { children in
        search(old, in: children, path: &path)
      }
      if let found { return found }
      path.removeLast()
    }
    return nil
  }

  private static func replace(
    at path: ArraySlice<Int>, count: Int, start: Int, with new: [ViewNode],
    in nodes: inout [ViewNode]
  ) {
    guard let index = path.first else {
      nodes.replaceSubrange(start..<start + count, with: new)
      return
    }
    replace(
      at: path.dropFirst(), count: count, start: start, with: new, in: &nodes[index].children)
    if nodes[index].kind == .row {
      nodes[index].text = ViewNode.joinedText(nodes[index].children)
    }
  }

  /// Replaces each placeholder (by identity) in `nodes` with its nodes, renaming the list rows
  /// they are in. Searches without writing, then writes only along the paths found, so the
  /// subtrees `nodes` shares with the last render are not copied.
  static func fill(placeholders: [ElementID: [ViewNode]], in nodes: inout [ViewNode]) {
    var found: [(path: [Int], index: Int, id: ElementID)] = []
    var path: [Int] = []
    BorrowedNode.borrowing(nodes) { nodes in
      collect(placeholders, in: nodes, path: &path, into: &found)
    }
    // From the last to the first: a replacement moves only the nodes after it.
    for location in found.reversed() {
      guard let replacement = placeholders[location.id] else { continue }
      replace(
        at: location.path[...], count: 1, start: location.index, with: replacement, in: &nodes)
    }
  }

  private static func collect(
    _ placeholders: [ElementID: [ViewNode]], in nodes: BorrowedNodes,
    path: inout [Int], into found: inout [(path: [Int], index: Int, id: ElementID)]
  ) {
    for index in nodes.indices {
      let node = nodes[index]
      if node.kind == .group, node.children.isEmpty, placeholders[node.id] != nil {
        found.append((path, index, node.id))
      } else if !node.children.isEmpty {
        path.append(index)
        node.withChildren { children in
          collect(placeholders, in: children, path: &path, into: &found)
        }
        path.removeLast()
      }
    }
  }
}
