// Brotli copies of the browser files (issue 37): the BFF embeds them beside its gzip copies and
// sends them to browsers that accept `br` (every current one over HTTPS, and Chromium on
// localhost too). At quality 11 they are ~16% smaller than gzip -9: a list page's initial
// scripts ~290 KB instead of ~340 KB on a phone's link. Written under `<out>/client/br/` (not
// in `assets/`: they are no files of their own), named `<file>.br`; build.rs embeds the ones
// it finds. Compressed in parallel on libuv's pool; quality 11 takes ~1 min of CPU for the
// whole build, so a development build (`--dev`) uses quality 5 (~3 s, ~6% smaller than gzip).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
/** What build.rs gzips too: text formats. */
export const COMPRESSIBLE = /\.(js|css|svg|json|map|txt)$/;

/** Writes `<brDir>/<name>.br` for every compressible file of `assetsDir`; resolves to their count. */
export async function writeBrotliCopies(assetsDir, brDir, { quality = 11 } = {}) {
  await mkdir(brDir, { recursive: true });
  const names = (await readdir(assetsDir)).filter((n) => COMPRESSIBLE.test(n));
  await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(assetsDir, name));
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      };
      await writeFile(path.join(brDir, `${name}.br`), await compress(raw, { params }));
    }),
  );
  return names.length;
}
