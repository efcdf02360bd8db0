import { describe, expect, it } from '@jest/globals';
import {
  BENCH_FLAGS,
  BENCH_USAGE,
  HELP,
  readBenchOptions,
  readLighthouseChildOptions,
  readLoadOptions,
} from './command-line';

describe('readBenchOptions', () => {
  const saved = (folder: string) =>
    ['/work/before', '/work/before-dists', '/work/before/shared/server/start.ts'].includes(folder);

  it('measures every route once, after a build, with its floor and the first interactions, by default', () => {
    expect(readBenchOptions([], saved)).toEqual({
      skipBuild: false,
      skipLighthouse: false,
      skipFloor: false,
      skipInteractions: false,
      routes: null,
      runs: 1,
      dists: null,
      writeBaseline: false,
      compare: null,
      compareServer: null,
      languages: false,
      coldFonts: false,
    });
  });

  it('reads every flag, in either form of a value', () => {
    expect(
      readBenchOptions(
        [
          '--skip-build',
          '--skip-lighthouse',
          '--skip-floor',
          '--skip-interactions',
          '--routes',
          ' /, /blog ,',
          '--runs=3',
          '--write-baseline',
          '--cold-fonts',
        ],
        saved,
      ),
    ).toEqual({
      skipBuild: true,
      skipLighthouse: true,
      skipFloor: true,
      skipInteractions: true,
      routes: ['/', '/blog'],
      runs: 3,
      dists: null,
      writeBaseline: true,
      compare: null,
      compareServer: null,
      languages: false,
      coldFonts: true,
    });
  });

  it('takes --dists as an absolute path, and builds nothing with it', () => {
    expect(readBenchOptions(['--dists', '/work/main/../before/'], saved)).toEqual({
      skipBuild: true,
      skipLighthouse: false,
      skipFloor: false,
      skipInteractions: false,
      routes: null,
      runs: 1,
      dists: '/work/before',
      writeBaseline: false,
      compare: null,
      compareServer: null,
      languages: false,
      coldFonts: false,
    });
  });

  it('compares saved builds with --compare, three runs a page unless --runs says otherwise', () => {
    const compare = readBenchOptions(['--compare', '/work/before-dists/', '--skip-build'], saved);
    expect(compare).toMatchObject({ compare: '/work/before-dists', languages: false, runs: 3, skipBuild: true });
    expect(readBenchOptions(['--compare=/work/before-dists', '--dists', '/work/before', '--runs', '5'], saved)).toEqual(
      {
        skipBuild: true,
        skipLighthouse: false,
        skipFloor: false,
        skipInteractions: false,
        routes: null,
        runs: 5,
        dists: '/work/before',
        writeBaseline: false,
        compare: '/work/before-dists',
        compareServer: null,
        languages: false,
        coldFonts: false,
      },
    );
    const server = '/work/before/shared/server/start.ts';
    expect(readBenchOptions(['--compare', '/work/before-dists', '--compare-server', server], saved)).toMatchObject({
      compare: '/work/before-dists',
      compareServer: server,
    });
  });

  it('compares English pages with Chinese ones with --languages, three runs a page by default', () => {
    expect(readBenchOptions(['--languages', '--routes', '/faq'], saved)).toMatchObject({
      languages: true,
      compare: null,
      compareServer: null,
      routes: ['/faq'],
      runs: 3,
      skipBuild: false,
    });
    expect(
      readBenchOptions(['--languages', '--runs', '1', '--skip-floor', '--skip-interactions'], saved),
    ).toMatchObject({ languages: true, runs: 1 });
  });

  it('names every flag it reads in its usage, and both side-by-side runs', () => {
    for (const flag of Object.keys(BENCH_FLAGS).filter((name) => name !== 'help'))
      expect(BENCH_USAGE).toContain(`--${flag}`);
    expect(BENCH_USAGE).toContain('npm run bench -- --compare <folder>');
    expect(BENCH_USAGE).toContain('npm run bench -- --languages');
  });

  it('answers --help and -h with HELP', () => {
    expect(readBenchOptions(['--help'], saved)).toBe(HELP);
    expect(readBenchOptions(['-h', '--runs', '0'], saved)).toBe(HELP);
  });

  it('refuses an unknown flag, a stray argument and values it cannot use', () => {
    const read =
      (...args: string[]) =>
      () =>
        readBenchOptions(args, saved);
    expect(read('--skip-builds')).toThrow(new Error('unknown option --skip-builds'));
    expect(read('-x')).toThrow(new Error('unknown option -x'));
    expect(read('/blog')).toThrow("Unexpected argument '/blog'");
    expect(read('--routes')).toThrow("Option '--routes <value>' argument missing");
    expect(read('--routes', 'blog,/faq')).toThrow(new Error('--routes takes paths starting with /: blog'));
    expect(read('--routes', ',')).toThrow(new Error('--routes takes paths starting with /: '));
    expect(read('--runs', '1.5')).toThrow(new Error('--runs takes a whole number ≥ 1'));
    expect(read('--runs', '0')).toThrow(new Error('--runs takes a whole number ≥ 1'));
    expect(read('--dists', '/work/after')).toThrow(new Error('--dists: no such folder /work/after'));
    expect(read('--dists=')).toThrow(new Error('--dists: no such folder '));
    expect(read('--compare', '/work/after')).toThrow(new Error('--compare: no such folder /work/after'));
    expect(read('--compare')).toThrow("Option '--compare <value>' argument missing");
    expect(read('--compare', '/work/before', '--compare-server', '/work/start.ts')).toThrow(
      new Error('--compare-server: no such file /work/start.ts'),
    );
    expect(read('--compare-server', '/work/before/shared/server/start.ts')).toThrow(
      new Error('--compare-server serves the builds of --compare: give --compare <folder> too'),
    );
    expect(read('--languages=yes')).toThrow("Option '--languages' does not take an argument");
  });

  it('refuses a side-by-side run with what it cannot do', () => {
    const read =
      (...args: string[]) =>
      () =>
        readBenchOptions(args, saved);
    expect(read('--compare', '/work/before', '--languages')).toThrow(
      new Error('--compare and --languages are two runs: give one of them'),
    );
    expect(read('--compare', '/work/before', '--skip-lighthouse')).toThrow(
      new Error('--compare compares Lighthouse runs: drop --skip-lighthouse'),
    );
    expect(read('--languages', '--write-baseline')).toThrow(
      new Error('--languages writes no baseline: drop --write-baseline'),
    );
    expect(read('--languages', '--routes', '/faq,/zh-hk/faq,/zh-hk')).toThrow(
      new Error('--languages takes English routes, each compared with its Chinese page: /zh-hk/faq, /zh-hk'),
    );
  });
});

describe('readLighthouseChildOptions', () => {
  it('reads the URL and the port, --block-scripts for a floor run and --performance-only for a side-by-side one', () => {
    expect(readLighthouseChildOptions(['--port', '9222', 'http://localhost:5000/faq'])).toEqual({
      url: 'http://localhost:5000/faq',
      port: 9222,
      blockScripts: false,
      performanceOnly: false,
    });
    expect(readLighthouseChildOptions(['http://localhost:5000/', '--block-scripts', '--port=41003'])).toEqual({
      url: 'http://localhost:5000/',
      port: 41003,
      blockScripts: true,
      performanceOnly: false,
    });
    expect(readLighthouseChildOptions(['--performance-only', '--port', '9222', 'http://localhost:5000/'])).toEqual({
      url: 'http://localhost:5000/',
      port: 9222,
      blockScripts: false,
      performanceOnly: true,
    });
  });

  it('answers --help with HELP', () => {
    expect(readLighthouseChildOptions(['--help'])).toBe(HELP);
  });

  it('refuses no URL, two URLs, a path for a URL, no port and a port that is no number', () => {
    const read =
      (...args: string[]) =>
      () =>
        readLighthouseChildOptions(args);
    expect(read('--port', '9222')).toThrow(new Error('no URL given'));
    expect(read('--port', '9222', 'http://a/', 'http://b/')).toThrow(new Error('one URL, not 2: http://a/ http://b/'));
    expect(read('--port', '9222', '/faq')).toThrow(new Error('not a URL: /faq'));
    expect(read('http://localhost:5000/')).toThrow(new Error('--port is required'));
    expect(read('--port', 'auto', 'http://localhost:5000/')).toThrow(new Error('--port takes a port number ≥ 1'));
    expect(read('--block', 'http://localhost:5000/')).toThrow(new Error('unknown option --block'));
  });
});

describe('readLoadOptions', () => {
  const serve = '/work/shared/server/start.ts';
  const there = (file: string) => file === serve || file === '/tmp/serve-next.ts';

  it('loads every target for 30 s at 100 connections after 3 s, then 10 s of latency, by default', () => {
    expect(readLoadOptions([], serve, there)).toEqual({
      duration: 30,
      connections: 100,
      warmup: 3,
      latency: 10,
      targets: ['html', 'chunk', 'route', 'remote-entry', 'telemetry', 'canary'],
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
