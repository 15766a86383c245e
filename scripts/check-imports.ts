/**
 * `npm run lint` (after Biome): the shape of the import graph of `src` and `netlify/functions`.
 *
 * Fails, naming the files, on
 * - an import circle: files that import each other, directly or around a ring;
 * - an import into a layer a file's own layer may not use (see LAYERS): a schema importing the server,
 *   the admin importing the public site's islands, the build importing the admin.
 *
 * Every import counts, `import type` too: a circle of types is still a circle a reader has to untangle.
 * `node scripts/check-imports.ts --layers` prints the layers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

/**
 * The layers, lowest first. A file belongs to the first layer whose folder holds it; it may import its
 * own layer and those listed under `uses`. Anything not listed below (scripts, tests) is not checked.
 */
export const LAYERS = [
  // Schemas and rules shared by everyone: no I/O, no framework.
  { name: 'domain', folders: ['src/domain', 'src/content'], uses: [] },
  // React pieces both the public islands and the admin use (a modal's behaviour, the toasts).
  { name: 'ui', folders: ['src/ui'], uses: ['domain'] },
  // Node: the blob store, services, functions' shared code.
  { name: 'server', folders: ['src/server'], uses: ['domain'] },
  // Browser code of the public pages (plain scripts and React islands).
  { name: 'client', folders: ['src/client', 'src/components/islands'], uses: ['domain', 'ui'] },
  // The admin island (/admin/*), a React app of its own.
  { name: 'admin', folders: ['src/admin'], uses: ['domain', 'ui'] },
  // Node code that runs at build time: Astro integrations, share images, the content snapshot; it may
  // write browser code into the pages it finishes (the after-paint loader).
  { name: 'build', folders: ['src/build'], uses: ['domain', 'server', 'client'] },
  // What Astro renders: pages, layouts, components; they put the browser code and the admin on the page.
  {
    name: 'pages',
    folders: ['src/pages', 'src/layouts', 'src/components', 'src/styles'],
    uses: ['domain', 'ui', 'client', 'admin', 'build', 'server'],
  },
  // Netlify Functions: thin HTTP entry points over the server.
  { name: 'functions', folders: ['netlify/functions'], uses: ['domain', 'server'] },
] as const;

type Layer = (typeof LAYERS)[number];

const CODE = /\.(ts|tsx|mts|astro)$/;

const layerOf = (file: string): Layer | undefined => {
  const rel = relative(root, file).split(sep).join('/');
  return LAYERS.find((layer) =>
    layer.folders.some((folder) => rel === folder || rel.startsWith(`${folder}/`)),
  );
};

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return CODE.test(name) ? [path] : [];
  });

/** The script an `.astro` file runs: its frontmatter and its `<script>` elements. */
const astroCode = (text: string) => {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [front, ...scripts].join('\n');
};

const importsOf = (file: string): string[] => {
  const text = readFileSync(file, 'utf8');
  const code = file.endsWith('.astro') ? astroCode(text) : text;
  return ts.preProcessFile(code, true, true).importedFiles.map((entry) => entry.fileName);
};

const resolveImport = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => CODE.test(path) && statSync(path, { throwIfNoEntry: false })?.isFile());
};

export const importGraph = (dirs = ['src', 'netlify/functions']) => {
  const graph = new Map<string, string[]>();
  for (const dir of dirs) {
    for (const file of walk(join(root, dir))) {
      const targets = importsOf(file)
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== undefined);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
};

/** Tarjan's strongly connected components: every group of two or more files that reach each other. */
export const circles = (graph: Map<string, string[]>) => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
};

export const layerBreaches = (graph: Map<string, string[]>) => {
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (!to || to.name === from.name || (from.uses as readonly string[]).includes(to.name)) continue;
      breaches.push(`${relative(root, file)} (${from.name}) imports ${relative(root, target)} (${to.name})`);
    }
  }
  return breaches;
};

if (import.meta.main) {
  if (process.argv.includes('--layers')) {
    for (const layer of LAYERS) {
      console.log(
        `${layer.name}: ${layer.folders.join(', ')}; uses ${layer.uses.join(', ') || 'nothing else'}`,
      );
    }
    process.exit(0);
  }
  const graph = importGraph();
  const rings = circles(graph);
  const breaches = layerBreaches(graph);
  for (const ring of rings) {
    console.error(`Import circle: ${ring.map((file) => relative(root, file)).join(' ↔ ')}`);
  }
  for (const breach of breaches) console.error(`Import across layers: ${breach}`);
  if (rings.length || breaches.length) {
    console.error(
      `\n${rings.length} import circle(s), ${breaches.length} import(s) across layers (layers: scripts/check-imports.ts).`,
    );
    process.exit(1);
  }
  console.log(`Imports: ${graph.size} files, no circles, every import within its layers.`);
}
