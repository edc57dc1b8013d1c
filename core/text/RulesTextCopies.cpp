#include "RulesTextWriter.h"

// Copy effects in words (707.9): the exceptions a copy keeps ("except it's an enchantment in addition
// to its other types", "except it has …") and a chosen form's phrase.

namespace strata {
namespace rulestext {

QString Writer::copyExceptions(const CopyExceptions& ex, const NP& copiedNoun)
{
    QStringList items;
    if (ex.addTypes || !ex.addSubtypes.isEmpty() || ex.addSupertypes) {
        const QVector<CardType> types = typesIn(ex.addTypes);
        const bool withNoun = ex.addTypes || !ex.addSubtypes.isEmpty();
        // The supertypes agree with the added type's noun, or with the copy itself when they stand alone.
        const Gender g = !withNoun         ? m_selfGender
            : !types.isEmpty()            ? typeGender(types.last())
                                          : subtypeGender(ex.addSubtypes.last());
        QStringList words;
        for (Supertype t : kSupertypeOrder)
            if (ex.addSupertypes & quint8(t))
                words << supertypeWord(t, Agr{g, false});
        QString np;
        if (withNoun) {
            QStringList subWords;
            for (SubtypeId id : ex.addSubtypes)
                subWords << subtypeWord(id);
            QString head;
            if (!types.isEmpty()) {
                if (!subWords.isEmpty())
                    words << subWords.join(QLatin1Char(' '));
                for (int i = 0; i < types.size() - 1; ++i)
                    words << typeWord(types[i], false);
                head = typeWord(types.last(), false);
            } else {
                head = subWords.join(QLatin1Char(' '));
            }
            np = indefinite(withAdjectives(words, head), g);
        } else {
            np = joinList(words, false);
        }
        items << tr("it's %1 in addition to its other types").arg(np);
    }
    if (ex.power && ex.toughness)
        items
            << tr("it has base power and toughness %1").arg(QStringLiteral("%1/%2").arg(*ex.power).arg(*ex.toughness));
    for (Supertype t : kSupertypeOrder)   // "except it isn't legendary" (707.9b)
        if (ex.removeSupertypes & quint8(t))
            items << tr("it isn't %1", "a supertype the copy doesn't have: legendary")
                         .arg(supertypeWord(t, Agr{m_selfGender, false}));
    if (ex.keepOwnColor)
        items << pickG(copiedNoun.g,
            QT_TRANSLATE_NOOP3("RulesText", "it doesn't copy that %1's color", "%1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "it doesn't copy that %1's color", "%1 is feminine"))
                     .arg(copiedNoun.text);
    if (!ex.addAbilities.isEmpty()) {
        Selector self;
        self.ref = Selector::Ref::It;
        items << tr("it has %1").arg(abilityList(ex.addAbilities, self, std::nullopt));
    }
    if (ex.hasThisAbility)
        items << tr("it has this ability");
    if (!ex.extraCounterKind.isEmpty()) {
        bool isNumber = false;
        const int n = ex.extraCounterCount.toInt(&isNumber);
        if (isNumber && n == 1)
            items << tr("it enters with an additional %1 counter on it").arg(ex.extraCounterKind);
        else
            items << tr("it enters with %1 additional %2 counters on it")
                         .arg(isNumber ? numberWord(n) : ex.extraCounterCount.toUpper(), ex.extraCounterKind);
    }
    if (!ex.ifCreature)
        return joinList(items, false);
    const QString conditional = copyExceptions(*ex.ifCreature, copiedNoun);
    if (items.isEmpty())
        return tr("if it's a creature, %1").arg(conditional);
    return tr("%1 and, if it's a creature, %2").arg(joinList(items, false), conditional);
}

QString Writer::chosenForm(const CopyExceptions& form)
{
    // Primal Clay's "a 1/6 Wall artifact creature with defender": P/T, subtypes and types in one noun.
    const QVector<CardType> types = typesIn(form.addTypes);
    QStringList words;
    if (form.power && form.toughness)
        words << QStringLiteral("%1/%2").arg(*form.power).arg(*form.toughness);
    for (SubtypeId id : form.addSubtypes)
        words << subtypeWord(id);
    for (int i = 0; i + 1 < types.size(); ++i)
        words << typeWord(types[i], false);
    const QString head = types.isEmpty() ? typeWord(CardType::Creature, false) : typeWord(types.last(), false);
    const Gender g = types.isEmpty() ? typeGender(CardType::Creature) : typeGender(types.last());
    QString np = indefinite(withAdjectives(words, head), g);
    if (!form.addAbilities.isEmpty()) {
        Selector self;
        self.ref = Selector::Ref::It;
        np = tr("%1 with %2", "a creature with flying").arg(np, abilityList(form.addAbilities, self, std::nullopt));
    }
    return np;
}

}   // namespace rulestext
}   // namespace strata
