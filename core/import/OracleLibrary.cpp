#include "OracleParser.h"
#include "OracleWords.h"
#include <QRegularExpression>

// Libraries and hands: searching a library (701.23), looking at its top cards, and a revealed hand
// from which the controller chooses a card to be discarded (701.8).

namespace strata::import {

namespace {

// "it"/"that card" for one card, "them"/"those cards" for several.
bool pronounFits(const QString& pronoun, bool plural)
{
    const bool many = pronoun == QLatin1String("them") || pronoun == QLatin1String("those cards");
    return many == plural;
}

// Round 31: "a card named Festering Newt or Bubbling Cauldron" searched for (Bogbrew Witch, Renowned
// Weaponsmith): a card of either name, a union of two cards of your library that differ in name only
// (201.2). Read for a search alone, where each part's zone is the library the search looks in.
std::optional<Selector> eitherNamedInLibrary(const QString& kinds)
{
    static const QRegularExpression twoNames(QStringLiteral("^card named ([A-Z][^,]*?) or ([A-Z][^,]*)$"));
    const auto m = twoNames.match(kinds);
    if (!m.hasMatch() || m.captured(2).contains(QLatin1String(" or ")))
        return std::nullopt;
    Selector part;
    part.word = QStringLiteral("card");
    part.where = Selector::Where::Specific;
    part.zone = Zone::Library;
    part.ownerYou = true;
    Selector first = part, second = part;
    first.named = m.captured(1);
    second.named = m.captured(2);
    Selector either = part;
    either.anyOf = {first, second};
    return either;
}

}   // namespace

// `s` starts in lower case, without its stop; the actions add themselves to `into`.
bool OracleParser::libraryAction(const QString& s, AbilityDef* into) const
{
    Action a;
    // A card of your library a look keeps ("a creature card"), of no one name.
    auto libraryCard = [this](const QString& kinds) -> std::optional<Selector> {
        auto card = cardKinds(kinds);
        if (!card || card->named.size() > 0)
            return std::nullopt;
        card->zone = Zone::Library;
        card->ownerYou = true;
        return card;
    };
    // "a basic land card or a Gate card" (Gatecreeper Vine): one card of either kind, a union of two
    // cards of your library (the parts carry the zone, as the library-and/or-graveyard union's do).
    auto eitherCardKind = [this](const QString& kinds) -> std::optional<Selector> {
        static const QRegularExpression either(QStringLiteral("^(.+? card) or an? (.+? card)$"));
        const auto m = either.match(kinds);
        if (!m.hasMatch())
            return std::nullopt;
        Selector both;
        for (const QString& part : {m.captured(1), m.captured(2)}) {
            auto card = cardKinds(part);
            if (!card || !card->anyOf.isEmpty() || !card->named.isEmpty())
                return std::nullopt;
            card->zone = Zone::Library;
            card->ownerYou = true;
            both.anyOf << *card;
        }
        both.where = Selector::Where::Specific;
        return both;
    };
    // 701.23: "search your library for a creature card, reveal it, put it into your hand, then shuffle",
    // in its older wordings too ("… and put that card into your hand. Then shuffle your library.").
    static const QRegularExpression search(QStringLiteral(
        "^search your library for (up to |any number of )?(?:(a|an|one|two|three|four|five) )?((?:.+? )?cards?(?: (?:with|that have) (?:converted mana cost|mana value) "
        "(?:\\d+|X)(?: or (?:less|greater))?)?|cards? named (?:~|[A-Z][^,]*))(?:,| and)(?: reveal (it|that card|them|those cards)(?:, and|,| and))? "
        "(?:put (it|that card|them|those cards) (into your hand|onto the battlefield|onto the battlefield tapped|into your graveyard)"
        "|exile (it|that card|them|those cards)), then shuffle(?: your library)?$"));
    static const QRegularExpression searchTop(QStringLiteral(
        "^search your library for (a|an) ((?:.+? )?card)(?:, reveal (it|that card))?, then shuffle(?: your library)? and put "
        "that card on top(?: of it)?$"));
    if (const auto m = search.match(s); m.hasMatch()) {
        // "any number of cards that have converted mana cost 9" (Grozoth, 115.1 as for targets): as many
        // as the searcher picks, no number word.
        const bool anyNumber = m.captured(1) == QLatin1String("any number of ");
        if (anyNumber != m.captured(2).isEmpty())
            return false;
        const int n = anyNumber ? Selector::kAnyNumber : *numberWord(m.captured(2));
        const bool plural = m.captured(3).contains(QLatin1String("cards"));
        const QString revealed = m.captured(4);
        const QString put = m.captured(5).isEmpty() ? m.captured(7) : m.captured(5);
        if ((n > 1 || !m.captured(1).isEmpty()) != plural || (!revealed.isEmpty() && !pronounFits(revealed, plural))
            || !pronounFits(put, plural))
            return false;
        auto card = n == 1 && m.captured(1).isEmpty() ? eitherCardKind(m.captured(3)) : std::nullopt;
        if (!card)
            card = cardKinds(QString(m.captured(3)).replace(QLatin1String(" that have "), QLatin1String(" with ")));
        if (!card)
            card = eitherNamedInLibrary(m.captured(3));   // round 31: "a card named A or B"
        // Round 31: "a Forest or Plains card" (Safewright Quest), round 34 "a basic Plains, Island, or Swamp card"
        // (Esper Panorama, 205.4a): a card of any of the land types (205.3i), one part each, as a fetch land's.
        static const QRegularExpression eitherLandType(QStringLiteral("^(basic )?((?:[A-Z][a-z]+, )*[A-Z][a-z]+,? or [A-Z][a-z]+) card$"));
        if (const auto u = eitherLandType.match(m.captured(3)); !card && u.hasMatch()) {
            Selector either;
            for (const QString& type : u.captured(2).split(QRegularExpression(QStringLiteral(",? or |, ")))) {
                const auto part = cardKinds(u.captured(1) + type + QStringLiteral(" card"));
                if (!part || part->subtypes.size() != 1
                    || SubtypeRegistry::instance().kind(part->subtypes.first()) != SubtypeKind::Land)
                    return false;
                either.anyOf << *part;
                either.anyOf.last().zone = Zone::Library;
                either.anyOf.last().ownerYou = true;
            }
            either.word = QStringLiteral("card");
            either.where = Selector::Where::Specific;
            card = either;
        }
        if (!card)
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        if (!m.captured(1).isEmpty())
            card->upTo = quint8(n);
        const QString where = m.captured(6);
        a.kind = ActionKind::SearchLibrary;
        a.object = *card;
        a.amount = Amount::number(n);
        a.reveal = !revealed.isEmpty();
        a.text = !m.captured(7).isEmpty()                        ? QStringLiteral("exile")
            : where == QLatin1String("into your hand")           ? QStringLiteral("hand")
            : where == QLatin1String("into your graveyard")      ? QStringLiteral("graveyard")
                                                                 : QStringLiteral("battlefield");
        a.tapped = where.endsWith(QLatin1String("tapped"));
        if (a.reveal && a.text != QLatin1String("hand"))
            return false;   // the writer reveals only a card put into a hand
        into->effect << a;
        return true;
    }
    if (const auto m = searchTop.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(2));
        if (!card)
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        a.kind = ActionKind::SearchLibrary;
        a.object = *card;
        a.amount = Amount::number(1);
        a.reveal = !m.captured(3).isEmpty();
        a.text = QStringLiteral("top");
        into->effect << a;
        return true;
    }
    // "Search your library and/or graveyard for a card named Chandra, Bold Pyromancer, reveal it, and put it
    // into your hand. If you search your library this way, shuffle it." (joined by joinedInstructions): the
    // card is either zone's, a union of a card in the library and one in the graveyard.
    static const QRegularExpression searchOrGraveyard(QStringLiteral(
        "^search your library and/or graveyard for a card named ([A-Z][^;]*?), reveal it, and put it into your hand; "
        "if you search(?:ed)? your library this way, shuffle it$"));
    if (const auto m = searchOrGraveyard.match(s); m.hasMatch()) {
        // A planeswalker's name has a comma ("Chandra, Bold Pyromancer"): the name runs to ", reveal it".
        auto card = graveyardCard(QString(), false);
        if (!card || card->where != Selector::Where::Specific || m.captured(1).contains(QLatin1String(" or ")))
            return false;
        card->named = m.captured(1);
        card->ownerYou = true;
        Selector library = *card, graveyard = *card;
        library.zone = Zone::Library;
        graveyard.zone = Zone::Graveyard;
        Selector either;
        either.where = Selector::Where::Specific;
        either.zone = Zone::Library;
        either.anyOf = {library, graveyard};
        a.kind = ActionKind::SearchLibrary;
        a.object = either;
        a.amount = Amount::number(1);
        a.reveal = true;
        a.text = QStringLiteral("hand");
        into->effect << a;
        return true;
    }
    // 701.23: "search target player's library for a card and exile it; then that player shuffles their library"
    // (Extract, joined by joinedInstructions; round 35: Life's Finale's "put them into their graveyard"): you search.
    static const QRegularExpression searchTheirs(QStringLiteral(
        "^search (target player|target opponent)'s library for (up to )?(a|an|one|two|three|four|five|six|seven) ((?:.+? )?cards?) and "
        "(?:exile (it|them)|put (that card) onto the battlefield under your control|put (them) into their graveyard)"
        "; then that player shuffles their library$"));
    if (const auto m = searchTheirs.match(s); m.hasMatch()) {
        const int n = *numberWord(m.captured(3));
        const bool plural = m.captured(4).endsWith(QLatin1String("cards"));
        const bool battlefield = !m.captured(6).isEmpty();   // Bribery's "put that card onto the battlefield under …"
        if ((n > 1 || !m.captured(2).isEmpty()) != plural
            || (battlefield ? plural : !pronounFits(m.captured(5) + m.captured(7), plural)) || !into->targets.isEmpty())
            return false;
        auto card = cardKinds(m.captured(4));
        if (!card || card->named.size() > 0)
            return false;
        card->zone = Zone::Library;
        if (!m.captured(2).isEmpty())
            card->upTo = quint8(n);
        Selector::Ref r;
        if (!target(m.captured(1), into, &r))
            return false;
        a.kind = ActionKind::SearchLibrary;
        a.object = *card;
        a.amount = Amount::number(n);
        a.text = QLatin1String(battlefield ? "battlefield" : m.captured(7).isEmpty() ? "exile" : "graveyard");
        a.who = QStringLiteral("target_player");
        into->effect << a;
        return true;
    }
    // "Look at the top X cards of your library, where X is the number of artifacts you control; put one of
    // them …" (Machinate): the count is taken as the ability resolves (`amountOf`, 608.2h).
    // "…, where X is the number of cards in your hand, then put them back in any order" (Descendant of Soramaro).
    static const QRegularExpression whereX(QStringLiteral(
        "^(look at the top X cards of your library), where X is ([^;]+?)(;.+|, then put them back in any order)$"));
    if (const auto m = whereX.match(s); m.hasMatch()) {
        const auto e = amount(m.captured(2));
        // Round 33: "the number of charge counters on ~" (Shrine of Piercing Vision, sacrificed to pay for it:
        // the counters it had as it last existed on the battlefield, 608.2h).
        const bool counted = e
            && (e->kind == Expr::Kind::Count || e->kind == Expr::Kind::BasicLandTypes || e->kind == Expr::Kind::CountersOnSource
                || e->kind == Expr::Kind::CountersRemovedThisWay);   // round 42: Jar of Eyeballs, its own cost's
        const int before = into->effect.size();
        if (!counted || !libraryAction(m.captured(1) + m.captured(3), into))
            return false;
        if (into->effect.size() != before + 1 || into->effect.last().kind != ActionKind::LookAtTop)
            return false;
        into->effect.last().amountOf = *e;
        return true;
    }
    // "Look at the top four cards of your library; put one of them into your hand and the rest on the
    // bottom of your library in any order" (joined by joinedInstructions); "the other" when one is left
    // (Sea Gate Oracle); Browse's one sentence ", put one of them into your hand, and exile the rest".
    static const QRegularExpression lookAtTop(QStringLiteral(
        "^look at the top (\\w+) cards of your library(?:; put|, put) (one|two|three) of (?:them|those cards) into your hand(?:"
        " and (the rest|the other) (on the bottom of your library in any order|on the bottom of your library in a random order"
        "|on the bottom of your library|into your graveyard)|, and (exile) the rest)$"));
    if (const auto m = lookAtTop.match(s); m.hasMatch()) {
        const bool x = m.captured(1) == QLatin1String("X");
        const auto n = numberWord(m.captured(1));
        const int keep = *numberWord(m.captured(2));
        if (!x && (!n || *n <= keep))
            return false;
        a.kind = ActionKind::LookAtTop;
        a.amount = x ? Amount{true, 0} : Amount::number(*n);
        a.keep = keep;
        const QString rest = m.captured(4);
        a.text = !m.captured(5).isEmpty()                    ? QStringLiteral("exile")
            : rest.endsWith(QLatin1String("random order"))   ? QStringLiteral("bottom_random_order")
            : rest.endsWith(QLatin1String("graveyard"))      ? QStringLiteral("graveyard")
                                                             : QStringLiteral("bottom_any_order");
        into->effect << a;
        return true;
    }
    // "Look at the top five cards of your library; you may reveal a creature card from among them and put
    // it into your hand; put the rest on the bottom of your library in any order" (Commune with Nature):
    // `object` is the card that may be kept, one at most. Round 31: "you may put a land card from among them
    // onto the battlefield tapped" (Elvish Rejuvenator), `destination` the battlefield; "you may reveal a
    // creature or land card from among them and put it on top of your library" (Silhana Wayfinder),
    // `destination` the library, on top.
    static const QRegularExpression lookForCard(QStringLiteral(
        "^look at the top (?<n>\\w+) cards of your library; you may (?:(?<reveal>reveal) (?<revealed>an? .+?) from among them and "
        "put it (?:into your hand|(?<top>on top of your library))|put (?<put>an? .+?) from among them (?:into your hand"
        "|(?<tapped>onto the battlefield tapped))); put the rest (?<rest>on the bottom of your library in any order"
        "|on the bottom of your library in a random order|into your graveyard)$"));
    if (const auto m = lookForCard.match(s); m.hasMatch()) {
        const bool x = m.captured(u"n") == QLatin1String("X");
        const auto n = numberWord(m.captured(u"n"));
        const QString kinds = m.captured(u"revealed").isEmpty() ? m.captured(u"put") : m.captured(u"revealed");
        if (!x && (!n || *n < 2))
            return false;
        auto card = lookedCardKinds(kinds.mid(kinds.indexOf(QLatin1Char(' ')) + 1));
        if (!card || card->named.size() > 0)
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        a.kind = ActionKind::LookAtTop;
        a.amount = x ? Amount{true, 0} : Amount::number(*n);
        a.keep = 1;
        a.object = *card;
        a.reveal = !m.captured(u"reveal").isEmpty();
        if (!m.captured(u"tapped").isEmpty()) {
            a.destination = Zone::Battlefield;
            a.tapped = true;
        } else if (!m.captured(u"top").isEmpty()) {
            a.destination = Zone::Library;
        }
        const QString rest = m.captured(u"rest");
        a.text = lookedRestDestination(rest);
        into->effect << a;
        return true;
    }
    // "Reveal the top five cards of your library; you may put a creature or land card from among them into
    // your hand; put the rest into your graveyard" (Grisly Salvage), "…; put up to two instant and/or sorcery
    // cards from among them into your hand and the rest into your graveyard" (Pieces of the Puzzle): every
    // card looked at is revealed, and `pick` of those `object` selects are kept (`pickUpTo`: "you may put a",
    // "up to two", "any number of"), into the hand or onto the battlefield (`destination`).
    static const QRegularExpression revealPick(QStringLiteral(
        "^reveal the top (\\w+) cards of your library; (?:you may put (an? .+? card|any number of .+? cards) from among them "
        "(into your hand|onto the battlefield); put the rest|put (an? .+? card|up to (?:two|three) .+? cards) from among them "
        "(into your hand|onto the battlefield) and the rest(?: of the revealed cards)?) into your graveyard$"));
    if (const auto m = revealPick.match(s); m.hasMatch()) {
        const auto n = numberWord(m.captured(1));
        const bool may = !m.captured(2).isEmpty();
        QString kinds = may ? m.captured(2) : m.captured(4);
        const bool battlefield = (may ? m.captured(3) : m.captured(5)) == QLatin1String("onto the battlefield");
        int pick = 1;
        if (kinds.startsWith(QLatin1String("any number of "))) {
            pick = n.value_or(0);
            kinds = kinds.mid(int(qstrlen("any number of ")));
        } else if (kinds.startsWith(QLatin1String("up to "))) {
            kinds = kinds.mid(int(qstrlen("up to ")));
            pick = numberWord(kinds.left(kinds.indexOf(QLatin1Char(' ')))).value_or(0);
            kinds = kinds.mid(kinds.indexOf(QLatin1Char(' ')) + 1);
        } else {
            kinds = kinds.mid(kinds.indexOf(QLatin1Char(' ')) + 1);
        }
        // "up to two instant and/or sorcery cards" (Pieces of the Puzzle): each card of either type
        const auto card = libraryCard(QString(kinds).replace(QLatin1String(" and/or "), QLatin1String(" or ")));
        if (!n || *n < 2 || pick < 1 || pick > *n || !card)
            return false;
        a.kind = ActionKind::LookAtTop;
        a.amount = Amount::number(*n);
        a.keep = pick;
        a.pick = pick;
        a.pickUpTo = may || pick > 1;
        a.object = *card;
        a.reveal = true;
        if (battlefield)
            a.destination = Zone::Battlefield;
        a.text = QStringLiteral("graveyard");
        into->effect << a;
        return true;
    }
    // "Reveal the top three cards …; put all creature cards revealed this way into your hand and the rest into your graveyard"
    // (Beast Hunt): every card that fits is kept (`keep` = `n`; round 40: X's 0 with "any order", Enshrined Memories).
    static const QRegularExpression revealAll(QStringLiteral(
        "^reveal the top (\\w+) cards of your library; put all (.+? cards) revealed this way into your hand and the rest "
        "(into your graveyard|on the bottom of your library in any order|on the bottom of your library in a random order)$"));
    if (const auto m = revealAll.match(s); m.hasMatch()) {
        const bool x = m.captured(1) == QLatin1String("X") && m.captured(3).endsWith(QLatin1String("any order"));
        const auto n = x ? std::optional<int>(0) : numberWord(m.captured(1));
        // "all creature and land cards" (Lair Delve): every card of either type
        static const QRegularExpression twoTypes(QStringLiteral("^([a-z]+) and ([a-z]+) cards$"));
        const auto card = libraryCard(QString(m.captured(2)).replace(twoTypes, QStringLiteral("\\1 or \\2 cards")));
        if (!n || (*n < 2 && !x) || !card)
            return false;
        a.kind = ActionKind::LookAtTop;
        a.amount = x ? Amount{true, 0} : Amount::number(*n);
        a.keep = *n;
        a.object = *card;
        a.reveal = true;
        a.text = lookedRestDestination(m.captured(3));
        into->effect << a;
        return true;
    }
    // "Reveal the top card of your library; if it's a land card, put it onto the battlefield; otherwise, put
    // that card into your hand" (joined by joinedInstructions): one card looked at and revealed, kept if it
    // fits (`destination` the battlefield when it goes there), else put where `text` says.
    static const QRegularExpression revealTopIf(QStringLiteral(
        "^reveal the top card of your library; if it's (?:a|an) (.+?), put it (onto the battlefield|into your hand)"
        "(?:; otherwise, put (?:it|that card) (into your hand|into your graveyard))?$"));   // round 36: none, it stays on top
    if (const auto m = revealTopIf.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(1));
        const bool battlefield = m.captured(2) == QLatin1String("onto the battlefield");
        const bool restToHand = m.captured(3) == QLatin1String("into your hand");
        if (!card || card->named.size() > 0 || (!battlefield && restToHand) || (!battlefield && m.captured(3).isEmpty()))
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        a.kind = ActionKind::LookAtTop;
        a.amount = Amount::number(1);
        a.keep = 1;
        a.reveal = true;
        a.object = *card;
        if (battlefield)
            a.destination = Zone::Battlefield;
        a.text = restToHand ? QStringLiteral("hand") : m.captured(3).isEmpty() ? QStringLiteral("none") : QStringLiteral("graveyard");
        into->effect << a;
        return true;
    }
    // "{1}: Look at the top card of your library", "Look at the top three cards of target player's
    // library": a look and nothing more (`rest` "none", nothing kept).
    static const QRegularExpression lookOnly(QStringLiteral(
        "^look at the top (card|(two|three|four|five) cards) of (your|target player's|target opponent's) library$"));
    if (const auto m = lookOnly.match(s); m.hasMatch()) {
        a.kind = ActionKind::LookAtTop;
        a.amount = Amount::number(m.captured(2).isEmpty() ? 1 : *numberWord(m.captured(2)));
        a.keep = 0;
        a.text = QStringLiteral("none");
        if (m.captured(3) != QLatin1String("your")) {
            Selector::Ref r;
            if (!into->targets.isEmpty() || !target(m.captured(3).chopped(2), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        into->effect << a;
        return true;
    }
    // "Look at the top five cards of your library; put any number of them into your graveyard and the rest
    // back on top of your library in any order" (Taigam's Scheming): any number kept, into the graveyard.
    static const QRegularExpression anyNumberToGraveyard(QStringLiteral(
        "^look at the top (two|three|four|five|six|seven) cards of your library; put any number of them into your graveyard "
        "and the rest back on top of your library in any order$"));
    if (const auto m = anyNumberToGraveyard.match(s); m.hasMatch()) {
        a.kind = ActionKind::LookAtTop;
        a.amount = Amount::number(*numberWord(m.captured(1)));
        a.keep = a.amount.n;
        a.destination = Zone::Graveyard;
        a.text = QStringLiteral("back_any_order");
        into->effect << a;
        return true;
    }
    // "Look at the top three cards of your library, then put them back in any order": the order is
    // hidden information, carried (LookAtTop with nothing kept).
    static const QRegularExpression putBack(QStringLiteral(
        "^look at the top (two|three|four|five|X) cards of (your|target player's|target opponent's) library, then put "
        "them back in any order$"));
    if (const auto m = putBack.match(s); m.hasMatch()) {
        a.kind = ActionKind::LookAtTop;
        a.amount = m.captured(1) == QLatin1String("X") ? Amount{true, 0} : Amount::number(*numberWord(m.captured(1)));
        a.keep = 0;
        a.text = QStringLiteral("back_any_order");
        if (m.captured(2) != QLatin1String("your")) {
            Selector::Ref r;
            if (!target(m.captured(2).chopped(2), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        into->effect << a;
        return true;
    }
    // 701.20: "reveal cards from the top of your library until you reveal a creature card; put that card
    // into your hand and the rest on the bottom of your library in a random order" (joined by
    // joinedInstructions); Treasure Hunt's one sentence "…, then put all cards revealed this way into your
    // hand". The rest go to the graveyard as "all other cards revealed this way", with "put" again after
    // "onto the battlefield" (the wording of every such card).
    static const QRegularExpression revealUntil(QStringLiteral(
        "^reveal cards from the top of your library until you reveal (?:a|an) (.+?)(?:; put that card (into your hand|onto the "
        "battlefield) and (the rest on the bottom of your library in a random order|the rest on the bottom of your library in "
        "any order|all other cards revealed this way into your graveyard|put all other cards revealed this way into your "
        "graveyard)|, then put all cards revealed this way into your hand)$"));
    if (const auto m = revealUntil.match(s); m.hasMatch()) {
        auto card = cardKinds(m.captured(1));
        if (!card || card->named.size() > 0 || card->upTo > 0)
            return false;
        card->zone = Zone::Library;
        card->ownerYou = true;
        const QString rest = m.captured(3);
        const bool battlefield = m.captured(2) == QLatin1String("onto the battlefield");
        if (rest.endsWith(QLatin1String("graveyard")) && rest.startsWith(QLatin1String("put ")) != battlefield)
            return false;
        a.kind = ActionKind::RevealUntil;
        a.object = *card;
        a.destination = battlefield ? Zone::Battlefield : Zone::Hand;
        a.text = m.captured(2).isEmpty() ? QStringLiteral("hand") : lookedRestDestination(rest);
        into->effect << a;
        return true;
    }
    // Impulse: "exile the top card of your library; until end of turn, you may play that card" (joined by
    // joinedInstructions), "… two cards …; until the end of your next turn, you may play those cards", and
    // "target opponent exiles the top card of their library; …". The older "You may play it this turn"
    // says the same (the round trip reads it as "Until end of turn, you may play that card").
    static const QRegularExpression impulse(QStringLiteral(
        "^(exile|target opponent exiles) the top (card|(\\w+) cards) of (your|their) library; (until end of turn, you may play "
        "(?:that card|those cards|cards exiled this way)|until the end of your next turn, you may play (?:that card|those cards)"
        "|you may play (?:it|that card|them|those cards) this turn)$"));
    if (const auto m = impulse.match(s); m.hasMatch()) {
        const bool yours = m.captured(1) == QLatin1String("exile");
        const int n = m.captured(3).isEmpty() ? 1 : numberWord(m.captured(3)).value_or(0);
        const QString may = m.captured(5);
        const bool plural = may.endsWith(QLatin1String("those cards")) || may.endsWith(QLatin1String("this way"))
            || may.contains(QLatin1String(" them "));
        if (n < 1 || (n > 1) != plural || yours != (m.captured(4) == QLatin1String("your")))
            return false;
        if (!yours) {
            Selector::Ref r;
            if (!into->targets.isEmpty() || !target(QStringLiteral("target opponent"), into, &r))
                return false;
            a.who = QStringLiteral("target_player");
        }
        a.kind = ActionKind::ExileTopMayPlay;
        a.amount = Amount::number(n);
        a.duration = may.startsWith(QLatin1String("until the end of your next turn")) ? Duration::NextTurnOfTargetPlayer
                                                                                      : Duration::EndOfTurn;
        into->effect << a;
        return true;
    }
    // 701.8: "target opponent reveals their hand; you choose a nonland card from it; that player
    // discards that card" (Duress, joined by joinedInstructions): the action Grief's card file names;
    // Splitting Headache's one sentence "…, you choose a card from it, then that player discards that card";
    // 406.3: "…; you choose a nonland card from it and exile that card" (Castigate): the card exiled instead.
    static const QRegularExpression chosenDiscard(QStringLiteral(
        "^(target player|target opponent) reveals their hand(?:; |, )you choose (?:a|an) (.+?) from it(?:; |, then )that player "
        "discards that card$"));
    static const QRegularExpression chosenExile(QStringLiteral(
        "^(target player|target opponent) reveals their hand; you choose (?:a|an) (.+?) from it and exile that card$"));
    const auto discarded = chosenDiscard.match(s);
    const auto exiled = discarded.hasMatch() ? discarded : chosenExile.match(s);
    if (exiled.hasMatch()) {
        const bool exile = !discarded.hasMatch();
        auto card = cardKinds(exiled.captured(2));
        // "a nonland card with converted mana cost X or less" (Venarian Glimmer): X of the spell (107.3)
        if (!card || card->manaValueAtMost || (exile && card->manaValueAtMostX)   // round 45: "… 3 or greater" (Transgress)
            || !into->targets.isEmpty())
            return false;
        card->where = Selector::Where::Battlefield;
        card->zone = Zone::Battlefield;
        card->ownerYou = false;
        Selector::Ref r;
        if (!target(exiled.captured(1), into, &r))
            return false;
        a.kind = ActionKind::DiscardChosen;
        a.object = *card;
        if (exile)
            a.destination = Zone::Exile;
        into->effect << a;
        return true;
    }
    return lookAtTopPicks(s, into) || libraryMoves(s, into);
}

QString OracleParser::lookedRestDestination(const QString& rest)
{
    return rest.endsWith(QLatin1String("any order"))  ? QStringLiteral("bottom_any_order")
        : rest.endsWith(QLatin1String("random order")) ? QStringLiteral("bottom_random_order")
                                                       : QStringLiteral("graveyard");
}

}   // namespace strata::import
