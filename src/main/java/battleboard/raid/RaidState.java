package battleboard.raid;

import java.util.Arrays;

/**
 * Where a strategic bombing raid stands between its steps: the raid's aircraft still flying and the interceptors.
 * Immutable; equal states are merged by the exact solver.
 */
final class RaidState {
    private final int escorts;
    private final int[] raiders;
    private final int interceptors;
    private final int interceptorsLost;
    private final int hash;

    /**
     * @param escorts          escorts flying
     * @param raiders          raiders flying, per raider type in the setup's order
     * @param interceptors     interceptors flying
     * @param interceptorsLost interceptors shot down so far (an interceptor that stays home is not lost)
     */
    RaidState(int escorts, int[] raiders, int interceptors, int interceptorsLost) {
        this.escorts = escorts;
        this.raiders = raiders.clone();
        this.interceptors = interceptors;
        this.interceptorsLost = interceptorsLost;
        this.hash = 31 * (31 * (31 * escorts + Arrays.hashCode(raiders)) + interceptors) + interceptorsLost;
    }

    int escorts() {
        return escorts;
    }

    /** @return raiders flying of type {@code i} */
    int raiders(int i) {
        return raiders[i];
    }

    /** @return a copy of the raiders flying per type */
    int[] raiders() {
        return raiders.clone();
    }

    /** @return raiders flying, all types */
    int raidersFlying() {
        return Arrays.stream(raiders).sum();
    }

    int interceptors() {
        return interceptors;
    }

    int interceptorsLost() {
        return interceptorsLost;
    }

    RaidState withAircraft(int escortsLeft, int[] raidersLeft) {
        return new RaidState(escortsLeft, raidersLeft, interceptors, interceptorsLost);
    }

    /** @return this state with {@code n} interceptors shot down (at most those flying) */
    RaidState withInterceptorsShot(int n) {
        int shot = Math.min(n, interceptors);
        return new RaidState(escorts, raiders, interceptors - shot, interceptorsLost + shot);
    }

    /** @return this state with only {@code n} interceptors flying, the others staying home (not lost) */
    RaidState withInterceptorsFlying(int n) {
        return new RaidState(escorts, raiders, n, interceptorsLost);
    }

    /** @return the raiders alone, for the steps over the target: no escorts, no interceptors */
    RaidState raidersOnly() {
        return new RaidState(0, raiders, 0, 0);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaidState s && s.hash == hash && s.escorts == escorts && s.interceptors == interceptors
                && s.interceptorsLost == interceptorsLost && Arrays.equals(s.raiders, raiders);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        return escorts + " escorts, raiders " + Arrays.toString(raiders) + ", " + interceptors + " interceptors (" + interceptorsLost + " lost)";
    }
}
