package battleboard.ui;

import java.util.ArrayList;
import java.util.List;

/** Keeps the problems reported, for tests to read. */
final class RecordingNotifier implements Notifier {
    final List<String> problems = new ArrayList<>();

    @Override
    public void problem(String message) {
        problems.add(message);
    }
}
