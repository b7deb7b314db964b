/**
 * `node --import tsx scripts/feature-graph.ts [--list]`: how tangled the features are.
 * Counts, in production code (tests and test support left out), the imports from one feature
 * folder into another (src/features/A/** -> src/features/B/**, A ≠ B), the pairs of features
 * they join, and the cycles between folders (groups of folders that reach each other; a folder is
 * one feature, one domain slice, or one other top folder of src/ such as lib or routes).
 * The numbers behind decision 017; the rules that keep them at 0 are in .dependency-cruiser.cjs.
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';

// Tests, and test support: src/test/ now, spread over features before (issue 13).
const TEST_SUPPORT = /\.test\.tsx?$|(^|\/)(test|testing)\/|test-(fixtures|kit|orders)|-test-(fixtures|kit)\.tsx?$/;

const { output } = await cruise(['src'], {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: TEST_SUPPORT.source },
  tsPreCompilationDeps: true,
  combinedDependencies: false,
});
const result = output as ICruiseResult;

const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
const folderOf = (path: string) => /^src\/((features|domain)\/[^/]+|[^/]+)\//.exec(path)?.[1];

const crossings: string[] = [];
const featurePairs = new Set<string>();
const folderEdges = new Map<string, Set<string>>();
for (const module of result.modules) {
  for (const dependency of module.dependencies) {
    const [from, to] = [featureOf(module.source), featureOf(dependency.resolved)];
    if (from && to && from !== to) {
      crossings.push(`${module.source} -> ${dependency.resolved}`);
      featurePairs.add(`${from} -> ${to}`);
    }
    const [fromFolder, toFolder] = [folderOf(module.source), folderOf(dependency.resolved)];
    if (fromFolder && toFolder && fromFolder !== toFolder) {
      folderEdges.set(fromFolder, (folderEdges.get(fromFolder) ?? new Set()).add(toFolder));
    }
  }
}

const pairs = [...featurePairs];
const cycles = stronglyConnected(folderEdges).filter((group) => group.length > 1);

console.log(`cross-feature imports: ${crossings.length}`);
console.log(`feature pairs:         ${pairs.length}`);
console.log(`folder cycles:         ${cycles.length}${cycles.map((c) => `\n  {${c.sort().join(', ')}}`).join('')}`);
if (process.argv.includes('--list')) console.log(`\n${pairs.sort().join('\n')}\n\n${crossings.sort().join('\n')}`);

/** Tarjan's algorithm: the groups of folders in which every folder reaches every other. */
function stronglyConnected(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
