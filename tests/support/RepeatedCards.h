#pragma once
// A bigger card file made from a real one, for the 30,000-card figures of issue 16
// (tests/bench/import_bench.cpp): the file's cards again and again, each round under new names
// ("Grizzly Bears II", "… III"), so that no name repeats. A card's own name in its Oracle text is
// renamed alike: every copy then reads exactly as the original does, and the figures measure the same
// work at a larger size. The suffix goes at the end, so a legendary card's short name ("Jace" of
// "Jace, the Mind Sculptor") stays what the text calls it.
#include "import/CardFileStream.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

namespace strata::import::test {

// "II", "III", … for the second round on; nothing for the first (the cards as printed).
inline QString roundSuffix(int round)
{
    static const char* const tens[] = {"", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX", "XC"};
    static const char* const ones[] = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"};
    if (round == 0)
        return {};
    const int n = round + 1;
    if (n >= 100)
        return QStringLiteral(" %1").arg(n);
    return QLatin1Char(' ') + QLatin1String(tens[n / 10]) + QLatin1String(ones[n % 10]);
}

// One Scryfall card object under the names of round `round`: its name, its faces' names and those
// names where its Oracle text says them.
inline QJsonObject renamedCard(QJsonObject card, int round)
{
    const QString suffix = roundSuffix(round);
    if (suffix.isEmpty())
        return card;
    QStringList names;   // longest first, so "A // B" is renamed before "A"
    QJsonArray faces = card.value(QLatin1String("card_faces")).toArray();
    for (const QJsonValue& f : std::as_const(faces))
        names << f.toObject().value(QLatin1String("name")).toString();
    if (names.isEmpty())
        names << card.value(QLatin1String("name")).toString();
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    const auto renamedText = [&](QString text) {
        for (const QString& name : std::as_const(names))
            if (!name.isEmpty())
                text.replace(name, name + suffix);
        return text;
    };
    const auto renameIn = [&](QJsonObject* o) {
        if (o->contains(QLatin1String("oracle_text")))
            o->insert(QLatin1String("oracle_text"), renamedText(o->value(QLatin1String("oracle_text")).toString()));
    };
    if (faces.isEmpty()) {
        card.insert(QLatin1String("name"), card.value(QLatin1String("name")).toString() + suffix);
    } else {
        QStringList faceNames;
        for (int i = 0; i < faces.size(); ++i) {
            QJsonObject f = faces[i].toObject();
            f.insert(QLatin1String("name"), f.value(QLatin1String("name")).toString() + suffix);
            faceNames << f.value(QLatin1String("name")).toString();
            renameIn(&f);
            faces[i] = f;
        }
        card.insert(QLatin1String("card_faces"), faces);
        card.insert(QLatin1String("name"), faceNames.join(QLatin1String(" // ")));
    }
    renameIn(&card);
    return card;
}

// The Scryfall card objects of `file` repeated, round after round, until there are `count`: a JSON
// array, one card a line. Nothing, with `error` set, for a file that cannot be read or holds MTGJSON
// (whose names are keys) or no card.
inline std::optional<QByteArray> repeatedCards(const QString& file, int count, QString* error)
{
    QVector<QJsonObject> cards;
    StreamError streamError;
    bool mtgjson = false;
    const bool ok = CardFileStream::read(
        file,
        [&](RawCard&& raw) {
            mtgjson = mtgjson || !raw.key.isEmpty();
            const QJsonDocument doc = QJsonDocument::fromJson(raw.json);
            if (raw.problem.isEmpty() && doc.isObject())
                cards << doc.object();
            return !mtgjson;
        },
        {}, &streamError);
    if (!ok || mtgjson || cards.isEmpty()) {
        *error = mtgjson ? QStringLiteral("%1: an MTGJSON file; only Scryfall card objects are repeated").arg(file)
            : !ok        ? streamError.message
                         : QStringLiteral("%1: no card objects").arg(file);
        return std::nullopt;
    }
    QByteArray out("[\n");
    for (int i = 0; i < count; ++i) {
        out += QJsonDocument(renamedCard(cards[i % cards.size()], i / cards.size())).toJson(QJsonDocument::Compact);
        out += i + 1 < count ? ",\n" : "\n";
    }
    out += "]\n";
    return out;
}

}   // namespace strata::import::test
