#include "ActionPerformer.h"
#include "LibraryOrder.h"
#include "ZoneMoves.h"
#include "engine/Evaluator.h"
#include <algorithm>

namespace strata {

// 701.23: "search your library for a creature card, put it into your hand, then shuffle". The cards
// found are the scenario's `choices.objects` in the searcher's library that match, else the first that
// match in the library as listed (events.md). The new order a shuffle makes is hidden (701.20), so the
// log says the shuffle is not shown rather than invent one; a card put on top after it goes first.
void ActionPerformer::searchLibrary(const Action& a)
{
    // Round 32: "each other player may search their library for a land card, put it onto the battlefield, then
    // shuffle" (Hired Giant): each of them, in turn order (101.4), searches their own library; the resolve
    // event's `choices.objects` names each one's card, else the first that fits.
    // Round 34: "two target players each search their library" (Scheming Symmetry): each of them, their own.
    if (a.who == QLatin1String("each_other_player") || a.who == QLatin1String("each_opponent")
        || a.who == QLatin1String("each_target_player")) {
        for (const QString& p : players(a.who))
            searchLibraryOf(a, p, p);
        return;
    }
    // Extract: "search target player's library": you search, their library.
    searchLibraryOf(a, m_item.controller, a.who.isEmpty() ? m_item.controller : players(a.who).value(0));
}

void ActionPerformer::searchLibraryOf(const Action& a, const QString& searcher, const QString& owner)
{
    GameState& gs = m_table.state();
    const Selector filter = cardInLibrary(a);
    ContinuousEffect probe;
    probe.controller = searcher;
    probe.sourceIndex = m_sourceIndex;
    // Round 38: the name of the target (Pack Hunt's creature, 201.2), also once an earlier instruction has exiled it
    // (Scour: a new object, 400.7, but the same card, its name unchanged in exile).
    if (filter.sameNameAsTarget)
        probe.targets << gs.objectIndex(m_item.targets.value(0));
    // "Search your library and/or graveyard for a card named …": either zone's card (a union of two); round 38, Scour's
    // "graveyard, hand, and library" (each part names its zone).
    auto searched = [&](Zone zone) {
        return zone == Zone::Library || std::any_of(filter.anyOf.cbegin(), filter.anyOf.cend(), [zone](const Selector& part) {
            return part.where == Selector::Where::Specific && part.zone == zone && zone != Zone::Battlefield;
        });
    };
    auto fits = [&](int i) {
        return i >= 0 && searched(gs.objects[i].zone) && gs.objects[i].owner == owner
            && Evaluator(gs, m_table.resolution().chars).matches(filter, probe, i);
    };
    const int wanted = a.amount.x ? amountOf(a) : std::max(1, a.amount.n);   // round 34: X cards (Insidious Dreams)
    QVector<int> found;
    for (const QString& id : a.each ? QStringList() : m_event.choices.objects)   // round 38: "all cards", none chosen
        if (const int i = gs.objectIndex(id); found.size() < wanted && fits(i) && !found.contains(i))
            found << i;
    const bool chosen = !found.isEmpty();
    for (int i = 0; !chosen && found.size() < wanted && i < gs.objects.size(); ++i)
        if (fits(i))
            found << i;
    const QString who = m_table.nameOf(searcher);
    if (found.isEmpty())
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 finds no matching card in the library as listed"), {who}));
    // Ids first: a move may change the indices of the objects after it.
    QStringList ids;
    for (int i : found)
        ids << gs.objects[i].id;
    // Round 34: several cards put on top in the order the owner chooses (401.4), the first named on top: each
    // put on top in turn, so the last one first.
    if (a.text == QLatin1String("top"))
        std::reverse(ids.begin(), ids.end());
    for (const QString& id : ids) {
        const int i = gs.objectIndex(id);
        const QString name = m_table.nameOf(id);
        if (a.reveal)   // round 34: also a card put on top (Congregation at Dawn, Enlightened Tutor)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {who, name}));
        if (a.text == QLatin1String("top")) {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "%1 finds %2 and puts it on top of the library after shuffling"), {who, name}));
            restack(gs, owner, {id}, {});   // the others' new order is hidden: they keep the order listed
            m_table.touched();
            continue;
        }
        if (a.text == QLatin1String("battlefield")) {
            EntryOptions entry;
            entry.tapped = a.tapped;
            entry.controller = searcher;
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield"), {who, name}));
            m_table.moveObject(i, Zone::Battlefield, entry);
        } else if (a.text == QLatin1String("graveyard")
            || (a.text == QLatin1String("hand_and_graveyard") && id != ids.first())) {   // round 34: the other card
            m_table.note(owner == searcher   // round 35: Life's Finale's search of an opponent's library, 404.1
                    ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their graveyard"), {who, name})
                    : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into its owner's graveyard"), {who, name}));
            m_table.moveObject(i, Zone::Graveyard);
        } else if (a.text == QLatin1String("exile")) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {name}));
            m_table.moveObject(i, Zone::Exile);
            // 607.2a: a permanent's ability links the card it exiles to that permanent (round 30: Hoarding
            // Dragon's "When ~ dies, you may put the exiled card into its owner's hand").
            if (m_item.kind != StackItem::Kind::Spell && !m_item.source.isEmpty())
                gs.objects[gs.objectIndex(id)].exiledWith = m_item.source;
        } else {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"), {who, name}));
            m_table.moveObject(i, Zone::Hand);
        }
    }
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 shuffles their library; the new order is hidden and not shown (701.20)"),
        {m_table.nameOf(owner)}));
}

// "Look at the top four cards of your library. Put one of them into your hand and the rest …" with the
// library the scenario lists from the top (events.md): the cards kept are the resolve event's
// `choices.objects` among those looked at (and matching the card it may be, "you may reveal a creature
// card from among them"), else the first that fit; "put all creature cards revealed this way" keeps
// every one that fits. The rest go where the card says; a random order among those put on the bottom
// is hidden, so they keep the order listed and the log says so.
void ActionPerformer::lookAtTop(const Action& a)
{
    GameState& gs = m_table.state();
    const QString looker = m_item.controller;
    // Round 33: "Look at the top card of target player's library. You may put that card into that player's
    // graveyard." (Lurking Informant): that player's library, the card to its owner's graveyard (404.1).
    const bool theirsToGraveyard = a.who == QLatin1String("target_player") && a.text == QLatin1String("back_any_order")
        && a.destination == Zone::Graveyard && !a.reveal;
    // and "Target player reveals the top card of their library" (Aven Windreader, 701.16a): theirs, revealed.
    // Round 36: also defending player's (Goblin Guide, 508.5a).
    const bool theirsRevealed = (a.who == QLatin1String("target_player") || a.who == QLatin1String("defending_player"))
        && a.text == QLatin1String("none") && a.reveal && !a.condition;
    // Round 35: several of that player's cards looked at, some exiled (Dimir Machinations, Sealed Fate), or one put back
    // and the rest into its owner's graveyard (Dimir Charm).
    // Round 35: also those revealed, some chosen for its owner's graveyard (Bamboozle).
    // Round 38: one of the top two looked at, not revealed, chosen for its owner's graveyard (Wu Spy).
    const bool theirsChosenToGraveyard = a.who == QLatin1String("target_player") && a.text == QLatin1String("back_any_order")
        && a.destination == Zone::Graveyard && (a.reveal || (a.keep == 1 && !a.amount.x && a.amount.n == 2));
    const bool theirsExiled = (a.who == QLatin1String("target_player") && a.text == QLatin1String("back_any_order")
        && a.destination == Zone::Exile) || theirsChosenToGraveyard;
    const bool theirsOneBack = a.who == QLatin1String("target_player") && a.text == QLatin1String("graveyard")
        && a.destination == Zone::Library && a.keep == 1;
    // Round 36: "… of target player's library. You may put that card on the bottom of that player's library." (Jace, the
    // Mind Sculptor; Coral Fighters' defending player's): that player's library, the card to its bottom (401.4).
    const bool theirsToBottom = (a.who == QLatin1String("target_player") || a.who == QLatin1String("defending_player"))
        && a.text == QLatin1String("bottom_any_order") && a.keep == 0 && !a.amount.x && a.amount.n == 1 && !a.object;
    // Round 36: "Defending player reveals the top card of their library. If it's a land card, that player puts it into
    // their hand." (Goblin Guide): that player's library, the card to its owner's hand if it fits, else left on top.
    const bool theirsKept = a.who == QLatin1String("defending_player") && a.text == QLatin1String("top") && a.reveal
        && a.keep == 1 && a.object && !a.destination && !a.amount.x && a.amount.n == 1;
    const QString library = theirsToGraveyard || theirsRevealed || theirsExiled || theirsOneBack || theirsToBottom || theirsKept
        ? players(a.who).value(0)
        : looker;
    QStringList looked;
    const int n = amountOf(a);
    for (int i : library.isEmpty() ? QVector<int>() : topOfLibrary(gs, library, n))
        looked << gs.objects[i].id;
    // Round 36: a card kept if it fits, the rest staying on top (Killer Instinct), is kept below.
    const bool keepsIfItFits = a.text == QLatin1String("none") && a.object && a.keep > 0 && a.who.isEmpty();
    if (a.text == QLatin1String("none") && a.reveal && (a.who.isEmpty() || theirsRevealed) && !keepsIfItFits) {   // kinship's "you may reveal it"
        for (const QString& id : looked)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {m_table.nameOf(library), m_table.nameOf(id)}));
        // Round 34: the one card revealed, still on top, is "that card" after it (608.2h): "that card's mana value"
        // (Baneful Omen, 202.3), "~ gets +X/+0 …, where X is that card's converted mana cost" (Stormchaser Chimera).
        if (looked.size() == 1 && !a.condition) {
            m_movedId = looked.first();
            m_movedIncarnation = gs.objects[gs.objectIndex(m_movedId)].incarnation;
        }
        return;
    }
    if (a.text == QLatin1String("none") && !keepsIfItFits) {   // "look at the top card of your library": a look changes nothing
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 looks at the top of a library; nothing moves"),
            {m_table.nameOf(looker)}));
        return;
    }
    if (theirsExiled || theirsOneBack) {   // (an empty library, or X 0: nothing is looked at, nothing moves)
        // The cards the resolve event's `choices.objects` names among those looked at (the one put back, for Dimir
        // Charm); "any number" is only those, and an exact number is made up with the first looked at (608.2d).
        const bool anyNumber = theirsExiled && !a.amount.x && a.keep == a.amount.n;
        QStringList chosen;
        for (const QString& id : m_event.choices.objects)
            if (looked.contains(id) && !chosen.contains(id) && chosen.size() < a.keep)
                chosen << id;
        for (int k = 0; !anyNumber && chosen.size() < a.keep && k < looked.size(); ++k)   // exactly that many: the first not named
            if (!chosen.contains(looked[k]))
                chosen << looked[k];
        for (const QString& id : a.reveal ? looked : QStringList())
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {m_table.nameOf(library), m_table.nameOf(id)}));
        for (const QString& id : looked) {
            if (theirsChosenToGraveyard && chosen.contains(id)) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into its owner's graveyard"),
                    {m_table.nameOf(looker), m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Graveyard);
            } else if (theirsExiled && chosen.contains(id)) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Exile);
            } else if (theirsOneBack && !chosen.contains(id)) {   // 404.1: its owner's graveyard
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into its owner's graveyard"),
                    {m_table.nameOf(looker), m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Graveyard);
            }
        }
        if (theirsExiled && !looked.isEmpty())
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                "the order of the cards put back on top is hidden; they stay in the order listed"), {}));
        return;
    }
    if (a.text == QLatin1String("back_any_order") && a.destination == Zone::Graveyard && (a.who.isEmpty() || theirsToGraveyard)
        && !looked.isEmpty()) {
        // "Put any number of them into your graveyard and the rest back on top …": the cards the resolve
        // event's `choices.objects` names among those looked at, none when it names none.
        for (const QString& id : m_event.choices.objects)
            if (looked.contains(id)) {
                m_table.note(theirsToGraveyard
                        ? PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into its owner's graveyard"),
                              {m_table.nameOf(looker), m_table.nameOf(id)})
                        : PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their graveyard"),
                              {m_table.nameOf(looker), m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Graveyard);
            }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
            "the order of the cards put back on top is hidden; they stay in the order listed"), {}));
        return;
    }
    // Round 34: "Look at the top card of your library. If it's a creature card, you may reveal it and put it into your
    // hand." (Domri Rade): that card, if it fits and the resolve event does not decline (603.5); else it stays.
    if (a.text == QLatin1String("back_any_order") && !a.destination && a.object && a.reveal && a.keep == 1
        && a.amount.n == 1 && a.who.isEmpty() && looked.size() == 1) {
        const int i = gs.objectIndex(looked.first());
        ContinuousEffect probe;
        probe.controller = looker;
        probe.sourceIndex = m_sourceIndex;
        if (m_event.may && Evaluator(gs, m_table.resolution().chars).matches(cardInLibrary(a), probe, i)) {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {m_table.nameOf(looker), m_table.nameOf(looked.first())}));
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"),
                {m_table.nameOf(looker), m_table.nameOf(looked.first())}));
            m_table.moveObject(i, Zone::Hand);
        } else {
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 looks at the top of a library; nothing moves"),
                {m_table.nameOf(looker)}));
        }
        return;
    }
    if (theirsToBottom && !looked.isEmpty()) {   // the action is done only when its "you may" was (603.5)
        restack(gs, library, {}, looked);
        m_table.touched();
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put on the bottom of its owner's library"),
            {m_table.nameOf(looked.first())}));
        return;
    }
    if (a.text == QLatin1String("back_any_order") || (!a.who.isEmpty() && !theirsKept) || looked.isEmpty()) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
            "looking at the top of a library is not performed: the cards there and the one kept are hidden information "
            "Strata does not model"), {}));
        return;
    }
    const Selector filter = cardInLibrary(a);
    ContinuousEffect probe;
    probe.controller = looker;
    probe.sourceIndex = m_sourceIndex;
    auto fits = [&](const QString& id) {
        const int i = gs.objectIndex(id);
        return looked.contains(id) && (!a.object || Evaluator(gs, m_table.resolution().chars).matches(filter, probe, i));
    };
    // "Put all creature cards revealed this way into your hand": nothing to choose (round 32: unless the cards
    // are picked, "you may reveal any number of creature cards from among them", Lead the Stampede).
    // Round 40: of the top X too, `keep` 0 (Enshrined Memories): no cap but the cards looked at.
    const bool all = a.object && a.reveal && !a.amountOf && a.keep == a.amount.n && a.pick == 0;
    const int cap = all ? int(looked.size()) : a.keep;
    QStringList kept;
    for (const QString& id : all ? QStringList() : m_event.choices.objects)
        if (kept.size() < cap && fits(id) && !kept.contains(id))
            kept << id;
    const bool chosen = !kept.isEmpty();
    for (int k = 0; !chosen && kept.size() < cap && k < looked.size(); ++k)
        if (fits(looked[k]))
            kept << looked[k];
    QStringList rest;
    for (const QString& id : looked)
        if (!kept.contains(id))
            rest << id;
    const QString who = m_table.nameOf(theirsKept ? library : looker);
    if (theirsKept)   // the card is revealed whether or not it is kept (701.16a)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {who, m_table.nameOf(looked.first())}));
    // Round 34: "put one of those cards into your hand, one on top of your library, and one on the bottom" (Telling
    // Time): of the two left, the one `choices.objects` names after the card kept goes on top, else the first
    // looked at; the other goes on the bottom.
    if (a.text == QLatin1String("top_and_bottom") && !rest.isEmpty()) {
        QString top = rest.first();
        for (const QString& id : m_event.choices.objects)
            if (rest.contains(id)) {
                top = id;
                break;
            }
        rest.removeOne(top);
        restack(gs, looker, {top}, rest);
        m_table.touched();
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 on top of their library"), {who, m_table.nameOf(top)}));
        for (const QString& id : rest)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 on the bottom of their library"), {who, m_table.nameOf(id)}));
    }
    if (a.text.startsWith(QLatin1String("bottom"))) {
        restack(gs, looker, {}, rest);
        m_table.touched();
        for (const QString& id : rest)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 on the bottom of their library"), {who, m_table.nameOf(id)}));
        if (a.text == QLatin1String("bottom_random_order") && rest.size() > 1)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                "the random order of the cards put on the bottom is hidden; they stay in the order listed"), {}));
    }
    // "Reveal the top card …", "Reveal the top five cards …; you may put a creature card from among them …"
    // (round 34: not "If it's a creature card, you may reveal it …", Domri Rade: only the card kept is revealed)
    // (round 35: any card kept of several revealed, Reviving Vapors)
    const bool revealsAll = a.reveal && (a.amount.n == 1 || a.pick > 0 || !a.object) && a.text != QLatin1String("top");
    for (const QString& id : revealsAll ? looked : QStringList())
        if (!kept.contains(id))
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {who, m_table.nameOf(id)}));
    for (const QString& id : kept) {
        if (a.reveal && !theirsKept)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {who, m_table.nameOf(id)}));
        if (a.destination == Zone::Battlefield) {   // "If it's a land card, put it onto the battlefield"
            EntryOptions entry;
            entry.controller = looker;
            entry.tapped = a.tapped;   // Elvish Rejuvenator: "onto the battlefield tapped"
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 onto the battlefield"), {who, m_table.nameOf(id)}));
            m_table.moveObject(gs.objectIndex(id), Zone::Battlefield, entry);
            if (keepsIfItFits && kept.size() == 1) {   // round 36: "That creature gains haste …", "Sacrifice it …" (400.7)
                m_movedId = id;
                m_movedIncarnation = gs.objects[gs.objectIndex(id)].incarnation;
            }
            continue;
        }
        if (a.destination == Zone::Library) {   // "put it on top of your library" (Silhana Wayfinder)
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 on top of their library"), {who, m_table.nameOf(id)}));
            restack(gs, looker, {id}, {});
            m_table.touched();
            continue;
        }
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"), {who, m_table.nameOf(id)}));
        m_table.moveObject(gs.objectIndex(id), Zone::Hand);
        if (!a.object && kept.size() == 1) {   // "that card": "its mana value" after it (Dark Confidant)
            m_movedId = id;
            m_movedIncarnation = gs.objects[gs.objectIndex(id)].incarnation;
        }
    }
    if (a.text == QLatin1String("graveyard") || a.text == QLatin1String("exile") || a.text == QLatin1String("hand")) {
        for (const QString& id : rest) {
            if (a.text == QLatin1String("hand")) {   // "Otherwise, put it into your hand"
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their hand"), {who, m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Hand);
            } else if (a.text == QLatin1String("exile")) {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Exile);
            } else {
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 puts %2 into their graveyard"), {who, m_table.nameOf(id)}));
                m_table.moveObject(gs.objectIndex(id), Zone::Graveyard);
            }
        }
    }
}

// Round 36: "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library."
// (Painful Memories), "… two cards … Put them on top … in any order." (Agonizing Memories): the cards of that hand the
// resolve event's `choices.objects` names, else the first of that hand in objects order; they go on top of that
// player's library (401.4) in the order listed. Only the spell's controller sees the hand: nothing is revealed. Lost
// Hours: "Target player reveals their hand. You choose a nonland card from it. That player puts that card into their
// library third from the top.": a card of that kind, put with two cards above it.
void ActionPerformer::handCardsOnLibrary(const Action& a)
{
    GameState& gs = m_table.state();
    const QString victim = players(QStringLiteral("target_player")).value(0);
    const int wanted = std::max(1, a.pick);
    // Lost Hours: a nonland card only, of a hand revealed (701.16a), put third from the top.
    Selector filter = a.object.value_or(Selector{});
    filter.where = Selector::Where::Specific;
    filter.zone = Zone::Hand;
    filter.ref = Selector::Ref::None;
    ContinuousEffect probe;
    probe.controller = m_item.controller;
    auto inHand = [&](int i) {
        return i >= 0 && gs.objects[i].zone == Zone::Hand && gs.objects[i].owner == victim
            && Evaluator(gs, m_table.resolution().chars).matches(filter, probe, i);
    };
    QVector<int> chosen;
    for (const QString& id : m_event.choices.objects)
        if (const int i = gs.objectIndex(id); chosen.size() < wanted && inHand(i) && !chosen.contains(i))
            chosen << i;
    if (chosen.isEmpty())
        for (int i = 0; chosen.size() < wanted && i < gs.objects.size(); ++i)
            if (inHand(i))
                chosen << i;
    if (a.reveal) {   // Lost Hours: each card of that hand revealed
        for (const GameObject& o : gs.objects)
            if (o.zone == Zone::Hand && o.owner == victim)
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 reveals %2"), {m_table.nameOf(victim), m_table.nameOf(o.id)}));
    } else {   // the log lists the hand looked at, as "look at target player's hand" does
        Action look = a;
        look.who = QStringLiteral("target_player");
        lookAtHand(look);
    }
    if (victim.isEmpty() || chosen.isEmpty())
        return;
    if (a.amount.n > 1) {   // "into their library third from the top"
        const QString name = m_table.nameOf(gs.objects[chosen.first()].id);
        const int above = putOnTopOfLibrary(m_table, chosen.first(), a.amount.n);
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put into its owner's library with %2 cards above it"),
            {name, QString::number(above)}));
        return;
    }
    putEachOnLibrary(m_table, chosen, false);
}

// Impulse: "Exile the top card of your library. Until end of turn, you may play that card." The top cards
// of the library the scenario lists are exiled; the permission is the log's: the event player lets a
// later event cast the card from exile (601.2a: it casts from any zone but the battlefield and the
// stack) or move a land from exile onto the battlefield, and checks neither the permission nor its end.
void ActionPerformer::exileTopMayPlay(const Action& a)
{
    GameState& gs = m_table.state();
    const QString player = m_table.nameOf(m_item.controller);
    for (const QString& owner : players(a.who)) {
        QStringList top;
        for (int i : topOfLibrary(gs, owner, amountOf(a)))
            top << gs.objects[i].id;
        if (top.isEmpty())
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1's library lists no cards: nothing is exiled"),
                {m_table.nameOf(owner)}));
        for (const QString& id : top) {
            const QString name = m_table.nameOf(id);
            m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is exiled"), {name}));
            m_table.moveObject(gs.objectIndex(id), Zone::Exile);
            m_table.note(a.duration == Duration::NextTurnOfTargetPlayer
                    ? PlayText(QT_TRANSLATE_NOOP("PlayText",
                          "%1 may play %2 from exile until the end of their next turn (not checked: a later event casts or moves it)"),
                          {player, name})
                    : PlayText(QT_TRANSLATE_NOOP("PlayText",
                          "%1 may play %2 from exile this turn (not checked: a later event casts or moves it)"),
                          {player, name}));
        }
    }
}

// 401.4: objects put on top of or at the bottom of their owners' libraries.
void ActionPerformer::putOnLibrary(const Action& a)
{
    GameState& gs = m_table.state();
    auto putOnTop = [&](int card) {
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put on top of its owner's library"),
            {m_table.nameOf(gs.objects[card].id)}));
        putOnTopOfLibrary(m_table, card);
    };
    // Round 21: "put a creature you control on top of its owner's library" (Nulltread Gargantuan): the one
    // the resolve event's choices name (608.2d).
    // Round 22: "put a card from your hand on the bottom of your library" (Amass the Components), "put two
    // cards from your hand on top of your library in any order": the ones the resolve event names, else
    // the first in the hand.
    if (a.pick > 0 && a.object && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Hand) {
        putEachOnLibrary(m_table, pickedObjects(a), a.text == QLatin1String("bottom"));
        return;
    }
    if (a.pick > 0 && a.object && a.text == QLatin1String("top")) {
        for (int i : pickedObjects(a))
            if (gs.objects[i].zone == Zone::Battlefield)
                putOnTop(i);
        return;
    }
    // Round 37: "put the cards in your hand on the bottom of your library in any order" (Arjun): every card of the hand,
    // in the order the scenario lists them (401.4: their owner orders them); "then draw that many cards" counts them (608.2c).
    if (a.each && a.object && !a.object->isRef() && a.object->where == Selector::Where::Specific && a.object->zone == Zone::Hand) {
        const QVector<int> hand = objectsOf(*a.object);
        putEachOnLibrary(m_table, hand, a.text == QLatin1String("bottom"));
        m_thisWay = int(hand.size());
        return;
    }
    // "you may put a land card from your graveyard on top of your library": one chosen as it resolves
    if (a.object && !a.object->isRef() && a.object->where == Selector::Where::Specific
        && a.object->zone == Zone::Graveyard && a.text == QLatin1String("top")) {
        const int card = cardChosenFrom(m_table, Zone::Graveyard, m_event.choices.objects, m_item.controller, *a.object,
            m_item.controller);
        if (card >= 0)
            putOnTop(card);
        return;
    }
    // 401.4: the objects the ability names, each to its owner's library: a card in a graveyard, a permanent
    // ("put target creature on the bottom of its owner's library", Banishing Stroke; Tel-Jilad Stylus's
    // permanent you own), several targets (Plow Under) or every object of a kind (Hallowed Burial).
    if (a.object && (a.object->isRef() || a.each)) {
        QVector<int> objects = objectsOf(*a.object);
        if (objects.isEmpty() && a.object->isRef()) {   // 608.2b: the target is gone
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "the object it names is no longer there; that part does nothing (400.7)"), {}));
            return;
        }
        // Round 32: "Put Sanguine Sacrament on the bottom of its owner's library.": the resolving spell itself,
        // which then does not go to the graveyard (608.2n).
        const bool spellItself = a.object->ref == Selector::Ref::Self && m_item.kind == StackItem::Kind::Spell;
        // Round 37: the card ~ became in exile, after "~ … is put into exile from the battlefield" (God-Eternal
        // Oketra): the card where it went (603.6c, 400.7), the one object of it the trigger refers to.
        const bool selfWhereItWent = a.object->ref == Selector::Ref::Self && m_item.trigger.refersTo == m_item.source
            && m_item.trigger.refersToIncarnation >= 0;
        objects.removeIf([&](int i) {
            const bool resolving = spellItself && gs.objects[i].zone == Zone::Stack && gs.objects[i].id == m_item.id;
            const bool exiledSelf = selfWhereItWent && gs.objects[i].zone == Zone::Exile;
            return gs.objects[i].zone != Zone::Graveyard && gs.objects[i].zone != Zone::Battlefield && !resolving && !exiledSelf;
        });
        // Round 34: "into its owner's library third from the top" (Teferi, Hero of Dominaria).
        if (a.amount.n > 1 && a.text == QLatin1String("top")) {
            for (int i : objects) {
                const QString name = m_table.nameOf(gs.objects[i].id);
                const int above = putOnTopOfLibrary(m_table, i, a.amount.n);
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 is put into its owner's library with %2 cards above it"),
                    {name, QString::number(above)}));
            }
            return;
        }
        putEachOnLibrary(m_table, objects, a.text == QLatin1String("bottom"));
        return;
    }
    m_table.note(PlayText(
        QT_TRANSLATE_NOOP("PlayText", "%1 is not performed: Strata does not model it"), {canonicalName(a.kind)}));
}


}   // namespace strata
