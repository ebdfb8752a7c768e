package battleboard.battle;

import battleboard.edition.Domain;
import battleboard.edition.UnitType;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * Which units a volley's hits may be assigned to: units of some domains (a submarine hit: sea units
 * only; an AA hit: aircraft; bombardment: land units), optionally only units with one of some tags (a
 * World at War AA hit on tanks: tag {@code armor}), optionally only one unit type (an AA die rolled
 * against one kind of aircraft).
 *
 * @param domains the domains that may be hit
 * @param tags    when not empty, only units with one of these tags may be hit
 * @param unitId  when present, only units of this type may be hit
 */
public final class Targets {
    /** Any unit may be hit. */
    public static final Targets ANY = new Targets(EnumSet.allOf(Domain.class), Set.of(), Optional.empty());

    private final Set<Domain> domains;
    private final Set<String> tags;
    private final Optional<String> unitId;
    /** Units with one of these tags may not be hit (Revised Superfortresses: bombers immune to AA fire). */
    private final Set<String> unlessTags;
    /**
     * True when the hits may also go to units unseen this round ({@link FightingSide#unseen}: Global War undetected
     * submarines that made no first strike, which only enemy submarines may fire upon, G2055-2057).
     */
    private final boolean unseen;
    /** True when the ships bombarding a land battle may take these hits ({@link #hitsBombarding()}). */
    private final boolean bombarding;
    /** Precomputed: targets are map keys in the solvers' inner loops (target masks, chain caches). */
    private final int hash;

    public Targets(Set<Domain> domains, Set<String> tags, Optional<String> unitId) {
        this(domains, tags, unitId, Set.of());
    }

    /** @param unlessTags units with one of these tags may not be hit, whatever else admits them */
    public Targets(Set<Domain> domains, Set<String> tags, Optional<String> unitId, Set<String> unlessTags) {
        this(domains, tags, unitId, unlessTags, false, false);
    }

    private Targets(Set<Domain> domains, Set<String> tags, Optional<String> unitId, Set<String> unlessTags, boolean unseen,
                    boolean bombarding) {
        this.domains = Set.copyOf(domains);
        this.tags = Set.copyOf(tags);
        this.unitId = java.util.Objects.requireNonNull(unitId, "unitId");
        this.unlessTags = Set.copyOf(unlessTags);
        this.unseen = unseen;
        this.bombarding = bombarding;
        this.hash = java.util.Objects.hash(this.domains, this.tags, unitId, this.unlessTags) * 4 + (unseen ? 1 : 0) + (bombarding ? 2 : 0);
    }

    /**
     * @return these targets, with units unseen this round among them: the fire of a unit the battle rules let hit an
     *         undetected submarine that made no first strike (an enemy submarine, Global War G2055-2057)
     */
    public Targets seeingUnseen() {
        return unseen ? this : new Targets(domains, tags, unitId, unlessTags, true, bombarding);
    }

    /** @return true when the hits may go to units unseen this round as well ({@link #seeingUnseen()}) */
    public boolean seesUnseen() {
        return unseen;
    }

    /** @return the hits a target class of an edition's battle may take */
    public static Targets of(battleboard.edition.BattleRules.TargetClass tc) {
        if (tc.bombardingShips()) {
            return new Targets(tc.domains(), tc.tags(), Optional.empty(), tc.unlessTags(), false, true);
        }
        return tc.unlessTags().isEmpty() ? of(tc.domains(), tc.tags()) : new Targets(tc.domains(), tc.tags(), Optional.empty(), tc.unlessTags());
    }

    /**
     * @return true when the ships bombarding a land battle may take these hits (a Global War fortress's dice, G1858-1860);
     *         false for every other fire, whose hits never go to them
     */
    public boolean hitsBombarding() {
        return bombarding;
    }

    /** @return the domains that may be hit */
    public Set<Domain> domains() {
        return domains;
    }

    /** @return when not empty, only units with one of these tags may be hit */
    public Set<String> tags() {
        return tags;
    }

    /** @return when present, only units of this type may be hit */
    public Optional<String> unitId() {
        return unitId;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof Targets t && t.hash == hash && t.domains.equals(domains) && t.tags.equals(tags)
                && t.unitId.equals(unitId) && t.unlessTags.equals(unlessTags) && t.unseen == unseen
                && t.bombarding == bombarding;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return "Targets" + domains + (tags.isEmpty() ? "" : " tagged " + tags) + unitId.map(u -> " only " + u).orElse("")
                + (unlessTags.isEmpty() ? "" : " unless tagged " + unlessTags) + (unseen ? " and unseen units" : "")
                + (bombarding ? " and bombarding ships" : "");
    }

    /** @return hits that may go to units of the given domains */
    public static Targets of(Set<Domain> domains) {
        return domains.size() == Domain.values().length ? ANY : new Targets(domains, Set.of(), Optional.empty());
    }

    /** @return hits that may go to units of the given domains with one of the tags (any unit of them when no tag) */
    public static Targets of(Set<Domain> domains, Set<String> tags) {
        return tags.isEmpty() ? of(domains) : new Targets(domains, tags, Optional.empty());
    }

    /** @return hits that may go only to units of the given type */
    public static Targets only(UnitType unit) {
        return new Targets(Set.of(unit.domain()), Set.of(), Optional.of(unit.id()));
    }

    /** @return whether a hit may be assigned to a unit of this type */
    public boolean admits(UnitType u) {
        return domains.contains(u.domain()) && (unitId.isEmpty() || unitId.get().equals(u.id()))
                && (tags.isEmpty() || tags.stream().anyMatch(u::hasTag)) && unlessTags.stream().noneMatch(u::hasTag);
    }

    /** @return how restrictive: fewer is more restrictive; volleys on a side are applied most restrictive first */
    int breadth() {
        return unitId.isPresent() ? 0 : tags.isEmpty() && unlessTags.isEmpty() ? domains.size() : 1;
    }
}
