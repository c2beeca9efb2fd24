import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { AppError } from '../errors.ts';
import { logger } from '../lib/logger.ts';
import type { DestinationState } from '../shared/live.ts';
import {
  assertDestinationAllowed,
  noteRelayState,
  parseDestinationUrl,
  type RelayTarget,
  relayTargets,
  relayUrl,
} from './services/destinations.ts';

/**
 * Simulcast of one live stream (issue 20; STACK.md Wave 3): ONE supervised ffmpeg per destination pulls the
 * stream back from the ingest on loopback, like the HLS output, and pushes it without re-encoding
 * (`-c copy -f flv <url>/<key>`). Never ffmpeg's `tee` muxer: there a refused destination is dropped for
 * good. A relay that cannot connect or drops is tried again after 2 s, 4 s, 8 s… (at most 60 s), on its
 * own: the HLS output and the other destinations never notice. Each relay's state is kept here and written
 * to its row (broadcast_destinations), so any web process answers it. The ingest calls `sync` when the
 * stream goes live and on its 2-second media check (a destination added while live starts at once, one
 * deleted stops), and `stop` when the publisher leaves.
 */

const BACKOFF_FIRST_MS = 2_000;
const BACKOFF_MAX_MS = 60_000;
/** A relay live this long before it dropped starts its backoff over. */
const STABLE_MS = 60_000;
/** After `q`, how long a relay has before SIGINT, then as long again before SIGKILL. */
const QUIT_GRACE_MS = 2_000;

interface Relay {
  target: RelayTarget;
  state: DestinationState;
  attempt: number;
  reason: string | null;
  ffmpeg: ChildProcess | null;
  exited: Promise<void> | null;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  liveSince: number;
  /** The last state write (each waits for the one before: the row ends with the latest state). */
  writes: Promise<void>;
}

export interface SimulcastOptions {
  productId: number;
  broadcastId: number;
  /** The stream on the ingest, as our own outputs pull it. */
  source: string;
  /** The ingest's running ffmpeg processes (killed at its shutdown deadline). */
  children: Set<ChildProcess>;
  /** Keeps a piece of work until it settles (the ingest's shutdown waits for it), logging its failure. */
  track: (what: string, work: Promise<void>) => void;
}

export class Simulcast {
  private readonly relays = new Map<number, Relay>();
  private stopped = false;
  private syncing = false;

  constructor(private readonly options: SimulcastOptions) {}

  /** Starts a relay for each destination without one, stops those whose destination was deleted. */
  async sync(): Promise<void> {
    if (this.stopped || this.syncing) return;
    this.syncing = true;
    try {
      const targets = await relayTargets(this.options.productId);
      if (this.stopped) return;
      const ids = new Set(targets.map((t) => t.id));
      for (const [id, relay] of this.relays) {
        if (ids.has(id)) continue;
        this.relays.delete(id);
        logger.info('simulcast.removed', { destinationId: id });
        this.options.track('simulcast relay removed', this.halt(relay));
      }
      for (const target of targets) {
        if (this.relays.has(target.id)) continue;
        const relay: Relay = {
          target,
          state: 'idle',
          attempt: 0,
          reason: null,
          ffmpeg: null,
          exited: null,
          timer: null,
          stopped: false,
          liveSince: 0,
          writes: Promise.resolve(),
        };
        this.relays.set(target.id, relay);
        this.options.track('simulcast relay', this.connect(relay));
      }
    } finally {
      this.syncing = false;
    }
  }

  /** Stops every relay (the publisher left): each destination is idle again. */
  async stop(): Promise<void> {
    this.stopped = true;
    const relays = [...this.relays.values()];
    this.relays.clear();
    await Promise.all(
      relays.map(async (relay) => {
        await this.halt(relay);
        relay.attempt = 0;
        relay.reason = null;
        this.note(relay, 'idle');
        await relay.writes;
      }),
    );
  }

  /** States now, for logs and tests. */
  states(): { id: number; state: DestinationState; attempt: number }[] {
    return [...this.relays.values()].map((r) => ({ id: r.target.id, state: r.state, attempt: r.attempt }));
  }

  private note(relay: Relay, state: DestinationState) {
    relay.state = state;
    const { attempt, reason } = relay;
    if (state !== 'connecting') {
      logger.info('simulcast.state', {
        broadcastId: this.options.broadcastId,
        destinationId: relay.target.id,
        state,
        attempt,
        reason,
      });
    }
    const write = relay.writes.then(() => noteRelayState(relay.target.id, state, attempt, reason));
    relay.writes = write.catch(() => {});
    this.options.track('simulcast state', write);
  }

  /** Checks the destination again (DNS may have changed), then starts its ffmpeg. */
  private async connect(relay: Relay): Promise<void> {
    relay.timer = null;
    if (relay.stopped) return;
    this.note(relay, 'connecting');
    let destination: string;
    try {
      await assertDestinationAllowed(parseDestinationUrl(relay.target.url));
      destination = await relayUrl(relay.target);
    } catch (err) {
      if (relay.stopped) return;
      if (err instanceof AppError && err.code === 'SIMULCAST_HOST_UNKNOWN') {
        return this.retry(relay, err.code);
      }
      // Refused by policy (a private address) or a key that no longer opens: not retried in this publish.
      relay.reason = err instanceof AppError ? err.code : 'destination key unreadable';
      this.note(relay, 'failed');
      return;
    }
    if (relay.stopped) return;
    this.spawnRelay(relay, destination);
  }

  private spawnRelay(relay: Relay, destination: string) {
    const key = destination.slice(relay.target.url.length + 1);
    /** ffmpeg names the output URL in its errors: the key never goes to logs or answers. */
    const scrub = (text: string) =>
      key ? text.split(key).join('***').split(encodeURIComponent(key)).join('***') : text;
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'],
      ...['-fflags', 'nobuffer', '-i', this.options.source],
      ...['-map', '0', '-c', 'copy', '-f', 'flv', destination],
    ];
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    relay.ffmpeg = ffmpeg;
    this.options.children.add(ffmpeg);
    ffmpeg.once('close', () => this.options.children.delete(ffmpeg));
    let stderr = '';
    ffmpeg.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2_000);
    });
    ffmpeg.stdin?.on('error', () => {});
    let failure: string | null = null;
    relay.exited = new Promise<void>((done) => {
      ffmpeg.once('exit', (code, signal) => {
        failure ??= `ffmpeg exited with ${signal ?? `code ${code}`}`;
        done();
      });
      ffmpeg.once('error', (err) => {
        failure = `ffmpeg could not run: ${err.message}`;
        done();
      });
    });
    // Live once media goes out: ffmpeg only writes after the destination accepted the connection.
    const lines = ffmpeg.stdout ? createInterface({ input: ffmpeg.stdout }) : null;
    lines?.on('line', (line) => {
      if (relay.stopped || relay.state === 'live') return;
      const sent = /^(?:total_size|out_time_us)=(\d+)$/.exec(line);
      if (sent && Number(sent[1]) > 0) {
        relay.liveSince = Date.now();
        relay.reason = null;
        this.note(relay, 'live');
      }
    });
    this.options.track(
      'simulcast relay exit',
      relay.exited.then(() => {
        relay.ffmpeg = null;
        if (relay.stopped) return;
        const last = stderr.trim().split('\n').at(-1)?.trim();
        const reason = scrub(last || failure || 'ffmpeg exited');
        if (relay.state === 'live' && Date.now() - relay.liveSince >= STABLE_MS) relay.attempt = 0;
        this.retry(relay, reason);
      }),
    );
  }

  private retry(relay: Relay, reason: string) {
    if (relay.stopped) return;
    relay.attempt += 1;
    relay.reason = reason.slice(0, 500);
    this.note(relay, 'retrying');
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(10, relay.attempt - 1));
    relay.timer = setTimeout(() => this.options.track('simulcast retry', this.connect(relay)), delay);
    relay.timer.unref();
  }

  /** Stops one relay: no more retries; its ffmpeg asked to quit (`q`), then SIGINT, then SIGKILL. */
  private async halt(relay: Relay): Promise<void> {
    relay.stopped = true;
    if (relay.timer) clearTimeout(relay.timer);
    relay.timer = null;
    const { ffmpeg, exited } = relay;
    if (!ffmpeg || !exited || ffmpeg.exitCode !== null || ffmpeg.signalCode !== null) return;
    const waited = (ms: number) =>
      Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(r, ms, false).unref())]);
    ffmpeg.stdin?.end('q');
    if (await waited(QUIT_GRACE_MS)) return;
    ffmpeg.kill('SIGINT');
    if (await waited(QUIT_GRACE_MS)) return;
    ffmpeg.kill('SIGKILL');
    await exited;
  }
}
