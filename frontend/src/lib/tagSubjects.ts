// What a detail page is about (a case's title), by pathname, so the tags bar tells apart two
// tags of the same kind: 「查看求助 · 李小明白血病救助」. Filled by pages after they mount, in the
// browser only: the server render (and the cached header fragment) shows the plain route title,
// which is also what hydration renders.

const subjects = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

export function setTagSubject(pathname: string, subject: string): void {
  if (subjects.get(pathname) === subject) return;
  subjects.set(pathname, subject);
  version += 1;
  listeners.forEach((l) => l());
}

export const tagSubjectOf = (pathname: string): string | undefined => subjects.get(pathname);

/** useSyncExternalStore's subscribe and snapshots (0 on the server and while hydrating). */
export function subscribeTagSubjects(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const tagSubjectsVersion = (): number => version;
export const noTagSubjects = (): number => 0;

/** A tag's text: the route title, and the subject when the page told one. */
export const tagTitle = (title: string, subject: string | undefined): string => (subject ? `${title} · ${subject}` : title);
