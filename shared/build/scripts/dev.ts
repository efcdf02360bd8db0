/**
 * The development server: `npm run dev` (the whole site, shell on :3000 and the sections on
 * :3001–:3004) or `npm run dev -w remote-blog` (one section alone, on its own pages).
 *
 * Development is production with a watcher. Each app is served by the production server (the
 * same composition, headers and static files) from a folder where webpack, in watch mode, writes
 * the app's browser code, and where each page, fragment and manifest a request needs is rendered
 * from the sources on the spot, exactly as the build's prerender step renders it. So the page a
 * team sees in development is the page visitors get: frame, fragments, styles in the head, islands
 * with their props, hydrated as in production (with React's development warnings on). A saved
 * change shows on the next reload.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AppEntry } from '@agency/platform/deployment';
import { apps, defaultRemoteManifests, originOf, portOf } from '@agency/platform/deployment';
import { SectionVersions } from '@agency/server/section-versions';
import { sectionOrigins, securityHeaders } from '@agency/server/security-headers';
import { createSectionServer, createShellServer } from '@agency/server/server';
import { AppCompiler } from '../dev/app-compiler';
import { DevDocuments } from '../dev/dev-documents';
import { RendererProcess } from '../dev/renderer-process';
import { SourceWatch } from '../dev/source-watch';
import { rootDir, sharedDir } from '../webpack/workspace-paths';

const usage = 'usage: dev.ts [<app>]   (the whole site, or one app: shell, remote-services, remote-blog, …)';

function selected(): readonly AppEntry[] {
  try {
    const { positionals } = parseArgs({ allowPositionals: true, strict: true });
    const only = positionals[0];
    const chosen = apps.filter((entry) => !only || entry.app === only);
    if (chosen.length === 0) throw new Error(`Unknown app "${only}"`);
    return chosen;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const chosen = selected();
const host = process.env.HOST ?? 'localhost';
const started = performance.now();
const renderer = new RendererProcess();
renderer.start();
const sources = new SourceWatch([
  ...chosen.map((entry) => path.join(rootDir, entry.app, 'src')),
  ...['platform/src', 'content/src', 'ui/src', 'build/prerender'].map((folder) => path.join(sharedDir, folder)),
]);

const shell = apps.find((entry) => entry.app === 'shell');
const shellOrigin = shell ? originOf(shell) : 'http://localhost:3000';
const manifests = defaultRemoteManifests();

const servers = await Promise.all(
  chosen.map(async (entry) => {
    const isHost = entry.app === 'shell';
    const dir = path.join(rootDir, entry.app);
    const compiler = new AppCompiler(entry.app, dir, path.join(rootDir, 'node_modules/.cache/agency-dev', entry.app));
    const documents = new DevDocuments({
      compiler,
      renderer,
      sources,
      isHost,
      ...(isHost ? { lateStylesheet: 'src/app/enhancements.css' } : {}),
    });
    // The production servers, over the folder the compiler and the renderer write.
    const server = isHost
      ? await createShellServer({
          root: compiler.outDir,
          headers: securityHeaders('shell', sectionOrigins(Object.values(manifests), shellOrigin)),
          hsts: 'off',
          versions: new SectionVersions({ remotes: () => manifests }),
          // The sections are compiling beside it: it listens at once, and composes once they answer.
          warmWaitMs: 0,
        })
      : await createSectionServer({
          root: compiler.outDir,
          headers: securityHeaders('section', []),
          hsts: 'off',
          corsOrigins: [shellOrigin],
        });
    server.addHook('onRequest', async (request, reply) => {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      try {
        await documents.prepare(pathname);
      } catch (error) {
        // A page that cannot render says why, here and in the terminal.
        const why = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(`[dev] ${entry.app} ${pathname}: ${why}`);
        return reply.code(500).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(why);
      }
      return undefined;
    });
    let first = true;
    await compiler.start((stats) => {
      const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
      if (stats.hasErrors()) console.error(`[dev] ${entry.app}: ${compiler.errors.join('\n')}`);
      else console.log(`[dev] ${entry.app} ${first ? 'compiled' : 'rebuilt'} in ${seconds} s`);
      first = false;
    });
    const port = portOf(entry);
    await server.listen({ port, host });
    console.log(`${entry.app.padEnd(16)} http://${host}:${port}`);
    return { server, compiler };
  }),
);
console.log(
  `[dev] serving ${chosen.length === 1 ? chosen[0]?.app : 'the site'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const stop = async () => {
  sources.close();
  renderer.stop();
  await Promise.all(servers.map(async ({ server, compiler }) => Promise.all([server.close(), compiler.stop()])));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
