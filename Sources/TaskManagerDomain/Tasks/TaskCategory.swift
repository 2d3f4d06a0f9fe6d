import TaskPaper

/// One entry of the Home sidebar: everything, one project, or one tag.
///
/// Every architecture lists the same categories in the same order and filters them the same
/// way, so the sidebar and the item list are defined once, here.
///
/// ```swift
/// for category in outline.categories() { print(category.title) }
/// // All, Inbox, @due, @done, @priority
/// let rows = outline.items(in: .tag("due"), showDone: false)
/// ```
public enum TaskCategory: Hashable, Sendable, Codable {
  /// Every item.
  case all
  /// The items under one project (its descendants).
  case project(ItemID, name: String)
  /// The items carrying a tag, by name without the `@`.
  case tag(String)

  /// The text shown in the sidebar and as the list's title.
  public var title: String {
    switch self {
    case .all: "All"
    case .project(_, let name): name
    case .tag(let name): "@" + name
    }
  }

  /// The tags the sidebar always offers, even when no item carries them yet.
  public static let standardTags = ["due", "done"]
}

extension Outline {
  /// The sidebar: All, each project in outline order, `@due`, `@done`, then every other tag
  /// in natural order (`@p2` before `@p10`).
  public func categories() -> [TaskCategory] {
    DerivedLists.shared.categories(of: self) { deriveCategories() }
  }

  func deriveCategories() -> CategoryList {
    var projects: [TaskCategory] = []
    var otherTagCounts: [String: Int] = [:]
    for item in items {
      if item.type == .project { projects.append(.project(item.id, name: item.content)) }
      CategoryList.count(item, 1, in: &otherTagCounts)
    }
    return CategoryList(projects: projects, otherTagCounts: otherTagCounts)
  }

  /// The items listed for `category`, in outline order, without blank lines. Items tagged
  /// `@done` are left out unless `showDone` is on or the category is `@done` itself.
  public func items(in category: TaskCategory, showDone: Bool) -> OutlineItems {
    DerivedLists.shared.items(of: self, in: category, showDone: showDone) {
      deriveItems(in: category, showDone: showDone)
    }
  }

  func deriveItems(in category: TaskCategory, showDone: Bool) -> ItemList {
    let candidates: Range<Int>
    switch category {
    case .all, .tag:
      candidates = items.indices
    case .project(let id, _):
      guard let index = index(of: id) else {
        return ItemList(items: [], indexes: [], candidates: 0..<0)
      }
      candidates = (index + 1)..<subtreeEnd(of: index)
    }
    var listed = OutlineItems()
    var indexes: [Int] = []
    for index in candidates
    where ItemList.lists(items[index], in: category, showDone: showDone) {
      listed.append(items[index])
      indexes.append(index)
    }
    return ItemList(items: listed, indexes: indexes, candidates: candidates)
  }

  /// The category that still describes `category` after an edit: a renamed project keeps its
  /// place, a deleted one falls back to All.
  public func refreshed(_ category: TaskCategory) -> TaskCategory {
    guard case .project(let id, _) = category else { return category }
    guard let project = self[id: id], project.type == .project else { return .all }
    return .project(id, name: project.content)
  }
}
