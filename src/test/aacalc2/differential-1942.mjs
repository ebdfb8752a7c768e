// Differential test of Battleboard's Axis & Allies 1942 Second Edition (presets/editions/axis-allies-1942-2e.json)
// against aacalc2 (https://github.com/mshih01/aacalc2, MIT), the exact engine written for that rule set. Not part of
// `mvn verify`: it needs Node, a built aacalc2 checkout and Battleboard's jar. This script is Battleboard's own: it
// only calls aacalc2's published entry points (multiwaveExternal; multiwave(getInternalInput(...)) for the end states).
//
// Usage (docs/reliability.md, "Against aacalc2 on 1942 Second Edition"):
//   mvn -q -o -B package -DskipTests
//   node src/test/aacalc2/differential-1942.mjs AACALC2_DIR [COUNT [SEED]]
//   node src/test/aacalc2/differential-1942.mjs AACALC2_DIR src/test/aacalc2/battles-1942.json
//     AACALC2_DIR  an aacalc2 checkout built with `npm ci && npx tsc` (dist/index.js)
//     COUNT        random battles (default 1000); SEED the generator's seed (default 1942)
//     a .json file instead: the battles it lists (as the generator draws them), each shown with both engines' figures
//   environment: BATTLEBOARD_JAR (default target/battleboard.jar), TOLERANCE (default 1e-9), SHOW (disagreements
//   listed, default 20)
//
// Each battle is drawn from one of six kinds: land; land with AA guns; amphibious with shore bombardment (all land
// units landed, ships at most one per land unit); retreat after N rounds (land, amphibious or sea); sea with submarines
// and destroyers; sea with submerging submarines (the enemy starts with a destroyer, see below). Both engines are asked
// for: attacker win (only the attacker left on the board), defender win (the rest but draws: the defender holds, the
// attacker retreats, a stalemate), draw (nobody left), and each side's expected IPC loss; other (both sides left: a
// retreat, a stalemate) is shown beside them. aacalc2 runs with pruning off
// (prune_threshold 0). Each side's order of loss is Battleboard's default for the edition (cheapest first, a
// battleship's first hit before anything), given to aacalc2 explicitly.
//
// Alignments (each a rule both engines read the same way, only asked differently):
// - submerge: aacalc2's att_submerge/def_submerge submerge a side's submarines at the start of every round, the first
//   too, whenever no enemy destroyer is on the board; Battleboard's policy "always" submerges them from the end of the
//   first round. The two agree when the enemy has a destroyer at the start, so the submerge battles give it one.
// - unescorted transports: aacalc2 removes a defender left with transports only whenever the attacker has any unit
//   left, its own transports too (src/unitgroup.ts:1090-1103, src/solveone.ts:124-133), Battleboard's option
//   unescorted-transports=defender-always; the edition's default, beside-combat-units, makes two sides left with
//   transports alone a stalemate.
// - AA guns alone: aacalc2 removes a defender left with AA guns only before any fire (src/solve.ts hasNonAAUnit);
//   the generator never starts a battle that way (docs/rules/axis-allies-1942-2e.md, option aa-alone).
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';

const [dir, countArg, seedArg] = process.argv.slice(2);
if (!dir || !fs.existsSync(path.join(dir, 'dist', 'index.js'))) {
  console.error('usage: differential-1942.mjs AACALC2_DIR [COUNT [SEED]] (AACALC2_DIR/dist/index.js: npm ci && npx tsc there)');
  process.exit(2);
}
const LISTED = countArg?.endsWith('.json') ? JSON.parse(fs.readFileSync(countArg, 'utf8')) : null;
const COUNT = LISTED ? LISTED.length : Number(countArg ?? 1000);
const SEED = Number(seedArg ?? 1942);
const JAR = process.env.BATTLEBOARD_JAR ?? 'target/battleboard.jar';
const TOL = Number(process.env.TOLERANCE ?? 1e-9);
const SHOW = Number(process.env.SHOW ?? 20);
if (!fs.existsSync(JAR)) {
  console.error(`no ${JAR}: build it with mvn -q -o -B package -DskipTests`);
  process.exit(2);
}
const load = (file) => import(pathToFileURL(path.resolve(dir, 'dist', file)).href);
const { multiwaveExternal } = await load('index.js');
const { getInternalInput } = await load('external.js');
const { multiwave } = await load('multiwave.js');

// mulberry32: a small seeded generator, so that a seed names a run
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(SEED);
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

// Battleboard unit id -> aacalc2 identifier (landed units: the amphibious identifiers)
const AA = { infantry: 'inf', artillery: 'art', tank: 'arm', 'aa-gun': 'aa', fighter: 'fig', bomber: 'bom', submarine: 'sub',
  transport: 'tra', destroyer: 'des', cruiser: 'cru', carrier: 'acc', battleship: 'bat' };
const LANDED = { infantry: 'inf_a', artillery: 'art_a', tank: 'arm_a' };
// Battleboard's default orders of loss for the edition (odds --json's orderOfLoss), first lost first
const OOL = {
  attacker: ['infantry', 'artillery', 'aa-gun', 'submarine', 'tank', 'transport', 'destroyer', 'fighter', 'cruiser', 'bomber', 'carrier', 'battleship'],
  defender: ['infantry', 'artillery', 'aa-gun', 'submarine', 'tank', 'transport', 'destroyer', 'fighter', 'bomber', 'cruiser', 'carrier', 'battleship'],
};

function some(units, max) {
  const out = {};
  for (const u of units) {
    const n = int(0, max);
    if (n > 0) out[u] = n;
  }
  return out;
}
const total = (army) => Object.values(army).reduce((a, b) => a + b, 0);

function landBattle(withAa) {
  let att, def;
  do {
    att = some(['infantry', 'artillery', 'tank', 'fighter', 'bomber'], 3);
  } while (total(att) === 0 || !['infantry', 'artillery', 'tank'].some((u) => att[u]) && rand() < 0.7);
  do {
    def = some(['infantry', 'artillery', 'tank', 'fighter', 'bomber'], 3);
  } while (total(def) === 0);
  if (withAa) def['aa-gun'] = int(1, 2);
  return { kind: withAa ? 'land+aa' : 'land', attacker: att, defender: def };
}

function amphibious() {
  const b = landBattle(rand() < 0.3);
  const land = ['infantry', 'artillery', 'tank'].reduce((n, u) => n + (b.attacker[u] ?? 0), 0);
  if (land === 0) b.attacker.infantry = int(1, 3);
  const landed = ['infantry', 'artillery', 'tank'].reduce((n, u) => n + (b.attacker[u] ?? 0), 0);
  const bombard = {};
  const ships = int(1, Math.min(3, landed));
  for (let i = 0; i < ships; i++) {
    const s = pick(['cruiser', 'battleship']);
    bombard[s] = (bombard[s] ?? 0) + 1;
  }
  return { ...b, kind: 'amphibious', bombard, amphibious: true };
}

function seaBattle(submerge) {
  let att, def;
  do {
    att = some(['submarine', 'destroyer', 'cruiser', 'carrier', 'battleship', 'fighter', 'bomber'], 2);
  } while (total(att) === 0 || !['submarine', 'destroyer', 'cruiser', 'carrier', 'battleship'].some((u) => att[u]) && rand() < 0.5);
  do {
    def = some(['submarine', 'destroyer', 'cruiser', 'carrier', 'battleship', 'transport'], 2);
  } while (total(def) === 0);
  const fighters = int(0, 2 * (def.carrier ?? 0)); // defending aircraft must all be on carriers
  if (fighters > 0) def.fighter = fighters;
  if (rand() < 0.25) att.transport = int(1, 2);
  const b = { kind: submerge ? 'sea+submerge' : 'sea', attacker: att, defender: def, naval: true };
  if (submerge) {
    // each side that submerges meets a destroyer at the start (see the alignments above)
    const sides = pick([['attacker'], ['defender'], ['attacker', 'defender']]);
    b.submerge = {};
    for (const s of sides) {
      const mine = s === 'attacker' ? att : def;
      const enemy = s === 'attacker' ? def : att;
      mine.submarine = Math.max(1, mine.submarine ?? 0);
      enemy.destroyer = Math.max(1, enemy.destroyer ?? 0);
      b.submerge[s] = true;
    }
  }
  return b;
}

function battle() {
  const kind = int(0, 5);
  let b;
  switch (kind) {
    case 0: b = landBattle(false); break;
    case 1: b = landBattle(true); break;
    case 2: b = amphibious(); break;
    case 3: b = pick([() => landBattle(rand() < 0.5), amphibious, () => seaBattle(false)])(); b.rounds = int(1, 3); b.kind += '+retreat'; break;
    case 4: b = seaBattle(false); break;
    default: b = seaBattle(true);
  }
  return b;
}

const text = (army) => Object.entries(army).map(([u, n]) => `${n} ${u}`).join(', ');

function battleboardLine(b) {
  const line = { edition: 'axis-allies-1942-2e', attacker: text(b.attacker), defender: text(b.defender) };
  if (b.bombard) line.bombard = text(b.bombard);
  if (b.amphibious) {
    // landed units are given besides the attacker's (odds --landed): every land unit landed, the aircraft overland
    line.amphibious = true;
    line.attacker = text(Object.fromEntries(Object.entries(b.attacker).filter(([u]) => !LANDED[u])));
    line.landed = text(Object.fromEntries(Object.entries(b.attacker).filter(([u]) => LANDED[u])));
  }
  if (b.rounds) line.retreat = `after-round ${b.rounds}`;
  if (b.naval) line.options = { 'unescorted-transports': 'defender-always' }; // aacalc2's reading, see the alignments
  if (b.submerge) {
    line.submerge = {};
    for (const s of Object.keys(b.submerge)) line.submerge[s] = 'always';
  }
  return line;
}

function aacalc2Input(b) {
  const army = (side) => {
    const out = {};
    const units = side === 'attacker' ? { ...b.attacker, ...(b.bombard ?? {}) } : b.defender;
    for (const [u, n] of Object.entries(units)) {
      const id = side === 'attacker' && b.amphibious && LANDED[u] ? LANDED[u] : AA[u];
      out[id] = (out[id] ?? 0) + n;
    }
    return out;
  };
  // in a land battle the bombarding ships stay out of the order of loss: aacalc2 puts them where they leave the battle
  // after bombarding (src/external.ts make_unit_group_string, 'BC' last)
  const SEA = ['submarine', 'transport', 'destroyer', 'cruiser', 'carrier', 'battleship'];
  const ool = (side) => OOL[side].filter((u) => b.naval || !SEA.includes(u))
    .flatMap((u) => (side === 'attacker' && b.amphibious && LANDED[u] ? [LANDED[u], AA[u]] : [AA[u]]));
  return {
    wave_info: [{
      attack: { units: army('attacker'), ool: ool('attacker'), takes: 0, aaLast: false },
      defense: { units: army('defender'), ool: ool('defender'), takes: 0, aaLast: false },
      att_submerge: !!b.submerge?.attacker,
      def_submerge: !!b.submerge?.defender,
      att_dest_last: false,
      def_dest_last: false,
      is_crash_fighters: false,
      rounds: b.rounds ?? 100,
      retreat_threshold: 0,
    }],
    debug: false,
    prune_threshold: 0,
    report_prune_threshold: 0,
    is_naval: !!b.naval,
    in_progress: false,
    num_runs: 1,
    verbose_level: 0,
    diceMode: 'standard',
    sortMode: 'unit_count',
  };
}

function aacalc2(b) {
  const input = aacalc2Input(b);
  const wave = multiwave(getInternalInput(input)).output[0];
  const o = { attackerWin: 0, defenderWin: 0, draw: 0, other: 0 };
  for (const c of wave.casualtiesInfo) {
    const key = c.attacker === '' ? (c.defender === '' ? 'draw' : 'defenderWin') : (c.defender === '' ? 'attackerWin' : 'other');
    o[key] += c.prob;
  }
  // Battleboard's defender win: the defender holds, the attacker retreats, or a stalemate (both sides left)
  o.defenderWin += o.other;
  const ext = multiwaveExternal(input);
  o.attackerIpcLoss = ext.attack.ipcLoss[0];
  o.defenderIpcLoss = ext.defense.ipcLoss[0];
  return o;
}

// the battles and aacalc2's figures
const battles = [];
for (let i = 0; i < COUNT; i++) {
  const b = LISTED ? LISTED[i] : battle();
  b.line = battleboardLine(b);
  b.aacalc2 = aacalc2(b);
  battles.push(b);
}

// Battleboard, all battles in one JVM (odds --batch), exact
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-diff-'));
const input = path.join(work, 'battles.jsonl');
fs.writeFileSync(input, battles.map((b) => JSON.stringify(b.line)).join('\n') + '\n');
const run = spawnSync('java', ['-jar', JAR, 'odds', '--batch', input, '--method', 'exact'], { encoding: 'utf8', maxBuffer: 1 << 30 });
const lines = run.stdout.split('\n').filter((l) => l.length > 0);
if (lines.length !== battles.length) {
  console.error(`Battleboard answered ${lines.length} of ${battles.length} lines: ${run.stderr}`);
  process.exit(1);
}

// the figures compared; other (both sides left) is shown, not compared: Battleboard counts an attacker whose landed
// units are destroyed after the others retreated as a retreat, aacalc2 by the units left on the board (a defender win)
const FIGURES = ['attackerWin', 'defenderWin', 'draw', 'attackerIpcLoss', 'defenderIpcLoss'];
const SHOWN = [...FIGURES, 'other'];
const byKind = new Map();
const disagreements = [];
let refused = 0;
battles.forEach((b, i) => {
  const r = JSON.parse(lines[i]);
  const k = byKind.get(b.kind) ?? { n: 0, agree: 0, max: 0, unfinished: 0, maxUnfinished: 0 };
  byKind.set(b.kind, k);
  k.n++;
  if (r.error) {
    refused++;
    disagreements.push({ i: i + 1, b, error: r.error });
    return;
  }
  const bb = {
    attackerWin: r.attackerWin,
    defenderWin: r.defenderWin,
    draw: r.draw,
    other: r.retreat + r.stalemate,
    attackerIpcLoss: r.attackerIpcLoss,
    defenderIpcLoss: r.defenderIpcLoss,
  };
  b.battleboard = bb;
  const diff = Math.max(...FIGURES.map((f) => Math.abs(bb[f] - b.aacalc2[f])));
  k.max = Math.max(k.max, diff);
  if (diff <= TOL) {
    k.agree++;
  } else if (!process.env.STRICT && unfinished(b, bb, b.aacalc2)) {
    k.unfinished++;
    k.maxUnfinished = Math.max(k.maxUnfinished, b.aacalc2.other);
  } else {
    disagreements.push({ i: i + 1, b, diff });
  }
});

// aacalc2 left battles unfinished: it reports probability in end states where both sides are still on the board and
// Battleboard has (almost) none, and every difference in attacker win, defender win and draw is within that probability.
// It happens only where a side that submerges has a battleship: aacalc2 numbers a side's states by a heap ordered by
// cost alone (src/unitgroup.ts:905), a battleship's first hit costs nothing, so a fleet with its submarines submerged and
// its battleship damaged can be numbered before the same fleet with the battleship whole, and the one-pass sweep
// (src/solve.ts:930-1010), which assumes every hit leads to a later number, leaves the probability that the whole
// battleship's first hit moves there as if the battle had ended (docs/reliability.md gives a battle and its state).
function unfinished(b, bb, aa) {
  const left = aa.other - bb.other;
  const submergingBattleship = Object.keys(b.submerge ?? {}).some((s) => (s === 'attacker' ? b.attacker : b.defender).battleship);
  return submergingBattleship && left > 1e-15 && ['attackerWin', 'defenderWin', 'draw'].every((f) => Math.abs(bb[f] - aa[f]) <= left + TOL);
}

const fmt = (x) => x.toExponential(1);
if (LISTED) {
  // one row per battle: each figure as Battleboard gives it, and aacalc2's difference from it
  console.log('| battle | attacker win | defender win | draw | attacker IPC loss | defender IPC loss | largest difference |');
  console.log('|---|---|---|---|---|---|---|');
  for (const b of battles) {
    const bb = b.battleboard, aa = b.aacalc2;
    const cell = (f) => (f.endsWith('Loss') ? bb[f].toFixed(9) : bb[f].toFixed(12));
    const where = [b.line.attacker, b.line.landed ? `landed ${b.line.landed}` : '', b.line.bombard ? `bombard ${b.line.bombard}` : '']
      .filter((x) => x).join('; ');
    const extra = [b.line.retreat ? `retreat ${b.line.retreat}` : '', b.line.submerge ? `submerge ${Object.keys(b.line.submerge).join('+')}` : '']
      .filter((x) => x).join(', ');
    console.log(`| ${where} vs ${b.line.defender}${extra ? ` (${extra})` : ''} | ${cell('attackerWin')} | ${cell('defenderWin')} | ${cell('draw')} | ${cell('attackerIpcLoss')} | ${cell('defenderIpcLoss')} | ${fmt(Math.max(...FIGURES.map((f) => Math.abs(bb[f] - aa[f]))))} |`);
  }
}
console.log(`Battleboard (exact) against aacalc2 (pruning off) on ${LISTED ? `the ${COUNT} 1942 Second Edition battles of ${countArg}` : `${COUNT} random 1942 Second Edition battles, seed ${SEED}`}, tolerance ${TOL}`);
console.log(`| kind | battles | every figure within ${TOL} | aacalc2 left unfinished | unexplained | largest difference | largest unfinished |`);
console.log('|---|---|---|---|---|---|---|');
let n = 0, agree = 0, max = 0, unf = 0, maxUnf = 0;
for (const [kind, k] of [...byKind.entries()].sort()) {
  const bad = k.n - k.agree - k.unfinished;
  console.log(`| ${kind} | ${k.n} | ${k.agree} | ${k.unfinished} | ${bad} | ${fmt(k.max)} | ${k.unfinished ? fmt(k.maxUnfinished) : '-'} |`);
  n += k.n; agree += k.agree; max = Math.max(max, k.max); unf += k.unfinished; maxUnf = Math.max(maxUnf, k.maxUnfinished);
}
console.log(`| all | ${n} | ${agree} | ${unf} | ${n - agree - unf} | ${fmt(max)} | ${unf ? fmt(maxUnf) : '-'} |`);
if (refused > 0) console.log(`Battleboard refused ${refused} battles`);
for (const d of disagreements.slice(0, SHOW)) {
  console.log(`\n#${d.i} ${d.b.kind}: ${JSON.stringify(d.b.line)}`);
  if (d.error) {
    console.log(`  Battleboard: ${d.error}`);
    continue;
  }
  for (const f of SHOWN) {
    const x = d.b.battleboard[f], y = d.b.aacalc2[f];
    console.log(`  ${f.padEnd(16)} Battleboard ${x.toFixed(12)}  aacalc2 ${y.toFixed(12)}${Math.abs(x - y) > TOL ? '  <-' : ''}`);
  }
}
const jdk = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0];
console.log(`\nNode ${process.version}; aacalc2 ${JSON.parse(fs.readFileSync(path.join(dir, 'package.json'))).version}; ${jdk}; jar ${JAR}`);
fs.rmSync(work, { recursive: true, force: true });
process.exit(disagreements.length > 0 ? 1 : 0);
