#include "OracleParser.h"
#include "OracleTriggerFilters.h"
#include "OracleTriggerWordings.h"
#include "OracleWords.h"
#include <QHash>
#include <QRegularExpression>

// Costs beyond the first templates of OracleFrames.cpp, and what changes how a spell is cast: cost
// changers (601.2f), alternative costs (118.9) and "Cast this spell only …" (601.3).

namespace strata::import {

// One piece of a cost: "Discard a card at random", "Discard ~", "Exile a creature card from your
// graveyard", "Sacrifice two lands", "Return a land you control to its owner's hand". An additional or
// alternative cost is paid as a spell is cast, so the pieces that name the card itself (it is the spell)
// are costs of activated abilities only.
bool OracleParser::morePart(const QString& piece, bool additional, CostPart* part) const
{
    static const QRegularExpression discardRandom(QStringLiteral("^[Dd]iscard (a|two|three) cards? at random$"));
    // "X" (an additional cost of a spell: "discard X land cards", "sacrifice X creatures", "exile X cards
    // from your graveyard"): the X chosen as the spell is cast (107.3a, 601.2b), paid as that many.
    static const QRegularExpression discardKind(
        QStringLiteral("^[Dd]iscard (an?|two|three|X) ((?:.+ )?cards?(?: with (?:converted mana cost|mana value) X)?)$"));
    static const QRegularExpression exileFromGraveyard(
        QStringLiteral("^[Ee]xile (an?|two|three|four|five|six|seven|another|X)( other)? (.+ cards?|cards?) from your graveyard$"));
    static const QRegularExpression sacrificeSeveral(QStringLiteral("^[Ss]acrifice (two|three|four|five|X) (.+)$"));
    static const QRegularExpression returnToHand(
        QStringLiteral("^[Rr]eturn (an?|two|three) (.+) you control to (its|their) owner's hand$"));
    // "Put a -1/-1 counter on ~" (Sinking Feeling's granted ability), "Exile the top card of your
    // graveyard" (Alms): costs of activated abilities only, paid by the source or from its controller's
    // graveyard.
    static const QRegularExpression putCounters(
        QStringLiteral("^Put (a|an|one|two|three) ([+-]\\d+/[+-]\\d+|[a-z]+) counters? on ~$"));
    static const QRegularExpression exileTop(
        QStringLiteral("^Exile the top (card|two cards|three cards|.+ card) of your graveyard$"));
    // "Discard your hand" (Bomat Courier), "Mill a card" (701.13; the older "Put the top card of your
    // library into your graveyard" says the same), "Reveal ~ from your hand" (113.6: the card's ability
    // works in its owner's hand), "Reveal a creature card from your hand": activated abilities' costs.
    static const QRegularExpression mill(QStringLiteral(
        "^(?:Mill (a card|\\w+ cards)|Put the top (card|\\w+ cards) of your library into your graveyard)$"));
    static const QRegularExpression revealKind(QStringLiteral("^Reveal an? (.+ card) from your hand$"));
    if (piece == QLatin1String("Discard your hand") && !additional) {
        part->kind = CostKind::DiscardHand;
        part->amount = 1;
        return true;
    }
    if (const auto m = mill.match(piece); m.hasMatch() && !additional) {
        const QString n = m.captured(1).isEmpty() ? m.captured(2) : m.captured(1);
        part->kind = CostKind::Mill;
        const auto amount = n == QLatin1String("a card") || n == QLatin1String("card")
            ? std::optional<int>(1) : numberWord(n.section(QLatin1Char(' '), 0, 0));   // Rot Farm Skeleton: four
        part->amount = amount.value_or(0);
        return amount && (*amount == 1) == n.endsWith(QLatin1String("card"));
    }
    if ((piece == QLatin1String("Reveal ~ from your hand") || piece == QLatin1String("Exile ~ from your hand")) && !additional) {
        // Elvish Spirit Guide's "Exile ~ from your hand" is ExileFromHand of the card itself.
        Selector self;
        self.ref = Selector::Ref::Self;
        part->kind = piece.startsWith(QLatin1Char('R')) ? CostKind::RevealFromHand : CostKind::ExileFromHand;
        part->amount = 1;
        part->card = QSharedPointer<Selector>::create(self);
        return true;
    }
    if (const auto m = revealKind.match(piece); m.hasMatch() && !additional) {
        auto card = cardKinds(m.captured(1));
        if (!card || card->manaValueAtMostX)
            return false;
        card->zone = Zone::Hand;
        part->kind = CostKind::RevealFromHand;
        part->amount = 1;
        part->card = QSharedPointer<Selector>::create(*card);
        return true;
    }
    if (const auto m = putCounters.match(piece); m.hasMatch() && !additional) {
        part->kind = CostKind::PutCountersOnSelf;
        part->amount = *numberWord(m.captured(1));
        part->counterKind = m.captured(2);
        return (part->amount == 1) == !piece.contains(QLatin1String(" counters "));
    }
    if (const auto m = exileTop.match(piece); m.hasMatch() && !additional) {
        part->kind = CostKind::ExileTopOfGraveyard;
        const QString what = m.captured(1);
        if (what.endsWith(QLatin1String(" card"))) {   // Necratog: "the top creature card", the topmost such card
            auto card = cardKinds(what);
            if (!card || card->manaValueAtMostX)
                return false;
            card->zone = Zone::Graveyard;
            part->amount = 1;
            part->card = QSharedPointer<Selector>::create(*card);
            return true;
        }
        part->amount = what == QLatin1String("card") ? 1 : *numberWord(what.section(QLatin1Char(' '), 0, 0));
        return true;
    }
    if (const auto m = discardRandom.match(piece); m.hasMatch()) {
        part->kind = CostKind::DiscardRandom;
        part->amount = *numberWord(m.captured(1));
        return (part->amount == 1) == !piece.contains(QLatin1String("cards"));
    }
    // Round 36: grandeur's "Discard another card named ~" (Baru, Fist of Krosa; 207.2c): a card in hand with the
    // card's own name, another object than the permanent whose ability it is (201.2).
    if (piece == QLatin1String("Discard another card named ~") && !additional && !m_name.isEmpty()) {
        Selector named;
        named.word = QStringLiteral("card");
        named.named = m_name;
        named.zone = Zone::Hand;
        named.where = Selector::Where::Specific;
        part->kind = CostKind::Discard;
        part->amount = 1;
        part->card = QSharedPointer<Selector>::create(named);
        return true;
    }
    if (piece == QLatin1String("Discard ~") && !additional) {   // 113.6: an ability of the card in a hand
        part->kind = CostKind::DiscardSelf;
        part->amount = 1;
        return true;
    }
    if (piece == QLatin1String("Exile ~ from your graveyard") && !additional) {   // 113.6: in a graveyard
        part->kind = CostKind::ExileSelfFromGraveyard;
        part->amount = 1;
        return true;
    }
    // The cards a cost names from a hand or a graveyard: "a creature card", "two cards", "a Plains card".
    auto cards = [this](const QString& n, QString kinds, Zone zone, CostPart* into) {
        into->amountX = n == QLatin1String("X");
        const int amount = into->amountX ? 0 : *numberWord(n);
        if ((amount == 1) == kinds.endsWith(QLatin1String("cards")))
            return false;
        // Round 32: "Discard a historic card" (Sanctum Spirit): an artifact, legendary or Saga card (700.6).
        const bool historic = kinds == QLatin1String("historic card") && zone == Zone::Hand;
        // Round 38: "Discard a card with converted mana cost X" (Knollspine Invocation): exactly the X paid for the
        // ability's {X} (107.3a), which costParts() requires; no other limit at X is read.
        static const QRegularExpression exactX(QStringLiteral("^(.+) with (?:converted mana cost|mana value) X$"));
        const auto x = exactX.match(kinds);
        const bool discardX = x.hasMatch() && zone == Zone::Hand && amount == 1;
        auto card = historic ? std::optional<Selector>(historicSpell()) : cardKinds(discardX ? x.captured(1) : kinds);
        if (historic || (discardX && x.captured(1) == QLatin1String("card"))) {   // any card: the selector names only a card
            card = historic ? card : Selector{};
            card->word = QStringLiteral("card");
            card->where = Selector::Where::Specific;
        }
        if (!card || card->manaValueAtMostX || (x.hasMatch() && !discardX))
            return false;
        card->manaValueAtMostX = card->manaValueAtLeastX = discardX;
        card->zone = zone;
        into->amount = amount;
        into->card = QSharedPointer<Selector>::create(*card);
        return true;
    };
    // Round 37: "Reveal X red cards from your hand" (Martyr of Ashes): X such cards, the X chosen as the cost
    // is paid (107.3a, 601.2b), which the effect's X is too.
    static const QRegularExpression revealX(QStringLiteral("^Reveal X (.+ cards) from your hand$"));
    if (const auto m = revealX.match(piece); m.hasMatch() && !additional) {
        part->kind = CostKind::RevealFromHand;
        return cards(QStringLiteral("X"), m.captured(1), Zone::Hand, part);
    }
    if (const auto m = discardKind.match(piece); m.hasMatch() && m.captured(2) != QLatin1String("cards")
        && m.captured(2) != QLatin1String("card")) {
        part->kind = CostKind::Discard;
        return cards(m.captured(1), m.captured(2), Zone::Hand, part);
    }
    if (const auto m = exileFromGraveyard.match(piece); m.hasMatch()) {
        part->kind = CostKind::ExileFromGraveyard;
        // "Exile another creature card from your graveyard", "… two other creature cards …" (Scrapheap
        // Scrounger, Despoiler of Souls): an ability of the card in its graveyard, paid with other cards.
        const bool another = m.captured(1) == QLatin1String("another");
        const bool severalOther = !m.captured(2).isEmpty() && numberWord(m.captured(1)).value_or(1) > 1;
        if (another || !m.captured(2).isEmpty()) {
            if (additional || another == severalOther || m.captured(3).startsWith(QLatin1String("card"))
                || !cards(another ? QStringLiteral("a") : m.captured(1), m.captured(3), Zone::Graveyard, part))
                return false;
            part->card->other = true;
            return true;
        }
        if (m.captured(3).startsWith(QLatin1String("card"))) {   // any card: the selector names only a card
            part->amountX = m.captured(1) == QLatin1String("X");
            part->amount = part->amountX ? 0 : *numberWord(m.captured(1));
            if ((part->amount == 1) == m.captured(3).endsWith(QLatin1Char('s')))
                return false;
            Selector card;
            card.word = QStringLiteral("card");
            card.zone = Zone::Graveyard;
            card.where = Selector::Where::Specific;
            part->card = QSharedPointer<Selector>::create(card);
            return true;
        }
        return cards(m.captured(1), m.captured(3), Zone::Graveyard, part);
    }
    if (const auto m = sacrificeSeveral.match(piece); m.hasMatch()) {
        bool plural = false;
        auto what = objects(m.captured(2), &plural);
        if (!what || !plural || what->isRef() || what->controller != Selector::Who::Any)
            return false;
        part->kind = CostKind::Sacrifice;
        part->amountX = m.captured(1) == QLatin1String("X");
        part->amount = part->amountX ? 0 : *numberWord(m.captured(1));
        part->card = QSharedPointer<Selector>::create(*what);
        return true;
    }
    if (const auto m = returnToHand.match(piece); m.hasMatch()) {
        bool plural = false;
        const int amount = *numberWord(m.captured(1));
        auto what = objects(m.captured(2), &plural);
        if (!what || what->isRef() || plural != (amount > 1) || (m.captured(3) == QLatin1String("their")) != plural
            || what->controller != Selector::Who::Any)
            return false;
        what->controller = Selector::Who::You;
        part->kind = CostKind::ReturnToHand;
        part->amount = amount;
        part->card = QSharedPointer<Selector>::create(*what);
        return true;
    }
    return permanentCostPart(piece, additional, part);   // round 41: OracleMoreCostParts.cpp
}

// 118.9: "You may pay {5} rather than pay this spell's mana cost.", "You may pay 1 life and exile a green
// card from your hand rather than pay ~'s mana cost.", after an optional "If …, ".
AbilityPtr OracleParser::alternativeCost(const QString& s) const
{
    static const QRegularExpression rather(
        QStringLiteral("^(?:If ([^,]+), you|You) may (.+) rather than pay (?:~|this spell)'s mana cost\\.$"));
    // "If an opponent controls a Forest and you control an Island, you may cast this spell without paying its
    // mana cost." (Submerge): an alternative cost of nothing (118.9), no cost parts.
    static const QRegularExpression free(
        QStringLiteral("^If ([^,]+), you may cast (?:~|this spell) without paying its mana cost\\.$"));
    if (const auto f = free.match(s); f.hasMatch()) {
        const auto c = condition(f.captured(1));
        if (!c)
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create();
        a->kind = AbilityDef::Kind::AlternativeCost;
        a->condition = *c;
        a->finalize();
        return a;
    }
    const auto m = rather.match(s);
    if (!m.hasMatch())
        return nullptr;
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::AlternativeCost;
    if (!m.captured(1).isEmpty()) {
        const auto c = condition(m.captured(1));
        if (!c)
            return nullptr;
        a->condition = *c;
    }
    static const QRegularExpression payMana(QStringLiteral("^pay ((?:\\{[^}]+\\})+)$"));
    static const QRegularExpression exileFromHand(QStringLiteral("^exile an? (.+) card from your hand$"));
    for (const QString& piece : m.captured(2).split(QStringLiteral(" and "))) {
        CostPart part;
        if (const auto p = payMana.match(piece); p.hasMatch()) {
            ManaCost cost;
            QString err;
            if (!ManaCost::parse(p.captured(1), &cost, &err) || piece.contains(QLatin1String("{T}")))
                return nullptr;
            part.mana = p.captured(1);
        } else if (const auto e = exileFromHand.match(piece); e.hasMatch()) {
            // Grief's and Force of Will's cost: a card of some kind from the hand (the Evoke form).
            auto card = cardKinds(e.captured(1) + QStringLiteral(" card"));
            if (!card || card->manaValueAtMostX || card->manaValueAtMost)
                return nullptr;
            card->zone = Zone::Hand;
            part.kind = CostKind::ExileFromHand;
            part.amount = 1;
            part.card = QSharedPointer<Selector>::create(*card);
        } else {
            QString cost = piece;
            cost[0] = cost[0].toUpper();   // as an activated ability's cost reads
            QVector<CostPart> one;
            if (!costParts(cost, &one, true) || one.size() != 1 || one.first().kind == CostKind::Mana)
                return nullptr;
            part = one.first();
        }
        a->costParts << part;
    }
    a->finalize();
    return a;
}

// 601.2f: "Noncreature spells cost {1} more to cast.", "Instant and sorcery spells you cast cost {1}
// less to cast.", "This spell costs {2} less to cast if you control a Wizard.", "~ costs {G} less to cast
// for each green creature you control." One mana, generic or of one colour, for each object a count
// finds, each counter on ~ or each counter you have.
AbilityPtr OracleParser::costChanger(const QString& sentence) const
{
    // Round 40: "Creature spells you cast cost up to {2} less to cast." (Planar Gate): at most that much
    // generic mana less, the caster's choice (601.2f), read as the reduction without "up to".
    static const QRegularExpression upTo(QStringLiteral("^((?:[A-Z][^.{]* spells|Spells)[^.{]*) cost up to (\\{\\d+\\} less to cast\\.)$"));
    if (const auto m = upTo.match(sentence); m.hasMatch()) {
        const AbilityPtr exact = costChanger(m.captured(1) + QStringLiteral(" cost ") + m.captured(2));
        if (!exact || exact->ops.size() != 1 || exact->ops.first().rule != RuleName::CostsLess || exact->condition
            || !exact->ops.first().colors.isEmpty() || !exact->ops.first().power || !exact->ops.first().power->isConst())
            return nullptr;
        auto a = QSharedPointer<AbilityDef>::create(*exact);
        a->ops.first().rule = RuleName::CostsUpToLess;
        a->finalize();
        return a;
    }
    // "If an opponent controls seven or more lands, this spell costs {6} less to cast." says the same
    // (the round trip reads both orders alike).
    static const QRegularExpression ifFirst(
        QStringLiteral("^If ([^,.]+), (?:~|this spell) costs (\\{\\d+\\} (?:more|less) to cast)\\.$"));
    QString s = sentence;
    s.replace(ifFirst, QStringLiteral("~ costs \\2 if \\1."));
    // "As long as ~ is tapped, creature spells you cast cost {2} less to cast" (Centaur Omenreader): the
    // source's status, checked as a spell is cast.
    static const QRegularExpression whileSelf(QStringLiteral("^As long as (~ is (?:tapped|untapped)), ([a-z])(.+)$"));
    std::optional<Condition> whileCondition;
    if (const auto w = whileSelf.match(s); w.hasMatch()) {
        whileCondition = condition(w.captured(1));
        if (!whileCondition)
            return nullptr;
        s = w.captured(2).toUpper() + w.captured(3);
    }
    static const QRegularExpression self(QStringLiteral(
        "^(?:~|This spell) costs \\{(\\d+|[WUBRG])\\} (more|less) to cast(?: if ([^.]+)| for each ([^.]+))?\\.$"));
    static const QRegularExpression spells(QStringLiteral(
        "^(?:([A-Z][\\w-]*(?: [a-z][\\w-]*)*|[A-Z][\\w-]* and [a-z]+|[A-Z]\\w+ and \\w+|[A-Z]\\w+ spells and \\w+) spells|Spells)"
        "(?: with (flying))?( you cast| your opponents cast)?(?: that target (.+?))?( of the chosen type)? cost \\{(\\d+|[WUBRG])\\} "
        "(more|less) to cast(?: for each ([^.]+))?\\.$"));
    // "for each creature card in your graveyard", "for each +1/+1 counter on ~", "for each experience
    // counter you have" (122.1): the amount, one mana each.
    const auto forEach = [this](const QString& each) -> std::optional<Expr> {
        Expr count;
        static const QRegularExpression counterOnSelf(QStringLiteral("^([+-]\\d+/[+-]\\d+|[a-z]+) counter on ~$"));
        if (const auto counted = costCounted(each)) {
            count.kind = Expr::Kind::Count;
            count.selector = QSharedPointer<Selector>::create(*counted);
        } else if (const auto c = counterOnSelf.match(each); c.hasMatch()) {
            count.kind = Expr::Kind::CountersOnSource;
            count.counterKind = c.captured(1);
        } else if (const auto mine = historyAmount(QStringLiteral("for each ") + each);
                   mine && (mine->kind == Expr::Kind::PlayerCounters || mine->who == QLatin1String("opponents"))) {
            count = *mine;
        } else {
            return std::nullopt;
        }
        return count;
    };
    // The mana each: "{1}" generic, "{B}" one mana of that colour (601.2f).
    const auto manaOf = [](const QString& symbol, Op* op) {
        bool generic = false;
        const int amount = symbol.toInt(&generic);
        op->power = Expr::constant(generic ? amount : 1);
        if (!generic)
            op->colors = ColorSet::of(*colorFromManaSymbol(symbol.at(0)));
    };
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::Static;
    Op op;
    op.kind = Op::Kind::Rule;
    Selector affected;
    QString each;
    // Round 23: "~ costs {X} less to cast, where X is your devotion to black." (Marshmist Titan): an amount
    // that is no count of objects ("for each …" says those).
    static const QRegularExpression selfX(QStringLiteral("^(?:~|This spell) costs \\{X\\} less to cast, where X is ([^.]+)\\.$"));
    if (const auto m = selfX.match(s); m.hasMatch() && !whileCondition) {
        const std::optional<Expr> x = amount(m.captured(1));
        if (!x || x->isConst() || x->kind == Expr::Kind::Count || x->kind == Expr::Kind::CountersOnSource
            || x->kind == Expr::Kind::PlayerCounters)
            return nullptr;
        affected.ref = Selector::Ref::Self;
        op.rule = RuleName::CostsLess;
        op.power = *x;
        a->affects = QSharedPointer<Selector>::create(affected);
        a->ops << op;
        a->finalize();
        return a;
    }
    if (const auto m = self.match(s); m.hasMatch() && !whileCondition) {
        affected.ref = Selector::Ref::Self;
        op.rule = m.captured(2) == QLatin1String("more") ? RuleName::CostsMore : RuleName::CostsLess;
        manaOf(m.captured(1), &op);
        each = m.captured(4);
        if (!m.captured(3).isEmpty()) {   // round 40: a trigger's "if" too ("there are ten or more … on the battlefield")
            const auto c = triggerCondition(m.captured(3));
            if (!c)
                return nullptr;
            a->condition = *c;
        }
    } else if (const auto m = spells.match(s); m.hasMatch()) {
        if (m.captured(1).isEmpty()) {
            affected.word = QStringLiteral("spell");
        } else {
            // "Blue spells and red spells", "Elemental spells and Warrior spells": either kind, as "Instant
            // and sorcery spells" says it.
            QString named = m.captured(1);
            named.replace(QStringLiteral(" spells and "), QStringLiteral(" and "));
            QString kinds = named.toLower();
            // A type Oracle text capitalises stays so: "Dragon spells", "Aura and Equipment spells".
            const QStringList words = named.split(QLatin1Char(' '));
            QStringList fixed;
            for (const QString& w : words)
                fixed << (subtypeFromWord(w) ? w : w.toLower());
            kinds = fixed.join(QLatin1Char(' '));
            kinds.replace(QStringLiteral(" and "), QStringLiteral(" or "));   // "instant and sorcery spells"
            // "Face-down creature spells" (708.2, Obscuring Aether): cast face down.
            const bool faceDown = kinds.startsWith(QLatin1String("face-down "));
            if (faceDown)
                kinds = kinds.mid(10);
            auto filter = spellFilter(kinds);
            if (filter && faceDown)
                filter->faceDown = true;
            if (!filter && kinds.count(QStringLiteral(" or ")) == 1) {
                // "Blue spells and red spells": either colour, each read as one spell's adjective.
                Selector either;
                for (const QString& part : kinds.split(QStringLiteral(" or "))) {
                    auto one = spellFilter(part);
                    if (!one || !one->anyOf.isEmpty())
                        return nullptr;
                    one->word.clear();
                    either.anyOf << *one;
                }
                either.word = QStringLiteral("spell");
                filter = either;
            }
            if (!filter)
                return nullptr;
            affected = *filter;
        }
        if (!m.captured(2).isEmpty()) {   // "Creature spells with flying" (Warden of Evos Isle)
            if (!affected.anyOf.isEmpty())
                return nullptr;
            affected.hasKeyword = QStringLiteral("Flying");
        }
        const QString caster = m.captured(3);
        affected.controller = caster == QLatin1String(" you cast") ? Selector::Who::You
            : caster.isEmpty()                                     ? Selector::Who::Any
                                                                   : Selector::Who::Opponent;
        // Round 36, Cloud Key: "Spells you cast of the chosen type": the card type chosen as it entered.
        if (!m.captured(5).isEmpty()) {
            if (!m.captured(1).isEmpty())
                return nullptr;
            affected.cardTypeChosen = true;
        }
        op.rule = m.captured(7) == QLatin1String("more") ? RuleName::CostsMore : RuleName::CostsLess;
        manaOf(m.captured(6), &op);
        each = m.captured(8);
        if (!m.captured(4).isEmpty()) {
            // "Spells your opponents cast that target ~ cost {2} more to cast" (Sphinx of New Prahv), "… that
            // target a creature or planeswalker you control": the op's filter names what they target.
            const auto targeted = costTarget(m.captured(4));
            if (!targeted)
                return nullptr;
            op.filter = QSharedPointer<Selector>::create(*targeted);
        }
        if (whileCondition)
            a->condition = *whileCondition;
    } else {
        return nullptr;
    }
    if (!each.isEmpty()) {
        const auto count = forEach(each);
        if (!count || op.power != Expr::constant(1))
            return nullptr;
        op.power = *count;
    }
    a->affects = QSharedPointer<Selector>::create(affected);
    a->ops << op;
    a->finalize();
    return a;
}

// What the spells a cost changer names target: "~", or one permanent of a set ("a creature or
// planeswalker you control").
std::optional<Selector> OracleParser::costTarget(const QString& phrase) const
{
    if (phrase == QLatin1String("~")) {
        Selector self;
        self.ref = Selector::Ref::Self;
        return self;
    }
    // Round 38, Monastery Siege: "you or a permanent you control": either, you as a player (115.1, 601.2c).
    static const QRegularExpression youOr(QStringLiteral("^you or (an? .+)$"));
    if (const auto m = youOr.match(phrase); m.hasMatch()) {
        const auto other = costTarget(m.captured(1));
        if (!other || other->isRef())
            return std::nullopt;
        Selector you;
        you.word = QStringLiteral("player");
        you.controller = Selector::Who::You;
        Selector either;
        either.anyOf << you << *other;
        return either;
    }
    // "a creature or planeswalker you control" (Kasmina): one permanent, its article dropped.
    static const QRegularExpression article(QStringLiteral("^an? "));
    bool plural = true;
    const auto s = objects(QString(phrase).remove(article), &plural);
    if (!s || plural || s->isRef() || s->where != Selector::Where::Battlefield)
        return std::nullopt;
    return s;
}

// What a cost changer's "for each" counts: "creature card in your graveyard", "artifact you control",
// "attacking creature" (any player's: attacking creatures are on the battlefield).
std::optional<Selector> OracleParser::costCounted(const QString& phrase) const
{
    if (auto s = countedOne(phrase))
        return s;
    bool plural = true;
    const auto s = objects(phrase, &plural);
    if (!s || plural || s->isRef() || !s->attacking || s->where != Selector::Where::Battlefield)
        return std::nullopt;
    return s;
}

// 601.3: "Cast this spell only during combat.", "… only if you control two or more Vampires."
AbilityPtr OracleParser::castOnly(const QString& s) const
{
    static const QRegularExpression only(QStringLiteral("^Cast (?:~|this spell) only (.+)\\.$"));
    const auto m = only.match(olderConditionWording(s));   // round 36: "You can't cast ~ unless …"
    if (!m.hasMatch())
        return nullptr;
    static const QHash<QString, CastRestriction> times = {
        {"during combat", CastRestriction::DuringCombat},
        {"during combat before blockers are declared", CastRestriction::CombatBeforeBlockers},
        {"during combat after blockers are declared", CastRestriction::CombatAfterBlockers},
        {"during the declare attackers step and only if you've been attacked this step",
            CastRestriction::DeclareAttackersIfAttacked},
        {"during the declare blockers step", CastRestriction::DeclareBlockersStep},
        {"during an opponent's turn", CastRestriction::OpponentsTurn},
        {"during your turn", CastRestriction::YourTurn},
    };
    auto a = QSharedPointer<AbilityDef>::create();
    a->kind = AbilityDef::Kind::CastRestriction;
    const QString when = m.captured(1);
    if (const auto t = times.constFind(when); t != times.constEnd()) {
        a->castRestriction = *t;
    } else if (when.startsWith(QLatin1String("if "))) {
        const auto c = condition(when.mid(3));
        if (!c)
            return nullptr;
        a->castRestriction = CastRestriction::OnlyIf;
        a->condition = *c;
    } else {
        return nullptr;
    }
    a->finalize();
    return a;
}

}   // namespace strata::import
