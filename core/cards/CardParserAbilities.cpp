#include "CardParser.h"
#include <QRegularExpression>

namespace strata {

using io::JsonValue;
using T = JsonValue::Type;

bool CardParser::costParts(const JsonValue& v, const QString& path, QVector<CostPart>* out)
{
    if (!m_r.expect(v, T::Array, path))
        return false;
    for (int i = 0; i < v.size(); ++i) {
        const JsonValue& e = v.at(i);
        const QString p = JsonReader::item(path, i);
        CostPart part;
        if (e.isString()) {
            if (!manaText(e, p, &part.mana))
                return false;
        } else if (e.isObject() && e.find("per_target_beyond_first")) {
            // Strive (601.2f): {"mana": "{2}{U}", "per_target_beyond_first": true}
            m_r.checkKeys(e, {"mana", "per_target_beyond_first"}, p);
            const JsonValue* mana = e.find("mana");
            const JsonValue* each = e.find("per_target_beyond_first");
            if (!mana || !each->isBool() || !each->toBool()) {
                m_r.error(e, p, QStringLiteral("per_target_beyond_first needs \"mana\" and true"));
                return false;
            }
            if (!manaText(*mana, JsonReader::child(p, "mana"), &part.mana))
                return false;
            part.perTargetBeyondFirst = true;
        } else if (e.isObject() && e.keys().size() == 1) {
            const QString kind = e.keys().first();
            const JsonValue& arg = *e.find(kind);
            part.kind = fromCanonicalName<CostKind>(kind).value_or(CostKind::Mana);
            if (part.kind == CostKind::Sacrifice && arg.isString() && arg.toString() == "self") {
                part.amount = 1;
            } else if ((part.kind == CostKind::Sacrifice || part.kind == CostKind::Unattach) && arg.isString()
                && (arg.toString() == "granter"   // 607.2: the card whose static ability grants this one
                    || (part.kind == CostKind::Sacrifice && arg.toString() == "attached"))) {   // round 37: an Aura's creature
                auto what = selector(arg, JsonReader::child(p, kind));
                if (!what)
                    return false;
                part.amount = 1;
                part.card = QSharedPointer<Selector>::create(*what);
            } else if (part.kind == CostKind::Sacrifice && arg.isObject() && !arg.find("of")) {   // "sacrifice a creature"
                auto what = selector(arg, JsonReader::child(p, kind));
                if (!what)
                    return false;
                part.amount = 1;
                part.card = QSharedPointer<Selector>::create(*what);
            } else if ((part.kind == CostKind::Discard || part.kind == CostKind::PayLife
                           || part.kind == CostKind::DiscardRandom || part.kind == CostKind::PayEnergy
                           || part.kind == CostKind::ExileTopOfGraveyard || part.kind == CostKind::Mill
                           || part.kind == CostKind::ExileTopOfLibrary)   // round 45
                && arg.isInteger()) {
                part.amount = int(arg.toInteger());
            } else if (part.kind == CostKind::Discard && arg.isString() && arg.toString() == "X") {
                part.amountX = true;   // "discard X cards": the activate event's choices.x
            } else if ((part.kind == CostKind::DiscardSelf || part.kind == CostKind::ExileSelfFromGraveyard)
                && arg.isString() && arg.toString() == "self") {
                part.amount = 1;
            } else if ((part.kind == CostKind::Discard || part.kind == CostKind::Sacrifice
                           || part.kind == CostKind::ExileFromGraveyard || part.kind == CostKind::ReturnToHand
                           || part.kind == CostKind::ExileTopOfGraveyard || part.kind == CostKind::RevealFromHand
                           || part.kind == CostKind::ExiledToGraveyard)   // round 45
                && arg.isObject() && arg.find("of")) {   // {"n": 2, "of": selector}: "sacrifice two lands"
                const QString np = JsonReader::child(p, kind);
                m_r.checkKeys(arg, {"n", "of"}, np);
                if (const JsonValue* n = arg.find("n"); n && n->isString() && n->toString() == "X"
                    && part.kind != CostKind::ReturnToHand && part.kind != CostKind::ExileTopOfGraveyard
                    && part.kind != CostKind::ExiledToGraveyard)
                    part.amountX = true;   // "sacrifice X lands": the X chosen as the spell is cast (107.3a)
                else
                    part.amount = int(m_r.integer(arg, "n", np, false, 1, 20).value_or(1));
                auto what = selector(*arg.find("of"), JsonReader::child(np, "of"));
                if (!what)
                    return false;
                part.card = QSharedPointer<Selector>::create(*what);
            } else if (part.kind == CostKind::PutCountersOnSelf && arg.isObject()) {   // "put a -1/-1 counter on ~"
                const QString cp = JsonReader::child(p, kind);
                m_r.checkKeys(arg, {"kind", "n"}, cp);
                part.counterKind = m_r.string(arg, "kind", cp, true).value_or(QString());
                part.amount = int(m_r.integer(arg, "n", cp, false, 1, 20).value_or(1));
            } else if (part.kind == CostKind::RemoveCounters && arg.isObject()) {   // "remove a charge counter from ~"
                const QString rp = JsonReader::child(p, kind);
                m_r.checkKeys(arg, {"kind", "n", "from"}, rp);
                part.counterKind = m_r.string(arg, "kind", rp, true).value_or(QString());
                if (const JsonValue* n = arg.find("n"); n && n->isString() && n->toString() == "X")
                    part.amountX = true;   // "any number of storage counters": the event's choices.x
                else
                    part.amount = int(m_r.integer(arg, "n", rp, true, 1).value_or(1));
                if (const JsonValue* from = arg.find("from")) {   // another permanent than ~
                    auto what = selector(*from, JsonReader::child(rp, "from"));
                    if (!what)
                        return false;
                    part.card = QSharedPointer<Selector>::create(*what);
                }
            } else if ((part.kind == CostKind::ExileSelf || part.kind == CostKind::ReturnSelfToHand
                           || part.kind == CostKind::Unattach)
                && arg.isString()
                && arg.toString() == "self") {
                part.amount = 1;
            } else if (part.kind == CostKind::TapUntapped && arg.isObject()) {   // "tap an untapped creature you control"
                const QString tp = JsonReader::child(p, kind);
                m_r.checkKeys(arg, {"n", "of"}, tp);
                if (const JsonValue* n = arg.find("n"); n && n->isString() && n->toString() == "X")
                    part.amountX = true;   // round 38: "tap X untapped artifacts you control": the event's choices.x
                else
                    part.amount = int(m_r.integer(arg, "n", tp, false, 1).value_or(1));
                if (const JsonValue* of = arg.find("of")) {
                    auto what = selector(*of, JsonReader::child(tp, "of"));
                    if (!what)
                        return false;
                    part.card = QSharedPointer<Selector>::create(*what);
                } else {
                    m_r.error(arg, tp, QStringLiteral("tap_untapped needs \"of\": the permanents to tap"));
                    return false;
                }
            } else if ((part.kind == CostKind::ExertSelf && arg.isString() && arg.toString() == "self")   // round 41
                || (part.kind == CostKind::PayHalfLife && arg.isBool() && arg.toBool())) {
                part.amount = 1;
            } else if (part.kind == CostKind::RemoveAllCounters && arg.isString() && !arg.toString().isEmpty()) {
                part.counterKind = arg.toString();   // "remove all +1/+1 counters from ~"
            } else if ((part.kind == CostKind::ExilePermanent || part.kind == CostKind::PutCounters) && arg.isObject()) {
                // {"n": 1, "of": SELECTOR}, {"kind": "-1/-1", "n": 1, "on": SELECTOR}: permanents the payer controls
                const QString cp = JsonReader::child(p, kind);
                const char* const which = part.kind == CostKind::PutCounters ? "on" : "of";
                if (part.kind == CostKind::PutCounters) {
                    m_r.checkKeys(arg, {"kind", "n", "on"}, cp);
                    part.counterKind = m_r.string(arg, "kind", cp, true).value_or(QString());
                } else {
                    m_r.checkKeys(arg, {"n", "of"}, cp);
                }
                part.amount = int(m_r.integer(arg, "n", cp, false, 1, 20).value_or(1));
                const JsonValue* of = arg.find(which);
                auto what = of ? selector(*of, JsonReader::child(cp, which)) : std::optional<Selector>();
                if (!what) {
                    if (!of)
                        m_r.error(arg, cp, QStringLiteral("%1 needs \"%2\": the permanent").arg(kind, QLatin1String(which)));
                    return false;
                }
                part.card = QSharedPointer<Selector>::create(*what);
            } else if (part.kind == CostKind::DiscardHand && arg.isBool() && arg.toBool()) {   // "Discard your hand"
                part.amount = 1;
            } else if (part.kind == CostKind::RevealFromHand) {   // "self" (113.6) or the card of some kind
                auto card = selector(arg, JsonReader::child(p, kind));
                if (!card)
                    return false;
                part.amount = 1;
                part.card = QSharedPointer<Selector>::create(*card);
            } else if (part.kind == CostKind::ExileFromHand) {
                auto card = selector(arg, JsonReader::child(p, kind));
                if (!card)
                    return false;
                part.amount = 1;
                part.card = QSharedPointer<Selector>::create(*card);
            } else {
                m_r.error(e, p, QStringLiteral("unknown cost part"));
                return false;
            }
        } else {
            m_r.error(e, p, QStringLiteral("expected a mana string or a cost object"));
            return false;
        }
        out->append(part);
    }
    return true;
}

AbilityPtr CardParser::ability(const JsonValue& v, const QString& path)
{
    if (!m_r.expect(v, T::Object, path))
        return nullptr;
    static const QStringList kinds
        = {"keyword", "static", "activated", "loyalty", "triggered", "replacement", "spell", "cast_restriction", "text",
            "additional_cost", "alternative_cost"};
    QString kind;
    for (const QString& k : v.keys())
        if (kinds.contains(k))
            kind = k;
    if (kind.isEmpty()) {
        m_r.error(v, path, QStringLiteral("an ability needs one of: %1").arg(kinds.join(", ")));
        return nullptr;
    }
    const int before = m_diags->size();
    auto a = QSharedPointer<AbilityDef>::create();
    const QString p = JsonReader::child(path, kind);
    const JsonValue& body = *v.find(kind);

    if (kind == "keyword") {
        a->kind = AbilityDef::Kind::Keyword;
        m_r.checkKeys(v, {"keyword", "land_type", "subtype", "from", "n", "cost", "what"}, path);
        if (m_r.expect(body, T::String, p)) {
            a->keyword = body.toString();
            if (!knownKeywords().contains(a->keyword))
                m_r.error(body, p, QStringLiteral("unknown keyword \"%1\"").arg(a->keyword));
        }
        const bool needsLandType = a->keyword == "Landwalk" || a->keyword == "Landcycling";
        if (auto land = m_r.string(v, "land_type", path, needsLandType)) {
            auto id = SubtypeRegistry::instance().find(*land);
            if ((*land == QLatin1String("nonbasic") || *land == QLatin1String("legendary")) && a->keyword == "Landwalk")
                a->protectionText = *land;   // 702.14c: nonbasic landwalk, legendary landwalk
            else if (!id)
                m_r.error(*v.find("land_type"), JsonReader::child(path, "land_type"),
                    QStringLiteral("unknown land type \"%1\"").arg(*land));
            else {
                a->landType = *id;
                a->hasLandType = true;
            }
        }
        // Round 42: typecycling's creature type (702.29e), "Wizardcycling {3}"
        if (auto type = m_r.string(v, "subtype", path, a->keyword == "Typecycling")) {
            const auto id = SubtypeRegistry::instance().find(*type);
            if (a->keyword != "Typecycling" || !id || SubtypeRegistry::instance().kind(*id) != SubtypeKind::Creature)
                m_r.error(*v.find("subtype"), JsonReader::child(path, "subtype"),
                    QStringLiteral("\"subtype\" takes a creature type, with \"Typecycling\" only"));
            else {
                a->landType = *id;
                a->hasLandType = true;
            }
        }
        const JsonValue* fromList = v.find("from");
        if (fromList && fromList->isArray() && a->keyword == "Protection") {
            // "protection from green and from white": one quality each (702.16a), colours; Pristine Angel's
            // ["artifacts", "all colors"]: one card type (first) and each colour.
            const bool typeAndAllColors = fromList->size() == 2 && fromList->at(0).isString()
                && fromList->at(1).isString() && fromList->at(1).toString() == QLatin1String("all colors")
                && !colorFromName(fromList->at(0).toString());
            for (int i = 0; i < fromList->size(); ++i) {
                const JsonValue& item = fromList->at(i);
                const auto c = item.isString() ? colorFromName(item.toString()) : std::nullopt;
                if (typeAndAllColors && i == 0)
                    a->protectionText = item.toString();
                else if (typeAndAllColors)
                    a->protectionFrom = ColorSet(0x1f);   // each of the five colours (105.1)
                else if (c)
                    a->protectionFrom.add(*c);
                else
                    m_r.error(item, JsonReader::item(JsonReader::child(path, "from"), i),
                        QStringLiteral("expected a colour"));
            }
        } else if (auto from = m_r.string(v, "from", path, a->keyword == "Protection")) {
            if (auto c = colorFromName(*from))
                a->protectionFrom.add(*c);
            else if (*from == QLatin1String("all colors"))   // each of the five colours (105.1)
                a->protectionFrom = ColorSet(0x1f);
            else
                a->protectionText = *from;
        }
        if (auto n = m_r.integer(v, "n", path, false, 0, 1000))
            a->n = int(*n);
        if (const JsonValue* c = v.find("cost")) {
            // A keyword may cost something other than mana (Grief's evoke: "Exile a black card from your
            // hand"; "Cumulative upkeep—Pay 2 life").
            if (c->isArray())
                costParts(*c, JsonReader::child(path, "cost"), &a->costParts);
            else
                manaText(*c, JsonReader::child(path, "cost"), &a->cost);
        }
        if (const JsonValue* w = v.find("what")) {
            if (auto s = selector(*w, JsonReader::child(path, "what")))
                a->enchant = QSharedPointer<Selector>::create(*s);
        } else if (a->keyword == "Enchant") {
            m_r.error(v, JsonReader::child(path, "what"), QStringLiteral("Enchant needs \"what\""));
        }
    } else if (kind == "static") {
        a->kind = AbilityDef::Kind::Static;
        m_r.checkKeys(v, {"static"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"affects", "effects", "condition", "cda", "otherwise"}, p);
            if (const JsonValue* af = body.find("affects")) {
                if (auto s = selector(*af, JsonReader::child(p, "affects")))
                    a->affects = QSharedPointer<Selector>::create(*s);
            } else {
                m_r.error(body, JsonReader::child(p, "affects"), QStringLiteral("missing required key \"affects\""));
            }
            ops(body, "effects", p, &a->ops);
            if (const JsonValue* c = body.find("condition"))
                a->condition = condition(*c, JsonReader::child(p, "condition"));
            a->cda = m_r.boolean(body, "cda", p).value_or(false);
            if (const JsonValue* o = body.find("otherwise"))
                a->otherwise = otherwise(*o, JsonReader::child(p, "otherwise"), a->condition);
        }
    } else if (kind == "activated" || kind == "loyalty") {
        a->kind = kind == "loyalty" ? AbilityDef::Kind::Loyalty : AbilityDef::Kind::Activated;
        if (kind == "loyalty") {
            m_r.checkKeys(v, {"loyalty", "effect", "targets"}, path);
            if (m_r.expect(body, T::String, p))
                a->cost = body.toString();
            targets(v, path, &a->targets);
            actions(v, "effect", path, &a->effect);
        } else if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(v, {"activated"}, path);
            m_r.checkKeys(body, {"cost", "effect", "restriction", "if", "targets", "choose", "modes", "same_mode_again"}, p);
            if (const JsonValue* c = body.find("cost"))
                costParts(*c, JsonReader::child(p, "cost"), &a->costParts);
            else
                m_r.error(body, JsonReader::child(p, "cost"), QStringLiteral("missing required key \"cost\""));
            targets(body, p, &a->targets);
            effectOrModes(body, p, a.data());   // "{1}, {T}: Choose one —" (700.2)
            if (auto r = m_r.string(body, "restriction", p, false)) {
                if (auto known = fromCanonicalName<ActivationRestriction>(*r))
                    a->restriction = *known;
                else
                    m_r.error(*body.find("restriction"), JsonReader::child(p, "restriction"),
                        QStringLiteral("unknown restriction \"%1\"").arg(*r));
            }
            if (const JsonValue* c = body.find("if"))   // 602.5b: "Activate only if …"
                a->condition = condition(*c, JsonReader::child(p, "if"));
        }
    } else if (kind == "triggered") {
        a->kind = AbilityDef::Kind::Triggered;
        m_r.checkKeys(v, {"triggered"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(
                body, {"event", "if", "effect", "optional", "targets", "filter", "choose", "modes", "same_mode_again",
                          "or_turned_face_up", "or_event", "not_mana_ability"}, p);
            targets(body, p, &a->targets);
            const bool known = triggerEventAndFilter(body, p, a.data());
            // Round 25: "When ~ enters or is turned face up" (708.8): the self_enters event and that one.
            a->alsoTurnedFaceUp = m_r.boolean(body, "or_turned_face_up", p).value_or(false);
            if (a->alsoTurnedFaceUp && known && a->event != TriggerEvent::SelfEnters)
                m_r.error(*body.find("or_turned_face_up"), JsonReader::child(p, "or_turned_face_up"),
                    QStringLiteral("\"or_turned_face_up\" goes with the event \"self_enters\""));
            // Round 45: "an ability that isn't a mana ability" (605.1a), of the events of activating one.
            a->eventNotManaAbility = m_r.boolean(body, "not_mana_ability", p).value_or(false);
            if (a->eventNotManaAbility && known && a->event != TriggerEvent::YouActivateAbility
                && a->event != TriggerEvent::OpponentActivatesAbility && a->event != TriggerEvent::PlayerActivatesAbility)
                m_r.error(*body.find("not_mana_ability"), JsonReader::child(p, "not_mana_ability"),
                    QStringLiteral("\"not_mana_ability\" goes with an event of activating an ability"));
            if (const JsonValue* c = body.find("if"))
                a->triggerIf = condition(*c, JsonReader::child(p, "if"));
            else if (known && a->event == TriggerEvent::State)
                m_r.error(body, JsonReader::child(p, "if"),
                    QStringLiteral("a state trigger (603.8) needs \"if\": the state it waits for"));
            // Round 30: a second event the ability triggers on too ("or whenever you cast a red spell").
            if (const JsonValue* orEvent = body.find("or_event")) {
                const QString op = JsonReader::child(p, "or_event");
                if (m_r.expect(*orEvent, T::Object, op)) {
                    m_r.checkKeys(*orEvent, {"event", "filter"}, op);
                    auto second = QSharedPointer<AbilityDef>::create();
                    second->kind = AbilityDef::Kind::Triggered;
                    if (triggerEventAndFilter(*orEvent, op, second.data()))
                        a->orEvent = second;
                }
            }
            a->optional = m_r.boolean(body, "optional", p).value_or(false);
            effectOrModes(body, p, a.data());
        }
    } else if (kind == "replacement") {
        a->kind = AbilityDef::Kind::Replacement;
        m_r.checkKeys(v, {"replacement"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body,
                {"enters_tapped", "enters_with_counters", "enters_with_counter_choice", "choose", "options",
                    "enters_as_copy", "becomes_choice", "or_turned_face_up", "if", "with_abilities",
                    "enters_tapped_unless_paid", "enters_tapped_unless_revealed", "enters_with_counters_count",
                    "shuffled_into_library_instead"},
                p);
            // "If it was kicked, it enters with … and with trample" (Kavu Titan): the abilities it enters
            // with apply to itself while the condition holds.
            if (const JsonValue* c = body.find("if"))
                a->condition = condition(*c, JsonReader::child(p, "if"));
            if (body.find("with_abilities")) {
                Op gains;
                gains.kind = Op::Kind::AddAbilities;
                abilities(body, "with_abilities", p, &gains.abilities);
                a->ops << gains;
                a->affects = QSharedPointer<Selector>::create();
                a->affects->ref = Selector::Ref::Self;
            }
            if (const JsonValue* modes = body.find("becomes_choice")) {
                const QString mp = JsonReader::child(p, "becomes_choice");
                if (m_r.expect(*modes, T::Array, mp))
                    for (int i = 0; i < modes->size(); ++i) {
                        CopyExceptions mode;
                        if (copyExceptions(modes->at(i), JsonReader::item(mp, i), &mode))
                            a->replacement.becomesChoice << mode;
                    }
                a->replacement.becomesAlsoTurnedFaceUp = m_r.boolean(body, "or_turned_face_up", p).value_or(false);
            }
            if (const JsonValue* c = body.find("enters_as_copy")) {
                const QString cp = JsonReader::child(p, "enters_as_copy");
                if (m_r.expect(*c, T::Object, cp)) {
                    m_r.checkKeys(*c, {"of", "optional", "except"}, cp);
                    Replacement::EntersAsCopy copy;
                    if (const JsonValue* of = c->find("of")) {
                        if (auto s = selector(*of, JsonReader::child(cp, "of")))
                            copy.of = QSharedPointer<Selector>::create(*s);
                    }
                    copy.optional = m_r.boolean(*c, "optional", cp).value_or(false);
                    if (const JsonValue* ex = c->find("except"))
                        copyExceptions(*ex, JsonReader::child(cp, "except"), &copy.except);
                    a->replacement.entersAsCopy = copy;
                }
            }
            if (auto choose = m_r.string(body, "choose", p, false)) {
                a->replacement.choose = fromCanonicalName<ChoiceKind>(*choose);
                if (!a->replacement.choose)
                    m_r.error(*body.find("choose"), JsonReader::child(p, "choose"),
                        QStringLiteral("unknown choice \"%1\"").arg(*choose));
            }
            // "choose Khans or Dragons": the words chosen among, which "chosen_option" conditions index.
            if (const JsonValue* words = body.find("options")) {
                const QString op = JsonReader::child(p, "options");
                // round 36: or the card types a "card_type" choice is made among (Archon of Valor's Reach)
                if (a->replacement.choose != ChoiceKind::Option && a->replacement.choose != ChoiceKind::CardType)
                    m_r.error(*words, op, QStringLiteral("\"options\" goes with \"choose\": \"option\" or \"card_type\""));
                else if (m_r.expect(*words, T::Array, op))
                    for (int i = 0; i < words->size(); ++i) {
                        if (words->at(i).isString() && !words->at(i).toString().isEmpty())
                            a->replacement.chooseOptions << words->at(i).toString();
                        else
                            m_r.error(words->at(i), JsonReader::item(op, i), QStringLiteral("expected a word"));
                    }
            } else if (a->replacement.choose == ChoiceKind::Option) {
                m_r.error(body, JsonReader::child(p, "options"),
                    QStringLiteral("choice \"option\" needs \"options\": the words chosen among"));
            }
            entersWith(body, p, &a->replacement);
        }
    } else if (kind == "spell") {
        a->kind = AbilityDef::Kind::Spell;
        m_r.checkKeys(v, {"spell"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"targets", "effect", "choose", "modes", "same_mode_again"}, p);
            targets(body, p, &a->targets);
            effectOrModes(body, p, a.data());
        }
    } else if (kind == "text") {
        // An imported card's ability Strata does not model: kept as printed (docs/importer.md).
        a->kind = AbilityDef::Kind::TextOnly;
        m_r.checkKeys(v, {"text"}, path);
        if (m_r.expect(body, T::String, p))
            a->text = body.toString();
    } else if (kind == "additional_cost") {
        a->kind = AbilityDef::Kind::AdditionalCost;
        m_r.checkKeys(v, {"additional_cost"}, path);
        costParts(body, p, &a->costParts);
    } else if (kind == "alternative_cost") {   // 118.9: {"cost": [...], "if": condition}
        a->kind = AbilityDef::Kind::AlternativeCost;
        m_r.checkKeys(v, {"alternative_cost"}, path);
        if (m_r.expect(body, T::Object, p)) {
            m_r.checkKeys(body, {"cost", "if"}, p);
            if (const JsonValue* c = body.find("cost"))
                costParts(*c, JsonReader::child(p, "cost"), &a->costParts);
            else
                m_r.error(body, p, QStringLiteral("alternative_cost needs \"cost\""));
            if (const JsonValue* c = body.find("if"))
                a->condition = condition(*c, JsonReader::child(p, "if"));
        }
    } else if (kind == "cast_restriction") {
        a->kind = AbilityDef::Kind::CastRestriction;
        m_r.checkKeys(v, {"cast_restriction", "if"}, path);
        if (m_r.expect(body, T::String, p)) {
            if (auto r = fromCanonicalName<CastRestriction>(body.toString()))
                a->castRestriction = *r;
            else
                m_r.error(body, p, QStringLiteral("unknown restriction \"%1\"").arg(body.toString()));
        }
        // "Cast this spell only if …" (601.3): the condition the restriction names.
        const JsonValue* onlyIf = v.find("if");
        if (onlyIf && a->castRestriction == CastRestriction::OnlyIf)
            a->condition = condition(*onlyIf, JsonReader::child(path, "if"));
        else if (onlyIf || a->castRestriction == CastRestriction::OnlyIf)
            m_r.error(v, path, QStringLiteral("\"if\" goes with the restriction \"only_if\", and only with it"));
    }
    if (m_diags->size() != before)
        return nullptr;
    a->finalize();
    return a;
}

bool CardParser::targets(const JsonValue& object, const QString& path, QVector<Selector>* out)
{
    const JsonValue* t = object.find("targets");
    if (!t)
        return true;
    const QString tp = JsonReader::child(path, "targets");
    if (!m_r.expect(*t, T::Array, tp))
        return false;
    bool ok = true;
    for (int i = 0; i < t->size(); ++i) {
        if (auto s = selector(t->at(i), JsonReader::item(tp, i)))
            out->append(*s);
        else
            ok = false;
    }
    return ok;
}

bool CardParser::abilities(const JsonValue& object, const QString& key, const QString& path, QVector<AbilityPtr>* out)
{
    const JsonValue* list = object.find(key);
    if (!list)
        return true;
    const QString p = JsonReader::child(path, key);
    if (!m_r.expect(*list, T::Array, p))
        return false;
    bool ok = true;
    for (int i = 0; i < list->size(); ++i) {
        if (auto a = ability(list->at(i), JsonReader::item(p, i)))
            out->append(a);
        else
            ok = false;
    }
    return ok;
}

// "Otherwise, it gets -3/-3." (Clutch of Undeath): what the static ability does while its condition
// does not hold.
AbilityPtr CardParser::otherwise(const JsonValue& v, const QString& path, const std::optional<Condition>& condition)
{
    if (!m_r.expect(v, T::Object, path))
        return nullptr;
    m_r.checkKeys(v, {"affects", "effects"}, path);
    if (!condition || condition->negated || condition->also) {
        m_r.error(v, path, QStringLiteral("\"otherwise\" needs a \"condition\" that is neither \"not\" nor \"all\""));
        return nullptr;
    }
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    if (const JsonValue* af = v.find("affects")) {
        if (auto s = selector(*af, JsonReader::child(path, "affects")))
            a->affects = QSharedPointer<Selector>::create(*s);
    } else {
        m_r.error(v, JsonReader::child(path, "affects"), QStringLiteral("missing required key \"affects\""));
    }
    ops(v, "effects", path, &a->ops);
    a->condition = *condition;
    a->condition->negated = true;
    a->finalize();
    return a;
}

// The parts of a replacement ability that say how the permanent enters, apart from a copy or a choice.
void CardParser::entersWith(const JsonValue& replacement, const QString& path, Replacement* out)
{
    out->entersTapped = m_r.boolean(replacement, "enters_tapped", path).value_or(false);
    // Nexus of Fate (614.1a): put into its owner's library instead of a graveyard, from any zone.
    out->shuffledIntoLibraryInstead = m_r.boolean(replacement, "shuffled_into_library_instead", path).value_or(false);
    if (const JsonValue* c = replacement.find("enters_with_counters"))
        out->entersWithCounters = counters(*c, JsonReader::child(path, "enters_with_counters"), false, nullptr);
    out->entersWithCounterChoice = m_r.stringList(replacement, "enters_with_counter_choice", path);
    // The shock lands (614.12): "2 life", paid as it enters or it enters tapped.
    if (auto paid = m_r.string(replacement, "enters_tapped_unless_paid", path, false)) {
        static const QRegularExpression life(QStringLiteral("^[1-9]\\d? life$"));
        if (life.match(*paid).hasMatch())
            out->entersTappedUnlessPaid = *paid;
        else
            m_r.error(*replacement.find("enters_tapped_unless_paid"), JsonReader::child(path, "enters_tapped_unless_paid"),
                QStringLiteral("expected a payment of life, such as \"2 life\""));
    }
    // "for each …" (614.1c): how many of enters_with_counters, counted as it enters.
    if (const JsonValue* n = replacement.find("enters_with_counters_count"))
        out->entersWithCountersCount = expr(*n, JsonReader::child(path, "enters_with_counters_count"));
    // The reveal lands (614.1c): the card revealed from the hand, or it enters tapped.
    if (const JsonValue* card = replacement.find("enters_tapped_unless_revealed"))
        if (auto sel = selector(*card, JsonReader::child(path, "enters_tapped_unless_revealed")))
            out->entersTappedUnlessRevealed = QSharedPointer<Selector>::create(*sel);
}

}   // namespace strata
