/** The parts of node-smpp (SMPP 3.4 sessions and server) the SMS gateway and its stand-in use. */
declare module 'smpp' {
  import type { Server as NetServer, Socket } from 'node:net';

  /**
   * short_message as node-smpp reads it: when the PDU has a data_coding it is decoded by it
   * (0 GSM 03.38, 8 UCS-2, 3 Latin-1) and split from its UDH; an unknown coding stays bytes.
   */
  export interface DecodedMessage {
    /** The UDH's information elements, each as [IEI, length, ...data]. */
    udh?: Buffer[];
    message: string | Buffer;
  }

  /**
   * short_message as node-smpp writes it: a string is encoded by the PDU's data_coding (0 GSM
   * 03.38 one septet an octet, 8 UCS-2 big-endian); `udh` is the whole header, UDHL first.
   */
  export type OutgoingMessage = string | Buffer | { udh: Buffer; message: string };

  /** The fields of the PDUs used here; TLVs sit beside the mandatory fields. */
  export interface PduFields {
    command_status?: number;
    system_id?: string;
    password?: string;
    source_addr_ton?: number;
    source_addr_npi?: number;
    source_addr?: string;
    dest_addr_ton?: number;
    dest_addr_npi?: number;
    destination_addr?: string;
    esm_class?: number;
    registered_delivery?: number;
    data_coding?: number;
    short_message?: OutgoingMessage;
    message_id?: string;
    receipted_message_id?: string;
    message_state?: number;
  }

  export class PDU {
    constructor(command: string, fields?: PduFields);
    readonly command: string;
    command_status: number;
    sequence_number: number;
    system_id?: string;
    password?: string;
    source_addr_ton?: number;
    source_addr?: string;
    dest_addr_ton?: number;
    destination_addr?: string;
    esm_class?: number;
    registered_delivery?: number;
    data_coding?: number;
    short_message?: DecodedMessage | Buffer | string;
    message_payload?: DecodedMessage | Buffer | string;
    message_id?: string;
    receipted_message_id?: string;
    message_state?: number;
    isResponse(): boolean;
    /** The response to this request, with its sequence number. */
    response(fields?: PduFields): PDU;
  }

  export type ResponseCallback = (pdu: PDU) => void;
  export type PduCommand =
    | 'bind_transceiver'
    | 'deliver_sm'
    | 'enquire_link'
    | 'submit_sm'
    | 'unbind'
    | 'unbind_resp'
    | 'pdu';

  export class Session {
    readonly socket: Socket;
    /** False when the socket can no longer be written to. */
    send(pdu: PDU, onResponse?: ResponseCallback): boolean;
    bind_transceiver(fields: PduFields, onResponse?: ResponseCallback): boolean;
    submit_sm(fields: PduFields, onResponse?: ResponseCallback): boolean;
    deliver_sm(fields: PduFields, onResponse?: ResponseCallback): boolean;
    enquire_link(fields: PduFields, onResponse?: ResponseCallback): boolean;
    unbind(fields: PduFields, onResponse?: ResponseCallback): boolean;
    on(event: PduCommand, listener: (pdu: PDU) => void): this;
    on(event: 'connect' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export interface Server extends NetServer {
    readonly sessions: Session[];
  }

  export function connect(options: { host: string; port: number }, listener?: () => void): Session;
  export function createServer(options: object, listener: (session: Session) => void): Server;

  /** Command status names (ESME_ROK, ESME_RTHROTTLED, ...) and their codes. */
  export const errors: Readonly<Record<string, number>>;

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    errors: typeof errors;
    PDU: typeof PDU;
  };
  export default smpp;
}
