/// <reference path="./smpp.d.ts" />
import smpp, { type PDU, type PduFields, type Session } from 'smpp';
import { SmsSendError } from './sms-gateway';

export interface SmppLog {
  info(o: object, m?: string): void;
  warn(o: object, m?: string): void;
}

export interface LinkSettings {
  host: string;
  port: number;
  systemId: string;
  password: string;
  enquireLinkMs: number;
  rebindDelaysMs: readonly number[];
}

/** One TCP connection and its bind; every rebind makes a new one. */
export interface Connection {
  readonly session: Session;
  bound: boolean;
  /** Requests on it still waiting for their response: each is failed when the bind drops. */
  readonly inFlight: Set<(error: SmsSendError) => void>;
  keepAlive?: NodeJS.Timeout;
}

/** How long close() waits for unbind_resp before it cuts the socket. */
const UNBIND_GRACE_MS = 2000;

/** A command status by its ESME name ('ESME_RTHROTTLED'), or in hex when node-smpp has none. */
export function statusName(status: number): string {
  const name = Object.entries(smpp.errors).find(([, code]) => code === status)?.[0];
  return name ?? `0x${status.toString(16).padStart(8, '0')}`;
}

/**
 * A transceiver bind that stays up: it answers the SMSC's enquire_link and sends its own,
 * treats a missing enquire_link_resp, a socket error or close as a drop, and rebinds after
 * each drop or refused bind with back-off, until close().
 */
export class SmppLink {
  private current: Connection | null = null;
  private readonly bindWaiters = new Set<() => void>();
  /** Drops and refusals since the last good bind: how far along the back-off the next wait is. */
  private failures = 0;
  private rebindTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly settings: LinkSettings,
    private readonly log: SmppLog,
    private readonly onDeliver: (pdu: PDU) => void,
  ) {}

  start(): void {
    const { host, port } = this.settings;
    const session = smpp.connect({ host, port });
    const connection: Connection = { session, bound: false, inFlight: new Set() };
    this.current = connection;
    session.on('connect', () => this.bind(connection));
    session.on('error', (error) => {
      this.log.warn({ host, port, error: error.message }, 'SMPP connection error');
      session.destroy();
    });
    session.on('close', () => this.dropped(connection));
    session.on('enquire_link', (pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu) => {
      this.log.warn({ host, port }, 'the SMSC unbound');
      session.send(pdu.response(), () => session.close());
    });
    session.on('deliver_sm', (pdu) => {
      // Answered first and whatever happens next: an unanswered deliver_sm is sent again.
      session.send(pdu.response());
      this.deliver(pdu);
    });
  }

  /** The bound connection, waiting up to timeoutMs for a bind; null when there is none. */
  async whenBound(timeoutMs: number): Promise<Connection | null> {
    if (!this.closed && this.current?.bound) return this.current;
    if (this.closed || timeoutMs <= 0) return null;
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.bindWaiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      this.bindWaiters.add(wake);
    });
    return !this.closed && this.current?.bound ? this.current : null;
  }

  /** Sends submit_sm and waits for its response; fails retryable on a drop or no answer. */
  submit(connection: Connection, fields: PduFields, timeoutMs: number): Promise<PDU> {
    return new Promise((resolve, reject) => {
      const fail = (error: SmsSendError) => {
        clearTimeout(timer);
        connection.inFlight.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => {
        fail(new SmsSendError(`no submit_sm_resp within ${timeoutMs} ms`, 'timeout', true));
      }, timeoutMs);
      connection.inFlight.add(fail);
      const sent = connection.session.submit_sm(fields, (response) => {
        clearTimeout(timer);
        connection.inFlight.delete(fail);
        resolve(response);
      });
      if (!sent) fail(lostBeforeAnswer());
    });
  }

  /** Unbinds and ends the connection for good: no rebind after this. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.rebindTimer);
    for (const wake of [...this.bindWaiters]) wake();
    const connection = this.current;
    if (!connection) return;
    const { session } = connection;
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => session.destroy(), UNBIND_GRACE_MS);
      session.socket.once('close', () => {
        clearTimeout(cut);
        resolve();
      });
      const unbinding = connection.bound && session.unbind({}, () => session.close());
      if (!unbinding) session.destroy();
    });
  }

  private bind(connection: Connection): void {
    const { session } = connection;
    const { systemId, host, port, enquireLinkMs } = this.settings;
    const noAnswer = setTimeout(() => {
      this.log.warn({ host, port }, 'the SMSC did not answer bind_transceiver');
      session.destroy();
    }, enquireLinkMs);
    session.bind_transceiver({ system_id: systemId, password: this.settings.password }, (pdu) => {
      clearTimeout(noAnswer);
      if (pdu.command_status !== 0) {
        const status = statusName(pdu.command_status);
        this.log.warn({ host, port, systemId, status }, 'the SMSC refused the bind');
        session.destroy();
        return;
      }
      if (connection !== this.current || this.closed) return;
      connection.bound = true;
      this.failures = 0;
      this.log.info({ host, port, systemId }, 'SMPP bound as transceiver');
      this.keepAlive(connection);
      for (const wake of [...this.bindWaiters]) wake();
    });
  }

  /** A bind that answers no enquire_link within one period is as good as gone. */
  private keepAlive(connection: Connection): void {
    let answered = true;
    connection.keepAlive = setInterval(() => {
      if (!answered) {
        this.log.warn({ host: this.settings.host }, 'the SMSC did not answer enquire_link');
        connection.session.destroy();
        return;
      }
      answered = false;
      connection.session.enquire_link({}, () => {
        answered = true;
      });
    }, this.settings.enquireLinkMs);
  }

  private deliver(pdu: PDU): void {
    try {
      this.onDeliver(pdu);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ error: message }, 'handling a deliver_sm failed');
    }
  }

  private dropped(connection: Connection): void {
    clearInterval(connection.keepAlive);
    const wasBound = connection.bound;
    connection.bound = false;
    for (const fail of [...connection.inFlight]) fail(lostBeforeAnswer());
    if (connection !== this.current) return;
    this.current = null;
    if (this.closed) return;
    const delays = this.settings.rebindDelaysMs;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 30_000;
    this.failures += 1;
    const { host, port } = this.settings;
    this.log.warn({ host, port, wasBound, rebindInMs: delay }, 'SMPP bind lost');
    this.rebindTimer = setTimeout(() => {
      this.log.info({ host, port, attempt: this.failures }, 'SMPP rebinding');
      this.start();
    }, delay);
  }
}

const lostBeforeAnswer = () =>
  new SmsSendError('the SMPP bind dropped before the SMSC answered', 'connection_lost', true);
