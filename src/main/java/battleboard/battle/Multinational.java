package battleboard.battle;

import battleboard.edition.Edition;
import battleboard.edition.Role;
import battleboard.edition.UnitType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A multinational defence written by power: {@code "us: 3 infantry, 1 fighter; uk: 2 infantry, 1 fighter"}. The
 * powers' units "defend together", each power "rolls separately for his or her units", and the casualties are the
 * defenders' to agree on, "if they cannot agree, the attacker chooses" (Revised L1795-1804; Classic C869-871). Each
 * power's units are the copies of {@link Edition#withPowers}: they fight exactly as the edition's units, and the
 * defender's order of loss may name them ({@code "uk/infantry, us/infantry, ..."}) or put one power's units first
 * ({@code "uk first"}: what the attacker picks when the defenders do not agree). A multinational force cannot attack
 * together (Revised L1806-1821; Classic C869).
 */
public final class Multinational {
    private static final Pattern GROUP = Pattern.compile("\\s*([A-Za-z][A-Za-z0-9]*)\\s*:(.*)", Pattern.DOTALL);

    private Multinational() {
    }

    /**
     * @param text a side's units as typed
     * @return true when they are written by power ({@code "uk: 2 infantry; us: 1 fighter"})
     */
    public static boolean isWritten(String text) {
        return text != null && GROUP.matcher(text).matches();
    }

    /**
     * @param text units written by power, groups separated by {@code ;}
     * @return each power (lower case) with its units' text, in the order written
     * @throws IllegalArgumentException naming a group with no power, or a power given twice
     */
    public static Map<String, String> groups(String text) {
        Map<String, String> groups = new LinkedHashMap<>();
        for (String part : text.split(";")) {
            if (part.isBlank()) {
                continue;
            }
            Matcher m = GROUP.matcher(part);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + part.trim() + "' names no power: write each power's units as"
                        + " 'power: units', e.g. 'us: 3 infantry; uk: 2 infantry'");
            }
            String power = m.group(1).toLowerCase(Locale.ROOT);
            if (groups.put(power, m.group(2).trim()) != null) {
                throw new IllegalArgumentException("power '" + power + "' is given twice");
            }
        }
        return groups;
    }

    /**
     * @param base the edition
     * @param text the defender's units written by power
     * @return the edition with a copy of its units for each power ({@link Edition#withPowers})
     * @throws IllegalArgumentException as {@link #groups} and {@link Edition#withPowers}
     */
    public static Edition edition(Edition base, String text) {
        return base.withPowers(new ArrayList<>(groups(text).keySet()));
    }

    /**
     * @param edition the edition made by {@link #edition}
     * @param text    the defender's units written by power
     * @return the force: each power's units as its copies ({@code "uk/infantry"})
     * @throws IllegalArgumentException as {@link Force#parse}, naming the power
     */
    public static Force force(Edition edition, String text) {
        Map<UnitType, Integer> counts = new LinkedHashMap<>();
        for (Map.Entry<String, String> g : groups(text).entrySet()) {
            Force units;
            try {
                units = Force.parse(g.getValue(), edition);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(g.getKey() + ": " + e.getMessage());
            }
            units.counts().forEach((u, n) -> {
                UnitType own = edition.power(u).isPresent() ? u : edition.unit(g.getKey() + "/" + u.id());
                if (!edition.power(own).orElseThrow().equals(g.getKey())) {
                    throw new IllegalArgumentException(g.getKey() + ": " + u.id() + " is a unit of " + edition.power(u).orElseThrow());
                }
                counts.merge(own, n, Integer::sum);
            });
        }
        return Force.of(counts);
    }

    /**
     * @param edition the edition, with powers or not
     * @param role    the defender's role
     * @param text    what the player typed as an order of loss
     * @return for {@code "<power> first"}: that power's units first, each power's units cheapest first, then the
     *         others cheapest first; empty when the text is not of that form
     * @throws IllegalArgumentException naming a power the battle does not have
     */
    public static java.util.Optional<OrderOfLoss> powerFirst(Edition edition, Role role, String text) {
        Matcher m = Pattern.compile("\\s*([A-Za-z][A-Za-z0-9]*)\\s+first\\s*").matcher(text);
        if (!m.matches()) {
            return java.util.Optional.empty();
        }
        String power = m.group(1).toLowerCase(Locale.ROOT);
        if (!edition.powers().contains(power)) {
            throw new IllegalArgumentException("order of loss '" + text.trim() + "': " + (edition.powers().isEmpty()
                    ? "the defender is not written by power (e.g. 'us: 3 infantry; uk: 2 infantry')"
                    : "no power '" + power + "' in the battle (powers: " + String.join(", ", edition.powers()) + ")"));
        }
        List<String> first = new ArrayList<>();
        List<String> rest = new ArrayList<>();
        for (String id : OrderOfLoss.cheapestFirst(edition, role).unitIds()) {
            (edition.power(edition.unit(id)).filter(power::equals).isPresent() ? first : rest).add(id);
        }
        first.addAll(rest);
        return java.util.Optional.of(new OrderOfLoss(first, true, 0));
    }
}
