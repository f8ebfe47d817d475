// What state an item is in, by the state's name (issue 41): a page that shows something in one
// state only (a return reason, a draft's own link, 已满 while signing up) names that state
// instead of comparing a raw number, so the numbers live in one table. For a workflow item the
// table is the engine's (engineStates.json, kept true to the sandbox's workflow tables by its
// engine_states test); for a status outside the engine (an activity's phase, a payment) it is
// the area's own label list.

import type { Choice } from './FilterBar';
import ENGINE_STATES from './engineStates.json';

type EngineStates = typeof ENGINE_STATES;
/** A workflow table of the sandbox (`help_case`, `wish`…). */
export type Subject = keyof EngineStates;
/** A state of table `S`, by its Chinese label (草稿, 已退回…). */
export type StateName<S extends Subject> = keyof EngineStates[S] & string;

/** Whether `state` (an item's raw workflow state) is one of the states `names` of table `subject`. */
export function inState<S extends Subject>(subject: S, state: number | null | undefined, ...names: StateName<S>[]): boolean {
  const table = ENGINE_STATES[subject] as Record<string, number>;
  return names.some((n) => table[n] === state);
}

/**
 * Whether `value` is one of the choices labelled `labels` in `choices` (an area's label list).
 * A label the list does not hold throws: a misspelt name fails the page's test, not silently.
 */
export function isChoice(choices: readonly Choice[], value: number | null | undefined, ...labels: string[]): boolean {
  return labels.some((label) => {
    const choice = choices.find((c) => c.label === label);
    if (!choice) throw new Error(`no choice labelled ${label}`);
    return choice.value === value;
  });
}
