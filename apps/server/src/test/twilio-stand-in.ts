import { randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readTwilioForm, type TwilioParams, twilioSignature } from '../lib/sms/twilio-callbacks';

/** A text as the stand-in took it. */
export interface TwilioStandInMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
}

interface Failure {
  status: number;
  code: number;
  message: string;
}

const messagesPath = (accountSid: string) => `/2010-04-01/Accounts/${accountSid}/Messages.json`;
const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Twilio's error body, as its API sends it with every refusal. */
function refuse(response: ServerResponse, failure: Failure) {
  answer(response, failure.status, {
    code: failure.code,
    message: failure.message,
    more_info: `https://www.twilio.com/docs/errors/${failure.code}`,
    status: failure.status,
  });
}

/** Whether the Basic credentials are this account's SID and auth token. */
function authorized(header: string | undefined, accountSid: string, authToken: string) {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return false;
  return Buffer.from(match[1] ?? '', 'base64').toString('utf8') === `${accountSid}:${authToken}`;
}

/** The Message resource Twilio answers a create with (201), queued as it is at first. */
function createdResource(accountSid: string, message: TwilioStandInMessage) {
  const now = new Date().toUTCString();
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}`;
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: 'queued',
    subresource_uris: { media: `${uri}/Media.json` },
    to: message.to,
    uri: `${uri}.json`,
  };
}

/** POSTs a form to a product URL signed as Twilio signs its callbacks; answers the status. */
async function postSigned(authToken: string, url: string, params: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      'i-twilio-idempotency-token': randomUUID(),
      'x-twilio-signature': twilioSignature(authToken, url, params),
    },
    body: new URLSearchParams(params).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

/** The refusal Twilio gives a create without a To, From or Body; null when all are there. */
function missingField(form: TwilioParams): Failure | null {
  if (!form.To) return { status: 400, code: 21604, message: "A 'To' phone number is required." };
  if (!form.From) {
    return { status: 400, code: 21603, message: "A 'From' phone number is required." };
  }
  if (!form.Body) return { status: 400, code: 21602, message: 'Message body is required.' };
  return null;
}

interface StandInState {
  accountSid: string;
  authToken: string;
  messages: TwilioStandInMessage[];
  failures: Failure[];
  arrivals: EventEmitter;
}

/** Answers one request to the API as Twilio would: credentials first, then the form. */
async function handle(state: StandInState, request: IncomingMessage, response: ServerResponse) {
  const form = readTwilioForm(await bodyOf(request));
  if (!authorized(request.headers.authorization, state.accountSid, state.authToken)) {
    return refuse(response, { status: 401, code: 20003, message: 'Authenticate' });
  }
  if (request.method !== 'POST' || request.url !== messagesPath(state.accountSid)) {
    const message = `The requested resource ${request.url} was not found`;
    return refuse(response, { status: 404, code: 20404, message });
  }
  const failure = state.failures.shift() ?? missingField(form);
  if (failure) return refuse(response, failure);
  const message = {
    sid: messageSid(),
    to: form.To ?? '',
    from: form.From ?? '',
    body: form.Body ?? '',
    statusCallback: form.StatusCallback ?? null,
  };
  state.messages.push(message);
  state.arrivals.emit('message', message);
  answer(response, 201, createdResource(state.accountSid, message));
}

/** The form of a status callback, with the fields Twilio sends for SMS. */
function statusForm(
  accountSid: string,
  message: TwilioStandInMessage,
  status: string,
  errorCode: string | undefined,
): Record<string, string> {
  const form: Record<string, string> = {
    ApiVersion: '2010-04-01',
    AccountSid: accountSid,
    MessageSid: message.sid,
    MessageStatus: status,
    SmsSid: message.sid,
    SmsStatus: status,
    From: message.from,
    To: message.to,
  };
  if (errorCode !== undefined) form.ErrorCode = errorCode;
  return form;
}

/** The first text taken that matches, heard as it arrives when it has not come yet. */
function firstMessage(
  state: StandInState,
  predicate: (message: TwilioStandInMessage) => boolean,
): Promise<TwilioStandInMessage> {
  const already = state.messages.find(predicate);
  if (already) return Promise.resolve(already);
  return new Promise((resolve) => {
    const onMessage = (message: TwilioStandInMessage) => {
      if (!predicate(message)) return;
      state.arrivals.off('message', onMessage);
      resolve(message);
    };
    state.arrivals.on('message', onMessage);
  });
}

/**
 * An in-process stand-in for Twilio's Messages API on 127.0.0.1, over real HTTP: it checks the
 * account's Basic credentials, takes `POST /2010-04-01/Accounts/{sid}/Messages.json` forms,
 * answers with Twilio's JSON shapes (201 with an `SM…` sid, or an error body with Twilio's
 * code), and plays Twilio's side of the callbacks: signed status changes and incoming texts.
 */
export async function startTwilioStandIn(account: { accountSid: string; authToken: string }) {
  const { accountSid, authToken } = account;
  const state: StandInState = {
    accountSid,
    authToken,
    messages: [],
    failures: [],
    arrivals: new EventEmitter(),
  };
  const { messages } = state;

  const server = createServer((request, response) => {
    handle(state, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const { port } = address;
  const credentials = `${encodeURIComponent(accountSid)}:${encodeURIComponent(authToken)}`;

  return {
    /** The gateway's setting: `http://SID:TOKEN@127.0.0.1:PORT`. */
    url: `http://${credentials}@127.0.0.1:${port}`,
    /** Every text taken, in order. */
    messages,
    /** The first text taken that matches, whether it came already or comes later. */
    waitForMessage: (predicate: (message: TwilioStandInMessage) => boolean = () => true) =>
      firstMessage(state, predicate),
    /** Refuses the next create with this error, as Twilio does (429/20429, 400/21211). */
    failNext(status: number, code: number, message: string) {
      state.failures.push({ status, code, message });
    },
    /**
     * Reports a status change of a text taken, as Twilio does: a signed form POST to the
     * text's StatusCallback. Resolves with the HTTP status the product answered.
     */
    async sendStatus(sid: string, status: string, errorCode?: string): Promise<number> {
      const message = messages.find((m) => m.sid === sid);
      if (!message?.statusCallback) {
        throw new Error(`no text ${sid} with a StatusCallback was taken`);
      }
      const form = statusForm(accountSid, message, status, errorCode);
      return postSigned(authToken, message.statusCallback, form);
    },
    /** A customer's text to `to`, posted signed to the product's incoming-message webhook. */
    async sendInbound(url: string, from: string, to: string, body: string): Promise<number> {
      const sid = messageSid();
      return postSigned(authToken, url, {
        ApiVersion: '2010-04-01',
        AccountSid: accountSid,
        MessageSid: sid,
        SmsMessageSid: sid,
        SmsSid: sid,
        SmsStatus: 'received',
        From: from,
        To: to,
        Body: body,
        NumMedia: '0',
        NumSegments: '1',
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
