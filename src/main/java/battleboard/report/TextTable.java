package battleboard.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table with columns padded to their widest cell, two spaces apart. Text columns are
 * aligned left, number columns right. ASCII only, so it prints the same on any console encoding.
 * Mutable while it is filled in one method.
 */
public final class TextTable {
    /** How a column's cells are aligned. */
    public enum Align { LEFT, RIGHT }

    private static final String GAP = "  ";

    private final Align[] aligns;
    private final List<String[]> rows = new ArrayList<>();

    /** @param aligns one per column */
    public TextTable(Align... aligns) {
        this.aligns = aligns.clone();
    }

    /**
     * @param cells one per column; fewer leave the rest blank
     * @return this table
     * @throws IllegalArgumentException when there are more cells than columns
     */
    public TextTable row(String... cells) {
        if (cells.length > aligns.length) {
            throw new IllegalArgumentException(cells.length + " cells for " + aligns.length + " columns");
        }
        String[] r = Arrays.copyOf(cells, aligns.length);
        for (int i = 0; i < r.length; i++) {
            r[i] = r[i] == null ? "" : r[i];
        }
        rows.add(r);
        return this;
    }

    /**
     * @param indent spaces before each line
     * @return the rows, one line each (ending with a line break), trailing blanks trimmed
     */
    public String render(int indent) {
        int[] widths = new int[aligns.length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                widths[i] = Math.max(widths[i], r[i].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder(" ".repeat(indent));
            for (int i = 0; i < r.length; i++) {
                if (i > 0) {
                    line.append(GAP);
                }
                String pad = " ".repeat(widths[i] - r[i].length());
                line.append(aligns[i] == Align.RIGHT ? pad + r[i] : r[i] + pad);
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
