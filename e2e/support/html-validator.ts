/**
 * The W3C Nu HTML Checker (vnu, from the vnu-jar package) over many documents in one run: a JVM
 * start costs seconds, checking a page a fraction of one.
 *
 * How vnu is run, and why:
 * - `--errors-only`: the verdict is on errors. Warnings and info messages (a section without a
 *   heading, the trailing slash React writes on void elements) are advice, not conformance.
 * - `--no-langdetect`: language detection only ever adds warnings, and costs time.
 * - `--format json --stdout --exit-zero-always`: messages to read, each with its document; the
 *   exit status then means only whether vnu itself ran.
 * - `-XX:TieredStopAtLevel=1 -XX:+UseSerialGC`: a run this short spends most of its CPU in the
 *   optimising compiler and in parallel GC threads; with these, checking the 47 pages as served
 *   takes 7 s of CPU instead of 15–21 s. `-Xss4m`: vnu's schema checker recurses deeply, and
 *   without the optimising compiler it overflows the default stack.
 *
 * Every error counts: nothing vnu reports is set aside.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface HtmlDocument {
  /** How failures name the document, e.g. the route. Unique within one run. */
  name: string;
  html: string;
}

/** One message of vnu's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const jvmOptions = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
const vnuOptions = ['--errors-only', '--no-langdetect', '--format', 'json', '--stdout', '--exit-zero-always'];

/** "line 73, column 64099: The element “h3” must not … [s-31l7gp"><h3 class=…]" */
function describe(message: VnuMessage): string {
  // vnu leaves out the first line and column where they equal the last.
  const line = message.firstLine ?? message.lastLine;
  const column = message.firstColumn ?? message.lastColumn;
  const where = line === undefined || column === undefined ? '' : `line ${line}, column ${column}: `;
  const extract = message.extract ? ` [${message.extract.replace(/\s+/g, ' ').trim()}]` : '';
  return `${where}${message.message}${extract}`;
}

/**
 * Checks every document in one vnu run. Resolves with each document's errors (by name, in the
 * order given), described with position and an extract; an empty list for a valid document.
 */
export async function validateHtml(documents: readonly HtmlDocument[]): Promise<Map<string, string[]>> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((_document, index) => path.join(directory, `${index}.html`));
    await Promise.all(files.map((file, index) => writeFile(file, documents[index]?.html ?? '')));
    const { stdout } = await promisify(execFile)('java', [...jvmOptions, '-jar', vnuJar, ...vnuOptions, ...files], {
      maxBuffer: 256 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };

    const errors = new Map(documents.map((document) => [document.name, [] as string[]]));
    for (const message of messages) {
      const index = message.url
        ? files.indexOf(path.join(directory, path.basename(new URL(message.url).pathname)))
        : -1;
      const document = documents[index];
      if (!document) throw new Error(`vnu: ${describe(message)} (${message.url ?? 'no document'})`);
      if (message.type !== 'error' && message.type !== 'non-document-error') continue;
      errors.get(document.name)?.push(describe(message));
    }
    return errors;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
