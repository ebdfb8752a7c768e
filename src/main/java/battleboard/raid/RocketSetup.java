package battleboard.raid;

import battleboard.edition.Edition;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One rocket strike as a player enters it, for {@link Rockets#solve(RocketSetup)}. Immutable: start from
 * {@link #of(Edition, int)} and change one input at a time with the {@code with...} methods. Only the shape of the inputs
 * is checked here; what the edition's rockets allow is checked when it is solved.
 *
 * @param edition   the edition; its battle rules describe its rockets ({@code battle.rocketStrike})
 * @param rockets   rockets fired (Revised and Classic: AA guns making rocket strikes; World at War: rocket units)
 * @param target    the target id; empty: the edition's first
 * @param level     the rockets' level id (World at War: {@code v1}, {@code v2}); empty: the edition's first
 * @param modifiers the rocket modifiers ticked, by id (World at War's {@code industrial-decentralization})
 * @param income    the territory's income value, IPC, where it caps each rocket (Revised); empty: not given
 * @param ipcsHeld  the IPCs the target's owner holds, the most IPC it can surrender; empty: no cap
 */
public record RocketSetup(Edition edition, int rockets, Optional<String> target, Optional<String> level, List<String> modifiers,
                          OptionalInt income, OptionalInt ipcsHeld) {
    public RocketSetup {
        Objects.requireNonNull(edition, "edition");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(level, "level");
        modifiers = List.copyOf(modifiers);
        Objects.requireNonNull(income, "income");
        Objects.requireNonNull(ipcsHeld, "ipcsHeld");
    }

    /**
     * @param edition the edition
     * @param rockets rockets fired
     * @return a strike of these rockets at the edition's first target, of its first level, with no modifier and no cap
     */
    public static RocketSetup of(Edition edition, int rockets) {
        return new RocketSetup(edition, rockets, Optional.empty(), Optional.empty(), List.of(), OptionalInt.empty(), OptionalInt.empty());
    }

    /** @return this strike at the target of this id, e.g. {@code area} */
    public RocketSetup withTarget(String id) {
        return new RocketSetup(edition, rockets, Optional.of(id), level, modifiers, income, ipcsHeld);
    }

    /** @return this strike with rockets of the level of this id, e.g. {@code v2} */
    public RocketSetup withLevel(String id) {
        return new RocketSetup(edition, rockets, target, Optional.of(id), modifiers, income, ipcsHeld);
    }

    /** @return this strike with these modifiers ticked, by id */
    public RocketSetup withModifiers(List<String> ids) {
        return new RocketSetup(edition, rockets, target, level, ids, income, ipcsHeld);
    }

    /** @return this strike with the territory's income value, IPC (empty: not given) */
    public RocketSetup withIncome(OptionalInt ipc) {
        return new RocketSetup(edition, rockets, target, level, modifiers, ipc, ipcsHeld);
    }

    /** @return this strike with the IPCs the target's owner holds (empty: no cap) */
    public RocketSetup withIpcsHeld(OptionalInt ipc) {
        return new RocketSetup(edition, rockets, target, level, modifiers, income, ipc);
    }
}
