// Option lists whose values are words ('day', 'large', '#fa8c16'), written as one object of
// labels by value: the object's order (string keys keep it) is the order they are offered in.

export function optionsOf<V extends string>(labels: Record<V, string>): Array<{ value: V; label: string }> {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}
