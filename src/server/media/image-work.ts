/**
 * Image work in this process: decoding, resizing and encoding with sharp, for media and logo uploads and,
 * in the local runtime, the Image CDN's transforms. They share one bounded place to run, and one way of
 * weighing an image before anything decodes it.
 */
import { availableParallelism } from 'node:os';
import type { Metadata } from 'sharp';
import { busyError, workQueue } from '../work-queue.ts';

/**
 * Jobs at once, and in line. sharp holds one of libuv's four worker threads for a whole job (file reads
 * and password hashing, two at a time, need the others) and keeps a core busy: one core fewer than the
 * machine has, and never more than two jobs, leaves the store, logins and pages room to answer.
 */
export const IMAGE_WORK_LIMIT = {
  running: Math.max(1, Math.min(availableParallelism() - 1, 2)),
  waiting: 8,
  maxWaitMs: 10_000,
} as const;
export const IMAGE_WORK_BUSY = 'The server is busy with other images. Please try again in a few seconds.';

/** Runs `work` (sharp's, on one image) once there is room for it; a 503 with Retry-After when there is none. */
const imageWork = workQueue(IMAGE_WORK_LIMIT, busyError(IMAGE_WORK_BUSY));
export const withImageWork = <T>(work: () => Promise<T>): Promise<T> => imageWork.run(work);

/**
 * Longest sharp may decode and resize one image (its `timeout`). It does not cover the AV1 encoder, whose
 * cost is held down by its effort instead.
 */
export const IMAGE_WORK_TIMEOUT_SECONDS = 20;

/** Whether sharp gave up on a job at its timeout. */
export const timedOut = (error: unknown) => error instanceof Error && error.message.startsWith('timeout:');

/** Bytes of one sample in each of libvips' formats (sharp's `depth`). */
const SAMPLE_BYTES: Record<string, number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/**
 * Memory an image takes once decoded, read from its header: pixels × channels × bytes per sample. Pixels
 * alone do not say it: a 16-bit PNG takes twice what an 8-bit one of the same size does.
 */
export function decodedBytes(header: Pick<Metadata, 'width' | 'height' | 'channels' | 'depth'>): number {
  return header.width * header.height * header.channels * (SAMPLE_BYTES[header.depth] ?? 8);
}

/**
 * The most an image may decode to: 50 megapixels of four 8-bit channels. A 16-bit 7071×7071 PNG (300 MB
 * decoded from a file of a few hundred KB) is refused; a phone's 50 MP photo is not.
 */
export const IMAGE_MAX_DECODED_BYTES = 200_000_000;
