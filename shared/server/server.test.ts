/** @jest-environment node */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMITS } from './server';
import { sectionServer, tempDist } from './testing/servers';

describe('createFastify: a client cannot hold the server', () => {
  /** Opens a raw connection, writes `start`, then `drip` every `everyMs`; resolves with what came back, when closed. */
  function rawClient(port: number, start: string, drip?: { line: string; everyMs: number }) {
    return new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
      const started = Date.now();
      let answer = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(start));
      const timer = drip ? setInterval(() => socket.writable && socket.write(drip.line), drip.everyMs) : undefined;
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
    });
  }

  const dist = tempDist({ 'main.js': 'console.log(1)' });
  let server: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    // The production limits, scaled down so the test takes a second.
    server = await sectionServer(dist.root, {
      limits: { headersTimeoutMs: 600, requestTimeoutMs: 1_000, checkIntervalMs: 100 },
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await server.close();
    dist.remove();
  });

  it('cuts off a client that dribbles its headers, and says why with the security headers', async () => {
    const slow = await rawClient(port, 'GET /main.js HTTP/1.1\r\nHost: localhost\r\n', {
      line: 'X-Slow: 1\r\n',
      everyMs: 50,
    });
    expect(slow.closedAfterMs).toBeLessThan(2_000);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(slow.answer).toContain('\r\nContent-Security-Policy: ');
    expect(slow.answer).toContain('\r\nX-Frame-Options: DENY\r\n');
  });

  it('answers a request it cannot read (400) or whose headers are too large (431) with the security headers', async () => {
    const garbled = await rawClient(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbled.answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(garbled.answer).toContain('\r\nContent-Security-Policy: ');
    const huge = await rawClient(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(huge.answer).toContain('\r\nPermissions-Policy: ');
  });

  it('in production, cuts a slow client off within about 10 s and caps connections', () => {
    expect(DEFAULT_LIMITS.headersTimeoutMs + DEFAULT_LIMITS.checkIntervalMs).toBeLessThanOrEqual(10_000);
    expect(DEFAULT_LIMITS.maxConnections).toBeGreaterThan(0);
  });
});
