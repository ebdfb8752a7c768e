package battleboard.ui;

import battleboard.input.BattlePreset;
import battleboard.battle.Damage;
import battleboard.battle.Force;
import battleboard.battle.OrderOfLoss;
import battleboard.battle.PreBattle;
import battleboard.battle.RetreatPolicy;
import battleboard.battle.Side;
import battleboard.edition.Edition;
import battleboard.edition.UnitType;
import battleboard.ui.RetreatViewModel.Choice;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Puts a battle file ({@link BattlePreset}) into the form's fields (issue 12, item 3): counts, damaged counts, cargo,
 * technologies, rule options, orders of loss, keep-land, amphibious assault, retreat and submerge policies, and the rolls
 * around the battle. The fields take the file's values as text, so a value the form refuses is marked on its field as a
 * typed one would be. What the form has no field for is said, not guessed.
 */
final class BattleFileFields {
    private BattleFileFields() {
    }

    /**
     * Fills the form, whose edition is already {@code e} and whose fields are cleared.
     *
     * @param e        the edition the file's units are read in
     * @param p        the battle file
     * @param attacker the attacker's fields
     * @param defender the defender's fields
     * @param rules    the rule options and the rolls before the battle
     * @param retreat  the attacker's retreat
     * @return what the form could not take, one phrase each ("the start round 3"), empty when all of it
     * @throws IllegalArgumentException naming an unknown unit or a malformed unit list of the file
     */
    static List<String> fill(Edition e, BattlePreset p, SideViewModel attacker, SideViewModel defender, RulesViewModel rules,
                             RetreatViewModel retreat) {
        List<String> left = new ArrayList<>();
        counts(attacker, p.attacker().map(t -> Force.parse(t, e)), CountField.Kind.ATTACKER);
        counts(attacker, p.bombard().map(t -> Force.parse(t, e)), CountField.Kind.BOMBARDMENT);
        counts(defender, p.defender().map(t -> Force.parse(t, e)), CountField.Kind.DEFENDER);
        for (SideViewModel side : List.of(attacker, defender)) {
            Side s = side.side();
            Optional.ofNullable(p.damaged().get(s)).map(t -> Damage.parse(t, e)).ifPresent(d -> damaged(side, d, left));
            Optional.ofNullable(p.cargo().get(s)).ifPresent(side.cargo().textProperty()::set);
            Optional<String> picks = p.rolls().picks(s);
            if (picks.isPresent() && !battleboard.battle.PickOrder.offered(e)) {
                left.add(s.label() + "'s picks (no hit in " + e.id() + " is the firer's to place)");
            } else {
                side.picks().textProperty().set(picks.orElse(""));
            }
            List<String> techs = p.techs().getOrDefault(s, List.of());
            side.technologies().forEach(t -> t.selectedProperty().set(techs.contains(t.technology().id())));
            techs.stream().filter(id -> side.technologies().stream().noneMatch(t -> t.technology().id().equals(id)))
                    .forEach(id -> left.add(s.label() + " technology " + id));
            Optional.ofNullable(p.orders().get(s)).ifPresent(text -> order(side, OrderOfLoss.parse(text, e, s.role())));
            Optional.ofNullable(p.submerge().get(s)).ifPresent(policy -> {
                if (side.submergePolicies().contains(policy)) {
                    side.submergeProperty().set(policy);
                } else {
                    left.add(s.label() + " submerge " + policy.id());
                }
            });
            side.noLandingProperty().set(p.noLanding().contains(s));
        }
        p.keepLand().ifPresent(n -> attacker.keepLand().textProperty().set(Integer.toString(n)));
        for (Map.Entry<String, String> o : p.options().entrySet()) {
            Optional<RulesViewModel.RuleChoice> choice = rules.options().stream().filter(c -> c.option().id().equals(o.getKey())).findFirst();
            if (choice.isPresent() && choice.get().option().choices().contains(o.getValue())) {
                choice.get().valueProperty().set(o.getValue());
            } else {
                left.add("option " + o.getKey() + "=" + o.getValue());
            }
        }
        retreat.amphibiousProperty().set(p.amphibious());
        p.retreat().ifPresent(r -> retreat(retreat, r));
        rolls(p.rolls(), rules.preBattle(), defender, left);
        p.round().ifPresent(n -> left.add("the start round " + n));
        p.landed().ifPresent(t -> left.add("the landed units " + t));
        return left;
    }

    private static void counts(SideViewModel side, Optional<Force> force, CountField.Kind kind) {
        force.ifPresent(f -> f.counts().forEach((unit, n) -> side.allCounts().stream()
                .filter(c -> c.kind() == kind && c.unit().equals(unit)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(unit.id() + " cannot be " + kind.id() + " here"))
                .textProperty().set(Integer.toString(n))));
    }

    private static void damaged(SideViewModel side, Damage d, List<String> left) {
        d.byLevel().forEach((level, f) -> f.counts().forEach((unit, n) -> side.allDamagedCounts().stream()
                .filter(c -> c.level() == level && c.unit().equals(unit)).findFirst()
                .ifPresentOrElse(c -> c.textProperty().set(Integer.toString(n)),
                        () -> left.add(side.side().label() + " " + n + " " + unit.id() + " damaged " + level))));
    }

    private static void order(SideViewModel side, OrderOfLoss order) {
        List<UnitType> shown = new ArrayList<>(side.orderOfLoss());
        shown.sort((a, b) -> Integer.compare(order.rank(a.id()), order.rank(b.id())));
        side.orderOfLoss().setAll(shown);
        side.battleUnitsFirst();
    }

    private static void retreat(RetreatViewModel retreat, RetreatPolicy r) {
        if (r instanceof RetreatPolicy.AfterRound a) {
            retreat.choiceProperty().set(Choice.AFTER_ROUND);
            retreat.round().textProperty().set(Integer.toString(a.rounds()));
        } else if (r instanceof RetreatPolicy.AtUnits a) {
            retreat.choiceProperty().set(Choice.AT_UNITS);
            retreat.units().textProperty().set(Integer.toString(a.units()));
        } else if (r instanceof RetreatPolicy.BelowWinProbability b) {
            retreat.choiceProperty().set(Choice.BELOW_WIN_PROBABILITY);
            retreat.winPercent().textProperty().set(BigDecimal.valueOf(b.probability()).movePointRight(2).stripTrailingZeros().toPlainString());
        } else if (r instanceof RetreatPolicy.WhenNoLandUnits) {
            retreat.choiceProperty().set(Choice.WHEN_NO_LAND_UNITS);
        } else if (r instanceof RetreatPolicy.WhenOnlyAircraft) {
            retreat.choiceProperty().set(Choice.WHEN_ONLY_AIRCRAFT);
        } else if (r instanceof RetreatPolicy.Best) {
            retreat.choiceProperty().set(Choice.BEST);
        } else {
            retreat.choiceProperty().set(Choice.NEVER);
        }
    }

    /**
     * The rolls as the command line types them ("2:1", "2:3", "after-round 2"), read by their one grammar
     * ({@link BattlePreset.Rolls#preBattle()}, {@link BattlePreset.Rolls#defenderRetreatPolicy()}) and put into the form's
     * fields; a roll that does not read goes as written into its first field, which the form then marks.
     */
    private static void rolls(BattlePreset.Rolls rolls, PreBattleViewModel pre, SideViewModel defender, List<String> left) {
        rolls.detection().ifPresent(d -> read(new BattlePreset.Rolls(Optional.of(d), false, Optional.empty(), false, Optional.empty(),
                false), pre.detectionNumber(), d).ifPresent(r -> {
                    pre.detectionNumber().textProperty().set(Integer.toString(r.detectionNumber()));
                    pre.detectionRollsProperty().set(r.detectionRolls());
                }));
        pre.chineseMoraleProperty().set(rolls.chineseMorale());
        rolls.airCombat().ifPresent(a -> read(new BattlePreset.Rolls(Optional.empty(), false, Optional.of(a), false, Optional.empty(),
                false), pre.attackerAirCap(), a).flatMap(PreBattle::airCap).ifPresent(cap -> {
                    pre.attackerAirCap().textProperty().set(Integer.toString(cap.attacker()));
                    pre.defenderAirCap().textProperty().set(Integer.toString(cap.defender()));
                }));
        rolls.defenderRetreat().ifPresent(r -> {
            try {
                RetreatPolicy policy = rolls.defenderRetreatPolicy();
                if (policy instanceof RetreatPolicy.AtUnits a) {
                    pre.defenderRetreatAt().textProperty().set(Integer.toString(a.units()));
                } else if (policy instanceof RetreatPolicy.AfterRound a) {
                    pre.defenderRetreatAfter().textProperty().set(Integer.toString(a.rounds()));
                }
            } catch (IllegalArgumentException e) {
                pre.defenderRetreatAfter().textProperty().set(r.trim());
            }
        });
        defender.noEscapeZoneProperty().set(rolls.noEscapeZone());
        pre.declared().fill(rolls, left);
    }

    /** @return the rolls read; empty, with the text as written in {@code field}, when they do not read */
    private static Optional<PreBattle> read(BattlePreset.Rolls one, InputField field, String text) {
        try {
            return Optional.of(one.preBattle());
        } catch (IllegalArgumentException e) {
            field.textProperty().set(text.trim());
            return Optional.empty();
        }
    }
}
