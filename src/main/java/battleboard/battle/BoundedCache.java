package battleboard.battle;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A bounded, thread-safe cache of a pure function: emptied whenever it holds {@link #LIMIT} entries,
 * which bounds its memory on large battles (the exact solver counts it in its memory guard). Two threads asking for
 * the same key at once may both compute it; either answer is the same.
 *
 * @param <K> the key, with value equality
 * @param <V> the value
 */
final class BoundedCache<K, V> {
    /** Most entries a cache holds before it is emptied ({@code RoundModel.MEMO_LIMIT}). */
    static final int LIMIT = 20_000;
    private final ConcurrentHashMap<K, V> map = new ConcurrentHashMap<>();

    /** @return the value of {@code key}, computed by {@code compute} when not held */
    V get(K key, Function<K, V> compute) {
        V v = map.get(key);
        if (v == null) {
            v = compute.apply(key);
            if (map.size() >= LIMIT) {
                map.clear();
            }
            map.put(key, v);
        }
        return v;
    }
}
