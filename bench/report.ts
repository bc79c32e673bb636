import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './cannon';

/** One line of the table: an endpoint on an engine, or the hello-world baseline. */
export interface Row extends Measurement {
  engine: string;
  endpoint: string;
  path: string;
  /** Throughput as a share of the hello-world server's, in percent. */
  percentOfHello: number;
}

const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const columns: { title: string; value: (row: Row) => string; alignLeft?: boolean }[] = [
  { title: 'engine', value: (row) => row.engine, alignLeft: true },
  { title: 'endpoint', value: (row) => row.endpoint, alignLeft: true },
  { title: 'req/s', value: (row) => integer.format(row.requestsPerSecond) },
  { title: 'p50 ms', value: (row) => integer.format(row.p50Ms) },
  { title: 'p99 ms', value: (row) => integer.format(row.p99Ms) },
  { title: 'non-2xx', value: (row) => integer.format(row.non2xx) },
  { title: 'errors', value: (row) => integer.format(row.errors) },
  { title: '% of hello', value: (row) => `${oneDecimal.format(row.percentOfHello)} %` },
];

/** A plain-text table that reads the same in a terminal and in a pasted log. */
export function formatTable(rows: Row[]): string {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...cells.map((line) => line[i]!.length)),
  );
  const pad = (text: string, i: number) =>
    columns[i]!.alignLeft ? text.padEnd(widths[i]!) : text.padStart(widths[i]!);
  const header = columns.map((column, i) => pad(column.title, i)).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [header, rule, ...cells.map((line) => line.map(pad).join('  '))].join('\n');
}

/**
 * The JSON goes to the OS temp dir, not into the repository (which has no ignore rule for it);
 * each run overwrites the last.
 */
export async function writeResults(report: unknown): Promise<string> {
  const directory = path.join(os.tmpdir(), 'ilii-bench');
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, 'latest.json');
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
