/**
 * Prints the shell's nginx site for the current environment (the same variables as `npm start`:
 * SHELL_URL, SERVICES_URL, BLOG_URL, PORTFOLIO_URL, CONTACT_URL, or the ports), or with
 * `--emit remotes.json` that environment's remotes.json. Generate both for each environment:
 *
 *   npx tsx shared/scripts/nginx-config.ts > /etc/nginx/conf.d/harbourline.conf
 *   npx tsx shared/scripts/nginx-config.ts --emit remotes.json > /srv/harbourline/remotes.json
 *
 * Options: --listen <nginx listen value> (80), --server-name <names> (_),
 * --root <the shell's dist as deployed> (/srv/harbourline/shell),
 * --remotes-json <where the deploy writes remotes.json> (/srv/harbourline/remotes.json).
 * With no variables and no options it prints shell/deploy/nginx.conf exactly.
 */
import { apps, defaultRemoteManifests, originOf } from '../build/deploy-config.mjs';
import { nginxConfig } from '../server/nginx-config';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? args[index + 1] : undefined;
  if (index >= 0 && !value) {
    console.error(`--${name} needs a value.`);
    process.exit(2);
  }
  return value ?? fallback;
};

const emit = option('emit', 'nginx');
const manifests = defaultRemoteManifests();

if (emit === 'remotes.json') {
  process.stdout.write(`${JSON.stringify(manifests, null, 2)}\n`);
} else if (emit === 'nginx') {
  const shell = apps.find((entry) => entry.app === 'shell');
  process.stdout.write(
    nginxConfig({
      listen: option('listen', '80'),
      serverName: option('server-name', '_'),
      root: option('root', '/srv/harbourline/shell'),
      remotesJsonFile: option('remotes-json', '/srv/harbourline/remotes.json'),
      manifests,
      shellOrigin: shell ? originOf(shell) : undefined,
    }),
  );
} else {
  console.error(`--emit takes "nginx" or "remotes.json", not "${emit}".`);
  process.exit(2);
}
