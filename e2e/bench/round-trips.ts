/**
 * The serial round trips before a page's first contentful paint, from the requests Chromium
 * recorded (over CDP, with their initiators): which request waited on which, and the longest chain.
 */

/** One request of the longest chain: its URL, its depth (the document is 1) and what made it. */
export interface ChainLink {
  url: string;
  depth: number;
  initiator: string;
}

export interface CallFrame {
  url: string;
}
export interface StackTrace {
  callFrames: CallFrame[];
  parent?: StackTrace;
}
export interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
  requestId?: string;
}
export interface TracedRequest {
  requestId: string;
  url: string;
  type: string | undefined;
  initiator: Initiator;
  started: number;
  finished?: number;
  loaderId: string;
  frameId: string | undefined;
}

export interface Fcp {
  timestamp: number;
  navigationStart: number;
}

/**
 * Depth of the longest dependency chain among requests finished before FCP: the document is depth 1;
 * a request made by the parser of a resource of depth n, or by a script whose URL has depth n, has
 * depth n + 1; a preload (link in the HTML, or a Link header of the document) has depth 2.
 */
export function roundTripsBefore(
  getRequests: () => TracedRequest[],
  fcp: Fcp | undefined,
): { depth: number; chain: ChainLink[]; unresolved: string[] } {
  if (!fcp) throw new Error('no first-contentful-paint recorded');
  const requests = getRequests().filter((request) => !request.url.startsWith('data:'));
  const byId = new Map(requests.map((request) => [request.requestId, request]));
  // A URL's depth is that of its first request (later ones may be cache hits or retries).
  const firstByUrl = new Map<string, TracedRequest>();
  for (const request of [...requests].sort((a, b) => a.started - b.started)) {
    if (!firstByUrl.has(request.url)) firstByUrl.set(request.url, request);
  }
  const documentRequest = requests.find((request) => request.type === 'Document');
  if (!documentRequest) throw new Error('no document request recorded');

  const parents = new Map<string, TracedRequest | undefined>();
  const unresolved = new Set<string>();
  const depths = new Map<string, number>();
  const parentOf = (request: TracedRequest): TracedRequest | undefined => {
    const { initiator } = request;
    switch (initiator.type) {
      case 'parser':
      case 'script': {
        const url = (initiator.type === 'script' ? topFrameUrl(initiator.stack) : undefined) ?? initiator.url;
        const parent = url ? firstByUrl.get(url) : undefined;
        if (!parent) unresolved.add(`${request.url} (${initiator.type} ${url ?? 'without url'})`);
        return parent ?? documentRequest;
      }
      case 'preflight': // one more round trip: counted as a child of the request it precedes
        return initiator.requestId ? byId.get(initiator.requestId) : documentRequest;
      default:
        // 'preload', and 'other' for a subresource: a `Link: rel=preload` header of the document
        // (the shell server sends one for a section's manifest and remote entry) or the favicon.
        // Either way the browser learns of it from the document's response.
        return documentRequest;
    }
  };
  const depthOf = (request: TracedRequest, seen = new Set<string>()): number => {
    const known = depths.get(request.requestId);
    if (known !== undefined) return known;
    let depth = 1;
    if (request !== documentRequest) {
      const parent = seen.has(request.requestId) ? undefined : parentOf(request);
      parents.set(request.requestId, parent);
      seen.add(request.requestId);
      depth = parent && parent !== request ? depthOf(parent, seen) + 1 : 2;
      // A preload link in the HTML is one round trip after the document, whoever "initiated" it.
      if (request.initiator.type === 'preload') depth = 2;
    }
    depths.set(request.requestId, depth);
    return depth;
  };

  let deepest: TracedRequest = documentRequest;
  const beforeFcp = requests.filter((request) => request.finished !== undefined && request.finished <= fcp.timestamp);
  for (const request of beforeFcp) if (depthOf(request) > depthOf(deepest)) deepest = request;
  const chain: ChainLink[] = [];
  for (let link: TracedRequest | undefined = deepest; link; link = parents.get(link.requestId)) {
    chain.unshift({ url: link.url, depth: depthOf(link), initiator: link.initiator.type });
    if (link === documentRequest) break;
  }
  return { depth: depthOf(deepest), chain, unresolved: [...unresolved] };
}

function topFrameUrl(stack: StackTrace | undefined): string | undefined {
  for (let trace = stack; trace; trace = trace.parent) {
    const frame = trace.callFrames.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
  }
  return undefined;
}
