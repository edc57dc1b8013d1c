#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

namespace strata::import {

// Targets in graveyards (115.1, 404): none when `s` is not such a sentence; otherwise whether it was
// read into `into` (false leaves the ability to be refused, as effectTemplates refuses it).
std::optional<bool> OracleParser::graveyardTargets(const QString& s, AbilityDef* into) const
{
    // Round 33: "return up to one target instant card and up to one target sorcery card from your graveyard
    // to your hand" (Pull from the Deep): two targets, each of its own kind (115.1), each returned as the
    // sentence for one card would say; the writer joins them back (RulesTextJoinedPairs.cpp).
    static const QRegularExpression twoCards(QStringLiteral(
        "^return ((?:up to one )?target [^,]+? card) and ((?:up to one )?target [^,]+? card) (from your graveyard to your hand)$"));
    if (const auto two = twoCards.match(s); two.hasMatch()) {
        if (!into->targets.isEmpty())
            return false;
        const int effectBefore = into->effect.size();
        for (int k : {1, 2}) {
            const auto one = graveyardTargets(
                QStringLiteral("return %1 %2").arg(two.captured(k), two.captured(3)), into);
            if (!one || !*one)
                return false;
        }
        return into->targets.size() == 2 && into->effect.size() == effectBefore + 2;
    }
    Action a;
    // Cards in graveyards: "return target creature card from your graveyard to your hand", "exile
    // target card from a graveyard", "return up to two target creature cards from your graveyard to
    // the battlefield".
    static const QRegularExpression fromGraveyard(QStringLiteral(
        "^(return|exile|shuffle|put) (up to (?:one|two|three|four|five) |two |three |X |another |any number of )?target (?:(.+?) )?cards?"
        "( with converted mana cost (?:\\d+ or less|X(?: or less)?)| with power \\d+ or less| with [a-z]+| named (?:~|\\x{2042}|[A-Z][^,]*?))? from (your|a|a single|an opponent's|that player's|defending player's) graveyard"
        "(?: to (your hand|its owner's hand|the battlefield)| (into your library|on top of your library"
        "|on the bottom of your library in any order|on top of their library in any order))?$"));
    // Round 23: "return target creature card from your graveyard to the battlefield tapped" (Gravewaker):
    // the card enters tapped (`tapped`, as a return of ~ does).
    // Round 34: "… to the battlefield tapped and attacking" (Yore-Tiller Nephilim): attacking too, never
    // declared as an attacker (508.4).
    static const QString tappedEnd = QStringLiteral(" to the battlefield tapped");
    static const QString attackingEnd = QStringLiteral(" to the battlefield tapped and attacking");
    const bool attacking = s.endsWith(attackingEnd);
    const bool tapped = attacking || s.endsWith(tappedEnd);
    const auto m = fromGraveyard.match(
        attacking ? s.chopped(int(qstrlen(" tapped and attacking"))) : tapped ? s.chopped(int(qstrlen(" tapped"))) : s);
    if (!m.hasMatch())
        return std::nullopt;
    a.tapped = tapped;
    a.attacking = attacking;
    // Round 22: "shuffle any number of target creature cards from your graveyard into your library" (Piper's
    // Melody, 701.24), "put up to three target creature cards from your graveyard on top of your library"
    // (Reinforcements, 401.4): cards of yours only, to your library. One card put on top is
    // OracleLibraryMoves.cpp's; "another" is not read here.
    const QString verb = m.captured(1);
    const QString library = m.captured(7);
    if ((verb == QLatin1String("shuffle")) != (library == QLatin1String("into your library"))
        || (verb == QLatin1String("put")) != (library.startsWith(QLatin1String("on "))))
        return std::nullopt;
    // Round 29: "put up to four target cards from your graveyard on the bottom of your library in any
    // order" (Bow of Nylea): several cards, their order the owner's (401.4); one card is not said so.
    const bool bottom = library.startsWith(QLatin1String("on the bottom"));
    if (bottom && !s.contains(QLatin1String(" cards from")))
        return std::nullopt;
    // Round 36: "put up to three target cards from an opponent's graveyard on top of their library in any order"
    // (Misinformation): several cards, each to its owner's library (401.4), the opponent's.
    const bool theirTop = library == QLatin1String("on top of their library in any order");
    if (theirTop && (m.captured(5) != QLatin1String("an opponent's") || !m.captured(2).startsWith(QLatin1String("up to "))
                        || !s.contains(QLatin1String(" cards from"))))
        return std::nullopt;
    if (!library.isEmpty() && !theirTop
        && (m.captured(5) != QLatin1String("your") || m.captured(2) == QLatin1String("another ")
            || (verb == QLatin1String("put") && m.captured(2).isEmpty())))
        return std::nullopt;
    // "… card with converted mana cost 3 or less" (202.3). Round 31: "… X or less" (Stir the Grave) of a
    // spell only: its X is announced (601.2b) before its targets are chosen (601.2c), and the event player
    // checks the card against the spell's X (Targeting.cpp); an ability's X is not read here.
    QString limit = m.captured(4);
    // Round 34: "… with converted mana cost X" of a loyalty ability whose cost is [-X] (Sorin, Vengeful Bloodlord):
    // X is chosen as it is activated, before its targets (107.3a, 602.2b); exactly X, both limits (202.3).
    const bool loyaltyX = into->kind == AbilityDef::Kind::Loyalty && into->cost == QLatin1String("-X");
    const bool exactX = limit.endsWith(QLatin1String(" X"));
    if ((limit.endsWith(QLatin1String(" X or less")) && into->kind != AbilityDef::Kind::Spell) || (exactX && !loyaltyX))
        return false;
    if (exactX)
        limit += QStringLiteral(" or less");
    // Round 35: "target creature card with power 2 or less" (Alesha, Who Smiles at Death): the card's power as it is
    // in the graveyard (208.1), checked as the target is chosen and as the ability resolves (608.2b).
    std::optional<int> powerAtMost;
    static const QRegularExpression powerLimit(QStringLiteral("^ with power (\\d+) or less$"));
    if (const auto p = powerLimit.match(limit); p.hasMatch()) {
        powerAtMost = p.captured(1).toInt();
        limit.clear();
    }
    // Round 22: "target creature card with infect" (Corpse Cur), "target card with awaken" (Halimar
    // Tidecaller): a card with that keyword ability (702), as it is in the graveyard.
    // Round 36: "return target card named Rekindling Phoenix from your graveyard" (the Phoenix's Elemental
    // token): a card of that name (201.2), the name Oracle text spells out, "~" read back as the card's own.
    QString cardName;
    if (limit.startsWith(QLatin1String(" named "))) {
        cardName = limit.mid(7).replace(QLatin1Char('~'), m_name).replace(granterMark(), m_name);
        limit.clear();
    }
    QString keyword;
    if (!limit.isEmpty() && !limit.contains(QLatin1String("mana cost"))) {
        keyword = limit.mid(6, 1).toUpper() + limit.mid(7);
        limit.clear();
    }
    const bool exile = m.captured(1) == QLatin1String("exile");
    if (library.isEmpty() && exile != m.captured(6).isEmpty())
        return false;
    const bool yours = m.captured(5) == QLatin1String("your");
    if (yours ? m.captured(6) == QLatin1String("its owner's hand") : m.captured(6) == QLatin1String("your hand"))
        return false;   // a card in your graveyard is yours; one in any graveyard goes to its owner's hand
    // Round 16: "from an opponent's graveyard" (Ruin Rat, Ashen Powder): a card an opponent owns, which
    // a selector's controller says off the battlefield (108.4a); no hand of theirs is read yet.
    const bool opponents = m.captured(5) == QLatin1String("an opponent's");
    if (opponents && m.captured(6).endsWith(QLatin1String(" hand")))
        return false;
    // Round 17: "exile target card from that player's / defending player's graveyard" (Selector::whose,
    // checked against the trigger's event by OracleEventPlayers.cpp); exiled only. Round 33: or returned to the
    // battlefield (Ink-Eyes' "put target creature card from that player's graveyard onto the battlefield under
    // your control", 110.2a).
    const bool whose = m.captured(5).endsWith(QLatin1String("player's"));
    if (whose && !exile && m.captured(6) != QLatin1String("the battlefield"))
        return false;
    // Round 19: "target Spirit permanent card" (Iname as One, Sun Titan): a card with a permanent type
    // (110.4), as a library search reads it.
    const bool permanentCard = m.captured(3).endsWith(QLatin1String("permanent"));
    // Round 24: "up to two target instant and/or sorcery cards" (Scholar of the Ages): each a card of either type.
    const QString kinds = QString(m.captured(3)).replace(QStringLiteral(" and/or "), QStringLiteral(" or "));
    auto card = limit.isEmpty() && !permanentCard
        ? graveyardCard(kinds, yours)
        : cardKinds((m.captured(3) + QStringLiteral(" card") + limit).trimmed());
    // Round 21: "target Vampire or Wizard creature card from your graveyard" (Bloodline Necromancer, Bruna):
    // a card of either subtype, a part for each (as OracleTargets.cpp reads one on the battlefield).
    static const QRegularExpression eitherSubtype(QStringLiteral("^([A-Z][\\w-]*) or ([A-Z][\\w-]*)( creature)$"));
    if (const auto u = eitherSubtype.match(m.captured(3)); u.hasMatch() && limit.isEmpty() && !powerAtMost) {
        Selector either;
        for (int k : {1, 2}) {
            const auto part = graveyardCard(u.captured(k) + u.captured(3), yours);
            if (!part || part->subtypes.size() != 1)
                return false;
            either.anyOf << *part;
        }
        either.word = QStringLiteral("card");
        either.where = Selector::Where::Specific;
        either.zone = Zone::Graveyard;
        card = either;
    }
    if (!card || into->targets.size() >= 2 || card->zone != Zone::Graveyard)
        return false;
    card->ownerYou = yours;
    card->hasKeyword = keyword;
    card->powerAtMost = powerAtMost;
    card->named = cardName;
    card->manaValueAtLeastX = exactX;
    if (opponents)
        card->controller = Selector::Who::Opponent;
    // Round 18: "exile up to three target cards from a single graveyard" (Decompose, 115.1)
    card->sameGraveyard = m.captured(5) == QLatin1String("a single");
    if (card->sameGraveyard && (!exile || !s.contains(QLatin1String(" cards from"))))
        return false;
    if (whose)
        card->whose = m.captured(5).startsWith(QLatin1String("that")) ? QStringLiteral("that_player")
                                                                      : QStringLiteral("defending_player");
    // "return another target creature card from your graveyard": other than the ability's source
    // (Dutiful Attendant's own card, which its dies trigger sees in the graveyard).
    QString many = m.captured(2);
    if (many == QLatin1String("another ")) {
        if (!into->targets.isEmpty() || s.contains(QLatin1String(" cards ")))
            return false;
        card->other = true;
        many.clear();
    }
    // "Return two / X target creature cards …" (115.1, 601.2c): exactly that many, named by "them".
    if (many == QLatin1String("two ") || many == QLatin1String("three ") || many == QLatin1String("X ")) {
        if (!library.isEmpty())
            return false;
        if (!into->targets.isEmpty() || !s.contains(QLatin1String(" cards ")))
            return false;
        if (many == QLatin1String("X ")) {
            if (into->kind != AbilityDef::Kind::Spell)
                return false;   // only a spell's X is known as its targets are chosen
            card->upToX = true;
            into->targets << *card;
        } else {
            into->targets = QVector<Selector>(*numberWord(many.trimmed()), *card);
        }
        a.kind = exile ? ActionKind::Exile
            : m.captured(6).endsWith(QLatin1String(" hand")) ? ActionKind::ReturnToHand
                                                             : ActionKind::ReturnFromGraveyard;
        Selector them;
        them.ref = Selector::Ref::Targets;
        a.object = them;
        into->effect << a;
    return true;
    }
    // "up to three target creature cards with converted mana cost 1 or less" (Proclamation of Rebirth)
    const bool pluralCards = s.contains(QLatin1String(" cards from")) || s.contains(QLatin1String(" cards with "));
    const bool upTo = !many.isEmpty();
    if (many == QLatin1String("any number of ")) {   // 115.1: as many as the controller chooses
        // Round 34: or returned to your hand, "return any number of target Spirit cards from your graveyard to your
        // hand" (Iname, Life Aspect).
        const bool toYourHand = m.captured(1) == QLatin1String("return") && m.captured(6) == QLatin1String("your hand");
        if ((library.isEmpty() && !toYourHand) || !pluralCards)
            return false;
        card->upTo = Selector::kAnyNumber;
    } else if (upTo) {
        card->upTo = quint8(*numberWord(m.captured(2).section(' ', 2, 2)));
        if (card->upTo > 1 ? !pluralCards : pluralCards)
            return false;
    } else if (pluralCards) {
        return false;
    }
    Selector named;
    named.ref = into->targets.isEmpty() ? Selector::Ref::Target : Selector::Ref::Target2;
    if (card->upTo > 1)
        named.ref = Selector::Ref::Targets;
    into->targets << *card;
    a.kind = exile ? ActionKind::Exile
        : m.captured(6).endsWith(QLatin1String(" hand")) ? ActionKind::ReturnToHand
                                                         : ActionKind::ReturnFromGraveyard;
    if (!library.isEmpty()) {
        a.kind = verb == QLatin1String("put") ? ActionKind::PutOnLibrary : ActionKind::ShuffleIntoLibrary;
        if (a.kind == ActionKind::PutOnLibrary)
            a.text = bottom ? QStringLiteral("bottom") : QStringLiteral("top");
    }
    a.object = named;
    into->effect << a;
    return true;
}

}   // namespace strata::import
