// The chaos bench's settings (from the environment) and its timestamped log line.
import { fileURLToPath } from 'node:url';

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback) * 1000;
export const FAULT_MS = seconds('CHAOS_FAULT_SECONDS', 60);
export const QUIET_MS = seconds('CHAOS_QUIET_SECONDS', 20);
export const PAGES = Number(process.env.CHAOS_PAGES ?? 50);
export const JOINS_PER_SECOND = Number(process.env.CHAOS_JOINS_PER_SECOND ?? 5);
export const QUEUE = Number(process.env.CHAOS_QUEUE ?? 60);
export const ADMIN_URL =
  process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The bound: every page shows the database's state this soon after a fault ends. */
export const CONSISTENT_WITHIN_MS = 5_000;
/** A page whose view differs from the database this long has missed a live update. */
export const STALE_MS = 1_000;
export const SAMPLE_MS = 250;
/** CHAOS_VERBOSE=1: each page's stale spells as they start and end. */
export const VERBOSE = process.env.CHAOS_VERBOSE === '1';
export const REQUEST_TIMEOUT_MS = 10_000;

export const repo = fileURLToPath(new URL('../..', import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
export const say = (line: string) => console.log(`${clock()}  ${line}`);
