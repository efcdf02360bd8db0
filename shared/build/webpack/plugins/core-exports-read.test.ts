import { coreExportsRead } from './core-exports-read';

describe('coreExportsRead', () => {
  it('lists, sorted and once each, the names read from the variable that holds the global core', () => {
    const code =
      'var n=self._FEDERATION_RUNTIME_CORE;n.loadScript(a);new n.ModuleFederation(o);n.helpers.x;n.loadScript(b)';
    expect(coreExportsRead(code)).toEqual(['ModuleFederation', 'helpers', 'loadScript']);
  });

  it('ignores the same name read as a property of something else', () => {
    const code = 'const c=self._FEDERATION_RUNTIME_CORE,x=c.assert;o.c.satisfy();oc.getRemoteInfo;$c.Module';
    expect(coreExportsRead(code)).toEqual(['assert']);
  });

  it('handles a minified name with a dollar sign', () => {
    const code = 'let $e=self._FEDERATION_RUNTIME_CORE;$e.getRemoteEntry();e.helpers';
    expect(coreExportsRead(code)).toEqual(['getRemoteEntry']);
  });

  it('is undefined when the bundle does not read the global core', () => {
    expect(coreExportsRead('var n=require("@module-federation/runtime-core");n.loadScript()')).toBeUndefined();
    expect(coreExportsRead('')).toBeUndefined();
  });
});
