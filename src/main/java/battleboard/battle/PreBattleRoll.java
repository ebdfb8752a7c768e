package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.PreBattleRolls;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One kind of roll made before a battle, owning in one place what the roll is (issue 25, scope item 2): what it reads
 * from the edition file (its declaration under {@code battle.rolls.FIELD}, {@link PreBattleRolls.Declared}: numbers,
 * unit ids, technology ids), its grammar (the text a player types, {@link #read}, and {@link Made#text()} writing it
 * back), its refusals ({@link Made#check}, each a {@link Refusal} concerning {@link Refusal.Concern#roll}), how it
 * changes the battle before round 1 ({@link Made#variants}), and what the faces show ({@link Faces}: the battle file's
 * field, the flag, the label, the tooltip citing the rulebook). The registry that lists the rolls is
 * {@code battleboard.input.RollField}; the command line, the battle file, the form's roll section and the command-line
 * writer iterate over it.
 */
public abstract class PreBattleRoll {
    private final Faces faces;

    /** @param faces what the faces show of it */
    protected PreBattleRoll(Faces faces) {
        this.faces = Objects.requireNonNull(faces, "faces");
    }

    /**
     * What the faces show of a roll.
     *
     * @param field      its field in a battle file ({@code rolls.FIELD} is the path of its problems), e.g. {@code "barrage"};
     *                   its flag of {@code battleboard odds} is the field in kebab case ({@code --barrage}), and its
     *                   declaration in the edition file is {@code battle.rolls.FIELD}
     * @param takesValue true when it takes a value (a text), false for a switch (given or not)
     * @param paramLabel what its value is, for {@code odds --help}; empty for a switch
     * @param helpOrder  its place in {@code odds --help}
     * @param help       its line of {@code odds --help} ({@code %%} for a percent sign)
     * @param name       the roll in words, for a refusal or a note: "a barrage"
     * @param label      its label in the form (the check box's text for a switch)
     * @param hint       the form's words after its text field (empty for a switch)
     * @param tooltip    the form's tooltip: the rule, with the rulebook's section and line
     */
    public record Faces(String field, boolean takesValue, String paramLabel, int helpOrder, String help, String name, String label,
                        String hint, String tooltip) {
        public Faces {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(paramLabel, "paramLabel");
            Objects.requireNonNull(help, "help");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(hint, "hint");
            Objects.requireNonNull(tooltip, "tooltip");
        }

        /** @return its flag of {@code battleboard odds}, e.g. {@code "--barrage"} */
        public String flag() {
            return "--" + field.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
        }
    }

    /** @return what the faces show of it */
    public final Faces faces() {
        return faces;
    }

    /**
     * @param edition an edition
     * @return its declaration in the edition file ({@code battle.rolls.FIELD}); empty when the edition does not offer it
     */
    public final java.util.Optional<PreBattleRolls.Declared> declared(Edition edition) {
        return edition.battle().rolls().declared(faces.field());
    }

    /** @return true when the edition offers it: its file declares it ({@code battle.rolls.FIELD}) */
    public boolean offered(Edition edition) {
        return declared(edition).isPresent();
    }

    /**
     * @param edition an edition that does not offer it
     * @return the refusal's line: "a NAME before the battle is not a rule of EDITION"
     */
    public String notOffered(Edition edition) {
        return "a " + faces.name() + " before the battle is not a rule of " + edition.id();
    }

    /**
     * @return how the line refusing rolls that cannot be combined names it, e.g. "a rocket strike"; empty when that line
     *         names it whatever the rolls (the naval base's first strike)
     */
    public String inCombination() {
        return "a " + faces.name();
    }

    /**
     * The grammar: the roll as a player types it.
     *
     * @param text the text as typed ({@code "true"} for a switch given)
     * @return the roll made
     * @throws IllegalArgumentException one line naming what was expected
     */
    public abstract Made read(String text);

    /** A switch made before one battle: its kind, its text {@code "true"}. */
    public abstract static class Switch implements Made {
        private final PreBattleRoll kind;

        /** @param kind the roll */
        protected Switch(PreBattleRoll kind) {
            this.kind = Objects.requireNonNull(kind, "kind");
        }

        @Override
        public final PreBattleRoll kind() {
            return kind;
        }

        @Override
        public final String text() {
            return "true";
        }
    }

    /** A roll made before one battle: its kind with what was given. */
    public interface Made {
        /** @return its kind */
        PreBattleRoll kind();

        /** @return its text as the grammar reads it back ({@code "true"} for a switch) */
        String text();

        /** @return what it does, in words, for the "Before the battle" line */
        String describe();

        /**
         * @param edition the battle's edition
         * @return the line refusing this roll there, checked with the battle as written ({@link #checkWritten}); empty
         *         when it may be made there: by default, when the edition offers its kind ({@link PreBattleRoll#notOffered})
         */
        default java.util.Optional<String> refusedIn(Edition edition) {
            return kind().offered(edition) ? java.util.Optional.empty() : java.util.Optional.of(kind().notOffered(edition));
        }

        /**
         * @param to another edition
         * @return the note of a battle fitted to {@code to} that leaves this roll out; empty when {@code to} offers it
         */
        default java.util.Optional<String> leftOutOf(Edition to) {
            return kind().offered(to) ? java.util.Optional.empty()
                    : java.util.Optional.of("the " + kind().faces().name() + " is left out: not a rule of " + to.id());
        }

        /**
         * Refuses the battle as written before it is built, where the rules check it among the other parts of a battle
         * ({@code SetupRefusals}): by default nothing beyond {@link #refusedIn}.
         *
         * @param written the battle as the builder holds it
         * @throws Refusal one line naming the problem
         */
        default void checkWritten(BattleSetup.Builder written) {
        }

        /**
         * Refuses a battle this roll cannot come before, once it is built ({@link PreBattle#check}: {@link #refusedIn} is
         * checked there first).
         *
         * @param setup the battle with this roll
         * @throws Refusal one line naming the problem, concerning {@link Refusal.Concern#roll} and any part it names
         */
        void check(BattleSetup setup);

        /**
         * @param fought the battle, with no pre-battle roll of its own, as the rules checked it
         * @return every way the roll can fall, probabilities summing to 1
         */
        List<PreBattleVariant> variants(BattleSetup fought);
    }
}
