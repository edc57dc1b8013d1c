#pragma once
#include "JsonTree.h"
#include <QString>
#include <QStringList>
#include <QVector>

namespace strata {

// One problem found in an input file, formatted the way compilers do so editors can jump to it:
// FILE:LINE:COLUMN: error: PATH: MESSAGE
struct Diagnostic {
    QString file;
    int line = 0, column = 0;
    QString path;      // "objects[2].card"
    QString message;
    QString format() const;
};

class Diagnostics {
public:
    void add(const QString& file, io::JsonPos pos, const QString& path, const QString& message);
    bool isEmpty() const { return m_items.isEmpty(); }
    int size() const { return m_items.size(); }
    const QVector<Diagnostic>& items() const { return m_items; }
    QStringList formatted() const;
    void append(const Diagnostics& other) { m_items += other.m_items; }

private:
    QVector<Diagnostic> m_items;
};

} // namespace strata
