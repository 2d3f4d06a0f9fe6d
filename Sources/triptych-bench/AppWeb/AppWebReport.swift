import Foundation

/// The markdown tables of `triptych-bench app-web`: every case per variant and size with its
/// ratios to `/health`, memory per session, and a summary in the shape of issue 16's table.
struct AppWebReport {
  struct Row {
    var account: AppWebDatabase.Account
    var result: AppWebScenario.Result
    var idleCPUPerSecond: Double
  }

  var repetitions: Int
  var extraSessions: Int
  var idleSessions: Int

  func render(_ results: [(architecture: String, rows: [Row])]) -> String {
    var lines: [String] = []
    for (architecture, rows) in results {
      lines += cases(architecture, rows)
      lines += memory(architecture, rows)
    }
    lines += summary(results)
    lines += socketSummary(results)
    lines.append(
      "Medians of \(repetitions) repetitions after one warm-up; times are wall time at the "
        + "client until the page is settled; bytes are whole answers (head and body); "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores shared by server and client.")
    return lines.joined(separator: "\n")
  }

  private func cases(_ architecture: String, _ rows: [Row]) -> [String] {
    var lines = [
      "## app-web: \(architecture)", "",
      "| outline | case | time | × /health | on the wire | server CPU | × /health "
        + "| client CPU | note |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for row in rows {
      let health = row.result.health
      let size = "\(AppWebBenchmark.describeSize(row.account.targetBytes))"
      for item in [health] + row.result.cases {
        var notes: [String] = []
        if item.followUps > 0 {
          notes.append(
            item.name.hasSuffix(AppWebScenario.socketSuffix)
              ? "\(item.followUps) live updates pushed"
              : "\(item.followUps) /fragment fetches after /live")
        }
        if item.failures > 0 { notes.append("\(item.failures) refused") }
        if let renders = item.renders {
          notes.append("views resolved / reused, nodes changed: \(renders)")
        }
        lines.append(
          "| \(size) | \(item.name) | \(formatNanoseconds(item.wall)) | "
            + "\(ratio(item.wall, health.wall)) | \(formatBytes(item.bytes)) | "
            + "\(formatNanoseconds(item.serverCPU)) | \(ratio(item.serverCPU, health.serverCPU)) | "
            + "\(formatNanoseconds(item.clientCPU)) | \(notes.joined(separator: "; ")) |")
      }
      let signIn = row.result.signIn
      let first = signIn.samples.first?.serverCPUNanoseconds ?? .nan
      lines.append(
        "| \(size) | \(signIn.name) | \(formatNanoseconds(signIn.wall)) | | | "
          + "\(formatNanoseconds(signIn.serverCPU)) | | \(formatNanoseconds(signIn.clientCPU)) | "
          + "\(signIn.samples.count) sessions (the first: \(formatNanoseconds(first)) server CPU, "
          + "the outline not yet cached); bcrypt, outline load, Home; the time includes the "
          + "welcome message's 1 s |")
    }
    lines.append("")
    return lines
  }

  private func memory(_ architecture: String, _ rows: [Row]) -> [String] {
    var lines = [
      "| \(architecture): outline | items | RSS, first session | RSS per further session "
        + "(\(extraSessions) signed in) | heap per further session | RSS per idle session (\(idleSessions) on the login page) "
        + "| heap per idle session | idle server CPU |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for row in rows {
      lines.append(
        "| \(AppWebBenchmark.describeSize(row.account.targetBytes)) "
          + "(\(formatBytes(Double(row.account.bytes)))) | \(row.account.items) | "
          + "\(formatBytes(Double(row.result.firstSessionBytes))) | "
          + "\(extraSessions > 0 ? formatBytes(Double(row.result.perSessionBytes)) : "—") | "
          + "\(extraSessions > 0 ? formatBytes(Double(row.result.perSessionHeapBytes)) : "—") | "
          + "\(idleSessions > 0 ? formatBytes(Double(row.result.perIdleSessionBytes)) : "—") | "
          + "\(idleSessions > 0 ? formatBytes(Double(row.result.perIdleSessionHeapBytes)) : "—") | "
          + "\(formatNanoseconds(row.idleCPUPerSecond)) per s |")
    }
    lines.append("")
    return lines
  }

  /// Issue 16's table: one click (select a row) and memory, per variant and size.
  private func summary(_ results: [(architecture: String, rows: [Row])]) -> [String] {
    var lines = [
      "## app-web: one click (select a row) per outline", "",
      "| variant | outline | items | bytes sent back | time per click | server CPU per click "
        + "| × /health CPU | RSS per signed-in session |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for (architecture, rows) in results {
      for row in rows {
        guard let select = row.result.cases.first(where: { $0.name == "select a row" }) else {
          continue
        }
        lines.append(
          "| \(architecture) | \(AppWebBenchmark.describeSize(row.account.targetBytes)) | "
            + "\(row.account.items) | \(formatBytes(select.bytes)) | "
            + "\(formatNanoseconds(select.wall)) | \(formatNanoseconds(select.serverCPU)) | "
            + "\(ratio(select.serverCPU, row.result.health.serverCPU)) | "
            + "\(extraSessions > 0 ? formatBytes(Double(row.result.perSessionBytes)) : "—") |")
      }
    }
    lines.append("")
    return lines
  }

  /// Issue 16's WebSocket target: server CPU per event over the socket against one
  /// `GET /health`, and against the same event over HTTP (`POST /events`, `/live`).
  private func socketSummary(_ results: [(architecture: String, rows: [Row])]) -> [String] {
    var lines = [
      "## app-web: server CPU per event, WebSocket against HTTP and GET /health", "",
      "| variant | outline | event | GET /health | over HTTP | over the WebSocket "
        + "| socket × /health | socket × HTTP |",
      "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for (architecture, rows) in results {
      for row in rows {
        let health = row.result.health.serverCPU
        for http in row.result.cases {
          guard
            let socket = row.result.cases.first(where: {
              $0.name == http.name + AppWebScenario.socketSuffix
            })
          else { continue }
          lines.append(
            "| \(architecture) | \(AppWebBenchmark.describeSize(row.account.targetBytes)) | "
              + "\(http.name) | \(formatNanoseconds(health)) | "
              + "\(formatNanoseconds(http.serverCPU)) | \(formatNanoseconds(socket.serverCPU)) | "
              + "\(ratio(socket.serverCPU, health)) | \(ratio(socket.serverCPU, http.serverCPU)) |")
        }
      }
    }
    lines.append("")
    return lines
  }

  private func ratio(_ value: Double, _ baseline: Double) -> String {
    guard value.isFinite, baseline > 0 else { return "" }
    return value / baseline >= 100
      ? String(format: "%.0f×", value / baseline) : String(format: "%.2f×", value / baseline)
  }
}
