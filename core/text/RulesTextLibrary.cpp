#include "HistoricKinds.h"
#include "RulesTextWriter.h"
#include <algorithm>

// Libraries: searching one (701.23) and looking at its top cards. Each wording is a whole sentence
// template so a translation can order it freely.

namespace strata {
namespace rulestext {

namespace {

// Two cards that differ in their name alone ("a card named Festering Newt or Bubbling Cauldron").
bool differInNameOnly(Selector a, Selector b)
{
    a.named.clear();
    b.named.clear();
    return a == b;
}

// Cards that each have a keyword and are otherwise alike (a union the importer reads from "with K1, K2, or K3").
bool differInKeywordOnly(const QVector<Selector>& parts)
{
    Selector base = parts.first();
    base.hasKeyword.clear();
    return std::all_of(parts.cbegin(), parts.cend(), [&](Selector p) {
        const bool has = !p.hasKeyword.isEmpty();
        p.hasKeyword.clear();
        return has && p == base;
    });
}

// SearchLibrary's templates by where the card goes, singular then plural; %1 is the card searched for.
struct SearchWording {
    const char* where;
    bool reveal;
    Tr3 one, many;
};

const SearchWording kSearchWordings[] = {
    {"hand", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it into your hand, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them into your hand, then shuffle", "cards")},
    {"hand", true, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal it, put it into your hand, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal them, put them into your hand, then shuffle", "cards")},
    {"battlefield", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it onto the battlefield, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them onto the battlefield, then shuffle", "cards")},
    {"battlefield_tapped", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it onto the battlefield tapped, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them onto the battlefield tapped, then shuffle", "cards")},
    {"graveyard", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put it into your graveyard, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, put them into your graveyard, then shuffle", "cards")},
    {"exile", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, exile it, then shuffle", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, exile them, then shuffle", "cards")},
    // Round 34: two cards found, one into the hand and the other into the graveyard (Fork in the Road); never one card.
    {"hand_and_graveyard", true,
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal them, put one into your hand and the other into your "
                                        "graveyard, then shuffle", "cards"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal them, put one into your hand and the other into your "
                                        "graveyard, then shuffle", "cards")},
    // Round 34: several cards on top (Congregation at Dawn), in the order their owner chooses (401.4).
    {"top", false, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, then shuffle and put that card on top", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, then shuffle and put those cards on top in any order", "cards")},
    {"top", true, QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal it, then shuffle and put that card on top", "a card"),
        QT_TRANSLATE_NOOP3("RulesText", "search your library for %1, reveal them, then shuffle and put those cards on top in any order", "cards")},
};

// Round 31: a card of either land type, "a Forest or Plains card" (Safewright Quest): the parts' one land
// subtype each, the parts alike otherwise; nothing for any other card.
QVector<SubtypeId> eitherLandType(const Selector& card)
{
    if (card.anyOf.size() < 2)
        return {};
    QVector<SubtypeId> types;
    Selector rest;
    for (const Selector& part : card.anyOf) {
        if (part.subtypes.size() != 1 || part.isRef() || !part.anyOf.isEmpty()
            || SubtypeRegistry::instance().kind(part.subtypes.first()) != SubtypeKind::Land)
            return {};
        Selector without = part;
        without.subtypes.clear();
        if (&part != &card.anyOf.first() && !(without == rest))
            return {};
        rest = without;
        types << part.subtypes.first();
    }
    return types;
}

// Round 34: each part of such a card is a basic one ("a basic Plains, Island, or Swamp card", Esper Panorama).
bool basicParts(const Selector& card)
{
    return std::all_of(card.anyOf.cbegin(), card.anyOf.cend(),
        [](const Selector& part) { return part.supertypes == quint8(Supertype::Basic); });
}

}   // namespace

std::optional<QStringList> Writer::libraryAction(const Action& a, bool optional)
{
    auto maybe = [&](const QString& clause) {
        return optional ? tr("you may %1", "an optional instruction").arg(clause) : clause;
    };
    // Round 16: a basic land searched for by another player ("its controller may search their library …",
    // "each player searches …"); "may" is that player's choice (`a.optional`), never "you may have".
    if ((a.kind == ActionKind::SearchBasicLand || a.kind == ActionKind::SearchBasicLandToHand) && !a.who.isEmpty()) {
        const QString who = playerPhrase(a.who);
        if (who.isEmpty() || (optional && !a.optional))
            return QStringList{};   // no card prints these: written as nothing, so the round trip fails
        if (a.kind == ActionKind::SearchBasicLandToHand)
            return QStringList{(a.optional ? tr("%1 may search their library for a basic land card, reveal it, put it into "
                                                "their hand, then shuffle", "a player")
                                           : tr("%1 searches their library for a basic land card, reveals it, puts it into "
                                                "their hand, then shuffles", "a player"))
                                   .arg(who)};
        if (a.optional)
            return QStringList{(a.tapped ? tr("%1 may search their library for a basic land card, put it onto the battlefield "
                                              "tapped, then shuffle", "a player")
                                         : tr("%1 may search their library for a basic land card, put it onto the battlefield, "
                                              "then shuffle", "a player"))
                                   .arg(who)};
        return QStringList{(a.tapped ? tr("%1 searches their library for a basic land card, puts it onto the battlefield "
                                          "tapped, then shuffles", "a player")
                                     : tr("%1 searches their library for a basic land card, puts it onto the battlefield, "
                                          "then shuffles", "a player"))
                               .arg(who)};
    }
    if (a.kind == ActionKind::SearchLibrary) {
        const Selector card = a.object.value_or(Selector());
        if (const auto zones = zonesSearchedForTargetsName(a))   // round 38: Scour's graveyard, hand, and library
            return zones;
        const int n = std::max(1, a.amount.n);
        const bool plural = n > 1 || card.upTo > 0 || a.amount.x;
        QString what;
        if (a.amountOf && (!a.amount.x || a.who != QLatin1String("target_player") || a.text != QLatin1String("exile")))
            return QStringList{};   // round 37: a count only in Neverending Torment's and Nightmare Incursion's search
        if (a.amountOf)
            what = (card.upTo ? tr("up to X %1, where X is %2,", "cards, an amount")
                              : tr("X %1, where X is %2,", "cards, an amount"))
                       .arg(noun(card, true, false), expr(*a.amountOf));
        else if (a.amount.x && card.upTo == 0)   // round 34: "X cards" (Insidious Dreams, 107.3)
            what = tr("%1 %2", "a number, cards").arg(QStringLiteral("X"), noun(card, true, false));
        else if (card.upTo == Selector::kAnyNumber)   // Grozoth (115.1)
            what = tr("any number of %1", "cards").arg(noun(card, true, false));
        else if (card.upTo > 0)
            what = tr("up to %1 %2", "a number, cards").arg(numberWord(n), noun(card, true, false));
        else if (n > 1)
            what = tr("%1 %2", "a number, cards").arg(numberWord(n), noun(card, true, false));
        else if (const QVector<SubtypeId> landTypes = eitherLandType(card); !landTypes.isEmpty()) {
            QStringList names;   // as a fetch land's (SearchLandType)
            for (SubtypeId id : landTypes)
                names << subtypeWord(id);
            const QString kinds = basicParts(card) ? tr("basic %1 card", "land types: a basic Plains, Island, or Swamp card")
                                                   : tr("%1 card");
            what = indefinite(kinds.arg(joinList(names, true)), genderOf("card"));
        } else if (card.anyOf.size() == 2 && !card.anyOf[0].named.isEmpty() && !card.anyOf[1].named.isEmpty()
                 && differInNameOnly(card.anyOf[0], card.anyOf[1])) {
            // Round 31: "a card named Festering Newt or Bubbling Cauldron", a card of either name (201.2).
            Selector base = card.anyOf[0];
            base.named.clear();
            QStringList names;
            for (const Selector& part : card.anyOf)
                names << (part.named == m_faceName ? m_self : part.named);
            what = tr("%1 named %2", "a card, then the names it may have: a card named Festering Newt or Bubbling Cauldron")
                       .arg(indefinite(noun(base, false, false), selectorGender(base)), joinList(names, true));
        } else if (card.anyOf.size() >= 3 && differInKeywordOnly(card.anyOf)) {
            // Round 39: "a creature card with deathtouch, hexproof, reach, or trample" (Mwonvuli Beast Tracker).
            QStringList keywords;
            for (const Selector& part : card.anyOf) {
                AbilityDef k;
                k.keyword = part.hasKeyword;
                keywords << lcfirst(keywordText(k));
            }
            Selector base = card.anyOf[0];
            base.hasKeyword.clear();
            what = tr("%1 with %2", "a card, then the keywords it may have: a creature card with deathtouch, hexproof, or reach")
                       .arg(indefinite(noun(base, false, false), selectorGender(base)), joinList(keywords, true));
        } else if (card.anyOf.size() == 2 && card.anyOf[0].zone == Zone::Library && card.anyOf[1].zone == Zone::Library)
            // "a basic land card or a Gate card" (Gatecreeper Vine): one card of either kind.
            what = tr("%1 or %2", "a card of one kind or a card of another").arg(
                indefinite(noun(card.anyOf[0], false, false), selectorGender(card.anyOf[0])),
                indefinite(noun(card.anyOf[1], false, false), selectorGender(card.anyOf[1])));
        else
            what = indefinite(noun(card, false, false), selectorGender(card));
        if (card.sameNameAsTarget)   // round 38: Pack Hunt, the spell's one target named (201.2)
            what = tr("%1 with the same name as %2", "cards, the target").arg(what, refPhrase(Selector::Ref::Target).text);
        if (card.anyOf.size() == 2 && card.anyOf[1].zone == Zone::Graveyard) {   // "your library and/or graveyard"
            if (a.text != QLatin1String("hand") || !a.reveal || n != 1 || !a.who.isEmpty())
                return QStringList{};
            const Selector& one = card.anyOf[0];
            return QStringList{maybe(tr("search your library and/or graveyard for %1, reveal it, and put it into your hand", "a card")
                                         .arg(indefinite(noun(one, false, false), selectorGender(one)))),
                tr("if you search your library this way, shuffle it")};
        }
        // Round 32: "each other player may search their library for a land card, put it onto the battlefield, then
        // shuffle" (Hired Giant): each of them searches their own; "may" is each one's choice.
        if (a.who == QLatin1String("each_other_player") || a.who == QLatin1String("each_opponent")) {
            if (!a.optional || a.text != QLatin1String("battlefield") || plural || a.reveal || a.tapped)
                return QStringList{};
            return QStringList{tr("%1 may search their library for %2, put it onto the battlefield, then shuffle", "players, a card")
                                   .arg(playerPhrase(a.who), what)};
        }
        if (!a.who.isEmpty()) {   // Extract: another player's library, exiled, and that player shuffles
            const bool opponent = targetsAnOpponent(a.who);
            if (a.text == QLatin1String("battlefield") && !plural && !a.reveal && !a.tapped)   // Bribery
                return QStringList{maybe((opponent ? tr("search target opponent's library for %1 and put that card onto the "
                                                        "battlefield under your control", "a card")
                                                   : tr("search target player's library for %1 and put that card onto the "
                                                        "battlefield under your control", "a card"))
                                             .arg(what)),
                    tr("then that player shuffles their library")};
            if (a.text == QLatin1String("graveyard") && plural && !a.reveal && !a.tapped)   // round 35: Life's Finale
                return QStringList{maybe((opponent ? tr("search target opponent's library for %1 and put them into their graveyard",
                                                        "cards")
                                                   : tr("search target player's library for %1 and put them into their graveyard",
                                                        "cards"))
                                             .arg(what)),
                    tr("then that player shuffles their library")};
            if (a.text != QLatin1String("exile") || a.reveal || a.tapped)
                return QStringList{};
            const QString search = plural
                ? (opponent ? tr("search target opponent's library for %1 and exile them", "cards")
                            : tr("search target player's library for %1 and exile them", "cards"))
                : (opponent ? tr("search target opponent's library for %1 and exile it", "a card")
                            : tr("search target player's library for %1 and exile it", "a card"));
            return QStringList{maybe(search.arg(what)), tr("then that player shuffles their library")};
        }
        const QString where = a.tapped ? a.text + QStringLiteral("_tapped") : a.text;
        for (const SearchWording& w : kSearchWordings) {
            if (where != QLatin1String(w.where) || a.reveal != w.reveal)
                continue;
            const Tr3& t = plural ? w.many : w.one;
            if (!t.source)
                break;
            return QStringList{maybe(tr(t.source, t.comment).arg(what))};
        }
        return QStringList{};   // a combination no card prints: written as nothing, so the round trip fails
    }
    // Round 34: "each player puts a creature card … from their graveyard onto the battlefield" (Crypt Champion).
    if (a.kind == ActionKind::ReturnToBattlefield && a.object && !a.object->isRef() && a.who == QLatin1String("each_player")
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Graveyard) {
        if (!a.counters.kind.isEmpty() || a.optional || a.tapped || a.to || a.object->ownerYou)
            return QStringList{};   // no card prints these: written as nothing, so the round trip fails
        return QStringList{tr("each player puts %1 from their graveyard onto the battlefield", "a card")
                               .arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object)))};
    }
    // Round 15: "put a green creature card from your hand onto the battlefield" (the card chosen as it
    // resolves), and the revealed hand whose chosen card is exiled (406.3) rather than discarded.
    if (a.kind == ActionKind::ReturnToBattlefield && a.object && !a.object->isRef()
        && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Hand) {
        if (!a.counters.kind.isEmpty() || (!a.who.isEmpty() && (!a.optional || a.tapped || a.attacking)))
            return QStringList{};   // no card prints these: written as nothing, so the round trip fails
        const QString what = indefinite(noun(*a.object, false, false), selectorGender(*a.object));
        // Round 32: "each other player may put a creature card from their hand onto the battlefield" (Hunted
        // Wumpus): "may" is each of those players' choice.
        if (!a.who.isEmpty()) {
            const QString who = playerPhrase(a.who);
            if (who.isEmpty())
                return QStringList{};
            return QStringList{tr("%1 may put %2 from their hand onto the battlefield", "players, a card").arg(who, what)};
        }
        if (a.to)   // round 34: Academy Researchers (303.4f)
            return a.to->ref != Selector::Ref::Self || a.tapped ? QStringList{}
                : QStringList{maybe(tr("put %1 from your hand onto the battlefield attached to %2", "a card, the source").arg(what, m_self))};
        // Round 34: "… tapped and attacking" (Preeminent Captain, 508.4).
        return QStringList{maybe((a.attacking ? tr("put %1 from your hand onto the battlefield tapped and attacking", "a card")
                                     : a.tapped ? tr("put %1 from your hand onto the battlefield tapped", "a card")
                                                : tr("put %1 from your hand onto the battlefield", "a card"))
                                     .arg(what))};
    }
    // Round 45: every card of a kind in the one target player's revealed hand discarded, none chosen (Amnesia, 701.8a).
    if (a.kind == ActionKind::DiscardChosen && a.each) {
        if (!a.reveal || !a.who.isEmpty() || a.destination || a.amount.n > 0 || a.pick > 0 || optional)
            return QStringList{};
        return QStringList{tr("%1 reveals their hand and discards all %2", "a player, a kind of cards: Amnesia")
                               .arg(refPhrase(Selector::Ref::Target).text, noun(a.object.value_or(Selector()), true, false))};
    }
    // Round 37: a card chosen from the hand of the event's player, discarded or exiled (Ghastlord of Fugue, Leshrac's
    // Sigil; OracleEventPlayerHand.cpp).
    if (a.kind == ActionKind::DiscardChosen && a.who == QLatin1String("that_player")) {
        const QString what = indefinite(noun(a.object.value_or(Selector()), false, false), selectorGender(a.object.value_or(Selector())));
        QStringList out = a.reveal ? QStringList{tr("%1 reveals their hand", "a player").arg(playerPhrase(a.who)),
                                        tr("you choose %1 from it", "a card of some kind").arg(what)}
                                   : QStringList{tr("look at that player's hand and choose %1 from it", "a card of some kind").arg(what)};
        out << (a.destination == Zone::Exile ? tr("that player exiles that card") : tr("that player discards that card"));
        return (a.destination && a.destination != Zone::Exile) || a.amount.n > 0 || a.pick > 0 ? QStringList{} : out;
    }
    // Round 36: the cards chosen from a hand looked at put on top of that player's library (Painful Memories, Agonizing
    // Memories; OracleHandToLibrary.cpp).
    if (a.kind == ActionKind::DiscardChosen && a.destination == Zone::Library && a.reveal) {   // Lost Hours
        if (a.amount.n != 3 || a.pick > 0)
            return QStringList{};
        const Selector object = a.object.value_or(Selector());
        return QStringList{tr("%1 reveals their hand", "a player").arg(refPhrase(Selector::Ref::Target).text),
            tr("you choose %1 from it", "a card of some kind").arg(indefinite(noun(object, false, false), selectorGender(object))),
            tr("that player puts that card into their library third from the top")};
    }
    if (a.kind == ActionKind::DiscardChosen && a.destination == Zone::Library) {
        if (a.amount.n > 0)
            return QStringList{};
        const QString whose = targetsAnOpponent(QStringLiteral("target_player")) ? tr("look at target opponent's hand")
                                                                                 : tr("look at target player's hand");
        if (a.pick == 2)
            return QStringList{tr("%1 and choose two cards from it", "look at a player's hand").arg(whose),
                tr("put them on top of that player's library in any order")};
        if (a.pick > 0)
            return QStringList{};
        return QStringList{tr("%1 and choose a card from it", "look at a player's hand").arg(whose),
            tr("put that card on top of that player's library")};
    }
    if (a.kind == ActionKind::DiscardChosen && a.destination == Zone::Exile) {
        const Selector object = a.object.value_or(Selector());
        return QStringList{tr("%1 reveals their hand", "a player").arg(refPhrase(Selector::Ref::Target).text),
            tr("you choose %1 from it and exile that card", "a card of some kind")
                .arg(indefinite(noun(object, false, false), selectorGender(object)))};
    }
    if (a.kind == ActionKind::RevealUntil || a.kind == ActionKind::ExileTopMayPlay)
        return revealUntilAction(a, optional);   // RulesTextRevealUntil.cpp
    if (a.kind == ActionKind::LookAtTop) {
        const QString count = a.amount.x ? QStringLiteral("X") : numberWord(a.amount.n);
        const QString keep = numberWord(a.keep);
        // Round 34: "Look at the top three cards of your library. You may put those cards on the bottom of your library
        // in any order." (Petals of Insight): the look is not optional, the move to the bottom is.
        if (optional && a.text == QLatin1String("bottom_any_order") && a.keep == 0 && !a.object && !a.reveal && !a.amount.x
            && a.amount.n > 1 && a.who.isEmpty() && !a.destination)
            return QStringList{tr("look at the top %1 cards of your library").arg(count),
                tr("you may put those cards on the bottom of your library in any order")};
        // Round 38: the look itself chosen, then one card kept on top and the rest put on the bottom (Cream of the Crop).
        if (optional && a.amount.x && a.amountOf && a.keep == 1 && a.destination == Zone::Library && !a.object && !a.reveal
            && a.text == QLatin1String("bottom_any_order") && a.who.isEmpty())
            return QStringList{maybe(tr("look at the top X cards of your library, where X is %1", "an amount").arg(expr(*a.amountOf))),
                tr("if you do, put one of those cards on top of your library and the rest on the bottom of your library in any order")};
        // Round 36: "Look at the top card of target player's library. You may put that card on the bottom of that player's
        // library." (Jace, the Mind Sculptor; Coral Fighters' defending player's).
        const bool defending = a.who == QLatin1String("defending_player");
        if (optional && a.text == QLatin1String("bottom_any_order") && a.keep == 0 && !a.object && !a.reveal && !a.amount.x
            && a.amount.n == 1 && (defending || a.who == QLatin1String("target_player")) && !a.destination)
            return QStringList{defending               ? tr("look at the top card of defending player's library")
                                   : targetsAnOpponent(a.who) ? tr("look at the top card of target opponent's library")
                                                              : tr("look at the top card of target player's library"),
                tr("you may put that card on the bottom of that player's library")};
        // Round 36: "Defending player reveals the top card of their library. If it's a land card, that player puts it into
        // their hand." (Goblin Guide).
        if (defending && a.reveal && a.text == QLatin1String("top") && a.keep == 1 && a.object && !a.optional && !a.amount.x
            && a.amount.n == 1 && !a.destination && !a.condition)
            return QStringList{tr("defending player reveals the top card of their library"),
                tr("if it's %1, that player puts it into their hand", "a card")
                    .arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object)))};
        // Round 34: one card kept if it is of a kind, otherwise left on top (Explorer's Scope, Domri Rade): the choice is
        // the second sentence's.
        if (a.text == QLatin1String("top") && a.object && a.optional && !a.amount.x && a.amount.n == 1 && a.keep == 1
            && a.who.isEmpty() && ((a.destination == Zone::Battlefield && a.tapped && !a.reveal) || (!a.destination && a.reveal))) {
            const QString what = indefinite(noun(*a.object, false, false), selectorGender(*a.object));
            return QStringList{tr("look at the top card of your library"),
                (a.destination ? tr("if it's %1, you may put it onto the battlefield tapped", "a card")
                               : tr("if it's %1, you may reveal it and put it into your hand", "a card"))
                    .arg(what)};
        }
        if (a.text == QLatin1String("back_any_order") && a.destination == Zone::Graveyard && a.who.isEmpty() && !a.amount.x
            && a.amount.n == 1 && a.keep == 1)   // round 32: one card (Etherwrought Page)
            return QStringList{maybe(tr("look at the top card of your library")), tr("you may put that card into your graveyard")};
        if (a.text == QLatin1String("back_any_order") && a.destination == Zone::Graveyard && !a.who.isEmpty() && !a.amount.x
            && a.amount.n == 1 && a.keep == 1)   // round 33: of a target player's library (Lurking Informant)
            return QStringList{maybe(targetsAnOpponent(a.who) ? tr("look at the top card of target opponent's library")
                                                              : tr("look at the top card of target player's library")),
                tr("you may put that card into that player's graveyard")};
        if (a.who == QLatin1String("target_player") && !optional && !a.optional && !a.object && a.reveal && !a.amountOf
            && !a.condition && !a.amount.x && a.keep > 0 && a.keep < a.amount.n && a.destination == Zone::Graveyard
            && a.text == QLatin1String("back_any_order") && !targetsAnOpponent(a.who))   // round 35: Bamboozle
            return QStringList{tr("target player reveals the top %1 cards of their library").arg(count),
                tr("you choose %1 of those cards and put them into their graveyard", "a number").arg(keep),
                tr("put the rest on top of their library in any order")};
        // Round 35: several cards of a target player's library looked at and some moved (OracleTheirLookedCards.cpp).
        if (a.who == QLatin1String("target_player") && !optional && !a.optional && !a.object && !a.reveal && !a.amountOf
            && !a.condition) {
            const bool several = !a.amount.x && a.amount.n > 1;
            if (a.destination == Zone::Library && a.text == QLatin1String("graveyard") && a.keep == 1 && several
                && !targetsAnOpponent(a.who))   // Dimir Charm
                return QStringList{tr("look at the top %1 cards of target player's library, then put one back and the rest "
                                      "into that player's graveyard").arg(count)};
            if (a.destination == Zone::Graveyard && a.text == QLatin1String("back_any_order") && a.keep == 1 && !a.amount.x
                && a.amount.n == 2)   // round 38: Wu Spy
                return QStringList{(targetsAnOpponent(a.who) ? tr("look at the top %1 cards of target opponent's library")
                                                             : tr("look at the top %1 cards of target player's library")).arg(count),
                    tr("put one of them into their graveyard")};
            const bool one = a.keep == 1 && (a.amount.x || several);
            if (a.destination == Zone::Exile && a.text == QLatin1String("back_any_order")
                && (one || (several && a.keep == a.amount.n)))   // Sealed Fate, Dimir Machinations
                return QStringList{(targetsAnOpponent(a.who) ? tr("look at the top %1 cards of target opponent's library")
                                                             : tr("look at the top %1 cards of target player's library")).arg(count),
                    one ? tr("exile one of those cards and put the rest back on top of that player's library in any order")
                        : tr("exile any number of those cards, then put the rest back in any order")};
        }
        if (a.text == QLatin1String("back_any_order") && a.destination == Zone::Graveyard && a.who.isEmpty()) {
            // "Put any number of them into your graveyard and the rest back on top …" (Taigam's Scheming)
            return QStringList{maybe(tr("look at the top %1 cards of your library").arg(count)),
                tr("put any number of them into your graveyard and the rest back on top of your library in any order")};
        }
        if (!a.object && a.reveal && !a.amount.x && a.amount.n > 1 && a.keep == 1 && a.text == QLatin1String("graveyard")
            && !a.destination && a.who.isEmpty() && !a.pick)   // round 35: Reviving Vapors, any card kept
            return QStringList{maybe(tr("reveal the top %1 cards of your library").arg(count)),
                tr("put one of them into your hand and the rest into your graveyard")};
        if (!a.object && a.reveal && !a.amount.x && a.amount.n == 1 && a.keep == 1 && a.text == QLatin1String("hand")
            && !a.destination && a.who.isEmpty())   // Dark Confidant: any card, kept
            return QStringList{maybe(tr("reveal the top card of your library and put that card into your hand"))};
        if (a.object && a.reveal && !a.amount.x && a.amount.n == 1 && a.keep == 1 && a.text == QLatin1String("none")
            && a.destination == Zone::Battlefield && a.who.isEmpty())   // round 36: Killer Instinct, the rest stays on top
            return QStringList{maybe(tr("reveal the top card of your library")),
                tr("if it's %1, put it onto the battlefield", "a card").arg(indefinite(noun(*a.object, false, false), selectorGender(*a.object)))};
        if (a.object && a.reveal && !a.amount.x && a.amount.n == 1 && a.keep == 1
            && (a.text == QLatin1String("hand") || a.text == QLatin1String("graveyard"))) {
            // "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
            // Otherwise, put it into your hand." (Coiling Oracle)
            const QString what = indefinite(noun(*a.object, false, false), selectorGender(*a.object));
            const bool battlefield = a.destination == Zone::Battlefield;
            if ((a.destination && !battlefield) || (!battlefield && a.text == QLatin1String("hand")))
                return QStringList{};
            return QStringList{maybe(tr("reveal the top card of your library")),
                (battlefield ? tr("if it's %1, put it onto the battlefield", "a card") : tr("if it's %1, put it into your hand", "a card"))
                    .arg(what),
                a.text == QLatin1String("hand") ? tr("otherwise, put it into your hand") : tr("otherwise, put it into your graveyard")};
        }
        if (a.object && a.reveal && a.pick > 0 && a.keep == a.pick && !a.amount.x && a.pick <= a.amount.n
            && a.text == QLatin1String("graveyard") && a.who.isEmpty() && (!a.destination || a.destination == Zone::Battlefield))
        {
            // "Reveal the top five cards of your library. You may put a creature or land card from among them into
            // your hand. Put the rest into your graveyard." (Grisly Salvage); "Put up to two instant and/or sorcery
            // cards from among them into your hand and the rest into your graveyard." (Pieces of the Puzzle)
            const Selector& card = *a.object;
            const bool battlefield = a.destination == Zone::Battlefield;
            QStringList out{maybe(tr("reveal the top %1 cards of your library").arg(count))};
            if (a.pickUpTo && (a.pick == 1 || a.pick == a.amount.n)) {   // "you may put a …", "any number of …"
                const QString what = a.pick == 1 ? indefinite(noun(card, false, false), selectorGender(card))
                                                 : tr("any number of %1", "cards").arg(noun(card, true, false));
                out << (battlefield ? tr("you may put %1 from among them onto the battlefield", "a card")
                                    : tr("you may put %1 from among them into your hand", "a card")).arg(what);
                out << tr("put the rest into your graveyard");
                return out;
            }
            // "up to two instant and/or sorcery cards" (Pieces of the Puzzle): each card of either type
            const QVector<CardType> either = typesAlphabetically(card.anyTypes);
            const bool andOr = either.size() == 2 && !card.types && !card.notTypes && card.subtypes.isEmpty()
                && !card.supertypes && card.colors.isEmpty() && card.notColors.isEmpty() && !card.manaValueAtMost
                && !card.manaValueAtLeast && !card.manaValueAtMostX;
            const QString what = a.pickUpTo && andOr
                ? tr("up to %1 %2 and/or %3 cards", "a number, two card types")
                      .arg(keep, typeWord(either.first(), false), typeWord(either.last(), false))
                : a.pickUpTo ? tr("up to %1 %2", "a number, cards").arg(keep, noun(card, true, false))
                             : indefinite(noun(card, false, false), selectorGender(card));
            out << (battlefield ? tr("put %1 from among them onto the battlefield and the rest into your graveyard", "cards")
                                : tr("put %1 from among them into your hand and the rest into your graveyard", "cards")).arg(what);
            return out;
        }
        // Round 32: several cards kept of those looked at (OracleLookPicks.cpp): "put up to two creature cards …
        // from among them onto the battlefield" (Collected Company), "you may reveal any number of creature cards
        // from among them and put the revealed cards into your hand" (Lead the Stampede); the rest on the bottom.
        const bool upToOntoBattlefield = !a.reveal && a.destination == Zone::Battlefield && !a.tapped && a.pick > 1
            && a.pick < a.amount.n;
        const bool anyNumberRevealed = a.reveal && !a.destination && a.pick == a.amount.n;
        if (a.object && a.pickUpTo && a.keep == a.pick && !a.amount.x && !a.amountOf && a.who.isEmpty()
            && a.text.startsWith(QLatin1String("bottom")) && (upToOntoBattlefield || anyNumberRevealed)) {
            const QString cards = noun(*a.object, true, false);
            QStringList out{maybe(tr("look at the top %1 cards of your library").arg(count))};
            out << (upToOntoBattlefield
                    ? tr("put up to %1 %2 from among them onto the battlefield", "a number, cards").arg(keep, cards)
                    : tr("you may reveal any number of %1 from among them and put the revealed cards into your hand", "cards")
                          .arg(cards));
            out << (a.text == QLatin1String("bottom_random_order") ? tr("put the rest on the bottom of your library in a random order")
                                                                    : tr("put the rest on the bottom of your library in any order"));
            return out;
        }
        // Round 31: one card kept onto the battlefield tapped (Elvish Rejuvenator) or on top (Silhana Wayfinder),
        // written below with the card it may be.
        const bool keptElsewhere = a.object && a.keep == 1 && a.who.isEmpty() && !a.amount.x
            && (a.destination == Zone::Battlefield || a.destination == Zone::Library);
        if (a.destination && !keptElsewhere)
            return QStringList{};   // no other destination of the kept cards is read: the round trip fails
        if (a.text == QLatin1String("back_any_order")) {   // nothing kept: the order is chosen
            if (a.who.isEmpty() && a.amountOf)   // "…, where X is the number of cards in your hand, then …"
                return QStringList{maybe(tr("look at the top X cards of your library, where X is %1, then put them back in any order",
                    "an amount").arg(expr(*a.amountOf)))};
            if (a.who.isEmpty())
                return QStringList{maybe(tr("look at the top %1 cards of your library, then put them back in any order").arg(count))};
            return QStringList{maybe((targetsAnOpponent(a.who)
                    ? tr("look at the top %1 cards of target opponent's library, then put them back in any order")
                    : tr("look at the top %1 cards of target player's library, then put them back in any order"))
                                         .arg(count))};
        }
        if (a.text == QLatin1String("none")) {   // a look, nothing moves
            const bool one = !a.amount.x && a.amount.n == 1;
            // Kinship: "If it shares a creature type with ~, you may reveal it" (the card looked at before).
            if (a.reveal && one && a.who.isEmpty() && a.condition
                && a.condition->kind == Condition::Kind::TopCardSharesCreatureType)
                return QStringList{maybe(tr("reveal it", "the top card of your library, looked at before"))};
            // round 33: Feral Deceiver; round 34: "you may reveal …", the ability's choice (Baneful Omen)
            if (a.reveal && one && a.who.isEmpty() && !a.condition && !a.optional)
                return QStringList{maybe(tr("reveal the top card of your library"))};
            if (a.reveal && one && a.who == QLatin1String("target_player") && !targetsAnOpponent(a.who) && !a.condition
                && !a.optional)   // round 33: Aven Windreader
                return QStringList{tr("target player reveals the top card of their library")};
            if (a.reveal && one && defending && !a.condition && !a.optional)   // round 36: Goblin Guide's reveal alone
                return QStringList{tr("defending player reveals the top card of their library")};
            if (a.reveal)
                return QStringList{};   // no other reveal of the top is read: the round trip fails
            if (a.who.isEmpty())
                return QStringList{maybe(one ? tr("look at the top card of your library")
                                             : tr("look at the top %1 cards of your library").arg(count))};
            const bool opponent = targetsAnOpponent(a.who);
            if (one && defending)   // round 36: Coral Fighters' look alone
                return QStringList{maybe(tr("look at the top card of defending player's library"))};
            if (defending)
                return QStringList{};
            if (one)
                return QStringList{maybe(opponent ? tr("look at the top card of target opponent's library")
                                                  : tr("look at the top card of target player's library"))};
            return QStringList{maybe((opponent ? tr("look at the top %1 cards of target opponent's library")
                                               : tr("look at the top %1 cards of target player's library"))
                                         .arg(count))};
        }
        if (a.text == QLatin1String("exile"))   // Browse: one sentence
            return QStringList{maybe(tr("look at the top %1 cards of your library, put %2 of them into your hand, and exile the rest",
                "a number, a number").arg(count, keep))};
        // every card that fits is kept; round 40: also of the top X (`keep` 0, Enshrined Memories)
        if (a.object && a.reveal && !a.amountOf && a.keep == a.amount.n) {
            const QString cards = noun(*a.object, true, false);
            QStringList out{maybe(tr("reveal the top %1 cards of your library").arg(count))};
            if (a.text == QLatin1String("bottom_random_order"))
                out << tr("put all %1 revealed this way into your hand and the rest on the bottom of your library in a random order", "cards").arg(cards);
            else if (a.text == QLatin1String("graveyard"))
                out << tr("put all %1 revealed this way into your hand and the rest into your graveyard", "cards").arg(cards);
            else
                out << tr("put all %1 revealed this way into your hand and the rest on the bottom of your library in any order", "cards").arg(cards);
            return out;
        }
        // "…, where X is the number of artifacts you control" (Machinate)
        QStringList out{maybe(a.amountOf ? tr("look at the top X cards of your library, where X is %1", "an amount").arg(expr(*a.amountOf))
                                         : tr("look at the top %1 cards of your library").arg(count))};
        if (a.object) {   // "you may reveal a creature card from among them and put it into your hand"
            const Selector& card = *a.object;
            // Round 34: "a historic card" (Weatherlight, 700.6), the word the Oracle text uses.
            const QString what = isHistoric(card) ? tr("a historic card", "700.6: an artifact, legendary or Saga card")
                                                  : indefinite(noun(card, false, false), selectorGender(card));
            if ((a.destination == Zone::Battlefield && (!a.tapped || a.reveal)) || (a.destination == Zone::Library && !a.reveal)
                || (a.destination && a.destination != Zone::Battlefield && a.destination != Zone::Library))
                return QStringList{};   // no card prints these: written as nothing, so the round trip fails
            out << (a.destination == Zone::Battlefield ? tr("you may put %1 from among them onto the battlefield tapped", "a card")
                    : a.destination == Zone::Library   // Silhana Wayfinder
                        ? tr("you may reveal %1 from among them and put it on top of your library", "a card")
                    : a.reveal ? tr("you may reveal %1 from among them and put it into your hand", "a card")
                               : tr("you may put %1 from among them into your hand", "a card"))
                       .arg(what);
            if (a.text == QLatin1String("bottom_random_order"))
                out << tr("put the rest on the bottom of your library in a random order");
            else if (a.text == QLatin1String("graveyard"))
                out << tr("put the rest into your graveyard");
            else
                out << tr("put the rest on the bottom of your library in any order");
            return out;
        }
        // Round 34: one into the hand, one on top, one on the bottom (Telling Time).
        if (a.text == QLatin1String("top_and_bottom")) {
            if (a.amount.x || a.amount.n != 3 || a.keep != 1)
                return QStringList{};   // no other card prints it: written as nothing, so the round trip fails
            out << tr("put one of those cards into your hand, one on top of your library, and one on the bottom of your library");
            return out;
        }
        // "the other" when one card is left (Sea Gate Oracle, Nagging Thoughts)
        const bool other = !a.amount.x && a.amount.n == a.keep + 1;
        if (a.text == QLatin1String("bottom_random_order"))
            out << tr("put %1 of them into your hand and the rest on the bottom of your library in a random order", "a number").arg(keep);
        else if (a.text == QLatin1String("graveyard"))
            out << (other ? tr("put %1 of them into your hand and the other into your graveyard", "a number")
                          : tr("put %1 of them into your hand and the rest into your graveyard", "a number")).arg(keep);
        else
            out << (other ? tr("put %1 of them into your hand and the other on the bottom of your library", "a number")
                          : tr("put %1 of them into your hand and the rest on the bottom of your library in any order", "a number")).arg(keep);
        return out;
    }
    return std::nullopt;
}

}   // namespace rulestext
}   // namespace strata
