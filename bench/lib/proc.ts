import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Kernel ticks per second for utime/stime in /proc/<pid>/stat (100 on Linux, read once). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of one process in milliseconds, or null when it has exited. */
export function cpuMs(pid: number): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  // Fields 14 and 15 of stat(5); index 0 here is field 3 (state).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export function rssKb(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** A process and every process below it (tsx and next start run their servers in children). */
export function processTree(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const ppid = Number(fields[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const walk = (pid: number) => {
    tree.push(pid);
    for (const child of parents.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return tree;
}

export interface ProcessGroup {
  name: string;
  pids(): Promise<number[]> | number[];
}

export interface GroupUsage {
  name: string;
  cpuMs: number;
  /** Largest sum of the group's resident memory seen while sampling, in MB. */
  maxRssMb: number;
  processes: number;
}

/**
 * CPU time and memory of groups of processes across a run. Processes are sampled every 250 ms:
 * one that starts during the run counts from zero, one that exits counts up to its last sample.
 */
export class UsageMeter {
  private first = new Map<number, number>();
  private last = new Map<number, number>();
  private members = new Map<string, Set<number>>();
  private rss = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private sampling: Promise<void> = Promise.resolve();

  constructor(private readonly groups: ProcessGroup[]) {}

  private async sample(initial: boolean): Promise<void> {
    for (const group of this.groups) {
      const set = this.members.get(group.name) ?? new Set<number>();
      this.members.set(group.name, set);
      let rss = 0;
      for (const pid of await group.pids()) {
        const cpu = cpuMs(pid);
        if (cpu === null) continue;
        if (!this.first.has(pid)) this.first.set(pid, initial ? cpu : 0);
        this.last.set(pid, cpu);
        set.add(pid);
        rss += rssKb(pid);
      }
      this.rss.set(group.name, Math.max(this.rss.get(group.name) ?? 0, rss));
    }
  }

  async start(): Promise<void> {
    await this.sample(true);
    this.rss.clear();
    this.timer = setInterval(() => {
      this.sampling = this.sampling.then(() => this.sample(false)).catch(() => {});
    }, 250);
  }

  async stop(): Promise<GroupUsage[]> {
    if (this.timer) clearInterval(this.timer);
    await this.sampling;
    await this.sample(false);
    return this.groups.map((group) => {
      const pids = [...(this.members.get(group.name) ?? [])];
      const cpu = pids.reduce((sum, pid) => sum + (this.last.get(pid)! - this.first.get(pid)!), 0);
      return { name: group.name, cpuMs: cpu, maxRssMb: (this.rss.get(group.name) ?? 0) / 1024, processes: pids.length };
    });
  }
}
