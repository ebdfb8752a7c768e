package battleboard.input;

import java.util.List;

/**
 * A battle as written cannot be fought as it is: its problems, each with the path of the field it concerns
 * ({@link BattleProblem}). The message is the problems' one line; a refusal of the rules that concerns several fields
 * (a tank, and the only ship that makes the battle a sea battle) is one problem per field, with the same line.
 */
public final class BattleInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient List<BattleProblem> problems;

    /** @param problems at least one; the first one's message is this exception's */
    public BattleInputException(List<BattleProblem> problems) {
        super(problems.get(0).message());
        this.problems = List.copyOf(problems);
    }

    /**
     * @param path    the field's path ({@link BattleProblem})
     * @param message one line naming the problem
     */
    public BattleInputException(String path, String message) {
        this(List.of(new BattleProblem(path, message)));
    }

    /** @return the problems, at least one */
    public List<BattleProblem> problems() {
        return problems;
    }

    /**
     * Reads one field, giving any refusal the field's path.
     *
     * @param path the field's path
     * @param read reads it
     * @return what {@code read} returns
     * @throws BattleInputException carrying the refusal's message on that path
     */
    static <T> T at(String path, java.util.function.Supplier<T> read) {
        try {
            return read.get();
        } catch (BattleInputException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new BattleInputException(path, e.getMessage());
        }
    }
}
