import Foundation

/// The app's form content as an element tree, patched the way the page script patches the
/// DOM, so a test can compare a patched page with a whole render. Reads only the markup
/// WebHost writes (quoted attributes, escaped text, `input` and `hr` void).
final class PatchedPage {
  final class Element {
    var name: String
    /// In order; a bare attribute (`inert`) has no value.
    var attributes: [(name: String, value: String?)]
    var children: [Node] = []

    init(name: String, attributes: [(name: String, value: String?)]) {
      self.name = name
      self.attributes = attributes
    }

    func attribute(_ name: String) -> String?? {
      attributes.first { $0.name == name }.map(\.value)
    }

    func set(_ name: String, _ value: String?) {
      if let index = attributes.firstIndex(where: { $0.name == name }) {
        attributes[index].value = value
      } else {
        attributes.append((name, value))
      }
    }
  }

  enum Node {
    case element(Element)
    case text(String)
  }

  enum Failure: Error, CustomStringConvertible {
    case noElement(String)
    case malformed(String)
    var description: String {
      switch self {
      case .noElement(let id): "no element \(id)"
      case .malformed(let what): "malformed: \(what)"
      }
    }
  }

  /// The form.
  let root = Element(name: "form", attributes: [])

  init(fragment: String) {
    root.children = Self.parse(fragment)
  }

  /// The form's content as HTML.
  var html: String {
    var out = ""
    for child in root.children { Self.write(child, to: &out) }
    return out
  }

  var version: Int? {
    find { $0.name == "input" && $0.attribute("name") == .some("version") }
      .flatMap { $0.attribute("value") ?? nil }.flatMap { Int($0) }
  }

  /// Applies a patch's JSON; throws when it does not fit, as the page script then reloads.
  func apply(patchJSON: String) throws {
    guard
      let patch = try JSONSerialization.jsonObject(with: Data(patchJSON.utf8)) as? [String: Any],
      let from = patch["from"] as? Int, let to = patch["to"] as? Int,
      let operations = patch["ops"] as? [[Any]]
    else { throw Failure.malformed(patchJSON) }
    guard from == version else {
      throw Failure.malformed("patch from \(from), page \(version ?? -1)")
    }
    for operation in operations { try apply(operation) }
    find { $0.name == "input" && $0.attribute("name") == .some("version") }?.set(
      "value", String(to))
  }

  private func apply(_ operation: [Any]) throws {
    let string = { (index: Int) in operation[index] as? String }
    switch string(0) {
    case "r":
      let (parent, index) = try locate(string(1))
      parent.children.replaceSubrange(index...index, with: Self.parse(string(2) ?? ""))
    case "a":
      let target = try element(string(1))
      guard case .element(let model) = Self.parse(string(2) ?? "").first else {
        throw Failure.malformed("start tag")
      }
      target.attributes.removeAll { model.attribute($0.name) == nil }
      for attribute in model.attributes { target.set(attribute.name, attribute.value) }
    case "i":
      let parent = try element(string(1))
      let index = try string(2).map { try offset(of: $0, in: parent) } ?? parent.children.count
      parent.children.insert(contentsOf: Self.parse(string(3) ?? ""), at: index)
    case "m":
      let (oldParent, oldIndex) = try locate(string(1))
      let moved = oldParent.children.remove(at: oldIndex)
      let parent = try element(string(2))
      let index = try string(3).map { try offset(of: $0, in: parent) } ?? parent.children.count
      parent.children.insert(moved, at: index)
    case "x":
      let (parent, index) = try locate(string(1))
      parent.children.remove(at: index)
    case "d":
      guard
        let main = root.children.firstIndex(where: {
          if case .element(let element) = $0 {
            element.attribute("class") == .some("main")
          } else {
            false
          }
        }), case .element(let mainElement) = root.children[main]
      else { throw Failure.noElement("main") }
      root.children.removeSubrange((main + 1)...)
      root.children.append(contentsOf: Self.parse(string(2) ?? ""))
      if operation[1] as? Bool == true {
        mainElement.set("inert", nil)
      } else {
        mainElement.attributes.removeAll { $0.name == "inert" }
      }
    default:
      throw Failure.malformed("operation \(operation)")
    }
  }

  private func element(_ id: String?) throws -> Element {
    guard let id, let found = find({ $0.attribute("id") == .some(id) }) else {
      throw Failure.noElement(id ?? "nil")
    }
    return found
  }

  private func offset(of id: String, in parent: Element) throws -> Int {
    let (found, index) = try locate(id)
    guard found === parent else { throw Failure.noElement("\(id) in its parent") }
    return index
  }

  /// The parent of the element `id` (the first in document order, as `getElementById`).
  private func locate(_ id: String?) throws -> (Element, Int) {
    var result: (Element, Int)?
    func search(_ element: Element) {
      for (index, child) in element.children.enumerated() where result == nil {
        guard case .element(let child) = child else { continue }
        if child.attribute("id") == .some(id) {
          result = (element, index)
          return
        }
        search(child)
      }
    }
    search(root)
    guard let result else { throw Failure.noElement(id ?? "nil") }
    return result
  }

  private func find(_ predicate: (Element) -> Bool) -> Element? {
    func search(_ element: Element) -> Element? {
      for case .element(let child) in element.children {
        if predicate(child) { return child }
        if let found = search(child) { return found }
      }
      return nil
    }
    return search(root)
  }

  // MARK: Reading and writing markup

  private static let voidElements: Set<String> = ["input", "hr", "br", "meta", "link"]

  static func parse(_ html: String) -> [Node] {
    let top = Element(name: "#top", attributes: [])
    var stack = [top]
    var rest = Substring(html)
    while !rest.isEmpty {
      if rest.hasPrefix("</") {
        let end = rest.firstIndex(of: ">")!
        let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
        rest = rest[rest.index(after: end)...]
        if let index = stack.lastIndex(where: { $0.name == name }), index > 0 {
          stack.removeSubrange(index...)
        }
      } else if rest.hasPrefix("<") {
        let (element, after) = startTag(rest)
        rest = after
        stack.last!.children.append(.element(element))
        if !voidElements.contains(element.name) { stack.append(element) }
      } else {
        let end = rest.firstIndex(of: "<") ?? rest.endIndex
        stack.last!.children.append(.text(String(rest[..<end])))
        rest = rest[end...]
      }
    }
    return top.children
  }

  private static func startTag(_ html: Substring) -> (Element, Substring) {
    var rest = html.dropFirst()
    let name = String(rest.prefix { $0 != " " && $0 != ">" })
    rest = rest.dropFirst(name.count)
    var attributes: [(name: String, value: String?)] = []
    while true {
      rest = rest.drop { $0 == " " }
      if rest.first == ">" {
        return (Element(name: name, attributes: attributes), rest.dropFirst())
      }
      let attribute = String(rest.prefix { $0 != "=" && $0 != " " && $0 != ">" })
      rest = rest.dropFirst(attribute.count)
      if rest.first == "=" {
        rest = rest.dropFirst(2)  // `="`
        let value = String(rest.prefix { $0 != "\"" })
        rest = rest.dropFirst(value.count + 1)
        attributes.append((attribute, value))
      } else {
        attributes.append((attribute, nil))
      }
    }
  }

  private static func write(_ node: Node, to out: inout String) {
    switch node {
    case .text(let text):
      out += text
    case .element(let element):
      out += "<" + element.name
      for (name, value) in element.attributes {
        out += value.map { " \(name)=\"\($0)\"" } ?? " \(name)"
      }
      out += ">"
      guard !voidElements.contains(element.name) else { return }
      for child in element.children { write(child, to: &out) }
      out += "</\(element.name)>"
    }
  }
}
