import Foundation
import TaskPaper
import Testing

@testable import TaskManagerDomain

@Suite("Import and export round trip")
struct CorpusRoundTripTests {
  @Test("Every corpus document imports, reloads and exports as TaskPaper serializes it")
  func corpus() async throws {
    let database = try makeDatabase()
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
    let documents = try corpusDocuments()
    #expect(documents.count >= 50)
    for (name, bytes) in documents {
      let expected = Outline(parsing: bytes)
      let imported = try await database.outlines.importData(bytes, for: ada.id)
      #expect(shape(imported) == shape(expected), "\(name)")
      let fresh = try reopen(database)
      #expect(shape(try await fresh.outlines.load(ada.id)) == shape(expected), "\(name)")
      #expect(try await fresh.outlines.exportText(for: ada.id) == expected.serialized(), "\(name)")
    }
  }

  @Test("Exported text imports back to the same outline")
  func exportImport() async throws {
    let database = try makeDatabase()
    let ada = try await database.accounts.create(username: "ada", password: "analytical-engine")
    for (name, bytes) in try corpusDocuments() {
      _ = try await database.outlines.importData(bytes, for: ada.id)
      let text = try await database.outlines.exportText(for: ada.id)
      let again = try await database.outlines.replace(with: text, for: ada.id)
      #expect(again.serialized() == text, "\(name)")
    }
  }
}
