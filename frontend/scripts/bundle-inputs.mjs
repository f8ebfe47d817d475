// For the build plugins' tests: bundles a snippet for the browser (minified, production) and
// tells what is in the result.
import * as esbuild from 'esbuild';

/** `{ size, inputs }`: output bytes and the modules that left code in it (the metafile also lists
 * modules tree-shaken to nothing). `root` resolves the snippet's imports. */
export async function bundleInputs(root, source, plugins) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: root,
    logLevel: 'silent',
    plugins,
  });
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([name]) => name);
  return { size: result.outputFiles[0].contents.length, inputs };
}
