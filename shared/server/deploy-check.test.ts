/** @jest-environment node */
import { nginxConfig } from './nginx-config';
import { parsePolicy, policyAgreesWithRemotes, policyOfNginxSite } from './deploy-check';
import { contentSecurityPolicy, PAGE_START_SCRIPT_SOURCE, SPECULATION_RULES_SOURCE } from './security-headers';

const remotes = {
  services: 'https://sections.harbourline.example/services/mf-manifest.json',
  blog: 'https://blog.harbourline.example/mf-manifest.json',
};

describe('policyAgreesWithRemotes', () => {
  it('agrees when the policy allows exactly the origins remotes.json names', () => {
    const policy = contentSecurityPolicy('shell', [
      'https://sections.harbourline.example',
      'https://blog.harbourline.example',
    ]);
    expect(policyAgreesWithRemotes(policy, remotes)).toEqual([]);
  });

  it('names each difference: a section the policy would block, an origin it allows for nothing', () => {
    const policy = contentSecurityPolicy('shell', ['https://sections.harbourline.example', 'https://old-blog.example']);
    expect(policyAgreesWithRemotes(policy, remotes)).toEqual([
      'script-src does not allow https://blog.harbourline.example, which remotes.json names',
      'script-src allows https://old-blog.example, which remotes.json does not name',
      'connect-src does not allow https://blog.harbourline.example, which remotes.json names',
      'connect-src allows https://old-blog.example, which remotes.json does not name',
      'img-src does not allow https://blog.harbourline.example, which remotes.json names',
      'img-src allows https://old-blog.example, which remotes.json does not name',
    ]);
    expect(policyAgreesWithRemotes(policy, { ...remotes, blog: 'javascript:alert(1)//' })).toContain(
      'script-src allows https://old-blog.example, which remotes.json does not name',
    );
    expect(policyAgreesWithRemotes(policy, { blog: 42 })[0]).toBe('remotes.json: blog is not a URL (42)');
  });

  it('reads the policy of a generated nginx site', () => {
    const site = nginxConfig({
      listen: '80',
      serverName: '_',
      root: '/srv/shell',
      remotesJsonFile: '/srv/remotes.json',
      manifests: remotes,
    });
    const policy = policyOfNginxSite(site);
    expect(parsePolicy(policy ?? '').get('script-src')).toEqual([
      "'self'",
      PAGE_START_SCRIPT_SOURCE,
      SPECULATION_RULES_SOURCE,
      'https://sections.harbourline.example',
      'https://blog.harbourline.example',
    ]);
    expect(policyAgreesWithRemotes(policy ?? '', remotes)).toEqual([]);
  });
});
