/** A value made safe as one segment of a path. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

/** `path?name=value…` with the empty values left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) params.set(name, text);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
