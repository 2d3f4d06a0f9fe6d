import Foundation
import TaskManagerDomain
import TaskPaper

// The writer half of scripts/crash-test.sh: applies numbered edits to one user's outline and
// prints each number once its edit is acknowledged (committed). The script kills it with
// SIGKILL at random moments, then runs `check`, which verifies that every printed number is
// in the database and that the file passes `PRAGMA integrity_check`.
//
// Several writers may run at once on one file (`--lane L --lanes N`): each writes the numbers
// n ≡ L (mod N), each edit made on the revision that writer last saw, so the store has to merge
// the other writers' edits (it must never refuse or lose one).
//
//   triptych-crash-writer write --database PATH --user NAME [--count N] [--lane L --lanes N]
//   triptych-crash-writer check --database PATH --user NAME --acked FILE

/// Edit `n` is either a new item `- edit n`, or (every fourth of a lane) the tag `@n(n)` on the
/// lane's previous item.
func edit(_ n: Int, lanes: Int, in outline: Outline) -> OutlineEdit {
  if (n / lanes) % 4 == 3,
    let previous = outline.items.last(where: { number(of: $0) == n - lanes })
  {
    return .setTag(previous.id, name: "n", value: String(n))
  }
  return .insert("- edit \(n)", at: .lastChild(of: nil))
}

/// The numbers an item records: its own, and the tag's.
func numbers(in item: Item) -> [Int] {
  var result: [Int] = []
  if let own = number(of: item) { result.append(own) }
  if let tagged = item.tag("n").flatMap(Int.init) { result.append(tagged) }
  return result
}

func number(of item: Item) -> Int? {
  guard item.body.hasPrefix("- edit ") else { return nil }
  return Int(item.body.dropFirst(7).prefix { $0.isNumber })
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("crash-writer: \(message)\n".utf8))
  exit(1)
}

func option(_ name: String, in arguments: [String]) -> String? {
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

func open(_ path: String) -> TaskManagerDatabase {
  do {
    // A file's path, or a postgres:// URL: the crash test's PostgreSQL mode.
    return try TaskManagerDatabase(
      location: path, configuration: TaskManagerDatabase.Configuration(passwordCost: 4))
  } catch {
    fail(error.description)
  }
}

func account(_ database: TaskManagerDatabase, _ name: String) async -> User {
  do {
    if let user = try await database.accounts.find(name) { return user }
    return try await database.accounts.create(
      username: name, password: UUID().uuidString)
  } catch {
    fail(error.description)
  }
}

func write(arguments: [String]) async {
  guard let path = option("--database", in: arguments), let name = option("--user", in: arguments)
  else { fail("write needs --database and --user") }
  let count = option("--count", in: arguments).flatMap(Int.init) ?? Int.max
  let lanes = max(1, option("--lanes", in: arguments).flatMap(Int.init) ?? 1)
  let lane = (option("--lane", in: arguments).flatMap(Int.init) ?? 0) % lanes
  let database = open(path)
  let user = await account(database, name)
  do {
    var snapshot = try await database.outlines.load(user.id)
    let own = snapshot.outline.items.flatMap(numbers).filter { $0 % lanes == lane }
    var next = (own.max() ?? lane) + lanes
    var done = 0
    while done < count {
      snapshot = try await database.outlines.apply(
        edit(next, lanes: lanes, in: snapshot.outline), basedOn: snapshot.revision,
        for: user.id)
      // One write(2) per acknowledgement: it reaches the file whole or not at all.
      let line = Array("\(next)\n".utf8)
      _ = line.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      next += lanes
      done += 1
    }
  } catch {
    fail("\(error)")
  }
}

func check(arguments: [String]) async {
  guard let path = option("--database", in: arguments), let name = option("--user", in: arguments),
    let ackedPath = option("--acked", in: arguments)
  else { fail("check needs --database, --user and --acked") }
  let database = open(path)
  do {
    let integrity = try await database.integrityCheck()
    guard integrity == ["ok"] else { fail("integrity_check: \(integrity.joined(separator: "; "))") }
    guard let user = try await database.accounts.find(name) else {
      print("ok: no user yet, 0 acknowledged edits")
      return
    }
    let outline = try await database.outlines.load(user.id).outline
    let recorded = outline.items.flatMap(numbers)
    let present = Set(recorded)
    // Each number is written once, by one lane: a number twice means two writers overlapped.
    guard present.count == recorded.count else {
      fail("\(recorded.count - present.count) numbers recorded more than once")
    }
    let text = (try? String(contentsOfFile: ackedPath, encoding: .utf8)) ?? ""
    // A last line without its newline was cut by the kill: it was not fully acknowledged.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast()
    let acked = lines.compactMap { Int($0) }
    let missing = acked.filter { !present.contains($0) }
    guard missing.isEmpty else {
      fail("\(missing.count) acknowledged edits lost: \(missing.prefix(20).map(String.init))")
    }
    let unacknowledged = present.subtracting(acked).count
    print(
      "ok: \(acked.count) acknowledged edits present, \(unacknowledged) committed without "
        + "acknowledgement, \(outline.items.count) items, integrity ok")
  } catch {
    fail("\(error)")
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "write": await write(arguments: arguments)
case "check": await check(arguments: arguments)
default: fail("usage: triptych-crash-writer write|check --database PATH --user NAME …")
}
