/**
 * Fails a deploy whose Content-Security-Policy and remotes.json disagree (see
 * shared/server/deploy-check.ts): before nginx is reloaded, over the generated site and the
 * remotes.json written beside it; or after, over the running site (its `/` and `/remotes.json`).
 *
 *   npx tsx shared/server/scripts/check-deploy.ts --nginx-site /etc/nginx/conf.d/harbourline.conf \
 *     --remotes-json /srv/harbourline/remotes.json [--shell-origin https://www.harbourline.example]
 *   npx tsx shared/server/scripts/check-deploy.ts --url https://www.harbourline.example
 *
 * Prints each difference and exits 1, or prints "agree" and exits 0.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { policyAgreesWithRemotes, policyOfNginxSite } from '../deploy-check';

const usage = 'usage: check-deploy.ts (--nginx-site file --remotes-json file | --url origin) [--shell-origin origin]';

async function read(): Promise<{ policy: string | undefined; remotes: Record<string, unknown>; shellOrigin?: string }> {
  const { values } = parseArgs({
    options: {
      'nginx-site': { type: 'string' },
      'remotes-json': { type: 'string' },
      url: { type: 'string' },
      'shell-origin': { type: 'string' },
    },
    strict: true,
  });
  if (values.url) {
    const origin = new URL(values.url).origin;
    const page = await fetch(`${origin}/`);
    const remotes = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, unknown>;
    return { policy: page.headers.get('content-security-policy') ?? undefined, remotes, shellOrigin: origin };
  }
  if (!values['nginx-site'] || !values['remotes-json'])
    throw new Error('give --nginx-site and --remotes-json, or --url');
  const [site, remotes] = await Promise.all([
    readFile(values['nginx-site'], 'utf8'),
    readFile(values['remotes-json'], 'utf8'),
  ]);
  return {
    policy: policyOfNginxSite(site),
    remotes: JSON.parse(remotes) as Record<string, unknown>,
    shellOrigin: values['shell-origin'],
  };
}

try {
  const { policy, remotes, shellOrigin } = await read();
  const problems = policy
    ? policyAgreesWithRemotes(policy, remotes, shellOrigin)
    : ['no Content-Security-Policy found'];
  if (problems.length > 0) {
    console.error(`The deploy's policy and remotes.json disagree:\n${problems.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('agree');
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
