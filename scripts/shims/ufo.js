// ofetch asks ufo for two things only: joining a base URL and adding a query. ufo's full URL
// parser is 1.5 KB of the SDK's core; these are what the SDK's calls need (absolute URLs built
// by the client, flat query objects).

/** `base` + `input`, unless `input` is already absolute. */
export function withBase(input, base) {
  if (!base || base === '/' || /^[a-z][a-z\d+.-]*:/i.test(input) || input.startsWith(base)) return input;
  return `${base.replace(/\/+$/, '')}/${input.replace(/^\/+/, '')}`;
}

/** `input` with `query`'s entries added to its query string; `undefined` values are left out. */
export function withQuery(input, query) {
  const [head, hash = ''] = input.split('#', 2);
  const [path, search = ''] = head.split('?', 2);
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    params.delete(key);
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return `${path}${text ? `?${text}` : ''}${hash ? `#${hash}` : ''}`;
}
