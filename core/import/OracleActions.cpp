#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

namespace {

QString chopPeriod(QString s)
{
    s = s.trimmed();
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

QSharedPointer<Selector> shared(const Selector& s)
{
    return QSharedPointer<Selector>::create(s);
}

}   // namespace

bool OracleParser::costParts(const QString& text, QVector<CostPart>* out, bool additional) const
{
    // Only as an additional cost so far: the event player pays an activated ability's sacrifice with ~.
    static const QRegularExpression sacrificeOne(QStringLiteral("^[Ss]acrifice an? (.+)$"));
    static const QRegularExpression mana(QStringLiteral("^(\\{[^}]+\\})+$"));
    static const QRegularExpression payLife(QStringLiteral("^Pay (\\d+) life$"));
    static const QRegularExpression discard(QStringLiteral("^Discard (a|two|three) cards?$"));
    for (const QString& piece : text.split(QStringLiteral(", "))) {
        CostPart part;
        if (mana.match(piece).hasMatch()) {
            if (piece.contains(QLatin1String("{T}")) || piece.contains(QLatin1String("{Q}"))) {
                if (piece != QLatin1String("{T}") && piece != QLatin1String("{Q}"))
                    return false;
            } else {
                ManaCost cost;
                QString err;
                if (!ManaCost::parse(piece, &cost, &err))
                    return false;
            }
            part.mana = piece;
        } else if (piece == QLatin1String("Sacrifice ~")) {
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
        } else if (const auto m = sacrificeOne.match(piece); m.hasMatch() && additional) {
            bool plural = true;
            auto what = objects(m.captured(1), &plural);
            if (!what || plural || what->isRef())
                return false;
            part.kind = CostKind::Sacrifice;
            part.amount = 1;
            part.card = QSharedPointer<Selector>::create(*what);
        } else if (const auto m = payLife.match(piece); m.hasMatch()) {
            part.kind = CostKind::PayLife;
            part.amount = m.captured(1).toInt();
        } else if (const auto m = discard.match(piece); m.hasMatch()) {
            part.kind = CostKind::Discard;
            part.amount = *numberWord(m.captured(1));
        } else {
            return false;
        }
        out->append(part);
    }
    return !out->isEmpty();
}

AbilityPtr OracleParser::activated(const QString& sentence) const
{
    static const QRegularExpression costColon(QStringLiteral("^([^:\"]+): (.+)$"));
    const auto m = costColon.match(sentence);
    if (!m.hasMatch())
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    static const QRegularExpression loyalty(QStringLiteral("^([+−-]?)(\\d+|X)$"));
    if (const auto l = loyalty.match(m.captured(1)); l.hasMatch() && m_type.has(CardType::Planeswalker)) {
        a->kind = AbilityDef::Kind::Loyalty;
        a->cost = (l.captured(1) == QStringLiteral("−") ? QStringLiteral("-") : l.captured(1)) + l.captured(2);
    } else {
        a->kind = AbilityDef::Kind::Activated;
        if (!costParts(m.captured(1), &a->costParts))
            return nullptr;
    }
    QString effect = m.captured(2);
    static const QRegularExpression restriction(QStringLiteral("\\s*Activate (?:this ability )?only (as a sorcery|once each turn)\\.$"));
    if (const auto r = restriction.match(effect); r.hasMatch()) {
        if (a->kind != AbilityDef::Kind::Activated)
            return nullptr;
        a->restriction = r.captured(1) == QLatin1String("as a sorcery") ? ActivationRestriction::SorcerySpeed
                                                                        : ActivationRestriction::OnceEachTurn;
        effect = effect.left(r.capturedStart());
    }
    if (!this->effect(effect, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

AbilityPtr OracleParser::triggered(const QString& sentence) const
{
    static const QRegularExpression trigger(
        QStringLiteral("^(When|Whenever|At) ([^,]+), (.+)$"), QRegularExpression::DotMatchesEverythingOption);
    QString s = sentence;
    s.replace(QStringLiteral("enters the battlefield"), QStringLiteral("enters"));
    // Older wording of "dies" (700.4).
    s.replace(QStringLiteral("~ is put into a graveyard from the battlefield"), QStringLiteral("~ dies"));
    const auto m = trigger.match(s);
    if (!m.hasMatch())
        return nullptr;
    static const QHash<QString, TriggerEvent> events = {
        {"When ~ enters", TriggerEvent::SelfEnters},
        {"Whenever another creature enters", TriggerEvent::AnotherCreatureEnters},
        {"Whenever another creature you control enters", TriggerEvent::AnotherCreatureEntersUnderYourControl},
        {"Whenever another creature enters under your control", TriggerEvent::AnotherCreatureEntersUnderYourControl},
        {"At the beginning of your upkeep", TriggerEvent::YourUpkeep},
        {"At the beginning of each upkeep", TriggerEvent::EachUpkeep},
        {"At the beginning of each end step", TriggerEvent::EndStep},
        {"At the beginning of the end step", TriggerEvent::EndStep},
        {"At the beginning of your end step", TriggerEvent::YourEndStep},
        {"Whenever you cast a creature spell", TriggerEvent::YouCastCreatureSpell},
        {"Whenever an opponent casts a creature spell", TriggerEvent::OpponentCastsCreatureSpell},
        {"When you cast this spell", TriggerEvent::YouCastThis},
        {"Whenever ~ is dealt damage", TriggerEvent::SelfDealtDamage},
        {"When ~ dies", TriggerEvent::SelfDies},
        {"Whenever ~ or another creature dies", TriggerEvent::CreatureDies},
        {"Whenever ~ or another creature you control dies", TriggerEvent::CreatureYouControlDies},
        {"When ~ leaves the battlefield", TriggerEvent::SelfLeaves},
        {"When ~ enters or leaves the battlefield", TriggerEvent::SelfEntersOrLeaves},
        {"Whenever ~ attacks", TriggerEvent::SelfAttacks},
        {"Whenever ~ enters or attacks", TriggerEvent::SelfEntersOrAttacks},
        {"Whenever you cast a spell", TriggerEvent::YouCastSpell},
        {"Whenever an opponent casts a spell", TriggerEvent::OpponentCastsSpell},
        {"Whenever ~ blocks", TriggerEvent::SelfBlocks},
        {"Whenever ~ becomes blocked", TriggerEvent::SelfBecomesBlocked},
        {"Whenever ~ blocks or becomes blocked", TriggerEvent::SelfBlocksOrBecomesBlocked},
        {"Whenever ~ deals combat damage to a player", TriggerEvent::SelfDealsCombatDamageToPlayer},
        {"Whenever a creature you control attacks alone", TriggerEvent::CreatureYouControlAttacksAlone},
    };
    const QString head = m.captured(1) + QLatin1Char(' ') + m.captured(2);
    if (!events.contains(head))
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Triggered;
    a->event = events.value(head);
    QString effect = m.captured(3);
    if (effect.startsWith(QLatin1String("you may "))) {
        a->optional = true;
        effect = effect.mid(8);
    }
    // "Whenever ~ attacks, it gets +1/+1 …": "it" is the object the trigger names, here ~ itself.
    static const QRegularExpression it(QStringLiteral("^it (gets|gains|deals|has) "));
    if (head.contains(QLatin1Char('~')) && it.match(effect).hasMatch())
        effect = QStringLiteral("~") + effect.mid(2);
    if (head.contains(QLatin1Char('~')) && effect.endsWith(QLatin1String(" counter on it.")))
        effect = effect.chopped(3) + QStringLiteral("~.");
    if (!this->effect(effect, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

AbilityPtr OracleParser::spell(const QString& sentence) const
{
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Spell;
    if (!effect(sentence, a.data()))
        return nullptr;
    a->finalize();
    return a;
}

// One sentence or several, each one action (or two joined by " and " where both read alone).
bool OracleParser::actions(const QString& text, AbilityDef* into) const
{
    const QStringList parts = sentences(text);
    if (parts.isEmpty())
        return false;
    for (const QString& part : parts) {
        QString s = chopPeriod(part);
        if (s.isEmpty())
            return false;
        s[0] = s[0].toLower();
        if (s.startsWith(QLatin1String("it can't be regenerated")) || s.startsWith(QLatin1String("they can't be regenerated"))) {
            if (into->effect.isEmpty() || into->effect.last().kind != ActionKind::Destroy)
                return false;
            into->effect.last().noRegenerate = true;
            continue;
        }
        if (!action(s, into))
            return false;
    }
    return true;
}

bool OracleParser::action(QString s, AbilityDef* into) const
{
    Action a;
    static const QRegularExpression draw(QStringLiteral("^draw (a|two|three|four|five) cards?$"));
    static const QRegularExpression gain(QStringLiteral("^you gain (\\d+|X) life$"));
    static const QRegularExpression lose(QStringLiteral("^(you|each opponent|target player|target opponent) loses? (\\d+|X) life$"));
    static const QRegularExpression damage(QStringLiteral("^~ deals (\\d+|X) damage to (.+)$"));
    static const QRegularExpression verbObject(QStringLiteral("^(destroy|exile|tap|untap|sacrifice) (.+)$"));
    static const QRegularExpression scry(QStringLiteral("^scry (\\d+)$"));
    static const QRegularExpression mill(QStringLiteral("^mill (a|two|three|four|five) cards?$"));
    static const QRegularExpression addMana(QStringLiteral("^add ((?:\\{[WUBRGC]\\})+)$"));
    static const QRegularExpression addChoice(QStringLiteral("^add (\\{[WUBRGC]\\}(?:, \\{[WUBRGC]\\})*,? or \\{[WUBRGC]\\})$"));
    static const QRegularExpression counter(
        QStringLiteral("^put (a|an|one|two|three|four|five) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on (.+)$"));
    static const QRegularExpression gainControl(QStringLiteral("^gain control of (.+?)( until end of turn)?$"));
    static const QRegularExpression untilEot(QStringLiteral("^(.+?) (gets?|gains?|has|have|loses?) (.+) until end of turn$"));
    static const QRegularExpression eotFirst(QStringLiteral("^until end of turn, (.+?) (gets?|gains?|has|have|loses?|becomes?) (.+)$"));

    auto objectOf = [&](const QString& phrase) -> std::optional<Selector> {
        Selector::Ref r;
        if (phrase.contains(QLatin1String("target")))
            return target(phrase, into, &r);
        bool plural = false;
        return objects(phrase, &plural);
    };
    const int targetsBefore = into->targets.size();
    if (effectTemplates(s, into))
        return true;
    if (moreActions(s, &a, into)) {
        into->effect << a;
        return true;
    }
    into->targets.resize(targetsBefore);   // a template that named a target, then did not fit
    if (const auto m = draw.match(s); m.hasMatch()) {
        a.kind = ActionKind::Draw;
        a.amount = Amount::number(*numberWord(m.captured(1)));
    } else if (const auto m = gain.match(s); m.hasMatch()) {
        a.kind = ActionKind::GainLife;
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
    } else if (const auto m = lose.match(s); m.hasMatch()) {
        a.kind = ActionKind::LoseLife;
        a.amount = m.captured(2) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(2).toInt());
        const QString who = m.captured(1);
        if (who == QLatin1String("each opponent"))
            a.who = QStringLiteral("each_opponent");
        else if (who.startsWith(QLatin1String("target"))) {
            Selector::Ref r;
            if (!target(who, into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
    } else if (const auto m = damage.match(s); m.hasMatch()) {
        a.kind = ActionKind::Damage;
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(m.captured(1).toInt());
        auto to = objectOf(m.captured(2));
        if (!to)
            return false;
        a.to = *to;
    } else if (const auto m = verbObject.match(s); m.hasMatch()) {
        static const QHash<QString, ActionKind> kinds = {{"destroy", ActionKind::Destroy}, {"exile", ActionKind::Exile},
            {"tap", ActionKind::Tap}, {"untap", ActionKind::Untap}, {"sacrifice", ActionKind::Sacrifice}};
        a.kind = kinds.value(m.captured(1));
        auto object = objectOf(m.captured(2));
        if (!object)
            return false;
        a.object = *object;
    } else if (const auto m = scry.match(s); m.hasMatch()) {
        a.kind = ActionKind::Scry;
        a.amount = Amount::number(m.captured(1).toInt());
    } else if (const auto m = mill.match(s); m.hasMatch()) {
        a.kind = ActionKind::Mill;
        a.amount = Amount::number(*numberWord(m.captured(1)));
    } else if (s == QLatin1String("add one mana of any color")) {
        a.kind = ActionKind::AddMana;
        a.mana = Action::Mana::AnyColor;
        a.text = QStringLiteral("any_color");   // as the card format reads it
    } else if (const auto m = addMana.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddMana;
        a.text = m.captured(1);
    } else if (const auto m = addChoice.match(s); m.hasMatch()) {
        a.kind = ActionKind::AddManaChoice;
        static const QRegularExpression symbol(QStringLiteral("\\{[WUBRGC]\\}"));
        auto it = symbol.globalMatch(m.captured(1));
        while (it.hasNext())
            a.manaChoices << it.next().captured(0);
    } else if (const auto m = counter.match(s); m.hasMatch()) {
        a.kind = ActionKind::PutCounter;
        a.counters.kind = m.captured(2);
        a.counters.n = Amount::number(*numberWord(m.captured(1)));
        auto on = objectOf(m.captured(3));
        if (!on)
            return false;
        a.object = *on;
    } else if (const auto m = gainControl.match(s); m.hasMatch()) {
        auto what = objectOf(m.captured(1));
        if (!what)
            return false;
        a.kind = ActionKind::Continuous;
        ContinuousDef c;
        c.affects = shared(*what);
        Op op;
        op.kind = Op::Kind::GainControl;
        c.ops << op;
        c.duration = m.captured(2).isEmpty() ? Duration::Indefinite : Duration::EndOfTurn;
        a.continuous = c;
    } else {
        // "target creature gets +3/+3 until end of turn", "until end of turn, ~ gets …"
        auto e = untilEot.match(s);
        if (!e.hasMatch())
            e = eotFirst.match(s);
        if (!e.hasMatch())
            return false;
        auto who = objectOf(e.captured(1));
        if (!who)
            return false;
        const bool plural = e.captured(2) == QLatin1String("get") || e.captured(2) == QLatin1String("gain")
            || e.captured(2) == QLatin1String("have") || e.captured(2) == QLatin1String("lose");
        QString predicateText = e.captured(2) + QLatin1Char(' ') + e.captured(3);
        // "gains flying" reads as "has flying" for the predicate; "gets +1/+1 and gains flying" too.
        predicateText.replace(QRegularExpression(QStringLiteral("\\bgains\\b")), QStringLiteral("has"));
        predicateText.replace(QRegularExpression(QStringLiteral("\\bgain\\b")), QStringLiteral("have"));
        QVector<Op> ops;
        if (!predicate(predicateText, *who, plural, &ops))
            return false;
        ContinuousDef c;
        c.affects = shared(*who);
        c.ops = ops;
        c.duration = Duration::EndOfTurn;
        a.kind = ActionKind::Continuous;
        a.continuous = c;
    }
    into->effect << a;
    return true;
}

}   // namespace strata::import
