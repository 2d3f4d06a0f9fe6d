import TriptychCommands

/// One way of building the TaskManager. Every scenario runs against every variant
/// `triptych serve` can run: the one list is ``TaskManagerVariants/available``, so a new
/// architecture that joins it joins the parity suite too.
typealias Variant = TaskManagerVariant

extension TaskManagerVariant {
  static var all: [TaskManagerVariant] { TaskManagerVariants.available }
}
