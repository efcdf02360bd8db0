/**
 * Prints the shell's nginx site for the current environment (the same variables as `npm start`:
 * SHELL_URL, SERVICES_URL, BLOG_URL, PORTFOLIO_URL, CONTACT_URL, or the ports), or with
 * `--emit remotes.json` that environment's remotes.json. Generate both for each environment from
 * the same variables (the site's Content-Security-Policy names exactly the sections' origins that
 * remotes.json points at), then check them together with shared/server/scripts/check-deploy.ts:
 *
 *   npx tsx shared/server/scripts/nginx-config.ts > /etc/nginx/conf.d/harbourline.conf
 *   npx tsx shared/server/scripts/nginx-config.ts --emit remotes.json > /srv/harbourline/remotes.json
 *
 * Options: --listen <nginx listen value> (80), --server-name <names> (_),
 * --root <the shell's dist as deployed> (/srv/harbourline/shell),
 * --remotes-json <where the deploy writes remotes.json> (/srv/harbourline/remotes.json),
 * --hsts on|off (on: Strict-Transport-Security on every answer), --csp-report-to <path or URL>
 * (where browsers report policy violations; none by default), --version-map <file> (sections with
 * releases: the map the release commands write, RELEASE_NGINX_MAP; see docs/deploying.md).
 * With no variables and no options it prints shared/server/deploy/nginx.conf exactly.
 * `--emit version-map` prints the map of the sections' versions in the release store
 * (RELEASE_STORE), as the release commands write it: the first one, before nginx starts.
 */
import { parseArgs } from 'node:util';
import { apps, defaultRemoteManifests, originOf, remotesDocument } from '@agency/platform/deployment';
import { remoteNames } from '@agency/platform/routes';
import { nginxConfig, nginxVersionMap } from '../nginx-config';
import { releaseStoreRoot, ReleaseStore } from '../release-store';

const usage =
  'usage: nginx-config.ts [--emit nginx|remotes.json|version-map] [--listen 80] [--server-name _] [--root dir] ' +
  '[--remotes-json file] [--hsts on|off] [--csp-report-to path-or-url] [--version-map file]';

function options() {
  try {
    const { values } = parseArgs({
      options: {
        emit: { type: 'string', default: 'nginx' },
        listen: { type: 'string', default: '80' },
        'server-name': { type: 'string', default: '_' },
        root: { type: 'string', default: '/srv/harbourline/shell' },
        'remotes-json': { type: 'string', default: '/srv/harbourline/remotes.json' },
        hsts: { type: 'string', default: 'on' },
        'csp-report-to': { type: 'string' },
        'version-map': { type: 'string' },
      },
      strict: true,
    });
    if (values.emit !== 'nginx' && values.emit !== 'remotes.json' && values.emit !== 'version-map')
      throw new Error(`--emit takes "nginx", "remotes.json" or "version-map", not "${values.emit}"`);
    if (values.hsts !== 'on' && values.hsts !== 'off')
      throw new Error(`--hsts takes "on" or "off", not "${values.hsts}"`);
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const values = options();
const manifests = defaultRemoteManifests();

if (values.emit === 'remotes.json') {
  process.stdout.write(`${JSON.stringify(remotesDocument(), null, 2)}\n`);
} else if (values.emit === 'version-map') {
  const store = releaseStoreRoot();
  process.stdout.write(
    nginxVersionMap(await Promise.all(remoteNames.map((name) => new ReleaseStore(store, name).pointer()))),
  );
} else {
  const shell = apps.find((entry) => entry.app === 'shell');
  process.stdout.write(
    nginxConfig({
      listen: values.listen,
      serverName: values['server-name'],
      root: values.root,
      remotesJsonFile: values['remotes-json'],
      manifests,
      shellOrigin: shell ? originOf(shell) : undefined,
      hsts: values.hsts === 'on',
      cspReportTo: values['csp-report-to'],
      versionMap: values['version-map'],
    }),
  );
}
