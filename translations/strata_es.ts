<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AddEffectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/AddEffectCommand.cpp" line="9"/>
        <source>Resolve %1</source>
        <translation>Resolver %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/AddEffectCommand.cpp" line="11"/>
        <source>Resolve ability %1 of %2</source>
        <translation>Resolver la habilidad %1 de %2</translation>
    </message>
</context>
<context>
    <name>AddObjectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/AddObjectCommand.cpp" line="8"/>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
</context>
<context>
    <name>AttachCommand</name>
    <message>
        <location filename="../app/ui/document/commands/AttachCommand.cpp" line="14"/>
        <source>Unattach %1</source>
        <translation>Desanexar %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/AttachCommand.cpp" line="17"/>
        <source>Attach %1 to %2</source>
        <translation>Anexar %1 a %2</translation>
    </message>
</context>
<context>
    <name>CardContextMenu</name>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="56"/>
        <source>%1 (%2)</source>
        <comment>a target: name (id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="64"/>
        <source>Click the target on the board…</source>
        <translation>Haz clic en el objetivo sobre el tablero…</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="71"/>
        <source>%1 (click its targets)</source>
        <translation>%1 (haz clic en sus objetivos)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="77"/>
        <source>%1
Leaves no continuous effect.</source>
        <translation>%1
No deja ningún efecto continuo.</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="41"/>
        <source>%1 (granted by %2)</source>
        <comment>a menu entry: ability text, effect id</comment>
        <translation>%1 (otorgada por %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="137"/>
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="137"/>
        <source>Tap</source>
        <translation>Girar</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="142"/>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="152"/>
        <source>Add a %1 counter</source>
        <translation>Añadir un contador %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="158"/>
        <source>Remove a %1 counter (%2 now)</source>
        <translation>Quitar un contador %1 (ahora %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="165"/>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="168"/>
        <source>Mark 1 more damage (%1 now)</source>
        <translation>Marcar 1 punto de daño más (ahora %1)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="173"/>
        <source>Remove all damage</source>
        <translation>Quitar todo el daño</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="178"/>
        <source>Unattach</source>
        <translation>Desanexar</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="183"/>
        <source>Record an event</source>
        <translation>Registrar un evento</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardContextMenu.cpp" line="188"/>
        <source>Remove from the board</source>
        <translation>Quitar del tablero</translation>
    </message>
</context>
<context>
    <name>CardPresenter</name>
    <message>
        <location filename="../app/ui/board/CompactCardFace.cpp" line="201"/>
        <source>#%1</source>
        <comment>a card&apos;s timestamp in its corner</comment>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardDecorations.cpp" line="83"/>
        <source>controlled by %1</source>
        <comment>tag under a card: the player who controls it now</comment>
        <translation>controlada por %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardDecorations.cpp" line="87"/>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="107"/>
        <source>%1 ×%2</source>
        <comment>a counter badge: kind × count</comment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="109"/>
        <source>%1 counters: %2 (placed at timestamp %3)</source>
        <translation>Contadores %1: %2 (puestos con orden de llegada %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/CardPresentation.cpp" line="119"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n punto de daño</numerusform>
            <numerusform>%n puntos de daño</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/CardPresentation.cpp" line="121"/>
        <source>%n damage marked this turn, from a source with deathtouch</source>
        <translation>
            <numerusform>%n punto de daño marcado este turno, de una fuente con toque mortal</numerusform>
            <numerusform>%n puntos de daño marcados este turno, de una fuente con toque mortal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/CardPresentation.cpp" line="122"/>
        <source>%n damage marked this turn</source>
        <translation>
            <numerusform>%n punto de daño marcado este turno</numerusform>
            <numerusform>%n puntos de daño marcados este turno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="140"/>
        <source>Toughness 0</source>
        <translation>Resistencia 0</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="142"/>
        <source>Lethal damage</source>
        <translation>Daño letal</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="144"/>
        <source>Deathtouch</source>
        <translation>Toque mortal</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="146"/>
        <source>No loyalty</source>
        <translation>Sin lealtad</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="148"/>
        <source>Legend rule</source>
        <translation>Regla de leyendas</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="150"/>
        <source>Aura falls off</source>
        <translation>El Aura se cae</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="152"/>
        <source>Becomes unattached</source>
        <translation>Se desanexa</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="154"/>
        <source>Counters cancel</source>
        <translation>Los contadores se anulan</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="157"/>
        <source>%1 · %2</source>
        <comment>ribbon on a card: state-based action · rule</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="185"/>
        <source>Face-down %1</source>
        <comment>a face-down permanent and its power/toughness</comment>
        <translation>Boca abajo %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="227"/>
        <source>In hand</source>
        <translation>En la mano</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="230"/>
        <source>In the library</source>
        <translation>En la biblioteca</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="233"/>
        <source>On the stack</source>
        <translation>En la pila</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="236"/>
        <source>In the command zone</source>
        <translation>En la zona de mando</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="243"/>
        <source>Attached to %1</source>
        <comment>an Aura attached to a player</comment>
        <translation>Anexada a %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="279"/>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:#8a5a12&apos;&gt;(printed: %2)&lt;/span&gt;</source>
        <comment>tooltip: computed value and printed value</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:#8a5a12&apos;&gt;(impreso: %2)&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="281"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="286"/>
        <source>&lt;i&gt;Imported card: %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Carta importada: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="288"/>
        <source>Colors: %1</source>
        <translation>Colores: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="291"/>
        <source>Power/toughness: %1</source>
        <translation>Fuerza/resistencia: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="293"/>
        <source>Loyalty: %1</source>
        <translation>Lealtad: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="300"/>
        <source>• %1 &lt;i&gt;(text changed)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(texto cambiado)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="304"/>
        <source>• %1 &lt;i&gt;(gained)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(ganada)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="305"/>
        <source>• %1 &lt;i&gt;(from %2)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(de %2)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="308"/>
        <source>• &lt;s&gt;%1&lt;/s&gt; &lt;i&gt;(lost)&lt;/i&gt;</source>
        <translation>• &lt;s&gt;%1&lt;/s&gt; &lt;i&gt;(perdida)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="312"/>
        <source>Controller: %1</source>
        <translation>Controlador: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="313"/>
        <source>Timestamp %1 · id %2</source>
        <translation>Orden de llegada %1 · id %2</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="208"/>
        <source>kindred</source>
        <translation>tribal</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="209"/>
        <source>enchantment</source>
        <translation>encantamiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="210"/>
        <source>artifact</source>
        <translation>artefacto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="211"/>
        <source>land</source>
        <translation>tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="212"/>
        <source>creature</source>
        <translation>criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="213"/>
        <source>planeswalker</source>
        <translation>planeswalker</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="214"/>
        <source>battle</source>
        <translation>batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="215"/>
        <source>instant</source>
        <translation>instantáneo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="216"/>
        <source>sorcery</source>
        <translation>conjuro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="219"/>
        <source>kindreds</source>
        <translation>tribales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="220"/>
        <source>enchantments</source>
        <translation>encantamientos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="221"/>
        <source>artifacts</source>
        <translation>artefactos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="222"/>
        <source>lands</source>
        <translation>tierras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="223"/>
        <source>creatures</source>
        <translation>criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="224"/>
        <source>planeswalkers</source>
        <translation>planeswalkers</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="225"/>
        <source>battles</source>
        <translation>batallas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="226"/>
        <source>instants</source>
        <translation>instantáneos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="227"/>
        <source>sorceries</source>
        <translation>conjuros</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="152"/>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="153"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="154"/>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="155"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="156"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="166"/>
        <source>white</source>
        <comment>adjective, masculine singular</comment>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="167"/>
        <source>white</source>
        <comment>adjective, feminine singular</comment>
        <translation>blanca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="168"/>
        <source>white</source>
        <comment>adjective, masculine plural</comment>
        <translation>blancos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="169"/>
        <source>white</source>
        <comment>adjective, feminine plural</comment>
        <translation>blancas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="172"/>
        <source>blue</source>
        <comment>adjective, masculine singular</comment>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="173"/>
        <source>blue</source>
        <comment>adjective, feminine singular</comment>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="174"/>
        <source>blue</source>
        <comment>adjective, masculine plural</comment>
        <translation>azules</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="175"/>
        <source>blue</source>
        <comment>adjective, feminine plural</comment>
        <translation>azules</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="178"/>
        <source>black</source>
        <comment>adjective, masculine singular</comment>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="179"/>
        <source>black</source>
        <comment>adjective, feminine singular</comment>
        <translation>negra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="180"/>
        <source>black</source>
        <comment>adjective, masculine plural</comment>
        <translation>negros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="181"/>
        <source>black</source>
        <comment>adjective, feminine plural</comment>
        <translation>negras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="184"/>
        <source>red</source>
        <comment>adjective, masculine singular</comment>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="185"/>
        <source>red</source>
        <comment>adjective, feminine singular</comment>
        <translation>roja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="186"/>
        <source>red</source>
        <comment>adjective, masculine plural</comment>
        <translation>rojos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="187"/>
        <source>red</source>
        <comment>adjective, feminine plural</comment>
        <translation>rojas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="190"/>
        <source>green</source>
        <comment>adjective, masculine singular</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="191"/>
        <source>green</source>
        <comment>adjective, feminine singular</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="192"/>
        <source>green</source>
        <comment>adjective, masculine plural</comment>
        <translation>verdes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="193"/>
        <source>green</source>
        <comment>adjective, feminine plural</comment>
        <translation>verdes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="199"/>
        <source>colorless</source>
        <comment>adjective, masculine singular</comment>
        <translation>incoloro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="200"/>
        <source>colorless</source>
        <comment>adjective, feminine singular</comment>
        <translation>incolora</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="201"/>
        <source>colorless</source>
        <comment>adjective, masculine plural</comment>
        <translation>incoloros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="202"/>
        <source>colorless</source>
        <comment>adjective, feminine plural</comment>
        <translation>incoloras</translation>
    </message>
</context>
<context>
    <name>CombatDrag</name>
    <message>
        <location filename="../app/ui/combat/CombatDrag.cpp" line="62"/>
        <source>%1 blocks %2</source>
        <translation>%1 bloquea a %2</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/CombatDrag.cpp" line="68"/>
        <location filename="../app/ui/combat/CombatDrag.cpp" line="76"/>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
</context>
<context>
    <name>DamageDivision</name>
    <message>
        <location filename="../app/ui/combat/DamageDivision.cpp" line="108"/>
        <source>%1 assigns %2 combat damage, but its power is %3: it assigns all of it</source>
        <translation>%1 asigna %2 puntos de daño de combate, pero su fuerza es %3: debe asignar todo su daño</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageDivision.cpp" line="118"/>
        <source>%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to the player</source>
        <translation>%1 tiene la habilidad de arrollar, pero asigna %2 puntos de daño a %3, menos que el daño letal de %4, y parte al jugador</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="13"/>
        <source>toughness 0 or less</source>
        <translation>resistencia 0 o menos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="14"/>
        <source>lethal damage</source>
        <translation>daño letal</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="15"/>
        <source>damage from a source with deathtouch</source>
        <translation>daño de una fuente con toque mortal</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="16"/>
        <source>no loyalty</source>
        <translation>sin lealtad</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="17"/>
        <source>legend rule</source>
        <translation>regla de leyendas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="18"/>
        <source>Aura attached illegally or to nothing</source>
        <translation>Aura anexada ilegalmente o a nada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="19"/>
        <source>attached illegally</source>
        <translation>anexado ilegalmente</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="20"/>
        <source>+1/+1 and -1/-1 counters cancel out</source>
        <translation>los contadores +1/+1 y -1/-1 se anulan</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="58"/>
        <source>every word</source>
        <comment>type line capitalisation: answer &quot;every word&quot; (Legendary Enchantment Creature) or &quot;first word&quot; (Criatura encantamiento legendaria)</comment>
        <translation>first word</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="77"/>
        <source>%1 %2</source>
        <comment>type line: a card type put before the main card type (Enchantment Creature)</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="89"/>
        <source>%1 %2</source>
        <comment>type line: the supertypes put before the card types (Legendary Snow Creature)</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="96"/>
        <source>every creature type</source>
        <translation>todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="107"/>
        <source>%1 — %2</source>
        <comment>type line: types — subtypes</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="125"/>
        <source>colorless</source>
        <translation>incoloro</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="131"/>
        <source>, </source>
        <comment>between colour names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="149"/>
        <source>%1 (%2)</source>
        <comment>a state-based action and its rule</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>EditChecks</name>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="10"/>
        <source>No object or player has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto ni jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="17"/>
        <source>No object has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="19"/>
        <source>No player has the id &quot;%1&quot;.</source>
        <translation>Ningún jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="21"/>
        <source>&quot;%1&quot; is not a creature type.</source>
        <translation>«%1» no es un tipo de criatura.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="23"/>
        <source>&quot;%1&quot; is not a basic land type.</source>
        <translation>«%1» no es un tipo de tierra básica.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="25"/>
        <source>&quot;%1&quot; is not a card type.</source>
        <translation>«%1» no es un tipo de carta.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="27"/>
        <source>X can&apos;t be negative.</source>
        <translation>X no puede ser negativo.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="30"/>
        <source>Modes are numbered from 1.</source>
        <translation>Los modos se numeran a partir de 1.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="32"/>
        <source>A text change needs both the word it replaces and the new word.</source>
        <translation>Un cambio de texto necesita la palabra que reemplaza y la palabra nueva.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="57"/>
        <source>%1 is attached, through others, to %2: attaching it there would make a circle.</source>
        <translation>%1 está anexado, a través de otros, a %2: anexarlo ahí formaría un círculo.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="64"/>
        <source>%1 copies %2, directly or through others: one of them entered first.</source>
        <translation>%1 copia a %2, directamente o a través de otros: uno de ellos entró primero.</translation>
    </message>
</context>
<context>
    <name>EventJson</name>
    <message>
        <location filename="../app/ui/document/EventJson.cpp" line="40"/>
        <source>There is no event %1.</source>
        <translation>No hay evento %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/EventJson.cpp" line="46"/>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/EventJson.cpp" line="51"/>
        <source>Write exactly one event.</source>
        <translation>Escribe exactamente un evento.</translation>
    </message>
</context>
<context>
    <name>EventMenu</name>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="30"/>
        <source>%1 (%2)</source>
        <comment>a permanent: name (id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="76"/>
        <source>Cast %1</source>
        <translation>Lanzar %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="88"/>
        <source>Activate: %1</source>
        <translation>Activar: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="92"/>
        <source>Move to</source>
        <translation>Mover a</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="94"/>
        <source>The battlefield</source>
        <translation>El campo de batalla</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="95"/>
        <source>Its owner&apos;s graveyard</source>
        <translation>El cementerio de su propietario</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="95"/>
        <source>Exile</source>
        <translation>Exilio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="96"/>
        <source>Its owner&apos;s hand</source>
        <translation>La mano de su propietario</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="96"/>
        <source>Its owner&apos;s library</source>
        <translation>La biblioteca de su propietario</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="107"/>
        <source>%1 deals damage to</source>
        <translation>%1 hace daño a</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/EventMenu.cpp" line="116"/>
        <source>%n damage</source>
        <translation>
            <numerusform>%n daño</numerusform>
            <numerusform>%n daños</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="125"/>
        <source>Begin the combat damage step…</source>
        <translation>Comenzar el paso de daño de combate…</translation>
    </message>
    <message>
        <location filename="../app/ui/board/EventMenu.cpp" line="135"/>
        <source>Resolve %1</source>
        <translation>Resolver: %1</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="22"/>
        <source>Un</source>
        <comment>short for the untap step</comment>
        <translation>En</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="24"/>
        <source>Up</source>
        <comment>short for the upkeep step</comment>
        <translation>Ma</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="26"/>
        <source>Dr</source>
        <comment>short for the draw step</comment>
        <translation>Ro</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="28"/>
        <source>M1</source>
        <comment>short for main phase 1</comment>
        <translation>P1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="30"/>
        <source>BC</source>
        <comment>short for the beginning of combat step</comment>
        <translation>IC</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="32"/>
        <source>DA</source>
        <comment>short for the declare attackers step</comment>
        <translation>DA</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="34"/>
        <source>DB</source>
        <comment>short for the declare blockers step</comment>
        <translation>DB</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="36"/>
        <source>FS</source>
        <comment>short for the first-strike damage step</comment>
        <translation>DP</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="38"/>
        <source>CD</source>
        <comment>short for the combat damage step</comment>
        <translation>DC</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="40"/>
        <source>EC</source>
        <comment>short for the end of combat step</comment>
        <translation>FC</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="42"/>
        <source>M2</source>
        <comment>short for main phase 2</comment>
        <translation>P2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="44"/>
        <source>En</source>
        <comment>short for the end step</comment>
        <translation>Fi</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="46"/>
        <source>Cl</source>
        <comment>short for the cleanup step</comment>
        <translation>Li</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="55"/>
        <source>Untap</source>
        <translation>Enderezar</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="57"/>
        <source>Upkeep</source>
        <translation>Mantenimiento</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="59"/>
        <source>Draw</source>
        <translation>Robo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="61"/>
        <source>Main 1</source>
        <translation>Principal 1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="63"/>
        <source>Beginning of combat</source>
        <translation>Inicio del combate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="65"/>
        <source>Declare attackers</source>
        <translation>Declarar atacantes</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="67"/>
        <source>Declare blockers</source>
        <translation>Declarar bloqueadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="69"/>
        <source>First-strike damage</source>
        <translation>Daño de dañar primero</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="71"/>
        <source>Combat damage</source>
        <translation>Daño de combate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="73"/>
        <source>End of combat</source>
        <translation>Final del combate</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="75"/>
        <source>Main 2</source>
        <translation>Principal 2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="77"/>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="79"/>
        <source>Cleanup</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="106"/>
        <source>a copy of %1</source>
        <translation>una copia de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="108"/>
        <source>%1&apos;s activated ability</source>
        <translation>habilidad activada de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="110"/>
        <source>%1&apos;s delayed triggered ability</source>
        <translation>habilidad disparada retrasada de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="111"/>
        <source>%1&apos;s triggered ability</source>
        <translation>habilidad disparada de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="119"/>
        <source>the top of the stack</source>
        <translation>lo alto de la pila</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="132"/>
        <source>%1 enter the battlefield</source>
        <translation>%1 entran al campo de batalla</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="132"/>
        <source>%1 enters the battlefield</source>
        <translation>%1 entra al campo de batalla</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="138"/>
        <location filename="../app/ui/models/EventText.cpp" line="225"/>
        <source>%1 dies</source>
        <translation>%1 muere</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="139"/>
        <source>%1 are put into the graveyard</source>
        <translation>%1 van al cementerio</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="140"/>
        <source>%1 is put into the graveyard</source>
        <translation>%1 va al cementerio</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="143"/>
        <source>%1 are exiled</source>
        <translation>%1 se exilian</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="143"/>
        <source>%1 is exiled</source>
        <translation>%1 se exilia</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="145"/>
        <source>%1 are put into the hand</source>
        <translation>%1 van a la mano</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="145"/>
        <source>%1 is put into the hand</source>
        <translation>%1 va a la mano</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="147"/>
        <source>%1 are put into the library</source>
        <translation>%1 van a la biblioteca</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="147"/>
        <source>%1 is put into the library</source>
        <translation>%1 va a la biblioteca</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="149"/>
        <source>%1 change zone</source>
        <translation>%1 cambian de zona</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="158"/>
        <source>%1&apos;s life becomes %2</source>
        <translation>las vidas de %1 pasan a %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="160"/>
        <source>%1 has %2 poison counters</source>
        <translation>%1 tiene %2 contadores de veneno</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="163"/>
        <source>%1 is set up</source>
        <translation>%1 se prepara</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="164"/>
        <source>Nothing is set</source>
        <translation>No se cambia nada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="175"/>
        <source>%1 is cast</source>
        <translation>Se lanza %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="176"/>
        <source>%1 is cast (%2)</source>
        <comment>card, player</comment>
        <translation>Se lanza %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="179"/>
        <source>Ability %1 of %2 is activated</source>
        <translation>Se activa la habilidad %1 de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="181"/>
        <source>%1 resolves</source>
        <translation>Se resuelve: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="183"/>
        <source>%1 begins</source>
        <translation>Comienza: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="185"/>
        <source>Attackers are declared</source>
        <translation>Se declaran los atacantes</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="187"/>
        <source>Blockers are declared</source>
        <translation>Se declaran los bloqueadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="191"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 hace %2 daños a %3</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="213"/>
        <source>%1 triggers</source>
        <translation>se dispara %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="215"/>
        <source>%1 trigger</source>
        <translation>se disparan: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="217"/>
        <source>does nothing (its &quot;if&quot; is false now)</source>
        <translation>no hace nada (su «si» ya es falso)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="219"/>
        <source>does nothing (its targets are illegal)</source>
        <translation>no hace nada (sus objetivos son ilegales)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="225"/>
        <source>%1 die</source>
        <translation>mueren %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="229"/>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="231"/>
        <source>%1 loses</source>
        <translation>%1 pierde</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="242"/>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventText.cpp" line="244"/>
        <source>%1 — %2</source>
        <comment>an event — what followed</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ImportBadge</name>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="12"/>
        <source>understood</source>
        <comment>an imported card whose every ability Strata models</comment>
        <translation>entendida</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="14"/>
        <source>partly</source>
        <comment>an imported card with some abilities Strata does not model</comment>
        <translation>en parte</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="16"/>
        <source>text only</source>
        <comment>an imported card with no ability Strata models</comment>
        <translation>solo texto</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="23"/>
        <source>Imported: %1</source>
        <translation>Importada: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportBadge.cpp" line="25"/>
        <source>Not modelled: %1</source>
        <translation>Sin modelar: %1</translation>
    </message>
</context>
<context>
    <name>InsertEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/InsertEventCommand.cpp" line="8"/>
        <source>Record event %1</source>
        <translation>Registrar el evento %1</translation>
    </message>
</context>
<context>
    <name>Layer</name>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="14"/>
        <source>copy effects</source>
        <translation>efectos de copia</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="15"/>
        <source>face-down</source>
        <translation>boca abajo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="16"/>
        <source>control</source>
        <translation>control</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="17"/>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="18"/>
        <source>types</source>
        <translation>tipos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="19"/>
        <source>colors</source>
        <translation>colores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="20"/>
        <source>abilities</source>
        <translation>habilidades</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="21"/>
        <source>power/toughness from characteristic-defining abilities</source>
        <translation>fuerza/resistencia de habilidades que definen características</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="22"/>
        <source>power/toughness set to values</source>
        <translation>fuerza/resistencia fijadas en un valor</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="23"/>
        <source>effects on players</source>
        <translation>efectos sobre los jugadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="24"/>
        <source>effects on game rules</source>
        <translation>efectos sobre las reglas del juego</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="27"/>
        <source>power/toughness modified, counters</source>
        <translation>fuerza/resistencia modificadas, contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="28"/>
        <location filename="../app/ui/models/TraceText.cpp" line="33"/>
        <source>power and toughness switched</source>
        <translation>fuerza y resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="31"/>
        <source>power/toughness modified</source>
        <translation>fuerza/resistencia modificadas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="32"/>
        <source>counters</source>
        <translation>contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="49"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="51"/>
        <source>Game rules</source>
        <translation>Reglas del juego</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="52"/>
        <source>Layer %1</source>
        <translation>Capa %1</translation>
    </message>
</context>
<context>
    <name>MoveCardsCommand</name>
    <message>
        <location filename="../app/ui/document/commands/MoveCardsCommand.cpp" line="11"/>
        <source>Move %1</source>
        <translation>Mover %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/document/commands/MoveCardsCommand.cpp" line="11"/>
        <source>Move %n cards</source>
        <translation>
            <numerusform>Mover %n carta</numerusform>
            <numerusform>Mover %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/MoveEventCommand.cpp" line="9"/>
        <source>Move event %1 earlier</source>
        <translation>Adelantar el evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/MoveEventCommand.cpp" line="9"/>
        <source>Move event %1 later</source>
        <translation>Retrasar el evento %1</translation>
    </message>
</context>
<context>
    <name>MoveTimestampCommand</name>
    <message>
        <location filename="../app/ui/document/commands/MoveTimestampCommand.cpp" line="33"/>
        <source>Move %1 before %2</source>
        <translation>Mover %1 antes de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/MoveTimestampCommand.cpp" line="34"/>
        <source>Move %1 after %2</source>
        <translation>Mover %1 después de %2</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="26"/>
        <location filename="../app/ui/export/PictureExport.cpp" line="52"/>
        <source>There is nothing to export.</source>
        <translation>No hay nada que exportar.</translation>
    </message>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="40"/>
        <source>the SVG picture could not be started</source>
        <translation>no se pudo iniciar la imagen SVG</translation>
    </message>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="54"/>
        <source>The scale of a picture must be at least 1.</source>
        <translation>La escala de una imagen debe ser al menos 1.</translation>
    </message>
    <message>
        <location filename="../app/ui/export/PictureExport.cpp" line="58"/>
        <source>A picture of %1 × %2 pixels is too large.</source>
        <translation>Una imagen de %1 × %2 píxeles es demasiado grande.</translation>
    </message>
</context>
<context>
    <name>PlainProblems</name>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="18"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="20"/>
        <source>Object %1</source>
        <translation>Objeto %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="22"/>
        <source>Effect %1</source>
        <translation>Efecto %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="24"/>
        <source>Event %1</source>
        <translation>Evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="25"/>
        <source>Stack entry %1</source>
        <translation>Entrada de la pila %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="35"/>
        <source>there is no card named “%1”. Did you mean %2?</source>
        <translation>no hay ninguna carta llamada “%1”. ¿Quisiste decir %2?</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="37"/>
        <source>there is no card named “%1” in Strata&apos;s card library. Check the spelling, or import the card first.</source>
        <translation>no hay ninguna carta llamada “%1” en la biblioteca de cartas de Strata. Revisa la ortografía o importa primero la carta.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="41"/>
        <source>Strata does not know “%1” here. Check its spelling, or remove it.</source>
        <translation>Strata no reconoce “%1” aquí. Revisa su ortografía o elimínalo.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="43"/>
        <source>nothing in the scenario has the id “%1”. Check the spelling of the id.</source>
        <translation>nada en el escenario tiene el id “%1”. Revisa la ortografía del id.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="54"/>
        <source>%1: %2</source>
        <comment>what the problem is about: the problem</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/document/PlainProblems.cpp" line="56"/>
        <source>%1 (line %2, column %3)</source>
        <comment>a problem, then where it is in the file</comment>
        <translation>%1 (línea %2, columna %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/document/PlainProblems.cpp" line="69"/>
        <source>… and %n more problems</source>
        <translation>
            <numerusform>… y %n problema más</numerusform>
            <numerusform>… y %n problemas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayTerm</name>
    <message>
        <location filename="../core/play/PlayText.cpp" line="10"/>
        <source>battlefield</source>
        <translation>el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="11"/>
        <source>graveyard</source>
        <translation>el cementerio</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="12"/>
        <source>hand</source>
        <translation>la mano</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="13"/>
        <source>library</source>
        <translation>la biblioteca</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="14"/>
        <source>exile</source>
        <translation>el exilio</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="15"/>
        <source>stack</source>
        <translation>la pila</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="16"/>
        <source>command</source>
        <translation>la zona de mando</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="17"/>
        <source>untap</source>
        <translation>el paso de enderezar</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="18"/>
        <source>upkeep</source>
        <translation>el paso de mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="19"/>
        <source>draw</source>
        <translation>el paso de robar</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="20"/>
        <source>main1</source>
        <translation>la primera fase principal</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="21"/>
        <source>beginning_of_combat</source>
        <translation>el paso de inicio del combate</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="22"/>
        <source>declare_attackers</source>
        <translation>el paso de declarar atacantes</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="23"/>
        <source>declare_blockers</source>
        <translation>el paso de declarar bloqueadores</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="24"/>
        <source>first_strike_damage</source>
        <translation>el paso de daño de combate de dañar primero</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="25"/>
        <source>combat_damage</source>
        <translation>el paso de daño de combate</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="26"/>
        <source>end_of_combat</source>
        <translation>el paso de final del combate</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="27"/>
        <source>main2</source>
        <translation>la segunda fase principal</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="28"/>
        <source>end</source>
        <translation>el paso final</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="29"/>
        <source>cleanup</source>
        <translation>el paso de limpieza</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="31"/>
        <source>flying</source>
        <translation>volar</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="32"/>
        <source>shadow</source>
        <translation>sombra</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="33"/>
        <source>fear</source>
        <translation>miedo</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="34"/>
        <source>intimidate</source>
        <translation>intimidar</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="35"/>
        <source>landwalk</source>
        <translation>cruzar tierras</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="36"/>
        <source>protection</source>
        <translation>protección</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="37"/>
        <source>menace</source>
        <translation>amenaza</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="38"/>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="39"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="40"/>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="41"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../core/play/PlayText.cpp" line="42"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
</context>
<context>
    <name>PlayText</name>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="48"/>
        <source>its condition is false, so that part does nothing</source>
        <translation>su condición es falsa, así que esa parte no hace nada</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="56"/>
        <source>%1 chooses not to pay %2 (118.1)</source>
        <translation>%1 elige no pagar %2 (118.1)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="176"/>
        <location filename="../core/play/PaymentChoices.cpp" line="62"/>
        <source>the controller chooses not to (603.5)</source>
        <translation>el controlador elige no hacerlo (603.5)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="68"/>
        <source>%1 has fewer than %2 energy counters, so they can&apos;t be paid (118.3)</source>
        <translation>%1 tiene menos de %2 contadores de energía, así que no puede pagarlos (118.3)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="106"/>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="111"/>
        <source>%1 can&apos;t pay the cost (118.3)</source>
        <translation>%1 no puede pagar el coste (118.3)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="112"/>
        <source>%1 chooses not to pay the cost (118.12)</source>
        <translation>%1 elige no pagar el coste (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="124"/>
        <source>%1 pays %2, so it is not done (118.12)</source>
        <translation>%1 paga %2, así que no se hace (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/PaymentChoices.cpp" line="127"/>
        <source>%1 does not pay %2 (118.12)</source>
        <translation>%1 no paga %2 (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="80"/>
        <location filename="../core/play/PaymentChoices.cpp" line="151"/>
        <source>%1 %2 counter(s) removed from %3</source>
        <translation>%1 contador(es) %2 quitado(s) de %3</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="76"/>
        <source>%1 has changed zones: the effect on it does nothing (400.7)</source>
        <translation>%1 ha cambiado de zona: el efecto sobre él no hace nada (400.7)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="81"/>
        <source>%1 has left the battlefield: the effect that lasts while it stays does nothing (610.3c)</source>
        <translation>%1 ha dejado el campo de batalla: el efecto que dura mientras permanezca no hace nada (610.3c)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="87"/>
        <source>%1 is untapped: the effect that lasts while it remains tapped does nothing (611.2b)</source>
        <translation>%1 está enderezado: el efecto que dura mientras permanezca girado no hace nada (611.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="138"/>
        <source>a continuous effect %1 starts (timestamp %2)</source>
        <translation>comienza un efecto continuo %1 (orden de llegada %2)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="169"/>
        <source>a delayed triggered ability %1 is created (603.7a)</source>
        <translation>se crea una habilidad disparada retrasada %1 (603.7a)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="186"/>
        <source>%1 returns to the battlefield</source>
        <translation>%1 regresa al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="272"/>
        <source>%1 has left the battlefield, so nothing is exiled (610.3c)</source>
        <translation>%1 ha dejado el campo de batalla, así que no se exilia nada (610.3c)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="281"/>
        <source>%1 has no such card in hand to put onto the battlefield</source>
        <translation>%1 no tiene en la mano una carta así para ponerla en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="285"/>
        <source>%1 puts %2 onto the battlefield from their hand</source>
        <translation>%1 pone %2 en el campo de batalla desde su mano</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="301"/>
        <source>%1 is indestructible and is not destroyed (702.12b)</source>
        <translation>%1 es indestructible y no se destruye (702.12b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="306"/>
        <source>%1 is destroyed</source>
        <translation>%1 es destruido</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="309"/>
        <location filename="../core/play/ActionPerformer.cpp" line="476"/>
        <location filename="../core/play/GameActions.cpp" line="104"/>
        <location filename="../core/play/LibraryActions.cpp" line="97"/>
        <location filename="../core/play/LibraryActions.cpp" line="209"/>
        <location filename="../core/play/LibraryActions.cpp" line="292"/>
        <source>%1 is exiled</source>
        <translation>%1 es exiliado</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="317"/>
        <source>%1 is sacrificed</source>
        <translation>%1 es sacrificado</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="331"/>
        <location filename="../core/play/CounterKeywordActions.cpp" line="121"/>
        <location filename="../core/play/KeywordActions.cpp" line="64"/>
        <location filename="../core/play/KeywordActions.cpp" line="106"/>
        <location filename="../core/play/LibraryActions.cpp" line="327"/>
        <location filename="../core/play/TokenCopies.cpp" line="106"/>
        <source>the object it names is no longer there; that part does nothing (400.7)</source>
        <translation>el objeto que menciona ya no está ahí; esa parte no hace nada (400.7)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="341"/>
        <source>%1 is goaded by %2 (701.15a)</source>
        <translation>%1 está incitada por %2 (701.15a)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="360"/>
        <source>%1 is tapped (tap or untap: the controller&apos;s choice)</source>
        <translation>%1 se gira (girar o enderezar: lo elige el controlador)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="361"/>
        <source>%1 is untapped (tap or untap: the controller&apos;s choice)</source>
        <translation>%1 se endereza (girar o enderezar: lo elige el controlador)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="396"/>
        <location filename="../core/play/CounterKeywordActions.cpp" line="72"/>
        <source>%1 %2 counter(s) put on %3</source>
        <translation>se pone(n) %1 contador(es) %2 sobre %3</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="421"/>
        <source>%1 is turned face down (708.2)</source>
        <translation>%1 se pone boca abajo (708.2)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="200"/>
        <source>%1 finds no basic land card in the library as listed</source>
        <translation>%1 no encuentra ninguna carta de tierra básica en la biblioteca tal como está descrita</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="213"/>
        <location filename="../core/play/LibraryActions.cpp" line="91"/>
        <location filename="../core/play/LibraryActions.cpp" line="192"/>
        <location filename="../core/play/LibraryActions.cpp" line="251"/>
        <source>%1 puts %2 onto the battlefield</source>
        <translation>%1 pone %2 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="472"/>
        <source>%1 reveals a hand with no card to choose</source>
        <translation>%1 muestra una mano sin ninguna carta que elegir</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="482"/>
        <location filename="../core/play/DiscardAndModes.cpp" line="60"/>
        <source>%1 discards %2</source>
        <translation>%1 descarta %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="27"/>
        <source>%1 wins the game (104.2b)</source>
        <translation>%1 gana la partida (104.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="566"/>
        <location filename="../core/play/LibraryActions.cpp" line="336"/>
        <source>%1 is not performed: Strata does not model it</source>
        <translation>%1 no se realiza: Strata no lo modela</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="24"/>
        <source>%1 pays %2 life as %3 enters (614.12)</source>
        <translation>%1 paga %2 vidas mientras %3 entra al campo de batalla (614.12)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="29"/>
        <source>%1 enters tapped: %2 life is not paid (614.12)</source>
        <translation>%1 entra al campo de batalla girada: no se pagan %2 vidas (614.12)</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="17"/>
        <source>%1 discards %2 to cycle it</source>
        <translation>%1 descarta %2 para ciclarla</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="108"/>
        <source>%1 has fewer than %2 cards in their library, so the cost can&apos;t be paid</source>
        <translation>%1 tiene menos de %2 cartas en su biblioteca, así que el coste no puede pagarse</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="115"/>
        <source>%1 can be exiled from a hand only, so the cost can&apos;t be paid</source>
        <translation>%1 solo puede exiliarse desde una mano, así que el coste no puede pagarse</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="143"/>
        <source>%1 has no card in hand that the reveal cost of %2 asks for</source>
        <translation>%1 no tiene en la mano ninguna carta que pida el coste de revelar de %2</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="148"/>
        <source>%1 reveals %2 from their hand as a cost</source>
        <translation>%1 revela %2 de su mano como coste</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="195"/>
        <source>%1 is sacrificed as a cost</source>
        <translation>%1 es sacrificado como coste</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="216"/>
        <source>%1 %2 counters are removed from %3 as a cost (%4 left)</source>
        <translation>se remueven %1 contadores %2 de %3 como coste (quedan %4)</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="235"/>
        <source>%1 %2 counter(s) put on %3 as a cost</source>
        <translation>se pone(n) %1 contador(es) %2 sobre %3 como coste</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="242"/>
        <source>%1 is milled as a cost</source>
        <translation>%1 es molida como coste</translation>
    </message>
    <message>
        <location filename="../core/play/ActivationCosts.cpp" line="249"/>
        <source>%1 is exiled from the top of a graveyard as a cost</source>
        <translation>%1 se exilia de la parte superior de un cementerio como coste</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="154"/>
        <source>the modes chosen for %1 are not as many as it asks for, or not among its %2 modes (700.2a)</source>
        <translation>los modos elegidos para %1 no son tantos como pide o no están entre sus %2 modos (700.2a)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="169"/>
        <source>%1 no longer exists (a token that left the battlefield, 111.7)</source>
        <translation>%1 ya no existe (una ficha que salió del campo de batalla, 111.7)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="195"/>
        <source>%1 moves from the %2 to the %3</source>
        <translation>%1 se mueve desde %2 hasta %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="205"/>
        <source>%1 is not in a zone it can be cast from</source>
        <translation>%1 no está en una zona desde la que se pueda lanzar</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="212"/>
        <source>%1 can&apos;t be cast (%2, 601.3)</source>
        <translation>%1 no puede lanzarse (%2, 601.3)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="217"/>
        <source>%1 has no buyback cost to pay (702.27a)</source>
        <translation>%1 no tiene ningún coste de recompra que pagar (702.27a)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="240"/>
        <source>%1 can&apos;t be a target of %2 (601.2c)</source>
        <translation>%1 no puede ser objetivo de %2 (601.2c)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="247"/>
        <source>%1 has no legal target</source>
        <translation>%1 no tiene ningún objetivo legal</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="273"/>
        <source>%1 casts %2</source>
        <translation>%1 lanza %2</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="275"/>
        <source>%1 casts %2 targeting %3</source>
        <translation>%1 lanza %2 con %3 como objetivo</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="278"/>
        <source>%1 costs %2 more to cast for %3 target(s) beyond the first (strive, 601.2f); the cost is taken as paid</source>
        <translation>%1 cuesta %2 más para lanzarse por %3 objetivo(s) más allá del primero (esfuerzo, 601.2f); el coste se considera pagado</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="41"/>
        <source>%1 has no ability %2</source>
        <translation>%1 no tiene la habilidad %2</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="49"/>
        <source>%1 can be cycled only from its owner&apos;s hand (702.29a)</source>
        <translation>%1 solo se puede ciclar desde la mano de su propietario (702.29a)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="56"/>
        <source>ability %1 of %2 can be activated only from a graveyard (113.6k)</source>
        <translation>la habilidad %1 de %2 solo se puede activar desde un cementerio (113.6k)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="63"/>
        <source>ability %1 of %2 is not an activated ability</source>
        <translation>la habilidad %1 de %2 no es una habilidad activada</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="71"/>
        <source>%1&apos;s activated abilities can&apos;t be activated (%2)</source>
        <translation>las habilidades activadas de %1 no pueden activarse (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="84"/>
        <source>%1 has fewer than %2 %3 counters, so the cost can&apos;t be paid</source>
        <translation>%1 tiene menos de %2 contadores %3, así que no se puede pagar el coste</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="93"/>
        <source>no permanent its controller controls has %1 %2 counters to remove, so the cost can&apos;t be paid</source>
        <translation>ningún permanente que controla su controlador tiene %1 contadores %2 que remover, así que no se puede pagar el coste</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="99"/>
        <source>%1 is tapped, so its {T} cost can&apos;t be paid</source>
        <translation>%1 está girado, así que no se puede pagar su coste de {T}</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="108"/>
        <source>ability %1 of %2 can&apos;t be activated at this time (602.5d)</source>
        <translation>la habilidad %1 de %2 no puede activarse en este momento (602.5d)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="116"/>
        <source>%1 has fewer than %2 energy counters, so the cost can&apos;t be paid</source>
        <translation>%1 tiene menos de %2 contadores de energía, así que no puede pagar el coste</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="123"/>
        <source>%1 has fewer than %2 cards in their graveyard, so the cost can&apos;t be paid</source>
        <translation>%1 tiene menos de %2 cartas en su cementerio, así que no puede pagar el coste</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="129"/>
        <source>the object that grants ability %1 of %2 can&apos;t pay its cost</source>
        <translation>el objeto que otorga la habilidad %1 de %2 no puede pagar su coste</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="135"/>
        <source>ability %1 of %2 can&apos;t be activated: its condition is not met (602.5b)</source>
        <translation>la habilidad %1 de %2 no puede activarse: su condición no se cumple (602.5b)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="145"/>
        <source>%1 has too few cards in hand to pay the discard cost of %2</source>
        <translation>%1 tiene muy pocas cartas en la mano para pagar el coste de descarte de %2</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="167"/>
        <source>%1 can&apos;t be a target of %2 (602.2b)</source>
        <translation>%1 no puede ser objetivo de %2 (602.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="173"/>
        <source>the ability has no legal target</source>
        <translation>la habilidad no tiene ningún objetivo legal</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="204"/>
        <source>%1 pays %2 energy counters as a cost (%3 left)</source>
        <translation>%1 paga %2 contadores de energía como coste (quedan %3)</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="213"/>
        <source>%1 discards %2 as a cost</source>
        <translation>%1 descarta %2 como coste</translation>
    </message>
    <message>
        <location filename="../core/play/Activation.cpp" line="219"/>
        <source>%1 activates ability %2 of %3</source>
        <translation>%1 activa la habilidad %2 de %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="297"/>
        <source>%1 is not on the battlefield to be dealt damage</source>
        <translation>%1 no está en el campo de batalla para recibir daño</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="328"/>
        <source>the situation is set up as the event says</source>
        <translation>la situación se prepara tal como indica el evento</translation>
    </message>
    <message>
        <source>combat is not played yet</source>
        <translation type="vanished">el combate todavía no se ha jugado</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="354"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="218"/>
        <source>%1 enters as a copy of %2 (616.1c)</source>
        <translation>%1 entra al campo de batalla como una copia de %2 (616.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="227"/>
        <location filename="../core/play/GameTable.cpp" line="422"/>
        <source>%1 enters tapped (%2, 614.12)</source>
        <translation>%1 entra al campo de batalla girado (%2, 614.12)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="25"/>
        <source>the next %1 damage that would be dealt to %2 this turn will be prevented (615.7)</source>
        <translation>se prevendrán los próximos %1 puntos de daño que se le fueran a hacer a %2 este turno (615.7)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="41"/>
        <source>%1 damage to %2 is prevented (the effect %3, 615.7)</source>
        <translation>se previenen %1 puntos de daño a %2 (el efecto %3, 615.7)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="58"/>
        <source>%1 damage from %2 to %3 is prevented: protection (702.16e)</source>
        <translation>se previenen %1 puntos de daño que %2 haría a %3: protección (702.16e)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="90"/>
        <source>%1 damage from %2 is doubled to %3 (%4, 614.1a)</source>
        <translation>el daño de %1 de %2 se duplica a %3 (%4, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="213"/>
        <source>1 more life is gained (%1, 614.1a)</source>
        <translation>se gana 1 vida más (%1, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="221"/>
        <source>twice that much life is gained (%1, 614.1a)</source>
        <translation>se gana el doble de esa cantidad de vidas (%1, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="72"/>
        <location filename="../core/play/GameTableDamage.cpp" line="88"/>
        <location filename="../core/play/StaticDamageRules.cpp" line="102"/>
        <source>%1 damage to %2 is prevented (%3, 615.1a)</source>
        <translation>se previene el daño de %1 a %2 (%3, 615.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/StaticDamageRules.cpp" line="110"/>
        <source>%1 damage from %2 is prevented (%3, 615.1a)</source>
        <translation>se previene el daño de %1 de %2 (%3, 615.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="320"/>
        <location filename="../core/play/GameTable.cpp" line="343"/>
        <location filename="../core/play/GameTableDamage.cpp" line="133"/>
        <source>%1&apos;s life total can&apos;t change (%2, 119.10)</source>
        <translation>el total de vidas de %1 no puede cambiar (%2, 119.10)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="140"/>
        <source>%1&apos;s life total is reduced only to 1 (%2, 614.1a)</source>
        <translation>el total de vidas de %1 solo se reduce a 1 (%2, 614.1a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTableDamage.cpp" line="148"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 hace %2 puntos de daño a %3</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="316"/>
        <source>%1 can&apos;t gain life (%2, 119.7)</source>
        <translation>%1 no puede ganar vidas (%2, 119.7)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="328"/>
        <source>%1 gains %2 life (now %3)</source>
        <translation>%1 gana %2 vidas (ahora %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="348"/>
        <source>%1 loses %2 life (now %3)</source>
        <translation>%1 pierde %2 vidas (ahora %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="378"/>
        <source>%1 draws %2</source>
        <translation>%1 roba %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="384"/>
        <source>%1 tries to draw from an empty library</source>
        <translation>%1 intenta robar de una biblioteca vacía</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="388"/>
        <source>%1 draws a card (%2.card%3)</source>
        <translation>%1 roba una carta (%2.card%3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="400"/>
        <source>no token named %1 in the card library; none is created</source>
        <translation>no hay ninguna ficha llamada %1 en el catálogo de cartas; no se crea ninguna</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="432"/>
        <source>%1 creates %2 (%3)</source>
        <translation>%1 crea %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="16"/>
        <location filename="../core/play/Settling.cpp" line="86"/>
        <source>%1 loses the game (%2)</source>
        <translation>%1 pierde la partida (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="22"/>
        <source>%1 can&apos;t win the game: %2</source>
        <translation>%1 no puede ganar la partida: %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="39"/>
        <source>%1 is shuffled into %2&apos;s library (701.24)</source>
        <translation>%1 se baraja en la biblioteca de %2 (701.24)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="52"/>
        <source>%1 shuffles %2 cards from their graveyard into their library (701.24)</source>
        <translation>%1 baraja %2 cartas de su cementerio en su biblioteca (701.24)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="58"/>
        <source>%1 shuffles their library; the new order is hidden, so it stays as listed (701.24)</source>
        <translation>%1 baraja su biblioteca; el nuevo orden está oculto, así que queda como está listado (701.24)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="74"/>
        <source>%1 is attached to %2 (701.3a)</source>
        <translation>%1 queda anexado a %2 (701.3a)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="84"/>
        <source>%1 chooses alternative %2 of %3</source>
        <translation>%1 elige la alternativa %2 de %3</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="86"/>
        <source>no choices.mode names an alternative: the first of %1 is done</source>
        <translation>ningún choices.mode nombra una alternativa: se realiza la primera de %1</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="103"/>
        <source>%1 is exiled face down (406.3)</source>
        <translation>%1 se exilia boca abajo (406.3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="114"/>
        <source>%1 gets %2 energy counters (%3 in all)</source>
        <translation>%1 obtiene %2 contadores de energía (%3 en total)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="120"/>
        <source>%1 pays %2 energy counters (%3 left)</source>
        <translation>%1 paga %2 contadores de energía (quedan %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="134"/>
        <source>%1 flips and is %2 now (710.2)</source>
        <translation>%1 se voltea y ahora es %2 (710.2)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="143"/>
        <source>%1 flips a coin; its result is not given, so neither outcome is done (705)</source>
        <translation>%1 lanza una moneda; no se da el resultado, así que no se hace ninguno de los dos resultados (705)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="148"/>
        <source>%1 flips a coin and wins the flip (705)</source>
        <translation>%1 lanza una moneda y gana el lanzamiento (705)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="149"/>
        <source>%1 flips a coin and loses the flip (705)</source>
        <translation>%1 lanza una moneda y pierde el lanzamiento (705)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="183"/>
        <source>%1 has no card to reveal for the clash (701.30)</source>
        <translation>%1 no tiene ninguna carta que mostrar para el choque (701.30)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="188"/>
        <source>%1 reveals %2 (mana value %3) for the clash (701.30)</source>
        <translation>%1 muestra %2 (valor de maná %3) para el choque (701.30)</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="195"/>
        <source>%1 wins the clash; the revealed cards stay on top</source>
        <translation>%1 gana el choque; las cartas mostradas se quedan en la parte superior</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="196"/>
        <source>%1 doesn&apos;t win the clash; the revealed cards stay on top</source>
        <translation>%1 no gana el choque; las cartas mostradas se quedan en la parte superior</translation>
    </message>
    <message>
        <source>%1 flips a coin; its result is not given, so neither outcome is done (705): a win does %2, a loss %3</source>
        <translation type="vanished">%1 lanza una moneda; no se da el resultado, así que no se hace ninguno de los dos (705): ganar hace %2, perder %3</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="37"/>
        <source>%1 is untapped: effect %2 ends (611.2b)</source>
        <translation>%1 está enderezado: el efecto %2 termina (611.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="46"/>
        <source>%1 is no longer controlled by %2: effect %3 ends (611.2b)</source>
        <translation>%1 ya no está controlado por %2: el efecto %3 termina (611.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="147"/>
        <source>%1 is put into its owner&apos;s graveyard</source>
        <translation>%1 se pone en el cementerio de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="250"/>
        <source>%1; it has no legal target, so it is removed from the stack</source>
        <translation>%1; no tiene ningún objetivo legal, así que se remueve de la pila</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="32"/>
        <source>the stack is empty: nothing can resolve</source>
        <translation>la pila está vacía: nada puede resolverse</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="39"/>
        <source>%1 is not on top of the stack (%2 is)</source>
        <translation>%1 no está en la parte superior de la pila (lo está %2)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="41"/>
        <source>%1 is not on the stack</source>
        <translation>%1 no está en la pila</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="53"/>
        <source>%1, a copy of a spell, ceases to exist (707.10a)</source>
        <translation>%1, una copia de un hechizo, deja de existir (707.10a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="58"/>
        <source>%1 returns to its owner&apos;s hand: buyback (702.27a)</source>
        <translation>%1 regresa a la mano de su propietario: recompra (702.27a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="82"/>
        <source>its intervening &quot;if&quot; is false on resolution, so it does nothing</source>
        <translation>su cláusula del &quot;si&quot; interviniente es falsa al resolverse, así que no hace nada</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="86"/>
        <location filename="../core/play/StackResolution.cpp" line="116"/>
        <source>%1 resolves and does nothing: %2</source>
        <translation>%1 se resuelve y no hace nada: %2</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="113"/>
        <source>every target is illegal now, so it does nothing</source>
        <translation>ahora todos los objetivos son ilegales, así que no hace nada</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="139"/>
        <source>%1 resolves and enters the battlefield</source>
        <translation>%1 se resuelve y entra al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="153"/>
        <source>%1 becomes attached to %2</source>
        <translation>%1 se anexa a %2</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="157"/>
        <source>its controller chooses not to (603.5)</source>
        <translation>su controlador elige no hacerlo (603.5)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="159"/>
        <source>%1 resolves</source>
        <translation>%1 se resuelve</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="46"/>
        <source>%1 died</source>
        <translation>%1 murió</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="51"/>
        <source>%1 entered the battlefield as a creature</source>
        <translation>%1 entró al campo de batalla como criatura</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="52"/>
        <source>%1 entered the battlefield</source>
        <translation>%1 entró al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="55"/>
        <source>%1 left the battlefield</source>
        <translation>%1 salió del campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="57"/>
        <source>%1 moved to the %2</source>
        <translation>%1 cambió de zona y ahora está en %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="59"/>
        <source>the %1 step began</source>
        <translation>comenzó %1</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="61"/>
        <source>%1 was cast</source>
        <translation>%1 fue lanzado</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="66"/>
        <source>%1 dealt combat damage to %2</source>
        <translation>%1 hizo daño de combate a %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="69"/>
        <source>%1 was dealt damage</source>
        <translation>%1 recibió daño</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="71"/>
        <source>%1 attacked alone</source>
        <translation>%1 atacó sola</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="72"/>
        <source>%1 attacked</source>
        <translation>%1 atacó</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="75"/>
        <source>%1 blocked %2</source>
        <translation>%1 bloqueó a %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="79"/>
        <source>%1 became blocked</source>
        <translation>%1 fue bloqueada</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="81"/>
        <source>%1 became untapped</source>
        <translation>%1 se enderezó</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="83"/>
        <source>%1 was cycled</source>
        <translation>%1 fue ciclada</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="85"/>
        <source>%1 became monstrous</source>
        <translation>%1 se volvió monstruoso</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="87"/>
        <source>%1 became tapped</source>
        <translation>%1 se giró</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="90"/>
        <source>%1 gained %2 life</source>
        <translation>%1 ganó %2 vidas</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="95"/>
        <source>%1 drew a card</source>
        <translation>%1 robó una carta</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="101"/>
        <source>%1 discarded %2</source>
        <translation>%1 descartó %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="105"/>
        <source>%1 sacrificed %2</source>
        <translation>%1 sacrificó %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="108"/>
        <source>%1 became a target</source>
        <translation>%1 se convirtió en objetivo</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="111"/>
        <source>%1 lost %2 life</source>
        <translation>%1 perdió %2 vidas</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="114"/>
        <source>%1 %2 counters were put on %3</source>
        <translation>se pusieron %1 contadores %2 sobre %3</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="118"/>
        <source>%1 attacked with %2 creatures</source>
        <translation>%1 atacó con %2 criaturas</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="123"/>
        <source>%1 tapped %2 for mana</source>
        <translation>%1 giró %2 para obtener maná</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="148"/>
        <source>%1 (%2), layer %3</source>
        <translation>%1 (%2), capa %3</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="243"/>
        <source>%1, but its intervening &quot;if&quot; is false</source>
        <translation>%1, pero su cláusula del &quot;si&quot; interviniente es falsa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="245"/>
        <source>%1 saw this: %2, but its intervening &quot;if&quot; is false</source>
        <translation>%1 vio esto: %2, pero su cláusula del &quot;si&quot; interviniente es falsa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="253"/>
        <source>%1 (the game looks back in time)</source>
        <translation>%1 (el juego mira hacia atrás en el tiempo)</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="254"/>
        <source>%1 saw this: %2 (the game looks back in time)</source>
        <translation>%1 vio esto: %2 (el juego mira hacia atrás en el tiempo)</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="259"/>
        <source>%1 saw this: %2</source>
        <translation>%1 vio esto: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="281"/>
        <source>an effect removed it</source>
        <translation>un efecto la eliminó</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="283"/>
        <source>%1 did not have this ability just before the event: %2</source>
        <translation>%1 no tenía esta habilidad justo antes del evento: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="285"/>
        <source>%1 does not have this ability after the layers: %2</source>
        <translation>%1 no tiene esta habilidad después de aplicar las capas: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="326"/>
        <source>delayed trigger %1: %2</source>
        <translation>habilidad disparada retrasada %1: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="360"/>
        <source>%1: its trigger state is true</source>
        <translation>%1: su condición de disparo de estado es cierta</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="98"/>
        <source>%1 can&apos;t assign combat damage to %2: it is not in combat with it%3</source>
        <translation>%1 no puede asignar daño de combate a %2: no están en combate entre sí%3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="103"/>
        <source> and it has no trample</source>
        <translation> y no tiene la habilidad de arrollar</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="112"/>
        <source>%1 assigns %2 combat damage, but its power is %3: it assigns all of it</source>
        <translation>%1 asigna %2 puntos de daño de combate, pero su fuerza es %3: debe asignar todo su daño</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="129"/>
        <source>%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to the player</source>
        <translation>%1 tiene la habilidad de arrollar, pero asigna %2 puntos de daño a %3, menos que el daño letal de %4, y parte al jugador</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="186"/>
        <source>no attacking or blocking creature has first strike or double strike: there is no first-strike combat damage step (510.4)</source>
        <translation>ninguna criatura atacante o bloqueadora tiene la habilidad de dañar primero o dañar dos veces: no hay paso de daño de combate de dañar primero (510.4)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="192"/>
        <location filename="../core/play/TurnSteps.cpp" line="68"/>
        <source>the %1 step begins</source>
        <translation>comienza %1</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="215"/>
        <source>%1 assigns its combat damage as though it weren&apos;t blocked (510.1c)</source>
        <translation>%1 asigna su daño de combate como si no estuviera bloqueada (510.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="221"/>
        <source>%1 is blocked, but its blockers are gone: it deals no combat damage (509.1h, 510.1c)</source>
        <translation>%1 está bloqueada, pero sus bloqueadoras ya no están: no hace daño de combate (509.1h, 510.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="233"/>
        <source>a creature blocking %1 has banding: the defending player divides its combat damage among its blockers (702.22j)</source>
        <translation>una criatura que bloquea a %1 tiene la habilidad de formar bandas: el jugador defensor reparte su daño de combate entre sus bloqueadoras (702.22j)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="256"/>
        <source>no combat damage is dealt in this step</source>
        <translation>no se hace daño de combate en este paso</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="42"/>
        <source>no creature is attacking: there is no combat damage step to begin (508.8)</source>
        <translation>no ataca ninguna criatura: no hay paso de daño de combate que comenzar (508.8)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="57"/>
        <source>no creature is attacking: the declare blockers and combat damage steps are skipped (508.8)</source>
        <translation>no ataca ninguna criatura: se omiten los pasos de declarar bloqueadores y de daño de combate (508.8)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="83"/>
        <source>turn %1 begins: %2 is the active player; the untap step begins</source>
        <translation>comienza el turno %1: %2 es el jugador activo; comienza el paso de enderezar</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="89"/>
        <source>%1 is no longer goaded by %2 (701.15a)</source>
        <translation>%1 ya no está incitada por %2 (701.15a)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="145"/>
        <source>effect %1 ends (514.2)</source>
        <translation>el efecto %1 termina (514.2)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="191"/>
        <source>%1 phases in (702.26a)</source>
        <translation>%1 entra en fase (702.26a)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="194"/>
        <source>%1 phases out (702.26a): it is treated as though it does not exist until it phases in</source>
        <translation>%1 sale de fase (702.26a): se trata como si no existiera hasta que entre en fase</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="58"/>
        <source>attackers have already been declared in this combat</source>
        <translation>ya se declararon los atacantes en este combate</translation>
    </message>
    <message>
        <source>%1 attacks each combat if able (%2), and it is able to, but it is not declared as an attacker</source>
        <translation type="vanished">%1 ataca en cada combate si puede (%2), y puede hacerlo, pero no se declara como atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="89"/>
        <source>%1 must attack if able: %2; it could attack %3, but it is not declared as an attacker</source>
        <translation>%1 debe atacar si es posible: %2; podría atacar a %3, pero no se declara como atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="92"/>
        <source>%1 obeys fewer of its attack requirements than it could: %2; it could attack %3</source>
        <translation>%1 cumple menos requisitos de ataque de los que podría: %2; podría atacar a %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="112"/>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="116"/>
        <source>%1 has vigilance, so it does not tap (702.20b)</source>
        <translation>%1 tiene la habilidad de vigilancia, así que no se gira (702.20b)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="156"/>
        <source>%1 is in a band but is not declared as an attacker</source>
        <translation>%1 está en una banda, pero no se declara como atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="157"/>
        <source>%1 is in more than one band</source>
        <translation>%1 está en más de una banda</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="166"/>
        <source>the creatures of a band attack the same player or planeswalker; %1 does not</source>
        <translation>las criaturas de una banda atacan al mismo jugador o planeswalker; %1 no lo hace</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="175"/>
        <source>a band holds any number of creatures with banding and at most one without; this one has %1 without</source>
        <translation>una banda incluye cualquier cantidad de criaturas con la habilidad de formar bandas y como máximo una sin ella; esta tiene %1 sin ella</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="192"/>
        <source>blockers have already been declared in this combat</source>
        <translation>ya se declararon los bloqueadores en este combate</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="209"/>
        <source>%1 can block only one creature</source>
        <translation>%1 solo puede bloquear a una criatura</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="237"/>
        <source>these blocks obey %1 of the blocking requirements, and blocks that break no restriction obey %2; not obeyed: %3</source>
        <translation>estos bloqueos cumplen %1 de los requisitos de bloqueo, y unos bloqueos que no rompen ninguna restricción cumplen %2; no cumplido: %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="270"/>
        <source>%1 blocks %2</source>
        <translation>%1 bloquea a %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="277"/>
        <source>%1 blocks %2 too: it attacks in a band with a creature %1 blocks (702.22h)</source>
        <translation>%1 también bloquea a %2: ataca en una banda con una criatura que %1 bloquea (702.22h)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="285"/>
        <location filename="../core/play/TriggerDetection.cpp" line="98"/>
        <source>%1 is unblocked</source>
        <translation>%1 no está bloqueada</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="13"/>
        <source>the effect %1, layer %2, timestamp %3</source>
        <translation>el efecto %1, capa %2, orden de llegada %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="15"/>
        <source>%1 (%2), layer %3, timestamp %4</source>
        <translation>%1 (%2), capa %3, orden de llegada %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="21"/>
        <source>printed</source>
        <translation>impreso</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="185"/>
        <location filename="../core/play/CombatRules.cpp" line="263"/>
        <source>%1 is not on the battlefield</source>
        <translation>%1 no está en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="187"/>
        <location filename="../core/play/CombatRules.cpp" line="265"/>
        <source>%1 is phased out: it is treated as though it does not exist</source>
        <translation>%1 está fuera de fase: se trata como si no existiera</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="192"/>
        <location filename="../core/play/CombatRules.cpp" line="270"/>
        <source>%1 is not a creature (types: %2)</source>
        <translation>%1 no es una criatura (tipos: %2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="197"/>
        <source>%1 is not controlled by the active player</source>
        <translation>%1 no está controlada por el jugador activo</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="201"/>
        <source>%1 is tapped, so it can&apos;t attack</source>
        <translation>%1 está girada, así que no puede atacar</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="203"/>
        <source>%1 has not been under its controller&apos;s control continuously since their most recent turn began, and it has no haste</source>
        <translation>%1 no ha estado bajo el control de su controlador de forma continua desde el comienzo de su turno más reciente y no tiene la habilidad de prisa</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="211"/>
        <source>%1 has defender (%2)</source>
        <translation>%1 tiene la habilidad de defensor (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="215"/>
        <location filename="../core/play/CombatRules.cpp" line="281"/>
        <source>%1 can&apos;t attack or block (%2)</source>
        <translation>%1 no puede atacar ni bloquear (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="219"/>
        <source>%1 can&apos;t attack (%2)</source>
        <translation>%1 no puede atacar (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="235"/>
        <source>%1 can&apos;t attack unless the defending player controls a land of the type %2 (%3), and %4 controls none</source>
        <translation>%1 no puede atacar a menos que el jugador defensor controle una tierra del tipo %2 (%3), y %4 no controla ninguna</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="249"/>
        <source>%1 can&apos;t attack %2: it is neither an opponent nor a planeswalker an opponent controls</source>
        <translation>%1 no puede atacar a %2: no es un oponente ni un planeswalker que controle un oponente</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="275"/>
        <source>%1 is controlled by the attacking player</source>
        <translation>%1 está controlada por el jugador atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="279"/>
        <source>%1 is tapped, so it can&apos;t block</source>
        <translation>%1 está girada, así que no puede bloquear</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="285"/>
        <source>%1 can&apos;t block (%2)</source>
        <translation>%1 no puede bloquear (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="298"/>
        <source>%1 is not attacking</source>
        <translation>%1 no está atacando</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="300"/>
        <source>%1 is not attacking %2&apos;s controller or a planeswalker they control</source>
        <translation>%1 no está atacando al controlador de %2 ni a un planeswalker que este controle</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="305"/>
        <source>%1 can&apos;t be blocked (%2)</source>
        <translation>%1 no puede ser bloqueada (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="312"/>
        <source>%1 can&apos;t be blocked by Walls (%2), and %3 is a Wall (%4)</source>
        <translation>%1 no puede ser bloqueada por Muros (%2), y %3 es un Muro (%4)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="318"/>
        <source>%1 can block only creatures with flying (%2), and %3 doesn&apos;t have flying</source>
        <translation>%1 solo puede bloquear criaturas con la habilidad de volar (%2), y %3 no tiene la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="329"/>
        <source>%1 can&apos;t block %2: %2 has flying (%3), and %1 has neither flying nor reach</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de volar (%3), y %1 no tiene la habilidad de volar ni la de alcance</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="341"/>
        <source>%1 can&apos;t block %2: %2 has shadow (%3), and %1 doesn&apos;t</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de sombra (%3), y %1 no</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="346"/>
        <source>%1 can&apos;t block %2: %1 has shadow (%3), so it can block only creatures with shadow</source>
        <translation>%1 no puede bloquear a %2: %1 tiene la habilidad de sombra (%3), así que solo puede bloquear criaturas con la habilidad de sombra</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="355"/>
        <source>%1 can&apos;t block %2: %2 has fear (%3), and %1 is neither an artifact creature nor black: it is %4</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de miedo (%3), y %1 no es una criatura artefacto ni negra: es %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="363"/>
        <source>%1 can&apos;t block %2: %2 has intimidate (%3), and %1 is not an artifact creature and shares no colour with it: it is %4</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de intimidar (%3), y %1 no es una criatura artefacto ni comparte ningún color con ella: es %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="371"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %1 has that quality: it is %5</source>
        <translation>%1 no puede bloquear a %2: %2 tiene %3 (%4), y %1 tiene esa cualidad: es %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="402"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, a legendary land</source>
        <translation>%1 no puede bloquear a %2: %2 tiene %3 (%4) y %5 controla %6, una tierra legendaria</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="404"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, a nonbasic land</source>
        <translation>%1 no puede bloquear a %2: %2 tiene %3 (%4) y %5 controla %6, una tierra no básica</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="409"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, which is a %7 (%8)</source>
        <translation>%1 no puede bloquear a %2: %2 tiene %3 (%4), y %5 controla %6, que es un %7 (%8)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="431"/>
        <source>%1 can&apos;t be blocked by creatures with power %2 or less (%3), and %4 has power %5</source>
        <translation>%1 no puede ser bloqueada por criaturas con fuerza de %2 o menos (%3), y %4 tiene fuerza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="438"/>
        <source>%1 can&apos;t be blocked by creatures with power %2 or greater (%3), and %4 has power %5</source>
        <translation>%1 no puede ser bloqueada por criaturas con fuerza de %2 o más (%3), y %4 tiene fuerza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="445"/>
        <source>Creatures with power less than %1&apos;s power (%2) can&apos;t block it (%3), and %4 has power %5</source>
        <translation>Las criaturas con fuerza menor que la fuerza de %1 (%2) no pueden bloquearla (%3), y %4 tiene fuerza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="454"/>
        <source>%1 can&apos;t block creatures with power %2 or greater (%3), and %4 has power %5</source>
        <translation>%1 no puede bloquear criaturas con fuerza de %2 o más (%3), y %4 tiene fuerza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="461"/>
        <source>%1 can&apos;t block creatures with power %2 or less (%3), and %4 has power %5</source>
        <translation>%1 no puede bloquear criaturas con fuerza de %2 o menos (%3), y %4 tiene fuerza %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="483"/>
        <source>%1 can&apos;t be blocked by some creatures (%2), and %3 is one of them</source>
        <translation>%1 no puede ser bloqueada por ciertas criaturas (%2), y %3 es una de ellas</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="488"/>
        <source>%1 can be blocked only by some creatures (%2), and %3 is not one of them</source>
        <translation>%1 solo puede ser bloqueada por ciertas criaturas (%2), y %3 no es una de ellas</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="502"/>
        <source>%1 has menace (%2): it can&apos;t be blocked except by two or more creatures</source>
        <translation>%1 tiene la habilidad de amenaza (%2): no puede ser bloqueada excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="508"/>
        <source>%1 can&apos;t be blocked except by two or more creatures (%2)</source>
        <translation>%1 no puede ser bloqueada excepto por dos o más criaturas (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="515"/>
        <source>%1 can&apos;t be blocked except by three or more creatures (%2)</source>
        <translation>%1 no puede ser bloqueada excepto por tres o más criaturas (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="521"/>
        <source>%1 can&apos;t be blocked by more than one creature (%2)</source>
        <translation>%1 no puede ser bloqueada por más de una criatura (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="538"/>
        <source>%1 lost %2: %3</source>
        <translation>%1 perdió %2: %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="543"/>
        <source>%1 has %2, but %3 controls no %4 now</source>
        <translation>%1 tiene %2, pero %3 ahora no controla ningún %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="556"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="557"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="552"/>
        <source>colourless</source>
        <translation>incoloro</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="24"/>
        <source>there is nothing to return to its owner&apos;s hand</source>
        <translation>no hay nada que regresar a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="37"/>
        <source>%1 returns to its owner&apos;s hand</source>
        <translation>%1 regresa a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="55"/>
        <source>%1 is kept: its controller pays %2</source>
        <translation>%1 permanece en el campo de batalla: su controlador paga %2</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="59"/>
        <source>its controller does not pay %1, so %2 is sacrificed</source>
        <translation>su controlador no paga %1, así que %2 es sacrificado</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="87"/>
        <source>a %1 counter is removed from %2 (%3 left)</source>
        <translation>se remueve un contador %1 de %2 (quedan %3)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="91"/>
        <source>no %1 counter can be removed from %2, so it is sacrificed</source>
        <translation>no se puede remover ningún contador %1 de %2, así que es sacrificado</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="112"/>
        <source>%1 is already monstrous: monstrosity does nothing (701.37a)</source>
        <translation>%1 ya es monstruoso: la monstruosidad no hace nada (701.37a)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="118"/>
        <source>%1 +1/+1 counter(s) put on %2, which becomes monstrous (701.37)</source>
        <translation>se ponen %1 contador(es) +1/+1 sobre %2, que se vuelve monstruoso (701.37)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="148"/>
        <source>%1 controls no creature to bolster</source>
        <translation>%1 no controla ninguna criatura que reforzar</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="161"/>
        <source>bolster %1: %2 has the least toughness and gets the counters (701.39a)</source>
        <translation>refuerza %1: %2 tiene la menor resistencia y recibe los contadores (701.39a)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="206"/>
        <source>%1 reveals %2 and puts it into their hand</source>
        <translation>%1 muestra %2 y la pone en su mano</translation>
    </message>
    <message>
        <source>its modes (700.2) are not performed: Strata does not model choosing a mode</source>
        <translation type="vanished">sus modos (700.2) no se realizan: Strata no modela la elección de un modo</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="18"/>
        <source>its modes (700.2) are not performed: no mode was chosen</source>
        <translation>sus modos (700.2) no se realizan: no se eligió ningún modo</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="31"/>
        <source>mode %1 (700.2)</source>
        <translation>modo %1 (700.2)</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="55"/>
        <source>%1 has no card to discard</source>
        <translation>%1 no tiene ninguna carta para descartar</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="59"/>
        <source>%1 discards %2 at random (701.8a)</source>
        <translation>%1 descarta %2 al azar (701.8a)</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="43"/>
        <source>%1 controls nothing to sacrifice</source>
        <translation>%1 no controla nada que sacrificar</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="47"/>
        <source>%1 sacrifices %2</source>
        <translation>%1 sacrifica %2</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="60"/>
        <source>%1 controls nothing to untap</source>
        <translation>%1 no controla nada que enderezar</translation>
    </message>
    <message>
        <location filename="../core/play/PlayerActions.cpp" line="63"/>
        <source>%1 untaps %2</source>
        <translation>%1 endereza %2</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="70"/>
        <location filename="../core/play/LibraryActions.cpp" line="243"/>
        <source>%1 finds no matching card in the library as listed</source>
        <translation>%1 no encuentra ninguna carta que coincida en la biblioteca tal como está listada</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="80"/>
        <source>%1 finds %2 and puts it on top of the library after shuffling</source>
        <translation>%1 encuentra %2 y la pone en la parte superior de la biblioteca después de barajar</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="86"/>
        <location filename="../core/play/LibraryActions.cpp" line="124"/>
        <location filename="../core/play/LibraryActions.cpp" line="185"/>
        <location filename="../core/play/LibraryActions.cpp" line="188"/>
        <location filename="../core/play/LibraryActions.cpp" line="241"/>
        <source>%1 reveals %2</source>
        <translation>%1 muestra %2</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="94"/>
        <location filename="../core/play/LibraryActions.cpp" line="137"/>
        <location filename="../core/play/LibraryActions.cpp" line="212"/>
        <location filename="../core/play/LibraryActions.cpp" line="270"/>
        <source>%1 puts %2 into their graveyard</source>
        <translation>%1 pone %2 en su cementerio</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="100"/>
        <location filename="../core/play/LibraryActions.cpp" line="196"/>
        <location filename="../core/play/LibraryActions.cpp" line="206"/>
        <location filename="../core/play/LibraryActions.cpp" line="254"/>
        <location filename="../core/play/LibraryActions.cpp" line="269"/>
        <source>%1 puts %2 into their hand</source>
        <translation>%1 pone %2 en su mano</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="104"/>
        <source>%1 shuffles their library; the new order is hidden and not shown (701.20)</source>
        <translation>%1 baraja su biblioteca; el nuevo orden está oculto y no se muestra (701.20)</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="128"/>
        <source>%1 looks at the top of a library; nothing moves</source>
        <translation>%1 mira la parte superior de una biblioteca; nada se mueve</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="141"/>
        <source>the order of the cards put back on top is hidden; they stay in the order listed</source>
        <translation>el orden de las cartas devueltas a la parte superior está oculto; quedan en el orden de la lista</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="146"/>
        <source>looking at the top of a library is not performed: the cards there and the one kept are hidden information Strata does not model</source>
        <translation>mirar las cartas superiores de una biblioteca no se realiza: esas cartas y la que se queda son información oculta que Strata no modela</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="178"/>
        <location filename="../core/play/LibraryActions.cpp" line="262"/>
        <source>%1 puts %2 on the bottom of their library</source>
        <translation>%1 pone %2 en el fondo de su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="180"/>
        <location filename="../core/play/LibraryActions.cpp" line="264"/>
        <source>the random order of the cards put on the bottom is hidden; they stay in the order listed</source>
        <translation>el orden aleatorio de las cartas puestas en el fondo está oculto; quedan en el orden de la lista</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="310"/>
        <source>%1 is put on top of its owner&apos;s library</source>
        <translation>%1 se pone en la parte superior de la biblioteca de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/GameActions.cpp" line="97"/>
        <location filename="../core/play/LibraryActions.cpp" line="288"/>
        <source>%1&apos;s library lists no cards: nothing is exiled</source>
        <translation>la biblioteca de %1 no lista cartas: no se exilia nada</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="295"/>
        <source>%1 may play %2 from exile until the end of their next turn (not checked: a later event casts or moves it)</source>
        <translation>%1 puede jugar %2 desde el exilio hasta el final de su próximo turno (no se comprueba: un evento posterior lo lanza o lo mueve)</translation>
    </message>
    <message>
        <location filename="../core/play/LibraryActions.cpp" line="298"/>
        <source>%1 may play %2 from exile this turn (not checked: a later event casts or moves it)</source>
        <translation>%1 puede jugar %2 desde el exilio este turno (no se comprueba: un evento posterior lo lanza o lo mueve)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="64"/>
        <source>%1 gets %2 %3 counter(s) (%4 in all)</source>
        <translation>%1 obtiene %2 contador(es) %3 (%4 en total)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="97"/>
        <source>%1 controls no Army, so a 0/0 black Zombie Army token is created first (701.47a)</source>
        <translation>%1 no controla ningún Ejército, así que primero se crea una ficha de Zombie Ejército negra 0/0 (701.47a)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="111"/>
        <source>amass %1: %2 +1/+1 counter(s) put on %3</source>
        <translation>amasar %1: se pone(n) %2 contador(es) +1/+1 sobre %3</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="126"/>
        <source>%1 already has a +1/+1 counter: adapt does nothing (701.46a)</source>
        <translation>%1 ya tiene un contador +1/+1: adaptar no hace nada (701.46a)</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="130"/>
        <source>%1 +1/+1 counter(s) put on %2</source>
        <translation>se pone(n) %1 contador(es) +1/+1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="154"/>
        <source>%1 discards their hand (%2 card(s))</source>
        <translation>%1 descarta su mano (%2 carta(s))</translation>
    </message>
    <message>
        <location filename="../core/play/CounterKeywordActions.cpp" line="155"/>
        <source>%1 exiles their graveyard (%2 card(s))</source>
        <translation>%1 exilia su cementerio (%2 carta(s))</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="22"/>
        <source>no damage is dealt: a creature that would fight is gone (701.14b)</source>
        <translation>no se hace daño: una criatura que iba a pelear ya no está (701.14b)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="28"/>
        <source>%1 fights %2 (701.14a)</source>
        <translation>%1 pelea con %2 (701.14a)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="44"/>
        <source>%1 is not performed: Strata does not keep the power of a creature that left the battlefield (608.2h)</source>
        <translation>%1 no se realiza: Strata no guarda la fuerza de una criatura que dejó el campo de batalla (608.2h)</translation>
    </message>
    <message>
        <location filename="../core/play/DamageActions.cpp" line="51"/>
        <source>no damage is dealt: the creature or what it would damage is gone (608.2b)</source>
        <translation>no se hace daño: la criatura o lo que iba a dañar ya no está (608.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/Targeting.cpp" line="196"/>
        <source>%1 is already a target of %2, whose &quot;another target&quot; must be a different one (%3)</source>
        <translation>%1 ya es un objetivo de %2, cuyo «otro objetivo» debe ser uno distinto (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/Targeting.cpp" line="233"/>
        <source>%1 needs %2 targets; %3 given (%4)</source>
        <translation>%1 necesita %2 objetivos; se dieron %3 (%4)</translation>
    </message>
    <message>
        <location filename="../core/play/Targeting.cpp" line="240"/>
        <source>%1 is already a target of %2; one object can&apos;t be chosen twice for one word &quot;target&quot; (115.3)</source>
        <translation>%1 ya es un objetivo de %2; un objeto no puede elegirse dos veces para una misma palabra «objetivo» (115.3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="42"/>
        <source>%1 can&apos;t attack %2 (%3)</source>
        <translation>%1 no puede atacar a %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="46"/>
        <source>%1 can&apos;t attack %2 or a planeswalker %2 controls (%3)</source>
        <translation>%1 no puede atacar a %2 ni a un planeswalker que %2 controle (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="61"/>
        <source>%1 can&apos;t attack if the defending player controls a certain creature (%2), and %3 controls %4</source>
        <translation>%1 no puede atacar si el jugador defensor controla cierta criatura (%2), y %3 controla %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="125"/>
        <source>it attacks each combat if able (%1)</source>
        <translation>ataca en cada combate si es posible (%1)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="128"/>
        <source>it is goaded by %1: it attacks each combat if able and attacks a player other than %1 if able (701.15b)</source>
        <translation>está incitada por %1: ataca en cada combate si es posible y ataca a un jugador distinto de %1 si es posible (701.15b)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="134"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="166"/>
        <source>%1 blocks each combat if able (%2)</source>
        <translation>%1 bloquea en cada combate si es posible (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="170"/>
        <source>%1 blocks %2 this turn if able (%3)</source>
        <translation>%1 bloquea a %2 este turno si es posible (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="178"/>
        <source>%1 must be blocked if able (%2)</source>
        <translation>%1 debe ser bloqueada si es posible (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="188"/>
        <source>%1 must be blocked by a certain creature if able (%2)</source>
        <translation>%1 debe ser bloqueada por cierta criatura si es posible (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRequirements.cpp" line="194"/>
        <source>all creatures able to block %1 do so (%2), and %3 is able to</source>
        <translation>todas las criaturas que puedan bloquear a %1 lo hacen (%2), y %3 puede</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="84"/>
        <source>%1 enters tapped</source>
        <translation>%1 entra girado</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="100"/>
        <source>no copy of %1 is created: Strata does not keep its last known copiable values once it has left the battlefield (608.2h)</source>
        <translation>no se crea ninguna copia de %1: Strata no guarda sus últimos valores copiables conocidos una vez que ha dejado el campo de batalla (608.2h)</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="113"/>
        <source>no copy of %1 is created: Strata does not build a face-down object&apos;s copiable values (708.2)</source>
        <translation>no se crea ninguna copia de %1: Strata no construye los valores copiables de un objeto boca abajo (708.2)</translation>
    </message>
    <message>
        <location filename="../core/play/TokenCopies.cpp" line="114"/>
        <source>no copy of %1 is created: a copy effect sets its copiable values, which Strata does not lock into a token yet (707.3)</source>
        <translation>no se crea ninguna copia de %1: un efecto de copia fija sus valores copiables, que Strata aún no fija en una ficha (707.3)</translation>
    </message>
    <message>
        <location filename="../core/play/GrantedAbilities.cpp" line="53"/>
        <source>%1 is unattached as a cost</source>
        <translation>%1 se desanexa como coste</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="47"/>
        <source>%1 pays %2, so %3 is not countered (701.6a)</source>
        <translation>%1 paga %2, así que %3 no es contrarrestado (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="54"/>
        <source>%1 can&apos;t be countered (%2, 101.2)</source>
        <translation>%1 no puede ser contrarrestado (%2, 101.2)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="65"/>
        <source>%1 is countered and exiled instead (701.6a)</source>
        <translation>%1 es contrarrestado y exiliado en su lugar (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="67"/>
        <source>%1 is countered and put on top of its owner&apos;s library instead (701.6a)</source>
        <translation>%1 es contrarrestado y puesto en la parte superior de la biblioteca de su propietario en su lugar (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="69"/>
        <source>%1 is countered and put into its owner&apos;s graveyard (701.6a)</source>
        <translation>%1 es contrarrestado y puesto en el cementerio de su propietario (701.6a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="92"/>
        <source>%1 puts %2, a copy of %3, onto the stack (707.10)</source>
        <translation>%1 pone %2, una copia de %3, en la pila (707.10)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="117"/>
        <source>%1 is a land card and can&apos;t be cast (305.9)</source>
        <translation>%1 es una carta de tierra y no puede lanzarse (305.9)</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="122"/>
        <source>%1 has mana value %2, more than %3: it can&apos;t be cast this way</source>
        <translation>%1 tiene valor de maná %2, más de %3: no puede lanzarse de esta manera</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="130"/>
        <source>%1 casts no card this way</source>
        <translation>%1 no lanza ninguna carta de esta manera</translation>
    </message>
    <message>
        <location filename="../core/play/StackActions.cpp" line="151"/>
        <source>%1 casts %2 without paying its mana cost (601.2, 118.9)</source>
        <translation>%1 lanza %2 sin pagar su coste de maná (601.2, 118.9)</translation>
    </message>
    <message>
        <location filename="../core/play/ExileUntilLeaves.cpp" line="44"/>
        <source>%1 returns to the battlefield under its owner&apos;s control as %2 has left it (610.3c)</source>
        <translation>%1 regresa al campo de batalla bajo el control de su propietario porque %2 lo ha dejado (610.3c)</translation>
    </message>
    <message>
        <location filename="../core/play/UnlessPayments.cpp" line="40"/>
        <source>%1 pays by removing %2 %3 counter(s) from %4 (118.12)</source>
        <translation>%1 paga quitando %2 contador(es) %3 de %4 (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/UnlessPayments.cpp" line="86"/>
        <source>%1 pays with %2 (118.12)</source>
        <translation>%1 paga con %2 (118.12)</translation>
    </message>
    <message>
        <location filename="../core/play/Emblems.cpp" line="25"/>
        <source>%1 gets an emblem (%2)</source>
        <translation>%1 obtiene un emblema (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/PaidToEnd.cpp" line="21"/>
        <source>%1 pays %2 to end effect %3 (116.2c)</source>
        <translation>%1 paga %2 para terminar el efecto %3 (116.2c)</translation>
    </message>
    <message>
        <location filename="../core/play/Regeneration.cpp" line="11"/>
        <source>the next time %1 would be destroyed this turn, it is regenerated instead (701.19a)</source>
        <translation>la próxima vez que %1 fuera a ser destruida este turno, en vez de eso se regenera (701.19a)</translation>
    </message>
    <message>
        <location filename="../core/play/Regeneration.cpp" line="34"/>
        <source>%1 is regenerated instead of destroyed: tapped, its damage removed and removed from combat (701.19a, 614.8)</source>
        <translation>%1 se regenera en vez de ser destruida: se gira, se le quita el daño y se remueve del combate (701.19a, 614.8)</translation>
    </message>
</context>
<context>
    <name>QtDialogs</name>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="23"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="24"/>
        <source>The scenario &quot;%1&quot; has changes that are not saved.</source>
        <translation>El escenario «%1» tiene cambios sin guardar.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="26"/>
        <source>Do you want to save them first?</source>
        <translation>¿Quieres guardarlos primero?</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="40"/>
        <source>Recover unsaved changes</source>
        <translation>Recuperar los cambios no guardados</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="41"/>
        <source>Strata did not close normally last time, and the scenario &quot;%1&quot; had changes that were not saved.</source>
        <translation>Strata no se cerró normalmente la última vez, y el escenario «%1» tenía cambios sin guardar.</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="44"/>
        <source>Recover them as they stood at %1?</source>
        <translation>¿Recuperarlos tal como estaban a las %1?</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="46"/>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="47"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="58"/>
        <source>%1× (%2 × %3 pixels)</source>
        <extracomment>A PNG export size: &quot;2× (3200 × 1800 pixels)&quot;</extracomment>
        <translation>%1× (%2 × %3 píxeles)</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="62"/>
        <source>Export as PNG</source>
        <translation>Exportar como PNG</translation>
    </message>
    <message>
        <location filename="../app/ui/dialogs/QtDialogs.cpp" line="62"/>
        <source>Scale:</source>
        <translation>Escala:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="66"/>
        <source>CDA</source>
        <comment>characteristic-defining ability, applied first (613.3)</comment>
        <translation>CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="69"/>
        <source>timestamp, also depends on %1</source>
        <translation>orden de llegada; también depende de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="71"/>
        <source>timestamp</source>
        <translation>orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="73"/>
        <source>depends on %1</source>
        <translation>depende de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TraceText.cpp" line="75"/>
        <source>loop</source>
        <comment>part of a dependency loop, so timestamp order (613.8b)</comment>
        <translation>bucle</translation>
    </message>
</context>
<context>
    <name>RemoveEffectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/RemoveEffectCommand.cpp" line="27"/>
        <source>Remove effect %1</source>
        <translation>Quitar el efecto %1</translation>
    </message>
</context>
<context>
    <name>RemoveEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/RemoveEventCommand.cpp" line="8"/>
        <source>Delete event %1</source>
        <translation>Borrar el evento %1</translation>
    </message>
</context>
<context>
    <name>RemoveObjectCommand</name>
    <message>
        <location filename="../app/ui/document/commands/RemoveObjectCommand.cpp" line="45"/>
        <source>Remove %1</source>
        <translation>Quitar %1</translation>
    </message>
</context>
<context>
    <name>ReplaceEventCommand</name>
    <message>
        <location filename="../app/ui/document/commands/ReplaceEventCommand.cpp" line="8"/>
        <source>Edit event %1</source>
        <translation>Editar el evento %1</translation>
    </message>
</context>
<context>
    <name>ResolutionLimit</name>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="12"/>
        <source>The values shown are those found before it stopped: some effects may not have been applied, so they may be wrong.</source>
        <translation>Los valores mostrados son los hallados antes de detenerse: puede que algunos efectos no se hayan aplicado, así que pueden ser incorrectos.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="15"/>
        <source>Strata stopped working out this board after %1 seconds, the most it spends on one board.</source>
        <translation>Strata dejó de resolver este tablero tras %1 segundos, el máximo que dedica a un tablero.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="19"/>
        <source>Strata stopped working out this board after recording %1 changes, the most it keeps for one board.</source>
        <translation>Strata dejó de resolver este tablero tras registrar %1 cambios, el máximo que guarda para un tablero.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="23"/>
        <source>Strata stopped working out this board before the end (%1).</source>
        <comment>the engine&apos;s own words, in English</comment>
        <translation>Strata dejó de resolver este tablero antes del final (%1).</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ResolutionLimit.cpp" line="30"/>
        <source>⚠ Board not fully worked out</source>
        <translation>⚠ Tablero sin resolver del todo</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="10"/>
        <source>Banding</source>
        <translation>Formar bandas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="11"/>
        <source>Changeling</source>
        <translation>Cambiaformas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="12"/>
        <source>Cumulative upkeep</source>
        <translation>Mantenimiento acumulativo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="13"/>
        <source>Deathtouch</source>
        <translation>Toque mortal</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="14"/>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="15"/>
        <source>Double strike</source>
        <translation>Dañar dos veces</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="16"/>
        <source>Enchant</source>
        <translation>Encantar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="17"/>
        <source>Equip</source>
        <translation>Equipar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="18"/>
        <source>Fading</source>
        <translation>Desvanecimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="19"/>
        <source>Fear</source>
        <translation>Miedo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="20"/>
        <source>First strike</source>
        <translation>Dañar primero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="21"/>
        <source>Flanking</source>
        <translation>Flanquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="22"/>
        <source>Flash</source>
        <translation>Destello</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="23"/>
        <source>Flashback</source>
        <translation>Retrospectiva</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="24"/>
        <source>Flying</source>
        <translation>Volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="25"/>
        <source>Haste</source>
        <translation>Prisa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="26"/>
        <source>Hexproof</source>
        <translation>Antimaleficio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="27"/>
        <source>Indestructible</source>
        <translation>Indestructible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="28"/>
        <source>Infect</source>
        <translation>Infectar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="29"/>
        <source>Kicker</source>
        <translation>Estímulo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="30"/>
        <source>Landwalk</source>
        <translation>Cruzar tierras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="31"/>
        <source>Lifelink</source>
        <translation>Vínculo vital</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="32"/>
        <source>Menace</source>
        <translation>Amenaza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="33"/>
        <source>Morph</source>
        <translation>Metamorfosis</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="34"/>
        <source>Protection</source>
        <translation>Protección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="35"/>
        <source>Rampage</source>
        <translation>Desenfreno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="36"/>
        <source>Reach</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="37"/>
        <source>Shadow</source>
        <translation>Sombra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="39"/>
        <source>Split second</source>
        <translation>Segundo partido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="40"/>
        <source>Trample</source>
        <translation>Arrollar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="41"/>
        <source>Vigilance</source>
        <translation>Vigilancia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="42"/>
        <source>Buyback</source>
        <translation>Recompra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="43"/>
        <source>Cycling</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="44"/>
        <source>Echo</source>
        <translation>Eco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="45"/>
        <source>Phasing</source>
        <translation>Cambio de fase</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="46"/>
        <source>Evoke</source>
        <translation>Evocar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="47"/>
        <source>Persist</source>
        <translation>Persistir</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="48"/>
        <source>Vanishing</source>
        <translation>Desvanecerse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="49"/>
        <source>Landcycling</source>
        <translation>Ciclo de tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="50"/>
        <source>Exalted</source>
        <translation>Exaltado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="51"/>
        <source>Bushido</source>
        <translation>Bushido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="52"/>
        <source>Intimidate</source>
        <translation>Intimidar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="53"/>
        <source>Wither</source>
        <translation>Marchitar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="38"/>
        <location filename="../core/text/RulesTextWords.cpp" line="54"/>
        <source>Shroud</source>
        <translation>Velo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="54"/>
        <source>Undying</source>
        <translation>Inmortal</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="55"/>
        <source>Prowess</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="56"/>
        <source>Devoid</source>
        <translation>Desprovisto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="57"/>
        <source>Affinity for artifacts</source>
        <translation>Afinidad por los artefactos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="58"/>
        <source>Affinity for Forests</source>
        <translation>Afinidad por los Bosques</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="59"/>
        <source>Affinity for Islands</source>
        <translation>Afinidad por las Islas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="60"/>
        <source>Affinity for Mountains</source>
        <translation>Afinidad por las Montañas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="61"/>
        <source>Affinity for Swamps</source>
        <translation>Afinidad por los Pantanos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="62"/>
        <source>Aftermath</source>
        <translation>Secuela</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="63"/>
        <source>Ascend</source>
        <translation>Ascender</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="64"/>
        <source>Battle cry</source>
        <translation>Grito de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="65"/>
        <source>Cascade</source>
        <translation>Cascada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="66"/>
        <source>Cipher</source>
        <translation>Cifrar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="67"/>
        <source>Conspire</source>
        <translation>Conspirar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="68"/>
        <source>Convoke</source>
        <translation>Convocar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="69"/>
        <source>Delve</source>
        <translation>Excavar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="70"/>
        <source>Dethrone</source>
        <translation>Destronar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="71"/>
        <source>Epic</source>
        <translation>Épico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="72"/>
        <source>Evolve</source>
        <translation>Evolucionar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="73"/>
        <source>Exploit</source>
        <translation>Explotar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="74"/>
        <source>Extort</source>
        <translation>Extorsionar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="75"/>
        <source>Haunt</source>
        <translation>Rondar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="76"/>
        <source>Hideaway</source>
        <translation>Escondite</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="77"/>
        <source>Horsemanship</source>
        <translation>Equitación</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="78"/>
        <source>Improvise</source>
        <translation>Improvisar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="79"/>
        <source>Ingest</source>
        <translation>Ingerir</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="80"/>
        <source>Jump-start</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="81"/>
        <source>Living weapon</source>
        <translation>Arma viviente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="82"/>
        <source>Melee</source>
        <translation>Refriega</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="83"/>
        <source>Mentor</source>
        <translation>Mentor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="84"/>
        <source>Myriad</source>
        <translation>Miríada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="85"/>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="86"/>
        <source>Provoke</source>
        <translation>Provocar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="87"/>
        <source>Rebound</source>
        <translation>Rebote</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="88"/>
        <source>Retrace</source>
        <translation>Recorrer</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="89"/>
        <source>Riot</source>
        <translation>Disturbio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="90"/>
        <source>Skulk</source>
        <translation>Escabullirse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="91"/>
        <source>Soulbond</source>
        <translation>Vínculo de almas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="92"/>
        <source>Storm</source>
        <translation>Tormenta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="93"/>
        <source>Sunburst</source>
        <translation>Resplandor solar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="94"/>
        <source>Totem armor</source>
        <translation>Armadura totémica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="95"/>
        <source>Unleash</source>
        <translation>Desatar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="96"/>
        <source>Afflict</source>
        <translation>Afligir</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="97"/>
        <source>Afterlife</source>
        <translation>Vida futura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="98"/>
        <source>Amplify</source>
        <translation>Amplificar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="99"/>
        <source>Annihilator</source>
        <translation>Aniquilador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="100"/>
        <source>Bloodthirst</source>
        <translation>Sed de sangre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="101"/>
        <source>Crew</source>
        <translation>Tripular</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="102"/>
        <source>Devour</source>
        <translation>Devorar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="103"/>
        <source>Dredge</source>
        <translation>Dragar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="104"/>
        <source>Fabricate</source>
        <translation>Fabricar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="105"/>
        <source>Graft</source>
        <translation>Injertar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="106"/>
        <source>Modular</source>
        <translation>Modular</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="107"/>
        <source>Poisonous</source>
        <translation>Venenoso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="108"/>
        <source>Renown</source>
        <translation>Renombre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="109"/>
        <source>Ripple</source>
        <translation>Onda</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="110"/>
        <source>Soulshift</source>
        <translation>Transmigrar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="111"/>
        <source>Tribute</source>
        <translation>Tributo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="112"/>
        <source>Aura swap</source>
        <translation>Intercambio de aura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="113"/>
        <source>Bestow</source>
        <translation>Otorgar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="114"/>
        <source>Dash</source>
        <translation>Arremeter</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="115"/>
        <source>Embalm</source>
        <translation>Embalsamar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="116"/>
        <source>Emerge</source>
        <translation>Emerger</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="117"/>
        <source>Entwine</source>
        <translation>Entrelazar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="118"/>
        <source>Escalate</source>
        <translation>Escalada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="119"/>
        <source>Eternalize</source>
        <translation>Eternizar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="120"/>
        <source>Fortify</source>
        <translation>Fortificar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="121"/>
        <source>Level up</source>
        <translation>Subir de nivel</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="122"/>
        <source>Madness</source>
        <translation>Locura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="123"/>
        <source>Megamorph</source>
        <translation>Megametamorfosis</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="124"/>
        <source>Miracle</source>
        <translation>Milagro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="125"/>
        <source>Multikicker</source>
        <translation>Estímulo múltiple</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="126"/>
        <source>Ninjutsu</source>
        <translation>Ninjutsu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="127"/>
        <source>Outlast</source>
        <translation>Perdurar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="128"/>
        <source>Prowl</source>
        <translation>Merodear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="129"/>
        <source>Replicate</source>
        <translation>Replicar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="130"/>
        <source>Scavenge</source>
        <translation>Carroñear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="131"/>
        <source>Spectacle</source>
        <translation>Espectáculo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="132"/>
        <source>Splice onto Arcane</source>
        <translation>Empalmar con lo Arcano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="133"/>
        <source>Surge</source>
        <translation>Oleada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="134"/>
        <source>Transfigure</source>
        <translation>Transfigurar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="135"/>
        <source>Transmute</source>
        <translation>Transmutar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="136"/>
        <source>Unearth</source>
        <translation>Desenterrar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="137"/>
        <source>Awaken</source>
        <translation>Despertar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="138"/>
        <source>Reinforce</source>
        <translation>Reforzar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="139"/>
        <source>Suspend</source>
        <translation>Suspender</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="140"/>
        <source>Fuse</source>
        <translation>Fusionar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="141"/>
        <source>Gravestorm</source>
        <translation>Tormenta de cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="142"/>
        <source>Overload</source>
        <translation>Sobrecarga</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="143"/>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="144"/>
        <source>Basic landcycling</source>
        <translation>Ciclo de tierra básica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="145"/>
        <source>Bands with other legendary creatures</source>
        <translation>Se agrupa con otras criaturas legendarias</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="315"/>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="316"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="317"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="318"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="319"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="320"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="321"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="322"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="323"/>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="324"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="325"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="571"/>
        <location filename="../core/text/RulesTextWriter.h" line="80"/>
        <source>enchanted creature</source>
        <translation>la criatura encantada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesText.cpp" line="94"/>
        <location filename="../core/text/RulesTextWriter.h" line="159"/>
        <source>&quot;%1&quot;</source>
        <comment>a quoted ability</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="535"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="267"/>
        <location filename="../core/text/RulesTextWords.cpp" line="535"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="538"/>
        <source>%1, %2</source>
        <comment>list of three or more</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="539"/>
        <source>%1, or %2</source>
        <comment>last item of a list of three or more</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="540"/>
        <source>%1, and %2</source>
        <comment>last item of a list of three or more</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="579"/>
        <location filename="../core/text/RulesTextWords.cpp" line="569"/>
        <source>equipped creature</source>
        <translation>la criatura equipada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="67"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="95"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="291"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="451"/>
        <location filename="../core/text/RulesTextWords.cpp" line="584"/>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="63"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="92"/>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="142"/>
        <location filename="../core/text/RulesTextActions.cpp" line="217"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="110"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="63"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="92"/>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="65"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="90"/>
        <source>spells</source>
        <translation>hechizos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="65"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="90"/>
        <source>spell</source>
        <translation>hechizo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="247"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="282"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="295"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="120"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="125"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="127"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="138"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="67"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="95"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="291"/>
        <source>permanents</source>
        <translation>permanentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="94"/>
        <source>objects</source>
        <translation>objetos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="94"/>
        <source>object</source>
        <translation>objeto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="156"/>
        <source>non%1</source>
        <comment>negated supertype: nonbasic, nonlegendary</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="163"/>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="17"/>
        <source>non%1</source>
        <comment>negated colour: nonblack</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="165"/>
        <source>non%1</source>
        <comment>negated card type: noncreature, nonland</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="167"/>
        <source>non-%1</source>
        <comment>negated subtype: non-Aura</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="209"/>
        <source>of the chosen type</source>
        <translation>del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="211"/>
        <source>you control</source>
        <translation>que controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="213"/>
        <source>your opponents control</source>
        <translation>que controlan tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="213"/>
        <source>an opponent controls</source>
        <translation>que controla un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="215"/>
        <source>you don&apos;t control</source>
        <translation>que no controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="220"/>
        <source>the chosen player controls</source>
        <translation>que controla el jugador elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="223"/>
        <source>you own</source>
        <translation>que posees</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="227"/>
        <source>with %1</source>
        <comment>with a keyword</comment>
        <translation>con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="230"/>
        <source>with no abilities</source>
        <translation>sin habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="234"/>
        <source>with mana value %1</source>
        <comment>exactly that mana value</comment>
        <translation>con valor de maná de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="236"/>
        <source>with mana value %1 or less</source>
        <translation>con valor de maná de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="238"/>
        <source>with mana value X</source>
        <translation>con valor de maná de X</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="240"/>
        <source>with mana value X or less</source>
        <translation>con valor de maná de X o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="242"/>
        <source>with mana value X or greater</source>
        <translation>con valor de maná de X o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="244"/>
        <source>with mana value %1 or greater</source>
        <translation>con valor de maná de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="246"/>
        <source>with power %1 or less</source>
        <translation>con una fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="248"/>
        <source>with power %1 or greater</source>
        <translation>con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="250"/>
        <source>with toughness %1 or less</source>
        <translation>con resistencia de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="252"/>
        <source>with toughness %1 or greater</source>
        <translation>con resistencia de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="256"/>
        <source>in the chosen player&apos;s graveyard</source>
        <translation>en el cementerio del jugador elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="258"/>
        <source>in the chosen player&apos;s hand</source>
        <translation>en la mano del jugador elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="260"/>
        <source>in your graveyard</source>
        <translation>en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="260"/>
        <source>in all graveyards</source>
        <translation>en todos los cementerios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="260"/>
        <source>in a graveyard</source>
        <translation>en un cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="262"/>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="262"/>
        <source>in a player&apos;s hand</source>
        <translation>en la mano de un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="262"/>
        <source>in all players&apos; hands</source>
        <translation>en las manos de todos los jugadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="264"/>
        <source>in your library</source>
        <translation>en tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="264"/>
        <source>in a player&apos;s library</source>
        <translation>en la biblioteca de un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="266"/>
        <source>in exile</source>
        <translation>en el exilio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="268"/>
        <source>on the stack</source>
        <translation>en la pila</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="270"/>
        <source>in the command zone</source>
        <translation>en la zona de mando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="272"/>
        <source>that aren&apos;t on the battlefield</source>
        <translation>que no están en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="272"/>
        <source>that isn&apos;t on the battlefield</source>
        <translation>que no está en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="274"/>
        <source>in every zone</source>
        <translation>en todas las zonas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="274"/>
        <source>in any zone</source>
        <translation>en cualquier zona</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="344"/>
        <source>any number of target %1</source>
        <comment>a plural noun</comment>
        <translation>cualquier cantidad de %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="345"/>
        <source>any number of target %1 %2</source>
        <comment>a plural noun, its qualifiers</comment>
        <translation>cualquier cantidad de %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="568"/>
        <source>the exiled cards</source>
        <translation>las cartas exiliadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="132"/>
        <source>%1 %2</source>
        <comment>noun followed by its qualifiers</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="60"/>
        <source>token</source>
        <translation>ficha</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="60"/>
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="69"/>
        <source>permanent card</source>
        <translation>carta de permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="69"/>
        <source>permanent cards</source>
        <translation>cartas de permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="71"/>
        <source>opponent</source>
        <translation>oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="71"/>
        <source>opponents</source>
        <translation>oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="73"/>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="73"/>
        <source>players</source>
        <translation>jugadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="86"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="306"/>
        <source>target opponent</source>
        <translation>el oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="350"/>
        <source>up to %1 target %2</source>
        <translation>hasta %1 %2 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="420"/>
        <source>two target %1</source>
        <translation>dos %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="488"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="539"/>
        <source>each %1</source>
        <translation>cada %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="50"/>
        <source>the number of permanents</source>
        <translation>la cantidad de permanentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="378"/>
        <location filename="../core/text/RulesTextActions.cpp" line="468"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="46"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="84"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="88"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="144"/>
        <source>%1 on the battlefield</source>
        <translation>%1 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="29"/>
        <source>attacking</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>atacando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="30"/>
        <source>tapped</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>girado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="31"/>
        <source>untapped</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>enderezado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="85"/>
        <source>the number of %1</source>
        <translation>la cantidad de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="88"/>
        <source>the number of card types among cards in all graveyards</source>
        <translation>la cantidad de tipos de carta entre las cartas de todos los cementerios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="90"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="133"/>
        <source>its mana value</source>
        <translation>su valor de maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="92"/>
        <source>its power</source>
        <translation>su fuerza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="94"/>
        <source>an opponent&apos;s life total</source>
        <translation>la cantidad de vidas de un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="94"/>
        <source>your life total</source>
        <translation>tu total de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="97"/>
        <source>the highest life total among all players</source>
        <translation>el total de vidas más alto de entre todos los jugadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="99"/>
        <source>the greatest number of cards in hand among your opponents</source>
        <translation>la mayor cantidad de cartas en la mano de entre tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="105"/>
        <source>minus %1</source>
        <translation>menos %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="150"/>
        <source>twice %1</source>
        <translation>el doble de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="153"/>
        <source>%1 times %2</source>
        <comment>three times the number of …</comment>
        <translation>%1 veces %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="158"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="160"/>
        <source>%1 minus %2</source>
        <translation>%1 menos %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="162"/>
        <source>%1 plus %2</source>
        <translation>%1 más %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="185"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="190"/>
        <source>%1 is %2</source>
        <comment>where X is …</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="229"/>
        <source>your devotion to %1 is less than %2</source>
        <translation>tu devoción al %1 sea menor que %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="243"/>
        <source>you control another %1</source>
        <translation>controlas otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="246"/>
        <source>you control %1 or more %2</source>
        <translation>controlas %1 o más %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="261"/>
        <source>%1 is %2</source>
        <comment>a permanent is of some colour</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="253"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="256"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="262"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="266"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="269"/>
        <source>%1 is %2</source>
        <comment>a permanent is of some kind</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="32"/>
        <source>blocking</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>bloqueando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="56"/>
        <source>the number of %1 in its controller&apos;s hand</source>
        <translation>la cantidad de %1 en la mano de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="56"/>
        <source>the number of %1 in its controller&apos;s graveyard</source>
        <translation>la cantidad de %1 en el cementerio de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="66"/>
        <source>the number of %1 you own in exile and in your graveyard</source>
        <translation>la cantidad de %1 que posees en el exilio y en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="79"/>
        <source>the number of %1 attached to it</source>
        <comment>kinds of permanents</comment>
        <translation>la cantidad de %1 anexados a él</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="96"/>
        <source>the highest life total among your opponents</source>
        <translation>el total de vidas más alto entre tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="101"/>
        <source>that much</source>
        <translation>esa cantidad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="103"/>
        <source>the life lost this way</source>
        <translation>la vida perdida de esta manera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="131"/>
        <source>the number of creatures blocking it</source>
        <translation>el número de criaturas que lo están bloqueando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="136"/>
        <source>the number of cards in that player&apos;s hand</source>
        <translation>el número de cartas en la mano de ese jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="137"/>
        <source>the number of cards in your hand</source>
        <translation>el número de cartas en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="143"/>
        <source>the sacrificed creature&apos;s power</source>
        <translation>la fuerza de la criatura sacrificada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="145"/>
        <source>the sacrificed creature&apos;s toughness</source>
        <translation>la resistencia de la criatura sacrificada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="203"/>
        <source>you have exactly %1 cards in hand</source>
        <translation>tienes exactamente %1 cartas en la mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="207"/>
        <source>%1 and %2</source>
        <comment>two conditions that must both hold</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="212"/>
        <source>there are no %1 counters on %2</source>
        <comment>counter kind, an object</comment>
        <translation>no hay contadores %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="217"/>
        <source>it&apos;s not true that %1</source>
        <comment>a negated condition</comment>
        <translation>no es cierto que %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="233"/>
        <source>you control exactly one %1</source>
        <translation>controlas exactamente una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="245"/>
        <source>you control %1 or more other %2</source>
        <translation>controlas %1 o más %2 adicionales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="258"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="268"/>
        <source>%1 is %2</source>
        <comment>a permanent is in some status</comment>
        <translation>%1 está %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="276"/>
        <source>you have %1 or more life</source>
        <translation>tienes %1 vidas o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="278"/>
        <source>you have %1 or less life</source>
        <translation>tienes %1 vidas o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="281"/>
        <source>you control no other %1</source>
        <translation>no controlas otras %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="282"/>
        <source>you control no %1</source>
        <translation>no controlas %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="284"/>
        <source>you have no cards in hand</source>
        <translation>no tienes cartas en la mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="286"/>
        <source>it was evoked</source>
        <translation>fue evocada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="288"/>
        <source>it had no %1 counters on it</source>
        <translation>no tenía contadores %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="293"/>
        <source>no opponent controls %1</source>
        <translation>ningún oponente controla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="295"/>
        <source>no %1 are on the battlefield</source>
        <translation>no hay %1 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="297"/>
        <source>%1 was kicked</source>
        <translation>se pagó el coste de estímulo de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="299"/>
        <source>%1 came under your control since the beginning of your last upkeep</source>
        <translation>%1 pasó a estar bajo tu control desde el comienzo de tu último mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="301"/>
        <source>it&apos;s your turn</source>
        <translation>es tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="303"/>
        <source>it&apos;s not your turn</source>
        <translation>no es tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="305"/>
        <source>%1 or more cards are in your graveyard</source>
        <translation>hay %1 o más cartas en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="308"/>
        <source>there is exactly one %1 counter on %2</source>
        <translation>hay exactamente un contador %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="310"/>
        <source>there are exactly %1 %2 counters on %3</source>
        <translation>hay exactamente %1 contadores %2 sobre %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="312"/>
        <source>%1 has %2 to %3 %4 counters on it</source>
        <translation>%1 tiene entre %2 y %3 contadores %4</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="314"/>
        <source>%1 has an %2 counter on it</source>
        <translation>%1 tiene un contador %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="316"/>
        <source>%1 has a %2 counter on it</source>
        <translation>%1 tiene un contador %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="317"/>
        <source>%1 has %2 or more %3 counters on it</source>
        <translation>%1 tiene %2 o más contadores %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="319"/>
        <source>there are %1 or more card types among cards in your graveyard</source>
        <translation>hay %1 o más tipos de carta entre las cartas de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="323"/>
        <source>an opponent controls %1</source>
        <translation>un oponente controla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="326"/>
        <source>an opponent has %1 or less life</source>
        <translation>un oponente tiene %1 vidas o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="328"/>
        <source>you have %1 or more cards in hand</source>
        <translation>tienes %1 o más cartas en la mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="330"/>
        <source>you have %1 or fewer cards in hand</source>
        <translation>tienes %1 cartas o menos en la mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="374"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="263"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="270"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="116"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="169"/>
        <source>a permanent</source>
        <translation>un permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="272"/>
        <source>no spells were cast last turn</source>
        <translation>no se lanzaron hechizos en el último turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="274"/>
        <source>a player cast two or more spells last turn</source>
        <translation>un jugador lanzó dos o más hechizos en el último turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="129"/>
        <source>until end of turn, %1</source>
        <translation>hasta el final del turno, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="129"/>
        <source>%1 until end of turn</source>
        <translation>%1 hasta el final del turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="131"/>
        <source>%1 for as long as you control %2</source>
        <translation>%1 mientras controles %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="133"/>
        <source>during target opponent&apos;s next turn, %1</source>
        <translation>durante el próximo turno del oponente objetivo, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="135"/>
        <source>%1 until %2 leaves the battlefield</source>
        <translation>%1 hasta que %2 deje el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="137"/>
        <source>%1 for as long as %2 remains tapped</source>
        <translation>%1 mientras %2 permanezca girado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="146"/>
        <source>%1 has an ability that doesn&apos;t change characteristics</source>
        <translation>%1 tiene una habilidad que no cambia características</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="178"/>
        <source>%1 that player controls</source>
        <translation>%1 que controla ese jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="187"/>
        <source>that %1</source>
        <comment>the one permanent a condition counts</comment>
        <translation>esa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="193"/>
        <source>%1 and %2 each</source>
        <comment>the source and the permanent it enchants, each of which gets a change</comment>
        <translation>%1 y %2 cada uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="198"/>
        <source>each of those creatures</source>
        <comment>a soulbond pair</comment>
        <translation>cada una de esas criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="210"/>
        <source>%1 this turn</source>
        <comment>a prevention effect lasting until the turn ends</comment>
        <translation>%1 este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="213"/>
        <source>%1, where %2</source>
        <translation>%1, donde %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="162"/>
        <location filename="../core/text/RulesTextCosts.cpp" line="71"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="219"/>
        <source>as long as %1, %2</source>
        <translation>mientras %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="220"/>
        <source>you may</source>
        <translation>puedes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="125"/>
        <location filename="../core/text/RulesTextActions.cpp" line="133"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="39"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="221"/>
        <location filename="../core/text/RulesTextGameActions.cpp" line="14"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="42"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="95"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="140"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="435"/>
        <location filename="../core/text/RulesTextPayments.cpp" line="68"/>
        <source>you may %1</source>
        <comment>an optional instruction</comment>
        <translation>si quieres, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="240"/>
        <source>you may have %1 %2</source>
        <translation>puedes hacer que %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="242"/>
        <source>%1 %2</source>
        <comment>subject and predicate</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="248"/>
        <source>this effect doesn&apos;t remove %1</source>
        <translation>este efecto no quita %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="250"/>
        <source>this effect doesn&apos;t remove Auras</source>
        <translation>este efecto no quita Auras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="335"/>
        <source>%1 with all creature types</source>
        <translation>%1 con todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="337"/>
        <source>%1 with %2</source>
        <comment>a creature with keywords</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="344"/>
        <source>are %1 that are still lands</source>
        <comment>animated lands</comment>
        <translation>son %1 que siguen siendo tierras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="348"/>
        <source>is %1. It&apos;s still a land</source>
        <comment>an animated land with keywords</comment>
        <translation>es %1. Sigue siendo una tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="349"/>
        <source>is %1 that&apos;s still a land</source>
        <comment>an animated land</comment>
        <translation>es %1 que sigue siendo una tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="351"/>
        <source>is %1</source>
        <comment>an animated permanent</comment>
        <translation>es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="357"/>
        <source>becomes %1 in addition to its other colors and types</source>
        <comment>singular</comment>
        <translation>se convierte en %1 además de sus otros colores y tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="358"/>
        <source>become %1 in addition to their other colors and types</source>
        <comment>plural</comment>
        <translation>se convierten en %1 además de sus otros colores y tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="359"/>
        <source>become %1 in addition to its other colors and types</source>
        <comment>infinitive</comment>
        <translation>se convierta en %1 además de sus otros colores y tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="361"/>
        <source>is %1 in addition to its other colors and types</source>
        <comment>singular</comment>
        <translation>es %1 además de sus otros colores y tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="362"/>
        <source>are %1 in addition to their other colors and types</source>
        <comment>plural</comment>
        <translation>son %1 además de sus otros colores y tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="363"/>
        <source>be %1 in addition to its other colors and types</source>
        <comment>infinitive</comment>
        <translation>sea %1 además de sus otros colores y tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="368"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="157"/>
        <source>becomes %1 in addition to its other types</source>
        <comment>singular</comment>
        <translation>se convierte en %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="369"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="158"/>
        <source>become %1 in addition to their other types</source>
        <comment>plural</comment>
        <translation>se convierten en %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="370"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="159"/>
        <source>become %1 in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>se convierta en %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="372"/>
        <source>is %1 in addition to its other types</source>
        <comment>singular</comment>
        <translation>es %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="373"/>
        <source>are %1 in addition to their other types</source>
        <comment>plural</comment>
        <translation>son %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="374"/>
        <source>be %1 in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sea %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="379"/>
        <source>becomes %1 and loses all other card types</source>
        <comment>singular</comment>
        <translation>se convierte en %1 y pierde todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="380"/>
        <source>become %1 and lose all other card types</source>
        <comment>plural</comment>
        <translation>se convierten en %1 y pierden todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="381"/>
        <source>become %1 and lose all other card types</source>
        <comment>infinitive</comment>
        <translation>se convierta en %1 y pierda todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="383"/>
        <source>is %1 and loses all other card types</source>
        <comment>singular</comment>
        <translation>es %1 y pierde todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="384"/>
        <source>are %1 and lose all other card types</source>
        <comment>plural</comment>
        <translation>son %1 y pierden todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="385"/>
        <source>be %1 and lose all other card types</source>
        <comment>infinitive</comment>
        <translation>sea %1 y pierda todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="389"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="162"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="195"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="254"/>
        <source>becomes %1</source>
        <comment>singular</comment>
        <translation>pasa a ser %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="390"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="163"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="196"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="255"/>
        <source>become %1</source>
        <comment>plural</comment>
        <translation>pasan a ser %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="391"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="164"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="197"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="256"/>
        <source>become %1</source>
        <comment>infinitive</comment>
        <translation>pase a ser %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="393"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="198"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="257"/>
        <source>is %1</source>
        <comment>singular</comment>
        <translation>es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="394"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="199"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="258"/>
        <source>are %1</source>
        <comment>plural</comment>
        <translation>son %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="394"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="200"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="259"/>
        <source>be %1</source>
        <comment>infinitive</comment>
        <translation>sea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="120"/>
        <source>becomes a copy of %1</source>
        <comment>singular</comment>
        <translation>se convierte en una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="121"/>
        <source>become copies of %1</source>
        <comment>plural</comment>
        <translation>se convierten en copias de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="122"/>
        <source>become a copy of %1</source>
        <comment>infinitive</comment>
        <translation>se convierta en una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="123"/>
        <source>is a copy of %1</source>
        <comment>singular</comment>
        <translation>es una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="124"/>
        <source>are copies of %1</source>
        <comment>plural</comment>
        <translation>son copias de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="125"/>
        <source>be a copy of %1</source>
        <comment>infinitive</comment>
        <translation>sea una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="386"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="183"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="128"/>
        <source>%1, except %2</source>
        <translation>%1, excepto que %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="233"/>
        <source>basic</source>
        <comment>adjective, masculine singular</comment>
        <translation>básico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="234"/>
        <source>basic</source>
        <comment>adjective, feminine singular</comment>
        <translation>básica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="235"/>
        <source>basic</source>
        <comment>adjective, masculine plural</comment>
        <translation>básicos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="236"/>
        <source>basic</source>
        <comment>adjective, feminine plural</comment>
        <translation>básicas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="239"/>
        <source>legendary</source>
        <comment>adjective, masculine singular</comment>
        <translation>legendario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="240"/>
        <source>legendary</source>
        <comment>adjective, feminine singular</comment>
        <translation>legendaria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="241"/>
        <source>legendary</source>
        <comment>adjective, masculine plural</comment>
        <translation>legendarios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="242"/>
        <source>legendary</source>
        <comment>adjective, feminine plural</comment>
        <translation>legendarias</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="245"/>
        <source>ongoing</source>
        <comment>adjective, masculine singular</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="246"/>
        <source>ongoing</source>
        <comment>adjective, feminine singular</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="247"/>
        <source>ongoing</source>
        <comment>adjective, masculine plural</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="248"/>
        <source>ongoing</source>
        <comment>adjective, feminine plural</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="251"/>
        <source>snow</source>
        <comment>adjective, masculine singular</comment>
        <translation>nevado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="252"/>
        <source>snow</source>
        <comment>adjective, feminine singular</comment>
        <translation>nevada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="253"/>
        <source>snow</source>
        <comment>adjective, masculine plural</comment>
        <translation>nevados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="254"/>
        <source>snow</source>
        <comment>adjective, feminine plural</comment>
        <translation>nevadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="257"/>
        <source>world</source>
        <comment>adjective, masculine singular</comment>
        <translation>mundial</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="258"/>
        <source>world</source>
        <comment>adjective, feminine singular</comment>
        <translation>mundial</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="259"/>
        <source>world</source>
        <comment>adjective, masculine plural</comment>
        <translation>mundiales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="260"/>
        <source>world</source>
        <comment>adjective, feminine plural</comment>
        <translation>mundiales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="267"/>
        <source>tapped</source>
        <comment>adjective, masculine singular</comment>
        <translation>girado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="268"/>
        <source>tapped</source>
        <comment>adjective, feminine singular</comment>
        <translation>girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="269"/>
        <source>tapped</source>
        <comment>adjective, masculine plural</comment>
        <translation>girados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="270"/>
        <source>tapped</source>
        <comment>adjective, feminine plural</comment>
        <translation>giradas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="273"/>
        <source>untapped</source>
        <comment>adjective, masculine singular</comment>
        <translation>enderezado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="274"/>
        <source>untapped</source>
        <comment>adjective, feminine singular</comment>
        <translation>enderezada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="275"/>
        <source>untapped</source>
        <comment>adjective, masculine plural</comment>
        <translation>enderezados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="276"/>
        <source>untapped</source>
        <comment>adjective, feminine plural</comment>
        <translation>enderezadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="279"/>
        <source>attacking</source>
        <comment>adjective, masculine singular</comment>
        <translation>atacante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="280"/>
        <source>attacking</source>
        <comment>adjective, feminine singular</comment>
        <translation>atacante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="281"/>
        <source>attacking</source>
        <comment>adjective, masculine plural</comment>
        <translation>atacantes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="282"/>
        <source>attacking</source>
        <comment>adjective, feminine plural</comment>
        <translation>atacantes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="293"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;kindred&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="294"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;enchantment&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="295"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;artifact&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="296"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;land&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="297"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;creature&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="298"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;planeswalker&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="299"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;battle&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="300"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;instant&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="301"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;sorcery&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="302"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;card&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="303"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;spell&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="304"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;permanent&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="305"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;object&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="306"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;player&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="307"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;counter&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="308"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;token&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="310"/>
        <source>m</source>
        <comment>grammatical gender of a subtype used as a noun, such as &quot;Merfolk&quot; or &quot;Swamp&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="449"/>
        <source>%1 %2</source>
        <comment>a card type or subtype before the noun card or spell: creature cards, Zombie spell</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="451"/>
        <source>%1 %2</source>
        <comment>one adjective before a noun phrase, put to it from the nearest adjective outwards: 1/4 blue Elemental creature = 1/4 (blue (Elemental (creature)))</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="520"/>
        <source>an %1</source>
        <comment>indefinite article before a vowel sound; %1 is masculine</comment>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="521"/>
        <source>an %1</source>
        <comment>indefinite article before a vowel sound; %1 is feminine</comment>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="523"/>
        <source>a %1</source>
        <comment>indefinite article; %1 is masculine</comment>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="524"/>
        <source>a %1</source>
        <comment>indefinite article; %1 is feminine</comment>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="574"/>
        <source>fortified land</source>
        <translation>tierra fortificada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="585"/>
        <source>enchanted %1</source>
        <comment>%1 is masculine</comment>
        <translation>el %1 encantado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="586"/>
        <source>enchanted %1</source>
        <comment>%1 is feminine</comment>
        <translation>la %1 encantada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="311"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="496"/>
        <source>target %1</source>
        <comment>%1 is masculine</comment>
        <translation>el %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="312"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="497"/>
        <source>target %1</source>
        <comment>%1 is feminine</comment>
        <translation>la %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="314"/>
        <source>target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>el %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="315"/>
        <source>target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>la %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="351"/>
        <source>up to %1 target %2 %3</source>
        <comment>number, noun, its qualifiers</comment>
        <translation>hasta %1 %2 objetivo %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="320"/>
        <source>up to one target %1</source>
        <comment>%1 is masculine</comment>
        <translation>hasta un %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="321"/>
        <source>up to one target %1</source>
        <comment>%1 is feminine</comment>
        <translation>hasta una %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="324"/>
        <source>up to one target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>hasta un %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="325"/>
        <source>up to one target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>hasta una %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="338"/>
        <source>X target %1</source>
        <comment>a plural noun</comment>
        <translation>X %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="339"/>
        <source>X target %1 %2</source>
        <comment>a plural noun, its qualifiers</comment>
        <translation>X %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="358"/>
        <source>another target %1</source>
        <comment>%1 is masculine</comment>
        <translation>otro %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="359"/>
        <source>another target %1</source>
        <comment>%1 is feminine</comment>
        <translation>otra %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="362"/>
        <source>another target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>otro %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="363"/>
        <source>another target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>otra %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="372"/>
        <source>that %1</source>
        <comment>%1 is masculine</comment>
        <translation>ese %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="373"/>
        <source>that %1</source>
        <comment>%1 is feminine</comment>
        <translation>esa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="377"/>
        <source>those %1</source>
        <comment>%1 is masculine</comment>
        <translation>esos %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="378"/>
        <source>those %1</source>
        <comment>%1 is feminine</comment>
        <translation>esas %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="384"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="582"/>
        <source>it</source>
        <comment>the object a dies or leaves trigger is about</comment>
        <translation>esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="414"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="431"/>
        <source>%1 each</source>
        <comment>several targets, each of which gets a change: up to two target creatures each</comment>
        <translation>%1, cada una,</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="121"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="429"/>
        <source>%1 target %2</source>
        <comment>a number, a plural noun</comment>
        <translation>%1 %2 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="122"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="430"/>
        <source>%1 target %2 %3</source>
        <comment>a number, a plural noun, its qualifiers</comment>
        <translation>%1 %2 objetivo %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="445"/>
        <source>a %1 of your choice</source>
        <comment>%1 is masculine</comment>
        <translation>un %1 de tu elección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="446"/>
        <source>a %1 of your choice</source>
        <comment>%1 is feminine</comment>
        <translation>una %1 de tu elección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="455"/>
        <source>both creatures</source>
        <comment>a soulbond pair</comment>
        <translation>ambas criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="457"/>
        <source>the exiled card</source>
        <translation>la carta exiliada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="463"/>
        <source>that token</source>
        <comment>the token an effect created</comment>
        <translation>esa ficha</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="508"/>
        <source>other %1</source>
        <comment>singular; %1 is masculine</comment>
        <translation>otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="509"/>
        <source>other %1</source>
        <comment>singular; %1 is feminine</comment>
        <translation>otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="514"/>
        <source>other %1</source>
        <comment>plural, without article; %1 is masculine</comment>
        <translation>otros %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="515"/>
        <source>other %1</source>
        <comment>plural, without article; %1 is feminine</comment>
        <translation>otras %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="520"/>
        <source>other %1</source>
        <comment>plural subject or object; %1 is masculine</comment>
        <translation>los demás %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="521"/>
        <source>other %1</source>
        <comment>plural subject or object; %1 is feminine</comment>
        <translation>las demás %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="524"/>
        <source>all %1</source>
        <comment>%1 is masculine</comment>
        <translation>todos los %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="525"/>
        <source>all %1</source>
        <comment>%1 is feminine</comment>
        <translation>todas las %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="528"/>
        <source>%1</source>
        <comment>plural subject or object (&quot;creatures you control have …&quot;): add the definite article if your language needs one; %1 is masculine</comment>
        <translation>los %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="531"/>
        <source>%1</source>
        <comment>plural subject or object (&quot;creatures you control have …&quot;): add the definite article if your language needs one; %1 is feminine</comment>
        <translation>las %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="536"/>
        <source>each other %1</source>
        <comment>%1 is masculine</comment>
        <translation>cada otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="537"/>
        <source>each other %1</source>
        <comment>%1 is feminine</comment>
        <translation>cada otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="541"/>
        <source>another %1</source>
        <comment>%1 is masculine</comment>
        <translation>otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="542"/>
        <source>another %1</source>
        <comment>%1 is feminine</comment>
        <translation>otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="170"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="201"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="563"/>
        <source>it</source>
        <comment>subject pronoun for a masculine noun</comment>
        <translation>este</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="171"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="202"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="564"/>
        <source>it</source>
        <comment>subject pronoun for a feminine noun</comment>
        <translation>esta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="99"/>
        <source>power and toughness each equal to %1</source>
        <translation>fuerza y resistencia iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="140"/>
        <source>is turned face down</source>
        <comment>singular</comment>
        <translation>se pone boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="141"/>
        <source>are turned face down</source>
        <comment>plural</comment>
        <translation>se ponen boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="142"/>
        <source>be turned face down</source>
        <comment>infinitive</comment>
        <translation>se ponga boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="143"/>
        <source>is face down</source>
        <comment>singular</comment>
        <translation>está boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="144"/>
        <source>are face down</source>
        <comment>plural</comment>
        <translation>están boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="145"/>
        <source>be face down</source>
        <comment>infinitive</comment>
        <translation>esté boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="168"/>
        <source>becomes the chosen type in addition to its other types</source>
        <comment>singular</comment>
        <translation>pasa a ser del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="170"/>
        <source>become the chosen type in addition to their other types</source>
        <comment>plural</comment>
        <translation>pasan a ser del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="172"/>
        <source>become the chosen type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>pase a ser del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="175"/>
        <source>is the chosen type in addition to its other types</source>
        <comment>singular</comment>
        <translation>es del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="177"/>
        <source>are the chosen type in addition to their other types</source>
        <comment>plural</comment>
        <translation>son del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="179"/>
        <source>be the chosen type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sea del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="182"/>
        <source>becomes the chosen type</source>
        <comment>singular</comment>
        <translation>pasa a ser del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="183"/>
        <source>become the chosen type</source>
        <comment>plural</comment>
        <translation>pasan a ser del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="184"/>
        <source>become the chosen type</source>
        <comment>infinitive</comment>
        <translation>pase a ser del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="185"/>
        <source>is the chosen type</source>
        <comment>singular</comment>
        <translation>es del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="186"/>
        <source>are the chosen type</source>
        <comment>plural</comment>
        <translation>son del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="187"/>
        <source>be the chosen type</source>
        <comment>infinitive</comment>
        <translation>sea del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="208"/>
        <source>isn&apos;t %1</source>
        <comment>singular</comment>
        <translation>no es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="209"/>
        <source>aren&apos;t %1</source>
        <comment>plural</comment>
        <translation>no son %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="210"/>
        <source>not be %1</source>
        <comment>infinitive</comment>
        <translation>no sea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="215"/>
        <source>gains all creature types</source>
        <comment>singular</comment>
        <translation>gana todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="216"/>
        <source>gain all creature types</source>
        <comment>plural</comment>
        <translation>ganan todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="217"/>
        <source>gain all creature types</source>
        <comment>infinitive</comment>
        <translation>gane todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="218"/>
        <source>has all creature types</source>
        <comment>singular</comment>
        <translation>tiene todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="219"/>
        <source>have all creature types</source>
        <comment>plural</comment>
        <translation>tienen todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="220"/>
        <source>have all creature types</source>
        <comment>infinitive</comment>
        <translation>tenga todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="223"/>
        <source>loses all creature types</source>
        <comment>singular</comment>
        <translation>pierde todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="224"/>
        <source>lose all creature types</source>
        <comment>plural</comment>
        <translation>pierden todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="225"/>
        <source>lose all creature types</source>
        <comment>infinitive</comment>
        <translation>pierda todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="229"/>
        <source>becomes every basic land type in addition to its other types</source>
        <comment>singular</comment>
        <translation>pasa a ser de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="231"/>
        <source>become every basic land type in addition to their other types</source>
        <comment>plural</comment>
        <translation>pasan a ser de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="233"/>
        <source>become every basic land type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>pase a ser de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="236"/>
        <source>is every basic land type in addition to its other types</source>
        <comment>singular</comment>
        <translation>es de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="238"/>
        <source>are every basic land type in addition to their other types</source>
        <comment>plural</comment>
        <translation>son de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="240"/>
        <source>be every basic land type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sea de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="245"/>
        <source>is all colors</source>
        <comment>singular</comment>
        <translation>es de todos los colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="246"/>
        <source>are all colors</source>
        <comment>plural</comment>
        <translation>son de todos los colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="247"/>
        <source>be all colors</source>
        <comment>infinitive</comment>
        <translation>sea de todos los colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="264"/>
        <source>a color of your choice</source>
        <translation>del color que elijas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="251"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="264"/>
        <source>the chosen color</source>
        <translation>del color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="153"/>
        <source>the basic land type of your choice</source>
        <translation>el tipo de tierra básica que elijas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="154"/>
        <source>the creature type of your choice</source>
        <translation>el tipo de criatura que elijas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="251"/>
        <source>the color of your choice</source>
        <translation>del color que elijas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="269"/>
        <source>becomes %1 in addition to its other colors</source>
        <comment>singular</comment>
        <translation>pasa a ser %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="270"/>
        <source>become %1 in addition to their other colors</source>
        <comment>plural</comment>
        <translation>pasan a ser %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="271"/>
        <source>become %1 in addition to its other colors</source>
        <comment>infinitive</comment>
        <translation>pase a ser %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="272"/>
        <source>is %1 in addition to its other colors</source>
        <comment>singular</comment>
        <translation>es %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="273"/>
        <source>are %1 in addition to their other colors</source>
        <comment>plural</comment>
        <translation>son %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="274"/>
        <source>be %1 in addition to its other colors</source>
        <comment>infinitive</comment>
        <translation>sea %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="281"/>
        <source>gains %1</source>
        <comment>singular</comment>
        <translation>gana %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="282"/>
        <source>gain %1</source>
        <comment>plural</comment>
        <translation>ganan %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="283"/>
        <source>gain %1</source>
        <comment>infinitive</comment>
        <translation>gane %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="284"/>
        <source>has %1</source>
        <comment>singular</comment>
        <translation>tiene %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="285"/>
        <source>have %1</source>
        <comment>plural</comment>
        <translation>tienen %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="286"/>
        <source>have %1</source>
        <comment>infinitive</comment>
        <translation>tenga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="291"/>
        <source>loses %1</source>
        <comment>singular</comment>
        <translation>pierde %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="292"/>
        <source>lose %1</source>
        <comment>plural</comment>
        <translation>pierden %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="293"/>
        <source>lose %1</source>
        <comment>infinitive</comment>
        <translation>pierda %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="297"/>
        <source>loses all abilities</source>
        <comment>singular</comment>
        <translation>pierde todas las habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="298"/>
        <source>lose all abilities</source>
        <comment>plural</comment>
        <translation>pierden todas las habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="299"/>
        <source>lose all abilities</source>
        <comment>infinitive</comment>
        <translation>pierda todas las habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="302"/>
        <source>can&apos;t have or gain %1</source>
        <comment>singular</comment>
        <translation>no puede tener ni ganar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="303"/>
        <source>can&apos;t have or gain %1</source>
        <comment>plural</comment>
        <translation>no pueden tener ni ganar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="304"/>
        <source>be unable to have or gain %1</source>
        <comment>infinitive</comment>
        <translation>no pueda tener ni ganar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="311"/>
        <source>has base power and toughness %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="312"/>
        <source>have base power and toughness %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="313"/>
        <source>have base power and toughness %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="317"/>
        <source>has base power and toughness each equal to %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza y una resistencia base iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="318"/>
        <source>have base power and toughness each equal to %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza y una resistencia base iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="319"/>
        <source>have base power and toughness each equal to %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza y una resistencia base iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="323"/>
        <source>has base power equal to %1 and base toughness equal to %2</source>
        <comment>singular</comment>
        <translation>tiene una fuerza base igual a %1 y una resistencia base igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="325"/>
        <source>have base power equal to %1 and base toughness equal to %2</source>
        <comment>plural</comment>
        <translation>tienen una fuerza base igual a %1 y una resistencia base igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="327"/>
        <source>have base power equal to %1 and base toughness equal to %2</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza base igual a %1 y una resistencia base igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="331"/>
        <source>has base power %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="332"/>
        <source>have base power %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="333"/>
        <source>have base power %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="336"/>
        <source>has base power equal to %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="337"/>
        <source>have base power equal to %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="338"/>
        <source>have base power equal to %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="341"/>
        <source>has base toughness %1</source>
        <comment>singular</comment>
        <translation>tiene una resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="342"/>
        <source>have base toughness %1</source>
        <comment>plural</comment>
        <translation>tienen una resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="343"/>
        <source>have base toughness %1</source>
        <comment>infinitive</comment>
        <translation>tenga una resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="346"/>
        <source>has base toughness equal to %1</source>
        <comment>singular</comment>
        <translation>tiene una resistencia base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="347"/>
        <source>have base toughness equal to %1</source>
        <comment>plural</comment>
        <translation>tienen una resistencia base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="348"/>
        <source>have base toughness equal to %1</source>
        <comment>infinitive</comment>
        <translation>tenga una resistencia base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="362"/>
        <source>gets %1</source>
        <comment>singular</comment>
        <translation>obtiene %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="363"/>
        <source>get %1</source>
        <comment>plural</comment>
        <translation>obtienen %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="364"/>
        <source>get %1</source>
        <comment>infinitive</comment>
        <translation>obtenga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="369"/>
        <source>has its power and toughness switched</source>
        <comment>singular</comment>
        <translation>tiene su fuerza y su resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="370"/>
        <source>have their power and toughness switched</source>
        <comment>plural</comment>
        <translation>tienen su fuerza y su resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="371"/>
        <source>have its power and toughness switched</source>
        <comment>infinitive</comment>
        <translation>tenga su fuerza y su resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="381"/>
        <source>can&apos;t be blocked</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="382"/>
        <source>can&apos;t be blocked</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="383"/>
        <source>be unblockable</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="384"/>
        <source>can&apos;t attack or block</source>
        <comment>singular</comment>
        <translation>no puede atacar ni bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="385"/>
        <source>can&apos;t attack or block</source>
        <comment>plural</comment>
        <translation>no pueden atacar ni bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="386"/>
        <source>be unable to attack or block</source>
        <comment>infinitive</comment>
        <translation>no poder atacar ni bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="388"/>
        <source>can&apos;t be blocked by Walls</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada por Muros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="389"/>
        <source>can&apos;t be blocked by Walls</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas por Muros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="390"/>
        <source>be unblockable by Walls</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada por Muros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="392"/>
        <source>can&apos;t be blocked except by two or more creatures</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="393"/>
        <source>can&apos;t be blocked except by two or more creatures</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="394"/>
        <source>be unblockable except by two or more creatures</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="396"/>
        <source>can&apos;t be blocked except by three or more creatures</source>
        <comment>singular</comment>
        <translation>no pueden ser bloqueadas excepto por tres o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="397"/>
        <source>can&apos;t be blocked except by three or more creatures</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas excepto por tres o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="398"/>
        <source>be unblockable except by three or more creatures</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada excepto por tres o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="400"/>
        <source>attacks each combat if able</source>
        <comment>singular</comment>
        <translation>ataca en cada combate si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="401"/>
        <source>attack each combat if able</source>
        <comment>plural</comment>
        <translation>atacan en cada combate si pueden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="402"/>
        <source>attack each combat if able</source>
        <comment>infinitive</comment>
        <translation>ataque en cada combate si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="404"/>
        <source>doesn&apos;t untap during its controller&apos;s untap step</source>
        <comment>singular</comment>
        <translation>no se endereza durante el paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="405"/>
        <source>don&apos;t untap during their controllers&apos; untap steps</source>
        <comment>plural</comment>
        <translation>no se enderezan durante el paso de enderezar de sus controladores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="406"/>
        <source>not untap during its controller&apos;s untap step</source>
        <comment>infinitive</comment>
        <translation>no se enderece durante el paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="407"/>
        <source>attacks %1 if able</source>
        <comment>singular</comment>
        <translation>ataca a %1 si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="408"/>
        <source>attack %1 if able</source>
        <comment>plural</comment>
        <translation>atacan a %1 si pueden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="409"/>
        <source>attack %1 if able</source>
        <comment>infinitive</comment>
        <translation>ataque a %1 si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="411"/>
        <source>can&apos;t attack unless defending player controls %1</source>
        <comment>singular</comment>
        <translation>no puede atacar a menos que el jugador defensor controle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="412"/>
        <source>can&apos;t attack unless defending player controls %1</source>
        <comment>plural</comment>
        <translation>no pueden atacar a menos que el jugador defensor controle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="413"/>
        <source>be unable to attack unless defending player controls %1</source>
        <comment>infinitive</comment>
        <translation>no pueda atacar a menos que el jugador defensor controle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="415"/>
        <source>can&apos;t block</source>
        <comment>singular</comment>
        <translation>no puede bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="416"/>
        <source>can&apos;t block</source>
        <comment>plural</comment>
        <translation>no pueden bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="417"/>
        <source>be unable to block</source>
        <comment>infinitive</comment>
        <translation>no pueda bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="419"/>
        <source>can block only creatures with flying</source>
        <comment>singular</comment>
        <translation>solo puede bloquear criaturas con la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="420"/>
        <source>can block only creatures with flying</source>
        <comment>plural</comment>
        <translation>solo pueden bloquear criaturas con la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="421"/>
        <source>be able to block only creatures with flying</source>
        <comment>infinitive</comment>
        <translation>solo pueda bloquear criaturas con la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="422"/>
        <source>can&apos;t be countered</source>
        <comment>singular</comment>
        <translation>no puede ser contrarrestado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="423"/>
        <source>can&apos;t be countered</source>
        <comment>plural</comment>
        <translation>no pueden ser contrarrestados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="424"/>
        <source>be impossible to counter</source>
        <comment>infinitive</comment>
        <translation>no pueda ser contrarrestado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="425"/>
        <source>can&apos;t attack</source>
        <comment>singular</comment>
        <translation>no puede atacar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="426"/>
        <source>can&apos;t attack</source>
        <comment>plural</comment>
        <translation>no puede atacar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="427"/>
        <source>be unable to attack</source>
        <comment>infinitive</comment>
        <translation>no poder atacar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="429"/>
        <source>can&apos;t be blocked by more than one creature</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada por más de una criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="430"/>
        <source>can&apos;t be blocked by more than one creature</source>
        <comment>plural</comment>
        <translation>no puede ser bloqueada por más de una criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="431"/>
        <source>be unblockable by more than one creature</source>
        <comment>infinitive</comment>
        <translation>no poder ser bloqueada por más de una criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="433"/>
        <source>can attack as though it didn&apos;t have defender</source>
        <comment>singular</comment>
        <translation>puede atacar como si no tuviera defensor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="434"/>
        <source>can attack as though they didn&apos;t have defender</source>
        <comment>plural</comment>
        <translation>pueden atacar como si no tuvieran defensor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="435"/>
        <source>be able to attack as though it didn&apos;t have defender</source>
        <comment>infinitive</comment>
        <translation>poder atacar como si no tuviera defensor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="436"/>
        <source>is goaded</source>
        <comment>singular</comment>
        <translation>está incitada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="437"/>
        <source>are goaded</source>
        <comment>plural</comment>
        <translation>están incitadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="438"/>
        <source>be goaded</source>
        <comment>infinitive</comment>
        <translation>estar incitada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="440"/>
        <source>can block any number of creatures</source>
        <comment>singular</comment>
        <translation>puede bloquear a cualquier cantidad de criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="441"/>
        <source>can block any number of creatures</source>
        <comment>plural</comment>
        <translation>puede bloquear a cualquier cantidad de criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="442"/>
        <source>be able to block any number of creatures</source>
        <comment>infinitive</comment>
        <translation>poder bloquear a cualquier cantidad de criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="444"/>
        <source>can block an additional creature each combat</source>
        <comment>singular</comment>
        <translation>puede bloquear a una criatura adicional en cada combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="445"/>
        <source>can block an additional creature each combat</source>
        <comment>plural</comment>
        <translation>puede bloquear a una criatura adicional en cada combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="446"/>
        <source>be able to block an additional creature each combat</source>
        <comment>infinitive</comment>
        <translation>poder bloquear a una criatura adicional en cada combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="448"/>
        <source>can&apos;t be blocked by creatures with power %1 or less</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada por criaturas con fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="449"/>
        <source>can&apos;t be blocked by creatures with power %1 or less</source>
        <comment>plural</comment>
        <translation>no puede ser bloqueada por criaturas con fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="450"/>
        <source>be unblockable by creatures with power %1 or less</source>
        <comment>infinitive</comment>
        <translation>no poder ser bloqueada por criaturas con fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="453"/>
        <source>can&apos;t be blocked by creatures with power %1 or greater</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada por criaturas con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="454"/>
        <source>can&apos;t be blocked by creatures with power %1 or greater</source>
        <comment>plural</comment>
        <translation>no puede ser bloqueada por criaturas con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="455"/>
        <source>be unblockable by creatures with power %1 or greater</source>
        <comment>infinitive</comment>
        <translation>no poder ser bloqueada por criaturas con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="458"/>
        <source>can&apos;t be blocked by %1</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada por %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="459"/>
        <source>can&apos;t be blocked by %1</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas por %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="460"/>
        <source>be unblockable by %1</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada por %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="462"/>
        <source>can&apos;t be blocked except by %1</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada excepto por %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="463"/>
        <source>can&apos;t be blocked except by %1</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas excepto por %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="464"/>
        <source>be unblockable except by %1</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada excepto por %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="466"/>
        <source>its activated abilities can&apos;t be activated</source>
        <comment>singular</comment>
        <translation>sus habilidades activadas no pueden activarse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="467"/>
        <source>their activated abilities can&apos;t be activated</source>
        <comment>plural</comment>
        <translation>sus habilidades activadas no pueden activarse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="468"/>
        <source>have its activated abilities be unable to be activated</source>
        <comment>infinitive</comment>
        <translation>que sus habilidades activadas no puedan activarse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="471"/>
        <source>can&apos;t block creatures with power %1 or greater</source>
        <comment>singular</comment>
        <translation>no puede bloquear criaturas con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="472"/>
        <source>can&apos;t block creatures with power %1 or greater</source>
        <comment>plural</comment>
        <translation>no puede bloquear criaturas con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="473"/>
        <source>be unable to block creatures with power %1 or greater</source>
        <comment>infinitive</comment>
        <translation>no poder bloquear criaturas con fuerza de %1 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="476"/>
        <source>can&apos;t block creatures with power %1 or less</source>
        <comment>singular</comment>
        <translation>no puede bloquear criaturas con fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="477"/>
        <source>can&apos;t block creatures with power %1 or less</source>
        <comment>plural</comment>
        <translation>no pueden bloquear criaturas con fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="478"/>
        <source>be unable to block creatures with power %1 or less</source>
        <comment>infinitive</comment>
        <translation>no poder bloquear criaturas con fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="479"/>
        <source>blocks each combat if able</source>
        <comment>singular</comment>
        <translation>bloquea en cada combate si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="480"/>
        <source>block each combat if able</source>
        <comment>plural</comment>
        <translation>bloquean en cada combate si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="481"/>
        <source>block each combat if able</source>
        <comment>infinitive</comment>
        <translation>bloquear en cada combate si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="482"/>
        <source>blocks %1 if able</source>
        <comment>singular</comment>
        <translation>bloquea a %1 si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="483"/>
        <source>block %1 if able</source>
        <comment>plural</comment>
        <translation>bloquean a %1 si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="484"/>
        <source>block %1 if able</source>
        <comment>infinitive</comment>
        <translation>bloquear a %1 si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="485"/>
        <source>must be blocked if able</source>
        <comment>singular</comment>
        <translation>debe ser bloqueada si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="486"/>
        <source>must be blocked if able</source>
        <comment>plural</comment>
        <translation>deben ser bloqueadas si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="487"/>
        <source>be blocked if able</source>
        <comment>infinitive</comment>
        <translation>ser bloqueada si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="488"/>
        <source>must be blocked by %1 if able</source>
        <comment>singular</comment>
        <translation>debe ser bloqueada por %1 si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="489"/>
        <source>must be blocked by %1 if able</source>
        <comment>plural</comment>
        <translation>deben ser bloqueadas por %1 si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="490"/>
        <source>be blocked by %1 if able</source>
        <comment>infinitive</comment>
        <translation>ser bloqueada por %1 si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="491"/>
        <source>can&apos;t attack you</source>
        <comment>singular</comment>
        <translation>no puede atacarte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="492"/>
        <source>can&apos;t attack you</source>
        <comment>plural</comment>
        <translation>no pueden atacarte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="493"/>
        <source>be unable to attack you</source>
        <comment>infinitive</comment>
        <translation>no poder atacarte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="495"/>
        <source>can&apos;t attack you or a planeswalker you control</source>
        <comment>singular</comment>
        <translation>no puede atacarte a ti ni a un planeswalker que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="496"/>
        <source>can&apos;t attack you or a planeswalker you control</source>
        <comment>plural</comment>
        <translation>no pueden atacarte a ti ni a un planeswalker que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="497"/>
        <source>be unable to attack you or a planeswalker you control</source>
        <comment>infinitive</comment>
        <translation>no poder atacarte a ti ni a un planeswalker que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="500"/>
        <source>can&apos;t attack if defending player controls %1</source>
        <comment>singular</comment>
        <translation>no puede atacar si el jugador defensor controla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="501"/>
        <source>can&apos;t attack if defending player controls %1</source>
        <comment>plural</comment>
        <translation>no pueden atacar si el jugador defensor controla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="502"/>
        <source>be unable to attack if defending player controls %1</source>
        <comment>infinitive</comment>
        <translation>no poder atacar si el jugador defensor controla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="505"/>
        <source>may assign its combat damage as though it weren&apos;t blocked</source>
        <comment>singular</comment>
        <translation>puede asignar su daño de combate como si no estuviera bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="507"/>
        <source>may assign their combat damage as though they weren&apos;t blocked</source>
        <comment>plural</comment>
        <translation>pueden asignar su daño de combate como si no estuvieran bloqueadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="509"/>
        <source>be able to assign its combat damage as though it weren&apos;t blocked</source>
        <comment>infinitive</comment>
        <translation>poder asignar su daño de combate como si no estuviera bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="512"/>
        <source>assigns combat damage equal to its toughness rather than its power</source>
        <comment>singular</comment>
        <translation>asigna daño de combate igual a su resistencia en vez de a su fuerza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="514"/>
        <source>assign combat damage equal to their toughness rather than their power</source>
        <comment>plural</comment>
        <translation>asignan daño de combate igual a su resistencia en vez de a su fuerza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="516"/>
        <source>assign combat damage equal to its toughness rather than its power</source>
        <comment>infinitive</comment>
        <translation>asignar daño de combate igual a su resistencia en vez de a su fuerza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="544"/>
        <source>%1 or %2</source>
        <comment>either of two creature types</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="545"/>
        <source>%1 and/or %2</source>
        <comment>either of two sets of creatures</comment>
        <translation>%1 y/o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="555"/>
        <source>lets you play an additional land on each of your turns</source>
        <translation>te permite jugar una tierra adicional en cada uno de tus turnos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="557"/>
        <source>lets mana be spent as though it were mana of any color</source>
        <translation>permite gastar maná como si fuera maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="559"/>
        <source>adds one to your devotion to each color and each combination of colors</source>
        <translation>suma uno a tu devoción a cada color y a cada combinación de colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="561"/>
        <source>follows the rule &quot;%1&quot;</source>
        <translation>sigue la regla “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="581"/>
        <source>%1, and %2</source>
        <comment>a predicate, then a clause about the same object&apos;s activated abilities</comment>
        <translation>%1, y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMadeOver.cpp" line="32"/>
        <source>loses all abilities and %1 with base power and toughness %2</source>
        <comment>is a Coward creature</comment>
        <translation>pierde todas las habilidades y %1 con fuerza y resistencia base de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMadeOver.cpp" line="38"/>
        <source>%1 with base power and toughness %2 and has %3, and it loses all other abilities, card types, and creature types</source>
        <comment>is an Insect artifact creature</comment>
        <translation>%1 con fuerza y resistencia base de %2 y tiene %3, y pierde todas las demás habilidades, tipos de carta y tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMadeOver.cpp" line="43"/>
        <source>%1 with base power and toughness %2, and it loses all other abilities, card types, and creature types</source>
        <comment>is an Insect artifact creature</comment>
        <translation>%1 con fuerza y resistencia base de %2, y pierde todas las demás habilidades, tipos de carta y tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="215"/>
        <source>%1 unless %2</source>
        <comment>a rule, the condition under which it doesn&apos;t apply</comment>
        <translation>%1, excepto si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="217"/>
        <source>%1 as long as %2</source>
        <comment>a condition holding a comma, after what it governs</comment>
        <translation>%1 mientras %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="403"/>
        <source>gain control of %1</source>
        <translation>gana el control de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="404"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="238"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="241"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="349"/>
        <source>you control %1</source>
        <translation>controlas %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="406"/>
        <source>exchange control of %1</source>
        <translation>intercambia el control de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="410"/>
        <source>one color word with another</source>
        <translation>una palabra de color por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="412"/>
        <source>one basic land type word with another</source>
        <translation>una palabra de tipo de tierra básica por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="414"/>
        <source>one color word or basic land type word with another</source>
        <translation>una palabra de color o de tipo de tierra básica por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="416"/>
        <source>one creature type word with another</source>
        <translation>una palabra de tipo de criatura por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="418"/>
        <source>all instances of color words in the text of %1 are changed to the chosen color word</source>
        <translation>todas las apariciones de palabras de color en el texto de %1 se cambian por la palabra de color elegida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="421"/>
        <source>every color word with the chosen color word</source>
        <translation>cada palabra de color por la palabra de color elegida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="423"/>
        <source>change the text of %1 by replacing all instances of %2</source>
        <translation>cambia el texto de %1 reemplazando todas las apariciones de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="424"/>
        <source>the text of %1 is changed by replacing all instances of %2</source>
        <translation>el texto de %1 se cambia reemplazando todas las apariciones de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="427"/>
        <source>switch the power and toughness of %1</source>
        <translation>intercambia la fuerza y la resistencia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="435"/>
        <source>it</source>
        <comment>the one target creature an instruction before named, dealt damage or dealing it</comment>
        <translation>esa criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="439"/>
        <source>prevent all damage that would be dealt to %1 by %2</source>
        <translation>previene todo el daño que %2 fueran a hacerle a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="442"/>
        <source>prevent all combat damage that would be dealt to %1 by %2</source>
        <translation>previene todo el daño de combate que %2 fueran a hacerle a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="445"/>
        <source>prevent all damage that would be dealt to %1</source>
        <translation>previene todo el daño que se le fuera a hacer a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="447"/>
        <source>prevent all combat damage that would be dealt to %1</source>
        <translation>previene todo el daño de combate que se le fuera a hacer a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="449"/>
        <source>prevent all damage that would be dealt by %1</source>
        <translation>previene todo el daño que fuera a hacer %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="451"/>
        <source>prevent all combat damage that would be dealt by %1</source>
        <translation>previene todo el daño de combate que fuera a hacer %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="453"/>
        <source>prevent all damage that would be dealt to and dealt by %1</source>
        <translation>previene todo el daño que se le fuera a hacer a %1 y que fuera a hacer %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="455"/>
        <source>prevent all combat damage that would be dealt to and dealt by %1</source>
        <translation>previene todo el daño de combate que se le fuera a hacer a %1 y que fuera a hacer %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="464"/>
        <source>%1 you control</source>
        <comment>permanents of a list of kinds</comment>
        <translation>%1 que controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="466"/>
        <source>%1 your opponents control</source>
        <comment>permanents of a list of kinds</comment>
        <translation>%1 que controlan tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="467"/>
        <source>%1 enter tapped</source>
        <comment>permanents of a set enter the battlefield tapped</comment>
        <translation>%1 entran al campo de batalla girados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="470"/>
        <source>activated abilities of %1 can&apos;t be activated</source>
        <translation>las habilidades activadas de %1 no pueden activarse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="472"/>
        <source>%1 can block creatures with shadow as though they didn&apos;t have shadow</source>
        <translation>%1 puede bloquear criaturas con sombra como si no tuvieran la habilidad de sombra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="474"/>
        <source>if %1 would deal damage to a permanent or player, it deals double that damage to that permanent or player instead</source>
        <translation>si %1 fuera a hacer daño a un permanente o jugador, en vez de eso hace el doble de ese daño a ese permanente o jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="476"/>
        <source>a source</source>
        <translation>una fuente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="478"/>
        <source>prevent all noncombat damage that would be dealt to %1</source>
        <translation>previene todo el daño que no sea de combate que se le fuera a hacer a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="480"/>
        <source>the legend rule doesn&apos;t apply to %1</source>
        <translation>la regla de leyendas no se aplica a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="482"/>
        <source>you may choose not to untap %1 during your untap step</source>
        <translation>puedes elegir no enderezar %1 durante tu paso de enderezar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="484"/>
        <source>if %1 is in your opening hand, you may begin the game with it on the battlefield</source>
        <translation>si %1 está en tu mano inicial, puedes comenzar la partida con esa carta en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="487"/>
        <source>all creatures able to block %1 do so</source>
        <translation>todas las criaturas capaces de bloquear a %1 lo hacen</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="489"/>
        <source>creatures with power less than %1&apos;s power can&apos;t block it</source>
        <translation>las criaturas con fuerza menor que la fuerza de %1 no pueden bloquearla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="491"/>
        <source>%1 can be your commander</source>
        <translation>%1 puede ser tu comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="493"/>
        <source>if damage would be dealt to %1, prevent that damage. Remove a +1/+1 counter from %1</source>
        <translation>si se fuera a hacer daño a %1, prevén ese daño. Remueve un contador +1/+1 de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="496"/>
        <source>you may cast %1 as though it had flash. If you cast it any time a sorcery couldn&apos;t have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step</source>
        <translation>puedes lanzar %1 como si tuviera destello. Si lo lanzas en un momento en que no podrías haber lanzado un conjuro, el controlador del permanente en que se convierte lo sacrifica al comienzo del próximo paso de limpieza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="505"/>
        <source>spells with the chosen name can&apos;t be cast</source>
        <translation>los hechizos con el nombre elegido no pueden lanzarse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="508"/>
        <source>your opponents can&apos;t cast spells with the chosen name</source>
        <translation>tus oponentes no pueden lanzar hechizos con el nombre elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="516"/>
        <source>you may play the top card of your library if it&apos;s %1</source>
        <comment>a card</comment>
        <translation>puedes jugar la primera carta de tu biblioteca si es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="517"/>
        <source>you may cast the top card of your library if it&apos;s %1</source>
        <comment>a card</comment>
        <translation>puedes lanzar la primera carta de tu biblioteca si es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="524"/>
        <source>prevent all damage that would be dealt to you by sources you don&apos;t control</source>
        <translation>previene todo el daño que te fueran a hacer las fuentes que no controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="16"/>
        <source>you may play an additional land on each of your turns</source>
        <translation>puedes jugar una tierra adicional en cada uno de tus turnos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="18"/>
        <source>mana can be spent as though it were mana of any color</source>
        <translation>el maná puede gastarse como si fuera maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="20"/>
        <source>your devotion to each color and each combination of colors is increased by one</source>
        <translation>tu devoción a cada color y a cada combinación de colores aumenta en uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="21"/>
        <source>the legend rule doesn&apos;t apply</source>
        <translation>la regla de leyendas no se aplica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="22"/>
        <source>spells can&apos;t be countered</source>
        <translation>los hechizos no pueden ser contrarrestados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="23"/>
        <source>you have no maximum hand size</source>
        <translation>no tienes tamaño máximo de mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="24"/>
        <source>skip your draw step</source>
        <translation>omite tu paso de robar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="25"/>
        <source>you have hexproof</source>
        <translation>tienes antimaleficio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="27"/>
        <source>play with the top card of your library revealed</source>
        <translation>juega con la primera carta de tu biblioteca revelada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="28"/>
        <source>players can&apos;t gain life</source>
        <translation>los jugadores no pueden ganar vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="29"/>
        <source>your opponents can&apos;t gain life</source>
        <translation>tus oponentes no pueden ganar vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="30"/>
        <source>you have shroud</source>
        <translation>tienes velo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="32"/>
        <source>you don&apos;t lose the game for having 0 or less life</source>
        <translation>no pierdes el juego por tener 0 vidas o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="34"/>
        <source>each player can&apos;t cast more than one spell each turn</source>
        <translation>cada jugador no puede lanzar más de un hechizo cada turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="36"/>
        <source>you can&apos;t cast more than one spell each turn</source>
        <translation>no puedes lanzar más de un hechizo cada turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="38"/>
        <source>each opponent can&apos;t draw more than one card each turn</source>
        <translation>cada oponente no puede robar más de una carta cada turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="40"/>
        <source>players can&apos;t untap more than one artifact during their untap steps</source>
        <translation>los jugadores no pueden enderezar más de un artefacto durante sus pasos de enderezar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="42"/>
        <source>players can&apos;t untap more than one creature during their untap steps</source>
        <translation>los jugadores no pueden enderezar más de una criatura durante sus pasos de enderezar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="43"/>
        <source>players can&apos;t search libraries</source>
        <translation>los jugadores no pueden buscar en bibliotecas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="45"/>
        <source>your opponents can&apos;t search libraries</source>
        <translation>tus oponentes no pueden buscar en bibliotecas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="46"/>
        <source>players can&apos;t cycle cards</source>
        <translation>los jugadores no pueden ciclar cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="47"/>
        <source>players skip their untap steps</source>
        <translation>los jugadores omiten sus pasos de enderezar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="49"/>
        <source>players don&apos;t lose unspent mana as steps and phases end</source>
        <translation>los jugadores no pierden el maná no gastado al terminar los pasos y las fases</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="50"/>
        <source>damage can&apos;t be prevented</source>
        <translation>el daño no puede prevenirse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="52"/>
        <source>you may look at the top card of your library any time</source>
        <translation>puedes mirar la primera carta de tu biblioteca en cualquier momento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="54"/>
        <source>players play with the top card of their libraries revealed</source>
        <translation>los jugadores juegan con la primera carta de sus bibliotecas revelada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="56"/>
        <source>you can&apos;t lose the game and your opponents can&apos;t win the game</source>
        <translation>no puedes perder el juego y tus oponentes no pueden ganar el juego</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="58"/>
        <source>spells and abilities your opponents control can&apos;t cause you to sacrifice permanents</source>
        <translation>los hechizos y habilidades que controlan tus oponentes no pueden hacer que sacrifiques permanentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="59"/>
        <source>you may play the top card of your library</source>
        <translation>puedes jugar la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="60"/>
        <source>your life total can&apos;t change</source>
        <translation>tu total de vidas no puede cambiar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="61"/>
        <source>prevent all damage that would be dealt to you</source>
        <translation>previene todo el daño que se te fuera a hacer</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="63"/>
        <source>if you would gain life, you gain that much life plus 1 instead</source>
        <translation>si fueras a ganar vidas, en vez de eso ganas esa cantidad de vidas más 1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="64"/>
        <source>if you would gain life, you gain twice that much life instead</source>
        <translation>si fueras a ganar vidas, en vez de eso ganas el doble de esa cantidad de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="66"/>
        <source>damage that would reduce your life total to less than 1 reduces it to 1 instead</source>
        <translation>el daño que fuera a reducir tu total de vidas a menos de 1 en vez de eso lo reduce a 1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="67"/>
        <source>your maximum hand size is reduced by %1</source>
        <translation>tu tamaño máximo de mano se reduce en %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPlayerRules.cpp" line="68"/>
        <source>your maximum hand size is increased by %1</source>
        <translation>tu tamaño máximo de mano aumenta en %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="529"/>
        <source>players follow the rule &quot;%1&quot;</source>
        <translation>los jugadores siguen la regla “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="534"/>
        <source>%1 is affected by the rule &quot;%2&quot;</source>
        <translation>%1 está sujeto a la regla “%2”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="564"/>
        <source>this creature</source>
        <translation>esta criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="76"/>
        <source>if it&apos;s a creature, %1</source>
        <translation>si es una criatura, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="77"/>
        <source>%1 and, if it&apos;s a creature, %2</source>
        <translation>%1 y, si es una criatura, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="97"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="54"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="57"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="60"/>
        <source>%1 with %2</source>
        <comment>a creature with flying</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesText.cpp" line="68"/>
        <location filename="../core/text/RulesText.cpp" line="74"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="564"/>
        <source>this permanent</source>
        <translation>este permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="42"/>
        <source>it&apos;s %1 in addition to its other types</source>
        <translation>es %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="46"/>
        <source>it has base power and toughness %1</source>
        <translation>tiene una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="49"/>
        <source>it isn&apos;t %1</source>
        <comment>a supertype the copy doesn&apos;t have: legendary</comment>
        <translation>no es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="53"/>
        <source>it doesn&apos;t copy that %1&apos;s color</source>
        <comment>%1 is masculine</comment>
        <translation>no copia el color de ese %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="54"/>
        <source>it doesn&apos;t copy that %1&apos;s color</source>
        <comment>%1 is feminine</comment>
        <translation>no copia el color de esa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="297"/>
        <source>you may gain X life</source>
        <translation>puedes ganar X vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="297"/>
        <source>you gain X life</source>
        <translation>ganas X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="299"/>
        <source>you may gain %n life</source>
        <translation>
            <numerusform>puedes ganar %n vida</numerusform>
            <numerusform>puedes ganar %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="300"/>
        <source>you gain %n life</source>
        <translation>
            <numerusform>ganas %n vida</numerusform>
            <numerusform>ganas %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="312"/>
        <source>you lose X life</source>
        <translation>pierdes X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="312"/>
        <source>you lose %n life</source>
        <translation>
            <numerusform>pierdes %n vida</numerusform>
            <numerusform>pierdes %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="322"/>
        <source>target player loses %n life and you gain %n life</source>
        <translation>
            <numerusform>el jugador objetivo pierde %n vida y tú ganas %n vida</numerusform>
            <numerusform>el jugador objetivo pierde %n vidas y tú ganas %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="411"/>
        <source>that %1&apos;s controller may search their library for a basic land card, put it onto the battlefield, then shuffle</source>
        <comment>%1 is masculine</comment>
        <translation>el controlador de ese %1 puede buscar en su biblioteca una carta de tierra básica, ponerla en el campo de batalla y luego barajar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="415"/>
        <source>that %1&apos;s controller may search their library for a basic land card, put it onto the battlefield, then shuffle</source>
        <comment>%1 is feminine</comment>
        <translation>el controlador de esa %1 puede buscar en su biblioteca una carta de tierra básica, ponerla en el campo de batalla y luego barajar</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextCostParts.cpp" line="74"/>
        <source>Pay %n life</source>
        <comment>cost</comment>
        <translation>
            <numerusform>Paga %n vida</numerusform>
            <numerusform>Paga %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/Contractions.cpp" line="84"/>
        <source>(none)</source>
        <comment>contractions applied to the finished text: pairs &quot;from=to&quot; separated by &quot;|&quot;, matched at the start of a word, e.g. Spanish &quot;de el =del |a el =al &quot;; leave &quot;(none)&quot; if your language has none</comment>
        <translation>de el =del |a el =al </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="59"/>
        <source>it has %1</source>
        <translation>tiene %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="62"/>
        <source>it has this ability</source>
        <translation>tiene esta habilidad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="67"/>
        <source>it enters with an additional %1 counter on it</source>
        <translation>entra al campo de batalla con un contador %1 adicional</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCopies.cpp" line="69"/>
        <source>it enters with %1 additional %2 counters on it</source>
        <translation>entra al campo de batalla con %1 contadores %2 adicionales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="267"/>
        <source>at the beginning of the next end step</source>
        <translation>al comienzo del próximo paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="269"/>
        <source>at the beginning of your next end step</source>
        <translation>al comienzo de tu próximo paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="271"/>
        <source>at the beginning of your next upkeep</source>
        <translation>al comienzo de tu próximo mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="273"/>
        <source>at the beginning of the next upkeep</source>
        <translation>al comienzo del próximo mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="278"/>
        <source>when %1 enters</source>
        <translation>cuando %1 entre al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="281"/>
        <source>whenever another creature enters</source>
        <translation>siempre que otra criatura entre al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="285"/>
        <source>whenever another creature you control enters</source>
        <translation>siempre que otra criatura que controlas entre al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="288"/>
        <source>at the beginning of your upkeep</source>
        <translation>al comienzo de tu mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="290"/>
        <source>at the beginning of each upkeep</source>
        <translation>al comienzo de cada mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="292"/>
        <source>at the beginning of each end step</source>
        <translation>al comienzo de cada paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="294"/>
        <source>at the beginning of your end step</source>
        <translation>al comienzo de tu paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="296"/>
        <source>whenever you cast a creature spell</source>
        <translation>siempre que lances un hechizo de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="298"/>
        <source>whenever an opponent casts a creature spell</source>
        <translation>siempre que un oponente lance un hechizo de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="300"/>
        <source>when you cast this spell</source>
        <translation>cuando lances este hechizo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="302"/>
        <source>when %1 leaves the battlefield or becomes untapped</source>
        <translation>cuando %1 deje el campo de batalla o se enderece</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="182"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="304"/>
        <source>whenever %1 is dealt damage</source>
        <translation>siempre que se le haga daño a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="44"/>
        <source>historic spell</source>
        <comment>700.6: an artifact, legendary or Saga spell</comment>
        <translation>hechizo histórico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="206"/>
        <source>whenever an opponent discards %1</source>
        <comment>a card of some kind</comment>
        <translation>siempre que un oponente descarte %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="208"/>
        <source>whenever an opponent discards a card</source>
        <translation>siempre que un oponente descarte una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="211"/>
        <source>whenever a player discards %1</source>
        <comment>a card of some kind</comment>
        <translation>siempre que un jugador descarte %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="213"/>
        <source>whenever a player discards a card</source>
        <translation>siempre que un jugador descarte una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="216"/>
        <source>whenever you discard %1</source>
        <comment>a card of some kind</comment>
        <translation>siempre que descartes %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="218"/>
        <source>whenever you discard a card</source>
        <translation>siempre que descartes una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="221"/>
        <source>whenever you&apos;re dealt damage</source>
        <translation>siempre que se te haga daño</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="223"/>
        <source>whenever a source an opponent controls deals damage to you</source>
        <translation>siempre que una fuente que controla un oponente te haga daño</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="224"/>
        <source>whenever a source deals damage to you</source>
        <translation>siempre que una fuente te haga daño</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="226"/>
        <source>whenever %1 deals damage to you</source>
        <comment>a creature of some kind</comment>
        <translation>siempre que %1 te haga daño</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="228"/>
        <source>whenever you lose life</source>
        <translation>siempre que pierdas vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="230"/>
        <source>whenever a player draws a card</source>
        <translation>siempre que un jugador robe una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="233"/>
        <source>whenever you attack</source>
        <translation>siempre que ataques</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="234"/>
        <source>whenever one or more %1 attack</source>
        <comment>creatures of some kind you control</comment>
        <translation>siempre que una o más %1 ataquen</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="237"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="239"/>
        <source>whenever one or more +1/+1 counters are put on %1</source>
        <comment>a permanent</comment>
        <translation>siempre que se ponga uno o más contadores +1/+1 sobre %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="243"/>
        <source>whenever %1 is tapped for mana</source>
        <comment>an object the source is attached to</comment>
        <translation>siempre que %1 se gire para obtener maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="251"/>
        <source>whenever an opponent taps %1 for mana</source>
        <comment>a permanent of some kind</comment>
        <translation>siempre que un oponente gire %1 para obtener maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="253"/>
        <source>whenever a player taps %1 for mana</source>
        <comment>a permanent of some kind</comment>
        <translation>siempre que un jugador gire %1 para obtener maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="254"/>
        <source>whenever you tap %1 for mana</source>
        <comment>a permanent of some kind, or this object</comment>
        <translation>siempre que gires %1 para obtener maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="275"/>
        <source>at the beginning of that turn&apos;s end step</source>
        <translation>al comienzo del paso final de ese turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="306"/>
        <source>when %1 dies</source>
        <translation>cuando %1 muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="308"/>
        <source>when you cycle %1</source>
        <translation>cuando cicles %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="316"/>
        <source>whenever %1 is put into a graveyard from the battlefield</source>
        <comment>a permanent of some kind</comment>
        <translation>siempre que %1 vaya a un cementerio desde el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="319"/>
        <source>whenever %1 dies</source>
        <comment>a creature of some kind</comment>
        <translation>siempre que %1 muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="321"/>
        <source>whenever %1 or another creature dies</source>
        <translation>siempre que %1 u otra criatura muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="325"/>
        <source>whenever %1 or another creature you control dies</source>
        <translation>siempre que %1 u otra criatura que controlas muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="328"/>
        <source>when %1 leaves the battlefield</source>
        <translation>cuando %1 deje el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="330"/>
        <source>when %1 enters or leaves the battlefield</source>
        <translation>cuando %1 entre al campo de batalla o lo deje</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="332"/>
        <source>whenever %1 attacks</source>
        <translation>siempre que %1 ataque</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="334"/>
        <source>whenever %1 enters or attacks</source>
        <translation>siempre que %1 entre al campo de batalla o ataque</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="185"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="336"/>
        <source>whenever %1 blocks</source>
        <translation>siempre que %1 bloquee</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="338"/>
        <source>whenever %1 becomes blocked</source>
        <translation>siempre que %1 sea bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="340"/>
        <source>whenever %1 blocks or becomes blocked</source>
        <translation>siempre que %1 bloquee o sea bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="342"/>
        <source>whenever %1 deals combat damage to a player</source>
        <translation>siempre que %1 haga daño de combate a un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="344"/>
        <source>whenever a creature you control attacks alone</source>
        <translation>siempre que una criatura que controlas ataque sola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="346"/>
        <source>whenever a creature without flanking blocks %1</source>
        <translation>siempre que una criatura sin la habilidad de flanquear bloquee a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="56"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="353"/>
        <source>whenever you cast %1</source>
        <comment>a spell of some kind</comment>
        <translation>siempre que lances %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="58"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="354"/>
        <source>whenever an opponent casts %1</source>
        <comment>a spell of some kind</comment>
        <translation>siempre que un oponente lance %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="356"/>
        <source>when the event &quot;%1&quot; happens</source>
        <translation>cuando ocurra el evento “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="14"/>
        <location filename="../core/text/RulesTextActions.cpp" line="18"/>
        <source>%1 %2 counters</source>
        <translation>%1 contadores %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="325"/>
        <location filename="../core/text/RulesTextActions.cpp" line="17"/>
        <source>%1 counter</source>
        <translation>contador %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="172"/>
        <source>add one mana of any color</source>
        <translation>agrega un maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="174"/>
        <source>add one mana of the chosen color</source>
        <translation>agrega un maná del color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="444"/>
        <location filename="../core/text/RulesTextActions.cpp" line="124"/>
        <location filename="../core/text/RulesTextActions.cpp" line="181"/>
        <location filename="../core/text/RulesTextActions.cpp" line="184"/>
        <source>add %1</source>
        <comment>add mana</comment>
        <translation>agrega %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="196"/>
        <source>draw a card</source>
        <translation>roba una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="196"/>
        <source>draw %1 cards</source>
        <translation>roba %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="203"/>
        <source>%1 mills a card</source>
        <comment>a player</comment>
        <translation>%1 muele una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="204"/>
        <source>%1 mills %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 muele %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="206"/>
        <source>mill a card</source>
        <translation>muele una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="206"/>
        <source>mill %1 cards</source>
        <translation>muele %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="210"/>
        <source>you win the game</source>
        <translation>ganas la partida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="214"/>
        <source>exile %1 until %2 leaves the battlefield</source>
        <comment>an object, the source</comment>
        <translation>exilia %1 hasta que %2 deje el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="216"/>
        <source>exile %1</source>
        <translation>exilia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="221"/>
        <source>return %1 from your graveyard to the battlefield tapped</source>
        <translation>regresa %1 de tu cementerio al campo de batalla girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="231"/>
        <source>return %1 to the battlefield tapped under its owner&apos;s control</source>
        <translation>regresa %1 al campo de batalla girada bajo el control de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="232"/>
        <source>return %1 to the battlefield under its owner&apos;s control</source>
        <translation>regresa %1 al campo de batalla bajo el control de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="233"/>
        <source>return %1 to the battlefield tapped under your control</source>
        <translation>regresa %1 al campo de batalla girada bajo tu control</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="234"/>
        <source>return %1 to the battlefield under your control</source>
        <translation>regresa %1 al campo de batalla bajo tu control</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="237"/>
        <source>%1 with %2 on it</source>
        <comment>returned with counters</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="244"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="129"/>
        <source>%1 reveals their hand</source>
        <comment>a player</comment>
        <translation>%1 muestra su mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="245"/>
        <source>you choose %1 from it</source>
        <comment>a card of some kind</comment>
        <translation>eliges %1 de ella</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="247"/>
        <source>that player discards that card</source>
        <translation>ese jugador descarta esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="251"/>
        <source>scry %1</source>
        <translation>adivina %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="254"/>
        <location filename="../core/text/RulesTextActions.cpp" line="492"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="304"/>
        <source>any target</source>
        <translation>cualquier objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="259"/>
        <source>it</source>
        <comment>the granter of a quoted ability, named in its cost: Unattach Razor Boomerang: It deals …</comment>
        <translation>él</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="263"/>
        <source>you may have %1 deal damage equal to %2 to %3</source>
        <comment>a source, an amount, what is dealt damage</comment>
        <translation>puedes hacer que %1 haga una cantidad de daño igual a %2 a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="266"/>
        <source>you may have %1 deal %2 damage to %3</source>
        <comment>a source, a number, what is dealt damage</comment>
        <translation>puedes hacer que %1 haga %2 daños a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="269"/>
        <source>%1 deals damage equal to %2 to %3</source>
        <translation>%1 hace a %3 una cantidad de daño igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="271"/>
        <source>%1 deals %2 damage to each %3 and each player</source>
        <translation>%1 hace %2 puntos de daño a cada %3 y a cada jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="273"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="203"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 hace %2 puntos de daño a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="277"/>
        <source>%1 deals %2 damage to each opponent</source>
        <translation>%1 hace %2 puntos de daño a cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="282"/>
        <source>you may gain life equal to the life lost this way</source>
        <translation>puedes ganar vidas igual a la vida perdida de esta manera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="283"/>
        <source>you gain life equal to the life lost this way</source>
        <translation>ganas vidas igual a la vida perdida de esta manera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="285"/>
        <source>you may gain that much life</source>
        <translation>puedes ganar esa cantidad de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="285"/>
        <source>you gain that much life</source>
        <translation>ganas esa cantidad de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="287"/>
        <source>%1 gains that much life</source>
        <comment>a player</comment>
        <translation>%1 gana esa cantidad de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="291"/>
        <source>gain life equal to %1</source>
        <translation>gana una cantidad de vidas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="289"/>
        <source>%1 gains life equal to %2</source>
        <comment>a player, an amount</comment>
        <translation>%1 gana una cantidad de vidas igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="46"/>
        <source>if you can&apos;t, %1</source>
        <comment>an instruction done only when the sacrifice before it could not be</comment>
        <translation>si no puedes, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="47"/>
        <source>if the player can&apos;t, %1</source>
        <comment>an instruction done only when the sacrifice before it could not be</comment>
        <translation>si ese jugador no puede, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="66"/>
        <source>you may pay %1 to end this effect</source>
        <comment>a mana cost</comment>
        <translation>puedes pagar %1 para terminar este efecto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="112"/>
        <source>one mana of any type %1 produced</source>
        <comment>that land</comment>
        <translation>un maná de cualquier tipo que haya producido %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="114"/>
        <location filename="../core/text/RulesTextActions.cpp" line="116"/>
        <location filename="../core/text/RulesTextActions.cpp" line="118"/>
        <source>an additional %1</source>
        <comment>mana</comment>
        <translation>%1 adicional</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="114"/>
        <source>one mana of any color</source>
        <comment>mana</comment>
        <translation>un maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="116"/>
        <source>one mana of the chosen color</source>
        <comment>mana</comment>
        <translation>un maná del color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="123"/>
        <source>%1 adds %2</source>
        <comment>a player, mana</comment>
        <translation>%1 agrega %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="147"/>
        <source>%1 loses this ability and becomes an Aura enchantment with enchant creature</source>
        <comment>a licid</comment>
        <translation>%1 pierde esta habilidad y se convierte en un encantamiento de Aura con encantar criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="162"/>
        <source>add one mana of any type that a land you control could produce</source>
        <translation>agrega un maná de cualquier tipo que pueda producir una tierra que controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="179"/>
        <source>%1 adds %2</source>
        <comment>a player, mana symbols</comment>
        <translation>%1 agrega %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="230"/>
        <source>return %1 to the battlefield under their owners&apos; control</source>
        <translation>regresa %1 al campo de batalla bajo el control de sus propietarios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="294"/>
        <source>%1 gains X life</source>
        <comment>a player</comment>
        <translation>%1 gana X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="295"/>
        <source>%1 gains %n life</source>
        <comment>a player</comment>
        <translation>
            <numerusform>%1 gana %n vida</numerusform>
            <numerusform>%1 gana %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="304"/>
        <source>%1 loses that much life</source>
        <comment>a player</comment>
        <translation>%1 pierde esa cantidad de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="306"/>
        <source>you lose life equal to %1</source>
        <translation>pierdes una cantidad de vidas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="307"/>
        <source>%1 loses life equal to %2</source>
        <comment>a player, an amount</comment>
        <translation>%1 pierde una cantidad de vidas igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="309"/>
        <source>%1 loses X life</source>
        <comment>a player</comment>
        <translation>%1 pierde X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="310"/>
        <source>%1 loses %n life</source>
        <comment>a player</comment>
        <translation>
            <numerusform>%1 pierde %n vida</numerusform>
            <numerusform>%1 pierde %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="315"/>
        <source>each player loses half their life, rounded up</source>
        <translation>cada jugador pierde la mitad de sus vidas, redondeando hacia arriba</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="320"/>
        <source>target opponent loses %n life and you gain %n life</source>
        <translation>
            <numerusform>el oponente objetivo pierde %n vida y tú ganas %n vida</numerusform>
            <numerusform>el oponente objetivo pierde %n vidas y tú ganas %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="324"/>
        <source>target player loses X life and you gain X life</source>
        <translation>el jugador objetivo pierde X vidas y tú ganas X vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="326"/>
        <source>target player loses X life and you gain X life, where X is %1</source>
        <translation>el jugador objetivo pierde X vidas y tú ganas X vidas, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="330"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="220"/>
        <source>sacrifice %1</source>
        <translation>sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="333"/>
        <source>sacrifice %1 unless you pay %2</source>
        <translation>sacrifica %1 a menos que pagues %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="337"/>
        <source>return %1 from your graveyard to your hand</source>
        <translation>regresa %1 de tu cementerio a tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="340"/>
        <source>return %1 to their owners&apos; hands</source>
        <translation>regresa %1 a las manos de sus propietarios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="342"/>
        <location filename="../core/text/RulesTextActions.cpp" line="344"/>
        <source>return %1 to its owner&apos;s hand</source>
        <translation>regresa %1 a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="350"/>
        <source>remove %1 from %2</source>
        <translation>remueve %1 de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="351"/>
        <source>if you can&apos;t, sacrifice %1</source>
        <translation>si no puedes, sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="355"/>
        <source>search your library for a basic land card, reveal it, put it into your hand, then shuffle</source>
        <translation>busca en tu biblioteca una carta de tierra básica, muéstrala, ponla en tu mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="360"/>
        <source>destroy %1</source>
        <translation>destruye %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="363"/>
        <source>destroy all %1</source>
        <comment>plural noun; %1 is masculine</comment>
        <translation>destruye todos los %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="364"/>
        <source>destroy all %1</source>
        <comment>plural noun; %1 is feminine</comment>
        <translation>destruye todas las %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="367"/>
        <source>they can&apos;t be regenerated</source>
        <translation>no pueden ser regeneradas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="367"/>
        <source>it can&apos;t be regenerated</source>
        <translation>no puede ser regenerada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="371"/>
        <source>tap %1</source>
        <translation>gira %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="374"/>
        <source>untap %1</source>
        <translation>endereza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="377"/>
        <source>tap or untap %1</source>
        <translation>gira o endereza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="382"/>
        <source>%1 don&apos;t untap during their controllers&apos; next untap steps</source>
        <translation>%1 no se enderezan durante el próximo paso de enderezar de sus controladores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="383"/>
        <source>%1 doesn&apos;t untap during its controller&apos;s next untap step</source>
        <translation>%1 no se endereza durante el próximo paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="389"/>
        <source>put that many %1 counters on %2</source>
        <comment>a kind of counter, a permanent</comment>
        <translation>pon esa cantidad de contadores %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="392"/>
        <source>put %1 on each of %2</source>
        <comment>counters, several targets</comment>
        <translation>pon %1 sobre cada una de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="393"/>
        <source>put %1 on %2</source>
        <translation>pon %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="397"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="95"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="96"/>
        <source>create %1</source>
        <translation>crea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="397"/>
        <source>%1 token</source>
        <translation>ficha de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="400"/>
        <source>transform %1</source>
        <translation>transforma %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="403"/>
        <source>flip %1</source>
        <comment>a flip card turned upside down (710)</comment>
        <translation>voltea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="406"/>
        <source>turn %1 face down</source>
        <translation>pon %1 boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="421"/>
        <source>search your library for a basic land card, put it onto the battlefield tapped, then shuffle</source>
        <translation>busca en tu biblioteca una carta de tierra básica, ponla en el campo de batalla girada y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="423"/>
        <source>search your library for a basic land card, put it onto the battlefield, then shuffle</source>
        <translation>busca en tu biblioteca una carta de tierra básica, ponla en el campo de batalla y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="430"/>
        <source>search your library for %1, put it onto the battlefield tapped, then shuffle</source>
        <translation>busca en tu biblioteca %1, ponla en el campo de batalla girada y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="431"/>
        <source>search your library for %1, put it onto the battlefield, then shuffle</source>
        <translation>busca en tu biblioteca %1, ponla en el campo de batalla y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="460"/>
        <source>regenerate %1</source>
        <translation>regenera %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="469"/>
        <source>counter %1 unless its controller pays %2 for each %3</source>
        <comment>a spell, a cost, one of a set</comment>
        <translation>contrarresta %1 a menos que su controlador pague %2 por cada %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="472"/>
        <source>counter %1</source>
        <comment>counter a spell</comment>
        <translation>contrarresta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="474"/>
        <source>counter %1 unless its controller pays %2</source>
        <comment>a spell, a cost</comment>
        <translation>contrarresta %1 a menos que su controlador pague %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="480"/>
        <source>you may have %1 discard a card</source>
        <comment>a player</comment>
        <translation>puedes hacer que %1 descarte una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="481"/>
        <source>you may have %1 discard %2 cards</source>
        <comment>a player, a number</comment>
        <translation>puedes hacer que %1 descarte %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="483"/>
        <source>%1 discards a card</source>
        <comment>a player</comment>
        <translation>%1 descarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="484"/>
        <source>%1 discards %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 descarta %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="486"/>
        <source>discard a card</source>
        <translation>descarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="486"/>
        <source>discard %1 cards</source>
        <translation>descarta %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="491"/>
        <source>you</source>
        <comment>prevent the next N damage that would be dealt to you</comment>
        <translation>ti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="493"/>
        <source>prevent the next X damage that would be dealt to %1 this turn</source>
        <translation>prevén los próximos X puntos de daño que se le fueran a hacer a %1 este turno</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="494"/>
        <source>prevent the next %n damage that would be dealt to %1 this turn</source>
        <translation>
            <numerusform>prevén el próximo %n punto de daño que se le fuera a hacer a %1 este turno</numerusform>
            <numerusform>prevén los próximos %n puntos de daño que se le fueran a hacer a %1 este turno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="558"/>
        <source>%1 or %2</source>
        <comment>the two alternatives of an instruction, one of which is done</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="564"/>
        <source>attach it to %1</source>
        <comment>the source named in the sentence before, an Aura now</comment>
        <translation>anéxalo a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="429"/>
        <source>%1 card</source>
        <translation>carta de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="39"/>
        <source>if you do, %1</source>
        <comment>an instruction done only when the optional one before it was</comment>
        <translation>si lo haces, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="356"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="368"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="376"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="392"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="395"/>
        <source>%1 and %2</source>
        <comment>two instructions in one sentence</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="56"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="359"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="370"/>
        <source>%1, then %2</source>
        <comment>two instructions in one sentence</comment>
        <translation>%1 y luego %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="362"/>
        <source>you %1 and %2</source>
        <comment>you draw a card and you lose 1 life</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="81"/>
        <location filename="../core/text/RulesTextActions.cpp" line="95"/>
        <source>its controller</source>
        <translation>su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="86"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="306"/>
        <source>target player</source>
        <translation>el jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="88"/>
        <source>each opponent</source>
        <translation>cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="90"/>
        <source>each player</source>
        <translation>cada jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="92"/>
        <source>that player</source>
        <translation>ese jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="84"/>
        <location filename="../core/text/RulesTextActions.cpp" line="97"/>
        <source>%1&apos;s controller</source>
        <comment>that creature&apos;s controller</comment>
        <translation>el controlador de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="99"/>
        <source>defending player</source>
        <translation>el jugador defensor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="170"/>
        <source>add %1 mana of any one color</source>
        <comment>a number</comment>
        <translation>agrega %1 manás de un mismo color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="176"/>
        <source>add %1 for each %2 counter removed this way</source>
        <comment>mana symbol, a counter kind</comment>
        <translation>agrega %1 por cada contador de %2 removido de esta manera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="189"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="81"/>
        <source>draw that many cards</source>
        <translation>roba esa cantidad de cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="191"/>
        <source>%1 draws an additional card</source>
        <comment>a player, in their draw step</comment>
        <translation>%1 roba una carta adicional</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="193"/>
        <source>%1 draws a card</source>
        <comment>a player</comment>
        <translation>%1 roba una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="194"/>
        <source>%1 draws %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 roba %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="436"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="177"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="219"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="244"/>
        <source>look at the top %1 cards of your library</source>
        <translation>mira las %1 primeras cartas de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="437"/>
        <source>you may reveal an artifact card from among them and put it into your hand</source>
        <translation>puedes mostrar una carta de artefacto de entre ellas y ponerla en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="438"/>
        <source>put the others on the bottom of your library in any order</source>
        <translation>pon las demás en el fondo de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="442"/>
        <source>return %1 to the battlefield</source>
        <translation>regresa %1 al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="222"/>
        <location filename="../core/text/RulesTextActions.cpp" line="445"/>
        <source>return %1 from your graveyard to the battlefield</source>
        <translation>regresa %1 de tu cementerio al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="446"/>
        <source>return %1 from a graveyard to the battlefield</source>
        <translation>regresa %1 de un cementerio al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="453"/>
        <source>exile %1 from your graveyard</source>
        <translation>exilia %1 de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="456"/>
        <source>exile %1 %2 from your graveyard</source>
        <translation>exilia %1 %2 de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="267"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="271"/>
        <location filename="../core/text/RulesTextActions.cpp" line="503"/>
        <source>%1, %2</source>
        <comment>trigger condition, effect</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="585"/>
        <source>%1.</source>
        <comment>end of a sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="15"/>
        <source>%1walk</source>
        <comment>landwalk with a land type: Swampwalk</comment>
        <translation>Cruzar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="17"/>
        <source>Nonbasic landwalk</source>
        <translation>Cruza tierras no básicas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="19"/>
        <source>Legendary landwalk</source>
        <translation>Cruza tierras legendarias</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="21"/>
        <source>%1cycling %2</source>
        <comment>landcycling with a land type and its cost: Plainscycling {2}</comment>
        <translation>Ciclo de %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="27"/>
        <source>Protection from %1 and from all colors</source>
        <comment>a plural card type: artifacts</comment>
        <translation>Protección contra %1 y contra todos los colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="30"/>
        <source>Protection from all colors</source>
        <translation>Protección contra todos los colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="38"/>
        <source>%1 and from %2</source>
        <comment>protection from several qualities</comment>
        <translation>%1 y contra el %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="39"/>
        <source>Protection from %1</source>
        <comment>a colour, or a list of colours (nouns)</comment>
        <translation>Protección contra el %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="44"/>
        <source>Protection from %1</source>
        <comment>a plural card type: creatures</comment>
        <translation>Protección contra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="46"/>
        <source>Protection from everything</source>
        <translation>Protección contra todo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="48"/>
        <source>Protection from the chosen color</source>
        <translation>Protección contra el color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="50"/>
        <source>Protection from the color of your choice</source>
        <translation>Protección contra el color que elijas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="52"/>
        <source>Protection from creatures of the chosen type</source>
        <translation>Protección contra las criaturas del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="54"/>
        <source>Protection from monocolored</source>
        <translation>Protección contra monocolor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="56"/>
        <source>Protection from snow</source>
        <translation>Protección contra lo nevado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="57"/>
        <source>Protection from %1</source>
        <translation>Protección contra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="62"/>
        <source>Enchant %1</source>
        <translation>Encantar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="65"/>
        <source>%1%2%3.</source>
        <comment>keyword, an em dash, a cost that is not mana: Evoke, dash, Exile a black card from your hand.</comment>
        <translation>%1%2%3.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="68"/>
        <source>%1 %2%3%4</source>
        <comment>keyword, its number, an em dash and its cost: Suspend 4, dash, {1}{U}</comment>
        <translation>%1 %2%3%4</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="71"/>
        <source>%1 %2</source>
        <comment>keyword and its number: Rampage 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="73"/>
        <source>%1 %2</source>
        <comment>keyword and its cost: Equip {2}</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="19"/>
        <source>Sacrifice %1 other %2</source>
        <comment>cost: a number, permanents of some kind</comment>
        <translation>Sacrifica otros %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="22"/>
        <source>Sacrifice another %1</source>
        <comment>cost</comment>
        <translation>Sacrifica otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="24"/>
        <source>Sacrifice %1 %2</source>
        <comment>cost: a number, permanents of some kind</comment>
        <translation>Sacrifica %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="27"/>
        <location filename="../core/text/RulesTextCostParts.cpp" line="29"/>
        <source>Sacrifice %1</source>
        <comment>cost</comment>
        <translation>Sacrificar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="34"/>
        <source>Discard %1</source>
        <comment>cost: a card of some kind</comment>
        <translation>Descarta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="36"/>
        <source>Discard %1 %2</source>
        <comment>cost: a number, cards of some kind</comment>
        <translation>Descarta %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="39"/>
        <source>Discard X cards</source>
        <comment>cost</comment>
        <translation>Descarta X cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="41"/>
        <source>Discard a card</source>
        <comment>cost</comment>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="42"/>
        <source>Discard %1 cards</source>
        <comment>cost</comment>
        <translation>Descartar %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="45"/>
        <source>Discard a card at random</source>
        <comment>cost</comment>
        <translation>Descarta una carta al azar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="46"/>
        <source>Discard %1 cards at random</source>
        <comment>cost</comment>
        <translation>Descarta %1 cartas al azar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="49"/>
        <source>Discard %1</source>
        <comment>cost: this card</comment>
        <translation>Descarta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="52"/>
        <source>Exile %1 from your graveyard</source>
        <comment>cost: this card</comment>
        <translation>Exilia %1 de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="57"/>
        <source>Exile %1 from your graveyard</source>
        <comment>cost: a card of some kind</comment>
        <translation>Exilia %1 de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="59"/>
        <source>Exile %1 %2 from your graveyard</source>
        <comment>cost: a number, cards of some kind</comment>
        <translation>Exilia %1 %2 de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="67"/>
        <source>Return %1 you control to its owner&apos;s hand</source>
        <comment>cost</comment>
        <translation>Regresa %1 que controles a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="69"/>
        <source>Return %1 %2 you control to their owner&apos;s hand</source>
        <comment>cost</comment>
        <translation>Regresa %1 %2 que controles a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="77"/>
        <source>Pay %1</source>
        <comment>cost: energy symbols</comment>
        <translation>Paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="81"/>
        <location filename="../core/text/RulesTextCostParts.cpp" line="86"/>
        <source>Exile %1 from your hand</source>
        <comment>cost</comment>
        <translation>Exiliar %1 de tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="96"/>
        <source>Remove %1 from %2 you control</source>
        <comment>cost: counters, a permanent</comment>
        <translation>Remueve %1 de %2 que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="101"/>
        <source>Remove any number of %1 counters from %2</source>
        <comment>cost: a counter kind, the object</comment>
        <translation>Remueve cualquier número de contadores de %1 de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="104"/>
        <source>Remove %1 from %2</source>
        <comment>cost: counters, the object</comment>
        <translation>Remueve %1 de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="108"/>
        <source>Exile %1</source>
        <comment>cost</comment>
        <translation>Exilia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="111"/>
        <source>Return %1 to its owner&apos;s hand</source>
        <comment>cost</comment>
        <translation>Regresa %1 a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="117"/>
        <source>Put %1 on %2</source>
        <comment>cost: counters, the object</comment>
        <translation>Pon %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="122"/>
        <source>Exile the top %1 of your graveyard</source>
        <comment>cost: a card of some kind</comment>
        <translation>Exilia la %1 superior de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="125"/>
        <source>Exile the top card of your graveyard</source>
        <comment>cost</comment>
        <translation>Exilia la primera carta de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="126"/>
        <source>Exile the top %1 cards of your graveyard</source>
        <comment>cost: a number</comment>
        <translation>Exilia las primeras %1 cartas de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="130"/>
        <source>Reveal %1 from your hand</source>
        <comment>cost: this card</comment>
        <translation>Revela %1 de tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="132"/>
        <source>Reveal %1 from your hand</source>
        <comment>cost: a card of some kind</comment>
        <translation>Revela %1 de tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="136"/>
        <source>Discard your hand</source>
        <comment>cost</comment>
        <translation>Descarta tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="139"/>
        <source>Mill a card</source>
        <comment>cost</comment>
        <translation>Muele una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="139"/>
        <source>Mill %1 cards</source>
        <comment>cost: a number</comment>
        <translation>Muele %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="142"/>
        <source>Unattach %1</source>
        <comment>cost: an Equipment</comment>
        <translation>Desanexa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="150"/>
        <source>Tap another untapped %1 you control</source>
        <comment>cost</comment>
        <translation>Gira otra %1 enderezada que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="154"/>
        <source>Tap an untapped %1 you control</source>
        <comment>cost</comment>
        <translation>Gira un %1 enderezado que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="155"/>
        <source>Tap %1 untapped %2 you control</source>
        <comment>cost</comment>
        <translation>Gira %1 %2 enderezados que controles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCostParts.cpp" line="160"/>
        <source>, </source>
        <comment>between parts of a cost</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="90"/>
        <source>LEVEL %1-%2</source>
        <translation>NIVEL %1-%2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="90"/>
        <source>LEVEL %1+</source>
        <translation>NIVEL %1+</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="119"/>
        <source>option %1</source>
        <comment>a chosen option without its card&apos;s word</comment>
        <translation>opción %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="120"/>
        <source>• %1 — %2</source>
        <comment>a chosen option&apos;s word, then the ability it gives</comment>
        <translation>• %1 — %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="141"/>
        <source>%1&apos;s power and toughness are each equal to %2</source>
        <translation>la fuerza y la resistencia de %1 son iguales cada una a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="144"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to their total toughness</source>
        <translation>La fuerza de %1 es igual a %2 y su resistencia es igual a la resistencia total de ellas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="149"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to that number plus %3</source>
        <translation>la fuerza de %1 es igual a %2 y su resistencia es igual a esa cantidad más %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="151"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to that number minus %3</source>
        <translation>la fuerza de %1 es igual a %2 y su resistencia es igual a esa cantidad menos %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="154"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to %3</source>
        <translation>la fuerza de %1 es igual a %2 y su resistencia es igual a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="157"/>
        <source>%1&apos;s power is equal to %2</source>
        <translation>la fuerza de %1 es igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="159"/>
        <source>%1&apos;s toughness is equal to %2</source>
        <translation>la resistencia de %1 es igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="172"/>
        <source>%1 doesn&apos;t untap during your untap step if it has %2 on it</source>
        <translation>%1 no se endereza durante tu paso de enderezar si tiene %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="182"/>
        <source>it</source>
        <comment>the object an &quot;Otherwise&quot; sentence is about</comment>
        <translation>esa criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="183"/>
        <source>otherwise, %1</source>
        <comment>what a static ability does while its condition does not hold</comment>
        <translation>de lo contrario, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="191"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="444"/>
        <source>%1: %2</source>
        <comment>cost: effect</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="197"/>
        <source>activate only as a sorcery</source>
        <translation>activa esta habilidad solo como un conjuro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="200"/>
        <source>any player may activate this ability</source>
        <translation>cualquier jugador puede activar esta habilidad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="203"/>
        <source>activate only if creatures you control have total power 8 or greater</source>
        <translation>activa esta habilidad solo si las criaturas que controlas tienen una fuerza total de 8 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="206"/>
        <source>activate only once each turn</source>
        <translation>activa esta habilidad solo una vez por turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="209"/>
        <source>activate only during your upkeep</source>
        <translation>activa esta habilidad solo durante tu mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="212"/>
        <source>activate only during your turn</source>
        <translation>activa esta habilidad solo durante tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="215"/>
        <source>activate only during your turn, before attackers are declared</source>
        <translation>activa esta habilidad solo durante tu turno, antes de que se declaren los atacantes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="218"/>
        <source>activate only during combat</source>
        <translation>activa esta habilidad solo durante el combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="221"/>
        <source>activate no more than twice each turn</source>
        <translation>no actives esta habilidad más de dos veces por turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="224"/>
        <source>activate only before attackers are declared</source>
        <translation>activa esta habilidad solo antes de que se declaren los atacantes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="227"/>
        <source>Forecast — %1</source>
        <comment>the forecast keyword, then its activated ability</comment>
        <translation>Pronóstico — %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="233"/>
        <source>activate only if %1</source>
        <comment>an activated ability&apos;s condition</comment>
        <translation>activa esta habilidad solo si %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="234"/>
        <source>%1 and only if %2</source>
        <comment>an activation restriction, then a condition</comment>
        <translation>%1 y solo si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="246"/>
        <source>%1: %2</source>
        <comment>loyalty cost: effect</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="253"/>
        <source>when %1</source>
        <comment>a state trigger: when a state is true</comment>
        <translation>cuando %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="257"/>
        <source>%1, if %2</source>
        <comment>trigger event, intervening if</comment>
        <translation>%1, si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="279"/>
        <source>%1 enters tapped unless %2</source>
        <translation>%1 entra girada, excepto si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="284"/>
        <source>%1 enters tapped unless you control %2</source>
        <translation>%1 entra girada a menos que controles %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="287"/>
        <source>%1 enters tapped unless you control %2 or fewer other %3</source>
        <translation>%1 entra girada a menos que controles como máximo %2 %3 más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="288"/>
        <source>%1 enters tapped unless you control %2 or fewer %3</source>
        <translation>%1 entra girada a menos que controles como máximo %2 %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="293"/>
        <source>as %1 enters, you may pay %2 life</source>
        <comment>then: if you don&apos;t, it enters tapped</comment>
        <translation>mientras %1 entra al campo de batalla, puedes pagar %2 vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="295"/>
        <source>if you don&apos;t, it enters tapped</source>
        <comment>after: as this enters, you may pay 2 life</comment>
        <translation>si no lo haces, entra al campo de batalla girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="299"/>
        <source>%1 enters tapped with %2 on it</source>
        <translation>%1 entra al campo de batalla girada con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="301"/>
        <source>%1 enters tapped</source>
        <translation>%1 entra al campo de batalla girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="304"/>
        <source>%1 enters with %2 on it if %3</source>
        <comment>enters with counters if a condition holds</comment>
        <translation>%1 entra con %2 si %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="308"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="320"/>
        <source>%1 enters with %2 on it</source>
        <translation>%1 entra al campo de batalla con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="308"/>
        <source>it</source>
        <translation>este permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="315"/>
        <source>%1 and with %2</source>
        <comment>enters with counters and with abilities</comment>
        <translation>%1 y con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="317"/>
        <source>if %1, %2</source>
        <comment>a condition, then what happens</comment>
        <translation>si %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="326"/>
        <source>%1 enters with your choice of %2 on it</source>
        <translation>%1 entra al campo de batalla con %2, a tu elección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="332"/>
        <source>a color</source>
        <translation>un color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="335"/>
        <source>a creature type</source>
        <translation>un tipo de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="338"/>
        <source>a basic land type</source>
        <translation>un tipo de tierra básica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="341"/>
        <source>a card type</source>
        <translation>un tipo de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="344"/>
        <source>a card name</source>
        <translation>un nombre de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="347"/>
        <source>a color word</source>
        <translation>una palabra de color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="350"/>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="353"/>
        <source>an opponent</source>
        <translation>un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="356"/>
        <source>a nonland card name</source>
        <translation>un nombre de carta que no sea de tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="360"/>
        <source>%1 or %2</source>
        <comment>choose one of two words the card prints</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="364"/>
        <source>as %1 enters, choose %2</source>
        <translation>en cuanto %1 entre al campo de batalla, elige %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="372"/>
        <source>each other creature you control enters as a copy of %1</source>
        <translation>cada otra criatura que controlas entra al campo de batalla como una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="381"/>
        <source>you may have %1 enter tapped as a copy of %2</source>
        <translation>puedes hacer que %1 entre girado al campo de batalla como una copia de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="382"/>
        <source>you may have %1 enter as a copy of %2</source>
        <translation>puedes hacer que %1 entre al campo de batalla como una copia de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="383"/>
        <source>%1 enters as a copy of %2</source>
        <translation>%1 entra al campo de batalla como una copia de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="397"/>
        <source>%1, it becomes your choice of %2 in addition to its other types</source>
        <comment>%1: as it enters (or is turned face up)</comment>
        <translation>%1, se convierte en tu elección de entre %2 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="399"/>
        <source>%1, it becomes your choice of %2</source>
        <comment>%1: as it enters (or is turned face up)</comment>
        <translation>%1, se convierte en tu elección de entre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="401"/>
        <source>as %1 enters or is turned face up</source>
        <translation>en cuanto %1 entre al campo de batalla o se ponga boca arriba</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="402"/>
        <source>as %1 enters</source>
        <translation>en cuanto %1 entre al campo de batalla</translation>
    </message>
    <message>
        <source>as %1 enters, it becomes your choice of %2 in addition to its other types</source>
        <translation type="vanished">en cuanto %1 entre al campo de batalla, se convierte en tu elección de entre %2 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="406"/>
        <source>%1 has a replacement effect</source>
        <translation>%1 tiene un efecto de reemplazo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="420"/>
        <source>%1 costs %2 more to cast for each target beyond the first</source>
        <comment>strive: the spell, mana</comment>
        <translation>%1 cuesta %2 más para lanzarse por cada objetivo más allá del primero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="422"/>
        <source>as an additional cost to cast %1, %2</source>
        <comment>the spell, the cost</comment>
        <translation>como coste adicional para lanzar %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="24"/>
        <source>you may cast %1 as though it had flash if you pay %2 more to cast it</source>
        <translation>puedes lanzar %1 como si tuviera destello si pagas %2 más para lanzarlo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="26"/>
        <source>%1 costs %2 more to cast</source>
        <comment>this spell, generic mana</comment>
        <translation>%1 cuesta %2 más de lanzar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="27"/>
        <source>%1 costs %2 less to cast</source>
        <comment>this spell, generic mana</comment>
        <translation>%1 cuesta %2 menos de lanzar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="41"/>
        <source>%1 spells</source>
        <comment>a list of types, then spells: instant and sorcery spells</comment>
        <translation>hechizos de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="46"/>
        <source>%1 you cast</source>
        <comment>spells you cast</comment>
        <translation>%1 que lances</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="48"/>
        <source>%1 your opponents cast</source>
        <comment>spells your opponents cast</comment>
        <translation>%1 que lancen tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="50"/>
        <source>%1 that target %2</source>
        <comment>spells, what they target</comment>
        <translation>%1 que hagan objetivo a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="52"/>
        <source>%1 cost %2 more to cast</source>
        <comment>spells, generic mana</comment>
        <translation>%1 cuestan %2 más de lanzar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="53"/>
        <source>%1 cost %2 less to cast</source>
        <comment>spells, generic mana</comment>
        <translation>%1 cuestan %2 menos de lanzar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="61"/>
        <source>%1 counter on %2</source>
        <comment>what a cost change counts: a counter kind, the source</comment>
        <translation>contador %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="63"/>
        <source>%1 counter you have</source>
        <comment>what a cost change counts: a counter kind</comment>
        <translation>contador %1 que tengas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="66"/>
        <source>%1 for each %2</source>
        <comment>a cost change, what it counts</comment>
        <translation>%1 por cada %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="73"/>
        <source>%1 if %2</source>
        <comment>a cost change, its condition</comment>
        <translation>%1 si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="83"/>
        <source>pay %1</source>
        <comment>a mana cost</comment>
        <translation>paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="84"/>
        <source>you may %1 rather than pay %2&apos;s mana cost</source>
        <comment>costs, this spell</comment>
        <translation>puedes %1 en vez de pagar el coste de maná de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="85"/>
        <source> and </source>
        <comment>between the parts of an alternative cost</comment>
        <translation> y </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="87"/>
        <source>if %1, %2</source>
        <comment>a condition, an alternative cost</comment>
        <translation>si %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="95"/>
        <source>this spell can be cast only before the combat damage step</source>
        <translation>este hechizo solo puede lanzarse antes del paso de daño de combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="97"/>
        <source>this spell can be cast only as a sorcery</source>
        <translation>este hechizo solo puede lanzarse como un conjuro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="99"/>
        <source>cast %1 only during combat</source>
        <translation>lanza %1 solo durante el combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="101"/>
        <source>cast %1 only during combat before blockers are declared</source>
        <translation>lanza %1 solo durante el combate antes de que se declaren los bloqueadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="103"/>
        <source>cast %1 only during combat after blockers are declared</source>
        <translation>lanza %1 solo durante el combate después de que se declaren los bloqueadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="105"/>
        <source>cast %1 only during the declare attackers step and only if you&apos;ve been attacked this step</source>
        <translation>lanza %1 solo durante el paso de declarar atacantes y solo si te atacaron en este paso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="108"/>
        <source>cast %1 only during the declare blockers step</source>
        <translation>lanza %1 solo durante el paso de declarar bloqueadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="110"/>
        <source>cast %1 only during an opponent&apos;s turn</source>
        <translation>lanza %1 solo durante el turno de un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="112"/>
        <source>cast %1 only during your turn</source>
        <translation>lanza %1 solo durante tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextCosts.cpp" line="114"/>
        <source>cast %1 only if %2</source>
        <comment>this spell, a condition</comment>
        <translation>lanza %1 solo si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="448"/>
        <source>%1 [not modelled]</source>
        <comment>an ability Strata shows as printed text only</comment>
        <translation>%1 [sin modelar]</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="12"/>
        <source>choose three. You may choose the same mode more than once.</source>
        <translation>elige tres. Puedes elegir el mismo modo más de una vez.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="14"/>
        <source>choose one —</source>
        <translation>elige uno —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="16"/>
        <source>choose two —</source>
        <translation>elige dos —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="18"/>
        <source>choose one or both —</source>
        <translation>elige uno o ambos —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="20"/>
        <source>choose one or more —</source>
        <translation>elige uno o más —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="22"/>
        <source>choose %1 to %2 —</source>
        <comment>numbers of modes</comment>
        <translation>elige de %1 a %2 —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="26"/>
        <source>• %1</source>
        <comment>a mode of a modal spell or ability</comment>
        <translation>• %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="51"/>
        <source>%1 spell</source>
        <comment>a choice of types, then spell: instant or sorcery spell</comment>
        <translation>hechizo de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="62"/>
        <source>whenever %1 enters</source>
        <comment>a permanent of some kind</comment>
        <translation>siempre que %1 entre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="65"/>
        <source>whenever %1 or %2 enters</source>
        <comment>this object, another permanent of some kind</comment>
        <translation>siempre que %1 u %2 entre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="69"/>
        <source>whenever %1 attacks</source>
        <comment>a creature of some kind</comment>
        <translation>siempre que %1 ataque</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="71"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="168"/>
        <source>whenever %1 attacks or blocks</source>
        <translation>siempre que %1 ataque o bloquee</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="75"/>
        <source>whenever a player casts %1</source>
        <comment>a spell of some kind</comment>
        <translation>siempre que un jugador lance %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="79"/>
        <source>at the beginning of each opponent&apos;s upkeep</source>
        <translation>al comienzo del mantenimiento de cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="81"/>
        <source>at the beginning of combat on your turn</source>
        <translation>al comienzo del combate en tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="83"/>
        <source>at end of combat</source>
        <translation>al final del combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="85"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="171"/>
        <source>whenever %1 deals damage</source>
        <translation>siempre que %1 haga daño</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="87"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="174"/>
        <source>whenever %1 deals damage to a player</source>
        <translation>siempre que %1 haga daño a un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="89"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="178"/>
        <source>whenever %1 deals damage to an opponent</source>
        <translation>siempre que %1 haga daño a un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="92"/>
        <source>whenever %1 deals combat damage to a creature</source>
        <translation>siempre que %1 haga daño de combate a una criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="95"/>
        <source>whenever %1 deals combat damage to a player</source>
        <comment>a creature of some kind</comment>
        <translation>siempre que %1 haga daño de combate a un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="98"/>
        <source>whenever %1 becomes untapped</source>
        <translation>siempre que %1 se enderece</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="100"/>
        <source>whenever you cast a spell that targets %1</source>
        <translation>siempre que lances un hechizo que haga objetivo a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="102"/>
        <source>when %1 becomes monstrous</source>
        <translation>cuando %1 se vuelva monstruoso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="104"/>
        <source>when %1 is turned face up</source>
        <translation>cuando %1 sea puesto boca arriba</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="106"/>
        <source>whenever %1 attacks and isn&apos;t blocked</source>
        <translation>siempre que %1 ataque y no sea bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="108"/>
        <source>whenever you gain life</source>
        <translation>siempre que ganes vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="110"/>
        <source>whenever you cycle or discard a card</source>
        <translation>siempre que cicles o descartes una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="112"/>
        <source>whenever a player cycles a card</source>
        <translation>siempre que un jugador cicle una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="116"/>
        <source>whenever %1 dealt damage by %2 this turn dies</source>
        <comment>a creature of some kind, this creature</comment>
        <translation>siempre que %1 a la que %2 le hizo daño este turno muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="118"/>
        <source>whenever a creature dealt damage by %1 this turn dies</source>
        <translation>siempre que una criatura a la que %1 le hizo daño este turno muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="121"/>
        <source>at the beginning of enchanted player&apos;s upkeep</source>
        <translation>al comienzo del mantenimiento del jugador encantado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="123"/>
        <source>at the beginning of the upkeep of %1&apos;s controller</source>
        <comment>an object the source is attached to</comment>
        <translation>al comienzo del mantenimiento del controlador de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="126"/>
        <source>whenever you draw a card</source>
        <translation>siempre que robes una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="128"/>
        <source>whenever an opponent draws a card</source>
        <translation>siempre que un oponente robe una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="131"/>
        <source>whenever %1 blocks %2</source>
        <comment>this creature, a creature of some kind</comment>
        <translation>siempre que %1 bloquee a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="134"/>
        <source>whenever %1 becomes blocked by %2</source>
        <comment>this creature, a creature of some kind</comment>
        <translation>siempre que %1 sea bloqueada por %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="138"/>
        <source>whenever %1 blocks or becomes blocked by %2</source>
        <comment>this creature, a creature of some kind</comment>
        <translation>siempre que %1 bloquee a %2 o sea bloqueada por %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="141"/>
        <location filename="../core/text/RulesTextEvents.cpp" line="144"/>
        <source>whenever %1 becomes tapped</source>
        <translation>siempre que %1 se gire</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="147"/>
        <source>whenever a creature attacks you or a planeswalker you control</source>
        <translation>siempre que una criatura te ataque a ti o a un planeswalker que controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="149"/>
        <source>when %1 is put into a graveyard from anywhere</source>
        <translation>cuando %1 vaya a un cementerio desde cualquier lugar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="151"/>
        <source>whenever %1 becomes the target of a spell or ability</source>
        <translation>siempre que %1 se convierta en el objetivo de un hechizo o habilidad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="153"/>
        <source>whenever %1 and at least two other creatures attack</source>
        <translation>siempre que %1 y al menos otras dos criaturas ataquen</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="155"/>
        <source>at the beginning of your precombat main phase</source>
        <translation>al comienzo de tu fase principal precombate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="157"/>
        <source>at the beginning of each player&apos;s precombat main phase</source>
        <translation>al comienzo de la fase principal precombate de cada jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="159"/>
        <source>at the beginning of your draw step</source>
        <translation>al comienzo de tu paso de robar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="161"/>
        <source>at the beginning of each player&apos;s draw step</source>
        <translation>al comienzo del paso de robar de cada jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="163"/>
        <source>at the beginning of each opponent&apos;s end step</source>
        <translation>al comienzo del paso final de cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="165"/>
        <source>when %1 enters or dies</source>
        <translation>cuando %1 entre al campo de batalla o muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="187"/>
        <source>whenever %1 deals combat damage to an opponent</source>
        <translation>siempre que %1 haga daño de combate a un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="189"/>
        <source>whenever you cycle or discard another card</source>
        <translation>siempre que cicles o descartes otra carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="191"/>
        <source>whenever %1 becomes the target of a spell or ability an opponent controls</source>
        <translation>siempre que %1 se convierta en el objetivo de un hechizo o habilidad que controla un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="193"/>
        <source>whenever a permanent is turned face up</source>
        <translation>siempre que un permanente sea puesto boca arriba</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="195"/>
        <source>when %1 enters or the creature it haunts dies</source>
        <translation>cuando %1 entre o la criatura que ronda muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="197"/>
        <source>when the creature %1 haunts dies</source>
        <translation>cuando la criatura que %1 ronda muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="199"/>
        <source>whenever you surveil</source>
        <translation>siempre que vigiles</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="201"/>
        <source>whenever you sacrifice %1</source>
        <comment>a permanent of some kind</comment>
        <translation>siempre que sacrifiques %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEvents.cpp" line="203"/>
        <source>when you cycle %1 or it dies</source>
        <translation>cuando cicles %1 o muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="43"/>
        <source>%1 tokens</source>
        <comment>a card type: creature tokens</comment>
        <translation>fichas de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="44"/>
        <source>%1 token</source>
        <comment>a card type: creature token</comment>
        <translation>ficha de %1</translation>
    </message>
    <message>
        <source>create %1 %2</source>
        <comment>a number, tokens</comment>
        <translation type="vanished">crea %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="53"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="58"/>
        <source>%1 named %2</source>
        <comment>a token, its name</comment>
        <translation>%1 llamada %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="77"/>
        <source>tapped %1</source>
        <comment>a token that enters tapped</comment>
        <translation>%1 girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="79"/>
        <source>%1 tapped %2</source>
        <comment>a number, tokens that enter tapped</comment>
        <translation>%1 %2 giradas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="80"/>
        <source>%1 %2</source>
        <comment>a number, tokens</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="89"/>
        <source>%1 for each %2</source>
        <comment>tokens, one of a set</comment>
        <translation>%1 por cada %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="91"/>
        <source>%1, where X is %2</source>
        <comment>tokens, an amount</comment>
        <translation>%1, donde X es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="94"/>
        <source>%1 creates %2</source>
        <comment>a player, tokens</comment>
        <translation>%1 crea %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="162"/>
        <source>create %1 %2 tokens</source>
        <comment>a number, a token&apos;s name</comment>
        <translation>crea %1 fichas de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="170"/>
        <source>this emblem</source>
        <translation>este emblema</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="173"/>
        <source>an emblem with %1</source>
        <comment>quoted abilities</comment>
        <translation>un emblema con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="175"/>
        <source>you get %1</source>
        <comment>an emblem</comment>
        <translation>obtienes %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="176"/>
        <source>%1 gets %2</source>
        <comment>a player, an emblem</comment>
        <translation>%1 obtiene %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="187"/>
        <source>%1 creates a token that&apos;s a copy of %2</source>
        <comment>a player, an object</comment>
        <translation>%1 crea una ficha que es una copia de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="190"/>
        <source>create a token that&apos;s a copy of %1</source>
        <comment>an object</comment>
        <translation>crea una ficha que es una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="191"/>
        <source>create %1 tokens that are copies of %2</source>
        <comment>a number, an object</comment>
        <translation>crea %1 fichas que son copias de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="196"/>
        <source>%1 deals %2 damage to you</source>
        <translation>%1 te hace %2 puntos de daño</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="198"/>
        <source>%1 deals %2 damage to that player</source>
        <translation>%1 hace %2 puntos de daño a ese jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="202"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="207"/>
        <source>%1 deals that much damage to %2</source>
        <comment>a source, a player</comment>
        <translation>%1 hace esa cantidad de daño a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="209"/>
        <source>%1 deals %2 damage to each player</source>
        <translation>%1 hace %2 puntos de daño a cada jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="221"/>
        <source>%1 sacrifices %2</source>
        <comment>a player, a permanent</comment>
        <translation>%1 sacrifica %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="226"/>
        <source>%1 untaps %2 they control</source>
        <comment>a player, a permanent</comment>
        <translation>%1 endereza %2 que controla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="248"/>
        <source>exile %1 from your graveyard</source>
        <comment>a target card</comment>
        <translation>exilia %1 de tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="249"/>
        <source>exile %1 from a graveyard</source>
        <comment>a target card</comment>
        <translation>exilia %1 de un cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="234"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="251"/>
        <source>return %1 from your graveyard to your hand</source>
        <comment>a target card</comment>
        <translation>regresa %1 de tu cementerio a tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="217"/>
        <source>sacrifice another %1</source>
        <comment>a kind of permanent</comment>
        <translation>sacrifica otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="245"/>
        <source>exile %1 from an opponent&apos;s graveyard</source>
        <comment>a target card</comment>
        <translation>exilia %1 del cementerio de un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="246"/>
        <source>return %1 from an opponent&apos;s graveyard to the battlefield</source>
        <comment>a target card</comment>
        <translation>regresa %1 del cementerio de un oponente al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="252"/>
        <source>return %1 from a graveyard to its owner&apos;s hand</source>
        <comment>a target card</comment>
        <translation>regresa %1 de un cementerio a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="254"/>
        <source>return %1 from your graveyard to the battlefield</source>
        <comment>a target card</comment>
        <translation>regresa %1 de tu cementerio al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="255"/>
        <source>return %1 from a graveyard to the battlefield</source>
        <comment>a target card</comment>
        <translation>regresa %1 de un cementerio al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="262"/>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="265"/>
        <source>put %1 from your graveyard on top of your library</source>
        <comment>a target card</comment>
        <translation>pon %1 de tu cementerio en la parte superior de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="267"/>
        <source>put %1 on the bottom of its owner&apos;s library</source>
        <translation>pon %1 en el fondo de la biblioteca de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="268"/>
        <source>put %1 on top of its owner&apos;s library</source>
        <translation>pon %1 en la parte superior de la biblioteca de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="274"/>
        <source>it doesn&apos;t untap during its controller&apos;s next untap step</source>
        <translation>no se endereza durante el próximo paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="279"/>
        <source>those creatures don&apos;t untap during their controller&apos;s next untap step</source>
        <translation>esas criaturas no se enderezan durante el próximo paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="282"/>
        <source>take an extra turn after this one</source>
        <translation>juega un turno adicional después de este</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="287"/>
        <source>cast a card with mana value %1 or less from your hand without paying its mana cost</source>
        <comment>a number or X</comment>
        <translation>lanza una carta con valor de maná de %1 o menos desde tu mano sin pagar su coste de maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="291"/>
        <source>prevent all combat damage that would be dealt this turn</source>
        <translation>prevén todo el daño de combate que se fuera a hacer este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="293"/>
        <source>pay %1</source>
        <comment>pay mana</comment>
        <translation>paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="296"/>
        <source>you may get %1</source>
        <comment>energy symbols</comment>
        <translation>puedes obtener %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="297"/>
        <source>you get %1</source>
        <comment>energy symbols</comment>
        <translation>obtienes %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="300"/>
        <source>pay %1</source>
        <comment>energy symbols</comment>
        <translation>paga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="302"/>
        <source>you may become the monarch</source>
        <translation>puedes convertirte en el monarca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="302"/>
        <source>you become the monarch</source>
        <translation>te conviertes en el monarca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="304"/>
        <source>surveil %1</source>
        <comment>a number</comment>
        <translation>vigila %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="306"/>
        <source>investigate</source>
        <translation>investiga</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="308"/>
        <source>proliferate</source>
        <translation>prolifera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="310"/>
        <source>bolster %1</source>
        <comment>a number</comment>
        <translation>refuerza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="312"/>
        <source>monstrosity %1</source>
        <comment>a number</comment>
        <translation>monstruosidad %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="365"/>
        <source>%1 and %2 damage to you</source>
        <comment>damage dealt, then an amount</comment>
        <translation>%1 y %2 puntos de daño a ti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="379"/>
        <source>%1 and loses X life</source>
        <comment>a player draws N cards and loses N life</comment>
        <translation>%1 y pierde X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextMoreActions.cpp" line="380"/>
        <source>%1 and loses %n life</source>
        <comment>a player draws N cards and loses N life</comment>
        <translation>
            <numerusform>%1 y pierde %n vida</numerusform>
            <numerusform>%1 y pierde %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="384"/>
        <source>%1, then discards a card</source>
        <comment>a player draws N cards, then discards a card</comment>
        <translation>%1 y luego descarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="385"/>
        <source>%1, then discards %2 cards</source>
        <comment>a player draws N cards, then discards N cards</comment>
        <translation>%1 y luego descarta %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="400"/>
        <source>%1 and %2</source>
        <comment>destroy one target and another</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="406"/>
        <source>%1 and can&apos;t be blocked this turn</source>
        <comment>a change until end of turn, then</comment>
        <translation>%1 y no puede ser bloqueada este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="407"/>
        <source>%1 and must be blocked this turn if able</source>
        <comment>a change until end of turn, then</comment>
        <translation>%1 y debe ser bloqueada este turno si es posible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="415"/>
        <source>%1, then draws cards equal to the greatest number of cards a player discarded this way</source>
        <comment>a player discards their hand, then …</comment>
        <translation>%1, luego roba una cantidad de cartas igual al mayor número de cartas que un jugador descartó de esta manera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="419"/>
        <source>discard all the cards in your hand, then draw that many cards</source>
        <translation>descarta todas las cartas de tu mano, luego roba esa cantidad de cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="420"/>
        <source>%1 discards all the cards in their hand, then draws that many cards</source>
        <comment>a player</comment>
        <translation>%1 descarta todas las cartas de su mano, luego roba esa cantidad de cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="425"/>
        <source>%1, then draws %2 cards</source>
        <comment>a player discards their hand, then draws N cards</comment>
        <translation>%1 y luego roba %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="440"/>
        <source>amass %1</source>
        <comment>a number</comment>
        <translation>amasar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="442"/>
        <source>adapt %1</source>
        <comment>a number</comment>
        <translation>adaptar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="447"/>
        <source>support %1</source>
        <comment>a number</comment>
        <translation>apoyar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="449"/>
        <source>%1 explores</source>
        <comment>a creature</comment>
        <translation>%1 explora</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="451"/>
        <source>goad %1</source>
        <comment>a creature</comment>
        <translation>incita a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="453"/>
        <source>populate</source>
        <translation>poblar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="456"/>
        <source>discard your hand</source>
        <translation>descarta tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="457"/>
        <source>%1 discards their hand</source>
        <comment>a player</comment>
        <translation>%1 descarta su mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="459"/>
        <source>you may have %1 fight %2</source>
        <comment>a creature, another creature</comment>
        <translation>puedes hacer que %1 pelee con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="460"/>
        <source>%1 fights %2</source>
        <comment>a creature, another creature</comment>
        <translation>%1 pelea con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="465"/>
        <source>%1 deals damage to itself equal to its power</source>
        <comment>a creature</comment>
        <translation>%1 se hace a sí misma una cantidad de daño igual a su fuerza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="466"/>
        <source>you may have %1 deal damage equal to its power to %2</source>
        <comment>a creature, what is dealt damage</comment>
        <translation>puedes hacer que %1 haga una cantidad de daño igual a su fuerza a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="468"/>
        <source>%1 deals damage equal to its power to %2</source>
        <comment>a creature, what is dealt damage</comment>
        <translation>%1 hace una cantidad de daño igual a su fuerza a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="472"/>
        <source>exile your graveyard</source>
        <translation>exilia tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="474"/>
        <source>exile all graveyards</source>
        <translation>exilia todos los cementerios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="476"/>
        <source>exile each opponent&apos;s graveyard</source>
        <translation>exilia el cementerio de cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="477"/>
        <source>exile target opponent&apos;s graveyard</source>
        <translation>exilia el cementerio del oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextMoreActions.cpp" line="478"/>
        <source>exile target player&apos;s graveyard</source>
        <translation>exilia el cementerio del jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="19"/>
        <source>search your library for %1, put it into your hand, then shuffle</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, ponla en tu mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="20"/>
        <source>search your library for %1, put them into your hand, then shuffle</source>
        <comment>cards</comment>
        <translation>busca en tu biblioteca %1, ponlas en tu mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="21"/>
        <source>search your library for %1, reveal it, put it into your hand, then shuffle</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, muéstrala, ponla en tu mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="22"/>
        <source>search your library for %1, reveal them, put them into your hand, then shuffle</source>
        <comment>cards</comment>
        <translation>busca en tu biblioteca %1, muéstralas, ponlas en tu mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="23"/>
        <source>search your library for %1, put it onto the battlefield, then shuffle</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, ponla en el campo de batalla y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="24"/>
        <source>search your library for %1, put them onto the battlefield, then shuffle</source>
        <comment>cards</comment>
        <translation>busca en tu biblioteca %1, ponlas en el campo de batalla y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="25"/>
        <source>search your library for %1, put it onto the battlefield tapped, then shuffle</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, ponla en el campo de batalla girada y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="26"/>
        <source>search your library for %1, put them onto the battlefield tapped, then shuffle</source>
        <comment>cards</comment>
        <translation>busca en tu biblioteca %1, ponlas en el campo de batalla giradas y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="27"/>
        <source>search your library for %1, put it into your graveyard, then shuffle</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, ponla en tu cementerio y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="28"/>
        <source>search your library for %1, put them into your graveyard, then shuffle</source>
        <comment>cards</comment>
        <translation>busca en tu biblioteca %1, ponlas en tu cementerio y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="29"/>
        <source>search your library for %1, exile it, then shuffle</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, exíliala y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="30"/>
        <source>search your library for %1, exile them, then shuffle</source>
        <comment>cards</comment>
        <translation>busca en tu biblioteca %1, exílialas y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="31"/>
        <source>search your library for %1, then shuffle and put that card on top</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, luego baraja y pon esa carta en la parte superior</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="33"/>
        <source>search your library for %1, reveal it, then shuffle and put that card on top</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca %1, muéstrala, luego baraja y pon esa carta en la parte superior</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="51"/>
        <source>%1 may search their library for a basic land card, reveal it, put it into their hand, then shuffle</source>
        <comment>a player</comment>
        <translation>%1 puede buscar en su biblioteca una carta de tierra básica, mostrarla, ponerla en su mano y luego barajar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="53"/>
        <source>%1 searches their library for a basic land card, reveals it, puts it into their hand, then shuffles</source>
        <comment>a player</comment>
        <translation>%1 busca en su biblioteca una carta de tierra básica, la muestra, la pone en su mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="57"/>
        <source>%1 may search their library for a basic land card, put it onto the battlefield tapped, then shuffle</source>
        <comment>a player</comment>
        <translation>%1 puede buscar en su biblioteca una carta de tierra básica, ponerla en el campo de batalla girada y luego barajar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="59"/>
        <source>%1 may search their library for a basic land card, put it onto the battlefield, then shuffle</source>
        <comment>a player</comment>
        <translation>%1 puede buscar en su biblioteca una carta de tierra básica, ponerla en el campo de batalla y luego barajar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="62"/>
        <source>%1 searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles</source>
        <comment>a player</comment>
        <translation>%1 busca en su biblioteca una carta de tierra básica, la pone en el campo de batalla girada y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="64"/>
        <source>%1 searches their library for a basic land card, puts it onto the battlefield, then shuffles</source>
        <comment>a player</comment>
        <translation>%1 busca en su biblioteca una carta de tierra básica, la pone en el campo de batalla y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="74"/>
        <source>up to %1 %2</source>
        <comment>a number, cards</comment>
        <translation>hasta %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="76"/>
        <source>%1 %2</source>
        <comment>a number, cards</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="83"/>
        <source>search your library and/or graveyard for %1, reveal it, and put it into your hand</source>
        <comment>a card</comment>
        <translation>busca en tu biblioteca y/o cementerio %1, muéstrala y ponla en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="85"/>
        <source>if you search your library this way, shuffle it</source>
        <translation>si buscas en tu biblioteca de esta manera, barájala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="90"/>
        <source>search target opponent&apos;s library for %1 and put that card onto the battlefield under your control</source>
        <comment>a card</comment>
        <translation>busca en la biblioteca de un oponente objetivo %1 y pon esa carta en el campo de batalla bajo tu control</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="92"/>
        <source>search target player&apos;s library for %1 and put that card onto the battlefield under your control</source>
        <comment>a card</comment>
        <translation>busca en la biblioteca de un jugador objetivo %1 y pon esa carta en el campo de batalla bajo tu control</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="99"/>
        <source>search target opponent&apos;s library for %1 and exile them</source>
        <comment>cards</comment>
        <translation>busca en la biblioteca de un oponente objetivo %1 y exílialas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="100"/>
        <source>search target player&apos;s library for %1 and exile them</source>
        <comment>cards</comment>
        <translation>busca en la biblioteca de un jugador objetivo %1 y exílialas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="101"/>
        <source>search target opponent&apos;s library for %1 and exile it</source>
        <comment>a card</comment>
        <translation>busca en la biblioteca de un oponente objetivo %1 y exíliala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="102"/>
        <source>search target player&apos;s library for %1 and exile it</source>
        <comment>a card</comment>
        <translation>busca en la biblioteca de un jugador objetivo %1 y exíliala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="95"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="103"/>
        <source>then that player shuffles their library</source>
        <translation>después, ese jugador baraja su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="123"/>
        <source>put %1 from your hand onto the battlefield tapped</source>
        <comment>a card</comment>
        <translation>pon %1 de tu mano en el campo de batalla girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="124"/>
        <source>put %1 from your hand onto the battlefield</source>
        <comment>a card</comment>
        <translation>pon %1 de tu mano en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="130"/>
        <source>you choose %1 from it and exile that card</source>
        <comment>a card of some kind</comment>
        <translation>eliges %1 de ella y exilias esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="141"/>
        <source>reveal cards from the top of your library until you reveal %1, then put all cards revealed this way into your hand</source>
        <comment>a card</comment>
        <translation>muestra cartas de la parte superior de tu biblioteca hasta que muestres %1, luego pon en tu mano todas las cartas mostradas de esta manera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="143"/>
        <source>reveal cards from the top of your library until you reveal %1</source>
        <comment>a card</comment>
        <translation>muestra cartas de la parte superior de tu biblioteca hasta que muestres %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="146"/>
        <source>put that card onto the battlefield and put all other cards revealed this way into your graveyard</source>
        <translation>pon esa carta en el campo de batalla y pon todas las demás cartas mostradas de esta manera en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="147"/>
        <source>put that card into your hand and all other cards revealed this way into your graveyard</source>
        <translation>pon esa carta en tu mano y todas las demás cartas mostradas de esta manera en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="149"/>
        <source>put that card onto the battlefield and the rest on the bottom of your library in any order</source>
        <translation>pon esa carta en el campo de batalla y el resto en el fondo de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="150"/>
        <source>put that card into your hand and the rest on the bottom of your library in any order</source>
        <translation>pon esa carta en tu mano y el resto en el fondo de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="152"/>
        <source>put that card onto the battlefield and the rest on the bottom of your library in a random order</source>
        <translation>pon esa carta en el campo de batalla y el resto en el fondo de tu biblioteca en un orden aleatorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="153"/>
        <source>put that card into your hand and the rest on the bottom of your library in a random order</source>
        <translation>pon esa carta en tu mano y el resto en el fondo de tu biblioteca en un orden aleatorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="119"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="159"/>
        <source>exile the top card of your library</source>
        <translation>exilia la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="119"/>
        <location filename="../core/text/RulesTextLibrary.cpp" line="159"/>
        <source>exile the top %1 cards of your library</source>
        <translation>exilia las primeras %1 cartas de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="161"/>
        <source>target opponent exiles the top card of their library</source>
        <translation>un oponente objetivo exilia la primera carta de su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="162"/>
        <source>target opponent exiles the top %1 cards of their library</source>
        <translation>un oponente objetivo exilia las primeras %1 cartas de su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="167"/>
        <source>until the end of your next turn, you may play that card</source>
        <translation>hasta el final de tu próximo turno, puedes jugar esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="168"/>
        <source>until the end of your next turn, you may play those cards</source>
        <translation>hasta el final de tu próximo turno, puedes jugar esas cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="169"/>
        <source>until end of turn, you may play that card</source>
        <translation>hasta el final del turno, puedes jugar esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="169"/>
        <source>until end of turn, you may play those cards</source>
        <translation>hasta el final del turno, puedes jugar esas cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="178"/>
        <source>put any number of them into your graveyard and the rest back on top of your library in any order</source>
        <translation>pon cualquier cantidad de ellas en tu cementerio y el resto en la parte superior de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="182"/>
        <source>reveal the top card of your library and put that card into your hand</source>
        <translation>revela la primera carta de tu biblioteca y ponla en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="191"/>
        <source>reveal the top card of your library</source>
        <translation>muestra la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="192"/>
        <source>if it&apos;s %1, put it onto the battlefield</source>
        <comment>a card</comment>
        <translation>si es %1, ponla en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="192"/>
        <source>if it&apos;s %1, put it into your hand</source>
        <comment>a card</comment>
        <translation>si es %1, ponla en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="194"/>
        <source>otherwise, put it into your hand</source>
        <translation>de lo contrario, ponla en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="194"/>
        <source>otherwise, put it into your graveyard</source>
        <translation>de lo contrario, ponla en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="200"/>
        <source>look at the top X cards of your library, where X is %1, then put them back in any order</source>
        <comment>an amount</comment>
        <translation>mira las primeras X cartas de tu biblioteca, donde X es %1, luego vuelve a ponerlas en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="203"/>
        <source>look at the top %1 cards of your library, then put them back in any order</source>
        <translation>mira las primeras %1 cartas de tu biblioteca y luego ponlas de nuevo en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="205"/>
        <source>look at the top %1 cards of target opponent&apos;s library, then put them back in any order</source>
        <translation>mira las primeras %1 cartas de la biblioteca del oponente objetivo y luego ponlas de nuevo en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="206"/>
        <source>look at the top %1 cards of target player&apos;s library, then put them back in any order</source>
        <translation>mira las primeras %1 cartas de la biblioteca del jugador objetivo y luego ponlas de nuevo en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="214"/>
        <source>reveal it</source>
        <comment>the top card of your library, looked at before</comment>
        <translation>muéstrala</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="218"/>
        <source>look at the top card of your library</source>
        <translation>mira la primera carta de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="222"/>
        <source>look at the top card of target opponent&apos;s library</source>
        <translation>mira la primera carta de la biblioteca de un oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="223"/>
        <source>look at the top card of target player&apos;s library</source>
        <translation>mira la primera carta de la biblioteca de un jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="224"/>
        <source>look at the top %1 cards of target opponent&apos;s library</source>
        <translation>mira las primeras %1 cartas de la biblioteca de un oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="225"/>
        <source>look at the top %1 cards of target player&apos;s library</source>
        <translation>mira las primeras %1 cartas de la biblioteca de un jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="229"/>
        <source>look at the top %1 cards of your library, put %2 of them into your hand, and exile the rest</source>
        <comment>a number, a number</comment>
        <translation>mira las primeras %1 cartas de tu biblioteca, pon %2 de ellas en tu mano y exilia el resto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="233"/>
        <source>reveal the top %1 cards of your library</source>
        <translation>muestra las primeras %1 cartas de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="235"/>
        <source>put all %1 revealed this way into your hand and the rest on the bottom of your library in a random order</source>
        <comment>cards</comment>
        <translation>pon en tu mano todas las %1 mostradas de esta manera y el resto en el fondo de tu biblioteca en un orden aleatorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="237"/>
        <source>put all %1 revealed this way into your hand and the rest into your graveyard</source>
        <comment>cards</comment>
        <translation>pon en tu mano todas las %1 mostradas de esta manera y el resto en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="239"/>
        <source>put all %1 revealed this way into your hand and the rest on the bottom of your library in any order</source>
        <comment>cards</comment>
        <translation>pon en tu mano todas las %1 mostradas de esta manera y el resto en el fondo de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="243"/>
        <source>look at the top X cards of your library, where X is %1</source>
        <comment>an amount</comment>
        <translation>mira las primeras X cartas de tu biblioteca, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="248"/>
        <source>you may reveal %1 from among them and put it into your hand</source>
        <comment>a card</comment>
        <translation>puedes mostrar %1 de entre ellas y ponerla en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="249"/>
        <source>you may put %1 from among them into your hand</source>
        <comment>a card</comment>
        <translation>puedes poner %1 de entre ellas en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="251"/>
        <source>put the rest on the bottom of your library in a random order</source>
        <translation>pon el resto en el fondo de tu biblioteca en un orden aleatorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="253"/>
        <source>put the rest into your graveyard</source>
        <translation>pon el resto en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="255"/>
        <source>put the rest on the bottom of your library in any order</source>
        <translation>pon el resto en el fondo de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="261"/>
        <source>put %1 of them into your hand and the rest on the bottom of your library in a random order</source>
        <comment>a number</comment>
        <translation>pon %1 de ellas en tu mano y el resto en el fondo de tu biblioteca en un orden aleatorio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="263"/>
        <source>put %1 of them into your hand and the other into your graveyard</source>
        <comment>a number</comment>
        <translation>pon %1 de ellas en tu mano y la otra en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="264"/>
        <source>put %1 of them into your hand and the rest into your graveyard</source>
        <comment>a number</comment>
        <translation>pon %1 de ellas en tu mano y el resto en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="266"/>
        <source>put %1 of them into your hand and the other on the bottom of your library</source>
        <comment>a number</comment>
        <translation>pon %1 de ellas en tu mano y la otra en el fondo de tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextLibrary.cpp" line="267"/>
        <source>put %1 of them into your hand and the rest on the bottom of your library in any order</source>
        <comment>a number</comment>
        <translation>pon %1 de ellas en tu mano y el resto en el fondo de tu biblioteca en cualquier orden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="12"/>
        <source>multicolored</source>
        <comment>adjective, masculine singular</comment>
        <translation>multicolor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="13"/>
        <source>multicolored</source>
        <comment>adjective, feminine singular</comment>
        <translation>multicolor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="14"/>
        <source>multicolored</source>
        <comment>adjective, masculine plural</comment>
        <translation>multicolores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="15"/>
        <source>multicolored</source>
        <comment>adjective, feminine plural</comment>
        <translation>multicolores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="16"/>
        <source>nontoken</source>
        <comment>adjective, masculine singular</comment>
        <translation>que no es ficha</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="17"/>
        <source>nontoken</source>
        <comment>adjective, feminine singular</comment>
        <translation>que no es ficha</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="18"/>
        <source>nontoken</source>
        <comment>adjective, masculine plural</comment>
        <translation>que no son fichas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="19"/>
        <source>nontoken</source>
        <comment>adjective, feminine plural</comment>
        <translation>que no son fichas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="20"/>
        <source>enchanted</source>
        <comment>adjective, masculine singular</comment>
        <translation>encantado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="21"/>
        <source>enchanted</source>
        <comment>adjective, feminine singular</comment>
        <translation>encantada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="22"/>
        <source>enchanted</source>
        <comment>adjective, masculine plural</comment>
        <translation>encantados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="23"/>
        <source>enchanted</source>
        <comment>adjective, feminine plural</comment>
        <translation>encantadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="24"/>
        <source>equipped</source>
        <comment>adjective, masculine singular</comment>
        <translation>equipado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="25"/>
        <source>equipped</source>
        <comment>adjective, feminine singular</comment>
        <translation>equipada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="26"/>
        <source>equipped</source>
        <comment>adjective, masculine plural</comment>
        <translation>equipados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="27"/>
        <source>equipped</source>
        <comment>adjective, feminine plural</comment>
        <translation>equipadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="28"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, masculine singular</comment>
        <translation>legendario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="29"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, feminine singular</comment>
        <translation>legendaria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="30"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, masculine plural</comment>
        <translation>legendarios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="31"/>
        <source>legendary</source>
        <comment>adjective after &quot;is&quot;, feminine plural</comment>
        <translation>legendarias</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="32"/>
        <source>blocking</source>
        <comment>adjective, masculine singular</comment>
        <translation>bloqueador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="33"/>
        <source>blocking</source>
        <comment>adjective, feminine singular</comment>
        <translation>bloqueadora</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="34"/>
        <source>blocking</source>
        <comment>adjective, masculine plural</comment>
        <translation>bloqueadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="35"/>
        <source>blocking</source>
        <comment>adjective, feminine plural</comment>
        <translation>bloqueadoras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="36"/>
        <source>attacking or blocking</source>
        <comment>adjective, masculine singular</comment>
        <translation>atacante o bloqueador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="37"/>
        <source>attacking or blocking</source>
        <comment>adjective, feminine singular</comment>
        <translation>atacante o bloqueadora</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="38"/>
        <source>attacking or blocking</source>
        <comment>adjective, masculine plural</comment>
        <translation>atacantes o bloqueadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="39"/>
        <source>attacking or blocking</source>
        <comment>adjective, feminine plural</comment>
        <translation>atacantes o bloqueadoras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="40"/>
        <source>face-down</source>
        <comment>adjective, masculine singular</comment>
        <translation>boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="41"/>
        <source>face-down</source>
        <comment>adjective, feminine singular</comment>
        <translation>boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="42"/>
        <source>face-down</source>
        <comment>adjective, masculine plural</comment>
        <translation>boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="43"/>
        <source>face-down</source>
        <comment>adjective, feminine plural</comment>
        <translation>boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="44"/>
        <source>commander</source>
        <comment>adjective, masculine singular</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="45"/>
        <source>commander</source>
        <comment>adjective, feminine singular</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="46"/>
        <source>commander</source>
        <comment>adjective, masculine plural</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="47"/>
        <source>commander</source>
        <comment>adjective, feminine plural</comment>
        <translation>comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="81"/>
        <source>of the chosen color</source>
        <translation>del color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="83"/>
        <source>with the highest mana value</source>
        <translation>con el mayor valor de maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="87"/>
        <source>without %1</source>
        <comment>without a keyword</comment>
        <translation>sin %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="90"/>
        <source>with counters on them</source>
        <translation>con contadores sobre ellas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="90"/>
        <source>with a counter on it</source>
        <translation>con un contador sobre ella</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="93"/>
        <source>with %1 counters on them</source>
        <comment>counter kind</comment>
        <translation>con contadores %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="94"/>
        <source>with a %1 counter on it</source>
        <comment>counter kind</comment>
        <translation>con un contador %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="97"/>
        <source>attached to it</source>
        <comment>Auras attached to the object itself</comment>
        <translation>anexados a él</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="99"/>
        <source>named %1</source>
        <comment>a card name</comment>
        <translation>llamado %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="103"/>
        <source>you</source>
        <comment>what a spell targets</comment>
        <translation>ti</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="104"/>
        <source>a player</source>
        <comment>what a spell targets</comment>
        <translation>un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="105"/>
        <source>that target %1</source>
        <comment>spells with a target: a creature, a player, you</comment>
        <translation>que hacen objetivo a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="106"/>
        <source>that targets %1</source>
        <comment>a spell with a target: a creature, a player, you</comment>
        <translation>que hace objetivo a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="115"/>
        <source>the number of its colors</source>
        <translation>el número de sus colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="129"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="117"/>
        <location filename="../core/text/RulesTextQualities.cpp" line="119"/>
        <source>the number of %1 counters on %2</source>
        <translation>el número de contadores %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="122"/>
        <source>the number of basic land types among lands you control</source>
        <translation>el número de tipos de tierra básica entre las tierras que controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="124"/>
        <source>the number of differently named %1</source>
        <translation>el número de %1 con nombres diferentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="127"/>
        <source>the number of colors among %1</source>
        <translation>el número de colores entre %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="129"/>
        <source>half %1, rounded down</source>
        <translation>la mitad de %1, redondeando hacia abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="131"/>
        <source>half %1, rounded up</source>
        <translation>la mitad de %1, redondeando hacia arriba</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="137"/>
        <source>the number of %1 mana symbols in the mana costs of %2</source>
        <comment>a colour, a set of objects</comment>
        <translation>la cantidad de símbolos de maná %1 en los costes de maná de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="142"/>
        <source>creatures</source>
        <translation>criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="145"/>
        <source>the number of %1 that share a creature type with it</source>
        <translation>la cantidad de %1 que comparten un tipo de criatura con ella</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="150"/>
        <source>the number of points of %1 it has</source>
        <comment>a keyword</comment>
        <translation>la cantidad de puntos de %1 que tiene</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="161"/>
        <source>there are no cards in your graveyard</source>
        <translation>no hay cartas en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="166"/>
        <source>%1 has a %2 counter on it</source>
        <comment>a permanent, a counter kind</comment>
        <translation>%1 tiene un contador %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="169"/>
        <source>any player controls %1</source>
        <translation>cualquier jugador controla %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="178"/>
        <source>%1 and %2 are in your graveyard</source>
        <comment>two kinds of card</comment>
        <translation>%1 y %2 están en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="183"/>
        <source>there are fewer than %1 %2 in your graveyard</source>
        <comment>a number, a kind of card</comment>
        <translation>hay menos de %1 %2 en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="184"/>
        <source>you have %1 or more %2 in your graveyard</source>
        <comment>a number, a kind of card</comment>
        <translation>tienes %1 o más %2 en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="186"/>
        <source>%1 is in your graveyard</source>
        <comment>a kind of card</comment>
        <translation>%1 está en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="189"/>
        <source>you have %1 or more opponents</source>
        <translation>tienes %1 o más oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="191"/>
        <source>an opponent is poisoned</source>
        <translation>un oponente está envenenado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="193"/>
        <source>an opponent has %1 or more cards in their graveyard</source>
        <translation>un oponente tiene %1 o más cartas en su cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="195"/>
        <source>you have more cards in hand than each opponent</source>
        <translation>tienes más cartas en la mano que cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="197"/>
        <source>%1 is the most common color among all permanents or is tied for most common</source>
        <translation>el %1 es el color más común entre todos los permanentes o está empatado como el más común</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="200"/>
        <source>it shares a color with the most common color among all permanents or a color tied for most common</source>
        <translation>comparte un color con el color más común entre todos los permanentes o con un color empatado como el más común</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="204"/>
        <source>its controller controls no other %1</source>
        <translation>su controlador no controla otras %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="205"/>
        <source>its controller controls another %1</source>
        <translation>su controlador controla otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="208"/>
        <source>another Aura is attached to %1</source>
        <translation>otra Aura está anexada a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="210"/>
        <source>you have the city&apos;s blessing</source>
        <translation>tienes la bendición de la ciudad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="212"/>
        <source>%1 is paired with another creature</source>
        <translation>%1 está emparejada con otra criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="214"/>
        <source>%1 is monstrous</source>
        <translation>%1 es monstruosa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="216"/>
        <source>%1 is renowned</source>
        <translation>%1 es renombrada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="218"/>
        <source>%1 is in your graveyard</source>
        <translation>%1 está en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="220"/>
        <source>%1 or more creatures are blocking it</source>
        <translation>%1 o más criaturas la están bloqueando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="222"/>
        <source>%1 attacked or blocked this combat</source>
        <translation>%1 atacó o bloqueó en este combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="225"/>
        <source>you didn&apos;t attack with a creature this turn</source>
        <translation>no atacaste con una criatura este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="314"/>
        <source>%1 that&apos;s %2</source>
        <comment>a creature, then the creature types it may have: a Barbarian or a Warrior</comment>
        <translation>%1 que sea %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="320"/>
        <source>%1 that are %2</source>
        <comment>creatures, then the creature types they may have: Barbarians or Warriors</comment>
        <translation>%1 que sean %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="335"/>
        <source>%1 with %2 or %3</source>
        <comment>creatures, then two keywords: creatures with flying or reach</comment>
        <translation>%1 con %2 o %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextQualities.cpp" line="342"/>
        <source>%1 named %2</source>
        <comment>a kind of permanent, then a list of card names</comment>
        <translation>%1 llamados %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="18"/>
        <source>if you don&apos;t, %1</source>
        <comment>an instruction done only when the optional one before it was not</comment>
        <translation>si no lo haces, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="20"/>
        <source>otherwise, %1</source>
        <comment>an instruction done only when the optional one before it was not</comment>
        <translation>de lo contrario, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="24"/>
        <source>%1 unless {%2} was spent to cast %3</source>
        <comment>an instruction, a mana symbol&apos;s letter (W, U, B, R, G), the spell</comment>
        <translation>%1 a menos que se haya gastado {%2} para lanzar %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="28"/>
        <source>if %1, %2</source>
        <comment>a condition, an instruction</comment>
        <translation>si %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="42"/>
        <source>%1 unless they %2</source>
        <comment>an instruction, a payment: discard an artifact card</comment>
        <translation>%1 a menos que ese jugador pague este coste: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="45"/>
        <source>%1 unless you %2</source>
        <comment>an instruction, a payment: return a land you control to its owner&apos;s hand</comment>
        <translation>%1 a menos que pagues este coste: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="50"/>
        <source>%1 unless its controller pays %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a menos que su controlador pague %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="52"/>
        <source>%1 unless that player pays %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a menos que ese jugador pague %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="54"/>
        <source>%1 unless any player pays %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a menos que cualquier jugador pague %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="56"/>
        <source>%1 unless they pay %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a menos que pague %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="57"/>
        <source>%1 unless you pay %2</source>
        <comment>an instruction, a cost</comment>
        <translation>%1 a menos que pagues %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="66"/>
        <source>remove all %1 counters from %2</source>
        <comment>a kind of counter, an object</comment>
        <translation>remueve todos los contadores %1 de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPayments.cpp" line="67"/>
        <source>remove %1 from %2</source>
        <comment>counters, an object</comment>
        <translation>remueve %1 de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="54"/>
        <source>you may get %1</source>
        <comment>counters a player gets</comment>
        <translation>puedes obtener %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="55"/>
        <source>you get %1</source>
        <comment>counters a player gets</comment>
        <translation>obtienes %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="59"/>
        <source>%1 gets %2</source>
        <comment>a player, counters</comment>
        <translation>%1 obtiene %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="67"/>
        <source>put X %1 counters on %2, where X is %3</source>
        <comment>a kind of counter, an object, an amount</comment>
        <translation>pon X contadores %1 sobre %2, donde X es %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="73"/>
        <source>put %1 on %2 for each %3</source>
        <comment>counters, an object, one of a set</comment>
        <translation>pon %1 sobre %2 por cada %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="82"/>
        <source>%1 draws that many cards</source>
        <comment>a player</comment>
        <translation>%1 roba esa cantidad de cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="89"/>
        <source>draw cards equal to the power of %1</source>
        <comment>a target creature</comment>
        <translation>roba una cantidad de cartas igual a la fuerza de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="91"/>
        <source>draw cards equal to the number of cards in %1&apos;s hand</source>
        <comment>a target player</comment>
        <translation>roba una cantidad de cartas igual al número de cartas en la mano de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="100"/>
        <source>add %1 for each %2 counter on %3</source>
        <comment>mana symbol, a counter kind, the source</comment>
        <translation>agrega %1 por cada contador %2 sobre %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="104"/>
        <source>add X mana of any one color, where X is %1</source>
        <comment>an amount</comment>
        <translation>agrega X manás de un mismo color, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="109"/>
        <source>draw X cards, where X is %1</source>
        <comment>an amount</comment>
        <translation>roba X cartas, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="111"/>
        <source>you may gain X life, where X is %1</source>
        <comment>an amount</comment>
        <translation>puedes ganar X vidas, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="112"/>
        <source>you gain X life, where X is %1</source>
        <comment>an amount</comment>
        <translation>ganas X vidas, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="114"/>
        <source>you may have %1 deal X damage to %2, where X is %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>puedes hacer que %1 haga X puntos de daño a %2, donde X es %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="116"/>
        <source>%1 deals X damage to %2, where X is %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>%1 hace X puntos de daño a %2, donde X es %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="124"/>
        <source>draw cards equal to %1</source>
        <comment>an amount</comment>
        <translation>roba una cantidad de cartas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="126"/>
        <source>you may have %1 deal damage to %2 equal to %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>puedes hacer que %1 haga a %2 una cantidad de daño igual a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="128"/>
        <source>%1 deals damage to %2 equal to %3</source>
        <comment>a source, what is dealt damage, an amount</comment>
        <translation>%1 hace a %2 una cantidad de daño igual a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="130"/>
        <source>you may gain life equal to %1</source>
        <comment>an amount</comment>
        <translation>puedes ganar una cantidad de vidas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="138"/>
        <source>add %1 for each %2</source>
        <comment>mana symbol, one of a set</comment>
        <translation>agrega %1 por cada %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="292"/>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="131"/>
        <source>you gain life equal to %1</source>
        <comment>an amount</comment>
        <translation>ganas una cantidad de vidas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="141"/>
        <source>draw a card for each %1</source>
        <comment>one of a set</comment>
        <translation>roba una carta por cada %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAmountActions.cpp" line="142"/>
        <source>draw %1 cards for each %2</source>
        <comment>a number, one of a set</comment>
        <translation>roba %1 cartas por cada %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextAmountActions.cpp" line="144"/>
        <source>you may gain %n life for each %1</source>
        <comment>one of a set</comment>
        <translation>
            <numerusform>puedes ganar %n vida por cada %1</numerusform>
            <numerusform>puedes ganar %n vidas por cada %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextAmountActions.cpp" line="145"/>
        <source>you gain %n life for each %1</source>
        <comment>one of a set</comment>
        <translation>
            <numerusform>ganas %n vida por cada %1</numerusform>
            <numerusform>ganas %n vidas por cada %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="13"/>
        <source>you&apos;ve surveilled this turn</source>
        <translation>has vigilado este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="15"/>
        <source>you&apos;ve drawn %1 or more cards this turn</source>
        <translation>robaste %1 o más cartas este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="18"/>
        <source>you&apos;ve cast an instant or sorcery spell this turn</source>
        <translation>lanzaste un hechizo de instantáneo o de conjuro este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="20"/>
        <source>you&apos;ve cast a noncreature spell this turn</source>
        <translation>lanzaste un hechizo que no es de criatura este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="22"/>
        <source>you&apos;ve cast a creature spell this turn</source>
        <translation>lanzaste un hechizo de criatura este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="24"/>
        <source>you&apos;ve cast another spell this turn</source>
        <translation>has lanzado otro hechizo este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="25"/>
        <source>you&apos;ve cast a spell this turn</source>
        <translation>lanzaste un hechizo este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="27"/>
        <source>an opponent lost life this turn</source>
        <translation>un oponente perdió vidas este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="29"/>
        <source>an opponent has been dealt damage this turn</source>
        <translation>a un oponente se le hizo daño este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="31"/>
        <source>you were dealt damage this turn</source>
        <translation>se te hizo daño este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="34"/>
        <source>you gained life this turn</source>
        <translation>ganaste vidas este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="35"/>
        <source>you gained %1 or more life this turn</source>
        <translation>ganaste %1 vidas o más este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="38"/>
        <source>you had another creature enter under your control this turn</source>
        <translation>otra criatura entró bajo tu control este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="39"/>
        <source>you had a creature enter under your control this turn</source>
        <translation>una criatura entró bajo tu control este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="41"/>
        <source>you cast it from your hand</source>
        <translation>lo lanzaste desde tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="43"/>
        <source>%1 entered the battlefield this turn</source>
        <translation>%1 entró al campo de batalla este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="49"/>
        <source>{%1} was spent to cast %2</source>
        <comment>a mana symbol&apos;s letter (W, U, B, R, G), the spell</comment>
        <translation>se gastó {%1} para lanzar %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="51"/>
        <source>at least %1 %2 mana was spent to cast %3</source>
        <comment>three, blue, the spell</comment>
        <translation>se gastaron al menos %1 manás %2 para lanzar %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="56"/>
        <source>you had a land enter under your control this turn</source>
        <translation>una tierra entró bajo tu control este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="58"/>
        <source>a creature died this turn</source>
        <translation>una criatura murió este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="60"/>
        <source>you attacked with a creature this turn</source>
        <translation>atacaste con una criatura este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="62"/>
        <source>a permanent you controlled left the battlefield this turn</source>
        <translation>un permanente que controlabas salió del campo de batalla este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="64"/>
        <source>an opponent&apos;s life total is less than half their starting life total</source>
        <translation>el total de vidas de un oponente es menor que la mitad de su total de vidas inicial</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="66"/>
        <source>a library has %1 or fewer cards in it</source>
        <translation>una biblioteca tiene %1 cartas o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="66"/>
        <source>twenty</source>
        <translation>veinte</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="71"/>
        <source>the top card of your library is %1</source>
        <comment>a kind of card</comment>
        <translation>la primera carta de tu biblioteca es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="74"/>
        <source>you control your commander</source>
        <translation>controlas a tu comandante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="76"/>
        <source>it shares a creature type with %1</source>
        <comment>the top card of your library, the source</comment>
        <translation>comparte un tipo de criatura con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="86"/>
        <source>the amount of life you gained this turn</source>
        <translation>la cantidad de vidas que ganaste este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="88"/>
        <source>the amount of life you&apos;ve lost this turn</source>
        <translation>la cantidad de vidas que perdiste este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="90"/>
        <source>the number of times you&apos;ve cast your commander from the command zone this game</source>
        <translation>el número de veces que lanzaste a tu comandante desde la zona de mando en esta partida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="92"/>
        <source>the number of opponents whose life total is less than half their starting life total</source>
        <translation>el número de oponentes cuyo total de vidas es menor que la mitad de su total de vidas inicial</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="94"/>
        <source>the number of cards exiled with it</source>
        <translation>el número de cartas exiliadas con él</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="96"/>
        <source>the total power of the exiled cards</source>
        <translation>la fuerza total de las cartas exiliadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="98"/>
        <source>the total toughness of the exiled cards</source>
        <translation>la resistencia total de las cartas exiliadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="100"/>
        <source>the number of %1 counters you have</source>
        <translation>el número de contadores %1 que tienes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextHistory.cpp" line="102"/>
        <source>the number of cards you&apos;ve drawn this turn</source>
        <translation>el número de cartas que robaste este turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="20"/>
        <source>you lose the game</source>
        <translation>pierdes la partida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="25"/>
        <source>%1&apos;s owner shuffles it into their library</source>
        <comment>an object</comment>
        <translation>el propietario de %1 lo baraja en su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="26"/>
        <source>shuffle %1 into its owner&apos;s library</source>
        <comment>an object</comment>
        <translation>baraja %1 en la biblioteca de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="36"/>
        <source>flip a coin</source>
        <translation>lanza una moneda</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="44"/>
        <source>if you win the flip, %1</source>
        <comment>an instruction</comment>
        <translation>si ganas el lanzamiento, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="46"/>
        <source>if you lose the flip, %1</source>
        <comment>an instruction</comment>
        <translation>si pierdes el lanzamiento, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="53"/>
        <source>copy %1 twice</source>
        <comment>a spell</comment>
        <translation>copia %1 dos veces</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="54"/>
        <source>you may choose new targets for the copies</source>
        <translation>puedes elegir nuevos objetivos para las copias</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="57"/>
        <source>copy %1</source>
        <comment>a spell</comment>
        <translation>copia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="58"/>
        <source>you may choose new targets for the copy</source>
        <translation>puedes elegir nuevos objetivos para la copia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="66"/>
        <source>if that spell is countered this way, exile it instead of putting it into its owner&apos;s graveyard</source>
        <translation>si ese hechizo es contrarrestado de esta manera, exílialo en vez de ponerlo en el cementerio de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="68"/>
        <source>if that spell is countered this way, put it on top of its owner&apos;s library instead of into that player&apos;s graveyard</source>
        <translation>si ese hechizo es contrarrestado de esta manera, ponlo en la parte superior de la biblioteca de su propietario en vez de en el cementerio de ese jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="82"/>
        <source>discard a card at random</source>
        <translation>descarta una carta al azar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="82"/>
        <source>discard %1 cards at random</source>
        <translation>descarta %1 cartas al azar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="83"/>
        <source>%1 discards a card at random</source>
        <comment>a player</comment>
        <translation>%1 descarta una carta al azar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="84"/>
        <source>%1 discards %2 cards at random</source>
        <comment>a player, a number</comment>
        <translation>%1 descarta %2 cartas al azar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="91"/>
        <source>shuffle your library</source>
        <translation>baraja tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="92"/>
        <source>%1 shuffles their library</source>
        <comment>a player</comment>
        <translation>%1 baraja su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="101"/>
        <source>if you win, %1</source>
        <comment>after a clash: an instruction</comment>
        <translation>si ganas, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="102"/>
        <source>clash with an opponent</source>
        <translation>choca con un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="109"/>
        <source>shuffle your graveyard into your library</source>
        <translation>baraja tu cementerio en tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="110"/>
        <source>%1 shuffles their graveyard into their library</source>
        <comment>a player</comment>
        <translation>%1 baraja su cementerio en su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="122"/>
        <source>exile the top card of target opponent&apos;s library</source>
        <translation>exilia la primera carta de la biblioteca de un oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="123"/>
        <source>exile the top card of target player&apos;s library</source>
        <translation>exilia la primera carta de la biblioteca de un jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="124"/>
        <source>exile the top %1 cards of target opponent&apos;s library</source>
        <translation>exilia las primeras %1 cartas de la biblioteca de un oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="125"/>
        <source>exile the top %1 cards of target player&apos;s library</source>
        <translation>exilia las primeras %1 cartas de la biblioteca de un jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="129"/>
        <source>%1 exiles the top card of their library</source>
        <comment>a player</comment>
        <translation>%1 exilia la primera carta de su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="130"/>
        <source>%1 exiles the top %2 cards of their library</source>
        <comment>a player, a number</comment>
        <translation>%1 exilia las primeras %2 cartas de su biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextGameActions.cpp" line="135"/>
        <source>%1 face down</source>
        <comment>exiled cards: exile the top card of your library face down</comment>
        <translation>%1 boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="26"/>
        <source>abilities</source>
        <comment>what can&apos;t target an object</comment>
        <translation>habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="30"/>
        <source>spells or abilities</source>
        <comment>what can&apos;t target an object</comment>
        <translation>hechizos o habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="32"/>
        <source>%1 or abilities from %2 sources</source>
        <comment>white spells or abilities from white sources</comment>
        <translation>%1 o habilidades de fuentes %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="35"/>
        <source>%1 your opponents control</source>
        <comment>spells or abilities your opponents control</comment>
        <translation>%1 que controlan tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="36"/>
        <source>can&apos;t be the target of %1</source>
        <comment>singular</comment>
        <translation>no puede ser objetivo de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="37"/>
        <source>can&apos;t be the targets of %1</source>
        <comment>plural</comment>
        <translation>no pueden ser objetivo de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextTargetRules.cpp" line="38"/>
        <source>be unable to be the target of %1</source>
        <comment>infinitive</comment>
        <translation>no poder ser objetivo de %1</translation>
    </message>
</context>
<context>
    <name>SafeWrite</name>
    <message>
        <location filename="../core/io/SafeWrite.cpp" line="13"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location filename="../core/io/SafeWrite.cpp" line="67"/>
        <source>%1 was written in place: its folder does not allow the temporary file a safe save needs, so an interrupted save there could damage it.</source>
        <translation>%1 se escribió directamente: su carpeta no permite el archivo temporal que necesita un guardado seguro, así que un guardado interrumpido podría dañarlo.</translation>
    </message>
</context>
<context>
    <name>SetChoicesCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetChoicesCommand.cpp" line="13"/>
        <source>Change choices for %1</source>
        <translation>Cambiar las elecciones de %1</translation>
    </message>
</context>
<context>
    <name>SetCountersCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetCountersCommand.cpp" line="36"/>
        <source>Set %1 counters on %2 to %3</source>
        <translation>Fijar los contadores %1 de %2 en %3</translation>
    </message>
</context>
<context>
    <name>SetDamageCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetDamageCommand.cpp" line="10"/>
        <source>Mark %1 damage on %2</source>
        <translation>Marcar %1 de daño en %2</translation>
    </message>
</context>
<context>
    <name>SetRulesEditionCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetRulesEditionCommand.cpp" line="8"/>
        <source>Use the 2016 rules</source>
        <translation>Usar las reglas de 2016</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/SetRulesEditionCommand.cpp" line="8"/>
        <source>Use the current rules</source>
        <translation>Usar las reglas actuales</translation>
    </message>
</context>
<context>
    <name>SetTappedCommand</name>
    <message>
        <location filename="../app/ui/document/commands/SetTappedCommand.cpp" line="8"/>
        <source>Tap %1</source>
        <translation>Girar %1</translation>
    </message>
    <message>
        <location filename="../app/ui/document/commands/SetTappedCommand.cpp" line="8"/>
        <source>Untap %1</source>
        <translation>Enderezar %1</translation>
    </message>
</context>
<context>
    <name>SlideFrame</name>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="118"/>
        <source>Changed by an effect</source>
        <translation>Cambiado por un efecto</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="121"/>
        <source>Leaves the battlefield: a state-based action</source>
        <translation>Deja el campo de batalla: una acción basada en estado</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="123"/>
        <source>Other state-based action</source>
        <translation>Otra acción basada en estado</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="151"/>
        <source>Arrow: the effect that depends points to what it depends on</source>
        <translation>Flecha: el efecto que depende apunta a aquello de lo que depende</translation>
    </message>
</context>
<context>
    <name>StackReport</name>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="43"/>
        <source>controller: %1</source>
        <translation>controlador: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="48"/>
        <source>A permanent spell: it enters the battlefield as it resolves.</source>
        <translation>Un hechizo de permanente: entra al campo de batalla al resolverse.</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="53"/>
        <source>Targets: %1</source>
        <translation>Objetivos: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="59"/>
        <source>Triggered: %1</source>
        <translation>Se disparó: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="71"/>
        <source>%1: removed, no legal target</source>
        <translation>%1: se quita de la pila, sin objetivo legal</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="73"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="76"/>
        <source>Triggered</source>
        <translation>Se disparó</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="79"/>
        <source>%1 did not trigger because %2</source>
        <translation>%1 no se disparó porque: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="82"/>
        <source>Did not trigger</source>
        <translation>No se disparó</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="86"/>
        <source>did nothing: its intervening &quot;if&quot; was false on resolution</source>
        <translation>no hizo nada: su «si» interviniente era falso al resolverse</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="87"/>
        <source>did nothing: all its targets were illegal</source>
        <translation>no hizo nada: todos sus objetivos eran ilegales</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="88"/>
        <source>resolved</source>
        <translation>se resolvió</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="89"/>
        <source>%1 %2</source>
        <comment>stack item, outcome</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="93"/>
        <source>Resolution</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="99"/>
        <source>Refused</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="109"/>
        <source>The stack after %1, top first</source>
        <translation>La pila después de %1, de arriba abajo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="110"/>
        <source>The stack in the snapshot, top first</source>
        <translation>La pila en la instantánea, de arriba abajo</translation>
    </message>
    <message>
        <location filename="../app/ui/models/StackReport.cpp" line="114"/>
        <source>The stack is empty.</source>
        <translation>La pila está vacía.</translation>
    </message>
</context>
<context>
    <name>StepExplanation</name>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="53"/>
        <source>Its ability was removed before it began to apply, so it never applies (CR 613.6).</source>
        <translation>Su habilidad se quitó antes de que empezara a aplicarse, así que nunca se aplica (RC 613.6).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="55"/>
        <source>It depends on %1: applying %1 removes the ability that creates this effect, which changes whether it exists (CR 613.8a). So %1 applies first although it is newer (CR 613.8b), and then this effect no longer exists: it never applies.</source>
        <translation>Depende de %1: aplicar %1 quita la habilidad que crea este efecto, lo que cambia si existe o no (RC 613.8a). Así que %1 se aplica primero aunque es más reciente (RC 613.8b), y entonces este efecto ya no existe: nunca se aplica.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="60"/>
        <source>Does not apply: %1 (CR %2).</source>
        <translation>No se aplica: %1 (RC %2).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="61"/>
        <source>Does not apply (CR %1).</source>
        <translation>No se aplica (RC %1).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="65"/>
        <source>Characteristic-defining abilities apply first in their layer (CR 613.3).</source>
        <translation>Las habilidades que definen características se aplican primero en su capa (RC 613.3).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="68"/>
        <source>It applies first although it is newer: %1 depends on it (CR 613.8a), so %1 waits until this effect has applied (CR 613.8b).</source>
        <translation>Se aplica primero aunque es más reciente: %1 depende de él (RC 613.8a), así que %1 espera a que este efecto se haya aplicado (RC 613.8b).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="72"/>
        <source>Applied in timestamp order (CR 613.7). It also depends on %1, which its timestamp already puts first (CR 613.8a).</source>
        <translation>Se aplica en orden de llegada (RC 613.7). También tiene una dependencia de %1, que su orden de llegada ya pone antes (RC 613.8a).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="75"/>
        <source>Applied in timestamp order (CR 613.7).</source>
        <translation>Se aplica en orden de llegada (RC 613.7).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="77"/>
        <source>It depends on %1: applying %1 changes what this effect applies to or what it does (CR 613.8a). So it waits for %1, although its own timestamp is older (CR 613.8a–b).</source>
        <translation>Depende de %1: aplicar %1 cambia a qué se aplica este efecto o lo que hace (RC 613.8a). Así que espera a %1, aunque su propio orden de llegada es anterior (RC 613.8a–b).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="109"/>
        <source>%1 (layer %2, %3)</source>
        <comment>a change, the layer and the effect that made it</comment>
        <translation>%1 (capa %2, %3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="116"/>
        <source>and %n more</source>
        <translation>
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="140"/>
        <source>This effect began to apply in layer %1. Its source, %2, has lost its abilities since (layer %3, %4), but an effect that has begun to apply keeps applying in every later layer, to the same objects (CR 613.6).</source>
        <translation>Este efecto comenzó a aplicarse en la capa %1. Su fuente, %2, ha perdido sus habilidades desde entonces (capa %3, %4), pero un efecto que ha comenzado a aplicarse sigue aplicándose en todas las capas posteriores, a los mismos objetos (RC 613.6).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="160"/>
        <source>From %1.</source>
        <translation>De %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="162"/>
        <source>Why it stands here</source>
        <translation>Por qué está aquí</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="170"/>
        <source>What earlier layers had already done to what it applies to</source>
        <translation>Lo que las capas anteriores ya habían hecho a aquello a lo que se aplica</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="174"/>
        <source>What it changed</source>
        <translation>Lo que cambió</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="174"/>
        <source>What it would have applied to</source>
        <translation>A lo que se habría aplicado</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="180"/>
        <source>Rule: CR %1.</source>
        <translation>Regla: RC %1.</translation>
    </message>
    <message>
        <source>Waits for %1, which changes what it applies to or does (CR 613.8a–b).</source>
        <translation type="vanished">Espera a %1, que cambia a qué se aplica o qué hace (RC 613.8a–b).</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="81"/>
        <source>Part of a dependency loop: timestamp order (CR 613.8b).</source>
        <translation>Forma parte de un bucle de dependencia: orden de llegada (RC 613.8b).</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepExplanation.cpp" line="182"/>
        <source>Timestamp %1.</source>
        <translation>Orden de llegada %1.</translation>
    </message>
</context>
<context>
    <name>StepSummary</name>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="17"/>
        <source>no P/T</source>
        <translation>sin F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="44"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="53"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="69"/>
        <source>loses %1</source>
        <translation>pierde %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="71"/>
        <source>loses all abilities</source>
        <translation>pierde todas las habilidades</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="72"/>
        <source>loses %n abilities</source>
        <translation>
            <numerusform>pierde %n habilidad</numerusform>
            <numerusform>pierde %n habilidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="76"/>
        <source>gains %1</source>
        <translation>gana %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="78"/>
        <source>gains %n abilities</source>
        <translation>
            <numerusform>gana %n habilidad</numerusform>
            <numerusform>gana %n habilidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="118"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="119"/>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="85"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="203"/>
        <source>no change</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="146"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="168"/>
        <source>CDA</source>
        <comment>characteristic-defining ability, applied first (613.3)</comment>
        <translation>CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="149"/>
        <source>applies first: %1 depends on it</source>
        <translation>se aplica primero: %1 depende de él</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="152"/>
        <source>timestamp %1 · also depends on %2</source>
        <translation>orden de llegada %1 · también depende de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="153"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="172"/>
        <source>timestamp %1</source>
        <translation>orden de llegada %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="155"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="178"/>
        <source>depends on %1</source>
        <translation>depende de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="157"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="170"/>
        <source>loop · timestamp %1</source>
        <comment>part of a dependency loop, so timestamp order (613.8b)</comment>
        <translation>bucle · orden de llegada %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="166"/>
        <source>dependency</source>
        <comment>the step&apos;s place was decided by a dependency (613.8)</comment>
        <translation>dependencia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="180"/>
        <source>applies first although newer: %1 depends on it</source>
        <translation>se aplica primero aunque es más reciente: %1 depende de él</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="182"/>
        <source>in a loop with %1</source>
        <translation>en un bucle con %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="184"/>
        <source>also depends on %1, which its timestamp already puts first</source>
        <translation>también depende de %1, que su orden de llegada ya pone antes</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="202"/>
        <source>%n objects</source>
        <translation>
            <numerusform>%n objeto</numerusform>
            <numerusform>%n objetos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="204"/>
        <source>No change: %1</source>
        <translation>Sin cambios: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="218"/>
        <source>%1 (%2)</source>
        <comment>card name (object id), when two objects share a card</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="292"/>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="325"/>
        <source>%1 — copy effect</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its effects</comment>
        <translation>%1 — efecto de copia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="327"/>
        <source>%1 — counters</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its effects</comment>
        <translation>%1 — contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="333"/>
        <source>%1 — ability %2</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its abilities</comment>
        <translation>%1 — habilidad %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="112"/>
        <source>CR %1</source>
        <translation>RC %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="106"/>
        <source>%1 · from %2</source>
        <comment>effect id · from its source</comment>
        <translation>%1 · de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="221"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n más</numerusform>
            <numerusform>+ %n más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="229"/>
        <location filename="../app/ui/timeline/TimelineLayout.cpp" line="80"/>
        <location filename="../app/ui/timeline/TimelineLayout.cpp" line="120"/>
        <location filename="../app/ui/timeline/WrappedChip.cpp" line="90"/>
        <source>does not apply</source>
        <translation>no se aplica</translation>
    </message>
</context>
<context>
    <name>Subtype</name>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="8"/>
        <source>Advisor</source>
        <comment>subtype, singular</comment>
        <translation>Consejero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="8"/>
        <source>Advisors</source>
        <comment>plural of the subtype Advisor</comment>
        <translation>Consejeros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="8"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Advisor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="9"/>
        <source>Aetherborn</source>
        <comment>subtype, singular</comment>
        <translation>Nacido del éter</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="9"/>
        <source>Aetherborn</source>
        <comment>plural of the subtype Aetherborn</comment>
        <translation>Nacidos del éter</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="9"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aetherborn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="10"/>
        <source>Alien</source>
        <comment>subtype, singular</comment>
        <translation>Alienígena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="10"/>
        <source>Aliens</source>
        <comment>plural of the subtype Alien</comment>
        <translation>Alienígenas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="10"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Alien (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="11"/>
        <source>Ally</source>
        <comment>subtype, singular</comment>
        <translation>Aliado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="11"/>
        <source>Allies</source>
        <comment>plural of the subtype Ally</comment>
        <translation>Aliados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="11"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ally (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="12"/>
        <source>Angel</source>
        <comment>subtype, singular</comment>
        <translation>Ángel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="12"/>
        <source>Angels</source>
        <comment>plural of the subtype Angel</comment>
        <translation>Ángeles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="12"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Angel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="13"/>
        <source>Antelope</source>
        <comment>subtype, singular</comment>
        <translation>Antílope</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="13"/>
        <source>Antelopes</source>
        <comment>plural of the subtype Antelope</comment>
        <translation>Antílopes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="13"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Antelope (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="14"/>
        <source>Ape</source>
        <comment>subtype, singular</comment>
        <translation>Simio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="14"/>
        <source>Apes</source>
        <comment>plural of the subtype Ape</comment>
        <translation>Simios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="14"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ape (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="15"/>
        <source>Archer</source>
        <comment>subtype, singular</comment>
        <translation>Arquero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="15"/>
        <source>Archers</source>
        <comment>plural of the subtype Archer</comment>
        <translation>Arqueros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="15"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Archer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="16"/>
        <source>Archon</source>
        <comment>subtype, singular</comment>
        <translation>Arconte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="16"/>
        <source>Archons</source>
        <comment>plural of the subtype Archon</comment>
        <translation>Arcontes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="16"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Archon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="17"/>
        <source>Armadillo</source>
        <comment>subtype, singular</comment>
        <translation>Armadillo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="17"/>
        <source>Armadillos</source>
        <comment>plural of the subtype Armadillo</comment>
        <translation>Armadillos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="17"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Armadillo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="18"/>
        <source>Army</source>
        <comment>subtype, singular</comment>
        <translation>Ejército</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="18"/>
        <source>Armies</source>
        <comment>plural of the subtype Army</comment>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="18"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Army (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="19"/>
        <source>Artificer</source>
        <comment>subtype, singular</comment>
        <translation>Artífice</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="19"/>
        <source>Artificers</source>
        <comment>plural of the subtype Artificer</comment>
        <translation>Artífices</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="19"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Artificer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="20"/>
        <source>Assassin</source>
        <comment>subtype, singular</comment>
        <translation>Asesino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="20"/>
        <source>Assassins</source>
        <comment>plural of the subtype Assassin</comment>
        <translation>Asesinos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="20"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Assassin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="21"/>
        <source>Assembly-Worker</source>
        <comment>subtype, singular</comment>
        <translation>Obrero ensamblador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="21"/>
        <source>Assembly-Workers</source>
        <comment>plural of the subtype Assembly-Worker</comment>
        <translation>Obreros ensambladores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="21"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Assembly-Worker (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="22"/>
        <source>Astartes</source>
        <comment>subtype, singular</comment>
        <translation>Astartes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="22"/>
        <source>Astarteses</source>
        <comment>plural of the subtype Astartes</comment>
        <translation>Astartes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="22"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Astartes (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="23"/>
        <source>Atog</source>
        <comment>subtype, singular</comment>
        <translation>Atog</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="23"/>
        <source>Atogs</source>
        <comment>plural of the subtype Atog</comment>
        <translation>Atogs</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="23"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Atog (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="24"/>
        <source>Aurochs</source>
        <comment>subtype, singular</comment>
        <translation>Uro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="24"/>
        <source>Aurochses</source>
        <comment>plural of the subtype Aurochs</comment>
        <translation>Uros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="24"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aurochs (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="25"/>
        <source>Avatar</source>
        <comment>subtype, singular</comment>
        <translation>Avatar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="25"/>
        <source>Avatars</source>
        <comment>plural of the subtype Avatar</comment>
        <translation>Avatares</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="25"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Avatar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="26"/>
        <source>Azra</source>
        <comment>subtype, singular</comment>
        <translation>Azra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="26"/>
        <source>Azras</source>
        <comment>plural of the subtype Azra</comment>
        <translation>Azra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="26"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Azra (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="27"/>
        <source>Badger</source>
        <comment>subtype, singular</comment>
        <translation>Tejón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="27"/>
        <source>Badgers</source>
        <comment>plural of the subtype Badger</comment>
        <translation>Tejones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="27"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Badger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="28"/>
        <source>Balloon</source>
        <comment>subtype, singular</comment>
        <translation>Globo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="28"/>
        <source>Balloons</source>
        <comment>plural of the subtype Balloon</comment>
        <translation>Globos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="28"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Balloon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="29"/>
        <source>Barbarian</source>
        <comment>subtype, singular</comment>
        <translation>Bárbaro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="29"/>
        <source>Barbarians</source>
        <comment>plural of the subtype Barbarian</comment>
        <translation>Bárbaros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="29"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Barbarian (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="30"/>
        <source>Bard</source>
        <comment>subtype, singular</comment>
        <translation>Bardo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="30"/>
        <source>Bards</source>
        <comment>plural of the subtype Bard</comment>
        <translation>Bardos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="30"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="31"/>
        <source>Basilisk</source>
        <comment>subtype, singular</comment>
        <translation>Basilisco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="31"/>
        <source>Basilisks</source>
        <comment>plural of the subtype Basilisk</comment>
        <translation>Basiliscos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="31"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Basilisk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="32"/>
        <source>Bat</source>
        <comment>subtype, singular</comment>
        <translation>Murciélago</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="32"/>
        <source>Bats</source>
        <comment>plural of the subtype Bat</comment>
        <translation>Murciélagos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="32"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="33"/>
        <source>Bear</source>
        <comment>subtype, singular</comment>
        <translation>Oso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="33"/>
        <source>Bears</source>
        <comment>plural of the subtype Bear</comment>
        <translation>Osos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="33"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bear (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="34"/>
        <source>Beast</source>
        <comment>subtype, singular</comment>
        <translation>Bestia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="34"/>
        <source>Beasts</source>
        <comment>plural of the subtype Beast</comment>
        <translation>Bestias</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="34"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beast (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="35"/>
        <source>Beaver</source>
        <comment>subtype, singular</comment>
        <translation>Castor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="35"/>
        <source>Beavers</source>
        <comment>plural of the subtype Beaver</comment>
        <translation>Castores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="35"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beaver (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="36"/>
        <source>Beeble</source>
        <comment>subtype, singular</comment>
        <translation>Beeble</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="36"/>
        <source>Beebles</source>
        <comment>plural of the subtype Beeble</comment>
        <translation>Beebles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="36"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beeble (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="37"/>
        <source>Beholder</source>
        <comment>subtype, singular</comment>
        <translation>Contemplador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="37"/>
        <source>Beholders</source>
        <comment>plural of the subtype Beholder</comment>
        <translation>Contempladores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="37"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Beholder (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="38"/>
        <source>Berserker</source>
        <comment>subtype, singular</comment>
        <translation>Berserker</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="38"/>
        <source>Berserkers</source>
        <comment>plural of the subtype Berserker</comment>
        <translation>Berserkers</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="38"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Berserker (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="39"/>
        <source>Bird</source>
        <comment>subtype, singular</comment>
        <translation>Ave</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="39"/>
        <source>Birds</source>
        <comment>plural of the subtype Bird</comment>
        <translation>Aves</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="39"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bird (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="40"/>
        <source>Bison</source>
        <comment>subtype, singular</comment>
        <translation>Bisonte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="40"/>
        <source>Bisons</source>
        <comment>plural of the subtype Bison</comment>
        <translation>Bisontes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="40"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bison (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="41"/>
        <source>Blinkmoth</source>
        <comment>subtype, singular</comment>
        <translation>Polilla titilante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="41"/>
        <source>Blinkmoths</source>
        <comment>plural of the subtype Blinkmoth</comment>
        <translation>Polillas titilantes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="41"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Blinkmoth (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="42"/>
        <source>Boar</source>
        <comment>subtype, singular</comment>
        <translation>Jabalí</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="42"/>
        <source>Boars</source>
        <comment>plural of the subtype Boar</comment>
        <translation>Jabalíes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="42"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Boar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="43"/>
        <source>Bringer</source>
        <comment>subtype, singular</comment>
        <translation>Portador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="43"/>
        <source>Bringers</source>
        <comment>plural of the subtype Bringer</comment>
        <translation>Portadores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="43"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bringer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="44"/>
        <source>Brushwagg</source>
        <comment>subtype, singular</comment>
        <translation>Brushwagg</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="44"/>
        <source>Brushwaggs</source>
        <comment>plural of the subtype Brushwagg</comment>
        <translation>Brushwaggs</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="44"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Brushwagg (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="45"/>
        <source>C&apos;tan</source>
        <comment>subtype, singular</comment>
        <translation>C&apos;tan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="45"/>
        <source>C&apos;tans</source>
        <comment>plural of the subtype C&apos;tan</comment>
        <translation>C&apos;tan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="45"/>
        <source>m</source>
        <comment>grammatical gender of the subtype C&apos;tan (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="46"/>
        <source>Camarid</source>
        <comment>subtype, singular</comment>
        <translation>Camárido</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="46"/>
        <source>Camarids</source>
        <comment>plural of the subtype Camarid</comment>
        <translation>Camáridos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="46"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Camarid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="47"/>
        <source>Camel</source>
        <comment>subtype, singular</comment>
        <translation>Camello</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="47"/>
        <source>Camels</source>
        <comment>plural of the subtype Camel</comment>
        <translation>Camellos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="47"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Camel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="48"/>
        <source>Capybara</source>
        <comment>subtype, singular</comment>
        <translation>Capibara</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="48"/>
        <source>Capybaras</source>
        <comment>plural of the subtype Capybara</comment>
        <translation>Capibaras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="48"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Capybara (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="49"/>
        <source>Caribou</source>
        <comment>subtype, singular</comment>
        <translation>Caribú</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="49"/>
        <source>Caribous</source>
        <comment>plural of the subtype Caribou</comment>
        <translation>Caribúes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="49"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Caribou (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="50"/>
        <source>Carrier</source>
        <comment>subtype, singular</comment>
        <translation>Transmisor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="50"/>
        <source>Carriers</source>
        <comment>plural of the subtype Carrier</comment>
        <translation>Transmisores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="50"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Carrier (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="51"/>
        <source>Cat</source>
        <comment>subtype, singular</comment>
        <translation>Felino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="51"/>
        <source>Cats</source>
        <comment>plural of the subtype Cat</comment>
        <translation>Felinos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="51"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="52"/>
        <source>Centaur</source>
        <comment>subtype, singular</comment>
        <translation>Centauro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="52"/>
        <source>Centaurs</source>
        <comment>plural of the subtype Centaur</comment>
        <translation>Centauros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="52"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Centaur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="53"/>
        <source>Child</source>
        <comment>subtype, singular</comment>
        <translation>Niño</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="53"/>
        <source>Childs</source>
        <comment>plural of the subtype Child</comment>
        <translation>Niños</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="53"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Child (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="54"/>
        <source>Chimera</source>
        <comment>subtype, singular</comment>
        <translation>Quimera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="54"/>
        <source>Chimeras</source>
        <comment>plural of the subtype Chimera</comment>
        <translation>Quimeras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="54"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Chimera (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="55"/>
        <source>Citizen</source>
        <comment>subtype, singular</comment>
        <translation>Ciudadano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="55"/>
        <source>Citizens</source>
        <comment>plural of the subtype Citizen</comment>
        <translation>Ciudadanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="55"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Citizen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="56"/>
        <source>Cleric</source>
        <comment>subtype, singular</comment>
        <translation>Clérigo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="56"/>
        <source>Clerics</source>
        <comment>plural of the subtype Cleric</comment>
        <translation>Clérigos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="56"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cleric (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="57"/>
        <source>Clown</source>
        <comment>subtype, singular</comment>
        <translation>Payaso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="57"/>
        <source>Clowns</source>
        <comment>plural of the subtype Clown</comment>
        <translation>Payasos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="57"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Clown (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="58"/>
        <source>Cockatrice</source>
        <comment>subtype, singular</comment>
        <translation>Cocatriz</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="58"/>
        <source>Cockatrices</source>
        <comment>plural of the subtype Cockatrice</comment>
        <translation>Cocatrices</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="58"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cockatrice (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="59"/>
        <source>Construct</source>
        <comment>subtype, singular</comment>
        <translation>Constructo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="59"/>
        <source>Constructs</source>
        <comment>plural of the subtype Construct</comment>
        <translation>Constructos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="59"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Construct (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="60"/>
        <source>Coward</source>
        <comment>subtype, singular</comment>
        <translation>Cobarde</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="60"/>
        <source>Cowards</source>
        <comment>plural of the subtype Coward</comment>
        <translation>Cobardes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="60"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Coward (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="61"/>
        <source>Coyote</source>
        <comment>subtype, singular</comment>
        <translation>Coyote</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="61"/>
        <source>Coyotes</source>
        <comment>plural of the subtype Coyote</comment>
        <translation>Coyotes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="61"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Coyote (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="62"/>
        <source>Crab</source>
        <comment>subtype, singular</comment>
        <translation>Cangrejo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="62"/>
        <source>Crabs</source>
        <comment>plural of the subtype Crab</comment>
        <translation>Cangrejos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="62"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Crab (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="63"/>
        <source>Crocodile</source>
        <comment>subtype, singular</comment>
        <translation>Cocodrilo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="63"/>
        <source>Crocodiles</source>
        <comment>plural of the subtype Crocodile</comment>
        <translation>Cocodrilos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="63"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Crocodile (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="64"/>
        <source>Custodes</source>
        <comment>subtype, singular</comment>
        <translation>Custodes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="64"/>
        <source>Custodeses</source>
        <comment>plural of the subtype Custodes</comment>
        <translation>Custodes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="64"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Custodes (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="65"/>
        <source>Cyberman</source>
        <comment>subtype, singular</comment>
        <translation>Cyberman</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="65"/>
        <source>Cybermans</source>
        <comment>plural of the subtype Cyberman</comment>
        <translation>Cybermen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="65"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cyberman (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="66"/>
        <source>Cyclops</source>
        <comment>subtype, singular</comment>
        <translation>Cíclope</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="66"/>
        <source>Cyclopes</source>
        <comment>plural of the subtype Cyclops</comment>
        <translation>Cíclopes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="66"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cyclops (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="67"/>
        <source>Dalek</source>
        <comment>subtype, singular</comment>
        <translation>Dalek</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="67"/>
        <source>Daleks</source>
        <comment>plural of the subtype Dalek</comment>
        <translation>Daleks</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="67"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dalek (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="68"/>
        <source>Dauthi</source>
        <comment>subtype, singular</comment>
        <translation>Dauthi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="68"/>
        <source>Dauthis</source>
        <comment>plural of the subtype Dauthi</comment>
        <translation>Dauthi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="68"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dauthi (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="69"/>
        <source>Demigod</source>
        <comment>subtype, singular</comment>
        <translation>Semidiós</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="69"/>
        <source>Demigods</source>
        <comment>plural of the subtype Demigod</comment>
        <translation>Semidioses</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="69"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Demigod (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="70"/>
        <source>Demon</source>
        <comment>subtype, singular</comment>
        <translation>Demonio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="70"/>
        <source>Demons</source>
        <comment>plural of the subtype Demon</comment>
        <translation>Demonios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="70"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Demon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="71"/>
        <source>Deserter</source>
        <comment>subtype, singular</comment>
        <translation>Desertor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="71"/>
        <source>Deserters</source>
        <comment>plural of the subtype Deserter</comment>
        <translation>Desertores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="71"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Deserter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="72"/>
        <source>Detective</source>
        <comment>subtype, singular</comment>
        <translation>Detective</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="72"/>
        <source>Detectives</source>
        <comment>plural of the subtype Detective</comment>
        <translation>Detectives</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="72"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Detective (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="73"/>
        <source>Devil</source>
        <comment>subtype, singular</comment>
        <translation>Diablo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="73"/>
        <source>Devils</source>
        <comment>plural of the subtype Devil</comment>
        <translation>Diablos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="73"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Devil (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="74"/>
        <source>Dinosaur</source>
        <comment>subtype, singular</comment>
        <translation>Dinosaurio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="74"/>
        <source>Dinosaurs</source>
        <comment>plural of the subtype Dinosaur</comment>
        <translation>Dinosaurios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="74"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dinosaur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="75"/>
        <source>Djinn</source>
        <comment>subtype, singular</comment>
        <translation>Djinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="75"/>
        <source>Djinn</source>
        <comment>plural of the subtype Djinn</comment>
        <translation>Djinns</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="75"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Djinn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="76"/>
        <source>Doctor</source>
        <comment>subtype, singular</comment>
        <translation>Doctor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="76"/>
        <source>Doctors</source>
        <comment>plural of the subtype Doctor</comment>
        <translation>Doctores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="76"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Doctor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="77"/>
        <source>Dog</source>
        <comment>subtype, singular</comment>
        <translation>Perro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="77"/>
        <source>Dogs</source>
        <comment>plural of the subtype Dog</comment>
        <translation>Perros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="77"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dog (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="78"/>
        <source>Dragon</source>
        <comment>subtype, singular</comment>
        <translation>Dragón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="78"/>
        <source>Dragons</source>
        <comment>plural of the subtype Dragon</comment>
        <translation>Dragones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="78"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dragon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="79"/>
        <source>Drake</source>
        <comment>subtype, singular</comment>
        <translation>Draco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="79"/>
        <source>Drakes</source>
        <comment>plural of the subtype Drake</comment>
        <translation>Dracos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="79"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Drake (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="80"/>
        <source>Dreadnought</source>
        <comment>subtype, singular</comment>
        <translation>Acorazado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="80"/>
        <source>Dreadnoughts</source>
        <comment>plural of the subtype Dreadnought</comment>
        <translation>Acorazados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="80"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dreadnought (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="81"/>
        <source>Drix</source>
        <comment>subtype, singular</comment>
        <translation>Drix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="81"/>
        <source>Drixes</source>
        <comment>plural of the subtype Drix</comment>
        <translation>Drix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="81"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Drix (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="82"/>
        <source>Drone</source>
        <comment>subtype, singular</comment>
        <translation>Zángano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="82"/>
        <source>Drones</source>
        <comment>plural of the subtype Drone</comment>
        <translation>Zánganos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="82"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Drone (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="83"/>
        <source>Druid</source>
        <comment>subtype, singular</comment>
        <translation>Druida</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="83"/>
        <source>Druids</source>
        <comment>plural of the subtype Druid</comment>
        <translation>Druidas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="83"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Druid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="84"/>
        <source>Dryad</source>
        <comment>subtype, singular</comment>
        <translation>Dríade</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="84"/>
        <source>Dryads</source>
        <comment>plural of the subtype Dryad</comment>
        <translation>Dríades</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="84"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dryad (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="85"/>
        <source>Dwarf</source>
        <comment>subtype, singular</comment>
        <translation>Enano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="85"/>
        <source>Dwarves</source>
        <comment>plural of the subtype Dwarf</comment>
        <translation>Enanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="85"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dwarf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="86"/>
        <source>Echidna</source>
        <comment>subtype, singular</comment>
        <translation>Equidna</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="86"/>
        <source>Echidnas</source>
        <comment>plural of the subtype Echidna</comment>
        <translation>Equidnas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="86"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Echidna (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="87"/>
        <source>Efreet</source>
        <comment>subtype, singular</comment>
        <translation>Efrit</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="87"/>
        <source>Efreet</source>
        <comment>plural of the subtype Efreet</comment>
        <translation>Efrits</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="87"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Efreet (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="88"/>
        <source>Egg</source>
        <comment>subtype, singular</comment>
        <translation>Huevo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="88"/>
        <source>Eggs</source>
        <comment>plural of the subtype Egg</comment>
        <translation>Huevos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="88"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Egg (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="89"/>
        <source>Elder</source>
        <comment>subtype, singular</comment>
        <translation>Anciano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="89"/>
        <source>Elders</source>
        <comment>plural of the subtype Elder</comment>
        <translation>Ancianos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="89"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elder (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="90"/>
        <source>Eldrazi</source>
        <comment>subtype, singular</comment>
        <translation>Eldrazi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="90"/>
        <source>Eldrazis</source>
        <comment>plural of the subtype Eldrazi</comment>
        <translation>Eldrazi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="90"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Eldrazi (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="91"/>
        <source>Elemental</source>
        <comment>subtype, singular</comment>
        <translation>Elemental</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="91"/>
        <source>Elementals</source>
        <comment>plural of the subtype Elemental</comment>
        <translation>Elementales</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="91"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elemental (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="92"/>
        <source>Elephant</source>
        <comment>subtype, singular</comment>
        <translation>Elefante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="92"/>
        <source>Elephants</source>
        <comment>plural of the subtype Elephant</comment>
        <translation>Elefantes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="92"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elephant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="93"/>
        <source>Elf</source>
        <comment>subtype, singular</comment>
        <translation>Elfo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="93"/>
        <source>Elves</source>
        <comment>plural of the subtype Elf</comment>
        <translation>Elfos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="93"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="94"/>
        <source>Elk</source>
        <comment>subtype, singular</comment>
        <translation>Alce</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="94"/>
        <source>Elk</source>
        <comment>plural of the subtype Elk</comment>
        <translation>Alces</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="94"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="95"/>
        <source>Employee</source>
        <comment>subtype, singular</comment>
        <translation>Empleado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="95"/>
        <source>Employees</source>
        <comment>plural of the subtype Employee</comment>
        <translation>Empleados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="95"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Employee (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="96"/>
        <source>Eye</source>
        <comment>subtype, singular</comment>
        <translation>Ojo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="96"/>
        <source>Eyes</source>
        <comment>plural of the subtype Eye</comment>
        <translation>Ojos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="96"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Eye (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="97"/>
        <source>Faerie</source>
        <comment>subtype, singular</comment>
        <translation>Hada</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="97"/>
        <source>Faeries</source>
        <comment>plural of the subtype Faerie</comment>
        <translation>Hadas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="97"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Faerie (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="98"/>
        <source>Ferret</source>
        <comment>subtype, singular</comment>
        <translation>Hurón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="98"/>
        <source>Ferrets</source>
        <comment>plural of the subtype Ferret</comment>
        <translation>Hurones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="98"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ferret (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="99"/>
        <source>Fish</source>
        <comment>subtype, singular</comment>
        <translation>Pez</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="99"/>
        <source>Fish</source>
        <comment>plural of the subtype Fish</comment>
        <translation>Peces</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="99"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fish (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="100"/>
        <source>Flagbearer</source>
        <comment>subtype, singular</comment>
        <translation>Abanderado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="100"/>
        <source>Flagbearers</source>
        <comment>plural of the subtype Flagbearer</comment>
        <translation>Abanderados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="100"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Flagbearer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="101"/>
        <source>Fox</source>
        <comment>subtype, singular</comment>
        <translation>Zorro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="101"/>
        <source>Foxes</source>
        <comment>plural of the subtype Fox</comment>
        <translation>Zorros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="101"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fox (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="102"/>
        <source>Fractal</source>
        <comment>subtype, singular</comment>
        <translation>Fractal</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="102"/>
        <source>Fractals</source>
        <comment>plural of the subtype Fractal</comment>
        <translation>Fractales</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="102"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fractal (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="103"/>
        <source>Frog</source>
        <comment>subtype, singular</comment>
        <translation>Rana</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="103"/>
        <source>Frogs</source>
        <comment>plural of the subtype Frog</comment>
        <translation>Ranas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="103"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Frog (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="104"/>
        <source>Fungus</source>
        <comment>subtype, singular</comment>
        <translation>Hongo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="104"/>
        <source>Fungi</source>
        <comment>plural of the subtype Fungus</comment>
        <translation>Hongos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="104"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fungus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="105"/>
        <source>Gamer</source>
        <comment>subtype, singular</comment>
        <translation>Gamer</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="105"/>
        <source>Gamers</source>
        <comment>plural of the subtype Gamer</comment>
        <translation>Gamers</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="105"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gamer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="106"/>
        <source>Gargoyle</source>
        <comment>subtype, singular</comment>
        <translation>Gárgola</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="106"/>
        <source>Gargoyles</source>
        <comment>plural of the subtype Gargoyle</comment>
        <translation>Gárgolas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="106"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gargoyle (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="107"/>
        <source>Germ</source>
        <comment>subtype, singular</comment>
        <translation>Germen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="107"/>
        <source>Germs</source>
        <comment>plural of the subtype Germ</comment>
        <translation>Gérmenes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="107"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Germ (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="108"/>
        <source>Giant</source>
        <comment>subtype, singular</comment>
        <translation>Gigante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="108"/>
        <source>Giants</source>
        <comment>plural of the subtype Giant</comment>
        <translation>Gigantes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="108"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Giant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="109"/>
        <source>Giraffe</source>
        <comment>subtype, singular</comment>
        <translation>Jirafa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="109"/>
        <source>Giraffes</source>
        <comment>plural of the subtype Giraffe</comment>
        <translation>Jirafas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="109"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Giraffe (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="110"/>
        <source>Gith</source>
        <comment>subtype, singular</comment>
        <translation>Gith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="110"/>
        <source>Giths</source>
        <comment>plural of the subtype Gith</comment>
        <translation>Gith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="110"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gith (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="111"/>
        <source>Glimmer</source>
        <comment>subtype, singular</comment>
        <translation>Destello</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="111"/>
        <source>Glimmers</source>
        <comment>plural of the subtype Glimmer</comment>
        <translation>Destellos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="111"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Glimmer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="112"/>
        <source>Gnoll</source>
        <comment>subtype, singular</comment>
        <translation>Gnoll</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="112"/>
        <source>Gnolls</source>
        <comment>plural of the subtype Gnoll</comment>
        <translation>Gnolls</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="112"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gnoll (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="113"/>
        <source>Gnome</source>
        <comment>subtype, singular</comment>
        <translation>Gnomo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="113"/>
        <source>Gnomes</source>
        <comment>plural of the subtype Gnome</comment>
        <translation>Gnomos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="113"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gnome (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="114"/>
        <source>Goat</source>
        <comment>subtype, singular</comment>
        <translation>Cabra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="114"/>
        <source>Goats</source>
        <comment>plural of the subtype Goat</comment>
        <translation>Cabras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="114"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Goat (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="115"/>
        <source>Goblin</source>
        <comment>subtype, singular</comment>
        <translation>Trasgo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="115"/>
        <source>Goblins</source>
        <comment>plural of the subtype Goblin</comment>
        <translation>Trasgos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="115"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Goblin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="116"/>
        <source>God</source>
        <comment>subtype, singular</comment>
        <translation>Dios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="116"/>
        <source>Gods</source>
        <comment>plural of the subtype God</comment>
        <translation>Dioses</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="116"/>
        <source>m</source>
        <comment>grammatical gender of the subtype God (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="117"/>
        <source>Golem</source>
        <comment>subtype, singular</comment>
        <translation>Gólem</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="117"/>
        <source>Golems</source>
        <comment>plural of the subtype Golem</comment>
        <translation>Gólems</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="117"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Golem (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="118"/>
        <source>Gorgon</source>
        <comment>subtype, singular</comment>
        <translation>Gorgona</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="118"/>
        <source>Gorgons</source>
        <comment>plural of the subtype Gorgon</comment>
        <translation>Gorgonas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="118"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gorgon (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="119"/>
        <source>Graveborn</source>
        <comment>subtype, singular</comment>
        <translation>Nacido de la tumba</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="119"/>
        <source>Graveborns</source>
        <comment>plural of the subtype Graveborn</comment>
        <translation>Nacidos de la tumba</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="119"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Graveborn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="120"/>
        <source>Gremlin</source>
        <comment>subtype, singular</comment>
        <translation>Gremlin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="120"/>
        <source>Gremlins</source>
        <comment>plural of the subtype Gremlin</comment>
        <translation>Gremlins</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="120"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gremlin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="121"/>
        <source>Griffin</source>
        <comment>subtype, singular</comment>
        <translation>Grifo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="121"/>
        <source>Griffins</source>
        <comment>plural of the subtype Griffin</comment>
        <translation>Grifos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="121"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Griffin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="122"/>
        <source>Guest</source>
        <comment>subtype, singular</comment>
        <translation>Invitado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="122"/>
        <source>Guests</source>
        <comment>plural of the subtype Guest</comment>
        <translation>Invitados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="122"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Guest (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="123"/>
        <source>Hag</source>
        <comment>subtype, singular</comment>
        <translation>Bruja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="123"/>
        <source>Hags</source>
        <comment>plural of the subtype Hag</comment>
        <translation>Brujas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="123"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hag (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="124"/>
        <source>Halfling</source>
        <comment>subtype, singular</comment>
        <translation>Mediano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="124"/>
        <source>Halflings</source>
        <comment>plural of the subtype Halfling</comment>
        <translation>Medianos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="124"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Halfling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="125"/>
        <source>Hamster</source>
        <comment>subtype, singular</comment>
        <translation>Hámster</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="125"/>
        <source>Hamsters</source>
        <comment>plural of the subtype Hamster</comment>
        <translation>Hámsteres</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="125"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hamster (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="126"/>
        <source>Harpy</source>
        <comment>subtype, singular</comment>
        <translation>Arpía</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="126"/>
        <source>Harpies</source>
        <comment>plural of the subtype Harpy</comment>
        <translation>Arpías</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="126"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Harpy (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="127"/>
        <source>Hedgehog</source>
        <comment>subtype, singular</comment>
        <translation>Erizo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="127"/>
        <source>Hedgehogs</source>
        <comment>plural of the subtype Hedgehog</comment>
        <translation>Erizos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="127"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hedgehog (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="128"/>
        <source>Hellion</source>
        <comment>subtype, singular</comment>
        <translation>Hellion</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="128"/>
        <source>Hellions</source>
        <comment>plural of the subtype Hellion</comment>
        <translation>Hellions</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="128"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hellion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="129"/>
        <source>Hero</source>
        <comment>subtype, singular</comment>
        <translation>Héroe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="129"/>
        <source>Heros</source>
        <comment>plural of the subtype Hero</comment>
        <translation>Héroes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="129"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hero (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="130"/>
        <source>Hippo</source>
        <comment>subtype, singular</comment>
        <translation>Hipopótamo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="130"/>
        <source>Hippos</source>
        <comment>plural of the subtype Hippo</comment>
        <translation>Hipopótamos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="130"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hippo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="131"/>
        <source>Hippogriff</source>
        <comment>subtype, singular</comment>
        <translation>Hipogrifo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="131"/>
        <source>Hippogriffs</source>
        <comment>plural of the subtype Hippogriff</comment>
        <translation>Hipogrifos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="131"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hippogriff (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="132"/>
        <source>Homarid</source>
        <comment>subtype, singular</comment>
        <translation>Homárido</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="132"/>
        <source>Homarids</source>
        <comment>plural of the subtype Homarid</comment>
        <translation>Homáridos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="132"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Homarid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="133"/>
        <source>Homunculus</source>
        <comment>subtype, singular</comment>
        <translation>Homúnculo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="133"/>
        <source>Homunculi</source>
        <comment>plural of the subtype Homunculus</comment>
        <translation>Homúnculos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="133"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Homunculus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="134"/>
        <source>Horror</source>
        <comment>subtype, singular</comment>
        <translation>Horror</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="134"/>
        <source>Horrors</source>
        <comment>plural of the subtype Horror</comment>
        <translation>Horrores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="134"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Horror (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="135"/>
        <source>Horse</source>
        <comment>subtype, singular</comment>
        <translation>Caballo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="135"/>
        <source>Horses</source>
        <comment>plural of the subtype Horse</comment>
        <translation>Caballos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="135"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Horse (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="136"/>
        <source>Human</source>
        <comment>subtype, singular</comment>
        <translation>Humano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="136"/>
        <source>Humans</source>
        <comment>plural of the subtype Human</comment>
        <translation>Humanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="136"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Human (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="137"/>
        <source>Hydra</source>
        <comment>subtype, singular</comment>
        <translation>Hidra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="137"/>
        <source>Hydras</source>
        <comment>plural of the subtype Hydra</comment>
        <translation>Hidras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="137"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hydra (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="138"/>
        <source>Hyena</source>
        <comment>subtype, singular</comment>
        <translation>Hiena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="138"/>
        <source>Hyenas</source>
        <comment>plural of the subtype Hyena</comment>
        <translation>Hienas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="138"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Hyena (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="139"/>
        <source>Illusion</source>
        <comment>subtype, singular</comment>
        <translation>Ilusión</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="139"/>
        <source>Illusions</source>
        <comment>plural of the subtype Illusion</comment>
        <translation>Ilusiones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="139"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Illusion (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="140"/>
        <source>Imp</source>
        <comment>subtype, singular</comment>
        <translation>Diablillo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="140"/>
        <source>Imps</source>
        <comment>plural of the subtype Imp</comment>
        <translation>Diablillos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="140"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Imp (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="141"/>
        <source>Incarnation</source>
        <comment>subtype, singular</comment>
        <translation>Encarnación</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="141"/>
        <source>Incarnations</source>
        <comment>plural of the subtype Incarnation</comment>
        <translation>Encarnaciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="141"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Incarnation (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="142"/>
        <source>Inkling</source>
        <comment>subtype, singular</comment>
        <translation>Entintado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="142"/>
        <source>Inklings</source>
        <comment>plural of the subtype Inkling</comment>
        <translation>Entintados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="142"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Inkling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="143"/>
        <source>Inquisitor</source>
        <comment>subtype, singular</comment>
        <translation>Inquisidor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="143"/>
        <source>Inquisitors</source>
        <comment>plural of the subtype Inquisitor</comment>
        <translation>Inquisidores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="143"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Inquisitor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="144"/>
        <source>Insect</source>
        <comment>subtype, singular</comment>
        <translation>Insecto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="144"/>
        <source>Insects</source>
        <comment>plural of the subtype Insect</comment>
        <translation>Insectos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="144"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Insect (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="145"/>
        <source>Jackal</source>
        <comment>subtype, singular</comment>
        <translation>Chacal</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="145"/>
        <source>Jackals</source>
        <comment>plural of the subtype Jackal</comment>
        <translation>Chacales</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="145"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jackal (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="146"/>
        <source>Jellyfish</source>
        <comment>subtype, singular</comment>
        <translation>Medusa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="146"/>
        <source>Jellyfish</source>
        <comment>plural of the subtype Jellyfish</comment>
        <translation>Medusas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="146"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jellyfish (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="147"/>
        <source>Juggernaut</source>
        <comment>subtype, singular</comment>
        <translation>Juggernaut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="147"/>
        <source>Juggernauts</source>
        <comment>plural of the subtype Juggernaut</comment>
        <translation>Juggernauts</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="147"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Juggernaut (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="148"/>
        <source>Kangaroo</source>
        <comment>subtype, singular</comment>
        <translation>Canguro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="148"/>
        <source>Kangaroos</source>
        <comment>plural of the subtype Kangaroo</comment>
        <translation>Canguros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="148"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kangaroo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="149"/>
        <source>Kavu</source>
        <comment>subtype, singular</comment>
        <translation>Kavu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="149"/>
        <source>Kavus</source>
        <comment>plural of the subtype Kavu</comment>
        <translation>Kavus</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="149"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kavu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="150"/>
        <source>Kirin</source>
        <comment>subtype, singular</comment>
        <translation>Kirin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="150"/>
        <source>Kirins</source>
        <comment>plural of the subtype Kirin</comment>
        <translation>Kirin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="150"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kirin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="151"/>
        <source>Kithkin</source>
        <comment>subtype, singular</comment>
        <translation>Kithkin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="151"/>
        <source>Kithkin</source>
        <comment>plural of the subtype Kithkin</comment>
        <translation>Kithkin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="151"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kithkin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="152"/>
        <source>Knight</source>
        <comment>subtype, singular</comment>
        <translation>Caballero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="152"/>
        <source>Knights</source>
        <comment>plural of the subtype Knight</comment>
        <translation>Caballeros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="152"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Knight (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="153"/>
        <source>Kobold</source>
        <comment>subtype, singular</comment>
        <translation>Kobold</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="153"/>
        <source>Kobolds</source>
        <comment>plural of the subtype Kobold</comment>
        <translation>Kobolds</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="153"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kobold (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="154"/>
        <source>Kor</source>
        <comment>subtype, singular</comment>
        <translation>Kor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="154"/>
        <source>Kor</source>
        <comment>plural of the subtype Kor</comment>
        <translation>Kor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="154"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="155"/>
        <source>Kraken</source>
        <comment>subtype, singular</comment>
        <translation>Kraken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="155"/>
        <source>Krakens</source>
        <comment>plural of the subtype Kraken</comment>
        <translation>Krakens</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="155"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kraken (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="156"/>
        <source>Lamia</source>
        <comment>subtype, singular</comment>
        <translation>Lamia</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="156"/>
        <source>Lamias</source>
        <comment>plural of the subtype Lamia</comment>
        <translation>Lamias</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="156"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lamia (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="157"/>
        <source>Lammasu</source>
        <comment>subtype, singular</comment>
        <translation>Lammasu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="157"/>
        <source>Lammasus</source>
        <comment>plural of the subtype Lammasu</comment>
        <translation>Lammasu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="157"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lammasu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="158"/>
        <source>Leech</source>
        <comment>subtype, singular</comment>
        <translation>Sanguijuela</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="158"/>
        <source>Leeches</source>
        <comment>plural of the subtype Leech</comment>
        <translation>Sanguijuelas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="158"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Leech (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="159"/>
        <source>Lemur</source>
        <comment>subtype, singular</comment>
        <translation>Lémur</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="159"/>
        <source>Lemurs</source>
        <comment>plural of the subtype Lemur</comment>
        <translation>Lémures</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="159"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lemur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="160"/>
        <source>Leviathan</source>
        <comment>subtype, singular</comment>
        <translation>Leviatán</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="160"/>
        <source>Leviathans</source>
        <comment>plural of the subtype Leviathan</comment>
        <translation>Leviatanes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="160"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Leviathan (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="161"/>
        <source>Lhurgoyf</source>
        <comment>subtype, singular</comment>
        <translation>Lhurgoyf</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="161"/>
        <source>Lhurgoyfs</source>
        <comment>plural of the subtype Lhurgoyf</comment>
        <translation>Lhurgoyfs</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="161"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lhurgoyf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="162"/>
        <source>Licid</source>
        <comment>subtype, singular</comment>
        <translation>Lícido</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="162"/>
        <source>Licids</source>
        <comment>plural of the subtype Licid</comment>
        <translation>Lícidos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="162"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Licid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="163"/>
        <source>Lizard</source>
        <comment>subtype, singular</comment>
        <translation>Lagarto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="163"/>
        <source>Lizards</source>
        <comment>plural of the subtype Lizard</comment>
        <translation>Lagartos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="163"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lizard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="164"/>
        <source>Llama</source>
        <comment>subtype, singular</comment>
        <translation>Llama</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="164"/>
        <source>Llamas</source>
        <comment>plural of the subtype Llama</comment>
        <translation>Llamas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="164"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Llama (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="165"/>
        <source>Lobster</source>
        <comment>subtype, singular</comment>
        <translation>Langosta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="165"/>
        <source>Lobsters</source>
        <comment>plural of the subtype Lobster</comment>
        <translation>Langostas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="165"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lobster (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="166"/>
        <source>Manticore</source>
        <comment>subtype, singular</comment>
        <translation>Mantícora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="166"/>
        <source>Manticores</source>
        <comment>plural of the subtype Manticore</comment>
        <translation>Mantícoras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="166"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Manticore (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="167"/>
        <source>Masticore</source>
        <comment>subtype, singular</comment>
        <translation>Masticora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="167"/>
        <source>Masticores</source>
        <comment>plural of the subtype Masticore</comment>
        <translation>Masticoras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="167"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Masticore (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="168"/>
        <source>Mercenary</source>
        <comment>subtype, singular</comment>
        <translation>Mercenario</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="168"/>
        <source>Mercenaries</source>
        <comment>plural of the subtype Mercenary</comment>
        <translation>Mercenarios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="168"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mercenary (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="169"/>
        <source>Merfolk</source>
        <comment>subtype, singular</comment>
        <translation>Tritón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="169"/>
        <source>Merfolk</source>
        <comment>plural of the subtype Merfolk</comment>
        <translation>Tritones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="169"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Merfolk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="170"/>
        <source>Metathran</source>
        <comment>subtype, singular</comment>
        <translation>Metathran</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="170"/>
        <source>Metathrans</source>
        <comment>plural of the subtype Metathran</comment>
        <translation>Metathran</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="170"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Metathran (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="171"/>
        <source>Minion</source>
        <comment>subtype, singular</comment>
        <translation>Esbirro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="171"/>
        <source>Minions</source>
        <comment>plural of the subtype Minion</comment>
        <translation>Esbirros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="171"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Minion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="172"/>
        <source>Minotaur</source>
        <comment>subtype, singular</comment>
        <translation>Minotauro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="172"/>
        <source>Minotaurs</source>
        <comment>plural of the subtype Minotaur</comment>
        <translation>Minotauros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="172"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Minotaur (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="173"/>
        <source>Mite</source>
        <comment>subtype, singular</comment>
        <translation>Ácaro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="173"/>
        <source>Mites</source>
        <comment>plural of the subtype Mite</comment>
        <translation>Ácaros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="173"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="174"/>
        <source>Mole</source>
        <comment>subtype, singular</comment>
        <translation>Topo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="174"/>
        <source>Moles</source>
        <comment>plural of the subtype Mole</comment>
        <translation>Topos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="174"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mole (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="175"/>
        <source>Monger</source>
        <comment>subtype, singular</comment>
        <translation>Mercader</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="175"/>
        <source>Mongers</source>
        <comment>plural of the subtype Monger</comment>
        <translation>Mercaderes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="175"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Monger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="176"/>
        <source>Mongoose</source>
        <comment>subtype, singular</comment>
        <translation>Mangosta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="176"/>
        <source>Mongooses</source>
        <comment>plural of the subtype Mongoose</comment>
        <translation>Mangostas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="176"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mongoose (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="177"/>
        <source>Monk</source>
        <comment>subtype, singular</comment>
        <translation>Monje</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="177"/>
        <source>Monks</source>
        <comment>plural of the subtype Monk</comment>
        <translation>Monjes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="177"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Monk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="178"/>
        <source>Monkey</source>
        <comment>subtype, singular</comment>
        <translation>Mono</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="178"/>
        <source>Monkeys</source>
        <comment>plural of the subtype Monkey</comment>
        <translation>Monos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="178"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Monkey (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="179"/>
        <source>Moogle</source>
        <comment>subtype, singular</comment>
        <translation>Moguri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="179"/>
        <source>Moogles</source>
        <comment>plural of the subtype Moogle</comment>
        <translation>Moguris</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="179"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Moogle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="180"/>
        <source>Moonfolk</source>
        <comment>subtype, singular</comment>
        <translation>Lunarense</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="180"/>
        <source>Moonfolk</source>
        <comment>plural of the subtype Moonfolk</comment>
        <translation>Lunarenses</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="180"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Moonfolk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="181"/>
        <source>Mount</source>
        <comment>subtype, singular</comment>
        <translation>Montura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="181"/>
        <source>Mounts</source>
        <comment>plural of the subtype Mount</comment>
        <translation>Monturas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="181"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mount (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="182"/>
        <source>Mouse</source>
        <comment>subtype, singular</comment>
        <translation>Ratón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="182"/>
        <source>Mice</source>
        <comment>plural of the subtype Mouse</comment>
        <translation>Ratones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="182"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mouse (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="183"/>
        <source>Mutant</source>
        <comment>subtype, singular</comment>
        <translation>Mutante</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="183"/>
        <source>Mutants</source>
        <comment>plural of the subtype Mutant</comment>
        <translation>Mutantes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="183"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mutant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="184"/>
        <source>Myr</source>
        <comment>subtype, singular</comment>
        <translation>Myr</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="184"/>
        <source>Myrs</source>
        <comment>plural of the subtype Myr</comment>
        <translation>Myr</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="184"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Myr (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="185"/>
        <source>Mystic</source>
        <comment>subtype, singular</comment>
        <translation>Místico</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="185"/>
        <source>Mystics</source>
        <comment>plural of the subtype Mystic</comment>
        <translation>Místicos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="185"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mystic (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="186"/>
        <source>Nautilus</source>
        <comment>subtype, singular</comment>
        <translation>Nautilo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="186"/>
        <source>Nautiluses</source>
        <comment>plural of the subtype Nautilus</comment>
        <translation>Nautilos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="186"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nautilus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="187"/>
        <source>Necron</source>
        <comment>subtype, singular</comment>
        <translation>Necrón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="187"/>
        <source>Necrons</source>
        <comment>plural of the subtype Necron</comment>
        <translation>Necrones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="187"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Necron (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="188"/>
        <source>Nephilim</source>
        <comment>subtype, singular</comment>
        <translation>Nephilim</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="188"/>
        <source>Nephilims</source>
        <comment>plural of the subtype Nephilim</comment>
        <translation>Nephilim</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="188"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nephilim (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="189"/>
        <source>Nightmare</source>
        <comment>subtype, singular</comment>
        <translation>Pesadilla</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="189"/>
        <source>Nightmares</source>
        <comment>plural of the subtype Nightmare</comment>
        <translation>Pesadillas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="189"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nightmare (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="190"/>
        <source>Nightstalker</source>
        <comment>subtype, singular</comment>
        <translation>Acechador nocturno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="190"/>
        <source>Nightstalkers</source>
        <comment>plural of the subtype Nightstalker</comment>
        <translation>Acechadores nocturnos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="190"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nightstalker (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="191"/>
        <source>Ninja</source>
        <comment>subtype, singular</comment>
        <translation>Ninja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="191"/>
        <source>Ninjas</source>
        <comment>plural of the subtype Ninja</comment>
        <translation>Ninjas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="191"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ninja (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="192"/>
        <source>Noble</source>
        <comment>subtype, singular</comment>
        <translation>Noble</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="192"/>
        <source>Nobles</source>
        <comment>plural of the subtype Noble</comment>
        <translation>Nobles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="192"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Noble (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="193"/>
        <source>Noggle</source>
        <comment>subtype, singular</comment>
        <translation>Noggle</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="193"/>
        <source>Noggles</source>
        <comment>plural of the subtype Noggle</comment>
        <translation>Noggles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="193"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Noggle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="194"/>
        <source>Nomad</source>
        <comment>subtype, singular</comment>
        <translation>Nómada</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="194"/>
        <source>Nomads</source>
        <comment>plural of the subtype Nomad</comment>
        <translation>Nómadas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="194"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nomad (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="195"/>
        <source>Nymph</source>
        <comment>subtype, singular</comment>
        <translation>Ninfa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="195"/>
        <source>Nymphs</source>
        <comment>plural of the subtype Nymph</comment>
        <translation>Ninfas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="195"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nymph (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="196"/>
        <source>Octopus</source>
        <comment>subtype, singular</comment>
        <translation>Pulpo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="196"/>
        <source>Octopuses</source>
        <comment>plural of the subtype Octopus</comment>
        <translation>Pulpos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="196"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Octopus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="197"/>
        <source>Ogre</source>
        <comment>subtype, singular</comment>
        <translation>Ogro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="197"/>
        <source>Ogres</source>
        <comment>plural of the subtype Ogre</comment>
        <translation>Ogros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="197"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ogre (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="198"/>
        <source>Ooze</source>
        <comment>subtype, singular</comment>
        <translation>Cieno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="198"/>
        <source>Oozes</source>
        <comment>plural of the subtype Ooze</comment>
        <translation>Cienos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="198"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ooze (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="199"/>
        <source>Orb</source>
        <comment>subtype, singular</comment>
        <translation>Orbe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="199"/>
        <source>Orbs</source>
        <comment>plural of the subtype Orb</comment>
        <translation>Orbes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="199"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Orb (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="200"/>
        <source>Orc</source>
        <comment>subtype, singular</comment>
        <translation>Orco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="200"/>
        <source>Orcs</source>
        <comment>plural of the subtype Orc</comment>
        <translation>Orcos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="200"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Orc (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="201"/>
        <source>Orgg</source>
        <comment>subtype, singular</comment>
        <translation>Orgg</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="201"/>
        <source>Orggs</source>
        <comment>plural of the subtype Orgg</comment>
        <translation>Orggs</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="201"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Orgg (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="202"/>
        <source>Otter</source>
        <comment>subtype, singular</comment>
        <translation>Nutria</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="202"/>
        <source>Otters</source>
        <comment>plural of the subtype Otter</comment>
        <translation>Nutrias</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="202"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Otter (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="203"/>
        <source>Ouphe</source>
        <comment>subtype, singular</comment>
        <translation>Ouphe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="203"/>
        <source>Ouphes</source>
        <comment>plural of the subtype Ouphe</comment>
        <translation>Ouphes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="203"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ouphe (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="204"/>
        <source>Ox</source>
        <comment>subtype, singular</comment>
        <translation>Buey</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="204"/>
        <source>Oxen</source>
        <comment>plural of the subtype Ox</comment>
        <translation>Bueyes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="204"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ox (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="205"/>
        <source>Oyster</source>
        <comment>subtype, singular</comment>
        <translation>Ostra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="205"/>
        <source>Oysters</source>
        <comment>plural of the subtype Oyster</comment>
        <translation>Ostras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="205"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Oyster (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="206"/>
        <source>Pangolin</source>
        <comment>subtype, singular</comment>
        <translation>Pangolín</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="206"/>
        <source>Pangolins</source>
        <comment>plural of the subtype Pangolin</comment>
        <translation>Pangolines</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="206"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pangolin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="207"/>
        <source>Peasant</source>
        <comment>subtype, singular</comment>
        <translation>Campesino</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="207"/>
        <source>Peasants</source>
        <comment>plural of the subtype Peasant</comment>
        <translation>Campesinos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="207"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Peasant (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="208"/>
        <source>Pegasus</source>
        <comment>subtype, singular</comment>
        <translation>Pegaso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="208"/>
        <source>Pegasi</source>
        <comment>plural of the subtype Pegasus</comment>
        <translation>Pegasos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="208"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pegasus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="209"/>
        <source>Pentavite</source>
        <comment>subtype, singular</comment>
        <translation>Pentavita</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="209"/>
        <source>Pentavites</source>
        <comment>plural of the subtype Pentavite</comment>
        <translation>Pentavitas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="209"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pentavite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="210"/>
        <source>Performer</source>
        <comment>subtype, singular</comment>
        <translation>Artista</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="210"/>
        <source>Performers</source>
        <comment>plural of the subtype Performer</comment>
        <translation>Artistas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="210"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Performer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="211"/>
        <source>Pest</source>
        <comment>subtype, singular</comment>
        <translation>Plaga</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="211"/>
        <source>Pests</source>
        <comment>plural of the subtype Pest</comment>
        <translation>Plagas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="211"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pest (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="212"/>
        <source>Phelddagrif</source>
        <comment>subtype, singular</comment>
        <translation>Phelddagrif</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="212"/>
        <source>Phelddagrifs</source>
        <comment>plural of the subtype Phelddagrif</comment>
        <translation>Phelddagrifs</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="212"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Phelddagrif (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="213"/>
        <source>Phoenix</source>
        <comment>subtype, singular</comment>
        <translation>Fénix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="213"/>
        <source>Phoenixes</source>
        <comment>plural of the subtype Phoenix</comment>
        <translation>Fénix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="213"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Phoenix (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="214"/>
        <source>Phyrexian</source>
        <comment>subtype, singular</comment>
        <translation>Pirexiano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="214"/>
        <source>Phyrexians</source>
        <comment>plural of the subtype Phyrexian</comment>
        <translation>Pirexianos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="214"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Phyrexian (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="215"/>
        <source>Pilot</source>
        <comment>subtype, singular</comment>
        <translation>Piloto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="215"/>
        <source>Pilots</source>
        <comment>plural of the subtype Pilot</comment>
        <translation>Pilotos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="215"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pilot (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="216"/>
        <source>Pincher</source>
        <comment>subtype, singular</comment>
        <translation>Pinzador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="216"/>
        <source>Pinchers</source>
        <comment>plural of the subtype Pincher</comment>
        <translation>Pinzadores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="216"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pincher (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="217"/>
        <source>Pirate</source>
        <comment>subtype, singular</comment>
        <translation>Pirata</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="217"/>
        <source>Pirates</source>
        <comment>plural of the subtype Pirate</comment>
        <translation>Piratas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="217"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Pirate (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="218"/>
        <source>Plant</source>
        <comment>subtype, singular</comment>
        <translation>Planta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="218"/>
        <source>Plants</source>
        <comment>plural of the subtype Plant</comment>
        <translation>Plantas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="218"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Plant (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="219"/>
        <source>Platypus</source>
        <comment>subtype, singular</comment>
        <translation>Ornitorrinco</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="219"/>
        <source>Platypuses</source>
        <comment>plural of the subtype Platypus</comment>
        <translation>Ornitorrincos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="219"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Platypus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="220"/>
        <source>Porcupine</source>
        <comment>subtype, singular</comment>
        <translation>Puercoespín</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="220"/>
        <source>Porcupines</source>
        <comment>plural of the subtype Porcupine</comment>
        <translation>Puercoespines</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="220"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Porcupine (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="221"/>
        <source>Possum</source>
        <comment>subtype, singular</comment>
        <translation>Zarigüeya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="221"/>
        <source>Possums</source>
        <comment>plural of the subtype Possum</comment>
        <translation>Zarigüeyas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="221"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Possum (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="222"/>
        <source>Praetor</source>
        <comment>subtype, singular</comment>
        <translation>Pretor</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="222"/>
        <source>Praetors</source>
        <comment>plural of the subtype Praetor</comment>
        <translation>Pretores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="222"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Praetor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="223"/>
        <source>Primarch</source>
        <comment>subtype, singular</comment>
        <translation>Primarca</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="223"/>
        <source>Primarches</source>
        <comment>plural of the subtype Primarch</comment>
        <translation>Primarcas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="223"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Primarch (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="224"/>
        <source>Prism</source>
        <comment>subtype, singular</comment>
        <translation>Prisma</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="224"/>
        <source>Prisms</source>
        <comment>plural of the subtype Prism</comment>
        <translation>Prismas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="224"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Prism (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="225"/>
        <source>Processor</source>
        <comment>subtype, singular</comment>
        <translation>Procesador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="225"/>
        <source>Processors</source>
        <comment>plural of the subtype Processor</comment>
        <translation>Procesadores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="225"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Processor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="226"/>
        <source>Qu</source>
        <comment>subtype, singular</comment>
        <translation>Qu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="226"/>
        <source>Qus</source>
        <comment>plural of the subtype Qu</comment>
        <translation>Qu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="226"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Qu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="227"/>
        <source>Rabbit</source>
        <comment>subtype, singular</comment>
        <translation>Conejo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="227"/>
        <source>Rabbits</source>
        <comment>plural of the subtype Rabbit</comment>
        <translation>Conejos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="227"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rabbit (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="228"/>
        <source>Raccoon</source>
        <comment>subtype, singular</comment>
        <translation>Mapache</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="228"/>
        <source>Raccoons</source>
        <comment>plural of the subtype Raccoon</comment>
        <translation>Mapaches</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="228"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Raccoon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="229"/>
        <source>Ranger</source>
        <comment>subtype, singular</comment>
        <translation>Explorador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="229"/>
        <source>Rangers</source>
        <comment>plural of the subtype Ranger</comment>
        <translation>Exploradores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="229"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ranger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="230"/>
        <source>Rat</source>
        <comment>subtype, singular</comment>
        <translation>Rata</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="230"/>
        <source>Rats</source>
        <comment>plural of the subtype Rat</comment>
        <translation>Ratas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="230"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rat (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="231"/>
        <source>Rebel</source>
        <comment>subtype, singular</comment>
        <translation>Rebelde</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="231"/>
        <source>Rebels</source>
        <comment>plural of the subtype Rebel</comment>
        <translation>Rebeldes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="231"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rebel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="232"/>
        <source>Reflection</source>
        <comment>subtype, singular</comment>
        <translation>Reflejo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="232"/>
        <source>Reflections</source>
        <comment>plural of the subtype Reflection</comment>
        <translation>Reflejos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="232"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Reflection (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="233"/>
        <source>Rhino</source>
        <comment>subtype, singular</comment>
        <translation>Rinoceronte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="233"/>
        <source>Rhinos</source>
        <comment>plural of the subtype Rhino</comment>
        <translation>Rinocerontes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="233"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rhino (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="234"/>
        <source>Rigger</source>
        <comment>subtype, singular</comment>
        <translation>Aparejador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="234"/>
        <source>Riggers</source>
        <comment>plural of the subtype Rigger</comment>
        <translation>Aparejadores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="234"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rigger (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="235"/>
        <source>Robot</source>
        <comment>subtype, singular</comment>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="235"/>
        <source>Robots</source>
        <comment>plural of the subtype Robot</comment>
        <translation>Robots</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="235"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Robot (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="236"/>
        <source>Rogue</source>
        <comment>subtype, singular</comment>
        <translation>Pícaro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="236"/>
        <source>Rogues</source>
        <comment>plural of the subtype Rogue</comment>
        <translation>Pícaros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="236"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rogue (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="237"/>
        <source>Sable</source>
        <comment>subtype, singular</comment>
        <translation>Marta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="237"/>
        <source>Sables</source>
        <comment>plural of the subtype Sable</comment>
        <translation>Martas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="237"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sable (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="238"/>
        <source>Salamander</source>
        <comment>subtype, singular</comment>
        <translation>Salamandra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="238"/>
        <source>Salamanders</source>
        <comment>plural of the subtype Salamander</comment>
        <translation>Salamandras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="238"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Salamander (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="239"/>
        <source>Samurai</source>
        <comment>subtype, singular</comment>
        <translation>Samurái</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="239"/>
        <source>Samurai</source>
        <comment>plural of the subtype Samurai</comment>
        <translation>Samuráis</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="239"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Samurai (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="240"/>
        <source>Sand</source>
        <comment>subtype, singular</comment>
        <translation>Arena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="240"/>
        <source>Sands</source>
        <comment>plural of the subtype Sand</comment>
        <translation>Arenas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="240"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sand (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="241"/>
        <source>Saproling</source>
        <comment>subtype, singular</comment>
        <translation>Saprolín</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="241"/>
        <source>Saprolings</source>
        <comment>plural of the subtype Saproling</comment>
        <translation>Saprolines</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="241"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Saproling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="242"/>
        <source>Satyr</source>
        <comment>subtype, singular</comment>
        <translation>Sátiro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="242"/>
        <source>Satyrs</source>
        <comment>plural of the subtype Satyr</comment>
        <translation>Sátiros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="242"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Satyr (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="243"/>
        <source>Scarecrow</source>
        <comment>subtype, singular</comment>
        <translation>Espantapájaros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="243"/>
        <source>Scarecrows</source>
        <comment>plural of the subtype Scarecrow</comment>
        <translation>Espantapájaros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="243"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scarecrow (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="244"/>
        <source>Scientist</source>
        <comment>subtype, singular</comment>
        <translation>Científico</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="244"/>
        <source>Scientists</source>
        <comment>plural of the subtype Scientist</comment>
        <translation>Científicos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="244"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scientist (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="245"/>
        <source>Scion</source>
        <comment>subtype, singular</comment>
        <translation>Vástago</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="245"/>
        <source>Scions</source>
        <comment>plural of the subtype Scion</comment>
        <translation>Vástagos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="245"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="246"/>
        <source>Scorpion</source>
        <comment>subtype, singular</comment>
        <translation>Escorpión</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="246"/>
        <source>Scorpions</source>
        <comment>plural of the subtype Scorpion</comment>
        <translation>Escorpiones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="246"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scorpion (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="247"/>
        <source>Scout</source>
        <comment>subtype, singular</comment>
        <translation>Explorador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="247"/>
        <source>Scouts</source>
        <comment>plural of the subtype Scout</comment>
        <translation>Exploradores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="247"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Scout (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="248"/>
        <source>Sculpture</source>
        <comment>subtype, singular</comment>
        <translation>Escultura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="248"/>
        <source>Sculptures</source>
        <comment>plural of the subtype Sculpture</comment>
        <translation>Esculturas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="248"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sculpture (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="249"/>
        <source>Seal</source>
        <comment>subtype, singular</comment>
        <translation>Foca</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="249"/>
        <source>Seals</source>
        <comment>plural of the subtype Seal</comment>
        <translation>Focas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="249"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Seal (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="250"/>
        <source>Serf</source>
        <comment>subtype, singular</comment>
        <translation>Siervo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="250"/>
        <source>Serfs</source>
        <comment>plural of the subtype Serf</comment>
        <translation>Siervos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="250"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Serf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="251"/>
        <source>Serpent</source>
        <comment>subtype, singular</comment>
        <translation>Serpiente</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="251"/>
        <source>Serpents</source>
        <comment>plural of the subtype Serpent</comment>
        <translation>Serpientes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="251"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Serpent (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="252"/>
        <source>Servo</source>
        <comment>subtype, singular</comment>
        <translation>Servo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="252"/>
        <source>Servos</source>
        <comment>plural of the subtype Servo</comment>
        <translation>Servos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="252"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Servo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="253"/>
        <source>Shade</source>
        <comment>subtype, singular</comment>
        <translation>Sombra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="253"/>
        <source>Shades</source>
        <comment>plural of the subtype Shade</comment>
        <translation>Sombras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="253"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shade (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="254"/>
        <source>Shaman</source>
        <comment>subtype, singular</comment>
        <translation>Chamán</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="254"/>
        <source>Shamans</source>
        <comment>plural of the subtype Shaman</comment>
        <translation>Chamanes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="254"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shaman (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="255"/>
        <source>Shapeshifter</source>
        <comment>subtype, singular</comment>
        <translation>Cambiaformas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="255"/>
        <source>Shapeshifters</source>
        <comment>plural of the subtype Shapeshifter</comment>
        <translation>Cambiaformas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="255"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shapeshifter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="256"/>
        <source>Shark</source>
        <comment>subtype, singular</comment>
        <translation>Tiburón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="256"/>
        <source>Sharks</source>
        <comment>plural of the subtype Shark</comment>
        <translation>Tiburones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="256"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shark (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="257"/>
        <source>Sheep</source>
        <comment>subtype, singular</comment>
        <translation>Oveja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="257"/>
        <source>Sheep</source>
        <comment>plural of the subtype Sheep</comment>
        <translation>Ovejas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="257"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sheep (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="258"/>
        <source>Siren</source>
        <comment>subtype, singular</comment>
        <translation>Sirena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="258"/>
        <source>Sirens</source>
        <comment>plural of the subtype Siren</comment>
        <translation>Sirenas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="258"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Siren (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="259"/>
        <source>Skeleton</source>
        <comment>subtype, singular</comment>
        <translation>Esqueleto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="259"/>
        <source>Skeletons</source>
        <comment>plural of the subtype Skeleton</comment>
        <translation>Esqueletos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="259"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Skeleton (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="260"/>
        <source>Skunk</source>
        <comment>subtype, singular</comment>
        <translation>Mofeta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="260"/>
        <source>Skunks</source>
        <comment>plural of the subtype Skunk</comment>
        <translation>Mofetas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="260"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Skunk (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="261"/>
        <source>Slith</source>
        <comment>subtype, singular</comment>
        <translation>Slith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="261"/>
        <source>Sliths</source>
        <comment>plural of the subtype Slith</comment>
        <translation>Slith</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="261"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Slith (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="262"/>
        <source>Sliver</source>
        <comment>subtype, singular</comment>
        <translation>Fragmentado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="262"/>
        <source>Slivers</source>
        <comment>plural of the subtype Sliver</comment>
        <translation>Fragmentados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="262"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sliver (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="263"/>
        <source>Sloth</source>
        <comment>subtype, singular</comment>
        <translation>Perezoso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="263"/>
        <source>Sloths</source>
        <comment>plural of the subtype Sloth</comment>
        <translation>Perezosos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="263"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sloth (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="264"/>
        <source>Slug</source>
        <comment>subtype, singular</comment>
        <translation>Babosa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="264"/>
        <source>Slugs</source>
        <comment>plural of the subtype Slug</comment>
        <translation>Babosas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="264"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Slug (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="265"/>
        <source>Snail</source>
        <comment>subtype, singular</comment>
        <translation>Caracol</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="265"/>
        <source>Snails</source>
        <comment>plural of the subtype Snail</comment>
        <translation>Caracoles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="265"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Snail (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="266"/>
        <source>Snake</source>
        <comment>subtype, singular</comment>
        <translation>Serpiente</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="266"/>
        <source>Snakes</source>
        <comment>plural of the subtype Snake</comment>
        <translation>Serpientes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="266"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Snake (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="267"/>
        <source>Soldier</source>
        <comment>subtype, singular</comment>
        <translation>Soldado</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="267"/>
        <source>Soldiers</source>
        <comment>plural of the subtype Soldier</comment>
        <translation>Soldados</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="267"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Soldier (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="268"/>
        <source>Soltari</source>
        <comment>subtype, singular</comment>
        <translation>Soltari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="268"/>
        <source>Soltaris</source>
        <comment>plural of the subtype Soltari</comment>
        <translation>Soltari</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="268"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Soltari (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="269"/>
        <source>Sorcerer</source>
        <comment>subtype, singular</comment>
        <translation>Mago</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="269"/>
        <source>Sorcerers</source>
        <comment>plural of the subtype Sorcerer</comment>
        <translation>Magos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="269"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sorcerer (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="270"/>
        <source>Spawn</source>
        <comment>subtype, singular</comment>
        <translation>Engendro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="270"/>
        <source>Spawns</source>
        <comment>plural of the subtype Spawn</comment>
        <translation>Engendros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="270"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spawn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="271"/>
        <source>Specter</source>
        <comment>subtype, singular</comment>
        <translation>Espectro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="271"/>
        <source>Specters</source>
        <comment>plural of the subtype Specter</comment>
        <translation>Espectros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="271"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Specter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="272"/>
        <source>Spellshaper</source>
        <comment>subtype, singular</comment>
        <translation>Moldeahechizos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="272"/>
        <source>Spellshapers</source>
        <comment>plural of the subtype Spellshaper</comment>
        <translation>Moldeahechizos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="272"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spellshaper (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="273"/>
        <source>Sphinx</source>
        <comment>subtype, singular</comment>
        <translation>Esfinge</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="273"/>
        <source>Sphinxes</source>
        <comment>plural of the subtype Sphinx</comment>
        <translation>Esfinges</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="273"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sphinx (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="274"/>
        <source>Spider</source>
        <comment>subtype, singular</comment>
        <translation>Araña</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="274"/>
        <source>Spiders</source>
        <comment>plural of the subtype Spider</comment>
        <translation>Arañas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="274"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spider (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="275"/>
        <source>Spike</source>
        <comment>subtype, singular</comment>
        <translation>Púa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="275"/>
        <source>Spikes</source>
        <comment>plural of the subtype Spike</comment>
        <translation>Púas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="275"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spike (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="276"/>
        <source>Spirit</source>
        <comment>subtype, singular</comment>
        <translation>Espíritu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="276"/>
        <source>Spirits</source>
        <comment>plural of the subtype Spirit</comment>
        <translation>Espíritus</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="276"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spirit (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="277"/>
        <source>Splinter</source>
        <comment>subtype, singular</comment>
        <translation>Astilla</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="277"/>
        <source>Splinters</source>
        <comment>plural of the subtype Splinter</comment>
        <translation>Astillas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="277"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Splinter (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="278"/>
        <source>Sponge</source>
        <comment>subtype, singular</comment>
        <translation>Esponja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="278"/>
        <source>Sponges</source>
        <comment>plural of the subtype Sponge</comment>
        <translation>Esponjas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="278"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sponge (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="279"/>
        <source>Squid</source>
        <comment>subtype, singular</comment>
        <translation>Calamar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="279"/>
        <source>Squids</source>
        <comment>plural of the subtype Squid</comment>
        <translation>Calamares</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="279"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Squid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="280"/>
        <source>Squirrel</source>
        <comment>subtype, singular</comment>
        <translation>Ardilla</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="280"/>
        <source>Squirrels</source>
        <comment>plural of the subtype Squirrel</comment>
        <translation>Ardillas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="280"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Squirrel (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="281"/>
        <source>Starfish</source>
        <comment>subtype, singular</comment>
        <translation>Estrella de mar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="281"/>
        <source>Starfish</source>
        <comment>plural of the subtype Starfish</comment>
        <translation>Estrellas de mar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="281"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Starfish (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="282"/>
        <source>Surrakar</source>
        <comment>subtype, singular</comment>
        <translation>Surrakar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="282"/>
        <source>Surrakars</source>
        <comment>plural of the subtype Surrakar</comment>
        <translation>Surrakar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="282"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Surrakar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="283"/>
        <source>Survivor</source>
        <comment>subtype, singular</comment>
        <translation>Superviviente</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="283"/>
        <source>Survivors</source>
        <comment>plural of the subtype Survivor</comment>
        <translation>Supervivientes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="283"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Survivor (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="284"/>
        <source>Symbiote</source>
        <comment>subtype, singular</comment>
        <translation>Simbionte</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="284"/>
        <source>Symbiotes</source>
        <comment>plural of the subtype Symbiote</comment>
        <translation>Simbiontes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="284"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Symbiote (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="285"/>
        <source>Synth</source>
        <comment>subtype, singular</comment>
        <translation>Sintético</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="285"/>
        <source>Synths</source>
        <comment>plural of the subtype Synth</comment>
        <translation>Sintéticos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="285"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Synth (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="286"/>
        <source>Tentacle</source>
        <comment>subtype, singular</comment>
        <translation>Tentáculo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="286"/>
        <source>Tentacles</source>
        <comment>plural of the subtype Tentacle</comment>
        <translation>Tentáculos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="286"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tentacle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="287"/>
        <source>Tetravite</source>
        <comment>subtype, singular</comment>
        <translation>Tetravita</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="287"/>
        <source>Tetravites</source>
        <comment>plural of the subtype Tetravite</comment>
        <translation>Tetravitas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="287"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tetravite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="288"/>
        <source>Thalakos</source>
        <comment>subtype, singular</comment>
        <translation>Thalakos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="288"/>
        <source>Thalakoses</source>
        <comment>plural of the subtype Thalakos</comment>
        <translation>Thalakos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="288"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Thalakos (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="289"/>
        <source>Thopter</source>
        <comment>subtype, singular</comment>
        <translation>Tóptero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="289"/>
        <source>Thopters</source>
        <comment>plural of the subtype Thopter</comment>
        <translation>Tópteros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="289"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Thopter (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="290"/>
        <source>Thrull</source>
        <comment>subtype, singular</comment>
        <translation>Thrull</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="290"/>
        <source>Thrulls</source>
        <comment>plural of the subtype Thrull</comment>
        <translation>Thrulls</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="290"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Thrull (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="291"/>
        <source>Tiefling</source>
        <comment>subtype, singular</comment>
        <translation>Tiefling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="291"/>
        <source>Tieflings</source>
        <comment>plural of the subtype Tiefling</comment>
        <translation>Tieflings</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="291"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tiefling (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="292"/>
        <source>Time Lord</source>
        <comment>subtype, singular</comment>
        <translation>Señor del Tiempo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="292"/>
        <source>Time Lords</source>
        <comment>plural of the subtype Time Lord</comment>
        <translation>Señores del Tiempo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="292"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Time Lord (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="293"/>
        <source>Toy</source>
        <comment>subtype, singular</comment>
        <translation>Juguete</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="293"/>
        <source>Toys</source>
        <comment>plural of the subtype Toy</comment>
        <translation>Juguetes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="293"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Toy (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="294"/>
        <source>Treefolk</source>
        <comment>subtype, singular</comment>
        <translation>Hombre árbol</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="294"/>
        <source>Treefolk</source>
        <comment>plural of the subtype Treefolk</comment>
        <translation>Hombres árbol</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="294"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Treefolk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="295"/>
        <source>Trilobite</source>
        <comment>subtype, singular</comment>
        <translation>Trilobite</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="295"/>
        <source>Trilobites</source>
        <comment>plural of the subtype Trilobite</comment>
        <translation>Trilobites</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="295"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Trilobite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="296"/>
        <source>Triskelavite</source>
        <comment>subtype, singular</comment>
        <translation>Triskelavita</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="296"/>
        <source>Triskelavites</source>
        <comment>plural of the subtype Triskelavite</comment>
        <translation>Triskelavitas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="296"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Triskelavite (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="297"/>
        <source>Troll</source>
        <comment>subtype, singular</comment>
        <translation>Trol</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="297"/>
        <source>Trolls</source>
        <comment>plural of the subtype Troll</comment>
        <translation>Troles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="297"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Troll (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="298"/>
        <source>Turtle</source>
        <comment>subtype, singular</comment>
        <translation>Tortuga</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="298"/>
        <source>Turtles</source>
        <comment>plural of the subtype Turtle</comment>
        <translation>Tortugas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="298"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Turtle (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="299"/>
        <source>Tyranid</source>
        <comment>subtype, singular</comment>
        <translation>Tiránido</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="299"/>
        <source>Tyranids</source>
        <comment>plural of the subtype Tyranid</comment>
        <translation>Tiránidos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="299"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tyranid (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="300"/>
        <source>Unicorn</source>
        <comment>subtype, singular</comment>
        <translation>Unicornio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="300"/>
        <source>Unicorns</source>
        <comment>plural of the subtype Unicorn</comment>
        <translation>Unicornios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="300"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Unicorn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="301"/>
        <source>Utrom</source>
        <comment>subtype, singular</comment>
        <translation>Utrom</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="301"/>
        <source>Utroms</source>
        <comment>plural of the subtype Utrom</comment>
        <translation>Utrom</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="301"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Utrom (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="302"/>
        <source>Vampire</source>
        <comment>subtype, singular</comment>
        <translation>Vampiro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="302"/>
        <source>Vampires</source>
        <comment>plural of the subtype Vampire</comment>
        <translation>Vampiros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="302"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vampire (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="303"/>
        <source>Varmint</source>
        <comment>subtype, singular</comment>
        <translation>Alimaña</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="303"/>
        <source>Varmints</source>
        <comment>plural of the subtype Varmint</comment>
        <translation>Alimañas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="303"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Varmint (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="304"/>
        <source>Vedalken</source>
        <comment>subtype, singular</comment>
        <translation>Vedalken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="304"/>
        <source>Vedalken</source>
        <comment>plural of the subtype Vedalken</comment>
        <translation>Vedalken</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="304"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vedalken (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="305"/>
        <source>Villain</source>
        <comment>subtype, singular</comment>
        <translation>Villano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="305"/>
        <source>Villains</source>
        <comment>plural of the subtype Villain</comment>
        <translation>Villanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="305"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Villain (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="306"/>
        <source>Volver</source>
        <comment>subtype, singular</comment>
        <translation>Volver</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="306"/>
        <source>Volvers</source>
        <comment>plural of the subtype Volver</comment>
        <translation>Volver</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="306"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Volver (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="307"/>
        <source>Wall</source>
        <comment>subtype, singular</comment>
        <translation>Muro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="307"/>
        <source>Walls</source>
        <comment>plural of the subtype Wall</comment>
        <translation>Muros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="307"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wall (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="308"/>
        <source>Walrus</source>
        <comment>subtype, singular</comment>
        <translation>Morsa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="308"/>
        <source>Walruses</source>
        <comment>plural of the subtype Walrus</comment>
        <translation>Morsas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="308"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Walrus (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="309"/>
        <source>Warlock</source>
        <comment>subtype, singular</comment>
        <translation>Brujo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="309"/>
        <source>Warlocks</source>
        <comment>plural of the subtype Warlock</comment>
        <translation>Brujos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="309"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Warlock (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="310"/>
        <source>Warrior</source>
        <comment>subtype, singular</comment>
        <translation>Guerrero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="310"/>
        <source>Warriors</source>
        <comment>plural of the subtype Warrior</comment>
        <translation>Guerreros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="310"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Warrior (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="311"/>
        <source>Weasel</source>
        <comment>subtype, singular</comment>
        <translation>Comadreja</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="311"/>
        <source>Weasels</source>
        <comment>plural of the subtype Weasel</comment>
        <translation>Comadrejas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="311"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Weasel (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="312"/>
        <source>Weird</source>
        <comment>subtype, singular</comment>
        <translation>Extraño</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="312"/>
        <source>Weirds</source>
        <comment>plural of the subtype Weird</comment>
        <translation>Extraños</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="312"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Weird (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="313"/>
        <source>Werewolf</source>
        <comment>subtype, singular</comment>
        <translation>Hombre lobo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="313"/>
        <source>Werewolves</source>
        <comment>plural of the subtype Werewolf</comment>
        <translation>Hombres lobo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="313"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Werewolf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="314"/>
        <source>Whale</source>
        <comment>subtype, singular</comment>
        <translation>Ballena</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="314"/>
        <source>Whales</source>
        <comment>plural of the subtype Whale</comment>
        <translation>Ballenas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="314"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Whale (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="315"/>
        <source>Wizard</source>
        <comment>subtype, singular</comment>
        <translation>Hechicero</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="315"/>
        <source>Wizards</source>
        <comment>plural of the subtype Wizard</comment>
        <translation>Hechiceros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="315"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wizard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="316"/>
        <source>Wolf</source>
        <comment>subtype, singular</comment>
        <translation>Lobo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="316"/>
        <source>Wolves</source>
        <comment>plural of the subtype Wolf</comment>
        <translation>Lobos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="316"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wolf (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="317"/>
        <source>Wolverine</source>
        <comment>subtype, singular</comment>
        <translation>Glotón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="317"/>
        <source>Wolverines</source>
        <comment>plural of the subtype Wolverine</comment>
        <translation>Glotones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="317"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wolverine (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="318"/>
        <source>Wombat</source>
        <comment>subtype, singular</comment>
        <translation>Wómbat</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="318"/>
        <source>Wombats</source>
        <comment>plural of the subtype Wombat</comment>
        <translation>Wómbats</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="318"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wombat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="319"/>
        <source>Worm</source>
        <comment>subtype, singular</comment>
        <translation>Gusano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="319"/>
        <source>Worms</source>
        <comment>plural of the subtype Worm</comment>
        <translation>Gusanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="319"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Worm (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="320"/>
        <source>Wraith</source>
        <comment>subtype, singular</comment>
        <translation>Aparición</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="320"/>
        <source>Wraiths</source>
        <comment>plural of the subtype Wraith</comment>
        <translation>Apariciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="320"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wraith (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="321"/>
        <source>Wurm</source>
        <comment>subtype, singular</comment>
        <translation>Sierpe</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="321"/>
        <source>Wurms</source>
        <comment>plural of the subtype Wurm</comment>
        <translation>Sierpes</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="321"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wurm (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="322"/>
        <source>Yeti</source>
        <comment>subtype, singular</comment>
        <translation>Yeti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="322"/>
        <source>Yetis</source>
        <comment>plural of the subtype Yeti</comment>
        <translation>Yetis</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="322"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Yeti (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="323"/>
        <source>Zombie</source>
        <comment>subtype, singular</comment>
        <translation>Zombie</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="323"/>
        <source>Zombies</source>
        <comment>plural of the subtype Zombie</comment>
        <translation>Zombies</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="323"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Zombie (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="324"/>
        <source>Zubera</source>
        <comment>subtype, singular</comment>
        <translation>Zubera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="324"/>
        <source>Zuberas</source>
        <comment>plural of the subtype Zubera</comment>
        <translation>Zubera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="324"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Zubera (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="325"/>
        <source>Cave</source>
        <comment>subtype, singular</comment>
        <translation>Cueva</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="325"/>
        <source>Caves</source>
        <comment>plural of the subtype Cave</comment>
        <translation>Cuevas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="325"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cave (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="326"/>
        <source>Desert</source>
        <comment>subtype, singular</comment>
        <translation>Desierto</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="326"/>
        <source>Deserts</source>
        <comment>plural of the subtype Desert</comment>
        <translation>Desiertos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="326"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Desert (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="327"/>
        <source>Forest</source>
        <comment>subtype, singular</comment>
        <translation>Bosque</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="327"/>
        <source>Forests</source>
        <comment>plural of the subtype Forest</comment>
        <translation>Bosques</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="327"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Forest (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="328"/>
        <source>Gate</source>
        <comment>subtype, singular</comment>
        <translation>Puerta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="328"/>
        <source>Gates</source>
        <comment>plural of the subtype Gate</comment>
        <translation>Puertas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="328"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gate (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="329"/>
        <source>Island</source>
        <comment>subtype, singular</comment>
        <translation>Isla</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="329"/>
        <source>Islands</source>
        <comment>plural of the subtype Island</comment>
        <translation>Islas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="329"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Island (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="330"/>
        <source>Lair</source>
        <comment>subtype, singular</comment>
        <translation>Guarida</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="330"/>
        <source>Lairs</source>
        <comment>plural of the subtype Lair</comment>
        <translation>Guaridas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="330"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lair (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="331"/>
        <source>Locus</source>
        <comment>subtype, singular</comment>
        <translation>Locus</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="331"/>
        <source>Locuses</source>
        <comment>plural of the subtype Locus</comment>
        <translation>Locus</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="331"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Locus (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="332"/>
        <source>Mine</source>
        <comment>subtype, singular</comment>
        <translation>Mina</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="332"/>
        <source>Mines</source>
        <comment>plural of the subtype Mine</comment>
        <translation>Minas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="332"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mine (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="333"/>
        <source>Mountain</source>
        <comment>subtype, singular</comment>
        <translation>Montaña</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="333"/>
        <source>Mountains</source>
        <comment>plural of the subtype Mountain</comment>
        <translation>Montañas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="333"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mountain (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="334"/>
        <source>Plains</source>
        <comment>subtype, singular</comment>
        <translation>Llanura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="334"/>
        <source>Plains</source>
        <comment>plural of the subtype Plains</comment>
        <translation>Llanuras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="334"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Plains (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="335"/>
        <source>Planet</source>
        <comment>subtype, singular</comment>
        <translation>Planeta</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="335"/>
        <source>Planets</source>
        <comment>plural of the subtype Planet</comment>
        <translation>Planetas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="335"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Planet (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="336"/>
        <source>Power-Plant</source>
        <comment>subtype, singular</comment>
        <translation>Central eléctrica</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="336"/>
        <source>Power-Plants</source>
        <comment>plural of the subtype Power-Plant</comment>
        <translation>Centrales eléctricas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="336"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Power-Plant (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="337"/>
        <source>Sphere</source>
        <comment>subtype, singular</comment>
        <translation>Esfera</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="337"/>
        <source>Spheres</source>
        <comment>plural of the subtype Sphere</comment>
        <translation>Esferas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="337"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sphere (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="338"/>
        <source>Swamp</source>
        <comment>subtype, singular</comment>
        <translation>Pantano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="338"/>
        <source>Swamps</source>
        <comment>plural of the subtype Swamp</comment>
        <translation>Pantanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="338"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Swamp (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="339"/>
        <source>Tower</source>
        <comment>subtype, singular</comment>
        <translation>Torre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="339"/>
        <source>Towers</source>
        <comment>plural of the subtype Tower</comment>
        <translation>Torres</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="339"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tower (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="340"/>
        <source>Town</source>
        <comment>subtype, singular</comment>
        <translation>Pueblo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="340"/>
        <source>Towns</source>
        <comment>plural of the subtype Town</comment>
        <translation>Pueblos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="340"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Town (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="341"/>
        <source>Urza&apos;s</source>
        <comment>subtype, singular</comment>
        <translation>de Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="341"/>
        <source>Urza&apos;ses</source>
        <comment>plural of the subtype Urza&apos;s</comment>
        <translation>de Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="341"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Urza&apos;s (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="342"/>
        <source>Attraction</source>
        <comment>subtype, singular</comment>
        <translation>Atracción</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="342"/>
        <source>Attractions</source>
        <comment>plural of the subtype Attraction</comment>
        <translation>Atracciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="342"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Attraction (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="343"/>
        <source>Blood</source>
        <comment>subtype, singular</comment>
        <translation>Sangre</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="343"/>
        <source>Bloods</source>
        <comment>plural of the subtype Blood</comment>
        <translation>Sangres</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="343"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Blood (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="344"/>
        <source>Bobblehead</source>
        <comment>subtype, singular</comment>
        <translation>Cabezón</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="344"/>
        <source>Bobbleheads</source>
        <comment>plural of the subtype Bobblehead</comment>
        <translation>Cabezones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="344"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bobblehead (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="345"/>
        <source>Book</source>
        <comment>subtype, singular</comment>
        <translation>Libro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="345"/>
        <source>Books</source>
        <comment>plural of the subtype Book</comment>
        <translation>Libros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="345"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Book (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="346"/>
        <source>Clue</source>
        <comment>subtype, singular</comment>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="346"/>
        <source>Clues</source>
        <comment>plural of the subtype Clue</comment>
        <translation>Pistas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="346"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Clue (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="347"/>
        <source>Contraption</source>
        <comment>subtype, singular</comment>
        <translation>Artilugio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="347"/>
        <source>Contraptions</source>
        <comment>plural of the subtype Contraption</comment>
        <translation>Artilugios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="347"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Contraption (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="348"/>
        <source>Equipment</source>
        <comment>subtype, singular</comment>
        <translation>Equipo</translation>
    </message>
    <message>
        <source>Equipments</source>
        <comment>plural of the subtype Equipment</comment>
        <translation type="vanished">Equipos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="348"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Equipment (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="348"/>
        <source>Equipment</source>
        <comment>plural of the subtype Equipment</comment>
        <translation>Equipos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="349"/>
        <source>Food</source>
        <comment>subtype, singular</comment>
        <translation>Comida</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="349"/>
        <source>Foods</source>
        <comment>plural of the subtype Food</comment>
        <translation>Comidas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="349"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Food (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="350"/>
        <source>Fortification</source>
        <comment>subtype, singular</comment>
        <translation>Fortificación</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="350"/>
        <source>Fortifications</source>
        <comment>plural of the subtype Fortification</comment>
        <translation>Fortificaciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="350"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Fortification (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="351"/>
        <source>Gold</source>
        <comment>subtype, singular</comment>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="351"/>
        <source>Golds</source>
        <comment>plural of the subtype Gold</comment>
        <translation>Oros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="351"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gold (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="352"/>
        <source>Incubator</source>
        <comment>subtype, singular</comment>
        <translation>Incubadora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="352"/>
        <source>Incubators</source>
        <comment>plural of the subtype Incubator</comment>
        <translation>Incubadoras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="352"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Incubator (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="353"/>
        <source>Infinity</source>
        <comment>subtype, singular</comment>
        <translation>Infinito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="353"/>
        <source>Infinities</source>
        <comment>plural of the subtype Infinity</comment>
        <translation>Infinitos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="353"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Infinity (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="354"/>
        <source>Junk</source>
        <comment>subtype, singular</comment>
        <translation>Chatarra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="354"/>
        <source>Junks</source>
        <comment>plural of the subtype Junk</comment>
        <translation>Chatarras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="354"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Junk (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="355"/>
        <source>Lander</source>
        <comment>subtype, singular</comment>
        <translation>Aterrizador</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="355"/>
        <source>Landers</source>
        <comment>plural of the subtype Lander</comment>
        <translation>Aterrizadores</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="355"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lander (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="356"/>
        <source>Map</source>
        <comment>subtype, singular</comment>
        <translation>Mapa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="356"/>
        <source>Maps</source>
        <comment>plural of the subtype Map</comment>
        <translation>Mapas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="356"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Map (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="357"/>
        <source>Mutagen</source>
        <comment>subtype, singular</comment>
        <translation>Mutágeno</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="357"/>
        <source>Mutagens</source>
        <comment>plural of the subtype Mutagen</comment>
        <translation>Mutágenos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="357"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mutagen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="358"/>
        <source>Powerstone</source>
        <comment>subtype, singular</comment>
        <translation>Piedra de poder</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="358"/>
        <source>Powerstones</source>
        <comment>plural of the subtype Powerstone</comment>
        <translation>Piedras de poder</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="358"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Powerstone (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="359"/>
        <source>Spacecraft</source>
        <comment>subtype, singular</comment>
        <translation>Nave espacial</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="359"/>
        <source>Spacecrafts</source>
        <comment>plural of the subtype Spacecraft</comment>
        <translation>Naves espaciales</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="359"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Spacecraft (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="360"/>
        <source>Stone</source>
        <comment>subtype, singular</comment>
        <translation>Piedra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="360"/>
        <source>Stones</source>
        <comment>plural of the subtype Stone</comment>
        <translation>Piedras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="360"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Stone (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="361"/>
        <source>Treasure</source>
        <comment>subtype, singular</comment>
        <translation>Tesoro</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="361"/>
        <source>Treasures</source>
        <comment>plural of the subtype Treasure</comment>
        <translation>Tesoros</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="361"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Treasure (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="362"/>
        <source>Vehicle</source>
        <comment>subtype, singular</comment>
        <translation>Vehículo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="362"/>
        <source>Vehicles</source>
        <comment>plural of the subtype Vehicle</comment>
        <translation>Vehículos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="362"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vehicle (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="363"/>
        <source>Aura</source>
        <comment>subtype, singular</comment>
        <translation>Aura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="363"/>
        <source>Auras</source>
        <comment>plural of the subtype Aura</comment>
        <translation>Auras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="363"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aura (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="364"/>
        <source>Background</source>
        <comment>subtype, singular</comment>
        <translation>Trasfondo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="364"/>
        <source>Backgrounds</source>
        <comment>plural of the subtype Background</comment>
        <translation>Trasfondos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="364"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Background (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="365"/>
        <source>Cartouche</source>
        <comment>subtype, singular</comment>
        <translation>Cartucho</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="365"/>
        <source>Cartouches</source>
        <comment>plural of the subtype Cartouche</comment>
        <translation>Cartuchos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="365"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Cartouche (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="366"/>
        <source>Case</source>
        <comment>subtype, singular</comment>
        <translation>Caso</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="366"/>
        <source>Cases</source>
        <comment>plural of the subtype Case</comment>
        <translation>Casos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="366"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Case (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="367"/>
        <source>Class</source>
        <comment>subtype, singular</comment>
        <translation>Clase</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="367"/>
        <source>Classes</source>
        <comment>plural of the subtype Class</comment>
        <translation>Clases</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="367"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Class (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="368"/>
        <source>Curse</source>
        <comment>subtype, singular</comment>
        <translation>Maldición</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="368"/>
        <source>Curses</source>
        <comment>plural of the subtype Curse</comment>
        <translation>Maldiciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="368"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Curse (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="369"/>
        <source>Role</source>
        <comment>subtype, singular</comment>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="369"/>
        <source>Roles</source>
        <comment>plural of the subtype Role</comment>
        <translation>Papeles</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="369"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Role (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="370"/>
        <source>Room</source>
        <comment>subtype, singular</comment>
        <translation>Habitación</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="370"/>
        <source>Rooms</source>
        <comment>plural of the subtype Room</comment>
        <translation>Habitaciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="370"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Room (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="371"/>
        <source>Rune</source>
        <comment>subtype, singular</comment>
        <translation>Runa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="371"/>
        <source>Runes</source>
        <comment>plural of the subtype Rune</comment>
        <translation>Runas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="371"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rune (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="372"/>
        <source>Saga</source>
        <comment>subtype, singular</comment>
        <translation>Saga</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="372"/>
        <source>Sagas</source>
        <comment>plural of the subtype Saga</comment>
        <translation>Sagas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="372"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Saga (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="373"/>
        <source>Shard</source>
        <comment>subtype, singular</comment>
        <translation>Fragmento</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="373"/>
        <source>Shards</source>
        <comment>plural of the subtype Shard</comment>
        <translation>Fragmentos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="373"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shard (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="374"/>
        <source>Shrine</source>
        <comment>subtype, singular</comment>
        <translation>Santuario</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="374"/>
        <source>Shrines</source>
        <comment>plural of the subtype Shrine</comment>
        <translation>Santuarios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="374"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Shrine (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="375"/>
        <source>Ajani</source>
        <comment>subtype, singular</comment>
        <translation>Ajani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="375"/>
        <source>Ajanis</source>
        <comment>plural of the subtype Ajani</comment>
        <translation>Ajani</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="375"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ajani (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="376"/>
        <source>Aminatou</source>
        <comment>subtype, singular</comment>
        <translation>Aminatou</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="376"/>
        <source>Aminatous</source>
        <comment>plural of the subtype Aminatou</comment>
        <translation>Aminatou</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="376"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Aminatou (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="377"/>
        <source>Angrath</source>
        <comment>subtype, singular</comment>
        <translation>Angrath</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="377"/>
        <source>Angraths</source>
        <comment>plural of the subtype Angrath</comment>
        <translation>Angrath</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="377"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Angrath (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="378"/>
        <source>Arlinn</source>
        <comment>subtype, singular</comment>
        <translation>Arlinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="378"/>
        <source>Arlinns</source>
        <comment>plural of the subtype Arlinn</comment>
        <translation>Arlinn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="378"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Arlinn (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="379"/>
        <source>Ashiok</source>
        <comment>subtype, singular</comment>
        <translation>Ashiok</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="379"/>
        <source>Ashioks</source>
        <comment>plural of the subtype Ashiok</comment>
        <translation>Ashiok</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="379"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ashiok (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="380"/>
        <source>Bahamut</source>
        <comment>subtype, singular</comment>
        <translation>Bahamut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="380"/>
        <source>Bahamuts</source>
        <comment>plural of the subtype Bahamut</comment>
        <translation>Bahamut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="380"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bahamut (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="381"/>
        <source>Basri</source>
        <comment>subtype, singular</comment>
        <translation>Basri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="381"/>
        <source>Basris</source>
        <comment>plural of the subtype Basri</comment>
        <translation>Basri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="381"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Basri (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="382"/>
        <source>Bolas</source>
        <comment>subtype, singular</comment>
        <translation>Bolas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="382"/>
        <source>Bolases</source>
        <comment>plural of the subtype Bolas</comment>
        <translation>Bolas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="382"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Bolas (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="383"/>
        <source>Calix</source>
        <comment>subtype, singular</comment>
        <translation>Calix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="383"/>
        <source>Calixes</source>
        <comment>plural of the subtype Calix</comment>
        <translation>Calix</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="383"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Calix (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="384"/>
        <source>Chandra</source>
        <comment>subtype, singular</comment>
        <translation>Chandra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="384"/>
        <source>Chandras</source>
        <comment>plural of the subtype Chandra</comment>
        <translation>Chandra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="384"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Chandra (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="385"/>
        <source>Comet</source>
        <comment>subtype, singular</comment>
        <translation>Comet</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="385"/>
        <source>Comets</source>
        <comment>plural of the subtype Comet</comment>
        <translation>Comet</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="385"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Comet (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="386"/>
        <source>Dack</source>
        <comment>subtype, singular</comment>
        <translation>Dack</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="386"/>
        <source>Dacks</source>
        <comment>plural of the subtype Dack</comment>
        <translation>Dack</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="386"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dack (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="387"/>
        <source>Dakkon</source>
        <comment>subtype, singular</comment>
        <translation>Dakkon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="387"/>
        <source>Dakkons</source>
        <comment>plural of the subtype Dakkon</comment>
        <translation>Dakkon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="387"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dakkon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="388"/>
        <source>Daretti</source>
        <comment>subtype, singular</comment>
        <translation>Daretti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="388"/>
        <source>Darettis</source>
        <comment>plural of the subtype Daretti</comment>
        <translation>Daretti</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="388"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Daretti (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="389"/>
        <source>Davriel</source>
        <comment>subtype, singular</comment>
        <translation>Davriel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="389"/>
        <source>Davriels</source>
        <comment>plural of the subtype Davriel</comment>
        <translation>Davriel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="389"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Davriel (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="390"/>
        <source>Dellian</source>
        <comment>subtype, singular</comment>
        <translation>Dellian</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="390"/>
        <source>Dellians</source>
        <comment>plural of the subtype Dellian</comment>
        <translation>Dellian</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="390"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dellian (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="391"/>
        <source>Dihada</source>
        <comment>subtype, singular</comment>
        <translation>Dihada</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="391"/>
        <source>Dihadas</source>
        <comment>plural of the subtype Dihada</comment>
        <translation>Dihada</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="391"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dihada (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="392"/>
        <source>Domri</source>
        <comment>subtype, singular</comment>
        <translation>Domri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="392"/>
        <source>Domris</source>
        <comment>plural of the subtype Domri</comment>
        <translation>Domri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="392"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Domri (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="393"/>
        <source>Dovin</source>
        <comment>subtype, singular</comment>
        <translation>Dovin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="393"/>
        <source>Dovins</source>
        <comment>plural of the subtype Dovin</comment>
        <translation>Dovin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="393"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Dovin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="394"/>
        <source>Ellywick</source>
        <comment>subtype, singular</comment>
        <translation>Ellywick</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="394"/>
        <source>Ellywicks</source>
        <comment>plural of the subtype Ellywick</comment>
        <translation>Ellywick</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="394"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ellywick (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="395"/>
        <source>Elminster</source>
        <comment>subtype, singular</comment>
        <translation>Elminster</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="395"/>
        <source>Elminsters</source>
        <comment>plural of the subtype Elminster</comment>
        <translation>Elminster</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="395"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elminster (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="396"/>
        <source>Elspeth</source>
        <comment>subtype, singular</comment>
        <translation>Elspeth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="396"/>
        <source>Elspeths</source>
        <comment>plural of the subtype Elspeth</comment>
        <translation>Elspeth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="396"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Elspeth (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="397"/>
        <source>Estrid</source>
        <comment>subtype, singular</comment>
        <translation>Estrid</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="397"/>
        <source>Estrids</source>
        <comment>plural of the subtype Estrid</comment>
        <translation>Estrid</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="397"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Estrid (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="398"/>
        <source>Freyalise</source>
        <comment>subtype, singular</comment>
        <translation>Freyalise</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="398"/>
        <source>Freyalises</source>
        <comment>plural of the subtype Freyalise</comment>
        <translation>Freyalise</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="398"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Freyalise (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="399"/>
        <source>Garruk</source>
        <comment>subtype, singular</comment>
        <translation>Garruk</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="399"/>
        <source>Garruks</source>
        <comment>plural of the subtype Garruk</comment>
        <translation>Garruk</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="399"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Garruk (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="400"/>
        <source>Gideon</source>
        <comment>subtype, singular</comment>
        <translation>Gideon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="400"/>
        <source>Gideons</source>
        <comment>plural of the subtype Gideon</comment>
        <translation>Gideon</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="400"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Gideon (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="401"/>
        <source>Grist</source>
        <comment>subtype, singular</comment>
        <translation>Grist</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="401"/>
        <source>Grists</source>
        <comment>plural of the subtype Grist</comment>
        <translation>Grist</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="401"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Grist (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="402"/>
        <source>Guff</source>
        <comment>subtype, singular</comment>
        <translation>Guff</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="402"/>
        <source>Guffs</source>
        <comment>plural of the subtype Guff</comment>
        <translation>Guff</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="402"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Guff (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="403"/>
        <source>Huatli</source>
        <comment>subtype, singular</comment>
        <translation>Huatli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="403"/>
        <source>Huatlis</source>
        <comment>plural of the subtype Huatli</comment>
        <translation>Huatli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="403"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Huatli (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="404"/>
        <source>Jace</source>
        <comment>subtype, singular</comment>
        <translation>Jace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="404"/>
        <source>Jaces</source>
        <comment>plural of the subtype Jace</comment>
        <translation>Jace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="404"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jace (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="405"/>
        <source>Jared</source>
        <comment>subtype, singular</comment>
        <translation>Jared</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="405"/>
        <source>Jareds</source>
        <comment>plural of the subtype Jared</comment>
        <translation>Jared</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="405"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jared (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="406"/>
        <source>Jaya</source>
        <comment>subtype, singular</comment>
        <translation>Jaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="406"/>
        <source>Jayas</source>
        <comment>plural of the subtype Jaya</comment>
        <translation>Jaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="406"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jaya (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="407"/>
        <source>Jeska</source>
        <comment>subtype, singular</comment>
        <translation>Jeska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="407"/>
        <source>Jeskas</source>
        <comment>plural of the subtype Jeska</comment>
        <translation>Jeska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="407"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Jeska (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="408"/>
        <source>Kaito</source>
        <comment>subtype, singular</comment>
        <translation>Kaito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="408"/>
        <source>Kaitos</source>
        <comment>plural of the subtype Kaito</comment>
        <translation>Kaito</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="408"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kaito (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="409"/>
        <source>Karn</source>
        <comment>subtype, singular</comment>
        <translation>Karn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="409"/>
        <source>Karns</source>
        <comment>plural of the subtype Karn</comment>
        <translation>Karn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="409"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Karn (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="410"/>
        <source>Kasmina</source>
        <comment>subtype, singular</comment>
        <translation>Kasmina</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="410"/>
        <source>Kasminas</source>
        <comment>plural of the subtype Kasmina</comment>
        <translation>Kasmina</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="410"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kasmina (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="411"/>
        <source>Kaya</source>
        <comment>subtype, singular</comment>
        <translation>Kaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="411"/>
        <source>Kayas</source>
        <comment>plural of the subtype Kaya</comment>
        <translation>Kaya</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="411"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kaya (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="412"/>
        <source>Kiora</source>
        <comment>subtype, singular</comment>
        <translation>Kiora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="412"/>
        <source>Kioras</source>
        <comment>plural of the subtype Kiora</comment>
        <translation>Kiora</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="412"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Kiora (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="413"/>
        <source>Koth</source>
        <comment>subtype, singular</comment>
        <translation>Koth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="413"/>
        <source>Koths</source>
        <comment>plural of the subtype Koth</comment>
        <translation>Koth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="413"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Koth (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="414"/>
        <source>Liliana</source>
        <comment>subtype, singular</comment>
        <translation>Liliana</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="414"/>
        <source>Lilianas</source>
        <comment>plural of the subtype Liliana</comment>
        <translation>Liliana</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="414"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Liliana (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="415"/>
        <source>Lolth</source>
        <comment>subtype, singular</comment>
        <translation>Lolth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="415"/>
        <source>Lolths</source>
        <comment>plural of the subtype Lolth</comment>
        <translation>Lolth</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="415"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lolth (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="416"/>
        <source>Lukka</source>
        <comment>subtype, singular</comment>
        <translation>Lukka</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="416"/>
        <source>Lukkas</source>
        <comment>plural of the subtype Lukka</comment>
        <translation>Lukka</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="416"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lukka (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="417"/>
        <source>Minsc</source>
        <comment>subtype, singular</comment>
        <translation>Minsc</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="417"/>
        <source>Minscs</source>
        <comment>plural of the subtype Minsc</comment>
        <translation>Minsc</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="417"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Minsc (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="418"/>
        <source>Mordenkainen</source>
        <comment>subtype, singular</comment>
        <translation>Mordenkainen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="418"/>
        <source>Mordenkainens</source>
        <comment>plural of the subtype Mordenkainen</comment>
        <translation>Mordenkainen</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="418"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Mordenkainen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="419"/>
        <source>Nahiri</source>
        <comment>subtype, singular</comment>
        <translation>Nahiri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="419"/>
        <source>Nahiris</source>
        <comment>plural of the subtype Nahiri</comment>
        <translation>Nahiri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="419"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nahiri (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="420"/>
        <source>Narset</source>
        <comment>subtype, singular</comment>
        <translation>Narset</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="420"/>
        <source>Narsets</source>
        <comment>plural of the subtype Narset</comment>
        <translation>Narset</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="420"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Narset (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="421"/>
        <source>Niko</source>
        <comment>subtype, singular</comment>
        <translation>Niko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="421"/>
        <source>Nikos</source>
        <comment>plural of the subtype Niko</comment>
        <translation>Niko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="421"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Niko (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="422"/>
        <source>Nissa</source>
        <comment>subtype, singular</comment>
        <translation>Nissa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="422"/>
        <source>Nissas</source>
        <comment>plural of the subtype Nissa</comment>
        <translation>Nissa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="422"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nissa (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="423"/>
        <source>Nixilis</source>
        <comment>subtype, singular</comment>
        <translation>Nixilis</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="423"/>
        <source>Nixilises</source>
        <comment>plural of the subtype Nixilis</comment>
        <translation>Nixilis</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="423"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Nixilis (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="424"/>
        <source>Oko</source>
        <comment>subtype, singular</comment>
        <translation>Oko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="424"/>
        <source>Okos</source>
        <comment>plural of the subtype Oko</comment>
        <translation>Oko</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="424"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Oko (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="425"/>
        <source>Quintorius</source>
        <comment>subtype, singular</comment>
        <translation>Quintorius</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="425"/>
        <source>Quintoriuses</source>
        <comment>plural of the subtype Quintorius</comment>
        <translation>Quintorius</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="425"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Quintorius (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="426"/>
        <source>Ral</source>
        <comment>subtype, singular</comment>
        <translation>Ral</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="426"/>
        <source>Rals</source>
        <comment>plural of the subtype Ral</comment>
        <translation>Ral</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="426"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ral (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="427"/>
        <source>Rowan</source>
        <comment>subtype, singular</comment>
        <translation>Rowan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="427"/>
        <source>Rowans</source>
        <comment>plural of the subtype Rowan</comment>
        <translation>Rowan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="427"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Rowan (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="428"/>
        <source>Saheeli</source>
        <comment>subtype, singular</comment>
        <translation>Saheeli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="428"/>
        <source>Saheelis</source>
        <comment>plural of the subtype Saheeli</comment>
        <translation>Saheeli</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="428"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Saheeli (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="429"/>
        <source>Samut</source>
        <comment>subtype, singular</comment>
        <translation>Samut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="429"/>
        <source>Samuts</source>
        <comment>plural of the subtype Samut</comment>
        <translation>Samut</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="429"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Samut (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="430"/>
        <source>Sarkhan</source>
        <comment>subtype, singular</comment>
        <translation>Sarkhan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="430"/>
        <source>Sarkhans</source>
        <comment>plural of the subtype Sarkhan</comment>
        <translation>Sarkhan</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="430"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sarkhan (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="431"/>
        <source>Serra</source>
        <comment>subtype, singular</comment>
        <translation>Serra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="431"/>
        <source>Serras</source>
        <comment>plural of the subtype Serra</comment>
        <translation>Serra</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="431"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Serra (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="432"/>
        <source>Sivitri</source>
        <comment>subtype, singular</comment>
        <translation>Sivitri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="432"/>
        <source>Sivitris</source>
        <comment>plural of the subtype Sivitri</comment>
        <translation>Sivitri</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="432"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sivitri (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="433"/>
        <source>Sorin</source>
        <comment>subtype, singular</comment>
        <translation>Sorin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="433"/>
        <source>Sorins</source>
        <comment>plural of the subtype Sorin</comment>
        <translation>Sorin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="433"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Sorin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="434"/>
        <source>Szat</source>
        <comment>subtype, singular</comment>
        <translation>Szat</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="434"/>
        <source>Szats</source>
        <comment>plural of the subtype Szat</comment>
        <translation>Szat</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="434"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Szat (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="435"/>
        <source>Tamiyo</source>
        <comment>subtype, singular</comment>
        <translation>Tamiyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="435"/>
        <source>Tamiyos</source>
        <comment>plural of the subtype Tamiyo</comment>
        <translation>Tamiyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="435"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tamiyo (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="436"/>
        <source>Tasha</source>
        <comment>subtype, singular</comment>
        <translation>Tasha</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="436"/>
        <source>Tashas</source>
        <comment>plural of the subtype Tasha</comment>
        <translation>Tasha</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="436"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tasha (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="437"/>
        <source>Teferi</source>
        <comment>subtype, singular</comment>
        <translation>Teferi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="437"/>
        <source>Teferis</source>
        <comment>plural of the subtype Teferi</comment>
        <translation>Teferi</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="437"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Teferi (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="438"/>
        <source>Teyo</source>
        <comment>subtype, singular</comment>
        <translation>Teyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="438"/>
        <source>Teyos</source>
        <comment>plural of the subtype Teyo</comment>
        <translation>Teyo</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="438"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Teyo (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="439"/>
        <source>Tezzeret</source>
        <comment>subtype, singular</comment>
        <translation>Tezzeret</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="439"/>
        <source>Tezzerets</source>
        <comment>plural of the subtype Tezzeret</comment>
        <translation>Tezzeret</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="439"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tezzeret (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="440"/>
        <source>Tibalt</source>
        <comment>subtype, singular</comment>
        <translation>Tibalt</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="440"/>
        <source>Tibalts</source>
        <comment>plural of the subtype Tibalt</comment>
        <translation>Tibalt</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="440"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tibalt (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="441"/>
        <source>Tyvar</source>
        <comment>subtype, singular</comment>
        <translation>Tyvar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="441"/>
        <source>Tyvars</source>
        <comment>plural of the subtype Tyvar</comment>
        <translation>Tyvar</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="441"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Tyvar (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="442"/>
        <source>Ugin</source>
        <comment>subtype, singular</comment>
        <translation>Ugin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="442"/>
        <source>Ugins</source>
        <comment>plural of the subtype Ugin</comment>
        <translation>Ugin</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="442"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Ugin (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="443"/>
        <source>Urza</source>
        <comment>subtype, singular</comment>
        <translation>Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="443"/>
        <source>Urzas</source>
        <comment>plural of the subtype Urza</comment>
        <translation>Urza</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="443"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Urza (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="444"/>
        <source>Venser</source>
        <comment>subtype, singular</comment>
        <translation>Venser</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="444"/>
        <source>Vensers</source>
        <comment>plural of the subtype Venser</comment>
        <translation>Venser</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="444"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Venser (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="445"/>
        <source>Vivien</source>
        <comment>subtype, singular</comment>
        <translation>Vivien</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="445"/>
        <source>Viviens</source>
        <comment>plural of the subtype Vivien</comment>
        <translation>Vivien</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="445"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vivien (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="446"/>
        <source>Vraska</source>
        <comment>subtype, singular</comment>
        <translation>Vraska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="446"/>
        <source>Vraskas</source>
        <comment>plural of the subtype Vraska</comment>
        <translation>Vraska</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="446"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vraska (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="447"/>
        <source>Vronos</source>
        <comment>subtype, singular</comment>
        <translation>Vronos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="447"/>
        <source>Vronoses</source>
        <comment>plural of the subtype Vronos</comment>
        <translation>Vronos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="447"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Vronos (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="448"/>
        <source>Will</source>
        <comment>subtype, singular</comment>
        <translation>Will</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="448"/>
        <source>Wills</source>
        <comment>plural of the subtype Will</comment>
        <translation>Will</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="448"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Will (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="449"/>
        <source>Windgrace</source>
        <comment>subtype, singular</comment>
        <translation>Windgrace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="449"/>
        <source>Windgraces</source>
        <comment>plural of the subtype Windgrace</comment>
        <translation>Windgrace</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="449"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Windgrace (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="450"/>
        <source>Wrenn</source>
        <comment>subtype, singular</comment>
        <translation>Wrenn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="450"/>
        <source>Wrenns</source>
        <comment>plural of the subtype Wrenn</comment>
        <translation>Wrenn</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="450"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Wrenn (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="451"/>
        <source>Xenagos</source>
        <comment>subtype, singular</comment>
        <translation>Xenagos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="451"/>
        <source>Xenagoses</source>
        <comment>plural of the subtype Xenagos</comment>
        <translation>Xenagos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="451"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Xenagos (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="452"/>
        <source>Yanggu</source>
        <comment>subtype, singular</comment>
        <translation>Yanggu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="452"/>
        <source>Yanggus</source>
        <comment>plural of the subtype Yanggu</comment>
        <translation>Yanggu</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="452"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Yanggu (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="453"/>
        <source>Yanling</source>
        <comment>subtype, singular</comment>
        <translation>Yanling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="453"/>
        <source>Yanlings</source>
        <comment>plural of the subtype Yanling</comment>
        <translation>Yanling</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="453"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Yanling (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="454"/>
        <source>Zariel</source>
        <comment>subtype, singular</comment>
        <translation>Zariel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="454"/>
        <source>Zariels</source>
        <comment>plural of the subtype Zariel</comment>
        <translation>Zariel</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="454"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Zariel (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="455"/>
        <source>Adventure</source>
        <comment>subtype, singular</comment>
        <translation>Aventura</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="455"/>
        <source>Adventures</source>
        <comment>plural of the subtype Adventure</comment>
        <translation>Aventuras</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="455"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Adventure (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="456"/>
        <source>Arcane</source>
        <comment>subtype, singular</comment>
        <translation>Arcano</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="456"/>
        <source>Arcanes</source>
        <comment>plural of the subtype Arcane</comment>
        <translation>Arcanos</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="456"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Arcane (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="457"/>
        <source>Lesson</source>
        <comment>subtype, singular</comment>
        <translation>Lección</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="457"/>
        <source>Lessons</source>
        <comment>plural of the subtype Lesson</comment>
        <translation>Lecciones</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="457"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Lesson (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="458"/>
        <source>Omen</source>
        <comment>subtype, singular</comment>
        <translation>Presagio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="458"/>
        <source>Omens</source>
        <comment>plural of the subtype Omen</comment>
        <translation>Presagios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="458"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Omen (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="459"/>
        <source>Trap</source>
        <comment>subtype, singular</comment>
        <translation>Trampa</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="459"/>
        <source>Traps</source>
        <comment>plural of the subtype Trap</comment>
        <translation>Trampas</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="459"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Trap (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="460"/>
        <source>Siege</source>
        <comment>subtype, singular</comment>
        <translation>Asedio</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="460"/>
        <source>Sieges</source>
        <comment>plural of the subtype Siege</comment>
        <translation>Asedios</translation>
    </message>
    <message>
        <location filename="../core/text/SubtypeTable.cpp" line="460"/>
        <source>m</source>
        <comment>grammatical gender of the subtype Siege (m or f)</comment>
        <translation>m</translation>
    </message>
</context>
<context>
    <name>TimelineLanes</name>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="15"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="16"/>
        <source>Face-down</source>
        <translation>Boca abajo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="17"/>
        <source>Control</source>
        <translation>Control</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="18"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="19"/>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="20"/>
        <source>Color</source>
        <translation>Color</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="21"/>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="22"/>
        <source>P/T from CDAs</source>
        <translation>F/R de CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="23"/>
        <source>Set P/T</source>
        <translation>Fijar F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="27"/>
        <source>Modify P/T, counters</source>
        <translation>Modificar F/R, contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="28"/>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="33"/>
        <source>Switch P/T</source>
        <translation>Intercambiar F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="31"/>
        <source>Modify P/T</source>
        <translation>Modificar F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="32"/>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineLanes.cpp" line="79"/>
        <source>Layer %1 · %2</source>
        <comment>lane title: layer label · short name</comment>
        <translation>Capa %1 · %2</translation>
    </message>
</context>
<context>
    <name>TimelinePainter</name>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="87"/>
        <source>2016 rules</source>
        <translation>Reglas de 2016</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="87"/>
        <source>Current rules</source>
        <translation>Reglas actuales</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="216"/>
        <source>×%1</source>
        <comment>how many dependency arrows meet in one bundle</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="138"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="108"/>
        <source>Characteristic-defining ability</source>
        <translation>Habilidad que define características</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="139"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="109"/>
        <source>Timestamp order</source>
        <translation>Orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="140"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="110"/>
        <source>Dependency</source>
        <translation>Dependencia</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="141"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="111"/>
        <source>Dependency loop</source>
        <translation>Bucle de dependencia</translation>
    </message>
    <message>
        <location filename="../app/ui/export/SlideFrame.cpp" line="148"/>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="112"/>
        <source>Not applied</source>
        <translation>No aplicado</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelinePainter.cpp" line="118"/>
        <source>depends on</source>
        <translation>depende de</translation>
    </message>
</context>
<context>
    <name>TraceNote</name>
    <message>
        <location filename="../core/engine/TraceNotes.h" line="10"/>
        <source>its ability was removed before the effect began to apply, so it never applies</source>
        <translation>su habilidad se quitó antes de que el efecto empezara a aplicarse, así que nunca se aplica</translation>
    </message>
    <message>
        <location filename="../core/engine/TraceNotes.h" line="11"/>
        <source>an effect applied earlier in this layer removed its ability, so it never applies</source>
        <translation>un efecto aplicado antes en esta capa quitó su habilidad, así que nunca se aplica</translation>
    </message>
    <message>
        <location filename="../core/engine/TraceNotes.h" line="14"/>
        <source>its condition is not met, so the effect does not apply</source>
        <translation>su condición no se cumple, así que el efecto no se aplica</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="84"/>
        <source>Strata makes the Magic: The Gathering layer system visible.</source>
        <translation>Strata hace visible el sistema de capas de Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="88"/>
        <source>Log detail: trace, debug, info, warn or error.</source>
        <translation>Nivel de detalle del registro: trace, debug, info, warn o error.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="91"/>
        <source>Save a picture of the window to FILE (PNG) and quit.</source>
        <translation>Guarda una imagen de la ventana en FILE (PNG) y sale.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="94"/>
        <source>Language of the interface for this run: en, es or it.</source>
        <translation>Idioma de la interfaz para esta ejecución: en, es o it.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="97"/>
        <source>Import the cards of FILE (Scryfall or MTGJSON, .json or .json.gz) at start.</source>
        <translation>Importa las cartas de FILE (Scryfall o MTGJSON, .json o .json.gz) al iniciar.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="100"/>
        <source>Print how long the start took (to the window, the imported cards and the scenario) and quit.</source>
        <translation>Muestra cuánto tardó el inicio (hasta la ventana, las cartas importadas y el escenario) y sale.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="104"/>
        <source>Scenario file to open (default: the demo).</source>
        <translation>Archivo de escenario que se abrirá (por defecto, la demostración).</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardActions</name>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="109"/>
        <source>Put %1 into %2&apos;s graveyard</source>
        <translation>Poner %1 en el cementerio de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="110"/>
        <source>Put %1 into exile (%2)</source>
        <translation>Exiliar %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="115"/>
        <source>Drop %1 onto its target</source>
        <translation>Suelta %1 sobre su objetivo</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="122"/>
        <source>Cast %1 targeting %2</source>
        <translation>Lanzar %1 con %2 como objetivo</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="122"/>
        <location filename="../app/ui/board/BoardActions.cpp" line="429"/>
        <source>Cast %1</source>
        <translation>Lanzar %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="127"/>
        <location filename="../app/ui/board/BoardActions.cpp" line="265"/>
        <source>Attach %1 to %2</source>
        <translation>Anexar %1 a %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="133"/>
        <source>Put %1 onto %2&apos;s battlefield</source>
        <translation>Poner %1 en el campo de batalla de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="152"/>
        <source>Drop cards on a battlefield, a graveyard or the exile.</source>
        <translation>Suelta las cartas en un campo de batalla, un cementerio o el exilio.</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="186"/>
        <source>%1 enters as a copy of %2 (616.1c)</source>
        <translation>%1 entra al campo de batalla como una copia de %2 (616.1c)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="222"/>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="346"/>
        <source>Pick the targets of %1 on the board.</source>
        <translation>Elige en el tablero los objetivos de %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardActions.cpp" line="392"/>
        <source>Remove %n objects</source>
        <comment>only said of two or more</comment>
        <translation>
            <numerusform>Quitar %n objetos</numerusform>
            <numerusform>Quitar %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="349"/>
        <source>Click the targets of %1 on the board (Esc cancels)</source>
        <translation>Haz clic en los objetivos de %1 sobre el tablero (Esc cancela)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="430"/>
        <source>Put %1 onto the battlefield</source>
        <translation>Poner %1 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardActions.cpp" line="502"/>
        <source>A card moved on the board stays in its zone and with the player who controls it.</source>
        <translation>Una carta que se mueve por el tablero se queda en su zona y con el jugador que la controla.</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardScene</name>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardScene.cpp" line="290"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n vida</numerusform>
            <numerusform>%n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardScene.cpp" line="292"/>
        <source>%1 · %n poison</source>
        <translation>
            <numerusform>%1 · %n veneno</numerusform>
            <numerusform>%1 · %n veneno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="294"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="294"/>
        <source>won the game</source>
        <translation>ganó la partida</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="294"/>
        <source>lost the game</source>
        <translation>perdió la partida</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="295"/>
        <source>active player · %1</source>
        <translation>jugador activo · %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="296"/>
        <source>Drag cards here from the library</source>
        <translation>Arrastra aquí cartas de la biblioteca de cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="307"/>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="308"/>
        <source>Exile</source>
        <translation>Exilio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="309"/>
        <source>Other zones</source>
        <translation>Otras zonas</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardView</name>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="483"/>
        <source>Game over: %1 wins</source>
        <translation>Fin de la partida: gana %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="485"/>
        <source>%1 lost the game</source>
        <translation>%1 perdió la partida</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardView.cpp" line="503"/>
        <source>%1 — %n more to pick</source>
        <translation>
            <numerusform>%1 — falta elegir %n</numerusform>
            <numerusform>%1 — faltan %n por elegir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="511"/>
        <source>The board after %1 of %2 layer steps</source>
        <translation>El tablero tras %1 de %2 pasos de capas</translation>
    </message>
</context>
<context>
    <name>strata::ui::CharacteristicsDock</name>
    <message>
        <location filename="../app/ui/docks/CharacteristicsDock.cpp" line="138"/>
        <source>Characteristics</source>
        <translation>Características</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/CharacteristicsDock.cpp" line="139"/>
        <source>Printed and computed values of every object; highlighted values were changed by the layer system. Right-click the header to choose columns.</source>
        <translation>Valores impresos y calculados de cada objeto; los valores resaltados los cambió el sistema de capas. Haz clic derecho en la cabecera para elegir las columnas.</translation>
    </message>
</context>
<context>
    <name>strata::ui::CharacteristicsModel</name>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="93"/>
        <source>%1 (from %2)</source>
        <comment>an ability and the effect that granted it</comment>
        <translation>%1 (de %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="273"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="275"/>
        <source>Printed name</source>
        <translation>Nombre impreso</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="277"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="279"/>
        <source>Printed types</source>
        <translation>Tipos impresos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="281"/>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="283"/>
        <source>Printed colors</source>
        <translation>Colores impresos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="285"/>
        <source>Colors</source>
        <translation>Colores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="287"/>
        <source>Printed abilities</source>
        <translation>Habilidades impresas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="289"/>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="291"/>
        <source>Printed P/T</source>
        <translation>F/R impresas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="293"/>
        <source>P/T</source>
        <translation>F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="295"/>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="297"/>
        <source>State-based actions</source>
        <translation>Acciones basadas en estado</translation>
    </message>
</context>
<context>
    <name>strata::ui::ChoiceDialog</name>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="77"/>
        <source>%1 (%2, %3)</source>
        <comment>object to copy: card name (id, controller)</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="86"/>
        <source>Choices for %1</source>
        <translation>Elecciones para %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="89"/>
        <source>As &lt;b&gt;%1&lt;/b&gt; enters the battlefield:</source>
        <translation>En cuanto &lt;b&gt;%1&lt;/b&gt; entre al campo de batalla:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="89"/>
        <source>As &lt;b&gt;%1&lt;/b&gt; resolves:</source>
        <translation>En cuanto &lt;b&gt;%1&lt;/b&gt; se resuelva:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="101"/>
        <source>Nothing: it enters as itself</source>
        <translation>Nada: entra como sí mismo</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="104"/>
        <source>Copy of:</source>
        <translation>Copia de:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="107"/>
        <source>Another permanent&apos;s ability makes it enter as a copy of that permanent (616.1c).</source>
        <translation>La habilidad de otro permanente hace que entre al campo de batalla como una copia de ese permanente (616.1c).</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="117"/>
        <source>It becomes:</source>
        <translation>Se convierte en:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="123"/>
        <source>Color:</source>
        <translation>Color:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="129"/>
        <source>Creature type:</source>
        <translation>Tipo de criatura:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="135"/>
        <source>Basic land type:</source>
        <translation>Tipo de tierra básica:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="144"/>
        <source>Card type:</source>
        <translation>Tipo de carta:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="155"/>
        <source>Card name:</source>
        <translation>Nombre de carta:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="162"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="171"/>
        <source>X:</source>
        <translation>X:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="181"/>
        <source>Controlled by:</source>
        <translation>Controlado por:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="226"/>
        <source>Replace the word:</source>
        <translation>Reemplazar la palabra:</translation>
    </message>
    <message>
        <location filename="../app/ui/board/ChoiceDialog.cpp" line="227"/>
        <source>with:</source>
        <translation>por:</translation>
    </message>
</context>
<context>
    <name>strata::ui::CombatOverlay</name>
    <message>
        <location filename="../app/ui/combat/CombatOverlay.cpp" line="196"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rechazado: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>strata::ui::DamageAssignmentDialog</name>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="33"/>
        <source>Divide combat damage</source>
        <translation>Repartir el daño de combate</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="35"/>
        <source>Each creature below assigns all its combat damage (510.1c). The numbers start with the default: lethal damage to each blocker in the order they blocked, the rest to the last one or, with trample, to the player or planeswalker attacked.</source>
        <translation>Cada criatura de abajo asigna todo su daño de combate (510.1c). Los números empiezan con el reparto predeterminado: daño letal a cada bloqueadora en el orden en que bloquearon, y el resto a la última o, con la habilidad de arrollar, al jugador o planeswalker atacado.</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="47"/>
        <source>power %1</source>
        <translation>fuerza %1</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="49"/>
        <source>trample</source>
        <translation>arrollar</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="51"/>
        <source>deathtouch</source>
        <translation>toque mortal</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="52"/>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="128"/>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="142"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="60"/>
        <source>%1 (attacked)</source>
        <translation>%1 (atacado)</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="61"/>
        <source>%1 (lethal: %2)</source>
        <translation>%1 (letal: %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="81"/>
        <source>Begin the step</source>
        <translation>Comenzar el paso</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="82"/>
        <source>Default division</source>
        <translation>Reparto predeterminado</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageAssignmentDialog.cpp" line="125"/>
        <source>%1 of %2 assigned</source>
        <translation>%1 de %2 asignados</translation>
    </message>
</context>
<context>
    <name>strata::ui::EditActions</name>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="53"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="54"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="66"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/EditActions.cpp" line="67"/>
        <source>Remove the selected objects from the scenario, with the effects that name them</source>
        <translation>Quita del escenario los objetos seleccionados, junto con los efectos que los nombran</translation>
    </message>
</context>
<context>
    <name>strata::ui::EventsDock</name>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="153"/>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="156"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rechazado: %1 (%2)</translation>
    </message>
    <message>
        <source>State-based action: %1 %2 (%3)</source>
        <translation type="vanished">Acción basada en estado: %1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="32"/>
        <source>State-based action: %1 loses the game (%2)</source>
        <translation>Acción basada en estado: %1 pierde la partida (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="37"/>
        <source>State-based action: %1 ceases to exist (%2)</source>
        <translation>Acción basada en estado: %1 deja de existir (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="38"/>
        <source>State-based action: %1, %2</source>
        <translation>Acción basada en estado: %1, %2</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="164"/>
        <source>The snapshot: the scenario as its file sets it. Select an event to see the game after it.</source>
        <translation>La instantánea: el escenario tal como lo fija su archivo. Selecciona un evento para ver la partida tras él.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="197"/>
        <location filename="../app/ui/docks/EventsDock.cpp" line="206"/>
        <source>Edit event</source>
        <translation>Editar evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="198"/>
        <source>The event as the scenario file writes it (see events.md):</source>
        <translation>El evento tal como lo escribe el archivo del escenario (ver events.md):</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="217"/>
        <location filename="../app/ui/docks/EventsDock.cpp" line="221"/>
        <source>Set life</source>
        <translation>Fijar las vidas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="217"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="221"/>
        <source>Life total of %1:</source>
        <translation>Vidas de %1:</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="233"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="234"/>
        <source>The game after the snapshot: select an event to see the game after it.</source>
        <translation>La partida después de la instantánea: selecciona un evento para ver la partida tras él.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="235"/>
        <source>Previous event</source>
        <translation>Evento anterior</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="236"/>
        <source>Next event</source>
        <translation>Evento siguiente</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="237"/>
        <source>Move the event earlier</source>
        <translation>Adelantar el evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="238"/>
        <source>Move the event later</source>
        <translation>Retrasar el evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="239"/>
        <source>Edit the event…</source>
        <translation>Editar el evento…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="240"/>
        <source>Delete the event</source>
        <translation>Borrar el evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="241"/>
        <source>Resolve the top of the stack</source>
        <translation>Resolver lo que está en lo alto de la pila</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="242"/>
        <source>Set a life total…</source>
        <translation>Fijar las vidas…</translation>
    </message>
</context>
<context>
    <name>strata::ui::EventsModel</name>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="21"/>
        <source>Snapshot (%1)</source>
        <comment>the scenario&apos;s own moment (its step)</comment>
        <translation>Instantánea (%1)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="22"/>
        <source>The scenario as its file sets it, before any event.</source>
        <translation>El escenario tal como lo fija su archivo, antes de cualquier evento.</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="29"/>
        <source>Event %1</source>
        <translation>Evento %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/EventsModel.cpp" line="33"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rechazado: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>strata::ui::ExportActions</name>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="51"/>
        <source>Export &amp;Board…</source>
        <translation>Exportar el &amp;tablero…</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="52"/>
        <source>Save a picture of the board for slides, as SVG or PNG</source>
        <translation>Guarda una imagen del tablero para diapositivas, en SVG o PNG</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="53"/>
        <source>Export &amp;Timeline…</source>
        <translation>Exportar la &amp;línea de tiempo…</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="54"/>
        <source>Save a picture of the layer timeline for slides, as SVG or PNG</source>
        <translation>Guarda una imagen de la línea de tiempo de las capas para diapositivas, en SVG o PNG</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="55"/>
        <source>Title and &amp;Legend on Pictures</source>
        <translation>Título y &amp;leyenda en las imágenes</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="57"/>
        <source>Exported pictures show the scenario&apos;s title above them and a legend of what they use below</source>
        <translation>Las imágenes exportadas muestran el título del escenario encima y una leyenda de lo que usan debajo</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="75"/>
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="75"/>
        <source>There is nothing to draw yet.</source>
        <translation>Todavía no hay nada que dibujar.</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="81"/>
        <source>board</source>
        <comment>file name of an exported picture</comment>
        <translation>tablero</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="82"/>
        <source>timeline</source>
        <comment>file name of an exported picture</comment>
        <translation>linea-de-tiempo</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="88"/>
        <source>Export Board</source>
        <translation>Exportar el tablero</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="88"/>
        <source>Export Timeline</source>
        <translation>Exportar la línea de tiempo</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="89"/>
        <source>SVG pictures (*.svg);;PNG pictures (*.png)</source>
        <translation>Imágenes SVG (*.svg);;Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../app/ui/export/ExportActions.cpp" line="111"/>
        <source>Could not export the picture</source>
        <translation>No se pudo exportar la imagen</translation>
    </message>
</context>
<context>
    <name>strata::ui::FileActions</name>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="79"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="80"/>
        <source>Start an empty board for two players</source>
        <translation>Empieza un tablero vacío para dos jugadores</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="81"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="82"/>
        <source>Open a scenario file</source>
        <translation>Abre un archivo de escenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="83"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="84"/>
        <source>Save the scenario</source>
        <translation>Guarda el escenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="85"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="86"/>
        <source>Save the scenario in a new file</source>
        <translation>Guarda el escenario en un archivo nuevo</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="87"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="88"/>
        <source>Close Strata</source>
        <translation>Cierra Strata</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="97"/>
        <location filename="../app/ui/actions/FileActions.cpp" line="158"/>
        <source>Untitled scenario</source>
        <translation>Escenario sin título</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="131"/>
        <source>The file could not be read.</source>
        <translation>No se pudo leer el archivo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/actions/FileActions.cpp" line="138"/>
        <source>… and %n more (see the details)</source>
        <translation>
            <numerusform>… y %n más (ver los detalles)</numerusform>
            <numerusform>… y %n más (ver los detalles)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="143"/>
        <source>Could not open the scenario</source>
        <translation>No se pudo abrir el escenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="140"/>
        <source>%1 has problems, so it was not opened. The board is unchanged.</source>
        <translation>%1 tiene problemas, así que no se abrió. El tablero no ha cambiado.</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="166"/>
        <source>Could not recover the scenario</source>
        <translation>No se pudo recuperar el escenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="167"/>
        <source>The autosaved copy of %1 could not be read; it is kept in %2.</source>
        <translation>No se pudo leer la copia guardada automáticamente de %1; se conserva en %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="189"/>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="190"/>
        <source>Strata scenarios (*.strata.json);;JSON files (*.json);;All files (*)</source>
        <translation>Escenarios de Strata (*.strata.json);;Archivos JSON (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="213"/>
        <location filename="../app/ui/actions/FileActions.cpp" line="232"/>
        <source>Could not save the scenario</source>
        <translation>No se pudo guardar el escenario</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="225"/>
        <source>Save Scenario As</source>
        <translation>Guardar escenario como</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/FileActions.cpp" line="225"/>
        <source>Strata scenarios (*.strata.json)</source>
        <translation>Escenarios de Strata (*.strata.json)</translation>
    </message>
</context>
<context>
    <name>strata::ui::GalleryMenu</name>
    <message>
        <source>&amp;Examples</source>
        <translation type="vanished">&amp;Ejemplos</translation>
    </message>
    <message>
        <source>Worked examples from the seed documents</source>
        <translation type="vanished">Ejemplos resueltos de los documentos de referencia</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="68"/>
        <source>&amp;Worked examples</source>
        <translation>&amp;Ejemplos resueltos</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="15"/>
        <source>Worked examples to start with</source>
        <translation>Ejemplos resueltos para empezar</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="17"/>
        <source>Classic interactions</source>
        <translation>Interacciones clásicas</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="19"/>
        <source>Triggered abilities and the stack</source>
        <translation>Habilidades disparadas y la pila</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="21"/>
        <source>Combat, then and now</source>
        <translation>El combate, antes y ahora</translation>
    </message>
</context>
<context>
    <name>strata::ui::HelpActions</name>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="22"/>
        <source>About Strata</source>
        <translation>Acerca de Strata</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="29"/>
        <source>&amp;About Strata</source>
        <translation>&amp;Acerca de Strata</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="30"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/HelpActions.cpp" line="35"/>
        <source>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Strata makes the layer system of Magic: The Gathering visible. Put permanents and resolved effects on the board and it computes every object&apos;s characteristics as Comprehensive Rules 613 says, showing each step: which effect applied in which layer, in what order, and why (characteristic-defining ability, timestamp, dependency, dependency loop).&lt;/p&gt;&lt;p&gt;For judges and players studying the rules, and for judges presenting at conferences.&lt;/p&gt;&lt;p&gt;&lt;small&gt;Magic: The Gathering and card names are trademarks of Wizards of the Coast. Strata is not affiliated with or endorsed by Wizards of the Coast.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Strata %1&lt;/h3&gt;&lt;p&gt;Strata hace visible el sistema de capas de Magic: The Gathering. Pon permanentes y efectos resueltos en el tablero y calcula las características de cada objeto como indican las Reglas Completas (sección 613), mostrando cada paso: qué efecto se aplicó en qué capa, en qué orden y por qué (habilidad que define características, orden de llegada, dependencia, bucle de dependencia).&lt;/p&gt;&lt;p&gt;Para jueces y jugadores que estudian las reglas, y para jueces que dan charlas en conferencias.&lt;/p&gt;&lt;p&gt;&lt;small&gt;Magic: The Gathering y los nombres de las cartas son marcas comerciales de Wizards of the Coast. Strata no está afiliado a Wizards of the Coast ni cuenta con su respaldo.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>strata::ui::ImportActions</name>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="51"/>
        <source>Found %1 on Scryfall: it is in the library now.</source>
        <translation>%1 encontrada en Scryfall: ya está en la biblioteca de cartas.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="54"/>
        <location filename="../app/ui/import/ImportActions.cpp" line="159"/>
        <source>Find on Scryfall</source>
        <translation>Buscar en Scryfall</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="54"/>
        <source>Could not add %1.</source>
        <translation>No se pudo añadir %1.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="128"/>
        <source>Import Cards</source>
        <translation>Importar cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="130"/>
        <source>Card data from Scryfall or MTGJSON (*.json *.json.gz);;All files (*)</source>
        <translation>Datos de cartas de Scryfall o MTGJSON (*.json *.json.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="160"/>
        <source>The exact name of a card the library lacks (one request to Scryfall, kept for later):</source>
        <translation>El nombre exacto de una carta que falta en la biblioteca de cartas (una sola consulta a Scryfall, que se guarda para más adelante):</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="175"/>
        <source>&amp;Import Cards…</source>
        <translation>&amp;Importar cartas…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="176"/>
        <source>Import real cards from a Scryfall or MTGJSON file (.json or .json.gz)</source>
        <translation>Importa cartas reales de un archivo de Scryfall o MTGJSON (.json o .json.gz)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="177"/>
        <source>Prefer Imported Cards</source>
        <translation>Preferir las cartas importadas</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="178"/>
        <source>When a built-in card and an imported one share a name, use the imported one</source>
        <translation>Cuando una carta incluida y una importada tienen el mismo nombre, usa la importada</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="179"/>
        <source>Allow Online Lookups</source>
        <translation>Permitir búsquedas en línea</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="180"/>
        <source>Let Find on Scryfall ask scryfall.com for a card; Strata works fully offline without it</source>
        <translation>Permite que «Buscar en Scryfall» pida una carta a scryfall.com; sin esto, Strata funciona por completo sin conexión</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="181"/>
        <source>Find on &amp;Scryfall…</source>
        <translation>Buscar en &amp;Scryfall…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportActions.cpp" line="182"/>
        <source>Add a card the library lacks from scryfall.com</source>
        <translation>Añade desde scryfall.com una carta que falta en la biblioteca de cartas</translation>
    </message>
</context>
<context>
    <name>strata::ui::ImportDialog</name>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="56"/>
        <source>Import Cards</source>
        <translation>Importar cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="83"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="130"/>
        <source>Import cancelled.</source>
        <translation>Importación cancelada.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="130"/>
        <source>Import finished.</source>
        <translation>Importación terminada.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="162"/>
        <source>Cards imported: %1 (%2 skipped with an error)</source>
        <translation>Cartas importadas: %1 (%2 omitidas por un error)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="163"/>
        <source>Fully understood: %1 (%2%)</source>
        <translation>Entendidas por completo: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="164"/>
        <source>Partly understood: %1 (%2%)</source>
        <translation>Entendidas en parte: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="165"/>
        <source>Text only: %1 (%2%)</source>
        <translation>Solo texto: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="167"/>
        <source>Abilities: %1 — parsed %2, partial %3, text only %4, round-trip mismatch %5</source>
        <translation>Habilidades: %1 — analizadas %2, parciales %3, solo texto %4, con discrepancias al regenerar el texto %5</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="172"/>
        <source>Static abilities that change characteristics: %1 of %2 parsed (%3%)</source>
        <translation>Habilidades estáticas que cambian características: %1 de %2 analizadas (%3%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="176"/>
        <source>Saved as your imported library; the app uses these cards from now on.</source>
        <translation>Guardada como tu biblioteca importada; la aplicación usará estas cartas a partir de ahora.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="178"/>
        <source>Cancelled: nothing was saved, and the library imported before is kept.</source>
        <translation>Cancelado: no se guardó nada y se conserva la biblioteca importada antes.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="180"/>
        <source>Not saved: %1. The library imported before is kept.</source>
        <translation>No se guardó: %1. Se conserva la biblioteca importada antes.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="182"/>
        <source>The file could not be read to its end: nothing was saved, and the library imported before is kept.</source>
        <translation>No se pudo leer el archivo hasta el final: no se guardó nada y se conserva la biblioteca importada antes.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="184"/>
        <source>The file holds no card: nothing was saved.</source>
        <translation>El archivo no contiene ninguna carta: no se guardó nada.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="186"/>
        <source>Most common sentences not understood:</source>
        <translation>Frases no entendidas más frecuentes:</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="191"/>
        <source>Problems (%1):</source>
        <translation>Problemas (%1):</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="195"/>
        <source>  … and %1 more</source>
        <translation>  … y %1 más</translation>
    </message>
</context>
<context>
    <name>strata::ui::LibraryDock</name>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="32"/>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="34"/>
        <source>Land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="36"/>
        <source>Artifact</source>
        <translation>Artefacto</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="38"/>
        <source>Enchantment</source>
        <translation>Encantamiento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="40"/>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="42"/>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="44"/>
        <source>Sorcery</source>
        <translation>Conjuro</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/docks/LibraryDock.cpp" line="246"/>
        <source>%1 of %n cards</source>
        <translation>
            <numerusform>%1 de %n carta</numerusform>
            <numerusform>%1 de %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="262"/>
        <source>Find “%1” on Scryfall</source>
        <translation>Buscar “%1” en Scryfall</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>Asks scryfall.com for the card with this exact name and adds it to the library</source>
        <translation>Pide a scryfall.com la carta con este nombre exacto y la añade a la biblioteca</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="266"/>
        <source>No card in the library is named like “%1”.</source>
        <translation>Ninguna carta de la biblioteca se llama como “%1”.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="267"/>
        <source>No card in the library is named like “%1”. To look for it on Scryfall, allow online lookups in the File menu.</source>
        <translation>Ninguna carta de la biblioteca se llama como “%1”. Para buscarla en Scryfall, permite las búsquedas en línea en el menú Archivo.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="286"/>
        <source>Library</source>
        <translation>Biblioteca de cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="287"/>
        <source>Search cards by name…</source>
        <translation>Buscar cartas por nombre…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="288"/>
        <source>Filters the cards as you type; accents and case do not matter</source>
        <translation>Filtra las cartas mientras escribes; no importan los acentos ni las mayúsculas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="289"/>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="290"/>
        <source>Colors</source>
        <translation>Colores</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="293"/>
        <source>Show only this type (several may be on)</source>
        <translation>Mostrar solo este tipo (se pueden activar varios)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="295"/>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="296"/>
        <source>Show only tokens</source>
        <translation>Mostrar solo fichas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="298"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="303"/>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="304"/>
        <source>Colorless</source>
        <translation>Incoloro</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="305"/>
        <source>Drag a card onto the board, or double-click it to put it onto the active player&apos;s battlefield</source>
        <translation>Arrastra una carta al tablero, o haz doble clic en ella para ponerla en el campo de batalla del jugador activo</translation>
    </message>
</context>
<context>
    <name>strata::ui::ObjectInspector</name>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="162"/>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="202"/>
        <source>%1 counters</source>
        <translation>Contadores %1</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="175"/>
        <source>Inspector</source>
        <translation>Inspector</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="178"/>
        <source>%1 (%2)</source>
        <comment>card name (object id)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="190"/>
        <source>Select an object to edit its counters, damage and tapped state. Effects have none.</source>
        <translation>Selecciona un objeto para editar sus contadores, su daño y si está girado. Los efectos no tienen nada de esto.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="191"/>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="192"/>
        <source>+1/+1 counters</source>
        <translation>Contadores +1/+1</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="193"/>
        <source>-1/-1 counters</source>
        <translation>Contadores -1/-1</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="194"/>
        <source>Other kind: flying, +2/+0…</source>
        <translation>Otra clase: flying, +2/+0…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="195"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="196"/>
        <source>Counters placed now get a new timestamp (613.7c)</source>
        <translation>Los contadores que se ponen ahora reciben un nuevo orden de llegada (613.7c)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="197"/>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="198"/>
        <source>Dealt by a source with deathtouch</source>
        <translation>Hecho por una fuente con toque mortal</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/ObjectInspector.cpp" line="199"/>
        <source>Tapped</source>
        <translation>Girado</translation>
    </message>
</context>
<context>
    <name>strata::ui::RecentFilesMenu</name>
    <message>
        <location filename="../app/ui/actions/RecentFilesMenu.cpp" line="62"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RecentFilesMenu.cpp" line="77"/>
        <source>No recent scenarios</source>
        <translation>No hay escenarios recientes</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RecentFilesMenu.cpp" line="81"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar menú</translation>
    </message>
</context>
<context>
    <name>strata::ui::ResolutionWarnings</name>
    <message>
        <location filename="../app/ui/docks/ResolutionWarnings.cpp" line="39"/>
        <source>⚠ Warnings: %1</source>
        <translation>⚠ Advertencias: %1</translation>
    </message>
</context>
<context>
    <name>strata::ui::RulesActions</name>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="34"/>
        <source>&amp;Current Rules: 7c Counters, 7d Switching</source>
        <translation>Reglas &amp;actuales: 7c contadores, 7d intercambio</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="36"/>
        <source>Sublayers as in today&apos;s Comprehensive Rules: 7a CDA, 7b set, 7c modify and counters, 7d switch</source>
        <translation>Subcapas como en las Reglas Completas de hoy: 7a CDA, 7b fijar, 7c modificar y contadores, 7d intercambiar</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="37"/>
        <source>&amp;2016 Rules: 7d Counters, 7e Switching</source>
        <translation>Reglas de &amp;2016: 7d contadores, 7e intercambio</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/RulesActions.cpp" line="38"/>
        <source>Sublayers as in the 2016 rules of the seed documents: 7a CDA, 7b set, 7c modify, 7d counters, 7e switch; the results are the same</source>
        <translation>Subcapas como en las reglas de 2016 de los documentos de referencia: 7a CDA, 7b fijar, 7c modificar, 7d contadores, 7e intercambiar; los resultados son los mismos</translation>
    </message>
</context>
<context>
    <name>strata::ui::ScenarioDocument</name>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="108"/>
        <source>The scenario has no file name yet; use Save As.</source>
        <translation>El escenario aún no tiene nombre de archivo; usa Guardar como.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="288"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="361"/>
        <source>There is no card named &quot;%1&quot;.</source>
        <translation>No hay ninguna carta llamada «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="290"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="368"/>
        <source>No player has the id &quot;%1&quot;.</source>
        <translation>Ningún jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="295"/>
        <source>%1 is an instant or sorcery: it can&apos;t be on the battlefield. Add it as a resolved effect instead.</source>
        <translation>%1 es un instantáneo o un conjuro: no puede estar en el campo de batalla. Añádelo como efecto resuelto.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="327"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="394"/>
        <source>No object has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="332"/>
        <source>An object can&apos;t be attached to itself.</source>
        <translation>Un objeto no puede anexarse a sí mismo.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="335"/>
        <source>No object or player has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto ni jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="337"/>
        <source>Only permanents on the battlefield are attached.</source>
        <translation>Solo se anexan permanentes que están en el campo de batalla.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="341"/>
        <source>%1 is not an Aura, Equipment or Fortification.</source>
        <translation>%1 no es un Aura, un Equipo ni una Fortificación.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="366"/>
        <source>%1 is not an instant or sorcery with an effect; put permanents on the board.</source>
        <translation>%1 no es un instantáneo ni un conjuro con un efecto; pon los permanentes en el tablero.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="397"/>
        <source>%1 has no ability %2.</source>
        <translation>%1 no tiene la habilidad %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="399"/>
        <source>Ability %1 of %2 is not an activated, loyalty or triggered ability.</source>
        <translation>La habilidad %1 de %2 no es una habilidad activada, de lealtad ni disparada.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="486"/>
        <source>No object or effect has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto ni efecto tiene el id «%1».</translation>
    </message>
</context>
<context>
    <name>strata::ui::ScryfallLookup</name>
    <message>
        <location filename="../app/ui/import/ScryfallLookup.cpp" line="88"/>
        <source>Scryfall knows no card named &quot;%1&quot;.</source>
        <translation>Scryfall no conoce ninguna carta llamada «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ScryfallLookup.cpp" line="112"/>
        <source>The answer holds no card.</source>
        <translation>La respuesta no contiene ninguna carta.</translation>
    </message>
</context>
<context>
    <name>strata::ui::StackDock</name>
    <message>
        <location filename="../app/ui/docks/StackDock.cpp" line="27"/>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
</context>
<context>
    <name>strata::ui::StartupClock</name>
    <message>
        <location filename="../app/ui/import/StartupClock.cpp" line="44"/>
        <source>window shown after %1 ms; %2 imported cards in use after %3 ms; ready after %4 ms</source>
        <translation>ventana mostrada a los %1 ms; %2 cartas importadas en uso a los %3 ms; listo a los %4 ms</translation>
    </message>
</context>
<context>
    <name>strata::ui::StepBar</name>
    <message>
        <location filename="../app/ui/docks/StepBar.cpp" line="112"/>
        <source>%1 · active player: %2</source>
        <comment>step name · player</comment>
        <translation>%1 · jugador activo: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/StepBar.cpp" line="134"/>
        <source>Begin %1</source>
        <translation>Comenzar: %1</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineDock</name>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="197"/>
        <source>Click a step to see why it stands where it does. Double-click it to show the board as it is right after that step.</source>
        <translation>Haz clic en un paso para ver por qué está donde está. Haz doble clic para ver el tablero tal como queda justo después de ese paso.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="225"/>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="226"/>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="227"/>
        <source>Whole board</source>
        <translation>Todo el tablero</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="232"/>
        <source>Only steps touching %1</source>
        <translation>Solo los pasos que afectan a %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="234"/>
        <source>Only steps touching the selected object</source>
        <translation>Solo los pasos que afectan al objeto seleccionado</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="237"/>
        <source>All layers</source>
        <translation>Todas las capas</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="238"/>
        <source>Show every layer and sublayer, also those no step is in</source>
        <translation>Muestra todas las capas y subcapas, también aquellas en las que no hay ningún paso</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="239"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Acercar (Ctrl+rueda)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="240"/>
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Alejar (Ctrl+rueda)</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineModel</name>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="86"/>
        <source>applied</source>
        <translation>aplicado</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="87"/>
        <source>not applied</source>
        <translation>no aplicado</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="87"/>
        <source>not applied: %1</source>
        <translation>no aplicado: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="129"/>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="131"/>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="133"/>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="135"/>
        <source>Why here</source>
        <translation>Por qué aquí</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="137"/>
        <source>Timestamp</source>
        <translation>Orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="139"/>
        <source>Affected</source>
        <translation>Afectados</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="141"/>
        <source>Applied</source>
        <translation>Aplicado</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimelineModel.cpp" line="143"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineScrubber</name>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="123"/>
        <source>No steps</source>
        <translation>Sin pasos</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="125"/>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="165"/>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="173"/>
        <source>Before the first step</source>
        <translation>Antes del primer paso</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="127"/>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="174"/>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="166"/>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="167"/>
        <source>Step forward</source>
        <translation>Paso adelante</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="168"/>
        <source>Final result</source>
        <translation>Resultado final</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="169"/>
        <source>Scrub through the steps: the board shows the state after the chosen step</source>
        <translation>Recorre los pasos: el tablero muestra el estado después del paso elegido</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineScrubber.cpp" line="170"/>
        <source>Timeline position</source>
        <translation>Posición en la línea de tiempo</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimelineView</name>
    <message>
        <location filename="../app/ui/timeline/TimelineView.cpp" line="276"/>
        <source>Cards go on the board: drop them on a battlefield, a graveyard or the exile. The timeline shows what the layers do with them.</source>
        <translation>Las cartas van en el tablero: suéltalas en un campo de batalla, un cementerio o el exilio. La línea de tiempo muestra lo que las capas hacen con ellas.</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimestampsDock</name>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="184"/>
        <source>Timestamps</source>
        <translation>Orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="185"/>
        <source>Oldest first. Drag a row to change the order (CR 613.7).</source>
        <translation>El más antiguo primero. Arrastra una fila para cambiar el orden (RC 613.7).</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="186"/>
        <source>Drag a row above or below another to give it an earlier or later timestamp</source>
        <translation>Arrastra una fila por encima o por debajo de otra para darle un orden de llegada anterior o posterior</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimestampsModel</name>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="160"/>
        <source>%1, ability %2</source>
        <translation>%1, habilidad %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="170"/>
        <source>%1 counters on %2</source>
        <translation>contadores %1 sobre %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/models/TimestampsModel.cpp" line="225"/>
        <source>No timestamp %1: %2 got a new timestamp when attached, and the old one is not used again (CR 613.7e).</source>
        <translation>
            <numerusform>No hay orden de llegada %1: %2 recibió uno nuevo al anexarse, y el anterior no se vuelve a usar (RC 613.7e).</numerusform>
            <numerusform>No hay orden de llegada %1: %2 recibió uno nuevo al anexarse, y el anterior no se vuelve a usar (RC 613.7e).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="227"/>
        <source>, </source>
        <comment>between numbers</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="227"/>
        <source>, </source>
        <comment>between names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="247"/>
        <source>object</source>
        <translation>objeto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="249"/>
        <source>effect</source>
        <translation>efecto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="251"/>
        <source>counters</source>
        <translation>contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="281"/>
        <source>Timestamp</source>
        <translation>Orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="283"/>
        <source>Object or effect</source>
        <translation>Objeto o efecto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="285"/>
        <source>Kind</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="287"/>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
</context>
<context>
    <name>strata::ui::ViewActions</name>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="44"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="45"/>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="46"/>
        <source>&amp;Fit Board to Window</source>
        <translation>Ajustar el tablero a la &amp;ventana</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="47"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="48"/>
        <source>Use the whole screen, as for a presentation</source>
        <translation>Usa toda la pantalla, como en una presentación</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="49"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Modo presentación</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="50"/>
        <source>Only the board and the timeline, in big type, for a projector</source>
        <translation>Solo el tablero y la línea de tiempo, con letra grande, para un proyector</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="51"/>
        <source>Reset &amp;Layout</source>
        <translation>&amp;Restablecer la disposición</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/ViewActions.cpp" line="52"/>
        <source>Put every panel back where it was at first, and fit the window to the screen</source>
        <translation>Devuelve cada panel a su sitio inicial y ajusta la ventana a la pantalla</translation>
    </message>
</context>
<context>
    <name>strata::ui::WindowMenus</name>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="92"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="93"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="94"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="95"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="96"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="97"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../app/ui/actions/WindowMenus.cpp" line="98"/>
        <source>Main Toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
</context>
</TS>
