// Where the tests find their data and the project's own files.
//
// The paths are compiled into TestPaths.cpp alone, not defined for every test: a define holding the
// tree's absolute path made every test compile differ between worktrees and clones, so none of them
// could come from the shared compiler cache.
#pragma once

#include <QString>

namespace strata::testfiles {

// tests/data, or a file or folder under it ("import/enchant.json").
QString testDataPath(const QString& relative = {});

// The project's top folder, or a file or folder under it ("resources/scenarios/demo.strata.json").
QString sourcePath(const QString& relative = {});

} // namespace strata::testfiles
