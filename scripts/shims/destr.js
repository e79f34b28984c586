// ofetch parses JSON answers with destr, which also guards against prototype pollution and
// answers non-JSON text as it is. The same guarantees, without destr's number and literal
// shortcuts (0.65 KB of the SDK's core).
const POLLUTING = new Set(['__proto__', 'constructor']);

export default function destr(text) {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text, (key, value) => (POLLUTING.has(key) ? undefined : value));
  } catch {
    return text;
  }
}
