/**
 * One source for a deploy's Content-Security-Policy and its remotes.json: the policy must allow
 * exactly the sections' origins that remotes.json points the shell at. A section the policy does
 * not allow would be blocked in every browser; an origin the policy allows that remotes.json does
 * not name is trust the deploy never meant to give. shared/server/scripts/check-deploy.ts runs this over
 * a generated nginx site, or over a running site, and fails the deploy on any difference.
 */
import { sectionOrigins } from './security-headers';

/** The directives a section's origin must be in, for the shell to load it. */
const SECTION_DIRECTIVES = ['script-src', 'connect-src', 'img-src'] as const;

/** The sources of each directive of a policy. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name?.toLowerCase() ?? '', sources]),
  );
}

/**
 * What is wrong between a policy and a remotes.json, one line each (none: they agree). `shellOrigin`:
 * sections under the shell's own origin are 'self' in the policy.
 */
export function policyAgreesWithRemotes(
  policy: string,
  remotes: Record<string, unknown>,
  shellOrigin?: string,
): string[] {
  const problems: string[] = [];
  const urls: string[] = [];
  for (const [name, value] of Object.entries(remotes)) {
    // Beside the locations: pinned entries' hashes, and the versions a request got.
    if (name === 'integrity' || name === 'versions') continue;
    const url = typeof value === 'string' ? value : undefined;
    if (!url || !URL.canParse(url)) problems.push(`remotes.json: ${name} is not a URL (${JSON.stringify(value)})`);
    else urls.push(url);
  }
  const wanted = new Set(sectionOrigins(urls, shellOrigin));
  const directives = parsePolicy(policy);
  for (const directive of SECTION_DIRECTIVES) {
    const sources = directives.get(directive);
    if (!sources) {
      problems.push(`the policy has no ${directive}`);
      continue;
    }
    const allowed = new Set(sources.filter((source) => /^https?:\/\//.test(source)));
    for (const origin of wanted)
      if (!allowed.has(origin)) problems.push(`${directive} does not allow ${origin}, which remotes.json names`);
    for (const origin of allowed)
      if (!wanted.has(origin)) problems.push(`${directive} allows ${origin}, which remotes.json does not name`);
  }
  return problems;
}

/** The Content-Security-Policy an nginx site (as nginx-config.ts writes it) sends. */
export function policyOfNginxSite(config: string): string | undefined {
  return /add_header Content-Security-Policy "([^"]*)" always;/.exec(config)?.[1];
}
