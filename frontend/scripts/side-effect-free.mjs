// For the browser build's plugins: resolves an import as esbuild would, marked free of side
// effects, so the module is left out when nothing it exports is used (packages that do not say
// so in their package.json). `plugin` names the caller, so its own onResolve is not re-entered.
export async function resolveSideEffectFree(build, args, plugin) {
  if (args.pluginData?.[plugin]) return undefined;
  const { path, errors } = await build.resolve(args.path, {
    kind: args.kind,
    importer: args.importer,
    resolveDir: args.resolveDir,
    pluginData: { [plugin]: true },
  });
  return errors.length ? { errors } : { path, sideEffects: false };
}
