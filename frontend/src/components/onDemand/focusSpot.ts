// Mounting an overlay around an element replaces the element's DOM node (the overlay is another
// tree), so a focused element would lose the focus, and keyboard users their place. Where it
// stood is noted before the switch and the new node there focused after it.

/** Where an element stands: its parent and its index among the parent's elements. */
export interface Spot {
  parent: Element;
  index: number;
}

export function spotOf(el: Element): Spot | null {
  const parent = el.parentElement;
  return parent ? { parent, index: Array.prototype.indexOf.call(parent.children, el) } : null;
}

/** Focuses the element now standing at `spot`, if there is one. */
export function focusAt(spot: Spot): void {
  (spot.parent.children[spot.index] as HTMLElement | undefined)?.focus();
}
