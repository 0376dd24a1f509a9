import Annotator
import ImageCodecs
import Testing

@Suite("Overlay names of one run are unique and the same every run")
struct OverlayNamesTests {
  func names(_ inputs: [String], directory: String = "out") -> [String] {
    let paths = OverlayNames.paths(for: inputs, directory: directory, format: .png)
    return inputs.map { paths[$0] ?? "-" }
  }

  @Test func keepsThePlainNameWhenNothingCollides() {
    #expect(
      names(["shots/a.png", "b.jpg"]) == ["out/a.annotated.png", "out/b.annotated.png"])
  }

  @Test func keepsTheExtensionThenTheFoldersOfNamesThatCollide() {
    #expect(
      names(["a/x.png", "b/x.png", "x.jpg", "y.png"]) == [
        "out/a-x.png.annotated.png", "out/b-x.png.annotated.png", "out/x.jpg.annotated.png",
        "out/y.annotated.png",
      ])
  }

  @Test func numbersWhatStillCollidesInInputOrder() {
    // The file `a-x.png` and `a/x.png` both end as `a-x.png` with nothing left to add.
    #expect(
      names(["a/x.png", "b/x.png", "a-x.png", "c/a-x.png"]) == [
        "out/a-x.png.annotated.png", "out/b-x.png.annotated.png", "out/a-x.png-2.annotated.png",
        "out/c-a-x.png.annotated.png",
      ])
  }

  @Test func givesTheSameNamesWhateverTheOrderOfTheOthers() {
    let forward = OverlayNames.paths(for: ["a/x.png", "b/x.png"], directory: "o", format: .webp)
    let backward = OverlayNames.paths(for: ["b/x.png", "a/x.png"], directory: "o", format: .webp)
    #expect(forward == backward)
    #expect(forward["a/x.png"] == "o/a-x.png.annotated.webp")
  }

  @Test func sideBySideAndZoomOverlaysHaveTheirOwnNames() {
    let options = AnnotationOptions(sideBySide: true, zoom: true)
    let paths = OverlayNames.paths(
      for: ["a/x.png", "b/x.png"], directory: "o", format: .png, options: options)
    #expect(paths["a/x.png"] == "o/a-x.png.annotated.side-by-side.zoom.png")
    let zoom = OverlayNames.paths(
      for: ["x.png"], directory: "o", format: .png, options: AnnotationOptions(zoom: true))
    #expect(zoom["x.png"] == "o/x.annotated.zoom.png")
  }

  @Test func anImageGivenTwiceHasOneNameAndAStreamTakesEveryInput() {
    #expect(names(["x.png", "x.png"]) == ["out/x.annotated.png", "out/x.annotated.png"])
    #expect(names(["x.png"], directory: "-") == ["-"])
  }
}
