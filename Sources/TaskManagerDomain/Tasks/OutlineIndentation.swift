import TaskPaper

/// How far each listed item is indented, so the Tasks list shows the outline's nesting
/// (sub-projects, subtasks, notes) as outliners do. Levels count from the shallowest item
/// listed (a project's children are at 0 in the project's own list); a tag's list gathers
/// items from anywhere in the outline, so it is flat.
///
/// ```swift
/// let indentation = OutlineIndentation(category: .all, items: items)
/// ForEach(items) { item in TaskRowView(item, indentation: indentation) }
/// ```
public struct OutlineIndentation: Sendable {
  private let base: Int?

  public init(category: TaskCategory, items: OutlineItems) {
    if case .tag = category {
      base = nil
    } else {
      // A large outline's list carries its shallowest depth over edits; a small one is read.
      let cached: Int?? = DerivedLists.shared.shallowestDepth(ofListed: items)
      base = (cached ?? items.minimumDepth) ?? 0
    }
  }

  public func level(of item: Item) -> Int {
    guard let base else { return 0 }
    return max(0, item.depth - base)
  }
}
