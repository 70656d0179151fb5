// What Linux counts for a process: its resident set (VmRSS in /proc/<pid>/status) and its CPU time
// (utime + stime in /proc/<pid>/stat).
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/** The resident set size of process `pid`, in bytes. */
export function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** CPU seconds process `pid` has used so far, user and system. */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export const megabytes = (bytes) => bytes / 2 ** 20;
