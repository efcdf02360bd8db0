/**
 * Debian's nginx run by a spec as a child process: a main configuration around the generated
 * site, in the foreground, with everything it writes under the spec's own folder.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export interface NginxProcess {
  child: ChildProcess;
  output: string[];
  /** The main configuration's file (for `nginx -p <dir> -c <conf> -s reload`). */
  conf: string;
}

/**
 * Writes `<dir>/nginx.conf` including `siteConf` and starts nginx on it. With `master`, a master
 * process and one worker (so that `nginx -s reload` works); without, a single process.
 */
export async function startNginx(dir: string, siteConf: string, { master = false } = {}): Promise<NginxProcess> {
  const conf = path.join(dir, 'nginx.conf');
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const processLines = master
    ? `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;`
    : 'master_process off;';
  await writeFile(
    conf,
    `daemon off;
${processLines}
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${siteConf};
}
`,
  );
  // In the foreground, so that ending the child ends nginx.
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output, conf };
}

/** Ends nginx: SIGTERM, then SIGKILL after 3 s. */
export async function stopNginx(nginx: NginxProcess | undefined): Promise<void> {
  const child = nginx?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}
