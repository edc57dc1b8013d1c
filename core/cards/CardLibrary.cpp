#include "CardLibrary.h"
#include "CardParser.h"
#include "io/InputFile.h"
#include <QDirIterator>
#include <algorithm>

namespace strata {

const CardLibrary& CardLibrary::builtin()
{
    static const CardLibrary library = load(QStringLiteral(":/strata/cards"));
    return library;
}

CardLibrary CardLibrary::load(const QString& dir)
{
    CardLibrary lib;
    if (!SubtypeRegistry::instance().loaded()) {
        lib.m_errors.add(dir, {}, QString(), SubtypeRegistry::instance().loadError());
        return lib;
    }
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    if (files.isEmpty())
        lib.m_errors.add(dir, {}, QString(), QStringLiteral("no card files found"));
    for (const QString& path : files) {
        // Messages name the file as it is in the source tree, so a maintainer can open it.
        const QString shown
            = path.startsWith(QLatin1String(":/strata/")) ? QStringLiteral("resources/") + path.mid(9) : path;
        QString error;
        const auto json = io::readInputFile(path, &error);
        if (!json) {
            lib.m_errors.add(shown, {}, QString(), error);
            continue;
        }
        io::JsonParseError perr;
        auto root = io::parseJson(*json, &perr);
        if (!root) {
            lib.m_errors.add(shown, perr.pos, QString(), perr.message);
            continue;
        }
        CardParser parser(shown, &lib.m_errors);
        if (CardPtr card = parser.parse(*root))
            lib.add(card, shown, root->pos());
    }
    lib.sortByName();
    return lib;
}

namespace {

bool byName(const CardPtr& a, const CardPtr& b)
{
    return a->name().compare(b->name(), Qt::CaseInsensitive) < 0;
}

}   // namespace

void CardLibrary::sortByName()
{
    // A saved library is written in name order: checking costs one comparison a card, sorting ~15.
    if (!std::is_sorted(m_cards.cbegin(), m_cards.cend(), byName))
        std::sort(m_cards.begin(), m_cards.end(), byName);
}

CardLibrary CardLibrary::fromCards(const QVector<CardPtr>& cards, Diagnostics* errors)
{
    CardLibrary lib;
    for (const CardPtr& c : cards)
        lib.add(c, c->resourcePath, {});
    if (errors)
        errors->append(lib.m_errors);
    lib.sortByName();
    return lib;
}

void CardLibrary::addMissing(const CardLibrary& other)
{
    // Both lists are sorted by name, so the cards added (appended in `other`'s order) are merged in
    // rather than the whole library sorted again: this runs on the GUI thread before 30,000 imported
    // cards are in use (docs/performance.md, "What keeps the importer fast").
    const qsizetype before = m_cards.size();
    m_byLowerName.reserve(m_byLowerName.size() + other.m_byLowerName.size());
    m_cards.reserve(before + other.m_cards.size());
    for (const CardPtr& c : other.m_cards) {
        const QString key = c->name().toLower();
        if (m_byLowerName.contains(key))
            continue;
        m_byLowerName.insert(key, c);
        if (c->back && c->doubleFaced == QLatin1String("transform"))
            m_byLowerName.insert(c->back->name.toLower(), c);
        m_cards << c;
    }
    std::inplace_merge(m_cards.begin(), m_cards.begin() + before, m_cards.end(), byName);
}

void CardLibrary::add(const CardPtr& card, const QString& file, io::JsonPos pos)
{
    const QString key = card->name().toLower();
    if (m_byLowerName.contains(key)) {
        m_errors.add(file, pos, QStringLiteral("name"),
            QStringLiteral("a card named \"%1\" is already defined in %2")
                .arg(card->name(), m_byLowerName.value(key)->resourcePath));
        return;
    }
    m_byLowerName.insert(key, card);
    if (card->back && card->doubleFaced == QLatin1String("transform"))
        m_byLowerName.insert(card->back->name.toLower(), card);
    m_cards << card;
}

CardPtr CardLibrary::find(const QString& name) const
{
    return m_byLowerName.value(name.trimmed().toLower());
}

QStringList CardLibrary::names() const
{
    QStringList out;
    for (const CardPtr& c : m_cards)
        out << c->name();
    return out;
}

QVector<CardPtr> CardLibrary::cards() const
{
    return m_cards;
}

int editDistance(const QString& a, const QString& b)
{
    const QString x = a.toLower(), y = b.toLower();
    QVector<int> prev(y.size() + 1), cur(y.size() + 1);
    for (int j = 0; j <= y.size(); ++j)
        prev[j] = j;
    for (int i = 1; i <= x.size(); ++i) {
        cur[0] = i;
        for (int j = 1; j <= y.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[y.size()];
}

QString CardLibrary::suggestion(const QString& unknownName) const
{
    QString best;
    int bestDistance = std::max(3, int(unknownName.size()) / 3) + 1;
    for (const CardPtr& c : m_cards) {
        const int d = editDistance(unknownName, c->name());
        if (d < bestDistance) {
            bestDistance = d;
            best = c->name();
        }
    }
    return best;
}

}   // namespace strata
