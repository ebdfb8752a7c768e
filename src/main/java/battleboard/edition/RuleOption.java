package battleboard.edition;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A rule switch with named values. Each edition file lists the options that apply to it, with its
 * default value; each rulebook ambiguity is one option, documented with its default and rulebook
 * lines in {@code docs/rules/<edition>.md}.
 */
public enum RuleOption implements OptionValues {
    /**
     * Who picks the aircraft an AA gun shoots down. {@code owner-chooses}: each roll of 1 destroys
     * one aircraft chosen by its owner by the order of loss (Revised L1185–1189). {@code per-aircraft}:
     * each die is rolled against one aircraft, which dies on a 1 (Revised L1105–1113).
     */
    AA_CASUALTIES("aa-casualties", AaCasualties.values(), "AA casualties",
            "owner-chooses: each 1 rolled destroys an aircraft its owner picks by the order of loss (Revised L1185-1189); per-aircraft: each die is rolled at one aircraft, which dies on a 1 (Revised L1105-1113)."),
    /** When the AA gun fires: in the first round only (Revised L1317–1318, L1390–1391) or every round. */
    AA_ROUNDS("aa-rounds", AaRounds.values(), "AA gun fires",
            "first-round: the AA gun fires before the first round only (Revised L1317-1318, L1390-1391); every-round: before every round."),
    /** What bombardment may hit: defending land units only (Revised L1207–1208) or any defending unit. */
    BOMBARDMENT_TARGETS("bombardment-targets", BombardmentTargets.values(), "Bombardment hits",
            "land-units: shore bombardment hits defending land units only (Revised L1207-1208); any-unit: any defending unit."),
    /**
     * Whether bombardment casualties are removed before they fire (Revised L1311–1320) or fire back
     * in the first round (Classic C857, C865).
     */
    BOMBARDMENT_CASUALTIES("bombardment-casualties", BombardmentCasualties.values(), "Bombardment casualties",
            "removed: units hit by shore bombardment are removed before they fire (Revised L1311-1320); fire-back: they fire back in the first round (Classic C857, C865)."),
    /**
     * What an enemy destroyer does to submarine opening fire. {@code delay-removal}: submarines still
     * fire first, but their casualties on the destroyer's side fire back before removal (Revised
     * L1324–1335, L2648–2649). {@code cancel-opening-fire}: submarines facing a destroyer fire with the
     * other units in the main step (Revised L2488, "cancels the special abilities").
     */
    DESTROYER_VS_SUBMARINES("destroyer-vs-submarines", DestroyerVsSubmarines.values(), "Destroyer against submarines",
            "delay-removal: submarines still fire first, but their casualties fire back before removal (Revised L1324-1335, L2648-2649); cancel-opening-fire: submarines facing a destroyer fire in the main step (Revised L2488)."),
    /**
     * A limit on the rounds of a battle, after which the attacker must break off (1998 house rules,
     * "The Elusive Chinese Army": Axis attacks on Chinese units in China or Sinkiang last one round, and "After this
     * one combat round, if there are any surviving Chinese units, the Axis must break off their attack", S004 L54).
     * {@code none}; {@code one-round}: after round 1 the attacker breaks off while a defending unit tagged
     * {@link #CHINESE_TAG} is on the board, and fights on against the others when none is (the page as written);
     * {@code one-round-always}: the battle ends after round 1 whatever is left (the rules digest's reading, B1.2).
     */
    ROUND_LIMIT("round-limit", RoundLimit.values(), "Round limit",
            "none: the battle lasts until one side is gone or retreats; one-round: after round 1 the attacker breaks off if a Chinese unit survives, and fights on against the units left if none does (1998 house rules S004 L54); one-round-always: the attacker breaks off after round 1 whatever survives."),
    /**
     * What may retreat from the land battle of an amphibious assault. {@code aircraft-only}: air units
     * may leave, land units fight on (Revised L1408–1409). {@code none}: no attacking unit may retreat
     * while amphibious land units fight (Classic C707, C754, C845; rules digest A8). {@code overland-and-aircraft}:
     * the units that did not land from transports (land units that came overland, and aircraft) may retreat, and the
     * landed ones fight on (Classic C707 read alone; digest A8's flag {@code classic_partial_amphibious_retreat}).
     */
    AMPHIBIOUS_RETREAT("amphibious-retreat", AmphibiousRetreat.values(), "Retreat from an amphibious assault",
            "aircraft-only: air units may leave, land units fight on (Revised L1408-1409); none: no attacking unit may retreat (Classic C707, C754, C845); overland-and-aircraft: units that did not land from transports may retreat, the landed ones fight on (Classic C707 read alone)."),
    /**
     * What units left over after pooling dice do (1998 Chinese infantry: "FIVE Chinese infantry for ONE
     * attack die", S004 L46, silent on remainders): {@code dropped} (seven infantry roll one die) or
     * {@code extra-die} (seven roll two).
     */
    POOLED_DICE_REMAINDER("pooled-dice-remainder", PooledDiceRemainder.values(), "Pooled dice remainder",
            "dropped: units left over after pooling dice roll nothing (seven Chinese infantry roll one die); extra-die: they roll one more die (1998 house rules S004 L46, silent on remainders)."),
    /**
     * When a unit's damage changes the values it fires at (World at War battleship: 0/3 once hit, W110).
     * {@code round-start}: values are fixed at the start of the round, so a battleship hit by the attacker
     * still defends at 4 that round (WaW digest A4). {@code immediate}: the attacker fires first and the
     * defender fires with the damage taken. Global War pairs combined arms by it too (G487-489): under
     * {@code round-start} with the boosters on the board at the round's start, under {@code immediate} at each step.
     */
    VALUE_TIMING("value-timing", ValueTiming.values(), "When damage changes values",
            "round-start: values are fixed at the start of the round, so a battleship hit that round still fires as before (World at War digest A4), and a Global War tactical bomber shot down by AA fire still boosts its armor that round (G487-489); immediate: the damage and the losses change them at once (W110)."),
    /**
     * What a defender left with only AA guns does (World at War, W126: AA guns are casualties).
     * {@code guns-destroyed}: they fight on and the attacker must destroy them (WaW digest A3).
     * {@code guns-captured}: the Classic ending, the battle is over and the guns are captured.
     */
    AA_ENDING("aa-ending", AaEnding.values(), "A defender left with AA guns only",
            "guns-destroyed: the guns fight on as casualties until destroyed (World at War W126, digest A3); guns-captured: the battle is over and the guns are captured (Classic)."),
    /**
     * How long a destroyer's detection of a submarine lasts (Global War 1939: each enemy destroyer detects one
     * submarine, which then has no first strike, G2036-2037). {@code sticky}: for the battle, "even if the
     * preemptive strike destroys 1 destroyer, the 3 submarines that were detected are still detected"
     * (G2082-2084; spec A4). {@code recompute}: each round, as many as the enemy has destroyers then.
     */
    SUBMARINE_DETECTION("submarine-detection", SubmarineDetection.values(), "Destroyer detection of submarines",
            "sticky: a detected submarine stays detected for the battle, even when the destroyer is sunk (Global War G2082-2084); recompute: each round, as many as the enemy has destroyers then (G2036-2037)."),
    /**
     * Which submarine the owner loses to a hit in the first-strike step when it has both kinds (Global War 1939: the
     * owner picks its casualties, G502-508; the undetected submarines strike first and still fire when hit, G490-492,
     * G2047-2049; the detected ones fire later in the round). {@code struck-first}: one that has struck, so the
     * detected one still fires in the main fire (Rulebook Example 4, G2100-2105). {@code detected-first}: a detected
     * one, so fewer submarines stay detected in the next round.
     */
    FIRST_STRIKE_CASUALTIES("first-strike-casualties", FirstStrikeCasualties.values(), "Submarine lost to a first strike",
            "struck-first: the owner loses a submarine that has just struck first, keeping a detected one for the main fire (Global War G502-508, Example 4); detected-first: a detected one, so fewer stay detected next round."),
    /**
     * Whether a Global War fortress's hits may go to the ships bombarding the territory: its dice "cannot hit Air units
     * but can hit Naval units" (G1858-1860), and the attacker picks the casualties (G502-508). {@code bombarding-ships}
     * (the literal reading): they may, a battleship taking a hit as damage. {@code land-units}: only the attacking land
     * units, as no other fire reaches the bombarding ships (G423-431).
     */
    FORTRESS_SHIP_HITS("fortress-ship-hits", FortressShipHits.values(), "Fortress hits on bombarding ships",
            "bombarding-ships: the fortress's dice 'can hit Naval units', so the attacker may lose a bombarding ship or put a hit on a battleship (Global War G1858-1860); land-units: only the attacking land units."),
    /**
     * Which of the defender's units Global War's optional Defender Retreat takes: "the defending land units and tactical
     * air units that are left may choose to retreat" (G2175-2177). {@code land-and-tactical-air}: land units and every
     * aircraft but those tagged {@link #STRATEGIC_TAG} (strategic bombers, which the rulebook sets apart from tactical
     * bombers and fighters, G382, G1803-1807). {@code land-and-aircraft}: land units and every aircraft.
     */
    DEFENDER_RETREAT_UNITS("defender-retreat-units", DefenderRetreatUnits.values(), "Who may take part in the defender's retreat",
            "land-and-tactical-air: the defending land units, fighters and tactical bombers, not strategic bombers (Global War G2175-2177: 'land units and tactical air units'); land-and-aircraft: land units and every aircraft."),
    /**
     * Whether a unit lost anyway at the end of a step (Revised Kamikaze Attacks and Kaiten Torpedoes: it "automatically
     * becomes an opening fire casualty in addition to any other casualties inflicted in this cycle of combat", L2986-2987,
     * L2994-2995) may take the enemy's hits. {@code take-hits}: it may, the owner's first casualty. {@code in-addition}: it
     * may not; the hits go to the side's other units, and it is lost on top of them.
     */
    EXPENDED_CASUALTIES("expended-casualties", ExpendedCasualties.values(), "Kamikaze and kaiten as casualties",
            "take-hits: a kamikaze or kaiten unit, lost at the end of the opening fire anyway, may take the enemy's hits, its owner's first casualty; in-addition: it is lost 'in addition to any other casualties inflicted in this cycle' (Revised L2986-2987, L2994-2995), so the hits go to the side's other units."),
    /**
     * What Global War's Eastern Front raises: "All German units attack at a +1" (G704-708). {@code with-bombardment}:
     * the German ships' shore bombardment too, as the fortress's -1 reaches "ships during shore bombardment"
     * (G1849-1850); {@code land-and-air}: the land and air units only. The fortress, "a special type of facility"
     * (G1844), is no unit, and its dice are never lowered by "all Soviets defend at a -1" (G881-885).
     */
    EASTERN_FRONT_REACH("eastern-front-reach", EasternFrontReach.values(), "Eastern Front's +1",
            "with-bombardment: every German unit attacking, ships bombarding too (Global War G704-708; bombardment takes attack modifiers, G1849-1850); land-and-air: the land and air units only."),
    /**
     * Which units Global War's Advanced Artillery Tactics lets one artillery boost: "1 artillery unit boosts 2 infantry +1
     * on attack" (G156), where infantry is "not mechanized infantry" (G2118-2120), and without it an artillery boosts one
     * infantry or one mechanized infantry (G1920-1922). {@code infantry-or-mech}: two infantry-class units, or one mech
     * (digest A16). {@code mech-and-infantry}: the artillery's own boost (an infantry or a mech) and one more infantry-class
     * unit, so one artillery may boost a mech and an infantry.
     */
    ADVANCED_ARTILLERY_MIX("advanced-artillery-mix", AdvancedArtilleryMix.values(), "Advanced Artillery's two boosts",
            "infantry-or-mech: with Advanced Artillery Tactics one artillery boosts 2 infantry or 1 mechanized infantry (Global War G156, 'infantry' not including mechanized infantry, G2118-2120); mech-and-infantry: its own boost to an infantry or a mech, and one more to an infantry."),
    /**
     * The values of a damaged Iowa-class battleship (Global War): "Starting on turn 10, all U.S. battleships attack and
     * defend on a roll of 9" (G1251) against "Damaged battleships can only attack on a 5 or less, defend on a 5 or less"
     * (G2021-2023). {@code at-five}: damaged, it is a damaged battleship (spec A18); {@code at-nine}: it stays at 9.
     */
    IOWA_DAMAGED("iowa-damaged", IowaDamaged.values(), "A damaged Iowa class battleship",
            "at-five: a damaged US battleship attacks and defends at 5 like any damaged battleship (Global War G2021-2023); at-nine: 'all U.S. battleships attack and defend on a roll of 9' (G1251), damaged or not."),
    /**
     * What an attacking unit that may not retreat does to its side's retreat (Global War's Banzai infantry "cannot
     * retreat", G977). {@code others-retreat}: the other units retreat and it fights on alone (spec A12); {@code none}:
     * no attacking unit retreats while one of them is on the board (digest A18).
     */
    STAY_IN_BATTLE_RETREAT("stay-in-battle-retreat", StayInBattleRetreat.values(), "Retreat beside Banzai infantry",
            "others-retreat: the attacker's other units retreat and the Banzai infantry, which 'cannot retreat', fight on alone (Global War G977); none: no attacking unit retreats while a Banzai infantry is in the battle (digest A18)."),
    /**
     * Where World at War's Super Submarines act: "Submarines hit on a 3 or less in combat" (W579). {@code
     * attack-and-defense}: in every combat, attacking and defending (spec A7); {@code attack-only}: on attack, as
     * Classic's Super Submarines ("Each of your submarines now attacks at 3 instead of 2", C440).
     */
    SUPER_SUBMARINES_REACH("super-submarines-reach", SuperSubmarinesReach.values(), "Where Super Submarines hit on 3",
            "attack-and-defense: 'Submarines hit on a 3 or less in combat' (World at War W579), attacking and defending; attack-only: on attack alone, as in Classic (C440)."),
    /**
     * Whether World at War's bombers that drop paratroopers meet the defending AA guns: "A bomber can transport one
     * paratrooper instead of performing a bombing mission or attack ... If a bomber that is transporting a paratrooper
     * is destroyed the paratrooper is also destroyed" (W118). {@code out-of-battle}: the carrying bombers are not in the
     * battle and nothing fires at them (battle spec A15); {@code aa-fire}: before round 1 the defending AA guns fire at
     * the carrying bombers, and each one shot down takes its paratrooper with it (spec A15's option, the paratroopers
     * dropped given as a roll before the battle: {@code battleboard.battle.ParatrooperDrop}).
     */
    PARATROOPER_BOMBERS("paratrooper-bombers", ParatrooperBombers.values(), "AA fire at paratroopers' bombers",
            "out-of-battle: bombers that drop paratroopers are not in the battle, and nothing fires at them (World at War W118, spec A15); aa-fire: before round 1 the AA guns fire at them, and each bomber shot down takes its paratrooper with it (give the paratroopers dropped)."),
    /**
     * What World at War's two detection rolls need: "One roll per sea zone per fleet/air force may be made" (W443).
     * {@code players-count}: the rolls are the player's count of the attack's groups, 1 or 2, as long as one attacking
     * unit can detect; {@code fleet-and-air-force}: two rolls are a fleet's and an air force's, so they need a detecting
     * ship and a detecting aircraft among the attackers.
     */
    DETECTION_ROLLS("detection-rolls", DetectionRolls.values(), "Two detection rolls need",
            "players-count: one or two detection rolls, as the player counts the attack's fleets and air forces (World at War W443); fleet-and-air-force: two rolls need a detecting ship and a detecting aircraft among the attackers."),
    /**
     * How long Global War's kamikaze fighter fights: it "can move to maximum range (ignoring the rule requiring it to land
     * in NCM) and hits on a roll of 8 or less" (G937-941). {@code whole-battle}: an attacking fighter at 8 for the whole
     * battle (spec A15); {@code one-shot}: it fires in round 1's main fire and is then lost (spec A15's option).
     */
    KAMIKAZE_ATTACK("kamikaze-attack", KamikazeAttack.values(), "How long a kamikaze fighter fights",
            "whole-battle: the kamikaze fighter attacks at 8 in every round (Global War G937-941, spec A15); one-shot: it fires in round 1 and is then lost, a casualty of its own attack that may also take one of that round's hits."),
    /**
     * How many combined-arms boosts a Global War Bersaglieri takes: it attacks "at a +1 when paired with an armor unit"
     * (G1176-1178), and as an infantry-class unit an artillery boosts it too (G1920-1922). {@code two}: +1 from an
     * artillery and +1 from an armor, from different boosters (spec A14); {@code one}: at most +1 (spec A14's option).
     */
    BERSAGLIERI_BOOSTS("bersaglieri-boosts", BersaglieriBoosts.values(), "Boosts a Bersaglieri takes",
            "two: a Bersaglieri takes +1 from an artillery and +1 from an armor (Global War G1176-1178, G1920-1922; spec A14); one: at most +1 in all."),
    /**
     * Whether Global War's Jet Fighters raise a fighter's value in a strategic bombing raid's air-to-air combat, whose
     * escorts and interceptors fight at a "combat value of 3" (G390, G1955), where Jet Fighters give "+2 to attack and
     * defense" (G172). {@code fixed-three}: the raid's 3 stands (digest A11); {@code plus-two}: a side with Jet Fighters
     * fights the air-to-air combat at 5 (digest A11's option).
     */
    RAID_JET_FIGHTERS("raid-jet-fighters", RaidJetFighters.values(), "Jet Fighters in a raid's air combat",
            "fixed-three: escorts and interceptors fight a raid's air-to-air combat at 3 with Jet Fighters too (Global War G390, G1955; digest A11); plus-two: Jet Fighters' +2 (G172) raises them to 5."),
    /**
     * Where a battle with Chinese units is fought (1998 house rules). {@code greater-china}: "No USA or UK land
     * forces may ever enter the territories of Greater China", nor Soviet land forces Chinese-controlled territory
     * (S004 L50), so a side with a unit tagged {@code chinese} has no other land unit. {@code lesser-china}: French
     * Indo-China Burma, where "Chinese and other allied forces may occupy this territory at the same time"
     * (S004 L56).
     */
    CHINESE_TERRITORY("chinese-territory", ChineseTerritory.values(), "Where Chinese units fight",
            "greater-china: no other allied land unit may be with the Chinese (1998 house rules S004 L50); lesser-china: French Indo-China Burma, where other allied forces may be too (S004 L56)."),
    /**
     * Whether the losses after the battle count in the IPC figures: the cargo of sunk transports (Revised
     * L1007-1010; Classic C748) and aircraft at sea with nowhere to land (Revised L2375-2376; Classic C647, C798).
     * {@code count} or {@code ignore} (the battle board alone).
     */
    POST_BATTLE_LOSSES("post-battle-losses", PostBattleLosses.values(), "Losses after the battle",
            "count: the cargo of sunk transports and aircraft at sea with nowhere to land count in the IPC figures (Revised L1007-1010, L2375-2376; Classic C647, C748, C798); ignore: the battle board alone."),
    /**
     * How a volley's hits are found. {@code standard}: every die is rolled (every rulebook). {@code low-luck}: the
     * volley's total strength (the sum of its dice's hit values) divided by the die's sides gives the hits, rounded
     * down, and one die decides the remainder: it hits when it shows the remainder or less. A volley is one firing
     * step's dice aimed at one class of targets, so AA guns, submarines and bombardment count apart from the rest.
     * Low Luck is not in any rulebook: it is the common house rule of online play (TripleA's "Low Luck" game option;
     * aacalc2's "low luck"), offered for every edition.
     */
    /**
     * What becomes of a unit's damage when it survives a combat, read where one combat follows another in the same
     * place (attacks in waves). {@code repaired}: "Its damage is 'repaired,' and it is unharmed at the start of the next
     * combat" (Revised L1780-1786). {@code kept}: the damage stays until repaired in the owner's turn (World at War W112;
     * Global War G197-200).
     */
    DAMAGE_AFTER_COMBAT("damage-after-combat", DamageAfterCombat.values(), "Damage after a combat",
            "repaired: a unit that survives a combat with hits taken is unharmed at the start of the next (Revised L1780-1786); kept: the damage stays until repaired in its owner's turn (World at War W112; Global War G197-200). Read by attacks in waves."),
    /**
     * Whose rolls World at War's Russian espionage changes (W546: "modify all die rolls of attacking and defending units
     * by 1 in your favor ... for the first round of combat"). {@code both-sides}: every roll in the area, the Russian
     * side's +1 and the enemy's -1 (the sentence as written). {@code own-units}: the Russian side's rolls +1 only.
     */
    ESPIONAGE_ROLLS("espionage-rolls", EspionageRolls.values(), "Russian espionage changes",
            "both-sides: all die rolls in the area change by 1 in Russia's favour in round 1, the Russian units' +1 and the enemy's -1 (World at War W546, as written); own-units: the Russian units' rolls +1 only."),
    /**
     * Which units a rocket strike at an area removes (World at War W516: "roll 1 die for the IPC value of units to remove,
     * rounded up"). {@code least-cost}: the defender's units of least total cost that reach the roll, the set that keeps
     * the most fighting strength among equal costs. {@code order-of-loss}: the defender's units one at a time in his
     * order of loss until their cost reaches the roll.
     */
    ROCKET_CASUALTIES("rocket-casualties", RocketCasualties.values(), "Rocket strike casualties",
            "least-cost: the defender removes the units of least total cost that reach the roll, keeping the most fighting strength among equal costs (World at War W516, 'rounded up'); order-of-loss: his units one at a time in his order of loss until their cost reaches the roll."),
    /**
     * Which class World at War's AA guns cover first when they may fire at aircraft or at tanks (W121-124: each gun is
     * assigned to one class by the defender). {@code aircraft-first}: the guns cover the attacking aircraft, then the
     * tanks. {@code tanks-first}: the tanks, then the aircraft.
     */
    AA_TARGETS("aa-targets", AaTargets.values(), "AA guns cover first",
            "aircraft-first: the defender's AA guns cover the attacking aircraft first, then the tanks; tanks-first: the tanks first, then the aircraft (World at War W121-124: the defender assigns each gun to aircraft or tanks)."),
    /**
     * How the owner takes hits on units with an armour roll (World at War's Tiger: "A tiger tank may take one or two hits",
     * W527). {@code spread}: a hit goes to an unhit one first (each then rolls its armour, lost with 1/3), which loses 2/3
     * of a Tiger on average for two hits. {@code concentrate}: once one is hit, the next hit it may take goes to the same
     * one (destroyed with no roll) by the order of loss, which loses one Tiger for certain and never two.
     */
    /**
     * When units destroyed if left alone (the battle rules' {@code lostWithOnly} with {@code destroyed}: 1942 Second
     * Edition's transports, TripleA WW2v5_1942_2nd.xml "Unescorted Transport Dies") are lost.
     * {@code beside-combat-units}: while the enemy has a unit that holds the battle; two sides left with such units
     * alone are a stalemate. {@code defender-always}: a defender left with them alone loses them whenever the attacker
     * has any unit left, transports too, and an attacker's are fired upon as any other units (aacalc2
     * src/unitgroup.ts:1090-1103, src/solveone.ts:124-133, which removes the defender's only).
     */
    UNESCORTED_TRANSPORTS("unescorted-transports", UnescortedTransports.values(), "Transports left alone",
            "beside-combat-units: transports left alone are destroyed while the enemy has a unit that fights (TripleA's Unescorted Transport Dies, X1834 of its 1942 Second Edition file); defender-always: a defender's are destroyed whenever the attacker has any unit left, transports too, and an attacker's are fired upon as other units (aacalc2)."),
    /**
     * In which order a side's owner assigns hits of different kinds that fall on it in one step (the owner's choice).
     * {@code fixed-order}: the most restricted kind first, by what each kind may hit (a submarine's sea units before
     * hits at any unit). {@code present-units}: the same, but a kind that may hit every unit the side has on the board
     * restricts nothing and goes with hits at any unit (1942 Second Edition: submarine hits against ships alone go after
     * the aircraft's, which cannot take a submarine, as aacalc2 src/solveone.ts:408-460 assigns them; X1825).
     */
    RESTRICTED_HITS("restricted-hits", RestrictedHits.values(), "Order of restricted hits",
            "fixed-order: the most restricted kind of hit is assigned first, by the domains and tags it may hit (Revised L1227-1236: submarine hits at sea units before the others); present-units: a kind that may hit every unit on the board counts as unrestricted (1942 Second Edition, X1825, as aacalc2 assigns them)."),
    /**
     * Who picks the ships Global 1940's kamikaze strikes hit. The rule has the Japanese player name each token's target
     * before the dice (TripleA ww2global40_2nd_edition.xml X4777-4779): with the targets named ({@code --kamikaze-targets},
     * {@code battleboard.battle.KamikazeTargets}) this option decides nothing; without, the hits are assigned after the dice.
     * {@code firer}: the Japanese player, as a firer picks: the most expensive surface warship first. {@code owner}: the
     * attacker, by its order of loss.
     */
    KAMIKAZE_TARGETS("kamikaze-targets", KamikazeTargets.values(), "Kamikaze targets",
            "firer: each kamikaze hit goes to the enemy surface warship the Japanese player picks (his picks, else the most expensive first), after the dice (the rule names targets before them, TripleA's Global 1940 file X4777-4779: name them with --kamikaze-targets, and this option decides nothing); owner: the attacker picks, by its order of loss."),
    ARMOUR_HITS("armour-hits", ArmourHits.values(), "Hits on Tigers",
            "spread: each hit goes to a Tiger not yet hit, which then makes its armour roll (World at War W527); concentrate: a Tiger already hit this round takes the next hit the order of loss gives a Tiger, and is destroyed with no roll."),
    DICE("dice", DiceRule.values(), "Dice",
            "standard: one die is rolled for each unit (Revised L1341, L1355; Classic C163); low-luck: each firing group's hits are its total strength divided by the die's sides, rounded down, plus one die for the remainder (the Low Luck house rule of TripleA and online play, not in any rulebook).");

    /**
     * The tag of the 1998 house rules' Chinese units (S004 L46): the units that fight beside no other land unit in Greater
     * China ({@link #CHINESE_TERRITORY}, S004 L50), and whose survival makes the Axis break off under
     * {@link #ROUND_LIMIT}'s {@code one-round} (S004 L54).
     */
    public static final String CHINESE_TAG = "chinese";

    /** The tag of Global War's strategic bombers, which are not "tactical air units" ({@link #DEFENDER_RETREAT_UNITS}). */
    public static final String STRATEGIC_TAG = "strategic";

    private final String id;
    private final List<String> choices;
    private final List<Enum<?>> constants;
    private final Class<? extends Enum<?>> type;
    private final String label;
    private final String meaning;

    /**
     * @param values the option's values, first the one an edition without the option plays: the enum's {@code values()},
     *               not its class, whose {@code getEnumConstants} Java answers by reflection, cold for each of the options'
     *               enums on every start (about 1 ms of a small command line, {@code docs/performance.md},
     *               "Issue 24, fifteenth session")
     */
    <E extends Enum<E> & Choice> RuleOption(String id, E[] values, String label, String meaning) {
        this.id = id;
        this.type = values[0].getDeclaringClass();
        this.label = label;
        this.meaning = meaning;
        List<String> ids = new ArrayList<>(values.length);
        for (E v : values) {
            ids.add(v.id());
        }
        this.choices = List.copyOf(ids);
        this.constants = List.of(values);
    }

    /** @return the enum class of the option's values */
    public Class<? extends Enum<?>> type() {
        return type;
    }

    /** @return the option's name in edition files and on the command line, e.g. {@code "aa-casualties"} */
    public String id() {
        return id;
    }

    /** @return the option's name for a player, e.g. "AA casualties" (the form's label) */
    public String label() {
        return label;
    }

    /** @return what each value means, with the rulebook lines it comes from (the form's tooltip) */
    public String meaning() {
        return meaning;
    }

    /** @return the values this option accepts */
    public List<String> choices() {
        return choices;
    }

    /** @return the constants of {@link #type()}, in the order of {@link #choices()} */
    List<Enum<?>> constants() {
        return constants;
    }

    /** @return the option with this id, if any */
    public static Optional<RuleOption> byId(String id) {
        for (RuleOption o : values()) {
            if (o.id.equals(id)) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }
}
