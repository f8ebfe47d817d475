// Types for the Babel helper the lean server version is checked against (the package ships
// none for its esm helpers).
declare module '@babel/runtime/helpers/esm/objectSpread2' {
  export default function objectSpread2(target: object, ...sources: unknown[]): object;
}
