/** @jest-environment node */
import { previewSecretFrom } from './preview-links';
import { metricsPortFrom, trustProxyFrom } from './settings';

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or the proxies’ addresses and ranges', () => {
    expect(trustProxyFrom(undefined)).toEqual({ value: false });
    expect(trustProxyFrom('off')).toEqual({ value: false });
    expect(trustProxyFrom('1')).toEqual({ value: 1 });
    expect(trustProxyFrom('127.0.0.1')).toEqual({ value: '127.0.0.1' });
    expect(trustProxyFrom(' 10.0.0.0/8, ::1 ,fd00::/8')).toEqual({ value: '10.0.0.0/8,::1,fd00::/8' });
    for (const wrong of ['yes', '10.0.0.0/33', 'proxy.local', '::1/129', '1.2.3.4/x'])
      expect(trustProxyFrom(wrong)).toEqual({
        problem: expect.stringMatching(/^TRUST_PROXY takes off, a number of proxies, or the proxies' addresses/),
      });
  });
});

describe('METRICS_PORT', () => {
  it('is the shell’s port + 5 by default, a port, or off', () => {
    expect(metricsPortFrom(undefined, 3000)).toEqual({ value: 3005 });
    expect(metricsPortFrom('9464', 3000)).toEqual({ value: 9464 });
    expect(metricsPortFrom('off', 3000)).toEqual({ value: null });
    expect(metricsPortFrom('70000', 3000)).toEqual({
      problem: 'METRICS_PORT takes a port (1–65535) or off (not "70000").',
    });
  });
});

describe('PREVIEW_SECRET', () => {
  it('is refused under 32 bytes, with a line that says so: previews stay off', () => {
    expect(previewSecretFrom(undefined)).toEqual({});
    expect(previewSecretFrom('e2e preview secret')).toEqual({
      problem:
        'PREVIEW_SECRET is 18 bytes, shorter than the 32 a preview secret needs (e.g. `openssl rand -base64 48`): previews stay off.',
    });
    expect(previewSecretFrom('x'.repeat(32))).toEqual({ secret: 'x'.repeat(32) });
  });
});
