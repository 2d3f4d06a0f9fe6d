import ArgumentParser
import Foundation
import TaskPaper

/// `triptych-bench taskpaper`: parse, serialize and query speed on one document (a file, or a
/// generated realistic one), each against a baseline that only splits the same bytes into
/// lines in the same run.
///
/// ```
/// $ swift run -c release triptych-bench taskpaper --generate /tmp/10mb.taskpaper
/// $ swift run -c release triptych-bench taskpaper --file /tmp/10mb.taskpaper
/// ```
struct TaskPaperBenchmark: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "taskpaper",
    abstract: "TaskPaper parse / serialize / query throughput against a line-split baseline."
  )

  @Option(help: "Measure this TaskPaper file instead of a generated document.")
  var file: String?

  @Option(help: "Write the generated document to this path and exit (no measuring).")
  var generate: String?

  @Option(help: "Size of the generated document in megabytes.")
  var megabytes = 10

  @Option(help: "Measurement rounds (the median is kept).")
  var rounds = 5

  func run() throws {
    let bytes: [UInt8]
    let source: String
    if let file {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
      source = file
    } else {
      bytes = Array(TaskPaperDocumentGenerator.document(bytes: megabytes * 1_000_000).utf8)
      source = "generated document"
    }
    if let generate {
      try Data(bytes).write(to: URL(fileURLWithPath: generate))
      print("Wrote \(bytes.count) bytes to \(generate)")
      return
    }
    let mb = Double(bytes.count) / 1_000_000
    let text = String(decoding: bytes, as: UTF8.self)
    let outline = try Outline(validating: bytes)
    print("Document: \(source), \(String(format: "%.1f", mb)) MB, \(outline.items.count) items\n")

    func throughput(_ m: Measurement) -> Measurement {
      var m = m
      let rate = String(format: "%.1f MB/s", mb / (m.nanosecondsPerOperation / 1e9))
      m.note = m.note.isEmpty ? rate : rate + "; " + m.note
      return m
    }
    let baseline = measure("line split (baseline)", iterations: 1, rounds: rounds) {
      blackHole(TaskPaperDocumentGenerator.splitLines(bytes))
    }
    let parse = measure("parse (bytes, validating UTF-8)", iterations: 1, rounds: rounds) {
      blackHole(try? Outline(validating: bytes))
    }
    let parseText = measure("parse (String)", iterations: 1, rounds: rounds) {
      blackHole(Outline(parsing: text))
    }
    let serialize = measure("serialize", iterations: 1, rounds: rounds) {
      blackHole(outline.serialized())
    }
    // What the CLI does before parsing: the file read into text, its UTF-8 checked.
    let read = file.map { path in
      measure("read file (`TextFile.read`)", iterations: 1, rounds: rounds) {
        blackHole(try? TextFile.read(path))
      }
    }
    var queries: [Measurement] = []
    for source in ["//@done", "//task @priority > 2", "//task @priority >= [n] 2 and not @done"] {
      let path = try ItemPath(source)
      let matches = outline.evaluate(path).count
      queries.append(
        measure("query `\(source)`", iterations: 1, rounds: rounds, note: "\(matches) matches") {
          blackHole(outline.evaluate(path))
        })
    }
    report(
      title: "TaskPaper: \(String(format: "%.1f", mb)) MB, \(outline.items.count) items",
      baseline: throughput(baseline),
      ([read, parse, parseText, serialize].compactMap { $0 }).map(throughput) + queries)
  }
}
