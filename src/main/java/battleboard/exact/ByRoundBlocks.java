package battleboard.exact;

import battleboard.battle.BattleState;
import battleboard.battle.Progress;
import battleboard.battle.Status;
import battleboard.result.RoundFigures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The per-round figures of {@link ByRound}, to the same rules ({@link ByRound#TAIL}, {@link ByRound#NEGLIGIBLE},
 * {@link ByRound#DROP}, {@link ByRound#MAX}), for a battle of a few states ({@link ExactSolver#ROUND_BLOCKS_MAX_STATES}):
 * there each state holds probability for most of the 20 to 50 rounds the figures take, and playing a block of
 * {@link #BLOCK} rounds state by state costs less than sweeping every state once per round. The figures are those of
 * {@link ByRound} to within rounding and the states left out (each within {@link ByRound#DROP}): the same states are left
 * out while the budget lasts, in another order.
 *
 * <p>How: the chain has no cycle but a state's stay in itself (the round in which nobody hits), and a state's
 * successors come after it in the order round position ascending, then attacker id and defender id descending
 * (the order {@link Backward} solves in, reversed). So a block of rounds is played state by state in that order: when
 * a state is reached, every state that feeds it has given it its probability for each round of the block, and the
 * state's own probability round after round is that plus what it kept from the round before. Each state's round
 * ({@link Chain#flat}) is read once per block instead of once per round, and its probabilities over the block's
 * rounds are spread to each successor, settled once ({@link Chain#settle}), in one loop.
 *
 * <p>Measured (docs/performance.md, issue 24's eleventh session): 0.68 × the sweeps' time for a small battle's whole
 * solve, but slower from about a hundred states on (N2 1.7-1.9 ×, a 40-infantry land battle 4.5-4.9 ×): a successor
 * settled and written to a slot far from its neighbours costs more than the sweeps' writes along a row of defender ids,
 * unless a state lives many rounds.
 */
final class ByRoundBlocks {
    /** Rounds played per visit of the states: a small battle's figures take 20 to 50 rounds, one or two blocks. */
    static final int BLOCK = 32;
    private static final double TAIL = ByRound.TAIL;
    private static final int MAX = ByRound.MAX;

    private final Chain chain;
    private final Progress progress;
    private final int defenders;

    /** The states that may hold probability in this block or give it to the next: per round position, per attacker id, defender ids as bits. */
    private final long[][][] live;
    /** Per round position, the attacker ids with a row in {@link #live} that may have a bit set. */
    private final long[][] liveRows;
    /** Per round position, per attacker id, per defender id: the state's slot, or −1 (rows made on first use). */
    private final int[][][] slotOf;

    /**
     * Per slot, {@link #BLOCK} + 1 numbers: what the states before it give it in each round of the block, the last for
     * the first round of the next block.
     */
    private double[] in;
    /** Per slot, the probability the state played on in the last round of the block before (0 when not played on). */
    private double[] carry;
    /** Slots free for reuse, {@link #freeCount} of them. */
    private int[] free;
    private int freeCount;
    private int slots;

    /** Per round of the block (+ 1 for the next block's first), probability the battle ended in it, by how. */
    private final Ended[] ended = new Ended[BLOCK + 1];
    /** Per round of the block, probability that the battle is still going in it. */
    private final double[] ongoing = new double[BLOCK];

    /** States not played on: below {@link ByRound#NEGLIGIBLE}, at most {@link ByRound#DROP} in all. */
    private final Negligible negligible = new Negligible(ByRound.NEGLIGIBLE, ByRound.DROP);

    /**
     * @param chain the battle's chain, with its rounds kept ({@link Chain#keepRounds(long)}) so that each is computed once, as
     *              far as the memory budget goes, and each state settled once ({@link Chain#settle})
     */
    ByRoundBlocks(Chain chain, Progress progress) {
        this.chain = chain;
        this.progress = progress;
        this.defenders = chain.def.length;
        this.live = new long[chain.layers][chain.att.length][];
        this.liveRows = new long[chain.layers][(chain.att.length + 63) >>> 6];
        this.slotOf = new int[chain.layers][chain.att.length][];
        this.in = new double[64 * (BLOCK + 1)];
        this.carry = new double[64];
        this.free = new int[64];
        for (int j = 0; j <= BLOCK; j++) {
            ended[j] = new Ended();
        }
    }

    List<RoundFigures> run() {
        BattleState start = chain.model.initialState();
        int layer = start.round() - 1;
        int code = chain.settle(layer, chain.attId(start.attacker()), chain.defId(start.defender()));
        Status status = chain.settledStatus(layer, code);
        if (status.isOver()) {
            return List.of(); // over before the first round: no round to give figures for
        }
        int to = chain.settledTo(layer, code);
        in[slot(layer, to / defenders, to % defenders) * (BLOCK + 1)] = 1.0;
        Ended total = new Ended();
        List<RoundFigures> out = new ArrayList<>();
        for (int first = 0; ; first += BLOCK) {
            Chain.checkCancelled(progress);
            playBlock();
            for (int j = 0; j < BLOCK; j++) {
                int k = first + j;
                total.add(ended[j], 1);
                if (k >= 1) {
                    out.add(total.figures(k, ongoing[j]));
                }
                if (ongoing[j] < TAIL || k == MAX) {
                    return out;
                }
            }
            // the block's last ends (the next block's first round) to the front, the rest cleared
            Ended carried = ended[BLOCK];
            ended[BLOCK] = ended[0];
            ended[0] = carried;
            for (int j = 1; j <= BLOCK; j++) {
                ended[j].clear();
            }
            Arrays.fill(ongoing, 0);
        }
    }

    /** Plays every live state through the block's rounds, in the order that puts each state after all that feed it. */
    private void playBlock() {
        for (int layer = 0; layer < chain.layers; layer++) {
            long[][] rows = live[layer];
            for (int a = previousRow(layer, chain.att.length - 1); a >= 0; a = previousRow(layer, a - 1)) {
                long[] bits = rows[a];
                for (int d = Mass.previousBit(bits, defenders - 1); d >= 0; d = Mass.previousBit(bits, d - 1)) {
                    play(layer, a, d);
                }
                if (empty(bits)) {
                    liveRows[layer][a >>> 6] &= ~(1L << a);
                }
            }
        }
    }

    /** Per round of the block, the probability the state being played plays on (0 when none or left out). */
    private final double[] playedOn = new double[BLOCK];
    private final Spreader spreader = new Spreader();

    /** Plays one live state through the block's rounds: its probability in each, and what it gives its successors. */
    private void play(int layer, int a, int d) {
        int slot = slotOf[layer][a][d];
        int base = slot * (BLOCK + 1);
        double before = carry[slot];
        StateRound round = null;
        double self = 0;
        if (before != 0) {
            round = chain.flat(layer, a, d);
            self = selfStay(layer, a, d, round);
        }
        int lo = -1;
        int hi = -1;
        for (int j = 0; j < BLOCK; j++) {
            double m = in[base + j] + self * before;
            ongoing[j] += m;
            if (negligible.drops(m)) {
                // a state this unlikely is not played on, as in ByRound.play, while all of them together stay within
                // BY_ROUND_DROP
                m = 0;
            } else {
                if (round == null) {
                    round = chain.flat(layer, a, d);
                    self = selfStay(layer, a, d, round);
                }
                if (lo < 0) {
                    lo = j;
                }
                hi = j;
            }
            playedOn[j] = m;
            before = m;
        }
        if (lo >= 0) {
            spreader.spread(round, lo, hi, self == 0 ? round.stay() : 0, layer, a, d);
        }
        carry[slot] = before;
        in[base] = in[base + BLOCK];
        Arrays.fill(in, base + 1, base + BLOCK + 1, 0);
        if (before == 0 && in[base] == 0) {
            release(layer, a, d, slot);
        }
    }

    /**
     * @return the probability that the state's round leaves it as it was and it goes on as it was (the decisions between
     *         rounds leaving it alone): its mass in the next round is then its own times this plus what it is given
     */
    private double selfStay(int layer, int a, int d, StateRound round) {
        if (round.stay() == 0) {
            return 0;
        }
        int code = chain.settle(layer, a, d);
        return chain.settledStatus(layer, code) == Status.ONGOING && chain.settledTo(layer, code) == code ? round.stay() : 0;
    }

    /** Gives a state's probability over rounds lo..hi of the block to its successors, each settled. */
    private final class Spreader implements StateRound.Successor {
        private int next;
        private int lo;
        private int hi;
        /** The state's successors that end the battle, their probability by how. */
        private final Ended ends = new Ended();

        /**
         * @param stay the probability the round leaves the state as it was, when the decisions between rounds change it
         *             (else 0: its own stay is played in {@link #play})
         */
        void spread(StateRound round, int lo, int hi, double stay, int layer, int a, int d) {
            this.next = round.next();
            this.lo = lo;
            this.hi = hi;
            ends.clear();
            round.forEach(this);
            if (stay != 0) {
                next = layer;
                accept(a, d, stay);
            }
            if (!ends.none()) {
                // what ends in each round the state was played ends in the round after
                for (int j = lo; j <= hi; j++) {
                    ended[j + 1].add(ends, playedOn[j]);
                }
            }
        }

        @Override
        public void accept(int attacker, int defender, double p) {
            int code = chain.settle(next, attacker, defender);
            Status status = chain.settledStatus(next, code);
            if (!status.isOver()) {
                int to = chain.settledTo(next, code);
                int base = slot(next, to / defenders, to % defenders) * (BLOCK + 1) + 1;
                double[] into = in;
                for (int j = lo; j <= hi; j++) {
                    into[base + j] += p * playedOn[j];
                }
                return;
            }
            ends.add(status, p);
        }
    }

    /** @return the slot of a state, which is made live if it was not */
    private int slot(int layer, int a, int d) {
        int[] row = slotOf[layer][a];
        if (row == null) {
            row = new int[defenders];
            Arrays.fill(row, -1);
            slotOf[layer][a] = row;
            live[layer][a] = new long[(defenders + 63) >>> 6];
        }
        int slot = row[d];
        if (slot < 0) {
            slot = freeCount > 0 ? free[--freeCount] : newSlot();
            row[d] = slot;
            live[layer][a][d >>> 6] |= 1L << d;
            liveRows[layer][a >>> 6] |= 1L << a;
        }
        return slot;
    }

    private int newSlot() {
        if (slots == carry.length) {
            carry = Arrays.copyOf(carry, 2 * slots);
            in = Arrays.copyOf(in, 2 * slots * (BLOCK + 1));
            free = Arrays.copyOf(free, 2 * slots);
        }
        return slots++;
    }

    /** A state that holds nothing for the next block leaves the live states; its slot (all 0) is reused. */
    private void release(int layer, int a, int d, int slot) {
        slotOf[layer][a][d] = -1;
        live[layer][a][d >>> 6] &= ~(1L << d);
        free[freeCount++] = slot;
    }

    private static boolean empty(long[] bits) {
        for (long w : bits) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** @return the highest attacker id up to {@code a} whose row in {@code layer} may have a live state, or −1 */
    private int previousRow(int layer, int a) {
        return Mass.previousBit(liveRows[layer], a);
    }
}
