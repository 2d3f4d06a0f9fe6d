import Foundation
import TaskPaper
import Testing

@Suite("Reading text files")
struct TextFileTests {
  private func file(_ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("textfile-\(UUID().uuidString).taskpaper")
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test(
    "Valid UTF-8 reads back as itself, whatever its size or characters",
    arguments: [
      "", "a", "Inbox:\n\t- Buy milk @due(2026-11-30)\n", "café 優先 😀\r\n",
      // U+FFFD in the text: what a repair looks like, so it is read the careful way.
      "- a \u{FFFD} b @done", String(repeating: "- line @tag(1)\n", count: 400_000),
    ])
  func valid(text: String) throws {
    #expect(try TextFile.read(try file(Array(text.utf8))) == text)
  }

  @Test(
    "Bytes that are not UTF-8 are refused at the first bad byte, even when a repair would keep the length",
    arguments: [
      ([0x61, 0xFF, 0x62], 1),
      ([0x61, 0x20, 0xF0, 0x9F, 0x98], 2),  // a truncated emoji: as long as U+FFFD
      ([0xED, 0xA0, 0x80], 0),  // an encoded surrogate
      (Array("- ok\n".utf8) + [0xC3], 5),
    ])
  func invalid(bytes: [UInt8], offset: Int) throws {
    let path = try file(bytes)
    #expect(throws: TextFileError.invalidUTF8(offset: offset)) { try TextFile.read(path) }
  }

  @Test("A missing file or a directory is unreadable, with the system's reason")
  func unreadable() {
    #expect {
      try TextFile.read("/nonexistent/x.taskpaper")
    } throws: { error in
      (error as? TextFileError) == .unreadable(code: ENOENT)
        && "\(error)".contains("No such file")
    }
    #expect(throws: TextFileError.unreadable(code: EISDIR)) {
      try TextFile.read(FileManager.default.temporaryDirectory.path)
    }
  }
}
