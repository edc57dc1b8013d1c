#pragma once
#include <QPair>
#include <QVector>

namespace strata {

// A keyword that one effect adds to or takes from objects ("gains first strike", "loses flying",
// "can't have first strike"), seen from another effect that asks about it by name.
struct KeywordChange {
    int readId = 0;   // the keyword as the reader asks for it: "Landwalk" or "Swampwalk"
    int textId = 0;   // the keyword as the writer changes it: "Swampwalk"
    bool adds = false;
    bool operator==(const KeywordChange& o) const { return readId == o.readId && textId == o.textId && adds == o.adds; }
};

// The keywords an application changed, by text, when that is all it did; (text id, adds) pairs.
using KeywordChangesMade = QVector<QPair<int, bool>>;

// What a look at b's objects found about "does a depend on b" (613.8a).
struct ScanAnswer {
    bool depends = false;
    int witness = -1;   // with depends: the object where b changes a
    // a sees what b does only through the keywords in keywordChanges.
    bool byKeyword = false;
    QVector<KeywordChange> keywordChanges;
};

// A remembered answer to "does a depend on b", kept between a stage's applications (613.8c asks
// again after each). A "no" found object by object in layer 6 stays good for every object that later
// applications left alone, so those applications only add the objects they touched to `recheck`.
struct PairAnswer {
    ScanAnswer scan;
    bool perObject = false;   // found object by object in layer 6, where one object's answer is its own
    // Object indices to look at again before `scan.depends` holds, in no order and maybe repeated
    // (recheckObjects() sorts them): merging each application's objects into a sorted list copied
    // the list every time, and on big boards a list grows for as long as nobody asks.
    QVector<int> recheck;
    int recheckSorted = 0;   // how long recheck was when last sorted

    // Whether an application that made exactly `made` on some objects left b doing nothing a can see
    // there: every keyword b changes for a was changed the same way already.
    bool settledBy(const KeywordChangesMade& made) const;
    void addToRecheck(const QVector<int>& objects);
    // The objects to recheck, sorted, each once; clearRecheck() once they are looked at.
    const QVector<int>& recheckObjects();
    void clearRecheck();
};

}   // namespace strata
