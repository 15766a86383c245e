import type { Store } from '@netlify/blobs';
import { buildFailureReason } from '../../src/domain/publishing/publish-status.ts';
import { type DeployEventKind, recordDeployEvent } from '../../src/server/publishing/deploy-events.ts';
import { contentStore } from '../../src/server/store/blobs.ts';
import { BuildQueue, type BuildQueueOptions } from './build-queue.ts';
import type { BuildResult } from './site-builder.ts';

export interface LocalPublisherOptions extends BuildQueueOptions {
  /** One build of the site from the store, swapped in when good (buildSite). */
  build: () => Promise<BuildResult>;
  /** Where a failed build is reported for the admin (the content store). */
  store?: () => Store;
  log?: Pick<Console, 'log' | 'error'>;
}

/**
 * What the local build hook feeds: rebuild requests, coalesced by a {@link BuildQueue}, each build
 * swapped in when good. A failed build leaves the last good site live, is printed in full, and is
 * recorded in the store with a short reason so the admin shows "Publish failed".
 */
export class LocalPublisher {
  readonly queue: BuildQueue;
  readonly #log: Pick<Console, 'log' | 'error'>;
  /** The last build's result. */
  last: BuildResult | null = null;

  constructor({ build, store = contentStore, log = console, ...queueOptions }: LocalPublisherOptions) {
    this.#log = log;
    // Reports each build as Netlify's deploy events do (netlify/functions/deploy-*.mts), in the same words.
    let builds = 0;
    const report = async (kind: DeployEventKind, id: string, errorMessage?: string) => {
      const event = { payload: { id, context: 'dev', error_message: errorMessage ?? null } };
      try {
        await recordDeployEvent(kind, event, store());
      } catch (error) {
        log.error(`Could not record the build's ${kind} event:`, (error as Error).message);
      }
    };
    this.queue = new BuildQueue(async () => {
      const id = `local${Date.now().toString(36)}${++builds}`;
      await report('building', id);
      const result = await build();
      this.last = result;
      const seconds = (result.durationMs / 1000).toFixed(1);
      if (result.ok) {
        log.log(`Site rebuilt in ${seconds} s.`);
        await report('succeeded', id);
        return;
      }
      const reason = buildFailureReason(result.output);
      log.error(
        `${result.output.trim()}\nThe site build failed after ${seconds} s (${reason}); the last good site stays live.`,
      );
      await report('failed', id, reason);
    }, queueOptions);
  }

  /** A rebuild request (from the local build hook). */
  request(reason = 'Content changed'): void {
    if (this.queue.state === 'idle') this.#log.log(`Rebuild requested: ${reason}`);
    this.queue.request();
  }

  whenIdle(): Promise<void> {
    return this.queue.whenIdle();
  }
}
