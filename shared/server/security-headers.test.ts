/** @jest-environment node */
import { createHash } from 'node:crypto';
import { SPECULATION_RULES } from '@agency/platform/page-start';
import { PAGE_START_SCRIPT } from '@agency/platform/page-start-script';
import {
  PAGE_START_SCRIPT_SOURCE,
  PERMISSIONS_POLICY,
  SPECULATION_RULES_SOURCE,
  contentSecurityPolicy,
  sectionOrigins,
  securityHeaders,
} from './security-headers';

const localSections = 'http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004';

/** A policy as directive name -> sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

/** remotes.json of the default environment (deployment.ts without variables). */
const defaultManifests = {
  services: 'http://localhost:3001/mf-manifest.json',
  blog: 'http://localhost:3002/mf-manifest.json',
  portfolio: 'http://localhost:3003/mf-manifest.json',
  contact: 'http://localhost:3004/mf-manifest.json',
};

describe('sectionOrigins', () => {
  it('reads each section’s origin from its manifest URL', () => {
    expect(sectionOrigins(Object.values(defaultManifests), 'http://localhost:3000')).toEqual([
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ]);
  });

  it('names each origin once, and none for sections served from the shell’s own origin', () => {
    const manifests = [
      'https://www.harbourline.example/sections/services/mf-manifest.json',
      'https://cdn.harbourline.example/blog/mf-manifest.json',
      'https://cdn.harbourline.example/portfolio/mf-manifest.json',
      'https://contact.harbourline.example/mf-manifest.json',
    ];
    expect(sectionOrigins(manifests, 'https://www.harbourline.example')).toEqual([
      'https://cdn.harbourline.example',
      'https://contact.harbourline.example',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  const sections = sectionOrigins(Object.values(defaultManifests));
  /** The directives after the origins, the same on the shell's pages and a section's. */
  const sameForEveryPage = [
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    'form-action mailto:',
    "frame-ancestors 'none'",
  ];

  it('allows the shell page its own origin and the four sections of the default environment', () => {
    expect(contentSecurityPolicy('shell', sections)).toBe(
      [
        `default-src 'self' ${localSections}`,
        `script-src 'self' ${PAGE_START_SCRIPT_SOURCE} ${SPECULATION_RULES_SOURCE} ${localSections}`,
        `connect-src 'self' ${localSections}`,
        `img-src 'self' data: ${localSections}`,
        ...sameForEveryPage,
      ].join('; '),
    );
  });

  it('follows the sections’ locations: a section moved to another origin is allowed there instead', () => {
    const moved = sectionOrigins(
      Object.values({ ...defaultManifests, services: 'https://services.example.com/mf-manifest.json' }),
    );
    const directives = directivesOf(contentSecurityPolicy('shell', moved));
    const expected = [
      'https://services.example.com',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ];
    expect(directives['default-src']).toEqual(["'self'", ...expected]);
    expect(directives['script-src']).toEqual([
      "'self'",
      PAGE_START_SCRIPT_SOURCE,
      SPECULATION_RULES_SOURCE,
      ...expected,
    ]);
    expect(directives['connect-src']).toEqual(["'self'", ...expected]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', ...expected]);
    expect(directives['font-src']).toEqual(["'self'"]);
  });

  it('limits a section’s own pages to its own origin', () => {
    expect(contentSecurityPolicy('section', sections)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        ...sameForEveryPage,
      ].join('; '),
    );
  });

  it('never allows eval, and never inline scripts', () => {
    for (const kind of ['shell', 'section'] as const) {
      const policy = contentSecurityPolicy(kind, sections);
      expect(policy).not.toContain('unsafe-eval');
      expect(directivesOf(policy)['script-src']).not.toContain("'unsafe-inline'");
    }
  });
});

describe('securityHeaders', () => {
  it('sends the policy with nosniff, the referrer, permissions and isolation policies', () => {
    expect(securityHeaders('section')).toEqual({
      'Content-Security-Policy': contentSecurityPolicy('section'),
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // The shell's page loads a section's code from the section's origin.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    expect(securityHeaders('shell')['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('names a report endpoint when one is set: report-uri, report-to and Reporting-Endpoints', () => {
    const headers = securityHeaders('shell', [], { reportTo: '/csp-reports' });
    expect(headers['Content-Security-Policy']).toMatch(
      /; frame-ancestors 'none'; report-uri \/csp-reports; report-to csp$/,
    );
    expect(headers['Reporting-Endpoints']).toBe('csp="/csp-reports"');
    expect(securityHeaders('shell')['Reporting-Endpoints']).toBeUndefined();
  });

  it('allows the page start script and the Speculation Rules by the hashes of exactly their texts, and no other inline script', () => {
    expect(PAGE_START_SCRIPT_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`,
    );
    expect(SPECULATION_RULES_SOURCE).toBe(
      `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`,
    );
    expect(directivesOf(contentSecurityPolicy('shell'))['script-src']).toEqual([
      "'self'",
      PAGE_START_SCRIPT_SOURCE,
      SPECULATION_RULES_SOURCE,
    ]);
    expect(directivesOf(contentSecurityPolicy('section'))['script-src']).toEqual(["'self'"]);
  });

  it('denies the powerful features the site never uses and keeps what the Share button needs', () => {
    const features = Object.fromEntries(
      PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    for (const denied of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'interest-cohort',
      'browsing-topics',
    ])
      expect(features[denied]).toBe('()');
    expect(features['clipboard-write']).toBe('(self)');
    // Left at its default, 'self': naming it makes Chromium on Linux warn on every page.
    expect(features['web-share']).toBeUndefined();
    expect(features['clipboard-read']).toBeUndefined();
  });
});
