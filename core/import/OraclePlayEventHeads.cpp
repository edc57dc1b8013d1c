#include "OracleBlocksOrBlockedHeads.h"
#include "OracleEnterOrStepHeads.h"
#include "OracleParser.h"
#include "OraclePutIntoExileHeads.h"
#include <QRegularExpression>

// Round 30: trigger heads of what the event player sees happen in play (603.2): damage by each source and
// combat damage once a step, sacrifices by any player, a permanent becoming untapped, exiled or returned to
// its owner's hand, spells cast from a graveyard or at a target, attacks with two or more creatures, and
// lands played. OracleTriggerEvents.cpp asks here last.

namespace strata::import {

namespace {

const QHash<QString, TriggerEvent>& fixedPlayHeads()
{
    static const QHash<QString, TriggerEvent> heads = {
        {"Whenever a source deals damage to ~", TriggerEvent::SourceDealsDamageToSelf},   // 120.3
        {"Whenever an opponent is dealt noncombat damage", TriggerEvent::OpponentDealtNoncombatDamage},
        {"Whenever ~ deals combat damage", TriggerEvent::SelfDealsCombatDamage},   // 510.2
        {"Whenever ~ deals combat damage to a player or planeswalker",
            TriggerEvent::SelfDealsCombatDamageToPlayerOrPlaneswalker},   // 510.3a
        {"Whenever you attack with two or more creatures", TriggerEvent::YouAttackWithTwoOrMore},   // 508.3a
        {"Whenever you cast a spell from your graveyard", TriggerEvent::YouCastSpellFromGraveyard},   // 601.2a
        {"Whenever a permanent is returned to your hand", TriggerEvent::PermanentReturnedToYourHand},   // 400.3
    };
    return heads;
}

}   // namespace

bool OracleParser::playEventHeads(const QString& head, AbilityDef* into) const
{
    if (const auto e = fixedPlayHeads().find(head); e != fixedPlayHeads().end()) {
        into->event = *e;
        return true;
    }
    auto filter = [into](const Selector& s) { into->eventFilter = QSharedPointer<Selector>::create(s); };
    // One object, no reference: "a creature you control", "another permanent", "a Wolf or Werewolf".
    auto one = [this](const QString& noun) -> std::optional<Selector> {
        bool plural = true;
        auto s = objects(noun, &plural);
        if (!s || plural || s->isRef())
            return std::nullopt;
        return s;
    };
    // One creature or creature kind, "a creature you control", or what the source is attached to.
    auto creature = [&](const QString& noun) -> std::optional<Selector> {
        if (!noun.startsWith(QLatin1String("a ")) && !noun.startsWith(QLatin1String("an ")))
            return attachedObject(noun);   // "enchanted creature", "equipped creature" (303.4, 301.5)
        auto s = one(noun.section(QLatin1Char(' '), 1));
        if (!s || s->other || (!(s->types & quint16(CardType::Creature)) && s->subtypes.isEmpty()))
            return std::nullopt;
        return s;
    };
    // 510.2: "Whenever a creature you control deals combat damage", "… to an opponent" (the filter: the source).
    static const QRegularExpression combatDamage(
        QStringLiteral("^Whenever (.+?) deals combat damage( to an opponent)?$"));
    if (const auto m = combatDamage.match(head); m.hasMatch() && !m.captured(1).contains(QLatin1Char('~'))) {
        const auto s = creature(m.captured(1));
        if (!s)
            return false;
        into->event = m.captured(2).isEmpty() ? TriggerEvent::DealsCombatDamage : TriggerEvent::DealsCombatDamageToOpponent;
        filter(*s);
        return true;
    }
    // Talon of Pain: any source of yours but ~, a spell's damage too (120.3).
    if (head == QLatin1String("Whenever a source you control other than ~ deals damage to an opponent")) {
        Selector source;
        source.word = QStringLiteral("source");
        source.controller = Selector::Who::You;
        source.other = true;
        into->event = TriggerEvent::DealsDamageToOpponent;
        filter(source);
        return true;
    }
    // 701.17a: "Whenever a player sacrifices a permanent / another permanent".
    static const QRegularExpression sacrifices(QStringLiteral("^Whenever a player sacrifices (another|an?) (.+)$"));
    if (const auto m = sacrifices.match(head); m.hasMatch()) {
        const bool another = m.captured(1) == QLatin1String("another");
        const auto s = one((another ? QStringLiteral("other ") : QString()) + m.captured(2));
        if (!s || s->controller != Selector::Who::Any)
            return false;
        into->event = TriggerEvent::PlayerSacrifices;
        filter(*s);
        return true;
    }
    // "Whenever a permanent you control becomes untapped" (502.3 and any other untapping), "Whenever a
    // creature is exiled from the battlefield" (a leave event: 603.10a).
    static const QRegularExpression untappedOrExiled(
        QStringLiteral("^Whenever an? (.+) (becomes untapped|is exiled from the battlefield)$"));
    if (const auto m = untappedOrExiled.match(head); m.hasMatch()) {
        const auto s = one(m.captured(1));
        if (!s || s->other)
            return false;
        into->event = m.captured(2) == QLatin1String("becomes untapped") ? TriggerEvent::BecomesUntapped
                                                                        : TriggerEvent::ExiledFromBattlefield;
        filter(*s);
        return true;
    }
    // "Whenever you cast an Aura spell that targets ~" (Druid of Horns): heroic's event with the spell's kind.
    static const QRegularExpression kindTargetingSelf(QStringLiteral("^Whenever you cast an? (.+) spell that targets ~$"));
    if (const auto m = kindTargetingSelf.match(head); m.hasMatch()) {
        const auto s = spellFilter(m.captured(1));
        if (!s)
            return false;
        into->event = TriggerEvent::YouCastSpellTargetingSelf;
        filter(*s);
        return true;
    }
    // "Whenever you cast a spell that targets a creature you control" (601.2c: one of its targets).
    static const QRegularExpression targeting(QStringLiteral("^Whenever you cast a spell that targets an? (.+)$"));
    if (const auto m = targeting.match(head); m.hasMatch()) {
        const auto s = one(m.captured(1));
        if (!s || s->other || !s->anyOf.isEmpty())
            return false;
        into->event = TriggerEvent::YouCastSpellTargeting;
        filter(*s);
        return true;
    }
    // 603.2c, once for the event: "Whenever one or more creature cards leave your graveyard", "… land cards are
    // put into your graveyard from anywhere / from your library" (404.1: a card goes to its owner's graveyard).
    static const QRegularExpression yourGraveyard(QStringLiteral(
        "^Whenever one or more (.+) cards (leave your graveyard|are put into your graveyard from (?:anywhere|your library))$"));
    if (const auto m = yourGraveyard.match(head); m.hasMatch()) {
        auto card = cardKinds(m.captured(1) + QStringLiteral(" card"));
        if (!card || card->isRef() || card->other || card->controller != Selector::Who::Any || card->manaValueAtMostX)
            return false;
        card->word = QStringLiteral("card");
        card->where = Selector::Where::Any;
        card->zone = Selector().zone;
        const QString what = m.captured(2);
        into->event = what.startsWith(QLatin1String("leave")) ? TriggerEvent::CardsLeaveYourGraveyard
            : what.endsWith(QLatin1String("anywhere"))         ? TriggerEvent::CardsPutIntoYourGraveyard
                                                               : TriggerEvent::CardsMilledIntoYourGraveyard;
        filter(*card);
        return true;
    }
    // 305.1: "Whenever an opponent plays a land", "When you play another land" (City of Traitors). The
    // filter is the land; its controller is who played it (305.2: one plays a land under one's control).
    static const QRegularExpression plays(
        QStringLiteral("^When(?:ever)? (an opponent plays|a player plays|you play) (a|another) land$"));
    if (const auto m = plays.match(head); m.hasMatch()) {
        Selector land;
        land.types = quint16(CardType::Land);
        land.other = m.captured(2) == QLatin1String("another");
        const QString who = m.captured(1);
        land.controller = who == QLatin1String("you play") ? Selector::Who::You
            : who == QLatin1String("an opponent plays")   ? Selector::Who::Opponent
                                                           : Selector::Who::Any;
        into->event = TriggerEvent::PlaysLand;
        filter(land);
        return true;
    }
    return false;
}

namespace {

// Round 32: "Whenever a creature you control of the chosen type enters the battlefield or attacks" (Kindred
// Discovery): the second head is a verb alone, said of the first one's subject (603.2: either event).
QString sharedSubject(const QString& first, const QString& second, bool secondWhenever)
{
    static const QRegularExpression verbAlone(QStringLiteral("^(?:attacks|blocks|dies)$"));
    static const QRegularExpression entering(QStringLiteral("^(.+?) enters(?: the battlefield)?$"));
    const auto m = entering.match(first);
    // Round 37: "~ dies or is put into exile from the battlefield" (God-Eternal Oketra), "enchanted permanent dies or
    // is put into exile" (Kaya's Ghostform): one subject of both.
    if (!secondWhenever && first.endsWith(QLatin1String(" dies")) && second.startsWith(QLatin1String("is put into ")))
        return first.chopped(4) + second;
    // Round 39: "enchanted creature blocks or becomes blocked" (Ferocity): one subject of both.
    if (!secondWhenever && first.endsWith(QLatin1String(" blocks")) && second == QLatin1String("becomes blocked"))
        return first.chopped(6) + second;
    if (secondWhenever || !verbAlone.match(second).hasMatch() || !m.hasMatch() || m.captured(1).contains(QLatin1Char('~')))
        return second;
    return m.captured(1) + QLatin1Char(' ') + second;
}

}   // namespace

// Two heads joined by "or" (603.2): "At the beginning of your upkeep or whenever you cast a red spell" (Shrine
// of Burning Rage), "Whenever you cast a red spell or a Mountain enters under your control" (the second
// "whenever" left out, Staff of the Flame Magus). Each side must be a head of its own, neither a state
// trigger nor with an "if". An effect that names the event's object or player ("that creature", "it") is
// not read: which event it would name is not known here, unless both events name one object (rounds 37 and 39).
bool OracleParser::orEventHeads(const QString& word, const QString& event, const QString& effect, AbilityDef* into) const
{
    static const QRegularExpression namesEvent(QStringLiteral("\\b(?:it|its|that|they|them|their)\\b"));
    const bool namesIt = namesEvent.match(effect).hasMatch();
    static const QRegularExpression orWord(QStringLiteral(" or (whenever )?"));
    auto joins = orWord.globalMatch(event);
    while (joins.hasNext()) {
        const auto join = joins.next();
        const bool secondWhenever = !join.captured(1).isEmpty();
        if (word == QLatin1String("At") && !secondWhenever)   // "at the beginning of your upkeep or draw step"
            continue;
        AbilityDef first, second;
        first.kind = second.kind = AbilityDef::Kind::Triggered;
        const QString secondWord = secondWhenever ? QStringLiteral("Whenever") : word;
        const QString firstEvent = event.left(join.capturedStart());
        if (!triggerHead(word, firstEvent, &first)
            || !triggerHead(secondWord, sharedSubject(firstEvent, event.mid(join.capturedEnd()), secondWhenever), &second))
            continue;
        if (first.event == TriggerEvent::State || second.event == TriggerEvent::State || first.triggerIf
            || second.triggerIf)
            continue;
        // Round 37: after one permanent's two ways of leaving, "it" is the card it became either way
        // (OraclePutIntoExileHeads.h).
        if (namesIt && !diesOrPutIntoExile(first, second) && !attachedBlocksOrBecomesBlocked(first, second))   // round 39
            return false;
        joinOrEventHeads(first, second, into);
        return true;
    }
    return false;
}

}   // namespace strata::import
