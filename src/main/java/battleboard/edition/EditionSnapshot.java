package battleboard.edition;

import java.util.function.Function;

/**
 * The built-in editions' content as the build wrote it: {@code BuiltInEditions}, a class the build generates from
 * the content reading each file gives ({@code src/build/java/BuiltInEditionsSource.java}, pom.xml's execution
 * {@code built-in-editions}), builds it with constructors. Reading a built-in edition's file parses its JSON, binds it
 * and converts it, in a fresh JVM's interpreter: the longest thread of a small {@code odds}
 * ({@code docs/performance.md}, "Where things stand"). {@code EditionSnapshotTest} holds every
 * snapshot equal to its file's content, node by node.
 */
final class EditionSnapshot {
    /** The generated class's instance (found by name: the program's own sources are compiled before it is written), or {@code null}. */
    private static final Function<String, EditionContent> EDITIONS = find();

    private EditionSnapshot() {
    }

    /**
     * @param id a built-in edition's id, e.g. {@code "revised"}
     * @return its content, or {@code null} when the id is not built in or the class path has no snapshot, or one
     *         written for other classes (classes compiled without the build's step, as an IDE may, beside a snapshot an
     *         earlier build wrote: a record's constructor it calls is gone): the caller then reads the file
     */
    static EditionContent content(String id) {
        if (EDITIONS == null) {
            return null;
        }
        try {
            return EDITIONS.apply(id);
        } catch (LinkageError e) {
            return null;
        }
    }

    @SuppressWarnings("unchecked")
    private static Function<String, EditionContent> find() {
        try {
            return (Function<String, EditionContent>) Class.forName("battleboard.edition.BuiltInEditions").getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            return null;
        }
    }
}
