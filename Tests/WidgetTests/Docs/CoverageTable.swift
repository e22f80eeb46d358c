// CoverageTable.swift: the table of Docs/Coverage.md, made from the compiler's symbol graphs of
// the public modules (what `swift symbolgraph-extract` writes), never from the source text.
import Foundation

/// The parts of a symbol graph file (`Module.symbols.json`, `Module@Other.symbols.json`) the
/// coverage table reads.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Fragment: Decodable { var kind: String; var spelling: String }
        struct Names: Decodable { var title: String; var subHeading: [Fragment]? }
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var names: Names
        var docComment: DocComment?
        struct Availability: Decodable {
            var isUnconditionallyDeprecated: Bool?
            var deprecated: [String: Int]?
            var renamed: String?
        }
        var declarationFragments: [Fragment]?
        var availability: [Availability]?
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
}

/// Docs/Coverage.md's generated table: one row per type, its UIKit members in one column and its
/// headless additions in the other.
///
/// The rule for a headless addition (a symbol that is not UIKit, Core Animation, Core Graphics or
/// Foundation API, written for tests and tools): its doc comment says "headless addition"; or it
/// lives in a type declared here whose outermost name has no `UI`, `CA`, `CG`, `CF` or `NS` prefix
/// (`Headless`, `SVGDrawingContext`, `DrawingCommand`, ...; extensions of Foundation's types such
/// as `IndexPath` are not, and `Timer` is Foundation's name), or in a type whose doc comment says
/// so (`UIImage.NineSlicePiece`); or it overrides a headless addition (a label's
/// `drawSVGContent(in:)`) or is a protocol's member, copied into a conforming type, whose doc
/// comment says so. Members every type gets from the standard library's protocols are left out.
struct CoverageTable {
    /// What one symbol contributes to the table.
    struct Entry {
        var owner: String
        var text: String
        var isType: Bool
        var isHeadless: Bool
        /// For a type alias: what it names (and whether it is deprecated).
        var note: String? = nil
    }

    static let typeKinds: Set<String> = ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"]
    static let appleTypePrefixes = ["UI", "CA", "CG", "CF", "NS"]
    /// Names declared here that are Apple's without those prefixes.
    static let appleTypeNames: Set<String> = ["Timer"]
    /// The row that holds the functions and constants declared outside any type.
    static let globalRow = "(functions and constants)"

    var entries: [Entry] = []

    init(graphs: [SymbolGraph]) {
        let symbols = graphs.flatMap(\.symbols)
        let relationships = graphs.flatMap(\.relationships)
        var byID: [String: SymbolGraph.Symbol] = [:]
        for symbol in symbols { byID[symbol.identifier.precise] = symbol }
        // The outermost types these modules declare (not those they only extend).
        let declaredTypes = Set(symbols.filter { $0.pathComponents.count == 1 && Self.typeKinds.contains($0.kind.identifier) }
            .map { $0.pathComponents[0] })

        // Requirements of protocols with a default implementation somewhere are optional to write.
        var defaulted = Set<String>()
        var requirements = Set<String>()
        var overridden: [String: String] = [:]
        for relation in relationships {
            switch relation.kind {
            case "defaultImplementationOf": defaulted.insert(relation.target)
            case "requirementOf": requirements.insert(relation.source)
            case "overrides": overridden[relation.source] = relation.target
            default: break
            }
        }

        var typesByPath: [[String]: SymbolGraph.Symbol] = [:]
        for symbol in symbols where Self.typeKinds.contains(symbol.kind.identifier) {
            typesByPath[symbol.pathComponents] = symbol
        }
        func isMarked(_ symbol: SymbolGraph.Symbol?) -> Bool {
            let comment = symbol?.docComment?.lines.map(\.text).joined(separator: " ") ?? ""
            return comment.range(of: "headless addition", options: .caseInsensitive) != nil
        }
        // The type rule: declared here under a name that is not Apple's, or inside a type whose
        // doc comment marks it.
        func isInHeadlessType(_ path: [String], includingSelf: Bool) -> Bool {
            guard let outermost = path.first else { return false }
            let appleNamed = Self.appleTypeNames.contains(outermost)
                || Self.appleTypePrefixes.contains { outermost.hasPrefix($0) }
            if declaredTypes.contains(outermost), !appleNamed { return true }
            let depth = includingSelf ? path.count : path.count - 1
            return depth > 0 && (1...depth).contains { isMarked(typesByPath[Array(path.prefix($0))]) }
        }
        var headlessCache: [String: Bool] = [:]
        func isHeadless(_ id: String, depth: Int = 0) -> Bool {
            if let known = headlessCache[id] { return known }
            guard depth < 64, let symbol = byID[id] else { return false }
            // A protocol's member copied into a conforming type is API of that type, marked or
            // not as its original's doc comment says.
            let original = id.components(separatedBy: "::SYNTHESIZED::").first ?? id
            var result = isMarked(symbol) || isMarked(byID[original])
                || isInHeadlessType(symbol.pathComponents, includingSelf: Self.typeKinds.contains(symbol.kind.identifier))
            if !result, let parent = overridden[id] { result = isHeadless(parent, depth: depth + 1) }
            headlessCache[id] = result
            return result
        }

        for symbol in symbols {
            let path = symbol.pathComponents
            // Underscored names are Swift's hooks, not API.
            guard let last = path.last, !path.contains(where: { $0.hasPrefix("_") }) else { continue }
            let id = symbol.identifier.precise
            let kind = symbol.kind.identifier
            // What every type gets from the standard library's protocols (`!=`, `hashValue`, an
            // option set's `SetAlgebra` methods) is not this package's API.
            if let original = id.components(separatedBy: "::SYNTHESIZED::").first, original != id,
               byID[original] == nil { continue }
            if Self.typeKinds.contains(kind) {
                var note: String?
                let declaration = symbol.declarationFragments?.map(\.spelling).joined() ?? ""
                if kind == "swift.typealias", let equals = declaration.range(of: " = ") {
                    let aliased = String(declaration[equals.upperBound...])
                    let deprecated = symbol.availability?.contains {
                        $0.isUnconditionallyDeprecated == true || $0.deprecated != nil || $0.renamed != nil
                    } == true
                    note = "alias of " + Self.code(aliased) + (deprecated ? " (deprecated)" : "")
                }
                entries.append(Entry(owner: path.joined(separator: "."), text: "", isType: true,
                                     isHeadless: isHeadless(id), note: note))
                continue
            }
            let owner = path.count == 1 ? Self.globalRow : path.dropLast().joined(separator: ".")
            var text = symbol.names.title.isEmpty ? last : symbol.names.title
            if kind == "swift.enum.case" {
                text = "case " + last
            } else if kind.hasPrefix("swift.type.") || kind == "swift.func.op" {
                // `class func animate(...)`, `static var red`: the keyword the declaration starts with.
                let keyword = symbol.names.subHeading?.first { $0.kind == "keyword" }?.spelling
                if let keyword, keyword == "class" || keyword == "static" { text = keyword + " " + text }
            }
            if requirements.contains(id), !defaulted.contains(id) { text += Self.requiredMark }
            entries.append(Entry(owner: owner, text: text, isType: false, isHeadless: isHeadless(id)))
        }
    }

    /// The markdown table, rows sorted by type name, members sorted and without repeats (the
    /// overloads of a name and label list are one entry).
    func markdown() -> String {
        var rows: [String: (headlessType: Bool, uikit: Set<String>, headless: Set<String>)] = [:]
        var notes: [String: String] = [:]
        for entry in entries where entry.isType {
            rows[entry.owner, default: (false, [], [])].headlessType = entry.isHeadless
            notes[entry.owner] = entry.note
        }
        for entry in entries where !entry.isType {
            if entry.isHeadless {
                rows[entry.owner, default: (false, [], [])].headless.insert(entry.text)
            } else {
                rows[entry.owner, default: (false, [], [])].uikit.insert(entry.text)
            }
        }
        func cell(_ members: Set<String>) -> String {
            members.isEmpty ? "" : members.sorted().map { Self.code($0) }.joined(separator: ", ")
        }
        var lines = ["| Type | UIKit API | Headless additions |", "| --- | --- | --- |"]
        for name in rows.keys.sorted() {
            guard let row = rows[name] else { continue }
            let type = name == Self.globalRow ? name : Self.code(name) + (row.headlessType ? " (headless)" : "")
            let empty = notes[name] ?? "(type only)"
            let uikit = row.headlessType ? "" : (row.uikit.isEmpty && row.headless.isEmpty ? empty : cell(row.uikit))
            let headless = row.headlessType ? cell(row.uikit.union(row.headless)) : cell(row.headless)
            lines.append("| \(type) | \(uikit) | \(headless) |")
        }
        return lines.joined(separator: "\n")
    }

    static let requiredMark = " (required)"

    /// `text` as a code span that survives a table cell (`|` escaped), its "(required)" after it.
    static func code(_ text: String) -> String {
        let required = text.hasSuffix(requiredMark)
        let name = required ? String(text.dropLast(requiredMark.count)) : text
        return "`" + name.replacingOccurrences(of: "|", with: "\\|") + "`" + (required ? requiredMark : "")
    }
}
