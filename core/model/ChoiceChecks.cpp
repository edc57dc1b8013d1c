#include "ChoiceChecks.h"
#include "ResolvableAbilities.h"
#include <QSet>

namespace strata {

namespace {

// What the continuous effects of an ability (or a card's abilities) read from the choices.
struct ChoiceReads {
    bool color = false, creatureType = false, textChange = false, mode = false;
    bool landType = false;   // "the basic land type of your choice", chosen as it resolved
    // "the chosen color": chosen as a spell resolves, or as a permanent entered (its object's choice)
    bool chosenColorText = false;
};

void readsOfOps(const QVector<Op>& ops, ChoiceReads* reads)
{
    for (const Op& op : ops) {
        reads->color |= op.colorChosen;
        // A subtype chosen on resolution names its kind (`cardTypes`): a land type or a creature type.
        const bool landType = op.subtypeChosen && (op.cardTypes & quint16(CardType::Land));
        reads->landType |= landType;
        reads->creatureType |= op.subtypeChosen && !landType;
        if (op.kind == Op::Kind::AddAbilities)
            for (const AbilityPtr& a : op.abilities) {   // "protection from the color of your choice"
                reads->color |= a && a->protectionText == QLatin1String("the color of your choice");
                // Round 27: a spell's "Choose a color. … the chosen color" (Brave the Elements)
                reads->chosenColorText |= a && a->protectionText == QLatin1String("the chosen color");
            }
        if (op.kind == Op::Kind::ChangeText) {
            // "All colour words become the chosen one" reads the colour chosen as it entered.
            if (op.textChange == TextChangeKind::AllColorWords)
                reads->color = true;
            else
                reads->textChange = true;
        }
    }
}

void readsOfSelector(const QSharedPointer<Selector>& s, ChoiceReads* reads)
{
    if (!s)
        return;
    reads->creatureType |= s->subtypeChosen;
    for (const Selector& alternative : s->anyOf)
        reads->creatureType |= alternative.subtypeChosen;
}

void readsOfActions(const QVector<Action>& actions, ChoiceReads* reads)
{
    for (const Action& a : actions) {
        if (a.continuous) {
            readsOfOps(a.continuous->ops, reads);
            readsOfSelector(a.continuous->affects, reads);
        }
        readsOfActions(a.nested, reads);
    }
}

ChoiceReads readsOfAbility(const AbilityDef& ability)
{
    ChoiceReads reads;
    // Primal Clay's "choose one as this enters", and a modal spell's or ability's modes (700.2)
    reads.mode = !ability.replacement.becomesChoice.isEmpty() || !ability.modes.isEmpty();
    readsOfOps(ability.ops, &reads);
    readsOfSelector(ability.affects, &reads);
    readsOfActions(ability.effect, &reads);
    reads.color |= reads.chosenColorText && ability.kind == AbilityDef::Kind::Spell;
    return reads;
}

// "a creature", "an artifact or creature", "a permanent": what a target selector names, for messages.
QString targetKind(const Selector& s)
{
    QStringList types;
    for (CardType t : kCardTypeOrder)
        if ((s.types | s.anyTypes) & quint16(t))
            types << cardTypeName(t).toLower();
    const QString noun = !types.isEmpty() ? types.join(QStringLiteral(" or "))
        : s.word.isEmpty()               ? QStringLiteral("object")
                                         : s.word;
    static const QString vowels = QStringLiteral("aeiou");
    return (vowels.contains(noun.at(0)) ? QStringLiteral("an ") : QStringLiteral("a ")) + noun;
}

class Checker {
public:
    explicit Checker(const GameState& state) : m_state(state) { }

    QVector<ChoiceProblem> run()
    {
        for (int i = 0; i < m_state.objects.size(); ++i) {
            checkObject(i);
            checkCycle(i, QStringLiteral("attached_to"), [](const GameObject& o) { return o.attachedTo; });
            checkCycle(i, QStringLiteral("choices.copy_of"), [](const GameObject& o) { return o.choices.copyOf; });
        }
        for (int i = 0; i < m_state.effects.size(); ++i)
            checkEffect(i);
        return m_problems;
    }

private:
    void add(ChoiceProblem::Owner owner, int index, const QString& key, const QString& message, bool error = true)
    {
        m_problems << ChoiceProblem{owner, index, key, message, error};
    }

    // An object's "as this enters" choice (Conspiracy, Painter's Servant) is made once it is on the
    // battlefield; a face-down one has no abilities to make it (708.2), a copy takes the copied card's.
    // Missing, it is a warning, not an error: the app puts such a card on the board before asking
    // (the library dock, a drop on a graveyard then a move), and what the app saves must open again.
    void checkObject(int index)
    {
        const GameObject& o = m_state.objects[index];
        if (!o.card)
            return;
        const CardFace& face = printedFace(o);
        const auto owner = ChoiceProblem::Owner::Object;
        ChoiceReads reads;
        for (const AbilityPtr& a : face.abilities) {
            const ChoiceReads r = readsOfAbility(*a);
            reads.textChange |= r.textChange;
            reads.mode |= r.mode;
            if (!a->replacement.choose || o.zone != Zone::Battlefield || o.faceDown || !o.choices.copyOf.isEmpty())
                continue;
            const auto [key, missing] = chosen(*a->replacement.choose, o.choices);
            if (missing)
                add(owner, index, QStringLiteral("choices"),
                    QStringLiteral("%1 needs \"%2\" in \"choices\": what was chosen as it entered; without it, "
                                   "the ability that reads it does nothing")
                        .arg(face.name, key),
                    false);
            // Round 36: a card type chosen among those the card lists (Archon of Valor's Reach).
            const QStringList& among = a->replacement.chooseOptions;
            if (!missing && a->replacement.choose == ChoiceKind::CardType && !among.isEmpty()
                && !among.contains(o.choices.cardType, Qt::CaseInsensitive))
                add(owner, index, QStringLiteral("choices"),
                    QStringLiteral("%1's \"card_type\" must be one of %2").arg(face.name, among.join(QStringLiteral(", "))),
                    true);
        }
        // A copy reads the choices of what it copies (Clone as Primal Clay takes a mode): not known here.
        if (o.choices.copyOf.isEmpty())
            checkUnreadChoices(owner, index, face.name, o.choices, reads);
    }

    // An object attached to itself through others, or a copy of a copy of itself, cannot be: one of
    // them was there first (301.5c, 707.2). Each object of the circle is told.
    template <typename Next> void checkCycle(int index, const QString& key, Next next)
    {
        const GameObject& start = m_state.objects[index];
        QStringList path{start.id};
        for (const GameObject* at = &start; !next(*at).isEmpty();) {
            path << next(*at);
            if (next(*at) == start.id) {
                add(ChoiceProblem::Owner::Object, index, key,
                    QStringLiteral("goes round in a circle: %1").arg(path.join(QStringLiteral(" → "))));
                return;
            }
            at = m_state.object(next(*at));
            if (!at || path.size() > m_state.objects.size() + 1)
                return;
        }
    }

    void checkEffect(int index)
    {
        const ResolvedEffect& e = m_state.effects[index];
        if (!e.ability)
            return;
        const auto owner = ChoiceProblem::Owner::Effect;
        const QString name = e.card ? e.card->name()
                                    : QStringLiteral("ability %1 of %2").arg(e.abilityIndex).arg(sourceName(e));
        // "X target creatures" (601.2c): as many targets, alike, as the X in its choices.
        QVector<Selector> wanted;
        for (const Selector& s : e.ability->targets) {
            Selector one = s;
            one.upToX = false;
            for (int k = 0; k < (s.upToX ? e.choices.x.value_or(0) : 1); ++k)
                wanted << one;
        }
        checkTargets(index, name, wanted, e.targets);
        const ChoiceReads reads = readsOfAbility(*e.ability);
        if (reads.color && !e.choices.color)
            add(owner, index, QStringLiteral("choices"),
                QStringLiteral("%1 needs \"color\" in \"choices\": the colour chosen as it resolved").arg(name));
        if (reads.creatureType && e.choices.creatureType.isEmpty())
            add(owner, index, QStringLiteral("choices"),
                QStringLiteral("%1 needs \"creature_type\" in \"choices\": the creature type chosen as it resolved")
                    .arg(name));
        if (reads.landType && e.choices.landType.isEmpty())
            add(owner, index, QStringLiteral("choices"),
                QStringLiteral("%1 needs \"land_type\" in \"choices\": the basic land type chosen as it resolved")
                    .arg(name));
        if (reads.textChange && e.choices.textFrom.isEmpty())
            add(owner, index, QStringLiteral("choices"),
                QStringLiteral("%1 needs \"text_change\" in \"choices\": the word it replaces and the new word")
                    .arg(name));
        checkUnreadChoices(owner, index, name, e.choices, reads);
    }

    // CR 115.1, 115.3: the targets in the order the card names them, each of the kind it names, as
    // many as it names ("up to N" allows fewer), and no object twice for one word "target".
    void checkTargets(int index, const QString& name, const QVector<Selector>& wanted, const QStringList& given)
    {
        const auto owner = ChoiceProblem::Owner::Effect;
        int required = 0, most = 0;
        for (const Selector& s : wanted) {
            required += s.upTo == 0 ? 1 : 0;
            most += s.upTo == 0 ? 1 : s.upTo;
        }
        if (given.size() < required || given.size() > most) {
            const QString allowed = required == most ? QString::number(most)
                : required == 0                      ? QStringLiteral("up to %1").arg(most)
                                                     : QStringLiteral("%1 to %2").arg(required).arg(most);
            add(owner, index, given.size() > most && most > 0 ? QStringLiteral("targets[%1]").arg(most)
                                                               : QStringLiteral("targets"),
                QStringLiteral("%1 has %2 target%3; %4 given")
                    .arg(name, allowed, most == 1 ? QString() : QStringLiteral("s"))
                    .arg(given.size()));
            return;
        }
        // Greedy, leaving enough for the targets still required after each one.
        int next = 0;
        for (int s = 0; s < wanted.size(); ++s) {
            int requiredLater = 0;
            for (int later = s + 1; later < wanted.size(); ++later)
                requiredLater += wanted[later].upTo == 0 ? 1 : 0;
            const int take = wanted[s].upTo == 0 ? 1 : qMin(int(wanted[s].upTo), int(given.size()) - next - requiredLater);
            QSet<QString> chosenForThisWord;
            for (int k = 0; k < take; ++k, ++next) {
                const QString key = QStringLiteral("targets[%1]").arg(next);
                const QString& id = given[next];
                if (m_state.player(id) && !m_state.object(id))
                    add(owner, index, key,
                        QStringLiteral("\"%1\" is a player; %2 targets %3, not a player")
                            .arg(id, name, targetKind(wanted[s])));
                if (chosenForThisWord.contains(id))
                    add(owner, index, key,
                        QStringLiteral("\"%1\" is already a target of %2; one object can't be chosen twice for one "
                                       "word \"target\" (CR 115.3)")
                            .arg(id, name));
                chosenForThisWord.insert(id);
            }
        }
    }

    void checkUnreadChoices(
        ChoiceProblem::Owner owner, int index, const QString& name, const Choices& choices, const ChoiceReads& reads)
    {
        if (!choices.textFrom.isEmpty() && !reads.textChange)
            add(owner, index, QStringLiteral("choices.text_change"),
                QStringLiteral("%1 changes no text, so its text change changes nothing").arg(name), false);
        if ((choices.mode || !choices.modes.isEmpty()) && !reads.mode)
            add(owner, index, QStringLiteral("choices.mode"),
                QStringLiteral("%1 has no modes, so its mode changes nothing").arg(name), false);
    }

    // The key of `choices` an "as this enters" choice fills, and whether it is missing.
    static std::pair<QString, bool> chosen(ChoiceKind kind, const Choices& c)
    {
        switch (kind) {
        case ChoiceKind::Color:
        case ChoiceKind::ColorWord:
            return {QStringLiteral("color"), !c.color};
        case ChoiceKind::CreatureType:
            return {QStringLiteral("creature_type"), c.creatureType.isEmpty()};
        case ChoiceKind::LandType:
            return {QStringLiteral("land_type"), c.landType.isEmpty()};
        case ChoiceKind::CardType:
            return {QStringLiteral("card_type"), c.cardType.isEmpty()};
        case ChoiceKind::CardName:
        case ChoiceKind::NonlandCardName:
            return {QStringLiteral("name"), c.name.isEmpty()};
        case ChoiceKind::Option:
            return {QStringLiteral("mode"), !c.mode};
        case ChoiceKind::Player:
        case ChoiceKind::Opponent:
            return {QStringLiteral("player"), c.player.isEmpty()};
        }
        return {QString(), false};
    }

    QString sourceName(const ResolvedEffect& e) const
    {
        const GameObject* source = m_state.object(e.sourceId);
        return source && source->card ? printedFace(*source).name : e.sourceId;
    }

    const GameState& m_state;
    QVector<ChoiceProblem> m_problems;
};

}   // namespace

QVector<ChoiceProblem> checkTargetsAndChoices(const GameState& state)
{
    return Checker(state).run();
}

QStringList choiceWarnings(const GameState& state)
{
    QStringList out;
    for (const ChoiceProblem& p : checkTargetsAndChoices(state)) {
        if (p.error)
            continue;
        const QString& id = p.owner == ChoiceProblem::Owner::Object ? state.objects[p.index].id
                                                                     : state.effects[p.index].id;
        out << QStringLiteral("%1: %2").arg(id, p.message);
    }
    return out;
}

}   // namespace strata
