#include "CardJson.h"
#include "CardJsonValues.h"
#include "text/EnglishRulesText.h"
#include <QJsonArray>

namespace strata::import {

namespace {

using namespace cardjson;

QJsonObject op(const Op& o, bool* ok)
{
    auto abilities = [&](const QVector<AbilityPtr>& list) {
        QJsonArray out;
        for (const AbilityPtr& a : list)
            out << abilityToJson(*a, ok);
        return out;
    };
    auto pt = [&] {
        QJsonObject v;
        if (o.power)
            v[QStringLiteral("power")] = expr(*o.power, ok);
        if (o.toughness)
            v[QStringLiteral("toughness")] = expr(*o.toughness, ok);
        return v;
    };
    // Stop 48, 615.1a: {"name": "player_prevent_some_damage", "prevent": 2, "filter": SELECTOR}.
    auto partialPrevention = [&] {
        QJsonObject rule{{QStringLiteral("name"), canonicalName(o.rule)}, {QStringLiteral("prevent"), expr(*o.power, ok)}};
        if (o.filter)
            rule[QStringLiteral("filter")] = selector(*o.filter, ok);
        return rule;
    };
    switch (o.kind) {
    case Op::Kind::GainControl:
        return {{QStringLiteral("gain_control"), true}};
    case Op::Kind::ExchangeControl:   // round 32: Switcheroo (701.12b), of the spell's two targets
        return {{QStringLiteral("exchange_control"), true}};
    case Op::Kind::Copy:   // 707.2, 613.2a
        *ok = *ok && o.copyOf;
        return o.copyOf ? QJsonObject{{QStringLiteral("copy"), copyEffect(*o.copyOf, o.except, ok)}} : QJsonObject();
    case Op::Kind::SwitchPT:   // 613.4d
        return {{QStringLiteral("switch_pt"), true}};
    case Op::Kind::AllCreatureTypes:   // 205.3m (round 23: Shields of Velis Vel)
        return {{QStringLiteral("all_creature_types"), true}};
    case Op::Kind::LoseCreatureTypes:   // Nameless Inversion
        return {{QStringLiteral("lose_creature_types"), true}};
    case Op::Kind::AddTypes:
        return {{QStringLiteral("add_types"), typeNames(o.cardTypes)}};
    case Op::Kind::AddSupertypes:   // "becomes a legendary 4/4 red Dragon creature" (Sarkhan, the Dragonspeaker)
        return {{QStringLiteral("add_supertypes"), supertypeNames(o.supertypes)}};
    case Op::Kind::RemoveTypes:   // the Theros gods' "~ isn't a creature" (205.1b)
        return {{QStringLiteral("remove_types"), typeNames(o.cardTypes)}};
    case Op::Kind::SetTypes:   // "~ is a 5/5 Golem artifact creature" (205.1b)
        return {{QStringLiteral("set_types"), typeNames(o.cardTypes)}};
    case Op::Kind::SetSubtypes: {
        QJsonArray subtypes = subtypeNames(o.subtypes);
        if (o.subtypeChosen)
            subtypes << chosenSubtypeName(o);
        return {{QStringLiteral("set_subtypes"), subtypes}};
    }
    case Op::Kind::AddSubtypes: {
        QJsonArray subtypes = subtypeNames(o.subtypes);
        if (o.subtypeChosen)
            subtypes << chosenSubtypeName(o);
        return {{QStringLiteral("add_subtypes"), subtypes}};
    }
    case Op::Kind::SetColors:
    case Op::Kind::AddColors: {
        QJsonArray colors = colorNames(o.colors);
        if (o.colorChosen)
            colors << QStringLiteral("$chosen");
        if (o.colorsChosen)   // round 25: "the color or colors of your choice"
            colors = QJsonArray{QStringLiteral("$chosen_colors")};
        return {{o.kind == Op::Kind::SetColors ? QStringLiteral("set_colors") : QStringLiteral("add_colors"), colors}};
    }
    case Op::Kind::AddAbilities:
        if (o.abilityChosen)   // round 25: "your choice of flying, first strike, or haste"
            return {{QStringLiteral("add_abilities"), abilities(o.abilities)}, {QStringLiteral("one_chosen"), true}};
        if (o.keeps != Op::Keeps::Nothing)
            return {{QStringLiteral("add_abilities"), abilities(o.abilities)},
                {QStringLiteral("keeps"),
                    o.keeps == Op::Keeps::KeepsSource ? QStringLiteral("source") : QStringLiteral("auras")}};
        return {{QStringLiteral("add_abilities"), abilities(o.abilities)}};
    case Op::Kind::LoseAbilities:
        if (o.thisAbility)   // the licids' "loses this ability"
            return {{QStringLiteral("lose_abilities"), QStringLiteral("this")}};
        return {{QStringLiteral("lose_abilities"), abilities(o.abilities)}};
    case Op::Kind::LoseAllAbilities:
        return {{QStringLiteral("lose_all_abilities"), true}};
    case Op::Kind::CantHave:   // 613.1f: the Archetypes' "can't have or gain", as the hand-made cards write it
        return {{QStringLiteral("cant_have"), abilities(o.abilities)}};
    case Op::Kind::SetPT:
        return {{QStringLiteral("set_pt"), pt()}};
    case Op::Kind::ModifyPT:
        return {{QStringLiteral("modify_pt"), pt()}};
    case Op::Kind::Rule:
        if (rulePreventsSome(o.rule) && o.power)
            return {{QStringLiteral("rule"), partialPrevention()}};
        if ((o.rule == RuleName::CantAttackUnlessDefenderControls || o.rule == RuleName::CanBeBlockedAsThoughNoLandwalk)
            && o.subtypes.size() == 1)
            return {{QStringLiteral("rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                 {QStringLiteral("land_type"), subtypeNames(o.subtypes).at(0)}}}};
        if (ruleTakesMana(o.rule) && o.power) {   // 601.2f: {"name": "costs_less", "mana": 1}, or {"count": …}
            QJsonObject rule{{QStringLiteral("name"), canonicalName(o.rule)}, {QStringLiteral("mana"), expr(*o.power, ok)}};
            if (!o.colors.isEmpty())   // "{B} more": {"mana": 1, "colors": ["black"]}
                rule[QStringLiteral("colors")] = colorNames(o.colors);
            if (o.filter)   // "Spells you cast that target ~": what they target
                rule[QStringLiteral("filter")] = selector(*o.filter, ok);
            return {{QStringLiteral("rule"), rule}};
        }
        if (o.filter)   // 509.1b: {"name": "cant_be_blocked_by", "filter": SELECTOR}
            return {{QStringLiteral("rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                 {QStringLiteral("filter"), selector(*o.filter, ok)}}}};
        if (ruleTakesPower(o.rule) && o.power)
            return {{QStringLiteral("rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                 {QStringLiteral("power"), o.power->value}}}};
        if (o.rule == RuleName::CanBlockAdditionalCreature && o.power)   // round 31: {"additional": {"count": …}}
            return {{QStringLiteral("rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                 {QStringLiteral("additional"), expr(*o.power, ok)}}}};
        return {{QStringLiteral("rule"), canonicalName(o.rule)}};
    case Op::Kind::ChangeText:   // 612.2: {"change_text": "all_color_words"}
        return {{QStringLiteral("change_text"), canonicalName(o.textChange)}};
    case Op::Kind::PlayerRule:
        if (rulePreventsSome(o.rule) && o.power)
            return {{QStringLiteral("player_rule"), partialPrevention()}};
        if (o.filter)   // {"name": "play_top_card_of_library", "filter": SELECTOR}: the cards it allows
            return {{QStringLiteral("player_rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                        {QStringLiteral("filter"), selector(*o.filter, ok)}}}};
        if (ruleTakesPower(o.rule) && o.power)   // 402.2: {"name": "max_hand_size_reduced_by", "power": 3}
            return {{QStringLiteral("player_rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                        {QStringLiteral("power"), o.power->value}}}};
        if (o.filter)   // 615.1a: {"name": "player_prevent_all_damage", "filter": SELECTOR}, the sources
            return {{QStringLiteral("player_rule"), QJsonObject{{QStringLiteral("name"), canonicalName(o.rule)},
                                                        {QStringLiteral("filter"), selector(*o.filter, ok)}}}};
        return {{QStringLiteral("player_rule"), canonicalName(o.rule)}};
    default:
        *ok = false;
        return {};
    }
}

}   // namespace

QJsonArray cardjson::ops(const QVector<Op>& list, bool* ok)
{
    QJsonArray out;
    for (const Op& o : list)
        out << op(o, ok);
    return out;
}

namespace {

QJsonArray targets(const QVector<Selector>& list, bool* ok)
{
    QJsonArray out;
    for (const Selector& s : list)
        out << selector(s, ok);
    return out;
}

}   // namespace

QJsonObject cardjson::face(const CardFace& f, bool* ok)
{
    QJsonObject o;
    o[QStringLiteral("name")] = f.name;
    if (!f.manaCost.isEmpty())
        o[QStringLiteral("mana_cost")] = f.manaCost.text();
    if (f.hasColorIndicator)
        o[QStringLiteral("color_indicator")] = colorNames(f.colorIndicator);
    if (f.type.supertypes)
        o[QStringLiteral("supertypes")] = supertypeNames(f.type.supertypes);
    o[QStringLiteral("types")] = typeNames(f.type.cardTypes);
    if (!f.type.subtypes.isEmpty())
        o[QStringLiteral("subtypes")] = subtypeNames(f.type.subtypes);
    auto printed = [](const PrintedNumber& n) {
        bool isInt = false;
        const int v = n.text.toInt(&isInt);
        return isInt ? QJsonValue(v) : QJsonValue(n.text);
    };
    if (f.power)
        o[QStringLiteral("power")] = printed(*f.power);
    if (f.toughness)
        o[QStringLiteral("toughness")] = printed(*f.toughness);
    if (f.loyalty)
        o[QStringLiteral("loyalty")] = printed(*f.loyalty);
    if (!f.abilities.isEmpty()) {
        QJsonArray list;
        for (const AbilityPtr& a : f.abilities) {
            bool whole = true;
            QJsonObject json = abilityToJson(*a, &whole);
            // What the card format cannot say yet (an "as long as" condition, a sum) is kept as text,
            // never half-written: a static without its condition would apply always.
            if (!whole) {
                json = QJsonObject{{QStringLiteral("text"), englishAbilityText(*a, f, f.name)}};
                *ok = false;
            }
            list << json;
        }
        o[QStringLiteral("abilities")] = list;
    }
    return o;
}

namespace {

// "choose" and "modes" of a modal ability (700.2), as docs/card-format.md reads them; empty otherwise.
QJsonObject modesToJson(const AbilityDef& a, bool* ok)
{
    if (a.modes.isEmpty())
        return {};
    QJsonArray modes;
    for (const AbilityPtr& m : a.modes) {
        QJsonObject mode{{QStringLiteral("effect"), actions(m->effect, ok)}};
        if (!m->targets.isEmpty())
            mode[QStringLiteral("targets")] = targets(m->targets, ok);
        modes << mode;
    }
    QString choose;
    if (a.modesRepeat && a.modesMin == 3 && a.modesMax == 3)   // 700.2d: "You may choose the same mode more than once"
        return {{QStringLiteral("choose"), QStringLiteral("three")}, {QStringLiteral("same_mode_again"), true},
            {QStringLiteral("modes"), modes}};
    if (a.modesMin == 1 && a.modesMax == 1)
        choose = QStringLiteral("one");
    else if (a.modesMin == 2 && a.modesMax == 2)
        choose = QStringLiteral("two");
    else if (a.modesMin == 1 && a.modesMax == 2 && a.modes.size() == 2)
        choose = QStringLiteral("one_or_both");
    else if (a.modesMin == 1 && a.modesMax == a.modes.size())
        choose = QStringLiteral("one_or_more");
    else
        *ok = false;
    return {{QStringLiteral("choose"), choose}, {QStringLiteral("modes"), modes}};
}

}   // namespace

QJsonObject abilityToJson(const AbilityDef& a, bool* ok)
{
    switch (a.kind) {
    case AbilityDef::Kind::Keyword: {
        QJsonObject o{{QStringLiteral("keyword"), a.keyword}};
        if (a.hasLandType)   // round 42: typecycling's creature type is a "subtype", not a land type
            o[a.keyword == QLatin1String("Typecycling") ? QStringLiteral("subtype") : QStringLiteral("land_type")]
                = SubtypeRegistry::instance().name(a.landType);
        // 702.14c: a land quality, "nonbasic" or "legendary", in place of a land type
        const bool qualityWalk = a.keyword == QLatin1String("Landwalk")
            && (a.protectionText == QLatin1String("nonbasic") || a.protectionText == QLatin1String("legendary"));
        if (qualityWalk)
            o[QStringLiteral("land_type")] = a.protectionText;
        else if (a.protectionFrom == ColorSet(0x1f) && !a.protectionText.isEmpty()) {   // "from artifacts and from all colors"
            o[QStringLiteral("from")] = QJsonArray{a.protectionText, QStringLiteral("all colors")};
        } else if (a.protectionFrom == ColorSet(0x1f)) {
            o[QStringLiteral("from")] = QStringLiteral("all colors");
        } else if (a.protectionFrom.names().size() > 1) {   // "from green and from white" (702.16a)
            o[QStringLiteral("from")] = QJsonArray::fromStringList(a.protectionFrom.names());
        } else if (!a.protectionFrom.isEmpty()) {
            o[QStringLiteral("from")] = a.protectionFrom.names().value(0);
        } else if (!a.protectionText.isEmpty()) {
            o[QStringLiteral("from")] = a.protectionText;
        }
        if (a.n)
            o[QStringLiteral("n")] = *a.n;
        if (!a.cost.isEmpty())
            o[QStringLiteral("cost")] = a.cost;
        else if (!a.costParts.isEmpty())   // "Cumulative upkeep—Pay 2 life."
            o[QStringLiteral("cost")] = costParts(a.costParts, ok);
        if (a.enchant)
            o[QStringLiteral("what")] = selector(*a.enchant, ok);
        return o;
    }
    case AbilityDef::Kind::Static: {
        QJsonObject body{{QStringLiteral("effects"), ops(a.ops, ok)}};
        if (a.affects)
            body[QStringLiteral("affects")] = selector(*a.affects, ok);
        if (a.cda)
            body[QStringLiteral("cda")] = true;
        if (a.condition)
            body[QStringLiteral("condition")] = condition(*a.condition, ok);
        if (a.otherwise) {   // its condition is the one above, negated
            QJsonObject other{{QStringLiteral("effects"), ops(a.otherwise->ops, ok)}};
            if (a.otherwise->affects)
                other[QStringLiteral("affects")] = selector(*a.otherwise->affects, ok);
            body[QStringLiteral("otherwise")] = other;
        }
        return {{QStringLiteral("static"), body}};
    }
    case AbilityDef::Kind::Activated:
    case AbilityDef::Kind::Loyalty:
    case AbilityDef::Kind::Triggered:
    case AbilityDef::Kind::Spell: {
        QJsonObject body = modesToJson(a, ok);
        if (body.isEmpty())
            body[QStringLiteral("effect")] = actions(a.effect, ok);
        if (!a.targets.isEmpty())
            body[QStringLiteral("targets")] = targets(a.targets, ok);
        if (a.kind == AbilityDef::Kind::Activated) {
            body[QStringLiteral("cost")] = costParts(a.costParts, ok);
            if (a.restriction != ActivationRestriction::None)
                body[QStringLiteral("restriction")] = canonicalName(a.restriction);
            if (a.condition)   // 602.5b: "Activate only if …"
                body[QStringLiteral("if")] = condition(*a.condition, ok);
            return {{QStringLiteral("activated"), body}};
        }
        if (a.kind == AbilityDef::Kind::Loyalty) {
            body[QStringLiteral("loyalty")] = a.cost;
            return body;
        }
        if (a.kind == AbilityDef::Kind::Triggered) {
            body[QStringLiteral("event")] = canonicalName(a.event);
            if (a.alsoTurnedFaceUp)   // round 25: "When ~ enters or is turned face up" (708.8)
                body[QStringLiteral("or_turned_face_up")] = true;
            if (a.optional)
                body[QStringLiteral("optional")] = true;
            if (a.eventNotManaAbility)   // round 45 (605.1a)
                body[QStringLiteral("not_mana_ability")] = true;
            if (a.eventFilter)
                body[QStringLiteral("filter")] = selector(*a.eventFilter, ok);
            if (a.orEvent) {   // round 30: a second event ("or whenever you cast a red spell")
                QJsonObject second{{QStringLiteral("event"), canonicalName(a.orEvent->event)}};
                if (a.orEvent->eventFilter)
                    second[QStringLiteral("filter")] = selector(*a.orEvent->eventFilter, ok);
                body[QStringLiteral("or_event")] = second;
            }
            if (a.triggerIf)   // 603.4: an intervening "if" clause
                body[QStringLiteral("if")] = condition(*a.triggerIf, ok);
            return {{QStringLiteral("triggered"), body}};
        }
        return {{QStringLiteral("spell"), body}};
    }
    case AbilityDef::Kind::Replacement: {
        const Replacement& r = a.replacement;
        QJsonObject body;
        if (r.entersTapped)
            body[QStringLiteral("enters_tapped")] = true;
        if (r.shuffledIntoLibraryInstead)   // Nexus of Fate (614.1a)
            body[QStringLiteral("shuffled_into_library_instead")] = true;
        if (a.condition && (r.entersTapped || r.entersWithCounters))   // "If it was kicked, …" too
            body[QStringLiteral("if")] = condition(*a.condition, ok);
        if (!a.ops.isEmpty()) {   // Kavu Titan's "and with trample"
            QJsonArray gains;
            for (const Op& op : a.ops) {
                *ok = *ok && op.kind == Op::Kind::AddAbilities;
                for (const AbilityPtr& g : op.abilities)
                    gains << abilityToJson(*g, ok);
            }
            body[QStringLiteral("with_abilities")] = gains;
        }
        if (r.entersWithCounters)
            body[QStringLiteral("enters_with_counters")] = QJsonObject{
                {QStringLiteral("kind"), r.entersWithCounters->kind}, {QStringLiteral("n"), amount(r.entersWithCounters->n)}};
        if (r.choose)
            body[QStringLiteral("choose")] = canonicalName(*r.choose);
        if (!r.chooseOptions.isEmpty())   // "choose Khans or Dragons": the words, in printed order
            body[QStringLiteral("options")] = QJsonArray::fromStringList(r.chooseOptions);
        if (!r.entersTappedUnlessPaid.isEmpty())   // the shock lands: "2 life" (614.12)
            body[QStringLiteral("enters_tapped_unless_paid")] = r.entersTappedUnlessPaid;
        if (r.entersWithCountersCount)   // "for each …": the number of enters_with_counters (614.1c)
            body[QStringLiteral("enters_with_counters_count")] = expr(*r.entersWithCountersCount, ok);
        if (r.entersTappedUnlessRevealed)   // the reveal lands: the card revealed from the hand (614.1c)
            body[QStringLiteral("enters_tapped_unless_revealed")] = selector(*r.entersTappedUnlessRevealed, ok);
        if (r.entersAsCopy && r.entersAsCopy->of) {   // 614.1c, 707.5
            QJsonObject copy = copyEffect(*r.entersAsCopy->of, r.entersAsCopy->except, ok);
            if (r.entersAsCopy->optional)
                copy[QStringLiteral("optional")] = true;
            body[QStringLiteral("enters_as_copy")] = copy;
        }
        if (!r.becomesChoice.isEmpty()) {   // Primal Plasma's forms, in printed order (613.2a)
            QJsonArray forms;
            for (const CopyExceptions& form : r.becomesChoice)
                forms.append(copyExceptions(form, ok));
            body[QStringLiteral("becomes_choice")] = forms;
            if (r.becomesAlsoTurnedFaceUp)
                body[QStringLiteral("or_turned_face_up")] = true;
        }
        if (r.entersWithCounterChoice || (r.entersAsCopy && !r.entersAsCopy->of))
            *ok = false;
        return {{QStringLiteral("replacement"), body}};
    }
    case AbilityDef::Kind::TextOnly:
        return {{QStringLiteral("text"), a.text}};
    case AbilityDef::Kind::AdditionalCost:
        return {{QStringLiteral("additional_cost"), costParts(a.costParts, ok)}};
    case AbilityDef::Kind::AlternativeCost: {
        QJsonObject body{{QStringLiteral("cost"), costParts(a.costParts, ok)}};
        if (a.condition)
            body[QStringLiteral("if")] = condition(*a.condition, ok);
        return {{QStringLiteral("alternative_cost"), body}};
    }
    case AbilityDef::Kind::CastRestriction:
        if (a.castRestriction == CastRestriction::OnlyIf && a.condition)
            return {{QStringLiteral("cast_restriction"), canonicalName(a.castRestriction)},
                {QStringLiteral("if"), condition(*a.condition, ok)}};
        return {{QStringLiteral("cast_restriction"), canonicalName(a.castRestriction)}};
    case AbilityDef::Kind::ManaIntrinsic:
        break;
    }
    *ok = false;
    return {};
}

QJsonObject cardToJson(const Card& card, bool* ok)
{
    bool fine = true;
    QJsonObject o = face(card.front, &fine);
    if (card.token)
        o[QStringLiteral("token")] = true;
    if (card.back) {
        o[QStringLiteral("back")] = face(*card.back, &fine);
        o[QStringLiteral("double_faced")] = card.doubleFaced;
    }
    if (ok)
        *ok = fine;
    return o;
}

}   // namespace strata::import
