import Flows

/// One event's flow as a sequence diagram: a lane per role it touched, an arrow per message
/// with its time since the event began and how long the receiver took, and under each arrow
/// what the message changed.
///
/// ```swift
/// FlowDiagram(trace: flows.traces.last!)
/// ```
public struct FlowDiagram: View {
  let trace: FlowTrace

  public init(trace: FlowTrace) {
    self.trace = trace
  }

  public var body: some View {
    let lanes = trace.lanes
    let index = Dictionary(uniqueKeysWithValues: lanes.enumerated().map { ($1, $0) })
    SequenceDiagram(
      "#\(trace.id) \(trace.title): \(trace.crossings) messages",
      lanes: lanes.map(\.name),
      messages: trace.steps.map { step in
        SequenceDiagram.Message(
          from: index[step.from] ?? 0, to: index[step.to] ?? 0, label: step.message,
          detail: step.changes.flatMap { change in
            change.diff.isEmpty ? [change.description] : [change.name + ":"] + change.diff
          },
          time: "+" + step.offset.flowMilliseconds
            + (step.duration.map { " (" + $0.flowMilliseconds + ")" } ?? ""),
          style: Self.style(step.kind))
      })
  }

  private static func style(_ kind: FlowStep.Kind) -> SequenceDiagram.Message.Style {
    switch kind {
    case .call: .call
    case .reply: .reply
    case .update: .update
    case .lifecycle: .lifecycle
    }
  }
}

/// The debugger's flow panel: the selected event's flow (the latest by default) and the
/// recent events to choose from. The recorder records while the panel is on screen.
///
/// ```swift
/// if isDebuggerVisible { FlowPanel(flows: context.flows) }
/// ```
public struct FlowPanel: View {
  let flows: FlowRecorder
  /// How many earlier events are listed.
  let listed: Int

  public init(flows: FlowRecorder, listed: Int = 12) {
    self.flows = flows
    self.listed = listed
  }

  public var body: some View {
    let _ = flows.panelRendered()
    let traces = flows.traces
    let selected = flows.selection.flatMap { id in traces.last { $0.id == id } } ?? traces.last
    Section("Flow") {
      if let selected {
        FlowDiagram(trace: selected)
      } else {
        // Still a diagram: the host keeps recording while one is on screen.
        SequenceDiagram("Use the app: the flow of each event appears here.", lanes: [], messages: [])
      }
      if traces.count > 1 {
        Section("Earlier events") {
          ForEach(traces.suffix(listed).reversed()) { trace in
            Button(
              "#\(trace.id) \(trace.title) · \(trace.crossings) messages"
                + (trace.id == selected?.id ? " (shown)" : "")
            ) {
              flows.selection = trace.id == traces.last?.id ? nil : trace.id
            }
          }
        }
      }
    }
  }
}
