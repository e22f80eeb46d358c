// XMLTree.swift: a small element tree parsed with Foundation's XMLParser, so tests can check that
// a document is well-formed and read its elements and attributes.

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of a parsed document: its name, attributes, child elements and text.
public final class ParsedElement {
    /// The qualified name, prefix included (`svg`, `clipPath`).
    public let name: String
    /// The attributes by qualified name (`xlink:href`), entities resolved.
    public let attributes: [String: String]
    /// The child elements, in document order.
    public fileprivate(set) var children: [ParsedElement] = []
    /// The character data directly inside this element, entities resolved.
    public fileprivate(set) var text = ""
    /// The enclosing element; nil for the root.
    public fileprivate(set) weak var parent: ParsedElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The value of attribute `name`, or nil.
    public subscript(_ name: String) -> String? { attributes[name] }

    /// Every element below this one (not itself), depth first in document order.
    public var descendants: [ParsedElement] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The descendants named `name`, in document order.
    public func descendants(named name: String) -> [ParsedElement] {
        descendants.filter { $0.name == name }
    }

    /// The child elements named `name`, in order.
    public func children(named name: String) -> [ParsedElement] {
        children.filter { $0.name == name }
    }

    /// The enclosing elements, innermost first.
    public var ancestors: [ParsedElement] {
        var result: [ParsedElement] = []
        var current = parent
        while let element = current {
            result.append(element)
            current = element.parent
        }
        return result
    }
}

/// Parses XML text with XMLParser.
public enum XMLTree {
    /// A document that XMLParser refused, with its reason and position.
    public struct ParseError: Error, CustomStringConvertible {
        /// What the parser said, with the line and column.
        public let description: String
    }

    /// The root element of `text`; throws when the document is not well-formed.
    public static func parse(_ text: String) throws -> ParsedElement {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let reason = parser.parserError.map { String(describing: $0) } ?? "no root element"
            throw ParseError(description: "\(reason) at line \(parser.lineNumber), column \(parser.columnNumber)")
        }
        return root
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: ParsedElement?
    private var stack: [ParsedElement] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = ParsedElement(name: elementName, attributes: attributeDict)
        if let parent = stack.last {
            element.parent = parent
            parent.children.append(element)
        } else {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
