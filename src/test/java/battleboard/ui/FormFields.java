package battleboard.ui;

/** Finds and types the form's fields by their node id, as a player would in the view. */
final class FormFields {
    private FormFields() {
    }

    /** @return the form's field with this node id, e.g. "attacker-infantry", "mc-trials", "retreat-round" */
    static InputField field(BattleboardViewModel vm, String id) {
        return vm.inputFields().stream().filter(f -> f.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no field " + id));
    }

    /** Types {@code text} into the field with this node id. */
    static void set(BattleboardViewModel vm, String id, String text) {
        field(vm, id).textProperty().set(text);
    }
}
