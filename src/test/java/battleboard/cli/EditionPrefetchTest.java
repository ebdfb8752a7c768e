package battleboard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import battleboard.edition.Edition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** The command line reads its built-in edition on a second thread while picocli parses ({@link EditionOption#prefetch}). */
class EditionPrefetchTest {

    private static Optional<String> of(String... args) {
        return EditionOption.editionToPrefetch(args);
    }

    @Test
    void theEditionTheCommandWillReadIsTheOnePrefetched() {
        assertEquals(Optional.of("revised"), of("odds", "--attacker", "3 inf", "--defender", "4 inf"));
        assertEquals(Optional.of("classic"), of("odds", "--attacker", "3 inf", "--edition", " Classic", "--defender", "4 inf"));
        assertEquals(Optional.of("global-war-1939"), of("units", "--edition=global-war-1939"));
        assertEquals(Optional.of("world-at-war-2005"), of("rocket", "--edition", "world-at-war-2005"));
        assertEquals(Optional.of("revised"), of("casualties", "--hits", "defender:2"));
    }

    @Test
    void nothingIsPrefetchedForAFileAPresetOrAnotherCommand() {
        assertEquals(Optional.empty(), of("odds", "--edition", "my-edition.json"));
        assertEquals(Optional.empty(), of("odds", "--edition-file", "my-edition.json"));
        assertEquals(Optional.empty(), of("odds", "--edition-file=my-edition.json"));
        assertEquals(Optional.empty(), of("odds", "--preset", "revised-retreat-after-round-1"));
        assertEquals(Optional.empty(), of("compare", "--editions", "classic,revised"));
        assertEquals(Optional.empty(), of("editions"));
        assertEquals(Optional.empty(), of("--help"));
        assertEquals(Optional.empty(), of());
    }

    /** Threads asking for the same edition at once get one edition, read once; a failed read is not kept. */
    @Test
    void editionsAskedForAtOnceAreTheSameEdition() throws Exception {
        int threads = 8;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CyclicBarrier start = new CyclicBarrier(threads);
            List<Future<List<Edition>>> all = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                all.add(pool.submit(() -> {
                    start.await();
                    List<Edition> read = new ArrayList<>();
                    for (String id : Edition.BUILT_IN) {
                        read.add(Edition.builtIn(id));
                    }
                    return read;
                }));
            }
            List<Edition> first = all.get(0).get();
            for (Future<List<Edition>> f : all) {
                List<Edition> read = f.get();
                for (int i = 0; i < first.size(); i++) {
                    assertSame(first.get(i), read.get(i), Edition.BUILT_IN.get(i));
                }
            }
        } finally {
            pool.shutdownNow();
        }
        IllegalArgumentException once = assertThrows(IllegalArgumentException.class, () -> Edition.builtIn("no-such-edition"));
        IllegalArgumentException again = assertThrows(IllegalArgumentException.class, () -> Edition.builtIn("no-such-edition"));
        assertEquals(once.getMessage(), again.getMessage());
    }
}
