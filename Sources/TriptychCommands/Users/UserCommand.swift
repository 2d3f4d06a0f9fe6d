import ArgumentParser
import Foundation
import TaskManagerDomain

/// `triptych user …`: the accounts people log in with.
///
/// ```
/// $ triptych user add ada
/// New password for ada: ········
/// $ triptych user list
/// ```
public struct UserCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "user",
    abstract: "Manage accounts: add, list, change password, delete.",
    discussion: """
      Passwords are read from the terminal without echo, or as one line from standard input \
      when it is piped. There is no default account: create one with `user add`, or a demo \
      account with a random password with `user demo`.
      """,
    subcommands: [
      UserAddCommand.self, UserListCommand.self, UserPasswdCommand.self, UserDeleteCommand.self,
      UserDemoCommand.self,
    ]
  )

  public init() {}
}

struct UserAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Create an account (asks for its password).")

  @Argument(help: "3–32 letters, digits, '.', '_' or '-'; compared case-insensitively.")
  var name: String

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      try Username.validate(name)
      let db = try database.open()
      if try await db.accounts.find(name) != nil { throw AccountError.usernameTaken(name) }
      let password = try PasswordInput.readNew(for: name)
      let user = try await db.accounts.create(username: name, password: password)
      printOut("Created user \(user.username).")
    }
  }
}

struct UserListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the accounts with their creation and last-login times.")

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      let users = try await database.open().accounts.list()
      if users.isEmpty {
        printOut("No users yet. Create one with: triptych user add NAME")
        return
      }
      let width = max(8, users.map(\.username.count).max() ?? 0)
      printOut(pad("USERNAME", width) + "  CREATED                LAST LOGIN")
      for user in users {
        printOut(
          pad(user.username, width) + "  " + pad(Self.format(user.createdAt), 21) + "  "
            + (user.lastLoginAt.map(Self.format) ?? "never"))
      }
    }
  }

  static func format(_ date: Date) -> String {
    date.ISO8601Format()
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}

struct UserPasswdCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "passwd", abstract: "Change an account's password (asks for the new one).")

  @Argument(help: "The account's name.")
  var name: String

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      let db = try database.open()
      guard let user = try await db.accounts.find(name) else { throw AccountError.noSuchUser(name) }
      let password = try PasswordInput.readNew(for: user.username)
      try await db.accounts.setPassword(password, for: user.username)
      printOut("Changed the password of \(user.username).")
    }
  }
}

struct UserDeleteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: "Delete an account with its outline and settings.")

  @Argument(help: "The account's name.")
  var name: String

  @Flag(help: "Do not ask for confirmation (needed when standard input is not a terminal).")
  var yes = false

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      let db = try database.open()
      guard let user = try await db.accounts.find(name) else { throw AccountError.noSuchUser(name) }
      if !yes {
        guard PasswordInput.isInteractive else {
          throw CommandFailure("Pass --yes to delete \(user.username) without a terminal.")
        }
        FileHandle.standardError.write(
          Data("Delete \(user.username) and their outline? [y/N] ".utf8))
        guard let answer = readLine(), answer.lowercased().hasPrefix("y") else {
          printOut("Nothing was deleted.")
          return
        }
      }
      try await db.accounts.delete(user.username)
      printOut("Deleted user \(user.username).")
    }
  }
}

struct UserDemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Create a demo account with a random password, printed once.")

  @Argument(help: "The account's name.")
  var name = "demo"

  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await CommandFailure.report {
      let db = try database.open()
      let password = Self.randomPassword()
      let user = try await db.accounts.create(username: name, password: password)
      _ = try await db.outlines.replace(with: Self.sampleOutline, for: user.id)
      printOut("Created user \(user.username) with password: \(password)")
      printOut("It is shown only now; change it with: triptych user passwd \(user.username)")
    }
  }

  /// 16 characters from an alphabet without look-alikes (about 90 bits).
  static func randomPassword() -> String {
    let alphabet = Array("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<16).map { _ in alphabet.randomElement(using: &generator)! })
  }

  static let sampleOutline = """
    Inbox:
    \t- Buy milk @due(2026-11-30)
    \t- Call Bob @priority(1)
    Home:
    \t- Fix the bike
    \t- Water the plants @done
    """
}
