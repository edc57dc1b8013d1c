#include "SubtypeWords.h"
#include "WriterLanguage.h"
#include <QHash>

namespace strata {

namespace {

const SubtypeWordEntry* entryFor(const QString& english)
{
    static const QHash<QString, const SubtypeWordEntry*> byName = [] {
        QHash<QString, const SubtypeWordEntry*> h;
        for (int i = 0; i < kSubtypeWordTableSize; ++i)
            h.insert(QString::fromUtf8(kSubtypeWordTable[i].singular.source), &kSubtypeWordTable[i]);
        return h;
    }();
    return byName.value(english, nullptr);
}

QString translated(const SubtypeWordText& t)
{
    return rulestext::translate("Subtype", t.source, t.comment);
}

}   // namespace

QString englishSubtypePlural(const QString& w)
{
    static const QHash<QString, QString> irregular = {
        {"Mouse", "Mice"},
        {"Ox", "Oxen"},
        {"Fungus", "Fungi"},
        {"Homunculus", "Homunculi"},
        {"Pegasus", "Pegasi"},
        {"Cyclops", "Cyclopes"},
        {"Plains", "Plains"},
        {"Sheep", "Sheep"},
        {"Myr", "Myr"},   // "Myr you control" (Oracle text)
        {"Fish", "Fish"},
        {"Djinn", "Djinn"},
        {"Efreet", "Efreet"},
        {"Samurai", "Samurai"},
        {"Vedalken", "Vedalken"},
        {"Elk", "Elk"},
        {"Jellyfish", "Jellyfish"},
        {"Starfish", "Starfish"},
        {"Dwarf", "Dwarves"},
        {"Elf", "Elves"},
        {"Kor", "Kor"},
        {"Aetherborn", "Aetherborn"},
        {"Volver", "Volvers"},
        {"Sliver", "Slivers"},
        {"Thief", "Thieves"},
        {"Equipment", "Equipment"},   // "all Equipment you control"
        {"Zubera", "Zubera"},   // "the number of Zubera that died this turn" (Ember-Fist Zubera)
    };
    if (auto it = irregular.constFind(w); it != irregular.constEnd())
        return *it;
    if (w.endsWith(QLatin1String("folk")) || w.endsWith(QLatin1String("kin")))
        return w;
    if (w.endsWith(QLatin1String("wolf"), Qt::CaseInsensitive))   // Wolves, Werewolves
        return w.left(w.size() - 1) + QStringLiteral("ves");
    if (w.endsWith(QLatin1Char('s')) || w.endsWith(QLatin1Char('x')) || w.endsWith(QLatin1String("ch"))
        || w.endsWith(QLatin1String("sh")) || w.endsWith(QLatin1Char('z')))
        return w + QStringLiteral("es");
    if (w.size() > 1 && w.endsWith(QLatin1Char('y')) && !QStringLiteral("aeiou").contains(w[w.size() - 2]))
        return w.left(w.size() - 1) + QStringLiteral("ies");
    return w + QLatin1Char('s');
}

QString translatedSubtype(const QString& english)
{
    const SubtypeWordEntry* e = entryFor(english);
    return e ? translated(e->singular) : english;
}

QString translatedSubtypePlural(const QString& english)
{
    const SubtypeWordEntry* e = entryFor(english);
    return e ? translated(e->plural) : englishSubtypePlural(english);
}

bool subtypeIsFeminine(const QString& english)
{
    const SubtypeWordEntry* e = entryFor(english);
    return e && translated(e->gender).startsWith(QLatin1Char('f'));
}

}   // namespace strata
