#pragma once
#include "JsonTree.h"
#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace strata {

// One problem found in an input file, formatted the way compilers do so editors can jump to it:
// FILE:LINE:COLUMN: error: PATH: MESSAGE
struct Diagnostic {
    QString file;
    int line = 0, column = 0;
    QString path;   // "objects[2].card"
    QString message;
    QString format() const;
};

// The problems of one or more files. Messages quote what the file says (ids, keys, names), and a
// hostile file must not be able to forge lines, reach the terminal with control characters or flood
// it: add() escapes control and bidirectional-override characters, shortens long quoted values and
// keeps at most kMaxPerFile problems of a file, so no reader has to remember any of it.
class Diagnostics {
public:
    static constexpr int kMaxPerFile = 100;

    void add(const QString& file, io::JsonPos pos, const QString& path, const QString& message);
    // Every problem reported, counting those past the limit that items() leaves out.
    bool isEmpty() const { return m_count == 0; }
    int size() const { return m_count; }
    const QVector<Diagnostic>& items() const { return m_items; }
    // One line per kept problem, and after a file's last kept one "FILE: and N more errors".
    QStringList formatted() const;
    void append(const Diagnostics& other);

private:
    void keep(const Diagnostic& d);

    QVector<Diagnostic> m_items;
    QHash<QString, int> m_countPerFile;
    int m_count = 0;
};

// `text` made safe to print on one line: control characters written as \n, \t, \r or \uXXXX, and
// characters that reorder or hide what follows (bidirectional controls) written as \uXXXX.
QString escapedForDisplay(const QString& text);

}   // namespace strata
