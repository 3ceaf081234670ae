// Summarises V8 CPU profiles (.cpuprofile, as BENCH_CPU_PROF writes them): the functions with the
// most self time, and the project's own functions by total (inclusive) time, so a change to the
// write path can be read as "what one request spends where".
//   node_modules/.bin/tsx bench/profile-summary.ts <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('Uso: tsx bench/profile-summary.ts <archivo.cpuprofile> [cantidad]');
  process.exit(2);
}
const top = Number(topArg ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const totalUs = [...selfUs.values()].reduce((a, b) => a + b, 0);

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.includes('/node_modules/')
    ? `nm/${url.split('/node_modules/').pop()!.split('/')[0]}/${url.split('/').pop()}`
    : url.split('/').slice(-2).join('/');
  return `${functionName || '(anónima)'} ${where}:${lineNumber + 1}`;
};

const selfByLabel = new Map<string, number>();
const inclusiveByLabel = new Map<string, number>();
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  selfByLabel.set(label(node), (selfByLabel.get(label(node)) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusiveByLabel.set(name, (inclusiveByLabel.get(name) ?? 0) + us);
  }
}

const print = (title: string, entries: Map<string, number>, filter: (name: string) => boolean = () => true) => {
  console.log(`\n## ${title} (total ${(totalUs / 1000).toFixed(0)} ms)\n`);
  [...entries]
    .filter(([name]) => filter(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([name, us]) => console.log(`${((100 * us) / totalUs).toFixed(1).padStart(5)} %  ${name}`));
};
print('Tiempo propio', selfByLabel);
// The project's own code: the compiled bundle (dist/server.js) or its sources (run under tsx).
const ownCode = (name: string) => !name.includes(' nm/') && /(server\.js|\.ts):\d+$/.test(name);
print('Tiempo total, código del proyecto', inclusiveByLabel, ownCode);
