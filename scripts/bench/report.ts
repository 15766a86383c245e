/** Figures with their budgets, and the text table and Markdown the bench prints and writes. */

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
      return `${Math.round(value)} ms`;
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
