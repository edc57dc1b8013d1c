#include "TokenCopies.h"
#include "ActionPerformer.h"
#include "engine/CopyLocks.h"
#include "model/ResolvableAbilities.h"

namespace strata {

namespace {

// A layer-1 effect (a copy effect or a form chosen as it entered, 613.2a) applied to the object.
bool copiableValuesChanged(const Resolution& res, int index)
{
    for (const TraceStep& step : res.steps)
        if ((step.layerId == Layer::L1a || step.layerId == Layer::L1b) && step.applied && step.affected.contains(index))
            return true;
    return false;
}

// 707.9: "except it has haste", "except it isn't legendary": the exceptions are part of the token's
// copiable values, so they are written into the face it is made of.
void applyExceptions(const CopyExceptions& ex, CardFace& face)
{
    face.type.cardTypes |= ex.addTypes;
    face.type.supertypes |= ex.addSupertypes;
    face.type.supertypes &= quint8(~ex.removeSupertypes);
    for (SubtypeId id : ex.addSubtypes)
        face.type.addSubtype(id);
    if (ex.power)
        face.power = PrintedNumber{*ex.power, QString::number(*ex.power)};
    if (ex.toughness)
        face.toughness = PrintedNumber{*ex.toughness, QString::number(*ex.toughness)};
    face.abilities += ex.addAbilities;
    if (ex.ifCreature && face.type.has(CardType::Creature))   // asked of the copy as the rest left it (707.9f)
        applyExceptions(*ex.ifCreature, face);
}

// Whether the object copies a face-down one (708.2: its copiable values are then those the face-down
// status gives, which the values of layer 1a alone don't say).
bool copiesFaceDown(const GameState& state, const GameObject& original)
{
    const GameObject* copied = original.choices.copyOf.isEmpty() ? nullptr : state.object(original.choices.copyOf);
    const QString entering = original.id + QStringLiteral("#copy");
    return (copied && copied->faceDown) || std::any_of(state.copyLocks.cbegin(), state.copyLocks.cend(),
        [&entering](const CopyLock& lock) { return lock.effectId == entering && lock.faceDown; });
}

}   // namespace

CardPtr tokenCopyCard(const GameState& state, const GameObject& original, const Resolution& res, int index,
    const CopyExceptions* except, TokenCopyRefusal* why)
{
    *why = TokenCopyRefusal::None;
    if (original.faceDown) {   // 708.2: its copiable values are those its face-down status gives
        *why = TokenCopyRefusal::FaceDown;
        return {};
    }
    if (!original.choices.copyOf.isEmpty() || copiableValuesChanged(res, index)) {
        // 707.3: a copy of an object a copy effect changed copies the values that effect gives, its
        // exceptions among them (707.9b: Progenitor Mimic's token of itself has its upkeep trigger).
        if (copiesFaceDown(state, original)) {
            *why = TokenCopyRefusal::FaceDown;
            return {};
        }
        auto card = std::make_shared<Card>(*copiableValuesCard(state, index));
        card->token = true;
        if (except)
            applyExceptions(*except, card->front);
        card->resourcePath = original.card->resourcePath;
        return card;
    }
    auto card = std::make_shared<Card>();
    card->token = true;
    // 707.8: of a double-faced permanent, only the face that is up is copied.
    card->front = printedFace(original);
    if (except)
        applyExceptions(*except, card->front);
    card->resourcePath = original.card->resourcePath;
    return card;
}

// 111.2: the tokens an effect creates, the card's own or the library's by name. "Its controller creates
// …", "each opponent creates …": that player's tokens. How many, and an X/X token's X, may be counted
// as the effect resolves (608.2h): "for each land you control", "where X is the number of …".
void ActionPerformer::createTokens(const Action& a)
{
    CardPtr token = a.token;
    const bool xPowerToughness = token && token->front.power && token->front.power->text == QLatin1String("X");
    int n = a.amount.x || (a.amountOf && !xPowerToughness) ? amountOf(a) : std::max(1, a.amount.n);
    if (xPowerToughness) {   // 107.3: X is one number as the effect resolves
        const int x = amountOf(a);
        auto sized = std::make_shared<Card>(*token);
        sized->front.power = PrintedNumber{x, QString::number(x)};
        sized->front.toughness = PrintedNumber{x, QString::number(x)};
        token = sized;
        if (!a.amount.x)
            n = std::max(1, a.amount.n);
    }
    const QStringList creators = a.who.isEmpty() ? QStringList{m_item.controller} : players(a.who);
    for (const QString& creator : creators)
        for (int k = 0; k < n; ++k) {
            m_createdId = token ? m_table.createToken(token, creator) : m_table.createToken(a.text, creator);
            GameState& gs = m_table.state();
            if (const int i = gs.objectIndex(m_createdId); a.tapped && i >= 0 && !gs.objects[i].tapped) {
                gs.objects[i].tapped = true;   // "create a tapped 2/2 … token": it enters tapped (111.2)
                m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters tapped"), {m_table.nameOf(m_createdId)}));
            }
            if (const int i = gs.objectIndex(m_createdId); a.attacking && i >= 0)
                attackAlongside(i);
        }
}

// 508.4: a token put onto the battlefield attacking attacks the player or planeswalker its source
// attacks, or else the next player in turn order (the scenario's "attacking: true"); it was never
// declared as an attacker, so no "whenever … attacks" triggers (508.3a).
void ActionPerformer::attackAlongside(int token)
{
    GameState& gs = m_table.state();
    const int source = gs.objectIndex(m_item.source);
    GameObject& o = gs.objects[token];
    o.attacking = true;
    o.attackTarget = source >= 0 && gs.objects[source].attacking ? gs.objects[source].attackTarget : QString();
    m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText", "%1 enters attacking (508.4)"), {m_table.nameOf(o.id)}));
}

// 707.2, 111.1: a token that's a copy of each object named, made from its copiable values as they
// are now, locked (the token keeps them when the original later leaves or changes).
void ActionPerformer::createTokenCopies(const Action& a)
{
    if (!a.object)
        return;
    const GameState& gs = m_table.state();
    const QVector<int> originals = objectsOf(*a.object);
    // 608.2h: a copy of the source uses its last known copiable values (Polyraptor dealt lethal
    // damage still makes its token); Strata keeps none once it has left, so it makes no token.
    if (originals.isEmpty() && a.object->ref == Selector::Ref::Self)
        m_table.note(PlayText(QT_TRANSLATE_NOOP("PlayText",
                                  "no copy of %1 is created: Strata does not keep its last known copiable values "
                                  "once it has left the battlefield (608.2h)"),
            {m_table.nameOf(m_item.source)}));
    else if (originals.isEmpty())
        m_table.note(PlayText(
            QT_TRANSLATE_NOOP("PlayText", "the object it names is no longer there; that part does nothing (400.7)"),
            {}));
    for (int i : originals) {
        TokenCopyRefusal why;
        const CardPtr copy = tokenCopyCard(gs, gs.objects[i], m_table.resolution(), i, a.copyExcept.data(), &why);
        if (!copy) {
            m_table.note(PlayText(
                QT_TRANSLATE_NOOP("PlayText", "no copy of %1 is created: Strata does not build a face-down object's copiable values (708.2)"),
                {m_table.nameOf(gs.objects[i].id)}));
            continue;
        }
        // "Its controller creates …": that player's token (111.2); nobody's when the player is unknown.
        const QString creator = a.who.isEmpty() ? m_item.controller : players(a.who).value(0);
        for (int k = 0, n = a.amount.x ? amountOf(a) : std::max(1, a.amount.n); creator.size() && k < n; ++k)
            m_createdId = m_table.createToken(copy, creator);
    }
}

}   // namespace strata
