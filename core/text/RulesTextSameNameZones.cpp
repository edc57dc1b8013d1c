#include "RulesTextWriter.h"

// Round 38: the cards sharing a target's name searched for in its controller's graveyard, hand and library, and exiled
// (Scour, Crumble to Dust, Extirpate; 701.23, 201.2), and Mimeofacture's search of the target's controller's library. A whole
// sentence per wording so a translation can order it freely.

namespace strata {
namespace rulestext {

std::optional<QStringList> Writer::zonesSearchedForTargetsName(const Action& a)
{
    const Selector card = a.object.value_or(Selector());
    const bool zones = card.anyOf.size() == 3 && card.anyOf[0].zone == Zone::Graveyard && card.anyOf[1].zone == Zone::Hand
        && card.anyOf[2].zone == Zone::Library;
    // Mimeofacture: "Choose target permanent an opponent controls. Search that player's library for a card with the same name
    // and put it onto the battlefield under your control. Then that player shuffles their library."
    if (!zones && card.sameNameAsTarget && card.anyOf.isEmpty() && a.who == QLatin1String("controller_of_target")) {
        if (a.text != QLatin1String("battlefield") || a.reveal || a.tapped || card.upTo || a.amount.n != 1 || m_targets.size() != 1)
            return QStringList{};
        return QStringList{tr("choose %1", "a target").arg(refPhrase(Selector::Ref::Target).text),
            tr("search that player's library for a card with the same name and put it onto the battlefield under your control"),
            tr("then that player shuffles their library")};
    }
    if (!zones)
        return std::nullopt;   // another search
    if (!card.sameNameAsTarget || a.text != QLatin1String("exile") || a.reveal || a.tapped || m_targets.size() != 1)
        return QStringList{};   // no card prints these: written as nothing, so the round trip fails
    // Extirpate: "Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand, and
    // library for all cards with the same name as that card and exile them. …" (Surgical Extraction's "any number of"):
    // the target the reader made of it, a nonbasic card in a graveyard (only lands are basic, 205.4c).
    if (a.who == QLatin1String("owner_of_target")) {
        const Selector& target = m_targets.first().sel;
        if (target.where != Selector::Where::Specific || target.zone != Zone::Graveyard
            || target.notSupertypes != quint8(Supertype::Basic) || target.types || target.notTypes || target.supertypes
            || !target.subtypes.isEmpty()
            || target.ownerYou || !target.named.isEmpty() || !target.anyOf.isEmpty())
            return QStringList{};
        refPhrase(Selector::Ref::Target);   // named here, "that card" after
        return QStringList{tr("choose target card in a graveyard other than a basic land card"),
            a.each ? tr("search its owner's graveyard, hand, and library for all cards with the same name as that card and exile them")
                   : tr("search its owner's graveyard, hand, and library for any number of cards with the same name as that card "
                        "and exile them"),
            tr("then that player shuffles their library")};
    }
    if (a.who != QLatin1String("controller_of_target"))
        return QStringList{};
    // "that enchantment", "that land": the target's card type, without its other qualities ("target nonbasic land").
    Selector kind;
    for (const CardType type : {CardType::Enchantment, CardType::Land, CardType::Artifact, CardType::Creature})
        if (m_targets.first().sel.types & quint16(type)) {
            kind.types = quint16(type);
            break;
        }
    if (!kind.types)
        return QStringList{};
    const Gender g = selectorGender(kind);
    const QString search = a.each
        ? pickG(g,
              QT_TRANSLATE_NOOP3("RulesText", "search its controller's graveyard, hand, and library for all cards with the same "
                                              "name as that %1 and exile them", "a card type; masculine"),
              QT_TRANSLATE_NOOP3("RulesText", "search its controller's graveyard, hand, and library for all cards with the same "
                                              "name as that %1 and exile them", "a card type; feminine"))
        : pickG(g,
              QT_TRANSLATE_NOOP3("RulesText", "search its controller's graveyard, hand, and library for any number of cards with "
                                              "the same name as that %1 and exile them", "a card type; masculine"),
              QT_TRANSLATE_NOOP3("RulesText", "search its controller's graveyard, hand, and library for any number of cards with "
                                              "the same name as that %1 and exile them", "a card type; feminine"));
    return QStringList{search.arg(noun(kind, false, false)), tr("then that player shuffles their library")};
}

}   // namespace rulestext
}   // namespace strata
