import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { log, pick, randomObject, rng, snapshot, trapProto, VALUES } from './helperCheck';
import { makeCreateElement } from './createElement';

// The production build of React, as the server bundle has it (Vitest would load the
// development one, whose elements carry extra debugging fields).
const require = createRequire(import.meta.url);
const react = require(path.join(path.dirname(require.resolve('react')), 'cjs/react.production.min.js'));
const leanCreateElement = makeCreateElement(react) as (...args: unknown[]) => unknown;

type Obj = Record<PropertyKey, unknown>;
const RESERVED = ['key', 'ref', '__self', '__source'];
const TYPES: unknown[] = ['div', null, undefined, function Plain() {}, { $$typeof: Symbol.for('react.forward_ref') }];

/** One seeded call: a type (sometimes with defaultProps), a config as antd's calls make them or
 *  stranger (inherited, non-enumerable, accessor and symbol keys; key/ref/__self/__source with
 *  any value) and zero to three children. */
function scenario(seed: number): unknown[] {
  const r = rng(seed);
  let type = pick(r, TYPES);
  if (r() < 0.3) {
    const withDefaults = function WithDefaults() {} as unknown as { defaultProps: Obj };
    withDefaults.defaultProps = randomObject(r);
    type = withDefaults;
  }
  let config: unknown = null;
  const shape = r();
  if (shape < 0.1) config = undefined;
  else if (shape > 0.2) {
    const o = randomObject(r, r() < 0.3 ? trapProto(r) : Object.prototype);
    for (const name of RESERVED) if (r() < 0.25) o[name] = pick(r, VALUES);
    config = o;
  }
  const children = Array.from({ length: Math.floor(r() * 4) }, () => pick(r, [...VALUES, 'text']));
  return [type, config, ...children];
}

function outcome(create: (...args: unknown[]) => unknown, seed: number): unknown {
  log.length = 0;
  let element: Obj;
  try {
    element = create(...scenario(seed)) as Obj;
  } catch (e) {
    return `threw ${(e as Error).constructor.name}`;
  }
  const { props, ...rest } = element;
  return { rest: snapshot(rest), props: snapshot(props as object), log: [...log] };
}

describe('the server createElement', () => {
  it("makes the same element, reading the config the same way, as React's over 5 000 generated calls", () => {
    for (let seed = 1; seed <= 5000; seed += 1) {
      expect(outcome(leanCreateElement, seed), `seed ${seed}`).toEqual(outcome(react.createElement, seed));
    }
  });

  it('keeps the key as a string and the ref out of the props', () => {
    const ref = { current: null };
    const element = leanCreateElement('li', { key: 7, ref, className: 'row' }, 'a', 'b') as Obj;
    expect(element.key).toBe('7');
    expect(element.ref).toBe(ref);
    expect(element.props).toEqual({ className: 'row', children: ['a', 'b'] });
    expect(element.$$typeof).toBe(Symbol.for('react.element'));
  });

  it('uses the owner React is rendering', () => {
    const owner = react.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.ReactCurrentOwner;
    owner.current = { fiber: true };
    try {
      expect((leanCreateElement('b', null) as Obj)._owner).toBe(owner.current);
    } finally {
      owner.current = null;
    }
  });
});
