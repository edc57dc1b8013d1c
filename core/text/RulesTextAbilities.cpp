#include "RulesTextSpellChoices.h"
#include "RulesTextWriter.h"
#include <algorithm>
#include <QRegularExpression>
#include "Contractions.h"

namespace strata {
namespace rulestext {

// ---- Abilities -----------------------------------------------------------------------------------

namespace {

// Storage lands' "Add {B} for each storage counter removed this way" counts what "Remove any number of
// storage counters" removed; an effect that doesn't names that number X ("Remove X ki counters").
bool countsCountersRemoved(const QVector<Action>& effect)
{
    return std::any_of(effect.cbegin(), effect.cend(),
        [](const Action& e) { return e.kind == ActionKind::AddMana && !e.counters.kind.isEmpty(); });
}

// Round 27: a spell whose effects grant "protection from the chosen color" (Brave the Elements) chose
// that colour as it resolved: its text opens with "Choose a color." (608.2d).
bool grantsChosenColor(const QVector<Action>& effect)
{
    return std::any_of(effect.cbegin(), effect.cend(), [](const Action& e) {
        if (grantsChosenColor(e.nested))
            return true;
        if (!e.continuous)
            return false;
        return std::any_of(e.continuous->ops.cbegin(), e.continuous->ops.cend(), [](const Op& op) {
            return op.kind == Op::Kind::AddAbilities
                && std::any_of(op.abilities.cbegin(), op.abilities.cend(), [](const AbilityPtr& granted) {
                       return granted && granted->protectionText == QLatin1String("the chosen color");
                   });
        });
    });
}

// Round 43: the attached permanent's power alone, at most N (Writ of Passage's "if its power is 2 or less").
bool itsPowerAtMost(const Condition& c)
{
    Selector power;
    power.powerAtMost = c.filter ? c.filter->powerAtMost : std::nullopt;
    return c.kind == Condition::Kind::AttachedIs && !c.negated && !c.also && !c.orElse && c.who.isEmpty() && c.filter
        && c.filter->powerAtMost && *c.filter == power;
}

// Round 44, Sigil Captain: "if that creature is 1/1", the entering creature's power and toughness (TargetIs in an
// intervening "if" names the event's object).
bool thatCreatureSize(const Condition& c)
{
    Selector size;
    if (c.filter) {
        size.powerAtLeast = size.powerAtMost = c.filter->powerAtLeast;
        size.toughnessAtLeast = size.toughnessAtMost = c.filter->toughnessAtLeast;
    }
    return c.kind == Condition::Kind::TargetIs && !c.negated && !c.also && !c.orElse && c.who.isEmpty() && c.filter
        && size.powerAtLeast && size.toughnessAtLeast && *c.filter == size;
}

}   // namespace

QString Writer::keywordText(const AbilityDef& a) const
{
    const QByteArray key = a.keyword.toUtf8();
    const QString name = tr(key.constData());
    if (a.keyword == QLatin1String("Landwalk") && a.hasLandType)
        return tr("%1walk", "landwalk with a land type: Swampwalk").arg(subtypeWord(a.landType));
    if (a.keyword == QLatin1String("Landwalk") && a.protectionText == QLatin1String("nonbasic"))   // 702.14c
        return tr("Nonbasic landwalk");
    if (a.keyword == QLatin1String("Landwalk") && a.protectionText == QLatin1String("legendary"))
        return tr("Legendary landwalk");
    // 702.29e: Plainscycling {2}; round 42, typecycling with a creature type: Wizardcycling {3}
    if ((a.keyword == QLatin1String("Landcycling") || a.keyword == QLatin1String("Typecycling")) && a.hasLandType)
        return tr("%1cycling %2", "landcycling with a land type and its cost: Plainscycling {2}")
            .arg(subtypeWord(a.landType), a.cost);
    // "black", "green and from white": the colours a protection or a hexproof is from (702.16a, 702.11d)
    const auto fromColors = [this](ColorSet colors) {
        QStringList words;
        for (Color c : kAllColors)
            if (colors.has(c))
                words << colorWord(c);
        QString acc = words.first();
        for (int i = 1; i < words.size(); ++i)
            acc = tr("%1 and from %2", "protection from several qualities").arg(acc, words[i]);
        return acc;
    };
    if (a.keyword == QLatin1String("Hexproof") && !a.protectionFrom.isEmpty())   // 702.11d: Knight of Grace
        return tr("Hexproof from %1", "a colour, or a list of colours (nouns)").arg(fromColors(a.protectionFrom));
    if (a.keyword == QLatin1String("Protection")) {
        if (a.protectionFrom == ColorSet(0x1f) && !a.protectionText.isEmpty())   // Pristine Angel
            for (CardType t : kCardTypeOrder)
                if (a.protectionText.compare(cardTypeName(t) + QLatin1Char('s'), Qt::CaseInsensitive) == 0)
                    return tr("Protection from %1 and from all colors", "a plural card type: artifacts")
                        .arg(typeWord(t, true));
        if (a.protectionFrom == ColorSet(0x1f))   // each of the five colours (105.1)
            return tr("Protection from all colors");
        if (!a.protectionFrom.isEmpty())
            return tr("Protection from %1", "a colour, or a list of colours (nouns)").arg(fromColors(a.protectionFrom));
        const QString what = a.protectionText;
        for (CardType t : kCardTypeOrder)
            if (what.compare(cardTypeName(t) + QLatin1Char('s'), Qt::CaseInsensitive) == 0)
                return tr("Protection from %1", "a plural card type: creatures").arg(typeWord(t, true));
        if (what == QLatin1String("everything"))
            return tr("Protection from everything");
        if (what == QLatin1String("the chosen color"))   // the colour chosen as its source entered
            return tr("Protection from the chosen color");
        if (what == QLatin1String("the color of your choice"))   // chosen as the effect granting it resolved
            return tr("Protection from the color of your choice");
        if (what == QLatin1String("creatures of the chosen type"))   // the creature type chosen as its source entered
            return tr("Protection from creatures of the chosen type");
        if (what == QLatin1String("monocolored"))   // 702.16a, 105.2: a source of exactly one colour
            return tr("Protection from monocolored");
        if (what == QLatin1String("snow"))   // 205.4g
            return tr("Protection from snow");
        if (what == QLatin1String("colored spells"))   // Emrakul, the Aeons Torn
            return tr("Protection from colored spells");
        static const QRegularExpression nonType(QStringLiteral("^non-([A-Z][a-z]+) creatures$"));
        if (const auto m = nonType.match(what); m.hasMatch())   // round 37: Spare from Evil (702.16a)
            if (const std::optional<SubtypeId> id = SubtypeRegistry::instance().find(m.captured(1)))
                return tr("Protection from non-%1 creatures", "a creature type: non-Human creatures").arg(subtypeWord(*id));
        static const QRegularExpression manaValue(QStringLiteral("^mana value (\\d+) or greater$"));
        if (const auto m = manaValue.match(what); m.hasMatch())   // Mistmeadow Skulk (202.3)
            return tr("Protection from mana value %1 or greater").arg(m.captured(1));
        return tr("Protection from %1").arg(what);
    }
    if (a.keyword == QLatin1String("Enchant")) {
        if (!a.enchant)
            return name;
        return tr("Enchant %1").arg(noun(*a.enchant, false));
    }
    // Keywords about an object (702.72a, 702.48a, 702.124j), carried: the object as Oracle text names it.
    if (a.keyword == QLatin1String("Partner with") && a.enchant && !a.enchant->named.isEmpty())
        return tr("Partner with %1", "partner with a card's name (702.124j)").arg(a.enchant->named);
    if (a.keyword == QLatin1String("Offering") && a.enchant && a.enchant->subtypes.size() == 1)
        return tr("%1 offering", "a creature type's offering: Fox offering (702.48a)")
            .arg(subtypeWord(a.enchant->subtypes.first()));
    if (a.keyword == QLatin1String("Champion") && a.enchant) {
        const Selector& what = *a.enchant;
        if (what.anyOf.size() == 2 && what.anyOf[0].subtypes.size() == 1 && what.anyOf[1].subtypes.size() == 1) {
            const SubtypeId first = what.anyOf[0].subtypes.first();
            return tr("Champion %1 or %2", "champion either creature type: a Treefolk or Warrior (702.72a)")
                .arg(indefinite(subtypeWord(first), subtypeGender(first)), subtypeWord(what.anyOf[1].subtypes.first()));
        }
        return tr("Champion %1", "champion an object: an Elf, a creature (702.72a)")
            .arg(indefinite(noun(what, false), selectorGender(what)));
    }
    if (!a.costParts.isEmpty())
        return tr("%1%2%3.", "keyword, an em dash, a cost that is not mana: Evoke, dash, Exile a black card from your hand.")
            .arg(name, QString(QChar(0x2014)), costText(a.costParts));
    if (a.n && !a.cost.isEmpty())
        return tr("%1 %2%3%4", "keyword, its number, an em dash and its cost: Suspend 4, dash, {1}{U}")
            .arg(name, QString::number(*a.n), QString(QChar(0x2014)), a.cost);
    if (a.n)
        return tr("%1 %2", "keyword and its number: Rampage 2").arg(name, QString::number(*a.n));
    if (!a.cost.isEmpty())
        return tr("%1 %2", "keyword and its cost: Equip {2}").arg(name, a.cost);
    return name;
}

QString Writer::ability(const AbilityDef& a)
{
    // The Sieges' "• Khans — …": an ability the permanent has while that option is the one it chose as
    // it entered; the word is the face's (setFace), a number without one.
    const std::optional<Condition>& chosen = a.kind == AbilityDef::Kind::Triggered ? a.triggerIf : a.condition;
    if (chosen && chosen->kind == Condition::Kind::ChosenOption) {
        AbilityDef inner = a;
        (a.kind == AbilityDef::Kind::Triggered ? inner.triggerIf : inner.condition).reset();
        const QString word = chosen->n >= 1 && chosen->n <= m_options.size()
            ? m_options.at(chosen->n - 1)
            : tr("option %1", "a chosen option without its card's word").arg(chosen->n);
        return tr("\u2022 %1 \u2014 %2", "a chosen option's word, then the ability it gives").arg(word, ability(inner));
    }
    switch (a.kind) {
    case AbilityDef::Kind::Keyword:
        return keywordText(a);

    case AbilityDef::Kind::Static: {
        if (const QString striation = levelStriation(a); !striation.isEmpty())
            return striation;
        if (const QString pair = turnPairPowerAndToughness(a); !pair.isEmpty())   // Angry Mob
            return pair;
        Selector none;
        const Selector& affects = a.affects ? *a.affects : none;
        if (a.cda && a.ops.size() == 1 && a.ops.first().kind == Op::Kind::SetPT) {
            // 604.3: "Tarmogoyf's power is equal to …", as printed characteristic-defining abilities read.
            const Op& o = a.ops.first();
            const Subject s = subject(affects, true);
            QString text;
            if (o.power && o.toughness) {
                const QString p = expr(*o.power);
                const QString t = expr(*o.toughness);
                const Expr& te = *o.toughness;
                if (p == t) {
                    text = tr("%1's power and toughness are each equal to %2").arg(s.text, p);
                } else if (o.power->kind == Expr::Kind::PowerOfExiled && te.kind == Expr::Kind::ToughnessOfExiled) {
                    // Sutured Ghoul: "their" is the exiled cards the power named
                    text = tr("%1's power is equal to %2 and its toughness is equal to their total toughness")
                               .arg(s.text, p);
                } else if (te.kind == Expr::Kind::Sum && te.args.size() == 2 && expr(te.args[0]) == p
                    && te.args[1].kind == Expr::Kind::Const) {
                    const int k = te.args[1].value;
                    text = k >= 0 ? tr("%1's power is equal to %2 and its toughness is equal to that number plus %3")
                                        .arg(s.text, p, QString::number(k))
                                  : tr("%1's power is equal to %2 and its toughness is equal to that number minus %3")
                                        .arg(s.text, p, QString::number(-k));
                } else {
                    text = tr("%1's power is equal to %2 and its toughness is equal to %3").arg(s.text, p, t);
                }
            } else if (o.power) {
                text = tr("%1's power is equal to %2").arg(s.text, expr(*o.power));
            } else if (o.toughness) {
                text = tr("%1's toughness is equal to %2").arg(s.text, expr(*o.toughness));
            }
            if (a.condition)
                text = tr("as long as %1, %2").arg(condition(*a.condition), text);
            return finish({text});
        }
        if (a.ops.size() == 1 && a.ops.first().kind == Op::Kind::Rule && ruleTakesMana(a.ops.first().rule)
            && a.ops.first().rule != RuleName::AttackTax
            && a.ops.first().rule != RuleName::AttackTaxYouOrPlaneswalkers
            && a.ops.first().rule != RuleName::BlockTax)   // a spell's cost; attack and block costs are combat rules
            return costChange(a);
        if (a.ops.size() == 1 && a.ops.first().kind == Op::Kind::Rule && a.ops.first().rule == RuleName::DoesntUntap
            && affects.ref == Selector::Ref::Self && a.condition && !a.condition->negated
            && a.condition->kind == Condition::Kind::SelfCountersAtLeast && a.condition->n == 1
            && a.condition->atMost <= 0) {   // Lava Tubes
            const Counters one{a.condition->counterKind, Amount::number(1)};
            return finish({tr("%1 doesn't untap during your untap step if it has %2 on it").arg(m_self, counterPhrase(one))});
        }
        if (a.ops.size() == 1 && a.ops.first().kind == Op::Kind::Rule
            && a.ops.first().rule == RuleName::PreventDamageRemoveCounter && affects.ref == Selector::Ref::Self
            && a.condition && !a.condition->negated && a.condition->kind == Condition::Kind::SelfCountersAtLeast
            && a.condition->n == 1 && a.condition->atMost <= 0) {   // Undergrowth Champion (615.1a)
            const Counters one{a.condition->counterKind, Amount::number(1)};
            return finish({tr("if damage would be dealt to %1 while it has %2 on it, prevent that damage and remove %2 "
                              "from %1", "the source, a counter")
                               .arg(m_self, counterPhrase(one))});
        }
        if (a.ops.size() == 1 && a.ops.first().kind == Op::Kind::PlayerRule && a.condition
            && a.ops.first().rule == RuleName::LifeCantGoBelowOne)   // Worship: a replacement's "if" (614.1a)
            return finish({tr("if %1, %2", "a condition, then what happens")
                               .arg(condition(*a.condition),
                                   tr("damage that would reduce your life total to less than 1 reduces it to 1 instead"))});
        if (a.ops.size() == 2 && !a.condition && std::all_of(a.ops.cbegin(), a.ops.cend(), [](const Op& o) {
                return o.kind == Op::Kind::PlayerRule && o.rule == RuleName::AdditionalLandPlay;
            }))   // Azusa: the rule twice is two more land plays (305.2)
            return finish({tr("you may play two additional lands on each of your turns")});
        QStringList clauses = effectClauses(affects, a.ops, Mood::Static, std::nullopt, a.condition, false);
        if (a.otherwise && a.otherwise->affects) {
            // Clutch of Undeath: "Otherwise, it gets -3/-3." names the same object as "it".
            const QStringList other
                = effectClauses(*a.otherwise->affects, a.otherwise->ops, Mood::Static, std::nullopt, std::nullopt, false);
            const QString named = subject(*a.otherwise->affects, false).text;
            for (QString c : other) {
                if (c.startsWith(named))
                    c = tr("it", "the object an \"Otherwise\" sentence is about") + c.mid(named.size());
                clauses << tr("otherwise, %1", "what a static ability does while its condition does not hold").arg(c);
            }
        }
        return finish(clauses);
    }

    case AbilityDef::Kind::Activated: {
        prepareTargets(a.targets, a.effect);
        // A modal effect (700.2): each mode is closed already.
        const QString effect = a.modes.isEmpty() ? finish(actions(a.effect, false)) : capitalizedFirstLetter(modal(a));
        QString text = tr("%1: %2", "cost: effect").arg(costText(a.costParts, !countsCountersRemoved(a.effect)), effect);
        if (a.restriction == ActivationRestriction::Forecast)   // 702.57b: the keyword says when, before the cost
            text = tr("Forecast \u2014 %1", "the forecast keyword, then its activated ability").arg(text);
        QString restriction = activationRestriction(a.restriction);
        if (a.condition) {   // 602.5b
            const QString onlyIf = condition(*a.condition);
            restriction = restriction.isEmpty()
                ? tr("activate only if %1", "an activated ability's condition").arg(onlyIf)
                : tr("%1 and only if %2", "an activation restriction, then a condition").arg(restriction, onlyIf);
        }
        if (!restriction.isEmpty())
            text = text + QLatin1Char(' ') + finish({restriction});
        return text;
    }

    case AbilityDef::Kind::Loyalty: {
        prepareTargets(a.targets, a.effect);
        QString cost = a.cost;
        if (cost.startsWith(QLatin1Char('-')))
            cost.replace(0, 1, QChar(0x2212));
        return tr("%1: %2", "loyalty cost: effect").arg(cost, finish(actions(a.effect, false)));
    }

    case AbilityDef::Kind::Triggered: {
        prepareTargets(a.targets, a.effect);
        QString head;
        if (a.event == TriggerEvent::State && a.triggerIf) {   // 603.8: the state is the trigger; round 39: its "if" (603.4)
            Condition state = *a.triggerIf;
            state.also.reset();
            head = tr("when %1", "a state trigger: when a state is true").arg(condition(state));
            if (a.triggerIf->also)
                head = tr("%1, if %2", "trigger event, intervening if").arg(head, condition(*a.triggerIf->also));
        } else
            head = triggerEventPhrase(a);   // round 45: eventPhrase, or an activation's with its "mana ability"
        if (a.alsoTurnedFaceUp && a.event == TriggerEvent::SelfEnters)   // round 25 (708.8)
            head = tr("when %1 enters or is turned face up").arg(m_self);
        // Round 37: one permanent's two ways of leaving, ~'s (God-Eternal Oketra) or enchanted permanent's (Kaya's Ghostform).
        const Selector::Ref exiledToo = a.orEvent && a.orEvent->event == TriggerEvent::ExiledFromBattlefield && a.orEvent->eventFilter
            ? a.orEvent->eventFilter->ref : Selector::Ref::None;
        if (a.event == TriggerEvent::SelfDies && !a.eventFilter && exiledToo == Selector::Ref::Self)
            head = tr("when %1 dies or is put into exile from the battlefield", "the source").arg(m_self);
        else if (exiledToo == Selector::Ref::Attached && a.event == TriggerEvent::CreatureDies && a.eventFilter
            && *a.eventFilter == *a.orEvent->eventFilter)
            head = tr("when %1 dies or is put into exile", "the object the source is attached to").arg(m_attached);
        else if (a.orEvent)   // round 30: "at the beginning of your upkeep or whenever you cast a red spell"
            head = eitherEvent(head, eventPhrase(a.orEvent->event, false, a.orEvent->eventFilter.data()));
        if (a.event == TriggerEvent::EachDrawStep && !a.eventFilter && a.triggerIf && a.triggerIf->kind == Condition::Kind::NotYourTurn
            && !a.triggerIf->negated && !a.triggerIf->also && !a.triggerIf->orElse)   // round 36: Well of Ideas (500.1)
            head = tr("at the beginning of each other player's draw step");
        else if (a.triggerIf && a.event == TriggerEvent::Attacks && a.eventFilter && a.eventFilter->ref == Selector::Ref::Attached
            && itsPowerAtMost(*a.triggerIf))   // round 43, Writ of Passage: "its" is the attacker the Aura is on
            head = tr("%1, if its power is %2 or less", "trigger event; the attacking creature's power")
                       .arg(head, QString::number(*a.triggerIf->filter->powerAtMost));
        else if (a.triggerIf && a.event == TriggerEvent::PermanentEnters && thatCreatureSize(*a.triggerIf))
            head = tr("%1, if that creature is %2/%3", "trigger event; the entering creature's power and toughness")
                       .arg(head, QString::number(*a.triggerIf->filter->powerAtLeast),
                           QString::number(*a.triggerIf->filter->toughnessAtLeast));
        else if (a.triggerIf && a.event != TriggerEvent::State)
            head = tr("%1, if %2", "trigger event, intervening if").arg(head, condition(*a.triggerIf));
        // After "when this dies" the card is "it" ("you may exile it", "return it to the battlefield").
        m_selfIsIt = a.event == TriggerEvent::SelfDies || a.event == TriggerEvent::SelfLeaves
            || a.event == TriggerEvent::SelfBecomesTarget   // "…, sacrifice it"
            || a.event == TriggerEvent::SelfPutIntoGraveyard   // "…, shuffle it into its owner's library"
            || a.event == TriggerEvent::SelfExerted;   // "When you do, it gets +2/+2 until end of turn" (701.43a)
        m_itDied = a.event == TriggerEvent::CreatureDies || a.event == TriggerEvent::CreatureYouControlDies
            || a.event == TriggerEvent::CreatureDealtDamageBySelfDies;
        m_drawStep = a.event == TriggerEvent::EachDrawStep || a.event == TriggerEvent::YourDrawStep;
        m_manaTrigger = a.event == TriggerEvent::TappedForMana;
        // Round 20: the intervening "if" is the condition the effect is written under: "if ~ is in your
        // graveyard, … return ~ to your hand" says the zone once (Pyre Zombie).
        m_cond = a.triggerIf ? &*a.triggerIf : nullptr;
        if (!a.modes.isEmpty())   // each mode is closed already
            return capitalizedFirstLetter(tr("%1, %2", "trigger condition, effect").arg(head, modal(a)));
        QStringList clauses = actions(a.effect, a.optional);
        if (clauses.isEmpty())
            clauses << QString();
        clauses[0] = tr("%1, %2", "trigger condition, effect").arg(head, clauses[0]);
        return finish(clauses);
    }

    case AbilityDef::Kind::Replacement: {
        const Replacement& r = a.replacement;
        QStringList clauses;
        if (r.shuffledIntoLibraryInstead)   // round 40, Nexus of Fate (614.1a)
            return finish({tr("if %1 would be put into a graveyard from anywhere, reveal %1 and shuffle it into its owner's library instead").arg(m_self)});
        if (r.entersTapped && a.condition && a.condition->negated && !r.entersWithCounters)   // 614.1c
            return finish({tr("%1 enters tapped unless %2").arg(m_self, conditionAsWritten(*a.condition))});
        if (r.entersTapped && a.condition && !r.entersWithCounters && a.condition->filter) {
            // The condition under which it enters tapped, said as the Oracle text says it ("unless").
            const Condition& c = *a.condition;
            if (c.kind == Condition::Kind::YouControlNone && !c.filter->other)
                return finish({tr("%1 enters tapped unless you control %2")
                                   .arg(m_self, selector(*c.filter, Det::Indefinite))});
            if (c.kind == Condition::Kind::YouControlAtLeast && c.n >= 2)
                return finish({(c.filter->other ? tr("%1 enters tapped unless you control %2 or fewer other %3")
                                                : tr("%1 enters tapped unless you control %2 or fewer %3"))
                                   .arg(m_self, numberWord(c.n - 1), noun(*c.filter, true))});
        }
        // The shock lands (614.12): "As ~ enters, you may pay 2 life. If you don't, it enters tapped."
        if (const QString paid = r.entersTappedUnlessPaid; paid.endsWith(QLatin1String(" life")))
            clauses << tr("as %1 enters, you may pay %2 life", "then: if you don't, it enters tapped")
                           .arg(m_self, paid.section(QLatin1Char(' '), 0, 0))
                    << tr("if you don't, it enters tapped", "after: as this enters, you may pay 2 life");
        // "~ enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield"
        // (614.1c, round 18): X is counted as it enters
        if (const std::optional<Expr>& n = r.entersWithCountersCount; n && r.entersWithCounters
            && r.entersWithCounters->n.x && !a.condition && a.ops.isEmpty() && !r.entersTapped)
            return finish({tr("%1 enters with X %2 counters on it, where X is %3", "a kind of counter, an amount")
                               .arg(m_self, r.entersWithCounters->kind, expr(*n))});
        // Round 23, converge: "~ enters with a +1/+1 counter on it for each color of mana spent to cast it"
        if (const std::optional<Expr>& n = r.entersWithCountersCount; n && r.entersWithCounters && !a.condition
            && a.ops.isEmpty() && !r.entersTapped && n->kind == Expr::Kind::ColorsSpentToCast)
            return finish({tr("%1 enters with %2 on it for each color of mana spent to cast it", "counters")
                               .arg(m_self, counterPhrase(*r.entersWithCounters))});
        // Round 25, multikicker: "~ enters with a +1/+1 counter on it for each time ~ was kicked" (702.33c)
        if (const std::optional<Expr>& n = r.entersWithCountersCount; n && r.entersWithCounters && !a.condition
            && a.ops.isEmpty() && !r.entersTapped && n->kind == Expr::Kind::TimesKicked)
            return finish({tr("%1 enters with %2 on it for each time %1 was kicked", "counters")
                               .arg(m_self, counterPhrase(*r.entersWithCounters))});
        // "~ enters with a +1/+1 counter on it for each creature card in your graveyard" (614.1c); round 37:
        // "… for each other Zombie you control and each Zombie card in your graveyard", two counts added
        const auto counted = [this](const Expr& e) {
            const Selector& s = *e.selector;
            QString one = selector(s, Det::Bare);
            if (!s.isRef() && s.anyOf.isEmpty() && s.where == Selector::Where::Battlefield
                && s.controller == Selector::Who::Any)
                one = tr("%1 on the battlefield").arg(one);
            return one;
        };
        const auto isCount = [](const Expr& e) { return e.kind == Expr::Kind::Count && e.selector; };
        if (const std::optional<Expr>& n = r.entersWithCountersCount; n && r.entersWithCounters && !a.condition
            && a.ops.isEmpty() && !r.entersTapped) {
            if (isCount(*n))
                return finish({tr("%1 enters with %2 on it for each %3", "counters, one of a set")
                                   .arg(m_self, counterPhrase(*r.entersWithCounters), counted(*n))});
            if (n->kind == Expr::Kind::Sum && n->args.size() == 2 && isCount(n->args[0]) && isCount(n->args[1]))
                return finish({tr("%1 enters with %2 on it for each %3 and each %4", "counters, one of either set")
                                   .arg(m_self, counterPhrase(*r.entersWithCounters), counted(n->args[0]), counted(n->args[1]))});
        }
        // The reveal lands (614.1c): "As ~ enters, you may reveal a Goblin card from your hand. If you
        // don't, ~ enters tapped."
        if (const QSharedPointer<Selector>& card = r.entersTappedUnlessRevealed) {
            // "an Island or Swamp card": either land type, said once before "card"
            const bool eitherType = card->anyOf.size() == 2 && card->anyOf[0].subtypes.size() == 1
                && card->anyOf[1].subtypes.size() == 1;
            const QString revealed = eitherType
                ? indefinite(tr("%1 or %2 card", "either subtype, then card: Island or Swamp card")
                                 .arg(subtypeWord(card->anyOf[0].subtypes[0]), subtypeWord(card->anyOf[1].subtypes[0])),
                      Gender::Fem)
                : indefinite(noun(*card, false, false), selectorGender(*card));
            clauses << tr("as %1 enters, you may reveal %2 from your hand", "then: if you don't, it enters tapped")
                           .arg(m_self, revealed)
                    << tr("if you don't, %1 enters tapped", "after: as this enters, you may reveal a card").arg(m_self);
        }
        // The depletion lands: "~ enters tapped with two depletion counters on it", one clause.
        const bool tappedWithCounters = r.entersTapped && r.entersWithCounters && !a.condition && a.ops.isEmpty();
        if (tappedWithCounters)
            clauses << tr("%1 enters tapped with %2 on it").arg(m_self, counterPhrase(*r.entersWithCounters));
        else if (r.entersTapped && !r.entersAsCopy)   // Vesuva's "enter tapped as a copy" is one clause
            clauses << tr("%1 enters tapped").arg(m_self);
        if (r.entersWithCounters && a.condition && a.condition->kind != Condition::Kind::Kicked && a.ops.isEmpty()
            && !r.entersTapped && !a.condition->negated) {   // the Myojin, morbid: the condition after the counters
            clauses << tr("%1 enters with %2 on it if %3", "enters with counters if a condition holds")
                           .arg(m_self, counterPhrase(*r.entersWithCounters), condition(*a.condition));
        } else if (r.entersWithCounters && (a.condition || !a.ops.isEmpty())) {
            // Kavu Titan: "If it was kicked, it enters with three +1/+1 counters on it and with trample."
            QString clause = tr("%1 enters with %2 on it").arg(a.condition ? tr("it") : m_self,
                counterPhrase(*r.entersWithCounters));
            QStringList gains;
            for (const Op& o : a.ops)
                for (const AbilityPtr& g : o.abilities)
                    gains << lcfirst(keywordText(*g));
            if (!gains.isEmpty())
                clause = tr("%1 and with %2", "enters with counters and with abilities").arg(clause, joinList(gains, false));
            if (a.condition)
                clause = tr("if %1, %2", "a condition, then what happens").arg(condition(*a.condition), clause);
            clauses << clause;
        } else if (r.entersWithCounters && !tappedWithCounters) {
            clauses << tr("%1 enters with %2 on it").arg(m_self, counterPhrase(*r.entersWithCounters));
        }
        if (r.entersWithCounterChoice) {
            QStringList kinds;
            for (const QString& k : *r.entersWithCounterChoice)
                kinds << indefinite(tr("%1 counter").arg(k), genderOf("counter"));
            clauses << tr("%1 enters with your choice of %2 on it").arg(m_self, joinList(kinds, true));
        }
        if (r.choose) {
            QString what;
            switch (*r.choose) {
            case ChoiceKind::Color:
                what = tr("a color");
                break;
            case ChoiceKind::CreatureType:
                what = tr("a creature type");
                break;
            case ChoiceKind::LandType:
                what = tr("a basic land type");
                break;
            case ChoiceKind::CardType:   // round 36: Archon of Valor's Reach lists the card types chosen among
                if (r.chooseOptions.isEmpty()) {
                    what = tr("a card type");
                } else {
                    QStringList types;
                    for (const QString& w : r.chooseOptions)
                        if (const auto t = cardTypeFromName(w.left(1).toUpper() + w.mid(1)))
                            types << typeWord(*t, false);
                    what = joinList(types, true);
                }
                break;
            case ChoiceKind::CardName:
                what = tr("a card name");
                break;
            case ChoiceKind::ColorWord:
                what = tr("a color word");
                break;
            case ChoiceKind::Player:
                what = tr("a player");
                break;
            case ChoiceKind::Opponent:
                what = tr("an opponent");
                break;
            case ChoiceKind::NonlandCardName:
                what = tr("a nonland card name");
                break;
            case ChoiceKind::Option:   // the Sieges' "Khans or Dragons", the card's own words
                what = r.chooseOptions.size() == 2
                    ? tr("%1 or %2", "choose one of two words the card prints").arg(r.chooseOptions.at(0), r.chooseOptions.at(1))
                    : QString();
                break;
            }
            clauses << tr("as %1 enters, choose %2").arg(m_self, what);
        }
        if (r.entersAsCopy) {
            const bool optional = r.entersAsCopy->optional;
            const QSharedPointer<Selector>& copyOf = r.entersAsCopy->of;
            QString clause;
            NP copiedNoun{typeWord(CardType::Creature, false), {}, typeGender(CardType::Creature)};
            if (copyOf && copyOf->isRef() && copyOf->ref == Selector::Ref::Self) {
                clause = tr("each other creature you control enters as a copy of %1").arg(m_self);
            } else {
                QString of = copyOf ? selector(*copyOf, Det::Indefinite) : tr("a permanent");
                if (copyOf && !copyOf->isRef()) {
                    copiedNoun = headNoun(*copyOf, false);
                    if (copyOf->controller == Selector::Who::Any && copyOf->where == Selector::Where::Battlefield)
                        of = tr("%1 on the battlefield").arg(of);
                }
                clause = optional && r.entersTapped   // Vesuva: tapped only if it enters as a copy
                    ? tr("you may have %1 enter tapped as a copy of %2").arg(m_self, of)
                    : optional ? tr("you may have %1 enter as a copy of %2").arg(m_self, of)
                               : tr("%1 enters as a copy of %2").arg(m_self, of);
            }
            if (!r.entersAsCopy->except.isEmpty())
                clause = tr("%1, except %2").arg(clause, copyExceptions(r.entersAsCopy->except, copiedNoun));
            clauses << clause;
        }
        if (!r.becomesChoice.isEmpty()) {
            QStringList forms;
            for (const CopyExceptions& form : r.becomesChoice)
                forms << chosenForm(form);
            // "In addition to its other types" only where a form names card types (Primal Clay's
            // "artifact creature"), not Primal Plasma's "a 3/3 creature".
            const bool addsTypes = std::any_of(r.becomesChoice.cbegin(), r.becomesChoice.cend(),
                [](const CopyExceptions& form) { return form.addTypes != 0; });
            const QString choice = addsTypes ? tr("%1, it becomes your choice of %2 in addition to its other types",
                                                   "%1: as it enters (or is turned face up)")
                                             : tr("%1, it becomes your choice of %2",
                                                 "%1: as it enters (or is turned face up)");
            const QString when = r.becomesAlsoTurnedFaceUp ? tr("as %1 enters or is turned face up").arg(m_self)
                                                           : tr("as %1 enters").arg(m_self);
            clauses << choice.arg(when, joinList(forms, true));
        }
        if (clauses.isEmpty())
            clauses << tr("%1 has a replacement effect").arg(m_self);
        return finish(clauses);
    }

    case AbilityDef::Kind::Spell: {
        if (!a.modes.isEmpty())   // each mode is closed already
            return capitalizedFirstLetter(modal(a));
        prepareTargets(a.targets, a.effect);
        QStringList clauses = actions(a.effect, false);
        if (grantsChosenColor(a.effect) || namesColorChosen(a.effect))   // round 34: Searing Rays' count too
            clauses.prepend(tr("choose a color", "a spell's choice as it resolves"));
        if (namesCreatureTypeChosen(a.effect))   // round 34
            clauses.prepend(tr("choose a creature type", "a spell's choice as it resolves"));
        return finish(clauses);
    }

    case AbilityDef::Kind::AdditionalCost:
        // Strive (601.2f): the ability word is not written (207.2c).
        if (a.costParts.size() == 1 && a.costParts[0].perTargetBeyondFirst)
            return finish({tr("%1 costs %2 more to cast for each target beyond the first", "strive: the spell, mana")
                               .arg(m_self, a.costParts[0].mana)});
        return finish({tr("as an additional cost to cast %1, %2", "the spell, the cost")
                           .arg(m_self, lcfirst(costText(a.costParts)))});

    case AbilityDef::Kind::AlternativeCost:
        return alternativeCost(a);

    case AbilityDef::Kind::CastRestriction:
        return castRestriction(a);

    case AbilityDef::Kind::ManaIntrinsic: {
        const QString land = SubtypeRegistry::instance().name(a.basicLandType);
        QString symbol = QStringLiteral("{C}");
        if (land == QLatin1String("Plains"))
            symbol = QStringLiteral("{W}");
        else if (land == QLatin1String("Island"))
            symbol = QStringLiteral("{U}");
        else if (land == QLatin1String("Swamp"))
            symbol = QStringLiteral("{B}");
        else if (land == QLatin1String("Mountain"))
            symbol = QStringLiteral("{R}");
        else if (land == QLatin1String("Forest"))
            symbol = QStringLiteral("{G}");
        return tr("%1: %2", "cost: effect").arg(QStringLiteral("{T}"), finish({tr("add %1", "add mana").arg(symbol)}));
    }

    case AbilityDef::Kind::TextOnly:   // shown as printed (never translated) and named as not modelled
        return tr("%1 [not modelled]", "an ability Strata shows as printed text only").arg(a.text);
    }
    return {};
}

}   // namespace rulestext
}   // namespace strata
