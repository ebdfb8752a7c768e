package battleboard.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Swap sides (issue 12, item 4): each count, damaged count, cargo and technology goes to the other side where that side
 * has the field; what it has not (a defending AA gun cannot attack, bombarding ships only support an attack) is dropped.
 * Orders of loss and policies stay as they are.
 */
final class SideSwap {
    private SideSwap() {
    }

    /**
     * @param attacker the attacker's inputs
     * @param defender the defender's
     * @param change   runs a change of many inputs at once
     * @return what was dropped, e.g. "defender 1 aa-gun"; empty when everything has a field on the other side
     */
    static List<String> swap(SideViewModel attacker, SideViewModel defender, Consumer<Runnable> change) {
        Map<String, String> attackerTexts = texts(attacker);
        Map<String, String> defenderTexts = texts(defender);
        List<String> dropped = new ArrayList<>();
        Set<String> attackerTechs = selectedTechs(attacker);
        Set<String> defenderTechs = selectedTechs(defender);
        String attackerCargo = attacker.cargo().textProperty().get();
        String defenderCargo = defender.cargo().textProperty().get();
        change.accept(() -> {
            fill(attacker, defenderTexts, "defender", dropped);
            fill(defender, attackerTexts, "attacker", dropped);
            attacker.technologies().forEach(t -> t.selectedProperty().set(defenderTechs.contains(t.technology().id())));
            defender.technologies().forEach(t -> t.selectedProperty().set(attackerTechs.contains(t.technology().id())));
            attacker.cargo().textProperty().set(defenderCargo);
            defender.cargo().textProperty().set(attackerCargo);
        });
        return dropped;
    }

    /** @return a side's typed counts by field, named without the side: "infantry", "bombard-battleship", "damaged-battleship-1" */
    private static Map<String, String> texts(SideViewModel side) {
        Map<String, String> m = new LinkedHashMap<>();
        String prefix = side.side().label() + "-";
        Stream.concat(side.allCounts().stream(), side.allDamagedCounts().stream())
                .filter(f -> !f.textProperty().get().isBlank())
                .forEach(f -> m.put(f.id().startsWith(prefix) ? f.id().substring(prefix.length()) : f.id(), f.textProperty().get()));
        return m;
    }

    /** Empties a side's counts and fills those it has from {@code texts}; notes what it has no field for. */
    private static void fill(SideViewModel side, Map<String, String> texts, String from, List<String> dropped) {
        String prefix = side.side().label() + "-";
        Map<String, InputField> fields = new LinkedHashMap<>();
        Stream.concat(side.allCounts().stream(), side.allDamagedCounts().stream()).forEach(f -> {
            f.textProperty().set("");
            fields.put(f.id().startsWith(prefix) ? f.id().substring(prefix.length()) : f.id(), f);
        });
        texts.forEach((name, text) -> {
            InputField f = fields.get(name);
            if (f != null) {
                f.textProperty().set(text);
            } else {
                dropped.add(from + " " + text.strip() + " " + name);
            }
        });
    }

    private static Set<String> selectedTechs(SideViewModel side) {
        Set<String> ids = new LinkedHashSet<>();
        side.technologies().stream().filter(t -> t.selectedProperty().get()).forEach(t -> ids.add(t.technology().id()));
        return ids;
    }
}
