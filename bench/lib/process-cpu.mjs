// CPU time of processes on this machine, from /proc (Linux only), to show where a load's CPU goes
// when the load generator, the server and the database share the same few cores.
import fs from "node:fs";

const TICKS_PER_SECOND = 100;

/** utime + stime of one process in milliseconds, or 0 when it is gone or /proc is missing. */
export function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of every process whose command name is `name` (for example `postgres`). */
export function namedProcessesCpuMs(name) {
  let total = 0;
  for (const ms of namedProcessesCpuByPid(name).values()) total += ms;
  return total;
}

/** The same per process id, to count only some of them (one database's backends). */
export function namedProcessesCpuByPid(name) {
  const byPid = new Map();
  let entries = [];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return byPid;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name)
        byPid.set(Number(entry), processCpuMs(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}
