/** Every active leaf as a dotted path, so parallel regions read as 'ready.username.checked + ready.form.editing'. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix ? [prefix.slice(0, -1)] : [];
    return entries.flatMap(([key, child]) => leafPaths(child, `${prefix}${key}.`));
  }
  return [];
}

export const formatState = (value: unknown) => leafPaths(value).join(' + ');
