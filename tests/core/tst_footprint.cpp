// What an effect's footprint says it reads and writes by card type and subtype (613.8a candidates):
// a pair leaves the candidates only when one cannot change what the other looks at.
#include "engine/EffectFootprint.h"
#include <QtTest>

using namespace strata;

namespace {

SubtypeId subtype(const char* name)
{
    const std::optional<SubtypeId> id = SubtypeRegistry::instance().find(QString::fromLatin1(name));
    if (!id)
        qFatal("tst_footprint: subtype %s missing from the registry", name);
    return *id;
}

ContinuousEffect effect(const Selector& affects, const QVector<Op>& ops)
{
    ContinuousEffect e;
    e.id = QStringLiteral("e");
    EffectPart part;
    part.affects = QSharedPointer<Selector>::create(affects);
    part.ops = ops;
    e.parts << part;
    e.chosenSubtypeKnown = true;
    return e;
}

Selector ofTypes(CardType t)
{
    Selector s;
    s.types = quint16(t);
    return s;
}

Op typesOp(Op::Kind kind, CardType t)
{
    Op op;
    op.kind = kind;
    op.cardTypes = quint16(t);
    return op;
}

Op subtypesOp(Op::Kind kind, const char* name)
{
    Op op;
    op.kind = kind;
    op.subtypes << subtype(name);
    return op;
}

// Opalescence: each other non-Aura enchantment is a creature.
ContinuousEffect opalescence()
{
    Selector s = ofTypes(CardType::Enchantment);
    s.notSubtypes << subtype("Aura");
    return effect(s, {typesOp(Op::Kind::AddTypes, CardType::Creature)});
}

}   // namespace

class FootprintTest : public QObject {
    Q_OBJECT
private slots:
    void cardTypesReadAreTheSelectorsTypes()
    {
        QCOMPARE(cardTypesRead(opalescence()), quint16(CardType::Enchantment));
        QCOMPARE(cardTypesRead(effect(ofTypes(CardType::Land), {})), quint16(CardType::Land));
    }

    void anAmountReadingTypesReadsEveryType()
    {
        // Tarmogoyf-like: "the number of card types among cards in all graveyards".
        Op pt;
        pt.kind = Op::Kind::SetPT;
        Expr amount;
        amount.kind = Expr::Kind::CardTypesInGraveyards;
        pt.power = amount;
        pt.toughness = amount;
        QCOMPARE(cardTypesRead(effect(Selector(), {pt})), kAnyCardType);
    }

    void addingWritesTheTypesAddedSettingWritesEvery()
    {
        // 613.8a: "is a creature in addition" cannot change what "lands" means (Yavimaya, Urborg).
        const ContinuousEffect opal = opalescence();
        QCOMPARE(cardTypesWritten(opal, Layer::L4), quint16(CardType::Creature));
        QVERIFY(!(cardTypesRead(effect(ofTypes(CardType::Land), {})) & cardTypesWritten(opal, Layer::L4)));
        // Song of the Dryads sets the types: any type may go.
        const ContinuousEffect song = effect(Selector(), {typesOp(Op::Kind::SetTypes, CardType::Land)});
        QCOMPARE(cardTypesWritten(song, Layer::L4), kAnyCardType);
        QCOMPARE(cardTypesWritten(opal, Layer::L7b), quint16(0));
    }

    void addingACardTypeWritesNoSubtype()
    {
        // 205.1a: subtypes go only with their card type; Life and Limb reads Forests and Saprolings.
        QVERIFY(subtypeKeysWritten(opalescence(), Layer::L4).isEmpty());
    }

    void settingASubtypeWritesItsKind()
    {
        // Blood Moon replaces land types (305.7): a reader of Forests is a candidate, a reader of
        // Auras (Opalescence) is not.
        const ContinuousEffect moon = effect(ofTypes(CardType::Land), {subtypesOp(Op::Kind::SetSubtypes, "Mountain")});
        const AbilityKeys written = subtypeKeysWritten(moon, Layer::L4);
        QVERIFY(!written.any);
        Selector forests;
        forests.subtypes << subtype("Forest");
        QVERIFY(subtypeKeysRead(effect(forests, {})).overlaps(written));
        QVERIFY(!subtypeKeysRead(opalescence()).overlaps(written));
        // Adding a subtype writes that name alone: Hivestone's Slivers are not Forests.
        const ContinuousEffect hivestone
            = effect(ofTypes(CardType::Creature), {subtypesOp(Op::Kind::AddSubtypes, "Sliver")});
        QVERIFY(!subtypeKeysRead(effect(forests, {})).overlaps(subtypeKeysWritten(hivestone, Layer::L4)));
    }

    void anUnknownChosenTypeWritesAny()
    {
        Op conspiracy;
        conspiracy.kind = Op::Kind::SetSubtypes;
        conspiracy.subtypeChosen = true;
        ContinuousEffect e = effect(ofTypes(CardType::Creature), {conspiracy});
        e.chosenSubtypeKnown = false;
        QVERIFY(subtypeKeysWritten(e, Layer::L4).any);
        // Known: the chosen creature type and what replaces creature types, not Auras.
        e.chosenSubtypeKnown = true;
        e.chosenSubtype = subtype("Elf");
        const AbilityKeys written = subtypeKeysWritten(e, Layer::L4);
        QVERIFY(!written.any);
        QVERIFY(written.names.contains(QStringLiteral("Elf")));
        QVERIFY(!subtypeKeysRead(opalescence()).overlaps(written));
    }

    void aControlMagicReadsControlAtItsSourceAlone()
    {
        // Control Magic's "you" is its source's controller: another control effect (layer 2) can
        // matter to it only on that source, so the pair is decided there (613.8a).
        Selector enchanted = ofTypes(CardType::Creature);
        enchanted.enchanted = true;
        Op gain;
        gain.kind = Op::Kind::GainControl;
        ContinuousEffect magic = effect(enchanted, {gain});
        const GameState state;
        StageFootprint f = footprintIn(magic, Layer::L2, state);
        QVERIFY(f.reads & FacetControl);
        QVERIFY(f.readsAtSourceOnly & FacetControl);
        QVERIFY(f.readsAtSourceOnly & FacetAbilityLoss);
        // "Gain control of each creature your opponents control" reads control everywhere.
        Selector theirs = ofTypes(CardType::Creature);
        theirs.controller = Selector::Who::Opponent;
        f = footprintIn(effect(theirs, {gain}), Layer::L2, state);
        QVERIFY(f.reads & FacetControl);
        QVERIFY(!(f.readsAtSourceOnly & FacetControl));
        // Outside layer 2 no control effect is left to change its source's controller.
        QVERIFY(!(footprintIn(magic, Layer::L6, state).readsAtSourceOnly & FacetControl));
    }
};

QTEST_GUILESS_MAIN(FootprintTest)
#include "tst_footprint.moc"
