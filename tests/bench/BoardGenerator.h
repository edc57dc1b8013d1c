#pragma once
#include <QByteArray>
#include <QString>
#include <QStringList>

namespace strata::bench {

// Scenario files (as JSON) for measuring the engine on boards like real ones, after the shared
// generators (gen_board.py, patho.py): read them with ScenarioReader like any file.
//
// mixBoard: n permanents; per 100 about 35 lands, 40 creatures (lords, Clones with copy_of,
// Tarmogoyf, Kwende, Archetypes), 12 anthem-type statics, 13 Auras and Equipment attached,
// counters on a quarter of the creatures, damage on a tenth, 15 resolved spells, and the global
// layer-benders (Humility, Opalescence, Blood Moon, Conspiracy, Painter's Servant, Life and Limb)
// once each.
QByteArray mixBoard(int permanents, quint32 seed = 1);

// The shapes that stress dependency handling, K scaling the troublesome part: "kwende" (K Kwende,
// K first-strike grants, K Grounded on 2K bears), "loop" (K Conspiracy and K Life and Limb over K
// Forests and K Saprolings), "moon" (K Blood Moon, Urborg and Yavimaya over K nonbasic lands with
// Spreading Seas). Empty for an unknown shape.
QByteArray pathologicalBoard(const QString& shape, int k);
QStringList pathologicalShapes();

// A board by the name strata-bench --write-board and scripts/perf-table.sh give it: "mixN" (N
// permanents) or SHAPE followed by K ("kwende200"). Empty for a name that is neither, or a size
// outside 1..kMaxBoardSize.
constexpr int kMaxBoardSize = 1000000;
QByteArray namedBoard(const QString& name);
// Writes namedBoard(name) to `path` as a scenario file; on failure false, with the reason in `error`.
bool writeNamedBoard(const QString& name, const QString& path, QString* error);

}   // namespace strata::bench
