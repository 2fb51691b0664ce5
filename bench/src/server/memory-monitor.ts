import { readFileSync } from 'node:fs';

/** VmHWM (the kernel's peak resident set) and VmRSS of a Linux process, in kB; null once it is gone. */
export function readMemoryKb(pid: number): { peakKb: number; currentKb: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  return parseProcStatus(status);
}

export function parseProcStatus(status: string): { peakKb: number; currentKb: number } | null {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    return match ? Number(match[1]) : null;
  };
  const peak = field('VmHWM');
  const current = field('VmRSS');
  if (peak === null && current === null) return null;
  return { peakKb: Math.max(peak ?? 0, current ?? 0), currentKb: current ?? 0 };
}

/** Samples a process while it runs; the peak survives the process, which the kernel's VmHWM does not. */
export class PeakMemoryMonitor {
  private peakKb = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    intervalMs = 250,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  sample(): void {
    const memory = readMemoryKb(this.pid);
    if (memory) this.peakKb = Math.max(this.peakKb, memory.peakKb);
  }

  /** Takes a last sample and stops. */
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return this.peakMb();
  }

  peakMb(): number {
    return Math.round(this.peakKb / 102.4) / 10;
  }
}
