#include "Evaluator.h"
#include "ManaSpent.h"
#include <QSet>
#include <algorithm>

// The amounts of the importer's static abilities (issue 16): the affected object's colours, counters,
// domain, names, colours among a set, halves, chroma, shared creature types, keyword values.

namespace strata {

int Evaluator::importedAmount(const Expr& e, const ContinuousEffect& effect, int affectedIndex) const
{
    switch (e.kind) {
    case Expr::Kind::ColorsOfAffected:
        return affectedIndex >= 0 ? chars(affectedIndex).colors.count() : 0;
    case Expr::Kind::CountersOnSource:
        return effect.sourceIndex >= 0 ? m_state.objects[effect.sourceIndex].counterCount(e.counterKind) : 0;
    case Expr::Kind::CountersOnSelected: {
        int n = 0;
        if (!e.selector)
            return 0;
        // "for each +1/+1 counter on other creatures you control" said of enchanted creature: other than it.
        Selector set = *e.selector;
        set.other = set.other && !e.otherThanAffected;
        for (int i : select(set, effect))
            if (!e.otherThanAffected || i != affectedIndex)
                n += m_state.objects[i].counterCount(e.counterKind);
        return n;
    }
    case Expr::Kind::BasicLandTypes: {
        // Domain (305.6): the basic land types among lands the effect's controller controls.
        QSet<SubtypeId> seen;
        const auto& reg = SubtypeRegistry::instance();
        for (int i = 0; i < m_state.objects.size(); ++i) {
            if (!functions(i) || chars(i).controller != effect.controller || !chars(i).type.has(CardType::Land))
                continue;
            for (SubtypeId id : chars(i).type.subtypes)
                if (reg.isBasicLandType(id))
                    seen.insert(id);
        }
        return int(seen.size());
    }
    case Expr::Kind::DifferentlyNamed: {
        QSet<QString> names;
        if (e.selector)
            for (int i : select(*e.selector, effect))
                if (!chars(i).name.isEmpty())
                    names.insert(chars(i).name);
        return int(names.size());
    }
    case Expr::Kind::EventAmount:   // known only to a triggered ability on the stack (ActionPerformer)
    case Expr::Kind::LifeLostThisWay:   // known only to the resolving effect (ActionPerformer)
        return 0;
    case Expr::Kind::ColorsAmong: {   // 105.2: the colours the set's objects have between them
        ColorSet seen;
        if (e.selector)
            for (int i : select(*e.selector, effect))
                seen.add(chars(i).colors);
        return seen.count();
    }
    case Expr::Kind::GreatestPower:
    case Expr::Kind::GreatestToughness:
    case Expr::Kind::HighestManaValue:
        return e.selector ? greatestAmong(e.kind, *e.selector, effect) : 0;
    case Expr::Kind::PowerOfSource:
        return effect.sourceIndex >= 0 ? chars(effect.sourceIndex).power.value_or(0) : 0;
    case Expr::Kind::ToughnessOfSource:
        return effect.sourceIndex >= 0 ? chars(effect.sourceIndex).toughness.value_or(0) : 0;
    case Expr::Kind::HalfRoundedDown:
    case Expr::Kind::HalfRoundedUp: {
        // "half …, rounded down/up" (107.1a): of a count, never below zero.
        const int whole = e.args.isEmpty() ? 0 : evaluate(e.args.first(), effect, affectedIndex);
        return e.kind == Expr::Kind::HalfRoundedUp ? (whole + 1) / 2 : whole / 2;
    }
    case Expr::Kind::ManaSymbolsAmong: {
        // Chroma (207.2c): the mana symbols of the colour in the set's mana costs; a hybrid symbol with
        // that colour counts (a cost's symbols, as devotion counts them, 700.5).
        int n = 0;
        if (e.selector)
            for (int i : select(*e.selector, effect))
                n += chars(i).manaCost.devotionTo(e.colors);
        return n;
    }
    case Expr::Kind::Devotion: {
        // 700.5: the mana symbols of the colour(s) in the mana costs of permanents you control; a hybrid
        // symbol of both colours counts once (700.5a).
        int n = 0;
        for (int i = 0; i < m_state.objects.size(); ++i)
            if (functions(i) && chars(i).controller == effect.controller)
                n += chars(i).manaCost.devotionTo(e.colors);
        return n;
    }
    case Expr::Kind::ColorsSpentToCast:   // converge: the colours among the mana spent to cast it (601.2h)
        return effect.sourceIndex >= 0 ? colorsOfManaSpent(m_state.objects[effect.sourceIndex].manaSpent) : 0;
    case Expr::Kind::TimesKicked: {   // multikicker (702.33c): as many times as the cast paid it, once if only kicked
        if (effect.sourceIndex < 0)
            return 0;
        const GameObject& kicked = m_state.objects[effect.sourceIndex];
        return kicked.choices.timesKicked.value_or(kicked.kicked ? 1 : 0);
    }
    case Expr::Kind::SharingCreatureType:
        return affectedIndex >= 0 && e.selector ? sharingCreatureType(*e.selector, effect, affectedIndex) : 0;
    case Expr::Kind::KeywordAmountOfAffected: {
        // "for each point of bushido it has" (702.45b): the sum of its instances' values.
        int n = 0;
        if (affectedIndex >= 0)
            for (const AbilityInstance& a : chars(affectedIndex).abilities)
                if (a.def->isKeyword(e.keyword))
                    n += a.def->n.value_or(0);
        return n;
    }
    default:
        return 0;
    }
}

// "the greatest power / toughness / highest mana value among …": 0 when the set is empty.
int Evaluator::greatestAmong(Expr::Kind value, const Selector& set, const ContinuousEffect& effect) const
{
    std::optional<int> best;   // a negative power can be the greatest
    for (int i : select(set, effect)) {
        const Characteristics& c = chars(i);
        const int v = value == Expr::Kind::GreatestPower       ? c.power.value_or(0)
                    : value == Expr::Kind::GreatestToughness ? c.toughness.value_or(0)
                                                               : c.manaCost.manaValue();
        best = std::max(best.value_or(v), v);
    }
    return best.value_or(0);
}

// "shares a creature type with it": the set's objects other than the affected one with a creature
// type it has too; an object with every creature type (702.73a) shares one with any that has one.
int Evaluator::sharingCreatureType(const Selector& set, const ContinuousEffect& effect, int affectedIndex) const
{
    const auto& reg = SubtypeRegistry::instance();
    const auto creatureTypes = [&reg](const TypeLine& t) {
        QVector<SubtypeId> ids;
        for (SubtypeId id : t.subtypes)
            if (reg.kind(id) == SubtypeKind::Creature)
                ids << id;
        return ids;
    };
    const TypeLine& mine = chars(affectedIndex).type;
    const QVector<SubtypeId> own = creatureTypes(mine);
    if (own.isEmpty() && !mine.allCreatureTypes)
        return 0;
    Selector any = set;
    any.other = false;
    int n = 0;
    for (int i : select(any, effect)) {
        if (i == affectedIndex)
            continue;
        const TypeLine& theirs = chars(i).type;
        const QVector<SubtypeId> other = creatureTypes(theirs);
        const bool shares = (mine.allCreatureTypes && (theirs.allCreatureTypes || !other.isEmpty()))
            || (theirs.allCreatureTypes && !own.isEmpty())
            || std::any_of(own.begin(), own.end(), [&other](SubtypeId id) { return other.contains(id); });
        n += shares ? 1 : 0;
    }
    return n;
}

}   // namespace strata
