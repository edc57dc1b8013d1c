#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Libraries changed as a whole or from the top, with nothing else said of the cards: a library
// shuffled (701.24: "Shuffle your library", "Target player shuffles their library") and the top cards
// exiled (406.3: "Exile the top two cards of your library", "… face down", "Whenever you cast a blue
// spell, exile the top card of target player's library"). A permanent links the cards it exiles this
// way to itself (607.2a), so its other abilities can name them ("cards exiled with ~"). Round 15: cards
// moved between a hand, a graveyard, a library and the battlefield ("You may put a green creature card
// from your hand onto the battlefield", "Put target creature card from your graveyard on top of your
// library", "Put target creature card from a graveyard onto the battlefield under your control").

namespace strata::import {

// A card in a graveyard as a target names it: "creature card", "card", "instant or sorcery card"
// with "from your graveyard" or "from a graveyard" after it.
std::optional<Selector> OracleParser::graveyardCard(const QString& printed, bool yours) const
{
    // "a noncreature, nonland card" (Duress): two negated types, written without the comma.
    static const QRegularExpression twoNegations(QStringLiteral("^non([a-z]+), non([a-z]+)$"));
    QString kinds = printed;
    kinds.replace(twoNegations, QStringLiteral("non\\1 non\\2"));
    Selector s;
    if (!kinds.isEmpty()) {
        static const QRegularExpression twoTypes(QStringLiteral("^(\\w+) or (\\w+)$"));
        bool plural = false;
        if (const auto m = twoTypes.match(kinds); m.hasMatch()) {
            const auto a = objects(m.captured(1), &plural);
            const auto b = objects(m.captured(2), &plural);
            if (!a || !b || a->isRef() || b->isRef() || !a->subtypes.isEmpty() || !b->subtypes.isEmpty())
                return std::nullopt;
            s.anyTypes = a->types | b->types;
        } else {
            const auto k = objects(kinds + QStringLiteral(" permanent"), &plural);
            if (!k || k->isRef() || k->other || k->controller != Selector::Who::Any || k->tapped || k->attacking
                || !k->hasKeyword.isEmpty())
                return std::nullopt;
            s = *k;
        }
    }
    s.word = QStringLiteral("card");
    s.where = Selector::Where::Specific;
    s.zone = Zone::Graveyard;
    s.ownerYou = yours;
    return s;
}

bool OracleParser::libraryMoves(const QString& s, AbilityDef* into) const
{
    Action a;
    // Round 30: "Whenever ~ becomes blocked by a creature, put that creature on top of its owner's library"
    // (Elven Warhounds): the event's object (603.7c, 401.4), as "put target creature on top …" moves a target.
    static const QRegularExpression eventObjectOnTop(QStringLiteral("^put (that [a-z]+) on top of its owner's library$"));
    if (const auto m = eventObjectOnTop.match(s); m.hasMatch()) {
        bool plural = true;
        const auto what = objects(m.captured(1), &plural);
        if (!what || plural || what->ref != Selector::Ref::It)
            return false;
        a.kind = ActionKind::PutOnLibrary;
        a.object = *what;
        a.text = QStringLiteral("top");
        into->effect << a;
        return true;
    }
    // 701.24: "shuffle your library", "target player shuffles their library".
    static const QRegularExpression shuffle(QStringLiteral(
        "^(?:shuffle your library|(target player|target opponent) shuffles their library)$"));
    if (const auto m = shuffle.match(s); m.hasMatch()) {
        if (!m.captured(1).isEmpty()) {
            Selector::Ref r;
            if (!into->targets.isEmpty() || !target(m.captured(1), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        a.kind = ActionKind::ShuffleLibrary;
        into->effect << a;
        return true;
    }
    // Round 34: "Look at the top three cards of target player's library, then put them back in any order. You may
    // have that player shuffle their library." (Natural Selection): that player is the one target player the
    // instruction before named; "you may have" is the spell's controller's choice (603.5, 701.24).
    if (s == QLatin1String("you may have that player shuffle their library")) {
        if (into->targets.size() != 1 || into->targets.first().word != QLatin1String("player") || into->effect.isEmpty()
            || into->effect.last().who != QLatin1String("target_player"))
            return false;
        a.kind = ActionKind::ShuffleLibrary;
        a.who = QStringLiteral("target_player");
        a.optional = true;
        into->effect << a;
        return true;
    }
    // 406.3: "exile the top card of your library", "… of target player's library", "each opponent
    // exiles the top card of their library"; "face down" (406.3: no player may look at it, 708.2 aside).
    static const QRegularExpression exileTop(QStringLiteral(
        "^(?:exile the top (card|(\\w+) cards) of (your|target player's|target opponent's) library"
        "|(each opponent|each player) exiles the top (card|(\\w+) cards) of their library)( face down)?$"));
    if (const auto m = exileTop.match(s); m.hasMatch()) {
        const bool eachWords = !m.captured(4).isEmpty();
        const QString number = eachWords ? m.captured(6) : m.captured(2);
        if (number == QLatin1String("X")) {
            a.amount = Amount{true, 0};
        } else if (!number.isEmpty()) {
            const auto n = numberWord(number);
            if (!n || *n < 2)
                return false;
            a.amount = Amount::number(*n);
        } else {
            a.amount = Amount::number(1);
        }
        if (eachWords) {
            a.who = m.captured(4) == QLatin1String("each opponent") ? QStringLiteral("each_opponent")
                                                                    : QStringLiteral("each_player");
        } else if (m.captured(3) != QLatin1String("your")) {
            Selector::Ref r;
            if (!into->targets.isEmpty() || !target(m.captured(3).chopped(2), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        a.kind = ActionKind::ExileTop;
        a.faceDown = !m.captured(7).isEmpty();
        into->effect << a;
        return true;
    }
    // Round 15: a card put onto the battlefield from a hand, a card from a graveyard put on top of a
    // library or onto the battlefield under your control.
    // "put a green creature card from your hand onto the battlefield" (the card the controller chooses as
    // it resolves; the scenario's choice names it). No X: its value is not known to the event player.
    // Round 32: "each other player may put a creature card from their hand onto the battlefield" (Hunted
    // Wumpus), "each opponent may …" (Iwamori of the Open Fist): each of those players chooses whether to and
    // which card of their own hand (603.5 as that player's "may"), put under their control (110.2a).
    // Round 34: "… onto the battlefield tapped and attacking" (Preeminent Captain): attacking, never declared
    // as an attacker (508.4).
    static const QRegularExpression fromHand(QStringLiteral(
        "^(?:(each other player|each opponent) may )?put (?:a|an) (.+?) from (your|their) hand onto the battlefield"
        "( tapped( and attacking)?| attached to ~)?$"));
    // Charmed Griffin says "… put an artifact or enchantment card onto the battlefield from their hand": the same.
    static const QRegularExpression fromHandLast(
        QStringLiteral("^((?:each other player|each opponent) may put an? .+?) onto the battlefield from their hand$"));
    if (const auto m = fromHand.match(QString(s).replace(fromHandLast, QStringLiteral("\\1 from their hand onto the battlefield")));
        m.hasMatch()) {
        const bool eachOther = !m.captured(1).isEmpty();
        if (eachOther != (m.captured(3) == QLatin1String("their")) || (eachOther && !m.captured(5).isEmpty()))
            return false;
        auto card = cardKinds(m.captured(2));
        if (!card || card->manaValueAtMostX || !card->named.isEmpty())
            return false;
        card->zone = Zone::Hand;
        card->ownerYou = !eachOther;
        a.kind = ActionKind::ReturnToBattlefield;
        a.object = *card;
        // Round 34: "… onto the battlefield attached to ~" (Academy Researchers: an Aura, 303.4f).
        const bool attached = m.captured(4) == QLatin1String(" attached to ~");
        if (attached && eachOther)
            return false;
        if (attached) {
            a.to = Selector();
            a.to->ref = Selector::Ref::Self;
        }
        a.tapped = !attached && !m.captured(4).isEmpty();
        a.attacking = !m.captured(5).isEmpty();
        if (eachOther) {
            a.who = m.captured(1) == QLatin1String("each opponent") ? QStringLiteral("each_opponent")
                                                                     : QStringLiteral("each_other_player");
            a.optional = true;
        }
        into->effect << a;
        return true;
    }
    // Round 34: "each player puts a creature card with converted mana cost 3 or less from their graveyard onto the
    // battlefield" (Crypt Champion): each player a card of their own graveyard, under their own control (110.2a).
    static const QRegularExpression fromEachGraveyard(
        QStringLiteral("^each player puts (?:a|an) (.+?) from their graveyard onto the battlefield$"));
    if (const auto m = fromEachGraveyard.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(1));
        if (!card || card->manaValueAtMostX || !card->named.isEmpty())
            return false;
        card->zone = Zone::Graveyard;
        a.kind = ActionKind::ReturnToBattlefield;
        a.object = *card;
        a.who = QStringLiteral("each_player");
        into->effect << a;
        return true;
    }
    // "put target creature card from your graveyard on top of your library" (401.4): one target card;
    // round 22: "… on the bottom of your library" (Epitaph Golem), and a card from any graveyard put on
    // the bottom of its owner's library (Junktroller); round 26: "another target card" after "When ~ dies"
    // (Cavalier of Thorns), a card other than ~'s own (115.1, as a return of one reads it); round 37: on top of its
    // owner's library too (Not Forgotten's "on the top or bottom", OracleTopOrBottom.cpp).
    static const QRegularExpression onTop(QStringLiteral(
        "^put (another )?target ((?:.+? )?card) from (your graveyard on (?:top|the bottom) of your|a graveyard on (?:top|the bottom) of its owner's) library$"));
    if (const auto m = onTop.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2));
        if (!card || card->manaValueAtMostX || card->word == QLatin1String("permanent_card") || into->targets.size() >= 2)
            return false;
        card->other = !m.captured(1).isEmpty();
        card->ownerYou = m.captured(3).startsWith(QLatin1String("your"));
        card->where = Selector::Where::Specific;
        card->zone = Zone::Graveyard;
        Selector named;
        named.ref = into->targets.isEmpty() ? Selector::Ref::Target : Selector::Ref::Target2;
        into->targets << *card;
        a.kind = ActionKind::PutOnLibrary;
        a.object = named;
        a.text = m.captured(3).contains(QLatin1String(" on top ")) ? QStringLiteral("top") : QStringLiteral("bottom");
        into->effect << a;
        return true;
    }
    // Round 22: "put target permanent you own on the bottom of your library" (Tel-Jilad Stylus, 401.4).
    static const QRegularExpression ownPermanent(QStringLiteral("^put (target [a-z]+) you own on (top|the bottom) of your library$"));
    if (const auto m = ownPermanent.match(s); m.hasMatch() && into->targets.isEmpty()) {
        Selector::Ref r;
        const auto what = target(m.captured(1), into, &r);
        if (!what || r != Selector::Ref::Target || into->targets.size() != 1)
            return false;
        into->targets.last().ownerYou = true;
        a.kind = ActionKind::PutOnLibrary;
        a.object = *what;
        a.text = m.captured(2) == QLatin1String("top") ? QStringLiteral("top") : QStringLiteral("bottom");
        into->effect << a;
        return true;
    }
    // Round 22: "draw three cards, then put a card from your hand on the bottom of your library" (Amass the
    // Components), "… put two cards from your hand on top of your library in any order" (Cavalier of Gales,
    // 401.4): cards of your hand chosen as it resolves (608.2d), not targeted.
    static const QRegularExpression fromHandOnLibrary(QStringLiteral(
        "^put (a card|two cards) from your hand on (top|the bottom) of your library( in any order)?$"));
    if (const auto m = fromHandOnLibrary.match(s); m.hasMatch()) {
        const bool two = m.captured(1) == QLatin1String("two cards");
        if (two != !m.captured(3).isEmpty())
            return false;
        Selector card;
        card.word = QStringLiteral("card");
        card.where = Selector::Where::Specific;
        card.zone = Zone::Hand;
        card.ownerYou = true;
        a.kind = ActionKind::PutOnLibrary;
        a.object = card;
        a.pick = two ? 2 : 1;
        a.text = m.captured(2) == QLatin1String("top") ? QStringLiteral("top") : QStringLiteral("bottom");
        into->effect << a;
        return true;
    }
    // "you may put a land card from your graveyard on top of your library": one card chosen as it resolves.
    static const QRegularExpression chosenOnTop(
        QStringLiteral("^put (?:a|an) (.+?) from your graveyard on top of your library$"));
    if (const auto m = chosenOnTop.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(1));
        if (!card || card->manaValueAtMostX || !card->named.isEmpty())
            return false;
        card->ownerYou = true;
        a.kind = ActionKind::PutOnLibrary;
        a.object = *card;
        a.text = QStringLiteral("top");
        into->effect << a;
        return true;
    }
    // "put target creature card from a graveyard onto the battlefield under your control" says what
    // "return target creature card from a graveyard to the battlefield" says (110.2a: the player who puts
    // it there controls it); the round trip takes the one wording as the other.
    static const QRegularExpression reanimate(
        QStringLiteral("^put (target (?:.+? )?card) from (a|an opponent's|that player's) graveyard onto the battlefield under your control$"));
    if (const auto m = reanimate.match(s); m.hasMatch())
        return effectTemplates(QStringLiteral("return %1 from %2 graveyard to the battlefield").arg(m.captured(1), m.captured(2)), into);
    // Round 16: "mill three cards, then you may return a creature card from your graveyard to your hand"
    // (Corpse Churn, Grapple with the Past): no target, the card chosen as it resolves among those in the
    // graveyard then, the milled ones included (608.2c). "You may" after ", then" is this action's own.
    static const QRegularExpression chosenToHand(
        QStringLiteral("^(you may )?return (?:a|an) (.+?) from your graveyard to your hand$"));
    if (const auto m = chosenToHand.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2));
        if (!card || card->manaValueAtMostX || !card->named.isEmpty() || card->word == QLatin1String("permanent_card"))
            return false;
        card->zone = Zone::Graveyard;
        card->ownerYou = true;
        a.kind = ActionKind::ReturnToHand;
        a.object = *card;
        a.optional = !m.captured(1).isEmpty();
        into->effect << a;
        return true;
    }
    // Round 36: "Return a card named Deathpact Angel from your graveyard to the battlefield." (the Angel's Cleric
    // token's ability, the granter named by its name): no target, one such card chosen as it resolves (608.2c).
    static const QRegularExpression chosenNamedBack(
        QStringLiteral("^return a card named (~|\\x{2042}|[A-Z][^,]*?) from your graveyard to the battlefield$"));
    if (const auto m = chosenNamedBack.match(s); m.hasMatch()) {
        auto card = cardKinds(QStringLiteral("card named ") + QString(m.captured(1)).replace(granterMark(), m_name));
        if (!card || card->named.isEmpty())
            return false;
        card->zone = Zone::Graveyard;
        card->ownerYou = true;
        a.kind = ActionKind::ReturnFromGraveyard;
        a.object = *card;
        a.pick = 1;
        into->effect << a;
        return true;
    }
    // Round 32, 701.23 by each of several players: "each other player may search their library for a land card
    // and put that card onto the battlefield. Then each player who searched their library this way shuffles it."
    // (Hired Giant; Boldwyr Heavyweights' "each opponent", "a creature card", "put it", as JoinedInstructions.cpp
    // joined them): each of them searches their own library, putting the card under their control (110.2a).
    static const QRegularExpression eachSearches(QStringLiteral(
        "^(each other player|each opponent) may search their library for (an? (?:.+? )?card) and put (?:it|that card) onto the "
        "battlefield, then shuffle$"));
    if (const auto m = eachSearches.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2).mid(m.captured(2).indexOf(QLatin1Char(' ')) + 1));
        if (!card || card->manaValueAtMostX || !card->named.isEmpty() || !card->anyOf.isEmpty())
            return false;
        card->zone = Zone::Library;
        a.kind = ActionKind::SearchLibrary;
        a.object = *card;
        a.amount = Amount::number(1);
        a.text = QStringLiteral("battlefield");
        a.who = m.captured(1) == QLatin1String("each opponent") ? QStringLiteral("each_opponent") : QStringLiteral("each_other_player");
        a.optional = true;
        into->effect << a;
        return true;
    }
    // Round 16, 701.23 by another player: "its controller may search their library for a basic land card, put
// it onto the battlefield, then shuffle" (Geomancer's Gambit, Ghost Quarter: the controller of the one
// target), "target player searches their library for a basic land card, puts it onto the battlefield
// tapped, then shuffles" (Fertilid), "each player searches …" (Field of Ruin), "each player may search
// …, reveal it, put it into their hand, then shuffle" (Jungle Wayfinder). "then shuffle their library" is
    // the older "then shuffle" (the round trip says so). "may" is that player's choice (`optional`).
    static const QRegularExpression search(QStringLiteral(
        "^(its controller|target player|target opponent|each player|each opponent) (may search|searches) their library for "
        "a basic land card, (?:(puts?) it onto the battlefield( tapped)?|(reveals?) it, (puts?) it into their hand), "
        "then (shuffles?)(?: their library)?$"));
    const auto m = search.match(s);
    if (!m.hasMatch())
        return false;
    const bool may = m.captured(2) == QLatin1String("may search");
    const bool toHand = !m.captured(5).isEmpty();
    // The verbs agree with "may" (the bare form) or with the player (the -s form), all alike.
    for (const QString& verb : {m.captured(3), m.captured(5), m.captured(6), m.captured(7)})
        if (!verb.isEmpty() && verb.endsWith(QLatin1Char('s')) == may)
            return false;
    const QString player = m.captured(1);
    if (player == QLatin1String("its controller")) {   // the controller of the one target before it (608.2h)
        if (into->targets.size() != 1 || into->targets.first().word == QLatin1String("player"))
            return false;
        if (may && !toHand && m.captured(4).isEmpty()) {   // the hand-made cards' structure (Ghost Quarter)
            a.kind = ActionKind::SearchBasicLand;
            a.controllerOfTarget = true;
            into->effect << a;
            return true;
        }
        a.who = QStringLiteral("controller_of_target");
    } else if (player.startsWith(QLatin1String("target"))) {
        Selector::Ref r;
        if (!into->targets.isEmpty() || !target(player, into, &r))
            return false;
        a.who = QStringLiteral("target_player");
    } else {
        a.who = player == QLatin1String("each player") ? QStringLiteral("each_player") : QStringLiteral("each_opponent");
    }
    a.kind = toHand ? ActionKind::SearchBasicLandToHand : ActionKind::SearchBasicLand;
    a.tapped = !m.captured(4).isEmpty();
    a.optional = may;
    into->effect << a;
    return true;
}

// Kinship: "You may look at the top card of your library. If it shares a creature type with ~, you may
// reveal it. If you do, …": the reveal is a second look at that card, revealed, done only if the
// condition holds and the controller chooses to; the "If you do" actions depend on it.
bool OracleParser::kinshipReveal(const QString& s, AbilityDef* into) const
{
    if (s != QLatin1String("if it shares a creature type with ~, you may reveal it") || into->effect.isEmpty())
        return false;
    const Action& look = into->effect.last();
    if (look.kind != ActionKind::LookAtTop || look.amount.x || look.amount.n != 1 || look.keep != 0
        || look.text != QLatin1String("none") || look.reveal || !look.who.isEmpty() || look.object)
        return false;
    Action reveal = look;
    reveal.reveal = true;
    reveal.optional = true;
    reveal.ifYouDo = reveal.ifYouDont = reveal.otherwise = false;
    Condition shares;
    shares.kind = Condition::Kind::TopCardSharesCreatureType;
    reveal.condition = shares;
    into->effect << reveal;
    return true;
}

}   // namespace strata::import
