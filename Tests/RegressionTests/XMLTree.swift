import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element, built with Foundation's XMLParser, for checking reports.
final class XMLElementNode {
  let name: String
  let attributes: [String: String]
  var children: [XMLElementNode] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// Every element named `name` below this one (depth first, document order).
  func all(_ name: String) -> [XMLElementNode] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
  }

  /// Parses `data`; throws the parser's error for a document that is not well-formed.
  static func parse(_ data: Data) throws -> XMLElementNode {
    let builder = Builder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    return root
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let node = XMLElementNode(name: elementName, attributes: attributes)
      if let parent = stack.last { parent.children.append(node) } else { root = node }
      stack.append(node)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
