import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBrotliCopies } from './brotli-copies.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeBrotliCopies', () => {
  it('writes a copy of every text file that decompresses to the file, and none of the others', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'brotli-copies-'));
    const assets = path.join(dir, 'assets');
    mkdirSync(assets);
    const script = 'export const a = "机构中心";\n'.repeat(200);
    writeFileSync(path.join(assets, 'entry-1.js'), script);
    writeFileSync(path.join(assets, 'app-2.css'), '.a{color:red}');
    writeFileSync(path.join(assets, 'logo-3.png'), Buffer.from([137, 80, 78, 71]));
    const br = path.join(dir, 'br');
    expect(await writeBrotliCopies(assets, br, { quality: 5 })).toBe(2);
    expect(readdirSync(br).sort()).toEqual(['app-2.css.br', 'entry-1.js.br']);
    const copy = readFileSync(path.join(br, 'entry-1.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(Buffer.byteLength(script) / 10);
  });
});
