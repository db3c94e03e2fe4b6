import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What one background job has done since this process started; times are wall-clock ms. */
export interface JobRecord {
  failures: number;
  /** When its last run ended, well or badly: a run that hangs lets this grow old. */
  lastRunAt?: number;
  lastSuccessAt?: number;
}

/** One named background job: every run of it goes through `run`. */
export interface Job {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The runs of this node's background jobs (timers, the mail outbox, backups), kept in one
 * place so the metrics tell of all of them alike and a job cannot fail unnoticed.
 */
export class JobRuns {
  readonly #jobs = new Map<string, JobRecord>();
  readonly #inFlight = new Set<Promise<unknown>>();

  /** Names a job, so it shows (with no failures and no run yet) before its first run. */
  job(name: string): Job {
    const record = this.#jobs.get(name) ?? { failures: 0 };
    this.#jobs.set(name, record);
    return { run: (work) => this.#run(record, work) };
  }

  #run<T>(record: JobRecord, work: () => Promise<T>): Promise<T> {
    const running = work().then(
      (result) => {
        record.lastRunAt = Date.now();
        record.lastSuccessAt = record.lastRunAt;
        return result;
      },
      (error: unknown) => {
        record.lastRunAt = Date.now();
        record.failures += 1;
        throw error;
      },
    );
    const tracked = running.catch(() => undefined);
    this.#inFlight.add(tracked);
    void tracked.finally(() => this.#inFlight.delete(tracked));
    return running;
  }

  entries(): IterableIterator<[string, Readonly<JobRecord>]> {
    return this.#jobs.entries();
  }

  /** Resolves once every run under way (and any they start meanwhile) has ended. */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobRuns: JobRuns;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('jobRuns', new JobRuns());
  },
  { name: 'job-runs' },
);
