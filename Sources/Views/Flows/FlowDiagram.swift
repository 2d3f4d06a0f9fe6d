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

  /// Creates a diagram of one event's flow.
  public init(trace: FlowTrace) {
    self.trace = trace
  }

  /// A ``SequenceDiagram`` titled with the event's number, title and message count.
  public var body: some View {
    let lanes = trace.lanes
    let index = Dictionary(uniqueKeysWithValues: lanes.enumerated().map { ($1, $0) })
    SequenceDiagram(
      "#\(trace.id) \(trace.title): " + FlowDiagram.messages(trace.crossings),
      lanes: lanes.map(\.name),
      messages: trace.steps.map { step in
        SequenceDiagram.Message(
          from: index[step.from] ?? 0, to: index[step.to] ?? 0, label: step.message,
          detail: step.changes.flatMap { change in
            change.diff.isEmpty ? [change.description] : [change.name + ":"] + change.diff
          },
          time: "+" + step.offset.flowMilliseconds
            + (step.duration.map { " (" + $0.flowMilliseconds + ")" } ?? ""),
          style: Self.style(step.kind),
          source: step.source?.description)
      })
  }

  /// `1 message`, `3 messages`.
  static func messages(_ count: Int) -> String {
    count == 1 ? "1 message" : "\(count) messages"
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

/// The debugger's flow panel: the selected event's flow (by default the latest thing the
/// person did) and the recent events, pushed updates included, to choose from. The recorder
/// records while the panel is on screen.
///
/// ```swift
/// if isDebuggerVisible { FlowPanel(flows: context.flows) }
/// ```
public struct FlowPanel: View {
  let flows: FlowRecorder
  /// How many earlier events are listed.
  let listed: Int

  /// The section's title.
  let title: String

  /// Creates a panel titled `title` over the host's `flows`, listing up to `listed` earlier
  /// events.
  public init(flows: FlowRecorder, title: String = "Flow", listed: Int = 12) {
    self.flows = flows
    self.title = title
    self.listed = listed
  }

  /// The selected event's diagram (a hint while there is none), then the earlier events as
  /// buttons that show theirs; resolving it tells the recorder that a panel is on screen.
  public var body: some View {
    let _ = flows.panelRendered()
    let traces = flows.traces
    // By default the latest thing the person did, not a push that arrived after it.
    let latest = traces.last { $0.origin == .view } ?? traces.last
    let selected = flows.selection.flatMap { id in traces.last { $0.id == id } } ?? latest
    Section(title) {
      if let selected {
        FlowDiagram(trace: selected)
      } else {
        // Still a diagram: the host keeps recording while one is on screen.
        SequenceDiagram(
          "Use the app: the flow of each event appears here.", lanes: [], messages: [])
      }
      if traces.count > 1 {
        Section("Earlier events") {
          ForEach(traces.suffix(listed).reversed()) { trace in
            Button(
              "#\(trace.id) \(trace.title) · " + FlowDiagram.messages(trace.crossings)
                + (trace.id == selected?.id ? " (shown)" : "")
            ) {
              flows.selection = trace.id == latest?.id ? nil : trace.id
            }
          }
        }
      }
    }
  }
}
