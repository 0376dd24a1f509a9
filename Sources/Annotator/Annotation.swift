import Imaging

/// An annotated screenshot: the image, where each part of it sits, and its words.
public struct Annotation: Hashable, Sendable {
  /// The annotated image: header, panels, legend.
  public var image: RGBAImage
  /// Where the header, panels and legend sit, and how screenshot pixels map into the panels.
  public var layout: AnnotationLayout
  /// The header and legend text drawn on the image.
  public var legend: AnnotationLegend
}
