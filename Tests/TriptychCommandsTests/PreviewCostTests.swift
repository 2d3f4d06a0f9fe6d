import Testing

@testable import TriptychCommands

@Suite("Preview cost: lines to put a screen into a state, per architecture")
struct PreviewCostTests {
  @Test("every variant with previews is measured from its own files")
  func measured() throws {
    let costs = PreviewCost.measure(TaskManagerVariants.available)
    let tca = try #require(costs.first { $0.architecture == "tca" })
    #expect(tca.previews == 20)
    #expect(tca.medianLines >= 1)
    #expect(Double(tca.folderLines) >= Double(tca.previews) * Double(tca.medianLines) / 2)
    #expect(costs.markdown().contains("| TCA | 20 | \(tca.medianLines) |"))
  }

  @Test("the claim agrees only when VIPER costs the most and TCA the least")
  func claim() throws {
    func cost(_ architecture: String, _ folderLines: Int) -> PreviewCost {
      PreviewCost(
        architecture: architecture, displayName: architecture.uppercased(), previews: 10,
        medianLines: folderLines / 20, folderLines: folderLines)
    }
    let agreeing = try #require(
      PreviewCost.claimCheck([cost("tca", 100), cost("viper", 400), cost("mvc", 200)]))
    #expect(agreeing.agrees)
    #expect(agreeing.measurement.contains("TCA 10.0, VIPER 40.0, MVC 20.0"))
    let mvcCostsMost = try #require(
      PreviewCost.claimCheck([cost("tca", 100), cost("viper", 400), cost("mvc", 500)]))
    #expect(!mvcCostsMost.agrees)
    // A hybrid borrows its halves and is not an app of its own: it is left out.
    let withHybrid = try #require(
      PreviewCost.claimCheck([cost("tca", 100), cost("viper", 400), cost("viper-tca", 900)]))
    #expect(withHybrid.agrees)
    #expect(PreviewCost.claimCheck([cost("mvc", 1)]) == nil)
  }
}
