/**
 * The goals of docs/performance.md ("Catalogue and search at scale"), judged on the figures of one
 * run: each catalogue read reaches half of `me`'s requests per second and each search a third, at
 * 10 connections at every scale; p50 grows at most 1.5× from the smallest scale to the largest; at
 * 1× and 50 connections no catalogue p99 exceeds 250 ms.
 */
import type { OperationFigures, ScaleFigures } from './catalogue.bench';
import { printTable } from './lib/table';

const SHARE_OF_ME = { catalogue: 0.5, search: 1 / 3 } as const;
const MAX_GROWTH = 1.5;
const MAX_P99_AT_50_MS = 250;

interface GoalCheck {
  goal: string;
  operation: string;
  /** What was measured, as printed. */
  figure: string;
  met: boolean;
}

const judged = (row: OperationFigures) => row.group === 'catalogue' || row.group === 'search';
const answered = (row: OperationFigures | undefined): row is OperationFigures =>
  !!row && !row.failure && row.result.requests > 0;

function shareChecks(figures: ScaleFigures): GoalCheck[] {
  const me = figures.rows.find((r) => r.group === 'yardstick' && r.connections === 10);
  return figures.rows
    .filter((r) => judged(r) && r.connections === 10)
    .map((row) => {
      const wanted = SHARE_OF_ME[row.group as keyof typeof SHARE_OF_ME];
      const goal = `${figures.scale}×: ≥ ${wanted === 0.5 ? '1/2' : '1/3'} of me's req/s`;
      if (!answered(me) || !answered(row))
        return { goal, operation: row.operation, figure: row.failure ?? 'no answer', met: false };
      const share = row.result.rps / me.result.rps;
      return {
        goal,
        operation: row.operation,
        figure: `${share.toFixed(2)} (${Math.round(row.result.rps)} / ${Math.round(me.result.rps)})`,
        met: share >= wanted,
      };
    });
}

function growthChecks(smallest: ScaleFigures, largest: ScaleFigures): GoalCheck[] {
  return smallest.rows
    .filter((r) => judged(r) && r.connections === 10)
    .map((first) => {
      const last = largest.rows.find((r) => r.operation === first.operation && r.connections === 10);
      const goal = `p50 ${smallest.scale}× → ${largest.scale}×: ≤ ${MAX_GROWTH}×`;
      if (!answered(first) || !answered(last))
        return { goal, operation: first.operation, figure: last?.failure ?? 'no answer', met: false };
      const growth = last.result.p50 / first.result.p50;
      return { goal, operation: first.operation, figure: `${growth.toFixed(2)}×`, met: growth <= MAX_GROWTH };
    });
}

function tailChecks(figures: ScaleFigures): GoalCheck[] {
  return figures.rows
    .filter((r) => judged(r) && r.connections === 50)
    .map((row) => ({
      goal: `1×, 50 connections: p99 ≤ ${MAX_P99_AT_50_MS} ms`,
      operation: row.operation,
      figure: row.failure ?? (row.result.requests > 0 ? `${row.result.p99.toFixed(0)} ms` : 'no answer'),
      met: answered(row) && row.result.p99 <= MAX_P99_AT_50_MS,
    }));
}

/** Every goal the figures can judge: growth needs two scales, the tail goal the 1× run. */
export function checkGoals(all: ScaleFigures[]): GoalCheck[] {
  const scales = [...all].sort((a, b) => a.scale - b.scale);
  const checks = scales.flatMap(shareChecks);
  if (scales.length > 1) checks.push(...growthChecks(scales[0]!, scales[scales.length - 1]!));
  const one = scales.find((f) => f.scale === 1);
  if (one) checks.push(...tailChecks(one));
  return checks;
}

/** Prints the checks; true when every one is met. */
export function printGoals(checks: GoalCheck[]): boolean {
  printTable(
    ['goal', 'operation', 'measured', 'met'],
    checks.map((c) => [c.goal, c.operation, c.figure, c.met ? 'yes' : 'NO']),
  );
  const missed = checks.filter((c) => !c.met).length;
  console.log(missed ? `${missed} of ${checks.length} goals missed` : `all ${checks.length} goals met`);
  return missed === 0;
}
