// Runs chart code as the BFF runs it: bundled by esbuild and evaluated in a V8 context with only
// the ECharts builtins' globals (no window, document, canvas or timers). For the server-render
// tests of this folder (not shipped: only tests import it).
import * as esbuild from 'esbuild';
import path from 'node:path';
import vm from 'node:vm';

const here = path.dirname(new URL(import.meta.url).pathname);

/** Bundles `source` (TypeScript, resolved from this folder) and returns its exports. */
export async function inBareContext(source: string): Promise<Record<string, unknown>> {
  const out = await esbuild.build({
    stdin: { contents: source, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'T',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const context = vm.createContext({});
  vm.runInContext(`${out.outputFiles[0].text};globalThis.__T = T;`, context);
  return context.__T as Record<string, unknown>;
}

/**
 * An SVG as a picture: without the element ids (zrender numbers them per chart instance) and the
 * hover classes (they name rules of the hover <style>, which the server leaves out).
 */
export const svgPicture = (svg: string) => svg.replace(/ class="zr\d+-cls-\d+"/g, '').replace(/zr\d+-/g, '');
