import ArgumentParser
import TaskManagerDomain
import Testing

@testable import TriptychCommands

@Suite("triptych serve: options, variant registry, greeting")
struct ServeCommandTests {
  @Test("defaults: the TCA variant on the default database, port 8080")
  func defaults() throws {
    let command = try ServeCommand.parse([])
    #expect(command.architecture == "tca")
    #expect(command.database.path == nil)
    #expect(command.port == 8080)
    #expect(!command.demo && !command.listArchitectures)
  }

  @Test("--architecture, --database, --demo and --list-architectures parse")
  func options() throws {
    let command = try ServeCommand.parse([
      "--architecture", "TCA", "--database", "/tmp/t.sqlite", "--port", "0", "--demo",
      "--list-architectures",
    ])
    #expect(command.architecture == "TCA")
    #expect(command.database.path == "/tmp/t.sqlite")
    #expect(command.demo && command.listArchitectures)
  }

  @Test("an unknown architecture is refused with the known names")
  func unknownArchitecture() {
    #expect(throws: (any Error).self) { try ServeCommand.parse(["--architecture", "cobol"]) }
    #expect(throws: VariantLookupError.unknown("cobol", available: [.tca])) {
      try TaskManagerVariants.variant(named: "cobol", in: [TestVariants.tca])
    }
    let message = VariantLookupError.unknown("cobol", available: [.tca]).description
    #expect(
      message
        == "Unknown architecture “cobol”: choose one of tca, viper, mvvm, mvvm-state, mvc, mvc-viper, viper-tca"
        + " (this build serves tca).")
  }

  @Test("a known architecture missing from the build is refused as not available yet")
  func missingArchitecture() {
    #expect(throws: VariantLookupError.notAvailable(.viper, available: [.tca])) {
      try TaskManagerVariants.variant(named: "VIPER", in: [TestVariants.tca])
    }
    #expect(
      VariantLookupError.notAvailable(.viper, available: [.tca]).description
        == "VIPER is not available in this build yet; it serves tca.")
    for architecture in Architecture.allCases
    where TaskManagerVariants.variant(for: architecture) == nil {
      #expect(throws: (any Error).self) {
        try ServeCommand.parse(["--architecture", architecture.rawValue])
      }
    }
  }

  @Test("the registry lists TCA, each architecture at most once")
  func registry() throws {
    let names = TaskManagerVariants.available.map(\.architecture)
    #expect(names.first == .tca)
    #expect(Set(names).count == names.count)
    #expect(try TaskManagerVariants.variant(named: "tca").architecture == .tca)
  }

  @Test("the greeting starts with the URL line and says how to create an account")
  func greeting() {
    var greeting = ServeGreeting(
      url: "http://127.0.0.1:8080/",
      databasePath: "/home/ada/.local/share/triptych/triptych.sqlite",
      explicitDatabase: false, accountCount: 0, passwordMinimum: 8, variant: .tca,
      available: [.tca, .viper])
    let lines = greeting.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Triptych is running at http://127.0.0.1:8080/")
    #expect(greeting.text.contains("the login screen offers VIPER"))
    #expect(greeting.text.contains("No accounts yet."))
    #expect(greeting.text.contains("swift run triptych user add NAME   (asks for a password, 8+"))
    #expect(greeting.text.contains("swift run triptych user demo "))

    greeting.explicitDatabase = true
    greeting.databasePath = "/tmp/my data/t.sqlite"
    greeting.accountCount = 2
    #expect(greeting.text.contains("2 accounts."))
    #expect(greeting.text.contains("user add NAME --database '/tmp/my data/t.sqlite'"))

    // Once `user demo` made its account, the greeting stops offering to make it.
    greeting.hasDemoAccount = true
    #expect(!greeting.text.contains("swift run triptych user demo"))
    #expect(greeting.text.contains("The account 'demo' exists"))
  }

  @Test("serve's help names every variant")
  func helpNamesEveryVariant() {
    let help = ServeCommand.helpMessage()
    for architecture in Architecture.allCases {
      #expect(ServeCommand.architectureNames.contains(architecture.rawValue))
    }
    #expect(help.contains("mvc-viper"))
    #expect(help.contains("mvvm-state"))
  }
}
