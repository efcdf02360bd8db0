/** @jest-environment node */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashSources } from './hash-sources';

let root: string;
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const id = () =>
  hashSources({
    rootDir: root,
    folders: [path.join(root, 'app/src'), path.join(root, 'shared/build'), path.join(root, 'missing')],
    files: [path.join(root, 'package-lock.json')],
  });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hash-sources-'));
  write('app/src/main.tsx', 'main');
  write('app/src/pages/home.tsx', 'home');
  write('shared/build/index.html', '<html>');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hashSources', () => {
  it('is 12 hex digits, the same for the same sources wherever the checkout sits', () => {
    const first = id();
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'hash-sources-moved-'));
    rmSync(elsewhere, { recursive: true });
    renameSync(root, elsewhere);
    root = elsewhere;
    expect(id()).toBe(first);
  });

  it('changes with a file’s content, with its name, and with the lockfile', () => {
    const first = id();
    write('app/src/pages/home.tsx', 'home!');
    const edited = id();
    expect(edited).not.toBe(first);
    renameSync(path.join(root, 'app/src/pages/home.tsx'), path.join(root, 'app/src/pages/start.tsx'));
    const renamed = id();
    expect(renamed).not.toBe(edited);
    write('package-lock.json', '{"lockfileVersion":3}');
    expect(id()).not.toBe(renamed);
  });

  it('leaves out node_modules and what is outside the folders', () => {
    const first = id();
    write('shared/build/node_modules/dep/index.js', 'dep');
    write('app/dist/main.js', 'built');
    expect(id()).toBe(first);
  });
});
