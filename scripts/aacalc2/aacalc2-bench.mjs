// Times aacalc2 (https://github.com/mshih01/aacalc2, MIT) on issue 24's five battles, warm, in one Node process, for
// docs/performance.md, "Side by side with aacalc2 (issue 24)". This script is Battleboard's own: it only calls
// aacalc2's published entry point, multiwaveExternal, from a checkout built with `npm ci && npx tsc`.
//
// Usage: node scripts/aacalc2/aacalc2-bench.mjs AACALC2_DIR [WARM_MS [MEASURE_MS [BATTLE...]]]
//   AACALC2_DIR  a built aacalc2 checkout (its dist/index.js is loaded)
//   WARM_MS      per battle, solves run untimed for at least this long first (default 5000)
//   MEASURE_MS   then solves are timed one by one for at least this long, at least 5 of them (default 3000)
//   BATTLE       small, B5, B6, N1, N2 (default: all five, in this order)
// Prints one line per battle, the same line SideBySide.java prints:
//   RESULT <battle> <median ms> <solves timed> <attacker win> <defender win> <draw> <other>
// where the outcomes come from aacalc2's joint end states (attacker left / defender left): attacker win = only the
// attacker has units left, defender win = only the defender, draw = neither, other = both (a battle aacalc2 ends with
// both sides on the board, e.g. submarines against aircraft only); 1 minus their sum is what aacalc2's pruning drops.
//
// The battles are aacalc2's terms for Battleboard's Revised battles of ExactSolverBench (aacalc2 has one rule set,
// Axis & Allies 1942 Online, i.e. 1942 Second Edition): each side's order of loss is Battleboard's Revised default
// (cheapest first by Revised costs, ties to the weaker value, a battleship's first hit before anything), given to
// aacalc2 explicitly since its costs differ. Pruning is set explicitly: prune_threshold 1e-12 (aacalc2 drops a state
// whose probability is below it, and uses a tenth of it for its early pruning), report_prune_threshold 1e-12;
// environment variable AACALC2_PRUNE sets both to another value.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';

// aacalc2's prune_threshold and report_prune_threshold: 1e-12, its README's and the issue's figure, unless AACALC2_PRUNE
// says otherwise (0: nothing pruned); its web form's default is 1e-10 (computeThreshold(2) in frontend/src/utils)
const PRUNE = Number(process.env.AACALC2_PRUNE ?? 1e-12);

// attacker, its order of loss (first lost first), defender, its order of loss; aacalc2's unit identifiers
const BATTLES = {
  small: [{ inf: 3, arm: 1 }, ['inf', 'arm'], { inf: 4 }, ['inf']],
  B5: [{ inf: 100, art: 40, fig: 10 }, ['inf', 'art', 'fig'], { inf: 100, art: 40, fig: 6 }, ['inf', 'art', 'fig']],
  B6: [
    { inf: 200, art: 50, arm: 50, fig: 20 }, ['inf', 'art', 'arm', 'fig'],
    { inf: 220, art: 50, arm: 40, fig: 20 }, ['inf', 'art', 'arm', 'fig'],
  ],
  // Revised costs: sub 8, fighter 10, destroyer 12, bomber 15, battleship 24; transport 8 (defense 1) before the
  // submarine (8, defense 2), carrier 16. aacalc2 takes transports last at sea whatever the order says.
  N1: [
    { sub: 4, des: 3, fig: 4, bom: 1, bat: 1 }, ['sub', 'fig', 'des', 'bom', 'bat'],
    { bat: 1, acc: 2, fig: 4, des: 2, sub: 2, tra: 2 }, ['tra', 'sub', 'fig', 'des', 'acc', 'bat'],
  ],
  N2: [
    { sub: 8, des: 6, fig: 8, bom: 2, bat: 2 }, ['sub', 'fig', 'des', 'bom', 'bat'],
    { bat: 2, acc: 4, fig: 8, des: 4, sub: 4, tra: 4 }, ['tra', 'sub', 'fig', 'des', 'acc', 'bat'],
  ],
};
const NAVAL = new Set(['N1', 'N2']);

const [dir, warmArg, measureArg, ...names] = process.argv.slice(2);
if (!dir || !fs.existsSync(path.join(dir, 'dist', 'index.js'))) {
  console.error('usage: aacalc2-bench.mjs AACALC2_DIR [WARM_MS [MEASURE_MS [BATTLE...]]] (AACALC2_DIR/dist/index.js: build it with npm ci && npx tsc)');
  process.exit(2);
}
const warmMs = Number(warmArg ?? 5000);
const measureMs = Number(measureArg ?? 3000);
const battles = names.length > 0 ? names : Object.keys(BATTLES);
for (const name of battles) {
  if (!(name in BATTLES)) {
    console.error(`unknown battle '${name}': one of ${Object.keys(BATTLES).join(', ')}`);
    process.exit(2);
  }
}
const load = (file) => import(pathToFileURL(path.resolve(dir, 'dist', file)).href);
const { multiwaveExternal } = await load('index.js');
const { getInternalInput } = await load('external.js');
const { multiwave } = await load('multiwave.js');

function input(name) {
  const [attack, attackOol, defense, defenseOol] = BATTLES[name];
  return {
    wave_info: [{
      attack: { units: attack, ool: attackOol, takes: 0, aaLast: false },
      defense: { units: defense, ool: defenseOol, takes: 0, aaLast: false },
      att_submerge: false, // Battleboard's Revised default: submarines never submerge, the attacker never retreats
      def_submerge: false,
      att_dest_last: false,
      def_dest_last: false,
      is_crash_fighters: false,
      rounds: 100, // every round, to the end
      retreat_threshold: 0,
    }],
    debug: false,
    prune_threshold: PRUNE,
    report_prune_threshold: PRUNE,
    is_naval: NAVAL.has(name),
    in_progress: false,
    num_runs: 1,
    verbose_level: 0,
    diceMode: 'standard',
    sortMode: 'unit_count',
  };
}

// outcomes from the joint end states of the one wave: aacalc2's attacker and defender left, '' when none
function outcomes(battle) {
  const wave = multiwave(getInternalInput(battle)).output[0];
  const o = { attacker: 0, defender: 0, draw: 0, other: 0 };
  for (const c of wave.casualtiesInfo) {
    const key = c.attacker === '' ? (c.defender === '' ? 'draw' : 'defender') : (c.defender === '' ? 'attacker' : 'other');
    o[key] += c.prob;
  }
  return o;
}

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

let sink = 0;
for (const name of battles) {
  const battle = input(name);
  const o = outcomes(battle);
  const warmEnd = performance.now() + warmMs;
  do {
    sink += multiwaveExternal(battle).attack.survives[0];
  } while (performance.now() < warmEnd);
  const times = [];
  const measureEnd = performance.now() + measureMs;
  while (times.length < 5 || performance.now() < measureEnd) {
    const start = performance.now();
    sink += multiwaveExternal(battle).attack.survives[0];
    times.push(performance.now() - start);
  }
  console.log(`RESULT ${name} ${median(times).toFixed(4)} ${times.length} ${o.attacker.toFixed(12)} ${o.defender.toFixed(12)} ${o.draw.toFixed(12)} ${o.other.toFixed(12)}`);
}
if (Number.isNaN(sink)) {
  console.error('aacalc2 gave NaN');
}
