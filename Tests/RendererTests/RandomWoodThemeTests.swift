import Imaging
import Testing
import Themes

@testable import Renderer

@Suite struct RandomWoodThemeTests {
  @Test func sameSeedGivesSameTheme() {
    #expect(RandomWoodTheme.profile(seed: 7) == RandomWoodTheme.profile(seed: 7))
    #expect(RandomWoodTheme.profile(seed: 7).palette != RandomWoodTheme.profile(seed: 8).palette)
    #expect(RandomWoodTheme.profile(seed: 7).name == "random-7")
  }

  @Test func parsesOnlyRandomSeedArguments() {
    #expect(RandomWoodTheme.seed(fromArgument: "random:12") == 12)
    #expect(RandomWoodTheme.seed(fromArgument: "random:") == nil)
    #expect(RandomWoodTheme.seed(fromArgument: "random:x") == nil)
    #expect(RandomWoodTheme.seed(fromArgument: "original-1") == nil)
  }

  /// Every third theme has a board lighter than its blocks, the others a darker one; the
  /// prisoner, the blocks and the board can be told apart by eye.
  @Test(arguments: 1...30 as ClosedRange<UInt64>)
  func classesAreDistinctInEitherLightnessOrder(seed: UInt64) {
    let palette = RandomWoodTheme.profile(seed: seed).palette
    let board = LabColour(palette.board)
    let wood = LabColour(palette.wood)
    let prisoner = LabColour(palette.prisoner)
    #expect((board.l > wood.l) == RandomWoodTheme.hasLightBoard(seed: seed))
    #expect(abs(board.l - wood.l) >= 10)
    #expect(prisoner.distance(to: wood) >= RandomWoodTheme.leastDistance)
    #expect(prisoner.distance(to: board) >= RandomWoodTheme.leastDistance)
  }
}
