import { describe, expect, it } from '@jest/globals';
import { HELP, readBenchOptions, readLoadOptions, readSnapshotFolder } from './command-line';

describe('readBenchOptions', () => {
  it('measures every route once, after a build, by default', () => {
    expect(readBenchOptions([])).toEqual({ skipBuild: false, skipLighthouse: false, routes: null, runs: 1 });
  });

  it('reads every flag, in either form of a value', () => {
    expect(readBenchOptions(['--skip-build', '--skip-lighthouse', '--routes', ' /, /blog ,', '--runs=3'])).toEqual({
      skipBuild: true,
      skipLighthouse: true,
      routes: ['/', '/blog'],
      runs: 3,
    });
  });

  it('answers --help and -h with HELP', () => {
    expect(readBenchOptions(['--help'])).toBe(HELP);
    expect(readBenchOptions(['-h', '--runs', '0'])).toBe(HELP);
  });

  it('refuses an unknown flag, a stray argument and values it cannot use', () => {
    expect(() => readBenchOptions(['--skip-builds'])).toThrow(new Error('unknown option --skip-builds'));
    expect(() => readBenchOptions(['-x'])).toThrow(new Error('unknown option -x'));
    expect(() => readBenchOptions(['/blog'])).toThrow("Unexpected argument '/blog'");
    expect(() => readBenchOptions(['--routes'])).toThrow("Option '--routes <value>' argument missing");
    expect(() => readBenchOptions(['--routes', 'blog,/faq'])).toThrow(
      new Error('--routes takes paths starting with /: blog'),
    );
    expect(() => readBenchOptions(['--routes', ','])).toThrow(new Error('--routes takes paths starting with /: '));
    expect(() => readBenchOptions(['--runs', '1.5'])).toThrow(new Error('--runs takes a whole number ≥ 1'));
    expect(() => readBenchOptions(['--runs', '0'])).toThrow(new Error('--runs takes a whole number ≥ 1'));
  });
});

describe('readLoadOptions', () => {
  const serve = '/work/e2e/bench/serve-snapshot.ts';
  const there = (file: string) => file === serve || file === '/tmp/serve-next.ts';

  it('loads every target for 30 s at 100 connections after 3 s, then 10 s of latency, by default', () => {
    expect(readLoadOptions([], serve, there)).toEqual({
      duration: 30,
      connections: 100,
      warmup: 3,
      latency: 10,
      targets: ['html', 'chunk', 'route', 'remote-entry'],
      server: serve,
    });
  });

  it('reads every flag, and --server as an absolute path', () => {
    const args = [
      '--duration',
      '5',
      '--connections=10',
      '--warmup',
      '0',
      '--latency',
      '0',
      '--targets',
      'route, chunk',
    ];
    expect(readLoadOptions([...args, '--server', '/tmp/../tmp/serve-next.ts'], serve, there)).toEqual({
      duration: 5,
      connections: 10,
      warmup: 0,
      latency: 0,
      targets: ['route', 'chunk'],
      server: '/tmp/serve-next.ts',
    });
  });

  it('answers --help with HELP', () => {
    expect(readLoadOptions(['--help'], serve, there)).toBe(HELP);
  });

  it('refuses an unknown flag and values it cannot use', () => {
    const read =
      (...args: string[]) =>
      () =>
        readLoadOptions(args, serve, there);
    expect(read('--rate', '100')).toThrow(new Error('unknown option --rate'));
    expect(read('--latency', '-1')).toThrow("Option '--latency' argument is ambiguous");
    expect(read('--latency=-1')).toThrow(new Error('--latency takes whole seconds ≥ 0'));
    expect(read('--duration', '0')).toThrow(new Error('--duration takes whole seconds ≥ 1'));
    expect(read('--connections', 'many')).toThrow(new Error('--connections takes a whole number ≥ 1'));
    expect(read('--warmup', '0.5')).toThrow(new Error('--warmup takes whole seconds ≥ 0'));
    expect(read('--targets', 'chunk,css,js')).toThrow(new Error('unknown --targets: css, js'));
    expect(read('--server', '/tmp/missing.ts')).toThrow(new Error('--server: no such file /tmp/missing.ts'));
  });
});

describe('readSnapshotFolder', () => {
  it('takes the one folder it is given', () => {
    expect(readSnapshotFolder(['e2e/.bench/dist'])).toBe('e2e/.bench/dist');
    expect(readSnapshotFolder(['--', '-odd-name'])).toBe('-odd-name');
  });

  it('answers --help with HELP', () => {
    expect(readSnapshotFolder(['--help'])).toBe(HELP);
  });

  it('refuses no folder, two folders and any flag', () => {
    expect(() => readSnapshotFolder([])).toThrow(new Error('no snapshot folder given'));
    expect(() => readSnapshotFolder(['a', 'b'])).toThrow(new Error('one snapshot folder, not 2: a b'));
    expect(() => readSnapshotFolder(['--port', '5000', 'a'])).toThrow(new Error('unknown option --port'));
  });
});
