// The part of node-media-server 4.4.3 (CommonJS, no types of its own) that the ingest uses.
declare module 'node-media-server' {
  import type { Socket } from 'node:net';

  export interface NmsSession {
    /** Random, per connection. */
    id: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    socket: Socket;
    /** Bytes received so far. */
    inBytes: number;
    /** From the publisher's onMetaData (0 until it arrives). */
    videoWidth: number;
    videoHeight: number;
    videoFramerate: number;
  }

  export interface NmsConfig {
    bind?: string;
    rtmp?: { port: number; chunk_size?: number; gop_cache?: boolean; ping?: number; ping_timeout?: number };
    record?: { auto?: boolean; path?: string };
    store?: { path?: string };
  }

  export type NmsEvent = 'prePublish' | 'postPublish' | 'donePublish' | 'prePlay' | 'postPlay' | 'donePlay';

  export default class NodeMediaServer {
    constructor(config: NmsConfig);
    on(event: NmsEvent, listener: (session: NmsSession) => void): void;
    run(): Promise<void>;
    stop(): Promise<void>;
  }
}

// Its one context per process, where `on` adds listeners (and nothing takes them away).
declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';

  const context: { eventEmitter: EventEmitter };
  export default context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: 'trace' | 'debug' | 'info' | 'warn' | 'error' };
  export default logger;
}
