#pragma once
#include "io/Diagnostics.h"
#include "model/Card.h"
#include <QHash>
#include <QStringList>

namespace strata {

// Every card Strata knows, read from the card files compiled into the binary (resources/cards).
class CardLibrary {
public:
    // The library built into the program; loads on first use. Check errors() before trusting it.
    static const CardLibrary& builtin();
    // Reads every *.json below `dir` (a filesystem path or a ":/…" resource path).
    static CardLibrary load(const QString& dir);

    // A library of cards read elsewhere (imported ones); a second card of the same name is an error.
    static CardLibrary fromCards(const QVector<CardPtr>& cards, Diagnostics* errors);
    // Adds the cards of `other` whose names this library lacks: the cards already here win.
    void addMissing(const CardLibrary& other);

    CardPtr find(const QString& name) const;   // case-insensitive; also finds a back face's name
    QStringList names() const;                 // sorted, front faces only
    QVector<CardPtr> cards() const;            // sorted by name
    // Closest known name for "did you mean", or empty when nothing is close.
    QString suggestion(const QString& unknownName) const;
    const Diagnostics& errors() const { return m_errors; }
    int size() const { return m_cards.size(); }

private:
    void sortByName();
    void add(const CardPtr& card, const QString& file, io::JsonPos pos);
    QHash<QString, CardPtr> m_byLowerName;
    QVector<CardPtr> m_cards;
    Diagnostics m_errors;
};

int editDistance(const QString& a, const QString& b);

}   // namespace strata
