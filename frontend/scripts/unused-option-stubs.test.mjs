import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleInputs } from './bundle-inputs.mjs';
import { stubSource, unusedOptionStubs } from './unused-option-stubs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const inputsOf = async (source, plugins) => (await bundleInputs(ROOT, source, plugins)).inputs;

// Bundling antd takes seconds on a loaded machine.
describe('unusedOptionStubs', () => {
  it("keeps @rc-component/trigger out of a bundle with only antd's ConfigProvider", { timeout: 60_000 }, async () => {
    const source = "import ConfigProvider from 'antd/es/config-provider'; console.log(ConfigProvider);";
    const trigger = (inputs) => inputs.filter((i) => i.includes('@rc-component/trigger'));
    expect(trigger(await inputsOf(source, []))).not.toEqual([]);
    expect(trigger(await inputsOf(source, [unusedOptionStubs()]))).toEqual([]);
  });

  it("leaves the tooltip's own import alone", { timeout: 60_000 }, async () => {
    const inputs = await inputsOf("import Tooltip from 'antd/es/tooltip'; console.log(Tooltip);", [unusedOptionStubs()]);
    expect(inputs.some((i) => i.includes('antd/es/tooltip/UniqueProvider'))).toBe(true);
  });

  it("keeps Tabs out of a bundle with only antd's Card", { timeout: 60_000 }, async () => {
    const source = "import Card from 'antd/es/card'; console.log(Card);";
    const tabs = (inputs) => inputs.filter((i) => i.includes('@rc-component/tabs') || i.includes('antd/es/tabs/'));
    expect(tabs(await inputsOf(source, []))).not.toEqual([]);
    expect(tabs(await inputsOf(source, [unusedOptionStubs()]))).toEqual([]);
  });

  it('leaves Tabs imported by a page alone', { timeout: 60_000 }, async () => {
    const inputs = await inputsOf("import Card from 'antd/es/card'; import Tabs from 'antd/es/tabs'; console.log(Card, Tabs);", [unusedOptionStubs()]);
    expect(inputs.some((i) => i.includes('@rc-component/tabs'))).toBe(true);
  });

  it("keeps the column filter dropdown and its Tree out of a bundle with only antd's Table", { timeout: 60_000 }, async () => {
    const source = "import Table from 'antd/es/table'; console.log(Table);";
    const filters = (inputs) => inputs.filter((i) => /useFilter[/\\]Filter(Dropdown|Search|Wrapper)|antd[/\\]es[/\\]tree[/\\]/.test(i));
    expect(filters(await inputsOf(source, []))).not.toEqual([]);
    expect(filters(await inputsOf(source, [unusedOptionStubs()]))).toEqual([]);
  });

  it("keeps Dropdown and rc-menu out of a bundle with only antd's Table, Breadcrumb and Avatar", { timeout: 60_000 }, async () => {
    const source = "import Table from 'antd/es/table'; import Breadcrumb from 'antd/es/breadcrumb'; import Avatar from 'antd/es/avatar'; console.log(Table, Breadcrumb, Avatar);";
    const menus = (inputs) => inputs.filter((i) => /antd[/\\]es[/\\](dropdown|popover)[/\\]|@rc-component[/\\]menu[/\\]/.test(i));
    expect(menus(await inputsOf(source, []))).not.toEqual([]);
    expect(menus(await inputsOf(source, [unusedOptionStubs()]))).toEqual([]);
  });

  it("keeps the tooltip out of a bundle with only antd's Progress", { timeout: 60_000 }, async () => {
    const source = "import Progress from 'antd/es/progress'; console.log(Progress);";
    const tooltip = (inputs) => inputs.filter((i) => /antd[/\\]es[/\\]tooltip[/\\]|@rc-component[/\\]trigger[/\\]/.test(i));
    expect(tooltip(await inputsOf(source, []))).not.toEqual([]);
    expect(tooltip(await inputsOf(source, [unusedOptionStubs()]))).toEqual([]);
  });

  it('makes the stand-in fail loudly, for the component and for each name it stands in for', async () => {
    const module = await import(`data:text/javascript,${encodeURIComponent(stubSource('left out', ['flattenKeys']))}`);
    expect(() => module.default()).toThrow('left out');
    expect(() => module.flattenKeys([])).toThrow('left out');
  });
});
