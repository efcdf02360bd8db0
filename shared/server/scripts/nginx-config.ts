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
 * (where browsers report policy violations; none by default).
 * With no variables and no options it prints shared/server/deploy/nginx.conf exactly.
 */
import { parseArgs } from 'node:util';
import { apps, defaultRemoteManifests, originOf, remotesDocument } from '@agency/platform/deployment';
import { nginxConfig } from '../nginx-config';

const usage =
  'usage: nginx-config.ts [--emit nginx|remotes.json] [--listen 80] [--server-name _] [--root dir] ' +
  '[--remotes-json file] [--hsts on|off] [--csp-report-to path-or-url]';

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
      },
      strict: true,
    });
    if (values.emit !== 'nginx' && values.emit !== 'remotes.json')
      throw new Error(`--emit takes "nginx" or "remotes.json", not "${values.emit}"`);
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
    }),
  );
}
