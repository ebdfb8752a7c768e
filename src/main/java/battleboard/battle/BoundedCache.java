package battleboard.battle;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * A bounded, thread-safe cache of a pure function: emptied whenever it holds {@link RoundModel#MEMO_LIMIT} entries,
 * which bounds its memory on large battles (the exact solver counts it in its memory guard). Two threads asking for
 * the same key at once may both compute it; either answer is the same.
 *
 * @param <K> the key, with value equality
 * @param <V> the value
 */
final class BoundedCache<K, V> {
    private final ConcurrentHashMap<K, V> map = new ConcurrentHashMap<>();

    /** @return the value of {@code key}, computed by {@code compute} when not held */
    V get(K key, Function<K, V> compute) {
        V v = map.get(key);
        if (v == null) {
            v = compute.apply(key);
            if (map.size() >= RoundModel.MEMO_LIMIT) {
                map.clear();
            }
            map.put(key, v);
        }
        return v;
    }
}
