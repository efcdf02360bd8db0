import { describe, expect, it } from '@jest/globals';
import { roundTripsBefore } from './round-trips';
import type { Initiator, TracedRequest } from './round-trips';

const shell = 'http://localhost:5000';
const fcp = { timestamp: 5, navigationStart: 0 };

/** A request as traceNetwork records it: started at `started`, finished a second later. */
function traced(
  requestId: string,
  url: string,
  initiator: Initiator,
  started: number,
  { type = 'Script', finished = started + 1 }: { type?: string; finished?: number } = {},
): TracedRequest {
  return { requestId, url, type, initiator, started, finished, loaderId: 'loader', frameId: 'frame' };
}

const documentRequest = traced('1', `${shell}/`, { type: 'other' }, 0, { type: 'Document' });
const mainJs = traced('2', `${shell}/main.js`, { type: 'parser', url: `${shell}/` }, 1);
const fromMain = (requestId: string, url: string, started: number, finished?: number) =>
  traced(requestId, url, { type: 'script', stack: { callFrames: [{ url: `${shell}/main.js` }] } }, started, {
    finished,
  });

describe('roundTripsBefore', () => {
  it('counts the document, the script its HTML names and the chunk that script loads: three', () => {
    const chunk = fromMain('3', `${shell}/chunk.js`, 2);
    expect(roundTripsBefore(() => [documentRequest, mainJs, chunk], fcp)).toEqual({
      depth: 3,
      chain: [
        { url: `${shell}/`, depth: 1, initiator: 'other' },
        { url: `${shell}/main.js`, depth: 2, initiator: 'parser' },
        { url: `${shell}/chunk.js`, depth: 3, initiator: 'script' },
      ],
      unresolved: [],
    });
  });

  it('leaves out what finishes after the first contentful paint, however deep', () => {
    const chunk = fromMain('3', `${shell}/chunk.js`, 2, 6);
    expect(roundTripsBefore(() => [documentRequest, mainJs, chunk], fcp)).toEqual({
      depth: 2,
      chain: [
        { url: `${shell}/`, depth: 1, initiator: 'other' },
        { url: `${shell}/main.js`, depth: 2, initiator: 'parser' },
      ],
      unresolved: [],
    });
  });

  it('finds the script behind an async stack in its parent frames', () => {
    const chunk = traced(
      '3',
      `${shell}/chunk.js`,
      { type: 'script', stack: { callFrames: [{ url: '' }], parent: { callFrames: [{ url: `${shell}/main.js` }] } } },
      2,
    );
    expect(roundTripsBefore(() => [documentRequest, mainJs, chunk], fcp).depth).toBe(3);
  });

  it('puts a preload and a Link header of the document one round trip after it', () => {
    const font = traced('2', `${shell}/font.woff2`, { type: 'preload' }, 1);
    const manifest = traced('3', 'http://localhost:5002/mf-manifest.json', { type: 'other' }, 1);
    expect(roundTripsBefore(() => [documentRequest, font, manifest], fcp)).toEqual({
      depth: 2,
      chain: [
        { url: `${shell}/`, depth: 1, initiator: 'other' },
        { url: `${shell}/font.woff2`, depth: 2, initiator: 'preload' },
      ],
      unresolved: [],
    });
  });

  it('counts a CORS preflight as one more round trip before the request it precedes', () => {
    const entry = fromMain('3', 'http://localhost:5002/remoteEntry.js', 2);
    const preflight = traced('4', 'http://localhost:5002/remoteEntry.js', { type: 'preflight', requestId: '3' }, 2.5);
    expect(roundTripsBefore(() => [documentRequest, mainJs, entry, preflight], fcp).depth).toBe(4);
  });

  it('takes a script URL requested twice at its first request', () => {
    const chunk = fromMain('3', `${shell}/chunk.js`, 2);
    // main.js again, four deep, after the paint: a script main.js loads is still three deep.
    const mainAgain = traced(
      '4',
      `${shell}/main.js`,
      { type: 'script', stack: { callFrames: [{ url: `${shell}/chunk.js` }] } },
      3,
      { finished: 6 },
    );
    const other = fromMain('5', `${shell}/other.js`, 3.5);
    expect(roundTripsBefore(() => [documentRequest, mainJs, chunk, mainAgain, other], fcp).depth).toBe(3);
  });

  it('counts a request whose initiator was not recorded as found in the HTML, and lists it', () => {
    const orphan = traced(
      '2',
      `${shell}/orphan.js`,
      { type: 'script', stack: { callFrames: [{ url: `${shell}/gone.js` }] } },
      1,
    );
    const anonymous = traced('3', `${shell}/anonymous.js`, { type: 'parser' }, 1.5);
    expect(roundTripsBefore(() => [documentRequest, orphan, anonymous], fcp)).toEqual({
      depth: 2,
      chain: [
        { url: `${shell}/`, depth: 1, initiator: 'other' },
        { url: `${shell}/orphan.js`, depth: 2, initiator: 'script' },
      ],
      unresolved: [`${shell}/orphan.js (script ${shell}/gone.js)`, `${shell}/anonymous.js (parser without url)`],
    });
  });

  it('ignores data: URLs: a page that needs nothing else paints in one round trip', () => {
    const inline = traced('2', 'data:image/svg+xml,<svg/>', { type: 'parser', url: `${shell}/` }, 1);
    expect(roundTripsBefore(() => [documentRequest, inline], fcp)).toEqual({
      depth: 1,
      chain: [{ url: `${shell}/`, depth: 1, initiator: 'other' }],
      unresolved: [],
    });
  });

  it('fails without a first contentful paint or a document request', () => {
    expect(() => roundTripsBefore(() => [documentRequest], undefined)).toThrow('no first-contentful-paint recorded');
    expect(() => roundTripsBefore(() => [mainJs], fcp)).toThrow('no document request recorded');
  });
});
