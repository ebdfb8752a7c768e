package battleboard.edition;

import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The value of every rule option of one edition for one battle: the edition's defaults, with the
 * user's choices laid over them. Immutable.
 */
public final class RuleSettings implements OptionSettings {
    private final Map<RuleOption, String> values;
    /** Option id to value, for the battle rules' conditions. */
    private final Map<String, String> byId;

    private RuleSettings(Map<RuleOption, String> values) {
        this.values = values;
        Map<String, String> m = new java.util.HashMap<>();
        values.forEach((k, v) -> m.put(k.id(), v));
        this.byId = m;
    }

    @Override
    public String value(String optionId) {
        return byId.get(optionId);
    }

    /**
     * @param edition   the edition whose options apply
     * @param overrides option id to value, e.g. {@code {"aa-casualties": "per-aircraft"}}
     * @return the settings
     * @throws IllegalArgumentException naming the option when it is unknown, does not apply to the
     *                                  edition, or the value is not one it accepts
     */
    public static RuleSettings of(Edition edition, Map<String, String> overrides) {
        EnumMap<RuleOption, String> v = new EnumMap<>(RuleOption.class);
        v.putAll(edition.optionDefaults());
        overrides.forEach((id, value) -> {
            RuleOption option = RuleOption.byId(id).orElseThrow(() -> new IllegalArgumentException(
                    "unknown rule option '" + id + "' (known: " + edition.optionDefaults().keySet().stream()
                            .map(RuleOption::id).collect(Collectors.joining(", ")) + ")"));
            if (!v.containsKey(option)) {
                throw new IllegalArgumentException("rule option '" + id + "' does not apply to " + edition.name());
            }
            if (!option.choices().contains(value)) {
                throw new IllegalArgumentException("rule option '" + id + "' takes " + String.join(" or ", option.choices())
                        + ", not '" + value + "'");
            }
            v.put(option, value);
        });
        return new RuleSettings(v);
    }

    /** @return the edition's defaults */
    public static RuleSettings defaults(Edition edition) {
        return of(edition, Map.of());
    }

    /**
     * @return true when {@code option} applies to this edition and is set to {@code value}; an option
     *         the edition does not have is never set
     */
    public boolean is(RuleOption option, String value) {
        if (!option.choices().contains(value)) {
            throw new IllegalArgumentException(option.id() + " has no value " + value);
        }
        return value.equals(values.get(option));
    }

    /**
     * @param option an option
     * @param value  one of its values
     * @return true when {@code option} applies to this edition and is set to {@code value}; an option the edition does not
     *         have is never set
     * @throws IllegalArgumentException when {@code value} is not one of the option's values
     */
    public boolean is(RuleOption option, RuleOption.Choice value) {
        if (option.type() != value.getClass()) {
            throw new IllegalArgumentException(option.id() + " takes " + option.type().getSimpleName() + ", not " + value.getClass().getSimpleName());
        }
        return is(option, value.id());
    }

    /**
     * @param option an option
     * @param type   its value type, e.g. {@code RuleOption.RoundLimit.class}
     * @return its value in this battle; an option the edition does not have plays its first value
     * @throws IllegalArgumentException when {@code type} is not the option's value type
     */
    public <E extends Enum<E> & RuleOption.Choice> E choice(RuleOption option, Class<E> type) {
        if (option.type() != type) {
            throw new IllegalArgumentException(option.id() + " takes " + option.type().getSimpleName() + ", not " + type.getSimpleName());
        }
        String v = values.getOrDefault(option, option.choices().get(0));
        for (Enum<?> e : option.constants()) {
            if (((RuleOption.Choice) e).id().equals(v)) {
                return type.cast(e);
            }
        }
        throw new IllegalStateException(option.id() + "=" + v);
    }

    /** @return true when the edition has the option */
    public boolean has(RuleOption option) {
        return values.containsKey(option);
    }

    /** @return option id to value, in option order, for display */
    public Map<String, String> asMap() {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        values.forEach((k, v) -> m.put(k.id(), v));
        return m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleSettings r && r.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return asMap().toString();
    }
}
