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

    /** Issue 10, item 6: Classic names the battle won with aircraft only as its rulebook does (C926-928). */
    @org.junit.jupiter.api.Test
    void classicSaysHeldByTheDefender() {
        String classic = CliRun.of("odds", "--edition", "classic", "--attacker", "2 fighter", "--defender", "1 infantry").ok().out();
        CliRun.assertHasLines(classic, "  defenders destroyed, held by the defender \\(C926-928\\) +95\\.0000%");
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
