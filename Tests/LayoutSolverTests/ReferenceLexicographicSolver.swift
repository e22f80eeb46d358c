// ReferenceLexicographicSolver.swift: a second, independent solver for the tests: a dense
// two-phase simplex (Bland's rule) run once per priority level, each level's optimum then fixed.

@testable import LayoutSolver

/// One constraint of a reference system: `Σ coefficients[i]·x[i] + constant relation 0`.
struct ReferenceConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: LayoutConstraintRelation
    var priority: Float
    var isRequired: Bool { priority >= 1000 }
}

/// What the reference finds for a system.
struct ReferenceSolution {
    /// The least summed error at each optional priority, highest first.
    var errors: [(priority: Float, error: Double)]
    /// Each variable's value where the optimum pins it down, nil where it may vary.
    var uniqueValues: [Double?]
}

/// A dense linear program `minimize cost·z` over `z >= 0`, solved by the textbook two-phase
/// tableau simplex; sizes here are a few dozen columns, so density costs nothing.
struct DenseLinearProgram {
    struct Row {
        var coefficients: [Double]
        var relation: LayoutConstraintRelation
        var rhs: Double
    }

    var columnCount: Int
    var rows: [Row] = []

    enum Outcome {
        case infeasible
        case unbounded
        case optimal(Double)
    }

    func minimize(_ cost: [Double]) -> Outcome {
        // Standard form: every row an equality with a nonnegative right side; a slack for each
        // inequality, and an artificial for each row that has no +1 slack to start the basis.
        let rowCount = rows.count
        let slackCount = rows.filter { $0.relation != .equal }.count
        let normalized: [(coefficients: [Double], relation: LayoutConstraintRelation, rhs: Double)] = rows.map { row in
            guard row.rhs < 0 else { return (row.coefficients, row.relation, row.rhs) }
            let flipped: LayoutConstraintRelation = switch row.relation {
            case .equal: .equal
            case .lessThanOrEqual: .greaterThanOrEqual
            case .greaterThanOrEqual: .lessThanOrEqual
            }
            return (row.coefficients.map { -$0 }, flipped, -row.rhs)
        }
        let artificialCount = normalized.filter { $0.relation != .lessThanOrEqual }.count
        let artificialStart = columnCount + slackCount
        let width = artificialStart + artificialCount
        let stride = width + 1
        // table[row * stride + column]; the last column is the right side.
        var table = Array(repeating: 0.0, count: rowCount * stride)
        var basis = Array(repeating: 0, count: rowCount)
        var slack = columnCount
        var artificial = artificialStart
        for (index, row) in normalized.enumerated() {
            for (column, value) in row.coefficients.enumerated() { table[index * stride + column] = value }
            table[index * stride + width] = row.rhs
            if row.relation != .equal {
                table[index * stride + slack] = row.relation == .lessThanOrEqual ? 1 : -1
                if row.relation == .lessThanOrEqual { basis[index] = slack }
                slack += 1
            }
            if row.relation != .lessThanOrEqual {
                table[index * stride + artificial] = 1
                basis[index] = artificial
                artificial += 1
            }
        }
        var tableau = DenseTableau(table: table, basis: basis, rowCount: rowCount, width: width)
        // Phase one: drive the artificials to zero, then out of the basis where possible.
        var phaseOne = Array(repeating: 0.0, count: width)
        for column in artificialStart..<width { phaseOne[column] = 1 }
        _ = tableau.run(phaseOne, below: width)
        var infeasibility = 0.0
        for row in 0..<rowCount where tableau.basis[row] >= artificialStart { infeasibility += tableau[row, width] }
        if infeasibility > 1e-7 { return .infeasible }
        for row in 0..<rowCount where tableau.basis[row] >= artificialStart {
            if let column = (0..<artificialStart).first(where: { !tableau.isBasic[$0] && abs(tableau[row, $0]) > 1e-9 }) {
                tableau.pivot(row, column)
            }
        }
        // Phase two on the real cost, artificials barred.
        let fullCost = cost + Array(repeating: 0, count: width - cost.count)
        guard tableau.run(fullCost, below: artificialStart) else { return .unbounded }
        var value = 0.0
        for row in 0..<rowCount { value += fullCost[tableau.basis[row]] * tableau[row, width] }
        return .optimal(value)
    }
}

/// The dense tableau `table[row * stride + column]`, last column the right side.
private struct DenseTableau {
    var table: [Double]
    var basis: [Int]
    var isBasic: [Bool]
    let rowCount: Int
    let width: Int
    var stride: Int { width + 1 }
    let tolerance = 1e-9

    init(table: [Double], basis: [Int], rowCount: Int, width: Int) {
        self.table = table
        self.basis = basis
        self.rowCount = rowCount
        self.width = width
        isBasic = Array(repeating: false, count: width)
        for column in basis { isBasic[column] = true }
    }

    subscript(row: Int, column: Int) -> Double { table[row * stride + column] }

    mutating func pivot(_ row: Int, _ column: Int) {
        let stride = stride
        table.withUnsafeMutableBufferPointer { table in
            let factor = table[row * stride + column]
            for index in 0..<stride { table[row * stride + index] /= factor }
            for other in 0..<rowCount where other != row {
                let multiple = table[other * stride + column]
                guard multiple != 0 else { continue }
                for index in 0..<stride { table[other * stride + index] -= multiple * table[row * stride + index] }
            }
        }
        isBasic[basis[row]] = false
        isBasic[column] = true
        basis[row] = column
    }

    /// Simplex for `costs` over the columns below `limit`, Bland's rule; false when unbounded.
    mutating func run(_ costs: [Double], below limit: Int) -> Bool {
        let stride = stride
        for _ in 0..<10_000 {
            // Reduced costs c_j - c_B · column j, recomputed: the tables are tiny.
            let entering: Int? = table.withUnsafeBufferPointer { table in
                for column in 0..<limit where !isBasic[column] {
                    var reduced = costs[column]
                    for row in 0..<rowCount { reduced -= costs[basis[row]] * table[row * stride + column] }
                    if reduced < -tolerance { return column }
                }
                return nil
            }
            guard let column = entering else { return true }
            var leaving: Int?
            var best = Double.infinity
            for row in 0..<rowCount where self[row, column] > tolerance {
                let ratio = self[row, width] / self[row, column]
                if ratio < best - tolerance || (ratio <= best + tolerance && basis[row] < basis[leaving ?? row]) {
                    best = min(best, ratio)
                    leaving = row
                }
            }
            guard let row = leaving else { return false }
            pivot(row, column)
        }
        return true
    }
}

/// Solves a system level by level: required constraints must hold; then for each optional
/// priority from the highest, the least summed error, which is fixed (up to a hair) before the
/// next level. Nil when the required constraints cannot all hold.
func referenceSolve(_ constraints: [ReferenceConstraint], variableCount: Int) -> ReferenceSolution? {
    // Columns: x = p - q for each variable, then the error columns of optional constraints.
    var errorColumns: [[Int]] = []
    var columnCount = 2 * variableCount
    for constraint in constraints {
        let count = constraint.isRequired ? 0 : (constraint.relation == .equal ? 2 : 1)
        errorColumns.append(Array(columnCount..<(columnCount + count)))
        columnCount += count
    }
    var program = DenseLinearProgram(columnCount: columnCount)
    for (index, constraint) in constraints.enumerated() {
        var line = Array(repeating: 0.0, count: columnCount)
        for (variable, coefficient) in constraint.coefficients.enumerated() {
            line[2 * variable] = coefficient
            line[2 * variable + 1] = -coefficient
        }
        let errors = errorColumns[index]
        switch (constraint.relation, errors.count) {
        case (.equal, 2):
            line[errors[0]] = -1
            line[errors[1]] = 1
        case (.lessThanOrEqual, 1): line[errors[0]] = -1
        case (.greaterThanOrEqual, 1): line[errors[0]] = 1
        default: break
        }
        program.rows.append(.init(coefficients: line, relation: constraint.relation, rhs: -constraint.constant))
    }
    if case .infeasible = program.minimize(Array(repeating: 0, count: columnCount)) { return nil }

    let priorities = Set(constraints.filter { !$0.isRequired }.map(\.priority)).sorted(by: >)
    var errors: [(priority: Float, error: Double)] = []
    for priority in priorities {
        var cost = Array(repeating: 0.0, count: columnCount)
        for (index, constraint) in constraints.enumerated() where constraint.priority == priority {
            for column in errorColumns[index] { cost[column] = 1 }
        }
        guard case .optimal(let best) = program.minimize(cost) else { return nil }
        errors.append((priority, max(0, best)))
        program.rows.append(.init(coefficients: cost, relation: .lessThanOrEqual, rhs: best + 1e-9 * (1 + abs(best))))
    }
    // A value is unique when its minimum and maximum over all optimal solutions meet.
    var uniqueValues: [Double?] = []
    for variable in 0..<variableCount {
        var cost = Array(repeating: 0.0, count: columnCount)
        cost[2 * variable] = 1
        cost[2 * variable + 1] = -1
        guard case .optimal(let low) = program.minimize(cost),
              case .optimal(let negativeHigh) = program.minimize(cost.map { -$0 }),
              abs(-negativeHigh - low) < 1e-6
        else {
            uniqueValues.append(nil)
            continue
        }
        uniqueValues.append(low)
    }
    return ReferenceSolution(errors: errors, uniqueValues: uniqueValues)
}
