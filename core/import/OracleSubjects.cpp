#include "OracleParser.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

// "a Barbarian, a Warrior, or a Berserker", "Sword of Kaldra, ~, and Helm of Kaldra": the items of a
// list of two or more joined by `conjunction`.
QStringList listItems(const QString& text, const QString& conjunction)
{
    QString t = text;
    t.replace(QStringLiteral(", ") + conjunction + QLatin1Char(' '), QStringLiteral(", "));
    t.replace(QLatin1Char(' ') + conjunction + QLatin1Char(' '), QStringLiteral(", "));
    return t.split(QStringLiteral(", "));
}

}   // namespace

std::optional<Selector> OracleParser::subject(const QString& phrase, bool* plural) const
{
    if (auto s = objects(phrase, plural))
        return s;
    bool many = false;
    // Nighthowler's "~ and enchanted creature each get +X/+X" (bestow, 702.103): both objects, one union.
    if (phrase == QLatin1String("~ and enchanted creature each")) {
        Selector self, attached, both;
        self.ref = Selector::Ref::Self;
        attached.ref = Selector::Ref::Attached;
        both.anyOf = {self, attached};
        if (plural)
            *plural = true;
        return both;
    }
    // Cards in a zone (613.1: a static ability may change the characteristics of cards there): "Each land
    // card in your hand", "Each Sliver creature card in your graveyard".
    static const QRegularExpression inZone(QStringLiteral("^(?:[Ee]ach )?(.+) (cards?) in your (hand|graveyard)$"));
    if (const auto m = inZone.match(phrase); m.hasMatch()) {
        auto s = counted(m.captured(1) + QStringLiteral(" cards in your ") + m.captured(3));
        if (!s || !s->ownerYou)
            return std::nullopt;
        if (plural)
            *plural = m.captured(2) == QLatin1String("cards");
        return s;
    }
    // "Creature cards you own that aren't on the battlefield" (Teferi, Mage of Zhalfir); one set, not the last of a
    // list (Celestial Dawn's, below).
    static const QRegularExpression elsewhere(QStringLiteral("^([^,]+) cards you own that aren't on the battlefield$"));
    if (const auto m = elsewhere.match(phrase); m.hasMatch()) {
        auto s = objects(m.captured(1) + QStringLiteral(" permanent"), &many);
        if (!s || s->isRef() || s->other || s->controller != Selector::Who::Any || s->tapped || s->attacking
            || !s->anyOf.isEmpty() || !s->hasKeyword.isEmpty())
            return std::nullopt;
        s->word = QStringLiteral("card");
        s->where = Selector::Where::NotBattlefield;
        s->ownerYou = true;
        if (plural)
            *plural = true;
        return s;
    }
    // "Cards in graveyards can't be the targets of spells or abilities" (Silent Gravestone): every player's.
    if (phrase == QLatin1String("Cards in graveyards")) {
        Selector s;
        s.word = QStringLiteral("card");
        s.where = Selector::Where::Specific;
        s.zone = Zone::Graveyard;
        if (plural)
            *plural = true;
        return s;
    }
    // "cards that aren't on the battlefield" and "spells" (on the stack), as Mycosynth Lattice lists them; round 37:
    // "spells you control" (Celestial Dawn's list).
    const bool yourSpells = phrase == QLatin1String("spells you control");
    if (phrase == QLatin1String("cards that aren't on the battlefield") || phrase == QLatin1String("spells") || yourSpells) {
        const bool spells = phrase != QLatin1String("cards that aren't on the battlefield");
        Selector s;
        s.word = spells ? QStringLiteral("spell") : QStringLiteral("card");
        s.where = spells ? Selector::Where::Specific : Selector::Where::NotBattlefield;
        s.zone = spells ? Zone::Stack : Zone::Battlefield;
        if (yourSpells)
            s.controller = Selector::Who::You;
        if (plural)
            *plural = true;
        return s;
    }
    // "All cards that aren't on the battlefield, spells, and permanents" (Mycosynth Lattice): a union of
    // three sets in three zones (613.1).
    static const QRegularExpression threeSets(QStringLiteral("^(?:All )?([^,]+), ([^,]+), and ([^,]+)$"));
    if (const auto m = threeSets.match(phrase); m.hasMatch()) {
        Selector s;
        for (int i = 1; i <= 3; ++i) {
            bool p = false;
            const auto part = subject(m.captured(i), &p);
            if (part && p && !part->isRef() && part->anyOf.isEmpty())
                s.anyOf << *part;
        }
        if (s.anyOf.size() == 3) {   // otherwise another list ("Equipment named A, B, and C")
            if (plural)
                *plural = true;
            return s;
        }
    }
    // Spells on the stack (613.1): "Artifact spells you cast have convoke", "Artifact creature spells you
    // cast have affinity for artifacts": the player who casts a spell becomes its controller (601.2a).
    // "Creature spells you control can't be countered", "Creature spells can't be countered" (any player's).
    // Round 37: "Creature spells of the chosen type" (Pillar of Origins' mana, 106.6): the creature type chosen
    // as the source entered (607.2a, 205.3m).
    static const QRegularExpression spellsCast(
        QStringLiteral("^([A-Z][\\w-]*(?: [a-z][\\w-]*)*) spells( of the chosen type)?( you cast| you control)?$"));
    if (const auto m = spellsCast.match(phrase); m.hasMatch()) {
        QStringList words;
        for (const QString& w : m.captured(1).split(QLatin1Char(' ')))
            words << (subtypeFromWord(w) ? w : w.toLower());   // a type Oracle text capitalises stays so
        auto s = spellFilter(words.join(QLatin1Char(' ')));
        if (!s || !s->anyOf.isEmpty())
            return std::nullopt;
        s->where = Selector::Where::Specific;
        s->zone = Zone::Stack;
        s->controller = m.captured(3).isEmpty() ? Selector::Who::Any : Selector::Who::You;
        s->subtypeChosen = !m.captured(2).isEmpty();
        if (plural)
            *plural = true;
        return s;
    }
    // Round 32: "Spells with devoid" (Corrupted Crossroads' mana, 106.6): spells with that keyword
    // ability, which a spell on the stack has as a permanent would (702.114a).
    static const QRegularExpression spellsWith(QStringLiteral("^Spells with (devoid)$"));
    if (const auto m = spellsWith.match(phrase); m.hasMatch()) {
        Selector s;
        s.word = QStringLiteral("spell");
        s.where = Selector::Where::Specific;
        s.zone = Zone::Stack;
        s.hasKeyword = QStringLiteral("Devoid");
        if (plural)
            *plural = true;
        return s;
    }
    // "Each creature that's a Barbarian, a Warrior, or a Berserker", "Each other creature you control
    // that's a Werewolf or a Wolf": any of those creature types, the rest of the set alike.
    static const QRegularExpression thatsA(
        QStringLiteral("^(.+) that's (an? [A-Z]\\w+(?:, an? [A-Z]\\w+)*,? or an? [A-Z]\\w+)$"));
    if (const auto m = thatsA.match(phrase); m.hasMatch()) {
        const auto base = objects(m.captured(1), &many);
        if (!base || many || base->isRef() || !base->anyOf.isEmpty() || !base->subtypes.isEmpty() || !base->types)
            return std::nullopt;
        Selector s;
        for (QString item : listItems(m.captured(2), QStringLiteral("or"))) {
            item = item.section(QLatin1Char(' '), 1);
            bool p = true;
            const SubtypeId id = subtypeFromWord(item, &p);
            if (!id || p)
                return std::nullopt;
            Selector one = *base;
            one.subtypes << id;
            s.anyOf << one;
        }
        if (plural)
            *plural = false;
        return s;
    }
    // "Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra" (201.2): any of those names.
    static const QRegularExpression namedList(QStringLiteral("^(.+?) named ((?:[^,]+, )+and [^,]+|[^,]+ and [^,]+)$"));
    if (const auto m = namedList.match(phrase); m.hasMatch()) {
        const auto base = objects(m.captured(1), &many);
        if (!base || base->isRef() || !base->anyOf.isEmpty() || !base->named.isEmpty())
            return std::nullopt;
        Selector s;
        for (const QString& name : listItems(m.captured(2), QStringLiteral("and"))) {
            if (name.isEmpty() || !(name == QLatin1String("~") || name[0].isUpper()))
                return std::nullopt;
            Selector one = *base;
            one.named = name == QLatin1String("~") ? m_name : name;
            s.anyOf << one;
        }
        if (plural)
            *plural = true;
        return s;
    }
    // "Green creatures and white creatures": either set, each said in full.
    static const QRegularExpression twoSets(QStringLiteral("^(\\w+ \\w+) and (\\w+ \\w+)$"));
    if (const auto m = twoSets.match(phrase); m.hasMatch()) {
        const auto both = unionOfSets(m.captured(1), m.captured(2));
        if (both && plural)
            *plural = true;
        return both;
    }
    return std::nullopt;
}

// "Green creatures and white creatures": two plural sets said in full, read as one (either set, Selector::anyOf).
std::optional<Selector> OracleParser::unionOfSets(const QString& first, const QString& second) const
{
    bool p1 = false, p2 = false;
    const auto a = objects(first, &p1);
    const auto b = objects(second, &p2);
    if (!a || !b || !p1 || !p2 || a->isRef() || b->isRef() || !a->anyOf.isEmpty() || !b->anyOf.isEmpty())
        return std::nullopt;
    Selector s;
    s.anyOf = {*a, *b};
    return s;
}

}   // namespace strata::import
