import TaskPaper
import Testing

@testable import TaskManagerDomain

/// After an edit, the lists and text of a large outline are updated from the ones before it;
/// they must be exactly what deriving them from the new outline gives.
@Suite("Derived lists carried over edits")
struct DerivedListsCarryingTests {
  static let categories: [TaskCategory] = [.all, .tag("done"), .tag("n1"), .tag("fresh")]

  /// Two projects of 1,500 tasks, some done, some under a sub-task, tags @n0…@n4.
  static func largeOutline() -> Outline {
    var lines: [String] = []
    for project in ["Home", "Work"] {
      lines.append("\(project):")
      for number in 0..<1_500 {
        lines.append(
          "\t- \(project) \(number)" + (number % 3 == 0 ? " @done" : "") + " @n\(number % 5)")
        if number % 100 == 0 { lines.append("\t\t- Step of \(number) @n1") }
        if number % 250 == 0 { lines.append("") }
      }
    }
    return Outline(parsing: lines.joined(separator: "\n"))
  }

  /// Fills `lists` with every list and the text of `outline`, derived.
  static func prime(_ lists: DerivedLists, _ outline: Outline) -> OutlineItems {
    _ = lists.categories(of: outline) { outline.deriveCategories() }
    _ = lists.text(of: outline)
    for category in categories + [lastProject(outline.deriveCategories().categories)] {
      for showDone in [false, true] {
        _ = lists.items(of: outline, in: category, showDone: showDone) {
          outline.deriveItems(in: category, showDone: showDone)
        }
      }
    }
    return outline.items
  }

  /// Applies `edit`, then checks every list and the text against the derived ones, and
  /// whether they were carried (`carries`) or derived again.
  static func check(
    _ edit: (Outline) throws -> OutlineEdit, on outline: inout Outline, lists: DerivedLists,
    carries: Carrying, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    _ = prime(lists, outline)
    let old = outline
    let delta = try edit(outline).apply(to: &outline)
    lists.noteEdit(from: old, to: outline, delta)
    var derivedAgain: [String] = []
    let categories = lists.categories(of: outline) {
      derivedAgain.append("categories")
      return outline.deriveCategories()
    }
    #expect(categories == outline.deriveCategories().categories, sourceLocation: sourceLocation)
    for category in Self.categories + [Self.lastProject(categories)] {
      for showDone in [false, true] {
        let listed = lists.items(of: outline, in: category, showDone: showDone) {
          derivedAgain.append("\(category)")
          return outline.deriveItems(in: category, showDone: showDone)
        }
        let derived = outline.deriveItems(in: category, showDone: showDone)
        #expect(listed == derived.items, "\(category) \(showDone)", sourceLocation: sourceLocation)
        #expect(
          listed.map(\.body) == derived.items.map(\.body), sourceLocation: sourceLocation)
        // The indentation's base, kept with the list, is what reading the list gives.
        #expect(
          lists.shallowestDepth(ofListed: listed) == .some(derived.items.minimumDepth),
          "\(category) \(showDone)", sourceLocation: sourceLocation)
      }
    }
    #expect(lists.text(of: outline) == outline.serialized(), sourceLocation: sourceLocation)
    switch carries {
    case .everything:
      #expect(derivedAgain == [], "derived again", sourceLocation: sourceLocation)
    case .allButProjects:
      #expect(
        derivedAgain.allSatisfy { $0.hasPrefix("project") }, "\(derivedAgain) derived again",
        sourceLocation: sourceLocation)
    case .nothing:
      break
    }
  }

  /// What an edit is expected to carry over rather than derive again.
  enum Carrying {
    case everything
    /// A project's list is derived again (its subtree may have changed size).
    case allButProjects
    /// No promise: the edit may rearrange anything.
    case nothing
  }

  static func lastProject(_ categories: [TaskCategory]) -> TaskCategory {
    categories.last {
      if case .project = $0 { true } else { false }
    }!
  }

  static func id(_ outline: Outline, _ body: String) -> ItemID {
    outline.items.first { $0.body == body }!.id
  }

  @Test func markingDoneAndChangingTagsCarryTheListsOver() throws {
    let lists = DerivedLists()
    var outline = Self.largeOutline()
    try Self.check(
      { .setTag(Self.id($0, "- Home 1 @n1"), name: "done") }, on: &outline, lists: lists,
      carries: .everything)
    try Self.check(
      { .removeTag(Self.id($0, "- Home 3 @done @n3"), name: "done") }, on: &outline,
      lists: lists, carries: .everything)
    // A tag no item had makes a category; removing its only use takes it away.
    try Self.check(
      { .setText(Self.id($0, "- Work 7 @n2"), "- Work 7 @n2 @fresh") }, on: &outline,
      lists: lists, carries: .everything)
    #expect(outline.categories().contains(.tag("fresh")))
    try Self.check(
      { .removeTag(Self.id($0, "- Work 7 @n2 @fresh"), name: "fresh") }, on: &outline,
      lists: lists, carries: .everything)
    #expect(!outline.categories().contains(.tag("fresh")))
    // A body that becomes blank leaves every list; one that gets text back returns.
    let work8 = Self.id(outline, "- Work 8 @n3")
    try Self.check({ _ in .setText(work8, "") }, on: &outline, lists: lists, carries: .everything)
    try Self.check(
      { _ in .setText(work8, "- Work 8 again @n1") }, on: &outline, lists: lists,
      carries: .everything)
  }

  @Test func insertingAndDeletingCarryTheListsOver() throws {
    let lists = DerivedLists()
    var outline = Self.largeOutline()
    try Self.check(
      { .insert("- New one @n1 @fresh", at: .lastChild(of: Self.id($0, "Home:"))) },
      on: &outline, lists: lists, carries: .allButProjects)
    try Self.check(
      { _ in .insert("- Top level @n1", at: .lastChild(of: nil)) }, on: &outline, lists: lists,
      carries: .allButProjects)
    // A task with a sub-task, then a single task.
    try Self.check(
      { .delete(Self.id($0, "- Home 100 @n0")) }, on: &outline, lists: lists,
      carries: .allButProjects)
    try Self.check(
      { .delete(Self.id($0, "- Work 4 @n4")) }, on: &outline, lists: lists,
      carries: .allButProjects)
  }

  @Test func movesAndProjectChangesDeriveAgain() throws {
    let lists = DerivedLists()
    var outline = Self.largeOutline()
    try Self.check(
      { .indent(Self.id($0, "- Work 10 @n0")) }, on: &outline, lists: lists, carries: .nothing)
    try Self.check(
      { .setType(Self.id($0, "- Work 11 @n1"), .project) }, on: &outline, lists: lists,
      carries: .nothing)
    try Self.check(
      { .setText(Self.id($0, "Work:"), "Job:") }, on: &outline, lists: lists, carries: .nothing)
    try Self.check(
      { .move(Self.id($0, "- Home 5 @n0"), to: .lastChild(of: nil)) }, on: &outline,
      lists: lists, carries: .nothing)
  }

  @Test func theShallowestDepthFollowsEditsThatChangeIt() throws {
    let lists = DerivedLists()
    // One top-level task beside a project of 2,500 tasks: the list's shallowest items are
    // the project and that task.
    var outline = Outline(
      parsing: (["Top:"] + (0..<2_500).map { "\t- Task \($0) @n\($0 % 5)" } + ["- Loose"])
        .joined(separator: "\n"))
    func shallowest() -> Int?? {
      lists.shallowestDepth(
        ofListed: lists.items(of: outline, in: .all, showDone: false) {
          outline.deriveItems(in: .all, showDone: false)
        })
    }
    #expect(shallowest() == .some(0))
    // The loose task goes; the project is still at depth 0.
    try Self.check(
      { .delete(Self.id($0, "- Loose")) }, on: &outline, lists: lists, carries: .allButProjects)
    #expect(shallowest() == .some(0))
    // The project is done and leaves the list: its tasks are now the shallowest.
    try Self.check(
      { .setTag(Self.id($0, "Top:"), name: "done") }, on: &outline, lists: lists,
      carries: .nothing)
    #expect(shallowest() == .some(1))
    // A new top-level task is shallower again.
    try Self.check(
      { _ in .insert("- New top", at: .lastChild(of: nil)) }, on: &outline, lists: lists,
      carries: .allButProjects)
    #expect(shallowest() == .some(0))
    // Another item wanted by nobody: not one of the lists.
    #expect(lists.shallowestDepth(ofListed: OutlineItems(outline.items.prefix(3))) == nil)
  }

  @Test func severalEditsInARowAreFollowedBack() throws {
    let lists = DerivedLists()
    var outline = Self.largeOutline()
    _ = Self.prime(lists, outline)
    // Three edits with nobody asking in between (other screens render later).
    for body in ["- Home 1 @n1", "- Home 2 @n2", "- Home 4 @n4"] {
      let old = outline
      let delta = try OutlineEdit.setTag(Self.id(outline, body), name: "done").apply(to: &outline)
      lists.noteEdit(from: old, to: outline, delta)
    }
    let listed = lists.items(of: outline, in: .all, showDone: false) {
      Issue.record("derived again")
      return outline.deriveItems(in: .all, showDone: false)
    }
    #expect(listed == outline.deriveItems(in: .all, showDone: false).items)
    #expect(lists.text(of: outline) == outline.serialized())
  }
}
