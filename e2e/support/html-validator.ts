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
 * Every error counts, but for the cases of two rules about `<style>` in `<body>` that
 * `acceptedErrors` describes and checks.
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

/** A document's text, addressable by vnu's line and column (both 1-based). */
class Source {
  private readonly lineStarts = [0];

  constructor(readonly text: string) {
    // vnu counts CR LF, CR and LF each as one line break, as the HTML parser does.
    for (const match of text.matchAll(/\r\n?|\n/g)) this.lineStarts.push(match.index + match[0].length);
  }

  /** Offset in the text of the message's first character, if vnu gave its position. */
  offsetOf({ firstLine, lastLine, firstColumn, lastColumn }: VnuMessage): number | undefined {
    // vnu leaves out the first line and column where they equal the last.
    const line = firstLine ?? lastLine;
    const column = firstColumn ?? lastColumn;
    const start = line === undefined ? undefined : this.lineStarts[line - 1];
    return start === undefined || column === undefined ? undefined : start + column - 1;
  }
}

/**
 * Emotion's style elements (`data-emotion="css <id> <id>…"`) that start before `offset`, and the
 * ids of the rules they hold. Emotion names a class `css-<id>` after a hash of its whole rule set,
 * so one id always stands for the same rules.
 */
function emotionIdsBefore(text: string, offset: number): Set<string> {
  const ids = new Set<string>();
  for (const match of text.slice(0, offset).matchAll(/<style[^>]*\sdata-emotion="css ([^"]*)"/g)) {
    for (const id of (match[1] ?? '').split(' ')) ids.add(id);
  }
  return ids;
}

/**
 * Errors the site accepts. Section fragments carry their styles into the page inside their slots
 * (`<style data-emotion>` after the fragment's marker; the browser moves them into `<head>` before
 * React hydrates). vnu accepts `<style>` in `<body>` when it is its parent's first child and none
 * of its selectors can match an element before that parent (validator/validator#2143, towards
 * whatwg/html#12951): so that a late style cannot restyle what is already painted. The composed
 * pages break these two rules only in form; each case is checked against the document before it
 * is set aside, so any other breach of the same rules still fails.
 */
const acceptedErrors: ((message: VnuMessage, source: Source) => boolean)[] = [
  // A fragment writes one style element per emotion chunk (global keyframes, then its rules), one
  // after the other at the start of its slot. One right after another style element is as early
  // in its parent as the first of the run, which vnu still checks.
  (message, source) => {
    if (message.message !== 'A “style” element in “body” must be the first child of its parent.') return false;
    const offset = source.offsetOf(message);
    return (
      offset !== undefined &&
      source.text.startsWith('<style', offset) &&
      /<\/style>\s*$/.test(source.text.slice(Math.max(0, offset - 100), offset))
    );
  },
  // A fragment repeats the rules of emotion classes that the page (its head, or an earlier slot)
  // has declared already, and they are the same rules: an element before the fragment with such
  // a class is styled by them already, so nothing changes for it.
  (message, source) => {
    const selector = /^The selector “([^”]+)” matches, or might match, an element that comes before the parent/.exec(
      message.message,
    )?.[1];
    const offset = source.offsetOf(message);
    if (selector === undefined || offset === undefined || !source.text.startsWith(selector, offset)) return false;
    const classes = [...selector.matchAll(/\.css-([a-z0-9]+)/g)].map((match) => match[1] ?? '');
    const declared = emotionIdsBefore(source.text, source.text.lastIndexOf('<style', offset));
    return classes.length > 0 && classes.every((id) => declared.has(id));
  },
];

/** "line 73, column 64099: The element “h3” must not … [s-31l7gp"><h3 class=…]" */
function describe(message: VnuMessage): string {
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
    const sources = new Map<number, Source>();
    for (const message of messages) {
      const index = message.url
        ? files.indexOf(path.join(directory, path.basename(new URL(message.url).pathname)))
        : -1;
      const document = documents[index];
      if (!document) throw new Error(`vnu: ${describe(message)} (${message.url ?? 'no document'})`);
      if (message.type !== 'error' && message.type !== 'non-document-error') continue;
      const source = sources.get(index) ?? new Source(document.html);
      sources.set(index, source);
      if (acceptedErrors.some((accepts) => accepts(message, source))) continue;
      errors.get(document.name)?.push(describe(message));
    }
    return errors;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
