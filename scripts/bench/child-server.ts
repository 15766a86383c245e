/**
 * A bench server in its own Node process, so that the load generator and the stand-in for a remote
 * service do not share an event loop (and CPU time) with the code being measured. The parent forks an
 * entry script that calls `serveToParent`; they talk over the IPC channel:
 *   child → parent  { type: 'ready', info }   once listening (info: the URL, the blob context, …)
 *   parent → child  { type: 'cpu' }           child → parent { type: 'cpu', ms }: its CPU time so far
 *   parent → child  { type: 'stop' }          the child stops its server and exits
 * A child whose parent goes away (IPC channel closed) exits too, so an interrupted bench leaves nothing.
 */
import { type ChildProcess, fork } from 'node:child_process';

type ToChild = { type: 'cpu' } | { type: 'stop' };
type ToParent<Info> =
  | { type: 'ready'; info: Info }
  | { type: 'cpu'; ms: number }
  | { type: 'failed'; error: string };

export interface ChildServer<Info> {
  /** What the child reported once ready. */
  info: Info;
  pid: number;
  /** CPU time (user + system) the child has used since it started, in ms. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/** Forks `entry` with `args` and `env` and waits for it to be ready (at most `timeoutMs`). */
export async function forkServer<Info>(
  entry: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 30_000,
): Promise<ChildServer<Info>> {
  const child: ChildProcess = fork(entry, args, {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...(process.env.BENCH_CHILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const cpuReplies: Array<(ms: number) => void> = [];

  const info = await new Promise<Info>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`${entry} was not ready within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`${entry} exited before it was ready (code ${code}, signal ${signal})`));
    });
    child.on('message', (message: ToParent<Info>) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        done(message.info);
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        fail(new Error(`${entry} failed to start:\n${message.error}`));
      } else if (message.type === 'cpu') {
        cpuReplies.shift()?.(message.ms);
      }
    });
  }).catch(async (error: unknown) => {
    child.kill();
    await exited;
    throw error;
  });

  const send = (message: ToChild) => child.send(message);
  return {
    info,
    pid: child.pid ?? 0,
    cpuMs: () =>
      new Promise<number>((done, fail) => {
        if (!child.connected) return fail(new Error(`${entry} is no longer running`));
        // Replies come in the order of the requests: one channel, handled one message at a time.
        cpuReplies.push(done);
        send({ type: 'cpu' });
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      if (child.connected) send({ type: 'stop' });
      else child.kill();
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * In the child: starts the server with `start`, reports `info` to the parent, answers CPU queries and
 * stops on request or when the parent goes away.
 */
export async function serveToParent<Info>(
  start: () => Promise<{ info: Info; stop(): Promise<void> }>,
): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('Run this through forkServer (it needs an IPC channel to its parent)');
  let server: { info: Info; stop(): Promise<void> };
  try {
    server = await start();
  } catch (error) {
    send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', (message: ToChild) => {
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ type: 'cpu', ms: (user + system) / 1000 });
    } else if (message.type === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  send({ type: 'ready', info: server.info });
}
