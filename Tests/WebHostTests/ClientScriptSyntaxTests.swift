import Foundation
import Testing

@testable import WebHost

/// ESLint checks the page script's files one by one (`scripts/lint-page-script.sh`); what the
/// server sends is those files joined in one closure, which node parses here.
@Suite("WebHost: the page script parses")
struct ClientScriptSyntaxTests {
  @Test func nodeAcceptsThePageScript() throws {
    let node = "/usr/bin/node"
    try #require(
      FileManager.default.isExecutableFile(atPath: node),
      "node is needed to check the page script: apt-get install nodejs")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("triptych-app-\(UUID().uuidString).js")
    try ClientScript.javascript.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = ["--check", file.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "node --check: \(message)")
  }
}
