import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU time per request tells where the work goes even when the machine is shared and throughput figures
// wobble: a process preempted by a neighbour still does the same work per request.

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** utime + stime from the text of /proc/<pid>/stat, in clock ticks, with the parent pid. */
export function parseProcStat(stat: string): { ppid: number; ticks: number } | null {
  // The command name (field 2) is parenthesised and may contain spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields.length < 13) return null;
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function readStat(pid: number): { ppid: number; ticks: number } | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU milliseconds a process has used so far (0 once it is gone). */
export function processCpuMs(pid: number): number {
  const stat = readStat(pid);
  return stat ? (stat.ticks * 1000) / clockTicks() : 0;
}

/** CPU milliseconds used so far by each live child of a process: a postmaster's backends. */
export function childrenCpuMs(parentPid: number): Map<number, number> {
  const usage = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.ppid === parentPid) usage.set(Number(entry), (stat.ticks * 1000) / clockTicks());
  }
  return usage;
}

/**
 * What the children did between two snapshots. Those gone by the second one are left out (an idle pool
 * closing connections it no longer needs); those that appeared in between count in full.
 */
export function childrenCpuDeltaMs(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
