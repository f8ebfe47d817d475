// esbuild plugin for the browser build: antd's Table takes four helpers for row selection
// (`arrAdd`, `arrDel`, `conductCheck`, `convertDataToEntities`) from @rc-component/tree's index,
// and that index imports the Tree component: every list page downloaded a whole tree (~35 KB
// minified) to check boxes. With code splitting a module goes whole into one chunk, with what
// any page uses of it, so naming the index's modules is not enough while another page draws a
// Tree: `util.js` (arrAdd, arrDel) imports TreeNode for its other functions. So the table takes
// `conductCheck` and `convertDataToEntities` from their own modules (which import no component)
// and `arrAdd`/`arrDel` from scripts/tree-selection-helpers.js, a copy the build checks against
// the package. (Table's filter dropdown imports antd's Tree too: scripts/unused-option-stubs.mjs.)
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sep = String.raw`[/\\]`;
export const USE_SELECTION = new RegExp(`${sep}antd${sep}es${sep}table${sep}hooks${sep}useSelection\\.js$`);
const HELPERS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tree-selection-helpers.js');

export const FROM = "import { arrAdd, arrDel, conductCheck, convertDataToEntities } from '@rc-component/tree';";
const TO = [
  `import { arrAdd, arrDel } from '${HELPERS.split(path.sep).join('/')}';`,
  "import { conductCheck } from '@rc-component/tree/es/utils/conductUtil';",
  "import { convertDataToEntities } from '@rc-component/tree/es/utils/treeUtil';",
].join('\n');

/** The package's util.js still defines what the copy repeats (its functions, verbatim). */
function checkCopy(nodeModules) {
  const original = readFileSync(path.join(nodeModules, '@rc-component', 'tree', 'es', 'util.js'), 'utf8');
  const copy = readFileSync(HELPERS, 'utf8');
  for (const fn of copy.match(/export function \w+\([^)]*\) \{[\s\S]*?\n\}/g)) {
    if (!original.includes(fn)) throw new Error(`table-selection-import: @rc-component/tree/es/util.js no longer has \`${fn.split('\n')[0]}…\` as copied; review scripts/tree-selection-helpers.js`);
  }
}

/** useSelection's source with its import narrowed; throws when antd's import is not the expected one. */
export function narrowSelectionImport(source, file) {
  if (!source.includes(FROM)) throw new Error(`table-selection-import: ${file} no longer has \`${FROM}\`; review scripts/table-selection-import.mjs`);
  checkCopy(file.slice(0, file.lastIndexOf(`${path.sep}antd${path.sep}`)));
  return source.replace(FROM, TO);
}

export function tableSelectionImport() {
  return {
    name: 'table-selection-import',
    setup(build) {
      build.onLoad({ filter: USE_SELECTION }, async (args) => ({ contents: narrowSelectionImport(await readFile(args.path, 'utf8'), args.path), loader: 'js' }));
    },
  };
}
