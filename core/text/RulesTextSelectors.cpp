#include "RulesTextWriter.h"
#include "model/AbilityTargets.h"
#include <algorithm>

namespace strata {
namespace rulestext {

namespace {

// Gender of a list of nouns: feminine only if every one is.
Gender combined(Gender a, Gender b)
{
    return a == Gender::Fem && b == Gender::Fem ? Gender::Fem : Gender::Masc;
}

bool isSimpleFilter(const Selector& s)
{
    return !s.isRef() && s.anyOf.isEmpty() && !s.other && s.colors.isEmpty() && !s.colorless && s.notColors.isEmpty() && !s.supertypes
        && !s.notSupertypes && !s.notTypes && s.subtypes.isEmpty() && s.notSubtypes.isEmpty() && !s.subtypeChosen
        && s.controller == Selector::Who::Any && !s.ownerYou && s.where == Selector::Where::Battlefield && !s.tapped
        && !s.attacking && !s.noAbilities && s.hasKeyword.isEmpty() && !s.manaValueAtMost && !s.manaValueAtMostX && !s.manaValueAtLeast
        && !s.manaValueAtLeastX && !s.powerAtMost && !s.powerAtLeast && !s.toughnessAtMost && !s.toughnessAtLeast && !s.token && !s.multicolored && s.withCounter.isEmpty() && !s.attachedToSource
        && !s.enchanted && !s.notEnchanted && !s.equipped && !s.colorChosen && s.named.isEmpty() && s.withoutKeyword.isEmpty()
        && !s.blocking && !s.commander && !s.highestManaValue && s.combatWith == Selector::CombatWith::None
        && !s.dealtDamageThisTurn && !s.fromBattlefieldThisTurn && !s.ownerOpponent && !s.sharesColorWithTarget
        && s.attachedTo == Selector::Ref::None && s.powerRank == Selector::PowerRank::None && !s.blocked && !s.nonattacking
        && !s.nonblocking && !s.attackingYou && !s.attachedToTypes && !s.xInManaCost;
}

// Which of a filter's subtypes name only creature types (so the noun can be the subtype alone).
bool subtypesImplyTypes(const Selector& s)
{
    const auto& reg = SubtypeRegistry::instance();
    for (SubtypeId id : s.subtypes) {
        // 205.3j: a planeswalker type is written before "planeswalker" ("a Domri planeswalker").
        if (reg.kind(id) == SubtypeKind::Planeswalker)
            return false;
        const quint16 owner = quint16(SubtypeRegistry::ownerType(reg.kind(id)));
        if (s.types && s.types != owner)
            return false;
    }
    return true;
}

// Round 31: a target of alternatives of different card types, "target black creature or black
// planeswalker" (Liliana's Defeat), which Oracle names again "that permanent".
bool permanentAlternatives(const Selector& s)
{
    if (s.anyOf.isEmpty() || !s.word.isEmpty() || s.types || s.where != Selector::Where::Battlefield)
        return false;
    // Round 36: a land type alone is of lands, "target Forest, green enchantment, or green planeswalker" (Nissa's Defeat).
    const auto typesOf = [](const Selector& part) {
        const auto& reg = SubtypeRegistry::instance();
        const bool landType = !part.types && part.subtypes.size() == 1 && reg.kind(part.subtypes.first()) == SubtypeKind::Land;
        return landType ? quint16(CardType::Land) : part.types;
    };
    const quint16 first = typesOf(s.anyOf.first());
    return first && std::all_of(s.anyOf.cbegin(), s.anyOf.cend(), [&](const Selector& part) { return typesOf(part) != 0; })
        && std::any_of(s.anyOf.cbegin(), s.anyOf.cend(), [&](const Selector& part) { return typesOf(part) != first; });
}

}   // namespace

// ---- Selectors ----------------------------------------------------------------------------------

NP Writer::headNoun(const Selector& s, bool plural) const
{
    auto word = [&](const QString& sing, const QString& plur, const char* gender) {
        return NP{plural ? plur : sing, {}, genderOf(gender)};
    };
    if (isActivatedOrTriggeredAbility(s))
        return word(tr("activated or triggered ability"), tr("activated or triggered abilities"), "ability");
    if (s.word == QLatin1String("activated_ability"))   // an ability on the stack (115.1)
        return word(tr("activated ability"), tr("activated abilities"), "ability");
    if (s.word == QLatin1String("triggered_ability"))
        return word(tr("triggered ability"), tr("triggered abilities"), "ability");
    if (s.word == QLatin1String("ability"))
        return word(tr("ability"), tr("abilities"), "ability");
    if (!s.anyOf.isEmpty()) {
        QStringList parts;
        for (const Selector& p : s.anyOf)
            parts << headNoun(p, plural).text;
        parts.removeDuplicates();
        return NP{joinList(parts, !plural), {}, headNoun(s.anyOf.first(), plural).g};
    }
    const QVector<CardType> types = typesIn(s.types);
    if (s.token == true && s.word.isEmpty())   // "creature tokens", "Zombie tokens" (111.1)
        return word(tr("token"), tr("tokens"), "token");
    if (!s.word.isEmpty() || s.anyTypes || types.isEmpty() || !s.subtypes.isEmpty()) {
        if (s.word == QLatin1String("card"))
            return word(tr("card"), tr("cards"), "card");
        if (s.word == QLatin1String("spell"))
            return word(tr("spell"), tr("spells"), "spell");
        if (s.word == QLatin1String("permanent"))
            return word(tr("permanent"), tr("permanents"), "permanent");
        if (s.word == QLatin1String("permanent_card"))   // "Mercenary permanent card" (110.4)
            return word(tr("permanent card"), tr("permanent cards"), "card");
        if (s.word == QLatin1String("player") && s.controller == Selector::Who::Opponent)
            return word(tr("opponent"), tr("opponents"), "player");
        if (s.word == QLatin1String("player"))
            return word(tr("player"), tr("players"), "player");
        if (!s.subtypes.isEmpty() && subtypeIsNoun(s))
            return NP{subtypeWord(s.subtypes.last(), plural), {}, subtypeGender(s.subtypes.last())};
        if (s.anyTypes) {
            // Alternatives read in alphabetical order, as Oracle lists them ("creature or land"),
            // not in type-line order ("Land Creature").
            const QVector<CardType> alternatives = typesAlphabetically(s.anyTypes);
            QStringList words;
            for (CardType t : alternatives)
                words << typeWord(t, plural);
            return NP{joinList(words, !plural), {}, typeGender(alternatives.first())};
        }
        if (!types.isEmpty())
            return NP{typeWord(types.last(), plural), {}, typeGender(types.last())};
        if (s.where == Selector::Where::Specific && s.zone == Zone::Stack)
            return word(tr("spell"), tr("spells"), "spell");
        if (s.where == Selector::Where::Specific || s.where == Selector::Where::NotBattlefield)
            return word(tr("card"), tr("cards"), "card");
        if (s.where == Selector::Where::Any)
            return word(tr("object"), tr("objects"), "object");
        return word(tr("permanent"), tr("permanents"), "permanent");
    }
    return NP{typeWord(types.last(), plural), {}, typeGender(types.last())};
}

// The gender determiners take: for a list, the first noun's ("una magia o permanente").
Gender Writer::selectorGender(const Selector& s) const
{
    if (!s.anyOf.isEmpty())
        return selectorGender(s.anyOf.first());
    return headNoun(s, false).g;
}

// The gender adjectives and predicates agree with: for a list, masculine unless every noun is feminine.
Gender Writer::agreementGender(const Selector& s) const
{
    Gender g = Gender::Fem;
    if (!s.anyOf.isEmpty()) {
        for (const Selector& p : s.anyOf)
            g = combined(g, agreementGender(p));
        return g;
    }
    if (s.anyTypes && s.word.isEmpty() && s.subtypes.isEmpty()) {
        for (CardType t : typesIn(s.anyTypes))
            g = combined(g, typeGender(t));
        return g;
    }
    return headNoun(s, false).g;
}

// The noun phrase of a filter without determiner: "untapped creatures you control", "non-Aura enchantment",
// "creature cards you own that aren't on the battlefield".
QString Writer::noun(const Selector& s, bool plural, bool withZone) const
{
    const NP n = nounParts(s, plural, withZone);
    if (n.post.isEmpty())
        return n.text;
    return tr("%1 %2", "noun followed by its qualifiers").arg(n.text, n.post);
}

// The same in parts: the noun with its adjectives, and the qualifiers after it.
NP Writer::nounParts(const Selector& s, bool plural, bool withZone) const
{
    if (isActivatedOrTriggeredAbility(s) || isAbilityWord(s.word)) {
        // "activated ability from an artifact source", "… from an artifact, creature, enchantment, or land"
        // (Rust, Interdict): the types of the ability's source, alphabetical as Oracle lists them.
        const NP head = headNoun(s, plural);
        const QVector<CardType> types = typesAlphabetically(s.anyTypes);
        if (types.isEmpty())
            return head;
        QStringList words;
        for (CardType t : types)
            words << typeWord(t, false);
        const QString source = types.size() == 1
            ? indefinite(tr("%1 source", "a source of one card type: artifact source").arg(words.first()), genderOf("source"))
            : indefinite(joinList(words, true), typeGender(types.first()));
        return NP{head.text, tr("from %1", "the source of an ability: from an artifact source").arg(source), head.g};
    }
    if (!s.anyOf.isEmpty()) {
        QStringList parts;
        for (const Selector& p : s.anyOf)
            parts << noun(p, plural, withZone);
        return NP{joinList(parts, !plural), {}, selectorGender(s)};
    }
    const NP head = headNoun(s, plural);
    const Agr agr{head.g, plural};
    QStringList adjs;
    if (s.tapped)
        adjs << adjective("RulesText", kStatusAdjectives[*s.tapped ? 0 : 1], agr);
    if (s.attacking && !s.blocking)   // "attacking or blocking": qualityAdjectives
        adjs << adjective("RulesText", kStatusAdjectives[2], agr);
    for (Supertype t : kSupertypeOrder)
        if (s.supertypes & quint8(t))
            adjs << supertypeWord(t, agr);
    for (Supertype t : kSupertypeOrder)
        if (s.notSupertypes & quint8(t))
            adjs << tr("non%1", "negated supertype: nonbasic, nonlegendary").arg(supertypeWord(t, agr));
    // Round 21: "creature or planeswalker that's green or white" (Noxious Grasp): two colours of a choice
    // of types follow it, as Oracle prints them.
    const bool colorsAfter = s.anyTypes && s.word.isEmpty() && s.colors.count() == 2 && !plural;
    if (!s.colors.isEmpty() && !colorsAfter)   // round 42: any of the five is "colored" (105.2)
        adjs << (s.colors.count() == 5 ? colored(agr) : colorList(s.colors, true, agr));
    if (s.colorless)
        adjs << colorless(agr);
    for (Color c : kAllColors)
        if (s.notColors.has(c))
            adjs << tr("non%1", "negated colour: nonblack").arg(colorWord(c, agr));
    for (CardType t : typesIn(s.notTypes))
        adjs << tr("non%1", "negated card type: noncreature, nonland").arg(typeWord(t, false));
    for (SubtypeId id : s.notSubtypes)
        adjs << tr("non-%1", "negated subtype: non-Aura").arg(subtypeWord(id));

    // Words naming the set besides the head noun: "artifact" in "artifact creatures", "creature" in
    // "creature cards", "Zombie" in "Zombie cards". Before "card" or "spell" they classify the noun
    // (Spanish "cartas de criatura"), and get their own template.
    QStringList kinds;
    const QVector<CardType> types = typesIn(s.types);
    // Round 32: "legendary permanent that's an artifact, creature, or enchantment" (Bounty Agent): a
    // choice of card types after "permanent", as Oracle puts it beside a supertype.
    const bool typesAfterPermanent = s.anyTypes && !s.types && s.word == QLatin1String("permanent") && s.supertypes;
    const bool tokenIsHead = s.token == true && s.word.isEmpty();
    const bool subtypeIsHead = !s.subtypes.isEmpty() && s.word.isEmpty() && subtypeIsNoun(s) && !tokenIsHead;
    QStringList subWords;
    for (int i = 0; i < s.subtypes.size(); ++i)
        if (!(subtypeIsHead && i == s.subtypes.size() - 1))
            subWords << subtypeWord(s.subtypes[i]);
    if (!subWords.isEmpty())
        kinds << subWords.join(QLatin1Char(' '));
    if (!subtypeIsHead) {
        // The last type is the head noun whenever no word or subtype is (headNoun): "Domri planeswalker".
        const bool typeIsHead = s.word.isEmpty() && !s.anyTypes && !types.isEmpty() && !tokenIsHead;
        for (int i = 0; i < types.size(); ++i)
            if (!(typeIsHead && i == types.size() - 1))
                kinds << typeWord(types[i], false);
        if (s.anyTypes && !s.word.isEmpty() && !typesAfterPermanent) {
            // "an instant or sorcery card", "instant and sorcery cards" (as Oracle counts them), in
            // alphabetical order as Oracle lists alternatives ("an artifact or enchantment card")
            const QVector<CardType> alternatives = typesAlphabetically(s.anyTypes);
            QStringList words;
            for (CardType t : alternatives)
                words << typeWord(t, false);
            kinds << joinList(words, !plural);
        }
    }
    const bool classifier = s.word == QLatin1String("card") || s.word == QLatin1String("spell")
        || s.word == QLatin1String("permanent_card") || tokenIsHead;
    QString np = withAdjectives(kinds, head.text, classifier);
    qualityAdjectives(s, agr, &adjs);
    np = withAdjectives(adjs, np);

    QStringList post;
    if (colorsAfter)
        post << tr("that's %1", "a choice of types, then two colours: creature or planeswalker that's green or white")
                    .arg(colorList(s.colors, true, agr));

    if (typesAfterPermanent) {
        const QVector<CardType> alternatives = typesAlphabetically(s.anyTypes);
        QStringList words;
        for (CardType t : alternatives)
            words << typeWord(t, false);
        post << tr("that's %1", "a permanent, then a choice of card types: legendary permanent that's an artifact, creature, or enchantment")
                    .arg(indefinite(joinList(words, true), typeGender(alternatives.first())));
    }
    if (s.subtypeChosen || s.cardTypeChosen)   // round 36: a card type too (Archon of Valor's Reach)
        post << tr("of the chosen type");
    if (s.namedChosen)   // round 37: "target spell with the chosen name" (Declaration of Naught)
        post << tr("with the chosen name");
    const bool graveyard = s.where == Selector::Where::Specific && s.zone == Zone::Graveyard;
    const bool hand = s.where == Selector::Where::Specific && s.zone == Zone::Hand;
    const bool library = s.where == Selector::Where::Specific && s.zone == Zone::Library;
    // Round 32: "target permanent you both own and control" (Obelisk of Undoing, 108.3, 108.4).
    const bool ownedOnBattlefield = s.ownerYou && !(graveyard || hand || library);
    if (s.controller == Selector::Who::You && ownedOnBattlefield)
        post << tr("you both own and control");
    else if (s.controller == Selector::Who::You)
        post << tr("you control");
    else if (s.controller == Selector::Who::Opponent)
        post << (plural ? tr("your opponents control") : tr("an opponent controls"));
    else if (s.controller == Selector::Who::NotYou)
        post << tr("you don't control");
    const bool chosenPlayer = s.controller == Selector::Who::Chosen;
    if (chosenPlayer && s.where == Selector::Where::Battlefield)
        post << tr("the chosen player controls");
    // Round 36: the one player target already named is "that player" (Oriss, Samite Guardian).
    const bool playerNamed = m_targets.size() == 1 && m_targets[0].sel.word == QLatin1String("player") && m_targets[0].mentioned;
    if (s.whose == QLatin1String("target_player") && playerNamed)
        post << tr("that player controls");
    else if (s.whose == QLatin1String("target_player"))   // round 21: "each creature target opponent controls" (Simoon)
        post << (targetsAnOpponent(s.whose) ? tr("target opponent controls") : tr("target player controls"));
    else if (s.whose == QLatin1String("target_player_or_controller"))   // round 34: Lavalanche's creatures
        post << tr("that player or that planeswalker's controller controls");
    else if (!s.whose.isEmpty() && s.zone != Zone::Graveyard)   // the trigger's player (603.7c, 508.5a)
        post << (s.whose == QLatin1String("defending_player") ? tr("defending player controls") : tr("that player controls"));
    if (ownedOnBattlefield && s.controller != Selector::Who::You)
        post << tr("you own");
    if (!s.hasKeyword.isEmpty()) {
        AbilityDef kw;
        kw.keyword = s.hasKeyword;
        post << tr("with %1", "with a keyword").arg(lcfirst(keywordText(kw)));
    }
    if (s.noAbilities)
        post << tr("with no abilities");
    // "with mana value 3": both bounds the same number (Trophy Mage's search)
    const bool exactManaValue = s.manaValueAtMost && s.manaValueAtMost == s.manaValueAtLeast;
    if (exactManaValue)
        post << tr("with mana value %1", "exactly that mana value").arg(*s.manaValueAtMost);
    if (s.manaValueAtMost && !exactManaValue)
        post << tr("with mana value %1 or less").arg(*s.manaValueAtMost);
    if (s.manaValueAtMostX && s.manaValueAtLeastX)   // both limits: exactly X (202.3)
        post << tr("with mana value X");
    else if (s.manaValueAtMostX)
        post << tr("with mana value X or less");
    else if (s.manaValueAtLeastX)
        post << tr("with mana value X or greater");
    if (s.manaValueAtLeast && !exactManaValue)
        post << tr("with mana value %1 or greater").arg(*s.manaValueAtLeast);
    qualityQualifiers(s, plural, &post);   // the limits of power and toughness first
    if (withZone) {
        if (graveyard && chosenPlayer)
            post << tr("in the chosen player's graveyard");
        else if (hand && chosenPlayer)
            post << tr("in the chosen player's hand");
        else if (graveyard)
            post << (s.ownerYou ? tr("in your graveyard") : plural ? tr("in all graveyards") : tr("in a graveyard"));
        else if (hand)
            post << (s.ownerYou ? tr("in your hand") : plural ? tr("in all players' hands") : tr("in a player's hand"));
        else if (library)
            post << (s.ownerYou ? tr("in your library") : tr("in a player's library"));
        else if (s.where == Selector::Where::Specific && s.zone == Zone::Exile)
            post << tr("in exile");
        else if (s.where == Selector::Where::Specific && s.zone == Zone::Stack && s.word != QLatin1String("spell"))
            post << tr("on the stack");
        else if (s.where == Selector::Where::Specific && s.zone == Zone::Command)
            post << tr("in the command zone");
        else if (s.where == Selector::Where::NotBattlefield)
            post << (plural ? tr("that aren't on the battlefield") : tr("that isn't on the battlefield"));
        else if (s.where == Selector::Where::Any)
            post << (plural ? tr("in every zone") : tr("in any zone"));
    }
    return NP{np, post.join(QLatin1Char(' ')), head.g};
}

NP Writer::targetNoun(int index, bool plural) const
{
    if (index < m_targets.size()) {
        const TargetInfo& t = m_targets[index];
        if (t.described)
            return headNoun(t.sel, plural);
    }
    if (!m_targets.isEmpty()) {
        const NP inferred = headNoun(m_targets.first().sel, plural);
        if (!inferred.text.isEmpty())
            return inferred;
    }
    return NP{plural ? tr("permanents") : tr("permanent"), {}, genderOf("permanent")};
}

bool Writer::subtypeIsNoun(const Selector& s) const
{
    return subtypesImplyTypes(s) && !(m_namingTarget && s.types);
}

Writer::Subject Writer::refPhrase(Selector::Ref ref)
{
    auto that = [&](const NP& n) {
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "that %1", "%1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "that %1", "%1 is feminine"))
            .arg(n.text);
    };
    auto those = [&](const NP& n) {
        return pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "those %1", "%1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "those %1", "%1 is feminine"))
            .arg(n.text);
    };
    switch (ref) {
    case Selector::Ref::Self:
        if (m_selfIsIt)
            return Subject{tr("it", "the object a dies or leaves trigger is about"), Form::Sing, m_selfGender};
        return Subject{m_self, Form::Sing, m_selfGender};
    case Selector::Ref::Attached:
        return Subject{m_attached, Form::Sing, m_attachedGender};
    case Selector::Ref::Target:
    case Selector::Ref::Target2: {
        const int i = ref == Selector::Ref::Target ? 0 : 1;
        while (m_targets.size() <= i)
            m_targets << TargetInfo{};
        TargetInfo& t = m_targets[i];
        const bool many = t.upTo > 1 || t.sel.upToX;
        const NP n = targetNoun(i, many);
        m_itNoun = targetNoun(i, false);
        const Form f = many ? Form::Plur : Form::Sing;
        if (t.mentioned && !many && t.described && permanentAlternatives(t.sel)) {
            const NP permanent{tr("permanent"), {}, genderOf("permanent")};
            return Subject{that(permanent), f, permanent.g};
        }
        if (t.mentioned)
            return Subject{many ? those(n) : that(n), f, n.g};
        t.mentioned = true;
        return Subject{targetPhrase(t, many), f, t.described ? agreementGender(t.sel) : n.g};
    }
    case Selector::Ref::Targets: {
        if (m_targets.isEmpty())
            m_targets << TargetInfo{};
        const NP n = targetNoun(0, true);
        if (m_targetsMentioned || (m_targets.size() == 1 && m_targets[0].mentioned))
            return Subject{those(n), Form::Plur, n.g};
        m_targetsMentioned = true;
        for (TargetInfo& t : m_targets)
            t.mentioned = true;
        const bool several = m_targets.size() == 1 && (m_targets[0].upTo > 1 || m_targets[0].sel.upToX);
        if (several && m_eachTargets)
            return Subject{tr("%1 each", "several targets, each of which gets a change: up to two target creatures each")
                               .arg(targetPhrase(m_targets[0], true)),
                Form::Plur, n.g};
        if (several)
            return Subject{targetPhrase(m_targets[0], true), Form::Plur, n.g};
        if (m_targets.size() == 1)
            return Subject{tr("two target %1").arg(n.text), Form::Plur, n.g};
        // "two target creatures" (115.1): one word "target" for several alike targets.
        const bool alike = std::all_of(m_targets.cbegin(), m_targets.cend(), [&](const TargetInfo& t) {
            return t.described && t.upTo == 0 && !t.sel.other && t.sel == m_targets[0].sel;
        });
        if (alike && m_targets.size() <= 3) {
            const NP many = nounParts(m_targets[0].sel, true);
            const QString count = numberWord(int(m_targets.size()));
            const QString named = many.post.isEmpty()
                ? tr("%1 target %2", "a number, a plural noun").arg(count, many.text)
                : tr("%1 target %2 %3", "a number, a plural noun, its qualifiers").arg(count, many.text, many.post);
            return Subject{m_eachTargets ? tr("%1 each", "several targets, each of which gets a change: up to two target creatures each").arg(named)
                                         : named,
                Form::Plur, many.g};
        }
        QStringList parts;
        Gender g = Gender::Fem;
        for (const TargetInfo& t : m_targets) {
            parts << targetPhrase(t, false);
            g = combined(g, agreementGender(t.sel));
        }
        return Subject{joinList(parts, false), Form::Plur, g};
    }
    case Selector::Ref::Chosen: {
        const NP n = targetNoun(0, false);
        return Subject{pickG(n.g, QT_TRANSLATE_NOOP3("RulesText", "a %1 of your choice", "%1 is masculine"),
                           QT_TRANSLATE_NOOP3("RulesText", "a %1 of your choice", "%1 is feminine"))
                           .arg(n.text),
            Form::Sing, n.g};
    }
    case Selector::Ref::It: {
        const NP n = m_itNoun.text.isEmpty() ? NP{tr("permanent"), {}, genderOf("permanent")} : m_itNoun;
        return Subject{that(n), Form::Sing, n.g};
    }
    case Selector::Ref::SelfAndPaired:   // soulbond (702.95c); effectClauses says "each of those" where due
        return Subject{tr("both creatures", "a soulbond pair"), Form::Plur, genderOf("creature")};
    case Selector::Ref::ExiledWithSource:   // 607.2a: the card the source's linked ability exiled
        return Subject{tr("the exiled card"), Form::Sing, genderOf("card")};
    case Selector::Ref::Granter:   // 607.2: empty outside a quoted ability, which fails the round trip
        if (m_granter.isEmpty())
            break;
        return Subject{m_granter, Form::Sing, m_granterGender};
    case Selector::Ref::Created:   // a delayed trigger's "that token": the token the effect created
        return Subject{tr("that token", "the token an effect created"), Form::Sing, genderOf("token")};
    case Selector::Ref::ChosenSource:   // 609.7: chosen as the effect resolves
        return Subject{tr("a source of your choice"), Form::Sing, genderOf("source")};
    case Selector::Ref::DealtDamageThisWay:   // the objects the effect's earlier damage was dealt to
        return Subject{tr("a creature dealt damage this way"), Form::Sing, genderOf("creature")};
    case Selector::Ref::None:
        break;
    }
    return {};
}

QString Writer::selector(const Selector& s, Det det, bool subjectPosition)
{
    if (s.isRef())
        return subject(s, false).text;
    if (!s.anyOf.isEmpty()) {
        if (const std::optional<QString> alternatives = alternativesPhrase(s, det, subjectPosition))
            return *alternatives;
        QStringList parts;
        const Gender g = selectorGender(s);
        switch (det) {
        case Det::Plural:
        case Det::The:
            for (const Selector& p : s.anyOf)
                parts << selector(p, det);
            return joinList(parts, false);
        case Det::Each:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return tr("each %1").arg(joinList(parts, true));
        case Det::Indefinite: {
            // Round 32: "an artifact or Artificer you control" (Era of Innovation): a card type or a subtype,
            // whose one controller is said once, after both.
            const bool typeOrSubtype = s.anyOf.size() == 2 && s.anyOf[0].types && s.anyOf[0].subtypes.isEmpty()
                && !s.anyOf[1].types && s.anyOf[1].subtypes.size() == 1 && s.anyOf[0].controller == s.anyOf[1].controller
                && s.anyOf[0].controller != Selector::Who::Any;
            for (Selector p : s.anyOf) {
                if (typeOrSubtype)
                    p.controller = Selector::Who::Any;
                parts << selector(p, Det::Bare);
            }
            if (typeOrSubtype) {
                Selector whose;
                whose.controller = s.anyOf[0].controller;
                return tr("%1 %2", "noun followed by its qualifiers").arg(indefinite(joinList(parts, true), g), nounParts(whose, false, false).post);
            }
            return indefinite(joinList(parts, true), g);
        }
        case Det::Target:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "target %1", "%1 is feminine"))
                .arg(joinList(parts, true));
        case Det::Bare:
            for (const Selector& p : s.anyOf)
                parts << selector(p, Det::Bare);
            return joinList(parts, true);
        }
    }
    const Gender g = selectorGender(s);
    switch (det) {
    case Det::Bare:
        return s.other ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "other %1", "singular; %1 is masculine"),
                   QT_TRANSLATE_NOOP3("RulesText", "other %1", "singular; %1 is feminine"))
                             .arg(noun(s, false))
                       : noun(s, false);
    case Det::Plural:
        if (s.other)
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural, without article; %1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural, without article; %1 is feminine"))
                .arg(noun(s, true));
        return noun(s, true);
    case Det::The:
        if (s.other)
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural subject or object; %1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "other %1", "plural subject or object; %1 is feminine"))
                .arg(noun(s, true));
        if (subjectPosition && isSimpleFilter(s))
            return pickG(g, QT_TRANSLATE_NOOP3("RulesText", "all %1", "%1 is masculine"),
                QT_TRANSLATE_NOOP3("RulesText", "all %1", "%1 is feminine"))
                .arg(noun(s, true));
        return pickG(g,
            QT_TRANSLATE_NOOP3("RulesText", "%1",
                "plural subject or object (\"creatures you control have …\"): "
                "add the definite article if your language needs one; %1 is masculine"),
            QT_TRANSLATE_NOOP3("RulesText", "%1",
                "plural subject or object (\"creatures you control have …\"): "
                "add the definite article if your language needs one; %1 is feminine"))
            .arg(noun(s, true));
    case Det::Each:
        return s.other ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "each other %1", "%1 is masculine"),
                   QT_TRANSLATE_NOOP3("RulesText", "each other %1", "%1 is feminine"))
                             .arg(noun(s, false))
                       : tr("each %1").arg(noun(s, false));
    case Det::Indefinite:
        return s.other ? pickG(g, QT_TRANSLATE_NOOP3("RulesText", "another %1", "%1 is masculine"),
                   QT_TRANSLATE_NOOP3("RulesText", "another %1", "%1 is feminine"))
                             .arg(noun(s, false))
                       : indefinite(noun(s, false), g);
    case Det::Target: {
        TargetInfo t;
        t.sel = s;
        return targetPhrase(t, false);
    }
    }
    return {};
}

}   // namespace rulestext
}   // namespace strata
