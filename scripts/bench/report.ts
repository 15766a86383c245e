/** Figures with their budgets, and the text table and Markdown the bench prints and writes. */
import { CATEGORIES, type LighthouseResult } from './lighthouse.ts';
import type { PageWeight } from './page-weight.ts';

export type Unit = 'bytes' | 's' | 'ms' | 'score' | 'count' | 'cls';

/**
 * `max`/`min`: PASS when within. `target` + `floor` (Lighthouse): PASS at the target, WARN between the
 * floor and the target, FAIL under the floor.
 */
export type Budget = { max: number } | { min: number } | { target: number; floor: number };

export type Status = 'PASS' | 'WARN' | 'FAIL' | '';

export interface Figure {
  section: string;
  label: string;
  value: number | null;
  unit: Unit;
  budget?: Budget;
}

export interface SectionError {
  section: string;
  error: string;
}

export function status(figure: Figure): Status {
  const { value, budget } = figure;
  if (!budget) return '';
  if (value === null) return 'FAIL';
  if ('max' in budget) return value <= budget.max ? 'PASS' : 'FAIL';
  if ('min' in budget) return value >= budget.min ? 'PASS' : 'FAIL';
  if (value >= budget.target) return 'PASS';
  return value >= budget.floor ? 'WARN' : 'FAIL';
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 's':
      return `${value.toFixed(1)} s`;
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    default:
      return String(value);
  }
}

export function formatBudget(budget: Budget | undefined, unit: Unit): string {
  if (!budget) return '';
  if ('max' in budget) return `≤ ${formatValue(budget.max, unit)}`;
  if ('min' in budget) return `≥ ${formatValue(budget.min, unit)}`;
  return `${budget.target} (never < ${budget.floor})`;
}

const row = (figure: Figure) => [
  figure.label,
  formatValue(figure.value, figure.unit),
  formatBudget(figure.budget, figure.unit),
  status(figure),
];

const HEADER = ['Figure', 'Value', 'Budget', 'Result'];

/** A plain-text table for the terminal, one block per section. */
export function textTable(figures: Figure[]): string {
  const rows = figures.map(row);
  const widths = HEADER.map((title, i) => Math.max(title.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 1 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const out = [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  ')];
  let section = '';
  for (const [i, figure] of figures.entries()) {
    if (figure.section !== section) {
      section = figure.section;
      out.push(`[${section}]`);
    }
    out.push(line(rows[i] ?? []));
  }
  return out.join('\n');
}

/** The same figures as a Markdown table. */
export function markdownTable(figures: Figure[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const lines = [
    '| Section | Figure | Value | Budget | Result |',
    '| ------- | ------ | ----: | ------ | ------ |',
  ];
  for (const figure of figures) {
    lines.push(`| ${[figure.section, ...row(figure)].map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

export interface Report {
  elapsedSeconds: number;
  figures: Figure[];
  pageWeights: Record<string, PageWeight>;
  lighthouse: Record<string, LighthouseResult & { performanceOfEachRun: (number | null)[] }>;
  /** The outside host of the map embed, which this machine cannot reach. */
  mapHost: string;
  errors: SectionError[];
}

/** bench-results/latest.md: the table, then what is behind the figures. */
export function markdownReport(report: Report): string {
  const lines = [
    '# Benchmark results',
    '',
    `${new Date().toISOString()}, Node ${process.version}, took ${report.elapsedSeconds.toFixed(0)} s. ` +
      'KB = 1024 bytes; gzip is level 9. Lighthouse: mobile, simulated throttling, median of several runs; ' +
      'PASS = 100, WARN = 95-99, FAIL < 95. Lighthouse audits the starter build served by the local ' +
      "runtime's server (Netlify's emulation with the functions, over the starter store; no compression); " +
      `the map embed's host ${report.mapHost} is unreachable from this machine.`,
    '',
    markdownTable(report.figures),
  ];
  for (const [page, weight] of Object.entries(report.pageWeights)) {
    lines.push(
      '',
      `## JavaScript downloaded by ${page}`,
      '',
      '| File | Raw | Gzip |',
      '| ---- | --: | ---: |',
    );
    for (const f of weight.jsFiles) lines.push(`| ${f.path} | ${f.bytes} | ${f.gzipBytes} |`);
  }
  for (const [page, result] of Object.entries(report.lighthouse)) {
    lines.push('', `## Lighthouse ${page}: audits that lost points (median run)`, '');
    lines.push(`Performance of each run: ${result.performanceOfEachRun.join(', ')}.`, '');
    const flagged = CATEGORIES.flatMap((c) => result.flagged[c].map((a) => ({ ...a, category: c })));
    if (!flagged.length) lines.push('None.');
    for (const a of flagged) {
      lines.push(`- ${a.category}: \`${a.id}\` ${a.title} (score ${a.score}) ${a.displayValue ?? ''}`);
      for (const item of a.items) lines.push(`  - ${item.replaceAll('|', '\\|')}`);
    }
    const mentions = result.mentionsOfWatchedHost.map((a) => `\`${a.id}\` (score ${a.score})`);
    lines.push('', `Audits mentioning the map host ${report.mapHost}: ${mentions.join(', ') || 'none'}.`);
    for (const warning of result.warnings) lines.push(`- Lighthouse warning: ${warning}`);
  }
  if (report.errors.length) {
    lines.push('', '## Sections that failed', '');
    for (const e of report.errors) lines.push(`### ${e.section}`, '', '```', e.error, '```', '');
  }
  return `${lines.join('\n')}\n`;
}
