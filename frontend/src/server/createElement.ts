// Server bundle only (scripts/cjs-named-exports.mjs puts this in React's place): React 18's
// `createElement` with the same result, built faster. React copies the config into a fresh
// props object key by key in a `for…in` loop; antd and rc-* create most of a page's elements
// through it and that loop was ~11 % of a list page's server render in a Node profile.
type Props = Record<string, unknown>;
type ElementType = { defaultProps?: Props } | string | null | undefined;

interface ReactInternals {
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { ReactCurrentOwner: { current: unknown } };
}

const REACT_ELEMENT = Symbol.for('react.element');

function copyProps(config: Props): Props {
  const props: Props = {};
  const keys = Object.keys(config);
  for (let i = 0; i < keys.length; i += 1) {
    const k = keys[i];
    if (k !== 'key' && k !== 'ref' && k !== '__self' && k !== '__source') props[k] = config[k];
  }
  return props;
}

/** `createElement` bound to React's owner slot (read from the React it replaces). */
export function makeCreateElement(react: ReactInternals) {
  const owner = react.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;
  function createElement(type: ElementType, config?: Props | null, children?: unknown) {
    let props: Props;
    let key: string | null = null;
    let ref: unknown = null;
    if (config != null) {
      if (config.ref !== undefined) ref = config.ref;
      if (config.key !== undefined) key = '' + config.key;
      props = copyProps(config);
    } else props = {};
    const childCount = arguments.length - 2;
    if (childCount === 1) props.children = children;
    else if (childCount > 1) {
      const list = new Array(childCount);
      for (let i = 0; i < childCount; i += 1) list[i] = arguments[i + 2];
      props.children = list;
    }
    const defaults = type != null && typeof type !== 'string' ? type.defaultProps : undefined;
    if (defaults) for (const name in defaults) if (props[name] === undefined) props[name] = defaults[name];
    return { $$typeof: REACT_ELEMENT, type, key, ref, props, _owner: owner.current };
  }
  // Children past the config are read from `arguments`, as React does.
  return createElement as (type: ElementType, config?: Props | null, ...children: unknown[]) => ReturnType<typeof createElement>;
}
