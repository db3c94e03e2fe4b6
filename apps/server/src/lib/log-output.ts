import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino from 'pino';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The level of the route's request lines when it answers, if not info: a load balancer's
     * probe asks every few seconds, and a line each time would bury the requests that matter.
     */
    requestLogLevel?: 'debug';
  }
}

/** Where log lines go: pino writes each one as a JSON string ending in a newline. */
export interface LogDestination {
  write(line: string): unknown;
}

export type LogFormat = 'readable' | 'json';

let standardOutput: LogDestination | undefined;

/**
 * Standard output for log lines, written in the background: `process.stdout` on a pipe (a
 * container, a service manager) writes each line with a call of its own and, once the pipe is
 * full, queues lines that a `process.exit` then drops. pino's own destination gathers the lines
 * written while one write is under way into the next (a busy server writes a few times a
 * second instead of twice per request) and writes what it still holds synchronously when the
 * process exits. One per process: every app built here shares file descriptor 1.
 */
export function standardOutputDestination(): LogDestination {
  standardOutput ??= pino.destination({ dest: 1, sync: false });
  return standardOutput;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields every line carries or that a request line already says in words. */
const QUIET_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toISOString().slice(11, 19);
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

function errorText(err: unknown): string {
  if (typeof err !== 'object' || err === null) return '';
  const { message, stack } = err as { message?: unknown; stack?: unknown };
  // The stack says where; its first frame lines are enough at a terminal.
  if (typeof stack === 'string') return `\n  ${stack.split('\n').slice(0, 6).join('\n  ')}`;
  return typeof message === 'string' ? `: ${message}` : '';
}

/** One JSON log line as one line a person reads: time, level, message, then the details. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const level = LEVEL_NAMES[Number(entry.level)] ?? 'LOG';
  const details = Object.entries(entry)
    .filter(([key, value]) => !QUIET_FIELDS.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const message = typeof entry.msg === 'string' ? entry.msg : '';
  const text = [clock(entry.time), level.padEnd(5), message, ...details].join(' ');
  return `${text}${errorText(entry.err)}\n`;
}

/** Turns pino's JSON lines into readable ones on their way to the destination. */
export function readableDestination(out: LogDestination): LogDestination {
  return { write: (line: string) => out.write(readableLine(line)) };
}

/**
 * At a terminal a person reads the events that matter, so the two lines Fastify writes for
 * every request become one, at debug; a failed request still shows as an error.
 */
class ReadableRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}

/**
 * For machines, one JSON line per request when it ends, with what Fastify's two lines (one when
 * it arrives, one when it ends) say between them: who asked what, the status and the time. The
 * second line doubled the logging cost of every answer, the largest cost of a read after the
 * socket write.
 */
class JsonRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (request.routeOptions.config.requestLogLevel === 'debug') {
      reply.log.debug(entry, 'request completed');
    } else reply.log.info(entry, 'request completed');
  }
}

/** The logger options of the Fastify instance: JSON for machines, lines for people. */
export function loggerOptions(
  format: LogFormat,
  level: string,
  destination: LogDestination,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (format === 'json') {
    return { logger: { level, stream: destination }, logController: new JsonRequestLog() };
  }
  return {
    logger: { level, stream: readableDestination(destination) },
    logController: new ReadableRequestLog(),
  };
}

/**
 * The log of what a process does before its app exists (opening and migrating the database),
 * in the app's format and level and to the same output, so those lines read like the rest.
 */
export function processLogger(
  format: LogFormat,
  level: string,
  destination: LogDestination = standardOutputDestination(),
): pino.Logger {
  const stream = format === 'json' ? destination : readableDestination(destination);
  return pino({ level }, stream as pino.DestinationStream);
}
