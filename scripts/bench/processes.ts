import { type ChildProcess, spawn } from 'node:child_process';

/** Child processes of the benchmark: run one to its end, or start a server and wait until it answers. */

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A long-running child whose last output lines are kept, to show when it fails. */
export interface Service {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the milliseconds it took to exit. */
  stop(graceMs?: number): Promise<number>;
}

export function startService(command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd: string }): Service {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => lines.join('\n'),
    async stop(graceMs = 20_000) {
      const started = performance.now();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return performance.now() - started;
    },
  };
}

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. */
export async function waitUntilHealthy(service: Service, url: string, since: number, timeoutMs = 90_000): Promise<number> {
  for (;;) {
    if (service.child.exitCode !== null || service.child.signalCode !== null) {
      throw new Error(
        `${url}: the process exited (${service.child.exitCode ?? service.child.signalCode}) before answering:\n${service.output()}`,
      );
    }
    const ok = await fetch(url).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) return performance.now() - since;
    if (performance.now() - since > timeoutMs) {
      await service.stop(2000);
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${service.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether an executable is on PATH. */
export async function onPath(name: string): Promise<string | null> {
  const found = await run('sh', ['-c', `command -v ${name}`]).catch(() => null);
  return found?.code === 0 ? found.stdout.trim() : null;
}
