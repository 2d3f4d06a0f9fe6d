import ArgumentParser
import Foundation
import TaskManagerDomain
import TaskPaper

/// `triptych-bench domain`: the TaskManager database with a large outline — import, cold
/// load, export, single edits (each one durable transaction), and a login.
///
/// ```
/// $ swift run -c release triptych-bench domain --items 100000
/// ```
struct DomainBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "domain",
    abstract: "TaskManager database: load time and edits per second on a large outline."
  )

  @Option(help: "Items in the generated outline.")
  var items = 100_000

  @Option(help: "Edits per round for the edit benchmark.")
  var edits = 100

  @Option(help: "Measurement rounds (the median is kept).")
  var rounds = 5

  @Option(help: "Folder for the temporary database (its disk is what is measured).")
  var directory = FileManager.default.temporaryDirectory.path

  func run() async throws {
    let folder = directory + "/triptych-bench-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/bench.sqlite"
    let text = TaskPaperDocumentGenerator.document(items: items)
    let megabytes = Double(text.utf8.count) / 1e6
    let outline = Outline(parsing: text)
    print(
      "Outline: \(outline.items.count) items, \(String(format: "%.1f", megabytes)) MB; "
        + "database in \(directory)\n")

    let database = try TaskManagerDatabase(path: path)
    let user = try await database.accounts.create(
      username: "runner", password: "Pw-\(UUID().uuidString)")

    let parse = measure("parse the text (baseline)", iterations: 1, rounds: rounds) {
      blackHole(Outline(parsing: text))
    }
    let importing = await measureAsync("import (replace all rows)", iterations: 1, rounds: 3) {
      _ = try? await database.outlines.replace(with: text, for: user.id)
    }
    let load = await measureAsync(
      "cold load (new connection, read rows)", iterations: 1, rounds: rounds
    ) {
      guard let fresh = try? TaskManagerDatabase(path: path) else { return }
      blackHole(try? await fresh.outlines.load(user.id))
    }
    let export = await measureAsync("export (cached outline → text)", iterations: 1, rounds: rounds)
    {
      blackHole(try? await database.outlines.exportText(for: user.id))
    }
    let rows = try await database.outlines.load(user.id).outline.items.count
    report(
      title: "TaskManager domain: \(rows)-item outline",
      baseline: parse, [importing, load, export])

    // Each edit is a durable transaction (synchronous = FULL); the baseline applies the same
    // kind of edits to the Outline value in memory only.
    var random = BenchRandom(seed: 42)
    var memory = try await database.outlines.load(user.id).outline
    let inMemory = measure("edit in memory only (baseline)", iterations: edits, rounds: rounds) {
      let edit = Self.randomEdit(memory, &random)
      try? Self.applyInMemory(edit, to: &memory)
    }
    var current = try await database.outlines.load(user.id)
    var kinds: [String: Int] = [:]
    let stored = await measureAsync(
      "edit, stored (one transaction)", iterations: edits, rounds: rounds
    ) {
      let edit = Self.randomEdit(current.outline, &random)
      kinds[Self.kind(edit), default: 0] += 1
      if let updated = try? await database.outlines.apply(
        edit, basedOn: current.revision, for: user.id)
      {
        current = updated
      }
    }
    let perSecond = 1e9 / stored.nanosecondsPerOperation
    var withRate = stored
    withRate.note = String(format: "%.0f edits/s; mix %@", perSecond, Self.describe(kinds))
    report(
      title: "TaskManager domain: single edits on \(rows) items", baseline: inMemory, [withRate])

    let hasher = try TaskManagerDatabase(path: path)
    let login = await measureAsync("login (bcrypt cost 10 verify)", iterations: 1, rounds: rounds) {
      // A fresh throttle each time: the figure is the bcrypt check, not a throttled refusal.
      let authenticator = Authenticator(database: hasher, throttle: LoginThrottle())
      _ = try? await authenticator.login(username: "runner", password: "wrong-password")
    }
    print("Login check (bcrypt cost 10): \(formatNanoseconds(login.nanosecondsPerOperation))\n")
  }

  /// One of: set text, add a tag, insert after, move to the end — on a random item.
  static func randomEdit(_ outline: Outline, _ random: inout BenchRandom) -> OutlineEdit {
    let id = outline.items[Int(random.next() % UInt64(outline.items.count))].id
    switch random.next() % 4 {
    case 0: return .setText(id, "- edited \(random.next() % 1000)")
    case 1: return .setTag(id, name: "bench", value: String(random.next() % 100))
    case 2: return .insert("- inserted", at: .after(id))
    default: return .move(id, to: .lastChild(of: nil))
    }
  }

  static func applyInMemory(_ edit: OutlineEdit, to outline: inout Outline) throws {
    switch edit {
    case .setText(let id, let body): try outline.setBody(body, of: id)
    case .setTag(let id, let name, let value): try outline.setTag(name, value: value, on: id)
    case .insert(let body, let point): try outline.insert(body, at: point)
    case .move(let id, let point): try outline.move(id, to: point)
    default: break
    }
  }

  static func kind(_ edit: OutlineEdit) -> String {
    switch edit {
    case .setText: "text"
    case .setTag: "tag"
    case .insert: "insert"
    case .move: "move"
    default: "other"
    }
  }

  static func describe(_ kinds: [String: Int]) -> String {
    kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }
}

/// SplitMix64: the same edits on every run.
struct BenchRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
