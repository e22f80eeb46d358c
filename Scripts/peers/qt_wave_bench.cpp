// qt_wave_bench.cpp: Qt 6 C++ peers of three of the package's benchmark workloads, so that the
// project's numbers can be set beside what Qt Widgets does for the same job:
//   layout.stack                        (Sources/Benchmarks/StackAndCellBenchmarks.swift)
//   collection.flow.scroll[.fixedStep]  (Sources/Benchmarks/CollectionBenchmarks.swift)
//   collection.compositional.scroll[.fixedStep]
// plus ".noPaint" variants of the scrolls, which move the scroll bar without letting Qt paint.
// Same sizes, operation counts and timed parts as the Swift workloads; one untimed warm-up run,
// then --runs timed runs (default 5); the median run divided by the operations is "per op".
//
// Build (from the package root; no moc is needed, there is no Q_OBJECT here):
//   g++ -O2 -std=c++17 -fPIC Scripts/peers/qt_wave_bench.cpp -o /tmp/qt_wave_bench \
//       $(pkg-config --cflags --libs Qt6Widgets)
// Run:
//   QT_QPA_PLATFORM=offscreen /tmp/qt_wave_bench [--runs N] [--json-out PATH] [--filter a,b*]
// Scripts/peers/run.sh does both and compares the results with the project's.

#include <QAbstractListModel>
#include <QApplication>
#include <QBoxLayout>
#include <QLabel>
#include <QListView>
#include <QScrollBar>
#include <QWidget>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

int runCount = 5;
std::vector<std::string> filterPatterns;

// The same rule as the package's --filter: exact names, or prefixes ending in '*'.
bool included(const std::string &name) {
    if (filterPatterns.empty()) return true;
    for (const auto &pattern : filterPatterns) {
        if (!pattern.empty() && pattern.back() == '*') {
            if (name.compare(0, pattern.size() - 1, pattern, 0, pattern.size() - 1) == 0) return true;
        } else if (name == pattern) {
            return true;
        }
    }
    return false;
}

using Clock = std::chrono::steady_clock;

// Seconds taken by one call of body.
double timeIt(const std::function<void()> &body) {
    const auto start = Clock::now();
    body();
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Result {
    std::string group;  // "layout" or "collection"
    std::string name;   // full workload name, e.g. "collection.flow.scroll"
    long size = 0;
    long operations = 0;
    std::vector<double> runSeconds;
    std::map<std::string, double> counters;
    std::string notes;

    double median() const {
        std::vector<double> sorted = runSeconds;
        std::sort(sorted.begin(), sorted.end());
        if (sorted.empty()) return 0;
        const size_t middle = sorted.size() / 2;
        return sorted.size() % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
    double nanosecondsPerOperation() const { return operations ? median() * 1e9 / operations : 0; }
};

// One warm-up call of sample, then runCount timed calls; sample returns the seconds it timed.
std::vector<double> measure(const std::function<double(bool warmUp)> &sample) {
    sample(true);
    std::vector<double> times;
    for (int run = 0; run < runCount; ++run) times.push_back(sample(false));
    return times;
}

// ---------------------------------------------------------------------------------------------
// layout.stack: a 320 x 480 root whose QVBoxLayout (spacing 4, margins 16 left and right, 0 top
// and bottom) gets `count` QLabel("Row N"), laid out from scratch. The root and the labels are
// made untimed, as in the Swift code (there the root and labels are made outside harness.time).
// Timed: making the layout, adding the labels, letting Qt show them and running the layout.
// The Swift stack is pinned top, leading and trailing only, so it is as tall as its rows and
// overflows the root; here the layout's SetMinimumSize constraint grows the root to the rows'
// height instead (Qt would otherwise squeeze the labels below their size hints).

Result stackWorkload(int count) {
    Result result{"layout", "layout.stack", count, count};
    // The root is a plain child widget (a UIView, not a window) of a shown 320 x 480 window whose
    // updates are off: Qt lays it out but paints nothing, like the headless package.
    QWidget window;
    window.resize(320, 480);
    window.setUpdatesEnabled(false);
    window.show();
    QApplication::processEvents();
    std::unique_ptr<QWidget> root;
    int lastY = 0, lastHeight = 0, lastWidth = 0, rootHeight = 0;
    result.runSeconds = measure([&](bool) {
        root.reset();  // deletes the previous run's root and labels, untimed
        root = std::make_unique<QWidget>(&window);
        root->setGeometry(0, 0, 320, 480);
        root->show();
        QApplication::processEvents();
        std::vector<QLabel *> labels;
        labels.reserve(count);
        for (int index = 0; index < count; ++index) labels.push_back(new QLabel(QStringLiteral("Row %1").arg(index)));

        const double seconds = timeIt([&] {
            auto *layout = new QVBoxLayout(root.get());
            layout->setSpacing(4);
            layout->setContentsMargins(16, 0, 16, 0);
            layout->setSizeConstraint(QLayout::SetMinimumSize);  // the root grows to fit the rows
            for (QLabel *label : labels) layout->addWidget(label);
            // addWidget queues each label's show; processEvents runs those and the layout request,
            // activate() makes sure the geometry is set even if the request was not yet handled.
            QApplication::processEvents();
            layout->activate();
        });
        const QRect last = labels.back()->geometry();
        lastY = last.y(), lastHeight = last.height(), lastWidth = last.width(), rootHeight = root->height();
        if (!labels.back()->isVisible() || last.height() <= 0 || last.width() != 288) {
            std::fprintf(stderr, "layout.stack: the last label was not laid out (%d,%d %dx%d)\n",
                         last.x(), last.y(), last.width(), last.height());
            std::exit(1);
        }
        return seconds;
    });
    root.reset();
    result.counters["lastLabelY"] = lastY;
    result.counters["labelHeight"] = lastHeight;
    result.counters["rootHeight"] = rootHeight;
    std::ostringstream notes;
    notes << "last label at y " << lastY << ", " << lastWidth << "x" << lastHeight << "; root grew to " << rootHeight;
    result.notes = notes.str();
    return result;
}

// ---------------------------------------------------------------------------------------------
// The collection scrolls: a QListView over a model of `items` items, "Item N" as the text.

struct ItemModel : QAbstractListModel {
    int items;
    QSize itemSize;
    long dataCalls = 0, displayCalls = 0;

    ItemModel(int items, QSize itemSize) : items(items), itemSize(itemSize) {}

    int rowCount(const QModelIndex &parent) const override { return parent.isValid() ? 0 : items; }

    QVariant data(const QModelIndex &index, int role) const override {
        auto *self = const_cast<ItemModel *>(this);
        ++self->dataCalls;
        if (role == Qt::DisplayRole) {
            ++self->displayCalls;
            return QStringLiteral("Item %1").arg(index.row());
        }
        if (role == Qt::SizeHintRole) return itemSize;
        return {};
    }
};

// Exposes the protected call that runs a pending item layout now.
struct ListView : QListView {
    void layoutNow() { executeDelayedItemsLayout(); }
};

enum class Kind { flow, compositional };
enum class Mode { scroll, fixedStep };

constexpr int steps = 2000;

Result scrollWorkload(Kind kind, Mode mode, bool paint, int items) {
    const std::string base = kind == Kind::flow ? "collection.flow.scroll" : "collection.compositional.scroll";
    Result result{"collection", base + (mode == Mode::fixedStep ? ".fixedStep" : "") + (paint ? "" : ".noPaint"),
                  items, steps};

    // Built once per workload, untimed, as makeCollectionView in the Swift code.
    ItemModel model(items, kind == Kind::flow ? QSize(100, 100) : QSize(320, 44));
    ListView view;
    view.setFrameShape(QFrame::NoFrame);  // the whole 320 points are content, as in UIKit
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // still scrolls; takes no width
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setUniformItemSizes(true);
    view.setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    if (kind == Kind::flow) {
        // Three 100 x 100 items to a row: UIKit's flow layout puts them 10 apart in 320 points
        // (rows 110 apart); Qt's grid cells of 106 x 110 give three columns and the same rows.
        view.setViewMode(QListView::IconMode);
        view.setMovement(QListView::Static);
        view.setResizeMode(QListView::Fixed);
        view.setFlow(QListView::LeftToRight);
        view.setWrapping(true);
        view.setGridSize(QSize(106, 110));
    } else {
        view.setViewMode(QListView::ListMode);  // one 320 x 44 row after another
    }
    view.setModel(&model);
    view.resize(320, 480);
    view.show();
    QApplication::processEvents();
    view.layoutNow();
    QApplication::processEvents();
    QScrollBar *bar = view.verticalScrollBar();

    long dataPerStep = 0, displayPerStep = 0;
    int maximum = 0, stepsAtEnd = 0;
    result.runSeconds = measure([&](bool warmUp) {
        // Untimed, as in the Swift code: back to the top, everything laid out, then to the start.
        bar->setValue(0);
        QApplication::processEvents();
        view.layoutNow();
        maximum = bar->maximum();
        const int start = mode == Mode::fixedStep ? int(std::lround(maximum / 2.0)) : 0;
        bar->setValue(start);
        QApplication::processEvents();
        std::vector<int> offsets;
        offsets.reserve(steps);
        stepsAtEnd = 0;
        for (int step = 1; step <= steps; ++step) {
            const int offset = mode == Mode::fixedStep ? start + step * 10
                                                       : int(std::lround(double(maximum) * step / steps));
            if (offset > maximum) ++stepsAtEnd;  // Qt clamps these to the maximum
            offsets.push_back(offset);
        }
        const long dataBefore = model.dataCalls, displayBefore = model.displayCalls;
        const double seconds = timeIt([&] {
            if (paint) {
                for (int offset : offsets) {
                    bar->setValue(offset);
                    QApplication::processEvents();  // delivers the update request: Qt paints
                }
            } else {
                for (int offset : offsets) bar->setValue(offset);
            }
        });
        if (warmUp) {
            dataPerStep = model.dataCalls - dataBefore;
            displayPerStep = model.displayCalls - displayBefore;
        }
        QApplication::processEvents();  // untimed: flush what the no-paint variant left pending
        if (bar->value() != std::min(offsets.back(), maximum)) {
            std::fprintf(stderr, "%s: the scroll bar ended at %d, not %d\n", result.name.c_str(), bar->value(),
                         offsets.back());
            std::exit(1);
        }
        return seconds;
    });
    result.counters["dataCallsPerStep"] = double(dataPerStep) / steps;
    result.counters["displayRoleCallsPerStep"] = double(displayPerStep) / steps;
    result.counters["scrollMaximum"] = maximum;
    result.counters["stepsPastEnd"] = stepsAtEnd;
    char notes[200];
    std::snprintf(notes, sizeof notes, "%.2f data()/step (%.2f DisplayRole), range 0-%d%s", double(dataPerStep) / steps,
                  double(displayPerStep) / steps, maximum,
                  stepsAtEnd ? (", " + std::to_string(stepsAtEnd) + " steps clamped at end").c_str() : "");
    result.notes = notes;
    return result;
}

// ---------------------------------------------------------------------------------------------
// Output: a table like the package's, and JSON shaped like the package's ({"group": {"name.size":
// {...}}}, the group prefix left out of the key).

std::string grouped(long value) {
    std::string digits = std::to_string(value), out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string duration(double seconds) {
    char text[32];
    if (seconds >= 1) std::snprintf(text, sizeof text, "%.2f s", seconds);
    else if (seconds >= 1e-3) std::snprintf(text, sizeof text, "%.2f ms", seconds * 1e3);
    else if (seconds >= 1e-6) std::snprintf(text, sizeof text, "%.2f us", seconds * 1e6);
    else std::snprintf(text, sizeof text, "%.0f ns", seconds * 1e9);
    return text;
}

void printRow(const Result &r) {
    std::printf("%-44s %-10s %-8s %-10s %-10s %s\n", r.name.c_str(), grouped(r.size).c_str(),
                grouped(r.operations).c_str(), duration(r.median()).c_str(),
                duration(r.nanosecondsPerOperation() * 1e-9).c_str(), r.notes.c_str());
    std::fflush(stdout);
}

std::string jsonString(const std::string &text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

void writeJSON(const std::string &path, const std::vector<Result> &results) {
    std::ostringstream json;
    json.precision(12);
    json << "{\n  \"qtVersion\" : " << jsonString(qVersion()) << ",\n  \"runs\" : " << runCount;
    for (const char *group : {"layout", "collection"}) {
        json << ",\n  " << jsonString(group) << " : {";
        bool first = true;
        for (const auto &r : results) {
            if (r.group != group) continue;
            const std::string key = r.name.substr(r.group.size() + 1) + "." + std::to_string(r.size);
            json << (first ? "\n" : ",\n") << "    " << jsonString(key) << " : {\"size\" : " << r.size
                 << ", \"operations\" : " << r.operations << ", \"medianSeconds\" : " << r.median()
                 << ", \"nanosecondsPerOperation\" : " << r.nanosecondsPerOperation() << ", \"runSeconds\" : [";
            for (size_t i = 0; i < r.runSeconds.size(); ++i) json << (i ? ", " : "") << r.runSeconds[i];
            json << "], \"counters\" : {";
            bool firstCounter = true;
            for (const auto &[name, value] : r.counters) {
                json << (firstCounter ? "" : ", ") << jsonString(name) << " : " << value;
                firstCounter = false;
            }
            json << "}, \"notes\" : " << jsonString(r.notes) << "}";
            first = false;
        }
        json << "\n  }";
    }
    json << "\n}\n";
    std::ofstream(path) << json.str();
}

}  // namespace

int main(int argc, char **argv) {
    std::string jsonPath;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (argument == "--runs" && i + 1 < argc) {
            runCount = std::max(1, std::atoi(argv[++i]));
        } else if (argument == "--json-out" && i + 1 < argc) {
            jsonPath = argv[++i];
        } else if (argument == "--filter" && i + 1 < argc) {
            std::stringstream list(argv[++i]);
            for (std::string item; std::getline(list, item, ',');) filterPatterns.push_back(item);
        } else {
            std::fprintf(stderr, "usage: %s [--runs N] [--json-out PATH] [--filter a,b*]\n", argv[0]);
            return 2;
        }
    }
    QApplication app(argc, argv);

    std::printf("Qt %s, platform %s\n", qVersion(), QApplication::platformName().toUtf8().constData());
    std::printf("%-44s %-10s %-8s %-10s %-10s %s\n", "workload", "size", "ops/run", "median", "per op", "notes");
    std::vector<Result> results;
    auto keep = [&](Result r) {
        printRow(r);
        results.push_back(std::move(r));
    };

    if (included("layout.stack"))
        for (int count : {1000, 100}) keep(stackWorkload(count));
    for (Kind kind : {Kind::flow, Kind::compositional}) {
        for (Mode mode : {Mode::scroll, Mode::fixedStep}) {
            for (bool paint : {true, false}) {
                const std::string name = std::string(kind == Kind::flow ? "collection.flow" : "collection.compositional") +
                                         ".scroll" + (mode == Mode::fixedStep ? ".fixedStep" : "") +
                                         (paint ? "" : ".noPaint");
                if (!included(name)) continue;
                for (int items : {1000, 1000000}) keep(scrollWorkload(kind, mode, paint, items));
            }
        }
    }
    std::printf("\nmedian of %d runs after one warm-up run; times from std::chrono::steady_clock\n", runCount);
    if (!jsonPath.empty()) writeJSON(jsonPath, results);
    return 0;
}
