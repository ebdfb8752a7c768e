package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 10, item 2: battles the rulebooks forbid are refused with exit code 2 and one line naming the rule and
 * its line, never solved; and item 6: how an edition names the outcome of a battle it allows.
 */
class ForbiddenBattlesTest {
    @ParameterizedTest(name = "{0}: {1} vs {2}")
    @CsvSource(delimiter = '|', value = {
        // Revised L2368: only fighters land on carriers, two to a carrier; Classic L661, L713 the same
        "revised|2 sub|1 bomber, 1 carrier||bomber cannot defend at sea: it cannot land on a carrier (Revised rulebook, Appendix 1: Unit Profiles — Fighters (L2368): up to two fighters on a carrier; only fighters land on carriers)",
        "revised|2 sub|3 fighter, 1 carrier||3 defending aircraft at sea, but the carriers there hold 2 (2 per carrier, Revised rulebook, Appendix 1: Unit Profiles — Fighters (L2368): up to two fighters on a carrier; only fighters land on carriers)",
        "revised|1 destroyer|1 fighter||1 defending aircraft at sea, but the carriers there hold 0 (2 per carrier, Revised rulebook, Appendix 1: Unit Profiles — Fighters (L2368): up to two fighters on a carrier; only fighters land on carriers)",
        "classic|2 sub|1 bomber, 1 carrier||bomber cannot defend at sea: it cannot land on a carrier (Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Aircraft Carriers (C713): a carrier carries as many as two fighters; 4 Action Sequence 2: Combat Movement — Air Units — Bombers (C661): bombers cannot land on carriers)",
        "house-rules-1998|2 sub|5 fighter, 2 carrier||5 defending aircraft at sea, but the carriers there hold 4 (2 per carrier, Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Aircraft Carriers (C713): a carrier carries as many as two fighters; 4 Action Sequence 2: Combat Movement — Air Units — Bombers (C661): bombers cannot land on carriers)",
        // issue 23 row 6: World at War keeps Classic's carriers (C641, C661, C713; W130 and W617 change none of it)
        "world-at-war-2005|1 battleship|1 transport, 2 fighter||2 defending aircraft at sea, but the carriers there hold 0 (2 per carrier, Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Aircraft Carriers (C713): a carrier carries as many as two fighters; 4 Action Sequence 2: Combat Movement — Air Units — Bombers (C661): bombers cannot land on carriers; 4 Action Sequence 2: Combat Movement — Air Units — Fighter Planes (C641): fighters defend at sea only on a carrier; World at War keeps these (World at War 2005 rulebook, 1.8 Fighter movement (W130), 15.2 Built Fighters/Subs (W617)))",
        "world-at-war-2005|1 battleship|1 carrier, 1 bomber||bomber cannot defend at sea: it cannot land on a carrier (Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Aircraft Carriers (C713): a carrier carries as many as two fighters; 4 Action Sequence 2: Combat Movement — Air Units — Bombers (C661): bombers cannot land on carriers; 4 Action Sequence 2: Combat Movement — Air Units — Fighter Planes (C641): fighters defend at sea only on a carrier; World at War keeps these (World at War 2005 rulebook, 1.8 Fighter movement (W130), 15.2 Built Fighters/Subs (W617)))",
        "world-at-war-2005|2 submarine|1 carrier, 3 fighter||3 defending aircraft at sea, but the carriers there hold 2 (2 per carrier, Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Aircraft Carriers (C713): a carrier carries as many as two fighters; 4 Action Sequence 2: Combat Movement — Air Units — Bombers (C661): bombers cannot land on carriers; 4 Action Sequence 2: Combat Movement — Air Units — Fighter Planes (C641): fighters defend at sea only on a carrier; World at War keeps these (World at War 2005 rulebook, 1.8 Fighter movement (W130), 15.2 Built Fighters/Subs (W617)))",
        // bombardment supports an amphibious assault (Revised L1199-1203)
        "revised|2 fighter|2 infantry|1 battleship|shore bombardment supports an amphibious assault, but the attacker has no land unit to land (Revised rulebook, Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Battleship Bombardment (L1199-1225))",
        "classic|2 fighter|2 infantry|1 battleship|shore bombardment supports an amphibious assault, but the attacker has no land unit to land (Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Amphibious Assaults (C703), 5 Action Sequence 3: Combat — Some special attacking and defending situations — Amphibious assaults with battleships (C857))",
        "revised|2 destroyer|1 destroyer|1 battleship|shore bombardment needs a land battle, but this is a sea battle (Revised rulebook, Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Battleship Bombardment (L1199-1225))",
        // a ship joins a land battle only by shore bombardment, cited from the edition's bombardment step
        "revised|2 infantry, 1 battleship|2 infantry||battleship cannot fight in a land battle beside infantry: a ship supports a land battle only by shore bombardment (--bombard, Revised rulebook, Phase 4: Conduct Combat — Step 2: Conduct Opening Fire — Battleship Bombardment (L1199-1225))",
        "classic|2 infantry, 1 battleship|2 infantry||battleship cannot fight in a land battle beside infantry: a ship supports a land battle only by shore bombardment (--bombard, Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Amphibious Assaults (C703), 5 Action Sequence 3: Combat — Some special attacking and defending situations — Amphibious assaults with battleships (C857))",
        "world-at-war-2005|2 infantry, 1 cruiser|2 infantry||cruiser cannot fight in a land battle beside infantry: a ship supports a land battle only by shore bombardment (--bombard, Classic Gameplay Manual, 4 Action Sequence 2: Combat Movement — Naval Units — Amphibious Assaults (C703), 5 Action Sequence 3: Combat — Some special attacking and defending situations — Amphibious assaults with battleships (C857, C865))",
        "revised|2 infantry|1 destroyer||infantry cannot fight in a sea battle (the attacker has it, and destroyer makes this a sea battle)",
        // 1998: Chinese sovereignty (S004 L50), either side
        "house-rules-1998|2 infantry|3 chinese-infantry, 1 infantry||infantry cannot fight beside chinese-infantry in Greater China: no US, UK or Soviet land unit may enter it (R.D. Baker's 1998 house rules, Greater China: The Chinese Army — Chinese Sovereignty (S004 L50)); in French Indo-China Burma they may (--option chinese-territory=lesser-china, Greater China: The Chinese Army — French Indo-China Burma (Lesser China) (S004 L56))",
        "house-rules-1998|5 chinese-infantry, 1 armor|2 infantry||armor cannot fight beside chinese-infantry in Greater China: no US, UK or Soviet land unit may enter it (R.D. Baker's 1998 house rules, Greater China: The Chinese Army — Chinese Sovereignty (S004 L50)); in French Indo-China Burma they may (--option chinese-territory=lesser-china, Greater China: The Chinese Army — French Indo-China Burma (Lesser China) (S004 L56))",
        // issue 23 rows 3 and 14: units that never attack or never defend, and the most of a unit in one battle (the edition
        // file's unit "limits")
        "world-at-war-2005|1 rocket, 1 infantry|1 infantry||rocket cannot attack (World at War 2005 rulebook, 14.3 Germany: Rocket V1/V2 Missiles (W517-518): rockets may not move and fire, and satisfy a combat loss only in an attacked area that has them)",
        "world-at-war-2005|1 partisan, 1 armor|1 infantry||partisan cannot attack (World at War 2005 rulebook, 7.8 Partisans (W342): partisans may not move nor attack)",
        "global-war-1939|1 partisan, 1 armor|1 infantry||partisan cannot attack (Global War 1939 rulebook, III National Advantages and Special Rules — Russia — 1. Russian Partisans (G865): partisans may not move or attack)",
        "global-war-1939|1 infantry|1 kamikaze-fighter, 1 infantry||kamikaze-fighter cannot defend (Global War 1939 rulebook, III National Advantages and Special Rules — Japan — C. Kamikaze Fighter (G937-941): 1 fighter per turn may kamikaze, flying to its maximum range to attack)",
        "global-war-1939|2 kamikaze-fighter|1 cruiser||at most 1 kamikaze-fighter in a battle, not 2 (Global War 1939 rulebook, III National Advantages and Special Rules — Japan — C. Kamikaze Fighter (G937-941): 1 fighter per turn may kamikaze, flying to its maximum range to attack)",
        "global-war-1939|3 banzai-infantry|2 infantry||at most 2 banzai-infantry in a battle, not 3 (Global War 1939 rulebook, III National Advantages and Special Rules — Japan — 1. Banzai (G975-977): banzai is an attack, and up to 2 infantry per battle may make it (defending, they are infantry))",
        "global-war-1939|2 infantry|1 banzai-infantry||banzai-infantry cannot defend (Global War 1939 rulebook, III National Advantages and Special Rules — Japan — 1. Banzai (G975-977): banzai is an attack, and up to 2 infantry per battle may make it (defending, they are infantry))",
        // one fortification to a territory; Switzerland's two are one unit (G1844-1896)
        "global-war-1939|3 infantry|2 fortress, 3 infantry||at most 1 fortress in a battle, not 2 (Global War 1939 rulebook, V Unit Types and Descriptions — 1. Facilities — D. Fortification (G1844-1896): a fortification defends the territory it is in, one to a territory but Switzerland's two (enter swiss-fortifications))",
        "global-war-1939|2 fighter|1 cruiser, 2 naval-base||at most 1 naval-base in a battle, not 2 (Global War 1939 rulebook, V Unit Types and Descriptions — 1. Facilities — C. Naval Base (G1834): a maximum of 1 naval base can use its AA to defend a sea zone)",
        "world-at-war-2005|1 infantry, 2 long-range-artillery|1 infantry||at most 1 long-range-artillery in a battle, not 2 (World at War 2005 rulebook, 14.7 Russia: Long Range Advanced Artillery (W543): only one AA gun can be used as long-range artillery against each area under attack, and only when attacking)",
        "world-at-war-2005|1 infantry|1 long-range-artillery, 1 infantry||long-range-artillery cannot defend (World at War 2005 rulebook, 14.7 Russia: Long Range Advanced Artillery (W543): only one AA gun can be used as long-range artillery against each area under attack, and only when attacking)",
        "world-at-war-2005|5 tiger|3 infantry||at most 4 tiger in a battle, not 5 (World at War 2005 rulebook, 14.4 Germany: German Tiger/King Tiger Tank Divisions (W526): a maximum of 4 tiger tanks can be in play at any time)",
        "world-at-war-2005|3 infantry|3 ss-panzer, 2 ss-panzer||at most 4 ss-panzer in a battle, not 5 (World at War 2005 rulebook, 3.9 SS Panzers (W186): Germany can never have more than 4 SS Panzers in play at any time)",
        "world-at-war-2005|7 ss-panzergrenadier|3 infantry||at most 6 ss-panzergrenadier in a battle, not 7 (World at War 2005 rulebook, 3.10 SS Panzergrenadiers (W188): Germany can never have more than 6 SS Infantry in play at any time)",
        "world-at-war-2005|3 infantry|5 guards||at most 4 guards in a battle, not 5 (World at War 2005 rulebook, 7.7 Russian Guards (W340): Russia may build up to 4 infantry as Guards, rebuilt if destroyed)",
        "world-at-war-2005|7 armored-infantry|3 infantry||at most 6 armored-infantry in a battle, not 7 (World at War 2005 rulebook, 6.6 Armored Infantry (W290): the U.S. may build up to 6 armored infantry, rebuilt if destroyed)",
        "world-at-war-2005|5 paratrooper|3 infantry||at most 4 paratrooper in a battle, not 5 (World at War 2005 rulebook, 1.5 Paratroopers (W116): a country can have no more than 4 paratroopers in play at any given time)",
        // an AA gun only defends (Revised L2239-2256, Classic L406)
        "revised|1 aa-gun, 1 tank|1 infantry||aa-gun cannot attack: AA guns only defend against aircraft (Revised rulebook, Appendix 1: Unit Profiles — Antiaircraft Guns (L2239-2256))",
        "classic|1 aa-gun, 1 armor|1 infantry||aa-gun cannot attack: AA guns only defend against aircraft (Classic Gameplay Manual, 2 Game Set-Up — Combat Force Set-Up — Germany Reference Chart (C406))",
    })
    void refusedInOneLine(String edition, String attacker, String defender, String bombard, String message) {
        CliRun run = bombard == null
                ? CliRun.of("odds", "--edition", edition, "--attacker", attacker, "--defender", defender)
                : CliRun.of("odds", "--edition", edition, "--attacker", attacker, "--defender", defender, "--bombard", bombard);
        assertEquals(2, run.code(), run.toString());
        assertEquals("", run.out(), run.toString());
        assertEquals(message, run.err().strip());
    }

    /**
     * Issue 23 row 14: a technology that changes at most so many units (World at War's Heavy Bombers: 2 bombers, W588;
     * marines: 4 infantry, W288; Global War's Flying Tigers: the one US fighter in China, G1298-1300) refuses more of them on
     * the side that has it, in the role it acts in: Heavy Bombers' attack dice change no defending bomber. A landed copy
     * counts with its unit.
     */
    @ParameterizedTest(name = "{0}: {1} vs {2} with {3}")
    @CsvSource(delimiter = '|', value = {
        "world-at-war-2005|3 bomber|2 infantry|attacker:heavy-bombers|at most 2 bomber with heavy-bombers, not 3 (World at War 2005 rulebook, 14.18 All: Heavy Bombers (W588): up to 2 bombers may be used as heavy bombers, 2 dice each; the technology makes every attacking bomber of the side heavy, so at most 2 attack with it)",
        "world-at-war-2005|5 infantry|2 infantry|attacker:marines|at most 4 infantry with marines, not 5 (World at War 2005 rulebook, 6.5 Marines and Rangers (W288): the U.S. may designate up to 4 infantry as marines/rangers, who attack at 2 in an amphibious assault (enter only the marines as infantry of this side))",
        "global-war-1939|2 fighter|2 infantry|defender:flying-tigers|at most 1 fighter with flying-tigers, not 2 (Global War 1939 rulebook, III National Advantages and Special Rules — China — A. Flying Tigers (G1298-1300): the American fighter in China attacks and defends at +1 (enter only that fighter on this side))",
    })
    void technologyLimitsRefusedInOneLine(String edition, String attacker, String defender, String tech, String message) {
        String side = tech.substring(0, tech.indexOf(':'));
        CliRun run = CliRun.of("odds", "--edition", edition, "--attacker", side.equals("attacker") ? attacker : defender,
                "--defender", side.equals("attacker") ? defender : attacker, "--tech", tech);
        assertEquals(2, run.code(), run.toString());
        assertEquals("", run.out(), run.toString());
        assertEquals(message, run.err().strip());
    }

    /** The limits hold where the rule says and no further: these battles are solved. */
    @org.junit.jupiter.api.Test
    void limitsAllowWhatTheRulesAllow() {
        CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "2 bomber", "--defender", "2 infantry",
                "--tech", "attacker:heavy-bombers").ok();
        // Heavy Bombers change attack dice only: 3 defending bombers of a side with them are not limited
        CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "2 infantry", "--defender", "3 bomber, 1 infantry",
                "--tech", "defender:heavy-bombers").ok();
        CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "1 armor", "--defender", "1 partisan").ok();
        CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 armor", "--defender", "1 partisan").ok();
        CliRun.of("odds", "--edition", "global-war-1939", "--attacker", "1 kamikaze-fighter, 2 banzai-infantry",
                "--defender", "2 infantry").ok();
        CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "1 infantry, 1 long-range-artillery, 4 tiger",
                "--defender", "3 infantry").ok();
        // 4 infantry with marines, 2 of them landed: the landed copies count with the infantry
        CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "2 infantry", "--landed", "2 infantry",
                "--defender", "2 infantry", "--tech", "attacker:marines").ok();
        CliRun run = CliRun.of("odds", "--edition", "world-at-war-2005", "--attacker", "3 infantry", "--landed", "2 infantry",
                "--defender", "2 infantry", "--tech", "attacker:marines");
        assertEquals(2, run.code(), run.toString());
        assertEquals("at most 4 infantry with marines, not 5 (World at War 2005 rulebook, 6.5 Marines and Rangers (W288): the U.S. may designate up to 4 infantry as marines/rangers,"
                + " who attack at 2 in an amphibious assault (enter only the marines as infantry of this side))", run.err().strip());
    }

    /** Issue 10, item 6: Classic names the battle won with aircraft only as its rulebook does (C926-928). */
    @org.junit.jupiter.api.Test
    void classicSaysHeldByTheDefender() {
        String classic = CliRun.of("odds", "--edition", "classic", "--attacker", "2 fighter", "--defender", "1 infantry").ok().out();
        CliRun.assertHasLines(classic, "  defenders destroyed, held by the defender +95\\.0000%",
                // the rulebook and its section under the table, not a bare line reference on the row
                "  \\(defenders destroyed, held by the defender: Classic Gameplay Manual, 5 Action Sequence 3: Combat"
                        + " — Results Of Both Land And Naval Combat \\(C926-928\\)\\)");
        String revised = CliRun.of("odds", "--attacker", "2 fighter", "--defender", "1 infantry").ok().out();
        CliRun.assertHasLines(revised, "  defenders destroyed, not taken +\\d+\\.\\d+%");
    }

    /**
     * S004 L48-56: Allied aircraft may fight beside Chinese infantry in Greater China, and every Allied unit in French
     * Indo-China Burma; the preset of the Elusive Chinese Army keeps the sovereignty rule.
     */
    @org.junit.jupiter.api.Test
    void chineseInfantryFightBesideAircraftAndInLesserChina() {
        CliRun.of("odds", "--edition", "house-rules-1998", "--attacker", "2 infantry", "--defender", "3 chinese-infantry, 1 fighter").ok();
        CliRun.of("odds", "--edition", "house-rules-1998", "--attacker", "2 infantry", "--defender", "3 chinese-infantry, 1 infantry",
                "--option", "chinese-territory=lesser-china").ok();
        CliRun.of("odds", "--preset", "presets/battles/house-rules-1998-elusive-chinese.json").ok();
    }
}
