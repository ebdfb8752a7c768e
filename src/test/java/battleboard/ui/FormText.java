package battleboard.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/** Reads the text a player sees on the form, for the TestFX tests: what is cut short, what the labels and tooltips say. */
final class FormText {
    private FormText() {
    }

    /**
     * Call on the FX thread.
     *
     * @param root a node of the scene, e.g. the scene's root
     * @return each shown label, button, tab, column header or axis label whose text is drawn cut short ("…" or "..." in
     *         place of its end), as "id or class: 'full text' shown as 'drawn text'"; empty when all are whole
     */
    static List<String> elided(Node root) {
        List<String> cut = new ArrayList<>();
        for (Node n : shown(root)) {
            if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
                String full = l.isMnemonicParsing() ? l.getText().replaceFirst("_(?=.)", "") : l.getText();
                String drawn = drawn(l);
                if (drawn != null && !drawn.equals(full) && (drawn.contains(l.getEllipsisString()) || drawn.length() < full.length())) {
                    cut.add(name(l) + ": '" + full + "' shown as '" + drawn + "'");
                }
            }
        }
        return cut;
    }

    /**
     * Call on the FX thread.
     *
     * @param root a node of the scene
     * @return the text a player reads on the shown nodes at and below it: labels, buttons, tabs, check boxes, the choice a
     *         box shows, prompt texts and tooltips (set on a control or installed on any node), each once
     */
    static List<String> read(Node root) {
        java.util.Set<String> texts = new java.util.LinkedHashSet<>();
        for (Node n : shown(root)) {
            if (n instanceof Labeled l) {
                texts.add(l.getText());
            }
            if (n instanceof javafx.scene.control.TextInputControl t) {
                texts.add(t.getPromptText());
            }
            if (n instanceof javafx.scene.control.Control c && c.getTooltip() != null) {
                texts.add(c.getTooltip().getText());
            }
            if (n.getProperties().get("javafx.scene.control.Tooltip") instanceof javafx.scene.control.Tooltip tip) {
                texts.add(tip.getText());
            }
        }
        texts.remove(null);
        texts.remove("");
        return List.copyOf(texts);
    }

    /** @return the text the labeled's skin draws, or null when it has no skin yet */
    private static String drawn(Labeled l) {
        StringBuilder s = new StringBuilder();
        boolean any = false;
        for (Node c : l.getChildrenUnmodifiable()) {
            if (c instanceof Text t && c.getStyleClass().contains("text")) {
                s.append(t.getText());
                any = true;
            }
        }
        return any ? s.toString() : null;
    }

    /** @return the node and every node below it that is shown (itself and all its parents visible), skins' nodes included */
    static List<Node> shown(Node root) {
        List<Node> all = new ArrayList<>();
        if (root.isVisible()) {
            all.add(root);
            if (root instanceof Parent p) {
                p.getChildrenUnmodifiable().forEach(c -> all.addAll(shown(c)));
            }
        }
        return all;
    }

    /**
     * Call on the FX thread.
     *
     * @return null when the node is shown whole inside the scene and inside every clipped pane it sits in; else where it is
     */
    static String outside(Node node, javafx.scene.Scene scene) {
        javafx.geometry.Bounds b = node.localToScene(node.getLayoutBounds());
        if (!shown(scene.getRoot()).contains(node)) {
            return "hidden";
        }
        if (b.getMinX() < 0 || b.getMinY() < 0 || b.getMaxX() > scene.getWidth() || b.getMaxY() > scene.getHeight()) {
            return "at " + b + ", outside the " + scene.getWidth() + " x " + scene.getHeight() + " scene";
        }
        for (Node p = node.getParent(); p != null; p = p.getParent()) {
            if (p.getClip() != null && !p.localToScene(p.getClip().getBoundsInParent()).contains(b)) {
                return "at " + b + ", clipped by " + p.getClass().getSimpleName();
            }
        }
        return null;
    }

    private static String name(Node n) {
        return (n.getId() != null ? "#" + n.getId() : n.getClass().getSimpleName() + n.getStyleClass())
                + (n.getParent() != null && n.getParent().getId() != null ? " in #" + n.getParent().getId() : "");
    }
}
