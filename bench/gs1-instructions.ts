// Instructions per GS1 parse, counted by valgrind: node_modules/.bin/tsx bench/gs1-instructions.ts
// Wall-clock speed on this kind of shared machine swings by ±20 % within minutes, more than most
// changes to the parser; the instruction count does not, so it is the A/B measure (run it on both
// versions). The parser is bundled with esbuild, the bench corpus is parsed 40 times and 20 times
// under `valgrind --tool=cachegrind` in a single-threaded node (no JIT threads in the count; a young
// generation of fixed size), and the difference is divided by the extra parses, so start-up cancels
// out. Needs valgrind (apt).
// `--form=raw` (or bracketed, symbology, wedge, digital-link, invalid) counts the codes of one form
// alone, repeated up to the corpus's size: with fewer parses, part of the compilation falls between
// the two counts and inflates the difference (a 3 000-code raw corpus read 5 944 against 4 856).
// It also prints the bytes a parse allocates: on this host allocation costs time of its own (streaming
// fresh memory through the cache), which instruction counts do not show. A young generation large
// enough for a whole pass, emptied before it, grows by exactly what the pass allocates.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildCorpus, CORPUS_FORMS, type CorpusCode, type CorpusForm } from './gs1-parse.bench';
import { repoRoot } from './lib/processes';

const PASSES = [20, 40] as const;

function formArgument(): CorpusForm | undefined {
  const argument = process.argv.slice(2).find((arg) => arg.startsWith('--form='));
  if (argument === undefined) return undefined;
  const form = argument.slice('--form='.length) as CorpusForm;
  if (!CORPUS_FORMS.includes(form)) throw new Error(`Forma desconocida: ${form} (una de ${CORPUS_FORMS.join(', ')})`);
  return form;
}

/** The bench corpus, or its codes of one form repeated up to the same number of codes. */
function corpusOf(form: CorpusForm | undefined): CorpusCode[] {
  const corpus = buildCorpus();
  if (form === undefined) return corpus;
  const codes = corpus.filter((code) => code.form === form);
  return Array.from({ length: corpus.length }, (_, i) => codes[i % codes.length]!);
}

const RUNNER = `
import { readFileSync } from 'node:fs';
const [bundle, corpusFile, passes] = process.argv.slice(2);
const { tryParseGs1 } = await import(bundle);
const corpus = JSON.parse(readFileSync(corpusFile, 'utf8'));
let accepted = 0;
for (let p = 0; p < Number(passes); p++) for (const code of corpus) if (tryParseGs1(code.text, code.options).ok) accepted++;
if (accepted < 0) console.log(accepted);
`;

const ALLOCATION_RUNNER = `
import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
const [bundle, corpusFile] = process.argv.slice(2);
const { tryParseGs1 } = await import(bundle);
const corpus = JSON.parse(readFileSync(corpusFile, 'utf8'));
let accepted = 0;
const pass = () => { for (const code of corpus) if (tryParseGs1(code.text, code.options).ok) accepted++; };
for (let p = 0; p < 30; p++) pass();
const perParse = [];
for (let r = 0; r < 5; r++) {
  globalThis.gc();
  const before = getHeapStatistics().used_heap_size;
  pass();
  perParse.push((getHeapStatistics().used_heap_size - before) / corpus.length);
}
if (accepted < 0) console.log(accepted);
console.log(perParse.sort((a, b) => a - b)[2]);
`;

/** Bytes allocated per parse: the median of five passes, each into an emptied 64 MB young generation. */
function bytesPerParse(runner: string, bundle: string, corpusFile: string): number {
  const args = ['--expose-gc', '--single-threaded', '--min-semi-space-size=64', '--max-semi-space-size=64'];
  const output = execFileSync(process.execPath, [...args, runner, bundle, corpusFile], { encoding: 'utf8' });
  return Number(output.trim());
}

function instructions(runner: string, bundle: string, corpusFile: string, passes: number): number {
  const args = [
    '--tool=cachegrind',
    '--cache-sim=no',
    '--cachegrind-out-file=/dev/null',
    process.execPath,
    '--single-threaded',
    // A young generation of fixed size: scavenges then come at the same pace in both runs, where
    // its growth by heuristics moved the count by ±2 %.
    '--min-semi-space-size=16',
    '--max-semi-space-size=16',
    runner,
    bundle,
    corpusFile,
    String(passes),
  ];
  const { stderr, status } = spawnSync('valgrind', args, { encoding: 'utf8' });
  const match = status === 0 ? /I\s+refs:\s+([\d,]+)/.exec(stderr) : null;
  if (!match) throw new Error('valgrind no informó la cantidad de instrucciones');
  return Number(match[1]!.replaceAll(',', ''));
}

const form = formArgument();
const work = mkdtempSync(path.join(tmpdir(), 'gs1-instructions-'));
try {
  const bundle = path.join(work, 'gs1.mjs');
  const corpusFile = path.join(work, 'corpus.json');
  const runner = path.join(work, 'runner.mjs');
  const allocationRunner = path.join(work, 'allocation-runner.mjs');
  execFileSync(path.join(repoRoot, 'node_modules/.bin/esbuild'), [
    path.join(repoRoot, 'packages/domain/src/gs1/index.ts'),
    '--bundle',
    '--format=esm',
    '--platform=node',
    '--target=node20',
    `--outfile=${bundle}`,
    '--log-level=warning',
  ]);
  const corpus = corpusOf(form);
  writeFileSync(corpusFile, JSON.stringify(corpus.map(({ text, options }) => ({ text, options }))));
  writeFileSync(runner, RUNNER);
  writeFileSync(allocationRunner, ALLOCATION_RUNNER);
  const [fewer, more] = PASSES.map((passes) => instructions(runner, bundle, corpusFile, passes)) as [number, number];
  const perParse = (more - fewer) / ((PASSES[1] - PASSES[0]) * corpus.length);
  console.log(
    `tryParseGs1: ${Math.round(perParse)} instrucciones por lectura (${corpus.length} códigos${form ? ` de la forma ${form}` : ''} × ${PASSES[1] - PASSES[0]} pasadas)`,
  );
  console.log(`tryParseGs1: ${Math.round(bytesPerParse(allocationRunner, bundle, corpusFile))} bytes asignados por lectura`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
