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
        <location filename="../app/ui/board/CardPainter.cpp" line="336"/>
        <source>#%1</source>
        <comment>a card&apos;s timestamp in its corner</comment>
        <translation>#%1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPainter.cpp" line="382"/>
        <source>controlled by %1</source>
        <comment>tag under a card: the player who controls it now</comment>
        <translation>controlada por %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPainter.cpp" line="386"/>
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
        <location filename="../app/ui/board/CardPresentation.cpp" line="253"/>
        <source>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:#8a5a12&apos;&gt;(printed: %2)&lt;/span&gt;</source>
        <comment>tooltip: computed value and printed value</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; &lt;span style=&apos;color:#8a5a12&apos;&gt;(impreso: %2)&lt;/span&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="255"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="260"/>
        <source>&lt;i&gt;Imported card: %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Carta importada: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="262"/>
        <source>Colors: %1</source>
        <translation>Colores: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="265"/>
        <source>Power/toughness: %1</source>
        <translation>Fuerza/resistencia: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="267"/>
        <source>Loyalty: %1</source>
        <translation>Lealtad: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="274"/>
        <source>• %1 &lt;i&gt;(text changed)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(texto cambiado)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="278"/>
        <source>• %1 &lt;i&gt;(gained)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(ganada)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="279"/>
        <source>• %1 &lt;i&gt;(from %2)&lt;/i&gt;</source>
        <translation>• %1 &lt;i&gt;(de %2)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="282"/>
        <source>• &lt;s&gt;%1&lt;/s&gt; &lt;i&gt;(lost)&lt;/i&gt;</source>
        <translation>• &lt;s&gt;%1&lt;/s&gt; &lt;i&gt;(perdida)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="286"/>
        <source>Controller: %1</source>
        <translation>Controlador: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/CardPresentation.cpp" line="287"/>
        <source>Timestamp %1 · id %2</source>
        <translation>Orden de llegada %1 · id %2</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="197"/>
        <source>kindred</source>
        <translation>tribal</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="198"/>
        <source>enchantment</source>
        <translation>encantamiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="199"/>
        <source>artifact</source>
        <translation>artefacto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="200"/>
        <source>land</source>
        <translation>tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="201"/>
        <source>creature</source>
        <translation>criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="202"/>
        <source>planeswalker</source>
        <translation>planeswalker</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="203"/>
        <source>battle</source>
        <translation>batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="204"/>
        <source>instant</source>
        <translation>instantáneo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="205"/>
        <source>sorcery</source>
        <translation>conjuro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="208"/>
        <source>kindreds</source>
        <translation>tribales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="209"/>
        <source>enchantments</source>
        <translation>encantamientos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="210"/>
        <source>artifacts</source>
        <translation>artefactos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="211"/>
        <source>lands</source>
        <translation>tierras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="212"/>
        <source>creatures</source>
        <translation>criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="213"/>
        <source>planeswalkers</source>
        <translation>planeswalkers</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="214"/>
        <source>battles</source>
        <translation>batallas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="215"/>
        <source>instants</source>
        <translation>instantáneos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="216"/>
        <source>sorceries</source>
        <translation>conjuros</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="141"/>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="142"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="143"/>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="144"/>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="145"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="155"/>
        <source>white</source>
        <comment>adjective, masculine singular</comment>
        <translation>blanco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="156"/>
        <source>white</source>
        <comment>adjective, feminine singular</comment>
        <translation>blanca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="157"/>
        <source>white</source>
        <comment>adjective, masculine plural</comment>
        <translation>blancos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="158"/>
        <source>white</source>
        <comment>adjective, feminine plural</comment>
        <translation>blancas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="161"/>
        <source>blue</source>
        <comment>adjective, masculine singular</comment>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="162"/>
        <source>blue</source>
        <comment>adjective, feminine singular</comment>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="163"/>
        <source>blue</source>
        <comment>adjective, masculine plural</comment>
        <translation>azules</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="164"/>
        <source>blue</source>
        <comment>adjective, feminine plural</comment>
        <translation>azules</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="167"/>
        <source>black</source>
        <comment>adjective, masculine singular</comment>
        <translation>negro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="168"/>
        <source>black</source>
        <comment>adjective, feminine singular</comment>
        <translation>negra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="169"/>
        <source>black</source>
        <comment>adjective, masculine plural</comment>
        <translation>negros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="170"/>
        <source>black</source>
        <comment>adjective, feminine plural</comment>
        <translation>negras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="173"/>
        <source>red</source>
        <comment>adjective, masculine singular</comment>
        <translation>rojo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="174"/>
        <source>red</source>
        <comment>adjective, feminine singular</comment>
        <translation>roja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="175"/>
        <source>red</source>
        <comment>adjective, masculine plural</comment>
        <translation>rojos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="176"/>
        <source>red</source>
        <comment>adjective, feminine plural</comment>
        <translation>rojas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="179"/>
        <source>green</source>
        <comment>adjective, masculine singular</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="180"/>
        <source>green</source>
        <comment>adjective, feminine singular</comment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="181"/>
        <source>green</source>
        <comment>adjective, masculine plural</comment>
        <translation>verdes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="182"/>
        <source>green</source>
        <comment>adjective, feminine plural</comment>
        <translation>verdes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="188"/>
        <source>colorless</source>
        <comment>adjective, masculine singular</comment>
        <translation>incoloro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="189"/>
        <source>colorless</source>
        <comment>adjective, feminine singular</comment>
        <translation>incolora</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="190"/>
        <source>colorless</source>
        <comment>adjective, masculine plural</comment>
        <translation>incoloros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="191"/>
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
        <location filename="../app/ui/combat/DamageDivision.cpp" line="107"/>
        <source>%1 assigns %2 combat damage, but its power is %3: it assigns all of it</source>
        <translation>%1 asigna %2 puntos de daño de combate, pero su fuerza es %3: debe asignar todo su daño</translation>
    </message>
    <message>
        <location filename="../app/ui/combat/DamageDivision.cpp" line="117"/>
        <source>%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to the player</source>
        <translation>%1 tiene la habilidad de arrollar, pero asigna %2 puntos de daño a %3, menos que el daño letal de %4, y parte al jugador</translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="8"/>
        <source>toughness 0 or less</source>
        <translation>resistencia 0 o menos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="9"/>
        <source>lethal damage</source>
        <translation>daño letal</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="10"/>
        <source>damage from a source with deathtouch</source>
        <translation>daño de una fuente con toque mortal</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="11"/>
        <source>no loyalty</source>
        <translation>sin lealtad</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="12"/>
        <source>legend rule</source>
        <translation>regla de leyendas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="13"/>
        <source>Aura attached illegally or to nothing</source>
        <translation>Aura anexada ilegalmente o a nada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="14"/>
        <source>attached illegally</source>
        <translation>anexado ilegalmente</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="15"/>
        <source>+1/+1 and -1/-1 counters cancel out</source>
        <translation>los contadores +1/+1 y -1/-1 se anulan</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="26"/>
        <source>every word</source>
        <comment>type line capitalisation: answer &quot;every word&quot; (Legendary Enchantment Creature) or &quot;first word&quot; (Criatura encantamiento legendaria)</comment>
        <translation>first word</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="45"/>
        <source>%1 %2</source>
        <comment>type line: a card type put before the main card type (Enchantment Creature)</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="57"/>
        <source>%1 %2</source>
        <comment>type line: the supertypes put before the card types (Legendary Snow Creature)</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="64"/>
        <source>every creature type</source>
        <translation>todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="74"/>
        <source>%1 — %2</source>
        <comment>type line: types — subtypes</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="80"/>
        <source>colorless</source>
        <translation>incoloro</translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="84"/>
        <source>, </source>
        <comment>between colour names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/DisplayText.cpp" line="101"/>
        <source>%1 (%2)</source>
        <comment>a state-based action and its rule</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>EditChecks</name>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="9"/>
        <source>No object or player has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto ni jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="16"/>
        <source>No object has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="18"/>
        <source>No player has the id &quot;%1&quot;.</source>
        <translation>Ningún jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="20"/>
        <source>&quot;%1&quot; is not a creature type.</source>
        <translation>«%1» no es un tipo de criatura.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="22"/>
        <source>&quot;%1&quot; is not a basic land type.</source>
        <translation>«%1» no es un tipo de tierra básica.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="24"/>
        <source>&quot;%1&quot; is not a card type.</source>
        <translation>«%1» no es un tipo de carta.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="26"/>
        <source>X can&apos;t be negative.</source>
        <translation>X no puede ser negativo.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="28"/>
        <source>Modes are numbered from 1.</source>
        <translation>Los modos se numeran a partir de 1.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="30"/>
        <source>A text change needs both the word it replaces and the new word.</source>
        <translation>Un cambio de texto necesita la palabra que reemplaza y la palabra nueva.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="55"/>
        <source>%1 is attached, through others, to %2: attaching it there would make a circle.</source>
        <translation>%1 está anexado, a través de otros, a %2: anexarlo ahí formaría un círculo.</translation>
    </message>
    <message>
        <location filename="../core/model/EditChecks.cpp" line="62"/>
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
        <location filename="../core/play/ActionPerformer.cpp" line="31"/>
        <source>the controller chooses not to (603.5)</source>
        <translation>el controlador elige no hacerlo (603.5)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="156"/>
        <source>a continuous effect %1 starts (timestamp %2)</source>
        <translation>comienza un efecto continuo %1 (orden de llegada %2)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="176"/>
        <source>a delayed triggered ability %1 is created (603.7a)</source>
        <translation>se crea una habilidad disparada retrasada %1 (603.7a)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="191"/>
        <source>%1 returns to the battlefield</source>
        <translation>%1 regresa al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="265"/>
        <source>%1 is indestructible and is not destroyed (702.12b)</source>
        <translation>%1 es indestructible y no se destruye (702.12b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="268"/>
        <source>%1 is destroyed</source>
        <translation>%1 es destruido</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="271"/>
        <source>%1 is exiled</source>
        <translation>%1 es exiliado</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="276"/>
        <source>%1 is sacrificed</source>
        <translation>%1 es sacrificado</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="288"/>
        <location filename="../core/play/KeywordActions.cpp" line="58"/>
        <source>the object it names is no longer there; that part does nothing (400.7)</source>
        <translation>el objeto que menciona ya no está ahí; esa parte no hace nada (400.7)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="313"/>
        <source>%1 %2 counter(s) put on %3</source>
        <translation>se pone(n) %1 contador(es) %2 sobre %3</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="361"/>
        <location filename="../core/play/KeywordActions.cpp" line="110"/>
        <source>%1 finds no basic land card in the library as listed</source>
        <translation>%1 no encuentra ninguna carta de tierra básica en la biblioteca tal como está descrita</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="368"/>
        <source>%1 puts %2 onto the battlefield</source>
        <translation>%1 pone %2 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="392"/>
        <source>%1 reveals a hand with no card to choose</source>
        <translation>%1 muestra una mano sin ninguna carta que elegir</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="395"/>
        <location filename="../core/play/DiscardAndModes.cpp" line="40"/>
        <source>%1 discards %2</source>
        <translation>%1 descarta %2</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="404"/>
        <source>%1 wins the game (104.2b)</source>
        <translation>%1 gana la partida (104.2b)</translation>
    </message>
    <message>
        <location filename="../core/play/ActionPerformer.cpp" line="420"/>
        <source>%1 is not performed: Strata does not model it</source>
        <translation>%1 no se realiza: Strata no lo modela</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="76"/>
        <source>%1 discards %2 to cycle it</source>
        <translation>%1 descarta %2 para ciclarla</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="101"/>
        <source>%1 no longer exists (a token that left the battlefield, 111.7)</source>
        <translation>%1 ya no existe (una ficha que salió del campo de batalla, 111.7)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="124"/>
        <source>%1 moves from the %2 to the %3</source>
        <translation>%1 se mueve desde %2 hasta %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="134"/>
        <source>%1 is not in a zone it can be cast from</source>
        <translation>%1 no está en una zona desde la que se pueda lanzar</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="140"/>
        <source>%1 has no buyback cost to pay (702.27a)</source>
        <translation>%1 no tiene ningún coste de recompra que pagar (702.27a)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="159"/>
        <source>%1 can&apos;t be a target of %2 (601.2c)</source>
        <translation>%1 no puede ser objetivo de %2 (601.2c)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="166"/>
        <source>%1 has no legal target</source>
        <translation>%1 no tiene ningún objetivo legal</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="187"/>
        <source>%1 casts %2</source>
        <translation>%1 lanza %2</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="189"/>
        <source>%1 casts %2 targeting %3</source>
        <translation>%1 lanza %2 con %3 como objetivo</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="198"/>
        <source>%1 has no ability %2</source>
        <translation>%1 no tiene la habilidad %2</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="206"/>
        <source>%1 can be cycled only from its owner&apos;s hand (702.29a)</source>
        <translation>%1 solo se puede ciclar desde la mano de su propietario (702.29a)</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="214"/>
        <source>ability %1 of %2 is not an activated ability</source>
        <translation>la habilidad %1 de %2 no es una habilidad activada</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="225"/>
        <source>%1 is tapped, so its {T} cost can&apos;t be paid</source>
        <translation>%1 está girado, así que no se puede pagar su coste de {T}</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="245"/>
        <source>the ability has no legal target</source>
        <translation>la habilidad no tiene ningún objetivo legal</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="270"/>
        <source>%1 activates ability %2 of %3</source>
        <translation>%1 activa la habilidad %2 de %3</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="285"/>
        <source>%1 is not on the battlefield to be dealt damage</source>
        <translation>%1 no está en el campo de batalla para recibir daño</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="316"/>
        <source>the situation is set up as the event says</source>
        <translation>la situación se prepara tal como indica el evento</translation>
    </message>
    <message>
        <source>combat is not played yet</source>
        <translation type="vanished">el combate todavía no se ha jugado</translation>
    </message>
    <message>
        <location filename="../core/play/EventPlayer.cpp" line="342"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="173"/>
        <source>%1 enters as a copy of %2 (616.1c)</source>
        <translation>%1 entra al campo de batalla como una copia de %2 (616.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="205"/>
        <source>%1 damage from %2 to %3 is prevented: protection (702.16e)</source>
        <translation>se previenen %1 puntos de daño que %2 haría a %3: protección (702.16e)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="244"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 hace %2 puntos de daño a %3</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="264"/>
        <source>%1 gains %2 life (now %3)</source>
        <translation>%1 gana %2 vidas (ahora %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="274"/>
        <source>%1 loses %2 life (now %3)</source>
        <translation>%1 pierde %2 vidas (ahora %3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="289"/>
        <source>%1 draws %2</source>
        <translation>%1 roba %2</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="293"/>
        <source>%1 tries to draw from an empty library</source>
        <translation>%1 intenta robar de una biblioteca vacía</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="297"/>
        <source>%1 draws a card (%2.card%3)</source>
        <translation>%1 roba una carta (%2.card%3)</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="309"/>
        <source>no token named %1 in the card library; none is created</source>
        <translation>no hay ninguna ficha llamada %1 en el catálogo de cartas; no se crea ninguna</translation>
    </message>
    <message>
        <location filename="../core/play/GameTable.cpp" line="327"/>
        <source>%1 creates %2 (%3)</source>
        <translation>%1 crea %2 (%3)</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="47"/>
        <source>%1 loses the game (%2)</source>
        <translation>%1 pierde la partida (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="101"/>
        <source>%1 is put into its owner&apos;s graveyard</source>
        <translation>%1 se pone en el cementerio de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/Settling.cpp" line="199"/>
        <source>%1; it has no legal target, so it is removed from the stack</source>
        <translation>%1; no tiene ningún objetivo legal, así que se remueve de la pila</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="28"/>
        <source>the stack is empty: nothing can resolve</source>
        <translation>la pila está vacía: nada puede resolverse</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="35"/>
        <source>%1 is not on top of the stack (%2 is)</source>
        <translation>%1 no está en la parte superior de la pila (lo está %2)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="37"/>
        <source>%1 is not on the stack</source>
        <translation>%1 no está en la pila</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="52"/>
        <source>%1 returns to its owner&apos;s hand: buyback (702.27a)</source>
        <translation>%1 regresa a la mano de su propietario: recompra (702.27a)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="76"/>
        <source>its intervening &quot;if&quot; is false on resolution, so it does nothing</source>
        <translation>su cláusula del &quot;si&quot; interviniente es falsa al resolverse, así que no hace nada</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="80"/>
        <location filename="../core/play/StackResolution.cpp" line="109"/>
        <source>%1 resolves and does nothing: %2</source>
        <translation>%1 se resuelve y no hace nada: %2</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="106"/>
        <source>every target is illegal now, so it does nothing</source>
        <translation>ahora todos los objetivos son ilegales, así que no hace nada</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="132"/>
        <source>%1 resolves and enters the battlefield</source>
        <translation>%1 se resuelve y entra al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="146"/>
        <source>%1 becomes attached to %2</source>
        <translation>%1 se anexa a %2</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="150"/>
        <source>its controller chooses not to (603.5)</source>
        <translation>su controlador elige no hacerlo (603.5)</translation>
    </message>
    <message>
        <location filename="../core/play/StackResolution.cpp" line="152"/>
        <source>%1 resolves</source>
        <translation>%1 se resuelve</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="148"/>
        <source>%1 died</source>
        <translation>%1 murió</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="153"/>
        <source>%1 entered the battlefield as a creature</source>
        <translation>%1 entró al campo de batalla como criatura</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="154"/>
        <source>%1 entered the battlefield</source>
        <translation>%1 entró al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="157"/>
        <source>%1 left the battlefield</source>
        <translation>%1 salió del campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="159"/>
        <source>%1 moved to the %2</source>
        <translation>%1 cambió de zona y ahora está en %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="161"/>
        <source>the %1 step began</source>
        <translation>comenzó %1</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="163"/>
        <source>%1 was cast</source>
        <translation>%1 fue lanzado</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="168"/>
        <source>%1 dealt combat damage to %2</source>
        <translation>%1 hizo daño de combate a %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="171"/>
        <source>%1 was dealt damage</source>
        <translation>%1 recibió daño</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="173"/>
        <source>%1 attacked alone</source>
        <translation>%1 atacó sola</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="174"/>
        <source>%1 attacked</source>
        <translation>%1 atacó</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="177"/>
        <source>%1 blocked %2</source>
        <translation>%1 bloqueó a %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="181"/>
        <source>%1 became blocked</source>
        <translation>%1 fue bloqueada</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="183"/>
        <source>%1 became untapped</source>
        <translation>%1 se enderezó</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="185"/>
        <source>%1 was cycled</source>
        <translation>%1 fue ciclada</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="209"/>
        <source>%1 (%2), layer %3</source>
        <translation>%1 (%2), capa %3</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="365"/>
        <source>%1, but its intervening &quot;if&quot; is false</source>
        <translation>%1, pero su cláusula del &quot;si&quot; interviniente es falsa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="367"/>
        <source>%1 saw this: %2, but its intervening &quot;if&quot; is false</source>
        <translation>%1 vio esto: %2, pero su cláusula del &quot;si&quot; interviniente es falsa</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="375"/>
        <source>%1 (the game looks back in time)</source>
        <translation>%1 (el juego mira hacia atrás en el tiempo)</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="376"/>
        <source>%1 saw this: %2 (the game looks back in time)</source>
        <translation>%1 vio esto: %2 (el juego mira hacia atrás en el tiempo)</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="381"/>
        <source>%1 saw this: %2</source>
        <translation>%1 vio esto: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="403"/>
        <source>an effect removed it</source>
        <translation>un efecto la eliminó</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="405"/>
        <source>%1 did not have this ability just before the event: %2</source>
        <translation>%1 no tenía esta habilidad justo antes del evento: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="407"/>
        <source>%1 does not have this ability after the layers: %2</source>
        <translation>%1 no tiene esta habilidad después de aplicar las capas: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="447"/>
        <source>delayed trigger %1: %2</source>
        <translation>habilidad disparada retrasada %1: %2</translation>
    </message>
    <message>
        <location filename="../core/play/TriggerDetection.cpp" line="481"/>
        <source>%1: its trigger state is true</source>
        <translation>%1: su condición de disparo de estado es cierta</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="89"/>
        <source>%1 can&apos;t assign combat damage to %2: it is not in combat with it%3</source>
        <translation>%1 no puede asignar daño de combate a %2: no están en combate entre sí%3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="94"/>
        <source> and it has no trample</source>
        <translation> y no tiene la habilidad de arrollar</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="103"/>
        <source>%1 assigns %2 combat damage, but its power is %3: it assigns all of it</source>
        <translation>%1 asigna %2 puntos de daño de combate, pero su fuerza es %3: debe asignar todo su daño</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="120"/>
        <source>%1 has trample but assigns %2 damage to %3, less than the lethal %4, and some to the player</source>
        <translation>%1 tiene la habilidad de arrollar, pero asigna %2 puntos de daño a %3, menos que el daño letal de %4, y parte al jugador</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="177"/>
        <source>no attacking or blocking creature has first strike or double strike: there is no first-strike combat damage step (510.4)</source>
        <translation>ninguna criatura atacante o bloqueadora tiene la habilidad de dañar primero o dañar dos veces: no hay paso de daño de combate de dañar primero (510.4)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="183"/>
        <location filename="../core/play/TurnSteps.cpp" line="68"/>
        <source>the %1 step begins</source>
        <translation>comienza %1</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="200"/>
        <source>%1 is blocked, but its blockers are gone: it deals no combat damage (509.1h, 510.1c)</source>
        <translation>%1 está bloqueada, pero sus bloqueadoras ya no están: no hace daño de combate (509.1h, 510.1c)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="212"/>
        <source>a creature blocking %1 has banding: the defending player divides its combat damage among its blockers (702.22j)</source>
        <translation>una criatura que bloquea a %1 tiene la habilidad de formar bandas: el jugador defensor reparte su daño de combate entre sus bloqueadoras (702.22j)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDamage.cpp" line="235"/>
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
        <location filename="../core/play/TurnSteps.cpp" line="82"/>
        <source>turn %1 begins: %2 is the active player; the untap step begins</source>
        <translation>comienza el turno %1: %2 es el jugador activo; comienza el paso de enderezar</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="137"/>
        <source>effect %1 ends (514.2)</source>
        <translation>el efecto %1 termina (514.2)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="183"/>
        <source>%1 phases in (702.26a)</source>
        <translation>%1 entra en fase (702.26a)</translation>
    </message>
    <message>
        <location filename="../core/play/TurnSteps.cpp" line="186"/>
        <source>%1 phases out (702.26a): it is treated as though it does not exist until it phases in</source>
        <translation>%1 sale de fase (702.26a): se trata como si no existiera hasta que entre en fase</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="58"/>
        <source>attackers have already been declared in this combat</source>
        <translation>ya se declararon los atacantes en este combate</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="87"/>
        <source>%1 attacks each combat if able (%2), and it is able to, but it is not declared as an attacker</source>
        <translation>%1 ataca en cada combate si puede (%2), y puede hacerlo, pero no se declara como atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="109"/>
        <source>%1 attacks %2</source>
        <translation>%1 ataca a %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="113"/>
        <source>%1 has vigilance, so it does not tap (702.20b)</source>
        <translation>%1 tiene la habilidad de vigilancia, así que no se gira (702.20b)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="146"/>
        <source>%1 is in a band but is not declared as an attacker</source>
        <translation>%1 está en una banda, pero no se declara como atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="147"/>
        <source>%1 is in more than one band</source>
        <translation>%1 está en más de una banda</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="156"/>
        <source>the creatures of a band attack the same player or planeswalker; %1 does not</source>
        <translation>las criaturas de una banda atacan al mismo jugador o planeswalker; %1 no lo hace</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="165"/>
        <source>a band holds any number of creatures with banding and at most one without; this one has %1 without</source>
        <translation>una banda incluye cualquier cantidad de criaturas con la habilidad de formar bandas y como máximo una sin ella; esta tiene %1 sin ella</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="182"/>
        <source>blockers have already been declared in this combat</source>
        <translation>ya se declararon los bloqueadores en este combate</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="199"/>
        <source>%1 can block only one creature</source>
        <translation>%1 solo puede bloquear a una criatura</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="245"/>
        <source>%1 blocks %2</source>
        <translation>%1 bloquea a %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="252"/>
        <source>%1 blocks %2 too: it attacks in a band with a creature %1 blocks (702.22h)</source>
        <translation>%1 también bloquea a %2: ataca en una banda con una criatura que %1 bloquea (702.22h)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatDeclaration.cpp" line="260"/>
        <source>%1 is unblocked</source>
        <translation>%1 no está bloqueada</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="11"/>
        <source>the effect %1, layer %2, timestamp %3</source>
        <translation>el efecto %1, capa %2, orden de llegada %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="13"/>
        <source>%1 (%2), layer %3, timestamp %4</source>
        <translation>%1 (%2), capa %3, orden de llegada %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="19"/>
        <source>printed</source>
        <translation>impreso</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="143"/>
        <location filename="../core/play/CombatRules.cpp" line="215"/>
        <source>%1 is not on the battlefield</source>
        <translation>%1 no está en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="145"/>
        <location filename="../core/play/CombatRules.cpp" line="217"/>
        <source>%1 is phased out: it is treated as though it does not exist</source>
        <translation>%1 está fuera de fase: se trata como si no existiera</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="150"/>
        <location filename="../core/play/CombatRules.cpp" line="222"/>
        <source>%1 is not a creature (types: %2)</source>
        <translation>%1 no es una criatura (tipos: %2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="155"/>
        <source>%1 is not controlled by the active player</source>
        <translation>%1 no está controlada por el jugador activo</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="159"/>
        <source>%1 is tapped, so it can&apos;t attack</source>
        <translation>%1 está girada, así que no puede atacar</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="161"/>
        <source>%1 has not been under its controller&apos;s control continuously since their most recent turn began, and it has no haste</source>
        <translation>%1 no ha estado bajo el control de su controlador de forma continua desde el comienzo de su turno más reciente y no tiene la habilidad de prisa</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="167"/>
        <source>%1 has defender (%2)</source>
        <translation>%1 tiene la habilidad de defensor (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="171"/>
        <location filename="../core/play/CombatRules.cpp" line="233"/>
        <source>%1 can&apos;t attack or block (%2)</source>
        <translation>%1 no puede atacar ni bloquear (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="187"/>
        <source>%1 can&apos;t attack unless the defending player controls a land of the type %2 (%3), and %4 controls none</source>
        <translation>%1 no puede atacar a menos que el jugador defensor controle una tierra del tipo %2 (%3), y %4 no controla ninguna</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="201"/>
        <source>%1 can&apos;t attack %2: it is neither an opponent nor a planeswalker an opponent controls</source>
        <translation>%1 no puede atacar a %2: no es un oponente ni un planeswalker que controle un oponente</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="227"/>
        <source>%1 is controlled by the attacking player</source>
        <translation>%1 está controlada por el jugador atacante</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="231"/>
        <source>%1 is tapped, so it can&apos;t block</source>
        <translation>%1 está girada, así que no puede bloquear</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="237"/>
        <source>%1 can&apos;t block (%2)</source>
        <translation>%1 no puede bloquear (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="250"/>
        <source>%1 is not attacking</source>
        <translation>%1 no está atacando</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="252"/>
        <source>%1 is not attacking %2&apos;s controller or a planeswalker they control</source>
        <translation>%1 no está atacando al controlador de %2 ni a un planeswalker que este controle</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="257"/>
        <source>%1 can&apos;t be blocked (%2)</source>
        <translation>%1 no puede ser bloqueada (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="264"/>
        <source>%1 can&apos;t be blocked by Walls (%2), and %3 is a Wall (%4)</source>
        <translation>%1 no puede ser bloqueada por Muros (%2), y %3 es un Muro (%4)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="270"/>
        <source>%1 can block only creatures with flying (%2), and %3 doesn&apos;t have flying</source>
        <translation>%1 solo puede bloquear criaturas con la habilidad de volar (%2), y %3 no tiene la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="277"/>
        <source>%1 can&apos;t block %2: %2 has flying (%3), and %1 has neither flying nor reach</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de volar (%3), y %1 no tiene la habilidad de volar ni la de alcance</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="285"/>
        <source>%1 can&apos;t block %2: %2 has shadow (%3), and %1 doesn&apos;t</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de sombra (%3), y %1 no</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="290"/>
        <source>%1 can&apos;t block %2: %1 has shadow (%3), so it can block only creatures with shadow</source>
        <translation>%1 no puede bloquear a %2: %1 tiene la habilidad de sombra (%3), así que solo puede bloquear criaturas con la habilidad de sombra</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="299"/>
        <source>%1 can&apos;t block %2: %2 has fear (%3), and %1 is neither an artifact creature nor black: it is %4</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de miedo (%3), y %1 no es una criatura artefacto ni negra: es %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="307"/>
        <source>%1 can&apos;t block %2: %2 has intimidate (%3), and %1 is not an artifact creature and shares no colour with it: it is %4</source>
        <translation>%1 no puede bloquear a %2: %2 tiene la habilidad de intimidar (%3), y %1 no es una criatura artefacto ni comparte ningún color con ella: es %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="315"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %1 has that quality: it is %5</source>
        <translation>%1 no puede bloquear a %2: %2 tiene %3 (%4), y %1 tiene esa cualidad: es %5</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="339"/>
        <source>%1 can&apos;t block %2: %2 has %3 (%4), and %5 controls %6, which is a %7 (%8)</source>
        <translation>%1 no puede bloquear a %2: %2 tiene %3 (%4), y %5 controla %6, que es un %7 (%8)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="357"/>
        <source>%1 has menace (%2): it can&apos;t be blocked except by two or more creatures</source>
        <translation>%1 tiene la habilidad de amenaza (%2): no puede ser bloqueada excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="363"/>
        <source>%1 can&apos;t be blocked except by two or more creatures (%2)</source>
        <translation>%1 no puede ser bloqueada excepto por dos o más criaturas (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="381"/>
        <source>%1 lost %2: %3</source>
        <translation>%1 perdió %2: %3</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="386"/>
        <source>%1 has %2, but %3 controls no %4 now</source>
        <translation>%1 tiene %2, pero %3 ahora no controla ningún %4</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="399"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="400"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../core/play/CombatRules.cpp" line="395"/>
        <source>colourless</source>
        <translation>incoloro</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="24"/>
        <source>there is nothing to return to its owner&apos;s hand</source>
        <translation>no hay nada que regresar a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="31"/>
        <source>%1 returns to its owner&apos;s hand</source>
        <translation>%1 regresa a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="49"/>
        <source>%1 is kept: its controller pays %2</source>
        <translation>%1 permanece en el campo de batalla: su controlador paga %2</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="53"/>
        <source>its controller does not pay %1, so %2 is sacrificed</source>
        <translation>su controlador no paga %1, así que %2 es sacrificado</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="81"/>
        <source>a %1 counter is removed from %2 (%3 left)</source>
        <translation>se remueve un contador %1 de %2 (quedan %3)</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="85"/>
        <source>no %1 counter can be removed from %2, so it is sacrificed</source>
        <translation>no se puede remover ningún contador %1 de %2, así que es sacrificado</translation>
    </message>
    <message>
        <location filename="../core/play/KeywordActions.cpp" line="114"/>
        <source>%1 reveals %2 and puts it into their hand</source>
        <translation>%1 muestra %2 y la pone en su mano</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="10"/>
        <source>its modes (700.2) are not performed: Strata does not model choosing a mode</source>
        <translation>sus modos (700.2) no se realizan: Strata no modela la elección de un modo</translation>
    </message>
    <message>
        <location filename="../core/play/DiscardAndModes.cpp" line="36"/>
        <source>%1 has no card to discard</source>
        <translation>%1 no tiene ninguna carta para descartar</translation>
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
    <name>RulesText</name>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="9"/>
        <source>Banding</source>
        <translation>Formar bandas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="10"/>
        <source>Changeling</source>
        <translation>Cambiaformas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="11"/>
        <source>Cumulative upkeep</source>
        <translation>Mantenimiento acumulativo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="12"/>
        <source>Deathtouch</source>
        <translation>Toque mortal</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="13"/>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="14"/>
        <source>Double strike</source>
        <translation>Dañar dos veces</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="15"/>
        <source>Enchant</source>
        <translation>Encantar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="16"/>
        <source>Equip</source>
        <translation>Equipar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="17"/>
        <source>Fading</source>
        <translation>Desvanecimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="18"/>
        <source>Fear</source>
        <translation>Miedo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="19"/>
        <source>First strike</source>
        <translation>Dañar primero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="20"/>
        <source>Flanking</source>
        <translation>Flanquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="21"/>
        <source>Flash</source>
        <translation>Destello</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="22"/>
        <source>Flashback</source>
        <translation>Retrospectiva</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="23"/>
        <source>Flying</source>
        <translation>Volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="24"/>
        <source>Haste</source>
        <translation>Prisa</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="25"/>
        <source>Hexproof</source>
        <translation>Antimaleficio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="26"/>
        <source>Indestructible</source>
        <translation>Indestructible</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="27"/>
        <source>Infect</source>
        <translation>Infectar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="28"/>
        <source>Kicker</source>
        <translation>Estímulo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="29"/>
        <source>Landwalk</source>
        <translation>Cruzar tierras</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="30"/>
        <source>Lifelink</source>
        <translation>Vínculo vital</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="31"/>
        <source>Menace</source>
        <translation>Amenaza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="32"/>
        <source>Morph</source>
        <translation>Metamorfosis</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="33"/>
        <source>Protection</source>
        <translation>Protección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="34"/>
        <source>Rampage</source>
        <translation>Desenfreno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="35"/>
        <source>Reach</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="36"/>
        <source>Shadow</source>
        <translation>Sombra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="38"/>
        <source>Split second</source>
        <translation>Segundo partido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="39"/>
        <source>Trample</source>
        <translation>Arrollar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="40"/>
        <source>Vigilance</source>
        <translation>Vigilancia</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="41"/>
        <source>Buyback</source>
        <translation>Recompra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="42"/>
        <source>Cycling</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="43"/>
        <source>Echo</source>
        <translation>Eco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="44"/>
        <source>Phasing</source>
        <translation>Cambio de fase</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="45"/>
        <source>Evoke</source>
        <translation>Evocar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="46"/>
        <source>Persist</source>
        <translation>Persistir</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="47"/>
        <source>Vanishing</source>
        <translation>Desvanecerse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="48"/>
        <source>Landcycling</source>
        <translation>Ciclo de tierra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="49"/>
        <source>Exalted</source>
        <translation>Exaltado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="50"/>
        <source>Bushido</source>
        <translation>Bushido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="51"/>
        <source>Intimidate</source>
        <translation>Intimidar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="52"/>
        <source>Wither</source>
        <translation>Marchitar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="37"/>
        <location filename="../core/text/RulesTextWords.cpp" line="53"/>
        <source>Shroud</source>
        <translation>Velo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="53"/>
        <source>Undying</source>
        <translation>Inmortal</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="54"/>
        <source>Prowess</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="55"/>
        <source>Devoid</source>
        <translation>Desprovisto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="56"/>
        <source>Affinity for artifacts</source>
        <translation>Afinidad por los artefactos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="57"/>
        <source>Aftermath</source>
        <translation>Secuela</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="58"/>
        <source>Ascend</source>
        <translation>Ascender</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="59"/>
        <source>Battle cry</source>
        <translation>Grito de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="60"/>
        <source>Cascade</source>
        <translation>Cascada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="61"/>
        <source>Cipher</source>
        <translation>Cifrar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="62"/>
        <source>Conspire</source>
        <translation>Conspirar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="63"/>
        <source>Convoke</source>
        <translation>Convocar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="64"/>
        <source>Delve</source>
        <translation>Excavar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="65"/>
        <source>Dethrone</source>
        <translation>Destronar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="66"/>
        <source>Epic</source>
        <translation>Épico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="67"/>
        <source>Evolve</source>
        <translation>Evolucionar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="68"/>
        <source>Exploit</source>
        <translation>Explotar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="69"/>
        <source>Extort</source>
        <translation>Extorsionar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="70"/>
        <source>Haunt</source>
        <translation>Rondar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="71"/>
        <source>Hideaway</source>
        <translation>Escondite</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="72"/>
        <source>Horsemanship</source>
        <translation>Equitación</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="73"/>
        <source>Improvise</source>
        <translation>Improvisar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="74"/>
        <source>Ingest</source>
        <translation>Ingerir</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="75"/>
        <source>Jump-start</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="76"/>
        <source>Living weapon</source>
        <translation>Arma viviente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="77"/>
        <source>Melee</source>
        <translation>Refriega</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="78"/>
        <source>Mentor</source>
        <translation>Mentor</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="79"/>
        <source>Myriad</source>
        <translation>Miríada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="80"/>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="81"/>
        <source>Provoke</source>
        <translation>Provocar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="82"/>
        <source>Rebound</source>
        <translation>Rebote</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="83"/>
        <source>Retrace</source>
        <translation>Recorrer</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="84"/>
        <source>Riot</source>
        <translation>Disturbio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="85"/>
        <source>Skulk</source>
        <translation>Escabullirse</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="86"/>
        <source>Soulbond</source>
        <translation>Vínculo de almas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="87"/>
        <source>Storm</source>
        <translation>Tormenta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="88"/>
        <source>Sunburst</source>
        <translation>Resplandor solar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="89"/>
        <source>Totem armor</source>
        <translation>Armadura totémica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="90"/>
        <source>Unleash</source>
        <translation>Desatar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="91"/>
        <source>Afflict</source>
        <translation>Afligir</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="92"/>
        <source>Afterlife</source>
        <translation>Vida futura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="93"/>
        <source>Amplify</source>
        <translation>Amplificar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="94"/>
        <source>Annihilator</source>
        <translation>Aniquilador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="95"/>
        <source>Bloodthirst</source>
        <translation>Sed de sangre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="96"/>
        <source>Crew</source>
        <translation>Tripular</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="97"/>
        <source>Devour</source>
        <translation>Devorar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="98"/>
        <source>Dredge</source>
        <translation>Dragar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="99"/>
        <source>Fabricate</source>
        <translation>Fabricar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="100"/>
        <source>Graft</source>
        <translation>Injertar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="101"/>
        <source>Modular</source>
        <translation>Modular</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="102"/>
        <source>Poisonous</source>
        <translation>Venenoso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="103"/>
        <source>Renown</source>
        <translation>Renombre</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="104"/>
        <source>Ripple</source>
        <translation>Onda</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="105"/>
        <source>Soulshift</source>
        <translation>Transmigrar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="106"/>
        <source>Tribute</source>
        <translation>Tributo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="107"/>
        <source>Aura swap</source>
        <translation>Intercambio de aura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="108"/>
        <source>Bestow</source>
        <translation>Otorgar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="109"/>
        <source>Dash</source>
        <translation>Arremeter</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="110"/>
        <source>Embalm</source>
        <translation>Embalsamar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="111"/>
        <source>Emerge</source>
        <translation>Emerger</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="112"/>
        <source>Entwine</source>
        <translation>Entrelazar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="113"/>
        <source>Escalate</source>
        <translation>Escalada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="114"/>
        <source>Eternalize</source>
        <translation>Eternizar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="115"/>
        <source>Fortify</source>
        <translation>Fortificar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="116"/>
        <source>Level up</source>
        <translation>Subir de nivel</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="117"/>
        <source>Madness</source>
        <translation>Locura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="118"/>
        <source>Megamorph</source>
        <translation>Megametamorfosis</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="119"/>
        <source>Miracle</source>
        <translation>Milagro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="120"/>
        <source>Multikicker</source>
        <translation>Estímulo múltiple</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="121"/>
        <source>Ninjutsu</source>
        <translation>Ninjutsu</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="122"/>
        <source>Outlast</source>
        <translation>Perdurar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="123"/>
        <source>Prowl</source>
        <translation>Merodear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="124"/>
        <source>Replicate</source>
        <translation>Replicar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="125"/>
        <source>Scavenge</source>
        <translation>Carroñear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="126"/>
        <source>Spectacle</source>
        <translation>Espectáculo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="127"/>
        <source>Splice onto Arcane</source>
        <translation>Empalmar con lo Arcano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="128"/>
        <source>Surge</source>
        <translation>Oleada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="129"/>
        <source>Transfigure</source>
        <translation>Transfigurar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="130"/>
        <source>Transmute</source>
        <translation>Transmutar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="131"/>
        <source>Unearth</source>
        <translation>Desenterrar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="132"/>
        <source>Awaken</source>
        <translation>Despertar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="133"/>
        <source>Reinforce</source>
        <translation>Reforzar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="134"/>
        <source>Suspend</source>
        <translation>Suspender</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="304"/>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="305"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="306"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="307"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="308"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="309"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="310"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="311"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="312"/>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="313"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="314"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="329"/>
        <location filename="../core/text/RulesTextWriter.h" line="71"/>
        <source>enchanted creature</source>
        <translation>la criatura encantada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWriter.h" line="136"/>
        <source>&quot;%1&quot;</source>
        <comment>a quoted ability</comment>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="545"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="200"/>
        <location filename="../core/text/RulesTextWords.cpp" line="545"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="548"/>
        <source>%1, %2</source>
        <comment>list of three or more</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="549"/>
        <source>%1, or %2</source>
        <comment>last item of a list of three or more</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="550"/>
        <source>%1, and %2</source>
        <comment>last item of a list of three or more</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="337"/>
        <location filename="../core/text/RulesTextWords.cpp" line="575"/>
        <source>equipped creature</source>
        <translation>la criatura equipada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="61"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="80"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="238"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="359"/>
        <location filename="../core/text/RulesTextWords.cpp" line="584"/>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="57"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="77"/>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="271"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="57"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="77"/>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="59"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="75"/>
        <source>spells</source>
        <translation>hechizos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="59"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="75"/>
        <source>spell</source>
        <translation>hechizo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="124"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="147"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="155"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="61"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="80"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="238"/>
        <source>permanents</source>
        <translation>permanentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="79"/>
        <source>objects</source>
        <translation>objetos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="79"/>
        <source>object</source>
        <translation>objeto</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="141"/>
        <source>non%1</source>
        <comment>negated supertype: nonbasic, nonlegendary</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="147"/>
        <source>non%1</source>
        <comment>negated card type: noncreature, nonland</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="149"/>
        <source>non-%1</source>
        <comment>negated subtype: non-Aura</comment>
        <translation>no %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="182"/>
        <source>of the chosen type</source>
        <translation>del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="184"/>
        <source>you control</source>
        <translation>que controlas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="186"/>
        <source>your opponents control</source>
        <translation>que controlan tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="186"/>
        <source>an opponent controls</source>
        <translation>que controla un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="191"/>
        <source>you own</source>
        <translation>que posees</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="195"/>
        <source>with %1</source>
        <comment>with a keyword</comment>
        <translation>con %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="198"/>
        <source>with no abilities</source>
        <translation>sin habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="200"/>
        <source>with mana value %1 or less</source>
        <translation>con valor de maná de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="202"/>
        <source>with mana value X or less</source>
        <translation>con valor de maná de X o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="204"/>
        <source>with power %1 or less</source>
        <translation>con una fuerza de %1 o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="207"/>
        <source>in your graveyard</source>
        <translation>en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="207"/>
        <source>in all graveyards</source>
        <translation>en todos los cementerios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="207"/>
        <source>in a graveyard</source>
        <translation>en un cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="209"/>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="209"/>
        <source>in a player&apos;s hand</source>
        <translation>en la mano de un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="211"/>
        <source>in your library</source>
        <translation>en tu biblioteca</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="211"/>
        <source>in a player&apos;s library</source>
        <translation>en la biblioteca de un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="213"/>
        <source>in exile</source>
        <translation>en el exilio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="215"/>
        <source>on the stack</source>
        <translation>en la pila</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="217"/>
        <source>in the command zone</source>
        <translation>en la zona de mando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="219"/>
        <source>that aren&apos;t on the battlefield</source>
        <translation>que no están en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="219"/>
        <source>that isn&apos;t on the battlefield</source>
        <translation>que no está en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="221"/>
        <source>in every zone</source>
        <translation>en todas las zonas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="221"/>
        <source>in any zone</source>
        <translation>en cualquier zona</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="117"/>
        <source>%1 %2</source>
        <comment>noun followed by its qualifiers</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="63"/>
        <source>player</source>
        <translation>jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="63"/>
        <source>players</source>
        <translation>jugadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="213"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="247"/>
        <source>target opponent</source>
        <translation>el oponente objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="268"/>
        <source>up to %1 target %2</source>
        <translation>hasta %1 %2 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="342"/>
        <source>two target %1</source>
        <translation>dos %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="384"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="435"/>
        <source>each %1</source>
        <translation>cada %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="46"/>
        <source>the number of permanents</source>
        <translation>la cantidad de permanentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="247"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="51"/>
        <source>%1 on the battlefield</source>
        <translation>%1 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="26"/>
        <source>attacking</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>atacando</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="27"/>
        <source>tapped</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>girado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="28"/>
        <source>untapped</source>
        <comment>a permanent&apos;s status after &quot;is&quot;</comment>
        <translation>enderezado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="52"/>
        <source>the number of %1</source>
        <translation>la cantidad de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="55"/>
        <source>the number of card types among cards in all graveyards</source>
        <translation>la cantidad de tipos de carta entre las cartas de todos los cementerios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="57"/>
        <source>its mana value</source>
        <translation>su valor de maná</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="59"/>
        <source>its power</source>
        <translation>su fuerza</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="61"/>
        <source>an opponent&apos;s life total</source>
        <translation>la cantidad de vidas de un oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="61"/>
        <source>your life total</source>
        <translation>tu total de vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="63"/>
        <source>the highest life total among all players</source>
        <translation>el total de vidas más alto de entre todos los jugadores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="65"/>
        <source>the greatest number of cards in hand among your opponents</source>
        <translation>la mayor cantidad de cartas en la mano de entre tus oponentes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="67"/>
        <source>minus %1</source>
        <translation>menos %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="72"/>
        <source>twice %1</source>
        <translation>el doble de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="77"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="79"/>
        <source>%1 minus %2</source>
        <translation>%1 menos %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="81"/>
        <source>%1 plus %2</source>
        <translation>%1 más %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="104"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="109"/>
        <source>%1 is %2</source>
        <comment>where X is …</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="119"/>
        <source>your devotion to %1 is less than %2</source>
        <translation>tu devoción al %1 sea menor que %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="122"/>
        <source>you control another %1</source>
        <translation>controlas otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="123"/>
        <source>you control %1 or more %2</source>
        <translation>controlas %1 o más %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="128"/>
        <source>%1 is %2</source>
        <comment>a permanent is of some colour</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="129"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="134"/>
        <source>%1 is %2</source>
        <comment>a permanent is of some kind</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="133"/>
        <source>%1 is %2</source>
        <comment>a permanent is in some status</comment>
        <translation>%1 está %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="141"/>
        <source>you have %1 or more life</source>
        <translation>tienes %1 vidas o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="143"/>
        <source>you have %1 or less life</source>
        <translation>tienes %1 vidas o menos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="146"/>
        <source>you control no other %1</source>
        <translation>no controlas otras %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="147"/>
        <source>you control no %1</source>
        <translation>no controlas %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="149"/>
        <source>you have no cards in hand</source>
        <translation>no tienes cartas en la mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="151"/>
        <source>it was evoked</source>
        <translation>fue evocada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="153"/>
        <source>it had no %1 counters on it</source>
        <translation>no tenía contadores %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="155"/>
        <source>no %1 are on the battlefield</source>
        <translation>no hay %1 en el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="157"/>
        <source>%1 was kicked</source>
        <translation>se pagó el coste de estímulo de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="159"/>
        <source>%1 came under your control since the beginning of your last upkeep</source>
        <translation>%1 pasó a estar bajo tu control desde el comienzo de tu último mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="161"/>
        <source>it&apos;s your turn</source>
        <translation>es tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="163"/>
        <source>it&apos;s not your turn</source>
        <translation>no es tu turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="165"/>
        <source>%1 or more cards are in your graveyard</source>
        <translation>hay %1 o más cartas en tu cementerio</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="243"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="130"/>
        <location filename="../core/text/RulesTextExpressions.cpp" line="135"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="72"/>
        <source>a permanent</source>
        <translation>un permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="137"/>
        <source>no spells were cast last turn</source>
        <translation>no se lanzaron hechizos en el último turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextExpressions.cpp" line="139"/>
        <source>a player cast two or more spells last turn</source>
        <translation>un jugador lanzó dos o más hechizos en el último turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="60"/>
        <source>until end of turn, %1</source>
        <translation>hasta el final del turno, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="60"/>
        <source>%1 until end of turn</source>
        <translation>%1 hasta el final del turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="62"/>
        <source>%1 for as long as you control %2</source>
        <translation>%1 mientras controles %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="64"/>
        <source>during target opponent&apos;s next turn, %1</source>
        <translation>durante el próximo turno del oponente objetivo, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="73"/>
        <source>%1 has an ability that doesn&apos;t change characteristics</source>
        <translation>%1 tiene una habilidad que no cambia características</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="100"/>
        <source>%1 that player controls</source>
        <translation>%1 que controla ese jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="109"/>
        <source>%1, where %2</source>
        <translation>%1, donde %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="122"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="111"/>
        <source>as long as %1, %2</source>
        <translation>mientras %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="112"/>
        <source>you may</source>
        <translation>puedes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="225"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="113"/>
        <source>you may %1</source>
        <comment>an optional instruction</comment>
        <translation>si quieres, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="131"/>
        <source>you may have %1 %2</source>
        <translation>puedes hacer que %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="133"/>
        <source>%1 %2</source>
        <comment>subject and predicate</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="208"/>
        <source>%1 with all creature types</source>
        <translation>%1 con todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="214"/>
        <source>becomes %1 in addition to its other types</source>
        <comment>singular</comment>
        <translation>se convierte en %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="215"/>
        <source>become %1 in addition to their other types</source>
        <comment>plural</comment>
        <translation>se convierten en %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="216"/>
        <source>become %1 in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>se convierta en %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="218"/>
        <source>is %1 in addition to its other types</source>
        <comment>singular</comment>
        <translation>es %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="219"/>
        <source>are %1 in addition to their other types</source>
        <comment>plural</comment>
        <translation>son %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="220"/>
        <source>be %1 in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sea %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="225"/>
        <source>becomes %1 and loses all other card types</source>
        <comment>singular</comment>
        <translation>se convierte en %1 y pierde todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="226"/>
        <source>become %1 and lose all other card types</source>
        <comment>plural</comment>
        <translation>se convierten en %1 y pierden todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="227"/>
        <source>become %1 and lose all other card types</source>
        <comment>infinitive</comment>
        <translation>se convierta en %1 y pierda todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="229"/>
        <source>is %1 and loses all other card types</source>
        <comment>singular</comment>
        <translation>es %1 y pierde todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="230"/>
        <source>are %1 and lose all other card types</source>
        <comment>plural</comment>
        <translation>son %1 y pierden todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="231"/>
        <source>be %1 and lose all other card types</source>
        <comment>infinitive</comment>
        <translation>sea %1 y pierda todos los demás tipos de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="235"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="135"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="187"/>
        <source>becomes %1</source>
        <comment>singular</comment>
        <translation>pasa a ser %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="236"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="136"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="188"/>
        <source>become %1</source>
        <comment>plural</comment>
        <translation>pasan a ser %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="237"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="137"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="189"/>
        <source>become %1</source>
        <comment>infinitive</comment>
        <translation>pase a ser %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="239"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="138"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="190"/>
        <source>is %1</source>
        <comment>singular</comment>
        <translation>es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="240"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="139"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="191"/>
        <source>are %1</source>
        <comment>plural</comment>
        <translation>son %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="240"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="140"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="192"/>
        <source>be %1</source>
        <comment>infinitive</comment>
        <translation>sea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="76"/>
        <source>becomes a copy of %1</source>
        <comment>singular</comment>
        <translation>se convierte en una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="77"/>
        <source>become copies of %1</source>
        <comment>plural</comment>
        <translation>se convierten en copias de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="78"/>
        <source>become a copy of %1</source>
        <comment>infinitive</comment>
        <translation>se convierta en una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="79"/>
        <source>is a copy of %1</source>
        <comment>singular</comment>
        <translation>es una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="80"/>
        <source>are copies of %1</source>
        <comment>plural</comment>
        <translation>son copias de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="81"/>
        <source>be a copy of %1</source>
        <comment>infinitive</comment>
        <translation>sea una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="253"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="84"/>
        <source>%1, except %2</source>
        <translation>%1, excepto que %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="222"/>
        <source>basic</source>
        <comment>adjective, masculine singular</comment>
        <translation>básico</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="223"/>
        <source>basic</source>
        <comment>adjective, feminine singular</comment>
        <translation>básica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="224"/>
        <source>basic</source>
        <comment>adjective, masculine plural</comment>
        <translation>básicos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="225"/>
        <source>basic</source>
        <comment>adjective, feminine plural</comment>
        <translation>básicas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="228"/>
        <source>legendary</source>
        <comment>adjective, masculine singular</comment>
        <translation>legendario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="229"/>
        <source>legendary</source>
        <comment>adjective, feminine singular</comment>
        <translation>legendaria</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="230"/>
        <source>legendary</source>
        <comment>adjective, masculine plural</comment>
        <translation>legendarios</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="231"/>
        <source>legendary</source>
        <comment>adjective, feminine plural</comment>
        <translation>legendarias</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="234"/>
        <source>ongoing</source>
        <comment>adjective, masculine singular</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="235"/>
        <source>ongoing</source>
        <comment>adjective, feminine singular</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="236"/>
        <source>ongoing</source>
        <comment>adjective, masculine plural</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="237"/>
        <source>ongoing</source>
        <comment>adjective, feminine plural</comment>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="240"/>
        <source>snow</source>
        <comment>adjective, masculine singular</comment>
        <translation>nevado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="241"/>
        <source>snow</source>
        <comment>adjective, feminine singular</comment>
        <translation>nevada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="242"/>
        <source>snow</source>
        <comment>adjective, masculine plural</comment>
        <translation>nevados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="243"/>
        <source>snow</source>
        <comment>adjective, feminine plural</comment>
        <translation>nevadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="246"/>
        <source>world</source>
        <comment>adjective, masculine singular</comment>
        <translation>mundial</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="247"/>
        <source>world</source>
        <comment>adjective, feminine singular</comment>
        <translation>mundial</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="248"/>
        <source>world</source>
        <comment>adjective, masculine plural</comment>
        <translation>mundiales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="249"/>
        <source>world</source>
        <comment>adjective, feminine plural</comment>
        <translation>mundiales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="256"/>
        <source>tapped</source>
        <comment>adjective, masculine singular</comment>
        <translation>girado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="257"/>
        <source>tapped</source>
        <comment>adjective, feminine singular</comment>
        <translation>girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="258"/>
        <source>tapped</source>
        <comment>adjective, masculine plural</comment>
        <translation>girados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="259"/>
        <source>tapped</source>
        <comment>adjective, feminine plural</comment>
        <translation>giradas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="262"/>
        <source>untapped</source>
        <comment>adjective, masculine singular</comment>
        <translation>enderezado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="263"/>
        <source>untapped</source>
        <comment>adjective, feminine singular</comment>
        <translation>enderezada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="264"/>
        <source>untapped</source>
        <comment>adjective, masculine plural</comment>
        <translation>enderezados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="265"/>
        <source>untapped</source>
        <comment>adjective, feminine plural</comment>
        <translation>enderezadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="268"/>
        <source>attacking</source>
        <comment>adjective, masculine singular</comment>
        <translation>atacante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="269"/>
        <source>attacking</source>
        <comment>adjective, feminine singular</comment>
        <translation>atacante</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="270"/>
        <source>attacking</source>
        <comment>adjective, masculine plural</comment>
        <translation>atacantes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="271"/>
        <source>attacking</source>
        <comment>adjective, feminine plural</comment>
        <translation>atacantes</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="282"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;kindred&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="283"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;enchantment&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="284"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;artifact&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="285"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;land&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="286"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;creature&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="287"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;planeswalker&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="288"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;battle&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="289"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;instant&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="290"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;sorcery&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="291"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;card&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="292"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;spell&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="293"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;permanent&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="294"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;object&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="295"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;player&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="296"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;counter&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="297"/>
        <source>m</source>
        <comment>grammatical gender of the noun &quot;token&quot; (m or f)</comment>
        <translation>f</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="299"/>
        <source>m</source>
        <comment>grammatical gender of a subtype used as a noun, such as &quot;Merfolk&quot; or &quot;Swamp&quot; (m or f)</comment>
        <translation>m</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="471"/>
        <source>%1 %2</source>
        <comment>a card type or subtype before the noun card or spell: creature cards, Zombie spell</comment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="473"/>
        <source>%1 %2</source>
        <comment>one adjective before a noun phrase, put to it from the nearest adjective outwards: 1/4 blue Elemental creature = 1/4 (blue (Elemental (creature)))</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="530"/>
        <source>an %1</source>
        <comment>indefinite article before a vowel sound; %1 is masculine</comment>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="531"/>
        <source>an %1</source>
        <comment>indefinite article before a vowel sound; %1 is feminine</comment>
        <translation>una %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="533"/>
        <source>a %1</source>
        <comment>indefinite article; %1 is masculine</comment>
        <translation>un %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextWords.cpp" line="534"/>
        <source>a %1</source>
        <comment>indefinite article; %1 is feminine</comment>
        <translation>una %1</translation>
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
        <location filename="../core/text/RulesTextSelectors.cpp" line="252"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="392"/>
        <source>target %1</source>
        <comment>%1 is masculine</comment>
        <translation>el %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="253"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="393"/>
        <source>target %1</source>
        <comment>%1 is feminine</comment>
        <translation>la %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="255"/>
        <source>target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>el %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="256"/>
        <source>target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>la %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="269"/>
        <source>up to %1 target %2 %3</source>
        <comment>number, noun, its qualifiers</comment>
        <translation>hasta %1 %2 objetivo %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="274"/>
        <source>up to one target %1</source>
        <comment>%1 is masculine</comment>
        <translation>hasta un %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="275"/>
        <source>up to one target %1</source>
        <comment>%1 is feminine</comment>
        <translation>hasta una %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="278"/>
        <source>up to one target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>hasta un %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="279"/>
        <source>up to one target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>hasta una %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="285"/>
        <source>another target %1</source>
        <comment>%1 is masculine</comment>
        <translation>otro %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="286"/>
        <source>another target %1</source>
        <comment>%1 is feminine</comment>
        <translation>otra %1 objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="289"/>
        <source>another target %1 %2</source>
        <comment>noun, its qualifiers; %1 is masculine</comment>
        <translation>otro %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="290"/>
        <source>another target %1 %2</source>
        <comment>noun, its qualifiers; %1 is feminine</comment>
        <translation>otra %1 objetivo %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="299"/>
        <source>that %1</source>
        <comment>%1 is masculine</comment>
        <translation>ese %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="300"/>
        <source>that %1</source>
        <comment>%1 is feminine</comment>
        <translation>esa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="304"/>
        <source>those %1</source>
        <comment>%1 is masculine</comment>
        <translation>esos %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="305"/>
        <source>those %1</source>
        <comment>%1 is feminine</comment>
        <translation>esas %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="311"/>
        <source>it</source>
        <comment>the object a dies or leaves trigger is about</comment>
        <translation>esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="353"/>
        <source>a %1 of your choice</source>
        <comment>%1 is masculine</comment>
        <translation>un %1 de tu elección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="354"/>
        <source>a %1 of your choice</source>
        <comment>%1 is feminine</comment>
        <translation>una %1 de tu elección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="404"/>
        <source>other %1</source>
        <comment>singular; %1 is masculine</comment>
        <translation>otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="405"/>
        <source>other %1</source>
        <comment>singular; %1 is feminine</comment>
        <translation>otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="410"/>
        <source>other %1</source>
        <comment>plural, without article; %1 is masculine</comment>
        <translation>otros %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="411"/>
        <source>other %1</source>
        <comment>plural, without article; %1 is feminine</comment>
        <translation>otras %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="416"/>
        <source>other %1</source>
        <comment>plural subject or object; %1 is masculine</comment>
        <translation>los demás %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="417"/>
        <source>other %1</source>
        <comment>plural subject or object; %1 is feminine</comment>
        <translation>las demás %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="420"/>
        <source>all %1</source>
        <comment>%1 is masculine</comment>
        <translation>todos los %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="421"/>
        <source>all %1</source>
        <comment>%1 is feminine</comment>
        <translation>todas las %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="424"/>
        <source>%1</source>
        <comment>plural subject or object (&quot;creatures you control have …&quot;): add the definite article if your language needs one; %1 is masculine</comment>
        <translation>los %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="427"/>
        <source>%1</source>
        <comment>plural subject or object (&quot;creatures you control have …&quot;): add the definite article if your language needs one; %1 is feminine</comment>
        <translation>las %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="432"/>
        <source>each other %1</source>
        <comment>%1 is masculine</comment>
        <translation>cada otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="433"/>
        <source>each other %1</source>
        <comment>%1 is feminine</comment>
        <translation>cada otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="437"/>
        <source>another %1</source>
        <comment>%1 is masculine</comment>
        <translation>otro %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextSelectors.cpp" line="438"/>
        <source>another %1</source>
        <comment>%1 is feminine</comment>
        <translation>otra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="92"/>
        <source>it</source>
        <comment>subject pronoun for a masculine noun</comment>
        <translation>este</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="93"/>
        <source>it</source>
        <comment>subject pronoun for a feminine noun</comment>
        <translation>esta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="96"/>
        <source>is turned face down</source>
        <comment>singular</comment>
        <translation>se pone boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="97"/>
        <source>are turned face down</source>
        <comment>plural</comment>
        <translation>se ponen boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="98"/>
        <source>be turned face down</source>
        <comment>infinitive</comment>
        <translation>se ponga boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="99"/>
        <source>is face down</source>
        <comment>singular</comment>
        <translation>está boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="100"/>
        <source>are face down</source>
        <comment>plural</comment>
        <translation>están boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="101"/>
        <source>be face down</source>
        <comment>infinitive</comment>
        <translation>esté boca abajo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="108"/>
        <source>becomes the chosen type in addition to its other types</source>
        <comment>singular</comment>
        <translation>pasa a ser del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="110"/>
        <source>become the chosen type in addition to their other types</source>
        <comment>plural</comment>
        <translation>pasan a ser del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="112"/>
        <source>become the chosen type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>pase a ser del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="115"/>
        <source>is the chosen type in addition to its other types</source>
        <comment>singular</comment>
        <translation>es del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="117"/>
        <source>are the chosen type in addition to their other types</source>
        <comment>plural</comment>
        <translation>son del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="119"/>
        <source>be the chosen type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sea del tipo elegido además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="122"/>
        <source>becomes the chosen type</source>
        <comment>singular</comment>
        <translation>pasa a ser del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="123"/>
        <source>become the chosen type</source>
        <comment>plural</comment>
        <translation>pasan a ser del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="124"/>
        <source>become the chosen type</source>
        <comment>infinitive</comment>
        <translation>pase a ser del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="125"/>
        <source>is the chosen type</source>
        <comment>singular</comment>
        <translation>es del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="126"/>
        <source>are the chosen type</source>
        <comment>plural</comment>
        <translation>son del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="127"/>
        <source>be the chosen type</source>
        <comment>infinitive</comment>
        <translation>sea del tipo elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="148"/>
        <source>isn&apos;t %1</source>
        <comment>singular</comment>
        <translation>no es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="149"/>
        <source>aren&apos;t %1</source>
        <comment>plural</comment>
        <translation>no son %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="150"/>
        <source>not be %1</source>
        <comment>infinitive</comment>
        <translation>no sea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="155"/>
        <source>gains all creature types</source>
        <comment>singular</comment>
        <translation>gana todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="156"/>
        <source>gain all creature types</source>
        <comment>plural</comment>
        <translation>ganan todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="157"/>
        <source>gain all creature types</source>
        <comment>infinitive</comment>
        <translation>gane todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="158"/>
        <source>has all creature types</source>
        <comment>singular</comment>
        <translation>tiene todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="159"/>
        <source>have all creature types</source>
        <comment>plural</comment>
        <translation>tienen todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="160"/>
        <source>have all creature types</source>
        <comment>infinitive</comment>
        <translation>tenga todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="163"/>
        <source>loses all creature types</source>
        <comment>singular</comment>
        <translation>pierde todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="164"/>
        <source>lose all creature types</source>
        <comment>plural</comment>
        <translation>pierden todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="165"/>
        <source>lose all creature types</source>
        <comment>infinitive</comment>
        <translation>pierda todos los tipos de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="169"/>
        <source>becomes every basic land type in addition to its other types</source>
        <comment>singular</comment>
        <translation>pasa a ser de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="171"/>
        <source>become every basic land type in addition to their other types</source>
        <comment>plural</comment>
        <translation>pasan a ser de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="173"/>
        <source>become every basic land type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>pase a ser de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="176"/>
        <source>is every basic land type in addition to its other types</source>
        <comment>singular</comment>
        <translation>es de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="178"/>
        <source>are every basic land type in addition to their other types</source>
        <comment>plural</comment>
        <translation>son de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="180"/>
        <source>be every basic land type in addition to its other types</source>
        <comment>infinitive</comment>
        <translation>sea de todos los tipos de tierra básica además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="184"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="197"/>
        <source>a color of your choice</source>
        <translation>del color que elijas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="184"/>
        <location filename="../core/text/RulesTextPredicates.cpp" line="197"/>
        <source>the chosen color</source>
        <translation>del color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="202"/>
        <source>becomes %1 in addition to its other colors</source>
        <comment>singular</comment>
        <translation>pasa a ser %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="203"/>
        <source>become %1 in addition to their other colors</source>
        <comment>plural</comment>
        <translation>pasan a ser %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="204"/>
        <source>become %1 in addition to its other colors</source>
        <comment>infinitive</comment>
        <translation>pase a ser %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="205"/>
        <source>is %1 in addition to its other colors</source>
        <comment>singular</comment>
        <translation>es %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="206"/>
        <source>are %1 in addition to their other colors</source>
        <comment>plural</comment>
        <translation>son %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="207"/>
        <source>be %1 in addition to its other colors</source>
        <comment>infinitive</comment>
        <translation>sea %1 además de sus otros colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="214"/>
        <source>gains %1</source>
        <comment>singular</comment>
        <translation>gana %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="215"/>
        <source>gain %1</source>
        <comment>plural</comment>
        <translation>ganan %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="216"/>
        <source>gain %1</source>
        <comment>infinitive</comment>
        <translation>gane %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="217"/>
        <source>has %1</source>
        <comment>singular</comment>
        <translation>tiene %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="218"/>
        <source>have %1</source>
        <comment>plural</comment>
        <translation>tienen %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="219"/>
        <source>have %1</source>
        <comment>infinitive</comment>
        <translation>tenga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="224"/>
        <source>loses %1</source>
        <comment>singular</comment>
        <translation>pierde %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="225"/>
        <source>lose %1</source>
        <comment>plural</comment>
        <translation>pierden %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="226"/>
        <source>lose %1</source>
        <comment>infinitive</comment>
        <translation>pierda %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="230"/>
        <source>loses all abilities</source>
        <comment>singular</comment>
        <translation>pierde todas las habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="231"/>
        <source>lose all abilities</source>
        <comment>plural</comment>
        <translation>pierden todas las habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="232"/>
        <source>lose all abilities</source>
        <comment>infinitive</comment>
        <translation>pierda todas las habilidades</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="235"/>
        <source>can&apos;t have or gain %1</source>
        <comment>singular</comment>
        <translation>no puede tener ni ganar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="236"/>
        <source>can&apos;t have or gain %1</source>
        <comment>plural</comment>
        <translation>no pueden tener ni ganar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="237"/>
        <source>be unable to have or gain %1</source>
        <comment>infinitive</comment>
        <translation>no pueda tener ni ganar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="244"/>
        <source>has base power and toughness %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="245"/>
        <source>have base power and toughness %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="246"/>
        <source>have base power and toughness %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="250"/>
        <source>has base power and toughness each equal to %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza y una resistencia base iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="251"/>
        <source>have base power and toughness each equal to %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza y una resistencia base iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="252"/>
        <source>have base power and toughness each equal to %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza y una resistencia base iguales cada una a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="256"/>
        <source>has base power equal to %1 and base toughness equal to %2</source>
        <comment>singular</comment>
        <translation>tiene una fuerza base igual a %1 y una resistencia base igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="258"/>
        <source>have base power equal to %1 and base toughness equal to %2</source>
        <comment>plural</comment>
        <translation>tienen una fuerza base igual a %1 y una resistencia base igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="260"/>
        <source>have base power equal to %1 and base toughness equal to %2</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza base igual a %1 y una resistencia base igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="264"/>
        <source>has base power %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="265"/>
        <source>have base power %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="266"/>
        <source>have base power %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="269"/>
        <source>has base power equal to %1</source>
        <comment>singular</comment>
        <translation>tiene una fuerza base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="270"/>
        <source>have base power equal to %1</source>
        <comment>plural</comment>
        <translation>tienen una fuerza base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="271"/>
        <source>have base power equal to %1</source>
        <comment>infinitive</comment>
        <translation>tenga una fuerza base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="274"/>
        <source>has base toughness %1</source>
        <comment>singular</comment>
        <translation>tiene una resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="275"/>
        <source>have base toughness %1</source>
        <comment>plural</comment>
        <translation>tienen una resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="276"/>
        <source>have base toughness %1</source>
        <comment>infinitive</comment>
        <translation>tenga una resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="279"/>
        <source>has base toughness equal to %1</source>
        <comment>singular</comment>
        <translation>tiene una resistencia base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="280"/>
        <source>have base toughness equal to %1</source>
        <comment>plural</comment>
        <translation>tienen una resistencia base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="281"/>
        <source>have base toughness equal to %1</source>
        <comment>infinitive</comment>
        <translation>tenga una resistencia base igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="291"/>
        <source>gets %1</source>
        <comment>singular</comment>
        <translation>obtiene %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="292"/>
        <source>get %1</source>
        <comment>plural</comment>
        <translation>obtienen %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="293"/>
        <source>get %1</source>
        <comment>infinitive</comment>
        <translation>obtenga %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="298"/>
        <source>has its power and toughness switched</source>
        <comment>singular</comment>
        <translation>tiene su fuerza y su resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="299"/>
        <source>have their power and toughness switched</source>
        <comment>plural</comment>
        <translation>tienen su fuerza y su resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="300"/>
        <source>have its power and toughness switched</source>
        <comment>infinitive</comment>
        <translation>tenga su fuerza y su resistencia intercambiadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="310"/>
        <source>can&apos;t be blocked</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="311"/>
        <source>can&apos;t be blocked</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="312"/>
        <source>be unblockable</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="313"/>
        <source>can&apos;t attack or block</source>
        <comment>singular</comment>
        <translation>no puede atacar ni bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="314"/>
        <source>can&apos;t attack or block</source>
        <comment>plural</comment>
        <translation>no pueden atacar ni bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="315"/>
        <source>be unable to attack or block</source>
        <comment>infinitive</comment>
        <translation>no poder atacar ni bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="317"/>
        <source>can&apos;t be blocked by Walls</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada por Muros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="318"/>
        <source>can&apos;t be blocked by Walls</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas por Muros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="319"/>
        <source>be unblockable by Walls</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada por Muros</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="321"/>
        <source>can&apos;t be blocked except by two or more creatures</source>
        <comment>singular</comment>
        <translation>no puede ser bloqueada excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="322"/>
        <source>can&apos;t be blocked except by two or more creatures</source>
        <comment>plural</comment>
        <translation>no pueden ser bloqueadas excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="323"/>
        <source>be unblockable except by two or more creatures</source>
        <comment>infinitive</comment>
        <translation>no pueda ser bloqueada excepto por dos o más criaturas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="325"/>
        <source>attacks each combat if able</source>
        <comment>singular</comment>
        <translation>ataca en cada combate si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="326"/>
        <source>attack each combat if able</source>
        <comment>plural</comment>
        <translation>atacan en cada combate si pueden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="327"/>
        <source>attack each combat if able</source>
        <comment>infinitive</comment>
        <translation>ataque en cada combate si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="329"/>
        <source>doesn&apos;t untap during its controller&apos;s untap step</source>
        <comment>singular</comment>
        <translation>no se endereza durante el paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="330"/>
        <source>don&apos;t untap during their controllers&apos; untap steps</source>
        <comment>plural</comment>
        <translation>no se enderezan durante el paso de enderezar de sus controladores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="331"/>
        <source>not untap during its controller&apos;s untap step</source>
        <comment>infinitive</comment>
        <translation>no se enderece durante el paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="332"/>
        <source>attacks %1 if able</source>
        <comment>singular</comment>
        <translation>ataca a %1 si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="333"/>
        <source>attack %1 if able</source>
        <comment>plural</comment>
        <translation>atacan a %1 si pueden</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="334"/>
        <source>attack %1 if able</source>
        <comment>infinitive</comment>
        <translation>ataque a %1 si puede</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="336"/>
        <source>can&apos;t attack unless defending player controls %1</source>
        <comment>singular</comment>
        <translation>no puede atacar a menos que el jugador defensor controle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="337"/>
        <source>can&apos;t attack unless defending player controls %1</source>
        <comment>plural</comment>
        <translation>no pueden atacar a menos que el jugador defensor controle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="338"/>
        <source>be unable to attack unless defending player controls %1</source>
        <comment>infinitive</comment>
        <translation>no pueda atacar a menos que el jugador defensor controle %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="340"/>
        <source>can&apos;t block</source>
        <comment>singular</comment>
        <translation>no puede bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="341"/>
        <source>can&apos;t block</source>
        <comment>plural</comment>
        <translation>no pueden bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="342"/>
        <source>be unable to block</source>
        <comment>infinitive</comment>
        <translation>no pueda bloquear</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="344"/>
        <source>can block only creatures with flying</source>
        <comment>singular</comment>
        <translation>solo puede bloquear criaturas con la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="345"/>
        <source>can block only creatures with flying</source>
        <comment>plural</comment>
        <translation>solo pueden bloquear criaturas con la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="346"/>
        <source>be able to block only creatures with flying</source>
        <comment>infinitive</comment>
        <translation>solo pueda bloquear criaturas con la habilidad de volar</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="347"/>
        <source>can&apos;t be countered</source>
        <comment>singular</comment>
        <translation>no puede ser contrarrestado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="348"/>
        <source>can&apos;t be countered</source>
        <comment>plural</comment>
        <translation>no pueden ser contrarrestados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="349"/>
        <source>be impossible to counter</source>
        <comment>infinitive</comment>
        <translation>no pueda ser contrarrestado</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="362"/>
        <source>lets you play an additional land on each of your turns</source>
        <translation>te permite jugar una tierra adicional en cada uno de tus turnos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="364"/>
        <source>lets mana be spent as though it were mana of any color</source>
        <translation>permite gastar maná como si fuera maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="366"/>
        <source>adds one to your devotion to each color and each combination of colors</source>
        <translation>suma uno a tu devoción a cada color y a cada combinación de colores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextPredicates.cpp" line="368"/>
        <source>follows the rule &quot;%1&quot;</source>
        <translation>sigue la regla “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="249"/>
        <source>gain control of %1</source>
        <translation>gana el control de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="250"/>
        <source>you control %1</source>
        <translation>controlas %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="252"/>
        <source>exchange control of %1</source>
        <translation>intercambia el control de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="256"/>
        <source>one color word with another</source>
        <translation>una palabra de color por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="258"/>
        <source>one basic land type word with another</source>
        <translation>una palabra de tipo de tierra básica por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="260"/>
        <source>one color word or basic land type word with another</source>
        <translation>una palabra de color o de tipo de tierra básica por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="262"/>
        <source>one creature type word with another</source>
        <translation>una palabra de tipo de criatura por otra</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="264"/>
        <source>every color word with the chosen color word</source>
        <translation>cada palabra de color por la palabra de color elegida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="266"/>
        <source>change the text of %1 by replacing all instances of %2</source>
        <translation>cambia el texto de %1 reemplazando todas las apariciones de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="267"/>
        <source>the text of %1 is changed by replacing all instances of %2</source>
        <translation>el texto de %1 se cambia reemplazando todas las apariciones de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="270"/>
        <source>switch the power and toughness of %1</source>
        <translation>intercambia la fuerza y la resistencia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="274"/>
        <source>prevent all damage that would be dealt to %1</source>
        <translation>previene todo el daño que se le fuera a hacer a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="276"/>
        <source>prevent all noncombat damage that would be dealt to %1</source>
        <translation>previene todo el daño que no sea de combate que se le fuera a hacer a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="278"/>
        <source>the legend rule doesn&apos;t apply to %1</source>
        <translation>la regla de leyendas no se aplica a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="282"/>
        <source>you may play an additional land on each of your turns</source>
        <translation>puedes jugar una tierra adicional en cada uno de tus turnos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="284"/>
        <source>mana can be spent as though it were mana of any color</source>
        <translation>el maná puede gastarse como si fuera maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="286"/>
        <source>your devotion to each color and each combination of colors is increased by one</source>
        <translation>tu devoción a cada color y a cada combinación de colores aumenta en uno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="288"/>
        <source>the legend rule doesn&apos;t apply</source>
        <translation>la regla de leyendas no se aplica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="290"/>
        <source>spells can&apos;t be countered</source>
        <translation>los hechizos no pueden ser contrarrestados</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="291"/>
        <source>players follow the rule &quot;%1&quot;</source>
        <translation>los jugadores siguen la regla “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="296"/>
        <source>%1 is affected by the rule &quot;%2&quot;</source>
        <translation>%1 está sujeto a la regla “%2”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="324"/>
        <source>this creature</source>
        <translation>esta criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="402"/>
        <source>if it&apos;s a creature, %1</source>
        <translation>si es una criatura, %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="403"/>
        <source>%1 and, if it&apos;s a creature, %2</source>
        <translation>%1 y, si es una criatura, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="423"/>
        <source>%1 with %2</source>
        <comment>a creature with flying</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesText.cpp" line="68"/>
        <location filename="../core/text/RulesText.cpp" line="74"/>
        <location filename="../core/text/RulesTextEffects.cpp" line="324"/>
        <source>this permanent</source>
        <translation>este permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="372"/>
        <source>it&apos;s %1 in addition to its other types</source>
        <translation>es %1 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="376"/>
        <source>it has base power and toughness %1</source>
        <translation>tiene una fuerza y resistencia base de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="379"/>
        <source>it doesn&apos;t copy that %1&apos;s color</source>
        <comment>%1 is masculine</comment>
        <translation>no copia el color de ese %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="380"/>
        <source>it doesn&apos;t copy that %1&apos;s color</source>
        <comment>%1 is feminine</comment>
        <translation>no copia el color de esa %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="320"/>
        <source>you may gain X life</source>
        <translation>puedes ganar X vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="320"/>
        <source>you gain X life</source>
        <translation>ganas X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="322"/>
        <source>you may gain %n life</source>
        <translation>
            <numerusform>puedes ganar %n vida</numerusform>
            <numerusform>puedes ganar %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="323"/>
        <source>you gain %n life</source>
        <translation>
            <numerusform>ganas %n vida</numerusform>
            <numerusform>ganas %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="333"/>
        <source>you lose X life</source>
        <translation>pierdes X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="333"/>
        <source>you lose %n life</source>
        <translation>
            <numerusform>pierdes %n vida</numerusform>
            <numerusform>pierdes %n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="341"/>
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
        <location filename="../core/text/RulesTextAbilities.cpp" line="73"/>
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
        <location filename="../core/text/RulesTextEffects.cpp" line="385"/>
        <source>it has %1</source>
        <translation>tiene %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="388"/>
        <source>it has this ability</source>
        <translation>tiene esta habilidad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="393"/>
        <source>it enters with an additional %1 counter on it</source>
        <translation>entra al campo de batalla con un contador %1 adicional</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextEffects.cpp" line="395"/>
        <source>it enters with %1 additional %2 counters on it</source>
        <translation>entra al campo de batalla con %1 contadores %2 adicionales</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="14"/>
        <source>at the beginning of the next end step</source>
        <translation>al comienzo del próximo paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="16"/>
        <source>at the beginning of your next end step</source>
        <translation>al comienzo de tu próximo paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="18"/>
        <source>at the beginning of your next upkeep</source>
        <translation>al comienzo de tu próximo mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="20"/>
        <source>at the beginning of the next upkeep</source>
        <translation>al comienzo del próximo mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="23"/>
        <source>when %1 enters</source>
        <translation>cuando %1 entre al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="26"/>
        <source>whenever another creature enters</source>
        <translation>siempre que otra criatura entre al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="30"/>
        <source>whenever another creature you control enters</source>
        <translation>siempre que otra criatura que controlas entre al campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="33"/>
        <source>at the beginning of your upkeep</source>
        <translation>al comienzo de tu mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="35"/>
        <source>at the beginning of each upkeep</source>
        <translation>al comienzo de cada mantenimiento</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="37"/>
        <source>at the beginning of each end step</source>
        <translation>al comienzo de cada paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="39"/>
        <source>at the beginning of your end step</source>
        <translation>al comienzo de tu paso final</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="41"/>
        <source>whenever you cast a creature spell</source>
        <translation>siempre que lances un hechizo de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="43"/>
        <source>whenever an opponent casts a creature spell</source>
        <translation>siempre que un oponente lance un hechizo de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="45"/>
        <source>when you cast this spell</source>
        <translation>cuando lances este hechizo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="47"/>
        <source>when %1 leaves the battlefield or becomes untapped</source>
        <translation>cuando %1 deje el campo de batalla o se enderece</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="49"/>
        <source>whenever %1 is dealt damage</source>
        <translation>siempre que se le haga daño a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="51"/>
        <source>when %1 dies</source>
        <translation>cuando %1 muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="53"/>
        <source>when you cycle %1</source>
        <translation>cuando cicles %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="57"/>
        <source>whenever %1 dies</source>
        <comment>a creature of some kind</comment>
        <translation>siempre que %1 muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="58"/>
        <source>whenever %1 or another creature dies</source>
        <translation>siempre que %1 u otra criatura muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="62"/>
        <source>whenever %1 or another creature you control dies</source>
        <translation>siempre que %1 u otra criatura que controlas muera</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="65"/>
        <source>when %1 leaves the battlefield</source>
        <translation>cuando %1 deje el campo de batalla</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="67"/>
        <source>when %1 enters or leaves the battlefield</source>
        <translation>cuando %1 entre al campo de batalla o lo deje</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="69"/>
        <source>whenever %1 attacks</source>
        <translation>siempre que %1 ataque</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="71"/>
        <source>whenever %1 enters or attacks</source>
        <translation>siempre que %1 entre al campo de batalla o ataque</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="73"/>
        <source>whenever %1 blocks</source>
        <translation>siempre que %1 bloquee</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="75"/>
        <source>whenever %1 becomes blocked</source>
        <translation>siempre que %1 sea bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="77"/>
        <source>whenever %1 blocks or becomes blocked</source>
        <translation>siempre que %1 bloquee o sea bloqueada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="79"/>
        <source>whenever %1 deals combat damage to a player</source>
        <translation>siempre que %1 haga daño de combate a un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="81"/>
        <source>whenever a creature you control attacks alone</source>
        <translation>siempre que una criatura que controlas ataque sola</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="83"/>
        <source>whenever a creature without flanking blocks %1</source>
        <translation>siempre que una criatura sin la habilidad de flanquear bloquee a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="88"/>
        <source>whenever you cast %1</source>
        <comment>a spell of some kind</comment>
        <translation>siempre que lances %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="89"/>
        <source>whenever an opponent casts %1</source>
        <comment>a spell of some kind</comment>
        <translation>siempre que un oponente lance %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="91"/>
        <source>when the event &quot;%1&quot; happens</source>
        <translation>cuando ocurra el evento “%1”</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="98"/>
        <location filename="../core/text/RulesTextActions.cpp" line="102"/>
        <source>%1 %2 counters</source>
        <translation>%1 contadores %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="205"/>
        <location filename="../core/text/RulesTextActions.cpp" line="101"/>
        <source>%1 counter</source>
        <translation>contador %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="238"/>
        <source>add one mana of any color</source>
        <translation>agrega un maná de cualquier color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="240"/>
        <source>add one mana of the chosen color</source>
        <translation>agrega un maná del color elegido</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="306"/>
        <location filename="../core/text/RulesTextActions.cpp" line="242"/>
        <location filename="../core/text/RulesTextActions.cpp" line="245"/>
        <source>add %1</source>
        <comment>add mana</comment>
        <translation>agrega %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="253"/>
        <source>draw a card</source>
        <translation>roba una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="253"/>
        <source>draw %1 cards</source>
        <translation>roba %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="260"/>
        <source>%1 mills a card</source>
        <comment>a player</comment>
        <translation>%1 muele una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="261"/>
        <source>%1 mills %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 muele %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="263"/>
        <source>mill a card</source>
        <translation>muele una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="263"/>
        <source>mill %1 cards</source>
        <translation>muele %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="267"/>
        <source>you win the game</source>
        <translation>ganas la partida</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="270"/>
        <source>exile %1</source>
        <translation>exilia %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="276"/>
        <source>return %1 to the battlefield tapped under its owner&apos;s control</source>
        <translation>regresa %1 al campo de batalla girada bajo el control de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="277"/>
        <source>return %1 to the battlefield under its owner&apos;s control</source>
        <translation>regresa %1 al campo de batalla bajo el control de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="278"/>
        <source>return %1 to the battlefield tapped under your control</source>
        <translation>regresa %1 al campo de batalla girada bajo tu control</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="279"/>
        <source>return %1 to the battlefield under your control</source>
        <translation>regresa %1 al campo de batalla bajo tu control</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="282"/>
        <source>%1 with %2 on it</source>
        <comment>returned with counters</comment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="289"/>
        <source>%1 reveals their hand</source>
        <comment>a player</comment>
        <translation>%1 muestra su mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="290"/>
        <source>you choose %1 from it</source>
        <comment>a card of some kind</comment>
        <translation>eliges %1 de ella</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="292"/>
        <source>that player discards that card</source>
        <translation>ese jugador descarta esa carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="296"/>
        <source>scry %1</source>
        <translation>adivina %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="299"/>
        <location filename="../core/text/RulesTextActions.cpp" line="479"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="245"/>
        <source>any target</source>
        <translation>cualquier objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="301"/>
        <source>%1 deals damage equal to %2 to %3</source>
        <translation>%1 hace a %3 una cantidad de daño igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="303"/>
        <source>%1 deals %2 damage to each %3 and each player</source>
        <translation>%1 hace %2 puntos de daño a cada %3 y a cada jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="305"/>
        <source>%1 deals %2 damage to %3</source>
        <translation>%1 hace %2 puntos de daño a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="309"/>
        <source>%1 deals %2 damage to each opponent</source>
        <translation>%1 hace %2 puntos de daño a cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="314"/>
        <source>gain life equal to %1</source>
        <translation>gana una cantidad de vidas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="315"/>
        <source>%1 gains life equal to %2</source>
        <comment>a player, an amount</comment>
        <translation>%1 gana una cantidad de vidas igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="317"/>
        <source>%1 gains X life</source>
        <comment>a player</comment>
        <translation>%1 gana X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="318"/>
        <source>%1 gains %n life</source>
        <comment>a player</comment>
        <translation>
            <numerusform>%1 gana %n vida</numerusform>
            <numerusform>%1 gana %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="327"/>
        <source>you lose life equal to %1</source>
        <translation>pierdes una cantidad de vidas igual a %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="328"/>
        <source>%1 loses life equal to %2</source>
        <comment>a player, an amount</comment>
        <translation>%1 pierde una cantidad de vidas igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="330"/>
        <source>%1 loses X life</source>
        <comment>a player</comment>
        <translation>%1 pierde X vidas</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="331"/>
        <source>%1 loses %n life</source>
        <comment>a player</comment>
        <translation>
            <numerusform>%1 pierde %n vida</numerusform>
            <numerusform>%1 pierde %n vidas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="336"/>
        <source>each player loses half their life, rounded up</source>
        <translation>cada jugador pierde la mitad de sus vidas, redondeando hacia arriba</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="343"/>
        <source>target player loses X life and you gain X life</source>
        <translation>el jugador objetivo pierde X vidas y tú ganas X vidas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="345"/>
        <source>target player loses X life and you gain X life, where X is %1</source>
        <translation>el jugador objetivo pierde X vidas y tú ganas X vidas, donde X es %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="349"/>
        <source>sacrifice %1</source>
        <translation>sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="352"/>
        <source>sacrifice %1 unless you pay %2</source>
        <translation>sacrifica %1 a menos que pagues %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="356"/>
        <location filename="../core/text/RulesTextActions.cpp" line="358"/>
        <source>return %1 to its owner&apos;s hand</source>
        <translation>regresa %1 a la mano de su propietario</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="364"/>
        <source>remove %1 from %2</source>
        <translation>remueve %1 de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="365"/>
        <source>if you can&apos;t, sacrifice %1</source>
        <translation>si no puedes, sacrifica %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="369"/>
        <source>search your library for a basic land card, reveal it, put it into your hand, then shuffle</source>
        <translation>busca en tu biblioteca una carta de tierra básica, muéstrala, ponla en tu mano y luego baraja</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="374"/>
        <source>destroy %1</source>
        <translation>destruye %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="377"/>
        <source>destroy all %1</source>
        <comment>plural noun; %1 is masculine</comment>
        <translation>destruye todos los %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="378"/>
        <source>destroy all %1</source>
        <comment>plural noun; %1 is feminine</comment>
        <translation>destruye todas las %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="381"/>
        <source>they can&apos;t be regenerated</source>
        <translation>no pueden ser regeneradas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="381"/>
        <source>it can&apos;t be regenerated</source>
        <translation>no puede ser regenerada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="385"/>
        <source>tap %1</source>
        <translation>gira %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="388"/>
        <source>untap %1</source>
        <translation>endereza %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="393"/>
        <source>%1 don&apos;t untap during their controllers&apos; next untap steps</source>
        <translation>%1 no se enderezan durante el próximo paso de enderezar de sus controladores</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="394"/>
        <source>%1 doesn&apos;t untap during its controller&apos;s next untap step</source>
        <translation>%1 no se endereza durante el próximo paso de enderezar de su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="399"/>
        <source>put %1 on %2</source>
        <translation>pon %1 sobre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="403"/>
        <source>create %1</source>
        <translation>crea %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="403"/>
        <source>%1 token</source>
        <translation>ficha de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="406"/>
        <source>transform %1</source>
        <translation>transforma %1</translation>
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
        <location filename="../core/text/RulesTextActions.cpp" line="464"/>
        <source>counter %1</source>
        <comment>counter a spell</comment>
        <translation>contrarresta %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="466"/>
        <source>counter %1 unless its controller pays %2</source>
        <comment>a spell, a cost</comment>
        <translation>contrarresta %1 a menos que su controlador pague %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="472"/>
        <source>%1 discards a card</source>
        <comment>a player</comment>
        <translation>%1 descarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="473"/>
        <source>%1 discards %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 descarta %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="475"/>
        <source>discard a card</source>
        <translation>descarta una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="475"/>
        <source>discard %1 cards</source>
        <translation>descarta %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="480"/>
        <source>prevent the next X damage that would be dealt to %1 this turn</source>
        <translation>prevén los próximos X puntos de daño que se le fueran a hacer a %1 este turno</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/text/RulesTextActions.cpp" line="481"/>
        <source>prevent the next %n damage that would be dealt to %1 this turn</source>
        <translation>
            <numerusform>prevén el próximo %n punto de daño que se le fuera a hacer a %1 este turno</numerusform>
            <numerusform>prevén los próximos %n puntos de daño que se le fueran a hacer a %1 este turno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="429"/>
        <source>%1 card</source>
        <translation>carta de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="191"/>
        <source>%1 and %2</source>
        <comment>two instructions in one sentence</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="195"/>
        <source>%1, then %2</source>
        <comment>two instructions in one sentence</comment>
        <translation>%1 y luego %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="208"/>
        <source>its controller</source>
        <translation>su controlador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="213"/>
        <location filename="../core/text/RulesTextSelectors.cpp" line="247"/>
        <source>target player</source>
        <translation>el jugador objetivo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="216"/>
        <source>each opponent</source>
        <translation>cada oponente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="250"/>
        <source>%1 draws a card</source>
        <comment>a player</comment>
        <translation>%1 roba una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="251"/>
        <source>%1 draws %2 cards</source>
        <comment>a player, a number</comment>
        <translation>%1 roba %2 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="436"/>
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
        <location filename="../core/text/RulesTextAbilities.cpp" line="173"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="177"/>
        <location filename="../core/text/RulesTextActions.cpp" line="490"/>
        <source>%1, %2</source>
        <comment>trigger condition, effect</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextActions.cpp" line="510"/>
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
        <source>%1cycling %2</source>
        <comment>landcycling with a land type and its cost: Plainscycling {2}</comment>
        <translation>Ciclo de %1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="27"/>
        <source>%1 and from %2</source>
        <comment>protection from several qualities</comment>
        <translation>%1 y contra el %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="28"/>
        <source>Protection from %1</source>
        <comment>a colour, or a list of colours (nouns)</comment>
        <translation>Protección contra el %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="33"/>
        <source>Protection from %1</source>
        <comment>a plural card type: creatures</comment>
        <translation>Protección contra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="35"/>
        <source>Protection from everything</source>
        <translation>Protección contra todo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="36"/>
        <source>Protection from %1</source>
        <translation>Protección contra %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="41"/>
        <source>Enchant %1</source>
        <translation>Encantar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="44"/>
        <source>%1%2%3.</source>
        <comment>keyword, an em dash, a cost that is not mana: Evoke, dash, Exile a black card from your hand.</comment>
        <translation>%1%2%3.</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="47"/>
        <source>%1 %2%3%4</source>
        <comment>keyword, its number, an em dash and its cost: Suspend 4, dash, {1}{U}</comment>
        <translation>%1 %2%3%4</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="50"/>
        <source>%1 %2</source>
        <comment>keyword and its number: Rampage 2</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="52"/>
        <source>%1 %2</source>
        <comment>keyword and its cost: Equip {2}</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="65"/>
        <source>Sacrifice %1</source>
        <comment>cost</comment>
        <translation>Sacrificar %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="69"/>
        <source>Discard a card</source>
        <comment>cost</comment>
        <translation>Descartar una carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="70"/>
        <source>Discard %1 cards</source>
        <comment>cost</comment>
        <translation>Descartar %1 cartas</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="78"/>
        <source>Exile %1 from your hand</source>
        <comment>cost</comment>
        <translation>Exiliar %1 de tu mano</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="83"/>
        <source>, </source>
        <comment>between parts of a cost</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="105"/>
        <source>%1&apos;s power and toughness are each equal to %2</source>
        <translation>la fuerza y la resistencia de %1 son iguales cada una a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="109"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to that number plus %3</source>
        <translation>la fuerza de %1 es igual a %2 y su resistencia es igual a esa cantidad más %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="111"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to that number minus %3</source>
        <translation>la fuerza de %1 es igual a %2 y su resistencia es igual a esa cantidad menos %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="114"/>
        <source>%1&apos;s power is equal to %2 and its toughness is equal to %3</source>
        <translation>la fuerza de %1 es igual a %2 y su resistencia es igual a %3</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="117"/>
        <source>%1&apos;s power is equal to %2</source>
        <translation>la fuerza de %1 es igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="119"/>
        <source>%1&apos;s toughness is equal to %2</source>
        <translation>la resistencia de %1 es igual a %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="130"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="306"/>
        <source>%1: %2</source>
        <comment>cost: effect</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="136"/>
        <source>activate only as a sorcery</source>
        <translation>activa esta habilidad solo como un conjuro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="139"/>
        <source>any player may activate this ability</source>
        <translation>cualquier jugador puede activar esta habilidad</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="142"/>
        <source>activate only if creatures you control have total power 8 or greater</source>
        <translation>activa esta habilidad solo si las criaturas que controlas tienen una fuerza total de 8 o más</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="145"/>
        <source>activate only once each turn</source>
        <translation>activa esta habilidad solo una vez por turno</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="158"/>
        <source>%1: %2</source>
        <comment>loyalty cost: effect</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="165"/>
        <source>when %1</source>
        <comment>a state trigger: when a state is true</comment>
        <translation>cuando %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="169"/>
        <source>%1, if %2</source>
        <comment>trigger event, intervening if</comment>
        <translation>%1, si %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="185"/>
        <source>%1 enters tapped</source>
        <translation>%1 entra al campo de batalla girada</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="188"/>
        <location filename="../core/text/RulesTextAbilities.cpp" line="200"/>
        <source>%1 enters with %2 on it</source>
        <translation>%1 entra al campo de batalla con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="188"/>
        <source>it</source>
        <translation>este permanente</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="195"/>
        <source>%1 and with %2</source>
        <comment>enters with counters and with abilities</comment>
        <translation>%1 y con %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="197"/>
        <source>if %1, %2</source>
        <comment>a condition, then what happens</comment>
        <translation>si %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="206"/>
        <source>%1 enters with your choice of %2 on it</source>
        <translation>%1 entra al campo de batalla con %2, a tu elección</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="212"/>
        <source>a color</source>
        <translation>un color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="215"/>
        <source>a creature type</source>
        <translation>un tipo de criatura</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="218"/>
        <source>a basic land type</source>
        <translation>un tipo de tierra básica</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="221"/>
        <source>a card type</source>
        <translation>un tipo de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="224"/>
        <source>a card name</source>
        <translation>un nombre de carta</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="227"/>
        <source>a color word</source>
        <translation>una palabra de color</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="230"/>
        <source>a player</source>
        <translation>un jugador</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="233"/>
        <source>as %1 enters, choose %2</source>
        <translation>en cuanto %1 entre al campo de batalla, elige %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="241"/>
        <source>each other creature you control enters as a copy of %1</source>
        <translation>cada otra criatura que controlas entra al campo de batalla como una copia de %1</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="249"/>
        <source>you may have %1 enter as a copy of %2</source>
        <translation>puedes hacer que %1 entre al campo de batalla como una copia de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="250"/>
        <source>%1 enters as a copy of %2</source>
        <translation>%1 entra al campo de batalla como una copia de %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="264"/>
        <source>%1, it becomes your choice of %2 in addition to its other types</source>
        <comment>%1: as it enters (or is turned face up)</comment>
        <translation>%1, se convierte en tu elección de entre %2 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="266"/>
        <source>%1, it becomes your choice of %2</source>
        <comment>%1: as it enters (or is turned face up)</comment>
        <translation>%1, se convierte en tu elección de entre %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="268"/>
        <source>as %1 enters or is turned face up</source>
        <translation>en cuanto %1 entre al campo de batalla o se ponga boca arriba</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="269"/>
        <source>as %1 enters</source>
        <translation>en cuanto %1 entre al campo de batalla</translation>
    </message>
    <message>
        <source>as %1 enters, it becomes your choice of %2 in addition to its other types</source>
        <translation type="vanished">en cuanto %1 entre al campo de batalla, se convierte en tu elección de entre %2 además de sus otros tipos</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="273"/>
        <source>%1 has a replacement effect</source>
        <translation>%1 tiene un efecto de reemplazo</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="285"/>
        <source>as an additional cost to cast %1, %2</source>
        <comment>the spell, the cost</comment>
        <translation>como coste adicional para lanzar %1, %2</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="290"/>
        <source>this spell can be cast only before the combat damage step</source>
        <translation>este hechizo solo puede lanzarse antes del paso de daño de combate</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="291"/>
        <source>this spell can be cast only as a sorcery</source>
        <translation>este hechizo solo puede lanzarse como un conjuro</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextAbilities.cpp" line="310"/>
        <source>%1 [not modelled]</source>
        <comment>an ability Strata shows as printed text only</comment>
        <translation>%1 [sin modelar]</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="12"/>
        <source>choose one —</source>
        <translation>elige uno —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="14"/>
        <source>choose two —</source>
        <translation>elige dos —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="16"/>
        <source>choose one or both —</source>
        <translation>elige uno o ambos —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="18"/>
        <source>choose one or more —</source>
        <translation>elige uno o más —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="20"/>
        <source>choose %1 to %2 —</source>
        <comment>numbers of modes</comment>
        <translation>elige de %1 a %2 —</translation>
    </message>
    <message>
        <location filename="../core/text/RulesTextModes.cpp" line="24"/>
        <source>• %1</source>
        <comment>a mode of a modal spell or ability</comment>
        <translation>• %1</translation>
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
        <location filename="../app/ui/timeline/StepSummary.cpp" line="16"/>
        <source>no P/T</source>
        <translation>sin F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="42"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="51"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="67"/>
        <source>loses %1</source>
        <translation>pierde %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="69"/>
        <source>loses all abilities</source>
        <translation>pierde todas las habilidades</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="70"/>
        <source>loses %n abilities</source>
        <translation>
            <numerusform>pierde %n habilidad</numerusform>
            <numerusform>pierde %n habilidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="74"/>
        <source>gains %1</source>
        <translation>gana %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="76"/>
        <source>gains %n abilities</source>
        <translation>
            <numerusform>gana %n habilidad</numerusform>
            <numerusform>gana %n habilidades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="102"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="103"/>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="83"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="206"/>
        <source>no change</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="130"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="152"/>
        <source>CDA</source>
        <comment>characteristic-defining ability, applied first (613.3)</comment>
        <translation>CDA</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="133"/>
        <source>applies first: %1 depends on it</source>
        <translation>se aplica primero: %1 depende de él</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="136"/>
        <source>timestamp %1 · also depends on %2</source>
        <translation>orden de llegada %1 · también depende de %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="137"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="156"/>
        <source>timestamp %1</source>
        <translation>orden de llegada %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="139"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="162"/>
        <source>depends on %1</source>
        <translation>depende de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="141"/>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="154"/>
        <source>loop · timestamp %1</source>
        <comment>part of a dependency loop, so timestamp order (613.8b)</comment>
        <translation>bucle · orden de llegada %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="150"/>
        <source>dependency</source>
        <comment>the step&apos;s place was decided by a dependency (613.8)</comment>
        <translation>dependencia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="164"/>
        <source>applies first although newer: %1 depends on it</source>
        <translation>se aplica primero aunque es más reciente: %1 depende de él</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="166"/>
        <source>in a loop with %1</source>
        <translation>en un bucle con %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="168"/>
        <source>also depends on %1, which its timestamp already puts first</source>
        <translation>también depende de %1, que su orden de llegada ya pone antes</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/StepSummary.cpp" line="205"/>
        <source>%n objects</source>
        <translation>
            <numerusform>%n objeto</numerusform>
            <numerusform>%n objetos</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="207"/>
        <source>No change: %1</source>
        <translation>Sin cambios: %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="235"/>
        <source>%1 (%2)</source>
        <comment>card name (object id), when two objects share a card</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="241"/>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="268"/>
        <source>%1 — copy effect</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its effects</comment>
        <translation>%1 — efecto de copia</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="270"/>
        <source>%1 — counters</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its effects</comment>
        <translation>%1 — contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/StepSummary.cpp" line="276"/>
        <source>%1 — ability %2</source>
        <comment>an effect&apos;s title: its source&apos;s name, then which of its abilities</comment>
        <translation>%1 — habilidad %2</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="153"/>
        <source>CR %1</source>
        <translation>RC %1</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">de %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="159"/>
        <source>%1 · from %2</source>
        <comment>effect id · from its source</comment>
        <translation>%1 · de %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="187"/>
        <source>+ %n more</source>
        <translation>
            <numerusform>+ %n más</numerusform>
            <numerusform>+ %n más</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/ChipPainter.cpp" line="195"/>
        <location filename="../app/ui/timeline/TimelineLayout.cpp" line="60"/>
        <location filename="../app/ui/timeline/TimelineLayout.cpp" line="100"/>
        <source>does not apply</source>
        <translation>no se aplica</translation>
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
        <location filename="../app/gui/main.cpp" line="81"/>
        <source>Strata makes the Magic: The Gathering layer system visible.</source>
        <translation>Strata hace visible el sistema de capas de Magic: The Gathering.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="85"/>
        <source>Log detail: trace, debug, info, warn or error.</source>
        <translation>Nivel de detalle del registro: trace, debug, info, warn o error.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="88"/>
        <source>Save a picture of the window to FILE (PNG) and quit.</source>
        <translation>Guarda una imagen de la ventana en FILE (PNG) y sale.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="91"/>
        <source>Language of the interface for this run: en, es or it.</source>
        <translation>Idioma de la interfaz para esta ejecución: en, es o it.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="94"/>
        <source>Import the cards of FILE (Scryfall or MTGJSON, .json or .json.gz) at start.</source>
        <translation>Importa las cartas de FILE (Scryfall o MTGJSON, .json o .json.gz) al iniciar.</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="98"/>
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
        <location filename="../app/ui/board/BoardScene.cpp" line="246"/>
        <source>%n life</source>
        <translation>
            <numerusform>%n vida</numerusform>
            <numerusform>%n vidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardScene.cpp" line="248"/>
        <source>%1 · %n poison</source>
        <translation>
            <numerusform>%1 · %n veneno</numerusform>
            <numerusform>%1 · %n veneno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="250"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="250"/>
        <source>won the game</source>
        <translation>ganó la partida</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="250"/>
        <source>lost the game</source>
        <translation>perdió la partida</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="251"/>
        <source>active player · %1</source>
        <translation>jugador activo · %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="252"/>
        <source>Drag cards here from the library</source>
        <translation>Arrastra aquí cartas de la biblioteca de cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="263"/>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="264"/>
        <source>Exile</source>
        <translation>Exilio</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardScene.cpp" line="265"/>
        <source>Other zones</source>
        <translation>Otras zonas</translation>
    </message>
</context>
<context>
    <name>strata::ui::BoardView</name>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="524"/>
        <source>Game over: %1 wins</source>
        <translation>Fin de la partida: gana %1</translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="526"/>
        <source>%1 lost the game</source>
        <translation>%1 perdió la partida</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/board/BoardView.cpp" line="539"/>
        <source>%1 — %n more to pick</source>
        <translation>
            <numerusform>%1 — falta elegir %n</numerusform>
            <numerusform>%1 — faltan %n por elegir</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/board/BoardView.cpp" line="547"/>
        <source>The board after %1 of %2 layer steps</source>
        <translation>El tablero tras %1 de %2 pasos de capas</translation>
    </message>
</context>
<context>
    <name>strata::ui::CharacteristicsDock</name>
    <message>
        <location filename="../app/ui/docks/CharacteristicsDock.cpp" line="127"/>
        <source>Characteristics</source>
        <translation>Características</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/CharacteristicsDock.cpp" line="128"/>
        <source>Printed and computed values of every object; highlighted values were changed by the layer system. Right-click the header to choose columns.</source>
        <translation>Valores impresos y calculados de cada objeto; los valores resaltados los cambió el sistema de capas. Haz clic derecho en la cabecera para elegir las columnas.</translation>
    </message>
</context>
<context>
    <name>strata::ui::CharacteristicsModel</name>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="75"/>
        <source>%1 (from %2)</source>
        <comment>an ability and the effect that granted it</comment>
        <translation>%1 (de %2)</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="251"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="253"/>
        <source>Printed name</source>
        <translation>Nombre impreso</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="255"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="257"/>
        <source>Printed types</source>
        <translation>Tipos impresos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="259"/>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="261"/>
        <source>Printed colors</source>
        <translation>Colores impresos</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="263"/>
        <source>Colors</source>
        <translation>Colores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="265"/>
        <source>Printed abilities</source>
        <translation>Habilidades impresas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="267"/>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="269"/>
        <source>Printed P/T</source>
        <translation>F/R impresas</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="271"/>
        <source>P/T</source>
        <translation>F/R</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="273"/>
        <source>Controller</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <location filename="../app/ui/models/CharacteristicsModel.cpp" line="275"/>
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
        <location filename="../app/ui/docks/EventsDock.cpp" line="135"/>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="138"/>
        <source>Refused: %1 (%2)</source>
        <translation>Rechazado: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="142"/>
        <source>State-based action: %1 %2 (%3)</source>
        <translation>Acción basada en estado: %1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="148"/>
        <source>The snapshot: the scenario as its file sets it. Select an event to see the game after it.</source>
        <translation>La instantánea: el escenario tal como lo fija su archivo. Selecciona un evento para ver la partida tras él.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="181"/>
        <location filename="../app/ui/docks/EventsDock.cpp" line="190"/>
        <source>Edit event</source>
        <translation>Editar evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="182"/>
        <source>The event as the scenario file writes it (see events.md):</source>
        <translation>El evento tal como lo escribe el archivo del escenario (ver events.md):</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="201"/>
        <location filename="../app/ui/docks/EventsDock.cpp" line="205"/>
        <source>Set life</source>
        <translation>Fijar las vidas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="201"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="205"/>
        <source>Life total of %1:</source>
        <translation>Vidas de %1:</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="217"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="218"/>
        <source>The game after the snapshot: select an event to see the game after it.</source>
        <translation>La partida después de la instantánea: selecciona un evento para ver la partida tras él.</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="219"/>
        <source>Previous event</source>
        <translation>Evento anterior</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="220"/>
        <source>Next event</source>
        <translation>Evento siguiente</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="221"/>
        <source>Move the event earlier</source>
        <translation>Adelantar el evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="222"/>
        <source>Move the event later</source>
        <translation>Retrasar el evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="223"/>
        <source>Edit the event…</source>
        <translation>Editar el evento…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="224"/>
        <source>Delete the event</source>
        <translation>Borrar el evento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="225"/>
        <source>Resolve the top of the stack</source>
        <translation>Resolver lo que está en lo alto de la pila</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/EventsDock.cpp" line="226"/>
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
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="35"/>
        <source>&amp;Worked examples</source>
        <translation>&amp;Ejemplos resueltos</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="41"/>
        <source>Worked examples to start with</source>
        <translation>Ejemplos resueltos para empezar</translation>
    </message>
    <message>
        <location filename="../app/ui/gallery/GalleryMenu.cpp" line="42"/>
        <source>Classic interactions</source>
        <translation>Interacciones clásicas</translation>
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
        <location filename="../app/ui/import/ImportDialog.cpp" line="55"/>
        <source>Import Cards</source>
        <translation>Importar cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="82"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="129"/>
        <source>Import cancelled.</source>
        <translation>Importación cancelada.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="129"/>
        <source>Import finished.</source>
        <translation>Importación terminada.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="149"/>
        <source>Cards imported: %1 (%2 skipped with an error)</source>
        <translation>Cartas importadas: %1 (%2 omitidas por un error)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="150"/>
        <source>Fully understood: %1 (%2%)</source>
        <translation>Entendidas por completo: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="151"/>
        <source>Partly understood: %1 (%2%)</source>
        <translation>Entendidas en parte: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="152"/>
        <source>Text only: %1 (%2%)</source>
        <translation>Solo texto: %1 (%2%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="154"/>
        <source>Abilities: %1 — parsed %2, partial %3, text only %4, round-trip mismatch %5</source>
        <translation>Habilidades: %1 — analizadas %2, parciales %3, solo texto %4, con discrepancias al regenerar el texto %5</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="159"/>
        <source>Static abilities that change characteristics: %1 of %2 parsed (%3%)</source>
        <translation>Habilidades estáticas que cambian características: %1 de %2 analizadas (%3%)</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="163"/>
        <source>Saved as your imported library; the app uses these cards from now on.</source>
        <translation>Guardada como tu biblioteca importada; la aplicación usará estas cartas a partir de ahora.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="165"/>
        <source>Cancelled: nothing was saved, and the library imported before is kept.</source>
        <translation>Cancelado: no se guardó nada y se conserva la biblioteca importada antes.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="167"/>
        <source>Not saved: %1. The library imported before is kept.</source>
        <translation>No se guardó: %1. Se conserva la biblioteca importada antes.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="169"/>
        <source>The file could not be read to its end: nothing was saved, and the library imported before is kept.</source>
        <translation>No se pudo leer el archivo hasta el final: no se guardó nada y se conserva la biblioteca importada antes.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="171"/>
        <source>The file holds no card: nothing was saved.</source>
        <translation>El archivo no contiene ninguna carta: no se guardó nada.</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="173"/>
        <source>Most common sentences not understood:</source>
        <translation>Frases no entendidas más frecuentes:</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="178"/>
        <source>Problems (%1):</source>
        <translation>Problemas (%1):</translation>
    </message>
    <message>
        <location filename="../app/ui/import/ImportDialog.cpp" line="182"/>
        <source>  … and %1 more</source>
        <translation>  … y %1 más</translation>
    </message>
</context>
<context>
    <name>strata::ui::LibraryDock</name>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="31"/>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="33"/>
        <source>Land</source>
        <translation>Tierra</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="35"/>
        <source>Artifact</source>
        <translation>Artefacto</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="37"/>
        <source>Enchantment</source>
        <translation>Encantamiento</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="39"/>
        <source>Planeswalker</source>
        <translation>Planeswalker</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="41"/>
        <source>Instant</source>
        <translation>Instantáneo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="43"/>
        <source>Sorcery</source>
        <translation>Conjuro</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/docks/LibraryDock.cpp" line="235"/>
        <source>%1 of %n cards</source>
        <translation>
            <numerusform>%1 de %n carta</numerusform>
            <numerusform>%1 de %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="251"/>
        <source>Library</source>
        <translation>Biblioteca de cartas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="252"/>
        <source>Search cards by name…</source>
        <translation>Buscar cartas por nombre…</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="253"/>
        <source>Filters the cards as you type; accents and case do not matter</source>
        <translation>Filtra las cartas mientras escribes; no importan los acentos ni las mayúsculas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="254"/>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="255"/>
        <source>Colors</source>
        <translation>Colores</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="258"/>
        <source>Show only this type (several may be on)</source>
        <translation>Mostrar solo este tipo (se pueden activar varios)</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="260"/>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="261"/>
        <source>Show only tokens</source>
        <translation>Mostrar solo fichas</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>Black</source>
        <translation>Negro</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="263"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="268"/>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="269"/>
        <source>Colorless</source>
        <translation>Incoloro</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/LibraryDock.cpp" line="270"/>
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
        <location filename="../app/ui/docks/ResolutionWarnings.cpp" line="30"/>
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
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="156"/>
        <source>The scenario has no file name yet; use Save As.</source>
        <translation>El escenario aún no tiene nombre de archivo; usa Guardar como.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="329"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="402"/>
        <source>There is no card named &quot;%1&quot;.</source>
        <translation>No hay ninguna carta llamada «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="331"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="409"/>
        <source>No player has the id &quot;%1&quot;.</source>
        <translation>Ningún jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="336"/>
        <source>%1 is an instant or sorcery: it can&apos;t be on the battlefield. Add it as a resolved effect instead.</source>
        <translation>%1 es un instantáneo o un conjuro: no puede estar en el campo de batalla. Añádelo como efecto resuelto.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="368"/>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="435"/>
        <source>No object has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="373"/>
        <source>An object can&apos;t be attached to itself.</source>
        <translation>Un objeto no puede anexarse a sí mismo.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="376"/>
        <source>No object or player has the id &quot;%1&quot;.</source>
        <translation>Ningún objeto ni jugador tiene el id «%1».</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="378"/>
        <source>Only permanents on the battlefield are attached.</source>
        <translation>Solo se anexan permanentes que están en el campo de batalla.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="382"/>
        <source>%1 is not an Aura, Equipment or Fortification.</source>
        <translation>%1 no es un Aura, un Equipo ni una Fortificación.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="407"/>
        <source>%1 is not an instant or sorcery with an effect; put permanents on the board.</source>
        <translation>%1 no es un instantáneo ni un conjuro con un efecto; pon los permanentes en el tablero.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="438"/>
        <source>%1 has no ability %2.</source>
        <translation>%1 no tiene la habilidad %2.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="440"/>
        <source>Ability %1 of %2 is not an activated, loyalty or triggered ability.</source>
        <translation>La habilidad %1 de %2 no es una habilidad activada, de lealtad ni disparada.</translation>
    </message>
    <message>
        <location filename="../app/ui/document/ScenarioDocument.cpp" line="527"/>
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
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="181"/>
        <source>Click a step to see why it stands where it does. Double-click it to show the board as it is right after that step.</source>
        <translation>Haz clic en un paso para ver por qué está donde está. Haz doble clic para ver el tablero tal como queda justo después de ese paso.</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="193"/>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="194"/>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="195"/>
        <source>Whole board</source>
        <translation>Todo el tablero</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="200"/>
        <source>Only steps touching %1</source>
        <translation>Solo los pasos que afectan a %1</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="202"/>
        <source>Only steps touching the selected object</source>
        <translation>Solo los pasos que afectan al objeto seleccionado</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="205"/>
        <source>All layers</source>
        <translation>Todas las capas</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="206"/>
        <source>Show every layer and sublayer, also those no step is in</source>
        <translation>Muestra todas las capas y subcapas, también aquellas en las que no hay ningún paso</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="207"/>
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Acercar (Ctrl+rueda)</translation>
    </message>
    <message>
        <location filename="../app/ui/timeline/TimelineDock.cpp" line="208"/>
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
        <location filename="../app/ui/timeline/TimelineView.cpp" line="223"/>
        <source>Cards go on the board: drop them on a battlefield, a graveyard or the exile. The timeline shows what the layers do with them.</source>
        <translation>Las cartas van en el tablero: suéltalas en un campo de batalla, un cementerio o el exilio. La línea de tiempo muestra lo que las capas hacen con ellas.</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimestampsDock</name>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="133"/>
        <source>Timestamps</source>
        <translation>Orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="134"/>
        <source>Oldest first. Drag a row to change the order (CR 613.7).</source>
        <translation>El más antiguo primero. Arrastra una fila para cambiar el orden (RC 613.7).</translation>
    </message>
    <message>
        <location filename="../app/ui/docks/TimestampsDock.cpp" line="135"/>
        <source>Drag a row above or below another to give it an earlier or later timestamp</source>
        <translation>Arrastra una fila por encima o por debajo de otra para darle un orden de llegada anterior o posterior</translation>
    </message>
</context>
<context>
    <name>strata::ui::TimestampsModel</name>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="65"/>
        <source>%1, ability %2</source>
        <translation>%1, habilidad %2</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="75"/>
        <source>%1 counters on %2</source>
        <translation>contadores %1 sobre %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/ui/models/TimestampsModel.cpp" line="117"/>
        <source>No timestamp %1: %2 got a new timestamp when attached, and the old one is not used again (CR 613.7e).</source>
        <translation>
            <numerusform>No hay orden de llegada %1: %2 recibió uno nuevo al anexarse, y el anterior no se vuelve a usar (RC 613.7e).</numerusform>
            <numerusform>No hay orden de llegada %1: %2 recibió uno nuevo al anexarse, y el anterior no se vuelve a usar (RC 613.7e).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="119"/>
        <source>, </source>
        <comment>between numbers</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="119"/>
        <source>, </source>
        <comment>between names</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="137"/>
        <source>object</source>
        <translation>objeto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="139"/>
        <source>effect</source>
        <translation>efecto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="141"/>
        <source>counters</source>
        <translation>contadores</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="174"/>
        <source>Timestamp</source>
        <translation>Orden de llegada</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="176"/>
        <source>Object or effect</source>
        <translation>Objeto o efecto</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="178"/>
        <source>Kind</source>
        <translation>Clase</translation>
    </message>
    <message>
        <location filename="../app/ui/models/TimestampsModel.cpp" line="180"/>
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
